package code

import "strings"

// sexp is a form of Clojure, Racket, Scheme or Common Lisp: a list, a vector, a string or a
// symbol (numbers and keywords are symbols here).
type sexp struct {
	k     byte // '(' list, '[' vector or quoted list, 's' string, 'y' symbol
	s     string
	v     fval // 's'
	items []sexp
}

// lreader reads the calls of the lisps.
type lreader struct {
	l   Lang
	src string
	i   int
	env map[string]fval
	out *Facts
	n   int
}

// lispCode reads src, code of l, and adds what its calls do to out.
func lispCode(l Lang, src string, out *Facts) {
	r := &lreader{l: l, src: src, out: out}
	for r.i < len(r.src) && r.n < maxSteps {
		start := r.i
		f, ok := r.form(0)
		if ok {
			r.walk(f, 0)
		}
		if r.i == start {
			r.i++
		}
	}
}

// form reads one form at r.i; false at the end or at a closing bracket.
func (r *lreader) form(depth int) (sexp, bool) {
	r.space()
	if r.i >= len(r.src) || depth > maxNest {
		return sexp{}, false
	}
	r.n++
	c := r.src[r.i]
	switch {
	case c == '(' || c == '[' || c == '{':
		r.i++
		return r.list(c, depth), true
	case c == ')' || c == ']' || c == '}':
		return sexp{}, false
	case c == '"':
		v, n := lstring(r.src[r.i:])
		r.i += n
		return sexp{k: 's', v: v}, true
	case c == '\'' || c == '`' || c == '#' && r.i+1 < len(r.src) && strings.IndexByte("'`(pP", r.src[r.i+1]) >= 0:
		// a quoted form: '(a b) is a list of its items; #p"x" (a pathname) and #'f are the form
		r.i++
		if c == '#' {
			r.i++
		}
		f, ok := r.form(depth + 1)
		if ok && f.k == '(' && c != '#' {
			f.k = '[' // quoted data; Clojure's #(...) is a function's body, still calls
		}
		return f, ok
	}
	j := r.i
	for j < len(r.src) && !strings.ContainsRune(" \t\r\n()[]{}\";", rune(r.src[j])) {
		j++
	}
	s := r.src[r.i:j]
	r.i = j
	if r.l == Lisp || r.l == Scheme {
		s = strings.ToLower(s) // Common Lisp reads symbols in upper case, whatever their spelling
	}
	return sexp{k: 'y', s: s}, true
}

func (r *lreader) list(open byte, depth int) sexp {
	k := byte('(')
	if open != '(' {
		k = '['
	}
	out := sexp{k: k}
	for r.i < len(r.src) && r.n < maxSteps {
		f, ok := r.form(depth + 1)
		if !ok {
			r.space()
			if r.i < len(r.src) && strings.IndexByte(")]}", r.src[r.i]) >= 0 {
				r.i++
			}
			return out
		}
		out.items = append(out.items, f)
	}
	return out
}

// space passes white space and comments (; to the line's end, #| |#, Clojure's commas).
func (r *lreader) space() {
	for r.i < len(r.src) {
		switch c := r.src[r.i]; {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' && r.l == Clojure:
			r.i++
		case c == ';':
			r.i = skipLine(r.src, r.i)
		case strings.HasPrefix(r.src[r.i:], "#|"):
			j := strings.Index(r.src[r.i:], "|#")
			if j < 0 {
				r.i = len(r.src)
				return
			}
			r.i += j + 2
		default:
			return
		}
	}
}

// lstring reads a string literal at the start of s: its value and length.
func lstring(s string) (fval, int) {
	var b strings.Builder
	i := dqUnescape(&b, s, 1)
	return holed(b.String()), min(i+1, len(s))
}

// walk binds what a form defines, applies the rule of a call, and walks its parts.
func (r *lreader) walk(f sexp, depth int) {
	if f.k != '(' && f.k != '[' || depth > maxNest || r.n >= maxSteps {
		return
	}
	r.n++
	if f.k == '(' && len(f.items) > 0 && f.items[0].k == 'y' {
		r.bind(f)
		head, rest := f.items[0].s, f.items[1:]
		if (head == "funcall" || head == "apply") && len(rest) > 0 && rest[0].k == 'y' {
			head, rest = rest[0].s, rest[1:] // (funcall #'uiop:run-program ...)
		}
		if rl := r.rule(head); rl != nil {
			args := r.args(rest, depth)
			if rl.arg < 0 {
				// (.delete (io/file "x")): the receiver is the first form
				if len(args) > 0 {
					recv := args[0]
					applyFrule(rl, &recv, args[1:], r.out)
				}
			} else {
				applyFrule(rl, nil, args, r.out)
			}
		}
	}
	for _, it := range f.items {
		r.walk(it, depth+1)
	}
}

// rule finds a symbol's rule: by its name, or by its name after an alias's namespace
// (shell/sh for clojure.java.shell/sh is the rule's "/sh").
func (r *lreader) rule(head string) *frule {
	t := ftable(r.l)
	for i := range t {
		if t[i].named(head) {
			return &t[i]
		}
	}
	if i := strings.LastIndexAny(head, "/:"); i > 0 {
		tail := "/" + head[i+1:]
		for i := range t {
			if t[i].named(tail) {
				return &t[i]
			}
		}
	}
	return nil
}

// bind keeps a name defined as a value: (def x "..."), (define x ...), (defparameter *x*
// ...), (setq x ...), and let's bindings in either form.
func (r *lreader) bind(f sexp) {
	head := f.items[0].s
	switch head {
	case "def", "define", "defparameter", "defvar", "defconstant", "setq", "setf", "set!", "defonce":
		if len(f.items) >= 3 && f.items[1].k == 'y' {
			r.set(f.items[1].s, r.value(f.items[2], 0))
		}
	case "let", "let*", "letrec", "binding", "loop":
		if len(f.items) < 2 {
			return
		}
		b := f.items[1]
		if r.l == Clojure {
			for i := 0; i+1 < len(b.items); i += 2 {
				if b.items[i].k == 'y' {
					r.set(b.items[i].s, r.value(b.items[i+1], 0))
				}
			}
			return
		}
		for _, p := range b.items {
			if len(p.items) == 2 && p.items[0].k == 'y' {
				r.set(p.items[0].s, r.value(p.items[1], 0))
			}
		}
	}
}

func (r *lreader) set(name string, v fval) {
	if r.env == nil {
		r.env = map[string]fval{}
	}
	r.env[name] = v
}

// value is what a form stands for: a string, a list, a name bound to one, a path object, a
// joined string; else a value not known.
func (r *lreader) value(f sexp, depth int) fval {
	switch f.k {
	case 's':
		return f.v
	case 'y':
		switch f.s {
		case "true", "#t", "t", "#true":
			return fval{s: f.s, truth: true}
		}
		if v, ok := r.env[f.s]; ok {
			return v
		}
		if strings.HasPrefix(f.s, ":") {
			return fval{s: f.s}
		}
		return unknownVal()
	case '[':
		return r.listVal(f.items, depth)
	}
	if len(f.items) == 0 || f.items[0].k != 'y' || depth > maxNest {
		return unknownVal()
	}
	args := f.items[1:]
	switch f.items[0].s {
	case "list", "vector", "vec", "list*":
		return r.listVal(args, depth)
	case "str", "string-append", "concatenate", "clojure.core/str":
		v := strVal("")
		for _, a := range args {
			if a.k == 'y' && a.s == "string" {
				continue // (concatenate 'string ...)
			}
			v = fconcat(v, r.value(a, depth+1))
		}
		return v
	case "io/file", "clojure.java.io/file", "fs/file", "babashka.fs/file", "fs/path", "babashka.fs/path",
		"pathname", "parse-namestring", "string->path", "path", "build-path", "uiop:parse-native-namestring":
		if len(args) > 0 {
			return r.value(args[0], depth+1)
		}
	}
	return unknownVal()
}

func (r *lreader) listVal(items []sexp, depth int) fval {
	v := fval{isList: true}
	for _, it := range items {
		v.list = append(v.list, r.value(it, depth+1))
	}
	return v
}

// args are a call's positional arguments: a keyword and its value (:search t, #:exists
// 'replace) are left out, but :recursive t stands as a true argument.
func (r *lreader) args(items []sexp, depth int) []fval {
	out := make([]fval, 0, len(items))
	for i := 0; i < len(items); i++ {
		a := items[i]
		if a.k == 'y' && (strings.HasPrefix(a.s, ":") || strings.HasPrefix(a.s, "#:")) && i+1 < len(items) {
			if v := r.value(items[i+1], depth); v.truth && strings.HasSuffix(a.s, "recursive") {
				out = append(out, v)
			}
			i++
			continue
		}
		out = append(out, r.value(a, depth))
	}
	return out
}
