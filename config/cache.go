package config

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unsafe"

	"github.com/hookguard/hookguard/state"
)

// Cache keeps the decoded user and project layers between hook calls, so that a call pays for
// TOML decoding (and the rules' compile check) once per change of a file, not once per call.
//
// An entry is one file under Dir, named by the layer's path, holding the path, a checksum of
// the bytes it was decoded from, the build that wrote it, and the decoded File (each rule
// marked Checked when the loader compiled it), in a compact binary form, sealed with a MAC
// keyed by a key derived from the ledger's signing key. An entry is used only when the MAC,
// the path, the build and the checksum of the file's current bytes all match: anything else (a
// forged, damaged, stale or foreign entry) is a miss, and the file is decoded from its TOML as
// if there were no cache. The agent may find a way to write the state directory; it cannot
// read the key (the guards block that as for the ledger), so it cannot make an entry that
// passes. Only a file that decoded without error is cached: an invalid configuration is always
// re-read, and reported, by every call.
//
// The MAC is AES-256-GMAC (GCM sealing nothing, the entry as additional data) under a random
// nonce stored in the entry: HMAC-SHA256 over a 200-rule entry cost more than the rest of the
// hit together (~30 instructions a byte where the CPU has no SHA extensions), GMAC costs well
// under one. The checksum only has to tell that a file changed, not to resist a forger: the
// user's file is outside the workspace (an agent that can write it needs no cache to loosen
// it), and a project file's entry is used only if the entry's own SHA-256 of the bytes it was
// decoded from is the one the person trusted (computed for the trust check anyway: a CRC-32
// can be made to collide with an entry of bytes trusted before). So it is the length and the CRC-32 of the bytes (an edit that keeps both is a
// chance of one in four billion), done by the CPU's carry-less multiply, rather than a second
// SHA-256 of the file.
//
// Why a hand-written encoding: the File is small and regular (strings, string lists, rule
// records and the TOML values of guard tables), and a length-prefixed form decodes with one
// pass, no reflection, and strings that share the entry's one buffer. encoding/gob must
// register every dynamic TOML type and builds its type machinery on each process's first
// decode, and JSON loses the difference between an integer and a float that guard options care
// about; both cost more than the decode itself (see BenchmarkCacheHit and the README).
type Cache struct {
	Dir string // where entries live: a directory of the state directory
	// Key returns the secret entries are signed with (the ledger's key); an error turns the
	// cache off for the call: every layer is decoded from its TOML.
	Key func() ([]byte, error)
	// Build identifies the running binary. An entry written by another build is stale: a newer
	// hookguard may check more than the one that cached the file.
	Build string

	gcm    cipher.AEAD // made from Key on first use
	keyErr error       // Key's failure, kept: asking again would wait for its lock again
}

// cacheMagic starts every entry; the digit is the format's version.
const cacheMagic = "hookguard config cache 4\n"

// maxCacheEntry bounds what is read: far above any guards.toml's decoded form.
const maxCacheEntry = 8 << 20

// aead is the cache's own cipher, keyed by an HMAC of the ledger's key under a label, so that
// a cache entry's MAC is never a ledger entry's signature, nor the other way round.
func (c *Cache) aead() (cipher.AEAD, error) {
	if c.gcm != nil || c.keyErr != nil {
		return c.gcm, c.keyErr
	}
	if c.Key == nil {
		return nil, errors.New("config cache: no key")
	}
	k, err := c.Key()
	if err != nil {
		c.keyErr = err
		return nil, err
	}
	m := hmac.New(sha256.New, k)
	m.Write([]byte("hookguard config cache key v1"))
	block, err := aes.NewCipher(m.Sum(nil))
	if err != nil {
		return nil, err
	}
	c.gcm, err = cipher.NewGCM(block)
	return c.gcm, err
}

// Checksum is the checksum an entry is keyed by: the length and the CRC-32 of the bytes (see
// Cache).
type Checksum [12]byte

// ChecksumOf checksums a layer's bytes. IEEE's CRC, because the CPU folds it with carry-less
// multiplication after a small table is made on first use; Castagnoli's tables alone cost more
// instructions to make than a hook call's whole configuration.
func ChecksumOf(data []byte) Checksum {
	var s Checksum
	binary.LittleEndian.PutUint32(s[0:], crc32.ChecksumIEEE(data))
	binary.LittleEndian.PutUint64(s[4:], uint64(len(data)))
	return s
}

// entryPath is the entry for a layer's path.
func (c *Cache) entryPath(source string) string {
	return filepath.Join(c.Dir, state.Key(source)+".bin")
}

// Get returns the cached decode of source whose bytes have checksum sum, or nil on any
// mismatch.
func (c *Cache) Get(source string, sum Checksum) *File {
	f, _ := c.get(source, sum)
	return f
}

// get is Get that also says whether the entry records that these bytes failed the check.
func (c *Cache) get(source string, sum Checksum) (*File, bool) {
	gcm, err := c.aead()
	if err != nil {
		return nil, false
	}
	data, err := state.ReadFile(c.entryPath(source), maxCacheEntry)
	head := len(cacheMagic) + gcm.NonceSize()
	if err != nil || len(data) < head+gcm.Overhead() || !bytes.HasPrefix(data, []byte(cacheMagic)) {
		return nil, false
	}
	body, tag := data[:len(data)-gcm.Overhead()], data[len(data)-gcm.Overhead():]
	if _, err := gcm.Open(nil, data[len(cacheMagic):head], tag, body); err != nil {
		return nil, false // forged or damaged: decode the TOML instead
	}
	f, err := decodeEntry(body[head:], source, sum, c.Build)
	return f, errors.Is(err, errFailedCheck)
}

// writable says whether an entry can be written now: the key can be had and a file can be
// made in Dir. layer asks before it runs the check, the dear part of a miss, whose only use is
// the entry: where nothing can be kept (a read-only state directory, no key), every call would
// pay for a validation and throw it away. A file made and removed costs two syscalls on a miss,
// a miss comes once per change of the file where the cache works, and where it does not the
// failed create is all a call pays beyond what it pays with no cache.
func (c *Cache) writable() bool {
	if _, err := c.aead(); err != nil {
		return false
	}
	if err := os.MkdirAll(c.Dir, 0o700); err != nil {
		return false
	}
	f, err := os.CreateTemp(c.Dir, ".probe.*")
	if err != nil {
		return false
	}
	f.Close()
	os.Remove(f.Name())
	return true
}

// Put writes the entry for source. Failing to write is no error of the call: the next one
// decodes the TOML again. A nil f records that these bytes are to be decoded from the TOML,
// unchecked (they failed the check, or hold a value no entry carries): the calls that follow
// decode the TOML as they would without a cache and skip only the check (which would fail
// again, or be thrown away again), so such a file costs what it cost before the cache, not a
// validation a call. Such a record loosens nothing even if forged: it turns the cache off for
// those bytes, and an unchecked rule is compiled, and its error reported, by the call that
// runs it, as with no cache at all.
func (c *Cache) Put(source string, sum Checksum, f *File) error {
	gcm, err := c.aead()
	if err != nil {
		return err
	}
	var e enc
	e.buf = append(e.buf, cacheMagic...)
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return err
	}
	e.buf = append(e.buf, nonce...)
	e.str(c.Build)
	e.str(source)
	e.buf = append(e.buf, sum[:]...)
	if f == nil {
		e.buf = append(e.buf, entryFailed)
	} else {
		e.buf = append(e.buf, entryFile)
		if err := e.file(f); err != nil {
			return err
		}
	}
	out := gcm.Seal(e.buf, nonce, nil, e.buf)
	if err := os.MkdirAll(c.Dir, 0o700); err != nil {
		return err
	}
	return state.WriteFile(c.entryPath(source), out, 0o600)
}

// Clear removes every entry; `hookguard config --clear-cache` runs it.
func (c *Cache) Clear() (int, error) {
	names, err := filepath.Glob(filepath.Join(c.Dir, "*.bin"))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, p := range names {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			return n, err
		}
		n++
	}
	return n, nil
}

// enc appends the compact form: unsigned varints for lengths and counts, strings as length
// and bytes, TOML values with a one-byte tag.
type enc struct{ buf []byte }

func (e *enc) uint(n uint64) { e.buf = binary.AppendUvarint(e.buf, n) }
func (e *enc) int(n int64)   { e.buf = binary.AppendVarint(e.buf, n) }
func (e *enc) str(s string)  { e.uint(uint64(len(s))); e.buf = append(e.buf, s...) }
func (e *enc) strs(ss []string) {
	e.uint(uint64(len(ss)))
	for _, s := range ss {
		e.str(s)
	}
}

// bool is one byte, 1 or 0.
func (e *enc) bool(b bool) {
	if b {
		e.buf = append(e.buf, 1)
	} else {
		e.buf = append(e.buf, 0)
	}
}

// strMap is a map of string lists (the groups, the managed table's require), in key order.
func (e *enc) strMap(m map[string][]string) {
	keys := sortedKeys(m)
	e.uint(uint64(len(keys)))
	for _, k := range keys {
		e.str(k)
		e.strs(m[k])
	}
}

// Value tags.
const (
	tString   = 's'
	tInt      = 'i'
	tFloat    = 'f'
	tBool     = 'b'
	tArray    = 'a'
	tTable    = 'm'
	tTableArr = 't'
)

// Entry kinds, after the checksum.
const (
	entryFile   = 'F' // the decoded File follows
	entryFailed = 'X' // decode these bytes from the TOML, unchecked (see Put): nothing follows
)

// errFailedCheck is decodeEntry's answer for an entryFailed record.
var errFailedCheck = errors.New("config cache: the file failed the check")

// errUncachable says a value has a type the encoding does not carry (a TOML date, say): the
// file is decoded from TOML on every call, as before the cache.
var errUncachable = errors.New("config cache: a value of a type the cache does not carry")

func (e *enc) file(f *File) error {
	e.str(f.Mode)
	e.int(int64(f.StopMax))
	e.strMap(f.Groups)
	gnames := sortedKeys(f.Guards)
	e.uint(uint64(len(gnames)))
	for _, n := range gnames {
		e.str(n)
		if err := e.value(f.Guards[n]); err != nil {
			return err
		}
	}
	e.uint(uint64(len(f.Rules)))
	for _, r := range f.Rules {
		e.str(r.ID)
		e.strs(r.Groups)
		e.str(r.When)
		e.str(r.Verdict)
		e.str(r.Reason)
		e.str(r.Origin)
		e.bool(r.Checked)
		e.str(r.Proof)
	}
	e.bool(f.DistinctIDs)
	e.uint(uint64(len(f.MCP)))
	for _, m := range f.MCP {
		e.str(m.Match)
		e.str(m.Group)
		e.str(m.Origin)
	}
	e.managed(f.Managed)
	// Only the lines apply and the guards' own errors look up: a rule's and a route's place is
	// already in its Origin, and a 200-rule file has six keys a rule.
	keys := make([]string, 0, len(f.Lines))
	for k := range f.Lines {
		if !placedByOrigin(k) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	e.uint(uint64(len(keys)))
	for _, k := range keys {
		e.str(k)
		e.uint(uint64(f.Lines[k]))
	}
	// The [audit] table: allows as a flag and the float's bits (unset and 0 differ: a
	// higher layer's 0 turns a lower layer's sampling off), then the two counts.
	if a := f.Audit.Allows; a != nil {
		e.buf = append(e.buf, 1)
		e.buf = binary.LittleEndian.AppendUint64(e.buf, math.Float64bits(*a))
	} else {
		e.buf = append(e.buf, 0)
	}
	e.int(int64(f.Audit.Files))
	e.int(int64(f.Audit.FileMB))
	e.str(f.Sum)
	return nil
}

// placedByOrigin reports the keys whose line only Parse looks up, to fill an Origin.
func placedByOrigin(k string) bool {
	for _, p := range []string{"rules", "mcp"} {
		if k == p || strings.HasPrefix(k, p+"[") {
			return true
		}
	}
	return false
}

func (e *enc) value(v any) error {
	switch x := v.(type) {
	case string:
		e.buf = append(e.buf, tString)
		e.str(x)
	case int64:
		e.buf = append(e.buf, tInt)
		e.int(x)
	case float64:
		e.buf = append(e.buf, tFloat)
		e.buf = binary.LittleEndian.AppendUint64(e.buf, math.Float64bits(x))
	case bool:
		e.buf = append(e.buf, tBool)
		e.bool(x)
	case []any:
		e.buf = append(e.buf, tArray)
		e.uint(uint64(len(x)))
		for _, y := range x {
			if err := e.value(y); err != nil {
				return err
			}
		}
	case map[string]any:
		e.buf = append(e.buf, tTable)
		keys := sortedKeys(x)
		e.uint(uint64(len(keys)))
		for _, k := range keys {
			e.str(k)
			if err := e.value(x[k]); err != nil {
				return err
			}
		}
	case []map[string]any:
		e.buf = append(e.buf, tTableArr)
		e.uint(uint64(len(x)))
		for _, m := range x {
			if err := e.value(m); err != nil {
				return err
			}
		}
	default:
		return errUncachable
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// dec reads the compact form. Every read is bounds-checked: a short or malformed entry is an
// error (a miss), never a panic.
type dec struct {
	b   []byte
	err error
	// Slices of strings are cut from a shared backing array: a 200-rule file would otherwise
	// make 200 small allocations.
	strArena []string
}

var errShort = errors.New("config cache: entry ends early or is malformed")

func (d *dec) fail() { d.err = errShort; d.b = nil }

func (d *dec) uint() uint64 {
	// Most numbers are lengths under 128: one byte, no call.
	if len(d.b) > 0 && d.b[0] < 0x80 {
		n := uint64(d.b[0])
		d.b = d.b[1:]
		return n
	}
	n, k := binary.Uvarint(d.b)
	if k <= 0 {
		d.fail()
		return 0
	}
	d.b = d.b[k:]
	return n
}

// int reads what enc.int wrote: binary.Varint's zigzag form over uint, so small counts take
// the same one-byte path.
func (d *dec) int() int64 {
	ux := d.uint()
	n := int64(ux >> 1)
	if ux&1 != 0 {
		n = ^n
	}
	return n
}

// count reads a length that must fit in what is left (each item takes at least one byte).
func (d *dec) count() int {
	n := d.uint()
	if n > uint64(len(d.b)) {
		d.fail()
		return 0
	}
	return int(n)
}

func (d *dec) bytes(n int) []byte {
	if n > len(d.b) {
		d.fail()
		return nil
	}
	out := d.b[:n]
	d.b = d.b[n:]
	return out
}

// str shares the entry's buffer, which nothing writes once it is read: 1,200 strings of a
// 200-rule file are not copied one by one.
func (d *dec) str() string {
	n := d.count() // at most what is left
	if n == 0 {
		return ""
	}
	s := unsafe.String(&d.b[0], n)
	d.b = d.b[n:]
	return s
}

func (d *dec) byte() byte {
	b := d.bytes(1)
	if len(b) == 0 {
		return 0
	}
	return b[0]
}

// strMap reads what enc.strMap wrote; nil when empty.
func (d *dec) strMap() map[string][]string {
	n := d.count()
	if n == 0 {
		return nil
	}
	m := make(map[string][]string, n)
	for range n {
		k := d.str()
		m[k] = d.strs()
	}
	return m
}

func (d *dec) strs() []string {
	n := d.count()
	if n == 0 {
		return nil
	}
	if cap(d.strArena)-len(d.strArena) < n {
		d.strArena = make([]string, 0, max(n, 512))
	}
	start := len(d.strArena)
	for range n {
		d.strArena = append(d.strArena, d.str())
	}
	return d.strArena[start:len(d.strArena):len(d.strArena)]
}

// decodeEntry reads an entry's body (after the magic), checking that it is for this source,
// these bytes and this build.
func decodeEntry(b []byte, source string, sum Checksum, build string) (*File, error) {
	d := &dec{b: b}
	if d.str() != build || d.str() != source || !bytes.Equal(d.bytes(len(sum)), sum[:]) || d.err != nil {
		return nil, errors.New("config cache: entry is for another file, other bytes or another build")
	}
	switch d.byte() {
	case entryFailed:
		if len(d.b) != 0 {
			return nil, errShort
		}
		return nil, errFailedCheck
	case entryFile:
	default:
		return nil, errShort
	}
	f := &File{Source: source}
	f.Mode = d.str()
	f.StopMax = int(d.int())
	f.Groups = d.strMap()
	if n := d.count(); n > 0 {
		f.Guards = make(map[string]map[string]any, n)
		for range n {
			k := d.str()
			m, ok := d.value(0).(map[string]any)
			if !ok {
				d.fail()
				break
			}
			f.Guards[k] = m
		}
	}
	if n := d.count(); n > 0 {
		f.Rules = make([]RuleSpec, n)
		for i := range f.Rules {
			r := &f.Rules[i]
			r.ID, r.Groups, r.When, r.Verdict, r.Reason, r.Origin = d.str(), d.strs(), d.str(), d.str(), d.str(), d.str()
			r.Checked = d.byte() == 1
			r.Proof = d.str()
		}
	}
	f.DistinctIDs = d.byte() == 1
	if n := d.count(); n > 0 {
		f.MCP = make([]MCPRoute, n)
		for i := range f.MCP {
			f.MCP[i] = MCPRoute{Match: d.str(), Group: d.str(), Origin: d.str()}
		}
	}
	f.Managed = d.managed()
	n := d.count()
	f.Lines = make(map[string]int, n)
	for range n {
		k := d.str()
		f.Lines[k] = int(d.uint())
	}
	switch d.byte() {
	case 1:
		if b := d.bytes(8); len(b) == 8 {
			a := math.Float64frombits(binary.LittleEndian.Uint64(b))
			f.Audit.Allows = &a
		}
	case 0:
	default:
		d.fail()
	}
	f.Audit.Files = int(d.int())
	f.Audit.FileMB = int(d.int())
	f.Sum = d.str()
	if d.err != nil || len(d.b) != 0 {
		return nil, errShort
	}
	return f, nil
}

// maxDepth bounds nesting: TOML written by a person nests a few levels.
const maxDepth = 64

func (d *dec) value(depth int) any {
	if depth > maxDepth {
		d.fail()
		return nil
	}
	switch d.byte() {
	case tString:
		return d.str()
	case tInt:
		return d.int()
	case tFloat:
		b := d.bytes(8)
		if len(b) < 8 {
			return nil
		}
		return math.Float64frombits(binary.LittleEndian.Uint64(b))
	case tBool:
		return d.byte() == 1
	case tArray:
		n := d.count()
		out := make([]any, n)
		for i := range out {
			out[i] = d.value(depth + 1)
		}
		return out
	case tTable:
		n := d.count()
		out := make(map[string]any, n)
		for range n {
			k := d.str()
			out[k] = d.value(depth + 1)
		}
		return out
	case tTableArr:
		n := d.count()
		out := make([]map[string]any, n)
		for i := range out {
			m, ok := d.value(depth + 1).(map[string]any)
			if !ok {
				d.fail()
				return nil
			}
			out[i] = m
		}
		return out
	}
	d.fail()
	return nil
}

// layer decodes one layer's bytes, through the cache when there is one. A miss decodes the
// TOML; a file that decodes cleanly (and passes Check, when it is given) is
// written to the cache for the calls that follow. trusted, when not "", is the SHA-256 a
// person trusted these bytes by: an entry is used only if it was decoded from bytes of that
// hash, since the entry's key (length and CRC-32) is no proof against a file made to collide
// with an entry of bytes trusted before.
func (o Options) layer(source string, data []byte, trusted string) (*File, error) {
	if o.Cache == nil {
		return Parse(source, data)
	}
	sum := ChecksumOf(data)
	f, failed := o.Cache.get(source, sum)
	if f != nil && (trusted == "" || f.Sum == trusted) {
		return f, nil
	}
	f, err := Parse(source, data)
	if err != nil || f == nil || failed {
		return f, err // an invalid configuration is never cached
	}
	if !o.Cache.writable() {
		// Nowhere to keep the checked layer: check nothing, as with no cache. The rules are
		// compiled, and any error reported, by the calls whose group runs them.
		return f, nil
	}
	if o.Check != nil {
		if o.Check(f) != nil {
			// The errors are reported where they always were: by the calls whose group meets
			// them, and by validate. The file stays uncached until it is fixed; the record
			// that its bytes failed spares the calls until then a validation each.
			_ = o.Cache.Put(source, sum, nil)
			return f, nil
		}
		for i := range f.Rules {
			f.Rules[i].Checked = true
		}
	}
	// A write that fails is nothing to tell the harness: this call goes on with the decoded
	// file. The directory was writable a moment ago, so the likely cause is a value the entry
	// cannot carry (a TOML date): the record that follows spares the calls until the file
	// changes a check each. If the directory went read-only meanwhile, the record fails too,
	// and the next call's probe finds that out before it checks anything.
	if o.Cache.Put(source, sum, f) != nil {
		_ = o.Cache.Put(source, sum, nil)
	}
	return f, nil
}
