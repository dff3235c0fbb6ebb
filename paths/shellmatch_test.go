package paths

import "testing"

// A shell pattern matches as bash and find's -name match it: [!...] and [^...] negate, POSIX
// classes name their characters, a ] first in a bracket is one of them.
func TestShellMatch(t *testing.T) {
	for _, c := range []struct {
		pat, name string
		want      bool
	}{
		{".[!x]nv", ".env", true}, {".[!e]nv", ".env", false}, {".[^x]nv", ".env", true},
		{".[[:alpha:]]nv", ".env", true}, {".[[:digit:]]nv", ".env", false}, {"id_[[:lower:]]*", "id_rsa", true},
		{"[!.]*", "app.py", true}, {"[!.]*", ".env", false}, {"[]x]", "]", true}, {"[!]x]", "a", true}, {"[!]x]", "]", false},
		{"*.[[:alnum:]][[:alnum:]]", "a.go", true}, {"[[:upper:]]*", "Makefile", true}, {"[[:upper:]]*", "makefile", false},
		{"x\\[", "x[", true}, {"*.env", "prod.env", true}, {"[a-c]x", "bx", true}, {"[[:bogus:]]", "b", false},
	} {
		if got := ShellMatch(c.pat, c.name); got != c.want {
			t.Errorf("ShellMatch(%q, %q) = %v, want %v", c.pat, c.name, got, c.want)
		}
	}
}
