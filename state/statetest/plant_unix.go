//go:build unix

package statetest

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// Kinds are what an agent can put where a guard reads a file: each once held a read until the
// guard's deadline, or never ended.
var Kinds = [...]string{"fifo", "link-to-fifo", "link-to-dev-zero"}

// Plant puts kind at path (a link to a FIFO links to one of the same name in a directory beside
// it, so that the name the link resolves to is the file's own). It skips the test where the
// system cannot make one.
func Plant(t testing.TB, path, kind string) {
	t.Helper()
	os.MkdirAll(filepath.Dir(path), 0o755)
	os.RemoveAll(path)
	var err error
	switch kind {
	case "fifo":
		err = syscall.Mkfifo(path, 0o644)
	case "link-to-fifo":
		fifo := filepath.Join(filepath.Dir(path), "fifos", filepath.Base(path))
		os.MkdirAll(filepath.Dir(fifo), 0o755)
		if err = syscall.Mkfifo(fifo, 0o644); err == nil {
			err = os.Symlink(fifo, path)
		}
	case "link-to-dev-zero":
		err = os.Symlink("/dev/zero", path)
	default:
		t.Fatalf("statetest: no kind %q to plant", kind)
	}
	if err != nil {
		t.Skip("cannot plant a", kind, ":", err)
	}
}
