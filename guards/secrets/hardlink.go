package secrets

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
)

// maxTwinWalk bounds the entries looked at to find what else a hard-linked file is called.
const maxTwinWalk = 20000

// hardLinkTwin finds the secret file that real is a second name of: a hard link to .env is
// .env under another name, and reading it reads the keys (ln .env notes.txt is judged when it
// runs; a link made by code, by another tool or before the guard was installed is not).
// Only a regular file with more than one name is looked into, so an ordinary read costs one
// stat. Its twins are looked for in its own directory, the project (bounded, without .git and
// dependency trees), the home's own files, and every credential location secretFile protects
// (credentialDirs, credentialFiles, the harnesses' logins): the same lists, so that a file
// the guard protects by its place is found by its place here too.
func hardLinkTwin(real string, ev *hookguard.Event) (rule, why, twin string) {
	st, err := os.Stat(real)
	if err != nil || !st.Mode().IsRegular() || !multiLinked(st) {
		return "", "", ""
	}
	t := &twinSearch{real: real, st: st, home: ev.Home}
	if t.walk(paths.Dir(real), false) || ev.Root != "" && t.walk(ev.Root, true) {
		return t.rule, t.why, t.twin
	}
	if ev.Home == "" {
		return "", "", ""
	}
	if t.walk(ev.Home, false) {
		return t.rule, t.why, t.twin
	}
	for _, list := range [...][]frag{credentialDirs[:], credentialFiles[:], harnessCredentials()} {
		for _, f := range list {
			for _, p := range credentialPlaces(ev.Home, f.frag) {
				if t.place(p) {
					return t.rule, t.why, t.twin
				}
			}
		}
	}
	return "", "", ""
}

// credentialPlaces are where a credential location, written as secretFile's path fragment,
// lies on this machine: below the home, and for a fragment without a leading dot-directory
// (rclone/rclone.conf, huggingface/token) below the XDG directories of the home too; a
// system file (/etc/shadow) where it is.
func credentialPlaces(home, frag string) []string {
	f := strings.TrimSuffix(frag, "/")
	switch {
	case strings.HasPrefix(f, "/etc/"):
		return []string{f}
	case strings.HasPrefix(f, "/."):
		return []string{home + f}
	}
	return []string{home + "/.config" + f, home + "/.cache" + f, home + "/.local/share" + f}
}

// twinSearch looks for another name of the file real among the files secretFile judges
// secret, bounded by maxTwinWalk entries.
type twinSearch struct {
	real            string
	st              os.FileInfo
	home            string
	seen            int
	rule, why, twin string
}

// check reports whether p is a secret file and the same file as real.
func (t *twinSearch) check(p string, d fs.DirEntry) bool {
	t.seen++
	if d != nil && !d.Type().IsRegular() || p == t.real {
		return false
	}
	r, w := secretFile(p, t.home)
	if r == "" {
		return false
	}
	if o, err := os.Stat(p); err == nil && os.SameFile(t.st, o) {
		t.rule, t.why, t.twin = r, w, p
		return true
	}
	return false
}

// place looks at one credential location: every file below it when it is a directory, the
// file itself otherwise.
func (t *twinSearch) place(p string) bool {
	fi, err := os.Lstat(p)
	switch {
	case err != nil:
		return false
	case fi.IsDir():
		return t.walk(p, true)
	}
	return t.check(p, nil)
}

// walk looks at the files of dir, and with deep those below it, less .git and dependency
// trees.
func (t *twinSearch) walk(dir string, deep bool) bool {
	found := false
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || found || t.seen > maxTwinWalk {
			return filepath.SkipAll
		}
		if d.IsDir() {
			if p != dir && (!deep || d.Name() == ".git" || d.Name() == "node_modules" || d.Name() == "vendor" || d.Name() == ".venv") {
				return filepath.SkipDir
			}
			return nil
		}
		if t.check(p, d) {
			found = true
			return filepath.SkipAll
		}
		return nil
	})
	return found
}
