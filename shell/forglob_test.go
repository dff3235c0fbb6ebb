package shell

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestForLoopGlob: a pattern in a for loop's word list is expanded against the disk as bash
// expands it, and the body is walked once for each file; a quoted or escaped pattern, one
// that matches nothing, and one that cannot be told whole are
// not (the variable holds the pattern, as before).
func TestForLoopGlob(t *testing.T) {
	root, home := linkWorld(t)
	for _, d := range []string{"migrations", "big", "many"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"migrations/001_a.sql", "migrations/002_b.sql", "migrations/q?x.sql", "src/b.go"} {
		if err := os.WriteFile(filepath.Join(root, f), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// More files than a listing reads: the directory's matches cannot be told.
	for i := 0; i <= maxList; i++ {
		if err := os.WriteFile(filepath.Join(root, "big", fmt.Sprintf("f%05d.sql", i)), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// More matches than the loop walks one by one.
	for i := 0; i <= maxLoop; i++ {
		if err := os.WriteFile(filepath.Join(root, "many", fmt.Sprintf("x%02d", i)), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for src, want := range map[string]string{
		`for f in migrations/*.sql; do psql -f "$f"; done`:                           "psql -f migrations/001_a.sql|psql -f migrations/002_b.sql|psql -f migrations/q?x.sql",
		`for f in migrations/0*_b.sql src/*.go; do cat "$f"; done`:                   "cat migrations/002_b.sql|cat src/b.go",
		`for f in ~/proj/migrations/00[1]_a.sql; do cat "$f"; done`:                  "cat " + root + "/migrations/001_a.sql",
		`cd migrations && for f in *_a.sql; do cat "$f"; done`:                       "cd migrations|cat 001_a.sql",
		`for f in 'migrations/*.sql'; do cat "$f"; done`:                             "cat migrations/*.sql",
		`for f in migrations/\*.sql; do cat "$f"; done`:                              "cat migrations/*.sql",
		`for f in "migrations/q?"*.sql; do cat "$f"; done`:                           "cat migrations/q?x.sql",
		`for f in nothing/*.sql; do cat "$f"; done`:                                  "cat nothing/*.sql",
		`echo x > migrations/003_c.sql; for f in migrations/003*; do cat "$f"; done`: "echo x|cat migrations/003_c.sql",
		`for f in big/*.sql; do psql -f "$f"; done`:                                  "psql -f big/*.sql",
		`for f in big/f0000?.sql; do psql -f "$f"; done`:                             "psql -f big/f0000?.sql",
		`for f in many/*; do psql -f "$f"; done`:                                     "psql -f many/*",
		`for f in many/x0? migrations/0*; do psql -f "$f"; done`:                     "psql -f many/x00|psql -f many/x01|psql -f many/x02|psql -f many/x03|psql -f many/x04|psql -f many/x05|psql -f many/x06|psql -f many/x07|psql -f many/x08|psql -f many/x09|psql -f migrations/001_a.sql|psql -f migrations/002_b.sql",
	} {
		s := Parse(src, Context{Cwd: root, Home: home, Root: root})
		if got := strings.Join(argvs(s), "|"); got != want {
			t.Errorf("%s:\n got %s\nwant %s", src, got, want)
		}
	}
}
