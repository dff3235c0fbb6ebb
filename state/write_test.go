package state

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// WriteFile and ReplaceFile replace a file whole, with the mode asked for, and leave no
// temporary file behind, whether they succeed or fail.
func TestWriteFile(t *testing.T) {
	for name, write := range map[string]func(string, []byte, os.FileMode) error{"WriteFile": WriteFile, "ReplaceFile": ReplaceFile} {
		t.Run(name, func(t *testing.T) { testReplace(t, write) })
	}
}

func testReplace(t *testing.T, write func(string, []byte, os.FileMode) error) {
	dir := t.TempDir()
	p := filepath.Join(dir, "trust.json")
	if err := write(p, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := write(p, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(p); string(b) != "new" {
		t.Fatalf("got %q", b)
	}
	if st, _ := os.Stat(p); st.Mode().Perm() != 0o644 && os.PathSeparator == '/' {
		t.Fatalf("mode %o", st.Mode().Perm())
	}
	// A directory in the way: the rename fails, the error names the file, nothing is left over.
	blocked := filepath.Join(dir, "blocked")
	os.Mkdir(blocked, 0o700)
	os.WriteFile(filepath.Join(blocked, "x"), nil, 0o600)
	if err := write(blocked, []byte("x"), 0o600); err == nil {
		t.Fatal("a non-empty directory was replaced")
	}
	if err := write(filepath.Join(dir, "missing", "f.json"), []byte("x"), 0o600); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Fatalf("a missing directory: %v", err)
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
	if len(ents) != 2 {
		t.Errorf("files left: %v", ents)
	}
}

// A lock is exclusive between two holders (here in one process, which a lock per open file
// gives as between processes), a try at a held lock ends by its deadline with a LockError, and
// Close lets the next holder in.
func TestLockFileExcludes(t *testing.T) {
	p := filepath.Join(t.TempDir(), "x.lock")
	a, err := LockFile(p, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	_, err = LockFile(p, time.Now().Add(30*time.Millisecond))
	var le *LockError
	if !errors.As(err, &le) || le.Path != p || !errors.Is(err, ErrLockTimeout) {
		t.Fatalf("a held lock was taken again: %v", err)
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	b, err := LockFile(p, time.Now())
	if err != nil {
		t.Fatalf("a released lock: %v", err)
	}
	b.Close()
	if st, err := os.Stat(p); err != nil || (st.Mode().Perm() != 0o600 && os.PathSeparator == '/') {
		t.Fatalf("lock file: %v %v", st, err)
	}
	// A lock file that cannot be made says which.
	if _, err := LockFile(filepath.Join(p, "sub.lock"), time.Now()); err == nil || !strings.Contains(err.Error(), "sub.lock") {
		t.Fatalf("a lock under a file: %v", err)
	}
}
