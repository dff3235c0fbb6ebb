package destructive

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

// worstScript is a long build script of the kind an agent writes in one call: per package a
// mkdir and a copy, a subshell that cds and redirects, a loop over files, a cleanup nested four
// shells deep (bash -c 'sh -c ...'), and a find | xargs pipeline; about 200 simple commands,
// most of them with several path words, and none that loses work.
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

// worstTree lays out the project worstScript works in, below a temp dir.
func worstTree(b *testing.B) (home, root string) {
	b.Helper()
	base, err := filepath.EvalSymlinks(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	home = filepath.Join(base, "home", "u")
	root = filepath.Join(home, "project")
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
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module x\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	return home, root
}

// worstEvent checks, once, that the script parses within every bound into about 200 commands
// and that the guard lets it through having judged all of them.
func worstEvent(b *testing.B) (*Guard, func() *hookguard.Event, int) {
	b.Helper()
	home, root := worstTree(b)
	cmd := worstScript()
	mk := func() *hookguard.Event {
		return &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, Command: cmd, Cwd: root, Root: root, Home: home}
	}
	ev := mk()
	sc := shell.Of(ev)
	if sc.Err != nil || len(sc.Commands) < 190 {
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
