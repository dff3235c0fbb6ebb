// Package buildrec reads the build record the Go linker writes into an executable (what `go
// version -m` prints) by hand: debug/buildinfo links the readers of four object formats and
// DWARF, whose package start-up every hook process would pay. The self guard asks it whether a
// file is a hookguard build, doctor how the recorded binary was built.
package buildrec

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"os"

	"github.com/hookguard/hookguard/state"
)

// Magic opens the build record the Go linker writes into every executable, 16-byte aligned,
// in ELF, Mach-O and PE alike.
const Magic = "\xff Go buildinf:"

// Read returns the module and build-settings text of a Go executable (what
// `go version -m` prints). It is debug/buildinfo's format, read by hand: that package links
// the readers of four object formats and DWARF, whose start-up every hook process would pay,
// while the record itself is found by its magic and read as two length-prefixed strings
// (Go 1.18 and later; older binaries are reported unreadable).
func Read(path string) (string, error) {
	f, err := state.OpenRegular(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	// Chunks overlap by 64 KB, room for a record that starts near a chunk's end.
	const chunk = 1 << 20
	buf := make([]byte, chunk+64<<10)
	for off := int64(0); ; off += chunk {
		n, err := f.ReadAt(buf, off)
		if err != nil && err != io.EOF {
			return "", err
		}
		data := buf[:n]
		for i := 0; i < min(n, chunk); {
			j := bytes.Index(data[i:min(n, chunk)], []byte(Magic))
			if j < 0 {
				break
			}
			at := i + j
			if at%16 == 0 { // off is a multiple of 16: the record's alignment in the file
				if mod, ok := Parse(data[at:]); ok {
					return mod, nil
				}
			}
			i = at + 1
		}
		if n < len(buf) {
			return "", errors.New("no Go build record in the file")
		}
	}
}

// Parse reads the record at the start of b: a 32-byte header whose flags byte (15)
// says the strings are inline (2), then the Go version and the module text, each a uvarint
// length and its bytes; the module text sits between two 16-byte sentinels.
func Parse(b []byte) (string, bool) {
	if len(b) < 32 || b[15]&2 == 0 {
		return "", false
	}
	rest := b[32:]
	var s []byte
	for range 2 { // the version, then the module text
		n, w := binary.Uvarint(rest)
		if w <= 0 || n > uint64(len(rest)-w) {
			return "", false
		}
		s, rest = rest[w:w+int(n)], rest[w+int(n):]
	}
	mod := string(s)
	if len(mod) >= 33 && mod[len(mod)-17] == '\n' {
		mod = mod[16 : len(mod)-16]
	}
	return mod, true
}

// ELFSection reads up to limit bytes of a named section of a 64-bit little-endian ELF file.
func ELFSection(f *os.File, name string, limit int64) []byte {
	var h [64]byte
	if _, err := f.ReadAt(h[:], 0); err != nil || string(h[:4]) != "\x7fELF" || h[4] != 2 || h[5] != 1 {
		return nil
	}
	le := binary.LittleEndian
	shoff, shentsize, shnum, shstrndx := int64(le.Uint64(h[0x28:])), int64(le.Uint16(h[0x3A:])), int64(le.Uint16(h[0x3C:])), int64(le.Uint16(h[0x3E:]))
	if shentsize < 64 || shnum == 0 || shnum > 4096 || shstrndx >= shnum {
		return nil
	}
	section := func(i int64) (nameOff uint32, off, size int64, ok bool) {
		var sh [64]byte
		if _, err := f.ReadAt(sh[:], shoff+i*shentsize); err != nil {
			return 0, 0, 0, false
		}
		return le.Uint32(sh[0:]), int64(le.Uint64(sh[0x18:])), int64(le.Uint64(sh[0x20:])), true
	}
	_, strOff, strSize, ok := section(shstrndx)
	if !ok || strSize <= 0 || strSize > 1<<20 {
		return nil
	}
	names := make([]byte, strSize)
	if _, err := f.ReadAt(names, strOff); err != nil {
		return nil
	}
	for i := int64(0); i < shnum; i++ {
		n, off, size, ok := section(i)
		if !ok || int64(n) >= strSize {
			continue
		}
		end := bytes.IndexByte(names[n:], 0)
		if end < 0 || string(names[n:int64(n)+int64(end)]) != name {
			continue
		}
		data := make([]byte, min(size, limit))
		if _, err := f.ReadAt(data, off); err != nil && err != io.EOF {
			return nil
		}
		return data
	}
	return nil
}
