package destructive

import (
	"context"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/shelltest"
)

// worstEvent checks, once, that the script parses within every bound into about 200 commands
// and that the guard lets it through having judged all of them.
func worstEvent(b *testing.B) (*Guard, func() *hookguard.Event, int) {
	b.Helper()
	_, home, root := shelltest.WorstTree(b)
	cmd := shelltest.WorstScript()
	mk := func() *hookguard.Event {
		return &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, Command: cmd, Cwd: root, Root: root, Home: home}
	}
	ev := mk()
	sc := shell.Of(ev)
	if sc.Err != nil || len(sc.Commands) < shelltest.WorstCommands {
		b.Fatalf("the script parsed into %d commands (%v), want about 200 and no error", len(sc.Commands), sc.Err)
	}
	deep := 0
	for _, c := range sc.Commands {
		deep = max(deep, len(c.Via))
	}
	if deep < 4 {
		b.Fatalf("the deepest command is reached through %d hops, want the 4 nested shells", deep)
	}
	g := New()
	if v, err := g.Check(context.Background(), ev); err != nil || v.Decision != hookguard.Allow {
		b.Fatalf("got %v %q (%v), want allow", v.Decision, v.Reason, err)
	}
	return g, mk, len(sc.Commands)
}

// BenchmarkCheckWorst is parse plus judge of the long script, as in a hook process where this
// guard is the first to ask for the parse.
func BenchmarkCheckWorst(b *testing.B) {
	g, mk, n := worstEvent(b)
	ctx := context.Background()
	for b.Loop() {
		paths.CacheResolutions() // as the hook entry does for each event it judges
		g.Check(ctx, mk())
	}
	b.ReportMetric(float64(n), "commands")
}

// BenchmarkJudgeWorst is the guard's own share: the same script, parsed once before the loop.
func BenchmarkJudgeWorst(b *testing.B) {
	g, mk, n := worstEvent(b)
	ev := mk()
	s := shell.Of(ev)
	for b.Loop() {
		paths.CacheResolutions()
		g.Judge(s, ev.Cwd, ev.Home, ev.Root)
	}
	b.ReportMetric(float64(n), "commands")
}
