package state

import (
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/gofrs/flock"
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
	return fmt.Sprintf("the lock %s was held by another process for %s, and hookguard gave up waiting; a hookguard call holds it for milliseconds, so if this repeats, something holds it on purpose: find it with %s and stop it",
		e.Path, e.Waited.Round(time.Millisecond), findHolder(e.Path))
}

// ErrLockTimeout matches every LockError with errors.Is.
var ErrLockTimeout = errors.New("lock not free in time")

func (e *LockError) Is(target error) bool { return target == ErrLockTimeout }

// Held is a lock LockFile took; Close releases it.
type Held struct{ fl *flock.Flock }

// Close releases the lock and closes its file.
func (h *Held) Close() error { return h.fl.Close() }

// LockFile takes the exclusive lock of the lock file at path (creating it, mode 0600), trying
// until end. The locking is gofrs/flock's (flock(2) on Unix, LockFileEx on Windows), which a
// lock taken by flock(1) or an older hookguard also meets. The wait polls with a non-blocking
// try rather than blocking in the kernel: a blocked lock call cannot be given a deadline, and a
// goroutine left blocked in one would take the lock after its caller gave up. A lock file is
// only ever locked, never read or written: Windows' locks are mandatory, so locking a file that
// is also read through another handle would make the read fail.
func LockFile(path string, end time.Time) (*Held, error) {
	fl := flock.New(path, flock.SetFlag(os.O_CREATE|os.O_RDWR|openFlags), flock.SetPermissions(0o600))
	start := time.Now()
	delay := 500 * time.Microsecond
	for {
		ok, err := fl.TryLock()
		if err != nil {
			return nil, fmt.Errorf("lock %s: %w", path, err)
		}
		if ok {
			return &Held{fl: fl}, nil
		}
		left := time.Until(end)
		if left <= 0 {
			return nil, &LockError{Path: path, Waited: time.Since(start)}
		}
		time.Sleep(min(delay, left))
		delay = min(2*delay, 20*time.Millisecond)
	}
}
