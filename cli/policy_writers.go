package cli

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// sourceWriters lists what lets someone other than root (or, pulling as another user, than
// that user and root) change what a file source or a repository on this machine holds: the
// source, or a directory on its way from /, that its group or everyone may write, or that
// another user owns. A policy that any user (or a coding agent, which runs as one) can write
// is no policy: whoever writes the source sets the machine's. For a repository, every file of
// its git directory counts (a ref, an object, its config), not the work tree's files, which
// fetch does not read. A world-writable directory with the sticky bit (/tmp) lets nobody
// replace another user's entry, so it passes on the way to the source. nil when nothing is
// wrong, or when the source is a remote repository (signed = true is the answer there).
func sourceWriters(src sourceLoc) []string {
	w := &writerCheck{euid: os.Geteuid(), seen: map[string]bool{}}
	if src.path == "" || w.euid < 0 {
		return nil // a remote repository; or no user ids (Windows: ACLs, which this does not read)
	}
	w.chain(src.path)
	if real, err := filepath.EvalSymlinks(src.path); err == nil && real != filepath.Clean(src.path) {
		w.chain(real)
	}
	if fi, err := os.Stat(src.path); err == nil {
		w.entry(src.path, fi, false)
		if src.repo && fi.IsDir() {
			w.repo(src.path)
		}
	}
	return w.probs
}

// sourceLoc is where a source lives on this machine: path is "" for a remote repository.
type sourceLoc struct {
	path string
	repo bool
}

// localSource finds a file source's path, or a repository's when it is on this machine (an
// absolute path or a file:// URL, as config.Source.Check allows).
func localSource(file, repo string) sourceLoc {
	switch {
	case file != "":
		return sourceLoc{path: file}
	case filepath.IsAbs(repo):
		return sourceLoc{path: repo, repo: true}
	case strings.HasPrefix(repo, "file://"):
		if u, err := url.Parse(repo); err == nil && u.Path != "" {
			return sourceLoc{path: filepath.FromSlash(u.Path), repo: true}
		}
	}
	return sourceLoc{}
}

type writerCheck struct {
	euid  int
	seen  map[string]bool
	probs []string
}

// chain checks every directory from the root down to p's parent.
func (w *writerCheck) chain(p string) {
	p = filepath.Clean(p)
	var dirs []string
	for d := filepath.Dir(p); ; d = filepath.Dir(d) {
		dirs = append(dirs, d)
		if d == filepath.Dir(d) {
			break
		}
	}
	for i := len(dirs) - 1; i >= 0; i-- {
		if fi, err := os.Lstat(dirs[i]); err == nil && fi.Mode()&os.ModeSymlink == 0 {
			w.entry(dirs[i], fi, true)
		}
	}
}

// repo checks every file of the repository's git directory: the .git directory of a work
// tree, the directory a .git file names (and the common one a worktree's names), or the
// repository itself when it is bare.
func (w *writerCheck) repo(p string) {
	gitDir := p
	if fi, err := os.Lstat(filepath.Join(p, ".git")); err == nil {
		gitDir = filepath.Join(p, ".git")
		if fi.Mode().IsRegular() {
			if b, err := os.ReadFile(gitDir); err == nil {
				if d, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir: "); ok {
					gitDir = absUnder(p, d)
					w.chain(gitDir)
				}
			}
		}
	}
	dirs := []string{gitDir}
	if b, err := os.ReadFile(filepath.Join(gitDir, "commondir")); err == nil {
		common := absUnder(gitDir, strings.TrimSpace(string(b)))
		w.chain(common)
		dirs = append(dirs, common)
	}
	for _, d := range dirs {
		filepath.Walk(d, func(path string, fi os.FileInfo, err error) error {
			if err != nil {
				w.add(fmt.Sprintf("%s: cannot be checked (%v)", path, err))
				return nil
			}
			if fi.Mode()&os.ModeSymlink != 0 {
				// A link is changed only by replacing it, which its directory's check covers;
				// what it points at must pass as any file.
				if t, err := os.Stat(path); err == nil {
					w.entry(path, t, false)
				}
				return nil
			}
			w.entry(path, fi, false)
			return nil
		})
	}
}

// absUnder is d, relative to base when it is not absolute.
func absUnder(base, d string) string {
	if filepath.IsAbs(d) {
		return filepath.Clean(d)
	}
	return filepath.Join(base, d)
}

// entry checks one file or directory; onPath marks a directory on the way to the source,
// where a sticky world-writable one (/tmp) passes.
func (w *writerCheck) entry(p string, fi os.FileInfo, onPath bool) {
	if w.seen[p] {
		return
	}
	w.seen[p] = true
	perm := fi.Mode().Perm()
	if perm&0o022 != 0 && !(onPath && fi.IsDir() && fi.Mode()&os.ModeSticky != 0) {
		who := "everyone"
		if perm&0o002 == 0 {
			who = "its group"
		}
		w.add(fmt.Sprintf("%s is writable by %s (mode %o): chmod go-w %s", p, who, perm, p))
	}
	uid, ok := ownerOf(fi)
	switch {
	case !ok || uid == 0:
	case w.euid == 0:
		w.add(fmt.Sprintf("%s is owned by uid %d, not root, and the policy is the whole machine's: chown root %s", p, uid, p))
	case uid != w.euid:
		w.add(fmt.Sprintf("%s is owned by uid %d, neither you (uid %d) nor root: make it yours or root's", p, uid, w.euid))
	}
}

// add keeps a problem; the first few say enough.
func (w *writerCheck) add(s string) {
	const most = 8
	switch {
	case len(w.probs) < most:
		w.probs = append(w.probs, s)
	case len(w.probs) == most:
		w.probs = append(w.probs, "(and more: fix these and pull again to see the rest)")
	}
}
