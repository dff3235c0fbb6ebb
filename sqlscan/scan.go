package sqlscan

import (
	"maps"
	"strings"
)

// Finding is one thing a text's SQL does that a guard may care about.
type Finding struct {
	// Rule is a stable id. Destroying data in a live database: drop-table, drop-schema,
	// drop-object (views, sequences, types, functions...), drop-role, drop-column,
	// drop-partition, truncate, delete-all, update-all, dynamic-sql (SQL built at run time
	// whose statement cannot be read), server-shell (the server runs a shell command).
	// Hazards of a new migration: drop-table, drop-schema, drop-column, truncate,
	// delete-all, rename-table, rename-column, rename-schema, change-type, set-not-null,
	// not-null-no-default, index-not-concurrent, dynamic-ddl (any statement built at run
	// time), self-suppression (a linter directive in a comment).
	Rule string
	// Op is the statement, as an operation: "DROP TABLE", "TRUNCATE", "DELETE without WHERE".
	Op string
	// Object is what it acts on, in a few words: "table users", "every row of orders".
	Object string
	// What says what it does, as a sentence fragment for a reason.
	What string
	// Target is the table or object, lower-cased and unqualified; "" when unknown.
	Target string
	// Live: the statement destroys data in a live database. Schema: it removes schema
	// objects a migration made (a table, a column, a view, a schema, a database), not only
	// rows.
	Live, Schema bool
	// Dynamic: found in SQL built at run time (EXECUTE, PREPARE, EXEC(...)). Unknown: the
	// statement itself cannot be read.
	Dynamic, Unknown bool
	// Fresh: the object was created earlier in the same text with IF NOT EXISTS, so it may
	// have existed before with data. (Objects the text surely created draw no finding.)
	Fresh bool
	// Text is, for server-shell, the command the server runs.
	Text string
}

// Options are a scan's switches.
type Options struct {
	// Dialect lexes the text; Unknown reads it under every dialect, and what any of them
	// would do counts.
	Dialect Dialect
	// ConcurrentIndex reports CREATE INDEX without CONCURRENTLY (on PostgreSQL it blocks
	// writes to the table while the index builds).
	ConcurrentIndex bool
	// Created collects the tables the text creates (true) or creates IF NOT EXISTS (false);
	// changes to them are not hazards, since they hold no data yet. It may be shared by
	// several scans of one file (host-language migrations hand SQL over in pieces); nil
	// keeps it to this scan.
	Created map[string]bool
}

// Scan lists what src does: every finding of every rule. Users pick the rules they judge.
func Scan(src string, o Options) []Finding {
	ds := []Dialect{o.Dialect}
	if o.Dialect == Unknown {
		ds = dialects[:]
	}
	if o.Created == nil {
		o.Created = map[string]bool{}
	}
	passes := make([]*scanner, len(ds))
	var notes []string
	shared := o.Created
	for i, d := range ds {
		stmts, n := Lex(src, d)
		notes = append(notes, n...)
		// Each pass learns the text's creations in order, from what earlier scans made: a
		// table created after it is dropped held data when the drop ran (a dump's DROP
		// TABLE; CREATE TABLE).
		oc := o
		oc.Created = maps.Clone(shared)
		s := &scanner{d: d, o: &oc}
		s.segs = s.segments(stmts)
		passes[i] = s
	}
	var out []Finding
	for _, n := range notes {
		if sup := suppression(n); sup != "" {
			out = appendOnce(out, Finding{Rule: "self-suppression", Op: "suppression", Object: "a migration linter",
				What: "has the comment " + strings.TrimSpace(oneLine(n)) + ", which switches a migration linter off (" + sup + ")"})
		}
	}
	union := map[string]int{}
	for _, s := range passes {
		for _, seg := range s.segs {
			s.head(seg)
			collectCreate(seg, s.o.Created)
		}
		for k, v := range s.o.Created {
			if old, ok := shared[k]; !ok || !old && v {
				shared[k] = v
			}
		}
		mine := map[string]int{}
		for _, f := range s.out {
			k := f.Rule + "\x00" + f.Op + "\x00" + f.Target
			mine[k]++
			if mine[k] > union[k] {
				union[k]++
				out = append(out, f)
			}
		}
	}
	return out
}

func appendOnce(out []Finding, f Finding) []Finding {
	for _, x := range out {
		if x.Rule == f.Rule && x.What == f.What {
			return out
		}
	}
	return append(out, f)
}

// suppressionWords are the linter directives an agent may write into a migration to switch
// its checks off.
var suppressionWords = [...]string{"squawk-ignore", "atlas:nolint", "safety_assured", "strong_migrations", "nolint:migration", "noqa: migration"}

func suppression(comment string) string {
	l := strings.ToLower(comment)
	for _, s := range suppressionWords {
		if strings.Contains(l, s) {
			return s
		}
	}
	return ""
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 80 {
		s = s[:80] + "..."
	}
	return s
}

// maxDepth bounds nesting: subqueries inside subqueries, SQL built inside SQL.
const maxDepth = 16

// scanner applies the rules to one dialect's reading of a text.
type scanner struct {
	d     Dialect
	o     *Options
	segs  []Statement
	out   []Finding
	depth int // statements within statements (subqueries)
	// dynDepth counts SQL read inside SQL built at run time (EXECUTE 'DROP ...').
	dynDepth int
	vars     map[string]built // variables holding SQL text (@s, PL/pgSQL's sql := '...')
	body     []string         // BEGIN/CASE blocks open in a routine definition being skipped
	// routines are the bodies of the routines the text defined, by name (called.go);
	// calling the ones whose bodies are being run.
	routines map[string]string
	calling  []string
	// sub is set while subqueries applies the rules to a statement in parentheses, which
	// the whole statement's calls and dblink already covered.
	sub bool
}

// segments are the statements whose first token is a statement's first word: the
// statements themselves, where SQL Server's are cut at the keywords that start one (T-SQL
// needs no terminator), without the bodies of routines being defined (they do not run).
func (s *scanner) segments(stmts []Statement) []Statement {
	var out []Statement
	for _, st := range stmts {
		if s.inBody(st) {
			if s.d == Postgres {
				s.routine(st) // its body runs where the text calls it
			}
			continue
		}
		if s.d != SQLServer {
			out = append(out, st)
			continue
		}
		if routineDef(st) {
			continue // a CREATE PROCEDURE batch: its body runs when called
		}
		out = append(out, splitTSQL(st)...)
	}
	return out
}

// inBody skips the statements of a routine body written with BEGIN ... END between
// terminators (SQLite and MySQL triggers, SQL-standard bodies): the definition's statement
// opens the body, and statements up to the END that closes it are part of it.
func (s *scanner) inBody(st Statement) bool {
	if len(s.body) == 0 {
		if !routineDef(st) {
			return false
		}
	}
	for i, t := range st {
		if t.Kind != Word {
			continue
		}
		switch t.Up {
		case "BEGIN", "CASE":
			if t.Up == "CASE" || i+1 >= len(st) || !isWord(st[i+1], "TRANSACTION", "WORK", "TRAN", "DEFERRED", "IMMEDIATE", "EXCLUSIVE") {
				s.body = append(s.body, t.Up)
			}
		case "END":
			if i+1 < len(st) && isWord(st[i+1], "IF", "LOOP", "WHILE", "REPEAT", "FOR") {
				continue
			}
			if len(s.body) > 0 {
				s.body = s.body[:len(s.body)-1]
			}
		}
	}
	return true
}

// routineDef reports a statement defining a routine, trigger or event, whose body runs later.
func routineDef(st Statement) bool {
	if len(st) < 2 || st[0].Up != "CREATE" && st[0].Up != "ALTER" {
		return false
	}
	for i := 1; i < len(st) && i < 12; i++ {
		switch st[i].Up {
		case "PROCEDURE", "PROC", "FUNCTION", "TRIGGER", "EVENT":
			return true
		case "TABLE", "INDEX", "VIEW", "SCHEMA", "DATABASE", "SEQUENCE", "TYPE", "ROLE", "USER":
			return false
		}
	}
	return false
}

func isWord(t Token, ws ...string) bool {
	if t.Kind != Word {
		return false
	}
	for _, w := range ws {
		if t.Up == w {
			return true
		}
	}
	return false
}

// tsqlHeads are the words that start a T-SQL statement wherever they stand at the top level,
// unless the word before makes them part of the statement (ON DELETE, GRANT UPDATE, INSTEAD
// OF DELETE, WHEN MATCHED THEN DELETE, FOR UPDATE, IF UPDATE(c)).
var tsqlHeads = [...]string{"DROP", "TRUNCATE", "DELETE", "UPDATE", "ALTER", "EXEC", "EXECUTE", "INSERT", "SELECT", "SET",
	"DECLARE", "CREATE", "USE", "PRINT", "IF", "BEGIN", "COMMIT", "ROLLBACK", "WHILE", "RETURN", "MERGE", "WITH"}

var tsqlBound = [...]string{"ON", "GRANT", "DENY", "REVOKE", "AFTER", "BEFORE", "FOR", "OF", "INSTEAD", "THEN", "DO", "KEY",
	"OR", "AND", "ALTER", "CREATE", "DROP", "ROW", "STATEMENT", "INTO", "UNION", "EXCEPT", "INTERSECT", "AS", "ALL", "NOT",
	"EXISTS", "ELSE", "DEFAULT", "TO", "FROM", "BY", "WHERE", "WHEN", "CASCADE", "SET", "IF", "BEGIN", "WITH"}

// splitTSQL cuts a T-SQL batch into statements: at semicolons, and at a top-level head word.
func splitTSQL(st Statement) []Statement {
	var out []Statement
	start, depth := 0, 0
	cut := func(i int) {
		if i > start {
			out = append(out, st[start:i])
		}
		start = i
	}
	for i, t := range st {
		switch {
		case t.Kind == Punct && t.Text == "(":
			depth++
		case t.Kind == Punct && t.Text == ")":
			depth--
		case t.Kind == Punct && t.Text == ";" && depth <= 0:
			cut(i)
			start = i + 1
		case depth <= 0 && i > start && tsqlHead(st, i):
			cut(i)
		}
	}
	cut(len(st))
	return out
}

func tsqlHead(st Statement, i int) bool {
	t := st[i]
	if t.Kind != Word || !oneOf(t.Up, tsqlHeads[:]) {
		return false
	}
	prev := st[i-1]
	if prev.Kind == Punct && prev.Text != ")" || prev.Kind == Word && oneOf(prev.Up, tsqlBound[:]) {
		return false
	}
	if i+1 < len(st) && st[i+1].Kind == Punct && st[i+1].Text == "(" && (t.Up == "UPDATE" || t.Up == "SET") {
		return false // IF UPDATE(col)
	}
	if t.Up == "IF" {
		// DROP TABLE IF EXISTS t continues; IF EXISTS (SELECT ...) DROP ... is a statement.
		j := skip(st, i+1, "NOT")
		return !(j < len(st) && isWord(st[j], "EXISTS") && !(j+1 < len(st) && st[j+1].Kind == Punct && st[j+1].Text == "("))
	}
	if t.Up == "DROP" || t.Up == "ALTER" {
		// ALTER TABLE t DROP COLUMN c: a DROP of a part continues the statement.
		return i+1 < len(st) && dropKind(st, i+1).words != ""
	}
	return true
}

func oneOf(s string, list []string) bool {
	for _, x := range list {
		if s == x {
			return true
		}
	}
	return false
}

func (s *scanner) add(f Finding) {
	if s.dynDepth > 0 {
		f.Dynamic = true
	}
	if f.Target == dyn || f.Target == "?" {
		f.Target = ""
	}
	s.out = append(s.out, f)
}

// head applies the rules to a statement that starts at st[0].
func (s *scanner) head(st Statement) {
	if len(st) == 0 || s.depth > maxDepth {
		return
	}
	s.depth++
	defer func() { s.depth-- }()
	s.subqueries(st)
	if (s.d == Postgres || s.d == Unknown) && !s.sub {
		s.calls(st)
		s.dblink(st)
	}
	st = s.prefix(st)
	if len(st) == 0 || st[0].Kind != Word {
		return
	}
	switch st[0].Up {
	case "DROP":
		s.drop(st)
	case "TRUNCATE":
		s.truncate(st)
	case "DELETE":
		s.delete(st)
	case "UPDATE":
		s.update(st)
	case "MERGE":
		s.merge(st)
	case "INSERT":
		s.upsert(st)
	case "ALTER":
		s.alter(st)
	case "RENAME":
		if len(st) > 1 && isWord(st[1], "TABLE") {
			n, _ := name(st, 2)
			s.content(Finding{Rule: "rename-table", Op: "RENAME TABLE", Object: "table " + n, What: "RENAME TABLE " + n + " breaks every query and deployed code that names it", Target: n})
		}
	case "CREATE":
		s.createIndex(st)
		s.replaceTable(st)
	case "DO":
		s.do(st)
	case "EXEC", "EXECUTE":
		s.exec(st)
	case "PREPARE":
		s.prepare(st)
	case "SET", "DECLARE", "SELECT":
		s.assign(st)
	case "COPY":
		s.copyProgram(st)
	}
}

// content adds a finding that is a hazard of new migrations only, unless the table is new.
func (s *scanner) content(f Finding) {
	if f.Target != "" {
		if _, ok := s.o.Created[f.Target]; ok {
			return
		}
	}
	s.add(f)
}

// live adds a finding that destroys data, unless the text itself created the table.
func (s *scanner) live(f Finding) {
	f.Live = true
	if f.Target != "" {
		if sure, ok := s.o.Created[f.Target]; ok {
			if sure {
				return
			}
			f.Fresh = true
		}
	}
	s.add(f)
}

// subqueries applies the rules to statements in parentheses: data-modifying CTEs
// (WITH d AS (DELETE FROM t RETURNING *) ...), subqueries.
func (s *scanner) subqueries(st Statement) {
	for i := 0; i < len(st); i++ {
		if st[i].Kind != Punct || st[i].Text != "(" {
			continue
		}
		end := closeParen(st, i)
		inner := st[i+1 : end]
		if len(inner) > 0 && isWord(inner[0], "DELETE", "UPDATE", "INSERT", "SELECT", "WITH", "DROP", "TRUNCATE", "MERGE") {
			sub := s.sub
			s.sub = true
			s.head(inner)
			s.sub = sub
		} else if s.depth < maxDepth {
			s.depth++
			s.subqueries(inner)
			s.depth--
		}
		i = end
	}
}

// closeParen returns the index of the parenthesis closing the one at i, or len(st).
func closeParen(st Statement, i int) int {
	depth := 0
	for j := i; j < len(st); j++ {
		if st[j].Kind != Punct {
			continue
		}
		switch st[j].Text {
		case "(":
			depth++
		case ")":
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return len(st)
}

// prefix strips what precedes the statement that runs: EXPLAIN (which runs it only with
// ANALYZE) and the CTEs of WITH.
func (s *scanner) prefix(st Statement) Statement {
	if len(st) == 0 || st[0].Kind != Word {
		return st
	}
	switch st[0].Up {
	case "EXPLAIN":
		analyze := false
		i := 1
		for i < len(st) {
			t := st[i]
			switch {
			case t.Kind == Punct && t.Text == "(":
				end := closeParen(st, i)
				for _, o := range st[i+1 : end] {
					analyze = analyze || isWord(o, "ANALYZE", "ANALYSE")
				}
				if end+1 < len(st) && end > i+2 && isWord(st[i+2], "FALSE", "OFF") {
					analyze = false
				}
				i = end + 1
				continue
			case isWord(t, "ANALYZE", "ANALYSE"):
				analyze = true
			case isWord(t, "VERBOSE", "QUERY", "PLAN", "FORMAT", "EXTENDED", "PARTITIONS"):
			default:
				if !analyze || s.d == MySQL || s.d == SQLite {
					return nil
				}
				return st[i:]
			}
			i++
		}
		return nil
	case "WITH":
		depth := 0
		for i := 1; i < len(st); i++ {
			t := st[i]
			if t.Kind == Punct {
				switch t.Text {
				case "(":
					depth++
				case ")":
					depth--
				}
				continue
			}
			if depth == 0 && st[i-1].Kind == Punct && st[i-1].Text == ")" && isWord(t, "SELECT", "INSERT", "UPDATE", "DELETE", "MERGE") {
				return st[i:]
			}
		}
		return nil
	}
	return st
}

// name reads a possibly qualified name at i (schema.table, [db].[dbo].[t], "User"); it
// returns the last part lower-cased and the index after it.
func name(st Statement, i int) (string, int) {
	last := ""
	for i < len(st) {
		t := st[i]
		if t.Kind != Word && t.Kind != Ident && t.Kind != String {
			break
		}
		last = strings.ToLower(t.Text)
		if t.Kind == Word && t.Text == dyn {
			last = "?" // a name only known when the text is built
		}
		i++
		if i < len(st) && st[i].Kind == Punct && st[i].Text == "." {
			i++
			for i < len(st) && st[i].Kind == Punct && st[i].Text == "." { // db..table
				i++
			}
			continue
		}
		break
	}
	return last, i
}

// names reads a comma-separated list of names at i.
func names(st Statement, i int) ([]string, int) {
	var out []string
	for {
		n, j := name(st, i)
		if n == "" {
			return out, i
		}
		out = append(out, n)
		i = j
		for i < len(st) && st[i].Kind == Punct && st[i].Text == "*" { // PostgreSQL's t *
			i++
		}
		if i < len(st) && st[i].Kind == Punct && st[i].Text == "," {
			i++
			continue
		}
		return out, i
	}
}

// skip steps over optional words at i, in order.
func skip(st Statement, i int, ws ...string) int {
	for _, w := range ws {
		if i < len(st) && isWord(st[i], w) {
			i++
		}
	}
	return i
}

// skipAny steps over any of the words at i, in any order.
func skipAny(st Statement, i int, ws ...string) int {
	for i < len(st) && isWord(st[i], ws...) {
		i++
	}
	return i
}

// topWord returns the index of the first of the words ws at the top level of st from i on,
// or -1.
func topWord(st Statement, i int, ws ...string) int {
	depth := 0
	for ; i < len(st); i++ {
		t := st[i]
		switch {
		case t.Kind == Punct && t.Text == "(":
			depth++
		case t.Kind == Punct && t.Text == ")":
			depth--
		case depth == 0 && isWord(t, ws...):
			return i
		}
	}
	return -1
}

// clauseEnd is where the clause from i ends: at the first of the words ws at the top level
// of st, or at its end.
func clauseEnd(st Statement, i int, ws ...string) int {
	if j := topWord(st, i, ws...); j >= 0 {
		return j
	}
	return len(st)
}

func list(ns []string) string {
	switch len(ns) {
	case 0:
		return "?"
	case 1:
		return ns[0]
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
}

func first(ns []string) string {
	if len(ns) == 0 || ns[0] == "?" {
		return ""
	}
	return ns[0]
}
