package shell

import "testing"

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
