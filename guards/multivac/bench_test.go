package multivac

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// benchSetup makes a project, governed by multivac (a .multivac/ directory) when governed is
// set, and puts a fake `mvac` first on PATH: a shell script that prints a report and exits
// with status exit. The figure is hookguard's work around one real process.
func benchSetup(b *testing.B, governed bool, exit string) (*Guard, *hookguard.Event) {
	b.Helper()
	base := b.TempDir()
	root := filepath.Join(base, "project")
	bin := filepath.Join(base, "bin")
	dirs := []string{root, bin}
	if governed {
		dirs = append(dirs, filepath.Join(root, ".multivac"))
	}
	for _, d := range dirs {
		if err := os.MkdirAll(d, 0o755); err != nil {
			b.Fatal(err)
		}
	}
	script := "#!/bin/sh\necho \"multivac verify $*\"\necho \"laws: 12 checked\"\nexit " + exit + "\n"
	if err := os.WriteFile(filepath.Join(bin, "mvac"), []byte(script), 0o755); err != nil {
		b.Fatal(err)
	}
	b.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	g := New()
	g.getenv = func(k string) string {
		switch k {
		case "HOME":
			return base
		case "XDG_STATE_HOME":
			return filepath.Join(base, "state")
		}
		return ""
	}
	ev := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Stop, SessionID: "s", Root: root, Cwd: root, Home: base}
	return g, ev
}

func benchVerify(b *testing.B, g *Guard, ev *hookguard.Event, want hookguard.Decision, rule string) {
	ctx := context.Background()
	v, err := g.Check(ctx, ev)
	if err != nil || v.Decision != want || v.Rule != rule {
		b.Fatalf("got %v %q %q (%v), want %v %q", v.Decision, v.Rule, v.Reason, err, want, rule)
	}
	for b.Loop() {
		g.Check(ctx, ev)
	}
}

// BenchmarkCheckNotGoverned is the typical project: no sign of multivac, nothing runs.
func BenchmarkCheckNotGoverned(b *testing.B) {
	g, ev := benchSetup(b, false, "0")
	benchVerify(b, g, ev, hookguard.Allow, "")
}

// BenchmarkCheckGreen is a stop in a governed project: find mvac, record the runner in the
// session state, run verify, which passes.
func BenchmarkCheckGreen(b *testing.B) {
	g, ev := benchSetup(b, true, "0")
	benchVerify(b, g, ev, hookguard.Allow, "")
}

// BenchmarkCheckRed is the same with a red verify: the block carries the report's tail.
func BenchmarkCheckRed(b *testing.B) {
	g, ev := benchSetup(b, true, "1")
	v, _ := g.Check(context.Background(), ev)
	if !strings.Contains(v.Reason, "laws: 12 checked") {
		b.Fatalf("the report is not in the reason: %q", v.Reason)
	}
	benchVerify(b, g, ev, hookguard.Block, "red")
}
