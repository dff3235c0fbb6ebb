package shell

import (
	"strings"
	"testing"
)

func BenchmarkParseTypical(b *testing.B) {
	for b.Loop() {
		Parse(`cd src && go test ./... 2>&1 | tail -20`, ctx)
	}
}

func BenchmarkParseWrapped(b *testing.B) {
	for b.Loop() {
		Parse(`sudo env X=1 bash -c "rm -rf ./build && git status"`, ctx)
	}
}

// BenchmarkParseLongScript is a 20-line release script: loops, a heredoc, substitutions.
func BenchmarkParseLongScript(b *testing.B) {
	for b.Loop() {
		Parse(longScript, ctx)
	}
}

// BenchmarkParseDeep is a worst case: substitutions nested 40 deep (the walk is bounded).
func BenchmarkParseDeep(b *testing.B) {
	cmd := "echo " + strings.Repeat("$(echo ", 40) + "x" + strings.Repeat(")", 40)
	for b.Loop() {
		Parse(cmd, ctx)
	}
}

// longScript is a 20-line release script: loops, a heredoc, substitutions.
const longScript = `set -euo pipefail
version=$(git describe --tags --always --dirty)
rm -rf ./dist && mkdir -p ./dist
for os in linux darwin windows; do
  for arch in amd64 arm64; do
    ext=""
    if [ "$os" = windows ]; then ext=.exe; fi
    GOOS=$os GOARCH=$arch CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=$version" -o "dist/app-$os-$arch$ext" ./cmd/app
  done
done
go vet ./... && go test -race -count=1 ./... 2>&1 | tee dist/test.log | grep -E '^(ok|FAIL|---)' || true
(cd dist && sha256sum app-* > SHA256SUMS)
find dist -name 'app-*' -type f -newer go.mod -print0 | xargs -0 ls -la
cat > dist/NOTES.md <<NOTES
# Release $version
Built on $(date -u +%Y-%m-%dT%H:%M:%SZ) from $(git rev-parse --short HEAD).
NOTES
while read -r line; do case "$line" in *deprecated*) echo "warn: $line" ;; esac; done < dist/test.log
tar -czf dist/release.tar.gz dist/app-* dist/SHA256SUMS
`
