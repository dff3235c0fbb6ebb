package shell

import (
	"slices"
	"strings"
	"testing"
)

// lastArg is the last argument of the last rm listed: known text, or "?" and its lead.
func lastArg(t *testing.T, src string) string {
	t.Helper()
	s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
	for i := len(s.Commands) - 1; i >= 0; i-- {
		if c := s.Commands[i]; c.Name == "rm" && len(c.Args) > 0 {
			n := len(c.Args) - 1
			if c.Dynamic[n] {
				return "?" + c.Lead[n]
			}
			return c.Args[n]
		}
	}
	t.Fatalf("%s: no rm listed", src)
	return ""
}

// TestBranchValues: a variable set on only some paths (an if, elif or else branch, a case
// item, an && or || arm, a loop body that may run zero times or again) may hold any of its
// values afterwards; it is unknown, known only as far as every value agrees (up to a /), so
// the guards judge the worst of them. Where every path agrees it stays known.
func TestBranchValues(t *testing.T) {
	for src, want := range map[string]string{
		// the worst value is / : nothing but the root is common
		`if x; then D=/; else D=/tmp/a; fi; rm -rf "$D"`:                         "?/",
		`D=/tmp/a; if x; then D=/; fi; rm -rf "$D"`:                              "?/",
		`D=/; false && D=/tmp/a; rm -rf "$D"`:                                    "?/",
		`D=/; true || D=/tmp/a; rm -rf "$D"`:                                     "?/",
		`D=/tmp/x; y && D=/ || D=/tmp/b; rm -rf "$D"`:                            "?/",
		`D=/; x && y && D=/tmp/a; rm -rf "$D"`:                                   "?/",
		`D=/; if x; then :; elif D=/tmp/a; y; then :; fi; rm -rf "$D"`:           "?/",
		`D=/; if x; then :; elif y; then :; else D=/tmp/a; fi; rm -rf "$D"`:      "?/",
		`D=/; case $x in a) D=/tmp/a;; esac; rm -rf "$D"`:                        "?/",
		`D=/; while x; do D=/tmp/a; done; rm -rf "$D"`:                           "?/",
		`D=/; until x; do D=/tmp/a; done; rm -rf "$D"`:                           "?/",
		`D=/; for f in $X; do D=/tmp/a; done; rm -rf "$D"`:                       "?/",
		`D=/; for ((i=0;i<n;i++)); do D=/tmp/a; done; rm -rf "$D"`:               "?/",
		`if x; then export D=/; else export D=/tmp/a; fi; rm -rf "$D"`:           "?/",
		`if x; then declare -x D=/; else D=/tmp/a; fi; rm -rf "$D"`:              "?/",
		`if x; then readonly D=/; else D=/tmp/a; fi; rm -rf "$D"`:                "?/",
		`f() { if x; then local D=/; else local D=/tmp/a; fi; rm -rf "$D"; }; f`: "?/",
		`D=tmp/a; if x; then unset D; fi; rm -rf "/$D"`:                          "?/",
		`set -- /tmp/a; if x; then set -- /; fi; rm -rf "$1"`:                    "?",
		`set -- /tmp/a /; if x; then shift; fi; rm -rf "$1"`:                     "?",
		`set -- /tmp/a; if x; then :; fi; rm -rf "$1"`:                           "/tmp/a",
		`if x; then HOME=/; fi; rm -rf ~/x`:                                      "?",
		// a loop's second pass sees what the first left
		`D=/tmp/a; B=/; while x; do rm -rf "$D"; D=$B; done`:          "?/",
		`D=/tmp/a; for i in 1 2; do rm -rf "$D"; D=/; done`:           "/",
		`D=/tmp/a; for i in $L; do rm -rf "$D"; D=/; done`:            "?/",
		`D=/tmp/a; while x; do rm -rf "$D"; if y; then D=/; fi; done`: "?/",
		// a function's call replayed from the last (memo.go) only where the join would be
		`f() { if x; then D=/; fi; }; D=/; f; D=/tmp/a; f; rm -rf "$D"`:      "?/",
		`f() { if x; then D=/tmp/a; fi; }; D=/tmp/a; f; D=/; f; rm -rf "$D"`: "?/",
		// what every value shares is kept
		`if x; then D=/tmp/a; else D=/tmp/b; fi; rm -rf "$D"`:   "?/tmp/",
		`if x; then D=./build; else D=./dist; fi; rm -rf "$D"`:  "?./",
		`if x; then D=/tmp/ab; else D=/tmp/ac; fi; rm -rf "$D"`: "?/tmp/",
		`if x; then D=/srv/$Y; else D=/srv/b; fi; rm -rf "$D"`:  "?/srv/",
		// every path agrees: known
		`if x; then D=/tmp/a; else D=/tmp/a; fi; rm -rf "$D"`: "/tmp/a",
		`D=/tmp/a; if x; then E=1; fi; rm -rf "$D"`:           "/tmp/a",
		`D=/tmp/a && rm -rf "$D"`:                             "/tmp/a",
		`D=/tmp/a; x && rm -rf "$D"`:                          "/tmp/a",
		`x && D=/tmp/a && rm -rf "$D"`:                        "/tmp/a",
		`for i in 1 2; do D=/tmp/a; done; rm -rf "$D"`:        "/tmp/a",
		`D=/tmp/a; while x; do rm -rf "$D"; done`:             "/tmp/a",
	} {
		if got := lastArg(t, src); got != want {
			t.Errorf("%s: %q, want %q", src, got, want)
		}
	}
}

// TestBranchOrigins: a value that may be either keeps where both came from (a secret read
// before the branch stays a secret after a branch that may set it to something else).
func TestBranchOrigins(t *testing.T) {
	for _, src := range []string{
		`T=$TOKEN; if x; then T=a; fi; echo "$T"`,
		`T=$TOKEN; x && T=a; echo "$T"`,
		`T=a; if x; then T=$TOKEN; fi; echo "$T"`,
		`T=$TOKEN; while x; do T=a; done; echo "$T"`,
	} {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		last := s.Commands[len(s.Commands)-1]
		if last.From == nil || !slices.Contains(last.From[0], "TOKEN") {
			t.Errorf("%s: echo's word comes from %v, want TOKEN among them", src, last.From)
		}
	}
}

// TestBranchExports: a variable exported on only some paths may be in every later command's
// environment.
func TestBranchExports(t *testing.T) {
	for src, want := range map[string]string{
		`if x; then export HUSKY=0; fi; git commit -m m`:       "HUSKY=",
		`x && export GIT_DIR=/tmp/g; git status`:               "GIT_DIR=",
		`case $a in b) declare -x HOME=/tmp/h;; esac; git log`: "HOME=",
		`while x; do export SKIP=all; done; git commit`:        "SKIP=",
	} {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		last := s.Commands[len(s.Commands)-1]
		if !slices.ContainsFunc(last.Assigns, func(a string) bool { return strings.HasPrefix(a, want) }) {
			t.Errorf("%s: environment %v, want %s...", src, last.Assigns, want)
		}
	}
	s := Parse(`if x; then HUSKY=0; fi; git commit -m m`, Context{Cwd: "/p", Home: "/h", Root: "/p"})
	if last := s.Commands[len(s.Commands)-1]; len(last.Assigns) != 0 {
		t.Errorf("a variable set but never exported reached git's environment: %v", last.Assigns)
	}
}

// TestBranchCwd: a cd on only some paths leaves the cwd unknown; one on every path, or before
// the branch, is kept.
func TestBranchCwd(t *testing.T) {
	for src, want := range map[string]string{
		`if x; then cd /; fi; rm -rf x`:                  "",
		`x && cd /; rm -rf x`:                            "",
		`x || cd /; rm -rf x`:                            "",
		`case $a in b) cd /;; esac; rm -rf x`:            "",
		`while x; do cd /; done; rm -rf x`:               "",
		`if x; then cd /srv; else cd /srv; fi; rm -rf x`: "/srv",
		`cd /srv && rm -rf x`:                            "/srv",
		`cd /srv && make; rm -rf x`:                      "/srv",
		`cd /srv || exit 1; rm -rf x`:                    "/srv",
		`(cd /); rm -rf x`:                               "/p",
		`{ cd /srv; }; rm -rf x`:                         "/srv",
	} {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		if last := s.Commands[len(s.Commands)-1]; last.Cwd != want {
			t.Errorf("%s: cwd %q, want %q", src, last.Cwd, want)
		}
	}
}

// TestBranchFunctions: a function redefined on only some paths may run either body.
func TestBranchFunctions(t *testing.T) {
	for _, src := range []string{
		`f() { echo hi; }; if x; then f() { rm -rf /; }; fi; f`,
		`f() { rm -rf /; }; if x; then f() { echo hi; }; fi; f`,
		`f() { echo hi; }; x && f() { rm -rf /; }; f`,
	} {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		found := slices.ContainsFunc(s.Commands, func(c *Command) bool {
			return c.Name == "rm" && slices.Equal(c.Via, []string{"f()"})
		})
		if !found {
			t.Errorf("%s: the call of f does not list rm -rf /", src)
		}
	}
}

// TestSubshellState: what a subshell ( ), $( ), a pipeline's stage or a background job
// changes in its shell (variables, exports, cwd, functions) stays there; a { } group's
// changes stay after it; what the parent set before is seen inside.
func TestSubshellState(t *testing.T) {
	for src, want := range map[string]string{
		`D=/tmp/a; (D=/); rm -rf "$D"`:            "/tmp/a",
		`D=/tmp/a; X=$(D=/); rm -rf "$D"`:         "/tmp/a",
		`D=/tmp/a; D=/ | cat; rm -rf "$D"`:        "/tmp/a",
		`D=/tmp/a; D=/ & rm -rf "$D"`:             "/tmp/a",
		`D=/tmp/a; { D=/; }; rm -rf "$D"`:         "/",
		`D=/; (rm -rf "$D")`:                      "/",
		`D=/; echo $(rm -rf "$D")`:                "/",
		`f() { rm -rf /tmp/a; }; (f() { :; }); f`: "/tmp/a",
		`f() { :; }; (f() { rm -rf /; }; f)`:      "/",
	} {
		if got := lastArg(t, src); got != want {
			t.Errorf("%s: %q, want %q", src, got, want)
		}
	}
	for src, want := range map[string][]string{
		`(export GIT_DIR=/tmp/g); git status`:       nil,
		`export GIT_DIR=/tmp/g; (git status)`:       {"GIT_DIR=/tmp/g"},
		`(GIT_DIR=/tmp/g; export GIT_DIR); git log`: nil,
	} {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		if last := s.Commands[len(s.Commands)-1]; !slices.Equal(last.Assigns, want) {
			t.Errorf("%s: environment %v, want %v", src, last.Assigns, want)
		}
	}
}

// TestLoopBreak: a loop whose body may break ends after any pass: what the passes before the
// last set may be what is left.
func TestLoopBreak(t *testing.T) {
	for src, want := range map[string]string{
		`for d in / /tmp/a; do D=$d; if x; then break; fi; done; rm -rf "$D"`:         "?/",
		`for d in / /tmp/a; do D=$d; x && break; done; rm -rf "$D"`:                   "?/",
		`for d in / /tmp/a; do D=$d; for e in 1; do break 2; done; done; rm -rf "$D"`: "?/",
		`for d in / /tmp/a; do D=$d; $CMD; done; rm -rf "$D"`:                         "?/",
		`for d in / /tmp/a; do D=$d; eval "$C"; done; rm -rf "$D"`:                    "?/",
		`for d in / /tmp/a; do D=$d; done; rm -rf "$D"`:                               "/tmp/a",
		// continue: the next pass starts where it left; return: the function ends there
		`for i in 1 2; do rm -rf "$D"; D=/; x && continue; D=/tmp/a; done`:        "?/",
		`D=/tmp/a; while x; do D=/; y && continue; D=/tmp/a; done; rm -rf "$D"`:   "?/",
		`for i in 1 2; do D=/; x && continue; D=/tmp/a; done; rm -rf "$D"`:        "?/",
		`f() { D=/; if x; then return; fi; D=/tmp/a; }; f; rm -rf "$D"`:           "?/",
		`f() { D=/; x || return 1; D=/tmp/a; }; f; rm -rf "$D"`:                   "?/",
		`f() { D=/; $CMD; D=/tmp/a; }; f; rm -rf "$D"`:                            "?/",
		`f() { D=/tmp/b; return; }; f; rm -rf "$D"`:                               "/tmp/b",
		`f() { D=/tmp/a; for i in 1; do break; done; D=/tmp/b; }; f; rm -rf "$D"`: "/tmp/b",
		`for d in / /tmp/a; do D=$d; (break); done; rm -rf "$D"`:                  "/tmp/a",
	} {
		if got := lastArg(t, src); got != want {
			t.Errorf("%s: %q, want %q", src, got, want)
		}
	}
}

// TestLocals: a variable a function makes its own (local, declare without -g) is put back at
// the call's end; the functions it calls see its value.
func TestLocals(t *testing.T) {
	for src, want := range map[string]string{
		`D=/tmp/a; f() { local D=/; }; f; rm -rf "$D"`:                       "/tmp/a",
		`D=/tmp/a; f() { local D; D=/; }; f; rm -rf "$D"`:                    "/tmp/a",
		`D=/tmp/a; f() { declare D=/; }; f; rm -rf "$D"`:                     "/tmp/a",
		`D=/; f() { local D=/tmp/a; }; f; rm -rf "$D"`:                       "/",
		`D=/tmp/a; f() { declare -g D=/; }; f; rm -rf "$D"`:                  "/",
		`D=/tmp/a; f() { D=/; }; f; rm -rf "$D"`:                             "/",
		`D=/; f() { local D=/tmp/a; g; }; g() { rm -rf "$D"; }; f`:           "/tmp/a",
		`D=/tmp/a; f() { local D=/tmp/b; g; }; g() { D=/; }; f; rm -rf "$D"`: "/tmp/a",
		`f() { local D=/tmp/a; if x; then D=/; fi; rm -rf "$D"; }; f`:        "?/",
		`D=/tmp/a; f() { if x; then local D=/; fi; }; f; rm -rf "$D"`:        "/tmp/a",
	} {
		if got := lastArg(t, src); got != want {
			t.Errorf("%s: %q, want %q", src, got, want)
		}
	}
}
