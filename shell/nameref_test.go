package shell

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// namerefView renders what a line runs as the guards read it, leaving out the declarations
// that make namerefs (declare -n r=X, local -n) and the builtins whose words name what they
// set (read r, printf -v r, unset r): a line that sets a variable through a nameref
// must read exactly as the line that sets it directly.
func namerefView(src string, ctx Context) string {
	var b strings.Builder
	for _, c := range Parse(src, ctx).Commands {
		if slices.Contains([]string{"declare", "typeset", "local"}, c.Name) && len(c.Args) > 0 && strings.ContainsAny(c.Args[0][:1], "-+") && strings.Contains(c.Args[0], "n") {
			continue
		}
		if slices.Contains([]string{"read", "printf", "unset", ":"}, c.Name) && len(c.Via) == 0 {
			continue // its words as written: what they set is what the later commands read
		}
		fmt.Fprintf(&b, "%q assigns=%q via=%q from=%q traced=%v effects=%v\n", c.Argv(), c.Assigns, c.Via, c.From, c.Traced, c.Effects())
	}
	return b.String()
}

// A variable set or read through a nameref (declare -n, local -n, typeset -n) is the variable
// it names, as bash has it: every way of assigning (r=, r+=, an array element, read, printf -v,
// mapfile, getopts, (( )), ${r:=}, export r=, declare r=, a prefix r=v cmd) and reading ($r,
// ${r}, ${r[@]}) goes through, also along a chain of them, a function's local -n, and a for
// loop, which points the nameref at each word. Each line is walked as the line that names the
// variable itself.
func TestNamerefIsItsTarget(t *testing.T) {
	ctx := Context{Cwd: "/p", Home: "/h", Root: "/p"}
	for _, tt := range []struct{ via, direct string }{
		{`declare -n r=PS4; r='+$TOKEN '; set -x; true`, `PS4='+$TOKEN '; set -x; true`},
		{`typeset -n r=PS4; r+='$(cat .env)'; set -x; true`, `PS4+='$(cat .env)'; set -x; true`},
		{`declare -n p=PATH; p=/tmp/evil:$p; git status`, `PATH=/tmp/evil:$PATH; git status`},
		{`declare -n e=BASH_ENV; e=/tmp/x.sh; export e; bash -c true`, `BASH_ENV=/tmp/x.sh; export BASH_ENV; bash -c true`},
		{`declare -n e=BASH_ENV; export e=/tmp/x.sh; bash -c true`, `export BASH_ENV=/tmp/x.sh; bash -c true`},
		{`declare -n g=GIT_DIR; declare -x g=/tmp/x; git status`, `declare -x GIT_DIR=/tmp/x; git status`},
		{`declare -n g=GIT_SSH_COMMAND; g='rm -rf /srv/a' git fetch`, `GIT_SSH_COMMAND='rm -rf /srv/a' git fetch`},
		{`declare -n h=HOOKGUARD_CONFIG; export h=/tmp/c; hookguard check x`, `export HOOKGUARD_CONFIG=/tmp/c; hookguard check x`},
		{`declare -n t=TMPDIR; t=~; rm -rf "$t/x"`, `TMPDIR=~; rm -rf "$TMPDIR/x"`},
		{`declare -n t=TMPDIR; export t=/srv/tt; mktemp`, `export TMPDIR=/srv/tt; mktemp`},
		{`declare -n a=A; declare -n b=a; b=/srv/c; rm -rf "$A"`, `A=/srv/c; rm -rf "$A"`},
		{`declare -n a=A; read a <<< /srv/d; rm -rf "$A"`, `read A <<< /srv/d; rm -rf "$A"`},
		{`declare -n a=A; printf -v a %s /srv/e; rm -rf "$A"`, `printf -v A %s /srv/e; rm -rf "$A"`},
		{`declare -n a=A; A=/srv/f; unset a; rm -rf "$A"`, `A=/srv/f; unset A; rm -rf "$A"`},
		{`declare -n a=A; A=/srv/f; unset -n a; a=/srv/g; rm -rf "$A" "$a"`, `A=/srv/f; a=/srv/g; rm -rf "$A" "$a"`},
		{`declare -n a=A; (( a = 5 )); rm -rf "/srv/$A"`, `(( A = 5 )); rm -rf "/srv/$A"`},
		{`declare -n a=A; : "${a:=/srv/h}"; rm -rf "$A"`, `: "${A:=/srv/h}"; rm -rf "$A"`},
		{`f() { local -n arr=$1; arr+=(/srv/i); }; list=(/srv/j); f list; rm -rf "${list[@]}"`, `list=(/srv/j); list+=(/srv/i); rm -rf "${list[@]}"`},
		{`declare -n r; for r in A B; do r=/srv/k; done; rm -rf "$A" "$B"`, `A=/srv/k; B=/srv/k; rm -rf "$A" "$B"`},
		{`declare -n r=A; declare -n r=B; r=/srv/l; rm -rf "$A" "$B"`, `B=/srv/l; rm -rf "$A" "$B"`},
		{`declare -n r=A; declare +n r; r=/srv/m; rm -rf "$A" "$r"`, `r=/srv/m; rm -rf "$A" "$r"`},
		{`declare -n r=A; g() { local r=/srv/n; }; g; rm -rf "$A"`, `g() { local r=/srv/n; }; g; rm -rf "$A"`},
		{`declare -n r=HOME; echo "$r" "${r}"`, `echo "$HOME" "${HOME}"`},
	} {
		if got, want := namerefView(tt.via, ctx), namerefView(tt.direct, ctx); got != want {
			t.Errorf("%s\n  walks as\n%s  not as %s\n%s", tt.via, got, tt.direct, want)
		}
	}
}

// A nameref whose target is only known when it runs may stand for any variable: a write
// through it is a write of a variable whose name is unknown (Script.MaySet, Sets.Unknown), a
// read of it may read any (the origin "indirect:NAME", as ${!x}). A nameref whose target is
// known sets only that variable.
func TestNamerefUnknownTarget(t *testing.T) {
	ctx := Context{Cwd: "/p", Home: "/h", Root: "/p"}
	for _, src := range []string{`declare -n r=$X; r=/etc`, `f() { local -n r=$1; r=/etc; }; f "$Y"`, `declare -n r=$X; read r`, `declare -n r="$X"; declare -n s=r; s+=/etc`, `declare -n r=$X; export r`} {
		if !Parse(src+`; rm -rf "${TMPDIR:-/tmp}/x"`, ctx).MaySet("TMPDIR") {
			t.Errorf("%s: MaySet(TMPDIR) is false", src)
		}
		if s := SetsOf(src, ctx); s.Unknown == "" {
			t.Errorf("%s: SetsOf names %v, no unknown", src, s.Names)
		}
	}
	for _, src := range []string{`declare -n r=HOME; r=/etc`, `f() { local -n arr=$1; arr+=(x); }; f list; echo "${list[@]}"`, `declare -n r=TMPDIR; echo "$r"`} {
		if Parse(src+`; rm -rf "${TMPDIR:-/tmp}/x"`, ctx).MaySet("TMPDIR") {
			t.Errorf("%s: MaySet(TMPDIR) is true", src)
		}
		if s := SetsOf(src, ctx); s.Unknown != "" {
			t.Errorf("%s: unknown %q", src, s.Unknown)
		}
	}
	if s := SetsOf(`declare -n r=HOME; r=/etc`, ctx); !slices.Contains(s.Names, "HOME") {
		t.Errorf("declare -n r=HOME; r=/etc: sets %v, want HOME", s.Names)
	}
	if s := SetsOf(`declare -n p=PATH; p=$PWD/bin:$p`, ctx); len(s.Paths) != 1 || !strings.HasPrefix(s.Paths[0], "/p/bin:") {
		t.Errorf("declare -n p=PATH; p=$PWD/bin:$p: paths %q", s.Paths)
	}
	// a read of it carries an origin that may be any variable
	cs := Parse(`declare -n r=$X; echo "$r"`, ctx).Commands
	if c := cs[len(cs)-1]; len(c.From) < 1 || !slices.ContainsFunc(c.From[0], func(s string) bool { return strings.HasPrefix(s, "indirect:") }) {
		t.Errorf(`declare -n r=$X; echo "$r": from %q`, c.From)
	}
}

// A nameref made on one path of a branch stands, after it, for its target or for itself: what
// is assigned through it may be any variable. Made alike on every path, it keeps its target.
func TestNamerefBranches(t *testing.T) {
	ctx := Context{Cwd: "/p", Home: "/h", Root: "/p"}
	if !Parse(`if x; then declare -n r=TMPDIR; fi; r=/etc; rm -rf "${TMPDIR:-/tmp}/x"`, ctx).MaySet("TMPDIR") {
		t.Errorf("a nameref made on one path: MaySet(TMPDIR) is false")
	}
	got := namerefView(`if x; then declare -n r=A; else declare -n r=A; fi; r=/srv/a; rm -rf "$A"`, ctx)
	if want := namerefView(`if x; then :; else :; fi; A=/srv/a; rm -rf "$A"`, ctx); got != want {
		t.Errorf("a nameref made alike on both paths walks as\n%s not as\n%s", got, want)
	}
}
