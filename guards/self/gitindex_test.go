package self

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// The index is a place the agent can fill with any blob (git update-index --cacheinfo, git
// add of a file later put back): a command that copies the index into the work tree writes
// that blob over the file, and is judged as that write. Real git stages the crafted blob.
func TestIndexToWorktree(t *testing.T) {
	w := gitWorld(t)
	blob := gitIn(t, w.root, "{\"hooks\": {}}\n", "hash-object", "-w", "--stdin")
	git(t, w.root, "update-index", "--cacheinfo", "100644,"+blob+",.claude/settings.json")
	cases := map[string]string{
		"git stash -k":                          "git-worktree",
		"git stash push --keep-index":           "git-worktree",
		"git stash save -k wip":                 "git-worktree",
		"git stash -k -u":                       "git-worktree",
		"yes | git checkout -p":                 "git-worktree",
		"yes | git checkout -p -- .claude":      "git-worktree",
		"yes | git restore -p":                  "git-worktree",
		"printf 'y\\n' | git restore -p .":      "git-worktree",
		"git checkout -- .claude/settings.json": "git-worktree",
		"git stash -k --no-keep-index":          "", // back to HEAD, which the work tree holds
		"git stash":                             "",
		"git checkout -p":                       "", // no answers: git asks, and stops at EOF
		"git checkout -p HEAD":                  "",
		"git reset --keep":                      "",
	}
	for cmd, want := range cases {
		v := w.shell(t, cmd)
		if v.Rule != want || want == "" && v.Decision != hookguard.Allow {
			t.Errorf("%q: got %s/%s (%s), want %q", cmd, v.Guard, v.Rule, v.Reason, want)
		}
	}
	// With the committed blob staged again, the same commands change nothing of ours.
	git(t, w.root, "reset", "-q", "--", ".claude/settings.json")
	for _, cmd := range []string{"git stash -k", "yes | git checkout -p", "yes | git restore -p"} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q with the index at HEAD: %s/%s (%s)", cmd, v.Guard, v.Rule, v.Reason)
		}
	}
}

// gitIn runs git with stdin and returns its trimmed output.
func gitIn(t *testing.T, dir, stdin string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("git %s: %v", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out))
}
