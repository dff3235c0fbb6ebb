package code

import (
	"regexp"
	"strconv"
	"strings"
)

// Replacing by a pattern is worked out as replacing by a string is: a decoy made right by one
// ("rmx -rf ~".replace(/x/g, ""), re.sub("x", "", c), preg_replace("/x/", "", $c)) is judged
// as what it becomes. A pattern Go's regexp does not read (a backreference, a lookaround, a
// flag it has not), or a replacement that refers to the match ($1, \1, a function), makes the
// result unknown, carrying the subject's and the replacement's taint.

// regexVal is the value of a regular-expression literal: its pattern and flags where it is
// written /pattern/flags.
func regexVal(lit string) val {
	if len(lit) >= 2 && lit[0] == '/' {
		if j := strings.LastIndexByte(lit, '/'); j > 0 {
			p := str(lit[1:j])
			return val{k: vObj, ref: "regexp", self: &p, mode: lit[j+1:]}
		}
	}
	return val{k: vObj, ref: "regexp"}
}

// compiledRegexp is the regexp a value stands for, and whether its flags ask for every match
// (g): a regexp object with its pattern, a PHP pattern string with its delimiters ("/x/i"),
// or, as Python's re takes it, a plain pattern string.
func compiledRegexp(v val, l Lang) (*regexp.Regexp, bool, bool) {
	var pattern, flags string
	switch {
	case v.k == vObj && v.ref == "regexp" && v.self != nil:
		p, ok := v.self.lit()
		if !ok {
			return nil, false, false
		}
		pattern, flags = p, v.mode
	case v.k == vStr && l == PHP:
		s, ok := v.lit()
		if !ok || len(s) < 2 {
			return nil, false, false
		}
		d := closer(s[0])
		j := strings.LastIndexByte(s, d)
		if j <= 0 || isAlpha(s[0]) || s[0] == '\\' {
			return nil, false, false
		}
		pattern, flags = s[1:j], s[j+1:]
	case v.k == vStr:
		s, ok := v.lit()
		if !ok {
			return nil, false, false
		}
		pattern = s
	default:
		return nil, false, false
	}
	prefix, all := "", false
	for _, f := range flags {
		switch f {
		case 'g':
			all = true
		case 'i', 'm', 's':
			prefix += "(?" + string(f) + ")"
		case 'u', 'y', 'd', 'o':
		default:
			return nil, false, false
		}
	}
	re, err := regexp.Compile(prefix + pattern)
	if err != nil {
		return nil, false, false
	}
	return re, all, true
}

// plainReplacement reports whether a replacement string is taken as written in this language:
// none refers to the match or a group.
func plainReplacement(s string, l Lang) bool {
	switch l {
	case JS:
		return !strings.Contains(s, "$")
	case PHP:
		return !strings.ContainsAny(s, `$\`)
	default: // python, ruby
		return !strings.Contains(s, `\`)
	}
}

// replaceN replaces the first n matches of re in s (n < 0: every one) by repl, as written.
func replaceN(re *regexp.Regexp, s, repl string, n int) string {
	if n < 0 {
		return re.ReplaceAllLiteralString(s, repl)
	}
	var b strings.Builder
	last := 0
	for _, m := range re.FindAllStringIndex(s, n) {
		b.WriteString(s[last:m[0]])
		b.WriteString(repl)
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// regexReplace is subject.replace(pattern, repl) with a regexp: JavaScript's replace takes
// the first match without the g flag, replaceAll every one; Ruby's sub the first, gsub every one.
func (e *eval) regexReplace(fn val, pattern, repl val) val {
	subject := *fn.self
	n := 1
	name := fn.ref[strings.LastIndexByte(fn.ref, '#')+1:]
	re, all, ok := compiledRegexp(pattern, e.l)
	if all || strings.HasPrefix(name, "gsub") || name == "replaceAll" {
		n = -1
	}
	return e.substituted(re, ok, subject, repl, n)
}

// substituted is subject with re's first n matches replaced by repl, where all three are known.
func (e *eval) substituted(re *regexp.Regexp, ok bool, subject, repl val, n int) val {
	s, ok1 := subject.lit()
	r, ok2 := repl.lit()
	if ok && ok1 && ok2 && repl.k == vStr && plainReplacement(r, e.l) {
		return str(replaceN(re, s, r, n))
	}
	return val{k: vUnknown, t: subject.t.with(repl.t), src: "replaced"}
}

// reSub is Python's re.sub(pattern, repl, string, count) and a compiled pattern's
// sub(repl, string, count) (opt "compiled"), and PHP's preg_replace(pattern, replacement,
// subject, limit) (opt "php").
func (e *eval) reSub(r *rule, fn val, a callArgs) val {
	pattern, args, ok := receiverOr(fn, a.pos) // a compiled pattern's sub is called on it
	if !ok || len(args) < 2 {
		return val{k: vUnknown, t: a.taint(), src: "sub"}
	}
	n := -1
	count, ok := callArgs{pos: args, kw: a.kw}.get(2, "count")
	if r.opt == "php" {
		count, ok = callArgs{pos: args}.get(2, "")
	}
	if ok {
		c, err := strconv.Atoi(count.num)
		if count.k != vNum || err != nil {
			return val{k: vUnknown, t: args[1].t.with(args[0].t), src: "sub"}
		}
		if c > 0 {
			n = c
		}
	}
	if _, flagged := (callArgs{pos: args, kw: a.kw}).get(3, "flags"); flagged && r.opt != "php" {
		return val{k: vUnknown, t: args[1].t.with(args[0].t), src: "sub"}
	}
	re, _, good := compiledRegexp(pattern, e.l)
	return e.substituted(re, good, args[1], args[0], n)
}

// bangEdit binds what a Ruby method that edits a string in place made (c.sub!("x", ""),
// c.downcase!, lv being "c.sub!") to the string's name. A list's in-place methods (sort!,
// map!) are left: the list keeps what is known of it.
func (e *eval) bangEdit(lv string, made val) {
	if e.l != Ruby || !strings.HasSuffix(lv, "!") {
		return
	}
	i := strings.LastIndexByte(lv, '.')
	if i <= 0 {
		return
	}
	if old, ok := e.vars[lv[:i]]; ok && old.k == vStr {
		if made.k != vStr {
			made = val{k: vUnknown, t: old.t.with(made.t), src: lv[i+1:]}
		}
		e.bind(lv[:i], made)
	}
}

// retReplaced is ret's cases rReplace, rReSub and rStrReplace.
func (e *eval) retReplaced(r *rule, fn val, a callArgs) (val, bool) {
	switch r.ret {
	case rReSub:
		switch r.opt {
		case "awk", "g":
			return e.awkSub(r, a), true
		case "lua":
			return e.luaGsub(fn, a), true
		case "r", "rg":
			return e.rSub(r, a), true
		}
		return e.reSub(r, fn, a), true
	case rStrReplace:
		if len(a.pos) < 3 {
			return val{}, false
		}
		return e.replace(val{self: &a.pos[2]}, callArgs{pos: a.pos[:2]}), true
	}
	return e.replace(fn, a), true
}

// awkSub is awk's sub and gsub (opt "g"): sub(regexp, repl[, target]) replaces in target, a
// variable (or $0 where none is named), and returns how many it replaced. A replacement that
// holds & (the match) or a backslash is not worked out.
func (e *eval) awkSub(r *rule, a callArgs) val {
	if len(a.pos) < 3 || len(a.names) < 3 || a.names[2] == "" {
		return val{k: vNum, num: "1"}
	}
	re, _, ok := compiledRegexp(a.pos[0], e.l)
	n := 1
	if r.opt == "g" {
		n = -1
	}
	repl := a.pos[1]
	if s, lit := repl.lit(); lit && strings.ContainsAny(s, `&\`) {
		ok = false
	}
	e.bind(a.names[2], e.substituted(re, ok, a.pos[2], repl, n))
	return val{k: vNum, num: "1"}
}

// luaGsub is Lua's string.gsub(s, pattern, repl[, n]) and s:gsub(pattern, repl[, n]), for the
// patterns that read as Go's regexp does (luaPattern) and a replacement without captures.
func (e *eval) luaGsub(fn val, a callArgs) val {
	subject, args, ok := receiverOr(fn, a.pos)
	if !ok || len(args) < 2 {
		return val{k: vUnknown, t: a.taint(), src: "gsub"}
	}
	n := -1
	if len(args) >= 3 {
		c, err := strconv.Atoi(args[2].num)
		if args[2].k != vNum || err != nil {
			return val{k: vUnknown, t: subject.t.with(args[1].t), src: "gsub"}
		}
		n = c
	}
	var re *regexp.Regexp
	p, ok := args[0].lit()
	if ok {
		re, ok = luaPattern(p)
	}
	repl := args[1]
	if s, lit := repl.lit(); lit && strings.Contains(s, "%") {
		if strings.Contains(strings.ReplaceAll(s, "%%", ""), "%") {
			ok = false
		}
		repl = str(strings.ReplaceAll(s, "%%", "%"))
	}
	return e.substituted(re, ok, subject, repl, n)
}

// luaPattern is a Lua pattern as a Go regexp, for the patterns without captures, anchors in
// the middle, %b, %f or the lazy -: its escapes (%. %-) and classes (%a %d %s %w %l %u %p) are
// those of character classes, its sets and quantifiers as written.
func luaPattern(p string) (*regexp.Regexp, bool) {
	classes := map[byte]string{'a': `[A-Za-z]`, 'd': `[0-9]`, 's': `\s`, 'w': `[A-Za-z0-9]`, 'l': `[a-z]`, 'u': `[A-Z]`, 'p': `[[:punct:]]`, 'x': `[0-9A-Fa-f]`}
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '%' && i+1 < len(p):
			i++
			if cl, ok := classes[p[i]]; ok {
				b.WriteString(cl)
			} else if isAlpha(p[i]) || p[i] >= '0' && p[i] <= '9' {
				return nil, false // %b, %f, %1 and the classes not listed
			} else {
				b.WriteString(regexp.QuoteMeta(p[i : i+1]))
			}
		case c == '(' || c == ')' || c == '-' || c == '%':
			return nil, false
		case c == '\\' || c == '{' || c == '}' || c == '|':
			b.WriteString(regexp.QuoteMeta(p[i : i+1]))
		default:
			b.WriteByte(c)
		}
	}
	re, err := regexp.Compile(b.String())
	return re, err == nil
}

// rSub is R's sub (opt "r") and gsub (opt "rg"): sub(pattern, replacement, x), as a regexp or,
// with fixed = TRUE, as text; a replacement with a backslash (\\1) is not worked out.
func (e *eval) rSub(r *rule, a callArgs) val {
	if len(a.pos) < 3 {
		return val{k: vUnknown, t: a.taint(), src: "sub"}
	}
	n := 1
	if r.opt == "rg" {
		n = -1
	}
	pattern := a.pos[0]
	if f, ok := a.get(-1, "fixed"); ok && f.k == vRef && strings.HasPrefix(f.ref, "T") {
		if p, lit := pattern.lit(); lit {
			pattern = str(regexp.QuoteMeta(p))
		}
	}
	if _, ok := a.get(-1, "ignore.case"); ok {
		return val{k: vUnknown, t: a.pos[2].t.with(a.pos[1].t), src: "sub"}
	}
	re, _, ok := compiledRegexp(pattern, e.l)
	return e.substituted(re, ok, a.pos[2], a.pos[1], n)
}

// receiverOr is the value a method was called on, or, called as a function, its first
// argument; and the arguments after it.
func receiverOr(fn val, args []val) (val, []val, bool) {
	if fn.self != nil {
		return *fn.self, args, true
	}
	if len(args) > 0 {
		return args[0], args[1:], true
	}
	return val{}, args, false
}
