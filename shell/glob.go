package shell

import (
	"path"
	"strings"
)

// GlobMatch reports whether bash would expand pattern (one path component) to name: `*`,
// `?` and `[...]` as in path.Match, except that a leading dot in name is matched only by a
// leading dot in the pattern (bash without dotglob: `*` never names .env or .git).
func GlobMatch(pattern, name string) bool {
	if strings.HasPrefix(name, ".") && !strings.HasPrefix(pattern, ".") {
		return false
	}
	ok, err := path.Match(pattern, name)
	return err == nil && ok
}

// Expand lists the entries of dir a one-component pattern matches now, as bash would expand
// it, bounded; ok is false when dir cannot be read or holds too many entries to tell.
func Expand(dir, pattern string) (names []string, ok bool) {
	all, ok := listDir(dir)
	if !ok {
		return nil, false
	}
	for _, n := range all {
		if GlobMatch(pattern, n) {
			names = append(names, n)
		}
	}
	return names, true
}
