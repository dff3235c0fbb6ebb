//go:build unix

package state

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A lock another process holds for good ends the wait at its bound, with an error naming the
// lock file and what to do; a FIFO where a state file should be is not read (it would wait for
// a writer for ever).
func TestWaitsEnd(t *testing.T) {
	dir := t.TempDir()
	s := &Store{Dir: dir, Waits: Waits{Each: 300 * time.Millisecond}}
	name := SessionName("/r", "s")
	os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o700)
	lock := filepath.Join(dir, name) + ".lock"
	holder := exec.Command("flock", lock, "sleep", "3600")
	if err := holder.Start(); err != nil {
		t.Skip("no flock(1) here:", err)
	}
	defer func() { holder.Process.Kill(); holder.Wait() }()
	for !held(lock) {
		time.Sleep(10 * time.Millisecond)
	}
	start := time.Now()
	err := s.UpdateSession("/r", "s", func(*Session) (bool, error) { return true, nil })
	if !errors.Is(err, ErrLockTimeout) || !strings.Contains(err.Error(), lock) || !strings.Contains(err.Error(), "fuser") {
		t.Fatalf("got %v", err)
	}
	if d := time.Since(start); d < 250*time.Millisecond || d > 3*time.Second {
		t.Fatalf("waited %v for a 300ms bound", d)
	}
	// Until ends it sooner than Each.
	s.Waits = Waits{Until: time.Now().Add(50 * time.Millisecond), Each: time.Hour}
	start = time.Now()
	if err := s.UpdateSession("/r", "s", func(*Session) (bool, error) { return true, nil }); !errors.Is(err, ErrLockTimeout) || time.Since(start) > 2*time.Second {
		t.Fatalf("got %v after %v", err, time.Since(start))
	}

	fifo := filepath.Join(dir, "fifo.json")
	syscall.Mkfifo(fifo, 0o600)
	done := make(chan error, 1)
	go func() { var v map[string]any; done <- s.Read("fifo.json", &v) }()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) {
			t.Fatalf("a FIFO read as state: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("reading a FIFO state file hangs")
	}
}

// held reports whether another process holds path's lock: a try that ends at once fails.
func held(path string) bool {
	if _, err := os.Stat(path); err != nil {
		return false
	}
	h, err := LockFile(path, time.Now())
	if err != nil {
		return true
	}
	h.Close()
	return false
}
