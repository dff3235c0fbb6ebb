//go:build windows

package proc

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/windows"
)

// The test binary is its own program to run (there is no sh to rely on): PROC_TEST_EXIT prints
// and exits with a status, PROC_TEST_SLEEP sleeps, PROC_TEST_TREE starts a sleeping child of its
// own, records its pid and its own, and sleeps; PROC_TEST_HOOK is a hook that runs a tree and
// is then killed from outside.
func TestMain(m *testing.M) {
	switch {
	case os.Getenv("PROC_TEST_EXIT") != "":
		fmt.Println("out")
		fmt.Fprintln(os.Stderr, "err")
		n, _ := strconv.Atoi(os.Getenv("PROC_TEST_EXIT"))
		os.Exit(n)
	case os.Getenv("PROC_TEST_SLEEP") != "":
		time.Sleep(5 * time.Minute)
		os.Exit(0)
	case os.Getenv("PROC_TEST_TREE") != "":
		c := exec.Command(os.Args[0])
		c.Env = append(os.Environ(), "PROC_TEST_TREE=", "PROC_TEST_SLEEP=1")
		if err := c.Start(); err != nil {
			os.Exit(9)
		}
		f, _ := os.OpenFile(os.Getenv("PROC_TEST_TREE"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
		fmt.Fprintf(f, "%d %d\n", c.Process.Pid, os.Getpid())
		f.Close()
		time.Sleep(5 * time.Minute)
		os.Exit(0)
	case os.Getenv("PROC_TEST_HOOK") != "":
		env := append(os.Environ(), "PROC_TEST_HOOK=", "PROC_TEST_TREE="+os.Getenv("PROC_TEST_HOOK"))
		_, err := Run(context.Background(), Spec{Path: os.Args[0], Env: env, Timeout: time.Hour})
		fmt.Fprintln(os.Stderr, "hook: Run returned:", err)
		os.Exit(3)
	}
	os.Exit(m.Run())
}

func alive(pid int) bool {
	h, err := windows.OpenProcess(windows.PROCESS_QUERY_LIMITED_INFORMATION, false, uint32(pid))
	if err != nil {
		return false
	}
	defer windows.CloseHandle(h)
	var code uint32
	if err := windows.GetExitCodeProcess(h, &code); err != nil {
		return false
	}
	return code == 259 // STILL_ACTIVE
}

func readPids(t *testing.T, path string) []int {
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
		if len(pids) >= 2 {
			return pids
		}
		if time.Now().After(end) {
			t.Fatalf("the program never recorded its pids: %q", b)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// tempDir is t.TempDir without its failing cleanup: Wine 8, which runs these tests on Linux,
// cannot delete through the calls Go's RemoveAll makes, and the leftover is one small file.
func tempDir(t *testing.T) string {
	dir, err := os.MkdirTemp("", "proc-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

func gone(t *testing.T, pids []int) {
	t.Helper()
	end := time.Now().Add(10 * time.Second)
	for _, p := range pids {
		for alive(p) {
			if time.Now().After(end) {
				t.Fatalf("process %d of the job still runs", p)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
}

func TestExitAndOutputWindows(t *testing.T) {
	r, err := Run(context.Background(), Spec{Path: os.Args[0], Env: append(os.Environ(), "PROC_TEST_EXIT=3"), Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if r.Exit != 3 || !strings.Contains(string(r.Output), "out") || !strings.Contains(string(r.Output), "err") {
		t.Fatalf("got %+v %q", r, r.Output)
	}
}

// A timeout ends the job: the program and the child it started are both gone.
func TestTimeoutKillsJob(t *testing.T) {
	pids := filepath.Join(tempDir(t), "pids")
	r, err := Run(context.Background(), Spec{Path: os.Args[0], Env: append(os.Environ(), "PROC_TEST_TREE="+pids), Timeout: 3 * time.Second})
	if err != nil || !r.TimedOut {
		t.Fatalf("got %+v %v", r, err)
	}
	gone(t, readPids(t, pids))
}

// A hook killed from outside (as a harness ends a hook that overran) takes the job with it:
// its handle closes, and kill-on-close ends everything in it.
func TestHookDeathKillsJob(t *testing.T) {
	pids := filepath.Join(tempDir(t), "pids")
	hook := exec.Command(os.Args[0], "-test.run=TestNothing")
	hook.Env = append(os.Environ(), "PROC_TEST_HOOK="+pids)
	if err := hook.Start(); err != nil {
		t.Fatal(err)
	}
	ps := readPids(t, pids)
	hook.Process.Kill()
	hook.Wait()
	gone(t, ps)
}

func TestNothing(t *testing.T) {}
