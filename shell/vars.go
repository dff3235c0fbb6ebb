package shell

import (
	"maps"
	"slices"
)

// shared is a map of the walk's state (variables, functions) that a walker shares with the
// clones it walks subshells, branches and nested shells in, copied on a clone's first write.
// A clone lives only while its walk runs, and its parent does not walk meanwhile, so the
// owner writes in place: most clones ($(date), a pipeline's stage, a branch that sets
// nothing) never copy. A long script's clones once copied every variable and function each.
type shared[V any] struct {
	m     map[string]V
	owner *walker
	// writes counts the writes in place: a function's call that wrote none left it as it
	// was (memo.go).
	writes int
}

func newShared[V any](w *walker) *shared[V] { return &shared[V]{m: map[string]V{}, owner: w} }

// writable returns the map w may write: its own, copied first where it was its parent's.
func writable[V any](w *walker, s **shared[V]) map[string]V {
	if (*s).owner != w {
		*s = &shared[V]{m: maps.Clone((*s).m), owner: w}
	}
	(*s).writes++
	return (*s).m
}

// variable is a variable's value, and what reading it gives as the value's origin: where it
// came from with its own name after it (T=$TOKEN; echo $T names TOKEN and T). Worked out when
// it is set, since a script reads its variables (IFS at every unquoted expansion, the exported
// ones at every command) far more often than it sets them.
type variable struct {
	v   value
	got []string // v.from, then the name; full, so that an append copies it
	// ref marks a nameref (declare -n): v is the name of the variable it stands for
	// (nameref.go), which reads and writes of it reach.
	ref bool
}

// lookup is a variable's value as it was set.
func (w *walker) lookup(name string) (value, bool) {
	e, ok := w.vars.m[name]
	if w.rec != nil {
		w.noteVar(name, e, ok)
	}
	if ok && e.ref {
		t, known := w.deref(name)
		switch {
		case !known:
			return w.getRef(name, e), true
		case w.isRef(t):
			return value{}, true
		case t != name:
			return w.lookup(t)
		}
	}
	return e.v, ok
}

// put sets a variable, or the one a nameref stands for (set, which follows $PWD, is what
// assignments use).
func (w *walker) put(name string, v value) {
	if name, v, ok := w.assignTarget(name, v); ok {
		w.store(name, v)
	}
}

// store sets the variable name itself, a nameref or not.
func (w *walker) store(name string, v value) {
	if w.env != nil && w.env.sets != nil {
		w.env.sets.note(name)
		switch name {
		case "PATH":
			w.env.sets.paths = append(w.env.sets.paths, v.s)
		case "BASH_ENV", "ENV", "ZDOTDIR", "NODE_OPTIONS", "PERL5OPT", "RUBYOPT", "LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES":
			w.env.sets.loads = append(w.env.sets.loads, name+"="+v.s)
		}
	}
	// got is new at every store (its first element's address tells the variable's versions
	// apart) and full, as variable.got says. It names the variable once: x="$x." or m[k]=v
	// store a value made from the variable itself, and naming it again at each of thousands
	// of such lines made each copy longer than the last.
	n := len(v.from) + 1
	if containsStr(v.from, name) {
		n--
	}
	var got []string
	if w.env != nil {
		got = w.env.slab.strings(n) // the walk's, as its variables are
	} else {
		got = make([]string, n)
	}
	if copy(got, v.from) < n {
		got[n-1] = name
	}
	writable(w, &w.vars)[name] = variable{v: v, got: got}
	switch name {
	case "PS4":
		w.tracedPS4()
	case "GLOBIGNORE":
		// Setting it to some text turns dotglob on (and clearing it again does not turn it
		// off; unset does): bash's own rule.
		w.dotglob = w.dotglob || v.dyn || v.s != ""
	}
}

// drop unsets a variable.
func (w *walker) drop(name string) {
	if w.env != nil && w.env.sets != nil {
		w.env.sets.note(name)
	}
	if e, ok := w.vars.m[name]; ok {
		if w.rec != nil {
			w.noteVar(name, e, ok)
		}
		delete(writable(w, &w.vars), name)
	}
}

// defineFunc defines a function.
func (w *walker) defineFunc(name string, fn function) { writable(w, &w.funcs)[name] = fn }

// dropFunc unsets a function.
func (w *walker) dropFunc(name string) {
	if fn, ok := w.funcs.m[name]; ok {
		if w.rec != nil {
			w.noteFunc(name, fn, ok)
		}
		delete(writable(w, &w.funcs), name)
	}
}

// environ is what a command is given before its own prefix assignments: the assignments the
// shell being walked was started with, then its exported variables. After an export every
// command of a script gets the same, so the list and its NAME=VALUE rendering are kept and
// checked against the variables (an equal value from the same origins is the same), not
// rebuilt per command. The slice is full: a caller appending copies it.
func (w *walker) environ() []assign {
	if len(w.exported) == 0 {
		return w.inherit[:len(w.inherit):len(w.inherit)]
	}
	if w.rec != nil {
		for _, name := range w.exported {
			w.lookup(name) // every exported variable is read
		}
	}
	if e := w.envKept; e != nil && e.current(w) {
		return e.assigns
	}
	as := make([]assign, 0, len(w.inherit)+len(w.exported))
	as = append(as, w.inherit...)
	for _, name := range w.exported {
		as = append(as, assign{name, w.get(name)})
	}
	as = as[:len(as):len(as)]
	w.envKept = &environ{inherit: w.inherit, exported: w.exported, assigns: as, strs: assignStrings(as),
		vars: w.vars, writes: w.vars.writes}
	return as
}

// environ is a kept environ() result.
type environ struct {
	inherit  []assign
	exported []string
	assigns  []assign
	strs     []string // assigns rendered NAME=VALUE
	// vars and writes are the variables it was last found current against, and their count
	// of writes then: while both stand, no variable has changed, and it is current without
	// looking each exported one up again (every command asks).
	vars   *shared[variable]
	writes int
}

// current reports whether w would build the same list: the same launch assignments and export
// list, and each exported variable's value the same, from the same origins.
func (e *environ) current(w *walker) bool {
	if !sameSlice(e.inherit, w.inherit) || !sameSlice(e.exported, w.exported) {
		return false
	}
	if e.vars == w.vars && e.writes == w.vars.writes && !slices.Contains(w.exported, "PWD") {
		// (An exported PWD the line never set is the cwd, which moves without a write.)
		return true
	}
	for i, name := range w.exported {
		kept := e.assigns[len(e.inherit)+i].v
		if x, ok := w.vars.m[name]; ok {
			// Each set makes a new origin list: the same list is the same setting.
			if !sameSlice(x.got, kept.from) {
				return false
			}
			continue
		}
		v := w.get(name)
		if v.s != kept.s || v.dyn != kept.dyn || v.lead != kept.lead || !sameSlice(v.from, kept.from) {
			return false
		}
	}
	e.vars, e.writes = w.vars, w.vars.writes
	return true
}

// sameSlice reports two slices that are one: the same elements in the same memory.
func sameSlice[T any](a, b []T) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// assignText renders a command's assignments NAME=VALUE: the kept rendering where they are the
// kept environ list itself.
func (w *walker) assignText(as []assign) []string {
	if e := w.envKept; e != nil && len(as) > 0 && sameSlice(as, e.assigns) {
		return e.strs
	}
	return assignStrings(as)
}
