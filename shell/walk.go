package shell

import (
	"errors"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// input is what a command reads on stdin, as far as it is known.
type input struct {
	s     string
	known bool
	piped bool   // it comes from a pipe or a redirect, not the terminal
	via   string // how a shell reading it is reached: "heredoc|sh", "|sh"
	// from are the commands the previous stage of a pipeline listed: what printed it.
	from []*Command
	// prev is the previous stage where it and the stage reading this are each one plain
	// command: the one command reading it is then the only reader of prev's output.
	prev *Command
	file string // the file it is, for `< FILE`: what read takes from it came from there
	// unread is the file of a `< FILE` the project reader would not give: a shell reading its
	// code from there reads it as code (CodeReader), wherever it is.
	unread string
	vars   []string // the variables whose values a here-document or here-string holds
}

// walker holds the shell state the walk tracks: variables, functions, positional
// parameters, cwd. A subshell walks on a clone; the command list and the bounds are shared.
type walker struct {
	ctx     Context
	src     string
	out     *[]*Command
	counter *int // commands listed
	steps   *int // statements and calls walked: bounds exponential expansions (f() { f; f; })
	// expanded is the text the walk's words may still expand to (maxExpanded): a loop that
	// doubles a variable (x=$x$x), or many words that each hold a long value, would grow the
	// hook past any memory, and a hook the OOM killer ends lets the action run.
	expanded *int
	limit    *error
	unread   *[]string // code that could not be read, where it was
	env      *cmdEnv   // shared by every command listed; its files are the line's own
	remote   bool      // the text walked runs on another machine (ssh, docker exec)
	// traced: the shell prints what it runs or reads (set -x, set -v, bash -x): see
	// Command.Traced.
	traced bool
	// allexport: every variable the shell assigns is exported (set -a, set -o allexport,
	// bash -a): later commands get it in their environment, as after an export.
	allexport bool
	// dotglob: a pattern's `*`, `?` and `[...]` match a leading dot (shopt -s dotglob, bash -O
	// dotglob, BASHOPTS naming it, GLOBIGNORE set to some text): `cat *` names .env then.
	dotglob bool
	// xonsh: the text walked next is xonsh's, Python where it does not parse as shell
	// (foreign.go); the walk of that text clears it for what it runs.
	xonsh bool
	// prompting: the walk is of PS4's expansion (walkPS4), which a PS4 set in it does not
	// start again.
	prompting bool
	// endless: the walk is of the body of a loop that never ends on its own (while :, for
	// ((;;))) and waits for nothing it starts; flood: of a job such a body starts in the
	// background, once a pass (Command.Floods).
	endless, flood bool
	// mounts, where remote is a container, are the host directories bind-mounted into it.
	mounts []spec.Mount
	// errOut: what the commands walked write on stderr reaches the walk's stdout (a
	// pipeline's |&, a { } 2>&1 or ( ) 2>&1 around them); never inside a fresh $( ).
	errOut bool
	// locals collects what the variables the function being called made its own held
	// before (local, declare): its end puts them back. nil outside a function.
	locals *[]localSaved
	// exits collects the states breaks, continues and returns leave (branch.go); nil
	// outside a loop or a function.
	exits *exitList
	// gitBefore is the line's git settings when a walk of code that may or may not run
	// began (branch.go), where it had some: what the walk unsets or changes, it may not have.
	gitBefore map[string]string
	inherit   []assign // NAME=VALUE a launching command gave the shell being walked
	traps     *[]kept  // trap actions, walked when the script they were set in ends
	// ownTraps is the list traps points to in a subshell's clone, kept in the clone itself.
	ownTraps []kept
	envKept  *environ  // the last environ() built, reused while it is current
	rec      *recorder // what the regions being walked read (memo.go)
	// carrier is the command whose copy carry is recording (noteCarry, catInto), credited
	// with the text it writes (wrote.go); nil elsewhere.
	carrier *Command

	depth int
	// startup is the text a shell's startup files (startup.go) put before the script file
	// it runs: the shell that runs the script runs it first.
	startup string
	// sourcing names the file a `source` is walking: values assigned there came from it.
	sourcing string
	vars     *shared[variable]
	// exported names the variables this shell exports (export X=..., declare -x): every
	// later command runs with them in its environment, as with a prefix assignment.
	exported []string
	funcs    *shared[function]
	pos      []field
	posSet   bool
	arg0     *field // $0 where a shell -c was given it (sh -c 'cmd "$0"' WORD)
	cwd      string
	// cdOld is set by a cd whose target is no directory (cd.go): where the shell stays if
	// that cd fails. The next statement boundary (settleCd, or the && or || after it) turns
	// it into both places.
	cdOld *string
	via   []string
	stdin input
	// absent is the path a file test said nothing is at, for the first command listed next
	// (absent.go), when its via is absentVia.
	absent    string
	absentVia []string
}

func newWalker(c Context) *walker {
	w := &walker{ctx: c, cwd: c.Cwd}
	w.vars, w.funcs = newShared[variable](w), newShared[function](w)
	return w
}

// scriptWalker is a walker over a whole script in env: it records env.script's commands and
// unreadable code, with its own step count and limit.
func scriptWalker(c Context, env *cmdEnv) *walker {
	w := newWalker(c)
	w.env = env
	w.out = &env.script.Commands
	w.counter = new(int)
	w.steps = new(int)
	w.expanded = new(int)
	*w.expanded = maxExpanded
	w.limit = new(error)
	w.unread = &env.script.Unreadable
	return w
}

// function is a function's body and the source it was defined in, which the body's positions
// index: a call walks it against that text (a function defined in eval'd text, a sourced file
// or a bash -c string, called from elsewhere, shows its own words).
type function struct {
	body *syntax.Stmt
	src  string
	via  string // NAME(), how its commands are reached: made once, not at every call
	// alt is another body the name may have, defined on another path through the line
	// (`if x; then f() { ...; }; fi`): a call may run either.
	alt *function
}

func (w *walker) clone() *walker {
	var c *walker
	if w.env != nil {
		c = w.env.slab.newWalker() // the walk's alone, as its clones are
	} else {
		c = new(walker)
	}
	*c = *w
	c.exported = w.exported[:len(w.exported):len(w.exported)]
	c.via = w.via[:len(w.via):len(w.via)]
	return c
}

func (w *walker) get(name string) value {
	e, ok := w.vars.m[name]
	if w.rec != nil {
		w.noteVar(name, e, ok)
		if len(name) > 0 && (name[0] >= '0' && name[0] <= '9' || name == "@" || name == "*" || name == "#") {
			w.notePos()
		}
	}
	if ok && e.ref {
		return w.getRef(name, e)
	}
	if ok {
		v := e.v
		v.from = e.got
		return v
	}
	switch name {
	case "HOME":
		return value{s: w.ctx.Home, dyn: w.ctx.Home == ""}
	case "PWD":
		return value{s: w.cwd, dyn: w.cwd == ""}
	case "IFS":
		return value{s: " \t\n"}
	case "@", "*":
		if !w.posSet {
			return value{dyn: true}
		}
		// The words' origins go with them: sh -c 'echo "$@"' _ "$TOKEN" prints the token.
		var parts, from []string
		dyn := false
		for _, f := range w.pos {
			from = append(from, f.from...)
			dyn = dyn || f.dyn
			parts = append(parts, f.s)
		}
		if dyn {
			return value{dyn: true, from: from}
		}
		return value{s: strings.Join(parts, " "), from: from}
	case "0":
		if w.arg0 != nil {
			return value{s: w.arg0.s, dyn: w.arg0.dyn, from: w.arg0.from}
		}
	case "#":
		if !w.posSet {
			return value{dyn: true}
		}
		return value{s: strconv.Itoa(len(w.pos))}
	}
	if n, ok := positional(name); ok {
		if !w.posSet {
			return value{dyn: true}
		}
		if n <= len(w.pos) {
			return value{s: w.pos[n-1].s, dyn: w.pos[n-1].dyn, from: w.pos[n-1].from}
		}
		return value{}
	}
	// The environment the command inherits is not ours to know.
	return value{dyn: true, from: []string{name}}
}

// positional is the positional parameter a name is ($1, $12): a number above zero as
// strconv.Atoi reads it. Only a name that starts as a number may be one, and only such a name
// is given to Atoi: its error on any other (every variable the line never set, $x, $GOFLAGS)
// was an allocation each.
func positional(name string) (int, bool) {
	if name == "" {
		return 0, false
	}
	if c := name[0]; !(c >= '0' && c <= '9' || c == '+' || c == '-') {
		return 0, false
	}
	n, err := strconv.Atoi(name)
	return n, err == nil && n > 0
}

// home is what ~ and a bare cd stand for: $HOME where the line set it, else the context's home;
// ok is false where neither says (~ is then left as it is written).
func (w *walker) home() (value, bool) {
	if v, ok := w.lookup("HOME"); ok {
		return value{s: v.s, dyn: v.dyn}, true
	}
	return value{s: w.ctx.Home}, w.ctx.Home != ""
}

func (w *walker) set(name string, v value) {
	name, v, ok := w.assignTarget(name, v)
	if !ok {
		return
	}
	if name == "PWD" && !v.dyn {
		w.cwd = v.s
	}
	w.store(name, v)
	if name == "PATH" || w.allexport {
		// PATH is in every shell's environment, so a plain assignment (PATH=$PWD/t:$PATH; x)
		// changes where the later commands are found and what they are given, as an export
		// would; under set -a every assignment is an export.
		w.export(name)
	}
}

// run parses src and walks it one level down, reached through via: in w itself for eval and
// source, which run in the current shell; in a clone the caller passes otherwise.
func (w *walker) run(src string, via string) error {
	if w.depth >= maxDepth {
		w.fail(ErrTooDeep)
		return ErrTooDeep
	}
	if nest(src) > maxNest {
		w.fail(ErrTooDeep)
		return ErrTooDeep
	}
	saved, savedVia := w.src, w.via
	w.depth++
	if via != "" {
		w.via = w.withVia(w.via, via)
	}
	defer func() { w.src, w.via = saved, savedVia; w.depth-- }()
	return w.script(src)
}

// script parses src and walks it, then the traps it set where it owns them.
func (w *walker) script(src string) error {
	w.src = src
	if strings.IndexByte(src, 0) >= 0 {
		// bash reads a script's text as C strings: a NUL byte hides nothing from it.
		src = strings.ReplaceAll(src, "\x00", "")
		w.src = src
	}
	f, err := parseBash(src)
	if err != nil && !utf8.ValidString(src) {
		// A byte that is not UTF-8 (a Latin-1 comment) is text to bash, never syntax.
		src = strings.ToValidUTF8(src, "\uFFFD")
		w.src = src
		f, err = parseBash(src)
	}
	if err != nil && strings.Contains(err.Error(), "here-document") {
		// bash ends a here-doc inside $( ) at "EOF)", where the parser wants the delimiter
		// alone on its line: retry with the parenthesis moved to the next line.
		if fixed := heredocParen(src); fixed != src {
			if f2, err2 := parseBash(fixed); err2 == nil {
				w.src, src, f, err = fixed, fixed, f2, nil
			}
		}
	}
	if w.xonsh {
		w.xonsh = false
		defer func() { w.xonsh = true }()
		if err != nil {
			w.xonshText(src)
			return nil
		}
	}
	if err != nil {
		w.salvage(src, err)
		return err
	}
	own := w.traps == nil
	if own {
		w.traps = &[]kept{}
	}
	w.stmts(f.Stmts)
	if own {
		w.atExit()
		w.traps = nil
	}
	return nil
}

func parseBash(src string) (*syntax.File, error) {
	return syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
}

// salvage walks what can be read of text that does not parse: bash runs the lines before a
// syntax error, so they are walked as a whole; each later line that parses on its own is
// walked too, since a parser stricter than bash must not hide a command. What could not be
// read is recorded, for the guards to judge conservatively.
func (w *walker) salvage(src string, err error) {
	line := 0
	var pe syntax.ParseError
	if errors.As(err, &pe) {
		line = int(pe.Pos.Line())
	}
	lines := strings.Split(src, "\n")
	if line < 1 || line > len(lines) {
		line = 1
	}
	saved := w.src
	defer func() { w.src = saved }()
	if prefix := strings.Join(lines[:line-1], "\n"); strings.TrimSpace(prefix) != "" {
		if f, err := parseBash(prefix); err == nil {
			w.src = prefix
			w.stmts(f.Stmts)
		}
	}
	for _, l := range lines[line-1:] {
		if t := strings.TrimSpace(l); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if f, err := parseBash(l); err == nil {
			w.src = l
			w.stmts(f.Stmts)
		}
	}
	where := strings.Join(w.via, " > ")
	if where == "" {
		where = "the command"
	}
	*w.unread = append(*w.unread, where+": "+err.Error())
	w.touchShared()
}

func heredocParen(src string) string {
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		t := strings.TrimLeft(l, "\t")
		if j := strings.IndexByte(t, ')'); j > 0 && isName(t[:j]) && strings.Trim(t[j:], ")") == "" || j > 0 && isName(t[:j]) && strings.HasPrefix(t[j:], ")") {
			lines[i] = l[:len(l)-len(t)] + t[:j] + "\n" + t[j:]
		}
	}
	return strings.Join(lines, "\n")
}

func (w *walker) fail(err error) {
	w.touchShared()
	if *w.limit == nil {
		*w.limit = err
	}
}

func (w *walker) stmts(list []*syntax.Stmt) (string, bool) {
	var out strings.Builder
	known := true
	for _, s := range list {
		o, k := w.stmt(s)
		w.settleCd()
		out.WriteString(o)
		known = known && k
	}
	return out.String(), known
}

// stmt walks one statement and returns its stdout where it can be known.
func (w *walker) stmt(s *syntax.Stmt) (string, bool) {
	if s == nil || *w.limit != nil {
		return "", false
	}
	if *w.steps++; *w.steps > maxSteps {
		w.fail(ErrTooMany)
		return "", false
	}
	if s.Background {
		w.subshell(func(c *walker) (string, bool) {
			c.flood = c.flood || c.endless
			return c.stmtFg(s)
		})
		return "", true
	}
	return w.stmtFg(s)
}

func (w *walker) stmtFg(s *syntax.Stmt) (string, bool) {
	switch cmd := s.Cmd.(type) {
	case nil:
		if len(s.Redirs) > 0 {
			c := w.bare()
			c.Redirects, _, c.printers = w.redirects(s.Redirs)
			w.emit(c)
			return w.bareOutput(c)
		}
		return "", true
	case *syntax.CallExpr:
		return w.call(s, cmd)
	}
	if len(s.Redirs) > 0 {
		c := w.bare()
		var in input
		c.Redirects, in, c.printers = w.redirects(s.Redirs)
		if in.piped {
			saved := w.stdin
			w.stdin = in
			defer func() { w.stdin = saved }()
		}
		if hasWrite(c.Redirects) {
			w.emit(c)
		}
		// The commands inside print where these redirections send the compound's stdout
		// and stderr: what reaches the walk's stdout is worked out from them.
		outSink, errSink := fdSinks(c.Redirects)
		savedErr := w.errOut
		w.errOut = w.errJoined(errSink)
		out, known := w.compound(s)
		w.errOut = savedErr
		all, k := w.reaches(outSink)
		switch {
		case w.errJoined(errSink) && outSink.kind != sinkOut:
			return "", false // some of it may reach the walk's stdout through stderr
		case !all:
			return "", k
		}
		return out, known
	}
	return w.compound(s)
}

// compound walks a statement's compound command (or declaration, function definition, test).
func (w *walker) compound(s *syntax.Stmt) (string, bool) {
	switch cmd := s.Cmd.(type) {
	case *syntax.BinaryCmd:
		return w.binary(cmd)
	case *syntax.Block:
		return w.stmts(cmd.Stmts)
	case *syntax.Subshell:
		return w.subshell(func(c *walker) (string, bool) { return c.stmts(cmd.Stmts) })
	case *syntax.IfClause:
		w.ifClause(cmd)
	case *syntax.WhileClause:
		if !cmd.Until {
			w.readLines(cmd.Cond, cmd.Do)
		}
		saved := w.endless
		w.endless = w.endless || endlessCond(cmd.Cond, cmd.Until) && !waits(cmd.Do)
		w.loop(cmd.Cond, cmd.Do)
		w.endless = saved
	case *syntax.ForClause:
		w.forClause(cmd)
	case *syntax.CaseClause:
		w.fields(cmd.Word)
		w.caseCompare(cmd)
		for _, it := range cmd.Items {
			for _, p := range it.Patterns {
				w.substIn(p)
			}
			w.branch(it.Stmts)
		}
	case *syntax.TestClause:
		w.testCompare(cmd.X)
		w.substIn(s.Cmd)
	case *syntax.FuncDecl:
		if cmd.Name != nil {
			w.defineFunc(cmd.Name.Value, function{cmd.Body, w.src, cmd.Name.Value + "()", nil})
		}
		for _, n := range cmd.Names {
			w.defineFunc(n.Value, function{cmd.Body, w.src, n.Value + "()", nil})
		}
	case *syntax.DeclClause:
		w.decl(cmd)
	case *syntax.TimeClause:
		return w.stmt(cmd.Stmt)
	case *syntax.CoprocClause:
		w.subshell(func(c *walker) (string, bool) { return c.stmt(cmd.Stmt) })
		w.coprocVars(cmd)
	case *syntax.LetClause:
		w.letClause(cmd)
	default:
		// Arithmetic and test commands run no program, but substitutions inside them do.
		w.substIn(s.Cmd)
	}
	return "", false
}

func hasWrite(rs []Redirect) bool {
	for _, r := range rs {
		switch r.Op {
		case "<<", "<<-", "<<<", "<&", ">&":
		default:
			return true
		}
	}
	return false
}

func (w *walker) forClause(f *syntax.ForClause) {
	it, ok := f.Loop.(*syntax.WordIter)
	if !ok {
		w.substIn(f.Loop)
		saved := w.endless
		if cl, ok := f.Loop.(*syntax.CStyleLoop); ok && cl.Cond == nil && !waits(f.Do) {
			w.endless = true // for ((;;))
		}
		w.loop(nil, f.Do)
		w.endless = saved
		return
	}
	var items []field
	dyn := !it.InPos.IsValid() && !w.posSet
	if !it.InPos.IsValid() {
		if w.rec != nil {
			w.notePos()
		}
		items = w.pos
	}
	for _, word := range it.Items {
		items = w.appendFields(items, word)
	}
	items = w.loopGlobs(items)
	if w.dotglob {
		items = dotGlobWords(items, 0) // a pattern left as written names dotfiles too
	}
	if len(items) > maxLoop {
		items = distinctItems(items)
	}
	// The loop's variable holds each item, and so comes from where the items came from
	// (for t in "$TOKEN", for s in "$(sqlflush)": printed.go); one only known when it runs
	// may be any of them.
	var from []string
	for _, x := range items {
		dyn = dyn || x.dyn
		from = append(from, x.from...)
	}
	if dyn || len(items) > maxLoop {
		w.loopSet(it.Name.Value, value{dyn: true, from: from})
		w.loop(nil, f.Do)
		return
	}
	// Each pass runs where the one before left off, or where a continue in any pass before
	// it did; a break may end the loop after any (each pass joins them all: a break's state
	// at the start of a pass is one more it could have, never one fewer).
	saved := w.exits
	stops := w.catchExits(false)
	for _, x := range items {
		w.loopSet(it.Name.Value, value{s: x.s, from: x.from})
		w.stmts(f.Do)
		w.joinExits(stops)
	}
	w.exits = saved
}

// distinctItems is items with each known one at its first place only, for a list longer than
// the loop walks one by one: a pass for an item walked already finds nothing new to judge,
// and a list padded with one name repeated (300 lines of a.txt, then .env) is not a long one.
func distinctItems(items []field) []field {
	seen := make(map[string]bool, len(items))
	out := items[:0:0]
	for _, x := range items {
		if !x.dyn {
			if seen[x.s] {
				continue
			}
			seen[x.s] = true
		}
		out = append(out, x)
	}
	return out
}

// decl tracks the variables a declaration sets and lists it as a command (export HUSKY=0
// matters to guards), its words rendered NAME=VALUE.
func (w *walker) decl(d *syntax.DeclClause) {
	c := w.bare()
	c.Name = d.Variant.Value
	exports := declExports(d)
	if w.locals != nil && declLocal(d) {
		for _, a := range d.Args {
			if a.Name != nil {
				w.saveLocal(a.Name.Value)
			}
		}
	}
	defer func() {
		for len(c.Dynamic) < len(c.Args) {
			c.Dynamic = append(c.Dynamic, false)
		}
		for c.From != nil && len(c.From) < len(c.Args) {
			c.From = append(c.From, nil)
		}
		for c.Lead != nil && len(c.Lead) < len(c.Args) {
			c.Lead = append(c.Lead, "")
		}
		w.emit(c)
	}()
	assoc := declAssoc(d)
	nameref := declFlag(d, "n") && d.Variant.Value != "export"
	own := w.locals != nil && declLocal(d) // a function's own variable: never a nameref's target
	shows := !declFlag(d, "p") && !declFlag(d, "f")
	for _, a := range d.Args {
		if a.Name != nil && nameref {
			w.declRef(c, a)
			continue
		}
		name := a.Name
		if name != nil {
			name = w.declared(d, a, own, shows)
		}
		if a.Name != nil && assoc {
			// declare -A: an associative array, read by key (what is assigned to it below
			// keeps it so).
			w.set(a.Name.Value, w.assocValue(a.Name.Value, own))
		}
		if a.Name != nil && !a.Naked {
			v := w.assignValue(a)
			c.Args = append(c.Args, name.Value+"="+v.s)
			for len(c.Dynamic) < len(c.Args)-1 {
				c.Dynamic = append(c.Dynamic, false)
			}
			c.Dynamic = append(c.Dynamic, v.dyn)
			if from := plainFrom(v.from); len(from) > 0 {
				for len(c.From) < len(c.Args)-1 {
					c.From = append(c.From, nil)
				}
				c.From = append(c.From, from)
			}
			w.set(a.Name.Value, v)
			if exports {
				w.export(name.Value)
			}
			continue
		}
		if a.Name != nil {
			c.Args = append(c.Args, name.Value)
			if exports {
				w.exportNamed(a.Name.Value, name.Value)
			}
			continue
		}
		if a.Value != nil {
			// A word that is not NAME=VALUE as written (an option, "$OPTS", $(cat .env),
			// "A=$x"): whether its value is known, what is known of its start and where it
			// came from are kept, as for any command's words, since guards read them
			// (is "$OPTS" an option? is "-$o" -f?).
			v := w.strv(a.Value)
			pad := len(c.Args)
			c.Args = append(c.Args, v.s)
			c.Dynamic = append(padded(c.Dynamic, pad, false), v.dyn)
			c.Lead = append(padded(c.Lead, pad, ""), v.lead)
			if from := plainFrom(v.from); len(from) > 0 {
				c.From = append(padded(c.From, pad, nil), from)
			}
			if name, val, ok := strings.Cut(v.s, "="); ok && isName(name) {
				w.set(name, value{s: val, dyn: v.dyn})
			}
		}
	}
}

// padded is s grown with zero to n elements.
func padded[T any](s []T, n int, zero T) []T {
	for len(s) < n {
		s = append(s, zero)
	}
	return s
}

// declLocal reports a declaration that, inside a function, makes its names the function's
// own: local, and declare or typeset without -g.
func declLocal(d *syntax.DeclClause) bool {
	switch d.Variant.Value {
	case "local":
		return true
	case "declare", "typeset":
	default:
		return false
	}
	for _, a := range d.Args {
		if a.Name != nil || a.Value == nil || len(a.Value.Parts) != 1 {
			continue
		}
		if l, ok := a.Value.Parts[0].(*syntax.Lit); ok && strings.HasPrefix(l.Value, "-") && strings.Contains(l.Value, "g") {
			return false
		}
	}
	return true
}

// saveLocal keeps what a variable made local to the function being called held before, once
// per call, for the call's end to put back.
func (w *walker) saveLocal(name string) {
	for _, l := range *w.locals {
		if l.name == name {
			return
		}
	}
	e, had := w.vars.m[name]
	if w.rec != nil {
		w.noteVar(name, e, had)
	}
	*w.locals = append(*w.locals, localSaved{name, e, had})
}

// localSaved is a variable as it was before a function made it its own.
type localSaved struct {
	name string
	e    variable
	had  bool
}

// restoreLocals puts back the variables a call made its own, as they were before it.
func (w *walker) restoreLocals(saved []localSaved) {
	for i := len(saved) - 1; i >= 0; i-- {
		l := saved[i]
		switch cur, ok := w.vars.m[l.name]; {
		case l.had && ok && len(cur.got) > 0 && len(l.e.got) > 0 && &cur.got[0] == &l.e.got[0]:
		case l.had:
			writable(w, &w.vars)[l.name] = l.e
		default:
			w.drop(l.name)
		}
	}
}

// declAssoc reports a declaration of associative arrays (declare, typeset, local -A).
func declAssoc(d *syntax.DeclClause) bool { return declFlag(d, "A") }

// declFlag reports a declaration given the one-letter option flag (-A, -n), alone or bundled.
func declFlag(d *syntax.DeclClause, flag string) bool {
	for _, a := range d.Args {
		if a.Name != nil || a.Value == nil || len(a.Value.Parts) != 1 {
			continue
		}
		if l, ok := a.Value.Parts[0].(*syntax.Lit); ok && strings.HasPrefix(l.Value, "-") && strings.Contains(l.Value, flag) {
			return true
		}
	}
	return false
}

// declExports reports a declaration that exports the names it is given: export (but -n, -p
// and -f), declare and typeset with -x.
func declExports(d *syntax.DeclClause) bool {
	exports := d.Variant.Value == "export"
	for _, a := range d.Args {
		if a.Name != nil || a.Value == nil || len(a.Value.Parts) != 1 {
			continue
		}
		if l, ok := a.Value.Parts[0].(*syntax.Lit); ok && strings.HasPrefix(l.Value, "-") {
			switch {
			case strings.ContainsAny(l.Value, "npf"):
				return false
			case strings.Contains(l.Value, "x"):
				exports = true
			}
		}
	}
	return exports
}

// export marks a variable exported.
func (w *walker) export(name string) {
	if !slices.Contains(w.exported, name) {
		w.exported = append(w.exported, name)
	}
}

func (w *walker) assignValue(a *syntax.Assign) value {
	if a.Name != nil && (a.Array != nil || a.Index != nil) {
		return w.assignArray(a)
	}
	if a.Array != nil || a.Index != nil {
		w.substIn(a)
		// An array's elements are unknown one by one, but where they came from is kept:
		// arr=("$TOKEN"); echo "${arr[0]}" prints the token.
		// The variables named in it, found without expanding it again (its substitutions
		// were walked once, above).
		var from []string
		syntax.Walk(a, func(n syntax.Node) bool {
			switch n := n.(type) {
			case *syntax.CmdSubst, *syntax.ProcSubst:
				return false
			case *syntax.ParamExp:
				if n.Param != nil {
					from = append(from, w.get(n.Param.Value).from...)
				}
			}
			return true
		})
		if w.sourcing != "" {
			from = append(from, "source:"+w.sourcing)
		}
		if a.Append {
			from = append(w.get(a.Name.Value).from, from...)
		}
		return value{dyn: true, from: from}
	}
	v := w.strv(a.Value)
	if a.Value != nil && len(a.Value.Parts) > 0 {
		home, ok := w.home()
		if l, lit := a.Value.Parts[0].(*syntax.Lit); lit && strings.HasPrefix(l.Value, "~") && (l.Value == "~" || strings.HasPrefix(l.Value, "~/")) && ok {
			switch {
			case home.dyn:
				v = value{s: v.s, dyn: true, from: v.from}
			case v.dyn:
				v.s = home.s + strings.TrimPrefix(v.s, "~")
				v.lead = home.s + strings.TrimPrefix(v.lead, "~")
			default:
				v.s = home.s + strings.TrimPrefix(v.s, "~")
			}
		}
	}
	if w.sourcing != "" {
		v.from = append(v.from, "source:"+w.sourcing)
	}
	if a.Append {
		old := w.get(a.Name.Value)
		lead := old.lead
		if !old.dyn {
			lead = old.s + v.lead
		}
		tail := ""
		if old.dyn && !v.dyn {
			tail = old.tail + v.s
		}
		return value{s: old.s + v.s, dyn: v.dyn || old.dyn, lead: lead, from: append(old.from, v.from...), tail: tail}
	}
	return v
}

func (w *walker) binary(b *syntax.BinaryCmd) (string, bool) {
	switch b.Op {
	case syntax.Pipe, syntax.PipeAll:
		return w.pipeline(b)
	}
	// && and || chains are left-nested: walk them iteratively. first: the operator after
	// the first statement is &&.
	first := false
	var chain []*syntax.Stmt
	x := b
	for {
		chain = append(chain, x.Y)
		first = x.Op == syntax.AndStmt
		left, ok := x.X.Cmd.(*syntax.BinaryCmd)
		if !ok || (left.Op != syntax.AndStmt && left.Op != syntax.OrStmt) || len(x.X.Redirs) > 0 || x.X.Negated || x.X.Background {
			chain = append(chain, x.X)
			break
		}
		x = left
	}
	slices.Reverse(chain)
	return w.chain(chain, first)
}

func (w *walker) pipeline(b *syntax.BinaryCmd) (string, bool) {
	var stages []*syntax.Stmt
	var all []bool // all[i]: stage i's stderr goes down the pipe too (|&)
	var flatten func(s *syntax.Stmt, amp bool)
	flatten = func(s *syntax.Stmt, amp bool) {
		if bc, ok := s.Cmd.(*syntax.BinaryCmd); ok && (bc.Op == syntax.Pipe || bc.Op == syntax.PipeAll) && len(s.Redirs) == 0 && !s.Negated {
			flatten(bc.X, bc.Op == syntax.PipeAll)
			flatten(bc.Y, amp)
			return
		}
		stages = append(stages, s)
		all = append(all, amp)
	}
	flatten(b.X, b.Op == syntax.PipeAll)
	flatten(b.Y, false)
	in := w.stdin
	var out string
	known := false
	from := in.from
	unread := "" // the files the previous stage, a cat, printed
	// terminal: the stages so far pass on what is typed into the line's terminal (cat | sh,
	// head -n1 | python3), where the harness lets the model type it unseen: the next stage
	// reads it as it would read the terminal itself.
	terminal := w.ctx.TerminalUnseen && !in.piped
	var prev *Command // the previous stage's one command, read by this stage alone
	for i, s := range stages {
		before := len(*w.out)
		// Each stage of a pipeline runs in a subshell of its own.
		out, known = w.subshell(func(c *walker) (string, bool) {
			if i > 0 && terminal {
				c.stdin = input{}
			} else if i > 0 {
				c.stdin = input{s: out, known: known, piped: true, via: "|sh", from: from, unread: unread, prev: prev}
			} else {
				c.stdin = in
			}
			if i < len(stages)-1 {
				// A stage before the last writes into the pipe: its stderr goes there with |&,
				// else to the shell's stderr.
				c.errOut = all[i]
			}
			return c.stmt(s)
		})
		stage := (*w.out)[before:len(*w.out):len(*w.out)]
		prev = nil
		if len(stage) == 1 && i+1 < len(stages) && plainCall(s) && plainCall(stages[i+1]) {
			prev = stage[0]
		}
		terminal = terminal && len(stage) == 1 && !readsRedirect(s) && (passesOn(stage[0]) || passesLines(stage[0]))
		prev := unread
		unread = ""
		if !known && len(stage) == 1 && i < len(stages)-1 {
			// cat x.sh | sh: the next stage reads the files, as from sh < x.sh.
			if srcs, ok := catSources(stage[0]); ok {
				unread = strings.Join(srcs, srcSep)
			} else if passesOn(stage[0]) {
				unread = prev // cat x.sh | tee log | sh
			}
		}
		if len(stage) != 1 || !passesLines(stage[0]) {
			from = stage
		}
	}
	return out, known
}

// plainCall reports a statement that is one simple command with no substitution in it: what
// it runs is that command alone (a wrapper's inner command besides).
func plainCall(s *syntax.Stmt) bool {
	if _, ok := s.Cmd.(*syntax.CallExpr); !ok || s.Background || s.Coprocess {
		return false
	}
	plain := true
	syntax.Walk(s, func(n syntax.Node) bool {
		switch n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst:
			plain = false
		}
		return plain
	})
	return plain
}

// readsRedirect reports a statement whose stdin a redirect gives (< f, a here-document).
func readsRedirect(s *syntax.Stmt) bool {
	for _, r := range s.Redirs {
		switch r.Op {
		case syntax.RdrIn, syntax.RdrInOut, syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
			if r.N == nil || r.N.Value == "0" {
				return true
			}
		}
	}
	return false
}

// withVia is via with one more hop after it, in a slice of its own and full (no one writes a
// via in place): carved from the walk's slab, not grown from via (every call of a function,
// every substitution adds one).
func (w *walker) withVia(via []string, hop string) []string {
	var out []string
	if w.env != nil {
		out = w.env.slab.strings(len(via) + 1)
	} else {
		out = make([]string, len(via)+1)
	}
	copy(out, via)
	out[len(via)] = hop
	return out
}

// viaCopy is the walk's via for a command to keep: shared, since no one writes a via in
// place (each hop appends to a copy), and full, so that an append copies it.
func (w *walker) viaCopy() []string {
	if len(w.via) == 0 {
		return nil
	}
	return w.via[:len(w.via):len(w.via)]
}

// redirects expands a statement's redirections and returns the input they feed, if any.
func (w *walker) redirects(rs []*syntax.Redirect) ([]Redirect, input, []*Command) {
	var out []Redirect
	var printers []*Command
	if len(rs) > 0 {
		out = make([]Redirect, 0, len(rs)) // made to size, not grown from nothing
	}
	var in input
	for _, r := range rs {
		if r == nil {
			continue
		}
		rd := Redirect{Op: r.Op.String(), Fd: defaultFd(r.Op)}
		if r.N != nil {
			if n, err := strconv.Atoi(r.N.Value); err == nil {
				rd.Fd = n
			}
		}
		switch r.Op {
		case syntax.Hdoc, syntax.DashHdoc:
			rd.Target = w.text(r.Word)
			if r.Hdoc != nil {
				if quotedDelim(r.Word) {
					rd.Body = rawText(r.Hdoc)
					in = input{s: rd.Body, known: true, piped: true, via: "heredoc|sh"}
				} else {
					body, dyn, from := w.heredoc(r.Hdoc)
					from, printers := w.splitPrinted(from)
					rd.Body, rd.Dynamic, rd.From = body, dyn, from
					// what a value printed by a tool holds is the tool's output (printed.go)
					in = input{s: body, known: !dyn, piped: true, via: "heredoc|sh", vars: from, from: printers}
				}
				if r.Op == syntax.DashHdoc {
					rd.Body = stripTabs(rd.Body)
					in.s = rd.Body
				}
			} else {
				in = input{known: true, piped: true, via: "heredoc|sh"}
			}
		case syntax.WordHdoc:
			before := len(*w.out)
			v := w.strv(r.Word)
			s, dyn := v.s, v.dyn
			from, printers := w.splitPrinted(v.from)
			rd.Body, rd.Dynamic, rd.Target, rd.From = s+"\n", dyn, s, from
			in = input{s: rd.Body, known: !dyn, piped: true, via: "herestring|sh", vars: from}
			if dyn {
				// <<< "$(cmd)": what cmd prints is the input, as a pipeline's previous stage's is;
				// <<< "$X" where X holds what a tool printed, that tool's (printed.go).
				in.from = (*w.out)[before:len(*w.out):len(*w.out)]
				for _, o := range printers {
					in.from = appendNew(in.from, o)
				}
			}
		default:
			before := len(*w.out)
			v := w.strv(r.Word)
			rd.Target, rd.Dynamic = v.s, v.dyn
			if rd.Dynamic {
				// cat < "$f" where f holds a line a tool printed (f=$(tail -1 names.lst)): the
				// file is named by that tool's output, as an argument holding it is.
				_, ps := w.splitPrinted(v.from)
				for _, o := range ps {
					printers = appendNew(printers, o)
				}
			}
			if r.Op == syntax.RdrIn && rd.Dynamic {
				// < <(find DIR): what the substitution's commands print is the input, as a
				// pipeline's previous stage's is.
				in = input{piped: true, via: "<file|sh", from: (*w.out)[before:len(*w.out):len(*w.out)]}
			}
			if r.Op == syntax.RdrIn && !rd.Dynamic {
				p := w.abs(rd.Target)
				if body, ok := w.readText(p); ok {
					in = input{s: body, known: true, piped: true, via: "<file|sh", file: p}
				} else {
					in = input{piped: true, via: "<file|sh", unread: p}
				}
			}
		}
		out = append(out, rd)
	}
	if len(out) == 0 {
		return nil, in, printers
	}
	return out[:len(out):len(out)], in, printers
}

func defaultFd(op syntax.RedirOperator) int {
	switch op {
	case syntax.RdrIn, syntax.RdrInOut, syntax.DplIn, syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
		return 0
	case syntax.RdrAll, syntax.AppAll:
		return -1
	}
	return 1
}

func quotedDelim(w *syntax.Word) bool {
	if w == nil {
		return false
	}
	for _, p := range w.Parts {
		switch p.(type) {
		case *syntax.SglQuoted, *syntax.DblQuoted:
			return true
		case *syntax.Lit:
			if strings.Contains(p.(*syntax.Lit).Value, `\`) {
				return true
			}
		}
	}
	return false
}

// heredoc expands an unquoted here-doc body: parameters and substitutions, with only \$ \` \\
// and \newline as escapes.
func (w *walker) heredoc(word *syntax.Word) (string, bool, []string) {
	var fb fieldBuilder
	for _, p := range word.Parts {
		if l, ok := p.(*syntax.Lit); ok {
			fb.add(unescapeHeredoc(l.Value))
			continue
		}
		w.part(&fb, p, true, false)
	}
	return fb.text(), fb.dyn, fb.from
}

func unescapeHeredoc(s string) string { return unescapeSome(s, "$`\\") }

// rawText is a quoted here-doc's body: literal, nothing expanded.
func rawText(word *syntax.Word) string {
	var b strings.Builder
	for _, p := range word.Parts {
		if l, ok := p.(*syntax.Lit); ok {
			b.WriteString(l.Value)
		}
	}
	return b.String()
}

func stripTabs(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimLeft(l, "\t")
	}
	return strings.Join(lines, "\n")
}

// subst walks a command or process substitution in a subshell and returns its output where
// it can be known.
func (w *walker) subst(list []*syntax.Stmt, via string) (string, bool) {
	return w.subshell(func(c *walker) (string, bool) {
		c.via = c.withVia(c.via, via)
		c.stdin = input{}
		c.errOut = false // its stderr is the shell's, not what it captures
		return c.stmts(list)
	})
}

// subshell walks fn in a clone of w that is a shell of its own: ( ), a pipeline's stage, $( ),
// a background job. The traps it sets are its own, walked when it ends, in the state it ends
// in (its cwd, not the parent's); what they print is not known, so neither is its output then.
func (w *walker) subshell(fn func(c *walker) (string, bool)) (string, bool) {
	c := w.clone()
	c.exits = nil // its breaks end its own loops
	c.ownTraps = nil
	c.traps = &c.ownTraps
	out, known := fn(c)
	if len(*c.traps) > 0 {
		c.atExit()
		known = false
	}
	return out, known
}

// abs is p made absolute from the walk's cwd; "" where that is unknown.
func (w *walker) abs(p string) string { return w.absFrom(p, w.cwd) }

// absFrom is p made absolute from cwd; "" where that is unknown.
func (w *walker) absFrom(p, cwd string) string {
	if filepath.IsAbs(p) {
		return paths.Clean(p)
	}
	if cwd == "" {
		return ""
	}
	return paths.Clean(paths.Abs(p, cwd, w.ctx.Home))
}

func (w *walker) emit(c *Command) {
	if *w.counter >= maxCommands {
		w.fail(ErrTooMany)
		return
	}
	*w.counter++
	c.Traced = w.traced
	if len(c.Dynamic) != len(c.Args) {
		c.Dynamic = make([]bool, len(c.Args))
	}
	if len(c.Lead) != len(c.Args) {
		c.Lead = make([]string, len(c.Args))
	}
	if n := len(w.env.links); n > 0 {
		c.nlinks = n
		c.Cwd = w.env.through(c.Cwd, n, follow)
	}
	*w.out = append(*w.out, c)
	c.seq = len(*w.out)
	if w.absent != "" {
		w.takeAbsent(c)
	}
	// The name looked up once for the three questions (it was each's first work), and kept
	// for the command's Call.
	if !c.known.For(c.Name) {
		c.known = spec.Know(c.Name)
	}
	n := c.known.Name
	if makesLinks(n) {
		w.noteLinks(c)
	} else if c.known.Interpreter() {
		w.noteCodeLinks(c)
	}
	if carriesText(n) {
		w.noteCarry(c)
	}
}

// words splits src into shell words and expands them, for strings that a program splits
// like a shell (env -S).
func (w *walker) words(src string, fn func([]field)) (err error) {
	saved := w.src
	w.src = src
	defer func() { w.src = saved }()
	return syntax.NewParser(syntax.Variant(syntax.LangBash)).Words(strings.NewReader(src), func(word *syntax.Word) bool {
		fn(w.fields(word))
		return true
	})
}

// testCompare hands the comparisons of a [[ ]] to the model as `test` commands, whose spec
// judges what a comparison of a variable with a value discloses ([[ $TOKEN == ghp_R* ]]).
// Words with a substitution are left out: substIn walks those once.
func (w *walker) testCompare(e syntax.TestExpr) {
	switch x := e.(type) {
	case *syntax.ParenTest:
		w.testCompare(x.X)
	case *syntax.UnaryTest:
		if x.Op == syntax.TsNot {
			w.testCompare(x.X)
		}
	case *syntax.BinaryTest:
		switch x.Op {
		case syntax.AndTest, syntax.OrTest:
			w.testCompare(x.X)
			w.testCompare(x.Y)
		case syntax.TsMatchShort, syntax.TsMatch, syntax.TsNoMatch, syntax.TsReMatch, syntax.TsBefore, syntax.TsAfter:
			l, lok := x.X.(*syntax.Word)
			r, rok := x.Y.(*syntax.Word)
			if lok && rok {
				w.emitCompare(l, x.Op.String(), r)
			}
		}
	}
}

// caseCompare hands `case WORD in PATTERN)` to the model as the comparison it is, with its
// first pattern that is neither empty nor `*`.
func (w *walker) caseCompare(cc *syntax.CaseClause) {
	for _, it := range cc.Items {
		for _, p := range it.Patterns {
			if lit := p.Lit(); lit != "*" && len(p.Parts) > 0 {
				w.emitCompare(cc.Word, "==", p)
				return
			}
		}
	}
}

// emitCompare lists `test L OP R` where a variable went into either side.
func (w *walker) emitCompare(l *syntax.Word, op string, r *syntax.Word) {
	if hasSubst(l) || hasSubst(r) {
		return
	}
	lv, rv := w.strv(l), w.strv(r)
	if len(lv.from) == 0 && len(rv.from) == 0 {
		return
	}
	c := w.bare()
	c.Name = "test"
	c.Args = []string{lv.s, op, rv.s}
	c.Dynamic = []bool{lv.dyn, false, rv.dyn}
	c.From = [][]string{plainFrom(lv.from), nil, plainFrom(rv.from)}
	w.emit(c)
}

// hasSubst reports a node (a word, a parameter expansion) with a command or process
// substitution in it.
func hasSubst(node syntax.Node) bool {
	found := false
	syntax.Walk(node, func(n syntax.Node) bool {
		switch n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst:
			found = true
		}
		return !found
	})
	return found
}
