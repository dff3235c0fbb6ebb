package adapters

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// members calls fn with each member of the JSON object obj, in order: the key unescaped and the
// value's raw text. obj must be valid JSON (ParseObject checks the whole payload first).
//
// gjson's ForEach does the same but unescapes every string value as it passes, into a buffer
// it then copies: a 1 MB write's content cost 2 MB of fresh memory before anyone asked for it.
// Here a value is only sliced; value() unescapes the ones that are read, once.
func members(obj string, fn func(key, raw string)) {
	i := skipSpace(obj, 0)
	if i >= len(obj) || obj[i] != '{' {
		return
	}
	for i++; ; {
		i = skipSpace(obj, i)
		if i < len(obj) && obj[i] == ',' {
			i = skipSpace(obj, i+1)
		}
		if i >= len(obj) || obj[i] != '"' {
			return // the closing brace
		}
		end := stringEnd(obj, i)
		key := unescape(obj[i+1 : end-1])
		i = skipSpace(obj, end)
		if i >= len(obj) || obj[i] != ':' {
			return
		}
		i = skipSpace(obj, i+1)
		vend := valueEnd(obj, i)
		fn(key, obj[i:vend])
		i = vend
	}
}

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	return i
}

// stringEnd returns the index just past the string that opens at s[i] ('"'). It jumps from
// quote to quote (IndexByte is vectorised) and counts the backslashes before each.
func stringEnd(s string, i int) int {
	for j := i + 1; j < len(s); {
		q := strings.IndexByte(s[j:], '"')
		if q < 0 {
			return len(s)
		}
		j += q
		bs := 0
		for k := j - 1; k > i && s[k] == '\\'; k-- {
			bs++
		}
		if bs%2 == 0 {
			return j + 1
		}
		j++
	}
	return len(s)
}

// valueEnd returns the index just past the value that starts at s[i].
func valueEnd(s string, i int) int {
	if i >= len(s) {
		return i
	}
	switch s[i] {
	case '"':
		return stringEnd(s, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(s); j++ {
			switch s[j] {
			case '"':
				j = stringEnd(s, j) - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return j + 1
				}
			}
		}
		return len(s)
	}
	j := i // a number, true, false or null
	for j < len(s) && s[j] != ',' && s[j] != '}' && s[j] != ']' && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' && s[j] != '\r' {
		j++
	}
	return j
}

// unescape decodes the body of a JSON string (between its quotes) as encoding/json does: a lone
// or mismatched surrogate becomes U+FFFD. Text without escapes is returned as it is, and text
// with them is built once, in a buffer of its final size at most.
func unescape(s string) string {
	i := strings.IndexByte(s, '\\')
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for {
		b.WriteString(s[:i])
		s = s[i:]
		if len(s) < 2 {
			break // a lone trailing backslash: not valid JSON, and dropped
		}
		n := 2
		switch c := s[1]; c {
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'u':
			var r rune
			r, n = unicodeEscape(s)
			b.WriteRune(r)
		default: // " \ / (and anything else, which valid JSON does not hold) stand for themselves
			b.WriteByte(c)
		}
		s = s[n:]
		if i = strings.IndexByte(s, '\\'); i < 0 {
			b.WriteString(s)
			break
		}
	}
	return b.String()
}

// unicodeEscape decodes the \uXXXX (and a following low surrogate's \uXXXX) at the start of s,
// returning the rune and the bytes it took.
func unicodeEscape(s string) (rune, int) {
	r, ok := hex4(s[2:])
	if !ok {
		return utf8.RuneError, 2
	}
	if !utf16.IsSurrogate(r) {
		return r, 6
	}
	if len(s) >= 12 && s[6] == '\\' && s[7] == 'u' {
		if r2, ok := hex4(s[8:]); ok {
			if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
				return d, 12
			}
		}
	}
	return utf8.RuneError, 6
}

func hex4(s string) (rune, bool) {
	if len(s) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range []byte(s[:4]) {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
