package shell

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hookguard/hookguard/shell/spec"
)

// The pass-through filters: what they print follows from their stdin and words alone, so
// that `yes 'rm -rf ~' | head -1 | sh`, `echo X | tee log | sh` or `echo X | sort -u | sh`
// hand the shell text the line itself spells out, judged as the script it is. A filter given
// an option it is not emulated for, or a file, prints what is unknown: the shell after it
// then runs code nobody can see (Opaque), as with curl | sh.

// maxYes bounds what yes is taken to print: it never ends, and every line is the same, so a
// few lines say what any filter after it can pass on (head -n 3, sort -u, uniq).
const maxYes = 4096

// yesOutput repeats its words (or "y") as lines, up to maxYes bytes and at least once.
func yesOutput(c *Command) (string, bool) {
	args := c.Args
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	line := "y"
	if len(args) > 0 {
		line = strings.Join(args, " ")
	}
	n := max(1, min(64, maxYes/(len(line)+1)))
	return strings.Repeat(line+"\n", n), true
}

// teeOutput is tee's stdin: its operands are the files it also writes (carryStdin).
func teeOutput(c *Command) (string, bool) {
	if !c.StdinKnown || !onlyOpts(c.Call(), "a", "i", "p", "output-error") {
		return "", false
	}
	return c.Stdin, true
}

// headOutput is the first lines (-n N, -N) or bytes (-c N) of head's stdin.
func headOutput(c *Command) (string, bool) {
	n, bytes, ok := filterCount(c, 10)
	if !ok || n < 0 {
		return "", false
	}
	if bytes {
		return c.Stdin[:min(n, len(c.Stdin))], true
	}
	lines := splitLines(c.Stdin)
	return strings.Join(lines[:min(n, len(lines))], ""), true
}

// tailOutput is the last lines (-n N, -N) or bytes of tail's stdin, or from line N on (-n +N).
func tailOutput(c *Command) (string, bool) {
	from, plus := "", false
	call := c.Call()
	for _, name := range [...]string{"n", "c"} {
		if v, ok := call.Value(name); ok {
			from, plus = v.S, strings.HasPrefix(v.S, "+")
		}
	}
	n, bytes, ok := filterCount(c, 10)
	if !ok || call.HasAny("f", "F", "pid") {
		return "", false
	}
	if plus {
		n, _ = strconv.Atoi(from[1:])
		n = max(n-1, 0)
		if bytes {
			return c.Stdin[min(n, len(c.Stdin)):], true
		}
		lines := splitLines(c.Stdin)
		return strings.Join(lines[min(n, len(lines)):], ""), true
	}
	if bytes {
		return c.Stdin[max(len(c.Stdin)-n, 0):], true
	}
	lines := splitLines(c.Stdin)
	return strings.Join(lines[max(len(lines)-n, 0):], ""), true
}

// filterCount reads head's and tail's count: -n N, -c N (bytes), or the old -N. Any other
// option, an operand that is not "-", or a count it cannot read leaves the output unknown.
func filterCount(c *Command, def int) (n int, bytes, ok bool) {
	call := c.Call()
	if !c.StdinKnown || !stdinOnly(call) {
		return 0, false, false
	}
	n = def
	for _, o := range call.P.Opts {
		switch {
		case o.Name == "n" || o.Name == "c":
			if !o.Set || o.Value.Dyn {
				return 0, false, false
			}
			v, err := strconv.Atoi(strings.TrimPrefix(o.Value.S, "+"))
			if err != nil || v < 0 {
				return 0, false, false
			}
			n, bytes = v, o.Name == "c"
		case o.Name == "q" || o.Name == "v":
		case !o.Known && o.Name != "" && strings.Trim(o.Name, "0123456789") == "":
			v, err := strconv.Atoi(o.Name)
			if err != nil {
				return 0, false, false
			}
			n, bytes = v, false
		default:
			return 0, false, false
		}
	}
	return n, bytes, true
}

// splitLines splits text into lines that keep their newlines.
func splitLines(s string) []string {
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// sortOutput sorts sort's stdin by bytes (-r reversed, -u unique). The locale's order may
// differ, but the lines are the same ones, which is what a shell after it runs.
func sortOutput(c *Command) (string, bool) {
	call := c.Call()
	if !c.StdinKnown || !stdinOnly(call) || !onlyOpts(call, "u", "r") {
		return "", false
	}
	if c.Stdin == "" {
		return "", true
	}
	lines := strings.Split(strings.TrimSuffix(c.Stdin, "\n"), "\n")
	slices.Sort(lines)
	if call.Has("u") {
		lines = slices.Compact(lines)
	}
	if call.Has("r") {
		slices.Reverse(lines)
	}
	return strings.Join(lines, "\n") + "\n", true
}

// uniqOutput drops uniq's adjacent repeated lines.
func uniqOutput(c *Command) (string, bool) {
	call := c.Call()
	if !c.StdinKnown || !stdinOnly(call) || len(call.P.Opts) > 0 {
		return "", false
	}
	lines := slices.Compact(splitLines(c.Stdin))
	return strings.Join(lines, ""), true
}

// trOutput maps tr's stdin through SET1 -> SET2 (tr -d: deletes SET1), for sets made of
// characters, escapes and ranges; classes, repeats and the other options are unknown.
func trOutput(c *Command) (string, bool) {
	call := c.Call()
	ops := call.Operands()
	if !c.StdinKnown || !onlyOpts(call, "d") {
		return "", false
	}
	del := call.Has("d")
	if del && len(ops) != 1 || !del && len(ops) != 2 {
		return "", false
	}
	from, ok := trSet(ops[0])
	if !ok {
		return "", false
	}
	var to []rune
	if !del {
		if to, ok = trSet(ops[1]); !ok || len(to) == 0 {
			return "", false
		}
	}
	var b strings.Builder
	for _, r := range c.Stdin {
		i := slices.Index(from, r)
		switch {
		case i < 0:
			b.WriteRune(r)
		case del:
		default:
			b.WriteRune(to[min(i, len(to)-1)]) // GNU tr pads SET2 with its last character
		}
	}
	return b.String(), true
}

// trSet expands a tr set of characters, backslash escapes and ranges (a-z).
func trSet(w spec.Word) ([]rune, bool) {
	if w.Dyn || strings.Contains(w.S, "[") {
		return nil, false
	}
	src := []rune(ansiC(w.S))
	var out []rune
	for i := 0; i < len(src); i++ {
		if i+2 < len(src) && src[i+1] == '-' {
			if src[i+2] < src[i] {
				return nil, false
			}
			for r := src[i]; r <= src[i+2]; r++ {
				out = append(out, r)
			}
			i += 2
			continue
		}
		out = append(out, src[i])
	}
	return out, len(out) <= 1<<16
}

// printedLiteral is what `python3 -c 'print("X")'` and `node -e 'console.log("X")'` print:
// code that is one call of the language's print on one string literal. Any other code's output
// is unknown.
func printedLiteral(c *Command) (string, bool) {
	call := c.Call()
	var code spec.Word
	var ok bool
	var fn string
	switch c.Base() {
	case "python", "python3":
		code, ok = call.Value("c")
		fn = "print("
	case "node":
		code, ok = call.Value("e")
		fn = "console.log("
	}
	if !ok || code.Dyn {
		return "", false
	}
	s := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(code.S), ";"))
	inner, ok := strings.CutPrefix(s, fn)
	if inner, ok = strings.CutSuffix(inner, ")"); !ok {
		return "", false
	}
	text, ok := stringLiteral(strings.TrimSpace(inner))
	return text + "\n", ok
}

// stringLiteral reads one quoted literal ('x', "x", `x`) with its backslash escapes.
func stringLiteral(s string) (string, bool) {
	if len(s) < 2 || !strings.ContainsRune("'\"`", rune(s[0])) || s[len(s)-1] != s[0] {
		return "", false
	}
	body := s[1 : len(s)-1]
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '\\':
			i++
		case s[0]:
			return "", false // two literals, or an expression between quotes
		}
	}
	if s[0] == '`' && strings.Contains(body, "${") {
		return "", false
	}
	return ansiC(body), true
}

// jqOutput is what `jq -rn FILTER` (-j: without the newline) prints where the filter is string
// literals joined by +, as jq 1.7 prints them: `$(jq -rn '"." + "env"')` names .env. Any other
// filter or option, and an interpolation (\(...)), leave it unknown.
func jqOutput(c *Command) (string, bool) {
	call := c.Call()
	ops := call.Operands()
	if !call.Has("n") || !call.HasAny("r", "j") || !onlyOpts(call, "n", "r", "j", "c", "M", "C") || len(ops) != 1 || ops[0].Dyn {
		return "", false
	}
	var out strings.Builder
	for part := range strings.SplitSeq(ops[0].S, "+") {
		s, ok := jqString(strings.TrimSpace(part))
		if !ok {
			return "", false // a + inside a literal, or anything but a literal
		}
		out.WriteString(s)
	}
	if !call.Has("j") {
		out.WriteByte('\n')
	}
	return out.String(), true
}

// jqString reads one jq string literal: a JSON string (an interpolation, \(...), is no JSON
// escape, and is not read). A lone surrogate, which encoding/json makes U+FFFD, jq refuses.
func jqString(s string) (string, bool) {
	var out string
	if !strings.HasPrefix(s, `"`) || json.Unmarshal([]byte(s), &out) != nil {
		return "", false
	}
	if strings.ContainsRune(out, utf8.RuneError) && !strings.ContainsRune(s, utf8.RuneError) && !strings.Contains(strings.ToLower(s), `\ufffd`) {
		return "", false
	}
	return out, true
}
