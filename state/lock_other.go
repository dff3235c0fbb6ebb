//go:build !unix

package state

import (
	"errors"
	"os"
)

const openFlags = 0

// tryLock has no implementation outside Unix: hookguard's state needs file locks, and an update
// without one could lose a grant's consumption. Every update fails instead, which keeps blocks
// blocked (no code is offered or honoured) rather than letting a grant be spent twice.
func tryLock(f *os.File) (bool, error) {
	return false, errors.New("hookguard's state needs file locks, which this build has only on Unix systems")
}
