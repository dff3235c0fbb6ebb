package migrations

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// A merge, pull or rebase is an edit of an applied migration only where the commit it takes
// files from holds another version of it: syncing with the upstream passes, merging a branch
// that rewrote an applied migration does not. Real git builds the branches.
func TestSyncWithUpstream(t *testing.T) {
	root, home := gitRepo(t)
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@x.invalid", "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null"}, args...)...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v %s", args, err, out)
		}
	}
	applied := "db/migrate/20240101000000_create_users.rb"
	run("checkout", "-q", "-b", "edits", "origin/main")
	os.WriteFile(filepath.Join(root, applied), []byte("class CreateUsers\n  # changed\nend\n"), 0o644)
	run("commit", "-qam", "edit an applied migration")
	run("push", "-q", "origin", "edits")
	run("checkout", "-q", "-b", "other", "origin/main")
	os.WriteFile(filepath.Join(root, "README"), []byte("x\n"), 0o644)
	run("add", "README")
	run("commit", "-qm", "docs")
	run("checkout", "-q", "main")
	edits, _ := exec.Command("git", "-C", root, "rev-parse", "edits").Output()

	g := New()
	for _, c := range []struct{ cmd, rule string }{
		{"git pull", ""},
		{"git pull --rebase", ""},
		{"git pull origin main", ""},
		{"git merge origin/main", ""},
		{"git merge refs/remotes/origin/main", ""},
		{"git rebase origin/main", ""},
		{"git rebase @{u}", ""},
		{"git merge", ""},
		{"git merge other", ""},
		{"git -C " + root + " merge --no-ff other", ""},
		{"git merge edits", "applied-edit"},
		{"git merge " + string(edits[:40]), "applied-edit"},
		{"git pull origin edits", "applied-edit"},
		{"git rebase edits", "applied-edit"},
		{"git rebase --onto edits main", "applied-edit"},
		{"git merge $BRANCH", "applied-edit"},
		{"git merge edits~0", "applied-edit"},
		// A revision read as git reads it (gitread.Resolve): the upstream named with a suffix,
		// and the branch that holds the applied version by an abbreviated hash.
		{"git merge origin/main~0", ""},
		{"git rebase @{u}^0", ""},
		{"git merge " + string(edits[:10]), "applied-edit"},
		{"git pull https://example.com/x.git main", "applied-edit"},
		{"git merge nothere", "applied-edit"},
		// A bisection: every commit between its ends (package gitbisect).
		{"git bisect start other main", ""},
		{"git bisect start edits main", "applied-edit"},
		{"git bisect start edits $GOOD", "applied-edit"},
		{"git bisect good v0", ""}, // none under way: git checks nothing out
	} {
		ev := &hookguard.Event{Group: hookguard.PreShell, Command: c.cmd, Root: root, Cwd: root, Home: home}
		v, err := g.Check(context.Background(), ev)
		if err != nil {
			t.Errorf("%s: %v", c.cmd, err)
			continue
		}
		if v.Rule != c.rule {
			t.Errorf("%s: got %v %q (%s), want %q", c.cmd, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
}
