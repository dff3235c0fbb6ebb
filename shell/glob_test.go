package shell

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// ExpandPath expands a pattern in any component, as bash would: dot-files only by a dot,
// a trailing slash only directories, a literal component kept, nothing for no match.
func TestExpandPath(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"sub/.env", "sub/deep/a.go", "src/b.go", "lib/keys/.env", "top.txt"} {
		p := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for pat, want := range map[string][]string{
		"*/.env":        {"sub/.env"},
		"*/*/.e*":       {"lib/keys/.env"},
		"s*/":           {"src", "sub"},
		"./s*/d*/":      {"sub/deep"},
		"*/*.go":        {"src/b.go"},
		"*":             {"lib", "src", "sub", "top.txt"},
		"t*/":           nil,
		"*/nothing":     nil,
		"l?b/keys/.env": {"lib/keys/.env"},
		"s[!r]*/.env":   {"sub/.env"},
		"[[:lower:]]*/": {"lib", "src", "sub"},
		"*/.[!x]nv":     {"sub/.env"},
	} {
		got, ok := ExpandPath(dir, pat)
		if !ok || !slices.Equal(got, want) {
			t.Errorf("ExpandPath(%q) = %q, %v; want %q", pat, got, ok, want)
		}
	}
}
