package sqlscan

import "strings"

// dyn stands, in SQL text pieced together from literals, for a part only known when it runs.
const dyn = "_dyn_"

// maxBuilt bounds the text pieced together for one variable or expression: repeated
// doubling (SET @s = @s + @s) must not cost more than a hook call can afford.
const maxBuilt = 64 << 10

// built is SQL text pieced together from literals and values computed at run time.
type built struct {
	text string
	made bool // computed parts went into it (a variable, a function of one, format's %I)
}

// do reads a PostgreSQL DO block: its body runs at once.
func (s *scanner) do(st Statement) {
	if s.d != Postgres {
		return // MySQL's DO evaluates expressions; nothing else has DO
	}
	for _, t := range st[1:] {
		if t.Kind == Body || t.Kind == String {
			s.plpgsql(t.Text)
		}
	}
}

// plpgsql scans a PL/pgSQL block: its statements run, and so does the text given to EXECUTE,
// which is read where it is written literally and reported where it is built.
func (s *scanner) plpgsql(body string) {
	if s.dynDepth >= 3 || s.depth > maxDepth {
		return
	}
	stmts, _ := Lex(body, Postgres)
	for _, st := range stmts {
		for _, seg := range blockSegments(st) {
			if s.plpgsqlAssign(seg) {
				continue
			}
			if x := topWord(seg, 0, "EXECUTE"); x >= 0 && !(x+1 < len(seg) && isWord(seg[x+1], "FUNCTION", "PROCEDURE")) {
				s.dynamic(seg[x+1:], "EXECUTE")
				continue
			}
			s.head(seg)
		}
	}
}

// blockWords end a statement's segment inside a PL/pgSQL block: the statement after them is
// one of its own (IF c THEN DELETE ..., LOOP DROP ...).
var blockWords = [...]string{"BEGIN", "LOOP", "THEN", "ELSE", "DECLARE", "EXCEPTION"}

func blockSegments(st Statement) []Statement {
	var out []Statement
	start, depth, cases := 0, 0, 0
	for i, t := range st {
		switch {
		case t.Kind == Punct && t.Text == "(":
			depth++
		case t.Kind == Punct && t.Text == ")":
			depth--
		case depth != 0 || t.Kind != Word:
		case t.Up == "CASE":
			cases++
		case t.Up == "END" && cases > 0:
			cases--
		case cases == 0 && oneOf(t.Up, blockWords[:]):
			if i > start {
				out = append(out, st[start:i])
			}
			start = i + 1
		}
	}
	if start < len(st) {
		out = append(out, st[start:])
	}
	return out
}

// plpgsqlAssign records "name [type] := expr" (and "name = expr"): the SQL text a variable
// will hold for EXECUTE.
func (s *scanner) plpgsqlAssign(seg Statement) bool {
	if len(seg) < 3 || seg[0].Kind != Word && seg[0].Kind != Ident {
		return false
	}
	at := -1
	if seg[1].Kind == Punct && seg[1].Text == "=" {
		at = 1
	}
	for i, t := range seg {
		if t.Kind == Punct && t.Text == ":=" {
			at = i
			break
		}
	}
	if at < 0 {
		return false
	}
	s.setVar(strings.ToLower(seg[0].Text), s.pieces(seg[at+1:]), false)
	return true
}

func (s *scanner) setVar(name string, b built, add bool) {
	if s.vars == nil {
		s.vars = map[string]built{}
	}
	if add {
		old := s.vars[name]
		b = built{text: old.text + b.text, made: old.made || b.made}
	}
	if len(b.text) > maxBuilt {
		b = built{text: b.text[:maxBuilt], made: true}
	}
	s.vars[name] = b
}

// dynamic reads SQL text built by an expression (what EXECUTE, PREPARE ... FROM, EXEC(...) and
// sp_executesql run): its literal parts are scanned as statements, with the computed parts
// standing in; a statement whose first word is computed cannot be read at all.
func (s *scanner) dynamic(expr Statement, via string) {
	b := s.pieces(expr)
	inner := strings.TrimSpace(b.text)
	unknown := inner == "" || inner == dyn || strings.HasPrefix(inner, dyn+" ")
	var verbs []string
	if !unknown && s.dynDepth < 3 {
		stmts, _ := Lex(inner, s.d)
		sub := &scanner{d: s.d, o: s.o, vars: s.vars, dynDepth: s.dynDepth + 1, depth: s.depth, routines: s.routines, calling: s.calling}
		for _, seg := range sub.segments(stmts) {
			collectCreate(seg, s.o.Created)
			if len(seg) > 0 && seg[0].Kind == Word {
				verbs = append(verbs, seg[0].Up)
			}
			sub.head(seg)
		}
		for _, f := range sub.out {
			f.Dynamic = true
			s.out = append(s.out, f)
		}
	}
	if b.made || unknown {
		w := ""
		for _, v := range verbs {
			if v == "DROP" || v == "TRUNCATE" || v == "DELETE" || v == "ALTER" || v == "UPDATE" {
				w = " (" + v + ")"
				break
			}
		}
		s.add(Finding{Rule: "dynamic-ddl", Op: via, Object: "SQL built at run time", Dynamic: true,
			What: via + " runs SQL built at run time" + w + "; nobody can review what it will run"})
	}
	if unknown {
		s.add(Finding{Rule: "dynamic-sql", Op: "dynamic SQL", Object: "SQL built at run time (" + via + ")", Live: true, Dynamic: true, Unknown: true,
			What: via + " runs SQL whose statement is only known when it runs"})
	}
}

// sqlFuncs are the functions that build SQL text from their arguments: their arguments are
// pieces of it.
var sqlFuncs = [...]string{"CONCAT", "CONCAT_WS", "QUOTE_IDENT", "QUOTE_LITERAL", "QUOTE_NULLABLE", "QUOTENAME", "CAST",
	"CONVERT", "LOWER", "UPPER", "TRIM", "LTRIM", "RTRIM", "REPLACE", "COALESCE", "ISNULL", "IFNULL", "N"}

// pieces joins the literal parts of an SQL-building expression, with dyn for each run of
// computed parts; known variables contribute their text.
func (s *scanner) pieces(expr Statement) built {
	var b strings.Builder
	made, pending := false, false
	lit := func(text string) {
		if b.Len()+len(text) > maxBuilt {
			made = true
			return
		}
		if pending {
			b.WriteString(" " + dyn + " ")
			pending = false
		}
		b.WriteString(text)
	}
	depth := 0
	for i := 0; i < len(expr); i++ {
		t := expr[i]
		switch t.Kind {
		case String, Body, Number:
			lit(t.Text)
		case Punct:
			switch t.Text {
			case "(":
				depth++
			case ")":
				depth--
			}
		default:
			up := t.Up
			if t.Kind == Ident {
				up = ""
			}
			next := i+1 < len(expr) && expr[i+1].Kind == Punct && expr[i+1].Text == "("
			switch {
			case depth == 0 && t.Kind == Word && (up == "INTO" || up == "USING"):
				i = len(expr)
			case next && (up == "FORMAT" || up == "FORMATMESSAGE"):
				end := closeParen(expr, i+1)
				args := splitTop(expr[i+2:min(end, len(expr))], ",")
				if len(args) > 0 && len(args[0]) == 1 && (args[0][0].Kind == String || args[0][0].Kind == Body) {
					text, specs := formatTemplate(args[0][0].Text)
					lit(text)
					made = made || specs
				} else {
					pending, made = true, true
				}
				i = end
			case next && oneOf(up, sqlFuncs[:]):
			default:
				if v, ok := s.vars[strings.ToLower(t.Text)]; ok && t.Kind != Ident {
					lit(v.text)
					made = made || v.made
				} else {
					pending, made = true, true
				}
			}
		}
	}
	if pending {
		b.WriteString(" " + dyn)
	}
	return built{text: b.String(), made: made}
}

// formatTemplate replaces format()'s specifiers (%s %I %L %1$s) with dyn; %% is a percent.
func formatTemplate(t string) (string, bool) {
	var b strings.Builder
	specs := false
	for i := 0; i < len(t); i++ {
		if t[i] != '%' || i+1 >= len(t) {
			b.WriteByte(t[i])
			continue
		}
		if t[i+1] == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		j := i + 1
		for j < len(t) && (t[j] >= '0' && t[j] <= '9' || t[j] == '$' || t[j] == '-') {
			j++
		}
		if j < len(t) && (t[j] == 's' || t[j] == 'I' || t[j] == 'L' || t[j] == 'd') {
			b.WriteString(" " + dyn + " ")
			specs = true
			i = j
			continue
		}
		b.WriteByte(t[i])
	}
	return b.String(), specs
}

// exec reads T-SQL's EXEC: EXEC('text' + @t), EXEC(@sql), sp_executesql, xp_cmdshell and
// sp_rename. Elsewhere EXECUTE runs a prepared statement, read where it was prepared.
func (s *scanner) exec(st Statement) {
	if s.d != SQLServer || len(st) < 2 {
		return
	}
	i := 1
	if st[i].Kind == Var && i+2 < len(st) && st[i+1].Kind == Punct && st[i+1].Text == "=" {
		i += 2 // EXEC @rc = proc
	}
	if st[i].Kind == Punct && st[i].Text == "(" {
		s.dynamic(st[i+1:closeParen(st, i)], "EXEC")
		return
	}
	proc, j := name(st, i)
	arg := firstArg(st, j)
	switch proc {
	case "sp_executesql":
		s.dynamic(arg, "sp_executesql")
	case "xp_cmdshell":
		b := s.pieces(arg)
		s.add(Finding{Rule: "server-shell", Op: "xp_cmdshell", Object: "a shell command on the database server", Text: b.text, Unknown: b.made,
			What: "xp_cmdshell runs a shell command on the database server"})
	case "sp_rename":
		lits := s.pieces(arg).text
		rule, what := "rename-table", "sp_rename renames a table under running code"
		if strings.Contains(lits, ".") {
			rule, what = "rename-column", "sp_rename renames a column under running code"
		}
		s.content(Finding{Rule: rule, Op: "sp_rename", Object: "an object", What: what})
	}
}

// firstArg returns a procedure call's first argument (without a "@name =" in front).
func firstArg(st Statement, i int) Statement {
	args := splitTop(st[min(i, len(st)):], ",")
	if len(args) == 0 {
		return nil
	}
	a := args[0]
	if len(a) > 2 && a[0].Kind == Var && a[1].Kind == Punct && a[1].Text == "=" {
		a = a[2:]
	}
	return a
}

// prepare reads PREPARE: PostgreSQL's PREPARE p AS statement, MySQL's PREPARE p FROM text. What
// it prepares is judged there, whether or not EXECUTE follows.
func (s *scanner) prepare(st Statement) {
	switch s.d {
	case Postgres:
		if as := topWord(st, 1, "AS"); as >= 0 {
			s.head(st[as+1:])
		}
	case MySQL:
		if from := topWord(st, 1, "FROM"); from >= 0 {
			s.dynamic(st[from+1:], "PREPARE")
		}
	}
}

// assign records the SQL text variables receive: MySQL's SET @s = ..., SQL Server's DECLARE
// @s ... = ..., SET @s = ..., SET @s += ..., SELECT @s = ....
func (s *scanner) assign(st Statement) {
	if s.d != MySQL && s.d != SQLServer {
		return
	}
	for i := 1; i+1 < len(st); i++ {
		if st[i].Kind != Var {
			continue
		}
		j := i + 1
		for j < len(st) && st[j].Kind == Word && st[0].Up == "DECLARE" { // DECLARE @s NVARCHAR(MAX) = ...
			j++
			if j < len(st) && st[j].Kind == Punct && st[j].Text == "(" {
				j = closeParen(st, j) + 1
			}
		}
		add := false
		if j+1 < len(st) && st[j].Kind == Punct && st[j].Text == "+" && st[j+1].Kind == Punct && st[j+1].Text == "=" {
			add = true
			j++
		}
		if j >= len(st) || st[j].Kind != Punct || st[j].Text != "=" && st[j].Text != ":=" {
			continue
		}
		end := j + 1
		for depth := 0; end < len(st); end++ {
			t := st[end]
			if t.Kind == Punct && t.Text == "(" {
				depth++
			} else if t.Kind == Punct && t.Text == ")" {
				depth--
			} else if depth == 0 && (t.Kind == Punct && t.Text == "," || isWord(t, "FROM", "WHERE")) {
				break
			}
		}
		s.setVar(strings.ToLower(st[i].Text), s.pieces(st[j+1:end]), add)
		i = end
	}
}

// copyProgram reads PostgreSQL's COPY ... TO|FROM PROGRAM 'command': the server runs it.
func (s *scanner) copyProgram(st Statement) {
	if s.d != Postgres {
		return
	}
	for i := 1; i+1 < len(st); i++ {
		if isWord(st[i], "PROGRAM") && (st[i+1].Kind == String || st[i+1].Kind == Body) {
			s.add(Finding{Rule: "server-shell", Op: "COPY PROGRAM", Object: "a shell command on the database server", Text: st[i+1].Text,
				What: "COPY ... PROGRAM runs a shell command on the database server"})
		}
	}
}

// Generated lists what the rows of a query would destroy if each were run as a statement (psql's
// \gexec): the select list of the text's last statement is read as SQL built at run time, so
// SELECT 'DROP TABLE ' || tablename FROM pg_tables \gexec drops tables.
func Generated(query string, d Dialect) []Finding {
	if d == Unknown {
		d = Postgres
	}
	stmts, _ := Lex(query, d)
	if len(stmts) > 1 {
		stmts = stmts[len(stmts)-1:]
	}
	var out []Finding
	for _, st := range stmts {
		if len(st) == 0 || !isWord(st[0], "SELECT") {
			continue
		}
		end := clauseEnd(st, 1, "FROM", "WHERE", "GROUP", "ORDER", "LIMIT", "UNION")
		s := &scanner{d: d, o: &Options{Dialect: d, Created: map[string]bool{}}}
		for _, item := range splitTop(st[1:end], ",") {
			s.dynamic(item, `\gexec`)
		}
		for _, f := range s.out {
			if f.Live {
				out = append(out, f)
			}
		}
	}
	return out
}
