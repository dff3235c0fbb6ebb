package shell

import (
	"os/exec"
	"strings"
	"testing"
)

// grepCases are grep commands on text the line gives, with what GNU grep 3 prints.
var grepCases = map[string]string{
	`grep -o '\.env' <<< x.envx`:                      ".env\n",
	`grep -o '[.]env' <<< 'a.env b.envx'`:             ".env\n.env\n",
	`grep -oE '\.en(v|x)+' <<< x.envx`:                ".envx\n",
	`grep -o 'a\|b' <<< xaybz`:                        "a\nb\n",
	`grep -o 'a|b' <<< 'xa|bz'`:                       "a|b\n",
	`grep -oF .e* <<< 'x.e*y'`:                        ".e*\n",
	`grep -oi 'ENV' <<< x.envX`:                       "env\n",
	`grep -o 'x*' <<< abc`:                            "",
	`grep -o -e a -e bc <<< abcab`:                    "a\nbc\na\n",
	`grep -o $'a\nb' <<< xaxb`:                        "a\nb\n",
	`printf 'a\n.env\nb\n' | grep -x .env`:            ".env\n",
	`printf 'a\n.env\nb\n' | grep -v -e a -e b`:       ".env\n",
	`printf 'a\n.env\nb' | grep -v a`:                 ".env\nb\n",
	`printf 'one\ntwo\n' | grep o`:                    "one\ntwo\n",
	`printf 'one\ntwo\n' | grep -ov o`:                "",
	`printf 'ab\nAB\n' | grep -i -x ab`:               "ab\nAB\n",
	`printf 'ab\nAB\n' | grep -i --no-ignore-case ab`: "ab\n",
	`egrep -o 'e(n|m)v' <<< x.env`:                    "env\n",
	`fgrep -o 'n.' <<< 'an.b'`:                        "n.\n",
	`grep -E -F -o 'a+' <<< 'aa+'`:                    "?",
	`grep -E -E -o 'a+' <<< 'aa+'`:                    "aa\n",
	`grep -o '' <<< abc`:                              "",
	`grep -c a <<< a`:                                 "?",
}

func TestGrepOutput(t *testing.T) {
	checkOutputs(t, grepCases, []string{
		`grep -o '\(a\)\1' <<< aa`, `grep -ow env <<< x.env`, `grep -o '\w' <<< a`, `grep -o a file.txt`,
		`grep -o "$X" <<< a`, `grep -f pats <<< a`, `grep -oP 'a(?=b)' <<< ab`, `grep -n a <<< a`, `grep -o a - f <<< a`,
		`grep -m1 a <<< a`, `grep -r a <<< a`,
	})
}

// TestGrepOutputAsGNU runs the same cases through bash and GNU grep where they are here: the
// table's answers are what grep prints, not what the emulation was written to print.
func TestGrepOutputAsGNU(t *testing.T) {
	if v, err := exec.Command("grep", "--version").Output(); err != nil || !strings.Contains(string(v), "GNU grep") {
		t.Skip("no GNU grep")
	}
	checkAsRun(t, grepCases)
}

// checkOutputs checks what the walk says each command of cases prints ("?": unknown), and that
// it knows nothing of what the commands of unknown print.
func checkOutputs(t *testing.T, cases map[string]string, unknown []string) {
	t.Helper()
	for src, want := range cases {
		if want == "?" {
			unknown = append(unknown, src)
			continue
		}
		cs := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands
		if got, ok := outputOf(cs[len(cs)-1]); !ok || got != want {
			t.Errorf("%s: printed %q (%v), want %q", src, got, ok, want)
		}
	}
	for _, src := range unknown {
		cs := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands
		if got, ok := outputOf(cs[len(cs)-1]); ok {
			t.Errorf("%s: printed %q, want unknown", src, got)
		}
	}
}

// checkAsRun runs the known cases through bash: what the program here prints is what the
// table says (the caller skips where the program is not the one the table was written for).
func checkAsRun(t *testing.T, cases map[string]string) {
	t.Helper()
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	for src, want := range cases {
		if want == "?" {
			continue
		}
		out, _ := exec.Command(bash, "-c", src).Output() // grep exits 1 where nothing matched
		if string(out) != want {
			t.Errorf("%s: printed %q here, the table says %q", src, out, want)
		}
	}
}
