package shell

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// pending is a command on its way to the list: wrappers peel words off its front.
type pending struct {
	argv    []field
	assigns []assign // NAME=VALUE before the command, and those a launcher gave it
	redirs  []Redirect
	stdin   input
	cwd     string
	via     []string
	outer   *Command
	noFunc  bool         // reached through `command` or `builtin`: functions do not apply
	remote  bool         // reached through ssh, docker exec and the like: it runs elsewhere
	mounts  []spec.Mount // where remote is a container: the host directories bound into it
	// below, while cwd is unknown, are directories it is known to lie in or below (find
	// -execdir runs its command in each found entry's directory). Whatever sets cwd again
	// drops it.
	below []spec.Path
	// aliasHops counts git aliases and autocorrections followed to reach this command.
	aliasHops int
	// ownListed: the launcher that runs this was listed for its own effects already.
	ownListed bool
	// discard: its stdout goes to /dev/null, so what it prints is worked out for no one
	// (`command -v go >/dev/null` looked up PATH for nothing).
	discard bool
	// known is what the table says of argv[0], where dispatch looked it up: the command
	// made from it keeps it (good only while it is for argv[0]).
	known spec.Known
	// substs are the commands the substitutions in its words listed ($(...) in an argument).
	substs []*Command
	// printers are the commands whose output named a redirect's file through a value
	// (x=$(tail -1 names.lst); cat < "$x").
	printers []*Command
}

// namedBySubst reports a redirect whose file is named by a command substitution (cat <
// "$(tail -1 names.lst)"): what its commands print is a name the command reads or writes, as a
// substitution in an argument's is, where a here-document's or a <(...)'s feed its stdin.
func namedBySubst(rs []*syntax.Redirect) bool {
	for _, r := range rs {
		if r == nil || r.Word == nil || r.Op == syntax.Hdoc || r.Op == syntax.DashHdoc || r.Op == syntax.WordHdoc {
			continue
		}
		if len(r.Word.Parts) == 1 {
			if _, fed := r.Word.Parts[0].(*syntax.ProcSubst); fed {
				continue
			}
		}
		if hasSubst(r.Word) {
			return true
		}
	}
	return false
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
			c := w.bare()
			c.Redirects, _, c.printers = w.redirects(s.Redirs)
			w.emit(c)
			if len(ce.Assigns) == 0 {
				return w.bareOutput(c)
			}
		}
		return "", true
	}
	// Prefix assignments are expanded before the words, and apply only to the command; a
	// shell started with some (HUSKY=0 bash -c '...') hands them to every command it runs.
	assigns := w.environ()
	for _, a := range ce.Assigns {
		if a == nil || a.Name == nil {
			continue
		}
		assigns = append(assigns, assign{w.assignName(a.Name.Value), w.assignValue(a)})
	}
	p, argv := w.env.slab.newPending(len(ce.Args))
	before := len(*w.out)
	var spans []int
	for i, word := range ce.Args {
		// Where each word's fields start, kept only where a word may need expanding
		// (globword.go): cd's or a shell's operand.
		switch {
		case spans != nil:
			spans = append(spans, len(argv))
		case i == 1 && len(argv) == 1 && !argv[0].dyn && placesWord(argv[0].s):
			spans = []int{0, 1}
		}
		argv = w.appendFields(argv, word)
	}
	argv = w.globWords(ce, argv, spans)
	inWords := len(*w.out)
	redirs, in, printers := w.redirects(s.Redirs)
	if n := len(*w.out); n > before {
		if n > inWords && !namedBySubst(s.Redirs) {
			n = inWords // a here-document's or <(...)'s commands feed its stdin: no word of it
		}
		p.substs = (*w.out)[before:n:n]
	}
	if !in.piped {
		in = w.stdin
	}
	if len(argv) == 0 {
		if len(redirs) > 0 {
			c := w.bare()
			c.Redirects, c.Assigns, c.printers = redirs, w.assignText(assigns), printers
			w.emit(c)
		}
		return "", true
	}
	// p is fresh from the slab, all zero: only what is set is written (a whole pending
	// stored was some 120 instructions a command).
	p.argv, p.assigns, p.redirs, p.stdin, p.cwd, p.via, p.remote = argv, assigns, redirs, in, w.cwd, w.viaCopy(), w.remote
	p.mounts, p.printers = w.mounts, printers
	outSink, _ := fdSinks(redirs)
	to := -1
	if outSink.kind == sinkFile {
		to = outSink.at
	}
	target := ""
	if to >= 0 && !redirs[to].Dynamic {
		target = w.abs(redirs[to].Target)
	}
	if to >= 0 && target != os.DevNull {
		// The file's recorded text changes (/dev/null's is always empty).
		w.touchShared()
	}
	p.discard = target == os.DevNull || outSink.kind == sinkClosed
	listed := len(*w.out)
	out, known := w.dispatch(p)
	w.forgetWritten(redirs, to)
	if to < 0 {
		if all, k := w.reaches(outSink); !all {
			return "", k
		}
		return out, known
	}
	switch {
	case target == "":
	case target == os.DevNull:
		// Whatever was written, it reads empty.
		w.env.files[target] = ""
	case redirs[to].Op == ">>" || redirs[to].Op == "&>>":
		if known {
			w.noteWrote(target, w.soleListed(listed), out, "", true)
		} else {
			w.noteHolesOf(target, w.soleListed(listed), true)
		}
		if old, ok := w.env.files[target]; ok && known {
			w.env.files[target] = old + out
		} else {
			delete(w.env.files, target)
		}
	case known:
		w.env.files[target] = out
		w.noteWrote(target, w.soleListed(listed), out, "", false)
	default:
		delete(w.env.files, target)
		if len(*w.out) == listed+1 {
			w.noteHolesOf(target, (*w.out)[listed], false)
			w.catInto(target, (*w.out)[listed])
		}
	}
	return "", true
}

// soleListed is the one command listed since the walk had listed n, nil where there are
// none or several (a function's body, a group): only a single command is credited with what
// a redirect writes.
func (w *walker) soleListed(n int) *Command {
	if len(*w.out) != n+1 {
		return nil
	}
	return (*w.out)[n]
}

// forgetWritten forgets the recorded text of the files a command's redirections open for
// writing other than its stdout's (at): what it writes on stderr or another descriptor there
// is not known (`echo x >f >&2` leaves f empty, `cmd 2>f` fills it with cmd's errors).
func (w *walker) forgetWritten(rs []Redirect, at int) {
	for i, r := range rs {
		if i == at || r.Dynamic {
			continue
		}
		switch r.Op {
		case ">", ">|", ">>", "&>", "&>>", "<>":
		case ">&":
			if isDigits(strings.TrimSuffix(r.Target, "-")) || r.Target == "-" {
				continue
			}
		default:
			continue
		}
		if p := w.abs(r.Target); p != "" && p != os.DevNull {
			if _, ok := w.env.files[p]; ok {
				w.touchShared()
				delete(w.env.files, p)
			}
		}
	}
}

// output is what a listed command prints, where its words say: nothing is worked out for a
// command whose stdout is thrown away.
func (p *pending) output(c *Command) (string, bool) {
	if p.discard {
		return "", true
	}
	return outputOf(c)
}

// assign is one NAME=VALUE a command is given, its value as far as it is known.
type assign struct {
	name string
	v    value
}

// assignWord reads a NAME=VALUE word (env's operands, env -S's words).
func assignWord(s string, dyn bool, from []string) assign {
	name, val, _ := strings.Cut(s, "=")
	return assign{name, value{s: val, dyn: dyn, from: from}}
}

// assignStrings renders assignments NAME=VALUE, as a Command lists them.
func assignStrings(as []assign) []string {
	if len(as) == 0 {
		return nil
	}
	out := make([]string, len(as))
	for i, a := range as {
		if a.name == "PATH" {
			out[i] = "PATH=" + searchPath(a.v)
			continue
		}
		out[i] = a.name + "=" + a.v.s
	}
	return out
}

// setAssigns makes the variables a shell was started with its own (K=.env sh -c 'cat $K').
// PWD is not among them: a shell sets it to the directory it starts in.
func (w *walker) setAssigns(as []assign) {
	for _, a := range as {
		if a.name != "PWD" {
			w.put(a.name, a.v)
		}
	}
}

// listed is a command and its shared state, made in one allocation.
type listed struct {
	c Command
	e effects
}

// bare is a command with no words yet: a lone redirect, or a declaration decl gives its words.
func (w *walker) bare() *Command {
	c := w.env.slab.newListed()
	c.Cwd, c.Via, c.env, c.Remote, c.mounts = w.cwd, w.viaCopy(), w.env, w.remote, w.mounts
	c.flood = w.flood
	return c
}

// command builds the listed form of a pending command.
func (w *walker) command(p *pending) *Command {
	c := w.env.slab.newListed()
	c.Name, c.NameDynamic = p.argv[0].s, p.argv[0].dyn
	if p.known.For(c.Name) {
		c.known = p.known
	}
	c.Assigns, c.Redirects, c.Cwd, c.Via = w.assignText(p.assigns), p.redirs, p.cwd, p.via
	c.Stdin, c.StdinKnown, c.Outer = p.stdin.s, p.stdin.known && p.stdin.piped, p.outer
	c.Remote, c.piped, c.env, c.pipedFrom = p.remote, p.stdin.piped, w.env, p.stdin.from
	c.flood = w.flood
	c.substFrom, c.printers = p.substs, slices.Clip(p.printers) // clipped: the words' printers are appended
	if o := p.stdin.prev; o != nil {
		// A wrapper and what it runs both read the pipe as listed: more than one reader.
		o.pipedMany = o.pipedMany || o.pipedTo != nil
		o.pipedTo = c
	}
	c.mounts = p.mounts
	if p.cwd == "" {
		c.below = p.below
	}
	n := len(p.argv) - 1
	// Args and Lead share one array (each full, so that an append copies it).
	words := w.env.slab.strings(2 * n)
	c.Args, c.Lead = words[:n:n], words[n:]
	c.Dynamic = w.env.slab.flags(n)
	for i, f := range p.argv[1:] {
		c.Args[i], c.Dynamic[i], c.Lead[i] = f.s, f.dyn, f.lead
		if len(f.from) > 0 {
			from, printers := w.splitPrinted(f.from)
			for _, o := range printers {
				c.printers = appendNew(c.printers, o)
			}
			if len(from) > 0 && c.From == nil {
				c.From = w.env.slab.froms(n)
			}
			if len(from) > 0 {
				c.From[i] = from
			}
		}
		if f.literal() {
			if c.lit == nil {
				c.lit = w.env.slab.flags(n)
			}
			c.lit[i] = true
		}
		if f.splits {
			if c.splits == nil {
				c.splits = w.env.slab.flags(n)
			}
			c.splits[i] = true
		}
	}
	return c
}

// searchPath renders a PATH value with what is known of the variables it was made from: the
// text known before a variable's unknown part goes in before it as written, so that
// PATH=/a:$PATH; PATH=/b:$PATH gives /b:/a:$PATH where the plain rendering would say /b:$PATH
// and lose the directory a bare name may be found in.
func searchPath(v value) string {
	if !v.dyn || v.lead == "" {
		return v.s
	}
	i := 0
	for i < len(v.s) && i < len(v.lead) && v.s[i] == v.lead[i] {
		i++
	}
	if i == len(v.lead) || i >= len(v.s) || v.s[i] != '$' {
		return v.s
	}
	return v.s[:i] + v.lead[i:] + v.s[i:]
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
		c := w.command(p)
		w.emit(c)
		w.exitHere(0, true) // it may be break or return
		// A program nobody can name, given -c and a string, is most likely a shell
		// (${SHELL} -c '...'): list what the string would run.
		if len(p.argv) > 2 && isCFlag(p.argv[1]) && !p.argv[2].dyn {
			w.clone().nestedIn(p, p.argv[2].s, "? -c")
		}
		return "", false
	}
	if w.env.aliases != nil && !p.noFunc {
		w.unalias(p)
	}
	p.argv = w.namesExpanded(p.argv)
	name := p.argv[0].s
	fn, ok := w.funcs.m[name]
	if w.rec != nil && !p.noFunc {
		w.noteFunc(name, fn, ok)
	}
	if ok && !p.noFunc {
		if fn.alt != nil {
			return w.callEither(p, fn)
		}
		return w.callFunc(p, fn)
	}
	p.known = w.know(p, name)
	name = p.argv[0].s
	base := p.known.Name
	switch {
	case strings.Contains(name, "/"):
	case base == "return":
		w.exitHere(0, true)
	case base == "break", base == "continue":
		n := 1
		if len(p.argv) > 1 {
			if p.argv[1].dyn {
				n = 0
			} else if k, err := strconv.Atoi(p.argv[1].s); err == nil && k > 1 {
				n = k
			}
		}
		w.exitHere(n, false)
	}
	if strings.Contains(name, "/") && builtinOnly(base) {
		// A builtin is never named by a path: ./eval and /usr/bin/cd run that file.
		return w.runScriptFile(p, 0, false)
	}
	w.loaderEnv(p, base)
	if w.ctx.TerminalUnseen && !isShell(base) {
		if why := w.readsTerminal(p, base); why != "" {
			w.terminalCode(p, why)
		}
	}
	if h := handlerFor(base); h != nil {
		return h(w, p)
	}
	if base == "git" {
		return w.git(p)
	}
	var c *Command
	if sp := p.known.Spec; sp != nil && (sp.Run != nil && (sp.Run.Kind != spec.RunNone || sp.Run.Known || sp.Run.Text != "") || sp.Subs) {
		// The launcher's words are read by the Call its listing keeps for the guards.
		c = w.command(p)
		if call := c.Call(); launches(call) {
			return w.launch(p, c, call, false)
		}
	}
	if strings.Contains(name, "/") {
		return w.runScriptFile(p, 0, false)
	}
	if c == nil {
		c = w.command(p)
	}
	w.emit(c)
	return p.output(c)
}

// launches reports whether a command starts another one by its spec: some do only with an
// option (python -m MODULE, npx -c TEXT).
func launches(call *spec.Call) bool {
	r := call.Spec.Launch()
	if !spec.RunsCommand(call) {
		return false
	}
	if _, ok := textValue(call, r); ok {
		return true
	}
	if r.Kind == spec.RunArgv && r.Opt != "" {
		if _, ok := call.Value(r.Opt); ok {
			return true
		}
	}
	if r.Known && knownOperand(call) {
		return true
	}
	switch {
	case r.Kind == spec.RunNone:
		return false
	case r.Kind == spec.RunArgv && r.Opt != "":
		return false
	}
	return true
}

// knownOperand reports whether a command's first operand is a program the table knows.
func knownOperand(call *spec.Call) bool {
	if len(call.P.Operands) == 0 || call.P.Rest >= 0 && call.P.Operands[0] >= call.P.Rest {
		return false // python -c CODE ARGS: the words after the code are its arguments
	}
	w := call.Operand(0)
	return !w.Dyn && w.S != "" && spec.Lookup(spec.Normalise(w.S)) != nil
}

// words converts fields for the spec table.
func words(fs []field) []spec.Word {
	out := make([]spec.Word, len(fs))
	for i, f := range fs {
		out[i] = spec.Word{S: f.s, Dyn: f.dyn, Lead: f.lead, From: plainFrom(f.from), Lit: f.literal(), Splits: f.splits}
	}
	return out
}

// resolve finds a pending command's spec and splits its words by it, for a command that is not
// listed as it stands (a listed one's Call is that reading, kept for the guards).
func (w *walker) resolve(p *pending) *spec.Call {
	return spec.Resolve(&spec.Input{Name: p.argv[0].s, Args: words(p.argv[1:]), Cwd: p.cwd, Home: w.ctx.Home, Remote: p.remote})
}

// argvIndex is the index in p.argv of word i of call's words (the words after the program and
// its subcommands).
func argvIndex(p *pending, call *spec.Call, i int) int {
	return len(p.argv) - len(call.Words) + i
}

func (w *walker) callFunc(p *pending, fn function) (string, bool) {
	if w.depth >= maxDepth {
		w.fail(ErrTooDeep)
		return "", false
	}
	savedPos, savedSet, savedVia, savedIn, savedSrc := w.pos, w.posSet, w.via, w.stdin, w.src
	w.pos, w.posSet = p.argv[1:], true
	w.via = w.withVia(p.via, fn.via)
	w.stdin = p.stdin
	w.src = fn.src
	w.depth++
	savedExits, savedLocals := w.exits, w.locals
	stops := w.catchExits(true)
	var locals []localSaved
	w.locals = &locals
	defer func() {
		w.joinExits(stops) // a return may end it anywhere
		w.restoreLocals(locals)
		w.exits, w.locals = savedExits, savedLocals
		w.pos, w.posSet, w.via, w.stdin, w.src = savedPos, savedSet, savedVia, savedIn, savedSrc
		w.depth--
	}()
	return w.region(regionKey{fn.body, fn.via}, func() (string, bool) { return w.stmt(fn.body) })
}

// callEither calls a function that may have any of several bodies: each is walked as a path
// of its own.
func (w *walker) callEither(p *pending, fn function) (string, bool) {
	var outs []*walker
	for f := &fn; f != nil; f = f.alt {
		c := w.path()
		one := *f
		one.alt = nil
		c.callFunc(p, one)
		outs = append(outs, c)
	}
	w.join(outs...)
	return "", false
}

func isCFlag(f field) bool {
	if f.dyn || len(f.s) < 2 || f.s[0] != '-' || !strings.Contains(f.s, "c") {
		return false
	}
	return strings.Trim(f.s[1:], "abcefhiklmnprsuvx") == ""
}

type handler func(w *walker, p *pending) (string, bool)

// handlerFor returns the special handling of a command name: builtins that change the walk's
// state, shells that run a string (isShell), and the wrappers whose inner command depends on more than
// their options (xargs, find, parallel, watch, su, flock). Every other program that runs a
// command is followed by its spec (launch).
func handlerFor(name string) handler {
	switch name {
	case "cd", "pushd", "popd":
		return (*walker).cd
	case "set":
		return (*walker).setBuiltin
	case "shopt":
		return (*walker).shopt
	case "shift":
		return (*walker).shift
	case "unset":
		return (*walker).unset
	case "eval":
		return (*walker).eval
	case "trap":
		return (*walker).trap
	case "alias":
		return (*walker).alias
	case "compgen", "complete", "mapfile", "readarray":
		return (*walker).callbackOpt
	case "read", "getopts", "wait", "printf":
		return (*walker).setVars
	case "source", ".":
		return (*walker).source
	case "xargs":
		return (*walker).xargs
	case "parallel":
		return (*walker).parallel
	case "find":
		return (*walker).find
	case "fd", "fdfind":
		return (*walker).fd
	case "watch":
		return (*walker).watch
	case "su", "runuser":
		return (*walker).su
	case "flock":
		return (*walker).flock
	case "bwrap":
		return (*walker).bwrap
	}
	if isShell(name) {
		return (*walker).shellCmd
	}
	return nil
}

// builtinOnly reports the builtins the walk follows that change the shell that runs them
// (its directory, variables, traps) or run text in it: named by a path, the word is a file.
func builtinOnly(name string) bool {
	switch name {
	case "cd", "pushd", "popd", "set", "shift", "unset", "eval", "trap", "alias", "compgen", "complete",
		"mapfile", "readarray", "source", ".", "read", "getopts", "wait":
		return true
	}
	return false
}

// isShell reports whether a program is a shell: the table knows it as sh (bash, dash, zsh,
// and versioned names like bash5.2 and zsh-5.9, which spec.Lookup reads as their base).
func isShell(name string) bool {
	s := spec.Lookup(name)
	return s != nil && s == shSpec()
}

// shSpec is the spec of sh, which every shell's is, looked up once (zero values: no init code).
func shSpec() *spec.Spec {
	shOnce.Do(func() { shFound = spec.Lookup("sh") })
	return shFound
}

var (
	shOnce  sync.Once
	shFound *spec.Spec
)

// cd, pushd and popd move the walk's cwd. pushd and popd with -n change only the directory
// stack; popd, pushd with no directory (a swap) and pushd +N/-N go to a directory of the
// stack, which is not known.
func (w *walker) cd(p *pending) (string, bool) {
	c := w.command(p)
	w.emit(c)
	call := c.Call()
	ops := call.Operands()
	old := w.cwd
	switch {
	case call.Name != "cd" && call.Has("n"):
		return "", true
	case call.Name == "popd":
		w.cwd = ""
	case len(ops) == 0 && call.Name == "pushd":
		w.cwd = ""
	case len(ops) == 0:
		w.cwd = ""
		if home, ok := w.home(); ok && !home.dyn && filepath.IsAbs(home.s) {
			w.cwd = paths.Clean(home.s)
		}
	default:
		t := ops[0].S
		switch {
		case ops[0].Dyn || t == "-" || strings.HasPrefix(t, "+") || (strings.HasPrefix(t, "-") && call.Name == "pushd"):
			w.cwd = ""
		case filepath.IsAbs(t):
			w.cwd = paths.Clean(t)
		default:
			w.cwd = w.cdTarget(p, t)
		}
		w.mayFailCd(old)
	}
	w.drop("PWD") // $PWD follows the tracked cwd
	return "", true
}

// A cd into a directory that is not there fails and leaves the shell where it was: `cd
// /tmp/gone/x; rm -rf ../docs` deletes the docs beside the old cwd. mayFailCd notes where the
// shell stays when the new cwd is no directory on disk (through the line's links) and no
// command before it may make it; the statement after it is then judged at both places, as a
// branch's are (the cwd is unknown where they differ), except where && or || says which.
func (w *walker) mayFailCd(old string) {
	w.cdOld = nil
	if old == "" || w.cwd == "" || w.cwd == old || w.remote {
		return
	}
	if isDir(paths.Real(w.env.through(w.cwd, len(w.env.links), follow))) || w.madeEarlier(w.cwd) {
		return
	}
	w.cdOld = &old
}

// settleCd ends a statement after a cd that may fail: the shell is at either place.
func (w *walker) settleCd() {
	if w.cdOld == nil {
		return
	}
	if *w.cdOld != w.cwd {
		w.cwd = ""
		w.drop("PWD")
	}
	w.cdOld = nil
}

// cdTarget is the directory cd (or pushd) goes to for a relative target, "" where that is not
// known. Where the walk knows CDPATH is set (a variable, or an assignment before cd), a target
// that does not start with . or .. is looked for in each entry in turn (an empty entry or "."
// is the cwd), then in the cwd: bash goes to the first that is a directory. An entry that
// is no directory now but that the line may have made, or a CDPATH only known when it runs,
// leaves the directory unknown.
func (w *walker) cdTarget(p *pending, t string) string {
	cdpath, set := w.lookup("CDPATH")
	for _, a := range p.assigns {
		if a.name == "CDPATH" {
			cdpath, set = a.v, true
		}
	}
	if !set || !cdpath.dyn && cdpath.s == "" || t == "." || t == ".." || strings.HasPrefix(t, "./") || strings.HasPrefix(t, "../") {
		return w.abs(t)
	}
	if cdpath.dyn || w.remote || p.remote {
		return ""
	}
	for _, e := range strings.Split(cdpath.s, ":") {
		dir := w.absFrom(paths.Join(e, t), w.cwd)
		switch {
		case dir == "":
			return ""
		case isDir(dir):
			return dir
		case w.madeEarlier(dir):
			return ""
		}
	}
	return w.abs(t)
}

func isDir(p string) bool {
	if paths.Absent(p) {
		return false
	}
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// madeEarlier reports whether a command listed before now may make dir: it writes or creates
// dir, a path below it, a tree holding it, or a path only known when it runs.
func (w *walker) madeEarlier(dir string) bool {
	w.touchShared()
	for _, o := range *w.out {
		for _, e := range o.Effects() {
			if e.Kind != spec.Write && e.Kind != spec.Create {
				continue
			}
			if e.Path.Dyn || e.Path.Abs == "" || paths.Within(e.Path.Abs, dir) || e.Tree && paths.Within(dir, e.Path.Abs) {
				return true
			}
		}
	}
	return false
}

func (w *walker) setBuiltin(p *pending) (string, bool) {
	w.emit(w.command(p))
	for i, f := range p.argv[1:] {
		if f.s == "--" {
			w.pos, w.posSet = p.argv[i+2:], true
			break
		}
	}
	w.xtracePrompt(p)
	w.traceOpts(p.argv[1:])
	return "", true
}

// xtracePrompt: under set -x (set -o xtrace) bash expands PS4 before every command it runs,
// so a command substitution in it runs again and again. PS4 set in the shell, exported or
// not, is walked as the words of ":" once.
func (w *walker) xtracePrompt(p *pending) {
	on := false
	for i, f := range p.argv[1:] {
		if f.dyn {
			continue
		}
		if strings.HasPrefix(f.s, "-") && !strings.HasPrefix(f.s, "--") && strings.Contains(f.s, "x") ||
			f.s == "xtrace" && i > 0 && p.argv[i].s == "-o" {
			on = true
		}
	}
	if on {
		w.walkPS4(p)
	}
}

// walkPS4 walks PS4 as bash expands it before a traced command: as the words of ":", in the
// shell of p (a command of it). A prompt made of variables' values (PS4="$TOKEN") prints
// those values as they are: "$PS4" is a word of it, which carries where they came from.
func (w *walker) walkPS4(p *pending) {
	v, ok := w.lookup("PS4")
	if !ok {
		return
	}
	text := v.s
	if v.dyn {
		text = v.tail // the text the line added to a prompt not known whole
	}
	src := ""
	if strings.ContainsAny(text, "$`") {
		src = " " + text
	}
	if len(plainFrom(v.from)) > 0 {
		src = ` "$PS4"` + src
	}
	if src != "" {
		c := w.clone()
		c.prompting = true
		c.nestedIn(p, ":"+src, "PS4")
	}
}

// shift drops the first N positional parameters (1 by default). A count larger than their
// number, or not a number, fails and drops none; a count only known when it runs leaves them
// unknown.
func (w *walker) shift(p *pending) (string, bool) {
	w.emit(w.command(p))
	args := p.argv[1:]
	if len(args) > 0 && !args[0].dyn && args[0].s == "--" {
		args = args[1:]
	}
	n := 1
	if len(args) > 0 {
		if args[0].dyn {
			w.pos, w.posSet = nil, false
			return "", true
		}
		var err error
		if n, err = strconv.Atoi(strings.TrimSpace(args[0].s)); err != nil || n < 0 {
			return "", true
		}
	}
	w.notePos()
	if w.posSet && n <= len(w.pos) {
		w.pos = w.pos[n:]
	}
	return "", true
}

func (w *walker) unset(p *pending) (string, bool) {
	w.emit(w.command(p))
	fn, ref := false, false
	for _, f := range p.argv[1:] {
		switch {
		case f.s == "-f":
			fn = true
		case f.s == "-v":
			fn = false
		case f.s == "-n":
			ref = true // the nameref itself, not what it stands for
		case f.dyn:
		case fn:
			w.dropFunc(f.s)
		case strings.Contains(f.s, "["):
			w.unsetElement(f.s)
		case ref && w.isRef(f.s):
			w.store(f.s, value{})
		default:
			name := w.declName(f.s)
			w.put(f.s, value{})
			if name == "GLOBIGNORE" {
				w.dotglob = false // bash turns dotglob off with it
			}
			w.exported = slices.DeleteFunc(slices.Clone(w.exported), func(n string) bool { return n == name })
		}
	}
	return "", true
}
