package code

import (
	"regexp"
	"strconv"
	"strings"
)

// PowerShell computes text in parentheses before a command or a cmdlet sees it: iex ("rm -rf
// ~"), & ("rmx" -replace "x") -rf ~, Get-Content (".e" + "nv"), ".ENV".ToLower(). psFold
// writes each such expression whose operands are all literal text as the literal it makes,
// so that the statement is judged as PowerShell runs it. What it does not know (a variable
// not known, a format, an operator it does not read) is left as written.

// psFold folds the constant text expressions of a statement, innermost first.
func psFold(stmt string) string {
	for range 16 {
		folded, ok := psFoldOnce(stmt)
		if !ok {
			return stmt
		}
		stmt = folded
	}
	return stmt
}

// psFoldOnce folds the first parenthesised expression, or method call on a literal, that is
// constant.
func psFoldOnce(s string) (string, bool) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\'', '"':
			end := psSkipQuote(s, i)
			if end >= len(s) {
				return s, false
			}
			if v, n, ok := psMethods(s, i, end); ok {
				return s[:i] + psQuote(v) + s[n:], true
			}
			i = end
		case '(':
			if i > 0 && (isIdentChar(s[i-1], PowerShell) || strings.IndexByte("])@$.:'\"", s[i-1]) >= 0) {
				continue // a call's arguments, @(list), $(subexpression): not a grouping
			}
			end := matchClose(s, i, '(', ')')
			if end >= len(s) {
				return s, false
			}
			if v, ok := psConstant(s[i+1 : end]); ok {
				return s[:i] + psQuote(v) + s[end+1:], true
			}
		}
	}
	return s, false
}

// psQuote writes text as a single-quoted PowerShell literal.
func psQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// psLiteral reads the quoted literal at s[i:end+1]: single-quoted as written, double-quoted
// where it expands nothing.
func psLiteral(s string, i, end int) (string, bool) {
	body := s[i+1 : end]
	if s[i] == '\'' {
		return strings.ReplaceAll(body, "''", "'"), true
	}
	if strings.ContainsAny(body, "$`") {
		return "", false
	}
	return strings.ReplaceAll(body, `""`, `"`), true
}

// psMethods reads a literal and the string methods called on it (.ToLower(), .ToUpper(),
// .Trim(), .Replace('a', 'b')): its value and where the calls end; ok where at least one
// method was called and every one is known.
func psMethods(s string, i, end int) (string, int, bool) {
	v, ok := psLiteral(s, i, end)
	if !ok {
		return "", 0, false
	}
	n, called := end+1, false
	for n < len(s) && s[n] == '.' {
		j := n + 1
		for j < len(s) && isAlpha(s[j]) {
			j++
		}
		if j >= len(s) || s[j] != '(' {
			break
		}
		close := matchClose(s, j, '(', ')')
		if close >= len(s) {
			return "", 0, false
		}
		var args []string
		if inner := strings.TrimSpace(s[j+1 : close]); inner != "" {
			for _, w := range psArgs(inner) {
				if w.dyn {
					return "", 0, false
				}
				args = append(args, w.s)
			}
		}
		switch name := strings.ToLower(s[n+1 : j]); {
		case name == "tolower" || name == "tolowerinvariant":
			v = strings.ToLower(v)
		case name == "toupper" || name == "toupperinvariant":
			v = strings.ToUpper(v)
		case name == "trim" && len(args) == 0:
			v = strings.TrimSpace(v)
		case name == "replace" && len(args) == 2 && args[0] != "":
			v = strings.ReplaceAll(v, args[0], args[1])
		default:
			return "", 0, false
		}
		n, called = close+1, true
	}
	return v, n, called
}

// psConstant evaluates a parenthesised expression of literals joined by + and changed by
// -replace (case-insensitive, as -ireplace), -creplace, or string methods.
func psConstant(expr string) (string, bool) {
	s := strings.TrimSpace(expr)
	var out string
	first := true
	for s != "" {
		switch {
		case first || strings.HasPrefix(s, "+"):
			if !first {
				s = strings.TrimSpace(s[1:])
			}
			items, rest, ok := psOperands(s)
			if !ok {
				return "", false
			}
			if len(items) > 1 { // a list: only -join makes it text
				j := strings.TrimSpace(rest)
				if !strings.HasPrefix(strings.ToLower(j), "-join") {
					return "", false
				}
				sep, after, ok := psOperand(strings.TrimSpace(j[len("-join"):]))
				if !ok {
					return "", false
				}
				items, rest = []string{strings.Join(items, sep)}, after
			}
			out, s, first = out+items[0], rest, false
		case strings.HasPrefix(strings.ToLower(s), "-f ") || strings.HasPrefix(strings.ToLower(s), "-f'") || strings.HasPrefix(strings.ToLower(s), "-f\""):
			args, rest, ok := psOperands(strings.TrimSpace(s[2:]))
			if !ok {
				return "", false
			}
			if out, ok = psFormat(out, args); !ok {
				return "", false
			}
			s = rest
		case psReplaceOp(s) != "":
			op := psReplaceOp(s)
			rest := strings.TrimSpace(s[len(op):])
			pat, rest, ok := psOperand(rest)
			if !ok {
				return "", false
			}
			with := ""
			if strings.HasPrefix(rest, ",") {
				if with, rest, ok = psOperand(strings.TrimSpace(rest[1:])); !ok || strings.Contains(with, "$") {
					return "", false
				}
			}
			prefix := "(?i)"
			if op == "-creplace" {
				prefix = ""
			}
			re, err := regexp.Compile(prefix + pat)
			if err != nil {
				return "", false
			}
			out, s = re.ReplaceAllLiteralString(out, with), rest
		default:
			return "", false
		}
		s = strings.TrimSpace(s)
	}
	return out, !first
}

// psReplaceOp is the replace operator s begins with, or "".
func psReplaceOp(s string) string {
	l := strings.ToLower(s)
	for _, op := range []string{"-replace", "-ireplace", "-creplace"} {
		if strings.HasPrefix(l, op) && (len(l) == len(op) || l[len(op)] == ' ' || l[len(op)] == '\'' || l[len(op)] == '"') {
			return op
		}
	}
	return ""
}

// psOperand reads one literal, with any string methods called on it, at the start of s.
func psOperand(s string) (string, string, bool) {
	if s == "" || s[0] != '\'' && s[0] != '"' {
		return "", s, false
	}
	end := psSkipQuote(s, 0)
	if end >= len(s) {
		return "", s, false
	}
	if v, n, ok := psMethods(s, 0, end); ok {
		return v, strings.TrimSpace(s[n:]), true
	}
	v, ok := psLiteral(s, 0, end)
	return v, strings.TrimSpace(s[end+1:]), ok
}

// psOperands reads one literal or a comma-separated list of them, also in parentheses.
func psOperands(s string) ([]string, string, bool) {
	if strings.HasPrefix(s, "(") {
		end := matchClose(s, 0, '(', ')')
		if end >= len(s) {
			return nil, s, false
		}
		items, rest, ok := psOperands(strings.TrimSpace(s[1:end]))
		if !ok || rest != "" {
			return nil, s, false
		}
		return items, strings.TrimSpace(s[end+1:]), true
	}
	var items []string
	for {
		v, rest, ok := psOperand(s)
		if !ok {
			return nil, s, false
		}
		items = append(items, v)
		if !strings.HasPrefix(rest, ",") {
			return items, rest, true
		}
		s = strings.TrimSpace(rest[1:])
	}
}

// psFormat is format -f args: {0} and {1} written in, {{ and }} a brace; an alignment or a
// format string ({0,8}, {0:x}) is not worked out.
func psFormat(format string, args []string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		c := format[i]
		switch {
		case (c == '{' || c == '}') && i+1 < len(format) && format[i+1] == c:
			b.WriteByte(c)
			i++
		case c == '{':
			end := strings.IndexByte(format[i:], '}')
			if end < 0 {
				return "", false
			}
			n, err := strconv.Atoi(format[i+1 : i+end])
			if err != nil || n < 0 || n >= len(args) {
				return "", false
			}
			b.WriteString(args[n])
			i += end
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), true
}
