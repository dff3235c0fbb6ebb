package paths

import (
	"path"
	"strings"
)

// ShellMatch reports whether a shell pattern of one component (bash's globs, find's -name,
// fnmatch) matches name. path.Match reads *, ? and [...] as the shell does but for two
// spellings of a bracket: the shell negates with "!" as well as "^" ([!.]*), and names
// character classes ([[:alpha:]]); both are rewritten into path.Match's form first, so that
// `rm .[!x]nv` names .env as bash expands it. No dot rule here: GlobMatch adds bash's.
func ShellMatch(pattern, name string) bool {
	if strings.IndexByte(pattern, '[') >= 0 {
		pattern = goBrackets(pattern)
	}
	ok, err := path.Match(pattern, name)
	return err == nil && ok
}

// goBrackets rewrites a pattern's brackets into path.Match's form: [! as [^, a ] first in a
// bracket escaped, and [:class:] as its ranges.
func goBrackets(p string) string {
	var b strings.Builder
	b.Grow(len(p) + 16)
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\\' && i+1 < len(p):
			b.WriteString(p[i : i+2])
			i++
		case c == '[':
			i = bracket(&b, p, i)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// bracket writes the bracket expression that starts at p[i] and returns where it ends.
func bracket(b *strings.Builder, p string, i int) int {
	b.WriteByte('[')
	j := i + 1
	if j < len(p) && (p[j] == '!' || p[j] == '^') {
		b.WriteByte('^')
		j++
	}
	if j < len(p) && p[j] == ']' {
		b.WriteString(`\]`) // a ] first in a bracket is one of its characters
		j++
	}
	for ; j < len(p); j++ {
		switch c := p[j]; {
		case c == ']':
			b.WriteByte(']')
			return j
		case c == '\\' && j+1 < len(p):
			b.WriteString(p[j : j+2])
			j++
		case c == '[' && j+1 < len(p) && p[j+1] == ':':
			end := strings.Index(p[j+2:], ":]")
			if r := classRanges(p[j+2 : j+2+max(end, 0)]); end >= 0 && r != "" {
				b.WriteString(r)
				j += 2 + end + 1
				continue
			}
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return j
}

// classRanges are a POSIX character class's characters as path.Match ranges ("" unknown).
func classRanges(name string) string {
	switch name {
	case "alpha":
		return "a-zA-Z"
	case "digit":
		return "0-9"
	case "alnum":
		return "a-zA-Z0-9"
	case "upper":
		return "A-Z"
	case "lower":
		return "a-z"
	case "xdigit":
		return "0-9a-fA-F"
	case "space":
		return " \t\n\r\f\v"
	case "blank":
		return " \t"
	case "punct":
		return "!-/:-@\\[-`{-~"
	case "print":
		return " -~"
	case "graph":
		return "!-~"
	case "cntrl":
		return "\x00-\x1f\x7f"
	}
	return ""
}
