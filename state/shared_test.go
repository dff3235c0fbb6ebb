package state

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ReadFileShared reads a file once per event: a change made after the first read is not seen
// until the next event (ShareReads), a file missing at the first read stays missing, a read
// under a smaller bound than the file is refused and not kept, and with the snapshot off every
// read is ReadFile's.
func TestReadFileShared(t *testing.T) {
	defer sharedOn.Store(sharedOn.Load())
	dir := t.TempDir()
	cfg, absent := filepath.Join(dir, "config"), filepath.Join(dir, "config.worktree")
	os.WriteFile(cfg, []byte("[core]\n\tbare = false\n"), 0o600)

	sharedOn.Store(false)
	if b, err := ReadFileShared(cfg, 0); err != nil || string(b) != "[core]\n\tbare = false\n" {
		t.Fatalf("off: %q, %v", b, err)
	}
	os.WriteFile(cfg, []byte("[core]\n\tbare = true\n"), 0o600)
	if b, _ := ReadFileShared(cfg, 0); string(b) != "[core]\n\tbare = true\n" {
		t.Errorf("off: a change was not seen: %q", b)
	}

	ShareReads()
	first, err := ReadFileShared(cfg, 0)
	if err != nil || string(first) != "[core]\n\tbare = true\n" {
		t.Fatalf("on: %q, %v", first, err)
	}
	if _, err := ReadFileShared(absent, 0); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}
	os.WriteFile(cfg, []byte("[core]\n\thooksPath = /tmp/x\n"), 0o600)
	os.WriteFile(absent, []byte("[core]\n"), 0o600)
	if b, _ := ReadFileShared(cfg, 1<<10); string(b) != string(first) {
		t.Errorf("on: the event's second read saw a change: %q", b)
	}
	if _, err := ReadFileShared(absent, 0); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("on: a file missing at the first read was found at the second: %v", err)
	}
	if _, err := ReadFileShared(cfg, 4); err == nil || !strings.Contains(err.Error(), "larger than 4 bytes") {
		t.Errorf("a bound below the kept file's size: %v", err)
	}
	if b := append(first, 'x'); &b[0] == &first[0] {
		t.Error("an append to a shared read writes into the bytes the next reader is given")
	}

	ShareReads() // the next event
	if b, _ := ReadFileShared(cfg, 0); string(b) != "[core]\n\thooksPath = /tmp/x\n" {
		t.Errorf("next event: %q", b)
	}
	if b, err := ReadFileShared(absent, 0); err != nil || string(b) != "[core]\n" {
		t.Errorf("next event: %q, %v", b, err)
	}
}

// ReadFile reads a regular file whole, up to its bound, and refuses what is not one.
func TestReadFileBounds(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "f")
	for _, n := range []int{0, 1, 4095, 4096, 70000} {
		want := strings.Repeat("a", n)
		os.WriteFile(p, []byte(want), 0o600)
		if b, err := ReadFile(p, 0); err != nil || string(b) != want {
			t.Errorf("%d bytes: got %d, %v", n, len(b), err)
		}
		if b, err := ReadFile(p, int64(n)); err != nil || len(b) != n {
			t.Errorf("%d bytes under a bound of as many: %d, %v", n, len(b), err)
		}
		if n > 1 { // a bound of 0 is MaxFile
			if _, err := ReadFile(p, int64(n-1)); err == nil || !strings.Contains(err.Error(), "larger than") {
				t.Errorf("%d bytes under a bound of one less: %v", n, err)
			}
		}
	}
	if _, err := ReadFile(filepath.Join(dir, "none"), 0); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
	if _, err := ReadFile(dir, 0); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), dir) {
		t.Errorf("a directory: %v", err)
	}
}
