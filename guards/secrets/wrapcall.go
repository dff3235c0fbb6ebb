package secrets

import "strings"

// A secret's literal is often written behind a call or a constructor rather than assigned
// bare: Rust's Some("...") and String::from("..."), Java's new String("...") and
// Optional.of("..."), Node's Buffer.from("...", "hex"), Python's SecretStr("...") and
// os.getenv("NAME", "..."), Go's []byte("..."), Swift's String(describing: "..."). A call
// whose arguments are all literals (or such calls) computes nothing the literal did not
// hold: the value assigned is the literal, and it is judged as one written directly. A call
// that also takes code (jwt.encode(payload, "..."), Buffer.from(process.env.X)) is code, as
// before: what it makes of the literal is not known here.

// maxWrapArgs and maxWrapDepth bound what is read: a wrapper holds one literal and perhaps an
// encoding, a default or a nested wrapper (Some(String::from("..."))).
const (
	maxWrapArgs  = 4
	maxWrapDepth = 3
)

// wrappedLiteral is where the value at j really starts: the opening quote of the literal a
// wrapping call holds, or j itself when the value is no such call. Of several literals the
// first that may be a secret is taken (getenv's NAME before its default, Buffer.from's
// encoding after its key): eight bytes or more that value analysis does not excuse as a
// quoted value (the same in every language). When none may be (names, placeholders, prose,
// text with quotes or escapes in it, as a parser's input has: Parse(`"\"he\nllo\""`)), the
// call stays the value, judged as code as before.
func wrappedLiteral(text string, j int) int {
	if j >= len(text) || !(identStart(text[j]) || text[j] == '[') {
		return j
	}
	s := text[:min(len(text), j+maxValue)]
	var lits [maxWrapArgs * maxWrapDepth]int
	n, _, ok := literalCall(s, j, 0, lits[:0])
	if q := pickLiteral(s, n); ok && q >= 0 {
		return q
	}
	return j
}

// pickLiteral is the first of the literals at lits that may be a secret, names passed over;
// -1 when there is none, or the first that is no name is a stand-in ('<an access token>', "").
func pickLiteral(s string, lits []int) int {
	for _, q := range lits {
		if literalName(s[q+1 : closingQuote(s, q)]) {
			continue // getenv's "API_KEY", a header's name
		}
		if mayBeSecretLiteral(s, q) {
			return q
		}
		return -1
	}
	return -1
}

// literalName: a literal that names something (a variable, a header, a setting) rather than
// being a value: a name of words, or an upper-case name with a word among its parts
// (HTTPVAR_AUTH_PASSWORD, whose HTTPVAR no word test reads) that is no random chunks.
func literalName(v string) bool {
	if isWordIdentifier(v, false) {
		return true
	}
	if !allUpperIdent(v) || randomChunks(v) {
		return false
	}
	for seg := range strings.SplitSeq(v, "_") {
		if spelledWord(seg) {
			return true
		}
	}
	return len(v) < 8
}

// mayBeSecretLiteral: the literal whose quote is at q may be a secret: eight bytes or more,
// no blank, quote or escape, and not excused by value analysis as a quoted value.
func mayBeSecretLiteral(s string, q int) bool {
	v := s[q+1 : closingQuote(s, q)]
	return len(v) >= 8 && !strings.ContainsAny(v, " \t\"'`\\") && valueExcuse(v, true, langRaw) == ""
}

// fallbackLiteral is where the value at j really starts when it is an expression with a
// literal fallback (`os.getenv("TOKEN") or "..."`, `process.env.API_KEY || "..."`, `?? "..."`,
// Kotlin's `?: "..."`) or a conditional with a literal branch (`isProd ? env.KEY : "..."`,
// Python's `env["KEY"] if prod else "..."`, Kotlin's and Scala's `if (prod) a else "..."`,
// Rust's `if prod { a } else { "..." }`): the first such literal, bare or wrapped, that may be
// a secret; the program uses it whenever the variable is unset or the condition chooses it.
// j itself otherwise, and when the value is a literal already or the expression ends first
// (a line end, a ';' or ',' outside brackets).
func fallbackLiteral(text string, j int) int {
	if j >= len(text) || isQuote(text[j]) && mayBeSecretLiteral(text, j) {
		return j // "..." if prod else b: the literal is read as the value
	}
	s := text[:min(len(text), j+maxValue)]
	if q := ifBranch(s, j); q != j {
		return q
	}
	depth, ternary := 0, false
	for k := j; k < len(s); k++ {
		if depth == 0 {
			// Outside brackets only these bytes end, open or turn the expression: go to
			// the next (a dotenv value has none before its line's end).
			for k < len(s) && !fallbackStop[s[k]] {
				k++
			}
			if k == len(s) {
				return j
			}
		}
		switch c := s[k]; {
		case isQuote(c):
			k = closingQuote(s, k)
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			if depth--; depth < 0 {
				return j
			}
		case depth > 0:
		case c == '\n' || c == ';' || c == ',':
			return j
		default:
			n := fallbackOp(s[k:])
			if n == 0 && c == '?' && k+1 < len(s) && (s[k+1] == ' ' || isQuote(s[k+1])) {
				n, ternary = 1, true // a ternary's ? (not ?. ?? ?: nor TypeScript's key?:)
			} else if n == 0 && c == ':' && ternary {
				n = 1 // its else branch
			}
			if n == 0 {
				continue
			}
			if q := branchValue(s, j, skipBlanks(s, k+n)); q != j {
				return q
			}
			k += n - 1
		}
	}
	return j
}

// ifBranch: the literal of the then branch when the value at j opens with an if and its
// condition in brackets (Kotlin's and Scala's `if (prod) "..." else b`), j otherwise.
func ifBranch(s string, j int) int {
	if !strings.HasPrefix(s[j:], "if") {
		return j
	}
	p := skipBlanks(s, j+2)
	if p >= len(s) || s[p] != '(' {
		return j
	}
	if e := skipCode(s, p+1, ')'); e < len(s) && s[e] == ')' {
		return branchValue(s, j, skipBlanks(s, e+1))
	}
	return j
}

// fallbackStop marks the bytes fallbackLiteral stops at outside brackets: quotes, brackets,
// the ends of an expression and the first bytes of fallbackOp's operators and a ternary's.
var fallbackStop = [256]bool{'"': true, '\'': true, '`': true, '(': true, '[': true, '{': true, ')': true, ']': true, '}': true,
	'\n': true, ';': true, ',': true, '|': true, '?': true, ':': true, ' ': true}

// fallbackOp is the length of the fallback or else operator s starts with: || ?? ?: or a
// blank-delimited or or else.
func fallbackOp(s string) int {
	for _, op := range [...]string{"||", "??", "?:", " or ", " else "} {
		if strings.HasPrefix(s, op) {
			return len(op)
		}
	}
	return 0
}

// branchValue: the literal at p, after its prefix, inside a block (Rust's `else { "..." }`)
// or inside a wrapping call, if it may be a secret; j otherwise.
func branchValue(s string, j, p int) int {
	if p < len(s) && s[p] == '{' {
		p = skipSpace(s, p+1)
	}
	q := p + literalPrefix(s, p)
	if q < len(s) && isQuote(s[q]) && mayBeSecretLiteral(s, q) {
		return q
	}
	if q = wrappedLiteral(s, p); q != p {
		return q
	}
	return j
}

func identStart(c byte) bool {
	return c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// literalCall reads the call at p (callee, optional generic arguments, the argument list) when
// every argument is a literal or, below maxWrapDepth, such a call, or when its first argument is
// one and code follows (see literalArgs). It appends the offsets of the literals' opening quotes
// to lits and returns them and the offset after the call.
func literalCall(s string, p, depth int, lits []int) ([]int, int, bool) {
	p, ok := callee(s, p)
	if !ok {
		return lits, p, false
	}
	return literalArgs(s, p, depth, lits, ')')
}

// literalArgs reads an argument list from p (after its opening bracket) to its closing byte.
// A wrapper may take code besides its literal (Buffer.from("...", enc), SecretStr("...",
// salt), hmac.new(b"...", msg, sha256)): the rule is that the value is the first argument, as
// a wrapper's data comes first and its options (an encoding, a salt, a charset, a length)
// after. So code is allowed only after a first argument that is a literal or a call of them;
// the literals before the first code argument are read, and none after it: in new
// String(bytes, "UTF-8") or jwt.encode(payload, "...") the data is code and the literal an
// option, and what the call makes of them is not known here.
func literalArgs(s string, p, depth int, lits []int, closer byte) ([]int, int, bool) {
	code := false
	for args := 0; ; args++ {
		p = skipSpace(s, p) // formatters put a long call's arguments on lines of their own
		if p < len(s) && s[p] == closer {
			return lits, p + 1, args > 0 // none (String::new()), or after a trailing comma
		}
		if p >= len(s) || args == maxWrapArgs {
			return lits, p, false // more than a wrapper takes
		}
		p = skipLabel(s, p)
		at := p
		p += literalPrefix(s, p)
		n := len(lits)
		var ok bool
		switch {
		case p < len(s) && isQuote(s[p]):
			lits = append(lits, p)
			hashes := strings.Count(s[at:p], "#") // r##"..."##: rawHashes saw as many close it
			if p = closingQuote(s, p) + hashes; p >= len(s) {
				return lits, p, false
			}
			p, ok = skipNullaryCalls(s, p+1+stringSuffix(s, p+1)), true // "...".into(), "..."s
		case depth+1 < maxWrapDepth:
			lits, p, ok = literalCall(s, p, depth+1, lits)
		}
		if !ok || code {
			if args == 0 {
				return lits, p, false // the data is code: new String(bytes, "UTF-8")
			}
			lits, code = lits[:n], true // an option after the data, or code: not read
			if p = skipCode(s, at, closer); p >= len(s) {
				return lits, p, false
			}
		}
		switch p = skipSpace(s, p); {
		case p < len(s) && s[p] == closer:
			return lits, p + 1, true
		case p < len(s) && s[p] == ',':
			p++
		default:
			return lits, p, false
		}
	}
}

// skipCode reads past one argument that is code, to the ',' or closing byte that ends it
// outside brackets and literals; len(s) when s ends first.
func skipCode(s string, p int, closer byte) int {
	depth := 0
	for ; p < len(s); p++ {
		switch c := s[p]; {
		case isQuote(c):
			p = closingQuote(s, p)
		case c == '(' || c == '[' || c == '{':
			depth++
		case depth == 0 && (c == ',' || c == closer):
			return p
		case c == ')' || c == ']' || c == '}':
			if depth--; depth < 0 {
				return len(s)
			}
		}
	}
	return len(s)
}

// callee reads a function's or a type's name up to its argument list's '(' (returning the
// offset after it): `new ` before it, Go's [] before a type, a path joined by . :: -> ?. with
// nullary calls inside it (new TextEncoder().encode), generic arguments (Some<string>).
func callee(s string, p int) (int, bool) {
	if strings.HasPrefix(s[p:], "new ") {
		p = skipBlanks(s, p+4)
	}
	if strings.HasPrefix(s[p:], "[]") {
		p += 2
	}
	for {
		if p >= len(s) || !identStart(s[p]) {
			return p, false
		}
		for p < len(s) && (identStart(s[p]) || isDigit(s[p])) {
			p++
		}
		if strings.HasPrefix(s[p:], "()") {
			p += 2
		}
		sep := 0
		for _, op := range [...]string{"::", "->", "?.", "."} {
			if strings.HasPrefix(s[p:], op) {
				sep = len(op)
				break
			}
		}
		if sep == 0 {
			break
		}
		p += sep
	}
	if p < len(s) && s[p] == '<' {
		k := strings.IndexByte(s[p:min(len(s), p+maxWrapGeneric)], '>')
		if k < 0 || strings.ContainsAny(s[p:p+k], "()\"'\n") {
			return p, false
		}
		p += k + 1
	}
	if p >= len(s) || s[p] != '(' {
		return p, false
	}
	return p + 1, true
}

// maxWrapGeneric bounds a callee's generic arguments (Optional.<String>of, Some<&str>).
const maxWrapGeneric = 42

// closingQuote is the offset of the quote closing the literal opened at q (backslash escapes
// read past), len(s) when the line or s ends first.
func closingQuote(s string, q int) int {
	for k := q + 1; k < len(s); k++ {
		switch s[k] {
		case '\\':
			k++
		case '\n':
			return len(s)
		case s[q]:
			return k
		}
	}
	return len(s)
}

// skipLabel reads past an argument's name (Python's default=, Kotlin's value =, Swift's
// describing:), not a comparison or a path (==, ::).
func skipLabel(s string, p int) int {
	k := p
	for k < len(s) && (identStart(s[k]) || k > p && isDigit(s[k])) {
		k++
	}
	if k == p {
		return p
	}
	e := skipBlanks(s, k)
	if e < len(s) && (s[e] == '=' || s[e] == ':') && (e+1 >= len(s) || s[e+1] != s[e]) {
		return skipBlanks(s, e+1)
	}
	return p
}

// skipNullaryCalls reads past method calls without arguments (.into(), .to_string(),
// .toByteArray(), .encode()).
func skipNullaryCalls(s string, p int) int {
	for p < len(s) && s[p] == '.' {
		k := p + 1
		for k < len(s) && (identStart(s[k]) || isDigit(s[k])) {
			k++
		}
		if k == p+1 || !strings.HasPrefix(s[k:], "()") {
			return p
		}
		p = k + 2
	}
	return p
}

// skipSpace reads past blanks and line ends (inside an argument list).
func skipSpace(s string, p int) int {
	for p < len(s) && (s[p] == ' ' || s[p] == '\t' || s[p] == '\r' || s[p] == '\n') {
		p++
	}
	return p
}

func skipBlanks(s string, p int) int {
	for p < len(s) && (s[p] == ' ' || s[p] == '\t') {
		p++
	}
	return p
}

// literalPrefix is the length of a string literal's prefix at p, 0 if none: Python's b r u f
// and their pairs (rb"", Rb'x'), C#'s @ and $ ($@""), C++'s L u U u8, a raw string's hashes
// (Rust's r#"..."#, Swift's #"..."#), and two quotes of a triple-quoted literal (Python's,
// Kotlin's, Scala's and C#'s """...""" and ”'...”'), so that what follows is read as a
// literal in one quote. The literal is a value as a bare one is; an interpolating one (f"",
// $"") only when it interpolates nothing, as f"{prefix}{suffix}" is code.
func literalPrefix(s string, p int) int {
	if strings.HasPrefix(s[p:], "String.raw`") {
		return len("String.raw") // JavaScript's raw template: a literal when it interpolates nothing
	}
	if p > 0 && (identStart(s[p-1]) || isDigit(s[p-1])) {
		return 0 // the end of a longer name (ab"...": no prefix)
	}
	n := 0
	for n < 2 && p+n < len(s) && strings.IndexByte("bBrRuUfF@$L8", s[p+n]) >= 0 {
		n++
	}
	if h := rawHashes(s, p+n); h > 0 && (n == 0 || n == 1 && s[p] == 'r') {
		return n + h // r#"...", #"...": the hashes let the literal hold quotes
	}
	if p+n >= len(s) || !isQuote(s[p+n]) || n > 0 && s[p+n-1] == '8' && (n != 2 || s[p] != 'u') {
		return 0
	}
	if n > 0 && strings.ContainsAny(s[p:p+n], "fF$") && strings.IndexByte(s[p+n:closingQuote(s, p+n)], '{') >= 0 {
		return 0
	}
	if q := s[p+n]; q != '`' && p+n+3 < len(s) && s[p+n+1] == q && s[p+n+2] == q && s[p+n+3] != q {
		n += 2 // """...""": the third quote opens the literal read
	}
	return n
}

// rawHashes is the number of '#' at p that open a raw literal (#"..."#, ##"..."##), 0 if
// none: one to three, then a double quote, and the literal's closing quote followed by as many.
func rawHashes(s string, p int) int {
	h := 0
	for h < 3 && p+h < len(s) && s[p+h] == '#' {
		h++
	}
	if h == 0 || p+h >= len(s) || s[p+h] != '"' {
		return 0
	}
	e := strings.IndexByte(s[p+h+1:min(len(s), p+h+1+maxValue)], '"')
	if e < 0 || !strings.HasPrefix(s[p+h+1+e+1:], s[p:p+h]) {
		return 0
	}
	return h
}

// tripleBlock reads a triple-quoted literal that opens a block (Swift's always do; Python's,
// Kotlin's and Scala's may): when j is the third quote of """ or ”' at its line's end, and
// the block holds one line before its closing quotes, that line's first byte is where the
// value starts, and the quote is returned; j and 0 otherwise.
func tripleBlock(text string, j int) (int, byte) {
	if j < 2 || j+1 >= len(text) || text[j] == '`' || !isQuote(text[j]) || text[j-1] != text[j] || text[j-2] != text[j] {
		return j, 0
	}
	k := j + 1
	if text[k] == '\r' {
		k++
	}
	if k >= len(text) || text[k] != '\n' {
		return j, 0
	}
	k = skipBlanks(text, k+1)
	e := strings.IndexByte(text[k:min(len(text), k+maxValue)], '\n')
	if e <= 0 {
		return j, 0
	}
	n := skipBlanks(text, k+e+1)
	if !strings.HasPrefix(text[n:], text[j-2:j+1]) {
		return j, 0 // a block of several lines: prose or a document, not one key
	}
	return k, text[j]
}

// stringSuffix is the length of C++'s string literal suffix at p ("..."s, "..."sv), 0 if none.
func stringSuffix(s string, p int) int {
	n := 0
	for _, suf := range [...]string{"sv", "s"} {
		if strings.HasPrefix(s[p:], suf) {
			n = len(suf)
			break
		}
	}
	if n == 0 || p+n < len(s) && (identStart(s[p+n]) || isDigit(s[p+n])) {
		return 0
	}
	return n
}
