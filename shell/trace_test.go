package shell

import (
	"slices"
	"testing"
)

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

// promptCarries reports a command walked as PS4's expansion (Via ending "PS4") whose words
// came from the variable name.
func promptCarries(line, name string) bool {
	for _, c := range Parse(line, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands {
		if len(c.Via) == 0 || c.Via[len(c.Via)-1] != "PS4" {
			continue
		}
		for _, from := range c.From {
			if slices.Contains(from, name) {
				return true
			}
		}
	}
	return false
}

// PS4 set while tracing may be on is expanded before the next traced command, whichever way
// it is set, as one set before set -x is at set -x; a prompt that holds a variable's value
// prints it. A prompt set while tracing is off, or with nothing to expand, is walked nowhere.
func TestTracedPromptSetLater(t *testing.T) {
	for _, line := range []string{
		`set -x; PS4='$TOKEN'; true`, `bash -xc "PS4='\$TOKEN'; true"`, `set -o xtrace; export PS4='$TOKEN'`,
		`set -x; declare -n r=PS4; r='$TOKEN'`, `set -x; PS4+='$TOKEN'`, `set -x; declare PS4='$TOKEN'`, `set -x; readonly PS4='$TOKEN'`,
		`set -x; f() { local PS4='$TOKEN'; true; }; f`, `set -x; printf -v PS4 %s '$TOKEN'`, `set -x; read -r PS4 <<< '$TOKEN'`,
		`shopt -so xtrace; PS4='+$TOKEN '`, `set -$o; PS4='$TOKEN'`, `set -x; (PS4='$TOKEN'; true)`, `set -x; typeset -x PS4='$TOKEN'`,
		`set -x; PS4="$TOKEN"; true`, `PS4="$TOKEN"; set -x; true`, `set -x; X='$TOKEN'; PS4=$X`,
	} {
		if !promptCarries(line, "TOKEN") {
			t.Errorf("%s: PS4 not walked with $TOKEN", line)
		}
	}
	for _, line := range []string{
		`PS4='$TOKEN'; true`, `set -x; set +x; PS4='$TOKEN'; true`, `(set -x); PS4='$TOKEN'; true`, `bash -xc true; PS4='$TOKEN'`,
		`set -x; PS4='+ '; true`, `set -x; PS4="+ $HOME "; true`, `set -x; P='$TOKEN'; true`, `PS4="$TOKEN"; true`,
	} {
		if promptCarries(line, "TOKEN") {
			t.Errorf("%s: PS4 walked with $TOKEN", line)
		}
	}
	// a prompt that sets itself is walked once, not forever
	if cs := Parse(`set -x; PS4='$(PS4="$PS4"; true)'; true`, Context{Cwd: "/p"}).Commands; len(cs) == 0 {
		t.Errorf("PS4 setting itself: nothing listed")
	}
}
