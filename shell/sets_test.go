package shell

import (
	"slices"
	"strings"
	"testing"
)

// Every way bash sets a variable in the shell running a script is a set of that name; a name
// only known when it runs is unknown; what only reads or runs programs sets nothing.
func TestSetsOf(t *testing.T) {
	ctx := Context{Cwd: "/p", Home: "/h", Root: "/p"}
	s := SetsOf("PATH=$PWD/bin:$PATH; read PATH < f", ctx)
	if !slices.Equal(s.Paths, []string{"/p/bin:$PATH", ""}) {
		t.Errorf("PATH's values: %q", s.Paths)
	}
	for _, c := range []struct {
		src     string
		name    string // a name that must be among the sets ("" for none)
		unknown bool
	}{
		{"HOME=/x", "HOME", false},
		{"HOME+=/x", "HOME", false},
		{"HOME[0]=/x", "HOME", false},
		{"printf -v HOME %s /x", "HOME", false},
		{"read HOME <<< /x", "HOME", false},
		{"read -r -a HOME < f", "HOME", false},
		{"IFS=: read -r a HOME <<< a:/x", "HOME", false},
		{"mapfile -t HOME < f", "HOME", false},
		{"readarray HOME < f", "HOME", false},
		{"getopts a HOME", "HOME", false},
		{"declare HOME=/x", "HOME", false},
		{"typeset -x HOME=/x", "HOME", false},
		{`declare "HO""ME=/x"`, "HOME", false},
		{"export H\\OME=/x", "", false}, // bash unquotes it to HOME=/x; the parser refuses it (Script.Err)
		{"export -n HOME", "HOME", false},
		{"declare +x HOME", "HOME", false},
		{"unset HOME", "HOME", false},
		{"eval 'HOME=/x'", "HOME", false},
		{`eval "HO""ME=/x"`, "HOME", false},
		{": ${XDG_CONFIG_HOME:=/x}", "XDG_CONFIG_HOME", false},
		{"(( HOME = 1 ))", "HOME", false},
		{"echo $((HOME+=1))", "HOME", false},
		{"let HOME++", "HOME", false},
		{"f() { HOME=/x; }; f", "HOME", false},
		{"v=HOME; printf -v \"$v\" %s /x", "HOME", false},
		{"printf -v \"$1\" %s /x", "", true},
		{"read \"$n\" <<< /x", "", true},
		{"eval \"$X\"", "", true},
		{"declare -n r=HOME; r=/x", "", true},
		{"export \"$n=/x\"", "", true},
		{"export $(cat .env | xargs)", "", true},
		{"if [ -f x ]; then\nHOME=/x", "HOME", false}, // does not parse: each line is read
		{"echo $HOME; ls", "", false},
		{"export GOPATH=$HOME/go", "GOPATH", false},
		{"export -p", "", false},
		{"source_env .env.local", "", false},
	} {
		s := SetsOf(c.src, ctx)
		if c.name != "" && !slices.Contains(s.Names, c.name) {
			t.Errorf("%q: sets %v (unknown %q), want %s among them", c.src, s.Names, s.Unknown, c.name)
		}
		if c.name == "" && slices.Contains(s.Names, "HOME") {
			t.Errorf("%q: sets HOME", c.src)
		}
		if strings.Contains(c.src, "H\\OME") && s.Script.Err == nil {
			t.Errorf("%q: parsed", c.src)
		}
		if (s.Unknown != "") != c.unknown {
			t.Errorf("%q: unknown %q, want %v (sets %v)", c.src, s.Unknown, c.unknown, s.Names)
		}
	}
}
