package gitread

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard/state"
)

// Refs lists the full names of the repository's refs below prefix ("refs/" for all of them,
// "refs/heads/" for the branches): the loose ones under the refs directory and those in
// packed-refs, sorted by name and at most max of them, so that a walk from them is the same on
// every call and stays bounded in a repository with thousands of tags.
func (r *Repo) Refs(prefix string, max int) ([]string, error) {
	var names []string
	var walk func(dir, name string)
	walk = func(dir, name string) {
		ents, _ := state.ReadDir(dir)
		for _, e := range ents {
			if len(names) >= 4*max {
				return
			}
			n := name + e.Name()
			if e.IsDir() {
				walk(filepath.Join(dir, e.Name()), n+"/")
			} else if strings.HasPrefix(n, prefix) {
				names = append(names, n)
			}
		}
	}
	walk(filepath.Join(r.CommonDir, "refs"), "refs/")
	if err := r.readPacked(); err != nil {
		return nil, err
	}
	for n := range r.packed {
		if strings.HasPrefix(n, prefix) {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	names = slices.Compact(names)
	if len(names) > max {
		names = names[:max]
	}
	return names, nil
}

// Reflog lists the commits a ref's reflog (logs/NAME: "HEAD", "refs/stash") records, the
// newest first, at most max: `git stash list -p`, `git log -g` and `git log -p stash@{3}` print
// these, and a commit that a reset left behind is still among them. A ref with no reflog has
// none.
func (r *Repo) Reflog(name string, max int) ([]Hash, error) {
	if strings.Contains(name, "..") {
		return nil, errors.New("reflog " + name + ": invalid name")
	}
	dir := r.CommonDir
	if name == "HEAD" || !strings.HasPrefix(name, "refs/") {
		dir = r.GitDir
	}
	b, err := readFile(filepath.Join(dir, "logs", filepath.FromSlash(name)))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	var out []Hash
	for i := len(lines) - 1; i >= 0 && len(out) < max; i-- {
		f := strings.Fields(lines[i])
		if len(f) < 2 {
			continue
		}
		if h, err := r.parseHash(f[1]); err == nil && !isZeroHash(h) {
			out = append(out, h)
		}
	}
	return out, nil
}

func isZeroHash(h Hash) bool {
	for _, b := range h {
		if b != 0 {
			return false
		}
	}
	return true
}
