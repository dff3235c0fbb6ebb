package shell

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// A commit in a linked work tree (git worktree add) runs none of the git floor's hooks when
// hookguard's shims, untracked, are only in the main work tree: install's core.hooksPath
// (.hookguard/hooks) is read from the top of the work tree the commit uses.
func TestLinkedWorkTreeHooks(t *testing.T) {
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	mk := func(p string) {
		if err := os.MkdirAll(filepath.Join(root, p), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	gitFile := func(tree, name string) {
		mk(tree)
		text := "gitdir: " + filepath.Join(root, ".git", "worktrees", name) + "\n"
		if err := os.WriteFile(filepath.Join(root, tree, ".git"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		mk(filepath.Join(".git", "worktrees", name))
	}
	mk(".hookguard/hooks")
	gitFile(".wt/x", "x")
	gitFile(".wt/own", "own")
	mk(".wt/own/.hookguard/hooks")
	hooksOff := func(src string) bool { return skipsFloor(root, src) }
	mk("src")
	out := filepath.Join(t.TempDir(), "hot")
	for _, src := range []string{"cd .wt/x && git commit -m y", "git -C .wt/x commit -am y", "git -C .wt/x merge topic", "cd .wt && git -C x pull",
		// Made on the same line: its .git file is not there yet when the line is judged.
		"git worktree add .wt/new && cd .wt/new && git commit -am y",
		"git worktree add -b fix .wt/new main; git -C .wt/new commit -am y",
		"git worktree add .wt/new && cd .wt/new/src && git commit -am y",
		"git worktree add \"$D\" && cd src && git commit -am y",
		"git worktree add " + root + "/.wt/abs && cd .wt/abs && git merge topic",
		// Outside the project, where its own walk up finds no repository at all.
		"git worktree add " + out + " && cd " + out + " && git commit -am y",
		"git worktree add " + out + "; git -C " + out + "/sub commit -am y",
		// Its directory only known when it runs: any work tree the line makes.
		"git worktree add .wt/new; cd \"$(git worktree list | tail -1 | cut -d' ' -f1)\" && git commit -am y",
		"git worktree add .wt/new && D=.wt/new; cd $D && git commit -am y",
		// Its git directory given: hooks are looked for in the work tree used.
		"git worktree add .wt/new && git --work-tree=.wt/new --git-dir=.git/worktrees/new commit -am y",
		"git worktree add .wt/new && GIT_DIR=.git/worktrees/new GIT_WORK_TREE=.wt/new git commit -am y",
		"GIT_DIR=.git/worktrees/x GIT_WORK_TREE=.wt/x git commit -am y",
		// find -execdir runs in each found entry's directory, not find's.
		"git worktree add .wt/new && find .wt -maxdepth 1 -name new -execdir git -C new commit -am y \\;"} {
		if !hooksOff(src) {
			t.Errorf("%q: want the hooks judged off (a linked work tree without the shims)", src)
		}
	}
	for _, src := range []string{"git commit -m y", "cd .wt/own && git commit -m y", "cd .wt/x && git status", "cd .wt/x && git log -1",
		"git worktree add .wt/new && git commit -am y", "git worktree add .wt/new && cd src && git commit -am y",
		"mkdir -p .wt/new && cd .wt/new && git commit -am y", "git worktree add .wt/new && cd .wt/new && git status",
		"GIT_DIR=.git/worktrees/x git commit -am y", "GIT_DIR=.git/worktrees/own GIT_WORK_TREE=.wt/own git commit -am y",
		"cd \"$(mktemp -d)\" && git init && git commit -am y", "find . -name go.mod -execdir git status \\;"} {
		if hooksOff(src) {
			t.Errorf("%q: want the hooks judged on", src)
		}
	}
	if err := os.RemoveAll(filepath.Join(root, ".hookguard")); err != nil {
		t.Fatal(err)
	}
	for _, src := range []string{"cd .wt/x && git commit -m y", "git worktree add .wt/new && cd .wt/new && git commit -am y",
		"git worktree add " + out + " && cd " + out + " && git commit -am y"} {
		if hooksOff(src) {
			t.Errorf("%q: a project without the git floor: a commit in a linked work tree skips nothing", src)
		}
	}
}

// TestLinkedWorkTreeHooksPath: the hooks directory compared is the one core.hooksPath names,
// read from the top of the work tree used: a project's own untracked .githooks (which
// install runs hookguard from) is missing from a linked work tree as .hookguard/hooks is; one
// that names the same directory for every work tree (absolute, in the home) or none (the
// git directory's own hooks) is not.
func TestLinkedWorkTreeHooksPath(t *testing.T) {
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	write := func(p, text string) {
		p = filepath.Join(root, p)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(".wt/x/.git", "gitdir: "+filepath.Join(root, ".git", "worktrees", "x")+"\n")
	write(".git/worktrees/x/commondir", "../..\n")
	write(".wt/own/.git", "gitdir: "+filepath.Join(root, ".git", "worktrees", "own")+"\n")
	write(".git/worktrees/own/commondir", "../..\n")
	write(".githooks/pre-commit", "sh .hookguard/git/pre-commit \"$@\" || exit 1\n")
	write(".wt/own/.githooks/pre-commit", "sh .hookguard/git/pre-commit \"$@\" || exit 1\n")
	hooksOff := func(src string) bool { return skipsFloor(root, src) }
	off := []string{"cd .wt/x && git commit -m y", "git -C .wt/x merge topic", "git worktree add .wt/new && cd .wt/new && git commit -am y",
		"GIT_DIR=.git/worktrees/x GIT_WORK_TREE=.wt/x git commit -am y"}
	on := []string{"git commit -m y", "cd .wt/own && git commit -m y", "cd .wt/x && git status"}
	for _, cfg := range []string{"[core]\n\thooksPath = .githooks\n", "[core]\n\thookspath = ./.githooks/\n"} {
		write(".git/config", cfg)
		for _, src := range off {
			if !hooksOff(src) {
				t.Errorf("%q with %q: want the hooks judged off (a linked work tree without .githooks)", src, cfg)
			}
		}
		for _, src := range on {
			if hooksOff(src) {
				t.Errorf("%q with %q: want the hooks judged on", src, cfg)
			}
		}
	}
	// The same hooks for every work tree: nothing is missing from a linked one.
	write(".hookguard/hooks/pre-commit", "exit 0\n")
	for _, cfg := range []string{"[core]\n\thooksPath = " + filepath.Join(root, ".githooks") + "\n", "[core]\n\thooksPath = ~/hooks\n", "[user]\n\tname = x\n"} {
		write(".git/config", cfg)
		for _, src := range off {
			if hooksOff(src) {
				t.Errorf("%q with %q: want the hooks judged on (one hooks directory for every work tree)", src, cfg)
			}
		}
	}
}

// skipsFloor reports a line, judged in root, that commits or merges where the git floor's hooks
// do not run (a no-verify effect).
func skipsFloor(root, src string) bool {
	s := Parse(src, Context{Cwd: root, Home: "/h", Root: root, ReadFile: RootReader(root, "/h")})
	for _, c := range s.Commands {
		for _, e := range c.Effects() {
			if e.Kind == spec.HooksOff && e.Class == "no-verify" {
				return true
			}
		}
	}
	return false
}

// TestLinkedWorkTreeOutside: a linked work tree outside the project (git worktree add
// /tmp/wt, made on an earlier line) has a .git file the reader, bounded to the project, may
// not read; the project's .git/worktrees/NAME/gitdir names it instead. A commit there without
// the shims runs no hook of the git floor, as one in a tree below the project does; one with
// them, or in another repository's tree, runs its own.
func TestLinkedWorkTreeOutside(t *testing.T) {
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	outside, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	write := func(p, text string) {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tree := func(dir, gitDir string) {
		write(filepath.Join(dir, ".git"), "gitdir: "+gitDir+"\n")
		write(filepath.Join(gitDir, "gitdir"), filepath.Join(dir, ".git")+"\n")
		write(filepath.Join(gitDir, "commondir"), "../..\n")
	}
	write(filepath.Join(root, ".hookguard/hooks/pre-commit"), "exit 0\n")
	write(filepath.Join(root, ".git/config"), "[core]\n\thooksPath = .hookguard/hooks\n")
	bare, own, other := filepath.Join(outside, "wt"), filepath.Join(outside, "own"), filepath.Join(outside, "other")
	tree(bare, filepath.Join(root, ".git/worktrees/wt"))
	tree(own, filepath.Join(root, ".git/worktrees/own"))
	write(filepath.Join(own, ".hookguard/hooks/pre-commit"), "exit 0\n")
	// Another repository's tree: its gitdir is not the project's.
	tree(other, filepath.Join(outside, "repo/.git/worktrees/other"))
	for _, src := range []string{"cd " + bare + " && git commit -am y", "git -C " + bare + " commit -am y",
		"cd " + bare + "/sub && git merge topic", "cd " + bare + "; git pull"} {
		if !skipsFloor(root, src) {
			t.Errorf("%q: want the hooks judged off (a linked work tree outside the project, without the shims)", src)
		}
	}
	for _, src := range []string{"cd " + own + " && git commit -am y", "cd " + other + " && git commit -am y",
		"cd " + bare + " && git status", "git commit -am y"} {
		if skipsFloor(root, src) {
			t.Errorf("%q: want the hooks judged on", src)
		}
	}
}
