package state

import (
	"errors"
	"fmt"
	"os"
	"time"
)

// DefaultLockWait bounds one lock wait when the caller names no bound of its own: a hook call
// that waited for a lock without end would pass the harness's timeout, and Claude Code, Codex
// and Gemini CLI all let the action run when a hook times out.
const DefaultLockWait = 5 * time.Second

// Waits bounds how long an operation waits for the locks it takes. Every wait ends at Until at
// the latest, and none is longer than Each, so that one held lock cannot use up the time the
// next step of the same hook call needs.
type Waits struct {
	Until time.Time     // zero: no common end
	Each  time.Duration // zero: DefaultLockWait
}

// End is when a wait that starts now must give up.
func (w Waits) End() time.Time {
	each := w.Each
	if each <= 0 {
		each = DefaultLockWait
	}
	end := time.Now().Add(each)
	if !w.Until.IsZero() && w.Until.Before(end) {
		end = w.Until
	}
	return end
}

// ErrLate says that a wait given to Within ended before what it waited for.
var ErrLate = errors.New("not done in time")

// Within runs f on a goroutine of its own and returns what f returns, or ErrLate if f has not
// returned by until. A read stuck in the kernel (a stdin nobody closes, a file on a hung mount)
// cannot be interrupted: f is then left behind, and ends with the hook process, which answers
// first.
func Within[T any](until time.Time, f func() (T, error)) (T, error) {
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1)
	go func() {
		v, err := f()
		done <- result{v, err}
	}()
	timer := time.NewTimer(time.Until(until))
	defer timer.Stop()
	select {
	case r := <-done:
		return r.v, r.err
	case <-timer.C:
		var zero T
		return zero, ErrLate
	}
}

// LockError says that a lock was not free in time. Its text names the file and what to do, since
// it becomes part of a block's reason.
type LockError struct {
	Path   string
	Waited time.Duration
}

func (e *LockError) Error() string {
	return fmt.Sprintf("the lock %s was held by another process for %s, and hookguard gave up waiting; a hookguard call holds it for milliseconds, so if this repeats, something holds it on purpose: find it with `fuser -v %s` and stop it",
		e.Path, e.Waited.Round(time.Millisecond), e.Path)
}

// ErrLockTimeout matches every LockError with errors.Is.
var ErrLockTimeout = errors.New("lock not free in time")

func (e *LockError) Is(target error) bool { return target == ErrLockTimeout }

// Lock takes an exclusive lock on f, trying until end. The wait polls with a non-blocking lock
// rather than blocking in the kernel: a blocked flock cannot be given a deadline, and a
// goroutine left blocked in one would take the lock after its caller gave up.
func Lock(f *os.File, end time.Time) error {
	start := time.Now()
	delay := 500 * time.Microsecond
	for {
		busy, err := tryLock(f)
		if err != nil {
			return fmt.Errorf("lock %s: %w", f.Name(), err)
		}
		if !busy {
			return nil
		}
		left := time.Until(end)
		if left <= 0 {
			return &LockError{Path: f.Name(), Waited: time.Since(start)}
		}
		time.Sleep(min(delay, left))
		delay = min(2*delay, 20*time.Millisecond)
	}
}

// LockFile opens (creating it) the lock file at path and locks it by end. The caller closes the
// returned file, which releases the lock.
func LockFile(path string, end time.Time) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR|openFlags, 0o600)
	if err != nil {
		return nil, err
	}
	if err := Lock(f, end); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
