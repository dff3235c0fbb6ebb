package migrations

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// Switching, reverting, cherry-picking, applying a stash and aborting are edits of an
// applied migration only where the version they leave differs from the applied one. Real
// git builds the history each case reads.
func TestGitWorkTreeWrites(t *testing.T) {
	root, home := gitRepo(t)
	git := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@x.invalid", "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null"}, args...)...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v %s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	write := func(rel, text string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(root, rel), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	applied := "db/migrate/20240101000000_create_users.rb"
	judge := func(cmd string) string {
		t.Helper()
		ev := &hookguard.Event{Group: hookguard.PreShell, Command: cmd, Root: root, Cwd: root, Home: home}
		v, err := New().Check(context.Background(), ev)
		if err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
		return v.Rule
	}

	// No stash yet: git stash pop changes nothing.
	if got := judge("git stash pop"); got != "" {
		t.Errorf("git stash pop with no stash: got %q, want allow", got)
	}
	git("checkout", "-q", "-b", "edits")
	write(applied, "class CreateUsers\n  # changed\nend\n")
	git("commit", "-qam", "edit an applied migration")
	edit := git("rev-parse", "HEAD")
	git("checkout", "-q", "main")
	write(".gitignore", "tmp/\n")
	git("add", ".gitignore")
	git("commit", "-qm", "ignore tmp")
	ignore := git("rev-parse", "HEAD")
	git("tag", "v1")

	cases := []struct{ cmd, rule string }{
		{"git switch main", ""},
		{"git checkout main", ""},
		{"git switch -c fresh", ""},
		{"git checkout -b fresh v1", ""},
		{"git switch --detach HEAD~1", ""},
		{"git revert HEAD", ""},
		// An abbreviated hash is looked up (gitread.Resolve): this one touched .gitignore.
		{"git revert --no-edit " + ignore[:12], ""},
		{"git revert --no-edit " + edit[:12], "applied-edit"},
		{"git revert " + ignore, ""},
		{"git cherry-pick v1", ""},
		{"git merge --abort", ""},
		{"git rebase --abort", ""},
		{"git rebase --continue", ""},
		{"git cherry-pick --quit", ""},
		// A rebase is judged by the commits it replays: dropping the one that added a local
		// migration leaves the applied one; -i --root can drop the commit that added it.
		{"git rebase --onto HEAD~2 HEAD~1", ""},
		{"git rebase -i HEAD~2", ""},
		{"git rebase --root", ""},
		{"git rebase -i --root", "applied-edit"},
		{"GIT_SEQUENCE_EDITOR='sed -i 1d' git rebase -i --root", "applied-edit"},
		{"git switch edits", "applied-edit"},
		{"git checkout edits", "applied-edit"},
		{"git switch -c again edits", "applied-edit"},
		{"git cherry-pick edits", "applied-edit"},
		{"git cherry-pick " + edit, "applied-edit"},
		{"git revert edits", "applied-edit"},
		{"git cherry-pick main..edits", "applied-edit"},
		{"git switch $B", "applied-edit"},
		{"git revert HEAD@{1}", "applied-edit"},
	}
	for _, c := range cases {
		if got := judge(c.cmd); got != c.rule {
			t.Errorf("%s: got %q, want %q", c.cmd, got, c.rule)
		}
	}

	// A stash that changed only other files leaves the migration; one that changed it does not.
	write(".gitignore", "tmp/\nout/\n")
	git("stash", "-q")
	if got := judge("git stash pop"); got != "" {
		t.Errorf("git stash pop of a .gitignore change: got %q, want allow", got)
	}
	git("stash", "pop", "-q")
	git("checkout", "-q", ".gitignore")
	write(applied, "class CreateUsers\n  # stashed\nend\n")
	git("stash", "-q")
	for _, cmd := range []string{"git stash pop", "git stash apply", "git stash apply stash@{0}", "git stash apply stash@{1}"} {
		if got := judge(cmd); got != "applied-edit" {
			t.Errorf("%s of a stash that edits %s: got %q, want applied-edit", cmd, applied, got)
		}
	}
}
