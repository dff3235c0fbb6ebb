package shell

import (
	"regexp"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// grepOutput is what grep prints of the stdin the line gives it, as GNU grep prints it: the
// lines its patterns select (-v the others, -x whole lines only), or with -o each non-empty
// match on a line of its own (with -v, nothing). Patterns are basic (-G, the default),
// extended (-E, egrep) or fixed strings (-F, fgrep), one operand or several -e, each line of
// them a pattern of its own, matched leftmost-longest, -i folding case. Any other option, a
// file operand, or a pattern Go's POSIX syntax does not take (a back-reference, \w, \<) leave
// the output unknown: `cat "$(grep -o '\.env' <<< x.envx)"` names .env.
func grepOutput(c *Command) (string, bool) {
	call := c.Call()
	if !c.StdinKnown || !onlyOpts(call, "E", "F", "G", "e", "i", "no-ignore-case", "o", "v", "x", "s") || len(c.Stdin) > 1<<16 {
		return "", false
	}
	re, ok := grepRegexp(c)
	if !ok {
		return "", false
	}
	only, invert := call.Has("o"), call.Has("v")
	lines := strings.Split(strings.TrimSuffix(c.Stdin, "\n"), "\n")
	if c.Stdin == "" {
		lines = nil
	}
	var b strings.Builder
	for _, l := range lines {
		matched := re.MatchString(l)
		switch {
		case only && !invert:
			for _, m := range re.FindAllString(l, -1) {
				if m != "" {
					b.WriteString(m + "\n")
				}
			}
		case matched != invert && !only:
			b.WriteString(l + "\n")
		}
	}
	return b.String(), true
}

// grepRegexp is c's patterns as one expression (each its own alternative), with -x's and
// -i's effect.
func grepRegexp(c *Command) (*regexp.Regexp, bool) {
	call := c.Call()
	ops := call.Operands()
	var pats []string
	es := call.P.Values("e")
	for _, e := range es {
		if e.Dyn {
			return nil, false
		}
		pats = append(pats, strings.Split(e.S, "\n")...)
	}
	if len(es) == 0 {
		if len(ops) == 0 || ops[0].Dyn {
			return nil, false
		}
		pats, ops = strings.Split(ops[0].S, "\n"), ops[1:]
	}
	for _, o := range ops {
		if o.Dyn || o.S != "-" {
			return nil, false // a file it reads
		}
	}
	mode := map[string]byte{"egrep": 'E', "fgrep": 'F'}[c.Base()]
	for _, o := range call.P.Opts {
		if o.Name == "E" || o.Name == "F" || o.Name == "G" {
			if mode != 0 && mode != o.Name[0] {
				// grep 3.8 refuses conflicting matchers; older ones took the last
				return nil, false
			}
			mode = o.Name[0]
		}
	}
	alts := make([]string, len(pats))
	for i, p := range pats {
		switch mode {
		case 'F':
			alts[i] = regexp.QuoteMeta(p)
		case 'E':
			alts[i] = p
		default:
			expr, ok := sedRegexp(p, false)
			if !ok {
				return nil, false
			}
			alts[i] = expr
		}
		if _, err := regexp.CompilePOSIX(alts[i]); err != nil {
			return nil, false
		}
	}
	expr := "(" + strings.Join(alts, ")|(") + ")"
	if call.Has("x") {
		expr = "^(" + expr + ")$"
	}
	re, err := posixRegexp(expr, foldCase(call.P.Opts))
	return re, err == nil
}

// foldCase reports grep's -i in effect: given, and not undone by a later --no-ignore-case.
func foldCase(opts []spec.Opt) bool {
	fold := false
	for _, o := range opts {
		switch o.Name {
		case "i":
			fold = true
		case "no-ignore-case":
			fold = false
		}
	}
	return fold
}
