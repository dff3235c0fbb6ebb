package self

import (
	"os"
	"path/filepath"
	"testing"
)

// Stopping, or backing out of, a sequence git has begun is judged by where git leaves the work
// tree: --quit leaves it as it stands; --abort and bisect reset go back to the commit git
// recorded when the sequence began (sequencer/head, ORIG_HEAD for am, BISECT_START), or to
// HEAD where it recorded none. So an abort passes where that commit holds hookguard's files as
// they are, and is blocked where it would take them away. Going on stays judged as before.
func TestSequenceAbortAndContinue(t *testing.T) {
	w := gitWorld(t)
	before := git(t, w.root, "rev-parse", "HEAD~1") // the commit before hookguard was installed
	head := git(t, w.root, "rev-parse", "HEAD")
	gitDir := filepath.Join(w.root, ".git")
	record := func(name, text string) {
		t.Helper()
		p := filepath.Join(gitDir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, cmd := range []string{"git cherry-pick --abort", "git revert --abort", "git am --abort", "git bisect reset",
		"git cherry-pick --quit", "git revert --quit", "git am --quit"} {
		if v := w.shell(t, cmd); v.Rule != "" {
			t.Errorf("%q with nothing in progress: %s (%s)", cmd, v.Rule, v.Reason)
		}
	}
	record("sequencer/head", head)
	record("ORIG_HEAD", head)
	record("BISECT_START", "main")
	for _, cmd := range []string{"git cherry-pick --abort", "git revert --abort", "git am --abort", "git bisect reset"} {
		if v := w.shell(t, cmd); v.Rule != "" {
			t.Errorf("%q back to a commit with hookguard's files as they are: %s (%s)", cmd, v.Rule, v.Reason)
		}
	}
	record("sequencer/head", before)
	record("ORIG_HEAD", before)
	record("BISECT_START", before)
	for _, cmd := range []string{"git cherry-pick --abort", "git revert --abort", "git am --abort", "git bisect reset", "git bisect reset " + before} {
		if v := w.shell(t, cmd); v.Rule != "git-worktree" {
			t.Errorf("%q back to a commit without hookguard's files: got %q, want git-worktree", cmd, v.Rule)
		}
	}
	// Going on applies what .git holds then: an am's patches, a sequencer's todo.
	if v := w.shell(t, "git am --continue"); v.Rule != "git-worktree" {
		t.Errorf("git am --continue: got %q, want git-worktree", v.Rule)
	}
}
