//go:build linux

package proc

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The test binary doubles as a hook that runs a program and is then killed, the way a harness
// kills a hook that overran its timeout.
func TestMain(m *testing.M) {
	if pids := os.Getenv("PROC_TEST_HOOK"); pids != "" {
		// A program whose own children outlive it unless its whole group is killed; it records
		// its pid and its children's, then waits.
		script := "sleep 300 & echo $! >> " + pids + "; (sleep 301; :) & echo $! >> " + pids + "; echo $$ >> " + pids + "; wait"
		_, err := Run(context.Background(), Spec{Path: "sh", Args: []string{"-c", script}, Timeout: time.Hour})
		fmt.Fprintln(os.Stderr, "hook: Run returned:", err)
		os.Exit(3)
	}
	os.Exit(m.Run())
}

func alive(pid int) bool {
	// A zombie is dead for this purpose: it runs nothing.
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

func readPids(t *testing.T, path string, n int) []int {
	t.Helper()
	end := time.Now().Add(20 * time.Second)
	for {
		b, _ := os.ReadFile(path)
		var pids []int
		for _, f := range strings.Fields(string(b)) {
			if p, err := strconv.Atoi(f); err == nil {
				pids = append(pids, p)
			}
		}
		if len(pids) >= n {
			return pids
		}
		if time.Now().After(end) {
			t.Fatalf("the program never recorded its pids: %q", b)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A hook that is killed outright (SIGKILL, which it cannot catch) takes its program and the
// program's children with it: nothing it started goes on running. The same for SIGTERM.
func TestHookDeathKillsTheGroup(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the parent-death signal is Linux's")
	}
	for _, sig := range []syscall.Signal{syscall.SIGKILL, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			pidFile := filepath.Join(t.TempDir(), "pids")
			hook := exec.Command(os.Args[0], "-test.run=^$")
			hook.Env = append(os.Environ(), "PROC_TEST_HOOK="+pidFile)
			if err := hook.Start(); err != nil {
				t.Fatal(err)
			}
			pids := readPids(t, pidFile, 3)
			for _, p := range pids {
				if !alive(p) {
					t.Fatalf("process %d died before the hook did", p)
				}
			}
			if err := hook.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			hook.Wait()
			// Whatever the outcome, nothing this test started is left behind.
			defer func() {
				for _, p := range pids {
					syscall.Kill(p, syscall.SIGKILL)
				}
			}()
			end := time.Now().Add(5 * time.Second)
			for _, p := range pids {
				for alive(p) {
					if time.Now().After(end) {
						t.Fatalf("process %d outlived the hook killed by %v", p, sig)
					}
					time.Sleep(20 * time.Millisecond)
				}
			}
		})
	}
}

// A program that cannot be started is said to be so, as without the reaper; one a signal ends
// has exit -1; its own exit codes pass through unchanged, 127 and 137 included.
func TestReaperReports(t *testing.T) {
	dir := t.TempDir()
	notExec := filepath.Join(dir, "script")
	os.WriteFile(notExec, []byte("no shebang here\x00\x01"), 0o755)
	if _, err := Run(context.Background(), Spec{Path: notExec}); err == nil || !strings.Contains(err.Error(), "could not be started") {
		t.Errorf("an unstartable program: %v", err)
	}
	r, err := Run(context.Background(), Spec{Path: "sh", Args: []string{"-c", "kill -KILL $$"}})
	if err != nil || r.Exit != -1 {
		t.Errorf("a program killed by a signal: %+v %v", r, err)
	}
	for _, code := range []int{0, 1, 127, 137} {
		r, err := Run(context.Background(), Spec{Path: "sh", Args: []string{"-c", "exit " + strconv.Itoa(code)}})
		if err != nil || r.Exit != code {
			t.Errorf("exit %d: got %+v %v", code, r, err)
		}
	}
}

// The reaper's variable set by hand does nothing: only a hookguard started by this same binary
// as its parent acts on it.
func TestReaperVariableByHand(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the reaper is Linux's")
	}
	out, err := exec.Command("sh", "-c", `HOOKGUARD_PROC_REAPER=$$ "$0" -test.run=^TestNothing$ echo REAPED`, os.Args[0]).CombinedOutput()
	if strings.Contains(string(out), "REAPED") {
		t.Fatalf("the variable alone made the binary run a program: %s (%v)", out, err)
	}
}

func TestNothing(t *testing.T) {}
