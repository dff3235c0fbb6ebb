package secrets

import (
	"errors"
	"path"
	"path/filepath"
	"strings"
)

// globMatch matches a guards.toml glob against a clean absolute path. A pattern without "/"
// matches the file name in any directory (like .gitignore); "~/" starts at the home; a
// relative pattern with "/" starts at the project root; "**" matches any number of
// directories. Matching is case-sensitive, as Linux file systems are.
func globMatch(pattern, p, root, home string) bool {
	switch {
	case !strings.Contains(pattern, "/"):
		ok, _ := path.Match(pattern, filepath.Base(p))
		return ok
	case strings.HasPrefix(pattern, "~/"):
		pattern = strings.TrimSuffix(home, "/") + pattern[1:]
	case !strings.HasPrefix(pattern, "/"):
		if root == "" {
			return false
		}
		pattern = strings.TrimSuffix(root, "/") + "/" + strings.TrimPrefix(pattern, "./")
	}
	return matchSegs(strings.Split(strings.Trim(pattern, "/"), "/"), strings.Split(strings.Trim(p, "/"), "/"))
}

func matchSegs(pat, segs []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			rest := pat[1:]
			for i := 0; i <= len(segs); i++ {
				if matchSegs(rest, segs[i:]) {
					return true
				}
			}
			return false
		}
		if len(segs) == 0 {
			return false
		}
		if ok, _ := path.Match(pat[0], segs[0]); !ok {
			return false
		}
		pat, segs = pat[1:], segs[1:]
	}
	return len(segs) == 0
}

func validGlob(p string) error {
	if strings.TrimSpace(p) == "" {
		return errors.New("empty pattern")
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == "**" {
			continue
		}
		if _, err := path.Match(seg, ""); err != nil {
			return errors.New("bad glob syntax (use *, ?, [abc] and ** for any depth)")
		}
	}
	return nil
}
