package secrets

import (
	"path"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
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
	name := shell.GzipName(abs)
	if name == "" {
		return "", ""
	}
	if r, w := secretFile(paths.Join(paths.Dir(abs), path.Base(name)), home); r != "" {
		return r, w + ", compressed (its gzip header names it " + path.Base(name) + ")"
	}
	return "", ""
}
