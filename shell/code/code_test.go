package code

import (
	"strings"
	"testing"
)

var allLangs = [...]Lang{Python, JS, Ruby, Perl, PHP, Lua, Awk, R, Julia, PowerShell, AppleScript, Tcl}

// splitEx splits an example at its last " => " or " !> " (code may hold => itself).
func splitEx(ex string) (src, want string, must bool) {
	i := strings.LastIndex(ex, " => ")
	j := strings.LastIndex(ex, " !> ")
	switch {
	case i < 0 && j < 0:
		return "", "", false
	case j > i:
		return ex[:j], strings.TrimSpace(ex[j+4:]), false
	}
	return ex[:i], strings.TrimSpace(ex[i+4:]), true
}

func render(fs Facts) []string {
	var out []string
	for _, f := range fs.List {
		out = append(out, f.String())
	}
	return out
}

// TestRules runs every rule's examples: "SNIPPET => FACT" must be among the snippet's facts,
// "SNIPPET !> FACT" must not, and "SNIPPET !> -" has no fact of the rule's call.
func TestRules(t *testing.T) {
	n := 0
	for _, l := range allLangs {
		for _, r := range table(l) {
			for _, ex := range r.ex {
				n++
				src, want, must := splitEx(ex)
				if src == "" {
					t.Errorf("%s %s: example %q has neither => nor !>", l, r.name, ex)
					continue
				}
				fs := Analyze(l, src, Options{})
				got := render(fs)
				switch {
				case want == "-" && !must:
					for _, f := range fs.List {
						if r.named(f.Call) {
							t.Errorf("%s %s: %q should not match, does %q", l, r.name, src, f)
						}
					}
				case must && !hasFact(got, want):
					t.Errorf("%s %s: %q should do %q, does %q", l, r.name, src, want, got)
				case !must && hasFact(got, want):
					t.Errorf("%s %s: %q should not do %q, does %q", l, r.name, src, want, got)
				}
			}
		}
	}
	t.Logf("%d examples", n)
}

func hasFact(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestRulesHaveExamples holds every row that does something to examples both ways.
func TestRulesHaveExamples(t *testing.T) {
	for _, l := range allLangs {
		for _, r := range table(l) {
			if r.do == aNone || r.do == aProp {
				continue
			}
			yes, no := 0, 0
			for _, ex := range r.ex {
				if _, _, must := splitEx(ex); must {
					yes++
				} else {
					no++
				}
			}
			if yes == 0 || no == 0 {
				t.Errorf("%s %s: %d must-match and %d must-not-match examples; want both", l, r.name, yes, no)
			}
		}
	}
}
