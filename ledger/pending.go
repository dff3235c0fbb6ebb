package ledger

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"unicode/utf8"

	"github.com/tidwall/gjson"

	"github.com/hookguard/hookguard/state"
)

// Bounds of the pending blocks (pending.json), which every block that offers a code rewrites
// and every `allow` reads: a block is dropped an hour after it was last offered (PendingTTL),
// and beyond these counts the blocks offered longest ago go first. A person answers the blocks
// in front of them; 64 codes open in one session is more than anyone scrolls back for, and a
// session that loops on blocks cannot push out more than half of the others' codes. A code
// pushed out gets "matches no block" and the agent a new code at its next block, as an expired
// one does. Bounded so, a block costs the same after a million blocks as after a few.
const (
	MaxPendingPerSession = 64
	MaxPending           = 128
)

// pending is a block a human could authorise, waiting for their answer. What the hot paths
// compare comes first, in this order, so that they read it from the start of each line
// without decoding the rest (see fieldsOf).
type pending struct {
	Created int64  `json:"created"`
	Code    string `json:"code"`
	Action  string `json:"action"`
	Session string `json:"session"`
	Runner  string `json:"runner"`
	Guard   string `json:"guard"`
	Rule    string `json:"rule,omitempty"`
	Summary string `json:"summary"`
}

// pendingLine is one block of pending.json as written: its JSON object, on a line of its own,
// and where its first members stand in it.
type pendingLine struct {
	created      int64
	raw          []byte
	code, action []byte // nil: the line is not laid out as lineOf writes it
	session      int    // where "session": starts in raw
}

func pendingPath(stateDir, root string) string {
	return filepath.Join(ProjectDir(stateDir, root), "pending.json")
}

// pendingSet is pending.json as read.
type pendingSet struct {
	lines []pendingLine
}

// readPending reads pending.json: a JSON object {"blocks":[...]} that hookguard writes one
// block a line, so that a block is found by its code or action with a byte search and only the
// block found is decoded; a line that is not a block's object (a damaged one) has no time, so
// it reads as expired, matches nothing and is dropped by the next write. The indented form
// older versions wrote is read too (and rewritten in this form by the next offer). A missing
// file has no blocks; one that is neither form is damaged, and the error says how to start it
// afresh.
func readPending(path string) (*pendingSet, error) {
	data, err := state.ReadFile(path, state.MaxFile)
	if errors.Is(err, fs.ErrNotExist) {
		return &pendingSet{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("state: %w", err)
	}
	return pendingOf(path, data)
}

// pendingOf reads pending.json's bytes (see readPending).
func pendingOf(path string, data []byte) (*pendingSet, error) {
	if s, ok := parsePending(data); ok {
		return s, nil
	}
	var f struct {
		Blocks []pending `json:"blocks"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("state: %s is damaged (%v): remove it and hookguard starts it afresh", path, err)
	}
	s := &pendingSet{lines: make([]pendingLine, 0, len(f.Blocks))}
	for _, b := range f.Blocks {
		s.lines = append(s.lines, lineOf(b))
	}
	return s, nil
}

// parsePending reads the one-block-a-line form; false if data is not in it.
func parsePending(data []byte) (*pendingSet, bool) {
	s := &pendingSet{}
	data = trimPadding(data)
	if len(bytes.TrimSpace(data)) == 0 {
		return s, true
	}
	body, ok := bytes.CutPrefix(data, []byte(pendingHead))
	if !ok {
		return nil, false
	}
	if b, whole := bytes.CutSuffix(body, []byte(pendingTail)); whole {
		body = b
	} else {
		// Torn: a write the machine did not live to finish (pending.json is rewritten in place,
		// see updatePending). The lines before the last newline stand; a line cut short would
		// not decode and reads as expired anyway.
		body = body[:bytes.LastIndexByte(body, '\n')+1]
	}
	s.lines = make([]pendingLine, 0, MaxPending+1)
	for len(body) > 0 {
		nl := bytes.IndexByte(body, '\n')
		if nl < 0 {
			nl = len(body)
		}
		line := body[:nl]
		if len(line) > 0 && line[len(line)-1] == ',' {
			line = line[:len(line)-1]
		}
		s.lines = append(s.lines, fieldsOf(line))
		body = body[min(nl+1, len(body)):]
	}
	return s, true
}

// fieldsOf reads a line: its time, code, action and where its session stands, from the start of
// a line as lineOf lays it out (a few comparisons, no JSON decoding). A line laid out otherwise
// (edited by hand) is read with gjson, and every search decodes it; one that is not a block's
// object reads as created at 0, long expired.
func fieldsOf(raw []byte) pendingLine {
	l := pendingLine{raw: raw}
	if len(raw) < 2 || raw[0] != '{' || raw[len(raw)-1] != '}' {
		return l
	}
	rest, ok := cutPrefix(raw, `{"created": `)
	n, digits := 0, 0
	for ; ok && digits < len(rest) && digits < 18 && rest[digits] >= '0' && rest[digits] <= '9'; digits++ {
		n = n*10 + int(rest[digits]-'0')
	}
	if digits == 0 || digits == len(rest) || rest[digits] != ',' {
		l.created = gjson.GetBytes(raw, "created").Int()
		return l
	}
	l.created = int64(n)
	code, rest, ok1 := cutString(rest[digits:], `,"code":"`)
	action, rest, ok2 := cutString(rest, `,"action":"`)
	if ok1 && ok2 && len(rest) > 0 {
		if _, ok := cutPrefix(rest, `,"session":`); ok {
			l.code, l.action, l.session = code, action, len(raw)-len(rest)+1
		}
	}
	return l
}

func cutPrefix(b []byte, prefix string) ([]byte, bool) {
	if len(b) < len(prefix) || string(b[:len(prefix)]) != prefix {
		return nil, false
	}
	return b[len(prefix):], true
}

// cutString reads key (`,"name":"`) and a string without escapes after it.
func cutString(b []byte, key string) (value, rest []byte, ok bool) {
	b, ok = cutPrefix(b, key)
	end := bytes.IndexByte(b, '"')
	if !ok || end < 0 || bytes.IndexByte(b[:end], '\\') >= 0 {
		return nil, nil, false
	}
	return b[:end], b[end+1:], true
}

// find returns the lines that may hold key (code, action or session) with value: exactly those
// that do, for lines laid out as lineOf writes them, and any line that holds the member's text
// otherwise. The caller decodes a line before it acts on it.
func (s *pendingSet) find(key, value string) []int {
	var out []int
	var m []byte
	for i, l := range s.lines {
		var hit bool
		switch {
		case l.code != nil && key == "code":
			hit = string(l.code) == value
		case l.code != nil && key == "action":
			hit = string(l.action) == value
		case l.code != nil && key == "session":
			if m == nil {
				m = member(key, value)
			}
			rest := l.raw[l.session:]
			hit = bytes.HasPrefix(rest, m) && len(rest) > len(m) && (rest[len(m)] == ',' || rest[len(m)] == '}')
		default:
			if m == nil {
				m = member(key, value)
			}
			hit = bytes.Contains(l.raw, m)
		}
		if hit {
			out = append(out, i)
		}
	}
	return out
}

const (
	pendingHead = "{\"blocks\":[\n"
	pendingTail = "]}\n"
)

// lineOf writes a block's line: the JSON encoding/json would write for pending, by hand (the
// reflection encoder's first use in a process costs more than the rest of the offer), with
// "created": N and its space, as the indented form always had it, so that what a person (or
// a test) greps or edits to find or age a block keeps working.
func lineOf(b pending) pendingLine {
	raw := make([]byte, 0, 160+len(b.Summary))
	raw = append(raw, `{"created": `...)
	raw = strconv.AppendInt(raw, b.Created, 10)
	for _, f := range [...]struct{ k, v string }{{"code", b.Code}, {"action", b.Action}, {"session", b.Session},
		{"runner", b.Runner}, {"guard", b.Guard}, {"rule", b.Rule}, {"summary", b.Summary}} {
		if f.k == "rule" && f.v == "" {
			continue // omitempty
		}
		raw = append(raw, `,"`+f.k+`":`...)
		raw = appendString(raw, f.v)
	}
	return fieldsOf(append(raw, '}'))
}

// jsonPlain marks the ASCII bytes encoding/json writes as they are ('1'): a constant, so the
// table is data, not built at start-up.
const jsonPlain = "" +
	"00000000000000000000000000000000" + // control characters
	"11011101111111111111111111110101" + // space to '?': not '"', '&', '<', '>'
	"11111111111111111111111111110111" + // '@' to '_': not '\\'
	"11111111111111111111111111111111" // '`' to DEL

// appendString appends s as a JSON string, escaped as encoding/json escapes it. Runs of plain
// ASCII are appended whole: a blocked call writes its reason twice (pending block, audit
// trail), and a byte-at-a-time loop cost ~20 instructions a byte.
func appendString(dst []byte, s string) []byte {
	const hexDigits = "0123456789abcdef"
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] < utf8.RuneSelf && jsonPlain[s[j]] == '1' {
			j++
		}
		dst = append(dst, s[i:j]...)
		if i = j; i >= len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf {
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			default: // other control characters, '<', '>', '&'
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
		default:
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return append(dst, '"')
}

func encodePending(ls []pendingLine) []byte {
	n := len(pendingHead) + len(pendingTail)
	for _, l := range ls {
		n += len(l.raw) + 2
	}
	b := make([]byte, 0, n)
	b = append(b, pendingHead...)
	for i, l := range ls {
		b = append(b, l.raw...)
		if i < len(ls)-1 {
			b = append(b, ',')
		}
		b = append(b, '\n')
	}
	return append(b, pendingTail...)
}

// decode reads the whole block; false if the line is not a block's JSON object. A block's
// members are a ledger entry's, of the same names and types: entryOf reads them.
func (l pendingLine) decode() (pending, bool) {
	e, ok := entryOf(l.raw)
	return pending{Created: e.Created, Code: e.Code, Action: e.Action, Session: e.Session, Runner: e.Runner,
		Guard: e.Guard, Rule: e.Rule, Summary: e.Summary}, ok
}

// member is the JSON member key:value as hookguard writes it. A line holds it only as that
// member: the same text inside another string is escaped, so a byte search finds members only.
func member(key, value string) []byte {
	return appendString([]byte(`"`+key+`":`), value)
}

// updatePending reads the pending blocks under their lock, lets fn say what to keep, and writes
// that back when fn says so.
func (a *Auth) updatePending(root string, fn func(s *pendingSet) ([]pendingLine, bool, error)) error {
	if err := state.Check(a.Dir); err != nil {
		return err
	}
	path := pendingPath(a.Dir, root)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("state: %w (hookguard keeps its state in %s: make it writable)", err, a.Dir)
	}
	lock, err := state.LockFile(path+".lock", a.Waits.End())
	if err != nil {
		return fmt.Errorf("state: %w", err)
	}
	defer lock.Close()
	f, err := state.OpenWrite(path)
	if err != nil {
		return fmt.Errorf("state: %w", err)
	}
	defer f.Close()
	data, err := state.ReadAll(f, path, state.MaxFile)
	if err != nil {
		return fmt.Errorf("state: %w", err)
	}
	s, err := pendingOf(path, data)
	if err != nil {
		return err
	}
	ls, write, err := fn(s)
	if err != nil || !write {
		return err
	}
	// Rewritten in place under the lock, never replaced and never cut: creating and renaming a
	// file cost a block ~0.1 ms on ext4 (and a thread handoff), and so does a truncation, which
	// makes ext4 write the file's dirty pages out first (0.3-0.4 ms, a third of the floor, on
	// an ext4 mounted with discard). A shorter set is padded with spaces after its end, which
	// readers skip (trimPadding); the file never outgrows the longest set the cap allows. Every
	// reader takes the lock (Record too), so none sees it half written; a crash mid-write leaves
	// a torn file, which reads as the blocks before the tear (parsePending), and costs at most a
	// retry. Not fsynced.
	out := padTo(encodePending(ls), len(data))
	if _, err := f.WriteAt(out, 0); err != nil {
		return fmt.Errorf("state: %w", err)
	}
	return nil
}

// padTo pads out with spaces to n bytes, so that a rewrite covers the whole of what it
// replaces.
func padTo(out []byte, n int) []byte {
	if len(out) >= n {
		return out
	}
	return append(out, bytes.Repeat([]byte{' '}, n-len(out))...)
}

// trimPadding drops the spaces a shorter rewrite left after the set (padTo).
func trimPadding(data []byte) []byte { return bytes.TrimRight(data, " ") }

// lockedPending reads pending.json under its lock, as updatePending writes it.
func (a *Auth) lockedPending(root string) (*pendingSet, error) {
	path := pendingPath(a.Dir, root)
	lock, err := state.LockFile(path+".lock", a.Waits.End())
	if errors.Is(err, fs.ErrNotExist) {
		return &pendingSet{}, nil // no project directory yet: nothing was offered
	}
	if err != nil {
		return nil, fmt.Errorf("state: %w", err)
	}
	defer lock.Close()
	return readPending(path)
}

// capPending drops the blocks offered longest ago beyond MaxPendingPerSession of the offering
// session's (mine) and MaxPending in all.
func capPending(ls []pendingLine, mine []bool) []pendingLine {
	oldest := func(of func(int) bool) int {
		at := -1
		for i, l := range ls {
			if of(i) && (at < 0 || l.created < ls[at].created) {
				at = i
			}
		}
		return at
	}
	drop := func(i int) {
		ls = append(ls[:i], ls[i+1:]...)
		mine = append(mine[:i], mine[i+1:]...)
	}
	n := 0
	for _, m := range mine {
		if m {
			n++
		}
	}
	for ; n > MaxPendingPerSession; n-- {
		drop(oldest(func(i int) bool { return mine[i] }))
	}
	for len(ls) > MaxPending {
		drop(oldest(func(int) bool { return true }))
	}
	return ls
}
