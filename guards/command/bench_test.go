package command

import (
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

func benchEvent(b *testing.B) *hookguard.Event {
	root := b.TempDir()
	return &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Stop, Root: root, Cwd: root}
}

// BenchmarkCheckTrue runs one check whose program is `true`: a real process, so the figure is
// the spawn cost (look-up on PATH, fork/exec in its own process group, wait, group kill).
func BenchmarkCheckTrue(b *testing.B) {
	if _, err := exec.LookPath("true"); err != nil {
		b.Skip("no `true` on PATH")
	}
	g := &Guard{checks: []Check{{Name: "true", Command: "true"}}}
	ev := benchEvent(b)
	ctx := context.Background()
	if v, err := g.Check(ctx, ev); err != nil || v.Decision != hookguard.Allow {
		b.Fatalf("got %v %q (%v), want allow", v.Decision, v.Reason, err)
	}
	for b.Loop() {
		g.Check(ctx, ev)
	}
}

// BenchmarkCheckNotInstalled runs one check whose program is on no PATH: the look-up fails and
// the guard advises that nothing was checked.
func BenchmarkCheckNotInstalled(b *testing.B) {
	g := &Guard{checks: []Check{{Name: "lint", Command: "hookguard-bench-no-such-program"}}}
	ev := benchEvent(b)
	ctx := context.Background()
	if v, err := g.Check(ctx, ev); err != nil || v.Decision != hookguard.Advise || !strings.Contains(v.Reason, "NOT run") {
		b.Fatalf("got %v %q (%v), want the not-installed advice", v.Decision, v.Reason, err)
	}
	for b.Loop() {
		g.Check(ctx, ev)
	}
}
