package spec

import "strings"

// pyArchiveDoes reads the archive command lines of Python's standard library, which extract
// as tar and unzip do: `python3 -m tarfile -e ARCHIVE [DIR]` (its members' names taken as they
// are, an absolute one at its own path, before Python 3.14 or with --filter fully_trusted) and
// `python3 -m zipfile -e ARCHIVE DIR`. It reports whether module was one of them.
func pyArchiveDoes(c *Call, module string, args []Word) bool {
	if module != "tarfile" && module != "zipfile" {
		return false
	}
	var ops []Word
	extract, filtered := false, false
	for i := 0; i < len(args); i++ {
		w := args[i]
		switch {
		case w.Dyn:
			ops = append(ops, w)
		case w.S == "-e" || w.S == "--extract":
			extract = true
		case w.S == "--filter" && i+1 < len(args):
			i++
			filtered = args[i].S == "data" || args[i].S == "tar"
		case len(w.S) > 9 && w.S[:9] == "--filter=":
			filtered = w.S[9:] == "data" || w.S[9:] == "tar"
		case len(w.S) > 1 && w.S[0] == '-':
		default:
			ops = append(ops, w)
		}
	}
	if !extract || len(ops) == 0 {
		return true
	}
	dir := Word{S: "."}
	if len(ops) > 1 {
		dir = ops[1]
	}
	by := "python -m " + module + " -e"
	if ops[0].Dyn {
		c.readsArchive(c.PathOf(ops[0]), by)
		c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, Class: "extract", By: by})
		return true
	}
	if module == "zipfile" {
		c.extractsStripped(c.PathOf(ops[0]), dir, by)
		return true
	}
	c.extractsAt(c.PathOf(ops[0]), dir, by, !filtered)
	return true
}

// extractsStripped is extracts for the extractors that take a member's leading / and its ../
// components away (unzip without -:, Python's zipfile): `../../.bashrc` lands as `.bashrc`.
func (c *Call) extractsStripped(archive Path, dir Word, by string) {
	members, state := c.members(archive)
	if state != archiveListed {
		c.extracts(archive, dir, by)
		return
	}
	c.readsArchive(archive, by)
	seen := map[string]bool{}
	for _, m := range members {
		top := ""
		for _, part := range strings.Split(m, "/") {
			if part != "" && part != "." && part != ".." {
				top = part
				break
			}
		}
		if top == "" || seen[top] {
			continue
		}
		seen[top] = true
		c.Add(Effect{Kind: Write, Path: c.PathOf(joinWord(dir, top)), Tree: true, Class: "extract", By: by})
	}
}

// unzipKeepsDotDot reports unzip's -: (keep ../ components), in any cluster of its options.
func unzipKeepsDotDot(c *Call) bool {
	for _, w := range c.Words {
		if !w.Dyn && len(w.S) > 1 && w.S[0] == '-' && w.S[1] != '-' && strings.Contains(w.S, ":") {
			return true
		}
	}
	return false
}
