package shell

import (
	"runtime"
	"strings"
	"testing"
)

// A loop that doubles a variable, or many words that each hold a long value, grew the walk
// past any memory (x=$x$x doubled both the text and the list of variables it came from): a
// hook the OOM killer ends lets the action run. The text and the work are bounded; the
// commands after it are still seen, and a field past the bound keeps its known start.
func TestExpansionBounded(t *testing.T) {
	cases := []string{
		"x=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; for i in " + strings.Repeat("1 ", 22) + "; do x=$x$x; done; echo $x; rm -rf ~",
		"x=; for i in " + strings.Repeat("1 ", 22) + "; do x=$x$x; done; rm -rf ~",
		"x=" + strings.Repeat("a", 60000) + "; y=$x$x$x$x$x$x$x$x; z=$y$y$y$y$y$y$y$y; echo" + strings.Repeat(` "$z"`, 400) + "; rm -rf ~",
	}
	for _, src := range cases {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		runtime.ReadMemStats(&after)
		if got := after.TotalAlloc - before.TotalAlloc; got > 256<<20 {
			t.Errorf("%.60q...: the walk allocated %d MiB, want a bound", src, got>>20)
		}
		last := s.Commands[len(s.Commands)-1]
		if last.Name != "rm" || strings.Join(last.Args, " ") != "-rf /h" {
			t.Errorf("%.60q...: last command %s %v, want rm -rf /h", src, last.Name, last.Args)
		}
	}
}

// A field past the bound is only partly known: its known start leads it; one under the bound
// is known whole.
func TestExpansionFieldBound(t *testing.T) {
	long := strings.Repeat("a", 600<<10)
	s := Parse("x="+long+"; touch $x$x", Context{Cwd: "/p", Home: "/h", Root: "/p"})
	c := s.Commands[len(s.Commands)-1]
	if len(c.Args) != 1 || !c.Dynamic[0] || !strings.HasPrefix(c.Args[0], long) || len(c.Args[0]) > maxField+16 {
		t.Errorf("touch $x$x with x of %d bytes: dynamic %v, %d bytes; want a dynamic field led by x", len(long), c.Dynamic, len(c.Args[0]))
	}
	s = Parse("x="+long+"; touch ./$x", Context{Cwd: "/p", Home: "/h", Root: "/p"})
	c = s.Commands[len(s.Commands)-1]
	if len(c.Args) != 1 || c.Dynamic[0] || c.Args[0] != "./"+long {
		t.Errorf("touch ./$x with x of %d bytes: dynamic %v; want it known whole", len(long), c.Dynamic)
	}
}

// A brace list is read whole however many alternatives it spells out (its expansion is no
// longer than its text); what braces multiply or count out to is bounded, and the words past
// the bound are one word nobody knows, not dropped.
func TestBraceExpansionBounded(t *testing.T) {
	var alts []string
	for i := range 2 * maxFields {
		alts = append(alts, "a"+strings.Repeat("x", i%7))
	}
	ctx := Context{Cwd: "/p", Home: "/h", Root: "/p"}
	s := Parse("cat {"+strings.Join(alts, ",")+",.env}", ctx)
	c := s.Commands[len(s.Commands)-1]
	if n := len(c.Args); n != 2*maxFields+1 || c.Args[n-1] != ".env" {
		t.Errorf("a list of %d alternatives then .env: %d words, the last %q", 2*maxFields, n, c.Args[n-1])
	}
	for _, src := range []string{"cat {1..100000}", "cat x{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}"} {
		c := Parse(src, ctx).Commands[0]
		n := len(c.Args)
		if n > 2*maxFields || !c.Dynamic[n-1] {
			t.Errorf("%s: %d words, the last known %v; want at most %d and the last unknown", src, n, !c.Dynamic[n-1], 2*maxFields)
		}
	}
}
