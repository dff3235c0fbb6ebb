package destructive

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// TestForLoopGlob: a for loop over a pattern runs its body for each file the pattern
// matches, so a destructive migration run through psql -f "$f" is judged as if named.
func TestForLoopGlob(t *testing.T) {
	home, root := world(t)
	for _, d := range []string{"migrations", "src"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for f, text := range map[string]string{
		"migrations/001_init.sql": "CREATE TABLE users (id int);\n",
		"migrations/002_drop.sql": "DROP TABLE users;\n",
		"src/a.go":                "package a\n",
	} {
		if err := os.WriteFile(filepath.Join(root, f), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g := New()
	for cmd, block := range map[string]bool{
		`for f in migrations/*.sql; do psql -f "$f"; done`:          true,
		`for f in migrations/00[2]*; do psql app < "$f"; done`:      true,
		`for f in ./migrations/*_drop.sql; do psql -f $f app; done`: true,
		`for f in migrations/001*.sql; do psql -f "$f"; done`:       false,
		`for f in 'migrations/*.sql'; do psql -f "$f"; done`:        false,
		`for f in src/*.go; do gofmt -l "$f"; done`:                 false,
	} {
		v := check(t, g, home, root, cmd)
		if got := v.Decision == hookguard.Block; got != block {
			t.Errorf("%s: %s %s, want block %v", cmd, v.Decision, v.Rule, block)
		}
	}
}
