package secrets

import (
	"path/filepath"
	"strings"
)

// Declarations give a secret's name its value in shapes with no assignment operator after the
// name, or with brackets between the two: C++'s direct and brace initialisation
// (std::string api_key("..."), const std::string kApiKey{"..."}), a C array (char
// password[] = "...", char key[33] = "..."), and a key given by subscript
// (os.environ["API_KEY"] = "...", ENV['TOKEN'] ||= '...', headers["X-Api-Key"] = "..."). The
// value is judged as in NAME = "...": the regexes read the line with these brackets glued
// into an = (see candidate.glue).

// declarator is the length of the brackets at j between a name and its operator, 0 if none:
// the ] closing a quoted subscript key (["API_KEY"]), or a C array's [] or [33].
func declarator(text string, lo, j int) int {
	if j >= len(text) {
		return 0
	}
	if text[j] == ']' {
		if lo >= 2 && text[lo-2] == '[' && isQuote(text[lo-1]) && text[j-1] == text[lo-1] {
			return 1
		}
		return 0
	}
	if text[j] != '[' {
		return 0
	}
	k := j + 1
	for k < len(text) && k-j < 8 && isDigit(text[k]) {
		k++
	}
	if k < len(text) && text[k] == ']' {
		return k + 1 - j
	}
	return 0
}

// directInitLang: C and C++ (and Objective-C) files, where a declaration initialises its
// variable with brackets after the name.
func directInitLang(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".hxx", ".ino", ".m", ".mm":
		return true
	}
	return false
}

// directInit reads a declaration's direct initialisation at j (the '(' or '{' after the name):
// a type must come before the name, or it is a call (return api_key("..."), a.token("...")),
// and the arguments must be a literal or a call of literals, read as a wrapper's are.
func directInit(text string, c candidate, j int) (candidate, bool) {
	if !typeBefore(text, c.nameLo) {
		return c, false
	}
	closer := byte(')')
	if text[j] == '{' {
		closer = '}'
	}
	s := text[:min(len(text), j+maxValue)]
	var lits [maxWrapArgs * maxWrapDepth]int
	n, _, ok := literalArgs(s, j+1, 0, lits[:0], closer)
	q := pickLiteral(s, n)
	if !ok || q < 0 {
		return c, false
	}
	c.op, c.opLen, c.valAt = j, 1, j+1
	c.wrapLo, c.wrapHi, c.glue = c.nameHi, q, "="
	c.valLo, c.valHi, c.quote = readValue(text, q)
	c.end = min(len(text), c.valHi+2)
	return c, true
}

// typeBefore: the name at lo follows a type (std::string, const char*, QString&,
// std::vector<char>), a word or a closing '>' before blanks, '*' or '&', that is no keyword
// which takes an expression (return, throw, new, delete, case, else, co_return, co_yield).
func typeBefore(text string, lo int) bool {
	k := lo
	for k > 0 && (text[k-1] == ' ' || text[k-1] == '\t' || text[k-1] == '*' || text[k-1] == '&') {
		k--
	}
	if k == lo || k == 0 {
		return false
	}
	if text[k-1] == '>' {
		return true
	}
	w := k
	for w > 0 && (identStart(text[w-1]) || isDigit(text[w-1])) {
		w--
	}
	switch text[w:k] {
	case "", "return", "throw", "new", "delete", "case", "else", "co_return", "co_yield", "goto", "sizeof", "do":
		return false
	}
	return true
}

// macroDefine reads a C macro that defines a secret's name as a literal (#define API_TOKEN
// "...", #define API_KEY L"..."): the blanks after the name are its operator. A macro whose
// body is no literal (#define TOKEN_MAX 16, a function-like macro) is code.
func macroDefine(text string, c candidate) (candidate, bool) {
	ls := strings.LastIndexByte(text[:c.nameLo], '\n') + 1
	d := skipBlanks(text, ls)
	if !strings.HasPrefix(text[d:], "#") {
		return c, false
	}
	d = skipBlanks(text, d+1)
	if !strings.HasPrefix(text[d:], "define") || skipBlanks(text, d+6) != c.nameLo || c.nameLo == d+6 {
		return c, false
	}
	c.nameHi = c.nameLo // the name's run read on past blanks (API_KEY L"..."): its first word
	for c.nameHi < len(text) && nameByte(text[c.nameHi]) {
		c.nameHi++
	}
	j := skipBlanks(text, c.nameHi)
	if j == c.nameHi || j >= len(text) {
		return c, false
	}
	q := wrappedLiteral(text, j)
	if q == j {
		q += literalPrefix(text, j)
	}
	if q >= len(text) || !isQuote(text[q]) {
		return c, false
	}
	c.op, c.opLen, c.valAt = c.nameHi, j-c.nameHi, j
	c.wrapLo, c.wrapHi, c.glue = c.nameHi, q, "="
	c.valLo, c.valHi, c.quote = readValue(text, q)
	c.end = min(len(text), c.valHi+2)
	return c, true
}
