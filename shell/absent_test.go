package shell

import (
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// envWrites renders the line's writes of /p/.env, "keep" where they keep what is there.
func envWrites(src string) []string {
	var out []string
	for _, c := range Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands {
		for _, e := range c.Effects() {
			if e.Kind == spec.Write && e.Path.Abs == "/p/.env" {
				if e.Keep {
					out = append(out, "keep")
				} else {
					out = append(out, "replace")
				}
			}
		}
	}
	return out
}

// TestAbsentTest: a write that a file test lets run only where nothing is at its path keeps
// what is there (nothing); every other write of it, even on the same line, replaces it.
func TestAbsentTest(t *testing.T) {
	for src, want := range map[string]string{
		"test -f .env || cp .env.example .env":                       "keep",
		"[ ! -e .env ] && cp .env.example .env":                      "keep",
		"[[ -s .env ]] || cp .env.example .env":                      "keep",
		"if [ -e .env ]; then :; else echo A=1 > .env; fi":           "keep",
		"if ! test -f '.env'; then cp .env.example /p/.env; fi":      "keep",
		"test -f .env || cp .env.example .env; cp .env.example .env": "keep replace",
		"test -f .env || cp .env.example .env | cp x .env":           "replace replace",
		"test -f .env && cp .env.example .env":                       "replace",
		"[ -d .env ] || cp .env.example .env":                        "replace",
		"[ -f .env -a -f x ] || cp .env.example .env":                "replace",
		"test -f \"$E\" || cp .env.example .env":                     "replace",
		"test -f .env || sudo cp .env.example .env":                  "replace",
		"test -f .env || bash -c 'cp .env.example .env'":             "replace",
		"if [ ! -f .env ]; then cp a .env; cp b .env; fi":            "keep replace",
		"test() { :; }; test -f .env || cp .env.example .env":        "replace",
		"test -f .env 2>/dev/null || cp .env.example .env":           "keep",
		"test -f .env 2>log || cp .env.example .env":                 "replace",
		// redirects to /dev/null of any descriptor, and a copy of one sent there, cannot fail
		"[ -f .env ] >/dev/null 2>&1 || cp .env.example .env":           "keep",
		"[ -f .env ] &>/dev/null || cp .env.example .env":               "keep",
		"[ -f .env ] >&/dev/null || cp .env.example .env":               "keep",
		"test -f .env 2>/dev/null >&2 || cp .env.example .env":          "keep",
		"test -f .env 3>/dev/null 4>>/dev/null || cp .env.example .env": "keep",
		"test -f .env </dev/null 2>&- || cp .env.example .env":          "keep",
		// a copy of a descriptor the test was not given on /dev/null may be closed (exec >&-),
		// a file may be missing or unwritable: the test then fails, and the copy runs anyway
		"[ -f .env ] 2>&1 >/dev/null || cp .env.example .env":          "replace",
		"[ -f .env ] >&2 || cp .env.example .env":                      "replace",
		"[ -f .env ] 2>&5 || cp .env.example .env":                     "replace",
		"[ -f .env ] >/dev/null 2>log || cp .env.example .env":         "replace",
		"[ -f .env ] </missing || cp .env.example .env":                "replace",
		"cd /q; test -f /p/.env || cp .env.example /p/.env":            "keep",
		"test -f .env || cp .env.example .env && cp .env.example .env": "keep replace",
		"test -f .env/ || cp .env.example .env":                        "replace",
		"test -f x/../.env || cp .env.example .env":                    "replace",
		"test -f ./.env || cp .env.example .env":                       "keep",
	} {
		got := ""
		for i, s := range envWrites(src) {
			if i > 0 {
				got += " "
			}
			got += s
		}
		if got != want {
			t.Errorf("%s: writes of .env %q, want %q", src, got, want)
		}
	}
}
