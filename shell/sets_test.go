package shell

import (
	"os"
	"path/filepath"
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
		{"declare -n r=HOME; r=/x", "HOME", false},
		{"declare -n r=$n; r=/x", "", true},
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

// MaySet answers for the whole line: every way bash sets a variable, a name only known when
// it runs, code nobody can see, a sourced file the walk could not read, and code in another
// language that starts a shell may set it; what only reads or names it, and a sourced file
// the walk read that sets other names, does not.
func TestMaySet(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"env.sh": "X=1\n", "envt.sh": "TMPDIR=/etc\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx := Context{Cwd: dir, Home: "/h", Root: dir, ReadFile: RootReader(dir, "/h")}
	may := func(src string) bool { return Parse(src+`; rm -rf "${TMPDIR:-/tmp}/x"`, ctx).MaySet("TMPDIR") }
	for _, src := range []string{
		"TMPDIR=/etc", "export TMPDIR=/etc", "local TMPDIR=/etc", "readonly TMPDIR=/etc", "TMPDIR[0]=/etc",
		"read TMPDIR", "read -r _ TMPDIR", "read -a TMPDIR", "mapfile TMPDIR", "readarray -t TMPDIR < f",
		"printf -v TMPDIR %s /etc", "printf -vTMPDIR %s /etc", "getopts ab TMPDIR", "wait -p TMPDIR",
		"let TMPDIR=1", "(( TMPDIR=1 ))", ": ${TMPDIR:=/etc}", "for TMPDIR in /etc; do :; done",
		"unset TMPDIR", "export -n TMPDIR", "f() { TMPDIR=/etc; }; f", "eval 'TMPDIR=/etc'",
		"source ./envt.sh", "TMPDIR=/etc true", "(TMPDIR=/etc)",
		// a name only known when it runs
		`declare "$n=/etc"`, `printf -v "$n" %s /etc`, `read "$n"`, `export $(cat .env)`, "declare -n r=TMPDIR; r=/etc",
		`let "$n=1"`, `(( "$n" ))`, `let "x=$n"`, `x=$(cat f); (( x ))`,
		// fd numbers: TMPDIR becomes "63", a directory relative to wherever the line runs
		"coproc TMPDIR { :; }",
		// code nobody sees, or a file not read
		`eval "$x"`, "$cmd", `sh -c "$x"`, "source ./missing.sh", "source /etc/x.sh", `source "$f"`,
		// code in another language sets the environment of the shell it starts
		`python3 -c "import os; os.environ['TMP'+'DIR']='/etc'; os.system('rm -rf \${TMPDIR:-/tmp}/x')"`,
		`node -e "process.env['TMP'+'DIR']='/etc'; require('child_process').execSync('ls')"`,
	} {
		if !may(src) {
			t.Errorf("%s: MaySet(TMPDIR) is false", src)
		}
	}
	for _, src := range []string{
		"echo hi", "echo TMPDIR", "echo $TMPDIR", "declare -p TMPDIR", "export A=1 B=2", "X=1",
		"source ./env.sh", ". ./env.sh", "cat > e.sh <<EOF\nX=1\nEOF\n. ./e.sh", "source <(echo X=1)",
		`python3 -c "print(1)"`, `GIT_SSH_COMMAND='ssh -v' git fetch`, "coproc { :; }", "let x=1",
	} {
		if may(src) {
			t.Errorf("%s: MaySet(TMPDIR) is true", src)
		}
	}
	if !Parse("coproc C { :; }", ctx).MaySet("C_PID") {
		t.Errorf("coproc C: C_PID not set")
	}
	if (&Script{}).MaySet("X") != true {
		t.Errorf("a Script the walk did not make: MaySet false")
	}
}
