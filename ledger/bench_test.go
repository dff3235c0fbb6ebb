package ledger

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/engine"
)

// benchProject is one project's state built through the package's own API: every entry is a
// real, chained and signed line.
type benchProject struct {
	a    *Auth
	root string
	now  time.Time
}

func newBenchProject(b *testing.B) *benchProject {
	b.Helper()
	p := &benchProject{root: "/home/u/project", now: time.Unix(1_800_000_000, 0)}
	p.a = &Auth{Dir: b.TempDir(), Now: func() time.Time { return p.now }}
	return p
}

func (p *benchProject) shellEvent(session, cmd string) *hookguard.Event {
	return &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, SessionID: session,
		Root: p.root, Cwd: p.root, Home: "/home/u", Command: cmd}
}

var benchBlock = hookguard.Blocked("destructive", "git.reset-hard", "git reset --hard discards uncommitted work")

// grant goes the real way: the block offers a code, the human's prompt `allow CODE` records it.
func (p *benchProject) grant(b *testing.B, ev *hookguard.Event) string {
	b.Helper()
	code, _ := p.a.Offer(ev, benchBlock)
	if code == "" {
		b.Fatal("no code offered")
	}
	pr := &hookguard.Event{Runner: ev.Runner, Group: hookguard.Prompt, SessionID: ev.SessionID, Root: p.root,
		Cwd: p.root, Prompt: "allow " + code, PromptSource: "user"}
	if o := p.a.Record(pr, Codes(pr.Prompt)); len(o) != 1 || !o[0].OK {
		b.Fatalf("record %s: %+v", code, o)
	}
	return code
}

// history builds months of use: grants in a few dozen sessions, three hours apart, most of them
// consumed by the action they authorised, the rest left to expire, until the ledger holds at
// least n entries.
func (p *benchProject) history(b *testing.B, n int) {
	b.Helper()
	l := Open(p.a.Dir, p.root)
	for i, entries := 0, 0; entries < n; i++ {
		ev := p.shellEvent(fmt.Sprintf("session-%03d", i/20), fmt.Sprintf("git reset --hard HEAD~%d", i%7+1))
		p.grant(b, ev)
		entries++
		if i%5 != 0 {
			g, ok := p.a.Authorised(ev, benchBlock)
			if !ok {
				b.Fatalf("grant %d not found", i)
			}
			if err := p.a.Consume(ev, []engine.Grant{g}); err != nil {
				b.Fatal(err)
			}
			entries++
		}
		p.now = p.now.Add(3 * time.Hour)
	}
	es, err := l.Entries()
	if err != nil || len(es) < n {
		b.Fatalf("the ledger holds %d entries (%v), want %d", len(es), err, n)
	}
}

func benchAuthorised(b *testing.B, p *benchProject, ev *hookguard.Event, want bool) {
	if _, ok := p.a.Authorised(ev, benchBlock); ok != want {
		b.Fatalf("Authorised = %v, want %v", ok, want)
	}
	for b.Loop() {
		p.a.Authorised(ev, benchBlock)
	}
}

// BenchmarkAuthorisedNoLedger is the typical block: nothing was ever authorised in the project,
// so the lookup is one stat.
func BenchmarkAuthorisedNoLedger(b *testing.B) {
	p := newBenchProject(b)
	benchAuthorised(b, p, p.shellEvent("s", "git reset --hard"), false)
}

// BenchmarkAuthorised1000Miss is a block in a project with months of history (1,000 entries)
// and no grant for it: the whole ledger is read, verified and folded.
func BenchmarkAuthorised1000Miss(b *testing.B) {
	p := newBenchProject(b)
	p.history(b, 1000)
	benchAuthorised(b, p, p.shellEvent("session-new", "git reset --hard origin/main"), false)
}

// BenchmarkAuthorised1000Hit is the retried action after `allow CODE`: the grant is the last
// entry of a 1,000-entry ledger. (A runner without a transcript path, so that no transcript is
// read: that is HumanSaid's cost, not the ledger's.)
func BenchmarkAuthorised1000Hit(b *testing.B) {
	p := newBenchProject(b)
	p.history(b, 1000)
	ev := p.shellEvent("session-new", "git reset --hard origin/main")
	p.grant(b, ev)
	benchAuthorised(b, p, ev, true)
}

// benchRecord times Record of one offered code. Each pass must write a grant, so the ledger is
// put back, with the timer stopped, to the bytes the API wrote before the grant (the pending
// block stays: Record does not spend it).
func benchRecord(b *testing.B, p *benchProject) {
	ev := p.shellEvent("session-new", "git reset --hard origin/main")
	code, _ := p.a.Offer(ev, benchBlock)
	if code == "" {
		b.Fatal("no code offered")
	}
	pr := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Prompt, SessionID: ev.SessionID, Root: p.root,
		Cwd: p.root, Prompt: "allow " + code, PromptSource: "user"}
	codes := Codes(pr.Prompt)
	path := Open(p.a.Dir, p.root).Path()
	before, err := os.ReadFile(path)
	existed := err == nil
	restore := func() {
		if existed {
			err = os.WriteFile(path, before, 0o600)
		} else if err = os.Remove(path); os.IsNotExist(err) {
			err = nil
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	check := func() {
		o := p.a.Record(pr, codes)
		if len(o) != 1 || !o[0].OK || !strings.HasPrefix(o[0].Message, "authorised once") {
			b.Fatalf("record: %+v", o)
		}
	}
	check()
	restore()
	for b.Loop() {
		p.a.Record(pr, codes)
		b.StopTimer()
		restore()
		b.StartTimer()
	}
	restore()
	check()
}

// BenchmarkRecordFirst records the project's first grant: the ledger file is made, the line
// signed, written and fsynced, the audit log appended. (The signing key, made by the first
// pass before the loop, already exists, as it does after a grant in any project.)
func BenchmarkRecordFirst(b *testing.B) {
	benchRecord(b, newBenchProject(b))
}

// BenchmarkRecord1000 records one grant into a ledger of 1,000 entries, which Record reads and
// verifies under the lock before it appends.
func BenchmarkRecord1000(b *testing.B) {
	p := newBenchProject(b)
	p.history(b, 1000)
	benchRecord(b, p)
}
