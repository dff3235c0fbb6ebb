package secrets

import (
	"io"
	"path"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/state"
)

// decompressor reports the programs that print a gzip file's content: zcat /tmp/e.gz shows
// the .env it was made of, whatever the copy is called.
func decompressor(by string) bool {
	switch strings.Fields(by + " x")[0] {
	case "zcat", "gzcat", "gunzip", "gzip", "zless", "zmore", "zgrep", "zegrep", "zfgrep", "zdiff", "zcmp", "pigz", "unpigz", "zstdcat", "7z", "bsdcat":
		return true
	}
	return false
}

// gzipSecret judges a local gzip file by the name its header keeps (gzip stores the original
// name, .env for `gzip -k .env`, and a copy of the .gz keeps it): the secret file it holds.
func gzipSecret(abs, home string) (rule, why string) {
	name := gzipName(abs)
	if name == "" {
		return "", ""
	}
	if r, w := secretFile(paths.Join(paths.Dir(abs), path.Base(name)), home); r != "" {
		return r, w + ", compressed (its gzip header names it " + path.Base(name) + ")"
	}
	return "", ""
}

// gzipName reads the original file name a gzip header carries (FNAME), or "".
func gzipName(abs string) string {
	f, err := state.OpenRegular(abs)
	if err != nil {
		return ""
	}
	defer f.Close()
	var b [512]byte
	n, _ := io.ReadFull(f, b[:])
	h := b[:n]
	if len(h) < 10 || h[0] != 0x1f || h[1] != 0x8b || h[3]&0x08 == 0 {
		return ""
	}
	rest := h[10:]
	if h[3]&0x04 != 0 { // FEXTRA: two bytes of length, then that many bytes
		if len(rest) < 2 {
			return ""
		}
		xlen := int(rest[0]) | int(rest[1])<<8
		if len(rest) < 2+xlen {
			return ""
		}
		rest = rest[2+xlen:]
	}
	if i := strings.IndexByte(string(rest), 0); i > 0 {
		return string(rest[:i])
	}
	return ""
}
