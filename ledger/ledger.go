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
	"runtime"
	"time"

	"github.com/tidwall/gjson"

	"github.com/hookguard/hookguard/state"
)

// Entry kinds.
const (
	KindGrant   = "grant"   // a human authorised a pending block
	KindConsume = "consume" // the authorised action ran
	KindRevoke  = "revoke"  // a person withdrew a grant
	KindRepair  = "repair"  // a person started a new segment after damage; nothing before it counts
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
	// PromptID is the harness's id of the prompt that granted it (Claude Code's prompt_id), and
	// TranscriptAt the size of the session's transcript when that prompt's hook ran: the human's
	// turn the grant rests on is the first one written after that point (see HumanSaid).
	PromptID     string `json:"prompt_id,omitempty"`
	TranscriptAt int64  `json:"transcript_at,omitempty"`
	// Line is, in a repair entry, the first damaged line it repaired.
	Line int    `json:"line,omitempty"`
	Prev string `json:"prev"`          // hash of the previous line (or of the genesis; in a repair entry, of every byte before it)
	MAC  string `json:"mac,omitempty"` // HMAC-SHA256 of the line without this field
}

// MaxLedger bounds what is read of a ledger file: 1,000 entries take about half a megabyte, and
// the file is never trimmed (a block or a prompt reads its checkpoint, not the file), so this
// leaves room for years of grants.
const MaxLedger = 64 << 20

// Ledger is one project's ledger file.
type Ledger struct {
	Dir  string // hookguard's state directory
	Root string // the project root it belongs to
	// Now is the clock a checkpoint judges expiry by (nil: the wall clock); Auth passes its own.
	Now func() time.Time
	state.Waits
}

// Open returns the ledger of a project. It does no I/O.
func Open(stateDir, root string) *Ledger { return &Ledger{Dir: stateDir, Root: root} }

// ProjectDir is where a project's ledger, pending blocks and audit log live.
func ProjectDir(stateDir, root string) string {
	return filepath.Join(stateDir, "projects", state.Key(root))
}

// Path is the ledger file.
func (l *Ledger) Path() string { return filepath.Join(ProjectDir(l.Dir, l.Root), "ledger.jsonl") }

// LockPath is the ledger's lock file. The lock is a file of its own rather than the ledger
// itself: Windows' file locks are mandatory, and a locked ledger could not be read through the
// handle that reads it.
func (l *Ledger) LockPath() string { return l.Path() + ".lock" }

// KeyPath is the per-user signing key.
func KeyPath(stateDir string) string { return filepath.Join(stateDir, "ledger.key") }

// SigningKey is the per-user key, created on first use. What else hookguard keeps in the state
// directory and must not take from a forger (the configuration cache) is signed with a key
// derived from it, so that one secret, guarded as the ledger's, stands behind both.
func SigningKey(stateDir string, end time.Time) ([]byte, error) { return key(stateDir, true, end) }

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
	return fmt.Sprintf("the ledger %s is damaged at line %d (%s): that entry and every one after it are disabled, and no authorisation can be recorded in this project. If you did not edit it, something else did: look at it with `hookguard ledger verify`, then run `hookguard ledger repair` in your own terminal to start a new segment", d.Path, d.Line, d.Why)
}

// key reads the signing key, creating it when create is set and it does not exist yet.
func key(stateDir string, create bool, end time.Time) ([]byte, error) {
	if err := state.Check(stateDir); err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	p := KeyPath(stateDir)
	k, err := readKey(p)
	if !create || !errors.Is(err, fs.ErrNotExist) {
		return k, err
	}
	return newKey(stateDir, p, end)
}

// newKey makes the signing key so that no reader ever sees it half written and no two hook
// processes ever use two keys: the key is written whole to a temporary file of its own
// (created exclusively, mode 0600, fsynced), then linked to its name, which fails if another
// process got there first, in which case that process's key is the key. Where the file system
// has no hard links (and always on Windows), state.WriteFile's rename takes the link's place
// under a lock, after a look for a key made meanwhile.
func newKey(stateDir, p string, end time.Time) ([]byte, error) {
	if err := os.MkdirAll(stateDir, 0o700); err != nil {
		return nil, fmt.Errorf("ledger: %w (make %s writable)", err, stateDir)
	}
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		return nil, fmt.Errorf("ledger: no randomness for the key: %w", err)
	}
	text := []byte(hex.EncodeToString(k) + "\n")
	// On Windows the lock-and-rename path is taken always: removing the temporary name of a
	// hard link fails other hooks' reads of the key under its own name while it happens (Go
	// opens files without FILE_SHARE_DELETE), which a race of first hooks would meet.
	if runtime.GOOS != "windows" {
		tmp, err := os.CreateTemp(stateDir, ".ledger.key.*")
		if err != nil {
			return nil, fmt.Errorf("ledger: %w", err)
		}
		defer os.Remove(tmp.Name())
		_, werr := tmp.Write(text)
		if werr == nil {
			werr = tmp.Sync()
		}
		if cerr := tmp.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return nil, fmt.Errorf("ledger: writing the key: %w", werr)
		}
		err = os.Link(tmp.Name(), p)
		switch {
		case err == nil:
			// The key's name must be durable before a grant signed with it is: a grant that
			// outlives its key after a crash can no longer be verified, and the ledger reads
			// as damaged.
			if err := state.SyncDir(stateDir); err != nil {
				return nil, fmt.Errorf("ledger: %w", err)
			}
			return k, nil
		case errors.Is(err, fs.ErrExist):
			return readKey(p) // another hook process made it first: its key is the key
		}
	}
	lock, err := state.LockFile(p+".lock", end)
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	defer lock.Close()
	if theirs, rerr := readKey(p); !errors.Is(rerr, fs.ErrNotExist) {
		return theirs, rerr
	}
	// The one atomic writer (which also fsyncs the directory, and retries Windows' sharing
	// violations).
	if err := state.WriteFile(p, text, 0o600); err != nil {
		return nil, fmt.Errorf("ledger: writing the key: %w", err)
	}
	return k, nil
}

// readKey reads and checks the key file.
func readKey(p string) ([]byte, error) {
	f, err := state.OpenRegular(p)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		return nil, fmt.Errorf("ledger: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	// Windows has no mode bits (Go reports 0666 for every writable file): who reads the key is
	// the user profile's ACL, which it inherits, so the check would refuse every key there.
	if runtime.GOOS != "windows" && st.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("ledger: the key %s is readable by others (mode %o); run `chmod 600 %s`", p, st.Mode().Perm(), p)
	}
	b, err := io.ReadAll(io.LimitReader(f, 256))
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	k, err := hex.DecodeString(string(bytes.TrimSpace(b)))
	if err != nil || len(k) < 32 {
		return nil, fmt.Errorf("ledger: the key %s is not a hookguard key; move it aside (`mv %s %s.bad`), then run `hookguard ledger repair` in each project whose ledger it signed", p, p, p)
	}
	return k, nil
}

// sign sets e's MAC, the HMAC-SHA256 with k of its encoding without one, and returns its line.
func sign(k []byte, e *Entry) (line []byte, err error) {
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
	if !gjson.ValidBytes(raw) {
		return Entry{}, false
	}
	return entryOfValid(raw)
}

// entryOfValid is entryOf of a line known to be JSON: a checkpoint's kept lines, which its MAC
// vouches for.
func entryOfValid(raw []byte) (Entry, bool) {
	var e Entry
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
		case "prompt_id":
			e.PromptID = v.Str
		case "transcript_at":
			e.TranscriptAt = v.Int()
		case "line":
			e.Line = int(v.Int())
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

// segment is what a whole read of a ledger found: the entries of its last segment up to the
// first damage and, where there is none, what a checkpoint of those bytes records.
type segment struct {
	entries []Entry
	raws    [][]byte // each entry's line
	lines   int      // whole lines read
	head    string   // hash of the last line read: the next entry's prev
	last    int64    // that line's length, newline included
	first   string   // hash of the first line
}

// parse reads a ledger's bytes: the entries of its last segment up to the first damage. A last
// line without its newline is a write that never finished, and is ignored, not damage. A signed
// repair entry starts a new segment: the entries before it no longer count, and damage before
// it is over, as long as its prev is still the hash of every byte before it (else that is new
// damage, at the repair's line).
func (l *Ledger) parse(data []byte, k []byte) (segment, *Damage) {
	var (
		out    []Entry
		damage *Damage
		prev   = l.genesis()
		seg    segment
		line   = 0
		off    = 0
	)
	m := hmac.New(sha256.New, k)
	for off < len(data) {
		nl := bytes.IndexByte(data[off:], '\n')
		if nl < 0 {
			break // torn
		}
		start := off
		raw := data[off : off+nl]
		off += nl + 1
		line++
		if line == 1 {
			seg.first = lineHash(raw)
		}
		seg.last = int64(nl + 1)
		e, ok := entryOf(raw)
		if ok && e.Kind == KindRepair && e.Seq == 1 && signed(m, raw, e.MAC) {
			// Only hookguard signs: what came before a repair never counts again, even if its
			// bytes are put back as they were (a grant must not come back to life).
			out, damage = append(out[:0:0], e), nil
			seg.raws = append(seg.raws[:0:0], raw)
			prev = lineHash(raw)
			if e.Prev != prefixHash(data[:start]) {
				damage = &Damage{line, "the lines before this repair were changed after it was made", l.Path()}
			}
			continue
		}
		if damage != nil {
			continue // nothing counts until a repair
		}
		switch {
		case !ok:
			damage = &Damage{line, "not a ledger entry", l.Path()}
		case e.Prev != prev:
			damage = &Damage{line, "the hash chain breaks here: a line was changed, removed or inserted", l.Path()}
		case e.Seq != int64(len(out))+1:
			damage = &Damage{line, "the sequence number is out of order", l.Path()}
		case !signed(m, raw, e.MAC):
			damage = &Damage{line, "the signature does not match: the entry was edited, or signed with another key", l.Path()}
		default:
			out = append(out, e)
			seg.raws = append(seg.raws, raw)
			prev = lineHash(raw)
		}
	}
	seg.entries, seg.lines, seg.head = out, line, prev
	return seg, damage
}

// prefixHash is what a repair entry's prev holds: the hash of every byte before it, so that the
// repair covers exactly the damaged bytes it was made over.
func prefixHash(prefix []byte) string {
	h := sha256.Sum256(prefix)
	return hex.EncodeToString(h[:])
}

// Entries reads the whole ledger without a lock: appends are whole lines under the writers'
// lock, so a reader sees a prefix, perhaps with a torn last line, which is ignored. A missing
// ledger is empty. Every line is verified, and the ledger against its checkpoint (see behind):
// this is what `hookguard ledger list` and `verify` read; the hook's own reads go through the
// checkpoint (see Current).
func (l *Ledger) Entries() ([]Entry, error) {
	if err := state.Check(l.Dir); err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	if _, err := os.Lstat(l.Path()); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	k, err := key(l.Dir, false, l.End())
	var cp *checkpoint
	if err == nil {
		cp, _ = l.readCheckpoint(k) // before the lines: see read
	}
	data, rerr := state.ReadFile(l.Path(), MaxLedger)
	if errors.Is(rerr, fs.ErrNotExist) {
		return nil, nil
	}
	if rerr != nil {
		return nil, fmt.Errorf("ledger: %w", rerr)
	}
	if len(data) == 0 {
		return nil, nil
	}
	if errors.Is(err, fs.ErrNotExist) {
		// The key was read before the lines: a writer may have made it and written its first
		// line in between (it makes the key before it writes). Lines mean a key: read it again.
		k, err = key(l.Dir, false, l.End())
	}
	if err != nil {
		return nil, err
	}
	data = data[:bytes.LastIndexByte(data, '\n')+1]
	seg, d := l.parse(data, k)
	if d == nil {
		d = l.behind(cp, data)
	}
	if d != nil {
		return seg.entries, d
	}
	return seg.entries, nil
}

// view is what a read of the ledger gives its caller: the entries that count (from the
// checkpoint, or every entry of the segment on a whole read) and where the next entry goes.
type view struct {
	entries []Entry
	raws    [][]byte // each entry's line
	seq     int64    // entries of the current segment
	size    int64    // bytes of whole lines
	lines   int
	head    string // the next entry's prev
	last    int64
	first   string
	sealed  bool // read from a current checkpoint
}

// read gives the view of the open ledger f, of stamp st: from its checkpoint when that is
// current (the lines are not read), else from a whole read that verifies every line, in which
// a torn tail is ignored, and cut when the caller holds the lock. A damaged ledger gives the
// entries before the damage, and the damage.
//
// The caller reads the checkpoint before it takes the file's stamp: a writer appends, then
// writes its checkpoint, so a checkpoint read first never describes more of the ledger than a
// stamp taken after it (a lock-free reader that took them the other way round would take a
// writer's new checkpoint for one that the ledger falls short of).
func (l *Ledger) read(f *os.File, k []byte, cp *checkpoint, st stamp, locked bool) (view, error) {
	if cp != nil && cp.current(f, st) {
		return view{entries: cp.entries, raws: cp.raws, seq: cp.seq, size: cp.size, lines: cp.lines, head: cp.head, last: cp.last,
			first: cp.first, sealed: true}, nil
	}
	data, err := l.wholeLines(f, st.size, locked)
	if err != nil {
		return view{}, err
	}
	seg, d := l.parse(data, k)
	if d == nil {
		d = l.behind(cp, data)
	}
	v := seg.view(int64(len(data)))
	if d != nil {
		return v, d
	}
	return v, nil
}

// wholeLines reads the ledger f, of size bytes, whole and returns its whole lines. A torn tail
// is a write that never finished; a caller holding the lock cuts it (cut), or the next line
// would follow it.
func (l *Ledger) wholeLines(f *os.File, size int64, cut bool) ([]byte, error) {
	if size > MaxLedger {
		return nil, fmt.Errorf("ledger: %s is larger than %d MiB; move it aside to start a fresh ledger", l.Path(), MaxLedger>>20)
	}
	data := make([]byte, size)
	n, err := f.ReadAt(data, 0)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	keep := int64(bytes.LastIndexByte(data[:n], '\n') + 1)
	if cut && keep != size {
		if err := f.Truncate(keep); err != nil {
			return nil, fmt.Errorf("ledger: %w", err)
		}
	}
	return data[:keep], nil
}

// view is the view of a segment a whole read of size bytes found.
func (seg segment) view(size int64) view {
	return view{entries: seg.entries, raws: seg.raws, seq: int64(len(seg.entries)), size: size, lines: seg.lines, head: seg.head,
		last: seg.last, first: seg.first}
}

// Current reads the ledger as a block or a prompt does, without a lock: the entries that still
// matter (the checkpoint's; see checkpoint.go), in time that does not grow with the ledger.
// Where the checkpoint is missing or not current, the ledger is read whole, and, if it is
// intact and no writer holds its lock, checkpointed for the next reader. A damaged ledger
// yields the entries before its damage, and the damage.
func (l *Ledger) Current() ([]Entry, error) {
	if err := state.Check(l.Dir); err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	f, err := state.OpenRegular(l.Path())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || fi.Size() == 0 {
		return nil, nil // a new ledger, its key perhaps not made yet: nothing in it
	}
	k, err := key(l.Dir, false, l.End())
	if err != nil {
		return nil, err
	}
	cp, _ := l.readCheckpoint(k)
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	st := stampOf(fi)
	v, err := l.read(f, k, cp, st, false)
	if err == nil && !v.sealed && v.size == st.size {
		l.trySeal(f, k, st, &v)
	}
	return v.entries, err
}

// trySeal checkpoints what a reader read whole, if no writer holds the ledger's lock (a reader
// does not wait for it) and the file is still exactly what it read.
func (l *Ledger) trySeal(f *os.File, k []byte, st stamp, v *view) {
	lock, err := state.LockFile(l.LockPath(), time.Now())
	if err != nil {
		return
	}
	defer lock.Close()
	if fi, err := f.Stat(); err != nil || stampOf(fi) != st {
		return
	}
	l.seal(f, k, v)
}

// Update appends what fn returns, under the ledger's lock, after fn has seen the entries that
// count (every grant still active or recently closed: see Current). The new lines are written
// in one write and fsynced before Update returns, then checkpointed. A damaged ledger takes no
// new entries: they would be disabled anyway, and the damage must be looked at.
func (l *Ledger) Update(fn func(entries []Entry) ([]Entry, error)) error {
	return l.locked(func(f *os.File, k []byte, st stamp) error {
		cp, _ := l.readCheckpoint(k)
		v, err := l.read(f, k, cp, st, true)
		if err != nil {
			return err
		}
		add, err := fn(v.entries)
		if err != nil {
			return err
		}
		if len(add) == 0 {
			if !v.sealed {
				l.seal(f, k, &v)
			}
			return nil
		}
		prev := v.head
		var buf bytes.Buffer
		added := make([]Entry, 0, len(add))
		raws := make([][]byte, 0, len(add))
		for i, e := range add {
			e.Seq = v.seq + int64(i) + 1
			e.Prev = prev
			line, err := sign(k, &e)
			if err != nil {
				return fmt.Errorf("ledger: %w", err)
			}
			if v.size == 0 && i == 0 {
				v.first = lineHash(line)
			}
			added = append(added, e)
			raws = append(raws, line)
			buf.Write(line)
			buf.WriteByte('\n')
			prev = lineHash(line)
			v.last = int64(len(line) + 1)
		}
		if err := appendSynced(f, buf.Bytes(), v.size); err != nil {
			return err
		}
		v.entries = append(v.entries[:len(v.entries):len(v.entries)], added...)
		v.raws = append(v.raws[:len(v.raws):len(v.raws)], raws...)
		v.seq += int64(len(add))
		v.size += int64(buf.Len())
		v.lines += len(add)
		v.head = prev
		l.seal(f, k, &v)
		return nil
	})
}

// Repaired is what Repair did.
type Repaired struct {
	Damage  *Damage // the first damage it repaired; nil when the ledger was whole
	BadLine []byte  // that line's bytes, as found
	Voided  int     // entries before the repair that no longer count
}

// Repair starts a new segment after damage, for `hookguard ledger repair`: a signed repair
// entry whose prev is the hash of every byte before it (the damaged ones included, so that
// they stay as evidence and cannot be changed later without breaking the repair). Grants
// before it no longer count, whatever their state: a consumption on a damaged line may be
// what was lost, and a grant must never come back to life. A whole ledger is left as it is.
// A missing key is made anew (the old entries then fail their signatures, and are repaired).
func (l *Ledger) Repair(now time.Time) (Repaired, error) {
	var r Repaired
	err := l.locked(func(f *os.File, k []byte, st stamp) error {
		// Whole, whatever the checkpoint says: a repair looks at every line, and covers them all.
		data, err := l.wholeLines(f, st.size, true)
		if err != nil {
			return err
		}
		keep := int64(len(data))
		seg, d := l.parse(data, k)
		if d == nil {
			cp, _ := l.readCheckpoint(k)
			d = l.behind(cp, data)
		}
		v := seg.view(keep)
		if d == nil {
			l.seal(f, k, &v) // a whole ledger is left as it is; its checkpoint is made anew
			return nil
		}
		r.Damage, r.BadLine, r.Voided = d, nthLine(data, d.Line), len(seg.entries)
		e := Entry{Seq: 1, Kind: KindRepair, Line: d.Line, Created: now.UnixMilli(),
			Summary: fmt.Sprintf("repaired by a person: line %d was damaged (%s)", d.Line, d.Why), Prev: prefixHash(data)}
		line, err := sign(k, &e)
		if err != nil {
			return fmt.Errorf("ledger: %w", err)
		}
		if err := appendSynced(f, append(line, '\n'), keep); err != nil {
			return err
		}
		v = view{entries: []Entry{e}, raws: [][]byte{line}, seq: 1, size: keep + int64(len(line)+1), lines: seg.lines + 1, head: lineHash(line),
			last: int64(len(line) + 1), first: seg.first}
		l.seal(f, k, &v)
		return nil
	})
	return r, err
}

// Line returns line n (from 1) of the ledger file as it is now, without its newline: what
// `hookguard ledger verify` shows of a damaged line.
func (l *Ledger) Line(n int) []byte {
	data, err := state.ReadFile(l.Path(), MaxLedger)
	if err != nil {
		return nil
	}
	return nthLine(data, n)
}

// nthLine returns the n-th line (from 1) of data, without its newline.
func nthLine(data []byte, n int) []byte {
	for i := 1; len(data) > 0; i++ {
		nl := bytes.IndexByte(data, '\n')
		if nl < 0 {
			nl = len(data)
		}
		if i == n {
			return data[:nl]
		}
		data = data[min(nl+1, len(data)):]
	}
	return nil
}

// locked runs fn with the ledger file open and locked, the key (made if missing) and the
// file's stamp.
func (l *Ledger) locked(fn func(f *os.File, k []byte, st stamp) error) error {
	if err := state.Check(l.Dir); err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	dir := ProjectDir(l.Dir, l.Root)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("ledger: %w (hookguard keeps its state in %s: make it writable)", err, l.Dir)
	}
	lock, err := state.LockFile(l.LockPath(), l.End())
	if err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	defer lock.Close() // closing releases the lock
	_, statErr := os.Lstat(l.Path())
	f, err := state.OpenWrite(l.Path())
	if err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	defer f.Close()
	if errors.Is(statErr, fs.ErrNotExist) {
		// A new ledger's name must be as durable as the grant that appendSynced makes durable.
		if err := state.SyncDir(dir); err != nil {
			return fmt.Errorf("ledger: %w", err)
		}
	}
	k, err := key(l.Dir, true, l.End())
	if err != nil {
		return err
	}
	fi, err := f.Stat()
	if err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	return fn(f, k, stampOf(fi))
}

// appendSynced writes b at off and fsyncs: a grant or a consumption is durable before the hook
// answers.
func appendSynced(f *os.File, b []byte, off int64) error {
	if _, err := f.WriteAt(b, off); err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	return nil
}
