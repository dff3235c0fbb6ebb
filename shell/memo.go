package shell

import (
	"slices"

	"mvdan.cc/sh/v3/syntax"

	"github.com/hookguard/hookguard/shell/spec"
)

// A function called again in the same state is not walked again. A script calls its helpers
// many times; where a call would read the very same state as the function's last walked call,
// its walk would list the very same commands: they are listed again as copies (each with its
// own place in the line, and its own effects, which its twin gives it), and it prints the
// same.
//
// "The same state" is checked, never assumed:
//   - what the walk keeps as it goes and a body may read anywhere is compared whole: the
//     source text, cwd, how it is reached, depth, remote, what the shell was launched with and
//     exports, whether git configuration was set on the line, and the call's stdin;
//   - the variables and functions are compared as the call read them, each by name: a
//     variable by the setting it had (every setting is a value of its own), a function by its
//     body; one the call did not read may change freely;
//   - the positional parameters (its arguments, $0) by value, where the call read them. A
//     function whose last walked call read its arguments is walked as it stands when called
//     with others (a log function prints them): recording each such call cost more than the
//     few it would save.
//
// A call is never replayed, nor kept, where its walk touched what the walk shares beyond that
// state: a file the line wrote (read or written, /dev/null aside), what was listed before it,
// the bounds, an unreadable text, the git configuration, a command whose reading asked its
// place in the line, a command run under one listed outside it; nor where it changed the shell
// it runs in (a variable, a function, cwd, exports, a trap), which a replay would not do. A
// call inside another is recorded for both: what it read, the outer one read.
//
// Command substitutions were kept so too ($(date +%T) in a log function); on the 200-line
// script they saved less than recording them cost, and they are walked every time.

// recorder collects what a region's walk reads, while it runs.
type recorder struct {
	parent *recorder
	vars   []varRead
	funcs  []funcRead
	pos    bool // it read the positional parameters
	impure bool // it touched what the walk shares beyond its state
	traps  *[]kept
}

// varRead is a variable read by name: the setting it had (the first origin of its own, which
// every setting makes anew), nil where it was unset.
type varRead struct {
	name string
	id   *string
}

// funcRead is a function looked up by name: its definition, or none.
type funcRead struct {
	name string
	fn   function
	ok   bool
}

// regionKey names a function's call: its body, called by its name.
type regionKey struct {
	body *syntax.Stmt
	via  string
}

// memoEntry is a function's last walked call: the state it read, what it listed and printed.
type memoEntry struct {
	src, cwd, sourcing string
	via                []string
	depth              int
	remote             bool
	traced             bool
	allexport          bool
	dotglob            bool
	mounts             []spec.Mount
	inherit            []assign
	exported           []string
	gitcfg             map[string]string
	stdin              input
	pos                []field
	posSet             bool
	arg0               *field
	rec                *recorder

	cmds  []*Command
	steps int
	out   string
	known bool
}

// noteVar records a variable read.
func (w *walker) noteVar(name string, e variable, ok bool) {
	var id *string
	if ok && len(e.got) > 0 {
		id = &e.got[0]
	}
	for r := w.rec; r != nil; r = r.parent {
		r.vars = append(r.vars, varRead{name, id})
	}
}

// noteFunc records a function lookup.
func (w *walker) noteFunc(name string, fn function, ok bool) {
	for r := w.rec; r != nil; r = r.parent {
		r.funcs = append(r.funcs, funcRead{name, fn, ok})
	}
}

// notePos records a read of the positional parameters.
func (w *walker) notePos() {
	for r := w.rec; r != nil; r = r.parent {
		r.pos = true
	}
}

// touchShared records that the calls being walked touched what the walk shares.
func (w *walker) touchShared() {
	for r := w.rec; r != nil; r = r.parent {
		r.impure = true
	}
}

// noteTrap records a trap set: a call whose shell's trap list it is has changed its shell.
func (w *walker) noteTrap() {
	for r := w.rec; r != nil; r = r.parent {
		if r.traps == w.traps {
			r.impure = true
		}
	}
}

// shellState is what a function's call could change in the shell it runs in.
type shellState struct {
	vars          *shared[variable]
	varWrites     int
	funcs         *shared[function]
	funcWrites    int
	cwd, sourcing string
	exported      []string
	inherit       []assign
	gitcfg        map[string]string
	remote        bool
	traced        bool
	allexport     bool
	dotglob       bool
	mounts        []spec.Mount
	depth         int
	traps         int
	arg0          *field
}

func (w *walker) shellState() shellState {
	s := shellState{vars: w.vars, varWrites: w.vars.writes, funcs: w.funcs, funcWrites: w.funcs.writes,
		cwd: w.cwd, sourcing: w.sourcing, exported: w.exported, inherit: w.inherit, gitcfg: w.env.gitcfg,
		remote: w.remote, traced: w.traced, allexport: w.allexport, dotglob: w.dotglob, mounts: w.mounts, depth: w.depth, arg0: w.arg0}
	if w.traps != nil {
		s.traps = len(*w.traps)
	}
	return s
}

func (s shellState) same(o shellState) bool {
	return s.vars == o.vars && s.varWrites == o.varWrites && s.funcs == o.funcs && s.funcWrites == o.funcWrites &&
		s.cwd == o.cwd && s.sourcing == o.sourcing && sameSlice(s.exported, o.exported) && sameSlice(s.inherit, o.inherit) &&
		sameMap(s.gitcfg, o.gitcfg) && s.remote == o.remote && s.traced == o.traced && s.allexport == o.allexport && s.dotglob == o.dotglob && slices.Equal(s.mounts, o.mounts) && s.depth == o.depth && s.traps == o.traps && s.arg0 == o.arg0
}

// sameMap reports whether two git configurations set on the line are alike where a region
// may depend on them: both none, or both some (reading or writing one touches what the walk
// shares: such a region is never kept).
func sameMap(a, b map[string]string) bool { return (a == nil) == (b == nil) }

// region walks a function's call by walk, or lists again what its last walked call listed
// where this one would read the same. w is the shell it runs in, set up for the call (its
// arguments, stdin, source, via).
func (w *walker) region(k regionKey, walk func() (string, bool)) (string, bool) {
	if *w.limit != nil {
		return walk()
	}
	if w.env.memo == nil {
		w.env.memo = map[regionKey]*memoEntry{}
	}
	e := w.env.memo[k]
	if e != nil && e.rec.pos && !sameFields(e.pos, w.pos) {
		return walk()
	}
	if e != nil && w.matches(e) && *w.steps+e.steps <= maxSteps && *w.counter+len(e.cmds) <= maxCommands {
		return w.replay(e)
	}
	rec := &recorder{parent: w.rec, traps: w.traps}
	e = &memoEntry{src: w.src, cwd: w.cwd, sourcing: w.sourcing, via: w.via, depth: w.depth, remote: w.remote, traced: w.traced, allexport: w.allexport, dotglob: w.dotglob, mounts: w.mounts,
		inherit: w.inherit, exported: w.exported, gitcfg: w.env.gitcfg, stdin: w.stdin, pos: w.pos, posSet: w.posSet,
		arg0: w.arg0, rec: rec}
	before, steps := len(*w.out), *w.steps
	state := w.shellState()
	w.rec = rec
	out, known := walk()
	w.rec = rec.parent
	if rec.impure || *w.limit != nil || !state.same(w.shellState()) {
		delete(w.env.memo, k)
		return out, known
	}
	e.cmds = slices.Clone((*w.out)[before:])
	e.steps, e.out, e.known = *w.steps-steps, out, known
	for i, c := range e.cmds {
		if c.eff.positional.Load() || c.Outer != nil && !slices.Contains(e.cmds[:i], c.Outer) {
			delete(w.env.memo, k)
			return out, known
		}
	}
	w.env.memo[k] = e
	return out, known
}

// matches reports whether a function's last walked call read what this one would.
func (w *walker) matches(e *memoEntry) bool {
	if e.src != w.src || e.cwd != w.cwd || e.sourcing != w.sourcing || e.depth != w.depth || e.remote != w.remote || e.traced != w.traced || e.allexport != w.allexport || e.dotglob != w.dotglob || !slices.Equal(e.mounts, w.mounts) ||
		!slices.Equal(e.via, w.via) || !sameSlice(e.inherit, w.inherit) || !sameSlice(e.exported, w.exported) ||
		!sameMap(e.gitcfg, w.env.gitcfg) {
		return false
	}
	if !sameInput(e.stdin, w.stdin) {
		return false
	}
	if e.rec.pos && (e.posSet != w.posSet || !sameFields(e.pos, w.pos) || !sameArg0(e.arg0, w.arg0)) {
		return false
	}
	for _, r := range e.rec.vars {
		x, ok := w.vars.m[r.name]
		var id *string
		if ok && len(x.got) > 0 {
			id = &x.got[0]
		}
		if id != r.id {
			return false
		}
	}
	for _, r := range e.rec.funcs {
		f, ok := w.funcs.m[r.name]
		if ok != r.ok || f != r.fn {
			return false
		}
	}
	return true
}

// replay lists a call's commands again, as copies: each its own, with its place in the line;
// a command run under another of the call's (find -exec) is run under that one's copy.
func (w *walker) replay(e *memoEntry) (string, bool) {
	w.env.replays++
	*w.steps += e.steps
	copies := make([]*Command, len(e.cmds))
	for i, o := range e.cmds {
		c := w.env.slab.newListed()
		eff := c.eff
		*c = *o
		c.eff, c.seq = eff, 0
		c.flood = c.flood || w.flood
		if o.Outer != nil {
			c.Outer = copies[slices.Index(e.cmds[:i], o.Outer)]
		}
		copies[i] = c
		w.emit(c)
	}
	for r := w.rec; r != nil; r = r.parent {
		r.vars = append(r.vars, e.rec.vars...)
		r.funcs = append(r.funcs, e.rec.funcs...)
		r.pos = r.pos || e.rec.pos
	}
	return e.out, e.known
}

func sameInput(a, b input) bool {
	return a.s == b.s && a.known == b.known && a.piped == b.piped && a.via == b.via && sameSlice(a.from, b.from) &&
		a.file == b.file && a.unread == b.unread && slices.Equal(a.vars, b.vars)
}

func sameField(a, b field) bool {
	return a.s == b.s && a.dyn == b.dyn && a.lead == b.lead && slices.Equal(a.from, b.from)
}

func sameFields(a, b []field) bool { return slices.EqualFunc(a, b, sameField) }

func sameArg0(a, b *field) bool { return a == b || a != nil && b != nil && sameField(*a, *b) }

// readText is a file's text as the walk reads it (cmdEnv.read): the line may have written it.
func (w *walker) readText(p string) (string, bool) {
	w.touchShared()
	return w.env.read(p)
}
