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

// bulkHistory appends n entries of the same shape in one Update (the real flow takes about 12
// ms a grant in fsyncs, two minutes for 10,000 entries): a grant every three hours in sessions
// of 20, most used a minute later, one in ten withdrawn, two in ten left to lapse. Every line
// is signed and chained by the package's own Update, as bench/ledgerfill writes them.
func (p *benchProject) bulkHistory(b *testing.B, n int) {
	b.Helper()
	var add []Entry
	for i := 0; len(add) < n; i++ {
		ev := p.shellEvent(fmt.Sprintf("session-%04d", i/20), fmt.Sprintf("git reset --hard HEAD~%d", i%7+1))
		code := fmt.Sprintf("hg-%06d", i) // unique; the alphabet is not checked on the ledger's side
		add = append(add, Entry{Kind: KindGrant, Code: code, Guard: benchBlock.Guard, Rule: benchBlock.Rule,
			Action: ActionHash(ev, benchBlock), Summary: Summary(ev, benchBlock), Session: ev.SessionID, Runner: string(ev.Runner),
			Created: p.now.UnixMilli(), Expires: p.now.Add(DefaultTTL).UnixMilli(), Single: true})
		kind := KindConsume
		switch i % 10 {
		case 3:
			kind = KindRevoke
		case 7, 8:
			kind = ""
		}
		if kind != "" && len(add) < n {
			add = append(add, Entry{Kind: kind, Code: code, Guard: benchBlock.Guard, Rule: benchBlock.Rule,
				Session: ev.SessionID, Runner: string(ev.Runner), Created: p.now.Add(time.Minute).UnixMilli()})
		}
		p.now = p.now.Add(3 * time.Hour)
	}
	if err := p.a.ledger(p.root).Update(func([]Entry) ([]Entry, error) { return add, nil }); err != nil {
		b.Fatal(err)
	}
	p.now = p.now.Add(24 * time.Hour)
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
	benchAuthorisedAfter(b, (*benchProject).history, 1000, false)
}

// BenchmarkAuthorised1000Hit is the retried action after `allow CODE`: the grant is the last
// entry of a 1,000-entry ledger. (A runner without a transcript path, so that no transcript is
// read: that is HumanSaid's cost, not the ledger's.)
func BenchmarkAuthorised1000Hit(b *testing.B) {
	benchAuthorisedAfter(b, (*benchProject).history, 1000, true)
}

// benchAuthorisedAfter times the lookup of a block in a project whose history fill wrote (n
// entries): one never authorised, or (hit) the retried action after `allow CODE`.
func benchAuthorisedAfter(b *testing.B, fill func(*benchProject, *testing.B, int), n int, hit bool) {
	p := newBenchProject(b)
	fill(p, b, n)
	ev := p.shellEvent("session-new", "git reset --hard origin/main")
	if hit {
		p.grant(b, ev)
	}
	benchAuthorised(b, p, ev, hit)
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
	cpPath := Open(p.a.Dir, p.root).CheckpointPath()
	cpBefore, cpErr := os.ReadFile(cpPath)
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
		// The ledger's bytes and its checkpoint put back (the ledger alone would be a ledger
		// cut behind its checkpoint: damage), but not the ledger's stamp: an Update that adds
		// nothing reads it whole and checkpoints it, as the last grant had.
		if cpErr == nil {
			if err := os.WriteFile(cpPath, cpBefore, 0o600); err != nil {
				b.Fatal(err)
			}
		}
		if existed {
			if err := p.a.ledger(p.root).Update(func([]Entry) ([]Entry, error) { return nil, nil }); err != nil {
				b.Fatal(err)
			}
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

// BenchmarkRecord1000 records one grant into a ledger of 1,000 entries: under the lock Record
// reads the checkpoint, appends and checkpoints again.
func BenchmarkRecord1000(b *testing.B) {
	p := newBenchProject(b)
	p.history(b, 1000)
	benchRecordNext(b, p)
}

// benchRecordNext times Record of a new code each pass, as a person allows one block after
// another: the block is offered with the timer stopped, eleven minutes after the last grant
// (which has lapsed, and goes from the checkpoint at this grant). Putting the ledger back
// instead, as benchRecord does, would make the grant a whole read: bytes put back are not the
// file the checkpoint describes.
func benchRecordNext(b *testing.B, p *benchProject) {
	i := 0
	next := func() (*hookguard.Event, []string) {
		i++
		p.now = p.now.Add(DefaultTTL + time.Minute)
		ev := p.shellEvent("session-new", fmt.Sprintf("git reset --hard origin/main~%d", i))
		code, _ := p.a.Offer(ev, benchBlock)
		if code == "" {
			b.Fatal("no code offered")
		}
		pr := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Prompt, SessionID: ev.SessionID, Root: p.root,
			Cwd: p.root, Prompt: "allow " + code, PromptSource: "user"}
		return pr, Codes(pr.Prompt)
	}
	record := func(pr *hookguard.Event, codes []string) {
		if o := p.a.Record(pr, codes); len(o) != 1 || !o[0].OK || !strings.HasPrefix(o[0].Message, "authorised once") {
			b.Fatalf("record: %+v", o)
		}
	}
	record(next())
	for b.Loop() {
		b.StopTimer()
		pr, codes := next()
		b.StartTimer()
		record(pr, codes)
	}
}

// BenchmarkAuthorisedFreshMiss is a block in a project whose ledger holds one grant, used hours
// ago: the same reads as with any history (the checkpoint, the key, the ledger's stamp and last
// line), which BenchmarkAuthorised10000Miss must match.
func BenchmarkAuthorisedFreshMiss(b *testing.B) {
	benchAuthorisedAfter(b, (*benchProject).bulkHistory, 2, false)
}

// BenchmarkAuthorised10000Miss is a block in a project with years of history (10,000 entries)
// and no grant for it: the checkpoint answers, whatever the history.
func BenchmarkAuthorised10000Miss(b *testing.B) {
	benchAuthorisedAfter(b, (*benchProject).bulkHistory, 10000, false)
}

// BenchmarkAuthorisedFreshHit and BenchmarkAuthorised10000Hit are the retried action after
// `allow CODE`.
func BenchmarkAuthorisedFreshHit(b *testing.B) {
	benchAuthorisedAfter(b, (*benchProject).bulkHistory, 2, true)
}

func BenchmarkAuthorised10000Hit(b *testing.B) {
	benchAuthorisedAfter(b, (*benchProject).bulkHistory, 10000, true)
}

// BenchmarkRecordFresh records a grant into a ledger of one grant used hours ago; BenchmarkRecord10000
// into one of 10,000 entries. Both read the checkpoint under the lock, append, fsync and
// checkpoint again.
func BenchmarkRecordFresh(b *testing.B) {
	p := newBenchProject(b)
	p.bulkHistory(b, 2)
	benchRecordNext(b, p)
}

func BenchmarkRecord10000(b *testing.B) {
	p := newBenchProject(b)
	p.bulkHistory(b, 10000)
	benchRecordNext(b, p)
}

// BenchmarkOfferFull is a block that offers a code with pending.json full (MaxPending blocks,
// what any number of blocks in the last hour leaves): read, one block added, the oldest
// dropped, written back (with its fsync).
func BenchmarkOfferFull(b *testing.B) {
	p := newBenchProject(b)
	for i := range MaxPending {
		if _, err := p.a.Offer(p.shellEvent(fmt.Sprintf("s-%d", i/20), fmt.Sprintf("git reset --hard HEAD~%d", i)), benchBlock); err != nil {
			b.Fatal(err)
		}
	}
	i := 0
	for b.Loop() {
		i++
		if _, err := p.a.Offer(p.shellEvent("s-new", fmt.Sprintf("git reset --hard X~%d", i)), benchBlock); err != nil {
			b.Fatal(err)
		}
	}
	if n := len(mustPending(b, p)); n != MaxPending {
		b.Fatalf("%d pending", n)
	}
}

// BenchmarkOfferEmpty is the same with no pending block.
func BenchmarkOfferEmpty(b *testing.B) {
	p := newBenchProject(b)
	ev := p.shellEvent("s-new", "git reset --hard X")
	path := pendingPath(p.a.Dir, p.root)
	for b.Loop() {
		if _, err := p.a.Offer(ev, benchBlock); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		os.Remove(path)
		b.StartTimer()
	}
}

func mustPending(b *testing.B, p *benchProject) []pendingLine {
	s, err := readPending(pendingPath(p.a.Dir, p.root))
	if err != nil {
		b.Fatal(err)
	}
	return s.lines
}
