package shell

import (
	"os"
	"path"
	"slices"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// GlobMatch reports whether bash would expand pattern (one path component) to name: `*`,
// `?` and `[...]` as paths.ShellMatch reads them ([!x], [[:alpha:]]), except that a leading
// dot in name is matched only by a leading dot in the pattern (bash without dotglob: `*`
// never names .env or .git).
func GlobMatch(pattern, name string) bool {
	if strings.HasPrefix(name, ".") && !strings.HasPrefix(pattern, ".") {
		return false
	}
	return paths.ShellMatch(pattern, name) // [!x] and [[:alpha:]] as bash reads them
}

// Expand lists the entries of dir a one-component pattern matches now, as bash would expand
// it, bounded; ok is false when dir cannot be read or holds too many entries to tell.
func Expand(dir, pattern string) (names []string, ok bool) { return expand(dir, pattern, false) }

// expand is Expand, under dotglob where dots (dotglob.go).
func expand(dir, pattern string, dots bool) (names []string, ok bool) {
	all, ok := listDir(dir)
	if !ok {
		return nil, false
	}
	for _, n := range all {
		if globMatch(pattern, n, dots) {
			names = append(names, n)
		}
	}
	return names, true
}

// ExpandPath lists the paths below dir that a relative pattern of several components
// (`*/.env`, `s*/deep/.e*`, `w*/`) matches now, as bash would expand it, relative to dir and
// sorted; a trailing slash keeps only directories. Bounded like a program's pattern (a few
// components with a pattern, a few dozen directories walked into, each listing bounded as
// Expand's); ok is false when the answer is cut short (the matches found first are still
// listed), so that a caller knows the list is not all.
func ExpandPath(dir, pattern string) (names []string, ok bool) {
	dirOnly := strings.HasSuffix(pattern, "/")
	parts := strings.Split(strings.Trim(pattern, "/"), "/")
	cands, globs, whole := []string{""}, 0, true
	for i, part := range parts {
		if part == "" || part == "." {
			continue
		}
		last := i == len(parts)-1 // its matches are listed, not walked into: bounded by the listing
		if !paths.HasMeta(part) {
			for i := range cands {
				cands[i] = path.Join(cands[i], part)
			}
			continue
		}
		if globs++; globs > maxGlobParts {
			return nil, false
		}
		var next []string
		for _, c := range cands {
			at := paths.Join(dir, c)
			m, listed := Expand(at, part)
			if !listed && !paths.Absent(at) {
				// A directory too large to list is cut short; a missing one matches nothing.
				fi, err := os.Stat(at)
				whole = whole && (err != nil || !fi.IsDir())
			}
			slices.Sort(m)
			for _, n := range m {
				if len(next) >= maxGlobMatches && !last {
					whole = false // the first ones found still count
					break
				}
				next = append(next, path.Join(c, n))
			}
		}
		cands = next
	}
	for _, c := range cands {
		if c == "" {
			continue
		}
		at := paths.Join(dir, c)
		if _, err := os.Lstat(at); err != nil {
			continue
		}
		if fi, err := os.Stat(at); !dirOnly || err == nil && fi.IsDir() {
			names = append(names, c) // w*/ names a link to a directory too, as bash does
		}
	}
	return names, whole
}
