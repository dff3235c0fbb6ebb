package code

import (
	"strconv"
	"strings"
)

// keyword reads a statement that begins with a keyword of the language: an import, a
// declaration, a loop that binds a name, a function's header. It reports false for a word
// that begins an expression.
func (e *eval) keyword(t tok) bool {
	switch e.l {
	case Python:
		return e.pyKeyword(t.s)
	case JS:
		return e.jsKeyword(t.s)
	case Ruby:
		return e.rubyKeyword(t.s)
	case Perl:
		return e.perlKeyword(t.s)
	case PHP:
		return e.phpKeyword(t.s)
	case Lua:
		return e.luaKeyword(t.s)
	case R:
		return e.rKeyword(t.s)
	case Julia:
		return e.juliaKeyword(t.s)
	}
	return false
}

// condition reads a control statement's keyword and its condition, which is not shown.
func (e *eval) condition() bool {
	ret := e.peek().s == "return"
	e.i++
	if !e.ends(e.peek()) && !(ret && (e.isOp(";") || e.isOp("}"))) {
		v := e.expr()
		if ret {
			e.returned(v)
		}
	}
	return true
}

// skipWord passes over a keyword that has no value of its own.
func (e *eval) skipWord() bool {
	e.i++
	return true
}

// ---- python

func (e *eval) pyKeyword(s string) bool {
	switch s {
	case "import":
		e.i++
		for !e.eof() && !e.ends(e.peek()) && !e.isOp(";") {
			name := e.dotted()
			if name == "" {
				e.i++
				continue
			}
			as := ""
			if e.accept("as") {
				as = e.peek().s
				e.i++
			}
			e.pyImport(name)
			if as != "" {
				e.bind(as, e.refValue(canon(Python, name)))
			} else {
				top, _, _ := strings.Cut(name, ".")
				e.bind(top, e.refValue(canon(Python, top)))
			}
			e.accept(",")
		}
		return true
	case "from":
		e.i++
		mod := e.dotted()
		if !e.accept("import") {
			return true
		}
		e.pyImport(mod)
		e.accept("(")
		for !e.eof() && !e.ends(e.peek()) && !e.isOp(";") && !e.isOp(")") {
			t := e.peek()
			e.i++
			switch {
			case t.k == tOp && t.s == "*":
				e.addStar(canon(Python, mod))
			case t.k == tIdent:
				as := t.s
				if e.accept("as") {
					as = e.peek().s
					e.i++
				}
				e.bind(as, e.refValue(canon(Python, mod+"."+t.s)))
			}
			e.accept(",")
		}
		e.accept(")")
		return true
	case "def", "class":
		e.i++
		if n := e.peek(); n.k == tIdent {
			e.vars[n.s] = val{k: vFunc}
			e.i++
			if s == "def" && e.isOp("(") {
				at := e.i
				e.vars[n.s] = e.defined(at, fnPyDef)
				if e.frame != nil {
					// a def inside a called body: its own body runs when it is called,
					// and what it returns is not the caller's
					e.paramSpecs()
					e.pyBodyStart()
					e.i = e.pyBodyEnd(at)
					return true
				}
			}
			if s == "class" {
				e.classBase(n.s)
			}
		}
		if e.isOp("(") {
			e.params(s == "def")
		}
		return true
	case "for":
		at := e.i
		e.i++
		names := e.targets()
		e.noIf = false
		it := e.expr()
		if e.isOp(":") {
			colon := e.i
			e.i++
			if e.unroll(names, it, e.pyBodyEnd(at)) {
				return true
			}
			e.i = colon
		}
		e.bindAll(names, elemOf(it))
		return true
	case "with":
		e.i++
		for !e.eof() && !e.isOp(":") {
			v := e.expr()
			if e.accept("as") {
				if n := e.peek(); n.k == tIdent {
					e.bind(n.s, v)
					e.i++
				}
			}
			if !e.accept(",") {
				break
			}
		}
		return true
	case "if", "elif", "while", "assert", "return", "raise", "del", "yield", "except":
		return e.condition()
	case "else", "try", "finally", "pass", "break", "continue", "global", "nonlocal", "async":
		if s == "global" || s == "nonlocal" {
			e.i++
			for e.peek().k == tIdent || e.isOp(",") {
				e.i++
			}
			return true
		}
		return e.skipWord()
	}
	return false
}

// classBase binds a class whose first base is a file-serving request handler to that handler:
// `class H(SimpleHTTPRequestHandler)` serves files as its base does (serve). Other classes
// stay the code's own functions.
func (e *eval) classBase(name string) {
	if !e.isOp("(") || e.peekN(1).k != tIdent {
		return
	}
	i := e.i
	e.i++
	b := e.expr()
	e.i = i
	if r := e.ruleFor(b); r != nil && r.do == aServe {
		e.vars[name] = b
	}
}

// funcDecl reads a named function's header after its keyword (function NAME(PARAMS)): NAME is
// a function of the code's own from here on and, with bind, each parameter a value only known
// when it is called. It reports false where no name follows (a function literal).
func (e *eval) funcDecl(bind bool) bool {
	n := e.peekN(1)
	if n.k != tIdent {
		return false
	}
	e.i += 2
	e.vars[n.s] = e.defined(e.i, fnDecl)
	if e.isOp("(") {
		e.params(bind)
	}
	return true
}

// params reads a function's parameter list: each parameter is a value only known when the
// function is called, whatever a global of the same name holds.
func (e *eval) params(bind bool) {
	names := e.paramList()
	if !bind {
		return
	}
	for _, n := range names {
		if n != "self" && n != "cls" {
			e.bind(n, val{k: vUnknown, src: n})
		}
	}
}

// pyPreloaded are the modules Python has built in or loaded before the code's first import
// runs, which a file of the same name cannot shadow. Any other import may be a file of the
// project (a json.py or shutil.py beside the code shadows the standard library's, as the
// code's directory is first on sys.path), which runs when imported; the loader follows it
// only where the file is there.
var pyPreloaded = [...]string{"_io", "_signal", "_thread", "abc", "atexit", "builtins", "codecs", "encodings", "errno",
	"gc", "genericpath", "io", "itertools", "marshal", "os", "posix", "posixpath", "pwd", "site", "stat", "sys",
	"time", "zipimport"}

// pyImport records an import of a module that may be a file of the project.
func (e *eval) pyImport(name string) {
	top, _, _ := strings.Cut(name, ".")
	if top == "" {
		return
	}
	if hasStr(pyPreloaded[:], top) {
		return
	}
	e.out.add(Fact{Kind: Load, Text: name, Class: "module", Call: "import"})
}

// dotted reads a dotted name (os.path).
func (e *eval) dotted() string {
	var b strings.Builder
	for {
		t := e.peek()
		if t.k == tOp && t.s == "." {
			b.WriteByte('.')
			e.i++
			continue
		}
		if t.k != tIdent {
			break
		}
		b.WriteString(t.s)
		e.i++
		if !e.isOp(".") {
			break
		}
	}
	return strings.TrimLeft(b.String(), ".")
}

// targets reads a loop's target names up to the word in (for a, (b, c) in ...).
func (e *eval) targets() []string {
	var names []string
	for !e.eof() {
		t := e.peek()
		if t.k == tIdent && t.s == "in" || e.ends(t) && len(names) > 0 {
			break
		}
		e.i++
		if t.k == tIdent && !isDecl(t.s) {
			names = append(names, t.s)
		}
	}
	e.accept("in")
	return names
}

func isDecl(s string) bool {
	return s == "const" || s == "let" || s == "var" || s == "my" || s == "our" || s == "local"
}

// maxEachItems bounds the items of a list a comprehension's expression is read for one by one.
const maxEachItems = 256

// comprehension reads a python comprehension after its opening bracket: the iterable is read
// first, so that the loop's names stand for its elements in the expression before it.
func (e *eval) comprehension(close string, consume bool) (val, bool) {
	start := e.i
	depth := 0
	at := -1
	for j := e.i; j < len(e.toks); j++ {
		t := e.toks[j]
		if depth += bracket(t); depth < 0 || depth == 0 && !consume && t.k == tOp && t.s == "," {
			break
		}
		if depth == 0 && t.k == tIdent && t.s == "for" {
			at = j
			break
		}
	}
	if at < 0 {
		return val{}, false
	}
	e.nest++
	defer func() { e.nest-- }()
	e.i = at
	var elem, it val
	var names []string
	fors, filtered := 0, false
	for e.accept("for") {
		fors++
		names = e.targets()
		e.noIf = true
		it = e.expr()
		e.noIf = false
		elem = elemOf(it)
		e.bindAll(names, elem)
		for e.accept("if") {
			filtered = true
			e.noIf = true
			e.expr()
			e.noIf = false
		}
	}
	end := e.i
	if close != "}" && fors == 1 && !filtered && it.listed() && len(it.items) > 1 && len(it.items) <= maxEachItems {
		// One loop over a list the code spells out, unfiltered: the value of each item, in
		// order (''.join(chr(c) for c in [46, 101, 110, 118]) spells .env).
		items := make([]val, len(it.items))
		for k, x := range it.items {
			x.t = x.t.with(it.t)
			e.bindAll(names, x)
			e.i = start
			items[k] = e.expr()
		}
		e.i = end
		for !e.eof() && !e.isOp(close) {
			e.i++
		}
		if consume {
			e.accept(close)
		}
		return val{k: vList, items: items}, true
	}
	e.i = start
	v := e.expr()
	if e.isOp(":") {
		e.i++
		v = e.expr()
	}
	e.i = end
	for !e.eof() && !e.isOp(close) {
		e.i++
	}
	if consume {
		e.accept(close)
	}
	return val{k: vList, elem: &v, t: v.t}, true
}

// ---- javascript

func (e *eval) jsKeyword(s string) bool {
	switch s {
	case "import":
		if n := e.peekN(1); n.k == tOp && (n.s == "(" || n.s == ".") {
			return false
		}
		e.jsImport()
		return true
	case "export":
		e.i++
		e.accept("default")
		return true
	case "const", "let", "var":
		e.i++
		e.jsDecl()
		return true
	case "function", "class":
		return e.funcDecl(s == "function")
	case "for":
		e.i++
		e.accept("await")
		if !e.accept("(") {
			return true
		}
		e.accept("const")
		e.accept("let")
		e.accept("var")
		var names []string
		j := e.i
		depth := 0
		for ; j < len(e.toks); j++ {
			t := e.toks[j]
			if depth += bracket(t); depth < 0 {
				break
			}
			if t.k == tOp && t.s == ";" {
				return true // for (;;)
			}
			if depth == 0 && t.k == tIdent && (t.s == "of" || t.s == "in") {
				break
			}
			if t.k == tIdent {
				names = append(names, t.s)
			}
		}
		if j >= len(e.toks) || e.toks[j].k != tIdent {
			return true
		}
		of := e.toks[j].s == "of"
		e.i = j + 1
		e.nest++
		it := e.expr()
		e.nest--
		e.accept(")")
		if of && e.unroll(names, it, e.jsBodyEnd()) {
			return true
		}
		if of {
			e.bindAll(names, elemOf(it))
		} else {
			e.bindAll(names, val{k: vUnknown, t: taint{keys: true}})
		}
		return true
	case "if", "while", "switch", "return", "throw", "case", "catch", "with":
		return e.condition()
	case "else", "do", "try", "finally", "break", "continue", "default", "async", "static", "public", "private",
		"declare", "readonly", "abstract", "interface", "type", "enum", "namespace", "module":
		if s == "type" || s == "interface" {
			if n := e.peekN(1); n.k == tIdent && n.nl == false {
				// a type declaration: skip to its end
				e.i += 2
				return true
			}
		}
		return e.skipWord()
	}
	return false
}

// jsImport reads an import declaration.
func (e *eval) jsImport() {
	e.i++
	e.accept("type")
	var binds [][2]string // local name, member ("" for the module, "*" for the namespace)
	for !e.eof() {
		t := e.peek()
		if t.k == tStr {
			break
		}
		if t.k == tIdent && t.s == "from" {
			e.i++
			continue
		}
		switch {
		case t.k == tOp && t.s == "*":
			e.i++
			e.accept("as")
			if n := e.peek(); n.k == tIdent {
				binds = append(binds, [2]string{n.s, ""})
				e.i++
			}
		case t.k == tOp && t.s == "{":
			e.i++
			for !e.eof() && !e.isOp("}") {
				n := e.peek()
				e.i++
				if n.k != tIdent && n.k != tStr {
					continue
				}
				name := n.s
				if n.k == tStr {
					name, _ = e.strVal(n).lit()
				}
				local := name
				if e.accept("as") {
					local = e.peek().s
					e.i++
				}
				if name != "type" {
					binds = append(binds, [2]string{local, name})
				}
			}
			e.accept("}")
		case t.k == tIdent:
			binds = append(binds, [2]string{t.s, ""})
			e.i++
		default:
			e.i++
		}
		if t.nl && len(binds) == 0 && t.k != tOp {
			break
		}
	}
	t := e.peek()
	if t.k != tStr {
		return
	}
	e.i++
	mod, ok := e.strVal(t).lit()
	if !ok {
		return
	}
	e.load(str(mod), "node", "import")
	m := canon(JS, modName(mod))
	for _, b := range binds {
		if b[1] == "" {
			e.bind(b[0], e.refValue(m))
			continue
		}
		e.bind(b[0], e.member(ref(m), b[1]))
	}
}

// jsDecl reads declarators: x = v, {a, b: c} = v, [a, b] = v.
func (e *eval) jsDecl() {
	for !e.eof() {
		t := e.peek()
		switch {
		case t.k == tIdent:
			e.i++
			e.skipType()
			if e.accept("=") {
				e.bind(t.s, e.expr())
			}
		case t.k == tOp && (t.s == "{" || t.s == "["):
			pattern := e.pattern()
			e.skipType()
			if e.accept("=") {
				v := e.expr()
				e.destructure(pattern, v)
			}
		default:
			return
		}
		if !e.accept(",") {
			return
		}
	}
}

// skipType passes over a TypeScript annotation (x: string).
func (e *eval) skipType() {
	if !e.isOp(":") {
		return
	}
	depth := 0
	for !e.eof() {
		t := e.peek()
		if t.k == tOp {
			switch t.s {
			case "<", "(", "[", "{":
				depth++
			case ">", ")", "]", "}":
				depth--
			case "=", ",", ";":
				if depth <= 0 {
					return
				}
			}
		}
		e.i++
	}
}

// binding is one name of a destructuring pattern: the member it takes (or the index).
type binding struct {
	local, member string
	index         int
}

// pattern reads a destructuring pattern: {a, b: c, ...rest} or [a, b].
func (e *eval) pattern() []binding {
	open := e.peek().s
	close := "}"
	if open == "[" {
		close = "]"
	}
	e.i++
	var out []binding
	idx := 0
	for !e.eof() && !e.isOp(close) {
		t := e.peek()
		e.i++
		switch {
		case t.k == tOp && t.s == ",":
			idx++
		case t.k == tIdent && open == "{" && e.isOp(":"):
			e.i++
			if n := e.peek(); n.k == tIdent {
				out = append(out, binding{local: n.s, member: t.s})
				e.i++
			}
		case t.k == tIdent:
			out = append(out, binding{local: t.s, member: t.s, index: idx})
			if open == "[" {
				out[len(out)-1].member = ""
			}
			if e.isOp("=") {
				e.i++
				e.expr()
			}
		}
	}
	e.accept(close)
	return out
}

func (e *eval) destructure(p []binding, v val) {
	for _, b := range p {
		if b.member != "" {
			e.bind(b.local, e.member(v, b.member))
			continue
		}
		e.bind(b.local, e.indexBy(v, val{k: vNum, num: strconv.Itoa(b.index)}))
	}
}

// ---- ruby

func (e *eval) rubyKeyword(s string) bool {
	switch s {
	case "include", "extend":
		e.i++
		for e.peek().k == tIdent {
			name := e.peek().s
			e.i++
			for e.accept("::") {
				name += "." + e.peek().s
				e.i++
			}
			e.addStar(name)
			if !e.accept(",") {
				break
			}
		}
		return true
	case "def":
		e.i++
		if n := e.peek(); n.k == tIdent {
			e.i++
			if e.accept(".") {
				n = e.peek()
				e.i++
			}
			e.vars[n.s] = e.defined(e.i, fnRubyDef)
		}
		if e.isOp("(") {
			e.params(true)
		}
		return true
	case "class", "module":
		e.i++
		for !e.eof() && !e.peek().nl && !e.isOp(";") {
			e.i++
		}
		return true
	case "for":
		e.i++
		names := e.targets()
		it := e.expr()
		e.bindAll(names, elemOf(it))
		return true
	case "if", "unless", "while", "until", "elsif", "when", "case", "return", "raise":
		return e.condition()
	case "else", "end", "begin", "rescue", "ensure", "then", "do", "break", "next", "redo", "retry":
		return e.skipWord()
	}
	return false
}

// ---- perl

func (e *eval) perlKeyword(s string) bool {
	e.perlModifier()
	switch s {
	case "use", "no":
		return e.perlUse(s)
	case "require", "package":
		if n := e.peekN(1); s == "require" && n.k == tStr {
			e.i++
			e.load(e.strVal(n), "", "require")
		}
		e.skipStatement()
		return true
	case "sub":
		if n := e.peekN(1); n.k == tIdent {
			e.i += 2
			e.vars[n.s] = e.defined(e.i, fnPerlSub)
			return true
		}
		return false
	case "for", "foreach":
		return e.perlFor()
	case "if", "unless", "while", "until", "elsif", "return", "die", "warn":
		if s == "die" || s == "warn" {
			return false
		}
		return e.condition()
	case "else", "do", "last", "next", "redo", "BEGIN", "END", "eval":
		if n := e.peekN(1); s == "do" && (n.k == tStr || n.k == tOp && n.s == "(" && e.peekN(2).k == tStr) {
			return false // do FILE runs a file of code
		}
		if s == "eval" {
			if n := e.peekN(1); !(n.k == tOp && n.s == "{") {
				return false
			}
		}
		return e.skipWord()
	}
	return false
}

// perlUse reads use MODULE LIST (the names it imports, or all it exports) and no MODULE.
func (e *eval) perlUse(s string) bool {
	e.i++
	mod := e.peek()
	if mod.k != tIdent {
		return true
	}
	e.i++
	name := strings.ReplaceAll(mod.s, "::", ".")
	for e.accept("::") {
		name += "." + e.peek().s
		e.i++
	}
	if s == "no" {
		e.skipStatement()
		return true
	}
	imported := false
	for !e.eof() && !e.isOp(";") {
		t := e.peek()
		e.i++
		switch t.k {
		case tWords, tStr:
			v := e.words(t)
			for _, w := range v.items {
				if n, ok := w.lit(); ok && n != "" && isName(strings.TrimLeft(n, ":&")) {
					n = strings.TrimLeft(n, "&")
					imported = true
					if n == ":all" || n == ":ALL" || strings.HasPrefix(n, ":") {
						e.addStar(name)
						continue
					}
					e.bind(n, e.refValue(name+"."+n))
				}
			}
		}
	}
	if !imported {
		e.addStar(name)
	}
	return true
}

// perlFor reads foreach my $x (LIST), for (LIST) and for LIST: the loop's variable (or $_)
// stands for an element of the list; a C-style loop binds nothing.
func (e *eval) perlFor() bool {
	e.i++
	name := "$_"
	if e.accept("my") || e.accept("our") || e.accept("local") {
		if n := e.peek(); n.k == tIdent {
			name = n.s
			e.i++
		}
	} else if n := e.peek(); n.k == tIdent && strings.HasPrefix(n.s, "$") {
		name = n.s
		e.i++
	}
	if !e.isOp("(") {
		v := e.expr()
		for e.accept(",") {
			e.expr()
		}
		e.bind(name, perlElem(v))
		return true
	}
	// a C-style loop has semicolons in its parentheses
	if e.parenHas(";") {
		return e.skipWord()
	}
	e.i++
	e.nest++
	var items []val
	for !e.eof() && !e.isOp(")") {
		st := e.i
		v := e.expr()
		if v.k == vList && v.elem == nil && !v.alt {
			items = append(items, v.items...)
		} else {
			items = append(items, v)
		}
		e.accept(",")
		if e.i == st {
			e.i++
		}
	}
	e.nest--
	e.accept(")")
	if len(items) == 1 {
		e.bind(name, perlElem(items[0]))
	} else {
		e.bind(name, perlElem(val{k: vList, items: items}))
	}
	return true
}

// entryOf is an element of v where a loop over the environment walks its entries (php's
// foreach ($_ENV as $k => $v), julia's for (k, v) in ENV): names and values.
func entryOf(v val) val {
	if v.k == vObj && v.ref == "env" {
		return val{k: vUnknown, t: taint{env: true}}
	}
	return elemOf(v)
}

// perlElem is an element of a perl list: a hash in a list is its keys and its values.
func perlElem(v val) val {
	if v.k == vObj && v.ref == "env" {
		return val{k: vUnknown, src: "item", t: taint{env: true}}
	}
	return elemOf(v)
}

// perlModifier reads a statement modifier loop first (print "$_\n" for keys %ENV): its
// list binds $_ for the statement before it.
func (e *eval) perlModifier() {
	if e.i > 0 {
		p := e.toks[e.i-1]
		if !(p.k == tOp && (p.s == ";" || p.s == "{" || p.s == "}")) {
			return
		}
	}
	depth := 0
	for j := e.i + 1; j < len(e.toks) && j < e.i+256; j++ {
		t := e.toks[j]
		if depth += bracket(t); depth < 0 || depth == 0 && t.k == tOp && t.s == ";" {
			return
		}
		if depth == 0 && t.k == tIdent && (t.s == "for" || t.s == "foreach" || t.s == "while" || t.s == "until") {
			save := e.i
			e.i = j + 1
			v := e.expr()
			if t.s == "for" || t.s == "foreach" {
				e.bind("$_", perlElem(v))
			}
			e.i = save
			return
		}
	}
}

// perlMap reads map { BLOCK } LIST (and grep, sort) after its word: the list first, so that
// $_ stands for its elements; the block's value is what each element becomes.
func (e *eval) perlMap(word string) val {
	open := e.i
	e.skipBalanced("{", "}")
	list := e.perlList()
	end := e.i
	if word == "map" {
		if items, ok := eachItems(list); ok {
			// A list the code spells out: the block's last value for each item in turn
			// (map { chr } 46, 101).
			out := make([]val, len(items))
			for k, x := range items {
				e.bind("$_", x)
				e.i = open + 1
				for !e.eof() && !e.isOp("}") {
					out[k] = e.step()
				}
			}
			e.i = end
			return val{k: vList, items: out}
		}
	}
	e.bind("$_", elemOf(list))
	e.i = open + 1
	var t taint
	for !e.eof() && !e.isOp("}") {
		t = t.with(e.held(e.step(), 0))
	}
	e.i = end
	if word != "map" {
		return list
	}
	el := val{k: vUnknown, src: "item", t: t}
	return val{k: vList, elem: &el, t: t}
}

// perlMapExpr reads map EXPR, LIST (and map(EXPR, LIST)): EXPR's value for each item of a list
// the code spells out, with $_ the item; else a list of what EXPR makes of an item.
func (e *eval) perlMapExpr() val {
	paren := e.accept("(")
	start := e.i
	e.bind("$_", val{k: vUnknown, src: "$_"})
	e.nest++
	one := e.expr()
	e.nest--
	if !e.accept(",") {
		return val{k: vUnknown, t: one.t}
	}
	list := e.perlList()
	if paren {
		e.accept(")")
	}
	end := e.i
	items, ok := eachItems(list)
	if !ok {
		el := val{k: vUnknown, src: "item", t: one.t}
		return val{k: vList, elem: &el, t: one.t}
	}
	out := make([]val, len(items))
	for k, x := range items {
		e.bind("$_", x)
		e.i = start
		e.nest++
		out[k] = e.expr()
		e.nest--
	}
	e.i = end
	return val{k: vList, items: out}
}

// perlList reads a list's comma-separated values (perl flattens lists into one) as one list:
// unknown where there is none.
func (e *eval) perlList() val {
	if e.eof() || e.isOp(";") || e.isOp(")") {
		return val{k: vUnknown}
	}
	first := e.expr()
	if !e.isOp(",") {
		return first
	}
	items := flat(nil, first)
	for e.accept(",") {
		if e.eof() || e.isOp(";") || e.isOp(")") {
			break
		}
		items = flat(items, e.expr())
	}
	return val{k: vList, items: items}
}

// flat is items with v added: a listed list's items, or v.
func flat(items []val, v val) []val {
	if v.listed() {
		return append(items, v.items...)
	}
	return append(items, v)
}

// eachItems are the items of a list the code spells out, where there are few enough to read
// code once for each.
func eachItems(l val) ([]val, bool) {
	return l.items, l.listed() && len(l.items) > 0 && len(l.items) <= maxEachItems
}

// parenHas reports whether the parenthesis at the cursor holds tok s at its own level.
func (e *eval) parenHas(s string) bool {
	depth := 0
	for j := e.i; j < len(e.toks); j++ {
		t := e.toks[j]
		b := bracket(t)
		switch depth += b; {
		case b < 0 && depth == 0:
			return false
		case b == 0 && depth == 1 && t.k == tOp && t.s == s:
			return true
		}
	}
	return false
}

// skipStatement passes over everything to the next semicolon.
func (e *eval) skipStatement() {
	for !e.eof() && !e.isOp(";") {
		e.i++
	}
}

// ---- php

func (e *eval) phpKeyword(s string) bool {
	switch strings.ToLower(s) {
	case "function":
		return e.funcDecl(true)
	case "foreach":
		e.i++
		e.accept("(")
		e.nest++
		it := e.expr()
		var names []string
		if e.accept("as") {
			for !e.eof() && !e.isOp(")") {
				if t := e.peek(); t.k == tIdent {
					names = append(names, t.s)
				}
				e.i++
			}
		}
		e.nest--
		e.accept(")")
		e.bindAll(names, entryOf(it))
		return true
	case "use", "namespace":
		e.skipStatement()
		return true
	case "if", "elseif", "while", "switch", "return", "case", "catch":
		return e.condition()
	case "else", "do", "try", "finally", "break", "continue", "default", "global", "static", "public", "private",
		"protected", "abstract", "final", "class", "interface", "trait", "declare":
		if s == "class" || s == "interface" || s == "trait" {
			for !e.eof() && !e.isOp("{") {
				e.i++
			}
			return true
		}
		return e.skipWord()
	}
	return false
}

// ---- lua

func (e *eval) luaKeyword(s string) bool {
	switch s {
	case "local":
		e.i++
		if e.isWord("function") {
			return e.luaKeyword("function")
		}
		var names []string
		for e.peek().k == tIdent {
			names = append(names, e.peek().s)
			e.i++
			if e.isOp("<") { // <const>, <close>
				e.i += 3
			}
			if !e.accept(",") {
				break
			}
		}
		if e.accept("=") {
			v := e.expr()
			if e.isOp(",") {
				items := []val{v}
				for e.accept(",") {
					items = append(items, e.expr())
				}
				v = val{k: vList, items: items}
				e.bindAll(names, v)
				return true
			}
			e.bindAll(names, v)
		}
		return true
	case "function":
		if n := e.peekN(1); n.k == tIdent {
			e.i += 2
			name := n.s
			for e.isOp(".") || e.isOp(":") {
				e.i++
				name += "." + e.peek().s
				e.i++
			}
			e.vars[name] = val{k: vFunc}
			if e.isOp("(") {
				e.params(true)
			}
			return true
		}
		return false
	case "for":
		e.i++
		names := e.targets()
		if len(names) > 0 && e.toks[e.i-1].s != "in" {
			return true // a numeric loop
		}
		it := e.expr()
		x := elemOf(it)
		if it.t.env {
			x = val{k: vUnknown, t: taint{env: true}}
		}
		e.bindAll(names, x)
		return true
	case "if", "elseif", "while", "until", "return":
		return e.condition()
	case "then", "else", "do", "end", "repeat", "break", "goto":
		return e.skipWord()
	}
	return false
}

// ---- R

func (e *eval) rKeyword(s string) bool {
	switch s {
	case "for":
		e.i++
		e.accept("(")
		var name string
		if t := e.peek(); t.k == tIdent {
			name = t.s
			e.i++
		}
		e.accept("in")
		e.nest++
		it := e.expr()
		e.nest--
		e.accept(")")
		e.bind(name, elemOf(it))
		return true
	case "if", "while", "return":
		return e.condition()
	case "else", "repeat", "break", "next":
		return e.skipWord()
	}
	return false
}

// ---- julia

func (e *eval) juliaKeyword(s string) bool {
	switch s {
	case "using", "import":
		e.i++
		for !e.eof() && !e.peek().nl {
			e.i++
		}
		return true
	case "function", "macro", "struct":
		return e.funcDecl(s == "function")
	case "for":
		e.i++
		var names []string
		for !e.eof() && !e.isWord("in") && !e.isOp("=") && !e.isOp("∈") && !e.peek().nl {
			if t := e.peek(); t.k == tIdent {
				names = append(names, t.s)
			}
			e.i++
		}
		e.i++
		it := e.expr()
		e.bindAll(names, entryOf(it)) // julia iterates ENV's pairs
		return true
	case "if", "elseif", "while", "return":
		return e.condition()
	case "else", "end", "begin", "let", "try", "catch", "finally", "do", "const", "global", "local", "break", "continue":
		return e.skipWord()
	}
	return false
}

// addStar records a module whose names are all imported from here on. A rule found for a
// bare name before it (memo) may be wrong after it: `system` is nothing of the code's until
// `from os import *` makes it os.system.
func (e *eval) addStar(name string) {
	e.star = append(e.star, name)
	clear(e.memo)
}

// ---- names

// alias is a name that is another's in one language (or in all, Lang 0).
type alias struct {
	l        Lang
	from, to string
}

// aliases are module names that are another's: posix is os, fs/promises is fs.
var aliases = [...]alias{
	{Python, "posix", "os"},
	{Python, "nt", "os"},
	{Python, "pathlib.PosixPath", "pathlib.Path"},
	{Python, "pathlib.WindowsPath", "pathlib.Path"},
	{Python, "pathlib.PurePath", "pathlib.Path"},
	{Python, "pathlib.PurePosixPath", "pathlib.Path"},
	{Python, "posixpath", "os.path"},
	{Python, "ntpath", "os.path"},
	{Python, "builtins.exec", "exec"},
	{Python, "builtins.eval", "eval"},
	{Python, "builtins.open", "open"},
	{Python, "builtins.print", "print"},
	{Python, "__builtins__.exec", "exec"},
	{Python, "__builtins__.eval", "eval"},
	{Python, "__builtins__.open", "open"},
	{Python, "__builtins__.__import__", "__import__"},
	{Python, "io.open", "open"},
	{JS, "fs.promises", "fs"},
	{JS, "fs-extra", "fs"},
	{JS, "fse", "fs"},
	{JS, "child_process.promises", "child_process"},
	{JS, "globalThis.process", "process"},
	{JS, "global.process", "process"},
	{JS, "window.process", "process"},
	{JS, "globalThis.require", "require"},
	{JS, "module.require", "require"},
	{JS, "process.mainModule.require", "require"},
	{Ruby, "Kernel.system", "system"},
	{Ruby, "Kernel.exec", "exec"},
	{Ruby, "Kernel.spawn", "spawn"},
	{Ruby, "Kernel.open", "open"},
	{Ruby, "Kernel.puts", "puts"},
	{Ruby, "Kernel.print", "print"},
	{Ruby, "Kernel.p", "p"},
	{Ruby, "Kernel.eval", "eval"},
	{Ruby, "Process.spawn", "spawn"},
	{Ruby, "Process.exec", "exec"},
	{Ruby, "Kernel.`", "`"},
	{Perl, "CORE.GLOBAL.system", "system"},
	{Perl, "CORE.system", "system"},
	{Perl, "CORE.exec", "exec"},
	{Perl, "CORE.unlink", "unlink"},
	{Perl, "CORE.open", "open"},
	{Perl, "CORE.print", "print"},
	{R, "base.unlink", "unlink"},
	{R, "base.system", "system"},
	{R, "base.system2", "system2"},
	{R, "base.file.remove", "file.remove"},
	{R, "base.eval", "eval"},
	{R, "base.parse", "parse"},
	{Julia, "Base.run", "run"},
	{Julia, "Base.rm", "rm"},
	{Julia, "Base.ENV", "ENV"},
	{Julia, "Base.Filesystem.rm", "rm"},
}

// canon is the canonical name of a dotted name: its longest aliased prefix replaced.
func canon(l Lang, name string) string {
	if l == Ruby || l == Perl || l == PHP {
		name = strings.ReplaceAll(name, "::", ".")
	}
	for _, a := range aliases {
		if a.l != l {
			continue
		}
		if name == a.from {
			return a.to
		}
		if strings.HasPrefix(name, a.from) && len(name) > len(a.from) && name[len(a.from)] == '.' {
			return a.to + name[len(a.from):]
		}
	}
	return name
}

// isEnvRef reports a name that is the process environment as a whole.
func isEnvRef(l Lang, name string) bool {
	switch l {
	case Python:
		return name == "os.environ" || name == "os.environb"
	case JS:
		return name == "process.env" || name == "Bun.env" || name == "import.meta.env"
	case Ruby:
		return name == "ENV"
	case Perl:
		return name == "%ENV" || name == "$ENV" || name == "ENV"
	case PHP:
		return name == "$_ENV" || name == "$_SERVER" || name == "$GLOBALS"
	case Awk:
		return name == "ENVIRON"
	case Julia:
		return name == "ENV"
	}
	return false
}

// argvRef reports a name that is the code's argument list, and the index its first
// argument has in it.
func argvRef(l Lang, name string) (int, bool) {
	switch l {
	case Python:
		return 1, name == "sys.argv"
	case JS:
		if name == "Deno.args" {
			return 0, true
		}
		return 2, name == "process.argv" || name == "Bun.argv"
	case Ruby:
		return 0, name == "ARGV"
	case Perl:
		return 0, name == "@ARGV"
	case PHP:
		return 1, name == "$argv" || name == "$_SERVER.argv"
	case Lua:
		return 1, name == "arg"
	case Julia:
		return 1, name == "ARGS"
	}
	return 0, false
}
