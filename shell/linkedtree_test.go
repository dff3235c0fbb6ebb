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
	hooksOff := func(src string) bool {
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
	for _, src := range []string{"cd .wt/x && git commit -m y", "git -C .wt/x commit -am y", "git -C .wt/x merge topic", "cd .wt && git -C x pull"} {
		if !hooksOff(src) {
			t.Errorf("%q: want the hooks judged off (a linked work tree without the shims)", src)
		}
	}
	for _, src := range []string{"git commit -m y", "cd .wt/own && git commit -m y", "cd .wt/x && git status", "cd .wt/x && git log -1"} {
		if hooksOff(src) {
			t.Errorf("%q: want the hooks judged on", src)
		}
	}
	if err := os.RemoveAll(filepath.Join(root, ".hookguard")); err != nil {
		t.Fatal(err)
	}
	if hooksOff("cd .wt/x && git commit -m y") {
		t.Errorf("a project without the git floor: a commit in a linked work tree skips nothing")
	}
}
