package gitread

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// IndexEntry is one staged path.
type IndexEntry struct {
	Path  string
	Mode  uint32
	Hash  Hash
	Stage int // 0 normally; 1-3 during a conflicted merge
}

// Index reads the staging area (.git/index, versions 2 to 4, path compression included).
// Split indexes (a "link" extension) are reported as an error: their entries live elsewhere.
// A sparse index's directory entries come back with Mode 040000.
func (r *Repo) Index() ([]IndexEntry, error) {
	name := filepath.Join(r.GitDir, "index")
	b, err := readFile(name)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	bad := func(why string) error { return fmt.Errorf("%s: %s", name, why) }
	if len(b) < 12 || string(b[:4]) != "DIRC" {
		return nil, bad("not a git index")
	}
	ver := binary.BigEndian.Uint32(b[4:8])
	if ver < 2 || ver > 4 {
		return nil, bad(fmt.Sprintf("index version %d is not supported", ver))
	}
	n := binary.BigEndian.Uint32(b[8:12])
	pos := 12
	out := make([]IndexEntry, 0, n)
	var prev []byte
	for range n {
		start := pos
		fixed := 40 + r.hashLen + 2
		if pos+fixed > len(b) {
			return nil, bad("truncated entry")
		}
		mode := binary.BigEndian.Uint32(b[pos+24 : pos+28])
		h := Hash(bytes.Clone(b[pos+40 : pos+40+r.hashLen]))
		flags := binary.BigEndian.Uint16(b[pos+40+r.hashLen:])
		pos += fixed
		if flags&0x4000 != 0 {
			if ver < 3 {
				return nil, bad("extended flag in a version 2 index")
			}
			pos += 2
		}
		var path []byte
		if ver == 4 {
			strip, used := indexVarint(b[pos:])
			if used == 0 || strip > len(prev) {
				return nil, bad("corrupt path compression")
			}
			pos += used
			nul := bytes.IndexByte(b[pos:], 0)
			if nul < 0 {
				return nil, bad("unterminated path")
			}
			path = append(append([]byte{}, prev[:len(prev)-strip]...), b[pos:pos+nul]...)
			pos += nul + 1
		} else {
			nul := bytes.IndexByte(b[pos:], 0)
			if nul < 0 {
				return nil, bad("unterminated path")
			}
			path = b[pos : pos+nul]
			// Entries are padded with NULs to a multiple of eight bytes.
			pos = start + ((pos+nul-start)/8+1)*8
		}
		prev = path
		out = append(out, IndexEntry{Path: string(path), Mode: mode, Hash: h, Stage: int(flags>>12) & 3})
	}
	// Look for a split-index link among the extensions: its entries are not all here.
	for pos+8 <= len(b)-r.hashLen {
		sig := string(b[pos : pos+4])
		size := int(binary.BigEndian.Uint32(b[pos+4 : pos+8]))
		if sig == "link" {
			return nil, bad("split index (core.splitIndex) is not supported; run `git update-index --no-split-index`")
		}
		pos += 8 + size
	}
	return out, nil
}

func indexVarint(b []byte) (int, int) {
	if len(b) == 0 {
		return 0, 0
	}
	c := b[0]
	n := int(c & 0x7f)
	i := 1
	for c&0x80 != 0 {
		if i >= len(b) || i > 9 {
			return 0, 0
		}
		c = b[i]
		i++
		n = ((n + 1) << 7) | int(c&0x7f)
	}
	return n, i
}

// Staged finds path among index entries (sorted by path, as git writes them).
func Staged(entries []IndexEntry, path string) (IndexEntry, bool) {
	i := sort.Search(len(entries), func(i int) bool { return entries[i].Path >= path })
	if i < len(entries) && entries[i].Path == path {
		return entries[i], true
	}
	return IndexEntry{}, false
}
