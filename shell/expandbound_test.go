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
