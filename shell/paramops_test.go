package shell

import "testing"

// Parameter expansion operators on known values give what bash 5 gives (each want was taken
// from bash -c 'echo "..."').
func TestParamOps(t *testing.T) {
	tests := map[string]string{
		`x=a,b,.env; echo "${x#*,}"`:      "b,.env",
		`x=a,b,.env; echo "${x##*,}"`:     ".env",
		`x=a/b/c.tar.gz; echo "${x%.*}"`:  "a/b/c.tar",
		`x=a/b/c.tar.gz; echo "${x%%.*}"`: "a/b/c",
		`x=a/b/c; echo "${x#*/}"`:         "b/c",
		`x=aXbXc; echo "${x/X/-}"`:        "a-bXc",
		`x=aXbXc; echo "${x//X/-}"`:       "a-b-c",
		`x=abcabc; echo "${x/#ab/Z}"`:     "Zcabc",
		`x=abcabc; echo "${x/%bc/Z}"`:     "abcaZ",
		`x=abcdef; echo "${x:2}"`:         "cdef",
		`x=abcdef; echo "${x:1:3}"`:       "bcd",
		`x=abcdef; echo "${x: -2}"`:       "ef",
		`x=abcdef; echo "${x:1:-2}"`:      "bcd",
		`x=abcdef; echo "${x:9}"`:         "",
		`x=hello; echo "${x^}"`:           "Hello",
		`x=HELLO; echo "${x,}"`:           "hELLO",
		`x=.ENV; echo "${x,,}"`:           ".env",
		`x=aXXb; echo "${x/X*/-}"`:        "a-",
		`x=a.b.c; echo "${x//./}"`:        "abc",
		`x=abc; echo "${x/[bc]/Z}"`:       "aZc",
		`x='a*b'; echo "${x#'a*'}"`:       "<dyn>", // a quoted pattern character: left unknown
		`x=$(date); echo "${x#*,}"`:       "<dyn>",
		`x=abcdef; echo "${x:$(date):1}"`: "<dyn>",
	}
	for src, want := range tests {
		s := Parse(src, ctx)
		c := s.Commands[len(s.Commands)-1]
		got := ""
		switch {
		case c.Name != "echo":
			t.Fatalf("%s: last command %s", src, c.Name)
		case len(c.Args) > 0 && c.Dynamic[0]:
			got = "<dyn>"
		case len(c.Args) > 0:
			got = c.Args[0]
		}
		if got != want {
			t.Errorf("%s: %q, want %q", src, got, want)
		}
	}
}

// What an operator's operands run is listed once, whether or not the value is worked out.
func TestParamOpsListSubstitutionsOnce(t *testing.T) {
	for _, src := range []string{`x=abc; echo "${x:$(date):1}"`, `x=abc; echo "${x/$(date)/}"`, `a=(b); echo "${a[0]:-$(date)}"`, `x=a; echo "${x#$(date)}"`} {
		n := 0
		for _, c := range Parse(src, ctx).Commands {
			if c.Name == "date" {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%s: date listed %d times, want once", src, n)
		}
	}
}
