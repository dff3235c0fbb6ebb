package cli

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/hookguard/hookguard/install"
)

// doctorBuild says whether the hookguard the wrappers would run was built as releases are,
// with CGO_ENABLED=0. A cgo build of hookguard links the C library (pflag brings net, and net
// uses cgo's resolver when it can), so the dynamic loader runs at every hook call, ~4 ms; a
// plain `go install` makes one wherever a C compiler is installed. It warns and never
// disarms: the guards work the same, only slower. It reads the binary's build record and
// runs nothing.
func doctorBuild(env install.Env) install.Status {
	s := install.Status{Name: "build", Armed: true}
	b := install.ResolveBinary(env, true)
	s.Binary = b
	if b.Path == "" {
		s.Parts = []string{"no hookguard the wrappers would run (see above)"}
		return s
	}
	s.Parts, s.Warnings = buildFindings(b.Path)
	return s
}

func buildFindings(path string) (parts, warnings []string) {
	mod, err := readBuildRecord(path)
	if err != nil {
		return nil, []string{fmt.Sprintf("%s: its build cannot be read (%v): is it a Go binary?", path, err)}
	}
	cgo := ""
	for _, l := range strings.Split(mod, "\n") {
		if v, ok := strings.CutPrefix(l, "build\tCGO_ENABLED="); ok {
			cgo = v
		}
	}
	switch cgo {
	case "0":
		return []string{path + " is static (CGO_ENABLED=0)"}, nil
	case "1":
		return nil, []string{fmt.Sprintf("%s was built with cgo: every hook call pays the dynamic loader (~4 ms) → rebuild it with CGO_ENABLED=0 (CGO_ENABLED=0 go install github.com/hookguard/hookguard/cmd/hookguard@latest) and run `hookguard install`", path)}
	}
	return []string{path + " does not record CGO_ENABLED (built before Go 1.18?)"}, nil
}

// buildInfoMagic opens the build record the Go linker writes into every executable, 16-byte
// aligned, in ELF, Mach-O and PE alike.
const buildInfoMagic = "\xff Go buildinf:"

// readBuildRecord returns the module and build-settings text of a Go executable (what
// `go version -m` prints). It is debug/buildinfo's format, read by hand: that package links
// the readers of four object formats and DWARF, whose start-up every hook process would pay,
// while the record itself is found by its magic and read as two length-prefixed strings
// (Go 1.18 and later; older binaries are reported unreadable).
func readBuildRecord(path string) (string, error) {
	f, err := os.Open(path)
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
			j := bytes.Index(data[i:min(n, chunk)], []byte(buildInfoMagic))
			if j < 0 {
				break
			}
			at := i + j
			if at%16 == 0 { // off is a multiple of 16: the record's alignment in the file
				if mod, ok := buildRecordAt(data[at:]); ok {
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

// buildRecordAt reads the record at the start of b: a 32-byte header whose flags byte (15)
// says the strings are inline (2), then the Go version and the module text, each a uvarint
// length and its bytes; the module text sits between two 16-byte sentinels.
func buildRecordAt(b []byte) (string, bool) {
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
