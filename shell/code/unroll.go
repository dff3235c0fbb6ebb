package code

import "maps"

// Loops over a list the code spells out. A loop whose list the code spells out (for c in [46,
// 101, 110, 118]:, for (const c of [...]), [...].each { |c| ... }, [...].forEach(c => ...))
// is read once for each item, its names bound to the item, so that what the body builds up
// across items is known: s += chr(c) leaves s ".env". Any other loop is read once, its names
// standing for any item. Reading again counts against the same budget as calls (maxCalled).

// unroll reads a loop's body, from the cursor to token end, once for each item of it with
// names bound to the item, and leaves the cursor at end. ok is false, and nothing is read,
// where the list is not one the code spells out or the budget is spent.
func (e *eval) unroll(names []string, it val, end int) bool {
	items, ok := eachItems(it)
	if !ok || *e.called > maxCalled || end <= e.i || end > len(e.toks) {
		return false
	}
	before, start, toks, nest := *e.steps, e.i, e.toks, e.nest
	for _, x := range items {
		e.bindAll(names, x)
		e.i, e.toks, e.nest = start, toks[:end], 0
		e.stmts("")
		if *e.steps > maxSteps {
			break
		}
	}
	e.toks, e.nest = toks, nest
	*e.called += *e.steps - before
	e.i = end
	if *e.steps > maxSteps {
		e.i = len(e.toks)
	}
	return true
}

// eachItem calls the function of the code's own read returns with each item of l, a list the
// code spells out (a forEach, ruby's each). read reads it once as any other callback is read
// (for what it does with any item); the variables that reading set are put back first, so
// that what the calls build up starts from what was before the loop.
func (e *eval) eachItem(l val, read func() val) {
	vars := maps.Clone(e.vars)
	f := read()
	clear(e.vars)
	maps.Copy(e.vars, vars)
	for _, x := range l.items {
		e.invoke(f, callArgs{pos: []val{x}})
	}
}

// eachList is the list the iterating method fn (method: each, forEach) is called on, where
// the code spells it out.
func eachList(fn val, method string) (val, bool) {
	if fn.k != vRef || fn.self == nil || lastName(fn.ref) != method {
		return val{}, false
	}
	_, ok := eachItems(*fn.self)
	return *fn.self, ok
}

// jsBodyEnd is where the body of a JavaScript loop starting at the cursor ends: after its
// braces, or its one statement.
func (e *eval) jsBodyEnd() int {
	if e.isOp("{") {
		if j := e.closeAt(e.i, 0, len(e.toks)); j >= 0 {
			return j + 1
		}
		return -1
	}
	depth := 0
	for j := e.i; j < len(e.toks); j++ {
		t := e.toks[j]
		depth += bracket(t)
		switch {
		case depth < 0:
			return j
		case depth == 0 && t.k == tOp && t.s == ";":
			return j + 1
		case depth == 0 && j > e.i && t.nl:
			return j
		}
	}
	return len(e.toks)
}
