package ledger

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/engine"
)

// cpProject is one project's ledger driven through the package's own API, with a clock the
// test moves.
type cpProject struct {
	t    *testing.T
	a    *Auth
	l    *Ledger
	now  time.Time
	root string
}

func newCPProject(t *testing.T) *cpProject {
	p := &cpProject{t: t, root: "/p", now: time.Now().Add(-30 * 24 * time.Hour).Truncate(time.Millisecond)}
	p.a = &Auth{Dir: t.TempDir(), Now: func() time.Time { return p.now }}
	p.l = p.a.ledger(p.root)
	return p
}

var cpBlock = hookguard.Blocked("destructive", "git.reset-hard", "no")

func (p *cpProject) event(cmd string) *hookguard.Event {
	return &hookguard.Event{Runner: hookguard.Codex, Group: hookguard.PreShell, SessionID: "s", Root: p.root, Cwd: p.root, Command: cmd}
}

// grant offers a code for cmd's block and records the human's `allow`.
func (p *cpProject) grant(cmd string) (*hookguard.Event, string) {
	p.t.Helper()
	ev := p.event(cmd)
	code, err := p.a.Offer(ev, cpBlock)
	if err != nil || code == "" {
		p.t.Fatalf("offer: %q %v", code, err)
	}
	pr := &hookguard.Event{Runner: hookguard.Codex, Group: hookguard.Prompt, SessionID: "s", Root: p.root, Prompt: "allow " + code}
	if o := p.a.Record(pr, []string{code}); !o[0].OK {
		p.t.Fatalf("record: %+v", o)
	}
	return ev, code
}

// use runs the authorised action: found, then spent.
func (p *cpProject) use(ev *hookguard.Event) {
	p.t.Helper()
	g, ok := p.a.Authorised(ev, cpBlock)
	if !ok {
		p.t.Fatalf("%s is not authorised", ev.Command)
	}
	if err := p.a.Consume(ev, []engine.Grant{g}); err != nil {
		p.t.Fatal(err)
	}
}

func (p *cpProject) record(code string) Outcome {
	pr := &hookguard.Event{Runner: hookguard.Codex, Group: hookguard.Prompt, SessionID: "s", Root: p.root, Prompt: "allow " + code}
	return p.a.Record(pr, []string{code})[0]
}

// sealed reports whether a reader answers from the checkpoint, without reading the lines.
func (p *cpProject) sealed() bool {
	p.t.Helper()
	f, err := os.Open(p.l.Path())
	if err != nil {
		p.t.Fatal(err)
	}
	defer f.Close()
	k, err := key(p.a.Dir, false, time.Now().Add(time.Second))
	if err != nil {
		p.t.Fatal(err)
	}
	fi, _ := f.Stat()
	cp, _ := p.l.readCheckpoint(k)
	v, _ := p.l.read(f, k, cp, stampOf(fi), false) // damage: not sealed, and the caller looks
	return v.sealed
}

func codesOf(es []Entry) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Kind+" "+e.Code)
	}
	return out
}

// What a block and a prompt read is the checkpoint: the grants that still matter, whatever the
// history; and they answer as the whole ledger does.
func TestCheckpointKeepsWhatMatters(t *testing.T) {
	p := newCPProject(t)
	// A month of history: used, lapsed and withdrawn grants, a day apart.
	for i := range 30 {
		ev, code := p.grant(fmt.Sprintf("git reset --hard HEAD~%d", i+1))
		switch i % 3 {
		case 0:
			p.use(ev)
		case 1: // lapses unused
		case 2:
			if err := p.a.Revoke(p.root, code); err != nil {
				t.Fatal(err)
			}
		}
		p.now = p.now.Add(24 * time.Hour)
	}
	// The last hour: one used, one withdrawn, one lapsed, one open.
	usedEv, used := p.grant("git reset --hard used")
	pendingBefore, _ := os.ReadFile(pendingPath(p.a.Dir, p.root))
	p.use(usedEv)
	// As if dropping its pending block had failed (a held lock): the code is still pending.
	os.WriteFile(pendingPath(p.a.Dir, p.root), pendingBefore, 0o600)
	_, revoked := p.grant("git reset --hard revoked")
	if err := p.a.Revoke(p.root, revoked); err != nil {
		t.Fatal(err)
	}
	_, lapsed := p.grant("git reset --hard lapsed")
	p.now = p.now.Add(DefaultTTL + time.Minute)
	openEv, open := p.grant("git reset --hard open")

	all, err := p.l.Entries()
	if err != nil {
		t.Fatal(err)
	}
	cur, err := p.l.Current()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"grant " + used, "consume " + used, "grant " + revoked, "revoke " + revoked, "grant " + open}
	if got := codesOf(cur); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("the checkpoint keeps %v, want %v", got, want)
	}
	if !p.sealed() {
		t.Fatal("a reader reads the lines, not the checkpoint")
	}
	// Every grant it keeps has the status the whole ledger gives it.
	full := map[string]Status{}
	for _, g := range Grants(all, p.now) {
		full[g.Code] = g.Status
	}
	for _, g := range Grants(cur, p.now) {
		if full[g.Code] != g.Status {
			t.Errorf("%s: %s from the checkpoint, %s from the ledger", g.Code, g.Status, full[g.Code])
		}
	}
	if _, ok := p.a.Authorised(openEv, cpBlock); !ok {
		t.Fatal("the open grant does not authorise")
	}
	if _, ok := p.a.Authorised(usedEv, cpBlock); ok {
		t.Fatal("a used grant authorises")
	}
	// A spent code typed again is told so while the checkpoint keeps it.
	if o := p.record(used); o.OK || !strings.Contains(o.Message, "already used") {
		t.Fatalf("a used code was granted again: %+v", o)
	}
	if o := p.record(lapsed); !o.OK {
		t.Fatalf("a lapsed code whose block is still pending takes a new grant, as before: %+v", o)
	}
	if s, err := p.l.VerifyCheckpoint(); err != nil || !s.Present || !s.Current {
		t.Fatalf("verify: %+v %v", s, err)
	}
	// The ledger keeps every line: verify still reads them all.
	if len(all) != 56 {
		t.Fatalf("the ledger holds %d entries", len(all))
	}
}

// A checkpoint that does not verify, belongs to another project, or is older than the ledger is
// never trusted: the reader reads the whole ledger, answers as it says, and writes a new one.
func TestCheckpointForgedStaleOrForeign(t *testing.T) {
	p := newCPProject(t)
	ev, _ := p.grant("git reset --hard HEAD~1")
	before, err := os.ReadFile(p.l.CheckpointPath())
	if err != nil {
		t.Fatal(err)
	}
	p.use(ev)
	after, _ := os.ReadFile(p.l.CheckpointPath())
	spent := func(what string) {
		t.Helper()
		if _, ok := p.a.Authorised(ev, cpBlock); ok {
			t.Fatalf("%s: the spent grant authorises", what)
		}
		if err := p.a.Consume(ev, []engine.Grant{{Code: "x", Guard: cpBlock.Guard, Rule: cpBlock.Rule}}); !errors.Is(err, ErrSpent) {
			t.Fatalf("%s: consume: %v", what, err)
		}
		es, _ := p.l.Current()
		if g := Grants(es, p.now); len(g) != 1 || g[0].Status != Used {
			t.Fatalf("%s: the reader sees %+v", what, g)
		}
	}
	restored := func(what string) {
		t.Helper()
		data, _ := os.ReadFile(p.l.CheckpointPath())
		if !bytes.Equal(data, after) && !p.sealed() {
			t.Fatalf("%s: no good checkpoint was written after the whole read", what)
		}
	}

	// The checkpoint from before the grant was spent, put back: its file stamp and length are
	// the ledger's of then, so it is not current, and the whole ledger says the grant is spent.
	os.WriteFile(p.l.CheckpointPath(), before, 0o600)
	spent("a stale checkpoint")
	restored("a stale checkpoint")

	// The same, edited to drop the consumption and claim the current file: its MAC fails.
	forged := forgeCheckpoint(t, after, func(lines [][]byte) [][]byte { return lines[:len(lines)-1] })
	os.WriteFile(p.l.CheckpointPath(), forged, 0o600)
	spent("a forged checkpoint")
	if _, err := p.l.VerifyCheckpoint(); err != nil {
		t.Fatalf("a reader did not replace the forged checkpoint: %v", err)
	}
	os.WriteFile(p.l.CheckpointPath(), forged, 0o600)
	if _, err := p.l.VerifyCheckpoint(); err == nil || !strings.Contains(err.Error(), "signature does not match") {
		t.Fatalf("verify took a forged checkpoint: %v", err)
	}
	spent("a forged checkpoint")

	// Signed with another key.
	other := resign(t, forged, []byte(strings.Repeat("k", 32)))
	os.WriteFile(p.l.CheckpointPath(), other, 0o600)
	spent("a checkpoint signed with another key")

	// Another project's valid checkpoint, which keeps an open grant of its own.
	q := &cpProject{t: t, root: "/q", now: p.now}
	q.a = &Auth{Dir: p.a.Dir, Now: func() time.Time { return q.now }}
	q.l = q.a.ledger(q.root)
	q.grant("git reset --hard HEAD~1")
	theirs, _ := os.ReadFile(q.l.CheckpointPath())
	os.WriteFile(p.l.CheckpointPath(), theirs, 0o600)
	spent("another project's checkpoint")
	if _, err := p.l.VerifyCheckpoint(); err != nil {
		t.Fatalf("a reader did not replace the foreign checkpoint: %v", err)
	}

	// A missing one.
	os.Remove(p.l.CheckpointPath())
	spent("no checkpoint")
	restored("no checkpoint")

	// Garbage, an empty file, a directory.
	for name, data := range map[string][]byte{"garbage": []byte(checkpointMagic + "\nx 1 2\nmac 00\n"), "empty": nil} {
		os.WriteFile(p.l.CheckpointPath(), data, 0o600)
		spent(name)
	}
	os.Remove(p.l.CheckpointPath())
	os.Mkdir(p.l.CheckpointPath(), 0o700)
	spent("a directory")
	if _, err := p.l.VerifyCheckpoint(); err == nil {
		t.Fatal("verify took a directory for a checkpoint")
	}
}

// A checkpoint that lies although signed with the key (what only a bug, or the key's holder,
// could write) is caught by verify, which checks it against every line.
func TestVerifyCheckpointChecksWhatItKeeps(t *testing.T) {
	p := newCPProject(t)
	ev, _ := p.grant("git reset --hard HEAD~1")
	p.use(ev)
	data, _ := os.ReadFile(p.l.CheckpointPath())
	k, _ := key(p.a.Dir, false, time.Now().Add(time.Second))
	lie := resign(t, forgeCheckpoint(t, data, func(lines [][]byte) [][]byte {
		return lines[:len(lines)-1]
	}), k)
	os.WriteFile(p.l.CheckpointPath(), lie, 0o600)
	if _, err := p.l.VerifyCheckpoint(); err == nil || !strings.Contains(err.Error(), "keeps 1 entries where the ledger's lines give 2") {
		t.Fatalf("verify: %v", err)
	}
}

// Lines cut from the ledger's end (a consumption removed, so that its grant looks unspent) are
// damage while the checkpoint that saw them verifies: nothing is recorded or spent until a
// person repairs, and the repair voids the grant.
func TestTruncatedLedgerIsDamage(t *testing.T) {
	p := newCPProject(t)
	ev, _ := p.grant("git reset --hard HEAD~1")
	p.use(ev)
	data, _ := os.ReadFile(p.l.Path())
	lines := bytes.SplitAfter(data, []byte("\n"))
	cut := bytes.Join(lines[:len(lines)-2], nil) // without the consumption
	os.WriteFile(p.l.Path(), cut, 0o600)

	es, err := p.l.Entries()
	var d *Damage
	if !errors.As(err, &d) || d.Line != 2 || !strings.Contains(d.Why, "removed from its end") || len(es) != 1 {
		t.Fatalf("a cut ledger: %d entries, %v", len(es), err)
	}
	if err := p.a.Consume(ev, []engine.Grant{{Code: es[0].Code, Guard: cpBlock.Guard, Rule: cpBlock.Rule}}); !errors.As(err, &d) {
		t.Fatalf("the spent grant was spent again: %v", err)
	}
	// The engine's view: the grant may look open from the lines, but the walk's consumption
	// fails, and the action stays blocked.
	eng := &engine.Engine{Auth: p.a, Steps: []engine.Step{{Name: "destructive", Guard: blockAlways{}, BlockOnError: true}}}
	rep := eng.Run(t.Context(), ev)
	if rep.Verdict.Decision != hookguard.Block {
		t.Fatalf("the action passed a second time: %+v", rep.Verdict)
	}
	code, err := p.a.Offer(p.event("git reset --hard HEAD~2"), cpBlock)
	if err != nil || code == "" {
		t.Fatalf("offer: %q %v", code, err)
	}
	if o := p.record(code); o.OK || !strings.Contains(o.Message, "ledger repair") {
		t.Fatalf("a cut ledger took a grant: %+v", o)
	}
	r, err := p.l.Repair(p.now)
	if err != nil || r.Damage == nil || r.Voided != 1 {
		t.Fatalf("repair: %+v %v", r, err)
	}
	if _, ok := p.a.Authorised(ev, cpBlock); ok {
		t.Fatal("the grant from before the repair authorises")
	}
	if o := p.record(code); !o.OK {
		t.Fatalf("after the repair: %+v", o)
	}
	if _, err := p.l.Entries(); err != nil {
		t.Fatal(err)
	}
	if s, err := p.l.VerifyCheckpoint(); err != nil || !s.Current {
		t.Fatalf("after the repair: %+v %v", s, err)
	}

	// An emptied or removed ledger is a new one, not damage: it holds no grant to bring back.
	os.WriteFile(p.l.Path(), nil, 0o600)
	if es, err := p.l.Entries(); err != nil || len(es) != 0 {
		t.Fatalf("an emptied ledger: %v %v", es, err)
	}
	if o := p.record(code); !o.OK {
		t.Fatalf("an emptied ledger takes no grant: %+v", o)
	}
}

// A ledger line rewritten in place, even to the same length, is seen by the next reader: the
// ledger's stamp is no longer the checkpoint's.
func TestRewrittenBehindTheCheckpoint(t *testing.T) {
	p := newCPProject(t)
	ev, _ := p.grant("git reset --hard HEAD~1")
	p.use(ev)
	p.grant("git reset --hard HEAD~2")
	if !p.sealed() {
		t.Fatal("not sealed")
	}
	data, _ := os.ReadFile(p.l.Path())
	edited := bytes.Replace(data, []byte(`"kind":"consume"`), []byte(`"kind":"consumX"`), 1)
	if len(edited) != len(data) || bytes.Equal(edited, data) {
		t.Fatal("the edit did not happen")
	}
	os.WriteFile(p.l.Path(), edited, 0o600)
	if p.sealed() {
		t.Fatal("the reader trusts a checkpoint of other bytes")
	}
	var d *Damage
	if _, err := p.l.Current(); !errors.As(err, &d) || d.Line != 2 {
		t.Fatalf("the edit went unseen: %v", err)
	}
	if o := p.record("hg-2345ab"); o.OK {
		t.Fatal("a damaged ledger took a grant")
	}
}

// forgeCheckpoint edits a checkpoint's lines (the MAC line is the last) without re-signing.
func forgeCheckpoint(t *testing.T, data []byte, edit func([][]byte) [][]byte) []byte {
	t.Helper()
	lines := bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
	mac := lines[len(lines)-1]
	lines = edit(append([][]byte{}, lines[:len(lines)-1]...))
	// The header's count (its last word) follows the kept lines, as a careful forger makes it.
	w := bytes.Fields(lines[1])
	w[len(w)-1] = fmt.Append(nil, len(lines)-2)
	lines[1] = bytes.Join(w, []byte(" "))
	return append(bytes.Join(append(lines, mac), []byte("\n")), '\n')
}

// resign signs a checkpoint's body again with k.
func resign(t *testing.T, data, k []byte) []byte {
	t.Helper()
	body := data[:bytes.LastIndex(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))+1]
	return signCheckpoint(k, body)
}

type blockAlways struct{}

func (blockAlways) Check(_ context.Context, _ *hookguard.Event) (hookguard.Verdict, error) {
	return cpBlock, nil
}

// Whatever bytes stand where the checkpoint goes, reading them answers (most often "does not
// verify") and never panics; signed with the key, a header that does not add up is refused.
func FuzzDecodeCheckpoint(f *testing.F) {
	k := []byte(strings.Repeat("k", 32))
	good := (&checkpoint{size: 10, lines: 1, seq: 1, head: "h", last: 10, first: "f", made: 1}).encode(k, "g")
	f.Add(good)
	f.Add(signCheckpoint(k, []byte(checkpointMagic+"\ng 10 1 1 h 999999999999 f 0 0 0 1 0\n")))
	f.Add(signCheckpoint(k, []byte(checkpointMagic+"\ng -5 1 1 h 1 f 0 0 0 1 0\n")))
	f.Add(signCheckpoint(k, []byte(checkpointMagic+"\ng 10 1 1 h 10 f 0 0 0 1 3\n{}\n")))
	f.Add(signCheckpoint(k, []byte(checkpointMagic+"\ng 10 1 1 h 10 f 0 0 0 1 1\n{\"seq\":1")))
	f.Fuzz(func(t *testing.T, data []byte) {
		cp, err := decodeCheckpoint(data, k, "g")
		if err == nil && (cp.size <= 0 || cp.last > cp.size || cp.size > MaxLedger || len(cp.entries) != len(cp.raws)) {
			t.Fatalf("took a checkpoint that does not add up: %+v", cp)
		}
	})
}

// Readers that race writers never see damage that is not there: a checkpoint written after
// the reader's look at the ledger must not read as the ledger falling short of it.
func TestCheckpointReadersRaceWriters(t *testing.T) {
	p := newCPProject(t)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := range 40 {
			ev, _ := p.grant(fmt.Sprintf("git reset --hard HEAD~%d", i+1))
			g, ok := p.a.Authorised(ev, cpBlock)
			if !ok {
				t.Error("not authorised")
				return
			}
			if err := p.a.Consume(ev, []engine.Grant{g}); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	// A reader of its own, on the writers' clock (a checkpoint compacts by its maker's clock:
	// one on the wall clock would find the test's grants, a month old, long lapsed).
	l := &Ledger{Dir: p.a.Dir, Root: p.root, Now: p.a.Now}
	var failed error
	reads := 0
	for ; failed == nil; reads++ {
		select {
		case <-done:
			if _, err := l.Entries(); err != nil {
				t.Fatal(err)
			}
			t.Logf("%d reads", reads)
			return
		default:
		}
		if _, err := l.Current(); err != nil {
			failed = fmt.Errorf("read %d: %w", reads, err)
		} else if _, err := l.Entries(); err != nil {
			failed = fmt.Errorf("read %d: %w", reads, err)
		}
	}
	<-done
	t.Fatal(failed)
}
