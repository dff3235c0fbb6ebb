package self

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/shell/spec"
)

func runIn(t testing.TB, dir string, name string, args ...string) error {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.invalid",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.invalid")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Logf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return err
}

func git(t testing.TB, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "init.defaultBranch=main", "-c", "core.hooksPath=/dev/null"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.invalid",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.invalid")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// gitWorld is a world whose project is a repository: a first commit without hookguard, then
// the install committed; a branch "same" that changes only source, a branch "changed" that
// edits a wrapper, a branch "nosettings" without the settings file; an upstream.
func gitWorld(t *testing.T) *world {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	w := newWorld(t)
	for _, f := range []string{"evil.tar", "settings.tar", "safe.tar", "evil.zip"} {
		os.Remove(filepath.Join(w.root, f))
	}
	os.RemoveAll(filepath.Join(w.root, "bin"))
	hg := filepath.Join(w.root, ".hookguard")
	settings := filepath.Join(w.root, ".claude")
	tmp := filepath.Join(w.base, "aside")
	os.MkdirAll(tmp, 0o755)
	os.Rename(hg, filepath.Join(tmp, ".hookguard"))
	os.Rename(settings, filepath.Join(tmp, ".claude"))
	git(t, w.root, "init", "-q")
	git(t, w.root, "add", "-A")
	git(t, w.root, "commit", "-qm", "before hookguard")
	os.Rename(filepath.Join(tmp, ".hookguard"), hg)
	os.Rename(filepath.Join(tmp, ".claude"), settings)
	git(t, w.root, "add", "-A")
	git(t, w.root, "commit", "-qm", "hookguard install")
	git(t, w.root, "branch", "same")
	git(t, w.root, "branch", "changed")
	git(t, w.root, "branch", "nosettings")
	git(t, w.root, "checkout", "-q", "same")
	write(t, filepath.Join(w.root, "src", "more.c"), []byte("int y;\n"), 0o644)
	git(t, w.root, "add", "-A")
	git(t, w.root, "commit", "-qm", "more source")
	git(t, w.root, "checkout", "-q", "changed")
	write(t, filepath.Join(w.root, ".hookguard/runners/claude/guard-shell.sh"), []byte("exit 0\n"), 0o755)
	git(t, w.root, "commit", "-qam", "disarm")
	git(t, w.root, "checkout", "-q", "nosettings")
	git(t, w.root, "rm", "-q", ".claude/settings.json")
	git(t, w.root, "commit", "-qm", "no settings")
	git(t, w.root, "checkout", "-q", "main")
	up := filepath.Join(w.base, "up.git")
	git(t, w.base, "init", "-q", "--bare", up)
	git(t, w.root, "remote", "add", "origin", up)
	git(t, w.root, "push", "-q", "-u", "origin", "main")
	return w
}

// tree is a whole-tree rewrite effect as the git specs give it.
func (w *world) tree(kind spec.Kind, by, rev string) spec.Effect {
	return spec.Effect{Kind: kind, Path: spec.Path{Arg: ".", Abs: w.root, Cwd: w.root}, Tree: true, Dyn: true, By: by, Text: rev}
}

func (w *world) at(kind spec.Kind, by, rev, rel string) spec.Effect {
	p := filepath.Join(w.root, rel)
	return spec.Effect{Kind: kind, Path: spec.Path{Arg: rel, Abs: p, Cwd: w.root}, By: by, Text: rev}
}

func TestGitWorktree(t *testing.T) {
	w := gitWorld(t)
	head := git(t, w.root, "rev-parse", "HEAD")
	changed := git(t, w.root, "rev-parse", "changed")
	check := func(name string, e spec.Effect, want string) {
		t.Helper()
		s := newScope(w.event(hookguard.PreShell), osGetenv)
		v, ok := s.gitWrite(e, nil)
		if !ok {
			t.Fatalf("%s: not judged as a work-tree rewrite", name)
		}
		if want == "" && v.Decision != hookguard.Allow || want != "" && (v.Rule != "git-worktree" || !strings.Contains(v.Reason, want)) {
			t.Errorf("%s: got %v %s (%s), want %q", name, v.Decision, v.Rule, v.Reason, want)
		}
	}
	check("checkout a branch with the same files", w.tree(spec.Write, "git checkout", "same"), "")
	check("switch to it", w.tree(spec.Write, "git switch", "same"), "")
	check("checkout a branch with a changed wrapper", w.tree(spec.Write, "git checkout", "changed"), ".hookguard/runners/claude/guard-shell.sh")
	check("by its full hash", w.tree(spec.Write, "git checkout", changed), "guard-shell.sh")
	check("by an abbreviated hash", w.tree(spec.Write, "git checkout", changed[:8]), "guard-shell.sh")
	check("a branch without the settings", w.tree(spec.Write, "git switch", "nosettings"), ".claude/settings.json")
	check("the commit before the install", w.tree(spec.Write, "git checkout", "HEAD~1"), "removed")
	check("HEAD^ alike", w.tree(spec.Write, "git reset", "HEAD^"), "removed")
	check("reset to HEAD with a clean tree", w.tree(spec.Write, "git reset", ""), "")
	check("reset to a remote branch with the same files", w.tree(spec.Write, "git reset", "origin/main"), "")
	check("merge the upstream", w.tree(spec.Write, "git pull", ""), "")
	// git pull REMOTE BRANCH is judged against refs/remotes/REMOTE/BRANCH, a full ref name.
	check("pull the upstream by remote and branch", w.tree(spec.Write, "git pull", "refs/remotes/origin/main"), "")
	check("a full branch ref", w.tree(spec.Write, "git merge", "refs/heads/changed"), "guard-shell.sh")
	check("a full ref that does not exist", w.tree(spec.Write, "git merge", "refs/heads/nothere"), "cannot be resolved")
	check("merge a branch that edits a wrapper", w.tree(spec.Write, "git merge", "changed"), "guard-shell.sh")
	check("cherry-pick the commit that edits it", w.tree(spec.Write, "git cherry-pick", "changed"), "the commit changes it")
	check("cherry-pick one that does not", w.tree(spec.Write, "git cherry-pick", "same"), "")
	check("restore a wrapper from an old commit", w.at(spec.Write, "git checkout", "changed", ".hookguard/runners/claude/guard-shell.sh"), "guard-shell.sh")
	check("restore source from it", w.at(spec.Write, "git checkout", "changed", "src/main.c"), "")
	check("an unknown revision", w.tree(spec.Write, "git checkout", "@{-1}"), "cannot be known")
	check("clean with nothing untracked of ours", w.tree(spec.Delete, "git clean", ""), "")

	// Uncommitted work on a wrapper: a forced rewrite would undo it, a switch carries it.
	write(t, filepath.Join(w.root, ".hookguard/runners/claude/guard-shell.sh"), []byte("#!/bin/sh\n# reinstalled\n"), 0o755)
	check("stash an edited wrapper", w.tree(spec.Write, "git stash", ""), "work tree")
	check("reset --hard over it", w.tree(spec.Write, "git reset", head), "work tree")
	check("restore it", w.at(spec.Write, "git restore", "", ".hookguard"), "guard-shell.sh")
	check("switch to a branch with the same committed files", w.tree(spec.Write, "git switch", "same"), "")
	git(t, w.root, "checkout", "--", ".hookguard")

	// Untracked wrappers: clean and stash -u remove them.
	write(t, filepath.Join(w.root, ".hookguard/runners/codex/guard-shell.sh"), []byte("#!/bin/sh\n"), 0o755)
	check("clean with an untracked wrapper", w.tree(spec.Delete, "git clean", ""), "does not track it")
	check("stash -u with an untracked wrapper", w.tree(spec.Delete, "git stash", ""), "does not track it")
	check("a switch leaves untracked files", w.tree(spec.Write, "git switch", "same"), "")

	// Other git commands are judged like any program's effects.
	s := newScope(w.event(hookguard.PreShell), osGetenv)
	if _, ok := s.gitWrite(spec.Effect{Kind: spec.Write, By: "git clone"}, nil); ok {
		t.Error("git clone judged as a rewrite of this work tree")
	}
	// Outside a repository git changes nothing.
	out := newWorld(t)
	s = newScope(out.event(hookguard.PreShell), osGetenv)
	if v, _ := s.gitWrite(out.tree(spec.Write, "git checkout", "main"), nil); v.Decision != hookguard.Allow {
		t.Errorf("outside a repository: %+v", v)
	}
}

// A repository with no hookguard files: no git command is held up.
func TestGitWorktreeNothingOfOurs(t *testing.T) {
	w := gitWorld(t)
	git(t, w.root, "rm", "-rq", ".hookguard", ".claude")
	git(t, w.root, "commit", "-qm", "uninstall")
	s := newScope(w.event(hookguard.PreShell), osGetenv)
	for _, e := range []spec.Effect{w.tree(spec.Write, "git checkout", "@{-1}"), w.tree(spec.Write, "git am", ""), w.tree(spec.Delete, "git clean", "")} {
		if v, _ := s.gitWrite(e, nil); v.Decision != hookguard.Allow {
			t.Errorf("%s %s: %+v", e.By, e.Text, v)
		}
	}
}

// Through the shell, once the git specs give the effects (until then the model has none).
func TestGitThroughShell(t *testing.T) {
	w := gitWorld(t)
	for cmd, want := range map[string]string{
		"git checkout same":       "",
		"git checkout -b feature": "",
		"git checkout HEAD~1":     "git-worktree",
		"git reset --hard HEAD~1": "git-worktree",
		"git switch nosettings":   "git-worktree",
	} {
		v := w.shell(t, cmd)
		if want == "" && v.Decision != hookguard.Allow {
			t.Errorf("%q: %+v", cmd, v)
		}
		if want != "" && v.Decision == hookguard.Allow {
			t.Logf("waits for the git specs' work-tree effects: %q", cmd)
		} else if want != "" && v.Rule != want {
			t.Errorf("%q: got %s/%s, want %s", cmd, v.Guard, v.Rule, want)
		}
	}
}

// The revision a rewrite leaves is read as git reads it: read-tree's last tree, and a
// revision only known when the command runs is an unknown one.
func TestGitTargetThroughShell(t *testing.T) {
	w := gitWorld(t)
	for cmd, want := range map[string]string{
		"git read-tree -um HEAD changed":             "git-worktree",
		"git read-tree -m -u HEAD changed":           "git-worktree",
		"git read-tree -um HEAD same":                "",
		"git read-tree -u --reset changed":           "git-worktree",
		"git read-tree -m -u HEAD same main":         "git-worktree", // three trees: what the merge leaves is unknown
		"git checkout $(git rev-parse changed)":      "git-worktree",
		"git checkout \"$REV\"":                      "git-worktree",
		"git switch --detach $(cat rev)":             "git-worktree",
		"git reset --hard \"$(git rev-parse @{u})\"": "git-worktree",
		"git merge $BRANCH":                          "git-worktree",
		"git rebase --onto $(cat base) main":         "git-worktree",
		"git restore -s \"$R\" .":                    "git-worktree",
		"git pull origin \"$B\"":                     "git-worktree",
		"git checkout -- \"$f\"":                     "", // a path restored from the index, which has our files as they are
		"git checkout same":                          "",
	} {
		v := w.shell(t, cmd)
		if want == "" && v.Decision != hookguard.Allow || want != "" && (v.Rule != want || v.Guard != Name) {
			t.Errorf("%q: got %v %s/%s (%s), want %q", cmd, v.Decision, v.Guard, v.Rule, v.Reason, want)
		}
	}
}
