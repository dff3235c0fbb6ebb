package self

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
)

// An .envrc is bash that direnv sources, and what it leaves in the environment reaches every
// shell and harness started in the directory. A search of its text for NAME= finds an
// assignment, not the other ways bash sets a variable (printf -v HOME, read HOME, mapfile,
// getopts, declare, export -n, eval "HO""ME=...", arithmetic), so its text is walked as the
// shell would run it (shell.SetsOf) and judged by the variables it sets. A directory put on
// PATH (PATH=..., direnv's PATH_add, path_add, load_prefix, layout) is judged too, where the
// agent can write: the project, a scratch directory, a relative or unknown one. A program
// written there later (a shim named git or hookguard) runs in place of the one meant, outside
// any hook.

// envrcFinding says what makes an .envrc's text (or a file it loads), run in dir, bad; ""
// when nothing: the variables searched for by name, then the walk of its code.
func (s *scope) envrcFinding(dir, text string, whole bool) string {
	if redirectsHooks(text) {
		return ": it sets one of them"
	}
	return s.envrcCode(dir, text, whole, false)
}

// envrcCode walks text as direnv's bash would and says what it found: a variable that points
// hookguard or git's hooks elsewhere, a directory the agent can write put on PATH, or code or
// a name only known when it runs; with rc (a shell's start file), also a file it sources that
// the agent can write (rcSources). whole is false for a line's words, which are not the file's
// lines: only a whole file's text that does not parse is judged for it.
func (s *scope) envrcCode(dir, text string, whole, rc bool) string {
	sets := shell.SetsOf(text, shell.Context{Cwd: dir, Home: s.home, Root: s.root})
	for _, n := range sets.Names {
		if hookVar(n) {
			return ": it sets " + n + " (by more than an assignment: printf -v, read, declare, eval and the like set it as surely)"
		}
		if k := npmConfigVar(n); k != "" {
			return ": it sets " + n + ", npm's " + k + " setting, which hands every npm script to a program or code nobody has read"
		}
	}
	for _, v := range sets.Paths {
		if d := s.writableOnPath(dir, strings.Split(v, ":"), true); d != "" {
			return envrcPath("PATH="+v, d)
		}
	}
	for _, l := range sets.Loads {
		if why := envrcLoads(l); why != "" {
			return why
		}
	}
	for _, c := range sets.Script.Commands {
		if why := s.direnvCall(dir, c); why != "" {
			return why
		}
		if rc {
			if why := s.rcSources(dir, c); why != "" {
				return why
			}
		}
	}
	if sets.Unknown != "" {
		return ": " + sets.Unknown + ", which may set any variable"
	}
	if whole && sets.Script.Err != nil && len(sets.Script.Unreadable) > 0 {
		return ": part of it cannot be read as bash reads it (" + firstLineOf(sets.Script.Err.Error()) + ")"
	}
	return ""
}

// envrcLoads judges a variable that makes programs run code before their own, set as
// "NAME=value": a shell's startup file (BASH_ENV: every bash a harness runs a command in, ENV,
// ZDOTDIR), or code a runtime loads (NODE_OPTIONS=--require: the harness itself, when it is
// node). Such code, rewritten later, runs before every command outside any hook.
func envrcLoads(l string) string {
	name, value, _ := strings.Cut(l, "=")
	why := shell.LoaderVar(name, value)
	switch name {
	case "BASH_ENV", "ENV", "ZDOTDIR":
		if strings.TrimSpace(value) != "" {
			why = "a startup file every shell started here reads before its code"
		}
	}
	if why == "" {
		return ""
	}
	return ": it sets " + l + ": " + why + ", which the agent can rewrite later and which then runs before every command, outside any hook"
}

// direnvCall judges a call of direnv's stdlib that changes the environment in ways the walk
// does not follow, "" for the rest: PATH_add, path_add PATH and load_prefix put directories on
// PATH, layout one of the project's own; path_add sets the variable it names; source_url and
// direnv_load bring in code or variables nobody can read here.
func (s *scope) direnvCall(dir string, c *shell.Command) string {
	args, dyn := c.Args, c.ArgDynamic
	how := "`" + c.Name + " " + strings.Join(args, " ") + "`"
	switch c.Name {
	case "PATH_add", "load_prefix":
		for i, a := range args {
			if dyn(i) {
				return envrcPath(how, a)
			}
		}
		if d := s.writableOnPath(dir, args, false); d != "" {
			return envrcPath(how, d)
		}
	case "layout":
		return envrcPath(how, "the project's .direnv")
	case "path_add":
		switch {
		case len(args) == 0:
		case dyn(0):
			return ": `path_add` adds to a variable whose name is only known when it runs, which may be any"
		case args[0] == "PATH":
			for i := range args[1:] {
				if dyn(i + 1) {
					return envrcPath(how, args[i+1])
				}
			}
			if d := s.writableOnPath(dir, args[1:], false); d != "" {
				return envrcPath(how, d)
			}
		case hookVar(args[0]):
			return ": it sets " + args[0] + " (" + how + ")"
		}
	case "source_url", "direnv_load":
		return ": " + how + " loads what a download or a program gives, which nobody can read here"
	}
	return ""
}

// writableOnPath returns the first of dirs (PATH entries, relative to dir for direnv's
// functions) that the agent could fill with programs: relative (for PATH itself, the
// directory a command is run from), empty (the same), only known when it runs (but the PATH
// it extends), below the project, or below a scratch directory. "" when none.
func (s *scope) writableOnPath(dir string, dirs []string, inPATH bool) string {
	for _, d := range dirs {
		switch {
		case d == "$PATH" || d == "${PATH}":
			if inPATH {
				continue
			}
			return d
		case d == "" && inPATH:
			return "an empty entry, which is the directory a command runs in, or a value only known when it runs"
		case strings.ContainsAny(d, "$`"):
			return d
		case !filepath.IsAbs(d):
			if inPATH {
				return d
			}
			d = paths.Join(dir, d)
		}
		p := paths.Clean(d)
		// The home may itself be below a scratch directory (a CI runner's, a test's).
		if s.root != "" && paths.Within(p, s.root) || scratch(p) && (s.home == "" || !paths.Within(p, s.home)) {
			return d
		}
	}
	return ""
}

// scratch reports a directory below the usual scratch directories anyone may write.
func scratch(p string) bool {
	for _, t := range [...]string{"/tmp", "/var/tmp", "/dev/shm", os.TempDir()} {
		if t != "" && paths.Within(p, paths.Clean(t)) {
			return true
		}
	}
	return false
}

func envrcPath(how, d string) string {
	return ": it puts a directory the agent can write on PATH (" + how + ": " + d + "), where a program written later runs in place of the one a shell or harness means (git, hookguard), outside any hook. Put tools on PATH outside the project, or ask the user to add this"
}

func firstLineOf(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}
