package state

import (
	"path/filepath"
	"time"
)

// pin is the project root a runner's session started in. Runners that send no project
// directory (Codex sends only a cwd) pin it at session start, keyed by the session alone, since
// the root is exactly what later events of the session cannot tell.
type pin struct {
	Root string    `json:"root"`
	At   time.Time `json:"at"`
}

func pinName(runner, session string) string {
	return filepath.Join("pins", Key(runner+"\x00"+session)+".json")
}

// PinRoot records root as the project root of a runner's session. An empty session id pins
// nothing: every session would share it.
func (s *Store) PinRoot(runner, session, root string, now time.Time) error {
	if session == "" || root == "" {
		return nil
	}
	var p pin
	return s.Update(pinName(runner, session), &p, func() (bool, error) {
		if p.Root == root {
			return false, nil
		}
		p.Root, p.At = root, now.UTC()
		return true, nil
	})
}

// PinnedRoot returns the root pinned for a runner's session, or "" when none was.
func (s *Store) PinnedRoot(runner, session string) (string, error) {
	if session == "" {
		return "", nil
	}
	var p pin
	err := s.Read(pinName(runner, session), &p)
	return p.Root, err
}
