package migrations

import (
	"path"
	"strings"
)

// lang is the host language family of a migration file.
type lang int

const (
	lSQL   lang = iota
	lHash       // Ruby, Python, Elixir, YAML: # comments, indentation or `end` blocks
	lBrace      // JS, TS, PHP, C#, Java, Go, Rust: // and /* */ comments, brace blocks
	lXML
)

func langOf(rel string) lang {
	switch path.Ext(strings.ToLower(rel)) {
	case ".sql":
		return lSQL
	case ".rb", ".py", ".exs", ".ex", ".yaml", ".yml":
		return lHash
	case ".xml":
		return lXML
	}
	return lBrace
}

// stripComments blanks comments and keeps strings, so that call names in comments never
// count and offsets stay put.
func stripComments(src string, l lang) string {
	b := []byte(src)
	n := len(b)
	blank := func(i, j int) {
		for k := i; k < j && k < n; k++ {
			if b[k] != '\n' {
				b[k] = ' '
			}
		}
	}
	if l == lXML {
		for i := 0; i < n; {
			s := strings.Index(string(b[i:]), "<!--")
			if s < 0 {
				break
			}
			e := strings.Index(string(b[i+s:]), "-->")
			if e < 0 {
				e = n - i - s
			}
			blank(i+s, i+s+e+3)
			i += s + e + 3
		}
		return string(b)
	}
	for i := 0; i < n; {
		c := b[i]
		switch {
		case c == '"' || c == '\'' || c == '`':
			// Triple quotes (Python) end at the same triple.
			if i+2 < n && b[i+1] == c && b[i+2] == c {
				e := strings.Index(string(b[i+3:]), string([]byte{c, c, c}))
				if e < 0 {
					return string(b)
				}
				i += 3 + e + 3
				continue
			}
			j := i + 1
			for j < n && b[j] != c && !(b[j] == '\n' && c != '`') {
				if b[j] == '\\' {
					j++
				}
				j++
			}
			i = j + 1
		case l == lHash && c == '#' && !(i+1 < n && b[i+1] == '{'):
			e := strings.IndexByte(string(b[i:]), '\n')
			if e < 0 {
				e = n - i
			}
			blank(i, i+e)
			i += e
		case l == lBrace && c == '/' && i+1 < n && b[i+1] == '/':
			e := strings.IndexByte(string(b[i:]), '\n')
			if e < 0 {
				e = n - i
			}
			blank(i, i+e)
			i += e
		case l == lBrace && c == '/' && i+1 < n && b[i+1] == '*':
			e := strings.Index(string(b[i+2:]), "*/")
			if e < 0 {
				e = n - i - 2
			}
			blank(i, i+2+e+2)
			i += 2 + e + 2
		default:
			i++
		}
	}
	return string(b)
}

// forward removes rollback code: SQL down sections, down functions and reverse arguments.
func forward(src string, l lang, fw string) string {
	switch l {
	case lSQL:
		for _, m := range []string{"-- +goose Down", "-- migrate:down", "# --- !Downs", "-- +migrate Down"} {
			if i := strings.Index(src, m); i >= 0 {
				src = src[:i]
			}
		}
		return src
	case lXML:
		return cutBetween(src, "<rollback", "</rollback>")
	case lHash:
		for _, m := range []string{"def down", "def self.down", "def downgrade", "def rollback"} {
			src = cutIndented(src, m)
		}
		for _, m := range []string{"reverse_sql=", "reverse_code=", "reverse_sql =", "reverse_code ="} {
			src = cutArg(src, m)
		}
		return src
	}
	for _, m := range []string{"exports.down", "async down(", "down(", "down:", "down =", "void Down(", "function down(", "func Down", "fn down("} {
		src = cutBlock(src, m)
	}
	return src
}

func cutBetween(src, open, close string) string {
	for {
		i := strings.Index(src, open)
		if i < 0 {
			return src
		}
		j := strings.Index(src[i:], close)
		if j < 0 {
			return src[:i]
		}
		src = src[:i] + src[i+j+len(close):]
	}
}

// cutIndented removes a `def NAME` block: up to the next non-blank line indented no deeper
// than the def (an `end` at that depth included).
func cutIndented(src, marker string) string {
	for guard := 0; guard < 50; guard++ {
		i := wordIndex(src, marker)
		if i < 0 {
			return src
		}
		ls := strings.LastIndexByte(src[:i], '\n') + 1
		indent := i - ls
		rest := src[i:]
		nl := strings.IndexByte(rest, '\n')
		if nl < 0 {
			return src[:ls]
		}
		pos := i + nl + 1
		end := len(src)
		for pos < len(src) {
			le := strings.IndexByte(src[pos:], '\n')
			line := src[pos:]
			if le >= 0 {
				line = src[pos : pos+le]
			}
			trim := strings.TrimLeft(line, " \t")
			if trim != "" && len(line)-len(trim) <= indent {
				if strings.HasPrefix(trim, "end") {
					end = pos + len(line)
				} else {
					end = pos
				}
				break
			}
			if le < 0 {
				break
			}
			pos += le + 1
		}
		src = src[:ls] + src[min(end, len(src)):]
	}
	return src
}

// cutBlock removes the brace block that follows a marker.
func cutBlock(src, marker string) string {
	from := 0
	for guard := 0; guard < 50; guard++ {
		i := wordIndex(src[from:], marker)
		if i < 0 {
			return src
		}
		i += from
		open := strings.IndexByte(src[i:], '{')
		if open < 0 {
			return src
		}
		end := matchClose(src, i+open, '{', '}')
		src = src[:i] + src[end:]
		from = i
	}
	return src
}

// cutArg removes a keyword argument's value, up to the comma or parenthesis that ends it.
func cutArg(src, marker string) string {
	for guard := 0; guard < 50; guard++ {
		i := strings.Index(src, marker)
		if i < 0 {
			return src
		}
		j := i + len(marker)
		depth := 0
		for j < len(src) {
			c := src[j]
			if c == '"' || c == '\'' {
				j = skipString(src, j)
				continue
			}
			if c == '(' || c == '[' || c == '{' {
				depth++
			} else if c == ')' || c == ']' || c == '}' {
				if depth == 0 {
					break
				}
				depth--
			} else if c == ',' && depth == 0 {
				break
			}
			j++
		}
		src = src[:i] + src[j:]
	}
	return src
}

func skipString(src string, i int) int {
	c := src[i]
	if i+2 < len(src) && src[i+1] == c && src[i+2] == c {
		e := strings.Index(src[i+3:], string([]byte{c, c, c}))
		if e < 0 {
			return len(src)
		}
		return i + 3 + e + 3
	}
	j := i + 1
	for j < len(src) && src[j] != c {
		if src[j] == '\\' {
			j++
		}
		j++
	}
	return min(j+1, len(src))
}

// matchClose returns the index after the bracket that closes the one at i.
func matchClose(src string, i int, open, close byte) int {
	depth := 0
	for j := i; j < len(src); {
		c := src[j]
		switch {
		case c == '"' || c == '\'' || c == '`':
			j = skipString(src, j)
			continue
		case c == open:
			depth++
		case c == close:
			depth--
			if depth == 0 {
				return j + 1
			}
		}
		j++
	}
	return len(src)
}

// wordIndex finds marker where it is not the tail of a longer identifier.
func wordIndex(s, marker string) int {
	from := 0
	for {
		i := strings.Index(s[from:], marker)
		if i < 0 {
			return -1
		}
		i += from
		if i == 0 || !isWordByte(s[i-1]) || !isWordByte(marker[0]) {
			end := i + len(marker)
			if end >= len(s) || !isWordByte(marker[len(marker)-1]) || !isWordByte(s[end]) {
				return i
			}
		}
		from = i + 1
	}
}

// call is one occurrence of a call name and its argument text.
type call struct {
	at   int
	span string
}

// calls finds every call of name: its arguments in balanced parentheses, or the rest of the
// line (Ruby and Elixir calls without parentheses), plus a heredoc body that follows.
func calls(src, name string) []call {
	var out []call
	from := 0
	for {
		i := wordIndex(src[from:], name)
		if i < 0 {
			return out
		}
		i += from
		j := i + len(name)
		for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		var span string
		if j < len(src) && src[j] == '(' {
			span = src[j:matchClose(src, j, '(', ')')]
		} else {
			e := strings.IndexByte(src[j:], '\n')
			if e < 0 {
				e = len(src) - j
			}
			span = src[j : j+e]
			if h := strings.Index(span, "<<"); h >= 0 {
				tag := strings.TrimLeft(span[h+2:], "~-")
				tag = strings.Trim(strings.Fields(tag + " x")[0], `'"`)
				body := src[j+e:]
				if k := strings.Index(body, "\n"+tag); k >= 0 {
					body = body[:k]
				}
				span += "\n'" + strings.ReplaceAll(body, "'", "''") + "'"
			}
		}
		out = append(out, call{at: i, span: span})
		from = i + len(name)
	}
}

// literals returns the string literals in a span (quotes of every host language).
func literals(span string) []string {
	var out []string
	for i := 0; i < len(span); {
		c := span[i]
		if c == '"' || c == '\'' || c == '`' {
			j := skipString(span, i)
			q := 1
			if i+2 < len(span) && span[i+1] == c && span[i+2] == c {
				q = 3
			}
			if j-q > i+q {
				out = append(out, span[i+q:j-q])
			}
			i = j
			continue
		}
		i++
	}
	return out
}

// firstName reads the table a call acts on: a keyword argument that names it, or the first
// symbol or string.
func firstName(span string) string {
	for _, k := range []string{"table: ", "model_name=", "table_name=", "name: ", "name=", "tableName: "} {
		if i := strings.Index(span, k); i >= 0 {
			if l := literals(span[i+len(k):]); len(l) > 0 {
				return strings.ToLower(l[0])
			}
		}
	}
	for i := 0; i < len(span); i++ {
		c := span[i]
		if c == ':' && i+1 < len(span) && isWordStart(span[i+1]) {
			j := i + 1
			for j < len(span) && isWordByte(span[j]) {
				j++
			}
			return strings.ToLower(span[i+1 : j])
		}
		if c == '"' || c == '\'' || c == '`' {
			if l := literals(span[i:]); len(l) > 0 {
				return strings.ToLower(l[0])
			}
		}
	}
	return ""
}

// sqlCalls are the host calls whose string arguments are executed as SQL.
var sqlCalls = []string{"execute", "RunSQL", "raw", "query", "DB::statement", "DB::unprepared", "Sql", "sql", "exec", "addSql"}

// ormRule is one host-language call pattern.
type ormRule struct {
	name    string
	rule    string
	what    string
	unless  []string // the call is fine when its arguments contain any of these
	needs   []string // the call counts only when its arguments contain one of these
	index   bool     // a non-concurrent index rule (PostgreSQL, switchable)
	noTable bool     // the same-file exemption does not apply
}

func ormRules() []ormRule {
	return []ormRule{
		{name: "drop_table", rule: "drop-table", what: "drops a table and all its rows"},
		{name: "DeleteModel", rule: "drop-table", what: "deletes a model's table and all its rows"},
		{name: "dropTable", rule: "drop-table", what: "drops a table and all its rows"},
		{name: "dropTableIfExists", rule: "drop-table", what: "drops a table and all its rows"},
		{name: "Schema::drop", rule: "drop-table", what: "drops a table and all its rows"},
		{name: "Schema::dropIfExists", rule: "drop-table", what: "drops a table and all its rows"},
		{name: "DropTable", rule: "drop-table", what: "drops a table and all its rows"},
		{name: "drop table", rule: "drop-table", what: "drops a table and all its rows"},
		{name: "drop_if_exists table", rule: "drop-table", what: "drops a table and all its rows"},
		{name: "remove_column", rule: "drop-column", what: "removes a column and its data"},
		{name: "remove_columns", rule: "drop-column", what: "removes columns and their data"},
		{name: "RemoveField", rule: "drop-column", what: "removes a field's column and its data"},
		{name: "drop_column", rule: "drop-column", what: "drops a column and its data"},
		{name: "dropColumn", rule: "drop-column", what: "drops a column and its data"},
		{name: "dropColumns", rule: "drop-column", what: "drops columns and their data"},
		{name: "removeColumn", rule: "drop-column", what: "removes a column and its data"},
		{name: "DropColumn", rule: "drop-column", what: "drops a column and its data"},
		{name: "remove", rule: "drop-column", what: "removes a column and its data", needs: []string{" :"}},
		{name: "rename_column", rule: "rename-column", what: "renames a column under running code"},
		{name: "RenameField", rule: "rename-column", what: "renames a column under running code"},
		{name: "renameColumn", rule: "rename-column", what: "renames a column under running code"},
		{name: "RenameColumn", rule: "rename-column", what: "renames a column under running code"},
		{name: "alter_column", rule: "rename-column", what: "renames a column under running code", needs: []string{"new_column_name"}},
		{name: "rename table", rule: "rename-table", what: "renames a table or column under running code"},
		{name: "rename_table", rule: "rename-table", what: "renames a table under running code"},
		{name: "RenameModel", rule: "rename-table", what: "renames a model's table under running code"},
		{name: "renameTable", rule: "rename-table", what: "renames a table under running code"},
		{name: "Schema::rename", rule: "rename-table", what: "renames a table under running code"},
		{name: "RenameTable", rule: "rename-table", what: "renames a table under running code"},
		{name: "change_column", rule: "change-type", what: "changes a column's type"},
		{name: "changeColumn", rule: "change-type", what: "changes a column's type"},
		{name: "modifyDataType", rule: "change-type", what: "changes a column's type"},
		{name: "AlterColumn", rule: "change-type", what: "changes a column's type or nullability"},
		{name: "modify", rule: "change-type", what: "changes a column's type", needs: []string{" :"}},
		{name: "alter_column", rule: "change-type", what: "changes a column's type", needs: []string{"type_="}},
		{name: "alter_column", rule: "set-not-null", what: "sets NOT NULL on an existing column", needs: []string{"nullable=False"}},
		{name: "change_column_null", rule: "set-not-null", what: "sets NOT NULL on an existing column", needs: []string{"false"}},
		{name: "add_column", rule: "not-null-no-default", what: "adds a NOT NULL column without a default", needs: []string{"null: false", "nullable=False"}, unless: []string{"default", "server_default"}},
		{name: "AddField", rule: "not-null-no-default", what: "adds a non-null field without a default", unless: []string{"null=True", "default=", "ManyToManyField"}},
		{name: "addColumn", rule: "not-null-no-default", what: "adds a NOT NULL column without a default", needs: []string{"allowNull: false"}, unless: []string{"defaultValue"}},
		{name: "AddColumn", rule: "not-null-no-default", what: "adds a NOT NULL column without a default", needs: []string{"nullable: false"}, unless: []string{"defaultValue"}},
		{name: "add", rule: "not-null-no-default", what: "adds a NOT NULL column without a default", needs: []string{"null: false"}, unless: []string{"default:"}},
		{name: "truncate", rule: "truncate", what: "deletes every row", noTable: true},
		{name: "truncate_all", rule: "truncate", what: "deletes every row of every table", noTable: true},
		{name: "delete_all", rule: "delete-all", what: "deletes every row", noTable: true},
		{name: "destroy_all", rule: "delete-all", what: "deletes every row", noTable: true},
		{name: "bulkDelete", rule: "delete-all", what: "deletes every row", needs: []string{"null", "{}"}, noTable: true},
		{name: "all().delete", rule: "delete-all", what: "deletes every row", noTable: true},
		{name: "create_table", rule: "create-table-force", what: "drops and recreates an existing table (force: :cascade)", needs: []string{"force: :cascade", "force: true"}, noTable: true},
		{name: "add_index", rule: "index-not-concurrent", what: "builds an index without CONCURRENTLY, blocking writes", unless: []string{"algorithm: :concurrently"}, index: true},
		{name: "add_reference", rule: "index-not-concurrent", what: "adds a reference with a non-concurrent index, blocking writes", unless: []string{"index: false", "algorithm: :concurrently"}, index: true},
		{name: "add_belongs_to", rule: "index-not-concurrent", what: "adds a reference with a non-concurrent index, blocking writes", unless: []string{"index: false", "algorithm: :concurrently"}, index: true},
		{name: "AddIndex", rule: "index-not-concurrent", what: "builds an index without CONCURRENTLY, blocking writes", index: true},
		{name: "create_index", rule: "index-not-concurrent", what: "builds an index without CONCURRENTLY, blocking writes", unless: []string{"postgresql_concurrently=True"}, index: true},
		{name: "addIndex", rule: "index-not-concurrent", what: "builds an index without CONCURRENTLY, blocking writes", unless: []string{"concurrently: true"}, index: true},
		{name: "create index", rule: "index-not-concurrent", what: "builds an index without CONCURRENTLY, blocking writes", unless: []string{"concurrently: true"}, index: true},
		{name: "create unique_index", rule: "index-not-concurrent", what: "builds an index without CONCURRENTLY, blocking writes", unless: []string{"concurrently: true"}, index: true},
		{name: "CreateIndex", rule: "index-not-concurrent", what: "builds an index without CONCURRENTLY, blocking writes", unless: []string{"Concurrently"}, index: true},
		{name: "createIndex", rule: "index-not-concurrent", what: "builds an index without CONCURRENTLY, blocking writes", unless: []string{"concurrently", "isConcurrent"}, index: true},
	}
}

// createCalls are the host calls that create a table in the file.
var createCalls = []string{"create_table", "CreateModel", "createTable", "Schema::create", "CreateTable", "create table", "create_if_not_exists table"}

// suppressions are the escape hatches an agent may write into a migration itself.
var suppressions = []string{"safety_assured", "SAFETY_ASSURED", "StrongMigrations.start_after", "IgnoreMigration(",
	"squawk-ignore", "atlas:nolint", "PRISMA_USER_CONSENT_FOR_DANGEROUS_AI_ACTION", "DISABLE_DATABASE_ENVIRONMENT_CHECK",
	"ignore_migration", "noqa: migration"}

// scanHost lists the hazards of forward host-language migration code.
func scanHost(src string, l lang, o sqlOpts) []finding {
	var out []finding
	for _, s := range suppressions {
		if strings.Contains(src, s) {
			out = append(out, finding{rule: "self-suppression", what: "the migration switches a safety check off with " + s})
		}
	}
	code := forward(stripComments(src, l), l, "")
	created := map[string]bool{}
	for _, c := range createCalls {
		for _, k := range calls(code, c) {
			if n := firstName(k.span); n != "" {
				created[n] = true
				// Django model names are table names without the app prefix.
				created[strings.ReplaceAll(n, "_", "")] = true
			}
		}
	}
	// SQL handed to the database from host code.
	var sqlText []string
	for _, name := range sqlCalls {
		for _, k := range calls(code, name) {
			sqlText = append(sqlText, literals(k.span)...)
		}
	}
	if len(sqlText) > 0 {
		out = append(out, scanSQL(strings.Join(sqlText, ";\n"), o, created)...)
	}
	for _, r := range ormRules() {
		if r.index && !(o.postgres && o.concurrentIndex) {
			continue
		}
		for _, k := range calls(code, r.name) {
			if r.name == "truncate" && !strings.HasPrefix(k.span, "(") {
				continue
			}
			if len(r.needs) > 0 && !containsAny(k.span, r.needs) || containsAny(k.span, r.unless) {
				continue
			}
			if r.name == "add" && !strings.Contains(code, "alter table") {
				continue
			}
			if r.name == "create_table" && !strings.Contains(k.span, "force") {
				continue
			}
			t := firstName(k.span)
			if !r.noTable && t != "" && (created[t] || created[strings.ReplaceAll(t, "_", "")]) {
				continue
			}
			out = append(out, finding{rule: r.rule, what: r.name + " " + r.what, target: t})
		}
	}
	// Knex deletes: knex('t').del() without a where in the chain.
	for _, k := range calls(code, "del") {
		if !strings.HasPrefix(k.span, "()") {
			continue
		}
		stmtStart := strings.LastIndexAny(code[:k.at], ";{\n")
		if !strings.Contains(strings.ToLower(code[stmtStart+1:k.at]), "where") {
			out = append(out, finding{rule: "delete-all", what: ".del() without where deletes every row"})
		}
	}
	return out
}

func containsAny(s string, list []string) bool {
	for _, x := range list {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}
