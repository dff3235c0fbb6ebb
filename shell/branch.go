package shell

import (
	"maps"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Code that may or may not run (an if, elif or else branch, a case item, the arms of && and
// ||, a loop's body) is walked in a clone of the walker, one per path; afterwards the walker
// holds what any of the paths could leave: a variable, cwd or function on which the paths
// disagree is known only as far as they agree, so a guard judges every value it could have
// (`if x; then D=/; else D=/tmp/a; fi; rm -rf "$D"` deletes somewhere under /). What they
// agree on stays known. A { } group is no choice: it is walked in the walker itself.

// join leaves w in the state any of outs could leave it in. w itself may be one of them (the
// path where no branch ran).
// It reports whether w changed.
func (w *walker) join(outs ...*walker) bool {
	cwd := outs[0].cwd
	for _, o := range outs[1:] {
		if o.cwd != cwd {
			cwd = ""
		}
	}
	changed := cwd != w.cwd
	w.cwd = cwd
	// The positional parameters (set --, shift on some path): unknown where paths disagree.
	pos, posSet := outs[0].pos, outs[0].posSet
	for _, o := range outs[1:] {
		if o.posSet != posSet || !sameSlice(o.pos, pos) {
			pos, posSet = nil, false
		}
	}
	if posSet != w.posSet || !sameSlice(pos, w.pos) {
		w.pos, w.posSet, changed = pos, posSet, true
	}
	changed = w.joinVars(outs) || changed
	for _, o := range outs {
		if o != w {
			for _, name := range o.exported {
				// Exported on some path: it may be in every later command's environment.
				if !containsStr(w.exported, name) {
					w.export(name)
					changed = true
				}
			}
		}
	}
	for _, o := range outs {
		if o.gitBefore != nil {
			w.joinGitcfg(o)
		}
		if o.allexport && !w.allexport {
			// set -a on some path: every later assignment may be an export.
			w.allexport, changed = true, true
		}
		if o.dotglob && !w.dotglob {
			w.dotglob, changed = true, true // on some path: later patterns may name dotfiles
		}
	}
	return w.joinFuncs(outs) || changed
}

// joinVars sets each variable on which outs disagree to what any of them holds.
func (w *walker) joinVars(outs []*walker) bool {
	same := true
	for _, o := range outs[1:] {
		same = same && o.vars == outs[0].vars
	}
	if same {
		// Every path leaves the same variables (none wrote, or only one path ran): w takes
		// them, and copies the map on its first write, as a clone's is not its own.
		changed := w.vars != outs[0].vars
		w.vars = outs[0].vars
		return changed
	}
	// The names some path holds otherwise than w does: a name on which every path agrees
	// with w needs nothing.
	var names []string
	for _, o := range outs {
		if o.vars == w.vars {
			continue
		}
		added := 0
		for k, e := range o.vars.m {
			x, ok := w.vars.m[k]
			if ok && len(x.got) > 0 && len(e.got) > 0 && &x.got[0] == &e.got[0] {
				continue // the very setting w has
			}
			if w.rec != nil {
				// What the join leaves depends on w's value: a function's call that walked
				// this is replayed only where that value is the same.
				w.noteVar(k, x, ok)
			}
			if !ok {
				added++
			} else if sameSetting(x, e) {
				continue
			}
			if !containsStr(names, k) {
				names = append(names, k)
			}
		}
		if len(o.vars.m)-added == len(w.vars.m) {
			continue // no name of w's is missing there
		}
		for k, x := range w.vars.m {
			if _, ok := o.vars.m[k]; !ok && !containsStr(names, k) {
				if w.rec != nil {
					w.noteVar(k, x, true)
				}
				names = append(names, k) // unset on that path
			}
		}
	}
	changed := false
	for _, k := range names {
		if w.joinRef(outs, k) {
			changed = true
			continue
		}
		var v value
		for i, o := range outs {
			x, ok := o.vars.m[k]
			ov := x.v
			if !ok {
				// Unset on that path: whatever the environment holds, or nothing.
				ov = value{dyn: true, from: []string{k}}
			}
			if i == 0 {
				v = ov
				continue
			}
			v = either(v, ov)
		}
		if cur, ok := w.vars.m[k]; ok && cur.v.s == v.s && cur.v.dyn == v.dyn && cur.v.lead == v.lead && slices.Equal(cur.v.from, v.from) && sameArray(cur.v.arr, v.arr) {
			continue
		}
		w.put(k, v)
		changed = true
	}
	return changed
}

// sameSetting reports two entries that are one setting, or settings of one value.
func sameSetting(a, b variable) bool {
	if len(a.got) > 0 && len(b.got) > 0 && &a.got[0] == &b.got[0] {
		return true
	}
	return a.v.s == b.v.s && a.v.dyn == b.v.dyn && a.v.lead == b.v.lead && len(a.v.from) == 0 && len(b.v.from) == 0 && sameArray(a.v.arr, b.v.arr)
}

// either is a value that may be a or b: a itself where they are one, else unknown, its lead
// what both start with up to its last /, and every origin of both kept (a secret that may
// have been replaced is still a secret).
func either(a, b value) value {
	if a.arr != nil || b.arr != nil {
		return eitherArray(a, b)
	}
	if a.s == b.s && a.dyn == b.dyn && a.lead == b.lead {
		if len(b.from) == 0 || sameSlice(a.from, b.from) {
			return a
		}
		return value{s: a.s, dyn: a.dyn, lead: a.lead, from: unionFrom(a.from, b.from)}
	}
	ka, kb := a.s, b.s
	if a.dyn {
		ka = a.lead
	}
	if b.dyn {
		kb = b.lead
	}
	n := 0
	for n < len(ka) && n < len(kb) && ka[n] == kb[n] {
		n++
	}
	lead := ka[:n]
	if !(n == len(ka) && n == len(kb) && !a.dyn && !b.dyn) {
		lead = lead[:strings.LastIndexByte(lead, '/')+1]
	}
	return value{dyn: true, lead: lead, from: unionFrom(a.from, b.from)}
}

// unionFrom is the origins of a and b, each once, in a list of its own.
func unionFrom(a, b []string) []string {
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	if subsetStr(b, a) {
		return a // the same origins again, as every element of an array built from one
	}
	out := make([]string, 0, len(a)+len(b))
	out = append(out, a...)
	for _, s := range b {
		if !containsStr(out, s) {
			out = append(out, s)
		}
	}
	return out[:len(out):len(out)]
}

// subsetStr reports that every string of b is in a.
func subsetStr(b, a []string) bool {
	for _, s := range b {
		if !containsStr(a, s) {
			return false
		}
	}
	return true
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// joinFuncs keeps every function some path defined; one the paths define differently runs
// any of its bodies, each walked at a call as a branch of its own.
func (w *walker) joinFuncs(outs []*walker) bool {
	changed := false
	for _, o := range outs {
		if o.funcs == w.funcs {
			continue
		}
		for k, fn := range o.funcs.m {
			old, ok := w.funcs.m[k]
			if w.rec != nil {
				w.noteFunc(k, old, ok)
			}
			switch {
			case !ok:
				w.defineFunc(k, fn)
				changed = true
			case old != fn && !old.has(fn):
				alt := fn
				old.alt = &alt
				w.defineFunc(k, old)
				changed = true
			}
		}
	}
	return changed
}

// has reports fn among f's bodies.
func (f function) has(fn function) bool {
	for x := &f; x != nil; x = x.alt {
		if x.body == fn.body && x.src == fn.src {
			return true
		}
	}
	return false
}

// setGitcfg records a git setting for the rest of the line.
func (w *walker) setGitcfg(key, v string) {
	if w.env.gitcfg == nil {
		w.env.gitcfg = map[string]string{}
	}
	w.env.gitcfg[key] = v
}

// path is a clone of w that walks code which may or may not run.
func (w *walker) path() *walker {
	c := w.clone()
	c.gitBefore = nil
	if w.env.gitcfg != nil {
		c.gitBefore = maps.Clone(w.env.gitcfg)
	}
	return c
}

// joinGitcfg puts back what a path that may not have run changed in the line's git settings:
// one it unset is set again, and one it set otherwise may have either value (git may run
// either). Settings it made stay: they may have been made.
func (w *walker) joinGitcfg(o *walker) {
	for k, old := range o.gitBefore {
		cur, ok := w.env.gitcfg[k]
		switch {
		case !ok:
			w.env.gitcfg[k] = old
		case cur != old:
			w.env.gitcfg[k] = eitherSetting(k, old, cur)
		}
	}
}

// eitherSetting is a git setting that may be a or b. An alias runs either as shell text (each
// git alias as the git command it stands for); any other value is unknown, and where git runs
// it, both texts are walked as far as they can be read.
func eitherSetting(key, a, b string) string {
	if strings.HasPrefix(key, "alias.") && !strings.HasPrefix(a, dynMark) && !strings.HasPrefix(b, dynMark) {
		return "!" + aliasText(a) + "\n" + aliasText(b)
	}
	a, _ = strings.CutPrefix(a, dynMark)
	b, _ = strings.CutPrefix(b, dynMark)
	return dynMark + a + "\n" + b
}

// aliasText is what an alias runs, as shell text.
func aliasText(v string) string {
	if t, ok := strings.CutPrefix(v, "!"); ok {
		return t
	}
	return "git " + v
}

// branch walks code that may or may not run.
func (w *walker) branch(list []*syntax.Stmt) {
	c := w.path()
	c.stmts(list)
	w.join(w, c)
}

// ifClause walks the first condition, which always runs, then each branch as a path of its
// own: an elif's condition runs only where the ones before it failed.
func (w *walker) ifClause(ic *syntax.IfClause) {
	if len(ic.Cond) == 0 {
		w.stmts(ic.Then) // a plain else: it runs wherever the walk got to it
		return
	}
	w.stmts(ic.Cond)
	// A condition that is one file test may say its path is absent in one branch.
	absent, elseAbsent := "", ""
	if len(ic.Cond) == 1 {
		if p, present, ok := w.fileTest(ic.Cond[0]); ok && present {
			elseAbsent = p
		} else if ok {
			absent = p
		}
	}
	then := w.path()
	then.absentStmts(ic.Then, absent)
	if ic.Else == nil {
		w.join(w, then)
		return
	}
	other := w.path()
	if len(ic.Else.Cond) == 0 {
		other.absentStmts(ic.Else.Then, elseAbsent) // a plain else
	} else {
		other.ifClause(ic.Else)
	}
	w.join(then, other)
}

// absentStmts walks a branch that runs only where nothing is at absent ("" where no test
// says so): its first statement is judged so (absentThen), the rest as ever.
func (w *walker) absentStmts(list []*syntax.Stmt, absent string) {
	if absent == "" || len(list) == 0 {
		w.stmts(list)
		return
	}
	w.absentThen(list[0], absent)
	w.settleCd()
	w.stmts(list[1:])
}

// loop walks a loop's body, which may run no time, once, or again in the state a pass left
// (or a break or continue in it left): a second pass (the condition again, then the body) is
// walked where the first changed that state.
func (w *walker) loop(cond, body []*syntax.Stmt) {
	w.stmts(cond)
	for pass := 0; pass < 2; pass++ {
		c := w.path()
		stops := c.catchExits(false)
		if pass > 0 {
			c.stmts(cond)
		}
		c.stmts(body)
		if !c.changed(w) && len(stops.outs) == 0 {
			return
		}
		if !w.join(append([]*walker{w, c}, stops.outs...)...) {
			return
		}
	}
}

// exitList collects the states a break, continue or return leaves its loop or function in.
// The walk goes on past them (what follows may run where they do not), so the state at the
// end of a loop's pass or a function's body is only one of those it may end in.
type exitList struct {
	outs []*walker
	up   *exitList
	fn   bool // a function's (or a sourced file's): a return ends it
}

// catchExits makes the breaks and continues (fn false) or returns (fn true) that end what w
// walks be collected.
func (w *walker) catchExits(fn bool) *exitList {
	l := &exitList{up: w.exits, fn: fn}
	w.exits = l
	return l
}

// exitHere records the state a command that may end loops or a function leaves them in:
// loops innermost first (break 2: two of them), the function's too for a return, every one
// for a command only known when it runs (0). The copy shares w's maps; both copy them on
// their next write.
func (w *walker) exitHere(loops int, ret bool) {
	if w.exits == nil {
		return
	}
	s := w.clone()
	s.exits = nil
	w.vars.owner, w.funcs.owner = nil, nil
	for l := w.exits; l != nil; l = l.up {
		l.outs = append(l.outs, s)
		switch {
		case l.fn && ret:
			return
		case loops == 0 || l.fn:
		default:
			if loops--; loops == 0 && !ret {
				return
			}
		}
	}
}

// joinExits joins into w the states the exits l collected left.
func (w *walker) joinExits(l *exitList) {
	if len(l.outs) > 0 {
		w.join(append([]*walker{w}, l.outs...)...)
	}
}

// changed reports a clone whose state may differ from w's.
func (c *walker) changed(w *walker) bool {
	return c.cwd != w.cwd || c.vars != w.vars || c.funcs != w.funcs || !sameSlice(c.exported, w.exported) || c.allexport != w.allexport || c.dotglob != w.dotglob ||
		c.gitBefore != nil && !maps.Equal(c.gitBefore, w.env.gitcfg)
}

// chain walks an && or || list: the first command always runs, each later one only where the
// ones before it let it; the commands after the list see the state of any of those stops.
func (w *walker) chain(list []*syntax.Stmt, and bool) (string, bool) {
	o, known := w.stmt(list[0])
	if len(list) == 1 {
		return o, known
	}
	var out strings.Builder
	out.WriteString(o)
	c := w.path()
	if w.cdOld != nil {
		// A first statement's cd that may fail: the arms after && run where it went, those
		// after || where the shell stayed; the chain stops in the other place.
		if and {
			w.cwd = *w.cdOld
		} else {
			c.cwd = *w.cdOld
		}
		w.cdOld, c.cdOld = nil, nil
	}
	// The second statement runs only where the first's status says so: a file test first
	// may say its path is absent there (absent.go).
	absent := ""
	if p, present, ok := w.fileTest(list[0]); ok && present != and {
		absent = p
	}
	var stops []*walker
	for i, s := range list[1:] {
		if i > 0 {
			absent = ""
		}
		o, k := c.absentThen(s, absent)
		out.WriteString(o)
		known = known && k
		if i < len(list)-2 && c.changed(w) {
			// The list may stop here (x && D=/ || D=/tmp/a leaves / where the || arm
			// does not run): the copy shares c's maps, which both copy on their next write.
			stops = append(stops, c.clone())
			c.vars.owner, c.funcs.owner = nil, nil
		}
	}
	if c.changed(w) || len(stops) > 0 {
		w.join(append([]*walker{w, c}, stops...)...)
	}
	return out.String(), known
}

// endlessCond reports a loop condition that never ends the loop: the last command of a while's
// always succeeds (:, true, a sleep, a test of a non-empty word, a non-zero ((n))), of an
// until's always fails (false).
func endlessCond(cond []*syntax.Stmt, until bool) bool {
	if len(cond) == 0 {
		return false
	}
	s := cond[len(cond)-1]
	if s.Negated || s.Background {
		return false
	}
	switch x := s.Cmd.(type) {
	case *syntax.CallExpr:
		if len(x.Args) == 0 {
			return false
		}
		name := x.Args[0].Lit()
		if until {
			return name == "false" && len(x.Args) == 1
		}
		switch name {
		case ":", "true":
			return len(x.Args) == 1
		case "sleep":
			return true
		case "[", "test":
			// [ 1 ] and test x: a non-empty word alone is true.
			if len(x.Args) < 2 {
				return false
			}
			n := len(x.Args)
			if name == "[" {
				n--
			}
			lit := x.Args[1].Lit()
			return n == 2 && lit != "" && !strings.HasPrefix(lit, "-")
		}
	case *syntax.ArithmCmd:
		if wd, ok := x.X.(*syntax.Word); ok && !until {
			lit := wd.Lit()
			return lit != "" && strings.Trim(lit, "0123456789") == "" && strings.Trim(lit, "0") != ""
		}
	}
	return false
}

// waits reports a loop body that waits for its jobs, or can leave the loop: a wait, break, exit
// or return at its top level or in a branch of it (if, case, && and ||, a { } group), though
// not in a loop, a subshell or a function of its own, which it would end instead.
func waits(body []*syntax.Stmt) bool {
	for _, s := range body {
		if s == nil || s.Background {
			continue
		}
		switch x := s.Cmd.(type) {
		case *syntax.CallExpr:
			if len(x.Args) > 0 {
				switch x.Args[0].Lit() {
				case "wait", "break", "exit", "return":
					return true
				}
			}
		case *syntax.Block:
			if waits(x.Stmts) {
				return true
			}
		case *syntax.BinaryCmd:
			if waits([]*syntax.Stmt{x.X, x.Y}) {
				return true
			}
		case *syntax.IfClause:
			for c := x; c != nil; c = c.Else {
				if waits(c.Cond) || waits(c.Then) {
					return true
				}
			}
		case *syntax.CaseClause:
			for _, it := range x.Items {
				if waits(it.Stmts) {
					return true
				}
			}
		}
	}
	return false
}
