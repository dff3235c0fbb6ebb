package sqlscan

import (
	"math"
	"strconv"
	"strings"
)

// The constant folder: what a condition's operands are worth when no row is read. A WHERE
// made to look scoped hides its constant behind an expression: 1 BETWEEN 0 AND 2,
// coalesce(NULL, 1) = 1, abs(-1) = 1, '1' = 1, 1 + 1 = 2, '%' || '' as a LIKE pattern,
// CAST('1' AS int) = 1. A value that reads a column is never folded, except the row ids no row
// lacks (id IS NOT NULL, rowid > 0), which hold for every row as surely as a constant does.

// constant folds an expression without columns to its value.
func constant(c Statement) (value, bool) { return fold(c, 0) }

func fold(c Statement, depth int) (value, bool) {
	c = trimParens(c)
	if len(c) == 0 || depth > maxDepth {
		return value{}, false
	}
	if v, ok := literal(c); ok {
		return v, true
	}
	// Binary operators, loosest first: || and + - bind looser than * / %.
	for _, ops := range [...][]string{{"||"}, {"+", "-"}, {"*", "/", "%"}} {
		if i := lastTopOp(c, ops); i > 0 {
			l, lok := fold(c[:i], depth+1)
			r, rok := fold(c[i+1:], depth+1)
			if !lok || !rok {
				return value{}, false
			}
			return arith(l, c[i].Text, r)
		}
	}
	if c[0].Kind == Punct && (c[0].Text == "-" || c[0].Text == "+") {
		v, ok := fold(c[1:], depth+1)
		if n, isN := numeric(v); ok && isN {
			if c[0].Text == "-" {
				n.num = -n.num
			}
			return n, true
		}
		return value{}, false
	}
	// expr::type
	if n := len(c); n >= 3 && c[n-2].Kind == Punct && c[n-2].Text == "::" && c[n-1].Kind == Word {
		v, ok := fold(c[:n-2], depth+1)
		return cast(v, ok, c[n-1].Up)
	}
	if len(c) >= 3 && c[0].Kind == Word && c[1].Kind == Punct && c[1].Text == "(" && closeParen(c, 1) == len(c)-1 {
		return call(c[0].Up, c[2:len(c)-1], depth)
	}
	return value{}, false
}

// lastTopOp is the index of the last top-level binary operator of ops in c (left
// associative), or -1. A sign after an operator or at the start is unary.
func lastTopOp(c Statement, ops []string) int {
	depth := 0
	for i := len(c) - 1; i > 0; i-- {
		t := c[i]
		if t.Kind != Punct {
			continue
		}
		switch {
		case t.Text == ")":
			depth++
		case t.Text == "(":
			depth--
		case depth == 0 && oneOf(t.Text, ops):
			if p := c[i-1]; p.Kind == Punct && p.Text != ")" {
				continue // a unary sign: 1 * -1
			}
			return i
		}
	}
	return -1
}

// numeric reads v as a number: a number, a boolean, or a string that spells one.
func numeric(v value) (value, bool) {
	switch {
	case v.null:
		return value{}, false
	case v.isNum || v.isBool:
		return value{num: v.num, isNum: true}, true
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(v.str), 64)
	if err != nil {
		return value{}, false
	}
	return value{num: f, isNum: true}, true
}

func arith(l value, op string, r value) (value, bool) {
	if l.null || r.null {
		return value{null: true}, true
	}
	if op == "||" {
		// PostgreSQL, SQLite and Oracle concatenate; MySQL's OR is split off before this.
		return value{str: text(l) + text(r)}, true
	}
	a, aok := numeric(l)
	b, bok := numeric(r)
	if !aok || !bok {
		return value{}, false
	}
	switch op {
	case "+":
		a.num += b.num
	case "-":
		a.num -= b.num
	case "*":
		a.num *= b.num
	case "/", "%":
		if b.num == 0 {
			return value{null: true}, true // MySQL and SQLite give NULL; others fail
		}
		if op == "/" {
			a.num /= b.num
		} else {
			a.num = math.Mod(a.num, b.num)
		}
	}
	return a, true
}

// text is a value as a string.
func text(v value) string {
	if v.isNum || v.isBool {
		return strconv.FormatFloat(v.num, 'f', -1, 64)
	}
	return v.str
}

// cast converts a folded value to a type named by its first word.
func cast(v value, ok bool, typ string) (value, bool) {
	if !ok {
		return value{}, false
	}
	if v.null {
		return v, true
	}
	switch typ {
	case "INT", "INTEGER", "BIGINT", "SMALLINT", "TINYINT", "INT2", "INT4", "INT8", "NUMERIC", "DECIMAL", "REAL", "FLOAT", "DOUBLE", "SIGNED", "UNSIGNED":
		return numeric(v)
	case "TEXT", "VARCHAR", "CHAR", "NVARCHAR", "NCHAR", "STRING":
		return value{str: text(v)}, true
	case "BOOL", "BOOLEAN":
		if n, ok := numeric(v); ok {
			return value{num: n.num, isBool: true}, true
		}
		switch strings.ToLower(strings.TrimSpace(v.str)) {
		case "t", "true", "y", "yes", "on":
			return value{num: 1, isBool: true}, true
		case "f", "false", "n", "no", "off":
			return value{isBool: true}, true
		}
	}
	return value{}, false
}

// call folds the few functions of constants that keep a condition constant.
func call(fn string, args Statement, depth int) (value, bool) {
	if fn == "CAST" || fn == "TRY_CAST" {
		if as := topWord(args, 0, "AS"); as > 0 && as+1 < len(args) && args[as+1].Kind == Word {
			v, ok := fold(args[:as], depth+1)
			return cast(v, ok, args[as+1].Up)
		}
		return value{}, false
	}
	parts := splitTop(args, ",")
	vals := make([]value, 0, len(parts))
	for _, p := range parts {
		v, ok := fold(p, depth+1)
		if !ok {
			return value{}, false
		}
		vals = append(vals, v)
	}
	switch fn {
	case "COALESCE", "IFNULL", "NVL", "ISNULL":
		if fn == "ISNULL" && len(vals) != 2 {
			return value{}, false // PostgreSQL's and MySQL's one-argument ISNULL is a test
		}
		for _, v := range vals {
			if !v.null {
				return v, true
			}
		}
		return value{null: true}, true
	case "NULLIF":
		if len(vals) == 2 {
			if vals[0].equal(vals[1]) {
				return value{null: true}, true
			}
			return vals[0], true
		}
	case "ABS":
		if len(vals) == 1 {
			if n, ok := numeric(vals[0]); ok {
				n.num = math.Abs(n.num)
				return n, true
			}
		}
	case "LOWER", "UPPER", "TRIM", "LTRIM", "RTRIM":
		if len(vals) == 1 && !vals[0].null {
			return value{str: caseOrTrim(fn, text(vals[0]))}, true
		}
	case "LENGTH", "LEN", "CHAR_LENGTH", "CHARACTER_LENGTH":
		if len(vals) == 1 && !vals[0].null {
			return value{num: float64(len([]rune(text(vals[0])))), isNum: true}, true
		}
	case "GREATEST", "LEAST", "MAX", "MIN":
		return extreme(vals, fn == "GREATEST" || fn == "MAX")
	case "CONCAT":
		var b strings.Builder
		for _, v := range vals {
			b.WriteString(text(v)) // CONCAT skips NULLs in PostgreSQL and SQL Server
		}
		return value{str: b.String()}, true
	}
	return value{}, false
}

// extreme is the greatest (or least) of vals, where they compare.
func extreme(vals []value, greatest bool) (value, bool) {
	if len(vals) == 0 {
		return value{}, false
	}
	best := vals[0]
	for _, v := range vals[1:] {
		c, ok := v.cmp(best)
		if !ok {
			return value{}, false
		}
		if greatest && c > 0 || !greatest && c < 0 {
			best = v
		}
	}
	return best, true
}

// between judges c[:i] [NOT] BETWEEN [SYMMETRIC] lo AND hi.
func between(c Statement, i int) int {
	l := c[:i]
	neg := len(l) > 1 && isWord(l[len(l)-1], "NOT")
	if neg {
		l = l[:len(l)-1]
	}
	rest := c[i+1:]
	sym := len(rest) > 0 && isWord(rest[0], "SYMMETRIC")
	if sym || len(rest) > 0 && isWord(rest[0], "ASYMMETRIC") {
		rest = rest[1:]
	}
	and := topWord(rest, 0, "AND")
	if and <= 0 {
		return 0
	}
	v, ok := constant(l)
	lo, lok := constant(rest[:and])
	hi, hok := constant(rest[and+1:])
	if !ok || !lok || !hok {
		return 0
	}
	if sym {
		if c, ok := lo.cmp(hi); ok && c > 0 {
			lo, hi = hi, lo
		}
	}
	a, aok := v.cmp(lo)
	b, bok := v.cmp(hi)
	if !aok || !bok {
		return 0
	}
	if (a >= 0 && b <= 0) != neg {
		return 1
	}
	return -1
}

// rowID reports a bare row id, which every row has: id (with any qualifier), SQLite's rowid,
// _rowid_ and oid.
func rowID(c Statement) bool {
	c = trimParens(c)
	if len(c) == 3 && c[1].Kind == Punct && c[1].Text == "." {
		c = c[2:]
	}
	return len(c) == 1 && c[0].Kind == Word && oneOf(c[0].Up, rowIDs[:])
}

var rowIDs = [...]string{"ID", "ROWID", "_ROWID_", "OID"}

func caseOrTrim(fn, s string) string {
	switch fn {
	case "LOWER":
		return strings.ToLower(s)
	case "UPPER":
		return strings.ToUpper(s)
	case "LTRIM":
		return strings.TrimLeft(s, " ")
	case "RTRIM":
		return strings.TrimRight(s, " ")
	}
	return strings.Trim(s, " ")
}

// rowIDRange judges a row id compared with a constant: every row's id is at least 1 (a serial
// key, SQLite's rowid), so id > 0 and id >= 1 hold for every row.
func rowIDRange(l Statement, op string, r Statement) int {
	if rowID(r) && !rowID(l) {
		l, r = r, l
		switch op {
		case "<":
			op = ">"
		case "<=":
			op = ">="
		case ">", ">=":
			return 0 // 0 > id: never for a serial key, left to the comparison
		}
	}
	if !rowID(l) {
		return 0
	}
	v, ok := constant(r)
	n, isN := numeric(v)
	if !ok || !isN {
		return 0
	}
	switch {
	case op == ">" && n.num < 1, op == ">=" && n.num <= 1, (op == "<>" || op == "!=") && n.num < 1:
		return 1
	}
	return 0
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
