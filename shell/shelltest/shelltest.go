// Package shelltest holds the worst-case shell script the guards' benchmarks share, and the
// project it works in.
package shelltest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/paths"
)

// worstPkgs is how many blocks WorstScript repeats; each block lists 15 commands.
const worstPkgs = 13

// WorstCommands is the fewest simple commands WorstScript parses into (it gives 199).
const WorstCommands = 190

func shQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// WorstScript is a long build script of the kind an agent writes in one call: per package a
// mkdir and a copy, a subshell that cds and redirects, a loop over files, a cleanup nested four
// shells deep (bash -c 'sh -c ...'), and a find | xargs pipeline; about 200 simple commands,
// most with several path words, every write inside the project and none that loses work.
func WorstScript() string {
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

// WorstTree lays out the project WorstScript works in, below a temp dir of tb: base is that
// dir (symlinks resolved), home is base/home/u and root is home/project.
func WorstTree(tb testing.TB) (base, home, root string) {
	tb.Helper()
	base, err := filepath.EvalSymlinks(tb.TempDir())
	if err != nil {
		tb.Fatal(err)
	}
	home = filepath.Join(base, "home", "u")
	root = paths.Join(home, "project")
	for i := range worstPkgs {
		d := filepath.Join(root, "src", fmt.Sprintf("pkg%02d", i))
		if err := os.MkdirAll(d, 0o755); err != nil {
			tb.Fatal(err)
		}
		for _, f := range []string{"main.go", "util.go", "doc.go"} {
			if err := os.WriteFile(paths.Join(d, f), []byte("package x\n"), 0o644); err != nil {
				tb.Fatal(err)
			}
		}
	}
	if err := os.WriteFile(paths.Join(root, "go.mod"), []byte("module x\n"), 0o644); err != nil {
		tb.Fatal(err)
	}
	return base, home, root
}
