package shell

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// Startup files: code a program runs before its own because a variable or an option names it.
// A shell reads BASH_ENV (bash, not interactive), ENV (a POSIX shell, interactive), its
// --rcfile or --init-file (bash, interactive) and $ZDOTDIR/.zshenv (zsh; .zshrc too when
// interactive): each is walked as if sourced first, in the shell that runs the code, so a
// function it defines is the one the code calls. Other runtimes load code named in their
// environment (NODE_OPTIONS=--require, PERL5OPT=-M, RUBYOPT=-r, LD_PRELOAD, a sitecustomize
// on PYTHONPATH), for every such program below the command: that code is not read, so it is
// recorded as unknown code, never passed over as nothing.

// shellStartup is the text a shell given p's environment runs before its code: `.` commands
// that the walk follows like any source (a file it cannot read then runs what it cannot see).
// "" where the environment and options name none, the common case, at the cost of a scan of
// the few variables the line gives it.
func (w *walker) shellStartup(p *pending, name string, call *spec.Call, interactive bool) string {
	var b strings.Builder
	base := spec.Normalise(name)
	interactive = interactive || call.Has("i")
	posix := base != "bash" && base != "zsh" || call.Has("posix")
	switch {
	case base == "zsh":
		if v, ok := assignOf(p.assigns, "ZDOTDIR"); ok && !call.Has("f") {
			w.seenStartup("ZDOTDIR=" + v.s)
			b.WriteString(". \"$ZDOTDIR/.zshenv\"\n")
			if interactive {
				b.WriteString(". \"$ZDOTDIR/.zshrc\"\n")
			}
		}
	case interactive && posix:
		if _, ok := assignOf(p.assigns, "ENV"); ok {
			b.WriteString(". \"$ENV\"\n")
		}
	case interactive:
		for _, o := range [...]string{"rcfile", "init-file"} {
			if v, given := call.Value(o); given && !call.Has("norc") {
				b.WriteString(". " + quoteWord(v.S, v.Dyn) + "\n")
			}
		}
	case !posix:
		if v, ok := assignOf(p.assigns, "BASH_ENV"); ok {
			w.seenStartup("BASH_ENV=" + v.s)
			b.WriteString(". \"$BASH_ENV\"\n")
		}
	}
	return b.String()
}

// assignOf is the last value the environment gives name.
func assignOf(as []assign, name string) (value, bool) {
	for i := len(as) - 1; i >= 0; i-- {
		if as[i].name == name {
			return as[i].v, true
		}
	}
	return value{}, false
}

// inShell are the builtins that run in the shell itself, starting no program that could read
// a startup file or load a library: the common ones a line exports variables around.
func inShell(base string) bool {
	switch base {
	case "echo", "printf", "true", "false", ":", "test", "[", "export", "declare", "typeset", "local",
		"readonly", "exit", "return", "break", "continue":
		return true
	}
	return builtinOnly(base)
}

// loaderEnv records or walks the code a program given p's environment, or any program below
// it, loads by a startup variable. Cheap when the line gives no variable: one length check.
func (w *walker) loaderEnv(p *pending, base string) {
	if len(p.assigns) == 0 || inShell(base) {
		return
	}
	for _, a := range p.assigns {
		switch a.name {
		case "BASH_ENV", "ZDOTDIR":
			if !isShell(base) {
				// A program that is not a shell may start bash or zsh (a script's #!, a
				// recipe): the file may run, so it is judged as running.
				w.startupBelow(p, a)
			}
		case "NODE_OPTIONS", "PERL5OPT", "RUBYOPT", "LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES":
			if why := LoaderVar(a.name, a.v.s); why != "" {
				w.unknownCode(a.name+"="+a.v.s, errLoads(why))
			}
		case "PYTHONPATH":
			w.pythonPath(p, a)
		}
	}
}

type errLoads string

func (e errLoads) Error() string {
	return "loads " + string(e) + ", which hookguard does not read: run the command without it"
}

// LoaderVar says what code a program given name=value loads before its own, which nobody
// reads, or "" when none: NODE_OPTIONS with --require/--import/--loader, PERL5OPT with
// -M/-m/-d, RUBYOPT with -r, any LD_PRELOAD, LD_AUDIT or DYLD_INSERT_LIBRARIES. One answer
// for a command's environment and for a file that sets it for later (an .envrc).
func LoaderVar(name, value string) string {
	switch name {
	case "NODE_OPTIONS":
		return loaderOpt(value, "--require --import --loader --experimental-loader -r", "node")
	case "PERL5OPT":
		return loaderOpt(value, "-M -m -d", "perl")
	case "RUBYOPT":
		return loaderOpt(value, "-r --require", "ruby")
	case "LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES":
		if strings.TrimSpace(value) != "" {
			return "native code every program it starts loads"
		}
	}
	return ""
}

// loaderOpt finds, in an option variable's value, an option that names code to load.
func loaderOpt(value, opts, lang string) string {
	for _, t := range strings.Fields(value) {
		for _, o := range strings.Fields(opts) {
			if t == o || strings.HasPrefix(t, o) && (len(o) == 2 || t[len(o)] == '=') {
				return lang + " code named by " + o
			}
		}
	}
	return ""
}

// pythonPath records a PYTHONPATH directory holding a sitecustomize or usercustomize module,
// which every Python process below imports at start, there or written earlier on the line.
func (w *walker) pythonPath(p *pending, a assign) {
	for _, d := range filepath.SplitList(a.v.s) {
		if d == "" {
			continue
		}
		dir := w.absFrom(d, p.cwd)
		if dir == "" {
			continue
		}
		for _, m := range [...]string{"sitecustomize.py", "usercustomize.py"} {
			f := paths.Join(dir, m)
			if isFile(f) || w.writtenEarlier(f) {
				w.unknownCode("PYTHONPATH="+a.v.s, errLoads("the Python module "+f+" at every start"))
				return
			}
		}
	}
}

// startupBelow walks a shell startup file a program's environment names, once a line: it runs
// in whatever bash or zsh the program starts.
func (w *walker) startupBelow(p *pending, a assign) {
	if !w.seenStartup(a.name + "=" + a.v.s) {
		return
	}
	text := ". \"$BASH_ENV\"\n"
	if a.name == "ZDOTDIR" {
		text = ". \"$ZDOTDIR/.zshenv\"\n"
	}
	w.clone().nestedIn(p, text, a.name)
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// seenStartup notes a startup file walked for this line, reporting whether it is new: the
// programs below a shell that read it were walked with it, and a variable exported once
// reaches every later command.
func (w *walker) seenStartup(key string) bool {
	if w.env.startups == nil {
		w.env.startups = map[string]bool{}
	}
	if w.env.startups[key] {
		return false
	}
	w.env.startups[key] = true
	return true
}
