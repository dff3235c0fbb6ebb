//go:build linux

package main

import (
	"os"
	"os/exec"
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
	if err := os.MkdirAll(filepath.Join(home, ".config", "hookguard"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(home, ".config", "hookguard", "binary"), []byte(bin+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	buildLine := func(heap string) string {
		cmd := exec.Command(bin, "doctor")
		cmd.Env = []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "HOOKGUARD_SETTLE=off"}
		if heap != "" {
			cmd.Env = append(cmd.Env, "HOOKGUARD_HEAP="+heap)
		}
		cmd.Dir = dir
		out, _ := cmd.Output()
		for _, l := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(l, "build ") {
				return l
			}
		}
		t.Fatalf("doctor printed no build line:\n%s", out)
		return ""
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
