package code

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// tkind is a token's kind.
type tkind uint8

const (
	tEOF   tkind = iota
	tIdent       // a name or keyword; perl and php variables keep their sigil ($x, @x, %x)
	tStr         // a string literal, decoded
	tCmd         // a command literal: `...`, qx{...}, %x(...)
	tWords       // a word list: qw(...), %w(...)
	tNum
	tOp
	tRegex // a regular expression literal (a value the analysis does not need)
	tGlob  // perl <...>: a read from a file handle, or a glob
	tHole  // a shell expansion outside any string (see Hole)
)

// tpart is a piece of a string literal.
type tpart struct {
	s string
	k byte // 0: literal text; 'e': an expression of the language to evaluate; 'h': a shell hole
}

type tok struct {
	k     tkind
	s     string
	parts []tpart
	nl    bool // a line break comes before it
	sp    bool // white space comes before it
	off   int
}

// escape styles
const (
	escNone   = iota // nothing is an escape
	escRaw           // python raw: a backslash is itself, but keeps the next character from ending the literal
	escQuote         // only \\ and the closing quote (single-quoted ruby, perl, php)
	escPython        // python str
	escBytes         // python bytes: no \u \N
	escJS
	escRuby
	escPerl
	escPHP
	escLua
	escC // awk, R, julia, tcl
)

// interpolation styles
const (
	ipNone = iota
	ipPyF  // {expr}
	ipJS   // ${expr}
	ipRuby // #{expr}
	ipPerl // $x, ${x}, $x{k}, $x[i], $x->..., @x, @{[ ... ]}
	ipPHP  // $x, $x[k], $x->p, {$expr}, ${x}
	ipJulia
)

type heredoc struct {
	tok    int
	id     string
	indent bool // the terminator may be indented (<<-, <<~)
	strip  bool // common indentation is removed (<<~)
	esc    int
	ip     int
}

type lexer struct {
	l        Lang
	src      string
	i        int
	toks     []tok
	nl, sp   bool
	heredocs []heredoc
	partial  bool
	// perl: notStmt, no statement can start after the last token (so no POD either); brk,
	// for each bracket open, whether it is part of a term (perlTermBracket); arrow, the last
	// token is the ) of a call through a reference.
	notStmt bool
	brk     []bool
	arrow   bool
}

// lex splits src into tokens.
func lex(l Lang, src string, tags bool) ([]tok, bool) {
	lx := &lexer{l: l, src: src, nl: true, toks: make([]tok, 0, len(src)/5+8)}
	if strings.HasPrefix(src, "#!") && l != Python && l != Ruby && l != Perl && l != R && l != Awk {
		if j := strings.IndexByte(src, '\n'); j >= 0 {
			lx.i = j
		} else {
			lx.i = len(src)
		}
	}
	if l == PHP && tags {
		lx.skipHTML()
	}
	if l == Perl || l == Ruby {
		lx.lineStart() // POD, =begin or __END__ on the first line
	}
	for lx.i < len(lx.src) {
		if len(lx.toks) >= maxTokens {
			lx.partial = true
			break
		}
		lx.next()
	}
	return lx.toks, lx.partial
}

func (lx *lexer) emit(t tok) {
	if lx.l == Perl {
		lx.perlTrack(t)
	}
	t.nl, t.sp = lx.nl, lx.sp || lx.nl
	lx.nl, lx.sp = false, false
	lx.toks = append(lx.toks, t)
}

func (lx *lexer) prev() *tok {
	if len(lx.toks) == 0 {
		return nil
	}
	return &lx.toks[len(lx.toks)-1]
}

func (lx *lexer) at(s string) bool { return strings.HasPrefix(lx.src[lx.i:], s) }

func (lx *lexer) peekByte(k int) byte {
	if lx.i+k < len(lx.src) {
		return lx.src[lx.i+k]
	}
	return 0
}

// next reads one token, or skips white space and comments.
func (lx *lexer) next() {
	c := lx.src[lx.i]
	switch {
	case c == '\n':
		lx.i++
		lx.nl = true
		if len(lx.heredocs) > 0 {
			lx.readHeredocs()
		}
		lx.lineStart()
		return
	case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
		lx.i++
		lx.sp = true
		return
	case c == '\\' && (lx.peekByte(1) == '\n' || lx.peekByte(1) == '\r' && lx.peekByte(2) == '\n') && lx.l != Perl && lx.l != PHP:
		lx.i += 2
		if lx.src[lx.i-1] == '\r' {
			lx.i++
		}
		lx.sp = true
		return
	case lx.at(Hole):
		lx.emit(tok{k: tHole, parts: []tpart{{s: lx.shellHole(), k: 'h'}}, off: lx.i})
		return
	}
	if lx.comment() {
		return
	}
	if lx.l == PHP && lx.at("?>") {
		lx.i += 2
		lx.emit(tok{k: tOp, s: ";", off: lx.i})
		lx.skipHTML()
		return
	}
	if lx.literal() {
		return
	}
	switch {
	case isIdentStart(c, lx.l):
		lx.ident()
	case c >= '0' && c <= '9' || c == '.' && lx.peekByte(1) >= '0' && lx.peekByte(1) <= '9' && lx.l != R:
		lx.number()
	default:
		lx.op()
	}
}

// lineStart skips what a line may start with that is not code: ruby's =begin, perl's POD,
// and both languages' __END__ (perl's __DATA__), after which the text is data.
func (lx *lexer) lineStart() {
	switch lx.l {
	case Ruby:
		// ruby takes =begin at a line's start as a comment wherever it is, but only as a word
		// of its own; __END__ only alone on its line
		if lx.at("=begin") && lx.blockWordEnds(lx.i+6) {
			lx.skipBlock("=end")
		}
		if rest := lx.src[lx.i:]; rest == "__END__" || strings.HasPrefix(rest, "__END__\n") || strings.HasPrefix(rest, "__END__\r\n") {
			lx.i = len(lx.src)
		}
	case Perl:
		// POD only where perl expects a statement: `my $x\n=system(...)` is an assignment
		if lx.perlStmt() && lx.i+1 < len(lx.src) && lx.src[lx.i] == '=' && isLetter(lx.src[lx.i+1]) {
			lx.skipBlock("=cut")
		}
		for _, w := range [...]string{"__END__", "__DATA__"} {
			if lx.at(w) && !lx.perlWordGoesOn(lx.i+len(w)) {
				lx.i = len(lx.src)
			}
		}
	}
}

// perlStmt reports whether perl expects a statement at the cursor: at the start, after a
// semicolon, and after the { or } of a block; not after a term, such as the } of a
// subscript ($h{a}, $x->{a}{b}) or a dereference (@{$r}), which an assignment may follow.
func (lx *lexer) perlStmt() bool { return !lx.notStmt }

// perlTrack follows, token by token, where perl expects a statement (perlStmt). A { is taken
// as a block's unless it is surely a subscript's or a dereference's: a lexing slip then
// leaves doc read as code, not code passed over as doc.
func (lx *lexer) perlTrack(t tok) {
	arrow := lx.arrow
	lx.arrow = false
	if t.k != tOp {
		lx.notStmt = true
		return
	}
	switch t.s {
	case ";":
		lx.notStmt = false
	case "{", "(":
		term := lx.perlTermBracket(t.s, arrow)
		lx.brk = append(lx.brk, term)
		lx.notStmt = t.s == "(" || term
	case "}", ")":
		term := false
		if n := len(lx.brk); n > 0 {
			term = lx.brk[n-1]
			lx.brk = lx.brk[:n-1]
		}
		lx.notStmt = t.s == ")" || term
		lx.arrow = t.s == ")" && term
	default:
		lx.notStmt = true
	}
}

// perlTermBracket reports whether the bracket about to be emitted is part of a term, judged
// by the token before it: a ( of a call through a reference ($c->(...)), a { of a subscript
// ($h{a}, $x->{a}, $x[0]{a}, $c->(){a}) or of a dereference (${...}, @{...}). arrow: the token
// before is the ) of such a call.
func (lx *lexer) perlTermBracket(open string, arrow bool) bool {
	p := lx.prev()
	if p == nil {
		return false
	}
	if open == "(" {
		return p.k == tOp && p.s == "->"
	}
	switch {
	case p.k == tIdent:
		return p.s != "" && strings.ContainsAny(p.s[:1], "$@%")
	case p.k != tOp:
		return false
	case p.s == "}":
		return lx.notStmt // $x{a}{b}: after a subscript's }
	case p.s == ")":
		return arrow
	}
	switch p.s {
	case "->", "]", "$", "@", "%", "&", "*", "$#":
		return true
	}
	return false
}

// perlWordGoesOn reports whether the word before j is only the start of a longer name
// (__END__x, __END__::x) or a string the fat comma quotes (__END__ => 1): perl reads it then
// as a name, not as the end of the program.
func (lx *lexer) perlWordGoesOn(j int) bool {
	s := lx.src
	if j < len(s) && (isIdentChar(s[j], Perl) || s[j] == ':' && j+1 < len(s) && s[j+1] == ':' || s[j] == '\'') {
		return true
	}
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	return strings.HasPrefix(s[j:], "=>")
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// blockWordEnds reports whether a block marker's word (=begin, =end, =cut) ends at j as the
// language wants: ruby's at white space or the end, perl's at anything but a letter.
func (lx *lexer) blockWordEnds(j int) bool {
	if j >= len(lx.src) {
		return true
	}
	c := lx.src[j]
	if lx.l == Perl {
		return !isLetter(c)
	}
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// skipBlock passes over text to the end of the line that starts with end (ruby's =begin ...
// =end, perl's POD ... =cut).
func (lx *lexer) skipBlock(end string) {
	for {
		j := strings.Index(lx.src[lx.i:], "\n"+end)
		if j < 0 {
			lx.i = len(lx.src)
			return
		}
		lx.i += j + 1 + len(end)
		if lx.blockWordEnds(lx.i) {
			lx.skipLine()
			return
		}
	}
}

func (lx *lexer) skipLine() {
	j := strings.IndexByte(lx.src[lx.i:], '\n')
	if j < 0 {
		j = len(lx.src) - lx.i
	}
	if lx.l == PHP {
		// php's one-line comments end at ?> too, which leaves PHP mode
		if k := strings.Index(lx.src[lx.i:lx.i+j], "?>"); k >= 0 {
			j = k
		}
	}
	lx.i += j
}

// skipHTML skips php's text outside <?php ... ?>.
func (lx *lexer) skipHTML() {
	rest := lx.src[lx.i:]
	j := strings.Index(rest, "<?")
	if j < 0 {
		lx.i = len(lx.src)
		return
	}
	lx.i += j + 2
	switch {
	case strings.HasPrefix(strings.ToLower(lx.src[lx.i:]), "php"):
		lx.i += 3
	case lx.at("="):
		lx.i++
		lx.emit(tok{k: tIdent, s: "echo", off: lx.i})
	}
}

// shellHole reads Hole TEXT Hole and returns TEXT.
func (lx *lexer) shellHole() string {
	lx.i += len(Hole)
	j := strings.Index(lx.src[lx.i:], Hole)
	if j < 0 {
		s := lx.src[lx.i:]
		lx.i = len(lx.src)
		return s
	}
	s := lx.src[lx.i : lx.i+j]
	lx.i += j + len(Hole)
	return s
}

// comment skips a comment at the cursor.
func (lx *lexer) comment() bool {
	c := lx.src[lx.i]
	switch lx.l {
	case Python, Ruby, Perl, R, Awk, Julia:
		if c == '#' {
			if lx.l == Julia && lx.at("#=") {
				lx.skipTo("=#")
				return true
			}
			lx.skipLine()
			return true
		}
	case JS, PHP:
		if lx.at("//") || c == '#' && lx.l == PHP {
			lx.skipLine()
			return true
		}
		if lx.at("/*") {
			lx.skipTo("*/")
			return true
		}
	case Lua:
		if lx.at("--") {
			lx.i += 2
			if lx.peekByte(0) == '[' {
				if n, ok := lx.longBracket(); ok {
					lx.skipTo("]" + strings.Repeat("=", n) + "]")
					return true
				}
			}
			lx.skipLine()
			return true
		}
	}
	return false
}

func (lx *lexer) skipTo(end string) {
	if lx.i+1 >= len(lx.src) {
		lx.i = len(lx.src)
		return
	}
	if j := strings.Index(lx.src[lx.i+1:], end); j >= 0 {
		lx.i += 1 + j + len(end)
		return
	}
	lx.i = len(lx.src)
}

// longBracket reads lua's [[ or [==[ at the cursor and returns its level.
func (lx *lexer) longBracket() (int, bool) {
	j := lx.i + 1
	n := 0
	for j < len(lx.src) && lx.src[j] == '=' {
		n++
		j++
	}
	if j < len(lx.src) && lx.src[j] == '[' {
		lx.i = j + 1
		return n, true
	}
	return 0, false
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }

// wordEnd is the end of the run of letters, digits and underscores in s from j.
func wordEnd(s string, j int) int {
	for j < len(s) && (isAlpha(s[j]) || s[j] >= '0' && s[j] <= '9') {
		j++
	}
	return j
}

func isIdentStart(c byte, l Lang) bool {
	return isAlpha(c) || c >= 0x80 || c == '$' && l == JS || c == '.' && l == R
}

func isIdentChar(c byte, l Lang) bool { return isIdentStart(c, l) || c >= '0' && c <= '9' }

func (lx *lexer) identEnd(j int) int {
	for j < len(lx.src) && isIdentChar(lx.src[j], lx.l) && !strings.HasPrefix(lx.src[j:], Hole) {
		j++
	}
	return j
}

func (lx *lexer) ident() {
	start := lx.i
	j := lx.identEnd(lx.i + 1)
	if lx.l == Ruby && j < len(lx.src) && (lx.src[j] == '?' || lx.src[j] == '!') && (j+1 >= len(lx.src) || lx.src[j+1] != '=') {
		if j+1 >= len(lx.src) || lx.src[j+1] != ':' || lx.src[j] == '!' {
			j++
		}
	}
	if lx.l == PHP {
		// a namespaced name: \Foo\Bar\baz is baz of Foo\Bar
		for j+1 < len(lx.src) && lx.src[j] == '\\' && isAlpha(lx.src[j+1]) {
			j = lx.identEnd(j + 1)
		}
	}
	lx.i = j
	name := lx.src[start:j]
	if lx.l == PHP && strings.Contains(name, `\`) {
		name = name[strings.LastIndexByte(name, '\\')+1:]
	}
	lx.emit(tok{k: tIdent, s: name, off: start})
}

func (lx *lexer) number() {
	start := lx.i
	j := lx.i + 1
	for j < len(lx.src) {
		c := lx.src[j]
		// A dot goes on with a fraction's digits; before a name it calls a method (46.chr).
		if c >= '0' && c <= '9' || isAlpha(c) || c == '.' && j+1 < len(lx.src) && lx.src[j+1] >= '0' && lx.src[j+1] <= '9' {
			j++
			continue
		}
		break
	}
	lx.i = j
	lx.emit(tok{k: tNum, s: strings.ReplaceAll(lx.src[start:j], "_", ""), off: start})
}

// operators, longest first
var (
	opsPython = [...]string{"**=", "//=", ">>=", "<<=", "**", "//", "==", "!=", "<=", ">=", "->", ":=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", "<<", ">>"}
	opsJS     = [...]string{">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "??=", "&&=", "||=", "=>", "?.", "??", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "**", "<<", ">>"}
	opsRuby   = [...]string{"**=", "<=>", "===", "...", "||=", "&&=", "<<=", ">>=", "::", "..", "**", "==", "!=", "=~", "!~", "<=", ">=", "&&", "||", "<<", ">>", "+=", "-=", "*=", "/=", "%=", "|=", "&=", "=>", "->", "&."}
	opsPerl   = [...]string{"<=>", "**=", "||=", "&&=", "//=", "...", "->", "=>", "::", "..", "**", "==", "!=", "=~", "!~", "<=", ">=", "&&", "||", "//", "++", "--", "+=", "-=", "*=", "/=", ".=", "x=", "<<", ">>"}
	opsPHP    = [...]string{"<=>", "===", "!==", "**=", "??=", "...", "?->", "->", "=>", "::", "**", "==", "!=", "<>", "<=", ">=", "&&", "||", "??", "++", "--", "+=", "-=", "*=", "/=", ".=", "%=", "<<", ">>"}
	opsLua    = [...]string{"...", "..", "==", "~=", "<=", ">=", "::", "//", "<<", ">>"}
	opsAwk    = [...]string{"**=", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=", "%=", "^=", "**", "!~", ">>", "|&"}
	opsR      = [...]string{"<<-", "->>", ":::", "%%", "%in%", "%>%", "<-", "->", "==", "!=", "<=", ">=", "&&", "||", "|>", "::"}
	opsJulia  = [...]string{"...", "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "|>", "->", "=>", "::", ".."}
)

func (lx *lexer) ops() []string {
	switch lx.l {
	case Python:
		return opsPython[:]
	case JS:
		return opsJS[:]
	case Ruby:
		return opsRuby[:]
	case Perl:
		return opsPerl[:]
	case PHP:
		return opsPHP[:]
	case Lua:
		return opsLua[:]
	case Awk:
		return opsAwk[:]
	case R:
		return opsR[:]
	case Julia:
		return opsJulia[:]
	}
	return nil
}

func (lx *lexer) op() {
	start := lx.i
	if lx.l == R && lx.src[lx.i] == '%' {
		if j := strings.IndexByte(lx.src[lx.i+1:], '%'); j >= 0 && j < 12 {
			lx.i += j + 2
			lx.emit(tok{k: tOp, s: lx.src[start:lx.i], off: start})
			return
		}
	}
	for _, o := range lx.ops() {
		if lx.at(o) {
			lx.i += len(o)
			lx.emit(tok{k: tOp, s: o, off: start})
			return
		}
	}
	_, n := utf8.DecodeRuneInString(lx.src[lx.i:])
	lx.i += n
	lx.emit(tok{k: tOp, s: lx.src[start:lx.i], off: start})
}

// regexOK reports whether a / at the cursor starts a regular expression, by what precedes it.
func (lx *lexer) regexOK() bool {
	p := lx.prev()
	if p == nil {
		return true
	}
	switch p.k {
	case tOp:
		return p.s != ")" && p.s != "]" && p.s != "}"
	case tIdent:
		switch p.s {
		case "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else",
			"if", "unless", "while", "until", "and", "or", "not", "when", "split", "grep", "map", "join", "yield", "puts", "print":
			return true
		}
		// ruby: `x /re/` is a regexp argument where a space precedes it and none follows
		return lx.l == Ruby && lx.sp && lx.peekByte(1) != ' '
	}
	return false
}

// literal reads a string, command, regexp or word-list literal at the cursor.
func (lx *lexer) literal() bool {
	switch lx.l {
	case Python:
		return lx.pyString()
	case JS:
		return lx.jsLiteral()
	case Ruby:
		return lx.rubyLiteral()
	case Perl:
		return lx.perlLiteral()
	case PHP:
		return lx.phpLiteral()
	case Lua:
		return lx.luaLiteral()
	case Awk:
		return lx.awkLiteral()
	case R:
		return lx.rLiteral()
	case Julia:
		return lx.juliaLiteral()
	}
	return false
}

func (lx *lexer) str(k tkind, parts []tpart, start int) {
	lx.emit(tok{k: k, parts: parts, off: start})
}

// delimited reads a literal of kind k that the byte at the cursor opens and closes.
func (lx *lexer) delimited(k tkind, esc, ip int) bool {
	start, q := lx.i, lx.src[lx.i]
	lx.i++
	lx.str(k, lx.quoted(q, q, esc, ip), start)
	return true
}

// quoted reads a literal from the cursor, which is just after its opening delimiter, to the
// closing one (nested pairs counted where open != close).
func (lx *lexer) quoted(open, close byte, esc, ip int) []tpart {
	var parts []tpart
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			parts = append(parts, tpart{s: b.String()})
			b.Reset()
		}
	}
	depth := 0
	src := lx.src
	for lx.i < len(src) {
		c := src[lx.i]
		if c == close && depth == 0 {
			lx.i++
			flush()
			return parts
		}
		if open != close {
			if c == open {
				depth++
			} else if c == close {
				depth--
			}
		}
		if strings.HasPrefix(src[lx.i:], Hole) {
			flush()
			parts = append(parts, tpart{s: lx.shellHole(), k: 'h'})
			continue
		}
		if c == '\\' && esc != escNone && lx.i+1 < len(src) {
			lx.i = decodeEscape(src, lx.i, esc, close, &b)
			continue
		}
		if ip != ipNone {
			if e, n, ok := interpAt(src[lx.i:], ip); ok {
				flush()
				if e != "" {
					parts = append(parts, tpart{s: e, k: 'e'})
				}
				lx.i += max(min(n, len(src)-lx.i), 1)
				continue
			}
		}
		b.WriteByte(c)
		lx.i++
	}
	flush()
	lx.partial = lx.partial || lx.i >= len(src)
	return parts
}

// interpAt reads an interpolation at the start of s: its expression's source and length.
func interpAt(s string, ip int) (string, int, bool) {
	switch ip {
	case ipPyF:
		if strings.HasPrefix(s, "{{") {
			return "", 0, false
		}
		if s[0] == '{' {
			end := matchClose(s, 0, '{', '}')
			e := s[1:end]
			e = pyFormatSpec(e)
			return e, end + 1, true
		}
	case ipJS:
		if strings.HasPrefix(s, "${") {
			end := matchClose(s, 1, '{', '}')
			return s[2:end], end + 1, true
		}
	case ipRuby:
		if strings.HasPrefix(s, "#{") {
			end := matchClose(s, 1, '{', '}')
			return s[2:end], end + 1, true
		}
	case ipJulia:
		if strings.HasPrefix(s, "$(") {
			end := matchClose(s, 1, '(', ')')
			return s[2:end], end + 1, true
		}
		if len(s) > 1 && s[0] == '$' && isAlpha(s[1]) {
			j := wordEnd(s, 2)
			return s[1:j], j, true
		}
	case ipPerl:
		return perlInterp(s)
	case ipPHP:
		return phpInterp(s)
	}
	return "", 0, false
}

// pyFormatSpec drops an f-string field's conversion and format spec ({x!r:>10}, {x=}).
func pyFormatSpec(e string) string {
	depth := 0
	for i := 0; i < len(e); i++ {
		switch e[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '\'', '"':
			q := e[i]
			for i++; i < len(e) && e[i] != q; i++ {
			}
		case '!':
			if depth == 0 && i+1 < len(e) && e[i+1] != '=' {
				return e[:i]
			}
		case ':':
			if depth == 0 {
				return e[:i]
			}
		case '=':
			if depth == 0 && i+1 == len(e) {
				return e[:i]
			}
		}
	}
	return e
}

// perlInterp reads a perl interpolation: $x, ${x}, $x{k}, $x[i], $x->{k}, @x, @{[ expr ]}.
func perlInterp(s string) (string, int, bool) {
	if len(s) < 2 || s[0] != '$' && s[0] != '@' {
		return "", 0, false
	}
	if strings.HasPrefix(s, "@{[") {
		end := matchClose(s, 1, '{', '}')
		return "(" + s[3:max(3, end-1)] + ")", end + 1, true
	}
	if s[1] == '{' {
		end := matchClose(s, 1, '{', '}')
		return s[:1] + s[2:end], end + 1, true
	}
	j := 1
	if s[0] == '$' && (s[1] == '$' || s[1] == '&' || s[1] == '0') {
		return s[:2], 2, true
	}
	for j < len(s) && (isAlpha(s[j]) || s[j] >= '0' && s[j] <= '9' || s[j] == ':' && j+2 < len(s) && s[j+1] == ':' && isAlpha(s[j+2])) {
		if s[j] == ':' {
			j++
		}
		j++
	}
	if j == 1 {
		return "", 0, false
	}
	if s[0] == '@' && !strings.HasPrefix(s[j:], "[") && !strings.HasPrefix(s[j:], "{") {
		// "@x" interpolates an array; an e-mail address is not one
		return s[:j], j, true
	}
	for j < len(s) {
		switch {
		case s[j] == '[' || s[j] == '{':
			end := matchClose(s, j, s[j], closer(s[j]))
			j = min(end+1, len(s))
		case strings.HasPrefix(s[j:], "->[") || strings.HasPrefix(s[j:], "->{"):
			end := matchClose(s, j+2, s[j+2], closer(s[j+2]))
			j = min(end+1, len(s))
		default:
			return s[:j], j, true
		}
	}
	return s[:j], j, true
}

// phpInterp reads a php interpolation: $x, $x[k], $x->p, {$expr}, ${x}.
func phpInterp(s string) (string, int, bool) {
	if strings.HasPrefix(s, "{$") {
		end := matchClose(s, 0, '{', '}')
		return s[1:end], end + 1, true
	}
	if strings.HasPrefix(s, "${") {
		end := matchClose(s, 1, '{', '}')
		return "$" + s[2:end], end + 1, true
	}
	if len(s) < 2 || s[0] != '$' || !isAlpha(s[1]) {
		return "", 0, false
	}
	j := wordEnd(s, 2)
	switch {
	case j < len(s) && s[j] == '[':
		if k := strings.IndexByte(s[j:], ']'); k >= 0 {
			inner := s[j+1 : j+k]
			if inner != "" && isAlpha(inner[0]) {
				inner = "'" + inner + "'" // "$a[key]" is $a['key']
			}
			return s[:j] + "[" + inner + "]", j + k + 1, true
		}
	case strings.HasPrefix(s[j:], "->") && j+2 < len(s) && isAlpha(s[j+2]):
		k := wordEnd(s, j+3)
		return s[:k], k, true
	}
	return s[:j], j, true
}

func closer(c byte) byte {
	switch c {
	case '(':
		return ')'
	case '[':
		return ']'
	case '{':
		return '}'
	case '<':
		return '>'
	}
	return c
}

// matchClose returns the index of the bracket closing the one at s[i], skipping quoted text;
// len(s)-1 when there is none.
func matchClose(s string, i int, open, close byte) int {
	depth := 0
	for j := i; j < len(s); j++ {
		switch c := s[j]; c {
		case '\\':
			j++
		case '\'', '"', '`':
			if c == open || c == close {
				break
			}
			for j++; j < len(s) && s[j] != c; j++ {
				if s[j] == '\\' {
					j++
				}
			}
		default:
			if c == open {
				depth++
			} else if c == close {
				depth--
				if depth == 0 {
					return j
				}
			}
		}
	}
	return len(s)
}

// decodeEscape decodes the escape at src[i] (a backslash) into b; it returns the index after it.
func decodeEscape(src string, i, style int, quote byte, b *strings.Builder) int {
	c := src[i+1]
	switch style {
	case escRaw:
		b.WriteByte('\\')
		b.WriteByte(c)
		return i + 2
	case escQuote:
		if c != '\\' && c != quote {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
		return i + 2
	}
	if x, ok := simpleEscape(c, style); ok {
		b.WriteByte(x)
		return i + 2
	}
	if j, ok := numericEscape(src, i, style, b); ok {
		return j
	}
	switch c {
	case '\n':
		if style != escPHP && style != escPerl {
			return i + 2 // a line continued inside the literal
		}
		b.WriteByte('\n')
	case 'z':
		if style != escLua {
			keepUnknown(style, c, b)
			break
		}
		j := i + 2
		for j < len(src) && (src[j] == ' ' || src[j] == '\n' || src[j] == '\t' || src[j] == '\r') {
			j++
		}
		return j
	case '\\', '\'', '"', '`', '$', '/', '#', '{', '}', '@':
		if style == escPHP && (c == '\'' || c == '`' || c == '/' || c == '#' || c == '@') {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	default:
		keepUnknown(style, c, b)
	}
	return i + 2
}

// simpleEscape is a one-character escape's byte (\n, \t, ruby's \s, perl's \e).
func simpleEscape(c byte, style int) (byte, bool) {
	switch c {
	case 'n':
		return '\n', true
	case 't':
		return '\t', true
	case 'r':
		return '\r', true
	case 'a':
		return 7, true
	case 'b':
		return 8, true
	case 'f':
		return 12, true
	case 'v':
		return 11, true
	case 'e':
		return 27, style == escRuby || style == escPerl || style == escPHP
	case 's':
		return ' ', style == escRuby
	}
	return 0, false
}

// numericEscape decodes \ooo (lua: \ddd), \xHH, \x{...}, \uXXXX, \u{...}; it reports false for
// an escape that is not one.
func numericEscape(src string, i, style int, b *strings.Builder) (int, bool) {
	c := src[i+1]
	switch {
	case c >= '0' && c <= '9' && style == escLua:
		return decimalEscape(src, i, b), true
	case c == '8' || c == '9':
		b.WriteByte(c)
		return i + 2, true
	case c >= '0' && c <= '7':
		if style == escJS && c == '0' && (i+2 >= len(src) || src[i+2] < '0' || src[i+2] > '9') {
			b.WriteByte(0)
			return i + 2, true
		}
		j := i + 1
		n := 0
		for j < len(src) && j < i+4 && src[j] >= '0' && src[j] <= '7' {
			n = n*8 + int(src[j]-'0')
			j++
		}
		b.WriteByte(byte(n))
		return j, true
	case c == 'x':
		return hexEscape(src, i, b), true
	case c == 'u' || c == 'U':
		if style == escBytes || style == escPerl || style == escLua && c == 'U' {
			keepUnknown(style, c, b)
			return i + 2, true
		}
		return unicodeEscape(src, i, b), true
	}
	return 0, false
}

// keepUnknown writes an escape the language does not know: python and php keep the backslash,
// the others drop it.
func keepUnknown(style int, c byte, b *strings.Builder) {
	if style == escPython || style == escBytes || style == escPHP || style == escC {
		b.WriteByte('\\')
	}
	b.WriteByte(c)
}

func decimalEscape(src string, i int, b *strings.Builder) int {
	j := i + 1
	n := 0
	for j < len(src) && j < i+4 && src[j] >= '0' && src[j] <= '9' {
		n = n*10 + int(src[j]-'0')
		j++
	}
	b.WriteByte(byte(n))
	return j
}

// braceCode reads a code point in braces at src[j] (\x{263A}, \u{1F600}), returning the index
// after it.
func braceCode(src string, j int, b *strings.Builder) (int, bool) {
	if j >= len(src) || src[j] != '{' {
		return 0, false
	}
	end := strings.IndexByte(src[j:], '}')
	if end <= 0 {
		return 0, false
	}
	n, err := strconv.ParseUint(src[j+1:j+end], 16, 32)
	if err != nil {
		return 0, false
	}
	b.WriteRune(rune(n))
	return j + end + 1, true
}

func hexEscape(src string, i int, b *strings.Builder) int {
	j := i + 2
	if k, ok := braceCode(src, j, b); ok {
		return k
	}
	n := 0
	k := j
	for k < len(src) && k < j+2 {
		h, ok := hexVal(src[k])
		if !ok {
			break
		}
		n = n*16 + int(h)
		k++
	}
	if k == j {
		b.WriteString(`\x`)
		return j
	}
	b.WriteByte(byte(n))
	return k
}

func unicodeEscape(src string, i int, b *strings.Builder) int {
	j := i + 2
	if k, ok := braceCode(src, j, b); ok {
		return k
	}
	width := 4
	if src[i+1] == 'U' {
		width = 8
	}
	if j+width > len(src) {
		b.WriteString(src[i : i+2])
		return j
	}
	n, err := strconv.ParseUint(src[j:j+width], 16, 32)
	if err != nil {
		b.WriteString(src[i : i+2])
		return j
	}
	b.WriteRune(rune(n))
	return j + width
}

// ---- python

func (lx *lexer) pyString() bool {
	j := lx.i
	raw, bytes, f := false, false, false
	for k := 0; k < 2 && j < len(lx.src); k++ {
		switch lx.src[j] {
		case 'r', 'R':
			raw = true
		case 'b', 'B':
			bytes = true
		case 'f', 'F', 't', 'T':
			f = true
		case 'u', 'U':
		default:
			k = 2
			continue
		}
		j++
	}
	if j >= len(lx.src) || lx.src[j] != '\'' && lx.src[j] != '"' {
		return false
	}
	if j > lx.i && lx.i > 0 && isIdentChar(lx.src[lx.i-1], Python) {
		return false
	}
	start := lx.i
	q := lx.src[j]
	triple := strings.HasPrefix(lx.src[j:], strings.Repeat(string(q), 3))
	esc := escPython
	switch {
	case raw:
		esc = escRaw
	case bytes:
		esc = escBytes
	}
	ip := ipNone
	if f {
		ip = ipPyF
	}
	var parts []tpart
	if triple {
		lx.i = j + 3
		end := strings.Index(lx.src[lx.i:], strings.Repeat(string(q), 3))
		if end < 0 {
			end = len(lx.src) - lx.i
			lx.partial = true
		}
		body := lx.src[lx.i : lx.i+end]
		parts = decodeBody(body, esc, ip, Python)
		lx.i += end + 3
		if lx.i > len(lx.src) {
			lx.i = len(lx.src)
		}
	} else {
		lx.i = j + 1
		parts = lx.quoted(q, q, esc, ip)
	}
	lx.str(tStr, parts, start)
	return true
}

// decodeBody decodes a literal's whole body (a triple-quoted string, a here-doc).
func decodeBody(body string, esc, ip int, l Lang) []tpart {
	sub := &lexer{l: l, src: body + "\x00"}
	return sub.quoted(0, 0, esc, ip)
}

// ---- javascript

func (lx *lexer) jsLiteral() bool {
	c := lx.src[lx.i]
	start := lx.i
	switch c {
	case '\'', '"':
		return lx.delimited(tStr, escJS, ipNone)
	case '`':
		lx.i++
		lx.str(tStr, lx.template(), start)
		return true
	case '/':
		return lx.slashRegex() // comments were read before literals
	}
	return false
}

// template reads a JavaScript template literal's body after the backtick.
func (lx *lexer) template() []tpart {
	var parts []tpart
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			parts = append(parts, tpart{s: b.String()})
			b.Reset()
		}
	}
	for lx.i < len(lx.src) {
		c := lx.src[lx.i]
		switch {
		case c == '`':
			lx.i++
			flush()
			return parts
		case c == '\\' && lx.i+1 < len(lx.src):
			lx.i = decodeEscape(lx.src, lx.i, escJS, '`', &b)
		case strings.HasPrefix(lx.src[lx.i:], "${"):
			flush()
			end := matchClose(lx.src, lx.i+1, '{', '}')
			if end >= len(lx.src) {
				lx.partial = true
				end = len(lx.src)
			}
			parts = append(parts, tpart{s: lx.src[lx.i+2 : end], k: 'e'})
			lx.i = end + 1
		case strings.HasPrefix(lx.src[lx.i:], Hole):
			flush()
			parts = append(parts, tpart{s: lx.shellHole(), k: 'h'})
		default:
			b.WriteByte(c)
			lx.i++
		}
	}
	flush()
	lx.partial = true
	return parts
}

// slashRegex reads a /regexp/ at the cursor where one may stand.
func (lx *lexer) slashRegex() bool {
	if !lx.regexOK() {
		return false
	}
	lx.regex('/')
	return true
}

// regex skips a regular expression literal delimited by d, and its flags.
func (lx *lexer) regex(d byte) {
	start := lx.i
	lx.i++
	class := false
	for lx.i < len(lx.src) {
		c := lx.src[lx.i]
		if c == '\\' {
			lx.i += 2
			continue
		}
		if c == '\n' && lx.l == JS {
			break
		}
		if c == '[' && d == '/' {
			class = true
		} else if c == ']' {
			class = false
		} else if c == d && !class {
			lx.i++
			break
		}
		lx.i++
	}
	lx.skipFlags()
	lx.emit(tok{k: tRegex, s: lx.src[start:min(lx.i, len(lx.src))], off: start})
}

// skipFlags passes over a regular expression's flags (/x/gi, s/a/b/g).
// rawQuoted reads a quoted part as written, up to its closing delimiter (passed over), with
// only a backslash before the delimiter taken out: a regular expression's own escapes stay.
func (lx *lexer) rawQuoted(open, close byte) string {
	from := lx.i
	lx.quoted(open, close, escQuote, ipNone)
	end := max(lx.i-1, from)
	raw := lx.src[from:end]
	if strings.IndexByte(raw, '\\') >= 0 {
		raw = strings.ReplaceAll(raw, "\\"+string(close), string(close))
		if open != close {
			raw = strings.ReplaceAll(raw, "\\"+string(open), string(open))
		}
	}
	return raw
}

func (lx *lexer) skipFlags() {
	for lx.i < len(lx.src) && isAlpha(lx.src[lx.i]) {
		lx.i++
	}
}

// quotes reads the three quotes ruby, perl and php take from the shell: '...' as written,
// "..." with the language's escapes and interpolation, `...` a command with the same.
func (lx *lexer) quotes(esc, ip int) bool {
	switch lx.src[lx.i] {
	case '\'':
		return lx.delimited(tStr, escQuote, ipNone)
	case '"':
		return lx.delimited(tStr, esc, ip)
	case '`':
		return lx.delimited(tCmd, esc, ip)
	}
	return false
}

// ---- ruby

func (lx *lexer) rubyLiteral() bool {
	c := lx.src[lx.i]
	start := lx.i
	if lx.quotes(escRuby, ipRuby) {
		return true
	}
	switch c {
	case ':':
		// a symbol: :name, :"text"
		n := lx.peekByte(1)
		p := lx.prev()
		if p != nil && (p.k == tIdent || p.k == tNum || p.k == tStr) && !lx.sp || n == ':' {
			return false
		}
		if n == '"' || n == '\'' {
			lx.i += 2
			esc, ip := escQuote, ipNone
			if n == '"' {
				esc, ip = escRuby, ipRuby
			}
			lx.str(tStr, lx.quoted(n, n, esc, ip), start)
			return true
		}
		if isAlpha(n) {
			j := lx.identEnd(lx.i + 2)
			if j < len(lx.src) && (lx.src[j] == '?' || lx.src[j] == '!' || lx.src[j] == '=') {
				j++
			}
			lx.i = j
			lx.str(tStr, []tpart{{s: lx.src[start+1 : j]}}, start)
			return true
		}
	case '$', '@':
		// globals ($stdout, $0) and instance variables (@x, @@x)
		j := lx.i + 1
		if c == '@' && lx.peekByte(1) == '@' {
			j++
		}
		switch {
		case j < len(lx.src) && isAlpha(lx.src[j]):
			j = lx.identEnd(j)
		case c == '$' && j < len(lx.src) && strings.IndexByte("0!@&~*$?:\"/", lx.src[j]) >= 0:
			j++
		default:
			return false
		}
		lx.i = j
		lx.emit(tok{k: tIdent, s: lx.src[start:j], off: start})
		return true
	case '%':
		return lx.rubyPercent()
	case '/':
		return lx.slashRegex()
	case '<':
		return lx.heredocStart()
	case '?':
		// a character literal: ?a
		if n := lx.peekByte(1); isAlpha(n) && !isIdentChar(lx.peekByte(2), Ruby) && lx.sp {
			lx.i += 2
			lx.str(tStr, []tpart{{s: string(n)}}, start)
			return true
		}
	}
	return false
}

// rubyPercent reads %q() %Q() %() %w() %W() %i() %x() %r() %s().
func (lx *lexer) rubyPercent() bool {
	p := lx.prev()
	if p != nil && (p.k == tIdent || p.k == tNum || p.k == tStr || p.k == tOp && (p.s == ")" || p.s == "]")) && !(lx.sp && lx.peekByte(1) != ' ' && p.k == tIdent) {
		return false
	}
	j := lx.i + 1
	kind := byte('Q')
	if j < len(lx.src) && isAlpha(lx.src[j]) {
		kind = lx.src[j]
		j++
	}
	if j >= len(lx.src) {
		return false
	}
	open := lx.src[j]
	if isAlpha(open) || open >= '0' && open <= '9' || open == ' ' || open == '\n' || open == '=' && kind == 'Q' {
		return false
	}
	start := lx.i
	lx.i = j + 1
	close := closer(open)
	switch kind {
	case 'q':
		lx.str(tStr, lx.quoted(open, close, escQuote, ipNone), start)
	case 'Q':
		lx.str(tStr, lx.quoted(open, close, escRuby, ipRuby), start)
	case 'w', 'i':
		lx.str(tWords, lx.quoted(open, close, escQuote, ipNone), start)
	case 'W', 'I':
		lx.str(tWords, lx.quoted(open, close, escRuby, ipRuby), start)
	case 'x':
		lx.str(tCmd, lx.quoted(open, close, escRuby, ipRuby), start)
	case 's':
		lx.str(tStr, lx.quoted(open, close, escQuote, ipNone), start)
	default: // %r and anything else: a regexp
		lx.quoted(open, close, escRuby, ipNone)
		lx.skipFlags()
		lx.emit(tok{k: tRegex, off: start})
	}
	return true
}

// heredocStart reads a here-doc's opening (<<ID, <<-ID, <<~ID, <<"ID", <<'ID'; php's <<<ID):
// its body is read at the end of the line.
func (lx *lexer) heredocStart() bool {
	j := lx.i + 2
	if !lx.at("<<") {
		return false
	}
	if lx.l == PHP {
		if !lx.at("<<<") {
			return false
		}
		j++
		for j < len(lx.src) && (lx.src[j] == ' ' || lx.src[j] == '\t') {
			j++
		}
	}
	h := heredoc{esc: escRuby, ip: ipRuby}
	switch lx.l {
	case Perl:
		h.esc, h.ip = escPerl, ipPerl
	case PHP:
		h.esc, h.ip, h.indent = escPHP, ipPHP, true
	}
	if j < len(lx.src) && (lx.src[j] == '-' || lx.src[j] == '~') && lx.l != PHP {
		h.indent = true
		h.strip = lx.src[j] == '~'
		j++
	}
	if j >= len(lx.src) {
		return false
	}
	q := lx.src[j]
	var id string
	switch {
	case q == '\'' || q == '"' || q == '`':
		end := strings.IndexByte(lx.src[j+1:], q)
		if end < 0 {
			return false
		}
		id = lx.src[j+1 : j+1+end]
		j += end + 2
		if q == '\'' {
			h.esc, h.ip = escNone, ipNone
		}
	case isAlpha(q):
		if lx.l == Ruby && !h.indent && (q < 'A' || q > 'Z') {
			return false // x <<y is a shift
		}
		if lx.l == Perl {
			if p := lx.prev(); p != nil && (p.k == tIdent && strings.HasPrefix(p.s, "$") || p.k == tNum || p.k == tOp && p.s == ")") {
				return false
			}
		}
		end := lx.identEnd(j)
		id = lx.src[j:end]
		j = end
	default:
		return false
	}
	if id == "" {
		return false
	}
	h.id = id
	h.tok = len(lx.toks)
	kind := tStr
	if q == '`' {
		kind = tCmd
	}
	lx.emit(tok{k: kind, off: lx.i})
	lx.i = j
	lx.heredocs = append(lx.heredocs, h)
	return true
}

// readHeredocs reads the bodies of the here-docs opened on the line that just ended.
func (lx *lexer) readHeredocs() {
	for _, h := range lx.heredocs {
		var body strings.Builder
		found := false
		var lines []string
		for lx.i < len(lx.src) {
			end := strings.IndexByte(lx.src[lx.i:], '\n')
			line := lx.src[lx.i:]
			next := len(lx.src)
			if end >= 0 {
				line = lx.src[lx.i : lx.i+end]
				next = lx.i + end + 1
			}
			lx.i = next
			t := strings.TrimRight(line, "\r")
			if h.indent {
				t = strings.TrimLeft(t, " \t")
			}
			if t == h.id || lx.l == PHP && strings.HasPrefix(t, h.id) && (len(t) == len(h.id) || !isIdentChar(t[len(h.id)], PHP)) {
				found = true
				if lx.l == PHP && len(t) > len(h.id) {
					// php: code may follow the terminator on its line (EOT;)
					lx.i -= len(line) - (strings.Index(line, h.id) + len(h.id))
					if end >= 0 {
						lx.i--
					}
				}
				break
			}
			lines = append(lines, line)
		}
		if h.strip {
			lines = stripIndent(lines)
		}
		for _, l := range lines {
			body.WriteString(l)
			body.WriteByte('\n')
		}
		lx.partial = lx.partial || !found
		if h.tok < len(lx.toks) {
			lx.toks[h.tok].parts = decodeBody(body.String(), h.esc, h.ip, lx.l)
		}
	}
	lx.heredocs = lx.heredocs[:0]
}

func stripIndent(lines []string) []string {
	least := -1
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		n := len(l) - len(strings.TrimLeft(l, " \t"))
		if least < 0 || n < least {
			least = n
		}
	}
	if least <= 0 {
		return lines
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		if len(l) >= least {
			out[i] = l[least:]
		}
	}
	return out
}

// ---- perl

func (lx *lexer) perlLiteral() bool {
	c := lx.src[lx.i]
	if lx.quotes(escPerl, ipPerl) {
		return true
	}
	switch c {
	case '$', '@', '%', '&':
		return lx.perlVar()
	case '(':
		return lx.perlPrototype()
	case '/':
		return lx.slashRegex()
	case '<':
		if lx.heredocStart() {
			return true
		}
		return lx.perlGlob()
	}
	if isAlpha(c) {
		return lx.perlQuoteLike()
	}
	return false
}

// perlPrototype reads a sub's prototype, sub f ($;$) {, as an empty list: read as code,
// its $; and $) would be variables and the ) lost.
func (lx *lexer) perlPrototype() bool {
	p := lx.prev()
	if p == nil || p.k != tIdent || p.s != "sub" && (len(lx.toks) < 2 || lx.toks[len(lx.toks)-2].s != "sub") {
		return false
	}
	j := lx.i + 1
	for j < len(lx.src) && strings.IndexByte("$@%&*;\\[]+_ \t", lx.src[j]) >= 0 {
		j++
	}
	if j >= len(lx.src) || lx.src[j] != ')' {
		return false
	}
	lx.emit(tok{k: tOp, s: "(", off: lx.i})
	lx.emit(tok{k: tOp, s: ")", off: j})
	lx.i = j + 1
	return true
}

// perlVar reads $x, @x, %x, $#x, ${...}, $x::y and the punctuation variables.
func (lx *lexer) perlVar() bool {
	c := lx.src[lx.i]
	n := lx.peekByte(1)
	if c == '%' || c == '&' {
		if done, ok := lx.perlSigilOp(c, n); done {
			return ok
		}
	}
	start := lx.i
	j := lx.i + 1
	if c == '$' && n == '#' {
		j++ // $#array
		if j < len(lx.src) && (lx.src[j] == '{' || lx.src[j] == '$') {
			lx.i = j
			lx.emit(tok{k: tOp, s: "$#", off: start})
			return true
		}
	}
	if j < len(lx.src) && (lx.src[j] == '{' || lx.src[j] == '$' && c != '&') {
		// ${...}, @{...}, $$ref: a dereference; $$ alone is the process id
		if c == '$' && lx.src[j] == '$' && (j+1 >= len(lx.src) || !isAlpha(lx.src[j+1]) && lx.src[j+1] != '{') {
			lx.i = j + 1
			lx.emit(tok{k: tIdent, s: "$$", off: start})
			return true
		}
		lx.i = j
		lx.emit(tok{k: tOp, s: string(c), off: start})
		return true
	}
	j = lx.perlNameEnd(j, c)
	name := lx.src[start:j]
	if c == '&' {
		name = name[1:]
	}
	lx.i = j
	lx.emit(tok{k: tIdent, s: name, off: start})
	return true
}

// perlSigilOp decides whether % and & begin a hash or a sub (where an operand is expected)
// or are operators; done reports that it decided, ok what perlVar returns.
func (lx *lexer) perlSigilOp(c, n byte) (done, ok bool) {
	if !isAlpha(n) && !(c == '%' && (n == '$' || n == '{')) {
		return true, false
	}
	if p := lx.prev(); p != nil && (p.k == tIdent && (strings.HasPrefix(p.s, "$") || p.s == ")") || p.k == tNum || p.k == tOp && (p.s == ")" || p.s == "]" || p.s == "}")) {
		return true, false
	}
	if c == '&' && n == '$' {
		return true, false
	}
	if n == '$' || n == '{' {
		lx.i++
		lx.emit(tok{k: tOp, s: string(c), off: lx.i - 1})
		return true, true
	}
	return false, false
}

// perlNameEnd is the end of a variable's name from j: a word with :: packages, or one
// punctuation character ($_, $0, $!, $1..$99).
func (lx *lexer) perlNameEnd(j int, c byte) int {
	src := lx.src
	if j < len(src) && (isAlpha(src[j]) || src[j] == ':' && j+1 < len(src) && src[j+1] == ':') {
		for j < len(src) {
			if isIdentChar(src[j], Perl) {
				j++
				continue
			}
			if src[j] == ':' && j+2 < len(src) && src[j+1] == ':' && isAlpha(src[j+2]) {
				j += 2
				continue
			}
			break
		}
		return j
	}
	if j+1 < len(src) && c == '$' && src[j] == '^' && src[j+1] >= 'A' && src[j+1] <= 'Z' {
		return j + 2 // $^O, $^X: a control character's variable
	}
	if j < len(src) && c != '&' {
		j++
		for j < len(src) && src[j-1] >= '0' && src[j-1] <= '9' && src[j] >= '0' && src[j] <= '9' {
			j++
		}
	}
	return j
}

// perlGlob reads <FH>, <$fh>, <STDIN>, <>, <<>> and <*.txt>.
func (lx *lexer) perlGlob() bool {
	if p := lx.prev(); p != nil && (p.k == tIdent && (strings.HasPrefix(p.s, "$") || p.s == ")") || p.k == tNum || p.k == tStr || p.k == tOp && (p.s == ")" || p.s == "]" || p.s == "}")) {
		return false
	}
	end := strings.IndexByte(lx.src[lx.i:], '>')
	if end < 0 {
		return false
	}
	inner := lx.src[lx.i+1 : lx.i+end]
	if strings.ContainsAny(inner, " \n;=(") && !strings.HasPrefix(inner, "$") {
		return false
	}
	start := lx.i
	lx.i += end + 1
	if inner == "<" && lx.peekByte(0) == '>' {
		lx.i++
		inner = ""
	}
	lx.emit(tok{k: tGlob, s: inner, off: start})
	return true
}

// perlQuoteLike reads q qq qw qx m s tr y qr with their delimiters.
func (lx *lexer) perlQuoteLike() bool {
	j := lx.i
	for j < len(lx.src) && isAlpha(lx.src[j]) {
		j++
	}
	word := lx.src[lx.i:j]
	switch word {
	case "q", "qq", "qw", "qx", "m", "s", "tr", "y", "qr":
	default:
		return false
	}
	if p := lx.prev(); p != nil && p.k == tOp && (p.s == "->" || p.s == "{" && lx.peekAfter(j) == '}') {
		return false
	}
	if lx.i > 0 && lx.src[lx.i-1] == '-' && !isIdentChar(lx.peekAt(j), Perl) {
		return false // the file test -s
	}
	k, ok := lx.perlQuoteOpen(j)
	if !ok {
		return false
	}
	open := lx.src[k]
	start := lx.i
	lx.i = k + 1
	close := closer(open)
	switch word {
	case "q":
		lx.str(tStr, lx.quoted(open, close, escQuote, ipNone), start)
	case "qq":
		lx.str(tStr, lx.quoted(open, close, escPerl, ipPerl), start)
	case "qw":
		lx.str(tWords, lx.quoted(open, close, escQuote, ipNone), start)
	case "qx":
		if open == '\'' {
			lx.str(tCmd, lx.quoted(open, close, escQuote, ipNone), start)
		} else {
			lx.str(tCmd, lx.quoted(open, close, escPerl, ipPerl), start)
		}
	default:
		pattern := lx.rawQuoted(open, close)
		var with string
		delim := open
		if word == "s" || word == "tr" || word == "y" {
			if open != close {
				for lx.i < len(lx.src) && (lx.src[lx.i] == ' ' || lx.src[lx.i] == '\n' || lx.src[lx.i] == '\t') {
					lx.i++
				}
				if lx.i < len(lx.src) {
					delim = lx.src[lx.i]
					lx.i++
					with = lx.rawQuoted(delim, closer(delim))
				}
			} else {
				with = lx.rawQuoted(open, close)
			}
		}
		f := lx.i
		lx.skipFlags()
		t := tok{k: tRegex, off: start}
		if word == "s" || word == "tr" || word == "y" {
			// What the substitution or transliteration does to the text it is bound to (=~).
			t.s = word
			t.parts = []tpart{{s: pattern, k: 'p'}, {s: with, k: 'r'}, {s: lx.src[f:lx.i], k: 'f'}, {s: string(delim), k: 'd'}}
		}
		lx.emit(t)
	}
	return true
}

// perlQuoteOpen finds the opening delimiter of a quote-like word ending at j, reporting false
// where what follows makes the word something else: s,a,b, is a substitution, but a word
// before a spaced comma, a fat comma, a ; ) or line end, or a spaced = or # is not one.
func (lx *lexer) perlQuoteOpen(j int) (int, bool) {
	k := j
	for k < len(lx.src) && (lx.src[k] == ' ' || lx.src[k] == '\t') {
		k++
	}
	if k >= len(lx.src) {
		return k, false
	}
	open := lx.src[k]
	if isIdentChar(open, Perl) || open == ',' && k > j || open == ';' || open == ')' || open == '\n' || open == '=' && lx.peekAt(k+1) == '>' {
		return k, false
	}
	if k > j && (open == '=' || open == '#') {
		return k, false
	}
	return k, true
}

func (lx *lexer) peekAt(k int) byte {
	if k < len(lx.src) {
		return lx.src[k]
	}
	return 0
}

// peekAfter returns the first byte at or after k that is not white space.
func (lx *lexer) peekAfter(k int) byte {
	for k < len(lx.src) && (lx.src[k] == ' ' || lx.src[k] == '\t') {
		k++
	}
	return lx.peekAt(k)
}

// ---- php

func (lx *lexer) phpLiteral() bool {
	c := lx.src[lx.i]
	start := lx.i
	if lx.quotes(escPHP, ipPHP) {
		return true
	}
	switch c {
	case '$':
		n := lx.peekByte(1)
		if isAlpha(n) {
			j := lx.identEnd(lx.i + 1)
			lx.i = j
			lx.emit(tok{k: tIdent, s: lx.src[start:j], off: start})
			return true
		}
		if n == '$' || n == '{' {
			lx.i++
			lx.emit(tok{k: tOp, s: "$", off: start})
			return true
		}
	case '<':
		return lx.heredocStart()
	}
	return false
}

// ---- lua

func (lx *lexer) luaLiteral() bool {
	c := lx.src[lx.i]
	start := lx.i
	switch c {
	case '\'', '"':
		return lx.delimited(tStr, escLua, ipNone)
	case '[':
		if n := lx.peekByte(1); n == '[' || n == '=' {
			save := lx.i
			if lvl, ok := lx.longBracket(); ok {
				end := "]" + strings.Repeat("=", lvl) + "]"
				j := strings.Index(lx.src[lx.i:], end)
				if j < 0 {
					j = len(lx.src) - lx.i
					lx.partial = true
				}
				body := strings.TrimPrefix(lx.src[lx.i:lx.i+j], "\n")
				lx.i = min(lx.i+j+len(end), len(lx.src))
				lx.str(tStr, []tpart{{s: body}}, start)
				return true
			}
			lx.i = save
		}
	}
	return false
}

// ---- awk

func (lx *lexer) awkLiteral() bool {
	c := lx.src[lx.i]
	start := lx.i
	switch c {
	case '"':
		return lx.delimited(tStr, escC, ipNone)
	case '/':
		return lx.slashRegex()
	case '$':
		lx.i++
		lx.emit(tok{k: tOp, s: "$", off: start})
		return true
	}
	return false
}

// ---- R

func (lx *lexer) rLiteral() bool {
	c := lx.src[lx.i]
	start := lx.i
	switch c {
	case '\'', '"':
		return lx.delimited(tStr, escC, ipNone)
	case '`':
		lx.i++
		parts := lx.quoted('`', '`', escNone, ipNone)
		name := ""
		if len(parts) > 0 {
			name = parts[0].s
		}
		lx.emit(tok{k: tIdent, s: name, off: start})
		return true
	case 'r', 'R':
		// a raw string: r"(...)", r"[...]", r"{...}", with dashes
		j := lx.i + 1
		if j < len(lx.src) && (lx.src[j] == '"' || lx.src[j] == '\'') {
			q := lx.src[j]
			k := j + 1
			dashes := 0
			for k < len(lx.src) && lx.src[k] == '-' {
				dashes++
				k++
			}
			if k < len(lx.src) && (lx.src[k] == '(' || lx.src[k] == '[' || lx.src[k] == '{') {
				end := string(closer(lx.src[k])) + strings.Repeat("-", dashes) + string(q)
				e := strings.Index(lx.src[k+1:], end)
				if e < 0 {
					e = len(lx.src) - k - 1
				}
				body := lx.src[k+1 : k+1+e]
				lx.i = min(k+1+e+len(end), len(lx.src))
				lx.str(tStr, []tpart{{s: body}}, start)
				return true
			}
		}
	}
	return false
}

// ---- julia

func (lx *lexer) juliaLiteral() bool {
	c := lx.src[lx.i]
	start := lx.i
	switch c {
	case '"':
		if lx.at(`"""`) {
			lx.i += 3
			end := strings.Index(lx.src[lx.i:], `"""`)
			if end < 0 {
				end = len(lx.src) - lx.i
			}
			body := lx.src[lx.i : lx.i+end]
			lx.i = min(lx.i+end+3, len(lx.src))
			lx.str(tStr, decodeBody(body, escC, ipJulia, Julia), start)
			return true
		}
		return lx.delimited(tStr, escC, ipJulia)
	case '`':
		return lx.delimited(tCmd, escC, ipJulia)
	case '\'':
		if p := lx.prev(); p != nil && (p.k == tIdent || p.k == tOp && (p.s == ")" || p.s == "]")) && !lx.sp {
			return false // a transpose
		}
		return lx.delimited(tStr, escC, ipNone)
	}
	return false
}
