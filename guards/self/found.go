package self

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// foundProgram is the hookguard binary that `find START... -exec {} ARGS \;` (or fd's -x)
// may run, "" where find cannot select one: {} as the program runs every entry find
// selects, so the command is hookguard where a binary lies below a start path and passes
// find's name tests. No tree is walked: the binaries are few and their places known.
func (s *scope) foundProgram(c *shell.Command) string {
	if c.Name != "{}" || c.Outer == nil {
		return ""
	}
	var starts []spec.Path
	switch spec.Normalise(c.Outer.Name) {
	case "find":
		call := c.Outer.Call()
		starts, _ = spec.FindStarts(call.In.Args, call)
	case "fd", "fdfind":
		starts = spec.FdStarts(c.Outer.Call())
	default:
		return ""
	}
	for _, b := range s.binaries() {
		for _, st := range starts {
			if st.Dyn || st.Abs == "" {
				// A start only known when it runs may be anywhere: judged by the name tests.
				if len(st.Match) > 0 && matchesAny(st.Match, b.path, b.real) {
					return b.path
				}
				continue
			}
			start := paths.Real(st.Abs)
			for _, p := range b.names() {
				if paths.Within(p, start) && (len(st.Match) == 0 || matchesAny(st.Match, p)) {
					return b.path
				}
			}
		}
	}
	return ""
}

// matchesAny reports whether any name pattern matches the base name of any of ps.
func matchesAny(pats []string, ps ...string) bool {
	for _, pat := range pats {
		for _, p := range ps {
			if paths.ShellMatch(pat, filepath.Base(p)) { // find's -name, as fnmatch reads it
				return true
			}
		}
	}
	return false
}

// readsRecord reports whether the line reads the file install records hookguard's binary in
// (`$(cat ~/.config/hookguard/binary) uninstall`, `read -r B < FILE; $B trust`, `xargs -a
// FILE -I{} {} uninstall`): a program whose name is only known when it runs is then judged
// as hookguard, by hookguard's own command table (its read-only commands stay allowed).
func (s *scope) readsRecord() bool {
	if s.record != 0 || s.script == nil {
		return s.record == 1
	}
	s.record = 2
	config, _ := s.hookguardDirs()
	isRecord := func(abs string) bool {
		real := paths.Real(abs)
		for _, d := range config {
			if rec := paths.Join(d, "binary"); real == rec || real == paths.Real(rec) {
				return true
			}
		}
		return false
	}
	for _, c := range s.script.Commands {
		// Only a command that names the file by its base name can read it (its words are
		// expanded): the rest are passed over without working out their effects.
		if !namesRecord(c) && (c.Outer == nil || !namesRecord(c.Outer)) {
			continue
		}
		// A command by a name only known when it runs lists no effects, and xargs is not
		// listed itself: the redirects and the wrapper's reads say what feeds it.
		for _, r := range c.Redirects {
			if (r.Op == "<" || r.Op == "<>") && !r.Dynamic && isRecord(s.abs(r.Target, c.Cwd)) {
				s.record = 1
				return true
			}
		}
		for _, x := range []*shell.Command{c, c.Outer} {
			if x == nil {
				continue
			}
			for _, e := range x.Effects() {
				if e.Kind == spec.Read && e.Path.Abs != "" && isRecord(e.Path.Abs) {
					s.record = 1
					return true
				}
			}
		}
	}
	return false
}

// namesRecord reports whether a word or a redirect of c holds "binary", the record's name.
func namesRecord(c *shell.Command) bool {
	for _, a := range c.Args {
		if strings.Contains(a, "binary") {
			return true
		}
	}
	for _, r := range c.Redirects {
		if strings.Contains(r.Target, "binary") {
			return true
		}
	}
	return false
}
