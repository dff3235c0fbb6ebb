package shell

import (
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// emulate runs the emulator of the few commands whose output follows from their words
// alone, so that `$(echo rm)`, `echo cm0= | base64 -d | sh` and the like are seen through;
// any other name's output is unknown. A switch, not a table searched: every command asks.
func emulate(name string, c *Command) (string, bool) {
	var f func(c *Command) (string, bool)
	switch name {
	case "base64", "base32":
		f = baseNOutput
	case "basename":
		f = basenameOutput
	case "dirname":
		f = dirnameOutput
	case "cat":
		f = catOutput
	case "grep", "egrep", "fgrep":
		f = grepOutput
	case "head":
		f = headOutput
	case "jq":
		f = jqOutput
	case "node", "python", "python3":
		f = printedLiteral
	case "sort":
		f = sortOutput
	case "tail":
		f = tailOutput
	case "tee":
		f = teeOutput
	case "tr":
		f = trOutput
	case "uniq":
		f = uniqOutput
	case "yes":
		f = yesOutput
	case "cd", "export", "true", ":":
		f = noOutput
	case "command", "type", "which":
		f = lookPath
	case "echo":
		f = echoOutput
	case "mktemp":
		f = mktempOutput
	case "printf":
		f = printfOutput
	case "pwd":
		f = pwdOutput
	case "readlink", "realpath":
		f = resolved
	case "rev":
		f = revOutput
	case "sed":
		f = sedOutput
	case "xxd":
		f = xxdOutput
	default:
		return "", false
	}
	return f(c)
}

// outputOf is a command's stdout where its words alone say what it is.
func outputOf(c *Command) (string, bool) {
	if c.AnyDynamic() {
		return "", false
	}
	for _, r := range c.Redirects {
		if r.Op == "<" && !c.StdinKnown {
			return "", false
		}
	}
	return emulate(c.Base(), c)
}

func noOutput(*Command) (string, bool) { return "", true }

// pwdOutput is the directory the walk knows it is in ($(pwd) names the project root as well
// as "." does); -P resolves links.
func pwdOutput(c *Command) (string, bool) {
	if c.Cwd == "" || len(c.Args) > 1 || len(c.Args) == 1 && c.Args[0] != "-L" && c.Args[0] != "-P" {
		return "", false
	}
	if len(c.Args) == 1 && c.Args[0] == "-P" {
		return paths.Real(c.Cwd) + "\n", true
	}
	return c.Cwd + "\n", true
}

// mktempOutput is the name mktemp makes (spec.MktempName).
func mktempOutput(c *Command) (string, bool) {
	name, ok := spec.MktempName(c.Call())
	if !ok {
		return "", false
	}
	return name + "\n", true
}

func echoOutput(c *Command) (string, bool) {
	args := c.Args
	nl, esc := true, false
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' && strings.Trim(args[0][1:], "neE") == "" {
		nl = nl && !strings.Contains(args[0], "n")
		esc = strings.Contains(args[0], "e")
		args = args[1:]
	}
	s := strings.Join(args, " ")
	if esc {
		s = ansiC(s)
	}
	if nl {
		s += "\n"
	}
	return s, true
}

// printfOutput is what printf prints, read by its spec: with -v VAR it prints nothing (the text
// goes to VAR), else the format is the first operand (printf -- FORMAT ARGS).
func printfOutput(c *Command) (string, bool) {
	call := c.Call()
	if call.Has("v") {
		return "", true
	}
	return printfText(call)
}

// printfText is the text printf makes of its format and arguments.
func printfText(call *spec.Call) (string, bool) {
	ops := call.Operands()
	if len(ops) == 0 {
		return "", false
	}
	args := make([]string, 0, len(ops)-1)
	for _, o := range ops[1:] {
		args = append(args, o.S)
	}
	return printf(ops[0].S, args)
}

func catOutput(c *Command) (string, bool) {
	if (len(c.Args) == 0 || len(c.Args) == 1 && c.Args[0] == "-") && c.StdinKnown {
		return c.Stdin, true
	}
	return "", false
}

// baseNOutput decodes base64 -d's and base32 -d's stdin. Only stdin: an operand other than
// "-" names the file it reads (base64 -d p.b64), and an option besides the decoding ones
// (--output, macOS's -i FILE and the like) changes what it reads or prints, so the output is
// then unknown.
func baseNOutput(c *Command) (string, bool) {
	call := c.Call()
	if !c.StdinKnown || !call.HasAny("d") || !onlyOpts(call, "d", "i", "w") || !stdinOnly(call) {
		return "", false
	}
	clean := strings.Join(strings.Fields(c.Stdin), "")
	var b []byte
	var err error
	if c.Base() == "base32" {
		b, err = base32.StdEncoding.DecodeString(clean)
		if err != nil {
			b, err = base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(strings.TrimRight(clean, "="))
		}
	} else {
		b, err = base64.StdEncoding.DecodeString(clean)
		if err != nil {
			b, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(clean, "="))
		}
	}
	if err != nil {
		return "", false
	}
	return string(b), true
}

// xxdOutput decodes xxd -r -p's stdin, under the same rule as baseNOutput. xxd matches an
// option by its first letters: -r is -revert, -p is -ps, -postscript or -plain.
func xxdOutput(c *Command) (string, bool) {
	call := c.Call()
	if !c.StdinKnown || !call.HasAny("r", "revert") || !call.HasAny("p", "ps", "postscript", "plain") ||
		!onlyOpts(call, "r", "revert", "p", "ps", "postscript", "plain") || !stdinOnly(call) {
		return "", false
	}
	b, err := hex.DecodeString(strings.Join(strings.Fields(c.Stdin), ""))
	if err != nil {
		return "", false
	}
	return string(b), true
}

// onlyOpts reports whether every option given is one of names.
func onlyOpts(call *spec.Call, names ...string) bool {
	for _, o := range call.P.Opts {
		if !slices.Contains(names, o.Name) {
			return false
		}
	}
	return true
}

// stdinOnly reports whether a filter reads its stdin: no operand, or only "-".
func stdinOnly(call *spec.Call) bool {
	for _, o := range call.Operands() {
		if o.Dyn || o.S != "-" {
			return false
		}
	}
	return true
}

func revOutput(c *Command) (string, bool) {
	if len(c.Args) != 0 || !c.StdinKnown {
		return "", false
	}
	lines := strings.Split(c.Stdin, "\n")
	for i, l := range lines {
		r := []rune(l)
		for a, b := 0, len(r)-1; a < b; a, b = a+1, b-1 {
			r[a], r[b] = r[b], r[a]
		}
		lines[i] = string(r)
	}
	return strings.Join(lines, "\n"), true
}

// printf handles formats made of text, escapes, %s, %b, %c and %%.
func printf(format string, args []string) (string, bool) {
	var b strings.Builder
	ai := 0
	for round := 0; round < 64; round++ {
		for i := 0; i < len(format); i++ {
			ch := format[i]
			if ch == '\\' && i+1 < len(format) {
				j := i + 2
				if format[i+1] >= '0' && format[i+1] <= '7' {
					for j < len(format) && j < i+4 && format[j] >= '0' && format[j] <= '7' {
						j++
					}
				}
				if format[i+1] == 'x' {
					for j < len(format) && j < i+4 && isHex(format[j]) {
						j++
					}
				}
				b.WriteString(ansiC(format[i:j]))
				i = j - 1
				continue
			}
			if ch != '%' {
				b.WriteByte(ch)
				continue
			}
			if i+1 >= len(format) {
				return "", false
			}
			i++
			if format[i] == '%' {
				b.WriteByte('%')
				continue
			}
			left, width, prec, n, ok := printfSpec(format[i:])
			if !ok {
				return "", false
			}
			i += n
			arg := ""
			if ai < len(args) {
				arg = args[ai]
			}
			switch format[i] {
			case 's':
			case 'b':
				arg = ansiC(arg)
			case 'c':
				arg, prec = arg[:min(len(arg), 1)], -1
			default:
				return "", false
			}
			if prec >= 0 && prec < len(arg) {
				arg = arg[:prec] // %.4s
			}
			pad := strings.Repeat(" ", max(width-len(arg), 0))
			if left {
				arg += pad
			} else {
				arg = pad + arg
			}
			b.WriteString(arg)
			ai++
		}
		if ai == 0 || ai >= len(args) {
			break
		}
	}
	return b.String(), true
}

// printfSpec reads a conversion's flags, width and precision (%-10.4s), up to its letter: n
// is how many bytes they take; prec is -1 where none is given. A width or precision taken
// from the arguments (*) is not followed.
func printfSpec(s string) (left bool, width, prec, n int, ok bool) {
	prec = -1
	for n < len(s) && strings.IndexByte("-+ #0", s[n]) >= 0 {
		left = left || s[n] == '-'
		n++
	}
	for n < len(s) && s[n] >= '0' && s[n] <= '9' && width < 1<<12 {
		width = width*10 + int(s[n]-'0')
		n++
	}
	if n < len(s) && s[n] == '.' {
		n++
		prec = 0
		for n < len(s) && s[n] >= '0' && s[n] <= '9' && prec < 1<<12 {
			prec = prec*10 + int(s[n]-'0')
			n++
		}
	}
	return left, width, prec, n, n < len(s) && s[n] != '*'
}

// lookPath is what `command -v NAME`, `which NAME` and `type -P NAME` print: the program's
// path on the hook's PATH, which is the agent's, so that "$(command -v hookguard)" is
// hookguard. A name that is not found is unknown: the shell might know it as a function.
func lookPath(c *Command) (string, bool) {
	var name string
	for _, a := range c.Args {
		if strings.HasPrefix(a, "-") {
			if c.Base() == "type" && a != "-P" && a != "-p" {
				return "", false // type without -P describes, it does not print a path
			}
			continue
		}
		name = a
		break
	}
	if c.Base() == "command" && !slices.Contains(c.Args, "-v") {
		return "", false
	}
	if name == "" {
		return "", false
	}
	if strings.Contains(name, "/") {
		return name + "\n", true
	}
	p, err := exec.LookPath(name)
	if err != nil || !filepath.IsAbs(p) {
		return "", false
	}
	return p + "\n", true
}

// resolved is what `realpath P` and `readlink -f P` (-e, -m) print: P with its links
// resolved, from the directory the command runs in where P is relative ($(realpath .env) names
// .env as .env does); realpath -s only makes it absolute. -z ends each with NUL, readlink -n
// the one name with nothing. realpath --relative-to and --relative-base, -L, and readlink
// without a canonicalizing option (it prints a link's own target) are not worked out.
func resolved(c *Command) (string, bool) {
	call := c.Call()
	names := call.Operands()
	resolve := true
	switch c.Base() {
	case "realpath":
		if !onlyOpts(call, "e", "m", "P", "q", "s", "z") {
			return "", false
		}
		resolve = !call.Has("s")
	default:
		if !onlyOpts(call, "f", "e", "m", "n", "q", "s", "v", "z") || !call.HasAny("f", "e", "m") {
			return "", false
		}
	}
	end := lineEnd(call)
	if call.Has("n") && !call.Has("z") && len(names) == 1 {
		end = ""
	}
	var out strings.Builder
	for _, n := range names {
		a := n.S
		if !filepath.IsAbs(a) && c.Cwd != "" {
			a = paths.Join(c.Cwd, a)
		}
		if n.Dyn || !filepath.IsAbs(a) {
			return "", false
		}
		if resolve {
			a = paths.Real(a)
		}
		out.WriteString(paths.Clean(a) + end)
	}
	return out.String(), len(names) > 0
}

// dirnameOutput is what dirname prints: each name less its last component, as GNU dirname
// strips it (trailing slashes first; "." where none is left). -z ends each with NUL instead.
func dirnameOutput(c *Command) (string, bool) {
	call := c.Call()
	names := call.Operands()
	if !onlyOpts(call, "z") || len(names) == 0 {
		return "", false
	}
	var out strings.Builder
	for _, n := range names {
		out.WriteString(dirOf(n.S) + lineEnd(call))
	}
	return out.String(), true
}

// lineEnd is what ends each name dirname and basename print: NUL with -z.
func lineEnd(call *spec.Call) string {
	if call.Has("z") {
		return "\x00"
	}
	return "\n"
}

// dirOf is a name's directory as dirname prints it.
func dirOf(n string) string {
	t := strings.TrimRight(n, "/")
	switch {
	case n == "":
		return "."
	case t == "":
		return "/"
	}
	i := strings.LastIndexByte(t, '/')
	if i < 0 {
		return "."
	}
	if d := strings.TrimRight(t[:i], "/"); d != "" {
		return d
	}
	return "/"
}

// basenameOutput is what basename prints: the last component of each name (one name, and a
// suffix to strip, unless -a or -s makes every operand a name), as GNU basename does.
func basenameOutput(c *Command) (string, bool) {
	call := c.Call()
	args := call.Operands()
	suffix, multi := "", call.Has("a")
	if w, ok := call.Value("s"); ok {
		suffix, multi = w.S, true
	}
	switch {
	case !onlyOpts(call, "a", "s", "z") || len(args) == 0 || !multi && len(args) > 2:
		return "", false
	case !multi && len(args) == 2:
		suffix, args = args[1].S, args[:1]
	}
	var out strings.Builder
	for _, n := range args {
		out.WriteString(baseOf(n.S, suffix) + lineEnd(call))
	}
	return out.String(), true
}

// baseOf is a name's last component as basename prints it, less suffix where that is not the
// whole of it.
func baseOf(n, suffix string) string {
	t := strings.TrimRight(n, "/")
	if t == "" {
		if n == "" {
			return ""
		}
		return "/"
	}
	b := t[strings.LastIndexByte(t, '/')+1:]
	if suffix != "" && b != suffix {
		b = strings.TrimSuffix(b, suffix)
	}
	return b
}
