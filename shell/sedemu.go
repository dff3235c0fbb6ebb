package shell

import (
	"regexp"
	"strconv"
	"strings"
)

// sedOutput is what `sed 's/RE/REPL/FLAGS'` prints of the stdin the line gives it, as GNU sed
// prints it: one s command (the script operand, or one -e), RE read as a basic regular
// expression (or an extended one with -E/-r), matched leftmost-longest on each line, REPL's &,
// \1-\9 and \n, the flags g, a number and i/I. Any other script, option or operand, and a
// regular expression Go's POSIX syntax does not take (a back-reference, \< \>), leave the
// output unknown: `cat "$(sed 's/x//' <<< .exnv)"` names .env.
func sedOutput(c *Command) (string, bool) {
	call := c.Call()
	if !c.StdinKnown || !onlyOpts(call, "e", "E") || len(c.Stdin) > 1<<16 {
		return "", false
	}
	ops := call.Operands()
	var script string
	switch es := call.P.Values("e"); {
	case len(es) == 1 && !es[0].Dyn:
		script = es[0].S
	case len(es) == 0 && len(ops) > 0 && !ops[0].Dyn:
		script, ops = ops[0].S, ops[1:]
	default:
		return "", false
	}
	for _, o := range ops {
		if o.Dyn || o.S != "-" {
			return "", false // a file it reads
		}
	}
	s, ok := parseSedSubst(script, call.Has("E"))
	if !ok {
		return "", false
	}
	lines := strings.SplitAfter(c.Stdin, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1] // no line after the last newline
	}
	var b strings.Builder
	for _, l := range lines {
		body, nl := strings.CutSuffix(l, "\n")
		b.WriteString(s.apply(body))
		if nl {
			b.WriteByte('\n')
		}
	}
	return b.String(), true
}

// sedSubst is one s command.
type sedSubst struct {
	re   *regexp.Regexp
	repl string
	all  bool
	nth  int // the match to replace (1: the first)
}

// parseSedSubst reads `s<d>RE<d>REPL<d>FLAGS`.
func parseSedSubst(script string, extended bool) (sedSubst, bool) {
	script = strings.TrimSpace(script)
	if len(script) < 4 || script[0] != 's' || script[1] == '\\' || script[1] == '\n' {
		return sedSubst{}, false
	}
	d := script[1]
	parts, rest, ok := sedFields(script[2:], d)
	if !ok {
		return sedSubst{}, false
	}
	s := sedSubst{repl: parts[1], nth: 1}
	fold := false
	flags := strings.TrimRight(strings.TrimSpace(rest), ";")
	for i := 0; i < len(flags); i++ {
		switch f := flags[i]; {
		case f == 'g':
			s.all = true
		case f == 'i' || f == 'I':
			fold = true
		case f >= '1' && f <= '9':
			j := i
			for j < len(flags) && flags[j] >= '0' && flags[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(flags[i:j])
			if err != nil {
				return sedSubst{}, false
			}
			s.nth, i = n, j-1
		default:
			return sedSubst{}, false // p, w FILE, e, m: more than a substitution
		}
	}
	expr, ok := sedRegexp(parts[0], extended)
	if !ok || expr == "" {
		return sedSubst{}, false // s//x/ reuses the last regular expression
	}
	re, err := posixRegexp(expr, fold)
	if err != nil {
		return sedSubst{}, false
	}
	s.re = re
	return s, true
}

// posixRegexp compiles a POSIX expression matched leftmost-longest, as sed and grep match, its
// case folded where fold (POSIX syntax has no flags: the same expression, folded).
func posixRegexp(expr string, fold bool) (*regexp.Regexp, error) {
	re, err := regexp.CompilePOSIX(expr)
	if err != nil || !fold {
		return re, err
	}
	if re, err = regexp.Compile("(?i)" + expr); err == nil {
		re.Longest()
	}
	return re, err
}

// sedFields splits the text after `s<d>` at the two unescaped delimiters: RE and REPL (each
// with \d made d), and what follows.
func sedFields(t string, d byte) ([2]string, string, bool) {
	var out [2]string
	n := 0
	var b strings.Builder
	for i := 0; i < len(t); i++ {
		switch {
		case t[i] == '\\' && i+1 < len(t) && t[i+1] == d:
			b.WriteByte(d)
			i++
		case t[i] == '\\' && i+1 < len(t):
			b.WriteString(t[i : i+2])
			i++
		case t[i] == d:
			out[n] = b.String()
			b.Reset()
			if n++; n == 2 {
				return out, t[i+1:], true
			}
		default:
			b.WriteByte(t[i])
		}
	}
	return out, "", false
}

// sedRegexp is a sed regular expression in Go's POSIX syntax: a basic one's \( \) \{ \} \+ \?
// \| are the operators, and the bare characters literal.
func sedRegexp(re string, extended bool) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(re); i++ {
		c := re[i]
		if c == '\\' && i+1 < len(re) {
			n := re[i+1]
			i++
			switch {
			case n == 'n':
				b.WriteString(`\n`)
			case n >= '1' && n <= '9', n == '<', n == '>', n == '`', n == '\'':
				return "", false // a back-reference, a word or buffer boundary
			case !extended && strings.IndexByte("(){}+?|", n) >= 0:
				b.WriteByte(n)
			default:
				b.WriteByte('\\')
				b.WriteByte(n)
			}
			continue
		}
		if !extended && strings.IndexByte("(){}+?|", c) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String(), true
}

// apply substitutes in one line.
func (s sedSubst) apply(line string) string {
	ms := s.re.FindAllStringSubmatchIndex(line, -1)
	var b strings.Builder
	last := 0
	for k, m := range ms {
		if !s.all && k+1 != s.nth || s.all && k+1 < s.nth {
			continue
		}
		b.WriteString(line[last:m[0]])
		s.expand(&b, line, m)
		last = m[1]
		if !s.all {
			break
		}
	}
	b.WriteString(line[last:])
	return b.String()
}

// expand writes the replacement for one match: & the match, \N its group, \n a newline.
func (s sedSubst) expand(b *strings.Builder, line string, m []int) {
	r := s.repl
	for i := 0; i < len(r); i++ {
		switch c := r[i]; {
		case c == '&':
			b.WriteString(line[m[0]:m[1]])
		case c == '\\' && i+1 < len(r):
			i++
			switch n := r[i]; {
			case n >= '0' && n <= '9':
				if g := int(n - '0'); 2*g+1 < len(m) && m[2*g] >= 0 {
					b.WriteString(line[m[2*g]:m[2*g+1]])
				}
			case n == 'n':
				b.WriteByte('\n')
			case n == 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(n)
			}
		default:
			b.WriteByte(c)
		}
	}
}
