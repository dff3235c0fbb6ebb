//go:build unix

package state

import (
	"errors"
	"os"
	"syscall"
)

// openFlags keeps an open from waiting: opening a FIFO for reading blocks until a writer comes,
// and a file hookguard reads may be one if something put it there.
const openFlags = syscall.O_NONBLOCK

// tryLock takes f's exclusive lock if it is free. It reports busy when another holds it.
func tryLock(f *os.File) (busy bool, err error) {
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch {
		case err == nil:
			return false, nil
		case errors.Is(err, syscall.EINTR):
			continue
		case errors.Is(err, syscall.EWOULDBLOCK):
			return true, nil
		}
		return false, err
	}
}
