//go:build unix

package shell

import (
	"path/filepath"
	"syscall"
	"testing"
)

// TestCodeFIFO: a code file the agent made a FIFO outside the project is not waited on.
func TestCodeFIFO(t *testing.T) {
	_, out, c := codeWorld(t)
	if err := syscall.Mkfifo(filepath.Join(out, "run.sh"), 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	if s := Parse("bash "+out+"/run.sh", c); len(s.Commands) != 1 {
		t.Errorf("a FIFO script should leave the one command: %s", listing(s))
	}
}
