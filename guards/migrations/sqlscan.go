package migrations

import (
	"strings"
)

// A token-level SQL scanner, not a parser: it tolerates every dialect and fragments (an
// edit's replacement text), costs microseconds, and is enough for the statement shapes the
// rules need. Comments are dropped, strings and quoted identifiers are kept as single tokens
// so that keywords inside them never count.

type tokKind int

const (
	tWord   tokKind = iota // keyword or bare identifier (upper-cased in up)
	tIdent                 // "quoted", `quoted`, [quoted] identifier
	tString                // 'string', E'string'
	tDollar                // $tag$ body $tag$
	tPunct                 // one character: ( ) , ; . etc.
	tNumber
)

type token struct {
	kind tokKind
	text string // as written (for strings: the content)
	up   string // upper-cased word
}

// lexSQL splits src into statements of tokens. Directives found in comments are returned too:
// the suppression comments an agent may add (squawk-ignore, atlas:nolint).
func lexSQL(src string) (stmts [][]token, directives []string) {
	var cur []token
	flush := func() {
		if len(cur) > 0 {
			stmts = append(stmts, cur)
			cur = nil
		}
	}
	n := len(src)
	for i := 0; i < n; {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f':
			// GO on a line of its own separates T-SQL batches.
			if c == '\n' {
				j := i + 1
				for j < n && (src[j] == ' ' || src[j] == '\t') {
					j++
				}
				if j+2 <= n && strings.EqualFold(src[j:j+2], "GO") && (j+2 == n || src[j+2] == '\n' || src[j+2] == '\r' || src[j+2] == ' ') {
					flush()
					i = j + 2
					continue
				}
			}
			i++
		case c == '-' && i+1 < n && src[i+1] == '-', c == '#' && (i+1 < n && src[i+1] != '{'):
			end := strings.IndexByte(src[i:], '\n')
			if end < 0 {
				end = n - i
			}
			directives = append(directives, src[i:i+end])
			i += end
		case c == '/' && i+1 < n && src[i+1] == '*':
			depth, j := 1, i+2
			for j < n && depth > 0 {
				if j+1 < n && src[j] == '/' && src[j+1] == '*' {
					depth++
					j += 2
				} else if j+1 < n && src[j] == '*' && src[j+1] == '/' {
					depth--
					j += 2
				} else {
					j++
				}
			}
			directives = append(directives, src[i:j])
			i = j
		case c == '\'' || (c == 'E' || c == 'e' || c == 'N' || c == 'n') && i+1 < n && src[i+1] == '\'':
			if c != '\'' {
				i++
			}
			j := i + 1
			var b strings.Builder
			for j < n {
				if src[j] == '\\' && j+1 < n && c != '\'' {
					b.WriteByte(src[j+1])
					j += 2
					continue
				}
				if src[j] == '\'' {
					if j+1 < n && src[j+1] == '\'' {
						b.WriteByte('\'')
						j += 2
						continue
					}
					break
				}
				b.WriteByte(src[j])
				j++
			}
			cur = append(cur, token{kind: tString, text: b.String()})
			i = j + 1
		case c == '"' || c == '`' || c == '[':
			close := c
			if c == '[' {
				close = ']'
			}
			j := i + 1
			for j < n && src[j] != close {
				j++
			}
			cur = append(cur, token{kind: tIdent, text: src[i+1 : min(j, n)], up: strings.ToUpper(src[i+1 : min(j, n)])})
			i = j + 1
		case c == '$' && i+1 < n && (src[i+1] == '$' || isWordStart(src[i+1])):
			j := i + 1
			for j < n && src[j] != '$' && isWordByte(src[j]) {
				j++
			}
			if j < n && src[j] == '$' {
				tag := src[i : j+1]
				end := strings.Index(src[j+1:], tag)
				body := ""
				if end < 0 {
					body = src[j+1:]
					i = n
				} else {
					body = src[j+1 : j+1+end]
					i = j + 1 + end + len(tag)
				}
				cur = append(cur, token{kind: tDollar, text: body})
				continue
			}
			cur = append(cur, token{kind: tPunct, text: "$"})
			i++
		case c == ';':
			flush()
			i++
		case isWordStart(c):
			j := i
			for j < n && isWordByte(src[j]) {
				j++
			}
			w := src[i:j]
			cur = append(cur, token{kind: tWord, text: w, up: strings.ToUpper(w)})
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < n && (src[j] >= '0' && src[j] <= '9' || src[j] == '.') {
				j++
			}
			cur = append(cur, token{kind: tNumber, text: src[i:j]})
			i = j
		default:
			cur = append(cur, token{kind: tPunct, text: string(c)})
			i++
		}
	}
	flush()
	return stmts, directives
}

func isWordStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isWordByte(c byte) bool { return isWordStart(c) || c >= '0' && c <= '9' }

// finding is one hazard found in a migration.
type finding struct {
	rule   string // stable rule id
	what   string // what the statement does, in words
	target string // the table it acts on, lower-cased, when known
}

// sqlOpts are the scan's switches.
type sqlOpts struct {
	postgres        bool // the database is PostgreSQL: non-concurrent index creation locks writes
	concurrentIndex bool // the rule is on for this framework
}

// scanSQL lists the hazards of forward SQL. created collects tables created in the same
// file (they hold no data yet, so their changes are exempt); it may be shared with host code.
func scanSQL(src string, o sqlOpts, created map[string]bool) []finding {
	stmts, directives := lexSQL(src)
	var out []finding
	for _, d := range directives {
		if sup := suppression(d); sup != "" {
			out = append(out, finding{rule: "self-suppression", what: "the comment " + strings.TrimSpace(d) + " switches a migration linter off (" + sup + ")"})
		}
	}
	for _, st := range stmts {
		if name, ok := createdTable(st); ok {
			created[name] = true
		}
	}
	for _, st := range stmts {
		out = append(out, scanStmt(st, o, created, 0)...)
	}
	return out
}

// suppression recognises linter-disabling directives in a comment.
func suppression(comment string) string {
	l := strings.ToLower(comment)
	for _, s := range []string{"squawk-ignore", "atlas:nolint", "safety_assured", "strong_migrations", "nolint:migration", "noqa: migration"} {
		if strings.Contains(l, s) {
			return s
		}
	}
	return ""
}

// words returns the upper-cased words of a statement, with "" for non-words, for matching.
func words(st []token) []string {
	out := make([]string, len(st))
	for i, t := range st {
		if t.kind == tWord {
			out[i] = t.up
		}
	}
	return out
}

// name reads a possibly schema-qualified name at i; it returns the last part lower-cased and
// the index after it.
func name(st []token, i int) (string, int) {
	last := ""
	for i < len(st) {
		t := st[i]
		if t.kind != tWord && t.kind != tIdent {
			break
		}
		last = strings.ToLower(t.text)
		i++
		if i < len(st) && st[i].kind == tPunct && st[i].text == "." {
			i++
			continue
		}
		break
	}
	return last, i
}

func skip(w []string, i int, seq ...string) int {
	for _, s := range seq {
		if i < len(w) && w[i] == s {
			i++
		}
	}
	return i
}

func createdTable(st []token) (string, bool) {
	w := words(st)
	i := 0
	if i < len(w) && w[i] == "CREATE" {
		i++
		for i < len(w) && (w[i] == "TEMP" || w[i] == "TEMPORARY" || w[i] == "UNLOGGED" || w[i] == "GLOBAL" || w[i] == "LOCAL" || w[i] == "OR" || w[i] == "REPLACE") {
			i++
		}
		if i < len(w) && w[i] == "TABLE" {
			i = skip(w, i+1, "IF", "NOT", "EXISTS")
			n, _ := name(st, i)
			return n, n != ""
		}
	}
	return "", false
}

// scanStmt applies the rules to one statement.
func scanStmt(st []token, o sqlOpts, created map[string]bool, depth int) []finding {
	w := words(st)
	if len(w) == 0 {
		return nil
	}
	var out []finding
	add := func(rule, what, target string) {
		if target != "" && created[target] {
			return
		}
		out = append(out, finding{rule: rule, what: what, target: target})
	}
	switch w[0] {
	case "DROP":
		if len(w) > 1 {
			switch w[1] {
			case "TABLE":
				i := skip(w, 2, "IF", "EXISTS")
				n, _ := name(st, i)
				add("drop-table", "DROP TABLE "+n+" deletes the table and all its rows", n)
			case "SCHEMA", "DATABASE":
				i := skip(w, 2, "IF", "EXISTS")
				n, _ := name(st, i)
				add("drop-schema", "DROP "+w[1]+" "+n+" deletes everything in it", "")
			}
		}
	case "TRUNCATE":
		i := skip(w, 1, "TABLE", "ONLY")
		n, _ := name(st, i)
		add("truncate", "TRUNCATE "+n+" deletes every row", n)
	case "DELETE":
		i := skip(w, 1, "FROM", "ONLY")
		n, _ := name(st, i)
		if !contains(w, "WHERE") {
			add("delete-all", "DELETE FROM "+n+" without WHERE deletes every row", n)
		}
	case "RENAME":
		if len(w) > 1 && w[1] == "TABLE" {
			n, _ := name(st, 2)
			add("rename-table", "RENAME TABLE "+n+" breaks every query and deployed code that names it", n)
		}
	case "ALTER":
		if len(w) > 1 && w[1] == "SCHEMA" && contains(w, "RENAME") {
			add("rename-schema", "ALTER SCHEMA ... RENAME breaks every query that names the schema", "")
		}
		if len(w) > 1 && w[1] == "TABLE" {
			i := skip(w, 2, "IF", "EXISTS", "ONLY")
			n, i := name(st, i)
			out = append(out, alterTable(st, w, i, n, o, created)...)
		}
	case "CREATE":
		i := 1
		i = skip(w, i, "UNIQUE")
		if i < len(w) && w[i] == "INDEX" && o.postgres && o.concurrentIndex {
			if !contains(w, "CONCURRENTLY") {
				on := indexOf(w, "ON")
				if on > 0 {
					j := skip(w, on+1, "ONLY")
					n, _ := name(st, j)
					add("index-not-concurrent", "CREATE INDEX on "+n+" without CONCURRENTLY blocks writes to the table while the index builds", n)
				}
			}
		}
	case "DO":
		// A DO block runs at once: its EXECUTEd strings are statements too.
		if depth < 3 {
			for _, t := range st {
				if t.kind == tDollar || t.kind == tString {
					out = append(out, scanBody(t.text, o, created, depth+1)...)
				}
			}
		}
	}
	return out
}

// scanBody scans a PL/pgSQL body run by DO: plain statements in it run, and so do the
// strings given to EXECUTE. A string built at run time cannot be read: that is reported.
func scanBody(body string, o sqlOpts, created map[string]bool, depth int) []finding {
	stmts, _ := lexSQL(body)
	var out []finding
	for _, st := range stmts {
		w := words(st)
		start := 0
		for start < len(w) && (w[start] == "BEGIN" || w[start] == "DECLARE" || w[start] == "END" || w[start] == "LOOP" || w[start] == "THEN" || w[start] == "ELSE") {
			start++
		}
		if x := indexOf(w, "EXECUTE"); x >= 0 {
			// Literal pieces joined around a placeholder for what is computed at run
			// time: 'ALTER TABLE ' || t || ' DROP COLUMN x' still reads as a drop.
			var lits []string
			for _, t := range st[x+1:] {
				if t.kind == tString || t.kind == tDollar {
					lits = append(lits, t.text)
				}
			}
			lit := len(lits) > 0
			if lit {
				inner, _ := lexSQL(strings.Join(lits, " dyn_part "))
				for _, s := range inner {
					out = append(out, scanStmt(s, o, created, depth)...)
				}
			}
			if dyn := st[x+1:]; !lit || containsWord(dyn, "FORMAT") || containsPunct(dyn, "|") {
				out = append(out, finding{rule: "dynamic-ddl", what: "a DO block EXECUTEs SQL built at run time" + ddlWords(w) + "; nobody can review what it will run"})
			}
			continue
		}
		if start < len(st) {
			out = append(out, scanStmt(st[start:], o, created, depth)...)
		}
	}
	return out
}

func ddlWords(w []string) string {
	for _, x := range w {
		switch x {
		case "DROP", "TRUNCATE", "DELETE", "ALTER":
			return " (" + x + ")"
		}
	}
	return ""
}

func containsWord(st []token, up string) bool {
	for _, t := range st {
		if t.kind == tWord && t.up == up {
			return true
		}
	}
	return false
}

func containsPunct(st []token, p string) bool {
	for _, t := range st {
		if t.kind == tPunct && t.text == p {
			return true
		}
	}
	return false
}

// alterTable splits ALTER TABLE's actions at top-level commas and judges each.
func alterTable(st []token, w []string, i int, table string, o sqlOpts, created map[string]bool) []finding {
	if created[table] {
		return nil
	}
	var out []finding
	depth := 0
	start := i
	for j := i; j <= len(st); j++ {
		if j < len(st) && st[j].kind == tPunct {
			switch st[j].text {
			case "(":
				depth++
			case ")":
				depth--
			}
		}
		if j == len(st) || depth == 0 && st[j].kind == tPunct && st[j].text == "," {
			if f, ok := alterAction(st[start:j], w[start:j], table); ok {
				out = append(out, f)
			}
			start = j + 1
		}
	}
	return out
}

func alterAction(st []token, w []string, table string) (finding, bool) {
	if len(w) == 0 {
		return finding{}, false
	}
	switch w[0] {
	case "DROP":
		if len(w) > 1 {
			switch w[1] {
			case "CONSTRAINT", "DEFAULT", "NOT", "INDEX", "KEY", "PRIMARY", "FOREIGN", "CHECK", "PARTITION", "TRIGGER", "EXPRESSION", "IDENTITY", "ROW":
				return finding{}, false
			}
		}
		i := skip(w, 1, "COLUMN", "IF", "EXISTS")
		col, _ := name(st, i)
		return finding{rule: "drop-column", what: "dropping column " + table + "." + col + " deletes its data, and running code that still reads it breaks", target: table}, true
	case "RENAME":
		if len(w) > 1 && (w[1] == "CONSTRAINT" || w[1] == "INDEX" || w[1] == "KEY") {
			return finding{}, false
		}
		if len(w) > 1 && w[1] == "TO" {
			return finding{rule: "rename-table", what: "renaming table " + table + " breaks every deployed query that names it", target: table}, true
		}
		return finding{rule: "rename-column", what: "renaming a column of " + table + " breaks every deployed query that names it", target: table}, true
	case "ALTER", "MODIFY", "CHANGE":
		if w[0] != "ALTER" {
			return finding{rule: "change-type", what: w[0] + " COLUMN on " + table + " rewrites the column's type", target: table}, true
		}
		if contains(w, "TYPE") {
			return finding{rule: "change-type", what: "changing a column's type on " + table + " rewrites the table under a lock and can break readers", target: table}, true
		}
		if s := indexOf(w, "SET"); s >= 0 && s+2 < len(w) && w[s+1] == "NOT" && w[s+2] == "NULL" {
			return finding{rule: "set-not-null", what: "SET NOT NULL on an existing column of " + table + " scans the table under a lock and fails on existing NULLs", target: table}, true
		}
	case "ADD":
		if len(w) > 1 {
			switch w[1] {
			case "CONSTRAINT", "INDEX", "KEY", "PRIMARY", "FOREIGN", "UNIQUE", "CHECK", "EXCLUDE":
				return finding{}, false
			}
		}
		if notNull(w) && !contains(w, "DEFAULT") && !contains(w, "GENERATED") && !contains(w, "IDENTITY") {
			return finding{rule: "not-null-no-default", what: "adding a NOT NULL column without a DEFAULT to " + table + " fails on a table with rows", target: table}, true
		}
	}
	return finding{}, false
}

func notNull(w []string) bool {
	for i := 0; i+1 < len(w); i++ {
		if w[i] == "NOT" && w[i+1] == "NULL" {
			return true
		}
	}
	return false
}

func contains(w []string, s string) bool { return indexOf(w, s) >= 0 }

func indexOf(w []string, s string) int {
	for i, x := range w {
		if x == s {
			return i
		}
	}
	return -1
}
