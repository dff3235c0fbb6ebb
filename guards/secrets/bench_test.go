package secrets

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// sourceMiB is the first MiB of Go's own net/http and crypto/tls sources (tests and testdata
// left out, as they hold sample keys): real code full of "key", "token", "secret" and "auth",
// with no secret in it. The research note measured gitleaks on the same input.
func sourceMiB(tb testing.TB) string {
	tb.Helper()
	var b strings.Builder
	for _, dir := range []string{"net/http", "crypto/tls"} {
		files, _ := filepath.Glob(filepath.Join(runtime.GOROOT(), "src", dir, "*.go"))
		sort.Strings(files)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			data, err := os.ReadFile(f)
			if err != nil {
				continue
			}
			b.Write(data)
			if b.Len() >= 1<<20 {
				return b.String()[:1<<20]
			}
		}
	}
	tb.Skip("Go's sources are not installed (GOROOT/src): no 1 MiB sample to scan")
	return ""
}

func TestSourceHasNoFindings(t *testing.T) {
	src := sourceMiB(t)
	if fs := New().Scan("net/http/all.go", src); len(fs) > 0 {
		for _, f := range fs {
			t.Errorf("false finding in Go's sources: line %d, %s, %s", f.Line, f.Rule, f.Redacted)
		}
	}
}

// BenchmarkScanSource is the throughput figure: at least 50 MB/s on source without secrets.
func BenchmarkScanSource(b *testing.B) {
	src := sourceMiB(b)
	g := New()
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for b.Loop() {
		g.Scan("all.go", src)
	}
}

// BenchmarkWrite10MB judges one 10 MB write through the guard (the budget: well under a second).
func BenchmarkWrite10MB(b *testing.B) {
	src := sourceMiB(b)
	text := strings.Repeat(src, 10)
	ev := &hookguard.Event{Group: hookguard.PreFiles, Cwd: "/p", Root: "/p", Home: "/h",
		Files: []hookguard.FileChange{{Path: "/p/big.go", Op: hookguard.OpWrite, Text: text}}}
	g := New()
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for b.Loop() {
		if v, err := g.Check(context.Background(), ev); err != nil || v.Decision != hookguard.Allow {
			b.Fatalf("a write of Go's sources was stopped: %v %s", err, v.Reason)
		}
	}
}

// BenchmarkColdSmall is a typical call in a fresh process: the engine and the keyword index
// are built once per process, so this measures them with the scan.
func BenchmarkColdSmall(b *testing.B) {
	text := "package main\n\nconst apiKey = \"AKIAZ3MHQ7RTXW4PLD6K\"\nfunc main() { println(apiKey) }\n"
	for b.Loop() {
		if len(newEngine().scan("main.go", text, nil)) == 0 {
			b.Fatal("the key was not found")
		}
	}
}

// TestGoSourcesNoGenericFindings scans every non-test file of Go's own sources (GOROOT/src,
// testdata and vendor left out): code full of token, key, secret and password names and no
// credential. The generic rules, which judge by a name and a value, must find nothing there;
// before value analysis they flagged 17 places (token := rp.buf[...], tokens = 2*n + m,
// "encryptionKey": "encryptionKey1024", ...). Vendor rules may: a real test key is a finding.
func TestGoSourcesNoGenericFindings(t *testing.T) {
	if testing.Short() {
		t.Skip("reads all of GOROOT/src")
	}
	root := filepath.Join(runtime.GOROOT(), "src")
	if _, err := os.Stat(root); err != nil {
		t.Skip("Go's sources are not installed (GOROOT/src)")
	}
	g := New()
	files := 0
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "testdata" || d.Name() == "vendor" {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, "_test.go") || !d.Type().IsRegular() {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files++
		for _, f := range g.Scan(p, string(data)) {
			if generic(f.Rule) {
				t.Errorf("%s:%d: %s found %s in Go's own sources", strings.TrimPrefix(p, root), f.Line, f.Rule, f.Redacted)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 1000 {
		t.Fatalf("only %d files under %s: not Go's sources", files, root)
	}
}
