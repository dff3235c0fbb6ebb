package ledger

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hookguard/hookguard"
)

func pendingCount(t *testing.T, a *Auth, root string) int {
	t.Helper()
	s, err := readPending(pendingPath(a.Dir, root))
	if err != nil {
		t.Fatal(err)
	}
	return len(s.lines)
}

// The pending blocks are bounded: an hour after their last offer, and beyond the caps the
// blocks offered longest ago go first, a session's own before another's.
func TestPendingBounded(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	a := &Auth{Dir: t.TempDir(), Now: func() time.Time { return now }}
	offer := func(session string, i int) string {
		t.Helper()
		ev := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, SessionID: session, Root: "/p", Cwd: "/p",
			Command: fmt.Sprintf("git reset --hard HEAD~%d", i)}
		code, err := a.Offer(ev, cpBlock)
		if err != nil || code == "" {
			t.Fatalf("offer: %q %v", code, err)
		}
		now = now.Add(time.Second)
		return code
	}
	record := func(session, code string) Outcome {
		pr := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Prompt, SessionID: session, Root: "/p", Prompt: "allow " + code}
		return a.Record(pr, []string{code})[0]
	}
	var loop []string
	for i := range MaxPendingPerSession + 6 {
		loop = append(loop, offer("loop", i))
	}
	if n := pendingCount(t, a, "/p"); n != MaxPendingPerSession {
		t.Fatalf("%d pending in one session, want %d", n, MaxPendingPerSession)
	}
	if o := record("loop", loop[0]); o.OK || !strings.Contains(o.Message, "matches no block") {
		t.Fatalf("a code pushed out still works: %+v", o)
	}
	if o := record("loop", loop[len(loop)-1]); !o.OK {
		t.Fatalf("the latest code does not work: %+v", o)
	}
	// The same action offered again keeps its code, and counts as offered now.
	if c := offer("loop", 10); c != loop[10] {
		t.Fatalf("a retry got a new code %s, want %s", c, loop[10])
	}
	// Past MaxPending in the project, the oldest block of any session goes.
	other := offer("other", 0)
	for i := 1; i < MaxPending-MaxPendingPerSession; i++ {
		offer("other", i)
	}
	if n := pendingCount(t, a, "/p"); n != MaxPending {
		t.Fatalf("%d pending in all, want %d", n, MaxPending)
	}
	offer("third", 0) // loop[6] is now the oldest: loop[0..5] went by the session cap
	if n := pendingCount(t, a, "/p"); n != MaxPending {
		t.Fatalf("%d pending in all, want %d", n, MaxPending)
	}
	if o := record("loop", loop[6]); o.OK {
		t.Fatalf("the oldest block in the project stayed: %+v", o)
	}
	if o := record("other", other); !o.OK {
		t.Fatalf("another session's block went before the oldest: %+v", o)
	}
	// An hour after its last offer, a block is gone.
	now = now.Add(PendingTTL)
	offer("late", 0)
	if n := pendingCount(t, a, "/p"); n != 1 {
		t.Fatalf("%d pending after an hour, want 1", n)
	}
}

// pending.json as older versions wrote it (indented) is read, a damaged line is dropped by the
// next offer without costing the others, and a file that is not JSON says how to start afresh.
func TestPendingForms(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	a := &Auth{Dir: t.TempDir(), Now: func() time.Time { return now }}
	path := pendingPath(a.Dir, "/p")
	os.MkdirAll(filepath.Dir(path), 0o700)
	old := pending{Code: "hg-2345ab", Session: "s", Runner: "claude", Guard: "destructive", Rule: "git.reset-hard",
		Action: "aa", Summary: "run `git reset --hard`", Created: now.UnixMilli()}
	indented, _ := json.MarshalIndent(struct {
		Blocks []pending `json:"blocks"`
	}{[]pending{old}}, "", "  ")
	os.WriteFile(path, indented, 0o600)
	pr := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Prompt, SessionID: "s", Root: "/p", Prompt: "allow hg-2345ab"}
	if o := a.Record(pr, []string{"hg-2345ab"}); !o[0].OK {
		t.Fatalf("the indented form: %+v", o)
	}

	ev := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, SessionID: "s", Root: "/p", Cwd: "/p", Command: "git reset --hard"}
	code, err := a.Offer(ev, cpBlock)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if !bytes.HasPrefix(data, []byte(pendingHead)) || bytes.Count(data, []byte("\n")) != 4 {
		t.Fatalf("not rewritten one block a line:\n%s", data)
	}
	if !json.Valid(data) {
		t.Fatalf("not JSON:\n%s", data)
	}
	// A damaged line among them.
	lines := bytes.SplitAfter(data, []byte("\n"))
	damaged := bytes.Join([][]byte{lines[0], []byte("{\"created\":\x00 garbage},\n"), lines[1], lines[2], lines[3]}, nil)
	os.WriteFile(path, damaged, 0o600)
	pr.Prompt = "allow " + code
	if o := a.Record(pr, []string{code}); !o[0].OK {
		t.Fatalf("a damaged line cost the others: %+v", o)
	}
	if c, err := a.Offer(ev, cpBlock); err != nil || c != code {
		t.Fatalf("offer after a damaged line: %q %v", c, err)
	}
	if data, _ := os.ReadFile(path); bytes.Contains(data, []byte("garbage")) || !json.Valid(data) {
		t.Fatalf("the damaged line stayed:\n%s", data)
	}
	// Not JSON at all.
	os.WriteFile(path, []byte("not json"), 0o600)
	if o := a.Record(pr, []string{code}); o[0].OK || !strings.Contains(o[0].Message, "remove it and hookguard starts it afresh") {
		t.Fatalf("a file that is not JSON: %+v", o)
	}
	if _, err := a.Offer(ev, cpBlock); err == nil || !strings.Contains(err.Error(), path) {
		t.Fatalf("offer on a file that is not JSON: %v", err)
	}
}

// A block's line is what encoding/json writes for it (but for the space after "created":),
// and decodes back to the block, for any text a command or a summary holds.
func TestPendingLine(t *testing.T) {
	odd := "quote \" backslash \\ <html> & \u2028 \u2029 \x7f \x01 tab\t nl\n cr\r é 漢字 😀 bad\xff"
	for _, b := range []pending{
		{Created: 1796141511686, Code: "hg-2345ab", Session: odd, Runner: "claude", Guard: "destructive", Rule: "git.reset-hard", Action: odd, Summary: odd},
		{Created: -1, Code: "hg-x", Session: "s"},
	} {
		want, _ := json.Marshal(b)
		want = bytes.Replace(want, []byte(`"created":`), []byte(`"created": `), 1)
		l := lineOf(b)
		if !bytes.Equal(l.raw, want) {
			t.Errorf("lineOf\n= %s\nwant %s", l.raw, want)
		}
		got, ok := l.decode()
		var back pending
		json.Unmarshal(want, &back)
		if !ok || got != back {
			t.Errorf("decode = %+v, want %+v", got, back)
		}
		if s := setOf(l); !has(s, "session", b.Session) || has(s, "session", b.Session+"x") || !has(s, "action", b.Action) {
			t.Errorf("find does not find the members")
		}
	}
}

func setOf(ls ...pendingLine) *pendingSet {
	s, _ := parsePending(encodePending(ls))
	return s
}

func has(s *pendingSet, key, value string) bool { return len(s.find(key, value)) > 0 }

// find names exactly the lines whose member it is asked for, laid out as lineOf writes them
// or otherwise.
func TestPendingFind(t *testing.T) {
	a := strings.Repeat("ab", 40)
	l := lineOf(pending{Created: 1, Code: "hg-x", Session: a[:50] + "zz", Action: a})
	s := setOf(l)
	for m, want := range map[string]bool{a: true, a[:50] + "zz": false, a + "c": false, a[:70]: false} {
		if got := has(s, "action", m); got != want {
			t.Errorf("find(action %q) = %v, want %v", m, got, want)
		}
	}
	if !has(s, "session", a[:50]+"zz") || has(s, "session", a[:50]) {
		t.Error("the session was not found exactly")
	}
	other := lineOf(pending{Created: 2, Code: "hg-y", Session: "s", Action: a})
	// A line laid out otherwise (members in another order, as a person might edit it).
	odd := pendingLine{raw: []byte(`{"code":"hg-z","created": 3,"action":"` + a + `","session":"s"}`)}
	s = setOf(other, l, other, odd)
	if got := s.find("action", a); len(got) != 4 || got[0] != 0 || got[3] != 3 {
		t.Errorf("find = %v, want [0 1 2 3]", got)
	}
	if got := s.find("code", "hg-x"); len(got) != 1 || got[0] != 1 {
		t.Errorf("find = %v, want [1]", got)
	}
	if s.lines[3].created != 3 || s.lines[3].code != nil {
		t.Errorf("the odd line reads as %+v", s.lines[3])
	}
	if got := s.find("session", "s"); len(got) != 3 {
		t.Errorf("find(session s) = %v, want [0 2 3]", got)
	}
}

// pending.json is rewritten in place: a crash mid-write leaves it torn, with no closing line.
// What stands before the tear is read, a line cut in the middle is dropped, and the next offer
// writes a whole file again; and an offer shorter than the file it rewrites is padded with
// spaces over the old bytes (never cut, which costs ext4 a flush), leaving none of them behind.
func TestPendingTorn(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	a := &Auth{Dir: t.TempDir(), Now: func() time.Time { return now }}
	path := pendingPath(a.Dir, "/p")
	var codes []string
	for i := range 3 {
		ev := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, SessionID: "s", Root: "/p", Cwd: "/p",
			Command: fmt.Sprintf("git reset --hard HEAD~%d", i+1)}
		code, err := a.Offer(ev, cpBlock)
		if err != nil {
			t.Fatal(err)
		}
		codes = append(codes, code)
	}
	whole, _ := os.ReadFile(path)
	lines := bytes.SplitAfter(whole, []byte("\n"))
	// The head, the first block, half the second; no closing line.
	torn := append(append(append([]byte{}, lines[0]...), lines[1]...), lines[2][:len(lines[2])/2]...)
	os.WriteFile(path, torn, 0o600)
	s, err := readPending(path)
	if err != nil || len(s.lines) != 1 {
		t.Fatalf("torn file: %v, %d blocks", err, len(s.lines))
	}
	pr := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Prompt, SessionID: "s", Root: "/p", Prompt: "allow " + codes[0]}
	if o := a.Record(pr, []string{codes[0]}); !o[0].OK {
		t.Fatalf("the block before the cut: %+v", o)
	}
	ev := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, SessionID: "s", Root: "/p", Cwd: "/p", Command: "git clean -fdx"}
	if _, err := a.Offer(ev, cpBlock); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); !json.Valid(data) || !bytes.HasSuffix(data, []byte(pendingTail)) {
		t.Fatalf("not whole again:\n%s", data)
	}
	// Shorter than before: an expired world drops every block but the new one. The file keeps
	// its length: it is padded, not cut.
	full, _ := os.ReadFile(path)
	later := now.Add(2 * PendingTTL)
	a.Now = func() time.Time { return later }
	if _, err := a.Offer(&hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, SessionID: "s", Root: "/p", Cwd: "/p", Command: "rm -rf /x"}, cpBlock); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	if data := before; !json.Valid(data) || bytes.Count(data, []byte("\n")) != 3 ||
		!bytes.HasSuffix(bytes.TrimRight(data, " "), []byte(pendingTail)) {
		t.Fatalf("old bytes left behind:\n%s", data)
	}
	if len(before) != len(full) {
		t.Fatalf("the rewrite cut the file from %d to %d bytes", len(full), len(before))
	}
	if s, err := readPending(path); err != nil || len(s.lines) != 1 {
		t.Fatalf("padded file: %v, %d blocks", err, len(s.lines))
	}
	// Longer again: the padding is written over (as far as the new set reaches), and the file
	// reads whole.
	if _, err := a.Offer(&hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, SessionID: "s", Root: "/p", Cwd: "/p", Command: "rm -rf /y"}, cpBlock); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); !json.Valid(data) || len(data) != len(before) && !bytes.HasSuffix(data, []byte(pendingTail)) ||
		!bytes.HasSuffix(bytes.TrimRight(data, " "), []byte(pendingTail)) || bytes.Count(data, []byte("\n")) != 4 {
		t.Fatalf("after the padding:\n%s", data)
	}
}
