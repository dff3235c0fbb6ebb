package spec

import (
	"strings"

	"github.com/hookguard/hookguard/shell/code"
)

// nixShellDoes: nix-shell runs the shellHook of the derivation it builds the environment of
// before its command or its shell: the one shell.nix (else default.nix) defines, or the file
// its operand names; with -p it builds one of packages alone, with no hook.
func nixShellDoes(c *Call) {
	if c.Has("p") {
		return
	}
	if c.Has("E") {
		// -E: the operands are the expressions themselves.
		for _, e := range c.Operands() {
			if !e.Dyn {
				nixHooks(c, e.S, "nix-shell -E")
			}
		}
		return
	}
	dir, names := ".", []string{"shell.nix", "default.nix"}
	w := c.Operand(0)
	switch {
	case w.Dyn:
		return
	case strings.HasSuffix(w.S, ".nix"):
		dir, names = "", []string{w.S}
	case w.S != "":
		dir, names = w.S, []string{"default.nix"}
	}
	nixHookFile(c, dir, names, "nix-shell")
}

// nixDevelopDoes: nix develop runs the shellHook of the flake's dev shell (flake.nix in the
// directory its installable names, this one by default) before its command or its shell.
// Every hook the file holds is read: which shell an attribute picks is the flake's to work
// out.
func nixDevelopDoes(c *Call) {
	if f, ok := c.Value("f"); ok {
		if !f.Dyn {
			nixHookFile(c, "", []string{f.S}, "nix develop")
		}
		return
	}
	dir := "."
	w := c.Operand(0)
	if w.Dyn {
		return
	}
	if w.S != "" {
		ref, _, _ := strings.Cut(w.S, "#")
		ref = strings.TrimPrefix(strings.TrimPrefix(ref, "path:"), "git+file://")
		if strings.Contains(ref, ":") {
			return // a flake fetched from elsewhere: its text is not here to read
		}
		if ref != "" {
			dir = ref
		}
	}
	nixHookFile(c, dir, []string{"flake.nix"}, "nix develop")
}

// nixHookFile reads the hooks of the first of names (in dir, where given) that can be read.
func nixHookFile(c *Call, dir string, names []string, by string) {
	for _, n := range names {
		p := n
		if dir != "" {
			p = strings.TrimSuffix(dir, "/") + "/" + n
		}
		if text, ok := c.ReadCode(c.PathOf(Word{S: p})); ok {
			c.Add(Effect{Kind: Read, Path: c.PathOf(Word{S: p}), Class: "code", By: by})
			nixHooks(c, text, by)
			return
		}
	}
}

// nixHooks adds the shell text of every shellHook a Nix expression sets, as code the program
// runs.
func nixHooks(c *Call, src, by string) {
	for rest := src; ; {
		i := strings.Index(rest, "shellHook")
		if i < 0 {
			return
		}
		rest = rest[i+len("shellHook"):]
		v := strings.TrimLeft(rest, " \t\r\n")
		if !strings.HasPrefix(v, "=") {
			continue
		}
		v = strings.TrimLeft(v[1:], " \t\r\n")
		var text string
		var ok bool
		switch {
		case strings.HasPrefix(v, "''"):
			text, ok = nixIndented(v[2:])
		case strings.HasPrefix(v, "\""):
			text, ok = nixQuoted(v[1:])
		}
		if ok && strings.TrimSpace(text) != "" {
			c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: text, Known: true, By: by + " shellHook"})
		}
	}
}

// nixStorePath stands for an antiquotation ${...} in a Nix string: most are a package's
// store path.
const nixStorePath = "/nix/store/hook-input"

// nixIndented reads a Nix indented string (two single quotes open and end it) from just after
// its opening quotes: three quotes stand for two, two then $ for $, two then \X for X, and
// ${...} is interpolated.
func nixIndented(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); {
		switch {
		case strings.HasPrefix(s[i:], "'''"):
			b.WriteString("''")
			i += 3
		case strings.HasPrefix(s[i:], "''$"):
			b.WriteByte('$')
			i += 3
		case strings.HasPrefix(s[i:], "''\\") && i+3 < len(s):
			b.WriteByte(s[i+3])
			i += 4
		case strings.HasPrefix(s[i:], "''"):
			return b.String(), true
		case strings.HasPrefix(s[i:], "${"):
			i = nixAntiquote(s, i, &b)
		default:
			b.WriteByte(s[i])
			i++
		}
	}
	return "", false
}

// nixQuoted reads a Nix "..." string from just after its opening quote.
func nixQuoted(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); {
		switch {
		case s[i] == '\\' && i+1 < len(s):
			b.WriteByte(code.Unescaped(s[i+1]))
			i += 2
		case s[i] == '"':
			return b.String(), true
		case strings.HasPrefix(s[i:], "${"):
			i = nixAntiquote(s, i, &b)
		default:
			b.WriteByte(s[i])
			i++
		}
	}
	return "", false
}

// nixAntiquote writes the stand-in for the ${...} at s[i:] and returns the index after it.
func nixAntiquote(s string, i int, b *strings.Builder) int {
	depth := 0
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				b.WriteString(nixStorePath)
				return j + 1
			}
		}
	}
	b.WriteString(nixStorePath)
	return len(s)
}
