package secrets

import (
	"bufio"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// entry is one name in a directory.
type entry struct {
	name      string
	dir, link bool
}

// listDir reads up to max entries of dir. ok is false when dir cannot be read or holds more
// than max entries (then ents is non-nil when the directory exists).
func listDir(dir string, max int) (ents []entry, ok bool) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	des, err := f.ReadDir(max + 1)
	if err != nil && err != io.EOF {
		return []entry{}, false
	}
	if len(des) > max {
		return []entry{}, false
	}
	ents = make([]entry, 0, len(des))
	for _, d := range des {
		ents = append(ents, entry{d.Name(), d.IsDir(), d.Type()&os.ModeSymlink != 0})
	}
	return ents, true
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// Bounds on reading ignore files.
const (
	maxIgnoreBytes = 64 << 10
	maxIgnoreUp    = 32
)

// ignoredByGit reports whether a search that honours ignore files (rg, ag) skips the file at
// abs: a .gitignore from its directory up to the repository's root, .git/info/exclude, or an
// .ignore or .rgignore file lists it (or a directory above it). The user's global excludes
// file is not read: a file it alone ignores is judged as searched.
func ignoredByGit(abs string) bool {
	var dirs []string
	repo := ""
	for d, n := filepath.Dir(abs), 0; n < maxIgnoreUp; d, n = filepath.Dir(d), n+1 {
		dirs = append(dirs, d)
		if exists(filepath.Join(d, ".git")) {
			repo = d
			break
		}
		if d == filepath.Dir(d) {
			break
		}
	}
	// From the outermost directory in, so that a deeper file's rule comes last and wins.
	var rules []ignoreRule
	if repo != "" {
		rules = append(rules, readIgnore(filepath.Join(repo, ".git", "info", "exclude"), repo)...)
	}
	for k := len(dirs) - 1; k >= 0; k-- {
		names := []string{".ignore", ".rgignore"}
		if repo != "" {
			names = []string{".gitignore", ".ignore", ".rgignore"}
		}
		for _, n := range names {
			rules = append(rules, readIgnore(filepath.Join(dirs[k], n), dirs[k])...)
		}
	}
	if len(rules) == 0 {
		return false
	}
	// A file inside an ignored directory is ignored whatever later rules say of the file.
	comps := strings.Split(strings.TrimPrefix(abs, "/"), "/")
	for k := 1; k <= len(comps); k++ {
		p := "/" + strings.Join(comps[:k], "/")
		isDir := k < len(comps)
		ign := false
		for _, r := range rules {
			if r.matches(p, isDir) {
				ign = !r.negate
			}
		}
		if ign {
			return true
		}
	}
	return false
}

// ignoreRule is one line of an ignore file.
type ignoreRule struct {
	base     string // the directory the file is in
	pattern  string
	negate   bool
	dirOnly  bool
	anchored bool // the pattern has a slash: it is matched from base
}

func readIgnore(file, base string) []ignoreRule {
	f, err := os.Open(file)
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []ignoreRule
	sc := bufio.NewScanner(io.LimitReader(f, maxIgnoreBytes))
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), " \t\r")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		r := ignoreRule{base: base}
		if strings.HasPrefix(line, "!") {
			r.negate, line = true, line[1:]
		}
		line = strings.TrimPrefix(line, `\`)
		if strings.HasSuffix(line, "/") {
			r.dirOnly, line = true, strings.TrimSuffix(line, "/")
		}
		r.anchored = strings.Contains(line, "/")
		r.pattern = strings.TrimPrefix(line, "/")
		if r.pattern != "" {
			out = append(out, r)
		}
	}
	return out
}

// matches applies the rule to the absolute path p, a directory when isDir.
func (r ignoreRule) matches(p string, isDir bool) bool {
	if r.dirOnly && !isDir {
		return false
	}
	rel, ok := strings.CutPrefix(p, strings.TrimSuffix(r.base, "/")+"/")
	if !ok {
		return false
	}
	if !r.anchored {
		ok, _ := path.Match(r.pattern, path.Base(rel))
		return ok
	}
	return spec.MatchSegments(strings.Split(r.pattern, "/"), strings.Split(rel, "/"))
}
