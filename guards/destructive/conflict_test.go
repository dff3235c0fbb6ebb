package destructive

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// Taking one side of a conflict (checkout/restore --ours/--theirs) throws away only what git
// wrote; on a file merged cleanly, a conflict resolved by hand, or a directory, --ours is the
// plain checkout it is there.
func TestConflictSide(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	base := t.TempDir()
	home, root := filepath.Join(base, "home"), filepath.Join(base, "proj")
	os.MkdirAll(home, 0o755)
	os.MkdirAll(filepath.Join(root, "src"), 0o755)
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", root, "-c", "user.name=t", "-c", "user.email=t@x.invalid", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null"}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		cmd.CombinedOutput() // the merge fails on purpose
	}
	put := func(rel, text string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(root, rel), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	put("src/x.ts", "a\n")
	put("src/y.ts", "a\n")
	put("src/z.ts", "a\n")
	run("init", "-q")
	run("add", "-A")
	run("commit", "-qm", "one")
	run("checkout", "-qb", "other")
	put("src/x.ts", "b\n")
	put("src/z.ts", "b\n")
	run("commit", "-qam", "other")
	run("checkout", "-q", "main")
	put("src/x.ts", "c\n")
	put("src/z.ts", "c\n")
	run("commit", "-qam", "main")
	run("merge", "other")
	put("src/y.ts", "uncommitted work\n") // merged cleanly, then edited
	put("src/z.ts", "resolved by hand\n") // a conflict resolved
	g := New()
	for _, c := range []string{
		"git checkout --theirs src/x.ts", "git checkout --ours -- src/x.ts", "git restore --theirs src/x.ts",
		"git restore --ours src/x.ts", "cd src && git checkout --theirs x.ts", "git checkout --theirs -- ./src/x.ts",
	} {
		if v := check(t, g, home, root, c); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %s: %s/%s %s", c, v.Guard, v.Rule, v.Reason)
		}
	}
	for _, c := range []string{
		"git checkout --theirs src/y.ts", "git checkout --theirs .", "git checkout --theirs src",
		"git checkout --theirs src/x.ts src/y.ts", "git restore --theirs src/z.ts", "git checkout --ours src/z.ts",
		"git restore --theirs \"$F\"", "git checkout --theirs 'src/*.ts'", "git checkout src/y.ts", "git restore src/x.ts src/y.ts",
	} {
		if v := check(t, g, home, root, c); v.Decision == hookguard.Allow {
			t.Errorf("not blocked: %s", c)
		}
	}
}
