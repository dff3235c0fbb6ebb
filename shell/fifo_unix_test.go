//go:build unix

package shell

import (
	"path/filepath"
	"syscall"
	"testing"
)

// TestScriptFIFO: a script the agent made a FIFO (mkfifo run.sh; bash run.sh) is not read,
// and reading it does not wait for a writer that never comes.
func TestScriptFIFO(t *testing.T) {
	root := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(root, "run.sh"), 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	read := RootReader(root, "/home/u")
	done := make(chan error, 1)
	go func() {
		_, err := read(filepath.Join(root, "run.sh"))
		done <- err
	}()
	if err := <-done; err == nil {
		t.Fatal("a FIFO was read as a script")
	}
	s := Parse("bash run.sh", Context{Cwd: root, Home: "/home/u", Root: root, ReadFile: read})
	if len(s.Commands) != 1 {
		t.Errorf("bash of an unreadable script should be the one command, got %s", Explain(s))
	}
}
