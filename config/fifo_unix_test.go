//go:build unix

package config

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A layer that is a FIFO (an agent's os.mkfifo at the config path) is a layer that cannot be
// read, answered at once: before, the read waited for a writer past every hook's deadline.
func TestLayerFIFO(t *testing.T) {
	p := filepath.Join(t.TempDir(), "guards.toml")
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Skip("mkfifo:", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := Options{}.readFile(p)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("a FIFO was read as a configuration layer")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("reading a FIFO layer did not return")
	}
}
