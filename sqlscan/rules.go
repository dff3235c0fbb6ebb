package sqlscan

import "strings"

// dropKinds are the objects DROP removes, longest spelling first where one is a prefix of
// another. rule "" is a drop that destroys nothing that lasts (a temporary table, an index
// the table can rebuild).
var dropKinds = [...]struct {
	words  string
	rule   string
	schema bool
	what   string
}{
	{"TEMPORARY TABLE", "", false, "temporary table"},
	{"FOREIGN TABLE", "drop-object", true, "foreign table"},
	{"MATERIALIZED VIEW", "drop-object", true, "materialized view"},
	{"TABLE", "drop-table", true, "table"},
	{"COLUMNFAMILY", "drop-table", true, "table"},
	{"DATABASE", "drop-schema", true, "database"},
	{"SCHEMA", "drop-schema", true, "schema"},
	{"KEYSPACE", "drop-schema", true, "keyspace"},
	{"VIEW", "drop-object", true, "view"},
	{"SEQUENCE", "drop-object", true, "sequence"},
	{"TYPE", "drop-object", true, "type"},
	{"DOMAIN", "drop-object", true, "domain"},
	{"FUNCTION", "drop-object", true, "function"},
	{"PROCEDURE", "drop-object", true, "procedure"},
	{"PROC", "drop-object", true, "procedure"},
	{"TRIGGER", "drop-object", true, "trigger"},
	{"EXTENSION", "drop-object", true, "extension"},
	{"DICTIONARY", "drop-object", true, "dictionary"},
	{"OWNED", "drop-object", true, "objects owned by"},
	{"TABLESPACE", "drop-object", false, "tablespace"},
	{"USER", "drop-role", false, "user"},
	{"ROLE", "drop-role", false, "role"},
	{"LOGIN", "drop-role", false, "login"},
	{"GROUP", "drop-role", false, "group"},
	{"MEASUREMENT", "drop-table", true, "measurement"}, // InfluxQL
	{"RETENTION POLICY", "drop-object", true, "retention policy"},
	{"SERIES", "drop-object", false, "series"},
	{"SHARD", "drop-object", false, "shard"},
	{"INDEX", "", false, "index"},
}

type dropDef struct {
	words, rule, what string
	schema            bool
	next              int
}

// dropKind reads the object kind at st[i] (after DROP).
func dropKind(st Statement, i int) dropDef {
	for _, k := range dropKinds {
		rest, j, ok := k.words, i, true
		for ok && rest != "" {
			w, more, _ := strings.Cut(rest, " ")
			ok = j < len(st) && isWord(st[j], w)
			rest = more
			j++
		}
		if ok {
			return dropDef{words: k.words, rule: k.rule, what: k.what, schema: k.schema, next: j}
		}
	}
	return dropDef{}
}

func (s *scanner) drop(st Statement) {
	k := dropKind(st, 1)
	if k.rule == "" {
		return
	}
	i := skip(st, k.next, "IF", "EXISTS")
	i = skip(st, i, "BY") // DROP OWNED BY role
	all, _ := names(st, i)
	ns := s.notCreated(all)
	if len(all) > 0 && len(ns) == 0 {
		return
	}
	obj := k.what + " " + list(ns)
	what := "DROP " + k.words + " " + list(ns) + " deletes the " + k.what
	switch k.rule {
	case "drop-table":
		obj += " and its rows"
		what += " and all its rows"
	case "drop-schema":
		obj += " and everything in it"
		what += " and everything in it"
	}
	s.live(Finding{Rule: k.rule, Op: "DROP " + k.words, Object: obj, What: what, Target: first(ns), Schema: k.schema})
}

// notCreated drops the names the text itself surely created: removing them loses nothing.
func (s *scanner) notCreated(ns []string) []string {
	var out []string
	for _, n := range ns {
		if !s.o.Created[n] {
			out = append(out, n)
		}
	}
	return out
}

func (s *scanner) truncate(st Statement) {
	i := skipAny(st, 1, "TABLE", "ONLY")
	all, _ := names(st, i)
	ns := s.notCreated(all)
	if len(all) > 0 && len(ns) == 0 {
		return
	}
	s.live(Finding{Rule: "truncate", Op: "TRUNCATE", Object: "every row of " + list(ns), What: "TRUNCATE " + list(ns) + " deletes every row", Target: first(ns)})
}

// deleteMods are the words that may stand between DELETE and its table.
var deleteMods = [...]string{"LOW_PRIORITY", "QUICK", "IGNORE", "FROM", "ONLY"}

func (s *scanner) delete(st Statement) {
	i := skipTop(st, 1)
	i = skipAny(st, i, deleteMods[:]...)
	n, _ := name(st, i)
	op, ok := s.unscoped(st, "DELETE")
	if !ok {
		return
	}
	s.live(Finding{Rule: "delete-all", Op: op, Object: "every row of " + orQ(n), What: "DELETE FROM " + n + " " + strings.TrimPrefix(op, "DELETE ") + " deletes every row", Target: n})
}

func (s *scanner) update(st Statement) {
	i := skipTop(st, 1)
	i = skipAny(st, i, "LOW_PRIORITY", "IGNORE", "ONLY")
	if i+1 < len(st) && isWord(st[i], "OR") { // SQLite: UPDATE OR REPLACE
		i += 2
	}
	n, _ := name(st, i)
	if topWord(st, i, "SET") < 0 {
		return // UPDATE STATISTICS
	}
	op, ok := s.unscoped(st, "UPDATE")
	if !ok {
		return
	}
	s.live(Finding{Rule: "update-all", Op: op, Object: "every row of " + orQ(n) + " (overwritten)", What: "UPDATE " + n + " " + strings.TrimPrefix(op, "UPDATE ") + " overwrites every row", Target: n})
}

// skipTop steps over T-SQL's TOP (n) [PERCENT].
func skipTop(st Statement, i int) int {
	if i < len(st) && isWord(st[i], "TOP") {
		i++
		if i < len(st) && st[i].Kind == Punct && st[i].Text == "(" {
			i = closeParen(st, i) + 1
		} else {
			i++
		}
		i = skip(st, i, "PERCENT")
	}
	return i
}

func orQ(n string) string {
	if n == "" || n == dyn || n == "?" {
		return "?"
	}
	return n
}

// unscoped reports a DELETE or UPDATE that reaches every row: no WHERE at its top level, or a
// WHERE that is always true.
func (s *scanner) unscoped(st Statement, verb string) (string, bool) {
	w := topWord(st, 1, "WHERE")
	if w < 0 {
		return verb + " without WHERE", true
	}
	end := clauseEnd(st, w+1, "RETURNING", "ORDER", "LIMIT", "OPTION", "OUTPUT")
	if always(st[w+1:end], s.d) {
		return verb + " with a WHERE that is always true", true
	}
	return "", false
}

// alter reads ALTER TABLE's actions (at top-level commas) and ALTER SCHEMA ... RENAME.
func (s *scanner) alter(st Statement) {
	if len(st) < 2 {
		return
	}
	switch st[1].Up {
	case "SCHEMA", "DATABASE":
		if topWord(st, 2, "RENAME") >= 0 {
			s.content(Finding{Rule: "rename-schema", Op: "ALTER SCHEMA RENAME", Object: "a schema", What: "ALTER " + st[1].Up + " ... RENAME breaks every query that names the schema"})
		}
		return
	case "TABLE":
	default:
		return
	}
	i := skipAny(st, 2, "IF", "EXISTS", "ONLY")
	table, i := name(st, i)
	if sure := s.o.Created[table]; sure {
		return
	}
	for _, a := range splitTop(st[i:], ",") {
		s.alterAction(a, table)
	}
}

// partOf are the things ALTER TABLE ... DROP removes that are not a column and hold no data.
var partOf = [...]string{"CONSTRAINT", "DEFAULT", "NOT", "INDEX", "KEY", "PRIMARY", "FOREIGN", "CHECK", "TRIGGER",
	"EXPRESSION", "IDENTITY", "ROW", "PERIOD", "SYSTEM", "PROJECTION", "STATISTICS"}

func (s *scanner) alterAction(a Statement, table string) {
	if len(a) == 0 || a[0].Kind != Word {
		return
	}
	t := orQ(table)
	switch a[0].Up {
	case "DROP":
		if len(a) > 1 && isWord(a[1], "PARTITION") {
			s.live(Finding{Rule: "drop-partition", Op: "ALTER TABLE DROP PARTITION", Object: "a partition of " + t + " and its rows", What: "dropping a partition of " + t + " deletes its rows", Target: table})
			return
		}
		if len(a) > 1 && isWord(a[1], partOf[:]...) {
			return
		}
		i := skipAny(a, 1, "COLUMN", "IF", "EXISTS")
		col, _ := name(a, i)
		f := Finding{Rule: "drop-column", Op: "ALTER TABLE DROP COLUMN", Object: "column " + t + "." + orQ(col) + " and its data",
			What: "dropping column " + t + "." + orQ(col) + " deletes its data, and running code that still reads it breaks", Target: table, Schema: true}
		s.live(f)
	case "TRUNCATE":
		if len(a) > 1 && isWord(a[1], "PARTITION") {
			s.live(Finding{Rule: "drop-partition", Op: "ALTER TABLE TRUNCATE PARTITION", Object: "the rows of a partition of " + t, What: "truncating a partition of " + t + " deletes its rows", Target: table})
		}
	case "DELETE": // ClickHouse: ALTER TABLE t DELETE WHERE ...
		w := topWord(a, 1, "WHERE")
		if w < 0 || always(a[w+1:], s.d) {
			s.live(Finding{Rule: "delete-all", Op: "ALTER TABLE DELETE", Object: "every row of " + t, What: "ALTER TABLE " + t + " DELETE with a WHERE that is always true deletes every row", Target: table})
		}
	case "ENGINE", "TYPE", "DISCARD":
		s.engineLoss(a, table)
	case "RENAME":
		s.alterRename(a, table)
	case "ALTER", "MODIFY", "CHANGE":
		s.alterColumn(a, table)
	case "ADD":
		if len(a) > 1 && isWord(a[1], "CONSTRAINT", "INDEX", "KEY", "PRIMARY", "FOREIGN", "UNIQUE", "CHECK", "EXCLUDE", "PARTITION") {
			return
		}
		if notNull(a) && topWord(a, 0, "DEFAULT", "GENERATED", "IDENTITY", "AUTO_INCREMENT", "AUTOINCREMENT") < 0 {
			s.content(Finding{Rule: "not-null-no-default", Op: "ADD COLUMN NOT NULL", Object: "a column of " + t,
				What: "adding a NOT NULL column without a DEFAULT to " + t + " fails on a table with rows", Target: table})
		}
	}
}

func (s *scanner) alterRename(a Statement, table string) {
	t := orQ(table)
	if len(a) > 1 && isWord(a[1], "CONSTRAINT", "INDEX", "KEY") {
		return
	}
	if len(a) > 1 && isWord(a[1], "TO", "AS") {
		s.content(Finding{Rule: "rename-table", Op: "ALTER TABLE RENAME", Object: "table " + t, What: "renaming table " + t + " breaks every deployed query that names it", Target: table})
		return
	}
	s.content(Finding{Rule: "rename-column", Op: "ALTER TABLE RENAME COLUMN", Object: "a column of " + t, What: "renaming a column of " + t + " breaks every deployed query that names it", Target: table})
}

// columnChanges are the words after ALTER COLUMN name that change something other than its
// type (SQL Server's ALTER COLUMN c bigint changes the type without saying TYPE).
var columnChanges = [...]string{"SET", "DROP", "ADD", "RESTART", "TYPE", "OPTIONS", "RESET"}

func (s *scanner) alterColumn(a Statement, table string) {
	t := orQ(table)
	if a[0].Up != "ALTER" {
		s.content(Finding{Rule: "change-type", Op: a[0].Up + " COLUMN", Object: "a column of " + t, What: a[0].Up + " COLUMN on " + t + " rewrites the column's type", Target: table})
		return
	}
	if topWord(a, 1, "TYPE") >= 0 {
		s.usingConstant(a, table)
		s.content(Finding{Rule: "change-type", Op: "ALTER COLUMN TYPE", Object: "a column of " + t, What: "changing a column's type on " + t + " rewrites the table under a lock and can break readers", Target: table})
		return
	}
	if set := topWord(a, 1, "SET"); set >= 0 && set+2 < len(a) && isWord(a[set+1], "NOT") && isWord(a[set+2], "NULL") {
		s.content(Finding{Rule: "set-not-null", Op: "SET NOT NULL", Object: "a column of " + t, What: "SET NOT NULL on an existing column of " + t + " scans the table under a lock and fails on existing NULLs", Target: table})
		return
	}
	i := skip(a, 1, "COLUMN")
	_, i = name(a, i)
	if i < len(a) && a[i].Kind == Word && !isWord(a[i], columnChanges[:]...) {
		s.content(Finding{Rule: "change-type", Op: "ALTER COLUMN", Object: "a column of " + t, What: "ALTER COLUMN on " + t + " rewrites the column's type", Target: table})
	}
}

func notNull(w Statement) bool {
	for i := 0; i+1 < len(w); i++ {
		if isWord(w[i], "NOT") && isWord(w[i+1], "NULL") {
			return true
		}
	}
	return false
}

// createIndex reports CREATE [UNIQUE] INDEX without CONCURRENTLY on a table with data.
func (s *scanner) createIndex(st Statement) {
	if !s.o.ConcurrentIndex {
		return
	}
	i := skip(st, 1, "UNIQUE")
	if i >= len(st) || !isWord(st[i], "INDEX") || topWord(st, i, "CONCURRENTLY") >= 0 {
		return
	}
	on := topWord(st, i, "ON")
	if on < 0 {
		return
	}
	n, _ := name(st, skip(st, on+1, "ONLY"))
	s.content(Finding{Rule: "index-not-concurrent", Op: "CREATE INDEX", Object: "table " + orQ(n),
		What: "CREATE INDEX on " + n + " without CONCURRENTLY blocks writes to the table while the index builds", Target: n})
}

// collectCreate records a table the statement creates: true when it surely did not exist,
// false for CREATE TABLE IF NOT EXISTS.
func collectCreate(st Statement, created map[string]bool) {
	if len(st) < 3 || !isWord(st[0], "CREATE") {
		return
	}
	i := skipAny(st, 1, "TEMP", "TEMPORARY", "UNLOGGED", "GLOBAL", "LOCAL", "OR", "REPLACE", "TRANSIENT", "VOLATILE")
	if i >= len(st) || !isWord(st[i], "TABLE") {
		return
	}
	i++
	sure := true
	if j := skip(st, i, "IF", "NOT", "EXISTS"); j == i+3 {
		i, sure = j, false
	}
	if n, _ := name(st, i); n != "" {
		if old, ok := created[n]; !ok || !old && sure {
			created[n] = sure
		}
	}
}
