package secrets

import (
	"path"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
)

// gzipSecret judges a local gzip file a program unpacks (spec.Effect.Unpacked: zcat /tmp/e.gz
// shows the .env it was made of, whatever the copy is called) by the name its header keeps
// (gzip stores the original name, .env for `gzip -k .env`, and a copy of the .gz keeps it):
// the secret file it holds.
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
