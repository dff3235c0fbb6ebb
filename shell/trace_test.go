package shell

import "testing"

// The last command of each line is run traced (Command.Traced) where its shell prints what it
// runs or reads, and not where tracing was turned on in another shell, turned off, or never.
func TestTraced(t *testing.T) {
	ctx := Context{Cwd: "/p", Home: "/h", Root: "/p"}
	last := func(line string) bool {
		cs := Parse(line+"; . ./x", ctx).Commands
		return len(cs) > 0 && cs[len(cs)-1].Traced
	}
	for _, line := range []string{
		"set -x", "set -v", "set -ex", "set -euxo pipefail", "set -o xtrace", "set -o verbose", "set -eo xtrace", "set -$o", `set "$opts"`,
		"shopt -so xtrace", "shopt -s -o verbose", "set +x; set -x", "f() { set -x; }; f", "eval 'set -x'", "alias t='set -x'",
		"source <(echo 'set -x')", "{ set -x; }",
	} {
		if !last(line) {
			t.Errorf("%s; . ./x: not traced", line)
		}
	}
	for _, line := range []string{
		"true", "set -e", "set -x; set +x", "set -x; set +o xtrace", "set -x; set -", "set -- -x", "set foo -x", "(set -x)",
		"bash -c 'set -x'", "shopt -uo xtrace", "shopt -s xpg_echo", "set -x; shopt -uo xtrace", "set +$o",
	} {
		if last(line) {
			t.Errorf("%s; . ./x: traced", line)
		}
	}
	// shells started tracing: what they run is traced, and not what runs after them
	for _, line := range []string{
		"bash -x -c '. ./x'", "bash -xc '. ./x'", "sh -vc '. ./x'", "bash -o xtrace -c '. ./x'", "bash --verbose -c '. ./x'",
		"SHELLOPTS=xtrace bash -c '. ./x'", "env SHELLOPTS=xtrace:braceexpand bash -c '. ./x'", "echo '. ./x' | bash -x", "sudo bash -x -c '. ./x'",
	} {
		cs := Parse(line, ctx).Commands
		if len(cs) == 0 || !cs[len(cs)-1].Traced {
			t.Errorf("%s: not traced", line)
		}
		if cs := Parse(line+"; . ./y", ctx).Commands; cs[len(cs)-1].Traced {
			t.Errorf("%s; . ./y: traced after the shell", line)
		}
	}
	// a function called again once tracing is on is not replayed as it was listed untraced
	cs := Parse("f() { . ./x; }; f; set -x; f", ctx).Commands
	if len(cs) < 3 || cs[0].Traced || !cs[len(cs)-1].Traced {
		t.Errorf("f; set -x; f: traced %v", tracedOf(cs))
	}
}

func tracedOf(cs []*Command) []bool {
	out := make([]bool, len(cs))
	for i, c := range cs {
		out[i] = c.Traced
	}
	return out
}
