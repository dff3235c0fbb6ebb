package spec

import "strings"

// OneEntry reports a dynamic path that stands for one entry of unknown name directly in its
// known directory (inDir(dir, "*")): the binary go build writes, the tarball of npm pack.
// Unlike another dynamic path, whose unknown part may hold slashes, it reaches nothing
// below that directory's own entries.
func OneEntry(p Path) bool {
	return p.Dyn && p.Lead != "" && strings.HasSuffix(p.Lead, "/") && p.Arg == p.Lead+"*"
}
