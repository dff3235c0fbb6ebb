//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// doctor says how the real binary's hook calls page their heap: as HOOKGUARD_HEAP says where
// it is set, else by the fault the init timed, in either mode.
func TestDoctorSaysHowTheHeapIsPaged(t *testing.T) {
	canBuild(t)
	dir := t.TempDir()
	bin := filepath.Join(dir, "hookguard")
	build(t, bin)
	home := filepath.Join(dir, "home")
	recordBinary(t, home, bin)
	buildLine := func(heap string) string {
		env := []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "HOOKGUARD_SETTLE=off"}
		if heap != "" {
			env = append(env, "HOOKGUARD_HEAP="+heap)
		}
		return doctorBuildLine(t, bin, dir, env)
	}
	for _, heap := range []string{"2m", "4k"} {
		if l := buildLine(heap); !strings.Contains(l, "hook calls page their heap as HOOKGUARD_HEAP="+heap+" says") {
			t.Errorf("HOOKGUARD_HEAP=%s: %s", heap, l)
		}
	}
	l := buildLine("")
	if !strings.Contains(l, "a page fault costs") || !strings.Contains(l, " µs here") {
		t.Errorf("no HOOKGUARD_HEAP: the build line says nothing of the timed fault: %s", l)
	}
}
