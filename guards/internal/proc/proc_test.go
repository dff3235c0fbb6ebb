//go:build unix

package proc

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestExitAndOutput(t *testing.T) {
	r, err := Run(context.Background(), Spec{Path: "sh", Args: []string{"-c", "echo out; echo err >&2; exit 3"}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Exit != 3 || !strings.Contains(string(r.Output), "out") || !strings.Contains(string(r.Output), "err") {
		t.Fatalf("got %+v %q", r, r.Output)
	}
}

func TestNoStdin(t *testing.T) {
	// The hook's stdin holds the harness's payload: the child must see end of file at once.
	r, err := Run(context.Background(), Spec{Path: "sh", Args: []string{"-c", "cat; echo done"}, Timeout: 5 * time.Second})
	if err != nil || r.Exit != 0 || strings.TrimSpace(string(r.Output)) != "done" {
		t.Fatalf("got %+v %q %v", r, r.Output, err)
	}
}

func TestNotInstalled(t *testing.T) {
	_, err := Run(context.Background(), Spec{Path: "hookguard-no-such-program"})
	if !errors.Is(err, ErrNotInstalled) {
		t.Fatalf("got %v", err)
	}
}

// A timeout kills the whole group: a grandchild that would outlive the child is gone too, and
// the call returns near the timeout even though the grandchild holds the output pipe.
func TestTimeoutKillsGroup(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pid")
	start := time.Now()
	r, err := Run(context.Background(), Spec{Path: "sh", Args: []string{"-c", "sleep 30 & echo $! > " + pidFile + "; wait"}, Timeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if !r.TimedOut {
		t.Fatalf("not timed out: %+v", r)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("took %s", d)
	}
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	var pid int
	for _, c := range strings.TrimSpace(string(b)) {
		pid = pid*10 + int(c-'0')
	}
	deadline := time.Now().Add(2 * time.Second)
	for syscall.Kill(pid, 0) == nil {
		if time.Now().After(deadline) {
			t.Fatalf("grandchild %d still alive", pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// The caller's deadline bounds the child even when the spec asks for more.
func TestContextDeadline(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 400*time.Millisecond)
	defer cancel()
	start := time.Now()
	r, err := Run(ctx, Spec{Path: "sleep", Args: []string{"30"}, Timeout: time.Hour})
	if err != nil || !r.TimedOut {
		t.Fatalf("got %+v %v", r, err)
	}
	// Not a timing assertion on a busy machine: a child left to its 30 s, or to the spec's
	// hour, would be far past this bound; one stopped at the caller's deadline is far inside.
	if time.Since(start) > 20*time.Second {
		t.Fatal("the child ran on past the caller's deadline")
	}
}

func TestTail(t *testing.T) {
	w := &tail{max: 10}
	w.Write([]byte("0123456789abc"))
	if string(w.bytes()) != "3456789abc" || !w.cut {
		t.Fatalf("%q", w.bytes())
	}
	got := Tail([]byte("a\nb\nc\nd\n"), false, 2, 100)
	if got != "[... earlier output left out]\nc\nd" {
		t.Fatalf("%q", got)
	}
	if Tail([]byte("x\n"), false, 5, 100) != "x" {
		t.Fatal("short output changed")
	}
}

func TestEnviron(t *testing.T) {
	t.Setenv("CLAUDE_PROJECT_DIR", "/x")
	env := Environ(func(k string) bool { return strings.HasPrefix(k, "CLAUDE_") }, "MULTIVAC_QUIET=1")
	for _, kv := range env {
		if strings.HasPrefix(kv, "CLAUDE_PROJECT_DIR=") {
			t.Fatal("not dropped")
		}
	}
	if env[len(env)-1] != "MULTIVAC_QUIET=1" {
		t.Fatal("not set")
	}
}
