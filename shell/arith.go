package shell

import (
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Arithmetic assigns. bash evaluates (( )), $(( )), let, for (( )), an indexed array's
// subscript, a slice's bounds and [[ ]]'s -eq family as expressions, and an expression may
// assign: `(( D=5 ))`, `let D++`. A variable read there is itself evaluated as an
// expression, so a value that is an assignment sets the variable it names: `x='HOME=1'; ((
// x ))` sets HOME. arithSets applies these to the walk: an assignment of a constant gives the
// variable that value; any other (+=, ++, a value only known when it runs, one that may not
// be evaluated: after && or ||, in an arm of ?:) leaves it unknown.

// maxArithDepth bounds how deep values that are expressions are followed (bash stops at 1024).
const maxArithDepth = 8

// arithSets applies what the arithmetic in n assigns, outside the substitutions in it (their
// own walk does theirs).
func (w *walker) arithSets(n syntax.Node) {
	syntax.Walk(n, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst:
			return false
		case *syntax.ArithmExp:
			w.arithDoes(n.X, 0, false)
		case *syntax.ArithmCmd:
			w.arithDoes(n.X, 0, false)
		case *syntax.LetClause:
			for _, x := range n.Exprs {
				w.arithDoes(x, 0, false)
			}
		case *syntax.CStyleLoop:
			w.arithDoes(n.Init, 0, false)
			w.arithDoes(n.Cond, 0, true) // run again on every pass: what it sets may vary
			w.arithDoes(n.Post, 0, true)
		case *syntax.ParamExp:
			if n.Index != nil && arrayIndex(n.Index) == 0 {
				w.arithDoes(n.Index, 0, false)
			}
			if n.Slice != nil {
				w.arithDoes(n.Slice.Offset, 0, false)
				w.arithDoes(n.Slice.Length, 0, false)
			}
		case *syntax.Assign:
			if n.Index != nil {
				w.arithDoes(n.Index, 0, false)
			}
		case *syntax.BinaryTest:
			if arithTest(n.Op) {
				w.arithDoes(asArith(n.X), 0, false)
				w.arithDoes(asArith(n.Y), 0, false)
			}
		}
		return true
	})
}

// arithTest reports the [[ ]] operators whose operands bash evaluates as arithmetic.
func arithTest(op syntax.BinTestOperator) bool {
	switch op {
	case syntax.TsEql, syntax.TsNeq, syntax.TsLeq, syntax.TsGeq, syntax.TsLss, syntax.TsGtr:
		return true
	}
	return false
}

// asArith is a [[ ]] operand that is a word, as an expression.
func asArith(x syntax.TestExpr) syntax.ArithmExpr {
	if wd, ok := x.(*syntax.Word); ok {
		return wd
	}
	return nil
}

// arithDoes applies the assignments expression x makes; maybe: it may not be evaluated, or
// be evaluated more than once.
func (w *walker) arithDoes(x syntax.ArithmExpr, depth int, maybe bool) {
	switch x := x.(type) {
	case *syntax.BinaryArithm:
		if assignOp(x.Op) {
			w.arithDoes(x.Y, depth, maybe)
			w.arithAssign(x.X, x.Y, x.Op == syntax.Assgn && !maybe)
			return
		}
		w.arithDoes(x.X, depth, maybe)
		switch x.Op {
		case syntax.AndArit, syntax.OrArit, syntax.TernQuest, syntax.TernColon:
			maybe = true
		}
		w.arithDoes(x.Y, depth, maybe)
	case *syntax.UnaryArithm:
		if x.Op == syntax.Inc || x.Op == syntax.Dec {
			w.arithAssign(x.X, nil, false)
			return
		}
		w.arithDoes(x.X, depth, maybe)
	case *syntax.ParenArithm:
		w.arithDoes(x.X, depth, maybe)
	case *syntax.Word:
		w.arithRead(x, depth, maybe)
	}
}

// arithAssign sets the variable target names: to rhs's value where plain (=) and a constant,
// else to a value only known when it runs. An element of an array, or a name only known when
// it runs, is left as it is.
func (w *walker) arithAssign(target, rhs syntax.ArithmExpr, plain bool) {
	wd, ok := target.(*syntax.Word)
	if !ok {
		return
	}
	name := wd.Lit()
	if !isName(name) {
		return
	}
	if plain && rhs != nil {
		if n, ok := w.arith(rhs); ok {
			w.set(name, value{s: strconv.Itoa(n)})
			return
		}
	}
	w.set(name, value{dyn: true})
}

// arithRead follows a variable read in an expression (x or $x): a value that is not a number
// is evaluated as an expression in turn, and what it assigns is assigned. A value only known
// when it runs whose known start assigns a variable (`NAME=`, `NAME+=`) leaves that unknown.
func (w *walker) arithRead(wd *syntax.Word, depth int, maybe bool) {
	if depth >= maxArithDepth {
		return
	}
	var v value
	if name := arithName(wd); name != "" {
		var ok bool
		if v, ok = w.lookup(name); !ok {
			return
		}
	} else if plainWord(wd) && wd.Lit() == "" {
		// text the shell expands first, then evaluates: let 'D = 5', (( "$x" ))
		v = w.strv(wd)
		if v.dyn {
			// let "$n=1", let "x=$n": the expression, and so what it assigns (n may hold
			// "1, y=2"), is only known when it runs.
			if n := assignedName(v.lead); n != "" {
				w.set(n, value{dyn: true})
			}
			if w.env != nil && w.env.sets != nil {
				w.env.sets.dyn("arithmetic on text only known when it runs may assign any variable")
			}
			return
		}
	} else {
		return
	}
	w.arithValue(v, depth, maybe)
}

// arithValue evaluates a value read in an expression as an expression, for what it assigns.
func (w *walker) arithValue(v value, depth int, maybe bool) {
	if v.dyn {
		if n := assignedName(v.lead); n != "" {
			w.set(n, value{dyn: true})
		}
		if w.env != nil && w.env.sets != nil {
			// x=$(cat f); (( x )): bash evaluates x's text, which may assign ("1, y=2")
			w.env.sets.dyn("arithmetic on a value only known when it runs may assign any variable")
		}
		return
	}
	s := strings.TrimSpace(v.s)
	if s == "" {
		return
	}
	if _, err := strconv.Atoi(s); err == nil {
		return
	}
	x, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Arithmetic(strings.NewReader(s))
	if err != nil || x == nil {
		return // bash reports the error and assigns nothing
	}
	w.arithDoes(x, depth+1, maybe)
}

// plainWord reports a word of quoted and literal text, plain parameters and arithmetic only:
// expanding it runs nothing.
func plainWord(wd *syntax.Word) bool {
	for _, p := range wd.Parts {
		switch p := p.(type) {
		case *syntax.Lit, *syntax.SglQuoted, *syntax.ArithmExp:
		case *syntax.ParamExp:
			if arithName(&syntax.Word{Parts: []syntax.WordPart{p}}) == "" {
				return false
			}
		case *syntax.DblQuoted:
			if !plainWord(&syntax.Word{Parts: p.Parts}) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// arithName is the variable an expression's word reads: a bare name, $name or ${name}.
func arithName(wd *syntax.Word) string {
	if n := wd.Lit(); n != "" {
		if isName(n) {
			return n
		}
		return ""
	}
	if len(wd.Parts) != 1 {
		return ""
	}
	p, ok := wd.Parts[0].(*syntax.ParamExp)
	if !ok || p.Param == nil || p.Excl || p.Length || p.Width || p.Index != nil || p.Slice != nil || p.Repl != nil ||
		p.Exp != nil || p.Names != 0 || p.NestedParam != nil || p.IsSet {
		return ""
	}
	if isName(p.Param.Value) {
		return p.Param.Value
	}
	return ""
}

// assignedName is the variable the known start of an expression assigns, "" for none.
func assignedName(lead string) string {
	lead = strings.TrimSpace(lead)
	i := 0
	for i < len(lead) && (lead[i] == '_' || lead[i] >= 'a' && lead[i] <= 'z' || lead[i] >= 'A' && lead[i] <= 'Z' || i > 0 && lead[i] >= '0' && lead[i] <= '9') {
		i++
	}
	if i == 0 {
		return ""
	}
	rest := strings.TrimLeft(lead[i:], " \t")
	if strings.HasPrefix(rest, "=") && !strings.HasPrefix(rest, "==") || len(rest) > 1 && rest[1] == '=' && strings.IndexByte("+-*/%&|^", rest[0]) >= 0 ||
		strings.HasPrefix(rest, "++") || strings.HasPrefix(rest, "--") || strings.HasPrefix(rest, "<<=") || strings.HasPrefix(rest, ">>=") {
		return lead[:i]
	}
	return ""
}
