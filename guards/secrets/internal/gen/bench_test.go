package main

import (
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/zricethezav/gitleaks/v8/detect"
)

// BenchmarkGitleaksSource measures gitleaks' own library on the same input as the guard's
// BenchmarkScanSource (the first MiB of Go's net/http and crypto/tls sources, tests left out),
// so the README can set the two figures side by side. Run it here, in the generator's module:
// the hook's module never links gitleaks.
func BenchmarkGitleaksSource(b *testing.B) {
	var sb strings.Builder
	for _, dir := range []string{"net/http", "crypto/tls"} {
		files, _ := filepath.Glob(filepath.Join(runtime.GOROOT(), "src", dir, "*.go"))
		sort.Strings(files)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") || sb.Len() >= 1<<20 {
				continue
			}
			data, err := os.ReadFile(f)
			if err == nil {
				sb.Write(data)
			}
		}
	}
	if sb.Len() < 1<<20 {
		b.Skip("Go's sources are not installed")
	}
	src := sb.String()[:1<<20]
	d, err := detect.NewDetectorDefaultConfig()
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for b.Loop() {
		d.DetectString(src)
	}
}
