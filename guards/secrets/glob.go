package secrets

import (
	"errors"
	"path"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
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
	return spec.MatchSegments(strings.Split(strings.Trim(pattern, "/"), "/"), strings.Split(strings.Trim(p, "/"), "/"))
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
