package state

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteFile replaces path with data so that a reader sees the old bytes or the new ones, never
// a mix, and so that the new bytes survive a crash once WriteFile returns: the data goes to a
// temporary file beside path (mode perm), which is fsynced and closed, renamed over path, and
// then the directory is fsynced, since a rename lives in the directory and is not durable
// before it is. Every file hookguard replaces whole (state, trust, the key's fallback, install's
// records) is written through here or ReplaceFile, so there is one place that gets this right;
// the ledger and the audit trail are appended to, and pending.json is rewritten in place under
// its lock (ledger/pending.go).
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	return replace(path, data, perm, true)
}

// ReplaceFile is WriteFile without the two fsyncs: a reader still sees the old bytes or the
// new ones, never a mix, but a crash may lose the newest write. It is for files whose loss
// costs a retry and whose write is on a hook call's path (a session's notes, the ledger's checkpoint):
// the fsyncs were most of a blocked call's cost over an allowed one (0.5-0.6 ms here).
func ReplaceFile(path string, data []byte, perm fs.FileMode) error {
	return replace(path, data, perm, false)
}

func replace(path string, data []byte, perm fs.FileMode, durable bool) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	done := false
	defer func() {
		if !done {
			os.Remove(tmp.Name())
		}
	}()
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(perm)
	}
	if err == nil && durable {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := Rename(tmp.Name(), path); err != nil {
		return err
	}
	done = true
	if !durable {
		return nil
	}
	return SyncDir(dir)
}

// Rename renames a file hookguard keeps, retrying where the platform says another process holds
// it for a moment (see retry).
func Rename(from, to string) error { return retry(func() error { return os.Rename(from, to) }) }
