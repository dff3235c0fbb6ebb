package ledger

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/hookguard/hookguard/state"
)

// The checkpoint is what lets a block or an `allow` answer without reading the ledger: a file
// beside it (ledger.checkpoint), signed with the ledger key, that says "the ledger was exactly
// these bytes (its length, its last line's hash, its file stamp), and of everything in them,
// these grants still matter". What still matters is every grant that is active, and every
// grant used or withdrawn in the last ClosedKept (so that a second `allow` of a spent code is
// still told it was spent); spent, withdrawn and lapsed grants older than that are compacted
// away, so the checkpoint's size follows the grants of the last hour, not the ledger's history.
//
// Every append writes a new checkpoint, under the ledger's lock, after the append is durable.
// A reader uses it only if it verifies (its MAC, its project), the ledger file is exactly the
// one it describes (size, modification and change time, inode: hookguard sets the ledger's
// modification time to a mark of its own after each append, see seal, so a write by anything
// else changes it), and the line that ends where the checkpoint ends hashes to the checkpoint's
// head. Anything else (no checkpoint, a forged or stale one, a ledger appended, cut or edited
// behind it) is read the old way, whole, with the old damage handling, and a whole read that
// finds the ledger intact writes a fresh checkpoint. A checkpoint is a summary of signed lines,
// made by the key's holder: trusting it can never pass what the lines would not, and a ledger
// shorter than its valid checkpoint says (lines removed from its end, which a hash chain alone
// cannot show) is damage.

// ClosedKept is how long a checkpoint keeps a grant that was used or withdrawn: as long as the
// block it answered can still be pending in the ordinary course (PendingTTL), so that a person
// who types the same `allow` again is told it was spent rather than handed a new grant. (A
// block is dropped from pending when its grant is used; only where that failed, and the agent
// kept retrying the same action, could its code outlive this and take a new grant, which would
// still need the person's new `allow`: never a second use of the old one.)
const ClosedKept = PendingTTL

// maxCheckpoint bounds what is read of a checkpoint: it holds the last hour's grants and the open ones.
const maxCheckpoint = 4 << 20

const checkpointMagic = "hookguard ledger checkpoint v1"

// stamp is what the file system says of the ledger file: any write to it changes one of these.
type stamp struct {
	size, mtime, ctime, ino int64
}

// checkpoint is a verified ledger.checkpoint.
type checkpoint struct {
	size    int64  // bytes of the ledger it covers: whole lines
	lines   int    // lines in them
	seq     int64  // entries of the current segment in them
	head    string // hash of the last of those lines: the next entry's prev
	last    int64  // length of that line, newline included
	first   string // hash of the ledger's first line: which ledger file this is
	st      stamp  // the ledger file's stamp when it was made
	made    int64  // when it was made (Unix ms): what its compaction judged expiry by
	entries []Entry
	raws    [][]byte // each kept entry's line, as the ledger holds it
}

// CheckpointPath is the ledger's signed checkpoint.
func (l *Ledger) CheckpointPath() string {
	return filepath.Join(ProjectDir(l.Dir, l.Root), "ledger.checkpoint")
}

func (l *Ledger) now() time.Time {
	if l.Now != nil {
		return l.Now()
	}
	return time.Now()
}

// retained picks the entries of a segment that a checkpoint made at now keeps: each grant still
// active (a grant is dropped only once now is past its expiry: one "created in the future" by a
// clock set back is kept, and judged when read), each grant used or withdrawn within ClosedKept
// with the entry that closed it, in ledger order. Folding the kept entries with Grants gives
// every kept grant the status the whole segment gives it: a dropped grant has no closing entry
// (it lapsed unused), and a closing entry always lies between its grant and that code's next
// grant, which dropping other grants does not change.
func retained(es []Entry, now time.Time) []int {
	type state struct {
		grant, closer int // indexes in es; closer -1 while open
	}
	var gs []state
	latest := map[string]int{} // code -> index in gs of its latest grant
	for i, e := range es {
		switch e.Kind {
		case KindGrant:
			latest[e.Code] = len(gs)
			gs = append(gs, state{grant: i, closer: -1})
		case KindConsume, KindRevoke:
			if j, ok := latest[e.Code]; ok && gs[j].closer < 0 {
				gs[j].closer = i
			}
		}
	}
	keep := make([]bool, len(es))
	for _, g := range gs {
		switch {
		case g.closer < 0 && now.Before(time.UnixMilli(es[g.grant].Expires)):
			keep[g.grant] = true
		case g.closer >= 0 && now.Sub(time.UnixMilli(es[g.closer].Created)) < ClosedKept:
			keep[g.grant], keep[g.closer] = true, true
		}
	}
	var out []int
	for i, k := range keep {
		if k {
			out = append(out, i)
		}
	}
	return out
}

// encode writes the checkpoint signed with k: a magic line, a header line, the kept entries'
// lines as the ledger holds them (signed each), and the MAC over all of that.
func (cp *checkpoint) encode(k []byte, genesis string) []byte {
	var b bytes.Buffer
	b.WriteString(checkpointMagic + "\n")
	// The header: words in a fixed order, read without a JSON decoder.
	fmt.Fprintf(&b, "%s %d %d %d %s %d %s %d %d %d %d %d\n", genesis, cp.size, cp.lines, cp.seq, cp.head, cp.last, cp.first,
		cp.st.mtime, cp.st.ctime, cp.st.ino, cp.made, len(cp.raws))
	for _, raw := range cp.raws {
		b.Write(raw)
		b.WriteByte('\n')
	}
	return signCheckpoint(k, b.Bytes())
}

// signCheckpoint appends the MAC line to a checkpoint's body. The body starts with the magic
// line, which no ledger line does, so that neither can pass for the other.
func signCheckpoint(k, body []byte) []byte {
	m := hmac.New(sha256.New, k)
	m.Write(body)
	return append(body, "mac "+hex.EncodeToString(m.Sum(nil))+"\n"...)
}

// errNoCheckpoint says there is none (or an empty one: a write a crash cut short).
var errNoCheckpoint = errors.New("no checkpoint")

// decodeCheckpoint verifies and reads a checkpoint's bytes: its MAC with k, its project.
func decodeCheckpoint(data, k []byte, genesis string) (*checkpoint, error) {
	if len(data) == 0 {
		return nil, errNoCheckpoint
	}
	body, ok := bytes.CutSuffix(data, []byte("\n"))
	cut := bytes.LastIndexByte(body, '\n')
	if !ok || cut < 0 || !bytes.HasPrefix(body[cut+1:], []byte("mac ")) {
		return nil, errors.New("it does not end with its signature")
	}
	mac, body := body[cut+1+len("mac "):], data[:cut+1]
	m := hmac.New(sha256.New, k)
	m.Write(body)
	want := make([]byte, hex.EncodedLen(sha256.Size))
	hex.Encode(want, m.Sum(nil))
	if !hmac.Equal(want, mac) {
		return nil, errors.New("its signature does not match: it was edited, forged or signed with another key")
	}
	rest, ok := bytes.CutPrefix(body, []byte(checkpointMagic+"\n"))
	nl := bytes.IndexByte(rest, '\n')
	var w []string
	if ok && nl >= 0 {
		w = strings.Fields(string(rest[:nl]))
	}
	if len(w) != 12 {
		return nil, errors.New("it is not a checkpoint of this version")
	}
	if w[0] != genesis {
		return nil, errors.New("it belongs to another project's ledger")
	}
	var n [12]int64
	for i, j := range [...]int{1, 2, 3, 5, 7, 8, 9, 10, 11} {
		v, err := strconv.ParseInt(w[j], 10, 64)
		if err != nil {
			return nil, errors.New("its header does not add up")
		}
		n[i] = v
	}
	cp := &checkpoint{size: n[0], lines: int(n[1]), seq: n[2], head: w[4], last: n[3], first: w[6],
		st: stamp{size: n[0], mtime: n[4], ctime: n[5], ino: n[6]}, made: n[7]}
	kept := int(n[8])
	for rest = rest[nl+1:]; len(rest) > 0; {
		nl := bytes.IndexByte(rest, '\n')
		if nl < 0 {
			return nil, errors.New("a kept entry is cut short")
		}
		e, ok := entryOfValid(rest[:nl])
		if !ok {
			return nil, errors.New("a kept entry is not a ledger entry")
		}
		cp.entries = append(cp.entries, e)
		cp.raws = append(cp.raws, rest[:nl])
		rest = rest[nl+1:]
	}
	if len(cp.entries) != kept || cp.size <= 0 || cp.size > MaxLedger || cp.last <= 0 || cp.last > cp.size || cp.seq < 1 || cp.lines < 1 {
		return nil, errors.New("its header does not add up")
	}
	return cp, nil
}

// readCheckpoint reads and verifies the ledger's checkpoint.
func (l *Ledger) readCheckpoint(k []byte) (*checkpoint, error) {
	data, err := state.ReadFile(l.CheckpointPath(), maxCheckpoint)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errNoCheckpoint
	}
	if err != nil {
		return nil, err
	}
	return decodeCheckpoint(data, k, l.genesis())
}

// current reports whether the ledger file f, of stamp st, is exactly what cp describes: the same
// stamp, and the line that ends where cp ends is the line cp signed.
func (cp *checkpoint) current(f *os.File, st stamp) bool {
	if cp.st != st {
		return false
	}
	line := make([]byte, cp.last)
	if _, err := f.ReadAt(line, cp.size-cp.last); err != nil || line[len(line)-1] != '\n' {
		return false
	}
	return lineHash(line[:len(line)-1]) == cp.head
}

// behind says whether a whole read of the ledger (its whole lines, data) contradicts a valid
// checkpoint of the same ledger file: a ledger that ends before the checkpoint does, or holds
// another line where the checkpoint ends, lost lines from its end or was rewritten, which a
// hash chain alone cannot show. A checkpoint of another file (the ledger moved aside, emptied
// or started afresh: its first line is another) says nothing of this one.
func (l *Ledger) behind(cp *checkpoint, data []byte) *Damage {
	if cp == nil {
		return nil
	}
	nl := bytes.IndexByte(data, '\n')
	if nl < 0 || lineHash(data[:nl]) != cp.first {
		return nil
	}
	if int64(len(data)) < cp.size {
		return &Damage{bytes.Count(data, []byte("\n")) + 1, fmt.Sprintf("the ledger ends here, but its signed checkpoint says it held %d lines: lines were removed from its end", cp.lines), l.Path()}
	}
	if line := data[cp.size-cp.last : cp.size]; line[len(line)-1] != '\n' || lineHash(line[:len(line)-1]) != cp.head {
		return &Damage{cp.lines, "this is not the line the signed checkpoint recorded here: the ledger was rewritten behind its checkpoint", l.Path()}
	}
	return nil
}

// seal makes a checkpoint of the ledger f as the whole read or the append v left it, the
// ledger's lock held: it sets the ledger's modification time to a mark (three seconds before
// now, in whole seconds, which no write from now on can give it, even on a file system that
// keeps times in seconds or two), reads the file's stamp back and writes the signed checkpoint.
// The checkpoint is replaced by a rename but not fsynced: after a crash it may be old, cut or
// gone, and each of those is read as no checkpoint or an older one, which is still true of
// the ledger's first bytes. It fails quietly: without it the next reader reads the whole.
func (l *Ledger) seal(f *os.File, k []byte, v *view) {
	if v.size == 0 {
		return
	}
	// The wall clock, whatever clock l.Now is (tests set one): the mark must be behind what the
	// file system's clock gives a write.
	mark := time.Now().Truncate(time.Second).Add(-3 * time.Second)
	if os.Chtimes(l.Path(), time.Time{}, mark) != nil {
		return
	}
	fi, err := f.Stat()
	if err != nil {
		return
	}
	st := stampOf(fi)
	if st.size != v.size {
		return
	}
	now := l.now()
	cp := &checkpoint{size: v.size, lines: v.lines, seq: v.seq, head: v.head, last: v.last, first: v.first,
		st: st, made: now.UnixMilli()}
	for _, i := range retained(v.entries, now) {
		cp.entries = append(cp.entries, v.entries[i])
		cp.raws = append(cp.raws, v.raws[i])
	}
	_ = state.ReplaceFile(l.CheckpointPath(), cp.encode(k, l.genesis()), 0o600)
}

// CheckpointStatus is what `hookguard ledger verify` says of the checkpoint.
type CheckpointStatus struct {
	Present bool
	Current bool  // it describes the ledger as it is now
	Lines   int   // lines it covers
	Kept    int   // entries it keeps
	Made    int64 // Unix ms
}

// VerifyCheckpoint checks the checkpoint against the whole ledger, for `hookguard ledger
// verify` (call it after Entries found the ledger intact): it must verify, and what it records
// (the line count, the sequence, the head, the first line) and keeps must be exactly what a
// checkpoint made at its time of the ledger's first bytes would record and keep. A missing one
// is no fault (the next grant writes one); one that fails is ignored by every reader, which
// reads the ledger whole, and the error says so.
func (l *Ledger) VerifyCheckpoint() (CheckpointStatus, error) {
	var s CheckpointStatus
	k, err := key(l.Dir, false, l.End())
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return s, err
	}
	cp, err := l.readCheckpoint(k)
	if errors.Is(err, errNoCheckpoint) {
		return s, nil
	}
	bad := func(why string) error {
		return fmt.Errorf("the checkpoint %s does not verify (%s): hookguard ignores it and reads the whole ledger, and the next authorisation replaces it. If you did not change it, something else did", l.CheckpointPath(), why)
	}
	if err != nil {
		return s, bad(err.Error())
	}
	s.Present, s.Lines, s.Kept, s.Made = true, cp.lines, len(cp.entries), cp.made
	f, err := state.OpenRegular(l.Path())
	if err != nil {
		return s, bad("the ledger it describes cannot be read: " + err.Error())
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return s, err
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxLedger))
	if err != nil {
		return s, err
	}
	if nl := bytes.IndexByte(data, '\n'); nl < 0 || lineHash(data[:nl]) != cp.first {
		return s, bad("it is the checkpoint of another ledger file: the ledger was moved aside or started afresh")
	}
	if d := l.behind(cp, data); d != nil {
		return s, bad(d.Why)
	}
	seg, d := l.parse(data[:cp.size], k)
	if d != nil {
		return s, bad(fmt.Sprintf("the lines it covers are damaged at line %d", d.Line))
	}
	if seg.lines != cp.lines || int64(len(seg.entries)) != cp.seq || seg.head != cp.head || seg.first != cp.first {
		return s, bad(fmt.Sprintf("it records %d lines and %d entries, the ledger's first %d bytes hold %d and %d", cp.lines, cp.seq, cp.size, seg.lines, len(seg.entries)))
	}
	want := retained(seg.entries, time.UnixMilli(cp.made))
	same := len(want) == len(cp.raws)
	for i := 0; same && i < len(want); i++ {
		same = bytes.Equal(seg.raws[want[i]], cp.raws[i])
	}
	if !same {
		return s, bad(fmt.Sprintf("it keeps %d entries where the ledger's lines give %d", len(cp.entries), len(want)))
	}
	s.Current = stampOf(fi) == cp.st
	return s, nil
}
