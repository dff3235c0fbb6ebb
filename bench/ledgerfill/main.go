// Command ledgerfill gives a project months of chat-authorisation history, so that a benchmark
// can time a block or an `allow` against a long ledger (issue 18: their cost must not grow with
// it). Every entry is real: signed, chained and checkpointed by the ledger package's own
// Update, with the state directory's key (made if missing); pending blocks are offered through
// Auth.Offer, as a block does.
//
// Usage (build it first: bench/world.sh moves HOME, and Go's module cache with it):
//
//	go build -o /tmp/ledgerfill ./bench/ledgerfill
//	tmp=/tmp/w; mkdir -p $tmp; . bench/world.sh
//	/tmp/ledgerfill [-state DIR] [-root DIR] [-entries N] [-pending N] [-session ID]
//
// Flags:
//
//	-state DIR     hookguard's state directory (default: as hookguard finds it, from
//	               XDG_STATE_HOME or HOME: what bench/world.sh sets up)
//	-root DIR      the project root, exactly as the hook sees it (default: $CLAUDE_PROJECT_DIR)
//	-entries N     ledger entries to append (default 10000): a grant every three hours, most
//	               used a minute later, one in ten withdrawn, the rest left to lapse, ending a
//	               day ago, so that nothing of it is still open (what a block with a long,
//	               quiet history meets)
//	-pending N     blocks to offer (default 0), in sessions of 20, within the last hour, so
//	               that all would still be pending if nothing bounded them; the ledger package
//	               keeps the newest MaxPending, and offering takes an fsync each (~3 ms)
//	-session ID    the session of the last pending blocks (default "bench-session"): the
//	               session a benchmark's payload uses, to meet its own blocks too
//
// It appends to what is there and prints what the project then holds.
package main

import (
	"crypto/rand"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/ledger"
	"github.com/hookguard/hookguard/state"
)

func main() {
	stateDir := flag.String("state", state.Dir(os.Getenv), "hookguard's state directory")
	root := flag.String("root", os.Getenv("CLAUDE_PROJECT_DIR"), "the project root, as the hook sees it")
	entries := flag.Int("entries", 10000, "ledger entries to append")
	pending := flag.Int("pending", 0, "pending blocks to offer")
	session := flag.String("session", "bench-session", "the session of the last pending blocks")
	flag.Parse()
	if err := run(*stateDir, *root, *entries, *pending, *session); err != nil {
		fmt.Fprintln(os.Stderr, "ledgerfill:", err)
		os.Exit(1)
	}
}

func run(stateDir, root string, entries, pending int, session string) error {
	switch {
	case state.Check(stateDir) != nil:
		return fmt.Errorf("-state %q is not an absolute directory: set XDG_STATE_HOME or HOME, or pass -state", stateDir)
	case root == "":
		return fmt.Errorf("no project root: set CLAUDE_PROJECT_DIR or pass -root")
	case entries < 0 || pending < 0:
		return fmt.Errorf("-entries and -pending count entries: give 0 or more")
	}
	now := time.Now()
	if err := fillLedger(stateDir, root, entries, now); err != nil {
		return err
	}
	if err := fillPending(stateDir, root, pending, session, now); err != nil {
		return err
	}
	l := ledger.Open(stateDir, root)
	es, err := l.Entries()
	if err != nil {
		return err
	}
	cs, err := l.VerifyCheckpoint()
	if err != nil {
		return err
	}
	st, err := os.Stat(l.Path())
	if err != nil {
		return err
	}
	fmt.Printf("%s: %d entries, %d bytes; checkpoint keeps %d\n", l.Path(), len(es), st.Size(), cs.Kept)
	return nil
}

// commands are what the history authorised: the blocks a person most often lets through.
var commands = []struct{ cmd, guard, rule string }{
	{"git reset --hard HEAD~%d", "destructive", "git.reset-hard"},
	{"git push --force origin feature-%d", "destructive", "git.push-force"},
	{"rm -rf build/cache-%d", "boundary", "write-outside"},
	{"git clean -fdx -e .env.%d", "destructive", "git.clean"},
	{"psql -c 'drop table tmp_%d'", "migrations", "sql.drop"},
}

// fillLedger appends n entries in one Update (one write, one fsync, one checkpoint): the same
// lines a grant and its use each appended, with the times they would have had.
func fillLedger(stateDir, root string, n int, now time.Time) error {
	// At most n grants, three hours apart: the last is a day old or older.
	start := now.Add(-24*time.Hour - time.Duration(n)*3*time.Hour)
	var add []ledger.Entry
	for i := 0; len(add) < n; i++ {
		c := commands[i%len(commands)]
		sess := fmt.Sprintf("session-%04d", i/20)
		ev := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, SessionID: sess, Root: root, Cwd: root,
			Command: fmt.Sprintf(c.cmd, i)}
		v := hookguard.Blocked(c.guard, c.rule, "stopped")
		at := start.Add(time.Duration(i) * 3 * time.Hour)
		code := newCode()
		add = append(add, ledger.Entry{Kind: ledger.KindGrant, Code: code, Guard: c.guard, Rule: c.rule,
			Action: ledger.ActionHash(ev, v), Summary: ledger.Summary(ev, v), Session: sess, Runner: string(ev.Runner),
			Created: at.UnixMilli(), Expires: at.Add(ledger.DefaultTTL).UnixMilli(), Single: true})
		if len(add) == n {
			break
		}
		kind := ledger.KindConsume
		switch i % 10 {
		case 3:
			kind = ledger.KindRevoke
		case 7, 8:
			continue // lapses unused
		}
		add = append(add, ledger.Entry{Kind: kind, Code: code, Guard: c.guard, Rule: c.rule, Session: sess,
			Runner: string(ev.Runner), Created: at.Add(time.Minute).UnixMilli()})
	}
	return ledger.Open(stateDir, root).Update(func([]ledger.Entry) ([]ledger.Entry, error) { return add, nil })
}

// fillPending offers n blocks, 20 a session, the last ones in session.
func fillPending(stateDir, root string, n int, session string, now time.Time) error {
	at := now.Add(-50 * time.Minute)
	a := &ledger.Auth{Dir: stateDir, Now: func() time.Time { return at }}
	step := 50 * time.Minute / time.Duration(max(n, 1))
	for i := range n {
		sess := fmt.Sprintf("pending-%04d", i/20)
		if i >= n-20 {
			sess = session
		}
		c := commands[i%len(commands)]
		ev := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, SessionID: sess, Root: root, Cwd: root,
			Command: fmt.Sprintf(c.cmd, 100000+i)}
		if _, err := a.Offer(ev, hookguard.Blocked(c.guard, c.rule, "stopped")); err != nil {
			return err
		}
		at = at.Add(step)
	}
	return nil
}

// newCode draws a code as hookguard does (hg- and six of its alphabet).
func newCode() string {
	const alphabet = "23456789abcdefghjkmnpqrstuvwxyz"
	b := make([]byte, 6)
	rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return "hg-" + string(b)
}
