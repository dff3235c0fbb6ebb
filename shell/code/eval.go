package code

import (
	"strconv"
	"strings"
)

// eval follows values through a token stream. It reads statements flat: a block's braces and
// a function's header are passed over, and what is inside is read like the rest, with one
// scope for the whole program (an assignment holds until the next one to the same name). That
// is what a one-liner or a short script needs, and it never stops at syntax it does not know:
// it reads on from the next token.
type eval struct {
	l     Lang
	o     Options
	out   *Facts
	toks  []tok
	src   string
	i     int
	nest  int // brackets open in the current statement: newlines inside do not end it
	level int // recursion of the expression reader
	depth int // code inside code (an f-string hole, eval of a literal)
	vars  map[string]val
	star  []string // modules whose names are all imported (from x import *, include FileUtils)
	steps *int
	block int  // blocks (function bodies, loops) the reader is inside
	noIf  bool // python: `if` ends the expression (a comprehension's iterable)
	noGT  bool // awk: `>` and `|` end the expression (print's redirection)
	// shifted counts perl's shifts of @ARGV at the top level
	shifted int
	memo    map[string]*rule // rules found for callees, by name
	// whole is all of the code's tokens, where toks may be cut short to a called body's end
	// (invoke.go); invoking counts the calls of the code's own functions being read, frame
	// collects what the innermost returns.
	whole    []tok
	invoking int
	frame    *frame
	called   *int // steps spent reading called bodies, shared with code inside the code
	// envAt is where the last environment variable read by a known name (envKey) ended: an
	// assignment there sets it (os.environ["X"] = v).
	envAt  int
	envKey string
}

func newEval(l Lang, o Options, out *Facts) *eval {
	steps, called := 0, 0
	return &eval{l: l, o: o, out: out, vars: map[string]val{}, steps: &steps, called: &called}
}

// run reads a program.
func (e *eval) run(src string) {
	toks, partial := lex(e.l, src, e.o.Tags)
	if partial {
		e.out.Partial = true
	}
	e.toks, e.whole, e.src, e.i = toks, toks, src, 0
	if e.l == Awk {
		e.awkProgram()
		return
	}
	e.stmts("")
}

// sub reads src, code of the same language found inside the code (an interpolation's
// expression, the literal argument of eval), with the same scope.
func (e *eval) sub(src string, program bool) val {
	if e.depth >= maxDepth {
		e.out.Partial = true
		return unknown(src)
	}
	c := &eval{l: e.l, o: e.o, out: e.out, vars: e.vars, star: e.star, steps: e.steps, called: e.called, depth: e.depth + 1, block: e.block, memo: e.memo}
	if c.l == PHP {
		c.o.Tags = false
	}
	toks, _ := lex(c.l, src, false)
	c.toks, c.whole, c.src = toks, toks, src
	if program {
		if c.l == Awk {
			c.awkProgram()
		} else {
			c.stmts("")
		}
		e.star = c.star
		return val{}
	}
	c.nest = 1
	v := c.expr()
	for !c.eof() && !c.tick() {
		c.step()
	}
	return v
}

// tick counts a step; it reports the budget spent.
func (e *eval) tick() bool {
	*e.steps++
	if *e.steps > maxSteps {
		e.out.Partial = true
		e.i = len(e.toks)
		return true
	}
	return false
}

func (e *eval) eof() bool { return e.i >= len(e.toks) }

func (e *eval) peek() tok {
	if e.i < len(e.toks) {
		return e.toks[e.i]
	}
	return tok{k: tEOF}
}

func (e *eval) peekN(n int) tok {
	if e.i+n < len(e.toks) {
		return e.toks[e.i+n]
	}
	return tok{k: tEOF}
}

func (e *eval) isOp(s string) bool {
	t := e.peek()
	return t.k == tOp && t.s == s
}

func (e *eval) isWord(s string) bool {
	t := e.peek()
	return t.k == tIdent && t.s == s
}

func (e *eval) accept(s string) bool {
	t := e.peek()
	if (t.k == tOp || t.k == tIdent) && t.s == s {
		e.i++
		return true
	}
	return false
}

// span is the source text of tokens [from, to).
func (e *eval) span(from, to int) string {
	if from >= len(e.toks) || to <= from {
		return ""
	}
	a := e.toks[from].off
	b := len(e.src)
	if to < len(e.toks) {
		b = e.toks[to].off
	}
	if a > b || b > len(e.src) {
		return ""
	}
	return strings.TrimSpace(e.src[a:b])
}

// nlEnds reports a language whose statements end at a line break.
func (e *eval) nlEnds() bool {
	switch e.l {
	case Python, Ruby, R, Awk, Julia:
		return true
	}
	return false
}

// ends reports a token that ends the expression being read: a line break at the statement's
// level where lines end statements.
func (e *eval) ends(t tok) bool {
	return t.k == tEOF || t.nl && e.nest == 0 && e.nlEnds()
}

// ---- statements

// stmts reads statements up to the token end ("}", "end") at this level, or the end of input.
func (e *eval) stmts(end string) {
	depth := 0
	for !e.eof() {
		if e.tick() {
			return
		}
		t := e.peek()
		if t.k == tOp {
			switch {
			case t.s == "{" || t.s == "(" && e.l == Lua:
				if end == "}" && t.s == "{" {
					depth++
				}
				e.i++
				continue
			case t.s == "}":
				if end == "}" {
					if depth == 0 {
						return
					}
					depth--
				}
				e.i++
				continue
			}
		}
		if end == "end" && t.k == tIdent {
			switch {
			case t.s == "end":
				if depth == 0 {
					return
				}
				depth--
				e.i++
				continue
			case e.opensBlock(t):
				depth++
			}
		}
		start := e.i
		e.stmt()
		if e.i == start {
			e.i++
		}
	}
}

// opensBlock reports a keyword that a matching `end` closes (lua, ruby, julia).
func (e *eval) opensBlock(t tok) bool {
	switch e.l {
	case Lua:
		return t.s == "function" || t.s == "if" || t.s == "do"
	case Ruby:
		switch t.s {
		case "def", "class", "module", "do", "begin", "case":
			return true
		case "if", "unless", "while", "until", "for":
			return t.nl || e.i == 0 || e.toks[e.i-1].k == tOp && (e.toks[e.i-1].s == ";" || e.toks[e.i-1].s == "=" || e.toks[e.i-1].s == "(")
		}
	case Julia:
		switch t.s {
		case "function", "if", "for", "while", "begin", "let", "do", "try", "struct", "module", "quote", "macro":
			return true
		}
	}
	return false
}

func (e *eval) stmt() {
	t := e.peek()
	switch t.k {
	case tOp:
		switch t.s {
		case ";", ",", ":", ")", "]", "=>", "@", "|", "&&", "||":
			e.i++
			return
		}
	case tIdent:
		if e.keyword(t) {
			return
		}
	}
	e.exprStmt()
}

// exprStmt reads an expression, an assignment, or, with Options.Print, a value that is shown.
func (e *eval) exprStmt() {
	v, lv := e.exprL()
	names := []string{lv}
	if e.l == Python || e.l == Ruby || e.l == Lua || e.l == Julia {
		for e.isOp(",") && lv != "" {
			e.i++
			_, n := e.exprL()
			names = append(names, n)
		}
	}
	t := e.peek()
	if t.k == tOp && (t.s == "->" || t.s == "->>") && e.l == R {
		e.i++
		if n := e.peek(); n.k == tIdent {
			e.i++
			e.bind(n.s, v)
		}
		return
	}
	if op := e.assignOp(t); op != "" {
		envTarget := e.envAt == e.i && e.i > 0
		e.i++
		rhs := e.rhs()
		if envTarget {
			if op != "=" {
				rhs = val{k: vUnknown, t: rhs.t} // X += v: the old value is not known
			}
			e.setEnv(e.envKey, rhs, "env=")
			return
		}
		for _, n := range names {
			if n == "" {
				continue
			}
			if op != "=" && op != "<-" && op != ":=" && op != "<<-" {
				if old, ok := e.vars[n]; ok {
					switch op {
					case "+=", ".=", "..=":
						rhs = concat(old, rhs)
					case "||=", "??=", "//=":
						rhs = old
					default:
						rhs = val{k: vUnknown, t: old.t.with(rhs.t)}
					}
				}
			}
		}
		e.bindAll(names, rhs)
		return
	}
	if lv != "!" {
		e.stated(v) // not my (...) = ..., an assignment read as a declaration
	}
	if e.o.Print && e.block == 0 && e.depth == 0 && lv != "!" {
		e.sink(v, Shown, "print")
	}
}

// rhs reads the right side of an assignment: one value, or a tuple or list (a = b, c), and
// chained assignments (a = b = c).
func (e *eval) rhs() val {
	v, lv := e.exprL()
	if op := e.assignOp(e.peek()); op == "=" && lv != "" {
		e.i++
		r := e.rhs()
		e.bind(lv, r)
		return r
	}
	if e.isOp(",") && (e.l == Python || e.l == Lua || e.l == Ruby || e.l == Perl) && e.nest == 0 {
		items := []val{v}
		for e.isOp(",") {
			e.i++
			if e.ends(e.peek()) {
				break
			}
			items = append(items, e.expr())
		}
		return val{k: vList, items: items}
	}
	return v
}

func (e *eval) assignOp(t tok) string {
	if t.k != tOp {
		return ""
	}
	switch t.s {
	case "=", "+=", ".=", "||=", "??=", "//=", "-=", "*=", "/=", "%=", "|=", "&=", "**=", "^=", ":=", "..=":
		if t.s == ":=" && e.l != Python {
			return ""
		}
		return t.s
	case "<-", "<<-":
		if e.l == R {
			return t.s
		}
	}
	return ""
}

// bind sets a variable.
func (e *eval) bind(name string, v val) {
	if name == "" || name == "!" {
		return
	}
	if len(e.vars) > 4096 {
		return
	}
	if v.k == vUnknown && v.src == "" {
		v.src = name
	}
	e.vars[name] = v
}

// bindAll sets several variables from a value (a, b = x): from a list's items, or each to
// what an element of it is. Over the environment's entries, the first is a name.
func (e *eval) bindAll(names []string, v val) {
	if len(names) == 1 {
		e.bind(names[0], v)
		return
	}
	for i, n := range names {
		switch {
		case v.k == vList && !v.alt && v.elem == nil && i < len(v.items):
			e.bind(n, v.items[i])
		case i == 0 && v.t.env:
			e.bind(n, val{k: vUnknown, src: n, t: taint{keys: true}})
		default:
			x := v
			if v.k == vList {
				x = elemOf(v)
			}
			e.bind(n, x)
		}
	}
}

// ---- expressions

func (e *eval) expr() val {
	v, _ := e.exprL()
	return v
}

// step reads an expression, or passes over a token that begins none: reading on past what
// the reading does not know.
func (e *eval) step() val {
	s := e.i
	v := e.expr()
	if e.i == s {
		e.i++
	}
	return v
}

// exprL reads an expression; it returns its value and, for a plain name, the name (so that
// it can be assigned to).
func (e *eval) exprL() (val, string) {
	if e.level > maxNest {
		e.out.Partial = true
		e.i++
		return unknown(""), ""
	}
	e.level++
	defer func() { e.level-- }()
	start := e.i
	v, lv := e.unary()
	for !e.eof() {
		t := e.peek()
		if e.ends(t) {
			break
		}
		op, n := e.binop(t)
		if op == "" {
			break
		}
		e.i += n
		target := lv
		lv = ""
		switch op {
		case "?":
			a := e.expr()
			e.accept(":")
			b := e.expr()
			v = either(v, a, b)
		case "if":
			c := e.expr()
			if e.accept("else") {
				b := e.expr()
				v = either(c, v, b)
			}
		case "|getline":
			e.shellFact(v, "getline")
			v = unknown("getline")
		default:
			if t := e.peek(); op == "=~" && t.k == tRegex && t.s != "" && len(t.parts) == 4 {
				e.i++
				if target == "" {
					target = e.assignedIn(start)
				}
				v = e.perlEdit(t, v, target)
				continue
			}
			r, _ := e.unary()
			v = e.binary(op, v, r)
			if op == "<<" && e.l == Ruby && target != "" && v.k == vStr {
				e.bind(target, v) // s << x appends to s itself
			}
		}
	}
	if v.k == vUnknown && v.src == "" {
		v.src = shorten(e.span(start, e.i))
	}
	return v, lv
}

// binop reads a binary operator at t: its name and how many tokens it takes, or "".
func (e *eval) binop(t tok) (string, int) {
	switch t.k {
	case tIdent:
		if op, n, ok := e.wordOp(t); ok {
			return op, n
		}
	case tOp:
		if op, n, ok := e.symbolOp(t); ok {
			return op, n
		}
	}
	if e.l == Awk {
		return e.awkJuxtapose(t)
	}
	return "", 0
}

// perlWordOps are perl's comparison words.
var perlWordOps = [...]string{"eq", "ne", "lt", "gt", "le", "ge", "cmp"}

// wordOp reads an operator written as a word (and, in, not in, is not, perl's eq and x).
func (e *eval) wordOp(t tok) (string, int, bool) {
	switch t.s {
	case "and", "or", "xor", "in", "instanceof", "is", "eq", "ne", "lt", "gt", "le", "ge", "cmp", "isa":
		if t.s == "in" && e.l == Python && e.noIf {
			return "", 0, true
		}
		if e.l != Perl && hasStr(perlWordOps[:], t.s) {
			return "", 0, true
		}
		if t.s == "is" && e.peekN(1).k == tIdent && e.peekN(1).s == "not" {
			return "==", 2, true
		}
		return t.s, 1, true
	case "not":
		if e.l == Python && e.peekN(1).k == tIdent && e.peekN(1).s == "in" {
			return "==", 2, true
		}
	case "if":
		if e.l == Python && !e.noIf {
			return "if", 1, true
		}
	case "x":
		if e.l == Perl {
			return "x", 1, true
		}
	case "getline":
		return "", 0, true
	}
	return "", 0, false
}

// symbolOps are the operators written with symbols that combine two values.
var symbolOps = [...]string{"+", "-", "*", "/", "%", "**", "//", "==", "!=", "===", "!==", "<", "<=", ">=", "&&", "||", "??",
	"&", "^", "<<", ">>", ">>>", "=~", "!~", "<=>", "~=", "<>", "|>", "%%", "%in%", "%>%", "@", "..", "...", "|"}

// symbolOp reads an operator written with symbols; ok is false where the token is not one.
func (e *eval) symbolOp(t tok) (string, int, bool) {
	switch t.s {
	case ">":
		if e.noGT {
			return "", 0, true
		}
		return t.s, 1, true
	case ".":
		if e.l == Perl || e.l == PHP {
			return ".", 1, true
		}
		return "", 0, false
	case "?":
		if e.l != Python && e.l != Lua && e.l != R {
			return "?", 1, true
		}
		return "", 0, false
	}
	if !hasStr(symbolOps[:], t.s) {
		return "", 0, false
	}
	switch {
	case (t.s == "|" || t.s == "&") && e.l == Ruby && e.nest == 0:
		return "", 0, true // ruby's |x| block parameters
	case t.s == "//" && e.l == JS, t.s == "..." && e.l != Ruby && e.l != Perl, t.s == "@" && e.l != Python:
		return "", 0, true
	case t.s == "|" && e.l == Awk:
		if n := e.peekN(1); n.k == tIdent && n.s == "getline" {
			return "|getline", 2, true
		}
		if e.noGT {
			return "", 0, true
		}
	}
	return t.s, 1, true
}

// binary combines two values by an operator.
func (e *eval) binary(op string, a, b val) val {
	if v, ok := e.textOp(op, a, b); ok {
		return v
	}
	switch op {
	case "x":
		return val{k: vUnknown, t: a.t}
	case "==", "!=", "===", "!==", "eq", "ne":
		return compared(op, a, b)
	case "<", "<=", ">", ">=", "in", "instanceof", "is", "lt", "gt", "le", "ge",
		"cmp", "<=>", "~=", "<>", "=~", "!~", "isa", "%in%":
		return val{k: vBool}
	case "&&", "and":
		if a.k == vStr || a.k == vList || a.k == vObj {
			return merge(a, b) // a where it is falsy (an empty string, list)
		}
		b.t = a.t.with(b.t) // flag && "rm -rf ~" runs the second where it runs anything
		return b
	case "||", "??", "or", "//":
		if a.k == vObj {
			return a // a || default: the first when it is known
		}
		if _, ok := a.lit(); ok && a.k == vStr {
			return a
		}
		return merge(a, b)
	case "|>", "%>%":
		return val{k: vUnknown, t: a.t.with(b.t)}
	}
	return val{k: vUnknown, t: a.t.with(b.t), src: shorten(a.show() + op + b.show())}
}

// textOp applies an operator that builds text or a path: concatenation (+, ., .., julia's *,
// ruby's <<, awk's juxtaposition), formatting (%), pathlib's /.
func (e *eval) textOp(op string, a, b val) (val, bool) {
	switch op {
	case "+":
		if a.k == vNum && b.k == vNum {
			return val{k: vNum, num: addNum(a.num, b.num)}, true // every language's sum (chr($_ + 1))
		}
		if e.l != Python && e.l != JS && e.l != Ruby && e.l != Awk && e.l != AppleScript {
			return val{}, false
		}
		if a.k == vStr || b.k == vStr || e.l == JS && (a.k == vUnknown || b.k == vUnknown) || a.k == vList && b.k == vList {
			return concat(a, b), true
		}
	case ".", "..":
		if e.l == Perl || e.l == PHP || e.l == Lua && op == ".." {
			return concat(a, b), true
		}
	case "*":
		if e.l == Julia && (a.k == vStr || b.k == vStr) {
			return concat(a, b), true
		}
		if sep, ok := b.lit(); e.l == Ruby && a.k == vList && b.k == vStr && ok {
			return joinList(a, sep), true // ruby's %w[rm -rf] * " "
		}
	case "/":
		if a.k == vObj && a.ref == "Path" {
			return obj("Path", pathJoin([]val{*a.self, b})), true
		}
	case "%":
		if (e.l == Python || e.l == Ruby) && a.k == vStr {
			return pyPercent(a, b), true
		}
	case "<<":
		if e.l == Ruby && a.k == vStr {
			return concat(a, b), true
		}
	case "concat":
		return concat(a, b), true
	}
	return val{}, false
}

func addNum(a, b string) string {
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil {
		return ""
	}
	return strconv.Itoa(x + y)
}

// unary reads prefix operators and a postfix expression.
func (e *eval) unary() (val, string) {
	t := e.peek()
	switch t.k {
	case tOp:
		switch t.s {
		case "-", "+", "~", "++", "--", "!":
			e.i++
			v, _ := e.unary()
			if t.s == "!" {
				return val{k: vBool}, ""
			}
			if v.k == vNum && t.s == "-" {
				return val{k: vNum, num: "-" + v.num}, ""
			}
			return val{k: vUnknown, t: v.t}, ""
		case "\\", "*", "**", "&", "...":
			if t.s == "&" && e.l != Perl && e.l != PHP && e.l != Ruby {
				break
			}
			e.i++
			return e.unary()
		case "$":
			if e.l == Awk {
				e.i++
				e.unary()
				// a field is part of the record, which getline < file may have filled
				return val{k: vUnknown, src: "$field", t: e.vars["$0"].t}, ""
			}
		}
	case tIdent:
		switch t.s {
		case "getline":
			if e.l == Awk {
				return e.awkGetline(), ""
			}
		case "not":
			if e.l == Python || e.l == Ruby || e.l == Perl || e.l == Lua {
				e.i++
				e.unary()
				return val{k: vBool}, ""
			}
		case "await", "yield", "typeof", "void", "delete", "defined", "scalar", "ref", "local", "my", "our", "const",
			"let", "var", "clone", "new", "lambda", "fn", "function", "sub", "proc", "print", "puts", "shift":
			if v, lv, ok := e.prefixWord(t); ok {
				return v, lv
			}
		}
	}
	return e.postfix()
}

// prefixWord reads a word that begins an expression: await, new, a declaration inside an
// expression (open(my $fh, ...)), a function literal.
func (e *eval) prefixWord(t tok) (val, string, bool) {
	switch t.s {
	case "await", "yield":
		if e.l == JS || e.l == Python {
			e.i++
			v, lv := e.unary()
			return v, lv, true
		}
	case "typeof", "void", "delete":
		if e.l == JS {
			e.i++
			e.unary()
			return val{k: vUnknown}, "", true
		}
	case "defined", "scalar", "ref":
		if e.l == Perl {
			e.i++
			v, _ := e.unary()
			if t.s == "scalar" {
				return v, "", true
			}
			return val{k: vBool}, "", true
		}
	case "my", "our", "local":
		if e.l == Perl {
			v, lv := e.perlMy()
			return v, lv, true
		}
		if e.l == Lua && t.s == "local" {
			e.i++
			v, lv := e.unary()
			return v, lv, true
		}
	case "const", "let", "var":
		if e.l == JS {
			e.i++
			v, lv := e.unary()
			return v, lv, true
		}
	case "new", "clone":
		if e.l == JS || e.l == PHP {
			e.i++
			v, lv := e.unary()
			return v, lv, true
		}
	case "shift":
		if e.l == Perl {
			return e.perlShift(), "", true
		}
	case "lambda", "fn", "function", "sub", "proc":
		if e.funcStart() {
			return e.funcLit(unknown("")), "", true
		}
	case "print", "puts":
		if e.l == Python && t.s == "print" && e.peekN(1).k != tOp {
			return val{}, "", false
		}
	}
	return val{}, "", false
}

// perlMy reads a declaration after my, our or local, and a list assignment to it: my ($a,
// $b) = LIST binds each name to an item.
func (e *eval) perlMy() (val, string) {
	e.i++
	if !e.isOp("(") {
		return e.unary()
	}
	names := e.paramList()
	if e.assignOp(e.peek()) != "=" {
		return val{k: vUnknown}, ""
	}
	e.i++
	v := e.rhs()
	if len(names) == 1 && v.listed() {
		// my ($x) = @_: the list's first item, where bindAll binds one name to the whole
		// value
		first := val{k: vUnknown, src: names[0]}
		if len(v.items) > 0 {
			first = v.items[0]
		}
		e.bind(names[0], first)
		return v, "!"
	}
	e.bindAll(names, v)
	return v, "!"
}

// perlShift reads shift: outside a sub the next of the program's arguments, in a sub the code
// calls (invoke.go) the next of the call's.
func (e *eval) perlShift() val {
	e.i++
	n := e.peek()
	args, inCall := e.vars["@_"]
	inCall = inCall && e.frame != nil && args.listed() && (n.k == tIdent && n.s == "@_" || !strings.HasPrefix(n.s, "@"))
	switch {
	case n.k == tIdent && n.s == "@ARGV":
		e.i++
	case inCall:
		if n.s == "@_" {
			e.i++
		}
		if len(args.items) == 0 {
			return val{k: vUnknown, src: "shift"}
		}
		e.vars["@_"] = val{k: vList, items: args.items[1:]}
		return args.items[0]
	case n.k == tIdent && strings.HasPrefix(n.s, "@") || e.block > 0:
		return val{k: vUnknown, src: "shift"}
	}
	v := e.argvAt(val{k: vObj, ref: "argv", num: "0"}, e.shifted)
	e.shifted++
	return v
}

// postfix reads a primary and what follows it: members, indexes, calls.
func (e *eval) postfix() (val, string) {
	start := e.i
	v, lv := e.primary()
	if e.i == start {
		return v, ""
	}
	bare := e.l == Perl && v.k == vRef && e.toks[start].k == tIdent && !strings.HasPrefix(e.toks[start].s, "$")

	for !e.eof() {
		if e.tick() {
			break
		}
		t := e.peek()
		if t.k == tEOF {
			break
		}
		cont := t.k == tOp && (t.s == "." || t.s == "&.") && (e.l == Ruby || e.l == JS)
		if t.nl && e.nest == 0 && e.nlEnds() && !cont {
			break
		}
		nv, nlv, ok := e.suffix(v, lv, t)
		if !ok {
			break
		}
		if t.k == tOp && t.s == "(" {
			e.bangEdit(lv, nv)
		}
		v, lv = nv, nlv
		bare = false
	}
	if bare && v.k == vRef {
		// perl calls a function named without arguments (print; unlink;)
		if r := e.ruleFor(v); r != nil && r.ret != rModule {
			return e.apply(v, r, callArgs{}), ""
		}
	}
	return v, lv
}

// suffix reads one postfix form after v.
func (e *eval) suffix(v val, lv string, t tok) (val, string, bool) {
	if t.k == tOp {
		switch t.s {
		case ".", "?.", "::", "&.", "->", "?->", ":", "$", "@":
			return e.memberSuffix(v, lv, t)
		case "[":
			if e.l == Ruby && t.sp && lv != "" && v.k == vRef && !strings.Contains(v.ref, "#") && e.parenless(v, t) {
				break
			}
			e.i++
			e.nest++
			k := e.index(v)
			e.nest--
			return k, "", true
		case "{":
			if r, ok := e.braceSuffix(v, lv, t); ok {
				return r, "", true
			}
		case "(":
			if t.nl && e.nest == 0 && e.l != Perl && e.l != PHP {
				break
			}
			return e.callSuffix(v), "", true
		}
	}
	if t.k == tIdent && t.s == "do" && e.l == Ruby && (v.k == vRef || v.k == vObj) {
		return e.rubyBlock(v, callArgs{}, e.call0(v)), "", true
	}
	if t.k == tStr && !t.nl && (e.l == JS && !t.sp || e.l == Lua) && v.k == vRef {
		// a tagged template (Bun's $`...`), lua's f"text"
		e.i++
		s := e.strVal(t)
		if e.l == JS {
			return e.tagged(v, s), "", true
		}
		return e.call(v, callArgs{pos: []val{s}}), "", true
	}
	if e.parenless(v, t) {
		r := e.ruleFor(v)
		a := e.argList(v, r)
		res := e.apply(v, r, a)
		if e.l == Ruby {
			res = e.rubyBlockAfter(v, a, res)
		}
		return res, "", true
	}
	return v, lv, false
}

// braceSuffix reads a brace after a value: perl's $h{key}, a ruby block, lua's f{table}.
func (e *eval) braceSuffix(v val, lv string, t tok) (val, bool) {
	switch {
	case e.l == Perl && !t.sp && (strings.HasPrefix(lv, "$") || v.k == vObj):
		e.i++
		e.nest++
		key := e.hashKey()
		e.nest--
		return e.indexBy(v, key), true
	case e.l == Ruby && !t.nl && (v.k == vRef || v.k == vObj):
		return e.rubyBlock(v, callArgs{}, e.call0(v)), true
	case e.l == Lua && v.k == vRef:
		e.i++
		d := e.dict("}")
		return e.call(v, callArgs{pos: []val{d}}), true
	}
	return val{}, false
}

// callSuffix reads a call's arguments and applies it (a JavaScript method's definition,
// name(params) { ... }, is not a call).
func (e *eval) callSuffix(v val) val {
	if e.l == JS && v.k == vRef && !strings.ContainsAny(v.ref, ".#") && e.methodDef() {
		e.vars[v.ref] = e.defined(e.i, fnDecl)
		e.params(true)
		return val{k: vFunc}
	}
	e.i++
	r := e.ruleFor(v)
	a := e.args(")", v, r)
	res := e.apply(v, r, a)
	if e.l == Ruby {
		res = e.rubyBlockAfter(v, a, res)
	}
	return res
}

// memberSuffix reads .name, ::name, ->name (perl, php), :name (lua methods), $name (R).
func (e *eval) memberSuffix(v val, lv string, t tok) (val, string, bool) {
	if !e.memberOp(t) {
		return v, lv, false
	}
	if t.s == "->" || t.s == "?->" {
		if r, ok := e.derefSuffix(v); ok {
			return r, "", true
		}
		if n := e.peekN(1); n.k == tOp && n.s == "(" {
			e.i++
			return v, lv, true
		}
	}
	n := e.peekN(1)
	name := e.memberName(n)
	if name == "" {
		if t.s == "?." && n.k == tOp && (n.s == "(" || n.s == "[") {
			e.i++
			return v, lv, true
		}
		return v, lv, false
	}
	e.i += 2
	nlv := ""
	if lv != "" && len(lv) < 200 {
		nlv = lv + "." + name
	}
	if nlv != "" {
		if b, ok := e.vars[nlv]; ok {
			return b, nlv, true
		}
	}
	m := e.member(v, name)
	if e.l == Ruby && name == "call" && v.k == vRef {
		return v, "", true // method(:system).call(...)
	}
	if (e.l == Ruby || e.l == Perl && (t.s == "->")) && m.k == vRef && name[0] >= 'a' && name[0] <= 'z' {
		// ruby and perl call a method named without parentheses
		n := e.peek()
		called := n.k == tOp && n.s == "(" && !n.sp || n.k == tIdent && n.s == "do" || n.k == tOp && n.s == "{" && e.l == Ruby && !n.nl
		if !called && !e.parenless(m, n) {
			r := e.apply(m, e.ruleFor(m), callArgs{})
			e.bangEdit(nlv, r)
			return r, "", true
		}
	}
	return m, nlv, true
}

// memberOp reports whether t reaches a member in this language: . (not perl's or php's
// concatenation), ->, lua's : method call, R's $ and @, ::.
func (e *eval) memberOp(t tok) bool {
	switch t.s {
	case ".":
		return e.l != Perl && e.l != PHP
	case "->", "?->":
		return e.l == Perl || e.l == PHP
	case ":":
		n2 := e.peekN(2)
		return e.l == Lua && (n2.k == tOp && (n2.s == "(" || n2.s == "{") || n2.k == tStr)
	case "$", "@":
		return e.l == R
	case "::":
		return e.l != Python && e.l != JS && e.l != Lua
	}
	return true
}

// derefSuffix reads perl's ->[i] and ->{k}.
func (e *eval) derefSuffix(v val) (val, bool) {
	n := e.peekN(1)
	if e.l != Perl || n.k != tOp || n.s != "[" && n.s != "{" {
		return val{}, false
	}
	e.i += 2
	e.nest++
	defer func() { e.nest-- }()
	if n.s == "{" {
		return e.indexBy(v, e.hashKey()), true
	}
	return e.index(v), true
}

// memberName is the name a member token gives: a word, or a string where the language
// allows one (R's x$"a", php's ->{"a"}, ruby's :"a").
func (e *eval) memberName(n tok) string {
	switch n.k {
	case tIdent:
		return n.s
	case tStr:
		if e.l == R || e.l == PHP || e.l == Ruby {
			v := e.strVal(n)
			if s, ok := v.lit(); ok {
				return s
			}
			return v.show()
		}
	}
	return ""
}

// primary reads a literal, a name, a bracketed expression or a function literal.
func (e *eval) primary() (val, string) {
	t := e.peek()
	switch t.k {
	case tStr:
		e.i++
		v := e.strVal(t)
		// adjacent literals join: "rm " "-rf"
		for {
			n := e.peek()
			if n.k != tStr || n.nl && e.nest == 0 || e.l != Python && e.l != Ruby {
				break
			}
			e.i++
			v = concat(v, e.strVal(n))
		}
		return v, ""
	case tCmd:
		e.i++
		v := e.strVal(t)
		if e.l == Julia {
			return obj("cmd", v), ""
		}
		e.shellFact(v, "`...`")
		return val{k: vObj, ref: "pipe", self: &v}, ""
	case tWords:
		e.i++
		return e.words(t), ""
	case tNum:
		e.i++
		return val{k: vNum, num: t.s}, ""
	case tRegex:
		e.i++
		return regexVal(t.s), ""
	case tHole:
		e.i++
		return e.holeVal(t.parts[0].s), ""
	case tGlob:
		e.i++
		return e.perlReadline(t.s), ""
	case tIdent:
		return e.name(t)
	case tOp:
		switch t.s {
		case "(":
			return e.group("(", ")")
		case "[":
			if e.l == Lua {
				break
			}
			return e.group("[", "]")
		case "{":
			if e.l == Perl || e.l == Python || e.l == JS || e.l == Ruby || e.l == Lua || e.l == PHP || e.l == Julia {
				return e.braced(), ""
			}
		case "$", "@", "%":
			if e.l == Perl || e.l == PHP {
				// a dereference: ${$ref}, @{...}, %{...}, $$name
				e.i++
				v, _ := e.postfix()
				if t.s == "%" && v.k == vObj && v.ref == "env" {
					return v, ""
				}
				return val{k: vUnknown, t: v.t, src: "deref"}, ""
			}
		case "->":
			if e.l == Ruby && e.funcStart() {
				return e.funcLit(unknown("")), ""
			}
		case "\\":
			if e.l == R && e.funcStart() {
				return e.funcLit(unknown("")), ""
			}
		}
	}
	return unknown(""), ""
}

// name reads a name: a variable, a module, a builtin, or a function literal's start.
func (e *eval) name(t tok) (val, string) {
	if e.funcStart() {
		return e.funcLit(unknown("")), ""
	}
	e.i++
	s := t.s
	if v, ok := e.literalWord(s); ok {
		return v, ""
	}
	if e.l == Perl {
		if v, lv, ok := e.perlName(s); ok {
			return v, lv
		}
	}
	if v, ok := e.vars[s]; ok {
		if v.k == vUnknown && v.src == "" {
			v.src = s
		}
		if v.fn != nil && v.fn.form == fnRubyDef && !e.isOp("(") {
			return e.rubyCall(v), ""
		}
		return v, s
	}
	if v, ok := e.builtinValue(s); ok {
		return v, s
	}
	if e.isVar(s) {
		return val{k: vUnknown, src: s}, s
	}
	return e.refValue(canon(e.l, s)), s
}

// literalWord is the value of a word that is a literal in the language: true, None, nil,
// JavaScript's function and dynamic import.
func (e *eval) literalWord(s string) (val, bool) {
	switch e.l {
	case JS:
		switch {
		case s == "import" && e.isOp("("):
			return ref("require"), true
		case s == "function" || s == "class":
			return val{k: vFunc}, true
		case (s == "true" || s == "false") && !e.bound(s):
			return val{k: vBool, num: s}, true
		case s == "null" || s == "undefined":
			return val{k: vBool}, true
		}
	case Python:
		switch s {
		case "True", "False":
			return val{k: vBool, num: strings.ToLower(s)}, true
		case "None":
			return val{k: vBool}, true
		}
	case Ruby, Lua, Julia, PHP, R, Awk:
		switch strings.ToLower(s) {
		case "true":
			return val{k: vBool, num: "true"}, true
		case "false", "nil", "null", "nothing":
			return val{k: vBool}, true
		}
		if s == "T" && e.l == R {
			return val{k: vBool, num: "true"}, true
		}
	}
	return val{}, false
}

// perlName reads perl's names that mean more than a variable: $x{k} (an element of %x),
// $x[i] (of @x), __FILE__, map/grep/sort with a block.
func (e *eval) perlName(s string) (val, string, bool) {
	if strings.HasPrefix(s, "$") && len(s) > 1 {
		if n := e.peek(); n.k == tOp && !n.sp && (n.s == "{" || n.s == "[") {
			h := "%" + s[1:]
			if n.s == "[" {
				h = "@" + s[1:]
			}
			if v, ok := e.vars[h]; ok {
				return v, h, true
			}
			if v, ok := e.builtinValue(h); ok {
				return v, h, true
			}
			return val{k: vUnknown, src: h}, h, true
		}
	}
	switch {
	case s == "__FILE__":
		return e.fileVal(), "", true
	case (s == "map" || s == "grep" || s == "sort") && e.isOp("{"):
		return e.perlMap(s), "", true
	case s == "map" && !e.isOp("{") && !(e.isOp("(") && e.peekN(1).k == tOp && e.peekN(1).s == "{"):
		return e.perlMapExpr(), "", true
	}
	return val{}, "", false
}

func (e *eval) bound(s string) bool {
	_, ok := e.vars[s]
	return ok
}

// isVar reports a name that can only be a variable: perl's and php's sigils, ruby's @x.
func (e *eval) isVar(s string) bool {
	switch e.l {
	case Perl:
		return strings.HasPrefix(s, "$") || strings.HasPrefix(s, "@") || strings.HasPrefix(s, "%")
	case PHP:
		return strings.HasPrefix(s, "$")
	case Ruby:
		return strings.HasPrefix(s, "@") || strings.HasPrefix(s, "$") && s != "$stdout" && s != "$stderr"
	}
	return false
}

// fileVal is the script's own path (__file__), or an unknown one.
func (e *eval) fileVal() val {
	if e.o.File != "" {
		return str(e.o.File)
	}
	return val{k: vStr, parts: []part{{s: "__file__", hole: true}}}
}

// holeVal is the value of a shell expansion inside the code: unknown, and the variable's
// value where it names one.
func (e *eval) holeVal(src string) val {
	v := val{k: vUnknown, src: src}
	name := strings.TrimPrefix(src, "$")
	name = strings.TrimSuffix(strings.TrimPrefix(name, "{"), "}")
	if name != src && name != "" && isName(name) {
		v.t.vars = []string{name}
	}
	return v
}

func isName(s string) bool { return s != "" && isAlpha(s[0]) && wordEnd(s, 0) == len(s) }

// strVal is a string literal's value, its interpolations read as expressions.
func (e *eval) strVal(t tok) val {
	out := val{k: vStr}
	for _, p := range t.parts {
		switch p.k {
		case 0:
			out = concat(out, str(p.s))
		case 'h':
			out = concat(out, e.holeVal(p.s).asStr())
		case 'e':
			v := e.sub(p.s, false)
			if v.k == vList && e.l == Perl {
				v = joinVals(v.items, " ")
			}
			out = concat(out, v.asStr())
		}
	}
	if len(out.parts) == 0 {
		out.parts = []part{{s: ""}}
	}
	return out
}

// words is a word-list literal (qw(a b), %w(a b)).
func (e *eval) words(t tok) val {
	s := e.strVal(t)
	if txt, ok := s.lit(); ok {
		var items []val
		for _, w := range strings.Fields(txt) {
			items = append(items, str(w))
		}
		return val{k: vList, items: items}
	}
	return val{k: vList, elem: &val{k: vUnknown, src: "word"}, t: s.t}
}

// group reads ( ... ) or [ ... ]: a parenthesised value, a tuple, a list, a comprehension.
func (e *eval) group(open, close string) (val, string) {
	e.i++
	if e.l == Python {
		if v, ok := e.comprehension(close, true); ok {
			return v, ""
		}
	}
	if open == "(" && e.arrowAfterGroup() {
		return e.funcLit(unknown("")), ""
	}
	e.nest++
	defer func() { e.nest-- }()
	g := groupItems{tuple: open == "["}
	for e.nextItem(close, listSep, &g.tuple) {
		e.groupItem(&g)
		e.skipTo(close)
	}
	switch {
	case g.dict:
		return val{k: vDict, items: g.items, keys: g.keys}, ""
	case !g.tuple && len(g.items) == 1:
		return g.items[0], g.lv
	case open == "[" || g.tuple || e.l == Perl:
		return listOf(g.items), ""
	}
	return val{k: vUnknown}, ""
}

// nextItem passes over the separators before a bracketed list's next item (setting *seps
// where it passes one), and over the bracket that closes the list: it reports whether an item
// follows.
func (e *eval) nextItem(close string, sep func(tok) bool, seps *bool) bool {
	for !e.eof() && !e.tick() {
		t := e.peek()
		if t.k == tOp && t.s == close {
			e.i++
			return false
		}
		if !sep(t) {
			return true
		}
		if seps != nil {
			*seps = true
		}
		e.i++
	}
	return false
}

// listSep separates the items of a list, a tuple or a literal: a comma or a semicolon.
func listSep(t tok) bool { return t.k == tOp && (t.s == "," || t.s == ";") }

// argSep separates a call's arguments: a comma; julia's and lua's semicolon; perl's =>.
func (e *eval) argSep(t tok) bool {
	return t.k == tOp && (t.s == "," || t.s == ";" && (e.l == Julia || e.l == Lua) || t.s == "=>" && e.l == Perl)
}

// groupItems are what a bracketed group holds.
type groupItems struct {
	items []val
	keys  []string
	dict  bool   // php's ['k' => v]
	tuple bool   // a list, not a parenthesised value
	lv    string // the name of a group's only item
}

// groupItem reads one item of a group: a spread list, a php or perl pair, a value (an
// assignment inside a condition binds: while (my $l = <$fh>)).
func (e *eval) groupItem(g *groupItems) {
	t := e.peek()
	if t.k == tOp && (t.s == "*" || t.s == "..." || t.s == "**") && e.l != Perl {
		e.i++
		v := e.expr()
		if v.k == vList && !v.alt && v.elem == nil {
			g.items = append(g.items, v.items...)
			g.keys = append(g.keys, make([]string, len(v.items))...)
			return
		}
		g.items = append(g.items, val{k: vList, elem: &val{k: vUnknown, src: "item"}, t: e.held(v, 0)})
		g.keys = append(g.keys, "")
		return
	}
	if n := e.peekN(1); n.k == tOp && n.s == "=>" && (e.l == PHP || e.l == Perl) {
		k := e.keyName()
		e.i++
		v := e.expr()
		if e.l == PHP {
			g.dict = true
			g.items, g.keys = append(g.items, v), append(g.keys, k)
			return
		}
		g.items, g.keys = append(g.items, str(k), v), append(g.keys, "", "")
		return
	}
	v, n := e.exprL()
	if op := e.assignOp(e.peek()); op != "" && n != "" && n != "!" {
		e.i++
		v = e.expr()
		e.bind(n, v)
	}
	if len(g.items) == 0 {
		g.lv = n
	}
	g.items, g.keys = append(g.items, v), append(g.keys, "")
}

// keyName reads a hash key written as a bare word or a literal.
func (e *eval) keyName() string {
	t := e.peek()
	e.i++
	switch t.k {
	case tIdent:
		return t.s
	case tStr:
		if s, ok := e.strVal(t).lit(); ok {
			return s
		}
	case tNum:
		return t.s
	}
	return "?"
}

// braced reads { ... } as a value: a dict, or in python a dict or set comprehension
// ({k: v for k, v in os.environ.items() if ...}).
func (e *eval) braced() val {
	e.i++
	if e.l == Python {
		if v, ok := e.comprehension("}", true); ok {
			return v
		}
	}
	return e.dict("}")
}

// dict reads an object, hash or table literal after its opening brace.
func (e *eval) dict(close string) val {
	e.nest++
	defer func() { e.nest-- }()
	d := val{k: vDict}
	for e.nextItem(close, listSep, nil) {
		t := e.peek()
		if t.k == tOp && (t.s == "..." || t.s == "**") {
			e.i++
			v := e.expr()
			if v.k == vDict {
				d.items = append(d.items, v.items...)
				d.keys = append(d.keys, v.keys...)
			}
			d.t = d.t.with(v.t)
			continue
		}
		if n := e.peekN(1); e.l == JS && t.k == tIdent && n.k == tOp && n.s == "(" {
			// a method, f() { ... }: the object's own function, called as o.f()
			d.items = append(d.items, e.defined(e.i+1, fnDecl))
			d.keys = append(d.keys, t.s)
			e.jsMethod()
			continue
		}
		key, v := e.dictEntry(close)
		d.items = append(d.items, v)
		d.keys = append(d.keys, key)
		d.t = d.t.with(v.t)
		e.skipTo(close)
	}
	if e.l == Perl || e.l == Lua || e.l == Python {
		// a list written in braces (a set, a lua array) is a list
		plain := true
		for _, k := range d.keys {
			if k != "" {
				plain = false
			}
		}
		if plain && len(d.items) > 0 {
			return val{k: vList, items: d.items, t: d.t}
		}
	}
	return d
}

// dictEntry reads one entry of a literal: key: value, key => value, [key] = value, {a}
// (JavaScript's {a: a}), or a value alone ("" for its key).
func (e *eval) dictEntry(close string) (string, val) {
	t := e.peek()
	n := e.peekN(1)
	key := ""
	sep := n.k == tOp && (n.s == ":" && e.l != Lua && e.l != Perl || n.s == "=>" || n.s == "=" && e.l == Lua)
	switch {
	case sep && (t.k == tIdent || t.k == tStr || t.k == tNum):
		key = e.keyName()
		e.i++
	case t.k == tOp && t.s == "[" && (e.l == JS || e.l == Lua):
		e.i++
		k := e.expr()
		e.accept("]")
		key = "?"
		if s, ok := k.lit(); ok {
			key = s
		}
		e.accept(":")
		e.accept("=")
	case t.k == tIdent && e.l == JS && (n.k == tOp && (n.s == "," || n.s == close)):
		key = t.s // {a} is {a: a}
	}
	v := e.expr()
	if e.l == Python && e.isOp(":") {
		// {k: v} with a computed key
		e.i++
		w := e.expr()
		key = "?"
		if s, ok := v.lit(); ok {
			key = s
		}
		v = w
	}
	return key, v
}

// jsMethod passes over a method in an object literal: m(...) { ... }, reading its body.
func (e *eval) jsMethod() {
	e.i++
	e.skipBalanced("(", ")")
	if e.accept("{") {
		e.block++
		e.stmts("}")
		e.block--
		e.accept("}")
	}
}

// skipTo reads what the reading did not follow up to the next separator or close.
func (e *eval) skipTo(close string) {
	for !e.eof() && !e.isOp(",") && !e.isOp(close) && !e.isOp(";") {
		e.step()
	}
}

// skipBalanced skips from an opening bracket (at or just before the cursor) to its match.
func (e *eval) skipBalanced(open, close string) {
	depth := 0
	if !e.isOp(open) {
		depth = 1
	}
	for !e.eof() {
		t := e.peek()
		e.i++
		if t.k != tOp {
			continue
		}
		switch t.s {
		case open:
			depth++
		case close:
			depth--
			if depth <= 0 {
				return
			}
		}
	}
}

// dictGet returns a dict's value for key.
func dictGet(d val, key string) (val, bool) {
	if d.k != vDict {
		return val{}, false
	}
	for i := len(d.keys) - 1; i >= 0; i-- {
		if d.keys[i] == key {
			return d.items[i], true
		}
	}
	return val{}, false
}

// hashKey reads a perl hash subscript after its brace: a bare word is a string.
func (e *eval) hashKey() val {
	t := e.peek()
	if t.k == tIdent && !strings.HasPrefix(t.s, "$") && e.peekN(1).k == tOp && e.peekN(1).s == "}" {
		e.i += 2
		return str(t.s)
	}
	if t.k == tOp && t.s == "-" && e.peekN(1).k == tIdent && e.peekN(2).k == tOp && e.peekN(2).s == "}" {
		e.i += 3
		return str("-" + e.peekN(-2).s)
	}
	k := e.expr()
	for !e.eof() && !e.isOp("}") {
		e.step()
	}
	e.accept("}")
	return k
}

// index reads a subscript after [ and applies it.
func (e *eval) index(v val) val {
	var key val
	slice := false
	var parts []val
	for !e.eof() {
		t := e.peek()
		if t.k == tOp && t.s == "]" {
			e.i++
			break
		}
		if t.k == tOp && t.s == ":" && e.l == Python {
			slice = true
			parts = append(parts, key)
			key = val{}
			e.i++
			continue
		}
		if t.k == tOp && t.s == "," {
			e.i++
			continue
		}
		key = e.step()
	}
	if slice {
		parts = append(parts, key)
		return e.slice(v, parts)
	}
	return e.indexBy(v, key)
}

// slice applies a python slice: [::-1] reverses, [n:] of argv lists the arguments.
func (e *eval) slice(v val, parts []val) val {
	if len(parts) == 3 && parts[0].k == 0 && parts[1].k == 0 && parts[2].k == vNum && parts[2].num == "-1" {
		if s, ok := v.lit(); ok {
			return str(reverse(s))
		}
		if v.k == vList && v.elem == nil {
			return reversedList(v)
		}
	}
	if v.k == vObj && v.ref == "argv" && len(parts) >= 1 && parts[0].k == vNum {
		n, _ := strconv.Atoi(parts[0].num)
		return e.argvList(v, n)
	}
	if s, ok := v.lit(); ok {
		if out, ok := pySlice(s, parts); ok {
			return str(out) // 'x.env'[1:], 'vne.'[::-1]
		}
	}
	return val{k: vUnknown, t: v.t, src: "slice"}
}

// pySlice is s[a:b:c] as python slices a str, where each part is absent or a whole number
// (bytes, as the literals a path is written in are); false where a part is anything else.
func pySlice(s string, parts []val) (string, bool) {
	var n [3]int
	var set [3]bool
	for i, p := range parts {
		if i > 2 {
			return "", false
		}
		switch p.k {
		case 0:
		case vNum:
			x, err := strconv.Atoi(p.num)
			if err != nil {
				return "", false
			}
			n[i], set[i] = x, true
		default:
			return "", false
		}
	}
	step := 1
	if set[2] {
		step = n[2]
	}
	if step == 0 || len(s) > 4096 {
		return "", false
	}
	l := len(s)
	bound := func(i int, isSet bool, def int) int {
		if !isSet {
			return def
		}
		if i < 0 {
			i += l
		}
		lo, hi := 0, l
		if step < 0 {
			lo, hi = -1, l-1
		}
		return min(max(i, lo), hi)
	}
	var b strings.Builder
	if step > 0 {
		for i := bound(n[0], set[0], 0); i < bound(n[1], set[1], l); i += step {
			b.WriteByte(s[i])
		}
	} else {
		for i := bound(n[0], set[0], l-1); i > bound(n[1], set[1], -1); i += step {
			b.WriteByte(s[i])
		}
	}
	return b.String(), true
}

// indexBy applies a subscript.
func (e *eval) indexBy(v val, key val) val {
	ks, klit := key.lit()
	switch v.k {
	case vObj:
		switch v.ref {
		case "env":
			return e.envVar(key, "[]")
		case "argv":
			if key.k == vNum {
				n, _ := strconv.Atoi(key.num)
				return e.argvAt(v, n)
			}
			return val{k: vUnknown, src: "arg"}
		}
		if klit && key.k == vStr {
			return e.member(v, ks)
		}
	case vList:
		if key.k == vNum && v.elem == nil && !v.alt {
			n, err := strconv.Atoi(key.num)
			if err == nil {
				if n < 0 {
					n += len(v.items)
				}
				if n >= 0 && n < len(v.items) {
					return v.items[n]
				}
			}
		}
		return elemOf(v)
	case vDict:
		if klit {
			if x, ok := dictGet(v, ks); ok {
				return x
			}
		}
		return val{k: vUnknown, t: v.t, src: "item"}
	case vRef:
		if v.ref == "Dir" && e.l == Ruby {
			p := key
			return val{k: vList, elem: &p}
		}
		if klit && key.k == vStr {
			if v.ref == "sys.modules" {
				return e.refValue(canon(e.l, ks))
			}
			return e.member(v, ks)
		}
	case vStr:
		return val{k: vUnknown, t: v.t, src: "char"}
	}
	return val{k: vUnknown, t: v.t.with(key.t), src: shorten(v.show() + "[]")}
}

// member is v.name.
func (e *eval) member(v val, name string) val {
	if len(v.ref) > 200 {
		return val{k: vUnknown, t: v.t, src: name}
	}
	if m, ok := eachAlt(v, func(x val) val { return e.member(x, name) }); ok {
		return m
	}
	switch v.k {
	case vRef:
		if strings.Contains(v.ref, "#") {
			break
		}
		return e.prop(e.refValue(canon(e.l, v.ref+"."+name)))
	case vObj:
		if v.ref == "env" {
			return e.envMember(v, name)
		}
		return e.prop(val{k: vRef, ref: v.ref + "#" + name, self: &v})
	case vDict:
		if x, ok := dictGet(v, name); ok {
			return x
		}
	}
	self := v
	return e.prop(val{k: vRef, ref: "#" + name, self: &self})
}

// prop applies a rule that a property has without a call (Path.parent, Path.name).
func (e *eval) prop(v val) val {
	if v.k != vRef {
		return v
	}
	r := e.ruleFor(v)
	if r != nil && r.do == aProp {
		return e.ret(r, v, callArgs{})
	}
	return v
}

// refValue is the value of a name: the environment and argv objects where it names them.
func (e *eval) refValue(name string) val {
	switch {
	case isEnvRef(e.l, name):
		return val{k: vObj, ref: "env", t: taint{env: true}}
	}
	if off, ok := argvRef(e.l, name); ok {
		return val{k: vObj, ref: "argv", num: strconv.Itoa(e.argvOff(off))}
	}
	if s, ok := platformName(e.l, name); ok {
		return str(s)
	}
	return ref(name)
}

// builtinValue is the value of a name the language defines as a value (__file__, ENV, %ENV).
func (e *eval) builtinValue(s string) (val, bool) {
	if p, ok := platformName(e.l, s); ok {
		return str(p), true
	}
	switch s {
	case "__file__", "__filename", "__FILE__", "$0", "$PROGRAM_NAME":
		if s == "$0" && e.l != Perl && e.l != Ruby {
			break
		}
		return e.fileVal(), true
	case "__dirname", "__dir__", "__DIR__":
		if e.l == JS && e.o.File == "" && s == "__dirname" {
			return str("."), true // node -e and node reading stdin: the working directory
		}
		return dirname(e.fileVal()), true
	}
	if isEnvRef(e.l, s) {
		return val{k: vObj, ref: "env", t: taint{env: true}}, true
	}
	if off, ok := argvRef(e.l, s); ok {
		return val{k: vObj, ref: "argv", num: strconv.Itoa(e.argvOff(off))}, true
	}
	return val{}, false
}

// envMember reads a member of the environment object: a method (os.environ.get) or, in
// JavaScript, a variable (process.env.HOME).
func (e *eval) envMember(v val, name string) val {
	if e.l == JS && name != "hasOwnProperty" && name != "toString" {
		return e.envVar(str(name), ".")
	}
	return val{k: vRef, ref: "env#" + name, self: &v}
}

// envVar is the value of one environment variable, read by key; a key not known reads the
// whole environment (a loop over it).
func (e *eval) envVar(key val, how string) val {
	name, ok := key.lit()
	if !ok {
		return val{k: vUnknown, src: "env[…]", t: taint{env: true}}
	}
	e.out.add(Fact{Kind: Var, Text: name, Call: "env" + how})
	e.envAt, e.envKey = e.i, name
	if a, ok := e.o.Env[name]; ok {
		v := str(a.S)
		if a.Dyn {
			v = val{k: vStr, parts: []part{{s: a.S, hole: true}}}
		}
		v.t = taint{vars: []string{name}}
		return v
	}
	v := val{k: vUnknown, src: "$" + name, t: taint{vars: []string{name}}}
	switch name {
	case "HOME", "USERPROFILE":
		v = str("~")
		v.t = taint{vars: []string{name}}
	case "TMPDIR", "TEMP", "TMP":
		v = str("/tmp")
		v.t = taint{vars: []string{name}}
	}
	return v
}

// argvAt is argument n of the code (sys.argv[n]), by the language's numbering.
func (e *eval) argvAt(v val, n int) val {
	off, _ := strconv.Atoi(v.num)
	i := n - off
	if i < 0 {
		return e.fileVal()
	}
	if i < len(e.o.Argv) {
		a := e.o.Argv[i]
		if a.Dyn {
			return val{k: vStr, parts: []part{{s: a.S, hole: true}}}
		}
		return str(a.S)
	}
	return val{k: vUnknown, src: "argv[" + strconv.Itoa(n) + "]"}
}

// argvOff is where the arguments start in the language's argv: node puts the script's path
// in process.argv[1], but code given with -e/-p has none, so its first argument is argv[1].
func (e *eval) argvOff(off int) int {
	if e.l == JS && off == 2 && e.o.File == "" {
		return 1
	}
	return off
}

// argvList is the arguments from number n on.
func (e *eval) argvList(v val, n int) val {
	off, _ := strconv.Atoi(v.num)
	var items []val
	for i := n - off; i < len(e.o.Argv); i++ {
		if i < 0 {
			continue
		}
		items = append(items, e.argvAt(v, i+off))
	}
	return val{k: vList, items: items}
}

// ---- calls

// kwArg is a keyword argument.
type kwArg struct {
	name string
	v    val
}

// callArgs are a call's arguments.
type callArgs struct {
	pos   []val
	names []string // the name each positional argument was written as, where it is a variable
	kw    []kwArg
	more  bool // a spread list: more positional arguments than listed
}

func (a *callArgs) add(v val, name string) {
	for len(a.names) < len(a.pos) {
		a.names = append(a.names, "")
	}
	a.pos = append(a.pos, v)
	a.names = append(a.names, name)
}

// get returns positional argument i, or the keyword argument name.
func (a callArgs) get(i int, name string) (val, bool) {
	if name != "" {
		for _, k := range a.kw {
			if k.name == name {
				return k.v, true
			}
		}
	}
	if i >= 0 && i < len(a.pos) {
		return a.pos[i], true
	}
	return val{}, false
}

// option returns an option given as a keyword or in an options object among the positional
// arguments from i on ({recursive: true}, recursive=TRUE, recursive: true).
func (a callArgs) option(i int, name string) (val, bool) {
	for _, k := range a.kw {
		if k.name == name {
			return k.v, true
		}
	}
	for j := max(i, 0); j < len(a.pos); j++ {
		if v, ok := dictGet(a.pos[j], name); ok {
			return v, true
		}
	}
	return val{}, false
}

func (a callArgs) taint() taint {
	var t taint
	for _, p := range a.pos {
		t = t.with(p.t)
		if p.k == vObj && p.ref == "file" && p.self != nil {
			if _, _, read := modeSays(p.mode); read {
				t = t.with(contentOf(p).t) // json.load(f), yaml.safe_load(f) read the file
			}
		}
		if p.k == vList || p.k == vDict {
			for _, it := range p.items {
				t = t.with(it.t)
			}
		}
	}
	for _, k := range a.kw {
		t = t.with(k.v.t)
	}
	return t
}

// args reads a call's arguments up to close.
func (e *eval) args(close string, fn val, r *rule) callArgs {
	var a callArgs
	e.nest++
	defer func() { e.nest-- }()
	for e.nextItem(close, e.argSep, nil) {
		e.arg(&a, fn, r)
		for !e.eof() && !e.isOp(",") && !e.isOp(close) && !(e.l == Julia && e.isOp(";")) && !(e.l == Perl && e.isOp("=>")) {
			e.step()
		}
	}
	return a
}

// argList reads the arguments of a call written without parentheses (ruby, perl, py2 print),
// to the end of the statement.
func (e *eval) argList(fn val, r *rule) callArgs {
	var a callArgs
	if e.l == Perl && (fn.ref == "print" || fn.ref == "printf" || fn.ref == "say") {
		e.perlHandle(&a)
	}
	var prog *val
	if e.l == Perl && (fn.ref == "system" || fn.ref == "exec") && e.isOp("{") {
		// system { PROGRAM } LIST runs PROGRAM with LIST as its argv
		e.i++
		p := e.expr()
		e.accept("}")
		prog = &p
	}
	for !e.eof() {
		if e.tick() {
			break
		}
		t := e.peek()
		if e.argsEnd(t) {
			break
		}
		if t.k == tOp && (t.s == "," || t.s == "=>") {
			e.i++
			continue
		}
		s := e.i
		e.arg(&a, fn, r)
		if e.i == s {
			break
		}
		if !e.isOp(",") && !e.isOp("=>") {
			break
		}
	}
	if prog != nil && len(a.pos) > 0 {
		a.pos = append([]val{*prog}, a.pos[1:]...)
		a.names = nil
	}
	return a
}

// argsEnd reports a token that ends an argument list without parentheses.
func (e *eval) argsEnd(t tok) bool {
	if t.k == tEOF || t.nl && e.nest == 0 && e.l != Perl && e.l != PHP {
		return true
	}
	if t.k == tOp {
		switch t.s {
		case ";", ")", "]", "}", ":", "||", "&&", "?", "=", "|":
			return true
		}
	}
	if t.k == tIdent {
		switch t.s {
		case "if", "unless", "while", "until", "and", "or", "xor", "for", "foreach", "do", "then", "rescue", "end":
			return true
		}
	}
	return false
}

// arg reads one argument: a keyword argument, a spread, a function literal, a value.
func (e *eval) arg(a *callArgs, fn val, r *rule) {
	if e.namedArg(a, fn, r) || e.spreadArg(a) {
		return
	}
	var v val
	name := ""
	if e.l == Python {
		if c, ok := e.comprehension(")", false); ok {
			a.add(c, "")
			return
		}
	}
	if e.funcStart() {
		if m, ok := e.mapEach(fn); ok {
			a.add(m, "")
			return
		}
		if l, ok := eachList(fn, "forEach"); ok && e.l == JS {
			// [46, 101].forEach(c => s += String.fromCharCode(c)): for each item in turn
			e.eachItem(l, func() val { return e.funcLit(unknown("")) })
			a.add(val{k: vFunc}, "")
			return
		}
		v = e.funcLit(e.bindFor(fn, r, *a))
	} else {
		v, name = e.exprL()
		e.printerArg(fn, r, a, v)
	}
	if v.k == vList && e.l == Perl && !v.alt && v.elem == nil && name == "" {
		for _, it := range v.items {
			a.add(it, "") // perl flattens lists into the arguments
		}
		return
	}
	a.add(v, name)
}

// namedArg reads a keyword argument: name=v (python, R, julia), name: v (ruby, php),
// "k" => v (ruby); perl's key => v is two positional arguments.
func (e *eval) namedArg(a *callArgs, fn val, r *rule) bool {
	t := e.peek()
	n := e.peekN(1)
	if n.k != tOp {
		return false
	}
	switch {
	case t.k == tIdent && (n.s == "=" && (e.l == Python || e.l == R || e.l == Julia) ||
		n.s == ":" && !n.sp && (e.l == Ruby || e.l == PHP) && (e.peekN(2).k != tOp || e.peekN(2).s == "[" || e.peekN(2).s == "{")):
		e.i += 2
		a.kw = append(a.kw, kwArg{name: t.s, v: e.argExpr(fn, r, a)})
	case t.k == tStr && n.s == "=>" && e.l == Ruby:
		k, _ := e.strVal(t).lit()
		e.i += 2
		a.kw = append(a.kw, kwArg{name: k, v: e.argExpr(fn, r, a)})
	case t.k == tIdent && n.s == "=>" && e.l == Perl:
		e.i++
		a.add(str(t.s), "")
	default:
		return false
	}
	return true
}

// spreadArg reads *args, **kwargs and ...list: a known list's items are the arguments; an
// unknown one is any number of them.
func (e *eval) spreadArg(a *callArgs) bool {
	t := e.peek()
	if t.k != tOp || t.s != "*" && t.s != "**" && t.s != "..." || e.l == Perl || e.l == Awk {
		return false
	}
	e.i++
	v := e.expr()
	switch {
	case t.s == "**":
		if v.k == vDict {
			for i, k := range v.keys {
				a.kw = append(a.kw, kwArg{name: k, v: v.items[i]})
			}
		}
	case v.k == vList && !v.alt && v.elem == nil:
		for _, it := range v.items {
			a.add(it, "")
		}
	default:
		a.more = true
		el := val{k: vUnknown, src: "item"}
		if v.k == vList && v.elem != nil {
			el = *v.elem
		}
		a.add(val{k: vList, elem: &el, t: e.held(v, 0)}, "") // *f spreads a file's lines
	}
	return true
}

// argExpr reads an argument's value; a function literal's parameters stand for what the call
// hands it (an element of the list it walks, the content it reads).
func (e *eval) argExpr(fn val, r *rule, a *callArgs) val {
	if e.funcStart() {
		return e.funcLit(e.bindFor(fn, r, *a))
	}
	return e.expr()
}

// printerArg judges a printing function handed as a callback (p.then(console.log),
// xs.forEach(print)): it prints what the call hands it.
func (e *eval) printerArg(fn val, r *rule, a *callArgs, v val) {
	if v.k != vRef || fn.k != vRef {
		return
	}
	if lastName(fn.ref) == "pipe" && fn.self != nil && (v.ref == "process.stdout" || v.ref == "process.stderr") {
		e.sink(*fn.self, Shown, fn.ref) // a stream piped to the terminal is printed
		return
	}
	if !isIterating(fn.ref) {
		return
	}
	if pr := e.ruleFor(v); pr != nil && pr.do == aPrint {
		e.sink(e.bindFor(fn, r, *a), Shown, v.ref)
	}
}

// iterating are the methods that call a function with each element of their receiver.
var iterating = [...]string{"forEach", "map", "filter", "each", "each_pair", "each_with_index", "each_line", "each_value",
	"collect", "select", "reject", "flatMap", "flat_map", "filter_map", "some", "every", "find", "detect", "reduce",
	"each_entry", "sort_by", "group_by", "each_with_object", "sum", "foreach", "walk", "array_map",
	"array_walk", "then", "lapply", "sapply", "vapply", "Map", "Filter", "map!", "each_child", "each_slice", "times"}

// bindFor is what a callback's parameters stand for.
func (e *eval) bindFor(fn val, r *rule, a callArgs) val {
	if m := lastName(fn.ref); fn.k == vRef && hasStr(iterating[:], m) {
		switch {
		case m == "then" && fn.self != nil:
			return *fn.self
		case m == "then" && e.l == JS && strings.HasSuffix(fn.ref, ".then") && !strings.HasPrefix(fn.ref, "#"):
			// import("fs").then(fs => ...): the promise of a module resolves to the module.
			return ref(strings.TrimSuffix(fn.ref, ".then"))
		case (m == "array_map" || m == "lapply" || m == "sapply" || m == "vapply" || m == "Map") && len(a.pos) > 0:
			return elemOf(a.pos[len(a.pos)-1])
		case m == "array_walk" && len(a.pos) > 0:
			return elemOf(a.pos[0])
		case fn.self != nil && e.l == JS:
			return elemOf(*fn.self)
		case fn.self != nil:
			return entryOf(*fn.self)
		}
	}
	if r != nil {
		return e.ret(r, fn, a)
	}
	return val{k: vUnknown, t: a.taint()}
}

// call0 is the value a name called without arguments has (a ruby method before its block).
func (e *eval) call0(v val) val {
	r := e.ruleFor(v)
	if r == nil {
		return v
	}
	return e.apply(v, r, callArgs{})
}

// tagged is a tagged template: Bun's and zx's $`cmd` run a shell command whose holes are
// quoted words; String.raw is the text; other tags are unknown calls.
func (e *eval) tagged(fn val, s val) val {
	if fn.ref == "String.raw" {
		return s
	}
	if fn.ref == "$" || fn.ref == "bun.$" || fn.ref == "zx.$" || fn.ref == "Bun.$" || fn.ref == "execa.$" {
		// each ${x} is passed as one word
		var b strings.Builder
		dyn := false
		for _, p := range s.parts {
			if p.hole {
				dyn = true
				b.WriteString(`"` + HoleVar + `"`)
				continue
			}
			b.WriteString(p.s)
		}
		e.addShell(b.String(), dyn, "$`...`")
		return val{k: vObj, ref: "pipe"}
	}
	return val{k: vUnknown, t: s.t}
}

// ---- function literals

// funcStart reports a function literal at the cursor.
func (e *eval) funcStart() bool {
	t := e.peek()
	n := e.peekN(1)
	open := n.k == tOp && n.s == "("
	switch e.l {
	case Python:
		return t.k == tIdent && t.s == "lambda"
	case JS:
		return e.jsFuncStart(t, n)
	case Ruby:
		return t.k == tOp && t.s == "->" || t.k == tIdent && (t.s == "lambda" || t.s == "proc") && n.k == tOp && n.s == "{"
	case Perl:
		return t.k == tIdent && t.s == "sub" && n.k == tOp && n.s == "{"
	case PHP:
		return t.k == tIdent && (t.s == "function" || t.s == "fn") && open
	case Lua:
		return t.k == tIdent && t.s == "function" && open
	case R:
		return t.k == tIdent && t.s == "function" && open || t.k == tOp && t.s == "\\" && open
	case Julia:
		return t.k == tIdent && n.k == tOp && n.s == "->" || t.k == tIdent && t.s == "function" && open
	}
	return false
}

// jsFuncStart reports a JavaScript function literal: function, async, x =>, (a, b) =>.
func (e *eval) jsFuncStart(t, n tok) bool {
	if t.k == tIdent && t.s == "async" {
		return n.k == tIdent && n.s == "function" || n.k == tOp && n.s == "(" || n.k == tIdent && e.peekN(2).k == tOp && e.peekN(2).s == "=>"
	}
	if t.k == tIdent && (t.s == "function" || n.k == tOp && n.s == "=>") {
		return true
	}
	return t.k == tOp && t.s == "(" && e.arrowAt(e.i)
}

// closeAt is the index of the token that brings the bracket depth from depth to 0, scanning
// from token i for at most limit tokens; -1 where there is none.
func (e *eval) closeAt(i, depth, limit int) int {
	for j := i; j < len(e.toks) && j < i+limit; j++ {
		b := bracket(e.toks[j])
		if depth += b; b < 0 && depth == 0 {
			return j
		}
	}
	return -1
}

// bracket is 1 for a token that opens a bracket, -1 for one that closes it, else 0.
func bracket(t tok) int {
	if t.k == tOp {
		switch t.s {
		case "(", "[", "{":
			return 1
		case ")", "]", "}":
			return -1
		}
	}
	return 0
}

// opAt reports whether token i is the operator s.
func (e *eval) opAt(i int, s string) bool {
	return i >= 0 && i < len(e.toks) && e.toks[i].k == tOp && e.toks[i].s == s
}

// methodDef reports, at "(", a parameter list followed by a body on the same line: a method
// defined in a class (exec(args) { ... }), not a call.
func (e *eval) methodDef() bool {
	j := e.closeAt(e.i, 0, 256)
	if j < 0 || e.opAt(j+1, ":") {
		return false // none, or a TypeScript return type would follow: rare in calls
	}
	return e.opAt(j+1, "{") && !e.toks[j+1].nl
}

// arrowAt reports a parenthesised parameter list at token i followed by =>.
func (e *eval) arrowAt(i int) bool {
	j := e.closeAt(i, 0, 64)
	return j >= 0 && e.opAt(j+1, "=>")
}

// arrowAfterGroup reports, just inside "(", a parameter list followed by => (JavaScript) or
// -> (julia): the group is a function literal's head.
func (e *eval) arrowAfterGroup() bool {
	if e.l != JS && e.l != Julia {
		return false
	}
	j := e.closeAt(e.i, 1, 64)
	if j < 0 {
		return false
	}
	arrow := e.opAt(j+1, "=>") || e.l == Julia && e.opAt(j+1, "->")
	if !arrow && e.l == JS && e.opAt(j+1, ":") {
		// (a): T => ... (a typed arrow)
		for k := j + 2; k < len(e.toks) && k < j+12 && !arrow; k++ {
			arrow = e.opAt(k, "=>")
		}
	}
	if arrow {
		e.i--
	}
	return arrow
}

// mapEach reads a JavaScript function literal given to .map of a list the code spells out,
// and calls it with each item in turn: the list of what it returns for each ([46, 101].map(c
// => String.fromCharCode(c)) is [".", "e"]). ok is false for any other callback, read as
// funcLit reads it.
func (e *eval) mapEach(fn val) (val, bool) {
	if e.l != JS || fn.k != vRef || lastName(fn.ref) != "map" || fn.self == nil {
		return val{}, false
	}
	l := *fn.self
	if !l.listed() || len(l.items) == 0 || len(l.items) > maxEachItems {
		return val{}, false
	}
	f := e.funcLit(unknown(""))
	return e.eachOf(f, l), true
}

// eachOf is the list of what the code's own function f returns for each item of l, a list the
// code spells out.
func (e *eval) eachOf(f val, l val) val {
	items := make([]val, len(l.items))
	for k, x := range l.items {
		items[k] = e.invoke(f, callArgs{pos: []val{x}})
	}
	return val{k: vList, items: items}
}

// funcLit reads a function literal; its parameters stand for bind, and its body is read.
func (e *eval) funcLit(bind val) val {
	start := e.i
	form := fnLiteral
	if n := e.peekN(1); e.l == Ruby && n.k == tOp && n.s == "{" {
		start, form = e.i+1, fnRubyBlock // lambda { |x| ... }, proc { ... }: a block
	}
	params := e.funcParams()
	e.bindParams(params, bind)
	// An arrow's expression body is what it returns: p.then(f => f.readFile(".env")) resolves
	// to the content, which the next .then(console.log) prints.
	f := e.defined(start, form)
	f.t = e.funcBody().t
	return f
}

// funcParams reads a function literal's header and returns its parameters' names.
func (e *eval) funcParams() []string { return names(e.funcParamSpecs()) }

// namesUntil reads the plain parameter names up to end (a lambda's colon, a block's closing
// bar) and past it: neither form has defaults.
func (e *eval) namesUntil(end string) []param {
	var ps []param
	for !e.eof() && !e.isOp(end) {
		if p := e.peek(); p.k == tIdent {
			ps = append(ps, param{name: p.s, def: -1})
		}
		e.i++
	}
	e.accept(end)
	return ps
}

// funcParamSpecs reads a function literal's header and returns its parameters.
func (e *eval) funcParamSpecs() []param {
	t := e.peek()
	switch {
	case t.k == tIdent && (t.s == "lambda" && e.l == Python):
		e.i++
		return e.namesUntil(":")
	case t.k == tIdent && (t.s == "async"):
		e.i++
		return e.funcParamSpecs()
	case t.k == tIdent && (t.s == "function" || t.s == "fn" || t.s == "sub" || t.s == "lambda" || t.s == "proc"):
		e.i++
		if p := e.peek(); p.k == tIdent && e.l != Perl {
			e.i++ // its name
		}
		var ps []param
		if e.isOp("(") {
			ps = e.paramSpecs()
		}
		if e.l == PHP && e.accept("use") && e.isOp("(") {
			e.paramSpecs()
		}
		return ps
	case t.k == tOp && (t.s == "->" || t.s == "\\"):
		e.i++
		if e.isOp("(") {
			return e.paramSpecs()
		}
		return nil
	case t.k == tOp && t.s == "(":
		return e.paramSpecs()
	case t.k == tIdent:
		e.i++
		return []param{{name: t.s, def: -1}}
	}
	return nil
}

// param is a function's parameter: its name, the token its default value starts at (-1 for
// none), and whether it takes the rest of the arguments (*args, ...rest).
type param struct {
	name string
	def  int
	rest bool
}

// names are the parameters' names.
func names(ps []param) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.name
	}
	return out
}

// paramList reads ( a, b = 1, {c, d}, [e, f] ) and returns the names.
func (e *eval) paramList() []string { return names(e.paramSpecs()) }

// paramSpecs reads ( a, b = 1, *c, {d, e} ) and returns the parameters.
func (e *eval) paramSpecs() []param {
	var ps []param
	e.i++
	depth := 1
	rest := false
	for !e.eof() && depth > 0 {
		t := e.peek()
		e.i++
		switch {
		case bracket(t) != 0:
			depth += bracket(t)
		case t.k == tOp && (t.s == "*" || t.s == "..." || t.s == "**") && depth == 1:
			rest = true
		case t.k == tOp && t.s == ",":
			rest = false // python's bare *: the names after it are keyword-only
		case t.k == tOp && (t.s == "=" || t.s == ":"):
			// a default value or a type: skip to the next comma at this level, noting
			// where a default starts (after a type too: p: str = ".env")
			if t.s == "=" && len(ps) > 0 && depth == 1 {
				ps[len(ps)-1].def = e.i
			}
			e.skipToComma(ps, depth)
		case t.k == tIdent:
			ps = append(ps, param{name: t.s, def: -1, rest: rest && depth == 1})
			rest = false
		}
	}
	return ps
}

// skipToComma passes over a default value or a type in a parameter list, up to the next comma
// at its level, noting in the last of ps a default that follows a type.
func (e *eval) skipToComma(ps []param, depth int) {
	d := 0
	for !e.eof() {
		u := e.peek()
		if d += bracket(u); d < 0 || d == 0 && u.k == tOp && u.s == "," {
			break
		}
		e.i++
		if d == 0 && u.k == tOp && u.s == "=" && len(ps) > 0 && depth == 1 && ps[len(ps)-1].def < 0 {
			ps[len(ps)-1].def = e.i
		}
	}
}

// bindParams binds a callback's parameters: over the environment's entries the first is a
// name and the rest are values.
func (e *eval) bindParams(names []string, bind val) {
	if len(names) == 0 {
		if e.l == Perl {
			e.bind("$_", bind)
		}
		return
	}
	for i, n := range names {
		v := bind
		if bind.k == vList && !bind.alt && bind.elem == nil && len(names) > 1 && i < len(bind.items) {
			v = bind.items[i]
		} else if i == 0 && len(names) > 1 && bind.t.env {
			v = val{k: vUnknown, src: n, t: taint{keys: true}}
		}
		e.bind(n, v)
	}
}

// funcBody reads a function literal's body: a JavaScript expression body's value is what it
// returns, for what a promise resolves to; nothing else is.
func (e *eval) funcBody() val {
	if v, isExpr := e.body(); isExpr && e.l == JS {
		return v
	}
	return val{}
}

// body reads a function's body; isExpr says it is one expression, whose value v is.
func (e *eval) body() (v val, isExpr bool) {
	e.block++
	defer func() { e.block-- }()
	saved := e.nest
	e.nest = 0
	defer func() { e.nest = saved }()
	if e.l == JS && e.isOp(":") {
		// a return type: skip to => or {
		for !e.eof() && !e.isOp("=>") && !e.isOp("{") {
			e.i++
		}
	}
	e.accept("=>")
	if e.l == Julia {
		e.accept("->")
	}
	switch {
	case e.isOp("{"):
		e.i++
		e.stmts("}")
		e.accept("}")
	case e.l == Lua || e.l == Julia && e.peek().nl:
		e.stmts("end")
		e.accept("end")
	default:
		e.nest = saved
		return e.expr(), true
	}
	return val{}, false
}

// rubyBlockAfter reads a block given to a call (do |x| ... end, { |x| ... }).
func (e *eval) rubyBlockAfter(fn val, a callArgs, res val) val {
	t := e.peek()
	if t.k == tIdent && t.s == "do" || t.k == tOp && t.s == "{" && !t.nl {
		return e.rubyBlock(fn, a, res)
	}
	return res
}

// rubyBlock reads a block: its parameters stand for an element of the receiver (each, map)
// or for what the call returns (File.open(p) { |f| ... }).
func (e *eval) rubyBlock(fn val, a callArgs, res val) val {
	start := e.i
	if l, ok := eachList(fn, "each"); ok && e.l == Ruby {
		// [46, 101].each { |c| s << c.chr }: the block for each item in turn
		e.eachItem(l, func() val {
			e.rubyBlockRead(fn, a, res)
			return e.defined(start, fnRubyBlock)
		})
		return l
	}
	v := e.rubyBlockRead(fn, a, res)
	if l, ok := mappedList(fn); ok && e.l == Ruby {
		return e.eachOf(e.defined(start, fnRubyBlock), l) // [46, 101].map { |c| c.chr }
	}
	if r, ok := e.reduced(fn, callArgs{pos: append([]val{e.defined(start, fnRubyBlock)}, a.pos...)}); ok && e.l == Ruby {
		return r // [46, 101].inject("") { |a, c| a + c.chr }
	}
	return v
}

// rubyBlockRead reads a block once, its parameters standing for any element or for what the
// call returns.
func (e *eval) rubyBlockRead(fn val, a callArgs, res val) val {
	brace := e.isOp("{")
	e.i++
	var names []string
	if e.isOp("|") {
		e.i++
		for !e.eof() && !e.isOp("|") {
			if p := e.peek(); p.k == tIdent {
				names = append(names, p.s)
			}
			e.i++
		}
		e.accept("|")
	}
	bind := res
	if fn.k == vRef {
		bind = e.bindFor(fn, e.ruleFor(fn), a)
		if r := e.ruleFor(fn); r != nil && !isIterating(fn.ref) {
			bind = res
		}
	}
	e.bindParams(names, bind)
	e.block++
	saved := e.nest
	e.nest = 0
	if brace {
		e.stmts("}")
		e.accept("}")
	} else {
		e.stmts("end")
		e.accept("end")
	}
	e.nest = saved
	e.block--
	return val{k: vUnknown, t: bind.t}
}

func isIterating(name string) bool { return hasStr(iterating[:], lastName(name)) }

// lastName is a dotted name's last part: the method of "os.path.join", "Path#unlink".
func lastName(name string) string {
	if i := strings.LastIndexAny(name, ".#"); i >= 0 {
		return name[i+1:]
	}
	return name
}

// parenless reports a call written without parentheses: `system "rm -rf /"` (ruby, perl),
// `print x` (python 2), `echo $x` (php).
func (e *eval) parenless(fn val, t tok) bool {
	if fn.k != vRef || strings.HasPrefix(fn.ref, "#") && e.l != Ruby {
		return false
	}
	if t.nl && e.l != Perl && e.l != PHP || !t.sp && t.k == tIdent {
		return false
	}
	return e.parenlessCallee(fn) && e.startsArgument(fn, t)
}

// phpConstructs are php's words that take arguments without parentheses.
var phpConstructs = [...]string{"echo", "print", "require", "include", "require_once", "include_once", "exit", "die"}

// parenlessCallee reports a callee the language lets take its arguments without
// parentheses: any known function in ruby and perl, print and exec in python 2, php's
// language constructs.
func (e *eval) parenlessCallee(fn val) bool {
	switch e.l {
	case Ruby:
		// an unknown bare word followed by a value is a method of the code's own
		return fn.self != nil || e.ruleFor(fn) != nil || strings.Contains(fn.ref, ".")
	case Perl:
		return true
	case Python:
		return fn.ref == "print" || fn.ref == "exec"
	case PHP:
		return hasStr(phpConstructs[:], fn.ref)
	}
	return false
}

// notArguments are the words after which no argument list begins.
var notArguments = [...]string{"if", "unless", "while", "until", "and", "or", "xor", "not", "for", "foreach", "do", "then",
	"end", "rescue", "in", "eq", "ne", "lt", "gt", "le", "ge", "cmp", "x", "else", "elsif", "when"}

// startsArgument reports a token that begins a call's first argument without parentheses.
func (e *eval) startsArgument(fn val, t tok) bool {
	switch t.k {
	case tStr, tCmd, tWords, tNum, tGlob, tHole:
		return true
	case tIdent:
		return !hasStr(notArguments[:], t.s)
	case tOp:
		switch t.s {
		case "[", "\\", "$", "@", "%", "::":
			return t.sp && (e.l == Perl || t.s == "[" && e.l == Ruby && e.ruleFor(fn) != nil || t.s == "::")
		case "{":
			return e.l == Perl && (fn.ref == "print" || fn.ref == "system" || fn.ref == "exec" || fn.ref == "say" || fn.ref == "printf")
		case "-":
			n := e.peekN(1)
			return e.l == Perl && !n.sp && n.k == tIdent
		}
	}
	return false
}
