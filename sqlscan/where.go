package sqlscan

import (
	"strconv"
	"strings"
)

// always reports a WHERE condition that holds for every row, the way a DELETE or UPDATE is
// made to look scoped: TRUE, a non-zero number, a comparison of constants that holds (1=1,
// 'a'='a', 2>1), an expression compared with itself (id=id), x LIKE '%', a constant IS NOT
// NULL, EXISTS (SELECT 1), NOT of a condition that never holds, any branch of an OR, every
// branch of an AND.
func always(c Statement, d Dialect) bool { return truth(c, d, 0) > 0 }

// truth is 1 for a condition that always holds, -1 for one that never does, 0 otherwise.
func truth(c Statement, d Dialect, depth int) int {
	c = trimParens(c)
	if len(c) == 0 || depth > maxDepth {
		return 0
	}
	// An OR holds when any branch does and fails when all do; an AND the other way round.
	for _, or := range [...]bool{true, false} {
		parts := splitBool(c, d, or)
		if len(parts) < 2 {
			continue
		}
		decides := -1 // the branch value that settles the whole
		if or {
			decides = 1
		}
		res := -decides
		for _, p := range parts {
			switch truth(p, d, depth+1) {
			case decides:
				return decides
			case 0:
				res = 0
			}
		}
		return res
	}
	if isWord(c[0], "NOT") || c[0].Kind == Punct && c[0].Text == "!" {
		return -truth(c[1:], d, depth+1)
	}
	if v, ok := constant(c); ok {
		return v.truth()
	}
	return predicate(c, d)
}

// predicate judges one comparison, LIKE, IS, IN, BETWEEN or EXISTS.
func predicate(c Statement, d Dialect) int {
	if isWord(c[0], "EXISTS") && len(c) > 2 && c[1].Kind == Punct && c[1].Text == "(" {
		inner := c[2:closeParen(c, 1)]
		if len(inner) > 0 && isWord(inner[0], "SELECT") && topWord(inner, 0, "FROM", "WHERE") < 0 {
			return 1
		}
		return 0
	}
	depth := 0
	for i := 0; i < len(c); i++ {
		t := c[i]
		switch {
		case t.Kind == Punct && t.Text == "(":
			depth++
		case t.Kind == Punct && t.Text == ")":
			depth--
		case depth != 0 || i == 0:
		case t.Kind == Punct && oneOf(t.Text, comparisons[:]):
			return compare(c[:i], t.Text, c[i+1:])
		case isWord(t, "BETWEEN"):
			return between(c, i)
		case isWord(t, "LIKE", "ILIKE", "GLOB"):
			if v, ok := constant(c[i+1:]); ok && !v.null && !v.isNum && !v.isBool && strings.Trim(v.str, "%*") == "" && v.str != "" {
				return 1
			}
			return 0
		case isWord(t, "IS"):
			return isTest(c[:i], c[i+1:])
		case isWord(t, "IN") && i+1 < len(c) && c[i+1].Kind == Punct && c[i+1].Text == "(":
			if v, ok := constant(c[:i]); ok {
				for _, item := range splitTop(c[i+2:closeParen(c, i+1)], ",") {
					if w, ok := constant(item); ok && v.equal(w) {
						return 1
					}
				}
			}
			return 0
		}
	}
	return 0
}

var comparisons = [...]string{"=", "==", "<>", "!=", "<", ">", "<=", ">="}

func compare(l Statement, op string, r Statement) int {
	lv, lok := constant(l)
	rv, rok := constant(r)
	if lok && rok {
		if c, ok := lv.cmp(rv); ok {
			if holds(c, op) {
				return 1
			}
			return -1
		}
		return 0
	}
	if t := rowIDRange(l, op, r); t != 0 {
		return t
	}
	if sameTokens(l, r) && len(l) > 0 {
		switch op {
		case "=", "==", "<=", ">=":
			return 1
		case "<>", "!=", "<", ">":
			return -1
		}
	}
	return 0
}

func holds(c int, op string) bool {
	switch op {
	case "=", "==":
		return c == 0
	case "<>", "!=":
		return c != 0
	case "<":
		return c < 0
	case ">":
		return c > 0
	case "<=":
		return c <= 0
	case ">=":
		return c >= 0
	}
	return false
}

// isTest judges "x IS [NOT] NULL|TRUE|FALSE" where x is a constant, and "id IS NOT NULL" of a
// row id no row lacks.
func isTest(l, r Statement) int {
	neg := len(r) > 0 && isWord(r[0], "NOT")
	if len(r) == 1+boolInt(neg) && isWord(r[len(r)-1], "NULL") && rowID(l) {
		if neg {
			return 1
		}
		return -1 // NOT (id IS NULL) holds for every row too
	}
	v, ok := constant(l)
	if !ok {
		return 0
	}
	if neg {
		r = r[1:]
	}
	if len(r) != 1 || r[0].Kind != Word {
		return 0
	}
	var res bool
	switch r[0].Up {
	case "NULL":
		res = v.null
	case "TRUE":
		res = v.truth() == 1
	case "FALSE":
		res = v.truth() == -1
	default:
		return 0
	}
	if res != neg {
		return 1
	}
	return -1
}

// value is a constant of a condition.
type value struct {
	num    float64
	str    string
	isNum  bool
	isBool bool
	null   bool
}

func (v value) truth() int {
	switch {
	case v.null:
		return -1
	case v.isNum || v.isBool:
		if v.num != 0 {
			return 1
		}
		return -1
	}
	return 0 // a string's truth depends on the dialect's conversions
}

func (v value) cmp(w value) (int, bool) {
	if v.null || w.null {
		return 0, false
	}
	if (v.isNum || v.isBool) && (w.isNum || w.isBool) {
		switch {
		case v.num < w.num:
			return -1, true
		case v.num > w.num:
			return 1, true
		}
		return 0, true
	}
	if !v.isNum && !v.isBool && !w.isNum && !w.isBool {
		return strings.Compare(v.str, w.str), true
	}
	// A string that reads as a number meets a number as one: '1' = 1 holds where the
	// database converts (PostgreSQL's unknown-typed literal, MySQL), and a scan counts
	// what any database would do.
	if n, ok := numeric(v); ok {
		return n.cmp(w)
	}
	if n, ok := numeric(w); ok {
		return v.cmp(n)
	}
	return 0, false
}

func (v value) equal(w value) bool {
	c, ok := v.cmp(w)
	return ok && c == 0
}

// literal reads a literal: a number (signed), a string, TRUE, FALSE or NULL.
func literal(c Statement) (value, bool) {
	c = trimParens(c)
	sign := 1.0
	if len(c) == 2 && c[0].Kind == Punct && (c[0].Text == "-" || c[0].Text == "+") && c[1].Kind == Number {
		if c[0].Text == "-" {
			sign = -1
		}
		c = c[1:]
	}
	if len(c) != 1 {
		return value{}, false
	}
	t := c[0]
	switch t.Kind {
	case Number:
		f, err := strconv.ParseFloat(t.Text, 64)
		if err != nil {
			n, err := strconv.ParseInt(t.Text, 0, 64)
			if err != nil {
				return value{}, false
			}
			f = float64(n)
		}
		return value{num: sign * f, isNum: true}, true
	case String:
		return value{str: t.Text}, true
	case Word:
		switch t.Up {
		case "TRUE":
			return value{num: 1, isBool: true}, true
		case "FALSE":
			return value{isBool: true}, true
		case "NULL":
			return value{null: true}, true
		}
	}
	return value{}, false
}

func sameTokens(a, b Statement) bool {
	a, b = trimParens(a), trimParens(b)
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Kind != b[i].Kind {
			return false
		}
		if a[i].Kind == Word {
			if a[i].Up != b[i].Up {
				return false
			}
		} else if a[i].Text != b[i].Text {
			return false
		}
	}
	return true
}

// trimParens removes parentheses that enclose the whole condition.
func trimParens(c Statement) Statement {
	for n := 0; n < 4*maxDepth && len(c) >= 2 && c[0].Kind == Punct && c[0].Text == "(" && closeParen(c, 0) == len(c)-1; n++ {
		c = c[1 : len(c)-1]
	}
	return c
}

// splitBool cuts a condition at its top-level OR (or AND); an AND of BETWEEN stays.
func splitBool(c Statement, d Dialect, or bool) []Statement {
	var out []Statement
	depth, start := 0, 0
	between := false
	for i, t := range c {
		switch {
		case t.Kind == Punct && t.Text == "(":
			depth++
		case t.Kind == Punct && t.Text == ")":
			depth--
		case depth != 0:
		case isWord(t, "BETWEEN"):
			between = true
		case or && (isWord(t, "OR") || t.Kind == Punct && t.Text == "||" && d == MySQL):
			out = append(out, c[start:i])
			start = i + 1
		case !or && isWord(t, "AND") && between:
			between = false
		case !or && (isWord(t, "AND") || t.Kind == Punct && t.Text == "&&"):
			out = append(out, c[start:i])
			start = i + 1
		}
	}
	return append(out, c[start:])
}

// splitTop cuts a list at top-level separators.
func splitTop(c Statement, sep string) []Statement {
	var out []Statement
	depth, start := 0, 0
	for i, t := range c {
		if t.Kind != Punct {
			continue
		}
		switch t.Text {
		case "(":
			depth++
		case ")":
			depth--
		case sep:
			if depth == 0 {
				out = append(out, c[start:i])
				start = i + 1
			}
		}
	}
	return append(out, c[start:])
}
