package code

import "strings"

// Functions the code defines and calls. A function the code writes (a lambda, an arrow, a
// block, def, function NAME, sub NAME) is kept as where its text starts (val.fn). A call of it
// reads its parameters and body again from there, each parameter bound to the call's
// argument, for what the body does with them and for the value it returns: the name in
// `f = lambda: ".env"; open(f())`, `map(lambda c: chr(c), [46, 101, 110, 118])` or
// `[46, 101, 110, 118].map(&:chr)` is worked out as the same code written inline is. A call
// inside a called body goes maxInvoke deep at most, and every statement read counts against
// the evaluator's steps.

const (
	// maxInvoke bounds calls of the code's own functions inside one another's bodies.
	maxInvoke = 4
	// maxCalled bounds the steps all calls spend reading bodies again: past it a call is
	// unknown, as it was before calls were read, and the rest of the code is still read
	// whole (the evaluator's own bound, maxSteps, marks what it cannot read as partial).
	maxCalled = maxSteps / 4
)

// fnDef is where a function of the code's own starts: token at of the code toks, src.
type fnDef struct {
	toks []tok
	src  string
	at   int
	form fnForm
}

// fnForm is how a function the code defines is written at its start.
type fnForm uint8

const (
	fnNone      fnForm = iota
	fnLiteral          // a function literal: lambda, an arrow, function (...) {...}, fn, sub {...}, a ruby block
	fnDecl             // a declaration's parameter list and body: function NAME(...) {...} (JS, PHP, Lua)
	fnPyDef            // python: def NAME(...): its body, on the line or indented below it
	fnRubyDef          // ruby: def NAME(...) ... end
	fnPerlSub          // perl: sub NAME { ... }, its arguments in @_
	fnRubyBlock        // ruby: a block given to a call, { |x| ... } or do |x| ... end
)

// defined is a function of the code's own whose text starts at token i.
func (e *eval) defined(i int, form fnForm) val {
	return val{k: vFunc, fn: &fnDef{toks: e.whole, src: e.src, at: i, form: form}}
}

// frame collects what a called body returns: its return statements' values and, for the
// languages whose functions return their last expression's value, that value.
type frame struct {
	block int // the reader's block depth inside the body: statements of nested literals are not the body's
	rets  []val
	last  val
	exprs int
}

// returned notes a return statement's value.
func (e *eval) returned(v val) {
	if f := e.frame; f != nil && e.block == f.block {
		f.rets = append(f.rets, v)
	}
}

// stated notes an expression statement's value (not an assignment's).
func (e *eval) stated(v val) {
	if f := e.frame; f != nil && e.block == f.block {
		f.last = v
		f.exprs++
	}
}

// invoke calls fn, a function of the code's own, with the arguments a.
func (e *eval) invoke(fn val, a callArgs) val {
	d := fn.fn
	if d == nil || e.l == Awk || e.invoking >= maxInvoke || *e.called > maxCalled || *e.steps > maxSteps {
		return val{k: vUnknown, t: a.taint(), src: "call(…)"}
	}
	before := *e.steps
	defer func() { *e.called += *e.steps - before }()
	saved, savedFrame, savedNest := e.i, e.frame, e.nest
	toks, whole, src := e.toks, e.whole, e.src
	f := &frame{block: e.block + 1}
	e.frame = f
	e.invoking++
	e.toks, e.whole, e.src, e.i = d.toks, d.toks, d.src, d.at
	restore := e.bindArgs(e.header(d.form), a)
	body, isExpr := e.calledBody(d)
	restore()
	e.invoking--
	e.i, e.frame, e.nest = saved, savedFrame, savedNest
	e.toks, e.whole, e.src = toks, whole, src
	if *e.steps > maxSteps {
		e.i = len(e.toks) // out of steps inside the body: the rest is not read either
	}
	if isExpr {
		return body
	}
	return f.result(e.l, a.taint())
}

// result is what a body returned: its one return value, any of several, or in ruby, perl, R
// and julia its last expression's; unknown where there is none.
func (f *frame) result(l Lang, t taint) val {
	vals := f.rets
	if (l == Ruby || l == Perl || l == R || l == Julia) && f.exprs > 0 && len(vals) == 0 {
		vals = []val{f.last}
	}
	switch len(vals) {
	case 0:
		return val{k: vUnknown, t: t, src: "call(…)"}
	case 1:
		return vals[0]
	}
	return val{k: vList, alt: true, items: vals}
}

// header reads a function's parameters at its start.
func (e *eval) header(form fnForm) []param {
	switch form {
	case fnLiteral:
		return e.funcParamSpecs()
	case fnDecl, fnPyDef:
		if e.isOp("(") {
			return e.paramSpecs()
		}
	case fnRubyBlock:
		e.i++ // { or do
		if e.accept("|") {
			return e.namesUntil("|")
		}
		return nil
	case fnRubyDef:
		if e.isOp("(") {
			return e.paramSpecs()
		}
		var ps []param
		for !e.eof() && !e.peek().nl && !e.isOp(";") {
			if p := e.peek(); p.k == tIdent {
				ps = append(ps, param{name: p.s, def: -1})
			}
			e.i++
		}
		return ps
	}
	return nil
}

// bindArgs binds each parameter to its argument: by position, by name (f(b="env")), the rest
// of them as a list (*args), else its default value, else unknown; perl's @_ to them all.
// It returns what puts the names back as they were.
func (e *eval) bindArgs(ps []param, a callArgs) func() {
	if e.l == Perl && len(ps) == 0 {
		ps = []param{{name: "@_", rest: true, def: -1}}
	}
	type old struct {
		v   val
		had bool
	}
	olds := make([]old, len(ps))
	vals := make([]val, len(ps))
	next := 0
	for i, p := range ps {
		olds[i].v, olds[i].had = e.vars[p.name]
		vals[i] = e.argFor(p, a, &next)
	}
	for i, p := range ps {
		e.bind(p.name, vals[i])
	}
	return func() {
		for i, p := range ps {
			if olds[i].had {
				e.vars[p.name] = olds[i].v
			} else {
				delete(e.vars, p.name)
			}
		}
	}
}

// argFor is the value parameter p takes from the call's arguments a, next the first
// positional one not yet taken.
func (e *eval) argFor(p param, a callArgs, next *int) val {
	switch {
	case p.rest:
		rest := a.pos[min(*next, len(a.pos)):]
		*next = len(a.pos)
		if a.more {
			el := val{k: vUnknown, src: p.name}
			return val{k: vList, elem: &el}
		}
		return val{k: vList, items: rest}
	case *next < len(a.pos):
		*next++
		return a.pos[*next-1]
	}
	bare := strings.TrimLeft(p.name, "$@%&")
	for _, kw := range a.kw {
		if kw.name == p.name || kw.name == bare {
			return kw.v
		}
	}
	if p.def >= 0 && p.def < len(e.toks) {
		saved := e.i
		e.i = p.def
		e.nest++
		v := e.expr()
		e.nest--
		e.i = saved
		return v
	}
	return val{k: vUnknown, src: p.name}
}

// calledBody reads a called function's body; isExpr says the body is one expression, whose
// value v is what the call returns.
func (e *eval) calledBody(d *fnDef) (v val, isExpr bool) {
	if d.form != fnLiteral && d.form != fnDecl {
		e.block++ // body does it for these
		defer func() { e.block-- }()
	}
	switch d.form {
	case fnLiteral, fnDecl:
		return e.body()
	case fnPyDef:
		e.pyBodyStart()
		e.within(e.pyBodyEnd(d.at), func() { e.stmts("") })
	case fnRubyDef:
		e.within(len(e.whole), func() { e.stmts("end") })
	case fnRubyBlock:
		end := "end"
		if e.toks[d.at].s == "{" {
			end = "}"
		}
		e.within(len(e.whole), func() { e.stmts(end) })
	case fnPerlSub:
		if e.accept("{") {
			e.within(len(e.whole), func() { e.stmts("}") })
		}
	}
	return val{}, false
}

// within reads the statements read does, inside a body, as far as token end at most.
func (e *eval) within(end int, read func()) {
	toks := e.toks
	e.toks = e.whole[:max(end, e.i)]
	e.nest = 0
	read()
	e.toks = toks
}

// pyBodyStart passes from a def's parameter list to its body: a return annotation, the colon.
func (e *eval) pyBodyStart() {
	for !e.eof() && !e.isOp(":") && !e.peek().nl {
		e.i++
	}
	e.accept(":")
}

// pyBodyEnd is where the body of the def whose parameter list starts at token i ends: at the
// end of the line where the body is on it (def f(): return x), else at the first line
// indented no deeper than the def.
func (e *eval) pyBodyEnd(i int) int {
	def := i
	for def > 0 && !e.toks[def].nl {
		def--
	}
	indent := e.column(def)
	j := e.i
	if j < len(e.toks) && !e.toks[j].nl {
		for j++; j < len(e.toks) && !e.toks[j].nl; j++ {
		}
		return j
	}
	for j++; j < len(e.toks) && !(e.toks[j].nl && e.column(j) <= indent); j++ {
	}
	return j
}

// column is how far token i stands from the start of its line.
func (e *eval) column(i int) int {
	off := e.toks[i].off
	if off > len(e.src) {
		return 0
	}
	return off - (strings.LastIndexByte(e.src[:off], '\n') + 1)
}

// rubyCall is a ruby method of the code's own named without parentheses: called, with the
// arguments that follow it on the line (f, f "x").
func (e *eval) rubyCall(f val) val {
	var a callArgs
	if t := e.peek(); !t.nl && t.sp && e.startsArgument(f, t) {
		a = e.argList(f, nil)
	}
	return e.invoke(f, a)
}

// mapped are the methods that make a list of what a block or function returns for each item.
var mapped = [...]string{"map", "collect", "flat_map", "collect_concat"}

// mappedList is the list a mapping method of a list the code spells out is called on.
func mappedList(fn val) (val, bool) {
	if fn.k != vRef || fn.self == nil || !hasStr(mapped[:], lastName(fn.ref)) {
		return val{}, false
	}
	l := *fn.self
	return l, l.listed() && len(l.items) > 0 && len(l.items) <= maxEachItems
}

// rubyMapSymbol is list.map(&:name) of a list the code spells out: each item's method name
// called.
func (e *eval) rubyMapSymbol(fn val, a callArgs) (val, bool) {
	l, ok := mappedList(fn)
	if !ok || e.l != Ruby || len(a.pos) != 1 || a.pos[0].k != vStr {
		return val{}, false
	}
	name, ok := a.pos[0].lit()
	if !ok {
		return val{}, false
	}
	items := make([]val, len(l.items))
	for k, x := range l.items {
		items[k] = e.call(e.member(x, name), callArgs{})
	}
	return val{k: vList, items: items}, true
}

// jsApplied reads a JavaScript function's apply and call methods, f.apply(that, [a, b]) and
// f.call(that, a, b), as the call f(a, b) they make: the function and its arguments. ok is
// false for any other call, and for apply of a list the code does not spell out.
func (e *eval) jsApplied(fn val, a callArgs) (val, callArgs, bool) {
	if e.l != JS || fn.k != vRef {
		return val{}, callArgs{}, false
	}
	method := lastName(fn.ref)
	if method != "apply" && method != "call" || len(a.pos) == 0 {
		return val{}, callArgs{}, false
	}
	var target val
	switch {
	case fn.self != nil && (fn.self.k == vRef || fn.self.fn != nil):
		target = *fn.self
	case fn.self == nil && strings.HasSuffix(fn.ref, "."+method):
		target = e.refValue(strings.TrimSuffix(fn.ref, "."+method))
	default:
		return val{}, callArgs{}, false
	}
	if method == "call" {
		return target, callArgs{pos: a.pos[1:], more: a.more}, true
	}
	if len(a.pos) < 2 || !a.pos[1].listed() {
		return val{}, callArgs{}, false
	}
	return target, callArgs{pos: a.pos[1].items}, true
}

// calling are the methods that call the function they are called on (ruby's f.call(x), f.(x)).
var calling = [...]string{"call", "()", "yield", "[]"}

// ownCall is the function of the code's own a call no rule knows reaches, and its arguments:
// a function value's call method (f.call(x)); a function named by a string (php's
// call_user_func("f")); a method the code defines, called on an object (A().f(), o.f()), the
// receiver first where the method takes it (python's self).
func (e *eval) ownCall(fn val, a callArgs) (val, callArgs, bool) {
	if fn.k != vRef {
		return val{}, callArgs{}, false
	}
	method := lastName(fn.ref)
	if fn.self != nil && fn.self.fn != nil && hasStr(calling[:], method) {
		return *fn.self, a, true
	}
	name := fn.ref
	if strings.Contains(name, "#") && fn.self != nil {
		name = method
	} else if strings.ContainsAny(name, ".#") {
		return val{}, callArgs{}, false
	}
	own, ok := e.vars[name]
	if !ok || own.fn == nil {
		return val{}, callArgs{}, false
	}
	if own.fn.form == fnPyDef && fn.self != nil && e.selfFirst(own.fn) {
		a.pos = append([]val{*fn.self}, a.pos...)
	}
	return own, a, true
}

// selfFirst reports a python def whose first parameter is self or cls: a method, called on
// an object that it takes first.
func (e *eval) selfFirst(d *fnDef) bool {
	if d.at+1 >= len(d.toks) || !(d.toks[d.at].k == tOp && d.toks[d.at].s == "(") {
		return false
	}
	first := d.toks[d.at+1]
	return first.k == tIdent && (first.s == "self" || first.s == "cls")
}

// reducing are the functions and methods that fold a list with a function: the accumulator
// and each item in turn (functools.reduce, JavaScript's and ruby's reduce, inject,
// array_reduce).
var reducing = [...]string{"reduce", "inject", "foldl", "array_reduce", "reduceRight"}

// reduced is a fold of a list the code spells out with a function of the code's own, called
// for each item in turn: [46, 101].reduce((a, c) => a + String.fromCharCode(c), "") is ".e".
// The list is the receiver (JS, ruby) or an argument (python's reduce(f, l, init), php's
// array_reduce(l, f, init)).
func (e *eval) reduced(fn val, a callArgs) (val, bool) {
	if fn.k != vRef || !hasStr(reducing[:], lastName(fn.ref)) {
		return val{}, false
	}
	var f, l val
	var init []val
	switch {
	case fn.self != nil && len(a.pos) >= 1:
		f, l, init = a.pos[0], *fn.self, a.pos[1:]
	case len(a.pos) >= 2 && a.pos[0].fn != nil:
		f, l, init = a.pos[0], a.pos[1], a.pos[2:]
	case len(a.pos) >= 2 && a.pos[1].fn != nil:
		f, l, init = a.pos[1], a.pos[0], a.pos[2:]
	default:
		return val{}, false
	}
	items, ok := eachItems(l)
	if f.fn == nil || !ok {
		return val{}, false
	}
	if lastName(fn.ref) == "reduceRight" {
		rev := make([]val, len(items))
		for i, x := range items {
			rev[len(items)-1-i] = x
		}
		items = rev
	}
	acc := items[0]
	if len(init) > 0 {
		acc = init[0]
	} else {
		items = items[1:]
	}
	for _, x := range items {
		acc = e.invoke(f, callArgs{pos: []val{acc, x}})
	}
	return acc, true
}
