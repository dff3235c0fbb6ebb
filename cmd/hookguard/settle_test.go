//go:build linux

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A hook call of the real binary whose code is mapped in 4 KB pages starts `hookguard settle` in
// the background, which puts the same bytes back under the same path in a new file, once; with
// HOOKGUARD_SETTLE=off nothing is started. Whether the kernel then maps the new file in 2 MB
// pages depends on its file system, so that is logged, not asserted.
func TestHookCallSettlesTheBinary(t *testing.T) {
	canBuild(t)
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin", "hookguard")
	build(t, bin)
	want, err := os.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(dir, "home")
	stateDir := filepath.Join(home, ".local", "state", "hookguard")
	env := []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "XDG_STATE_HOME=", "XDG_CONFIG_HOME="}
	check := func() string {
		out, err := exec.Command(bin, "settle", "--check").Output()
		if err != nil {
			t.Fatalf("settle --check: %v", err)
		}
		return strings.TrimSpace(string(out))
	}
	if got := check(); got != "4 KB pages" {
		t.Skipf("a fresh build's code is in %q here: nothing for a hook call to start", got)
	}
	// doctor says how the binary the wrappers run (here the recorded one) is mapped.
	recordBinary(t, home, bin)
	doctor := func() string { return doctorBuildLine(t, bin, dir, env) }
	if l := doctor(); !strings.Contains(l, "its code is mapped in 4 KB pages") {
		t.Fatalf("doctor before the settle: %s", l)
	}
	call := func(mode string) {
		cmd := exec.Command(bin, "run", "--runner", "claude")
		cmd.Env = append(env, "HOOKGUARD_SETTLE="+mode)
		cmd.Dir = dir
		cmd.Stdin = strings.NewReader(`{"hook_event_name":"Stop","session_id":"s1","cwd":"` + dir + `","stop_hook_active":false}`)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("hook call: %v\n%s", err, out)
		}
	}
	ino := func() uint64 {
		st, err := os.Stat(bin)
		if err != nil {
			t.Fatal(err)
		}
		return st.Sys().(*syscall.Stat_t).Ino
	}
	first := ino()
	call("off")
	if _, err := os.Stat(filepath.Join(stateDir, "settled")); !os.IsNotExist(err) || ino() != first {
		t.Fatal("HOOKGUARD_SETTLE=off started a settle")
	}
	call("now")
	// The settle runs detached: wait for the marker to name the new file as well as the old.
	deadline := time.Now().Add(60 * time.Second)
	for {
		data, _ := os.ReadFile(filepath.Join(stateDir, "settled"))
		if bytes.Count(data, []byte("\n")) >= 2 && ino() != first {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no settle within a minute: marker %q, inode %d (was %d)", data, ino(), first)
		}
		time.Sleep(50 * time.Millisecond)
	}
	got, err := os.ReadFile(bin)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("the settled binary's bytes differ from the build's (%v)", err)
	}
	if ents, _ := os.ReadDir(filepath.Dir(bin)); len(ents) != 1 {
		t.Fatalf("the binary's directory holds %d files after the settle, want 1", len(ents))
	}
	after := check()
	t.Logf("after the settle its code is in %s", after)
	if l := doctor(); after == "2 MB pages" && !strings.Contains(l, "its code is mapped in 2 MB pages (settled)") {
		t.Fatalf("doctor after the settle: %s", l)
	}
	// Once per boot and file: a second call starts nothing, even when its code is still in
	// 4 KB pages (a file system that keeps every file so).
	settled := ino()
	call("now")
	time.Sleep(300 * time.Millisecond)
	if ino() != settled {
		t.Fatal("a second hook call settled the binary again")
	}
}

// recordBinary makes bin the hookguard that the wrappers of a user with this home run.
func recordBinary(t *testing.T, home, bin string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Join(home, ".config", "hookguard"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(home, ".config", "hookguard", "binary"), []byte(bin+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// doctorBuildLine is the build line of bin's doctor, run in dir with env.
func doctorBuildLine(t *testing.T, bin, dir string, env []string) string {
	t.Helper()
	cmd := exec.Command(bin, "doctor")
	cmd.Env, cmd.Dir = env, dir
	out, _ := cmd.Output()
	for _, l := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(l, "build ") {
			return l
		}
	}
	t.Fatalf("doctor printed no build line:\n%s", out)
	return ""
}
