package shell

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// The disk is looked at once per path in a line: every git command of a script looks for .git
// from its directory up, and each asked the disk again. A later command is read against the
// same disk as the first (here .git is gone before the second asks, which a new look would
// see), and each path's answer is its own.
func TestDiskLookedAtOncePerLine(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{".git", "sub", "other/.git"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	s := Parse("git add -A; git add -u; cd ../other && git add -A", Context{Cwd: filepath.Join(root, "sub"), Root: root, Home: t.TempDir()})
	if len(s.Commands) != 4 {
		t.Fatalf("got %d commands, want 4", len(s.Commands))
	}
	repoWrite := func(c *Command) string {
		for _, e := range c.Effects() {
			if e.Kind == spec.Write && filepath.Base(e.Path.Abs) == ".git" {
				return filepath.Dir(e.Path.Abs)
			}
		}
		return ""
	}
	if got := repoWrite(s.Commands[0]); got != root {
		t.Fatalf("git add -A in sub: repository %q, want %q", got, root)
	}
	if err := os.RemoveAll(filepath.Join(root, ".git")); err != nil {
		t.Fatal(err)
	}
	if got := repoWrite(s.Commands[1]); got != root {
		t.Errorf("git add -u, after .git was looked at once: repository %q, want %q", got, root)
	}
	if got, want := repoWrite(s.Commands[3]), filepath.Join(root, "other"); got != want {
		t.Errorf("git add -A in other: repository %q, want %q", got, want)
	}
}
