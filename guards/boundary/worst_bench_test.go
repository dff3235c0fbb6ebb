package boundary

import (
	"context"
	"os"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/shelltest"
)

// benchWorld lays out a home with a project below a temp dir, and a guard whose environment
// points only there.
func benchWorld(b *testing.B) (*Guard, string, string) {
	b.Helper()
	base, home, root := shelltest.WorstTree(b)
	for _, d := range []string{home + "/.ssh", base + "/scratch"} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			b.Fatal(err)
		}
	}
	g := New()
	g.getenv = func(k string) string {
		switch k {
		case "HOME":
			return home
		case "TMPDIR":
			return base + "/scratch"
		case "XDG_STATE_HOME":
			return home + "/.state"
		}
		return ""
	}
	return g, home, root
}

// benchShell checks once that cmd parses within every bound into at least min commands and
// that the guard allows it; then it times Check, with a fresh event each pass (parse and
// judge) unless parsed is set (the guard's own share, the parse shared with the guards
// before it). Each pass starts a fresh path-resolution cache, as a hook call does: without it
// every path word was resolved from / (~1,700 lstat calls a pass, 7 ms instead of 3).
func benchShell(b *testing.B, cmd string, min int, parsed bool) {
	g, home, root := benchWorld(b)
	// A git work tree, as a project is: scripts find it with git rev-parse --show-toplevel.
	if err := os.MkdirAll(root+"/.git", 0o755); err != nil {
		b.Fatal(err)
	}
	mk := func() *hookguard.Event {
		return &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, Command: cmd, Cwd: root, Root: root, Home: home}
	}
	ev := mk()
	sc := shell.Of(ev)
	if sc.Err != nil || len(sc.Commands) < min {
		b.Fatalf("the script parsed into %d commands (%v), want at least %d and no error", len(sc.Commands), sc.Err, min)
	}
	ctx := context.Background()
	if v, err := g.Check(ctx, ev); err != nil || v.Decision != hookguard.Allow {
		b.Fatalf("got %v %q (%v), want allow", v.Decision, v.Reason, err)
	}
	for b.Loop() {
		if !parsed {
			ev = mk()
		}
		paths.CacheResolutions() // as the hook entry does for each event it judges
		g.Check(ctx, ev)
	}
	b.ReportMetric(float64(len(sc.Commands)), "commands")
}

// BenchmarkShellTypical is a typical pre-shell call: parse plus judge.
func BenchmarkShellTypical(b *testing.B) {
	benchShell(b, `cd src/pkg00 && go test ./... 2>&1 | tee ../../build.log | tail -20`, 4, false)
}

// BenchmarkShellWorst is parse plus judge of the long script.
func BenchmarkShellWorst(b *testing.B) {
	benchShell(b, shelltest.WorstScript(), shelltest.WorstCommands, false)
}

// BenchmarkShellWorstParsed is the guard's own share of the long script.
func BenchmarkShellWorstParsed(b *testing.B) {
	benchShell(b, shelltest.WorstScript(), shelltest.WorstCommands, true)
}

// benchScriptFile judges one of the long scripts agents write and run whole (testdata/scripts):
// the 200-line release pipeline that bench/run.sh times as a whole process, and its 1 KB
// build script.
func benchScriptFile(b *testing.B, file string, parsed bool) {
	text, err := os.ReadFile("../../testdata/scripts/" + file)
	if err != nil {
		b.Fatal(err)
	}
	benchShell(b, string(text), 20, parsed)
}

// BenchmarkShellScript200Parsed is the guard's own share of the 200-line script.
func BenchmarkShellScript200Parsed(b *testing.B) { benchScriptFile(b, "release200.sh", true) }

// BenchmarkShellLongScriptParsed is the guard's own share of the 1 KB script.
func BenchmarkShellLongScriptParsed(b *testing.B) { benchScriptFile(b, "long.sh", true) }
