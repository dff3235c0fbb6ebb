package migrations

import (
	"path"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// foundSelects reports whether the entries a find selects below its start (a Found path
// narrowed by name tests, Match) may reach the applied file rel: its own name matches a
// test (-name and -iname alike, case folded, a leading dot like any character, as find
// matches), or, for a tree operation (rm -rf {}), a directory on the way down to it does.
// With no name tests (find filtered by -type, -mtime) any entry may be selected.
func foundSelects(p spec.Path, pattern, rel string, tree bool) bool {
	if !p.Found || !p.Filtered || len(p.Match) == 0 {
		return true
	}
	start := strings.TrimSuffix(pattern, "/*")
	if start == "*" {
		start = ""
	}
	for at := rel; at != "." && at != "" && at != start; at = path.Dir(at) {
		name := strings.ToLower(path.Base(at))
		for _, pat := range p.Match {
			if ok, err := path.Match(strings.ToLower(pat), name); ok || err != nil {
				return true
			}
		}
		if !tree {
			return false
		}
	}
	return false
}
