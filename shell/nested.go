package shell

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// eval runs its words joined by spaces, in the current shell. Like every builtin that takes
// no option, it drops a leading "--" (eval -- 'rm -rf /etc' runs rm).
func (w *walker) eval(p *pending) (string, bool) {
	args := p.argv[1:]
	if len(args) > 0 && !args[0].dyn && args[0].s == "--" {
		args = args[1:]
	}
	words := make([]string, 0, len(args))
	dyn := false
	for _, f := range args {
		dyn = dyn || f.dyn
		words = append(words, f.s)
	}
	if dyn {
		if typedCode(args) {
			w.terminalCode(p, "eval of a line read from the terminal")
		}
		// As approximate, in the current shell: the traps the text sets are this shell's.
		c := w.command(p)
		c.Opaque = true
		w.emit(c)
		w.exitHere(0, true) // the text may break or return
		w.clone().walkIn(p, strings.Join(words, " "), "eval ?")
		return "", false
	}
	savedVia, savedIn, savedInherit := w.via, w.stdin, w.inherit
	w.via, w.stdin, w.cwd = p.via, p.stdin, p.cwd
	if env := w.environ(); len(p.assigns) > len(env) {
		// K=v eval '...': the assignments before it are in the environment of every command
		// it runs (PATH=$D:$PATH eval 'x' finds x in $D).
		w.inherit = append(w.inherit[:len(w.inherit):len(w.inherit)], p.assigns[len(env):]...)
	}
	w.run(strings.Join(words, " "), "eval")
	w.via, w.stdin, w.inherit = savedVia, savedIn, savedInherit
	return "", false
}

// approximate lists a command that runs shell text only partly known (`bash -c "echo $T"`,
// `eval "$X"`): the command is opaque, since the values could be any code, and the text is
// walked as written, each unknown part standing for itself, so that what it does around them
// (printing $T, deleting "$DIR/x") is judged as well.
func (w *walker) approximate(p *pending, text, via string) (string, bool) {
	c := w.command(p)
	c.Opaque = true
	w.emit(c)
	x := w.clone()
	x.nestedIn(p, text, via+" ?")
	return "", false
}

// source runs the file its first operand names (source -- FILE ARGS), in the current shell.
func (w *walker) source(p *pending) (string, bool) {
	call := w.resolve(p)
	if len(call.P.Operands) == 0 {
		w.emit(w.command(p))
		return "", true
	}
	return w.runScriptFile(p, argvIndex(p, call, call.P.Operands[0]), true)
}

// runScriptFile lists a command that runs the script file p.argv[idx] names, then the script's
// own commands where the file can be read; the words after it are the script's arguments.
func (w *walker) runScriptFile(p *pending, idx int, shared bool) (string, bool) {
	c := w.command(p)
	file := p.argv[idx].s
	if p.argv[idx].dyn {
		c.Opaque = true
		w.emit(c)
		return "", false
	}
	path := w.abs(file)
	body, ok := w.readCode(path, "script", maxScript)
	if ok && !shellScript(body, idx > 0) {
		if q := shebangRun(p, body); q != nil && idx == 0 && !shared && w.env.shebangs < maxShebangs {
			// ./tool.py runs what its #! line names on it, as python3 ./tool.py does: that
			// command is listed in its place (listed as well, the script would count as an
			// unknown program that may write anything, and the file be unreadable after it).
			w.env.shebangs++
			return w.dispatch(q)
		}
		ok = false
	}
	if !ok {
		// A script this line wrote with text only known when it runs (curl -o x.sh URL;
		// bash x.sh) runs code that cannot be seen.
		c.Opaque = w.writtenEarlier(path)
		if shared && w.env != nil && w.env.sets != nil {
			w.env.sets.unread = true // what a file sourced unread sets, nobody knows
		}
		if w.startup != "" && !shared {
			w.clone().nestedIn(p, w.startup, "startup") // read before the script is looked for
		}
		w.emit(c)
		return "", false
	}
	w.emit(c)
	x := w
	if !shared {
		x = w.clone()
		body, x.startup = x.startup+body, ""
	}
	savedVia, savedPos, savedSet, savedCwd, savedSrc, savedInherit := x.via, x.pos, x.posSet, x.cwd, x.sourcing, x.inherit
	x.via, x.cwd = p.via, p.cwd
	var restore func()
	if !shared {
		x.inherit = p.assigns
		x.traps = nil // a shell of its own: the script's traps run when it ends
		x.setAssigns(p.assigns)
	} else {
		restore = x.tempAssigns(p.assigns)
	}
	x.pos, x.posSet = p.argv[idx+1:], true
	if shared {
		x.sourcing = path
	}
	savedExits := x.exits
	stops := x.catchExits(true) // a return ends a sourced file anywhere
	x.run(body, "script "+file)
	x.joinExits(stops)
	x.exits = savedExits
	x.via, x.pos, x.posSet, x.sourcing, x.inherit = savedVia, savedPos, savedSet, savedSrc, savedInherit
	if !shared {
		x.cwd = savedCwd
	} else {
		restore()
	}
	return "", false
}

// tempAssigns sets the variables a builtin is given before its name (K=v source x.sh) while
// it runs, and returns what puts back the values they had, where the builtin left them as set.
func (w *walker) tempAssigns(as []assign) func() {
	type saved struct {
		v   value
		had bool
	}
	old := make(map[string]saved, len(as))
	for _, a := range as {
		if _, done := old[a.name]; !done {
			v, had := w.lookup(a.name)
			old[a.name] = saved{v, had}
		}
	}
	w.setAssigns(as)
	return func() {
		for _, a := range as {
			if cur, ok := w.lookup(a.name); !ok || cur.s != a.v.s || cur.dyn != a.v.dyn {
				continue // the builtin set it again
			}
			if o := old[a.name]; o.had {
				w.put(a.name, o.v)
			} else {
				w.drop(a.name)
			}
		}
	}
}

// shellScript reports whether a file's text is for a shell: no shebang (when a shell was
// named to run it), or a shebang naming a shell.
func shellScript(body string, shellNamed bool) bool {
	if !strings.HasPrefix(body, "#!") {
		return true
	}
	if i := Interpreter(body); i == "busybox" || isShell(i) {
		return true
	}
	return shellNamed
}

// maxShebangs bounds the scripts one line runs by their #! line's program: a script whose #!
// names another script (or itself) is followed no further, as the kernel stops too.
const maxShebangs = 8

// shebangRun is the command the kernel runs for a script executed by its path: the #! line's
// program (an absolute path), the rest of the line as one word where there is any (awk -f,
// env -S 'python3 -u'), then the script's path and its arguments. nil without such a line.
func shebangRun(p *pending, body string) *pending {
	if !strings.HasPrefix(body, "#!") {
		return nil
	}
	line, _, _ := strings.Cut(body[2:], "\n")
	line = strings.Trim(line, " \t\r")
	interp, arg := line, ""
	if i := strings.IndexAny(line, " \t"); i >= 0 {
		interp, arg = line[:i], strings.Trim(line[i:], " \t")
	}
	if !filepath.IsAbs(interp) {
		return nil
	}
	argv := make([]field, 0, len(p.argv)+2)
	argv = append(argv, field{s: interp})
	if arg != "" {
		argv = append(argv, field{s: arg})
	}
	q := *p
	q.argv = append(argv, p.argv...)
	q.known = spec.Known{}
	return &q
}

// Interpreter is the program a script's #! line names, "" without one.
func Interpreter(body string) string {
	if !strings.HasPrefix(body, "#!") {
		return ""
	}
	line, _, _ := strings.Cut(body, "\n")
	f := strings.Fields(strings.TrimPrefix(line, "#!"))
	if len(f) == 0 {
		return ""
	}
	interp := filepath.Base(f[0])
	if interp == "env" {
		for _, a := range f[1:] {
			if !strings.HasPrefix(a, "-") {
				return spec.Normalise(a)
			}
		}
	}
	return spec.Normalise(interp)
}

// shellCmd sees through a shell given a string (-c), a script file, or its stdin.
func (w *walker) shellCmd(p *pending) (string, bool) {
	name := filepath.Base(p.argv[0].s)
	// Every shell is read as sh, by its own options (nu's -n is not sh's -n).
	call := new(spec.Call)
	spec.ResolveKnown(call, &spec.Input{Name: "sh", Args: words(p.argv[1:])}, spec.Known{Raw: name, Name: "sh", Spec: spec.ShellOpts(spec.Normalise(name))})
	if spec.Normalise(name) == "xonsh" && !w.xonsh {
		// xonsh's text is Python where it is not shell: script (foreign.go) reads it so.
		w.xonsh = true
		defer func() { w.xonsh = false }()
	}
	if !w.traced && (call.ShellTraces() || traceOptsVar(p.assigns)) {
		// bash -x, bash -o xtrace, SHELLOPTS=xtrace bash: what the shell runs it prints.
		w.traced = true
		defer func() { w.traced = false }()
	}
	if !w.dotglob && (call.ShellDotGlob() || optsVar(p.assigns, "BASHOPTS", "dotglob")) {
		// bash -O dotglob, BASHOPTS=dotglob bash: its patterns name dotfiles (dotglob.go).
		w.dotglob = true
		defer func() { w.dotglob = false }()
	}
	if !w.allexport && (call.ShellAllExport() || shellOptsVar(p.assigns, "allexport")) {
		// bash -a, bash -o allexport: what the shell assigns it exports.
		w.allexport = true
		defer func() { w.allexport = false }()
	}
	ops := call.P.Operands
	first := len(p.argv)
	if len(ops) > 0 {
		first = argvIndex(p, call, ops[0])
	}
	if call.Has("n") {
		w.emit(w.command(p)) // sh -n only reads the code for its syntax: nothing runs
		return "", true
	}
	if call.Has("c") || call.Has("command") {
		if first >= len(p.argv) {
			w.emit(w.command(p))
			return "", true
		}
		script := p.argv[first]
		x := w.clone()
		x.pos, x.posSet, x.arg0 = nil, true, nil
		if first+1 < len(p.argv) {
			x.arg0 = &p.argv[first+1]
		}
		if first+2 <= len(p.argv)-1 {
			x.pos = p.argv[first+2:]
		}
		start := w.shellStartup(p, name, call, false)
		if script.dyn {
			if typedCode(p.argv[first : first+1]) {
				w.terminalCode(p, name+" -c of a line read from the terminal")
			}
			if start != "" {
				x.clone().nestedIn(p, start, name+" startup")
			}
			return x.approximate(p, script.s, name+" -c")
		}
		return x.nestedIn(p, start+script.s, name+" -c")
	}
	if !call.Has("s") && first < len(p.argv) && p.argv[first].glob && !p.remote {
		// ash ./wipe?.sh: bash expands the script's pattern before the shell starts, whichever
		// shell it is and whatever wrapper (busybox sh, sudo) started it.
		p.argv = w.expandField(p.argv, first)
	}
	if !call.Has("s") && first < len(p.argv) && !stdinFile(p.argv[first].s) {
		w.startup = w.shellStartup(p, name, call, false)
		defer func() { w.startup = "" }()
		return w.runScriptFile(p, first, false)
	}
	if p.stdin.piped {
		start := w.shellStartup(p, name, call, false)
		if !p.stdin.known && p.stdin.unread != "" {
			// sh < /tmp/x.sh: a script on stdin, read as the script operand would be.
			w.touchShared()
			if body, ok := w.readJoined(p.stdin.unread, "script", maxScript, len(w.env.copies)); ok {
				p.stdin.s, p.stdin.known = body, true
			}
		}
		if !p.stdin.known {
			if start != "" {
				w.clone().nestedIn(p, start, name+" startup")
			}
			c := w.command(p)
			c.Opaque = true
			w.emit(c)
			return "", false
		}
		x := w.clone()
		q := *p
		q.stdin = input{}
		return x.nestedIn(&q, start+p.stdin.s, p.stdin.via)
	}
	// Its code comes from the terminal: an interactive shell, which reads its startup files.
	if w.ctx.TerminalUnseen && !stdinElsewhere(p) {
		w.terminalCode(p, "an interactive "+name)
	}
	if start := w.shellStartup(p, name, call, true); start != "" {
		w.clone().nestedIn(p, start, name+" startup")
	}
	w.emit(w.command(p))
	return "", false
}

// stdinFile reports the names by which a program reads its own stdin as a file.
func stdinFile(s string) bool {
	switch s {
	case "-", "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0":
		return true
	}
	return false
}

// nestedIn walks src as a child shell of p (the caller passes a clone). The variables p was
// given are in the child's environment, so every command it runs has them, and its words
// expand them. The traps the child sets are its own: they run when it ends, in the directory
// it ends in.
func (w *walker) nestedIn(p *pending, src, via string) (string, bool) {
	w.traps = nil
	if !p.remote || w.remote {
		// The variables p was given are the child's (K=.env sh -c 'cat $K'), except on
		// another machine, which they do not reach.
		w.setAssigns(p.assigns)
	}
	return w.walkIn(p, src, via)
}

// walkIn walks src as nestedIn does, in the shell that w is part of (text kept to run later in
// the same shell: a trap's action, an alias), whose traps it adds to.
func (w *walker) walkIn(p *pending, src, via string) (string, bool) {
	w.via, w.stdin, w.cwd = p.via, p.stdin, p.cwd
	savedRemote, savedMounts, savedInherit := w.remote, w.mounts, w.inherit
	w.remote, w.mounts = p.remote, p.mounts
	w.inherit = p.assigns
	w.run(src, via)
	w.remote, w.mounts, w.inherit = savedRemote, savedMounts, savedInherit
	return "", false
}

// writtenEarlier reports whether a command listed before now writes path.
func (w *walker) writtenEarlier(path string) bool {
	if path == "" {
		return false
	}
	w.touchShared()
	for _, o := range *w.out {
		for _, e := range o.Effects() {
			if (e.Kind == spec.Write || e.Kind == spec.Create) && (e.Path.Abs == path || e.Path.Dyn) {
				return true
			}
		}
	}
	return false
}
