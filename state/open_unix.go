//go:build unix

package state

import (
	"fmt"
	"os"
	"syscall"
)

// openFlags keeps an open from waiting: opening a FIFO for reading blocks until a writer comes,
// and a file hookguard reads may be one if something put it there.
const openFlags = syscall.O_NONBLOCK

// findHolder says how a person finds the process that holds the lock file at path.
func findHolder(path string) string { return "`fuser -v " + path + "`" }

// SyncDir fsyncs the directory dir, which makes a name created or renamed in it durable.
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("fsync %s: %w", dir, err)
	}
	return nil
}
