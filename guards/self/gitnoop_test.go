package self

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// What git will not do to the work tree is not judged as a rewrite: a stash applied when
// there is none, a bisect started without a bad and a good revision, a fetch. With a stash
// or both revisions the rewrite is judged as before.
func TestGitNoOps(t *testing.T) {
	w := gitWorld(t)
	for cmd, want := range map[string]string{
		"git stash pop":                 "",
		"git stash apply":               "",
		"git bisect start":              "",
		"git bisect start HEAD":         "",
		"git bisect start -- src":       "",
		"git fetch origin":              "",
		"git bisect start changed HEAD": "git-worktree",
		"git bisect start $B HEAD":      "git-worktree",
		"git stash apply stash@{3}":     "git-worktree",
	} {
		v := w.shell(t, cmd)
		if want == "" && v.Decision != hookguard.Allow || want != "" && v.Rule != want {
			t.Errorf("%q: got %v %s/%s (%s), want %q", cmd, v.Decision, v.Guard, v.Rule, v.Reason, want)
		}
	}
}
