// Package ledger is hookguard's chat-authorisation ledger and its audit log. A block that a
// human could authorise carries a code; when the human types `allow <code>` in the chat, the
// prompt hook (the one channel that carries the human's own words) appends a grant here, and
// the next identical action passes once. The ledger lives outside the workspace, in
// $XDG_STATE_HOME/hookguard/projects/<project>/ledger.jsonl: append-only JSONL written under
// a file lock and fsynced, each entry chained to the one before by hash and signed with a
// per-user HMAC key (ledger.key, mode 0600, created on first use). A torn last line (a writer
// that died mid-write) is ignored; a broken chain or signature disables every entry from that
// line on, and `hookguard ledger verify` says where.
package ledger

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/tidwall/gjson"

	"github.com/hookguard/hookguard/state"
)

// Entry kinds.
const (
	KindGrant   = "grant"   // a human authorised a pending block
	KindConsume = "consume" // the authorised action ran
	KindRevoke  = "revoke"  // a person withdrew a grant
)

// Entry is one line of the ledger. Times are Unix milliseconds, so that an entry re-encodes to
// exactly the bytes that were signed.
type Entry struct {
	Seq     int64  `json:"seq"`
	Kind    string `json:"kind"`
	Code    string `json:"code"`
	Guard   string `json:"guard,omitempty"`
	Rule    string `json:"rule,omitempty"`
	Action  string `json:"action,omitempty"`  // hash of the whole action (see ActionHash)
	Summary string `json:"summary,omitempty"` // what the human was shown
	Session string `json:"session,omitempty"`
	Runner  string `json:"runner,omitempty"`
	Created int64  `json:"created"`
	Expires int64  `json:"expires,omitempty"`
	Single  bool   `json:"single,omitempty"`
	Prompt  string `json:"prompt,omitempty"` // hash of the prompt that granted it
	Prev    string `json:"prev"`             // hash of the previous line (or of the genesis)
	MAC     string `json:"mac,omitempty"`    // HMAC-SHA256 of the line without this field
}

// Ledger is one project's ledger file.
type Ledger struct {
	Dir  string // hookguard's state directory
	Root string // the project root it belongs to
}

// Open returns the ledger of a project. It does no I/O.
func Open(stateDir, root string) *Ledger { return &Ledger{Dir: stateDir, Root: root} }

// ProjectDir is where a project's ledger, pending blocks and audit log live.
func ProjectDir(stateDir, root string) string {
	return filepath.Join(stateDir, "projects", state.Key(root))
}

// Path is the ledger file.
func (l *Ledger) Path() string { return filepath.Join(ProjectDir(l.Dir, l.Root), "ledger.jsonl") }

// KeyPath is the per-user signing key.
func KeyPath(stateDir string) string { return filepath.Join(stateDir, "ledger.key") }

func (l *Ledger) genesis() string {
	h := sha256.Sum256([]byte("hookguard ledger v1\x00" + l.Root))
	return hex.EncodeToString(h[:])
}

// Damage says where the chain broke; entries from Line on are disabled.
type Damage struct {
	Line int
	Why  string
	Path string
}

func (d *Damage) Error() string {
	return fmt.Sprintf("the ledger %s is damaged at line %d (%s): that entry and every one after it are disabled. If you did not edit it, something else did; move the file aside to start a fresh ledger", d.Path, d.Line, d.Why)
}

// key reads the signing key, creating it when create is set and it does not exist yet.
func key(stateDir string, create bool) ([]byte, error) {
	p := KeyPath(stateDir)
	f, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) && create {
		if err := os.MkdirAll(stateDir, 0o700); err != nil {
			return nil, fmt.Errorf("ledger: %w (make %s writable)", err, stateDir)
		}
		k := make([]byte, 32)
		if _, err := rand.Read(k); err != nil {
			return nil, fmt.Errorf("ledger: no randomness for the key: %w", err)
		}
		nf, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) {
			return key(stateDir, false) // another hook process made it first
		}
		if err != nil {
			return nil, fmt.Errorf("ledger: %w", err)
		}
		_, werr := nf.Write([]byte(hex.EncodeToString(k) + "\n"))
		serr := nf.Sync()
		if cerr := nf.Close(); werr == nil {
			werr = cerr
		}
		if werr == nil {
			werr = serr
		}
		if werr != nil {
			os.Remove(p)
			return nil, fmt.Errorf("ledger: writing the key: %w", werr)
		}
		return k, nil
	}
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	if st.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("ledger: the key %s is readable by others (mode %o); run `chmod 600 %s`", p, st.Mode().Perm(), p)
	}
	b, err := io.ReadAll(io.LimitReader(f, 256))
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	k, err := hex.DecodeString(string(bytes.TrimSpace(b)))
	if err != nil || len(k) < 32 {
		// A concurrent creator may not have written it yet: the caller retries under its lock.
		return nil, fmt.Errorf("ledger: the key %s is not a hookguard key; move it aside and the next authorisation makes a new one (existing entries are then disabled)", p)
	}
	return k, nil
}

func sign(k []byte, e Entry) (line []byte, err error) {
	e.MAC = ""
	body, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	m := hmac.New(sha256.New, k)
	m.Write(body)
	e.MAC = hex.EncodeToString(m.Sum(nil))
	return json.Marshal(e)
}

// signed reports whether line is an entry sign wrote with the key of m, an HMAC-SHA256. sign puts the MAC last, over the
// entry's encoding without it, so that encoding is the line with its MAC member cut: checked
// byte for byte, where re-encoding the decoded entry to compare (as this once did) cost two
// JSON encodings an entry, a third of reading a long ledger. Any other bytes, a key added, a
// space, a key twice, fail the MAC as surely, since only the key's holder can sign them.
func signed(m hash.Hash, line []byte, mac string) bool {
	tail := len(`,"mac":""}`) + len(mac)
	if mac == "" || len(line) < tail || string(line[len(line)-tail:]) != `,"mac":"`+mac+`"}` {
		return false
	}
	m.Reset()
	m.Write(line[:len(line)-tail])
	m.Write([]byte("}"))
	got := make([]byte, hex.EncodedLen(sha256.Size))
	hex.Encode(got, m.Sum(nil))
	return hmac.Equal(got, []byte(mac))
}

// entryOf decodes a ledger line. Its reading can differ from encoding/json's only on lines
// json.Marshal never writes (a key in another case, a number where a string goes), and such a
// line fails its signature whatever it decodes to: only the key's holder can sign. On the lines
// hookguard writes it reads what encoding/json reads (TestEntryOf), in a quarter of the time; a
// long ledger is read whole at every block.
func entryOf(raw []byte) (Entry, bool) {
	var e Entry
	if !gjson.ValidBytes(raw) {
		return e, false
	}
	r := gjson.ParseBytes(raw)
	if !r.IsObject() {
		return e, false
	}
	r.ForEach(func(k, v gjson.Result) bool {
		switch k.Str {
		case "seq":
			e.Seq = v.Int()
		case "kind":
			e.Kind = v.Str
		case "code":
			e.Code = v.Str
		case "guard":
			e.Guard = v.Str
		case "rule":
			e.Rule = v.Str
		case "action":
			e.Action = v.Str
		case "summary":
			e.Summary = v.Str
		case "session":
			e.Session = v.Str
		case "runner":
			e.Runner = v.Str
		case "created":
			e.Created = v.Int()
		case "expires":
			e.Expires = v.Int()
		case "single":
			e.Single = v.Bool()
		case "prompt":
			e.Prompt = v.Str
		case "prev":
			e.Prev = v.Str
		case "mac":
			e.MAC = v.Str
		}
		return true
	})
	return e, true
}

func lineHash(line []byte) string {
	h := sha256.Sum256(line)
	return hex.EncodeToString(h[:])
}

// parse reads a ledger's bytes: every valid entry up to the first damage. A last line without
// its newline is a write that never finished, and is ignored, not damage.
func (l *Ledger) parse(data []byte, k []byte) ([]Entry, *Damage) {
	var out []Entry
	prev := l.genesis()
	line := 0
	m := hmac.New(sha256.New, k)
	for len(data) > 0 {
		nl := bytes.IndexByte(data, '\n')
		if nl < 0 {
			break // torn
		}
		raw := data[:nl]
		data = data[nl+1:]
		line++
		e, ok := entryOf(raw)
		if !ok {
			return out, &Damage{line, "not a ledger entry", l.Path()}
		}
		if e.Prev != prev {
			return out, &Damage{line, "the hash chain breaks here: a line was changed, removed or inserted", l.Path()}
		}
		if e.Seq != int64(len(out))+1 {
			return out, &Damage{line, "the sequence number is out of order", l.Path()}
		}
		if !signed(m, raw, e.MAC) {
			return out, &Damage{line, "the signature does not match: the entry was edited, or signed with another key", l.Path()}
		}
		out = append(out, e)
		prev = lineHash(raw)
	}
	return out, nil
}

// Entries reads the ledger without a lock: appends are whole lines under the writers' lock,
// so a reader sees a prefix, perhaps with a torn last line, which is ignored. A missing
// ledger is empty.
func (l *Ledger) Entries() ([]Entry, error) {
	data, err := os.ReadFile(l.Path())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	if len(data) == 0 {
		return nil, nil
	}
	k, err := key(l.Dir, false)
	if err != nil {
		return nil, err
	}
	es, d := l.parse(data, k)
	if d != nil {
		return es, d
	}
	return es, nil
}

// Update appends what fn returns, under the ledger's lock, after fn has seen every valid entry.
// The new lines are written in one write and fsynced before Update returns. A damaged ledger
// takes no new entries: they would be disabled anyway, and the damage must be looked at.
func (l *Ledger) Update(fn func(entries []Entry) ([]Entry, error)) error {
	dir := ProjectDir(l.Dir, l.Root)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("ledger: %w (hookguard keeps its state in %s: make it writable)", err, l.Dir)
	}
	f, err := os.OpenFile(l.Path(), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		return fmt.Errorf("ledger: lock %s: %w", l.Path(), err)
	}
	defer syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	k, err := key(l.Dir, true)
	if err != nil {
		return err
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	es, d := l.parse(data, k)
	if d != nil {
		return d
	}
	// A torn tail is a write that never finished; cut it, or the next line would follow it.
	keep := int64(bytes.LastIndexByte(data, '\n') + 1)
	if keep != int64(len(data)) {
		if err := f.Truncate(keep); err != nil {
			return fmt.Errorf("ledger: %w", err)
		}
	}
	add, err := fn(es)
	if err != nil || len(add) == 0 {
		return err
	}
	prev := l.genesis()
	if len(es) > 0 {
		last := data[:keep-1]
		prev = lineHash(last[bytes.LastIndexByte(last, '\n')+1:])
	}
	var buf bytes.Buffer
	for i, e := range add {
		e.Seq = int64(len(es) + i + 1)
		e.Prev = prev
		line, err := sign(k, e)
		if err != nil {
			return fmt.Errorf("ledger: %w", err)
		}
		buf.Write(line)
		buf.WriteByte('\n')
		prev = lineHash(line)
	}
	if _, err := f.WriteAt(buf.Bytes(), keep); err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	return nil
}
