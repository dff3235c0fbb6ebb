package secrets

import (
	"io/fs"
	"os"
	"path/filepath"

	"github.com/hookguard/hookguard"
)

// maxTwinWalk bounds the entries looked at to find what else a hard-linked file is called.
const maxTwinWalk = 20000

// hardLinkTwin finds the secret file that real is a second name of: a hard link to .env is
// .env under another name, and reading it reads the keys (ln .env notes.txt is judged when it
// runs; a link made by code, by another tool or before the guard was installed is not).
// Only a regular file with more than one name is looked into, so an ordinary read costs one
// stat. Its twins are looked for in its own directory, the project (bounded, without .git and
// dependency trees) and the home's credential directories.
func hardLinkTwin(real string, ev *hookguard.Event) (rule, why, twin string) {
	st, err := os.Stat(real)
	if err != nil || !st.Mode().IsRegular() || !multiLinked(st) {
		return "", "", ""
	}
	seen := 0
	check := func(p string, d fs.DirEntry) bool {
		seen++
		if d != nil && !d.Type().IsRegular() {
			return false
		}
		r, w := secretFile(p, ev.Home)
		if r == "" || p == real {
			return false
		}
		if o, err := os.Stat(p); err == nil && os.SameFile(st, o) {
			rule, why, twin = r, w, p
			return true
		}
		return false
	}
	walk := func(dir string, deep bool) bool {
		found := false
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || found || seen > maxTwinWalk {
				return filepath.SkipAll
			}
			if d.IsDir() {
				if p != dir && (!deep || d.Name() == ".git" || d.Name() == "node_modules" || d.Name() == "vendor" || d.Name() == ".venv") {
					return filepath.SkipDir
				}
				return nil
			}
			if check(p, d) {
				found = true
				return filepath.SkipAll
			}
			return nil
		})
		return found
	}
	if walk(filepath.Dir(real), false) {
		return rule, why, twin
	}
	if ev.Root != "" && walk(ev.Root, true) {
		return rule, why, twin
	}
	if ev.Home != "" {
		for _, d := range []string{".ssh", ".aws", ".config/gcloud", ".kube", ".docker", ".gnupg", ".azure"} {
			if walk(filepath.Join(ev.Home, d), true) {
				return rule, why, twin
			}
		}
		for _, f := range []string{".netrc", ".git-credentials", ".pgpass", ".npmrc", ".pypirc"} {
			p := filepath.Join(ev.Home, f)
			if check(p, nil) {
				return rule, why, twin
			}
		}
	}
	return "", "", ""
}
