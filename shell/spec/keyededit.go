package spec

import "strings"

// keyedEdit reports a line-editing script (sed -i's, perl -pi's) that changes only the lines
// of the KEY=VALUE settings it names, keeping every other line: each command is a
// substitution whose pattern is anchored on one key (s/^LOG_LEVEL=.*/LOG_LEVEL=debug/), a
// delete or change of the lines such an address selects (/^LOG_LEVEL=/d), or text added
// before or after lines (a, i; sed only). Anything else (an unanchored pattern, a range, N,
// a script that reads the whole file as one line) is not one: what it leaves of the rest
// cannot be said here.
func keyedEdit(script string, perl bool) bool {
	script = strings.TrimSpace(script)
	if script == "" {
		return false
	}
	for i := 0; i < len(script); {
		switch script[i] {
		case ' ', '\t', '\n', ';':
			i++
			continue
		}
		next, ok := keyedCommand(script, i, perl)
		if !ok {
			return false
		}
		i = next
	}
	return true
}

// keyedCommand reads one command from i; ok is false where it is not a keyed one.
func keyedCommand(s string, i int, perl bool) (int, bool) {
	keyed := false
	if !perl && s[i] == '/' {
		pat, end, ok := delimited(s, i+1, '/')
		if !ok || !keyPattern(pat) {
			return 0, false
		}
		keyed, i = true, skipBlanks(s, end)
	} else if !perl && s[i] == '$' {
		i = skipBlanks(s, i+1)
		if i >= len(s) || s[i] != 'a' {
			return 0, false // $a: after the last line
		}
	}
	if i >= len(s) {
		return 0, false
	}
	switch c := s[i]; {
	case c == 's':
		return keyedSubst(s, i+1, perl)
	case perl:
		return 0, false
	case c == 'd' && keyed:
		return i + 1, true
	case c == 'c' && keyed, c == 'a', c == 'i':
		return lineEnd(s, i), true // the text runs to the end of the line
	}
	return 0, false
}

// keyedSubst reads an s command from just after the "s": its pattern is anchored on a key,
// its flags change nothing but case and count.
func keyedSubst(s string, i int, perl bool) (int, bool) {
	if i >= len(s) {
		return 0, false
	}
	d := s[i]
	if d == ' ' || d == '\n' || d == '\\' || d == '{' || d == '(' || d == '[' || d == '<' {
		return 0, false
	}
	pat, end, ok := delimited(s, i+1, d)
	if !ok || !keyPattern(pat) {
		return 0, false
	}
	_, end, ok = delimited(s, end, d)
	if !ok {
		return 0, false
	}
	for end < len(s) {
		switch c := s[end]; {
		case c == 'g' || c == 'i' || c == 'I' || c >= '0' && c <= '9' && !perl:
			end++
		case c == ';' || c == ' ' || c == '\t' || c == '\n':
			return end, true
		default:
			return 0, false // w and e are their own effects; m, M, x, r, e: not read here
		}
	}
	return end, true
}

// delimited returns the text from i to the next unescaped d, and the index after it.
func delimited(s string, i int, d byte) (string, int, bool) {
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '\n':
			return "", 0, false
		case d:
			return s[i:j], j + 1, true
		}
	}
	return "", 0, false
}

// keyPattern reports a pattern that matches only lines that set one key: ^, an optional
// export, the key's name, then = (blanks allowed before it).
func keyPattern(p string) bool {
	rest, ok := strings.CutPrefix(p, "^")
	if !ok {
		return false
	}
	rest = strings.TrimPrefix(rest, "export ")
	n := 0
	for n < len(rest) && (rest[n] == '_' || rest[n] >= 'A' && rest[n] <= 'Z' || rest[n] >= 'a' && rest[n] <= 'z' || n > 0 && rest[n] >= '0' && rest[n] <= '9') {
		n++
	}
	if n == 0 {
		return false
	}
	rest = rest[n:]
	for _, blanks := range [...]string{" *", "\\s*", "[[:space:]]*", "[ \\t]*", " ?"} {
		rest = strings.TrimPrefix(rest, blanks)
	}
	return strings.HasPrefix(rest, "=")
}

func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}
