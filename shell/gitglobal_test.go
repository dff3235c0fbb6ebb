package shell

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// The settings that change what a git command does (stash.showPatch, clean.requireForce) are
// read from every file git reads, in its order: the system file, the user's global files
// (GIT_CONFIG_GLOBAL alone where it is set, else $XDG_CONFIG_HOME/git/config and
// ~/.gitconfig), the repository's, and the files their includes pull in; the last wins.
func TestGitConfigBeyondTheProject(t *testing.T) {
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(base, "home")
	root := filepath.Join(home, "proj")
	type world map[string]string // path below base -> text
	setup := func(w world) {
		if err := os.RemoveAll(base); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Join(root, ".git"), 0o755); err != nil {
			t.Fatal(err)
		}
		for p, text := range w {
			p = filepath.Join(base, p)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	patch := "[stash]\n\tshowPatch = true\n"
	noPatch := "[stash]\n\tshowPatch = false\n"
	noForce := "[clean]\n\trequireForce = false\n"
	judge := func(src string) (patches, deletes bool) {
		s := Parse(src, Context{Cwd: root, Home: home, Root: root, ReadFile: RootReader(root, home), ReadCode: CodeReader()})
		for _, c := range s.Commands {
			patches = patches || c.Call().PrintsPatches()
			for _, e := range c.Effects() {
				deletes = deletes || e.Kind == spec.Delete
			}
		}
		return patches, deletes
	}
	for _, tc := range []struct {
		name    string
		w       world
		src     string
		patches bool
		deletes bool
	}{
		{"global", world{"home/.gitconfig": patch}, "git stash show", true, false},
		{"xdg", world{"home/.config/git/config": patch}, "git stash show", true, false},
		{"xdg moved", world{"x/git/config": patch}, "XDG_CONFIG_HOME=" + base + "/x git stash show", true, false},
		{"GIT_CONFIG_GLOBAL", world{"g.cfg": patch}, "GIT_CONFIG_GLOBAL=" + base + "/g.cfg git stash show", true, false},
		{"GIT_CONFIG_SYSTEM", world{"s.cfg": patch}, "GIT_CONFIG_SYSTEM=" + base + "/s.cfg git stash show", true, false},
		{"include", world{"home/.gitconfig": "[include]\n\tpath = .git-extra\n", "home/.git-extra": patch}, "git stash show", true, false},
		{"include ~", world{"home/.gitconfig": "[include]\n\tpath = ~/cfg/more\n", "home/cfg/more": patch}, "git stash show", true, false},
		{"includeIf", world{"home/.gitconfig": "[includeIf \"gitdir:~/proj/\"]\n\tpath = w.cfg\n", "home/w.cfg": patch}, "git stash show", true, false},
		{"repo include", world{"home/proj/.git/config": "[include]\n\tpath = ../tools/git.cfg\n", "home/proj/tools/git.cfg": patch}, "git stash show", true, false},
		{"include of include", world{"home/.gitconfig": "[include]\n\tpath = a\n", "home/a": "[include]\n\tpath = b\n", "home/b": patch}, "git stash show", true, false},
		{"clean global", world{"home/.gitconfig": noForce}, "git clean -dx", false, true},
		{"clean include", world{"home/.gitconfig": "[include]\n\tpath = c\n", "home/c": noForce}, "git clean -dx", false, true},
		// Must not: git's precedence and what GIT_CONFIG_GLOBAL replaces.
		{"none", world{}, "git stash show", false, false},
		{"global false", world{"home/.gitconfig": noPatch}, "git stash show", false, false},
		{"repo overrides global", world{"home/.gitconfig": patch, "home/proj/.git/config": noPatch}, "git stash show", false, false},
		{"include then override", world{"home/.gitconfig": "[include]\n\tpath = p\n" + noPatch, "home/p": patch}, "git stash show", false, false},
		{"GIT_CONFIG_GLOBAL replaces", world{"home/.gitconfig": patch, "g.cfg": "[user]\n\tname = x\n"}, "GIT_CONFIG_GLOBAL=" + base + "/g.cfg git stash show", false, false},
		{"NOSYSTEM", world{"s.cfg": patch}, "GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_SYSTEM=" + base + "/s.cfg git stash show", false, false},
		{"line over global", world{"home/.gitconfig": patch}, "git -c stash.showPatch=false stash show", false, false},
		{"clean default", world{"home/.gitconfig": "[clean]\n\trequireForce = true\n"}, "git clean -dx", false, false},
		{"other key", world{"home/.gitconfig": "[stash]\n\tshowStat = true\n"}, "git stash show", false, false},
	} {
		setup(tc.w)
		p, d := judge(tc.src)
		if p != tc.patches || d != tc.deletes {
			t.Errorf("%s: %q prints patches %v, deletes %v; want %v, %v", tc.name, tc.src, p, d, tc.patches, tc.deletes)
		}
	}
}
