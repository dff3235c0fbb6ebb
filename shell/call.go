package shell

import (
	"encoding/base64"
	"encoding/hex"
	"path/filepath"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// pending is a command on its way to the list: wrappers peel words off its front.
type pending struct {
	argv    []field
	assigns []string
	redirs  []Redirect
	stdin   input
	cwd     string
	via     []string
	outer   *Command
	noFunc  bool // reached through `command` or `builtin`: functions do not apply
}

func (w *walker) call(s *syntax.Stmt, ce *syntax.CallExpr) (string, bool) {
	if len(ce.Args) == 0 {
		for _, a := range ce.Assigns {
			if a == nil || a.Name == nil {
				continue
			}
			w.set(a.Name.Value, w.assignValue(a))
		}
		if len(s.Redirs) > 0 {
			c := &Command{Cwd: w.cwd, Via: w.viaCopy()}
			c.Redirects, _ = w.redirects(s.Redirs)
			w.emit(c)
		}
		return "", true
	}
	// Prefix assignments are expanded before the words, and apply only to the command.
	var assigns []string
	for _, a := range ce.Assigns {
		if a == nil || a.Name == nil {
			continue
		}
		v := w.assignValue(a)
		assigns = append(assigns, a.Name.Value+"="+v.s)
	}
	argv := make([]field, 0, len(ce.Args))
	for _, word := range ce.Args {
		argv = w.appendFields(argv, word)
	}
	redirs, in := w.redirects(s.Redirs)
	if !in.piped {
		in = w.stdin
	}
	if len(argv) == 0 {
		if len(redirs) > 0 {
			w.emit(&Command{Cwd: w.cwd, Via: w.viaCopy(), Redirects: redirs, Assigns: assigns})
		}
		return "", true
	}
	p := &pending{argv: argv, assigns: assigns, redirs: redirs, stdin: in, cwd: w.cwd, via: w.viaCopy()}
	out, known := w.dispatch(p)
	for _, r := range redirs {
		if r.Fd == 1 || r.Fd == -1 {
			switch r.Op {
			case ">", ">|", "&>":
				if p := w.abs(r.Target); p != "" && !r.Dynamic {
					if known {
						w.files[p] = out
					} else {
						delete(w.files, p)
					}
				}
				return "", true
			case ">>", "&>>":
				if p := w.abs(r.Target); p != "" && !r.Dynamic {
					if old, ok := w.files[p]; ok && known {
						w.files[p] = old + out
					} else {
						delete(w.files, p)
					}
				}
				return "", true
			}
		}
	}
	return out, known
}

// command builds the listed form of a pending command.
func (p *pending) command() *Command {
	c := &Command{
		Name: p.argv[0].s, NameDynamic: p.argv[0].dyn,
		Assigns: p.assigns, Redirects: p.redirs, Cwd: p.cwd, Via: p.via,
		Stdin: p.stdin.s, StdinKnown: p.stdin.known && p.stdin.piped, Outer: p.outer,
	}
	c.Args = make([]string, 0, len(p.argv)-1)
	c.Dynamic = make([]bool, 0, len(p.argv)-1)
	c.Lead = make([]string, 0, len(p.argv)-1)
	for _, f := range p.argv[1:] {
		c.Args = append(c.Args, f.s)
		c.Dynamic = append(c.Dynamic, f.dyn)
		c.Lead = append(c.Lead, f.lead)
	}
	return c
}

// inner is the command a wrapper runs: the words from i on, reached through via.
func (p *pending) inner(i int, via string) *pending {
	q := *p
	q.argv = p.argv[i:]
	q.via = append(append([]string(nil), p.via...), via)
	return &q
}

// dispatch lists a command, seeing through functions, builtins, wrappers and shells.
func (w *walker) dispatch(p *pending) (string, bool) {
	if len(p.argv) == 0 || *w.limit != nil {
		return "", true
	}
	if *w.steps++; *w.steps > maxSteps {
		w.fail(ErrTooMany)
		return "", false
	}
	if p.argv[0].dyn {
		c := p.command()
		w.emit(c)
		// A program nobody can name, given -c and a string, is most likely a shell
		// (${SHELL} -c '...'): list what the string would run.
		if len(p.argv) > 2 && isCFlag(p.argv[1]) && !p.argv[2].dyn {
			w.clone().nestedIn(p, p.argv[2].s, "? -c")
		}
		return "", false
	}
	name := p.argv[0].s
	if body, ok := w.funcs[name]; ok && !p.noFunc {
		return w.callFunc(p, name, body)
	}
	base := filepath.Base(name)
	if h := handlerFor(base); h != nil {
		return h(w, p)
	}
	if strings.Contains(name, "/") {
		return w.runScriptFile(p, name, false)
	}
	c := p.command()
	w.emit(c)
	return outputOf(c)
}

func (w *walker) callFunc(p *pending, name string, body *syntax.Stmt) (string, bool) {
	if w.depth >= maxDepth {
		w.fail(ErrTooDeep)
		return "", false
	}
	savedPos, savedSet, savedVia, savedIn := w.pos, w.posSet, w.via, w.stdin
	w.pos, w.posSet = p.argv[1:], true
	w.via = append(append([]string(nil), p.via...), name+"()")
	w.stdin = p.stdin
	w.depth++
	defer func() {
		w.pos, w.posSet, w.via, w.stdin = savedPos, savedSet, savedVia, savedIn
		w.depth--
	}()
	return w.stmt(body)
}

func isCFlag(f field) bool {
	if f.dyn || len(f.s) < 2 || f.s[0] != '-' || !strings.Contains(f.s, "c") {
		return false
	}
	return strings.Trim(f.s[1:], "abcefhiklmnprsuvx") == ""
}

type handler func(w *walker, p *pending) (string, bool)

// handlerFor returns the special handling of a command name: builtins that change the walk's
// state, wrappers that run another command, shells that run a string.
func handlerFor(name string) handler {
	switch name {
	case "cd", "pushd", "popd":
		return (*walker).cd
	case "set":
		return (*walker).setBuiltin
	case "shift":
		return (*walker).shift
	case "unset":
		return (*walker).unset
	case "eval":
		return (*walker).eval
	case "source", ".":
		return (*walker).source
	case "command":
		return (*walker).commandBuiltin
	case "builtin", "exec", "nohup", "busybox", "noglob":
		return (*walker).simpleWrapper
	case "bash", "sh", "zsh", "dash", "ksh", "mksh", "ash", "fish", "rbash", "yash", "posh", "tcsh", "csh":
		return (*walker).shellCmd
	case "xargs":
		return (*walker).xargs
	case "parallel":
		return (*walker).parallel
	case "find":
		return (*walker).find
	case "watch":
		return (*walker).watch
	case "su", "runuser":
		return (*walker).su
	case "flock":
		return (*walker).flock
	}
	if _, ok := wrapperSpec(name); ok {
		return (*walker).wrapper
	}
	return nil
}

func (w *walker) cd(p *pending) (string, bool) {
	c := p.command()
	w.emit(c)
	switch {
	case c.Name == "popd":
		w.cwd = ""
	case len(c.Args) == 0:
		w.cwd = w.ctx.Home
	default:
		args := c.Args
		dyn := c.Dynamic
		for len(args) > 1 && (args[0] == "-L" || args[0] == "-P" || args[0] == "-e" || args[0] == "--") {
			args, dyn = args[1:], dyn[1:]
		}
		t := args[0]
		switch {
		case dyn[0] || t == "-" || strings.HasPrefix(t, "+") || (strings.HasPrefix(t, "-") && c.Name == "pushd"):
			w.cwd = ""
		case filepath.IsAbs(t):
			w.cwd = filepath.Clean(t)
		case w.cwd != "":
			w.cwd = w.abs(t)
		}
	}
	delete(w.vars, "PWD") // $PWD follows the tracked cwd
	return "", true
}

func (w *walker) setBuiltin(p *pending) (string, bool) {
	w.emit(p.command())
	for i, f := range p.argv[1:] {
		if f.s == "--" {
			w.pos, w.posSet = p.argv[i+2:], true
			break
		}
	}
	return "", true
}

func (w *walker) shift(p *pending) (string, bool) {
	w.emit(p.command())
	if w.posSet && len(w.pos) > 0 {
		w.pos = w.pos[1:]
	}
	return "", true
}

func (w *walker) unset(p *pending) (string, bool) {
	w.emit(p.command())
	fn := false
	for _, f := range p.argv[1:] {
		switch {
		case f.s == "-f":
			fn = true
		case f.s == "-v":
			fn = false
		case f.dyn:
		case fn:
			delete(w.funcs, f.s)
		default:
			w.vars[f.s] = value{}
		}
	}
	return "", true
}

// eval runs its words joined by spaces, in the current shell.
func (w *walker) eval(p *pending) (string, bool) {
	words := make([]string, 0, len(p.argv)-1)
	for _, f := range p.argv[1:] {
		if f.dyn {
			c := p.command()
			c.Opaque = true
			w.emit(c)
			return "", false
		}
		words = append(words, f.s)
	}
	return w.nested(p, strings.Join(words, " "), "eval", true)
}

// nested walks a string a shell would run. shared says it runs in the current shell.
func (w *walker) nested(p *pending, src, via string, shared bool) (string, bool) {
	x := w
	if !shared {
		x = w.clone()
	}
	savedVia, savedIn, savedCwd := x.via, x.stdin, x.cwd
	x.via, x.stdin, x.cwd = p.via, p.stdin, p.cwd
	x.run(src, via)
	if shared {
		x.via, x.stdin = savedVia, savedIn
	} else {
		_ = savedCwd
	}
	return "", false
}

func (w *walker) source(p *pending) (string, bool) {
	if len(p.argv) < 2 {
		w.emit(p.command())
		return "", true
	}
	return w.runScriptFile(p, p.argv[1].s, true)
}

// runScriptFile lists a command that runs a script file, then the script's own commands where
// the file can be read.
func (w *walker) runScriptFile(p *pending, file string, shared bool) (string, bool) {
	c := p.command()
	idx := 0
	for i, f := range p.argv {
		if f.s == file {
			idx = i
			break
		}
	}
	if p.argv[idx].dyn {
		c.Opaque = true
		w.emit(c)
		return "", false
	}
	path := w.abs(file)
	body, ok := w.readFile(path)
	if ok && !shellScript(body, p.argv[0].s != file) {
		ok = false
	}
	if !ok {
		w.emit(c)
		return "", false
	}
	w.emit(c)
	x := w
	if !shared {
		x = w.clone()
	}
	savedVia, savedPos, savedSet, savedCwd := x.via, x.pos, x.posSet, x.cwd
	x.via, x.cwd = p.via, p.cwd
	x.pos, x.posSet = p.argv[idx+1:], true
	x.run(body, "script "+file)
	x.via, x.pos, x.posSet = savedVia, savedPos, savedSet
	if !shared {
		x.cwd = savedCwd
	}
	return "", false
}

// shellScript reports whether a file's text is for a shell: no shebang (when a shell was
// named to run it), or a shebang naming a shell.
func shellScript(body string, shellNamed bool) bool {
	if !strings.HasPrefix(body, "#!") {
		return true
	}
	line, _, _ := strings.Cut(body, "\n")
	f := strings.Fields(strings.TrimPrefix(line, "#!"))
	if len(f) == 0 {
		return shellNamed
	}
	interp := filepath.Base(f[0])
	if interp == "env" {
		for _, a := range f[1:] {
			if !strings.HasPrefix(a, "-") {
				interp = filepath.Base(a)
				break
			}
		}
	}
	switch interp {
	case "sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "busybox":
		return true
	}
	return shellNamed
}

func (w *walker) commandBuiltin(p *pending) (string, bool) {
	i := 1
	for i < len(p.argv) && strings.HasPrefix(p.argv[i].s, "-") && !p.argv[i].dyn {
		a := p.argv[i].s
		i++
		if a == "--" {
			break
		}
		if strings.ContainsAny(a, "vV") {
			// command -v / -V only describes: nothing runs.
			w.emit(p.command())
			return "", false
		}
	}
	if i >= len(p.argv) {
		w.emit(p.command())
		return "", true
	}
	q := p.inner(i, "command")
	q.noFunc = true
	return w.dispatch(q)
}

func (w *walker) simpleWrapper(p *pending) (string, bool) {
	name := filepath.Base(p.argv[0].s)
	i := 1
	if name == "exec" {
		for i < len(p.argv) && strings.HasPrefix(p.argv[i].s, "-") {
			if p.argv[i].s == "-a" {
				i++
			}
			i++
		}
	}
	if name == "nohup" && i < len(p.argv) && p.argv[i].s == "--" {
		i++
	}
	if i >= len(p.argv) {
		w.emit(p.command())
		return "", true
	}
	q := p.inner(i, name)
	q.noFunc = name == "builtin" || name == "exec"
	return w.dispatch(q)
}

// shellCmd sees through a shell given a string (-c), a script file, or its stdin.
func (w *walker) shellCmd(p *pending) (string, bool) {
	name := filepath.Base(p.argv[0].s)
	cflag, sflag := false, false
	i := 1
	for i < len(p.argv) {
		a := p.argv[i]
		if a.dyn || a.s == "" || a.s == "-" || a.s[0] != '-' && a.s[0] != '+' {
			break
		}
		i++
		if a.s == "--" {
			break
		}
		if strings.HasPrefix(a.s, "--") {
			switch a.s {
			case "--rcfile", "--init-file":
				i++
			case "--command":
				cflag = true
			}
			continue
		}
		for _, ch := range a.s[1:] {
			switch ch {
			case 'c':
				cflag = true
			case 's':
				sflag = true
			case 'o', 'O':
				i++
			}
		}
	}
	if i > len(p.argv) {
		i = len(p.argv)
	}
	if cflag {
		if i >= len(p.argv) {
			w.emit(p.command())
			return "", true
		}
		script := p.argv[i]
		if script.dyn {
			c := p.command()
			c.Opaque = true
			w.emit(c)
			return "", false
		}
		x := w.clone()
		x.pos, x.posSet = nil, true
		if i+2 <= len(p.argv)-1 {
			x.pos = p.argv[i+2:]
		}
		return x.nestedIn(p, script.s, name+" -c")
	}
	if !sflag && i < len(p.argv) && p.argv[i].s != "-" {
		return w.runScriptFile(p, p.argv[i].s, false)
	}
	if p.stdin.piped {
		if !p.stdin.known {
			c := p.command()
			c.Opaque = true
			w.emit(c)
			return "", false
		}
		x := w.clone()
		q := *p
		q.stdin = input{}
		return x.nestedIn(&q, p.stdin.s, p.stdin.via)
	}
	w.emit(p.command())
	return "", false
}

// nestedIn walks src as a child shell of p (the caller passes a clone).
func (w *walker) nestedIn(p *pending, src, via string) (string, bool) {
	w.via, w.stdin, w.cwd = p.via, p.stdin, p.cwd
	w.run(src, via)
	return "", false
}

func (w *walker) watch(p *pending) (string, bool) {
	i := 1
	exec := false
	for i < len(p.argv) && strings.HasPrefix(p.argv[i].s, "-") {
		a := p.argv[i].s
		i++
		switch {
		case a == "--":
			goto done
		case a == "-x" || a == "--exec":
			exec = true
		case a == "-n" || a == "--interval" || a == "-q" || a == "--equexit":
			i++
		case strings.HasPrefix(a, "--"):
		default:
			if strings.Contains(a, "x") {
				exec = true
			}
			if strings.HasSuffix(a, "n") && len(a) > 2 {
				i++
			}
		}
	}
done:
	if i >= len(p.argv) {
		w.emit(p.command())
		return "", true
	}
	if exec {
		return w.dispatch(p.inner(i, "watch"))
	}
	parts := make([]string, 0, len(p.argv)-i)
	for _, f := range p.argv[i:] {
		if f.dyn {
			c := p.command()
			c.Opaque = true
			w.emit(c)
			return "", false
		}
		parts = append(parts, f.s)
	}
	x := w.clone()
	return x.nestedIn(p, strings.Join(parts, " "), "watch")
}

func (w *walker) su(p *pending) (string, bool) {
	name := filepath.Base(p.argv[0].s)
	for i := 1; i < len(p.argv); i++ {
		a := p.argv[i].s
		var cmd *field
		switch {
		case a == "-c" || a == "--command" || a == "--session-command":
			if i+1 < len(p.argv) {
				cmd = &p.argv[i+1]
			}
		case strings.HasPrefix(a, "--command=") || strings.HasPrefix(a, "--session-command="):
			_, v, _ := strings.Cut(a, "=")
			cmd = &field{s: v, dyn: p.argv[i].dyn}
		case a == "-u" && name == "runuser":
			// runuser -u user [--] cmd args
			j := i + 2
			if j < len(p.argv) && p.argv[j].s == "--" {
				j++
			}
			if j < len(p.argv) {
				return w.dispatch(p.inner(j, name))
			}
		}
		if cmd != nil {
			if cmd.dyn {
				c := p.command()
				c.Opaque = true
				w.emit(c)
				return "", false
			}
			x := w.clone()
			return x.nestedIn(p, cmd.s, name+" -c")
		}
	}
	w.emit(p.command())
	return "", false
}

func (w *walker) flock(p *pending) (string, bool) {
	i := 1
	for i < len(p.argv) && strings.HasPrefix(p.argv[i].s, "-") {
		a := p.argv[i].s
		i++
		switch a {
		case "--":
			goto done
		case "-c", "--command":
			if i < len(p.argv) {
				if p.argv[i].dyn {
					c := p.command()
					c.Opaque = true
					w.emit(c)
					return "", false
				}
				return w.clone().nestedIn(p, p.argv[i].s, "flock -c")
			}
		case "-w", "--wait", "--timeout", "-E", "--conflict-exit-code":
			i++
		}
	}
done:
	// The lock file, then the command; "-c" may also follow the lock file.
	i++
	if i < len(p.argv) && (p.argv[i].s == "-c" || p.argv[i].s == "--command") && i+1 < len(p.argv) {
		if p.argv[i+1].dyn {
			c := p.command()
			c.Opaque = true
			w.emit(c)
			return "", false
		}
		return w.clone().nestedIn(p, p.argv[i+1].s, "flock -c")
	}
	if i >= len(p.argv) {
		w.emit(p.command())
		return "", true
	}
	return w.dispatch(p.inner(i, "flock"))
}

// outputOf is the stdout of the few commands whose output follows from their words alone, so
// that `$(echo rm)`, `echo cm0= | base64 -d | sh` and the like are seen through.
func outputOf(c *Command) (string, bool) {
	if c.AnyDynamic() {
		return "", false
	}
	for _, r := range c.Redirects {
		if r.Op == "<" && !c.StdinKnown {
			return "", false
		}
	}
	switch c.Base() {
	case "echo":
		args := c.Args
		nl, esc := true, false
		for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' && strings.Trim(args[0][1:], "neE") == "" {
			nl = nl && !strings.Contains(args[0], "n")
			esc = strings.Contains(args[0], "e")
			args = args[1:]
		}
		s := strings.Join(args, " ")
		if esc {
			s = ansiC(s)
		}
		if nl {
			s += "\n"
		}
		return s, true
	case "printf":
		if len(c.Args) == 0 {
			return "", false
		}
		return printf(c.Args[0], c.Args[1:])
	case "cat":
		if len(c.Args) == 0 && c.StdinKnown {
			return c.Stdin, true
		}
	case "base64":
		if !c.StdinKnown {
			return "", false
		}
		for _, a := range c.Args {
			if a == "-d" || a == "--decode" || a == "-D" || a == "-di" || a == "-id" {
				clean := strings.Join(strings.Fields(c.Stdin), "")
				b, err := base64.StdEncoding.DecodeString(clean)
				if err != nil {
					b, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(clean, "="))
				}
				if err != nil {
					return "", false
				}
				return string(b), true
			}
		}
	case "xxd":
		if c.StdinKnown && len(c.Args) >= 2 && c.Args[0] == "-r" && c.Args[1] == "-p" {
			b, err := hex.DecodeString(strings.Join(strings.Fields(c.Stdin), ""))
			if err == nil {
				return string(b), true
			}
		}
	case "rev":
		if len(c.Args) == 0 && c.StdinKnown {
			lines := strings.Split(c.Stdin, "\n")
			for i, l := range lines {
				r := []rune(l)
				for a, b := 0, len(r)-1; a < b; a, b = a+1, b-1 {
					r[a], r[b] = r[b], r[a]
				}
				lines[i] = string(r)
			}
			return strings.Join(lines, "\n"), true
		}
	case "true", ":", "cd", "export":
		return "", true
	}
	return "", false
}

// printf handles formats made of text, escapes, %s, %b, %c and %%.
func printf(format string, args []string) (string, bool) {
	var b strings.Builder
	ai := 0
	for round := 0; round < 64; round++ {
		for i := 0; i < len(format); i++ {
			ch := format[i]
			if ch == '\\' && i+1 < len(format) {
				j := i + 2
				if format[i+1] >= '0' && format[i+1] <= '7' {
					for j < len(format) && j < i+4 && format[j] >= '0' && format[j] <= '7' {
						j++
					}
				}
				if format[i+1] == 'x' {
					for j < len(format) && j < i+4 && isHex(format[j]) {
						j++
					}
				}
				b.WriteString(ansiC(format[i:j]))
				i = j - 1
				continue
			}
			if ch != '%' {
				b.WriteByte(ch)
				continue
			}
			if i+1 >= len(format) {
				return "", false
			}
			i++
			arg := ""
			if ai < len(args) {
				arg = args[ai]
			}
			switch format[i] {
			case '%':
				b.WriteByte('%')
				continue
			case 's':
				b.WriteString(arg)
			case 'b':
				b.WriteString(ansiC(arg))
			case 'c':
				if arg != "" {
					b.WriteByte(arg[0])
				}
			default:
				return "", false
			}
			ai++
		}
		if ai == 0 || ai >= len(args) {
			break
		}
	}
	return b.String(), true
}
