package shell

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
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

// The last component's matches are all listed, however many: a pattern's decoys sorted
// before a secret do not push it past a bound (.e0000 ... .e0099 before .env).
func TestExpandPathManyMatches(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 100; i++ {
		if err := os.WriteFile(filepath.Join(dir, "sub", ".e"+strconv.Itoa(1000+i)), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "sub", ".env"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, pat := range []string{"sub/.e*", "s*/.e*"} {
		got, ok := ExpandPath(dir, pat)
		if !ok || !slices.Contains(got, "sub/.env") {
			t.Errorf("ExpandPath(%q) = %d names, %v; want sub/.env among them", pat, len(got), ok)
		}
	}
}
