package destructive

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// TestBranchState: a value or cwd set on only some paths through a line (an if/elif/else or
// case branch, an && or || arm, a loop body, a function defined in a branch) is judged at its
// worst after the branch; where every path agrees, it is judged as known.
func TestBranchState(t *testing.T) {
	home, root := world(t)
	g := New()
	for _, cmd := range []string{
		`if x; then D=/; else D=/tmp/a; fi; rm -rf "$D"`,
		`D=/; false && D=/tmp/a; rm -rf "$D"`,
		`D=/; true || D=/tmp/a; rm -rf "$D"`,
		`D=/; if x; then :; elif D=/tmp/a; y; then :; fi; rm -rf "$D"`,
		`D=/; case $x in a) D=/tmp/a;; esac; rm -rf "$D"`,
		`D=/; while x; do D=/tmp/a; done; rm -rf "$D"`,
		`D=/tmp/a; B=/home/user; while x; do rm -rf "$D"; D=$B; done`,
		`for d in /home/user /tmp/a; do D=$d; x && break; done; rm -rf "$D"`,
		`if x; then export D=/home/user; else export D=/tmp/a; fi; rm -rf "$D"`,
		`f() { if x; then local D=/; else local D=/tmp/a; fi; rm -rf "$D"; }; f`,
		`D=tmp/a; if x; then unset D; fi; rm -rf "/$D"`,
		`if x; then cd /; fi; rm -rf usr`,
		`x && cd /home/user; rm -rf project`,
		`f() { echo hi; }; if x; then f() { rm -rf /; }; fi; f`,
	} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("not blocked: %q", cmd)
		}
	}
	// Paths that disagree leave what they share, which the guard judges as it would
	// /tmp/$X (/tmp itself, here the project's parent): `if x; then D=/tmp/a; else
	// D=/tmp/b; fi; rm -rf "$D"` is blocked, as it was when such a value was unknown.
	for _, cmd := range []string{
		`D=/tmp/a; if x; then E=1; fi; rm -rf "$D"`,
		`x && D=/tmp/a && rm -rf "$D"`,
		`cd build && make; rm -rf out`,
		`if x; then cd build; else cd build; fi; rm -rf out`,
		`for d in /tmp/a /tmp/b; do D=$d; done; rm -rf "$D"`,
		`for d in a b; do D=/tmp/$d; x && break; done; rm -rf /tmp/a`,
		`D=/tmp/a; while x; do rm -rf "$D"; done`,
	} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %q\n  %s", cmd, v.Reason)
		}
	}
}

// TestOutputRedirects: a value or code taken from a command's output is what its stdout,
// followed through its redirections in order, sends there.
func TestOutputRedirects(t *testing.T) {
	home, root := world(t)
	g := New()
	for _, cmd := range []string{
		`X=$(echo tmp/a >&2); rm -rf "/$X"`,
		`X=$(>&2 echo tmp/a); rm -rf "/$X"`,
		`X=$(echo tmp/a 2>&1 >/dev/null); rm -rf "/$X"`,
		`X=$(echo tmp/a 3>&1 1>&2 2>&3); rm -rf "/$X"`,
		`{ echo 'rm -rf ~' >/dev/null 1>&2; } 2>&1 | sh`,
		`echo 'rm -rf ~' 3>&1 >/dev/null 1>&3 | sh`,
		`echo 'rm -rf ~' >&2 |& sh`,
	} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("not blocked: %q", cmd)
		}
	}
	for _, cmd := range []string{
		`X=$(echo tmp/a); rm -rf "/$X"`,
		`X=$(echo tmp/a 2>&1 1>&2); rm -rf "/$X"`,
		`X=$({ echo tmp/a >&2; } 2>&1); rm -rf "/$X"`,
		`echo 'rm -rf ~' >&2 | sh`,
		`echo 'rm -rf ~' >/dev/null | sh`,
	} {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %q\n  %s", cmd, v.Reason)
		}
	}
}
