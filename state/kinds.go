package state

import (
	"path/filepath"
	"time"
)

// Trust records the hashes of project configuration files a person has read and trusted.
type trustFile struct {
	Files map[string]TrustEntry `json:"files"`
}

// TrustEntry is one trusted file.
type TrustEntry struct {
	Sum string    `json:"sum"`
	At  time.Time `json:"at"`
}

const trustName = "trust.json"

// Trusted reports whether path was trusted with exactly this content hash.
func (s *Store) Trusted(path, sum string) bool {
	var t trustFile
	if err := s.Read(trustName, &t); err != nil {
		return false
	}
	e, ok := t.Files[path]
	return ok && e.Sum == sum
}

// Trust records path's content hash.
func (s *Store) Trust(path, sum string, now time.Time) error {
	var t trustFile
	return s.Update(trustName, &t, func() (bool, error) {
		if t.Files == nil {
			t.Files = map[string]TrustEntry{}
		}
		t.Files[path] = TrustEntry{Sum: sum, At: now.UTC()}
		return true, nil
	})
}

// Session is what hookguard remembers of one agent session in one project.
type Session struct {
	Root string `json:"root,omitempty"` // the pinned project root, for runners that send only a cwd
	// Told lists the notices already shown, so each is said once per session.
	Told map[string]bool `json:"told,omitempty"`
	// Stops counts the stop group's continuations per agent ("" is the main agent) in the
	// current human turn.
	Stops map[string]StopCount `json:"stops,omitempty"`
}

// StopCount is one agent's stop-loop record.
type StopCount struct {
	Count  int    `json:"count"`
	Report string `json:"report"` // a hash of the last report that kept it working
}

// SessionName is the file of a session in a project.
func SessionName(root, session string) string {
	return filepath.Join("projects", Key(root), "sessions", Key(session)+".json")
}

// ReadSession reads a session's record.
func (s *Store) ReadSession(root, session string) (Session, error) {
	var x Session
	err := s.Read(SessionName(root, session), &x)
	return x, err
}

// UpdateSession changes a session's record under its lock. The record is ephemeral: a crash
// that rolls back its last write re-tells a notice or allows one more stop-loop turn.
func (s *Store) UpdateSession(root, session string, fn func(*Session) (bool, error)) error {
	var x Session
	return s.UpdateEphemeral(SessionName(root, session), &x, func() (bool, error) { return fn(&x) })
}
