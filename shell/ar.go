package shell

import (
	"bytes"
	"io"
	"path"
	"strconv"
	"strings"
)

// arMembers reads the names of an ar archive ("!<arch>\n", already consumed): 60-byte
// headers, GNU's long-name table ("//", named "/N") and BSD's "#1/LEN" names. ar x writes a
// member under its last part only, unless told to keep full paths (P): a name with a slash
// is listed both ways.
func arMembers(r io.Reader, top bool) ([]string, bool) {
	seen := map[string]bool{}
	var out []string
	var long []byte
	var hdr [60]byte
	for n := 0; n < maxMembers; n++ {
		if _, err := io.ReadFull(r, hdr[:]); err == io.EOF {
			return out, true
		} else if err != nil {
			return nil, false
		}
		size, err := strconv.ParseInt(strings.TrimSpace(string(hdr[48:58])), 10, 64)
		if err != nil || size < 0 || size > maxArchive || string(hdr[58:60]) != "`\n" {
			return nil, false
		}
		name := strings.TrimRight(string(hdr[:16]), " ")
		data := int64(0) // bytes of the data read for the name
		switch {
		case name == "//":
			if size > 1<<20 {
				return nil, false
			}
			long = make([]byte, size)
			if _, err := io.ReadFull(r, long); err != nil {
				return nil, false
			}
			data, name = size, ""
		case name == "/" || name == "/SYM64/" || name == "__.SYMDEF" || name == "__.SYMDEF SORTED":
			name = ""
		case strings.HasPrefix(name, "#1/"):
			l, err := strconv.ParseInt(name[3:], 10, 64)
			if err != nil || l <= 0 || l > 4096 || l > size {
				return nil, false
			}
			b := make([]byte, l)
			if _, err := io.ReadFull(r, b); err != nil {
				return nil, false
			}
			data, name = l, string(bytes.TrimRight(b, "\x00"))
		case len(name) > 1 && name[0] == '/':
			off, err := strconv.Atoi(name[1:])
			if err != nil || off < 0 || off >= len(long) {
				return nil, false
			}
			name, _, _ = strings.Cut(string(long[off:]), "/\n")
		default:
			name = strings.TrimSuffix(name, "/")
		}
		if name != "" {
			addMember(&out, seen, path.Base(name), top)
			if strings.Contains(name, "/") {
				addMember(&out, seen, name, top)
			}
		}
		if _, err := io.CopyN(io.Discard, r, size-data+size%2); err != nil {
			return nil, false
		}
	}
	return nil, false
}
