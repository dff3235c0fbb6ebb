package state

import "path/filepath"

// multivacSeen is the multivac runner the multivac guard last found for one directory in one
// session, so that a runner that was there earlier and is gone now is told to the agent (its
// edit may have removed it) rather than passed over as "nothing to verify".
type multivacSeen struct {
	Runners map[string]string `json:"runners"` // governed directory -> runner description
}

func multivacName(root, session string) string {
	return filepath.Join("projects", Key(root), "multivac", Key(session)+".json")
}

// MultivacRunner returns the runner recorded for dir in a session, or "".
func (s *Store) MultivacRunner(root, session, dir string) (string, error) {
	var m multivacSeen
	if err := s.Read(multivacName(root, session), &m); err != nil {
		return "", err
	}
	return m.Runners[dir], nil
}

// SetMultivacRunner records the runner found for dir in a session; it writes only on a change,
// so that a hook call that finds what it found before costs a read, not a write.
func (s *Store) SetMultivacRunner(root, session, dir, runner string) error {
	if cur, err := s.MultivacRunner(root, session, dir); err == nil && cur == runner {
		return nil
	}
	var m multivacSeen
	return s.Update(multivacName(root, session), &m, func() (bool, error) {
		if m.Runners[dir] == runner {
			return false, nil
		}
		if m.Runners == nil {
			m.Runners = map[string]string{}
		}
		if runner == "" {
			delete(m.Runners, dir)
		} else {
			m.Runners[dir] = runner
		}
		return true, nil
	})
}
