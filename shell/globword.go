package shell

import (
	"path/filepath"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/hookguard/hookguard/paths"
)

// Globs where they name a program or a place. Bash expands an unquoted pattern in every
// word; the walk leaves patterns in operands as they are, for the guards to match against
// what they protect. But a pattern that is the program (`/tmp/x/hook?uard uninstall`), the
// script a shell runs (`sh ~/.config/hookguard/runner?/codex/prompt.sh`) or the directory cd
// enters (`cd .cla* && rm settings.json`) decides which command runs and where: no guard
// sees a pattern there. Those words are expanded against the disk as bash would (through
// the links the line made), bounded; a pattern that matches nothing stays as written, as
// bash leaves it.

// maxGlobMatches bounds what one pattern expands to; maxGlobParts the components that hold
// a pattern (each one lists a directory).
const (
	maxGlobMatches = 64
	maxGlobParts   = 4
)

// placesWord reports whether the first operand of a command whose program is name picks
// where the command works or what it runs: cd's directory, the file source reads. The caller
// skips the options before it. A shell's script is expanded where the shell is known,
// through any wrapper (shellCmd), from the field's own mark of an unquoted pattern.
func placesWord(name string) bool {
	switch filepath.Base(name) {
	case "cd", "pushd", "source", ".":
		return true
	}
	return false
}

// expandGlobWords expands, in the fields ce's words made, a pattern in the first operand
// of cd and source. spans[i] is where word i's fields start.
func (w *walker) expandGlobWords(ce *syntax.CallExpr, argv []field, spans []int) []field {
	if len(argv) == 0 || w.remote {
		return argv
	}
	at := -1 // the word to expand after the program's
	if !argv[0].dyn && placesWord(argv[0].s) {
		for i := 1; i < len(ce.Args) && spans[i] < len(argv); i++ {
			f := argv[spans[i]]
			if f.dyn || !strings.HasPrefix(f.s, "-") {
				at = i
				break
			}
			if !strings.HasPrefix(f.s, "--") && strings.Contains(f.s, "c") {
				break // sh -c: the operand is code, not a file
			}
		}
	}
	if at > 0 && spans[at] < len(argv) && argv[spans[at]].glob && (at+1 >= len(spans) || spans[at+1] == spans[at]+1) {
		argv = w.expandField(argv, spans[at])
	}
	return argv
}

// globWords is argv with its patterns as the walk takes them: the script pattern of a program
// that runs one expanded (expandGlobWords, where spans says where each word's fields are), and
// under dotglob every pattern followed by those that name the dotfiles it names (`cat *`
// names .env then: dotglob.go). A printer's patterns are expanded where dispatch reaches it,
// behind any wrapper (expandPrinted).
func (w *walker) globWords(ce *syntax.CallExpr, argv []field, spans []int) []field {
	if spans != nil {
		argv = w.expandGlobWords(ce, argv, spans)
	}
	if w.dotglob {
		argv = dotGlobWords(argv, 1)
	}
	return argv
}

// namesExpanded is argv with the patterns expanded whose matches the walk needs as names: the
// program's own name, and a printer's words, whose output is the names, also behind a wrapper
// (env echo .* | xargs cat).
func (w *walker) namesExpanded(argv []field) []field {
	if programGlob(argv[0].s) {
		argv = w.expandField(argv, 0)
	}
	if len(argv) > 1 && printsWords(argv[0].s) {
		argv = w.expandPrinted(argv)
	}
	return argv
}

// printsWords reports the programs that print their words: their output is the names a
// pattern among them matches (echo .* | xargs cat), not the pattern.
func printsWords(name string) bool {
	switch filepath.Base(name) {
	case "echo", "printf":
		return true
	}
	return false
}

// expandPrinted replaces each pattern among a printer's words by what it matches now, as bash
// expands it before the program runs; one whose matches cannot all be told is a word only
// known when it runs. A pattern that matches nothing stays as written, as bash leaves it.
func (w *walker) expandPrinted(argv []field) []field {
	for i := len(argv) - 1; i > 0; i-- {
		f := argv[i]
		if f.dyn || !f.glob {
			continue
		}
		m, cut := w.globMatches(f.pattern())
		if cut || w.remote {
			argv = slices.Clone(argv) // a wrapper's argv shares its array
			argv[i] = field{s: f.s, dyn: true, from: f.from}
			continue
		}
		argv = matchedFields(argv, i, m)
	}
	return argv
}

// programGlob reports whether the program's name, wherever a wrapper (env, sudo, nohup)
// left it, holds a pattern. Whether it was quoted is no longer known there, and need not be:
// a file named with the very pattern matches it too. `[` is the test builtin.
func programGlob(name string) bool {
	return name != "[" && name != "[[" && paths.HasMeta(name)
}

// expandField replaces argv[i], a pattern, by what it matches now, sorted as bash sorts.
func (w *walker) expandField(argv []field, i int) []field {
	f := argv[i]
	if f.dyn {
		return argv
	}
	m, _ := w.globMatches(f.pattern())
	return matchedFields(argv, i, m)
}

// matchedFields is argv with field i replaced by the names m (none: as it was).
func matchedFields(argv []field, i int, m []string) []field {
	if len(m) == 0 {
		return argv
	}
	out := make([]field, 0, len(argv)+len(m)-1)
	out = append(out, argv[:i]...)
	for _, s := range m {
		out = append(out, field{s: s, from: argv[i].from})
	}
	return append(out, argv[i+1:]...)
}

// globMatches lists the paths pattern matches from the walk's cwd, in the pattern's own form
// (relative stays relative), or nil where it matches nothing or cannot be told; cut says the
// answer was cut short by a bound (too many matches, too many patterned components, a
// directory too large to list), so that a caller that needs every match knows it has not.
func (w *walker) globMatches(pattern string) (matches []string, cut bool) {
	shownRoot, absRoot := "", ""
	rest := pattern
	switch {
	case strings.HasPrefix(pattern, "/"):
		shownRoot, absRoot, rest = "/", "/", strings.TrimLeft(pattern, "/")
	case pattern == "~" || strings.HasPrefix(pattern, "~/"):
		h, ok := w.home()
		if !ok || h.dyn {
			return nil, true
		}
		shownRoot, absRoot, rest = h.s+"/", h.s, strings.TrimPrefix(strings.TrimPrefix(pattern, "~"), "/")
	default:
		if w.cwd == "" {
			return nil, true
		}
		absRoot = w.cwd
	}
	type cand struct{ shown, abs string }
	cands := []cand{{shownRoot, absRoot}}
	parts := strings.Split(rest, "/")
	globs := 0
	for n, part := range parts {
		if part == "" {
			if n < len(parts)-1 {
				continue
			}
			for i := range cands {
				cands[i].shown += "/"
			}
			break
		}
		var next []cand
		if !paths.HasMeta(part) {
			for _, c := range cands {
				next = append(next, cand{join(c.shown, part), paths.Join(c.abs, part)})
			}
			cands = next
			continue
		}
		if globs++; globs > maxGlobParts {
			return nil, true
		}
		for _, c := range cands {
			dir := w.env.through(c.abs, len(w.env.links), follow)
			names, ok := expand(dir, part, w.dotglob)
			if !ok && isDir(dir) {
				return nil, true // too large to list: its matches cannot be told
			}
			if !ok && !w.madeIn(dir) {
				continue
			}
			names = w.madeMatching(names, dir, part)
			slices.Sort(names)
			for _, nm := range names {
				if len(next) >= maxGlobMatches {
					return nil, true
				}
				next = append(next, cand{join(c.shown, nm), paths.Join(c.abs, nm)})
			}
		}
		cands = next
		if len(cands) == 0 {
			return nil, false
		}
	}
	out := make([]string, 0, len(cands))
	for _, c := range cands {
		out = append(out, c.shown)
	}
	return out, false
}

// join appends a component to a path shown as the pattern wrote it.
func join(shown, part string) string {
	if shown == "" || strings.HasSuffix(shown, "/") {
		return shown + part
	}
	return shown + "/" + part
}

// madeIn reports whether the line made a link or wrote a file directly in dir.
func (w *walker) madeIn(dir string) bool {
	for _, l := range w.env.links {
		if paths.Dir(l.name) == dir {
			return true
		}
	}
	for p := range w.env.files {
		if paths.Dir(p) == dir {
			return true
		}
	}
	return false
}

// madeMatching adds to names the entries of dir the line made before this point (its links,
// the files it wrote) that pattern matches: they are there when the command runs.
func (w *walker) madeMatching(names []string, dir, pattern string) []string {
	add := func(p string) {
		if paths.Dir(p) == dir {
			if b := filepath.Base(p); globMatch(pattern, b, w.dotglob) && !slices.Contains(names, b) {
				names = append(names, b)
			}
		}
	}
	for _, l := range w.env.links {
		add(l.name)
	}
	for p := range w.env.files {
		add(p)
	}
	return names
}

// loopGlobs expands the patterns among a for loop's items as bash does (for f in
// migrations/*.sql): the body then runs once for each file, and a guard sees which one. A
// pattern that matches nothing stays as written, as bash leaves it. Where one cannot be told
// whole (past a bound, in a directory too large to list), or the files are more than the
// loop walks one by one, the items stay as written: the variable holds the pattern, which
// guards match against what they protect (cat $p/environ for p in /proc/[0-9]*), rather than
// the few files found first or nothing at all.
func (w *walker) loopGlobs(items []field) []field {
	if w.remote {
		return items
	}
	orig := items
	for i := 0; i < len(items); i++ {
		x := items[i]
		if x.dyn || !x.glob {
			continue
		}
		m, cut := w.globMatches(x.pattern())
		if cut {
			return orig
		}
		if len(m) == 0 {
			continue
		}
		out := make([]field, 0, len(items)+len(m)-1)
		out = append(out, items[:i]...)
		for _, s := range m {
			out = append(out, field{s: s, from: x.from})
		}
		items = append(out, items[i+1:]...)
		i += len(m) - 1
		if len(items) > maxLoop {
			return orig
		}
	}
	return items
}
