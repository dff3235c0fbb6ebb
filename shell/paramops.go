package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/hookguard/hookguard/paths"
)

// Parameter expansion operators on a known value, worked out as bash does: a name made by
// ${x#*,}, ${x,,}, ${x/X/n} or ${x:2} is the name, not a value nobody knows (x=a,.env; cat
// "${x#*,}" reads .env). Patterns are bash's (* matches a slash too); a value longer than
// maxOpText is left unknown, as the matching is quadratic in it.

// maxOpText bounds the value an operator's pattern is matched against.
const maxOpText = 4096

// quotedMeta reports a pattern word whose quoted or escaped text holds a pattern character:
// bash matches that character as itself, which patMatch cannot be told.
func quotedMeta(word *syntax.Word) bool {
	if word == nil {
		return false
	}
	for _, part := range word.Parts {
		switch part := part.(type) {
		case *syntax.Lit:
			if strings.Contains(part.Value, `\`) {
				return true
			}
		case *syntax.SglQuoted:
			if paths.HasMeta(part.Value) {
				return true
			}
		case *syntax.DblQuoted:
			for _, q := range part.Parts {
				if l, ok := q.(*syntax.Lit); !ok || paths.HasMeta(l.Value) || strings.Contains(l.Value, `\`) {
					return true
				}
			}
		}
	}
	return false
}

// patMatch reports whether a parameter-expansion pattern matches all of s: *, ? and [...] as
// for a file name, but a slash is a character like any other.
func patMatch(pat, s string) bool {
	return paths.ShellMatch(strings.ReplaceAll(pat, "/", "\x00"), strings.ReplaceAll(s, "/", "\x00"))
}

// removeAffix is ${v#pat}, ${v##pat}, ${v%pat} or ${v%%pat}.
func removeAffix(op syntax.ParExpOperator, v, pat string) string {
	switch op {
	case syntax.RemSmallPrefix:
		for i := 0; i <= len(v); i++ {
			if patMatch(pat, v[:i]) {
				return v[i:]
			}
		}
	case syntax.RemLargePrefix:
		for i := len(v); i >= 0; i-- {
			if patMatch(pat, v[:i]) {
				return v[i:]
			}
		}
	case syntax.RemSmallSuffix:
		for i := len(v); i >= 0; i-- {
			if patMatch(pat, v[i:]) {
				return v[:i]
			}
		}
	case syntax.RemLargeSuffix:
		for i := 0; i <= len(v); i++ {
			if patMatch(pat, v[i:]) {
				return v[:i]
			}
		}
	}
	return v
}

// affix is ${v#pat} and its kin on v, the pattern already expanded (patDyn where it is not
// known); ok is false where it cannot be worked out.
func affix(op syntax.ParExpOperator, v value, pat string, patDyn bool, word *syntax.Word) (value, bool) {
	if v.dyn || patDyn || len(v.s) > maxOpText || quotedMeta(word) {
		return value{}, false
	}
	return value{s: removeAffix(op, v.s, pat), from: v.from}, true
}

// caseOp is ${v^}, ${v^^}, ${v,} or ${v,,} with no pattern.
func caseOp(op syntax.ParExpOperator, v string) (string, bool) {
	if v == "" {
		return v, true
	}
	first := strings.ToUpper
	switch op {
	case syntax.UpperAll:
		return strings.ToUpper(v), true
	case syntax.LowerAll:
		return strings.ToLower(v), true
	case syntax.LowerFirst:
		first = strings.ToLower
	case syntax.UpperFirst:
	default:
		return "", false
	}
	r := []rune(v)
	return first(string(r[0])) + string(r[1:]), true
}

// replace is ${v/pat/with} (all: ${v//pat/with}; a pattern led by # or % anchors it at the
// start or the end): the longest match at the first place one starts, as bash takes it.
func replace(v, pat, with string, all bool) string {
	switch {
	case strings.HasPrefix(pat, "#"):
		for i := len(v); i >= 0; i-- {
			if patMatch(pat[1:], v[:i]) {
				return with + v[i:]
			}
		}
		return v
	case strings.HasPrefix(pat, "%"):
		for i := 0; i <= len(v); i++ {
			if patMatch(pat[1:], v[i:]) {
				return v[:i] + with
			}
		}
		return v
	case pat == "":
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); {
		j := longestAt(v, pat, i)
		if j < 0 || j == i {
			b.WriteByte(v[i])
			i++
			continue
		}
		b.WriteString(with)
		if !all {
			return b.String() + v[j:]
		}
		i = j
	}
	return b.String()
}

// longestAt is the end of the longest match of pat that starts at i, or -1.
func longestAt(v, pat string, i int) int {
	for j := len(v); j >= i; j-- {
		if patMatch(pat, v[i:j]) {
			return j
		}
	}
	return -1
}

// slice is ${v:off} or ${v:off:length} (length < 0 when none is given: to the end), counted
// in characters; a negative offset counts from the end, a negative length stops that many
// before it.
func slice(v string, off, length int, hasLength bool) string {
	r := []rune(v)
	if off < 0 {
		off = max(len(r)+off, 0)
	}
	if off > len(r) {
		return ""
	}
	end := len(r)
	if hasLength {
		if length < 0 {
			end = len(r) + length
		} else {
			end = min(off+length, len(r))
		}
	}
	if end < off {
		return ""
	}
	return string(r[off:end])
}

// paramOp is the value of ${x:...}, ${x/.../...} or a case operator on the known value v, and
// whether it could be worked out.
func (w *walker) paramOp(p *syntax.ParamExp, v value) (value, bool) {
	if v.dyn || len(v.s) > maxOpText || p.Excl || p.Index != nil || p.Names != 0 || p.NestedParam != nil || p.Width || p.IsSet || p.Length || hasSubst(p) {
		return value{}, false
	}
	switch {
	case p.Slice != nil && p.Repl == nil && p.Exp == nil:
		off, ok := w.signedArith(p.Slice.Offset)
		if !ok {
			return value{}, false
		}
		length, has := 0, p.Slice.Length != nil
		if has {
			if length, ok = w.signedArith(p.Slice.Length); !ok {
				return value{}, false
			}
		}
		return value{s: slice(v.s, off, length, has), from: v.from}, true
	case p.Repl != nil && p.Slice == nil && p.Exp == nil:
		pat, dyn := w.str(p.Repl.Orig)
		dyn = dyn || quotedMeta(p.Repl.Orig)
		with, dyn2 := "", false
		if p.Repl.With != nil {
			with, dyn2 = w.str(p.Repl.With)
		}
		if dyn || dyn2 {
			return value{}, false
		}
		return value{s: replace(v.s, pat, with, p.Repl.All), from: v.from}, true
	case p.Exp != nil && p.Slice == nil && p.Repl == nil && p.Exp.Word == nil:
		s, ok := caseOp(p.Exp.Op, v.s)
		return value{s: s, from: v.from}, ok
	}
	return value{}, false
}

// signedArith is arith with a leading minus or plus (${x: -2}, ${x:1:-2}).
func (w *walker) signedArith(x syntax.ArithmExpr) (int, bool) {
	if u, ok := x.(*syntax.UnaryArithm); ok && !u.Post && (u.Op == syntax.Minus || u.Op == syntax.Plus) {
		n, ok := w.signedArith(u.X)
		if u.Op == syntax.Minus {
			n = -n
		}
		return n, ok
	}
	return w.arith(x)
}

// elementOp is an operator on an array element's value v (set: whether the element is), where
// v is known and the operator is one paramOp, removeAffix or elementDefault reads; ok is false
// otherwise, and the caller's walk of the expansion stands (it lists what the operator's words
// run, once: ${a[0]:-$(cmd)}).
func (w *walker) elementOp(p *syntax.ParamExp, v value, set elementSet) (value, bool) {
	if v.dyn || len(v.s) > maxOpText || hasSubst(p) {
		return value{}, false
	}
	if p.Exp != nil && p.Slice == nil && p.Repl == nil {
		switch op := p.Exp.Op; op {
		case syntax.RemSmallPrefix, syntax.RemLargePrefix, syntax.RemSmallSuffix, syntax.RemLargeSuffix:
			pat, dyn := w.str(p.Exp.Word)
			return affix(op, v, pat, dyn, p.Exp.Word)
		case syntax.DefaultUnsetOrNull, syntax.DefaultUnset, syntax.AlternateUnsetOrNull, syntax.AlternateUnset:
			return w.elementDefault(op, v, set, p.Exp.Word)
		}
	}
	bare := *p
	bare.Index = nil
	return w.paramOp(&bare, v)
}

// elementDefault is ${a[i]:-word}, ${a[i]-word}, ${a[i]:+word} or ${a[i]+word} of a known
// element value v: an empty element given the word where it is unset, or for the colon forms.
func (w *walker) elementDefault(op syntax.ParExpOperator, v value, set elementSet, word *syntax.Word) (value, bool) {
	colon := op == syntax.DefaultUnsetOrNull || op == syntax.AlternateUnsetOrNull
	if v.s == "" && !colon && set == setUnknown {
		return value{}, false
	}
	present := v.s != "" || !colon && set == setYes
	switch op {
	case syntax.DefaultUnsetOrNull, syntax.DefaultUnset:
		if present {
			return v, true
		}
		return w.strv(word), true
	}
	if present {
		return w.strv(word), true
	}
	return value{}, true
}
