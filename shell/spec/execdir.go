package spec

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// find -execdir (and -okdir) runs its command in the directory of each entry it selects: a
// start path or a directory below it, and, for a start path itself, the directory that
// holds it (find build -execdir runs once in build's parent, with ./build). A relative
// path the command names is then an entry below one of those directories, never one of
// them nor anything above: judged as such, `find build -name tmp -execdir rm -rf tmp \;`
// touches only what lies below build.

// FindExecDirs are the directories in which the command of find c's -execdir or -okdir
// (the argument word at) runs: each start path or any directory below it (Found), and the
// one holding the start exactly, where the action may select the start itself. ok is false where that cannot be known: a start only known
// when it runs, or links followed (-L, -follow), which lead out of the start's tree.
func FindExecDirs(c *Call, at int) ([]Path, bool) {
	words := c.In.Args
	i := findExprStart(words)
	if at < i || at >= len(words) {
		return nil, false
	}
	for _, w := range words[:i] {
		if w.S == "-L" {
			return nil, false
		}
	}
	for _, w := range words[i:] {
		if w.S == "-follow" {
			return nil, false
		}
	}
	_, sels := findSelection(words[i:])
	sel, found := findSel{}, false
	for _, s := range sels {
		if s.at == at-i {
			sel, found = s, true
		}
	}
	if !found {
		return nil, false
	}
	starts, _ := FindStarts(words, c)
	self := !findMinDepth(words[i:])
	out := make([]Path, 0, 2*len(starts))
	for _, s := range starts {
		if s.Dyn || s.Abs == "" {
			return nil, false
		}
		d := c.PathOf(Word{S: s.Arg})
		d.Found = true
		out = append(out, d)
		if self && findSelectsStart(s.Arg, sel) {
			if up := startHolder(s.Arg); paths.Clean(up) != paths.Clean(s.Arg) {
				out = append(out, c.PathOf(Word{S: up}))
			}
		}
	}
	return out, true
}

// findSelectsStart reports whether the action may select the start path itself: every name
// or path test found true on the way to it may match the start as find names it.
func findSelectsStart(start string, sel findSel) bool {
	base := strings.TrimRight(start, "/")
	if base == "" {
		base = "/"
	} else {
		base = filepath.Base(base)
	}
	for _, t := range sel.tests {
		if t.dyn {
			continue
		}
		switch t.op {
		case "-name", "-iname":
			if !findPathMatch(t.op == "-iname", t.arg, base) {
				return false
			}
		case "-path", "-ipath", "-wholename", "-iwholename":
			if !findPathMatch(t.op == "-ipath" || t.op == "-iwholename", t.arg, start) {
				return false
			}
		}
	}
	return true
}

// startHolder is the directory find runs -execdir in for a start path itself: the one that
// holds it as written ("." for a bare name, "." and ".." themselves, / for /).
func startHolder(start string) string {
	t := strings.TrimRight(start, "/")
	switch {
	case t == "":
		return "/"
	case t == "." || t == "..":
		return "."
	}
	return paths.Dir(t)
}

// below puts each effect on a relative path, of a command run in an unknown directory
// known to be one of Input.Below or below one (Found), on the path in each one, and on the
// entries below each Found one that the path's last name may name; a path that climbs (..) stays a path after an unknown cd. A name that may
// be a repository's own entry takes the repository there along, as FindGit does for {}.
func (c *Call) below(out []Effect) []Effect {
	if len(c.In.Below) == 0 || c.Cwd != "" {
		return out
	}
	var res []Effect
	for k, e := range out {
		rel, ok := belowRel(e)
		if !ok {
			if res != nil {
				res = append(res, e)
			}
			continue
		}
		if res == nil {
			res = append(make([]Effect, 0, len(out)+len(c.In.Below)), out[:k]...)
		}
		for _, b := range c.In.Below {
			f := e
			if !b.Found {
				f.Path = Path{Arg: paths.Join(b.Arg, rel), Abs: paths.Join(b.Abs, rel), Cwd: b.Cwd, Lit: e.Path.Lit}
				res = append(res, f)
				continue
			}
			f.Path, f.Tree = belowPath(b, rel, e.Path.Lit), true
			res = append(res, f)
			if !mayNameGit(rel) || b.Abs == "" {
				continue
			}
			if g := (Path{Arg: strings.TrimSuffix(b.Arg, "/") + "/.git", Abs: paths.Join(b.Abs, ".git"), Cwd: b.Cwd, Found: true}); c.isDir(g) {
				f.Path = g
				res = append(res, f)
			}
		}
	}
	if res == nil {
		return out
	}
	return res
}

// belowRel is the clean relative path of a file effect made with no directory known, and
// whether there is one that stays below where it is looked up from.
func belowRel(e Effect) (string, bool) {
	switch e.Kind {
	case Read, Write, Create, Delete, Truncate, Chmod:
	default:
		return "", false
	}
	p := e.Path
	if p.Dyn || p.Found || p.Cwd != "" || p.Abs != "" || p.Arg == "" || e.Remote ||
		filepath.IsAbs(p.Arg) || strings.HasPrefix(p.Arg, "/") || strings.HasPrefix(p.Arg, "~") {
		return "", false
	}
	rel := paths.Clean(p.Arg)
	if rel == ".." || strings.HasPrefix(rel, "../") {
		return "", false
	}
	return rel, true
}

// belowPath is rel below the directory b: the entries below b named as rel's last part
// (any of them, where rel is "."; b itself then too).
func belowPath(b Path, rel string, lit bool) Path {
	p := Path{Arg: b.Arg, Abs: b.Abs, Cwd: b.Cwd, Lead: b.Lead, Found: true}
	if rel == "." {
		return p
	}
	name := filepath.Base(rel)
	if lit || !paths.HasMeta(name) {
		name = globQuote(name)
	}
	p.Filtered, p.Match = true, []string{name}
	return p
}

// mayNameGit reports a relative path that may name a repository's .git or an entry in it.
func mayNameGit(rel string) bool {
	for _, part := range strings.Split(rel, "/") {
		if part == ".git" || findAnyName(false, part) {
			return true
		}
	}
	return false
}

// globQuote makes a name a pattern that matches only itself.
func globQuote(name string) string {
	if !strings.ContainsAny(name, `*?[\`) {
		return name
	}
	var b strings.Builder
	for _, r := range name {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
