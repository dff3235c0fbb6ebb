package spec

import (
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// ListedFound is what a command that prints paths (git ls-files, git grep -l, fd, rg --files
// or -l) hands an xargs -0 of its listing, as find's selection is: Found paths below each
// start whose entries a name glob selects (Match). ok is false where no glob narrows it
// (no pathspec, a literal one, one only known when it runs, a glob git could match against
// a directory on the way): its listing then stands for every entry below its lead, as before.
func ListedFound(c *Call) (found []Path, ok bool) {
	if len(c.Path) == 0 {
		return nil, false
	}
	switch c.Path[0] {
	case "git":
		if len(c.Path) < 2 {
			return nil, false
		}
		switch c.Path[1] {
		case "ls-files":
			return c.globbedSpecs(c.Operands())
		case "grep":
			if !c.HasAny("l", "L") {
				return nil, false
			}
			specs, ok := c.Pathspecs()
			if !ok {
				return nil, false
			}
			return c.globbedSpecs(specs)
		}
	case "fd", "fdfind":
		if c.HasAny("p", "x", "X") {
			return nil, false // --full-path: the glob is of the whole path
		}
		return namedBelow(FdStarts(c), FdFilter(c).Only)
	case "rg":
		return c.rgListed()
	}
	return nil, false
}

// globbedSpecs narrows a git command's pathspecs where each is DIR/*SUFFIX: git matches a
// glob against the whole path with * crossing slashes, so *.md selects exactly the entries
// whose own name ends in .md, while migr* would also select migrations/001.sql and
// x?y a path with a slash in it; those are left unnarrowed. Exclusions (:!x) only narrow
// further and are not read.
func (c *Call) globbedSpecs(specs []Word) ([]Path, bool) {
	var out []Path
	for _, w := range specs {
		if w.Dyn {
			return nil, false
		}
		s := strings.TrimPrefix(w.S, ":(glob)")
		if strings.HasPrefix(s, ":!") || strings.HasPrefix(s, ":(exclude)") || strings.HasPrefix(s, ":^") {
			continue
		}
		dir, name := "", s
		if i := strings.LastIndexByte(s, '/'); i >= 0 {
			dir, name = s[:i], s[i+1:]
		}
		rest, star := strings.CutPrefix(name, "*")
		if !star || s == "" || strings.HasPrefix(s, ":") || paths.HasMeta(dir) || paths.HasMeta(rest) || strings.Contains(rest, "\\") {
			return nil, false
		}
		if dir == "" {
			dir = "."
		}
		out = append(out, c.foundBy(dir, name))
	}
	return out, len(out) > 0
}

// rgListed: rg --files and rg -l list the files below their paths that their globs admit; a
// glob without a slash is a name matched at any depth (a negated one only narrows further).
func (c *Call) rgListed() ([]Path, bool) {
	if !c.HasAny("files", "l", "L") {
		return nil, false
	}
	var globs []string
	for _, name := range [...]string{"g", "iglob"} {
		for _, w := range c.P.Values(name) {
			switch {
			case w.Dyn || strings.Contains(w.S, "/"):
				return nil, false
			case strings.HasPrefix(w.S, "!"):
			default:
				globs = append(globs, w.S)
			}
		}
	}
	from := 1
	if c.HasAny("e", "f", "files") {
		from = 0
	}
	var starts []Path
	for i, w := range c.Operands() {
		if i >= from {
			starts = append(starts, c.PathOf(w))
		}
	}
	if len(starts) == 0 {
		starts = []Path{c.PathOf(Word{S: "."})}
	}
	return namedBelow(starts, globs)
}

// foundBy is a Found path below dir whose entries are those named by the glob name.
func (c *Call) foundBy(dir, name string) Path {
	p := c.PathOf(Word{S: dir})
	p.Found, p.Filtered, p.Match = true, true, []string{name}
	return p
}

// namedBelow marks starts as Found, narrowed to entries named by one of globs; none narrows
// nothing.
func namedBelow(starts []Path, globs []string) ([]Path, bool) {
	if len(globs) == 0 {
		return nil, false
	}
	for i := range starts {
		if starts[i].Dyn {
			return nil, false
		}
		starts[i].Found, starts[i].Filtered, starts[i].Match = true, true, globs
	}
	return starts, len(starts) > 0
}
