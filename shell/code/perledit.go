package code

import (
	"regexp"
	"slices"
	"strings"
)

// Perl edits text in place: $x =~ s/a/b/ and $x =~ tr/a-z/A-Z/ change the variable, and with
// /r return the changed text instead. A decoy made right by one ($c = "rmx -rf ~"; $c =~ s/x//;
// system $c) is judged as what it becomes. What cannot be worked out (a pattern or replacement
// that interpolates, an /e replacement, a pattern Go's regexp does not read, text only known
// when the code runs) makes the variable unknown, carrying what it held as its taint.

// perlEdit applies the substitution or transliteration t to v, which was read from the name
// target: it binds the edited value to target and returns the edit's own value (the edited
// text with /r, else a count).
func (e *eval) perlEdit(t tok, v val, target string) val {
	pattern, with, flags, delim := t.parts[0].s, t.parts[1].s, t.parts[2].s, t.parts[3].s
	edited := val{k: vUnknown, t: v.t, src: shorten(v.show() + " =~ " + t.s + "/" + pattern + "/" + with + "/" + flags)}
	if s, ok := v.lit(); ok && v.k == vStr && !strings.Contains(pattern+with, Hole) {
		var out string
		if t.s == "s" {
			out, ok = perlSubst(s, pattern, with, flags, delim == "'")
		} else {
			out, ok = perlTr(s, pattern, with, flags)
		}
		if ok {
			edited = str(out)
		}
	}
	if strings.Contains(flags, "r") {
		return edited
	}
	e.bind(target, edited)
	return val{k: vNum, num: "1"}
}

// perlSubst is s/pattern/with/flags on s, where it can be worked out.
func perlSubst(s, pattern, with, flags string, single bool) (string, bool) {
	prefix := ""
	for _, f := range flags {
		switch f {
		case 'g', 'r', 'o':
		case 'i', 'm', 's':
			prefix += "(?" + string(f) + ")"
		default: // e, ee (code), x (spaced patterns), and the charset modifiers
			return "", false
		}
	}
	if !single && (interpolates(pattern) || interpolates(with)) {
		return "", false
	}
	repl, ok := perlReplacement(with, single)
	if !ok {
		return "", false
	}
	re, err := regexp.Compile(prefix + pattern)
	if err != nil {
		return "", false
	}
	if strings.Contains(flags, "g") {
		return re.ReplaceAllLiteralString(s, repl), true
	}
	loc := re.FindStringIndex(s)
	if loc == nil {
		return s, true
	}
	return s[:loc[0]] + repl + s[loc[1]:], true
}

// interpolates reports a $name, ${...}, @name or $1 that Perl would put in a pattern or a
// replacement ($ at the end, or before ) or |, is a pattern's anchor).
func interpolates(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '\\' {
			i++
			continue
		}
		if (s[i] == '$' || s[i] == '@') && (isIdentChar(s[i+1], Perl) || s[i+1] == '{') {
			return true
		}
	}
	return false
}

// perlReplacement reads a replacement's escapes: \n, \t, \\ and an escaped character; the case
// escapes (\U, \L, \u, \l, \E) and backreferences (\1) are not worked out.
func perlReplacement(with string, single bool) (string, bool) {
	if single || !strings.Contains(with, `\`) {
		return with, true
	}
	var b strings.Builder
	for i := 0; i < len(with); i++ {
		c := with[i]
		if c != '\\' || i+1 == len(with) {
			b.WriteByte(c)
			continue
		}
		i++
		switch n := with[i]; {
		case n == 'n':
			b.WriteByte('\n')
		case n == 't':
			b.WriteByte('\t')
		case isAlpha(n) || n >= '0' && n <= '9':
			return "", false
		default:
			b.WriteByte(n)
		}
	}
	return b.String(), true
}

// perlTr is tr/from/to/flags (y///) on s, where it can be worked out: ranges, /d and /r.
func perlTr(s, from, to, flags string) (string, bool) {
	del := false
	for _, f := range flags {
		switch f {
		case 'r':
		case 'd':
			del = true
		default: // c (the complement), s (squeeze)
			return "", false
		}
	}
	f, ok := trList(from)
	t, ok2 := trList(to)
	if !ok || !ok2 {
		return "", false
	}
	if len(t) == 0 && !del {
		t = f // counts, changes nothing
	}
	for !del && len(t) < len(f) {
		t = append(t, t[len(t)-1])
	}
	var b strings.Builder
	for _, c := range s {
		switch i := slices.Index(f, c); {
		case i < 0:
			b.WriteRune(c)
		case i < len(t):
			b.WriteRune(t[i]) // else /d deletes it
		}
	}
	return b.String(), true
}

// trList expands a transliteration list: a-z ranges and the escapes \\, \-, \n, \t.
func trList(s string) ([]rune, bool) {
	var out []rune
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		if c == '\\' && i+1 < len(rs) {
			i++
			switch rs[i] {
			case 'n':
				c = '\n'
			case 't':
				c = '\t'
			case '\\', '-', '/':
				c = rs[i]
			default:
				return nil, false
			}
		} else if c == '-' && len(out) > 0 && i+1 < len(rs) {
			lo, hi := out[len(out)-1], rs[i+1]
			if hi < lo || hi-lo > 256 {
				return nil, false
			}
			for r := lo + 1; r <= hi; r++ {
				out = append(out, r)
			}
			i++
			continue
		}
		out = append(out, c)
	}
	return out, true
}

// assignedIn is the name a parenthesised assignment at from assigns, ((my $c = $x) =~ s///
// edits $c, Perl's idiom for an edited copy), or "".
func (e *eval) assignedIn(from int) string {
	i := from
	at := func(k int) tok {
		if k < len(e.toks) {
			return e.toks[k]
		}
		return tok{k: tEOF}
	}
	if t := at(i); t.k != tOp || t.s != "(" {
		return ""
	}
	i++
	if t := at(i); t.k == tIdent && (t.s == "my" || t.s == "our" || t.s == "local") {
		i++
	}
	name, eq := at(i), at(i+1)
	if name.k != tIdent || eq.k != tOp || eq.s != "=" {
		return ""
	}
	return name.s
}
