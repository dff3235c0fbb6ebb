package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Namerefs (declare -n r=TARGET, local -n, typeset -n) are variables that stand for another:
// bash assigns TARGET wherever r is assigned (r=, r+=, read r, printf -v r, mapfile r, export
// r=, a prefix r=v cmd, (( r=1 ))) and reads TARGET wherever r is read, until `unset -n r` or
// `declare +n r`. The walk keeps r as a variable marked ref whose value is TARGET's name, and
// follows it on every read and write, so that `declare -n r=PS4; r='$TOKEN'; set -x` sets PS4
// as `PS4='$TOKEN'` does. A target only known when it runs (declare -n r=$1 with $1 unknown)
// makes each write through r a write of a variable whose name is unknown, and each read a read
// of any variable ("indirect:r", as ${!x}).

// maxRefHops is how many namerefs in a row bash follows (its NAMEREF_MAX): a longer chain, or
// a loop, is taken as a nameref whose target is unknown.
const maxRefHops = 8

// deref is the variable an assignment to name, or a read of it, reaches: name itself unless
// it is a nameref, else the variable its chain of namerefs ends at. ok is false where a nameref
// on the way names a variable only known when it runs. A nameref with no target yet (declare
// -n r) is itself what it reaches: assigning it gives it one.
func (w *walker) deref(name string) (string, bool) {
	for range maxRefHops {
		e, ok := w.vars.m[name]
		if !ok || !e.ref {
			return name, true
		}
		if w.rec != nil {
			w.noteVar(name, e, ok)
		}
		switch {
		case e.v.dyn:
			return "", false
		case e.v.s == "":
			return name, true
		}
		name = e.v.s
	}
	return "", false
}

// isRef reports a variable that is a nameref.
func (w *walker) isRef(name string) bool {
	e, ok := w.vars.m[name]
	return ok && e.ref
}

// getRef is what reading the nameref name gives: its target's value; nothing where it has no
// target; any variable where its target is only known when it runs.
func (w *walker) getRef(name string, e variable) value {
	t, ok := w.deref(name)
	switch {
	case !ok:
		return value{dyn: true, from: append(append([]string(nil), e.v.from...), "indirect:"+name)}
	case w.isRef(t):
		return value{} // a nameref with no target reads empty
	}
	if i := strings.IndexByte(t, '['); i > 0 {
		// declare -n r='arr[1]': one element of arr, which may be any of its values
		return value{dyn: true, from: w.get(t[:i]).from}
	}
	return w.get(t)
}

// assignTarget is the variable an assignment to name sets, and the value it gets: name itself,
// or what the nameref name stands for. ok is false where the assignment is done here: a
// nameref with no target yet takes the value as its target, and one whose target is unknown
// sets a variable nobody can name (unknownWrite).
func (w *walker) assignTarget(name string, v value) (string, value, bool) {
	e, ok := w.vars.m[name]
	if !ok || !e.ref {
		return name, v, true
	}
	t, known := w.deref(name)
	switch {
	case !known:
		w.unknownWrite("it assigns a nameref whose target is only known when it runs")
		w.mayBePS4(v)
		w.dotglob = true // it may be GLOBIGNORE
		return "", v, false
	case w.isRef(t):
		w.putRef(t, v)
		return "", v, false
	}
	if i := strings.IndexByte(t, '['); i > 0 {
		return t[:i], value{dyn: true, from: v.from}, true
	}
	return t, v, true
}

// assignName is the variable a prefix assignment (r=v cmd) gives the command: the nameref's
// target, as bash has it; a target only known when it runs may be any variable.
func (w *walker) assignName(name string) string {
	if !w.isRef(name) {
		return name
	}
	t, ok := w.deref(name)
	if !ok {
		w.unknownWrite("it gives a command a nameref whose target is only known when it runs")
		return name
	}
	if i := strings.IndexByte(t, '['); i > 0 {
		return t[:i]
	}
	return t
}

// putRef makes name a nameref to the variable target names (declare -n name=target), itself,
// never through a nameref name may be.
func (w *walker) putRef(name string, target value) {
	if !target.dyn && target.s != "" && !refName(target.s) || !target.dyn && target.s == name {
		return // bash refuses it: an invalid name, or the nameref itself
	}
	w.store(name, target)
	m := writable(w, &w.vars)
	e := m[name]
	e.ref = true
	m[name] = e
}

// unref makes the nameref name a plain variable holding its target's name (declare +n r).
func (w *walker) unref(name string) {
	if e, ok := w.vars.m[name]; ok && e.ref {
		w.store(name, e.v)
	}
}

// refName reports a name a nameref may stand for: a variable's, or one element of an array.
func refName(s string) bool {
	if i := strings.IndexByte(s, '['); i > 0 && strings.HasSuffix(s, "]") {
		return isName(s[:i])
	}
	return isName(s)
}

// unknownWrite is a write of a variable whose name is only known when it runs: any variable
// may now hold anything (what it held is still where it may have come from); the namerefs
// keep their targets.
func (w *walker) unknownWrite(why string) {
	if w.env != nil && w.env.sets != nil {
		w.env.sets.dyn(why)
	}
	w.touchShared() // every variable is read
	for k, old := range w.vars.m {
		if !old.ref {
			w.store(k, value{dyn: true, from: old.v.from})
		}
	}
}

// mayBePS4 follows a write of v to a variable whose name is only known when it runs: that
// may be PS4, so a known text bash would expand (printf -v "$X" %s '$TOKEN') is kept as the
// tail of a PS4 otherwise unknown, walked as its prompt under set -x (xtracePrompt).
func (w *walker) mayBePS4(v value) {
	if !v.dyn && strings.ContainsAny(v.s, "$`") {
		w.store("PS4", value{dyn: true, tail: v.s, from: v.from})
	}
}

// declRef makes a declaration's word a nameref (declare -n r=TARGET, local -n r=$1), listing
// it as written: r=TARGET. A bare name (declare -n r) makes r one, its value, where it has
// one, its target.
func (w *walker) declRef(c *Command, a *syntax.Assign) {
	name := a.Name.Value
	if a.Naked {
		var target value
		if e, ok := w.vars.m[name]; ok && !e.ref {
			target = value{s: e.v.s, dyn: e.v.dyn}
		}
		w.putRef(name, target)
		c.Args = append(c.Args, name)
		return
	}
	v := w.assignValue(a)
	w.putRef(name, v)
	pad := len(c.Args)
	c.Args = append(c.Args, name+"="+v.s)
	c.Dynamic = append(padded(c.Dynamic, pad, false), v.dyn)
	if from := plainFrom(v.from); len(from) > 0 {
		c.From = append(padded(c.From, pad, nil), from)
	}
}

// declName is the variable a declaration of name (export r=v, declare -x r) declares: what the
// nameref name stands for, where it is one with a known target; name otherwise.
func (w *walker) declName(name string) string {
	if !w.isRef(name) {
		return name
	}
	t, ok := w.deref(name)
	if !ok || w.isRef(t) {
		return name
	}
	if i := strings.IndexByte(t, '['); i > 0 {
		return t[:i]
	}
	return t
}

// loopSet gives a for loop's variable the next word: a nameref is pointed at the variable
// the word names (for r in PATH HOME), as bash does, where any other is assigned it.
func (w *walker) loopSet(name string, v value) {
	if w.isRef(name) {
		w.putRef(name, v)
		return
	}
	w.set(name, v)
}

// declPlus reports a declaration given the one-letter attribute flag taken off (+n, +x).
func declPlus(d *syntax.DeclClause, flag string) bool {
	for _, a := range d.Args {
		if a.Name != nil || a.Value == nil || len(a.Value.Parts) != 1 {
			continue
		}
		if l, ok := a.Value.Parts[0].(*syntax.Lit); ok && strings.HasPrefix(l.Value, "+") && strings.Contains(l.Value, flag) {
			return true
		}
	}
	return false
}

// paramText is a parameter expansion as written, shown for a value only known when it runs;
// a nameref's name is shown as the variable it stands for ($p of declare -n p=PATH reads as
// $PATH: the guards know what PATH holds).
func (w *walker) paramText(p *syntax.ParamExp) string {
	text := w.text(p)
	if p.Param == nil || p.Excl || !w.isRef(p.Param.Value) {
		return text
	}
	t := w.declName(p.Param.Value)
	a, b := int(p.Param.Pos().Offset()-p.Pos().Offset()), int(p.Param.End().Offset()-p.Pos().Offset())
	if t == p.Param.Value || a < 0 || b > len(text) || a > b {
		return text
	}
	return text[:a] + t + text[b:]
}

// joinRef joins a name that is a nameref on some path the walk joins (if x; then declare -n
// r=PATH; fi): one with the same target on every path keeps it; otherwise r may stand for
// another variable or for itself, and what is assigned through it may be any variable.
// It reports false where no path makes k a nameref.
func (w *walker) joinRef(outs []*walker, k string) bool {
	var target *value
	same := true
	for _, o := range outs {
		x, ok := o.vars.m[k]
		switch {
		case ok && x.ref && target == nil:
			target = &x.v
		case ok && x.ref:
			same = same && !x.v.dyn && !target.dyn && x.v.s == target.s
		default:
			same = false
		}
	}
	if target == nil {
		return false
	}
	if same {
		w.putRef(k, value{s: target.s, dyn: target.dyn, from: target.from})
	} else {
		w.putRef(k, value{dyn: true, from: target.from})
	}
	return true
}

// declared is the variable a declaration's word NAME declares, as it lists it: what a nameref
// NAME stands for (export r=v, declare r=v), unless the declaration prints (-p) or names
// functions (-f), or makes NAME a function's own (local r: a fresh variable, never a
// nameref). declare +n takes the nameref off first.
func (w *walker) declared(d *syntax.DeclClause, a *syntax.Assign, own, shows bool) *syntax.Lit {
	if declPlus(d, "n") {
		w.unref(a.Name.Value)
	}
	if own && w.isRef(a.Name.Value) {
		w.drop(a.Name.Value)
	}
	if !shows || own {
		return a.Name
	}
	return &syntax.Lit{ValuePos: a.Name.ValuePos, ValueEnd: a.Name.ValueEnd, Value: w.declName(a.Name.Value)}
}

// exportNamed exports the variable shown, which a declaration's word written names: a
// nameref whose target is only known when it runs may put any variable of the shell into
// every command's environment.
func (w *walker) exportNamed(written, shown string) {
	if _, known := w.deref(written); !known {
		w.unknownWrite("it exports a nameref whose target is only known when it runs")
	}
	w.export(shown)
}
