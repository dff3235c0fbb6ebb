package ledger

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
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

// pending is a block a human could authorise, waiting for their answer. Created and Code come
// first: the hot paths read them from the start of each line without decoding the rest.
type pending struct {
	Created int64  `json:"created"`
	Code    string `json:"code"`
	Session string `json:"session"`
	Runner  string `json:"runner"`
	Guard   string `json:"guard"`
	Rule    string `json:"rule,omitempty"`
	Action  string `json:"action"`
	Summary string `json:"summary"`
}

// pendingLine is one block of pending.json as written: its JSON object, on a line of its own.
type pendingLine struct {
	created int64
	raw     []byte
}

func pendingPath(stateDir, root string) string {
	return filepath.Join(stateDir, "projects", state.Key(root), "pending.json")
}

// pendingSet is pending.json as read: its lines, each a slice of one body, so that a member is
// looked for in the whole body at once (one vector search, not one a line).
type pendingSet struct {
	body  []byte
	lines []pendingLine
	at    []int // where each line starts in body
}

// readPending reads pending.json: a JSON object {"blocks":[...]} that hookguard writes one
// block a line, so that a block is found by its code or action with a byte search and only the
// block found is decoded; a line that is not a block's object (a damaged one) has no time, so
// it reads as expired, matches nothing and is dropped by the next write. The indented form
// older versions wrote is read too (and rewritten in this form by the next offer). A missing
// file has no blocks; one that is neither form is damaged, and the error says how to start it
// afresh.
func readPending(path string) (*pendingSet, error) {
	data, err := state.ReadFile(path, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return &pendingSet{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("state: %w", err)
	}
	if s, ok := parsePending(data); ok {
		return s, nil
	}
	var f struct {
		Blocks []pending `json:"blocks"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("state: %s is damaged (%v): remove it and hookguard starts it afresh", path, err)
	}
	ls := make([]pendingLine, 0, len(f.Blocks))
	for _, b := range f.Blocks {
		ls = append(ls, lineOf(b))
	}
	s, _ := parsePending(encodePending(ls))
	return s, nil
}

// parsePending reads the one-block-a-line form; false if data is not in it.
func parsePending(data []byte) (*pendingSet, bool) {
	s := &pendingSet{}
	if len(bytes.TrimSpace(data)) == 0 {
		return s, true
	}
	body, ok := bytes.CutPrefix(data, []byte(pendingHead))
	if ok {
		body, ok = bytes.CutSuffix(body, []byte(pendingTail))
	}
	if !ok {
		return nil, false
	}
	s.body = body
	for off := 0; off < len(body); {
		nl := bytes.IndexByte(body[off:], '\n')
		if nl < 0 {
			nl = len(body) - off
		}
		raw := bytes.TrimSuffix(body[off:off+nl], []byte(","))
		s.lines = append(s.lines, pendingLine{created: createdOf(raw), raw: raw})
		s.at = append(s.at, off)
		off += nl + 1
	}
	return s, true
}

// createdOf reads a line's time from its start, where hookguard writes it; 0 (long expired) for
// a line that is not a block's object.
func createdOf(raw []byte) int64 {
	if len(raw) < 2 || raw[0] != '{' || raw[len(raw)-1] != '}' {
		return 0
	}
	if rest, ok := bytes.CutPrefix(raw, []byte(`{"created": `)); ok {
		if end := bytes.IndexByte(rest, ','); end > 0 {
			if n, err := strconv.ParseInt(string(rest[:end]), 10, 64); err == nil {
				return n
			}
		}
	}
	return gjson.GetBytes(raw, "created").Int()
}

// find returns the lines that hold member m (see member), in order.
func (s *pendingSet) find(m []byte) []int {
	var out []int
	head := m[:min(len(m), fastSearch)]
	for off := 0; off < len(s.body); {
		j := bytes.Index(s.body[off:], head)
		if j < 0 {
			break
		}
		p := off + j
		off = p + 1
		if !bytes.HasPrefix(s.body[p:], m) {
			continue
		}
		i := sort.SearchInts(s.at, p+1) - 1
		if len(out) == 0 || out[len(out)-1] != i {
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
	for _, f := range [...]struct{ k, v string }{{"code", b.Code}, {"session", b.Session}, {"runner", b.Runner},
		{"guard", b.Guard}, {"rule", b.Rule}, {"action", b.Action}, {"summary", b.Summary}} {
		if f.k == "rule" && f.v == "" {
			continue // omitempty
		}
		raw = append(raw, `,"`+f.k+`":`...)
		raw = appendString(raw, f.v)
	}
	return pendingLine{created: b.Created, raw: append(raw, '}')}
}

// appendString appends s as a JSON string, escaped as encoding/json escapes it.
func appendString(dst []byte, s string) []byte {
	const hexDigits = "0123456789abcdef"
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				dst = append(dst, '\\', c)
			case c == '\n':
				dst = append(dst, '\\', 'n')
			case c == '\r':
				dst = append(dst, '\\', 'r')
			case c == '\t':
				dst = append(dst, '\\', 't')
			case c < 0x20 || c == '<' || c == '>' || c == '&':
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			default:
				dst = append(dst, c)
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
	var b bytes.Buffer
	b.WriteString(pendingHead)
	for i, l := range ls {
		b.Write(l.raw)
		if i < len(ls)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString(pendingTail)
	return b.Bytes()
}

// decode reads the whole block; false if the line is not a block's JSON object.
func (l pendingLine) decode() (pending, bool) {
	var p pending
	if !gjson.ValidBytes(l.raw) {
		return p, false
	}
	r := gjson.ParseBytes(l.raw)
	if !r.IsObject() {
		return p, false
	}
	r.ForEach(func(k, v gjson.Result) bool {
		switch k.Str {
		case "created":
			p.Created = v.Int()
		case "code":
			p.Code = v.Str
		case "session":
			p.Session = v.Str
		case "runner":
			p.Runner = v.Str
		case "guard":
			p.Guard = v.Str
		case "rule":
			p.Rule = v.Str
		case "action":
			p.Action = v.Str
		case "summary":
			p.Summary = v.Str
		}
		return true
	})
	return p, true
}

// member is the JSON member key:value as hookguard writes it. A line holds it only as that
// member: the same text inside another string is escaped, so a byte search finds members only.
func member(key, value string) []byte {
	return appendString([]byte(`"`+key+`":`), value)
}

// fastSearch is the longest needle bytes.Index finds with its vector search on amd64 without
// AVX2 (63 with it); a longer one (an action's 64-hex hash, a long session id) falls back to
// Rabin-Karp, at several instructions a byte: find looks for a member's first bytes, and
// confirms the rest where they stand.
const fastSearch = 31

// updatePending reads the pending blocks under their lock, lets fn say what to keep, and writes
// that back (through state.WriteFile) when fn says so.
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
	s, err := readPending(path)
	if err != nil {
		return err
	}
	ls, write, err := fn(s)
	if err != nil || !write {
		return err
	}
	if err := state.WriteFile(path, encodePending(ls), 0o600); err != nil {
		return fmt.Errorf("state: %w", err)
	}
	return nil
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
