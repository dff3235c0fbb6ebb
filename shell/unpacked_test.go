package shell

import (
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// A read by a program that unpacks compressed data is marked Unpacked (a gzip's content is
// then the file its header names), by every name and wrapper the program is reached through;
// a read by any other program, or the redirect that feeds one, is not.
func TestUnpacked(t *testing.T) {
	ctx := Context{Cwd: "/p", Home: "/h", Root: "/p"}
	unpacked := func(line, path string) (found, marked bool) {
		for _, c := range Parse(line, ctx).Commands {
			for _, e := range c.Effects() {
				if e.Kind == spec.Read && e.Path.Abs == path {
					found, marked = true, marked || e.Unpacked
				}
			}
		}
		return found, marked
	}
	for _, line := range []string{
		"zcat e.gz", "gzcat e.gz", "gunzip -c e.gz", "gunzip e.gz", "gzip -dc e.gz", "gzip --stdout -d e.gz", "pigz -dc e.gz",
		"unpigz -c e.gz", "zless e.gz", "zmore e.gz", "zgrep x e.gz", "zegrep x e.gz", "zfgrep x e.gz", "zdiff e.gz f.gz",
		"zcmp e.gz f.gz", "zstdcat e.gz", "bsdcat e.gz", "sudo zcat e.gz", "busybox zcat e.gz", "/usr/bin/zcat e.gz",
		"env LC_ALL=C zcat e.gz", "bash -c 'zcat e.gz'", "7z a out.7z e.gz",
	} {
		if found, marked := unpacked(line, "/p/e.gz"); !found || !marked {
			t.Errorf("%s: read of e.gz found=%v unpacked=%v", line, found, marked)
		}
	}
	for _, line := range []string{
		"cat e.gz", "cp e.gz /tmp/x", "less e.gz", "strings e.gz", "grep x e.gz", "zcat < e.gz", "base64 e.gz", "xzcat e.gz",
	} {
		if found, marked := unpacked(line, "/p/e.gz"); !found || marked {
			t.Errorf("%s: read of e.gz found=%v unpacked=%v", line, found, marked)
		}
	}
}
