// Package state keeps hookguard's small memory between hook calls, outside the workspace where
// the agent cannot rewrite it: stop counters, pinned project roots, trusted config hashes, the
// notices already told in a session. Every hook call is a new process and several may run at
// once, so each file is read and rewritten under an exclusive lock, and replaced atomically.
// Every lock wait has an end (see Waits), and every read is of a regular file of bounded size:
// a hook call must answer before the harness's timeout, which lets the action run.
package state

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Store is a directory of JSON files.
type Store struct {
	Dir string
	Waits
}

// Open returns the store at dir. It does no I/O: allow paths that never touch state pay nothing.
func Open(dir string) *Store { return &Store{Dir: dir} }

// Check reports ErrNoDir unless dir is an absolute path: a store at "" or at a relative path
// would write into the hook's cwd, the workspace.
func Check(dir string) error {
	if dir == "" || !filepath.IsAbs(dir) {
		return ErrNoDir
	}
	return nil
}

// Key turns free text (a project root, a session id) into a safe file name.
func Key(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:12])
}

// Read decodes the JSON file name into v; a missing file leaves v as it is.
func (s *Store) Read(name string, v any) error {
	if err := Check(s.Dir); err != nil {
		return err
	}
	data, err := ReadFile(filepath.Join(s.Dir, name), 0)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("state: %w", err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("state: %s is damaged (%v): remove it and hookguard starts it afresh", filepath.Join(s.Dir, name), err)
	}
	return nil
}

// Update reads name into v, calls fn, and writes v back, all under the file's lock, durably
// (WriteFile). fn returns false to leave the file unwritten.
func (s *Store) Update(name string, v any, fn func() (bool, error)) error {
	return s.update(name, v, fn, WriteFile)
}

// UpdateEphemeral is Update for a file a crash may roll back by one write, never tear
// (ReplaceFile): a session's notes, written on a hook call's path, where
// losing the last write costs a retry and the fsyncs cost more than the rest of the write.
func (s *Store) UpdateEphemeral(name string, v any, fn func() (bool, error)) error {
	return s.update(name, v, fn, ReplaceFile)
}

func (s *Store) update(name string, v any, fn func() (bool, error), write func(string, []byte, fs.FileMode) error) error {
	if err := Check(s.Dir); err != nil {
		return err
	}
	path := filepath.Join(s.Dir, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("state: %w (hookguard keeps its state in %s: make it writable)", err, s.Dir)
	}
	lock, err := LockFile(path+".lock", s.End())
	if err != nil {
		return fmt.Errorf("state: %w", err)
	}
	defer lock.Close() // closing releases the lock
	if err := s.Read(name, v); err != nil {
		return err
	}
	changed, err := fn()
	if err != nil || !changed {
		return err
	}
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("state: %w", err)
	}
	if err := write(path, data, 0o600); err != nil {
		return fmt.Errorf("state: %w", err)
	}
	return nil
}
