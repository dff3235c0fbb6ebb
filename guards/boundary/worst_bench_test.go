package boundary

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
)

// worstPkgs is how many blocks worstScript repeats; each block lists 15 commands.
const worstPkgs = 13

// shQuote quotes s as one shell word.
func shQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// worstScript is a long build script of the kind an agent writes in one call (the same as
// guards/destructive's): per package a mkdir and a copy, a subshell that cds and redirects, a
// loop over files, a cleanup nested four shells deep (bash -c 'sh -c ...'), and a find | xargs
// pipeline; about 200 simple commands, most with several path words, every write inside the
// project.
func worstScript() string {
	var s strings.Builder
	s.WriteString("set -euo pipefail\nexport GOFLAGS=-mod=mod\n")
	for i := range worstPkgs {
		p := fmt.Sprintf("pkg%02d", i)
		fmt.Fprintf(&s, "mkdir -p build/%[1]s/out build/%[1]s/tmp && cp -r src/%[1]s/main.go src/%[1]s/util.go build/%[1]s/out/\n", p)
		fmt.Fprintf(&s, "(cd src/%[1]s && go vet ./... && gofmt -l . > ../../build/%[1]s/fmt.txt 2>&1)\n", p)
		fmt.Fprintf(&s, "for f in src/%[1]s/main.go src/%[1]s/util.go src/%[1]s/doc.go; do sed -n 1,5p \"$f\" >> build/%[1]s/head.txt; done\n", p)
		inner := fmt.Sprintf("rm -rf build/%[1]s/tmp && touch build/%[1]s/stamp && ls -la src/%[1]s ./build/%[1]s/out", p)
		for d := range 4 {
			sh := "bash"
			if d%2 == 1 {
				sh = "sh"
			}
			inner = sh + " -c " + shQuote(inner)
		}
		s.WriteString(inner + "\n")
		fmt.Fprintf(&s, "find src/%[1]s -name '*.go' -newer go.mod -print0 | xargs -0 grep -l TODO | tee -a build/todo.txt | wc -l\n", p)
	}
	s.WriteString("tar -czf build/release.tar.gz build/pkg*/out && sha256sum build/release.tar.gz > build/SHA256SUMS\n")
	return s.String()
}

// benchWorld lays out a home with a project below a temp dir, and a guard whose environment
// points only there.
func benchWorld(b *testing.B) (*Guard, string, string) {
	b.Helper()
	base, err := filepath.EvalSymlinks(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	home := filepath.Join(base, "home", "u")
	root := filepath.Join(home, "project")
	for i := range worstPkgs {
		d := filepath.Join(root, "src", fmt.Sprintf("pkg%02d", i))
		if err := os.MkdirAll(d, 0o755); err != nil {
			b.Fatal(err)
		}
		for _, f := range []string{"main.go", "util.go", "doc.go"} {
			if err := os.WriteFile(filepath.Join(d, f), []byte("package x\n"), 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	for _, d := range []string{home + "/.ssh", base + "/scratch"} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			b.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module x\n"), 0o644); err != nil {
		b.Fatal(err)
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
func BenchmarkShellWorst(b *testing.B) { benchShell(b, worstScript(), 190, false) }

// BenchmarkShellWorstParsed is the guard's own share of the long script.
func BenchmarkShellWorstParsed(b *testing.B) { benchShell(b, worstScript(), 190, true) }
