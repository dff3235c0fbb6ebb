package code

import (
	"strconv"
	"strings"
)

// Character-by-character translation: Python's str.maketrans and translate, Ruby's tr, and
// the ord that builds a translation table's keys. "rmx -rf ~".translate(str.maketrans("", "",
// "x")) is worked out as Python computes it; a table or a character set not known makes the
// text unknown, carrying its taint.

// ordOf is ord(c): the code point of a one-character string.
func ordOf(a callArgs, fn val) val {
	v, _, ok := receiverOr(fn, a.pos)
	if s, lit := v.lit(); ok && lit && v.k == vStr && s != "" {
		for _, c := range s {
			return val{k: vNum, num: strconv.Itoa(int(c))}
		}
	}
	return val{k: vUnknown, t: v.t, src: "ord"}
}

// makeTrans is str.maketrans(x, y, z) as the table translate takes: keyed by code point, each
// character of x to the one of y at its place, each of z to None; or maketrans(dict), its
// one-character keys made code points.
func makeTrans(a callArgs) val {
	d := val{k: vDict}
	switch len(a.pos) {
	case 1:
		t := a.pos[0]
		if t.k != vDict {
			return val{k: vUnknown, src: "maketrans"}
		}
		for i, k := range t.keys {
			if _, err := strconv.Atoi(k); err != nil {
				rs := []rune(k)
				if len(rs) != 1 {
					return val{k: vUnknown, src: "maketrans"}
				}
				k = strconv.Itoa(int(rs[0]))
			}
			d.keys, d.items = append(d.keys, k), append(d.items, t.items[i])
		}
		return d
	case 2, 3:
		x, ok1 := a.pos[0].lit()
		y, ok2 := a.pos[1].lit()
		if !ok1 || !ok2 || len([]rune(x)) != len([]rune(y)) {
			return val{k: vUnknown, src: "maketrans"}
		}
		ys := []rune(y)
		for i, c := range []rune(x) {
			d.keys, d.items = append(d.keys, strconv.Itoa(int(c))), append(d.items, str(string(ys[i])))
		}
		if len(a.pos) == 3 {
			z, ok := a.pos[2].lit()
			if !ok {
				return val{k: vUnknown, src: "maketrans"}
			}
			for _, c := range z {
				d.keys, d.items = append(d.keys, strconv.Itoa(int(c))), append(d.items, val{k: vBool})
			}
		}
		return d
	}
	return val{k: vUnknown, src: "maketrans"}
}

// translated is Python's s.translate(table): each character whose code point the table holds
// becomes what it maps to (a string, a code point, None: nothing).
func translated(fn val, a callArgs) val {
	if fn.self == nil || len(a.pos) < 1 {
		return val{k: vUnknown, t: a.taint(), src: "translate"}
	}
	s, ok := fn.self.lit()
	table := a.pos[0]
	unknownText := val{k: vUnknown, t: fn.self.t.with(table.t), src: "translate"}
	if !ok || table.k != vDict {
		return unknownText
	}
	var b strings.Builder
	for _, c := range s {
		to, found := dictGet(table, strconv.Itoa(int(c)))
		if !found {
			b.WriteRune(c)
			continue
		}
		switch t, lit := to.lit(); {
		case to.k == vBool && to.num == "":
		case to.k == vStr && lit:
			b.WriteString(t)
		case to.k == vNum && lit:
			n, err := strconv.Atoi(t)
			if err != nil {
				return unknownText
			}
			b.WriteRune(rune(n))
		default:
			return unknownText
		}
	}
	return str(b.String())
}

// rubyTr is Ruby's s.tr(from, to): as Perl's tr/// reads its lists, except that an empty
// to deletes, and a from that begins with ^ (every character but) is not worked out.
func rubyTr(fn val, a callArgs) val {
	if fn.self == nil || len(a.pos) < 2 {
		return val{k: vUnknown, t: a.taint(), src: "tr"}
	}
	s, ok1 := fn.self.lit()
	from, ok2 := a.pos[0].lit()
	to, ok3 := a.pos[1].lit()
	if ok1 && ok2 && ok3 && fn.self.k == vStr && !strings.HasPrefix(from, "^") {
		flags := ""
		if to == "" {
			flags = "d"
		}
		if out, ok := perlTr(s, from, to, flags); ok {
			return str(out)
		}
	}
	return val{k: vUnknown, t: fn.self.t.with(a.taint()), src: "tr"}
}

// retTranslate is ret's case rTranslate.
func retTranslate(r *rule, fn val, a callArgs) val {
	switch r.opt {
	case "make":
		return makeTrans(a)
	case "ruby":
		return rubyTr(fn, a)
	case "ord":
		return ordOf(a, fn)
	case "template", "safe":
		return templated(r, fn, a)
	}
	return translated(fn, a)
}

// templated is Python's string.Template(text).substitute(mapping, **kw) and
// safe_substitute: each $name and ${name} the mapping or the keywords give written in, $$ a
// dollar. A name given neither way makes substitute's text unknown (it raises KeyError) and
// is left as written by safe_substitute.
func templated(r *rule, fn val, a callArgs) val {
	if fn.self == nil || fn.self.self == nil {
		return val{k: vUnknown, t: a.taint(), src: "substitute"}
	}
	text, ok := fn.self.self.lit()
	unknownText := val{k: vUnknown, t: fn.self.self.t.with(a.taint()), src: "substitute"}
	if !ok {
		return unknownText
	}
	value := func(name string) (string, bool) {
		for _, k := range a.kw {
			if k.name == name {
				return k.v.lit()
			}
		}
		if len(a.pos) > 0 {
			if v, found := dictGet(a.pos[0], name); found {
				return v.lit()
			}
		}
		return "", false
	}
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		if text[i] != '$' || i+1 == len(text) {
			b.WriteByte(text[i])
			continue
		}
		if text[i+1] == '$' {
			b.WriteByte('$')
			i++
			continue
		}
		j, name := i+1, ""
		if text[j] == '{' {
			end := strings.IndexByte(text[j:], '}')
			if end < 0 {
				return unknownText
			}
			name, j = text[j+1:j+end], j+end+1
		} else {
			for j < len(text) && isIdentChar(text[j], Python) {
				j++
			}
			name = text[i+1 : j]
		}
		v, found := value(name)
		switch {
		case found:
			b.WriteString(v)
		case r.opt == "safe" || name == "":
			b.WriteString(text[i:j])
		default:
			return unknownText
		}
		i = j - 1
	}
	return str(b.String())
}
