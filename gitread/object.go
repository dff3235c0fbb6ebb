package gitread

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/state"
)

// Object types as git numbers them in packs.
const (
	typeCommit   = 1
	typeTree     = 2
	typeBlob     = 3
	typeTag      = 4
	typeOfsDelta = 6
	typeRefDelta = 7
)

var typeNames = map[string]int{"commit": typeCommit, "tree": typeTree, "blob": typeBlob, "tag": typeTag}

// maxObject bounds what we inflate: the guards look at commits, trees and migration files,
// never at multi-hundred-megabyte blobs.
const maxObject = 64 << 20

// maxDelta bounds delta chains (git's default depth is 50).
const maxDelta = 4096

// Object reads an object by name: its type ("commit", "tree", "blob", "tag") and content.
func (r *Repo) Object(h Hash) (string, []byte, error) {
	t, data, err := r.object(h, 0)
	if err != nil {
		return "", nil, err
	}
	for name, n := range typeNames {
		if n == t {
			return name, data, nil
		}
	}
	return "", nil, fmt.Errorf("object %s: unknown type %d", h, t)
}

func (r *Repo) object(h Hash, depth int) (int, []byte, error) {
	if depth > maxDelta {
		return 0, nil, fmt.Errorf("object %s: delta chain too deep", h)
	}
	hx := h.String()
	for _, dir := range r.objectDirs() {
		f, err := state.OpenRegular(filepath.Join(dir, hx[:2], hx[2:]))
		if err == nil {
			defer f.Close()
			return readLoose(f, h)
		}
		if !errors.Is(err, os.ErrNotExist) {
			return 0, nil, err
		}
	}
	if err := r.listPacks(); err != nil {
		return 0, nil, err
	}
	for _, p := range r.packs {
		off, ok, err := p.find(h)
		if err != nil {
			return 0, nil, err
		}
		if ok {
			return r.packObject(p, off, depth)
		}
	}
	return 0, nil, fmt.Errorf("object %s: %w", h, ErrNotFound)
}

func readLoose(f *os.File, h Hash) (int, []byte, error) {
	zr, err := zlib.NewReader(bufio.NewReader(f))
	if err != nil {
		return 0, nil, fmt.Errorf("object %s: %w", h, err)
	}
	defer zr.Close()
	br := bufio.NewReader(zr)
	head, err := br.ReadString(0)
	if err != nil {
		return 0, nil, fmt.Errorf("object %s: bad header: %w", h, err)
	}
	name, size, ok := strings.Cut(strings.TrimSuffix(head, "\x00"), " ")
	t, known := typeNames[name]
	n, perr := strconv.ParseInt(size, 10, 64)
	if !ok || !known || perr != nil || n < 0 {
		return 0, nil, fmt.Errorf("object %s: bad header %q", h, head)
	}
	if n > maxObject {
		return 0, nil, fmt.Errorf("object %s: %d bytes, larger than the %d this reader inflates", h, n, maxObject)
	}
	data := make([]byte, n)
	if _, err := io.ReadFull(br, data); err != nil {
		return 0, nil, fmt.Errorf("object %s: %w", h, err)
	}
	return t, data, nil
}

// pack is one .pack with its version-2 .idx.
type pack struct {
	name    string
	idx     *os.File
	data    *os.File
	hashLen int
	fanout  [256]uint32
	read    bool
}

func (r *Repo) listPacks() error {
	if r.loaded {
		return nil
	}
	r.loaded = true
	for _, dir := range r.objectDirs() {
		names, err := filepath.Glob(filepath.Join(dir, "pack", "*.idx"))
		if err != nil {
			return err
		}
		for _, n := range names {
			r.packs = append(r.packs, &pack{name: strings.TrimSuffix(n, ".idx"), hashLen: r.hashLen})
		}
	}
	return nil
}

// maxAlternateDepth is git's own bound on alternates that borrow from alternates
// (link_alt_odb_entry refuses deeper nesting).
const maxAlternateDepth = 5

// objectDirs lists the object stores to read, the repository's own first, then the stores its
// objects/info/alternates borrows from (git clone --shared or --reference, git worktree-less
// setups that share one store): without them every object that lives only there reads as
// missing, and a commit in such a clone would be blocked for "object not found".
func (r *Repo) objectDirs() []string {
	if r.odbs != nil {
		return r.odbs
	}
	own := filepath.Join(r.CommonDir, "objects")
	seen := map[string]bool{}
	r.odbs = r.addObjectDir(nil, own, 0, seen)
	return r.odbs
}

// addObjectDir appends dir and, depth first as git does, the alternates it names. A store
// named twice (or one naming itself) is read once; a store that does not exist is passed over,
// as git passes over it with a warning.
func (r *Repo) addObjectDir(dirs []string, dir string, depth int, seen map[string]bool) []string {
	key := filepath.Clean(dir)
	if real, err := filepath.EvalSymlinks(key); err == nil {
		key = real
	}
	if seen[key] {
		return dirs
	}
	seen[key] = true
	if depth > 0 {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			return dirs
		}
	}
	dirs = append(dirs, dir)
	if depth > maxAlternateDepth {
		return dirs
	}
	for _, alt := range readAlternates(dir) {
		dirs = r.addObjectDir(dirs, alt, depth+1, seen)
	}
	return dirs
}

// readAlternates reads dir's info/alternates: one store per line, "#" lines and blank lines
// skipped, a line starting with a double quote unquoted as git's C-style quoting has it, and a
// relative path taken from dir itself (the object store, not the repository).
func readAlternates(dir string) []string {
	b, err := readFile(filepath.Join(dir, "info", "alternates"))
	if err != nil {
		return nil
	}
	var out []string
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if line == "" || line[0] == '#' {
			continue
		}
		if line[0] == '"' {
			u, err := strconv.Unquote(line)
			if err != nil {
				continue // git refuses a line it cannot unquote, and reads the others
			}
			line = u
		}
		if !filepath.IsAbs(line) {
			line = filepath.Join(dir, line)
		}
		out = append(out, filepath.Clean(line))
	}
	return out
}

// Close releases the pack files. A Repo stays usable after Close: files reopen on demand.
func (r *Repo) Close() error {
	var first error
	for _, p := range r.packs {
		for _, f := range []*os.File{p.idx, p.data} {
			if f != nil {
				if err := f.Close(); err != nil && first == nil {
					first = err
				}
			}
		}
		p.idx, p.data, p.read = nil, nil, false
	}
	return first
}

func (p *pack) open() error {
	if p.read {
		return nil
	}
	var err error
	if p.idx, err = state.OpenRegular(p.name + ".idx"); err != nil {
		return err
	}
	var head [8 + 256*4]byte
	if _, err := p.idx.ReadAt(head[:], 0); err != nil {
		return fmt.Errorf("%s.idx: %w", p.name, err)
	}
	if !bytes.Equal(head[:4], []byte{0xff, 't', 'O', 'c'}) || binary.BigEndian.Uint32(head[4:8]) != 2 {
		return fmt.Errorf("%s.idx: not a version 2 pack index", p.name)
	}
	for i := range p.fanout {
		p.fanout[i] = binary.BigEndian.Uint32(head[8+4*i:])
	}
	p.read = true
	return nil
}

// find looks h up in the index: a binary search over the names that share its first byte,
// read with one ReadAt, so a large index costs a few kilobytes, not its size.
func (p *pack) find(h Hash) (int64, bool, error) {
	if err := p.open(); err != nil {
		return 0, false, err
	}
	lo := uint32(0)
	if h[0] > 0 {
		lo = p.fanout[h[0]-1]
	}
	hi := p.fanout[h[0]]
	if hi <= lo {
		return 0, false, nil
	}
	total := int64(p.fanout[255])
	names := make([]byte, int(hi-lo)*p.hashLen)
	const namesAt = 8 + 256*4
	if _, err := p.idx.ReadAt(names, namesAt+int64(lo)*int64(p.hashLen)); err != nil {
		return 0, false, fmt.Errorf("%s.idx: %w", p.name, err)
	}
	a, b := 0, int(hi-lo)
	for a < b {
		m := (a + b) / 2
		switch c := bytes.Compare(names[m*p.hashLen:(m+1)*p.hashLen], h); {
		case c == 0:
			a, b = m, -1
		case c < 0:
			a = m + 1
		default:
			b = m
		}
	}
	if b != -1 {
		return 0, false, nil
	}
	pos := int64(lo) + int64(a)
	offsAt := namesAt + total*int64(p.hashLen) + total*4 // after names and CRCs
	var buf [8]byte
	if _, err := p.idx.ReadAt(buf[:4], offsAt+pos*4); err != nil {
		return 0, false, fmt.Errorf("%s.idx: %w", p.name, err)
	}
	off := binary.BigEndian.Uint32(buf[:4])
	if off&0x80000000 == 0 {
		return int64(off), true, nil
	}
	large := offsAt + total*4 + int64(off&0x7fffffff)*8
	if _, err := p.idx.ReadAt(buf[:], large); err != nil {
		return 0, false, fmt.Errorf("%s.idx: %w", p.name, err)
	}
	return int64(binary.BigEndian.Uint64(buf[:])), true, nil
}

// packObject reads the object at off, resolving deltas against their bases.
func (r *Repo) packObject(p *pack, off int64, depth int) (int, []byte, error) {
	if depth > maxDelta {
		return 0, nil, fmt.Errorf("%s.pack: delta chain too deep", p.name)
	}
	if p.data == nil {
		f, err := state.OpenRegular(p.name + ".pack")
		if err != nil {
			return 0, nil, err
		}
		p.data = f
	}
	br := bufio.NewReaderSize(io.NewSectionReader(p.data, off, 1<<62), 4096)
	c, err := br.ReadByte()
	if err != nil {
		return 0, nil, fmt.Errorf("%s.pack@%d: %w", p.name, off, err)
	}
	t := int(c>>4) & 7
	size := int64(c & 15)
	for shift := 4; c&0x80 != 0; shift += 7 {
		if c, err = br.ReadByte(); err != nil {
			return 0, nil, fmt.Errorf("%s.pack@%d: %w", p.name, off, err)
		}
		size |= int64(c&0x7f) << shift
	}
	if size > maxObject {
		return 0, nil, fmt.Errorf("%s.pack@%d: object of %d bytes is larger than the %d this reader inflates", p.name, off, size, maxObject)
	}
	switch t {
	case typeCommit, typeTree, typeBlob, typeTag:
		data, err := inflate(br, size)
		if err != nil {
			return 0, nil, fmt.Errorf("%s.pack@%d: %w", p.name, off, err)
		}
		return t, data, nil
	case typeOfsDelta, typeRefDelta:
		var bt int
		var base []byte
		if t == typeOfsDelta {
			c, err := br.ReadByte()
			if err != nil {
				return 0, nil, err
			}
			rel := int64(c & 0x7f)
			for c&0x80 != 0 {
				if c, err = br.ReadByte(); err != nil {
					return 0, nil, err
				}
				rel = ((rel + 1) << 7) | int64(c&0x7f)
			}
			if rel <= 0 || rel > off {
				return 0, nil, fmt.Errorf("%s.pack@%d: bad delta base offset", p.name, off)
			}
			if bt, base, err = r.packObject(p, off-rel, depth+1); err != nil {
				return 0, nil, err
			}
		} else {
			h := make(Hash, r.hashLen)
			if _, err := io.ReadFull(br, h); err != nil {
				return 0, nil, err
			}
			if bt, base, err = r.object(h, depth+1); err != nil {
				return 0, nil, err
			}
		}
		delta, err := inflate(br, size)
		if err != nil {
			return 0, nil, fmt.Errorf("%s.pack@%d: %w", p.name, off, err)
		}
		out, err := applyDelta(base, delta)
		if err != nil {
			return 0, nil, fmt.Errorf("%s.pack@%d: %w", p.name, off, err)
		}
		return bt, out, nil
	}
	return 0, nil, fmt.Errorf("%s.pack@%d: unknown object type %d", p.name, off, t)
}

func inflate(r io.Reader, size int64) ([]byte, error) {
	zr, err := zlib.NewReader(r)
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	data := make([]byte, size)
	if _, err := io.ReadFull(zr, data); err != nil {
		return nil, err
	}
	return data, nil
}

// applyDelta rebuilds an object from its base and a git delta (copy and insert instructions).
func applyDelta(base, delta []byte) ([]byte, error) {
	bad := errors.New("corrupt delta")
	varint := func() (int, bool) {
		n, shift := 0, 0
		for {
			if len(delta) == 0 || shift > 56 {
				return 0, false
			}
			c := delta[0]
			delta = delta[1:]
			n |= int(c&0x7f) << shift
			shift += 7
			if c&0x80 == 0 {
				return n, true
			}
		}
	}
	srcSize, ok1 := varint()
	dstSize, ok2 := varint()
	if !ok1 || !ok2 || srcSize != len(base) || dstSize > maxObject {
		return nil, bad
	}
	out := make([]byte, 0, dstSize)
	for len(delta) > 0 {
		op := delta[0]
		delta = delta[1:]
		if op&0x80 != 0 {
			var off, n int
			for i := range 4 {
				if op&(1<<i) != 0 {
					if len(delta) == 0 {
						return nil, bad
					}
					off |= int(delta[0]) << (8 * i)
					delta = delta[1:]
				}
			}
			for i := range 3 {
				if op&(0x10<<i) != 0 {
					if len(delta) == 0 {
						return nil, bad
					}
					n |= int(delta[0]) << (8 * i)
					delta = delta[1:]
				}
			}
			if n == 0 {
				n = 0x10000
			}
			if off+n > len(base) || off < 0 {
				return nil, bad
			}
			out = append(out, base[off:off+n]...)
		} else if op != 0 {
			n := int(op)
			if n > len(delta) {
				return nil, bad
			}
			out = append(out, delta[:n]...)
			delta = delta[n:]
		} else {
			return nil, bad
		}
	}
	if len(out) != dstSize {
		return nil, bad
	}
	return out, nil
}
