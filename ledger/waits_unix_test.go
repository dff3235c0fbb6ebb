//go:build unix

package ledger

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/state"
)

// transcript_path may name anything: a FIFO nobody writes, a device that never ends, a huge
// file. The read ends, in time and in bytes, and vouches for nothing.
func TestHumanSaidIsBounded(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	huge := filepath.Join(dir, "huge")
	f, _ := os.Create(huge)
	f.Truncate(4 << 30) // sparse: 4 GiB of NUL bytes, one line
	f.Close()
	for _, path := range []string{fifo, "/dev/zero", dir, huge} {
		start := time.Now()
		if ok, err := HumanSaid(Transcript{Path: path, Session: "s", Until: time.Now().Add(3 * time.Second)}, "hg-4k7q2m"); ok {
			t.Errorf("%s: vouched (%v)", path, err)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s: took %v", path, d)
		}
	}
}

// Every lock wait ends: a lock another process holds for good makes an update fail in time,
// with an error that names the lock file and says what to do.
func TestLockWaitsEnd(t *testing.T) {
	dir := t.TempDir()
	a := &Auth{Dir: dir, Waits: state.Waits{Each: 200 * time.Millisecond}}
	ev := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, SessionID: "s", Root: "/p", Cwd: "/p", Command: "git reset --hard"}
	v := hookguard.Blocked("destructive", "git.reset-hard", "no")
	code, err := a.Offer(ev, v)
	if err != nil {
		t.Fatal(err)
	}
	pdir := ProjectDir(dir, "/p")
	for _, lock := range []string{filepath.Join(pdir, "pending.json.lock"), filepath.Join(pdir, "ledger.jsonl.lock"), filepath.Join(dir, AuditDir, "audit.otlp.jsonl.lock")} {
		os.MkdirAll(filepath.Dir(lock), 0o700) // the audit trail's directory is made by its first record
		// -o: the lock is flock(1)'s own, not inherited by sleep, so killing flock frees it
		// for the next lock's turn (Record takes the pending lock before the ledger's).
		holder := exec.Command("flock", "-o", lock, "sleep", "3600")
		if err := holder.Start(); err != nil {
			t.Skip("no flock(1) here:", err)
		}
		waitLocked(t, lock)
		start := time.Now()
		var err error
		switch filepath.Base(lock) {
		case "pending.json.lock":
			_, err = a.Offer(ev, hookguard.Blocked("destructive", "other", "no"))
		case "ledger.jsonl.lock":
			pr := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Prompt, SessionID: "s", Root: "/p", Prompt: "allow " + code}
			if o := a.Record(pr, []string{code}); o[0].OK {
				err = nil
			} else {
				err = errors.New(o[0].Message)
			}
		case "audit.otlp.jsonl.lock":
			err = a.Audit("/p", Record{Kind: "block"})
		}
		took := time.Since(start)
		holder.Process.Kill()
		holder.Wait()
		if err == nil || !strings.Contains(err.Error(), lock) || !strings.Contains(err.Error(), "fuser") {
			t.Errorf("%s held: %v", filepath.Base(lock), err)
		}
		if took > 3*time.Second {
			t.Errorf("%s held: waited %v", filepath.Base(lock), took)
		}
	}
}

// waitLocked waits until another process holds path's lock.
func waitLocked(t *testing.T, path string) {
	t.Helper()
	end := time.Now().Add(10 * time.Second)
	for {
		if f, err := os.OpenFile(path, os.O_RDWR, 0); err == nil {
			err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
			if err == nil {
				syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
			}
			f.Close()
			if err != nil {
				return
			}
		}
		if time.Now().After(end) {
			t.Fatalf("%s never got locked", path)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
