package self

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// A rebase is judged by the commits it replays: onto HEAD's own ancestor it leaves HEAD's
// files; one that drops, or (with -i) can drop, the commit that added them is blocked.
func TestGitRebaseReplays(t *testing.T) {
	w := gitWorld(t)
	for i, c := range []string{"int a;\n", "int b;\n", "int c;\n"} {
		write(t, filepath.Join(w.root, "src", "more.c"), []byte(c), 0o644)
		git(t, w.root, "add", "-A")
		git(t, w.root, "commit", "-qm", "source "+string(rune('1'+i)))
	}
	// HEAD~3 is the install, HEAD~4 the commit before it.
	for cmd, want := range map[string]string{
		"git rebase -i HEAD~3":                                 "",
		"git rebase --interactive @~2":                         "",
		"git rebase HEAD~2":                                    "",
		"git rebase HEAD~4":                                    "",
		"git rebase --root":                                    "",
		"git rebase -i":                                        "", // the upstream, which HEAD is ahead of
		"git rebase --onto HEAD~3 HEAD~2":                      "",
		"GIT_SEQUENCE_EDITOR='sed -i 2d' git rebase -i HEAD~3": "",
		"git rebase -i HEAD~4":                                 "an interactive rebase can drop",
		"git rebase --interactive HEAD~4":                      "an interactive rebase can drop",
		"git rebase -i --root":                                 "an interactive rebase can drop",
		"GIT_SEQUENCE_EDITOR='sed -i s/pick/drop/' git rebase -i --root": "an interactive rebase can drop",
		"git rebase --onto HEAD~4 HEAD~3":                                "the base it replays",
		"git rebase -i --onto HEAD~4 HEAD~3":                             "can drop",
		"git rebase nosettings":                                          ".claude/settings.json", // not an ancestor: its tree
	} {
		v := w.shell(t, cmd)
		if want == "" && v.Decision != hookguard.Allow || want != "" && (v.Rule != "git-worktree" || !strings.Contains(v.Reason, want)) {
			t.Errorf("%q: got %v %s/%s (%s), want %q", cmd, v.Decision, v.Guard, v.Rule, v.Reason, want)
		}
	}
	// A wrapper changed and changed back among the commits: replayed in full, HEAD's; with -i
	// dropping the second leaves the first's.
	sh := filepath.Join(w.root, ".hookguard/runners/claude/guard-shell.sh")
	old, err := os.ReadFile(sh)
	if err != nil {
		t.Fatal(err)
	}
	write(t, sh, []byte("exit 0\n"), 0o755)
	git(t, w.root, "commit", "-qam", "disarm")
	write(t, sh, old, 0o755)
	git(t, w.root, "commit", "-qam", "rearm")
	if v := w.shell(t, "git rebase HEAD~2"); v.Decision != hookguard.Allow {
		t.Errorf("replayed in full: %+v", v)
	}
	if v := w.shell(t, "git rebase -i HEAD~2"); v.Rule != "git-worktree" {
		t.Errorf("-i over a disarm and a rearm: %+v", v)
	}
}
