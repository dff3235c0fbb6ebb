package self

import (
	"io/fs"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// foundProgram is the hookguard binary that `find START... -exec {} ARGS \;` (or fd's -x)
// may run, "" where find cannot select one: {} as the program runs every entry find
// selects, so the command is hookguard where a binary lies below a start path and passes
// find's name tests. No tree is walked: the binaries are few and their places known.
func (s *scope) foundProgram(c *shell.Command) string {
	if c.Name != "{}" {
		return ""
	}
	starts, ok := foundStarts(c)
	if !ok {
		return ""
	}
	for _, b := range s.binaries() {
		if selects(starts, b.path, b.names()...) {
			return b.path
		}
	}
	return ""
}

// runsFoundScript reports an interpreter given find's selection as its script (`find ...
// -exec sh {} \;`): it runs each entry as a program does.
func runsFoundScript(c *shell.Command) bool {
	if c.NameDynamic || c.Outer == nil || !slices.Contains(interpreters[:], filepath.Base(c.Name)) {
		return false
	}
	return slices.Contains(c.Args, "{}")
}

// foundStarts are the start paths of the find or fd that runs c (`-exec {} ...`, fd's -x),
// with their name tests; ok is false for a command no find or fd runs.
func foundStarts(c *shell.Command) ([]spec.Path, bool) {
	if c.Outer == nil {
		return nil, false
	}
	switch spec.Normalise(c.Outer.Name) {
	case "find":
		call := c.Outer.Call()
		starts, _ := spec.FindStarts(call.In.Args, call)
		return starts, true
	case "fd", "fdfind":
		return spec.FdStarts(c.Outer.Call()), true
	}
	return nil, false
}

// selects reports whether a find with these starts may select the file at path (names: its
// spellings, resolved and not): one below a start that passes its name tests, or, below a
// start only known when it runs, one its name tests name.
func selects(starts []spec.Path, path string, names ...string) bool {
	for _, st := range starts {
		if st.Dyn || st.Abs == "" {
			// A start only known when it runs may be anywhere: judged by the name tests.
			if len(st.Match) > 0 && matchesAny(st.Match, append(names, path)...) {
				return true
			}
			continue
		}
		start := paths.Real(st.Abs)
		for _, p := range names {
			if paths.Within(p, start) && (len(st.Match) == 0 || matchesAny(st.Match, p)) {
				return true
			}
		}
	}
	return false
}

// maxWrapperFiles bounds the files of hookguard's wrapper places listed for one find.
const maxWrapperFiles = 512

// foundWrapper is the wrapper of hookguard's (a harness wrapper, hook.sh, a git shim) that
// `find START... -exec {} ...` may run, "" where find cannot select one: run with a payload
// of the agent's making, a wrapper is hookguard's hook entry, as `hookguard run` is. The
// wrapper places are listed, not the starts: they are few and their files fewer.
func (s *scope) foundWrapper(c *shell.Command) string {
	if c.Name != "{}" && !runsFoundScript(c) {
		return ""
	}
	starts, ok := foundStarts(c)
	if !ok {
		return ""
	}
	s.build()
	n := 0
	for _, pl := range s.places {
		if pl.rule != "hook-wrappers" {
			continue
		}
		found := ""
		_ = filepath.WalkDir(pl.path, func(p string, d fs.DirEntry, err error) error {
			if err != nil || found != "" || n >= maxWrapperFiles {
				return filepath.SkipDir
			}
			if d.IsDir() {
				return nil
			}
			n++
			if selects(starts, p, p, paths.Real(p)) {
				found = p
				return filepath.SkipAll
			}
			return nil
		})
		if found != "" {
			return found
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
func (s *scope) readsRecord() bool { return s.lineOnce(&s.record, s.readsRecordNow) }

// lineOnce answers a question about the whole line once: *memo is 0 not asked yet, 1 yes, 2 no.
func (s *scope) lineOnce(memo *int8, ask func() bool) bool {
	if *memo == 0 && s.script != nil {
		*memo = 2
		if ask() {
			*memo = 1
		}
	}
	return *memo == 1
}

func (s *scope) readsRecordNow() bool {
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
				return true
			}
		}
		for _, x := range []*shell.Command{c, c.Outer} {
			if x == nil {
				continue
			}
			for _, e := range x.Effects() {
				if e.Kind == spec.Read && e.Path.Abs != "" && isRecord(e.Path.Abs) {
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

// hookEntryWords reports words of hookguard's hook entry, `run --runner R`, given to a program
// whose name is only known when it runs (`"$(cat /tmp/n)" run --runner claude < forged.json`,
// the path looked up in an earlier call): the words read by hookguard's own spec (a first word
// only known when it runs taken for run), R one of hookguard's runners or only known when it
// runs. No other program takes these words (nx's --runner names its own task runners).
func hookEntryWords(c *shell.Command) bool {
	if len(c.Args) < 2 || c.Args[0] != "run" && !c.Dynamic[0] {
		return false
	}
	in := c.Input()
	in.Name = "hookguard"
	in.Args = slices.Clone(in.Args)
	in.Args[0] = spec.Word{S: "run"}
	call := spec.Resolve(in)
	w, ok := call.Value("runner")
	return ok && len(call.Path) == 2 && call.Path[1] == "run" && (w.Dyn || slices.Contains(hookguard.Runners(), hookguard.Runner(w.S)))
}

// looksUpHookguard reports whether the line looks hookguard's program up by name (command -v
// hookguard, which, type -P, whereis, hash -t, find -name, locate, ls): what that prints is
// hookguard's path on the agent's shell's PATH, which need not be this process's, so a
// program whose name is only known when it runs on that line may be hookguard, as with
// readsRecord.
func (s *scope) looksUpHookguard() bool { return s.lineOnce(&s.lookup, s.looksUpHookguardNow) }

func (s *scope) looksUpHookguardNow() bool {
	names := []string{"hookguard"}
	for _, b := range s.binaries() {
		for _, p := range b.names() {
			if n := filepath.Base(p); !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
	}
	for _, c := range s.script.Commands {
		// By its base name: normalising every command's name cost more than the rest.
		if !c.NameDynamic && lookupProgram(c.Base()) && namesProgram(c, names) {
			return true
		}
	}
	return false
}

// namesProgram reports a known word of c that holds one of names, or is a pattern matching one.
func namesProgram(c *shell.Command, names []string) bool {
	for i, a := range c.Args {
		if c.Dynamic[i] {
			continue
		}
		for _, n := range names {
			if strings.Contains(a, n) || paths.HasMeta(a) && matchesAny([]string{a}, n) {
				return true
			}
		}
	}
	return false
}

// lookupProgram reports a program that prints where a program is, given its name or a
// pattern of it (by base name, GNU's g-prefixed builds among them). A switch: every command
// of the line asks.
func lookupProgram(base string) bool {
	switch base {
	case "command", "type", "which", "whereis", "hash", "find", "gfind", "fd", "fdfind", "locate", "plocate", "mlocate",
		"ls", "gls", "compgen", "realpath", "grealpath", "readlink", "greadlink":
		return true
	}
	return false
}
