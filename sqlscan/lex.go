// Package sqlscan reads SQL the way a database would, closely enough to say what it destroys:
// a token lexer per dialect (PostgreSQL, MySQL/MariaDB, SQLite, SQL Server) and statement rules
// over its tokens. It is not a parser: it tolerates every dialect and fragments (an edit's
// replacement text, SQL pieces from host code), costs microseconds, and reads only the
// statement shapes its rules need.
//
// Lexing follows the dialect because the dialects disagree on what is code: a backslash
// escapes a quote in MySQL and not in PostgreSQL, `#` starts a comment in MySQL and is an
// operator in PostgreSQL, MySQL runs the text of /*! ... */ comments, PostgreSQL and SQL Server
// nest comments and MySQL and SQLite do not. Text whose dialect is unknown is read under every
// dialect, and what any of them would destroy counts.
//
// One API serves both users: the database clients of the command model (a statement that
// destroys data in a live database) and the migrations guard (the hazards of a new migration).
// It is a leaf library: it imports nothing of hookguard's.
package sqlscan

import "strings"

// Dialect is the SQL dialect text is lexed as.
type Dialect uint8

// The dialects. Unknown is read under each of the others (see Scan).
const (
	Unknown Dialect = iota
	Postgres
	MySQL
	SQLite
	SQLServer
)

// dialects are the concrete dialects, in the order Scan reads Unknown text.
var dialects = [...]Dialect{Postgres, MySQL, SQLite, SQLServer}

var dialectNames = [...]string{Unknown: "", Postgres: "postgres", MySQL: "mysql", SQLite: "sqlite", SQLServer: "sqlserver"}

func (d Dialect) String() string {
	if int(d) < len(dialectNames) {
		return dialectNames[d]
	}
	return ""
}

// ParseDialect reads a dialect's name as users and tools write it ("postgresql", "pg",
// "mariadb", "sqlite3", "mssql", "tsql"); anything else is Unknown.
func ParseDialect(s string) Dialect {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "postgres", "postgresql", "pg", "pgsql", "psql", "cockroach", "cockroachdb", "crdb", "redshift", "timescale":
		return Postgres
	case "mysql", "mariadb", "maria", "tidb", "mysql2":
		return MySQL
	case "sqlite", "sqlite3", "libsql", "turso":
		return SQLite
	case "sqlserver", "mssql", "tsql", "t-sql", "azuresql", "sql-server":
		return SQLServer
	}
	return Unknown
}

// Kind is a token's kind.
type Kind uint8

// The token kinds.
const (
	Word   Kind = iota // keyword or bare identifier
	Ident              // "quoted", `quoted` or [quoted] identifier: never a keyword
	String             // a string literal; Text is its content, unescaped
	Body               // a PostgreSQL $tag$ body; Text is the body
	Var                // @name (MySQL, SQL Server, SQLite variables and parameters)
	Number             // a numeric literal
	Punct              // an operator or punctuation: ( ) , . ; || <> != <= >= :: :=
)

// Token is one lexical token of a statement.
type Token struct {
	Kind Kind
	Text string // as written; for strings, identifiers and bodies, the content
	Up   string // Word and Var: Text upper-cased, for matching keywords
}

// Statement is the tokens of one statement: text between terminators (";", a MySQL
// DELIMITER, a SQL Server GO line).
type Statement []Token

// lexer is the state of one pass over a source text.
type lexer struct {
	src   string
	d     Dialect
	i     int
	cur   Statement
	out   []Statement
	notes []string // comments, for the suppression directives an agent may write
	delim string   // MySQL: the statement terminator DELIMITER set
	exec  bool     // MySQL: inside /*! ... */, whose text runs
	line  bool     // at the start of a line (only blanks before on it)
	// The session settings that change what a quote closes, as the text itself sets them:
	// PostgreSQL's standard_conforming_strings = off makes a backslash escape in '...';
	// MySQL's sql_mode NO_BACKSLASH_ESCAPES stops it, and ANSI_QUOTES makes "..." a name.
	escapes, noEscapes, ansiQuotes bool
}

// Lex splits src into statements of tokens under dialect d (Unknown lexes as PostgreSQL;
// Scan reads Unknown text under every dialect). It also returns the comments, where linter
// directives live.
func Lex(src string, d Dialect) ([]Statement, []string) {
	if d == Unknown {
		d = Postgres
	}
	l := &lexer{src: src, d: d, delim: ";", line: true}
	for l.i < len(l.src) {
		l.next()
	}
	l.flush()
	return l.out, l.notes
}

func (l *lexer) flush() {
	if len(l.cur) > 0 {
		l.out = append(l.out, l.cur)
		l.cur = nil
	}
}

func (l *lexer) emit(k Kind, text string) {
	t := Token{Kind: k, Text: text}
	if k == Word || k == Var {
		t.Up = strings.ToUpper(text)
	}
	l.cur = append(l.cur, t)
	l.line = false
}

func (l *lexer) peek(off int) byte {
	if j := l.i + off; j < len(l.src) {
		return l.src[j]
	}
	return 0
}

// next reads one blank, terminator, comment or token at l.i.
func (l *lexer) next() {
	c := l.src[l.i]
	switch {
	case c == '\n':
		l.i++
		l.line = true
	case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
		l.i++
	case l.line && l.lineCommand():
	case l.delim != ";" && strings.HasPrefix(l.src[l.i:], l.delim):
		l.i += len(l.delim)
		l.end()
	case c == ';' && l.delim == ";" && l.d != SQLServer: // T-SQL's are cut by splitTSQL
		l.i++
		l.end()
	case c == '\\' && l.d == MySQL && (l.peek(1) == 'g' || l.peek(1) == 'G'):
		l.i += 2 // the mysql client's "go": it ends the statement
		l.end()
	case c == '-' && l.peek(1) == '-' && l.dashComment(), c == '#' && l.d == MySQL:
		l.lineComment()
	case c == '/' && l.peek(1) == '*':
		l.blockComment()
	case c == '*' && l.peek(1) == '/' && l.exec:
		l.exec = false
		l.i += 2
	default:
		l.token(c)
	}
}

// token reads a token starting with c at l.i.
func (l *lexer) token(c byte) {
	switch {
	case c == '\'':
		l.quoted('\'', l.d == MySQL && !l.noEscapes || l.escapes, String)
	case c == '"' && l.d == MySQL && !l.ansiQuotes:
		l.quoted('"', !l.noEscapes, String) // a string, unless ANSI_QUOTES
	case c == '"':
		l.quoted('"', false, Ident)
	case c == '`' && l.d != Postgres && l.d != SQLServer:
		l.quoted('`', false, Ident)
	case c == '[' && (l.d == SQLServer || l.d == SQLite):
		l.bracket()
	case c == '$' && l.d == Postgres && l.dollar():
	case c == '@' && l.d != Postgres && (isWordByte(l.peek(1)) || l.peek(1) == '@'):
		l.variable()
	case isWordStart(c) || c == '#' && l.d == SQLServer:
		l.word()
	case c >= '0' && c <= '9' || c == '.' && l.peek(1) >= '0' && l.peek(1) <= '9':
		l.number()
	default:
		l.punct()
	}
}

// end closes a statement at a terminator; a PostgreSQL COPY ... FROM STDIN is followed by its
// data, which is not SQL.
func (l *lexer) end() {
	copyIn := l.d == Postgres && copyFromStdin(l.cur)
	l.settings(l.cur)
	l.flush()
	if copyIn {
		if j := strings.Index(l.src[l.i:], "\n\\."); j >= 0 {
			l.i += j + 3
		} else {
			l.i = len(l.src)
		}
	}
}

// settings follows a statement that changes how later strings are quoted: SET
// standard_conforming_strings (PostgreSQL, also through set_config), SET sql_mode (MySQL).
func (l *lexer) settings(st Statement) {
	name, value := "", ""
	for i, t := range st {
		switch {
		case t.Kind == Word && (t.Up == "STANDARD_CONFORMING_STRINGS" || t.Up == "SQL_MODE"):
			name = t.Up
		case t.Kind == String && (strings.EqualFold(t.Text, "standard_conforming_strings") || strings.EqualFold(t.Text, "sql_mode")):
			name = strings.ToUpper(t.Text)
		case name != "" && i > 0 && (t.Kind == Word || t.Kind == String || t.Kind == Number) && value == "":
			if !(t.Kind == Word && (t.Up == "TO" || t.Up == "SESSION" || t.Up == "LOCAL")) {
				value = strings.ToUpper(t.Text)
			}
		}
	}
	switch {
	case name == "STANDARD_CONFORMING_STRINGS" && l.d == Postgres && value != "":
		l.escapes = value == "OFF" || value == "FALSE" || value == "0"
	case name == "SQL_MODE" && l.d == MySQL && value != "":
		l.noEscapes = strings.Contains(value, "NO_BACKSLASH_ESCAPES")
		l.ansiQuotes = strings.Contains(value, "ANSI")
	}
}

func copyFromStdin(st Statement) bool {
	if len(st) < 3 || st[0].Up != "COPY" {
		return false
	}
	for i := 1; i+1 < len(st); i++ {
		if st[i].Up == "FROM" && st[i+1].Up == "STDIN" {
			return true
		}
	}
	return false
}

// lineCommand reads what a client takes from the start of a line (l.i is its first byte that
// is not blank): MySQL's DELIMITER and SQL Server's GO batch separator.
func (l *lexer) lineCommand() bool {
	j := l.i
	rest := l.src[j:]
	switch l.d {
	case MySQL:
		if len(rest) > 10 && strings.EqualFold(rest[:9], "DELIMITER") && (rest[9] == ' ' || rest[9] == '\t') {
			eol := strings.IndexByte(rest, '\n')
			if eol < 0 {
				eol = len(rest)
			}
			if d := strings.TrimSpace(rest[10:eol]); d != "" {
				l.flush()
				l.delim = strings.Fields(d)[0]
				l.i = j + eol
				return true
			}
		}
	case SQLServer:
		if len(rest) >= 2 && strings.EqualFold(rest[:2], "GO") && (len(rest) == 2 || !isWordByte(rest[2])) {
			eol := strings.IndexByte(rest, '\n')
			if eol < 0 {
				eol = len(rest)
			}
			if strings.Trim(rest[2:eol], " \t\r0123456789") == "" {
				l.flush()
				l.i = j + eol
				return true
			}
		}
	}
	return false
}

// dashComment reports whether "--" at l.i starts a comment: always, except in MySQL, which
// needs a blank or a control character after it ("--1" is minus minus one).
func (l *lexer) dashComment() bool {
	if l.d != MySQL {
		return true
	}
	c := l.peek(2)
	return l.i+2 >= len(l.src) || c <= ' ' || c == 0x7f
}

func (l *lexer) lineComment() {
	end := strings.IndexByte(l.src[l.i:], '\n')
	if end < 0 {
		end = len(l.src) - l.i
	}
	l.notes = append(l.notes, l.src[l.i:l.i+end])
	l.i += end
}

// blockComment reads /* ... */, nested where the dialect nests them. MySQL runs the text of
// /*! ... */, /*!50100 ... */ and MariaDB's /*M! ... */: that is lexed as code.
func (l *lexer) blockComment() {
	if l.d == MySQL && !l.exec {
		rest := l.src[l.i+2:]
		if strings.HasPrefix(rest, "!") || strings.HasPrefix(rest, "M!") {
			j := l.i + 3
			if rest[0] == 'M' {
				j++
			}
			for j < len(l.src) && l.src[j] >= '0' && l.src[j] <= '9' {
				j++
			}
			l.i = j
			l.exec = true
			return
		}
	}
	nest := l.d == Postgres || l.d == SQLServer
	depth, j := 1, l.i+2
	for j < len(l.src) && depth > 0 {
		switch {
		case nest && l.src[j] == '/' && j+1 < len(l.src) && l.src[j+1] == '*':
			depth++
			j += 2
		case l.src[j] == '*' && j+1 < len(l.src) && l.src[j+1] == '/':
			depth--
			j += 2
		default:
			j++
		}
	}
	l.notes = append(l.notes, l.src[l.i:j])
	l.i = j
}

// quoted reads a quoted string or identifier opened by q at l.i: a doubled q is one q, and
// with backslash (MySQL, PostgreSQL E”) a backslash escapes the next byte.
func (l *lexer) quoted(q byte, backslash bool, k Kind) {
	j := l.i + 1
	var b strings.Builder
	plain := true
	start := j
	for j < len(l.src) {
		c := l.src[j]
		if backslash && c == '\\' && j+1 < len(l.src) {
			if plain {
				b.WriteString(l.src[start:j])
				plain = false
			}
			b.WriteByte(unescape(l.src[j+1]))
			j += 2
			continue
		}
		if c == q {
			if j+1 < len(l.src) && l.src[j+1] == q {
				if plain {
					b.WriteString(l.src[start:j])
					plain = false
				}
				b.WriteByte(q)
				j += 2
				continue
			}
			break
		}
		if !plain {
			b.WriteByte(c)
		}
		j++
	}
	text := l.src[start:min(j, len(l.src))]
	if !plain {
		text = b.String()
	}
	l.emit(k, text)
	l.i = j + 1
}

func unescape(c byte) byte {
	switch c {
	case 'n':
		return '\n'
	case 't':
		return '\t'
	case 'r':
		return '\r'
	case '0':
		return 0
	}
	return c
}

// bracket reads a [quoted] identifier; SQL Server doubles ] inside it.
func (l *lexer) bracket() {
	j := l.i + 1
	for j < len(l.src) {
		if l.src[j] == ']' {
			if l.d == SQLServer && j+1 < len(l.src) && l.src[j+1] == ']' {
				j += 2
				continue
			}
			break
		}
		j++
	}
	text := l.src[l.i+1 : min(j, len(l.src))]
	if l.d == SQLServer {
		text = strings.ReplaceAll(text, "]]", "]")
	}
	l.emit(Ident, text)
	l.i = j + 1
}

// dollar reads a PostgreSQL $tag$ body; it reports false for anything else ($1, a stray $).
func (l *lexer) dollar() bool {
	j := l.i + 1
	if j < len(l.src) && l.src[j] >= '0' && l.src[j] <= '9' {
		return false
	}
	for j < len(l.src) && l.src[j] != '$' && isWordByte(l.src[j]) {
		j++
	}
	if j >= len(l.src) || l.src[j] != '$' {
		return false
	}
	tag := l.src[l.i : j+1]
	end := strings.Index(l.src[j+1:], tag)
	if end < 0 {
		l.emit(Body, l.src[j+1:])
		l.i = len(l.src)
		return true
	}
	l.emit(Body, l.src[j+1:j+1+end])
	l.i = j + 1 + end + len(tag)
	return true
}

func (l *lexer) variable() {
	j := l.i + 1
	for j < len(l.src) && (isWordByte(l.src[j]) || l.src[j] == '@' || l.src[j] == '$') {
		j++
	}
	l.emit(Var, l.src[l.i:j])
	l.i = j
}

// word reads a keyword or bare identifier, and the string prefixes that make a literal
// (PostgreSQL E'..' U&'..' N'..', SQL Server N'..', X'..' B'..' everywhere).
func (l *lexer) word() {
	c := l.src[l.i]
	if n := l.peek(1); n == '\'' {
		switch c | 0x20 {
		case 'e':
			if l.d == Postgres {
				l.i++
				l.quoted('\'', true, String)
				return
			}
		case 'n', 'x', 'b':
			l.i++
			l.quoted('\'', l.d == MySQL, String)
			return
		}
	}
	if (c == 'U' || c == 'u') && l.peek(1) == '&' && (l.peek(2) == '\'' || l.peek(2) == '"') && l.d == Postgres {
		l.i += 2
		if l.src[l.i] == '\'' {
			l.quoted('\'', false, String)
		} else {
			l.quoted('"', false, Ident)
		}
		return
	}
	j := l.i + 1
	for j < len(l.src) && (isWordByte(l.src[j]) || l.src[j] == '$' && l.d != SQLite || l.src[j] == '#' && l.d == SQLServer) {
		j++
	}
	l.emit(Word, l.src[l.i:j])
	l.i = j
}

func (l *lexer) number() {
	j := l.i
	for j < len(l.src) && (l.src[j] >= '0' && l.src[j] <= '9' || l.src[j] == '.' || l.src[j] == 'x' || l.src[j] == 'X' ||
		j > l.i && isHex(l.src[j]) && (l.src[l.i+1] == 'x' || l.src[l.i+1] == 'X')) {
		j++
	}
	if j < len(l.src) && (l.src[j] == 'e' || l.src[j] == 'E') {
		k := j + 1
		if k < len(l.src) && (l.src[k] == '+' || l.src[k] == '-') {
			k++
		}
		if k < len(l.src) && l.src[k] >= '0' && l.src[k] <= '9' {
			j = k
			for j < len(l.src) && l.src[j] >= '0' && l.src[j] <= '9' {
				j++
			}
		}
	}
	l.emit(Number, l.src[l.i:j])
	l.i = j
}

// twoChar are the operators read as one token.
var twoChar = [...]string{"||", "<>", "!=", "<=", ">=", "::", ":=", "&&", "=="}

func (l *lexer) punct() {
	if l.i+1 < len(l.src) {
		two := l.src[l.i : l.i+2]
		for _, op := range twoChar {
			if two == op {
				l.emit(Punct, two)
				l.i += 2
				return
			}
		}
	}
	l.emit(Punct, l.src[l.i:l.i+1])
	l.i++
}

func isWordStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isWordByte(c byte) bool { return isWordStart(c) || c >= '0' && c <= '9' }

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
