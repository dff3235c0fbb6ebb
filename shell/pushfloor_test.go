package shell

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// A push from a repository without the git floor (a clone outside the project) to one of the
// project's remotes runs none of the project's hooks: judged as --no-verify. A push into the
// project itself, or to another remote, is not.
func TestPushFromElsewhere(t *testing.T) {
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	root, clone := filepath.Join(base, "proj"), filepath.Join(base, "c")
	write := func(p, text string) {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(root, ".git/config"), "[core]\n\thooksPath = .hookguard/hooks\n[remote \"origin\"]\n\turl = git@github.com:org/proj.git\n")
	write(filepath.Join(root, ".hookguard/hooks/pre-push"), "#!/bin/sh\n")
	write(filepath.Join(clone, ".git/config"), "[remote \"origin\"]\n\turl = "+root+"\n[remote \"up\"]\n\turl = https://github.com/org/proj\n[remote \"other\"]\n\turl = https://github.com/org/other.git\n")
	hooksOff := func(src string) bool {
		s := Parse(src, Context{Cwd: root, Home: "/h", Root: root, ReadFile: RootReader(root, "/h"), ReadCode: CodeReader()})
		for _, c := range s.Commands {
			for _, e := range c.Effects() {
				if e.Kind == spec.HooksOff && e.Class == "no-verify" {
					return true
				}
			}
		}
		return false
	}
	for _, src := range []string{
		"cd " + clone + " && git push up main",
		"cd " + clone + " && git push https://github.com/org/proj.git main",
		"cd " + clone + " && git push git@github.com:org/proj main",
		"cd " + clone + " && git push ssh://git@github.com:22/org/proj.git HEAD:main",
		"cd " + clone + " && git push",
		"git -C " + clone + " push up",
		"git -C " + clone + " push \"$R\" main",
		"cd " + clone + " && git push --repo=up",
		"cd " + clone + " && git remote add up2 git@github.com:org/proj && git push up2 main",
		// Configuration the line gives git that points a remote elsewhere.
		"cd " + clone + " && git -c remote.origin.pushurl=git@github.com:org/proj push",
		"cd " + clone + " && git -c url.git@github.com:org/proj.pushInsteadOf=" + root + " push origin main",
		"cd " + clone + " && GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=remote.origin.url GIT_CONFIG_VALUE_0=https://github.com/org/proj git push",
		// The project's remote spelled otherwise.
		"cd " + clone + " && git push https://GitHub.com/Org/Proj main",
		"cd " + clone + " && git push https://github.com//org/proj main",
		"cd " + clone + " && git push https://www.github.com/org/proj main",
		"cd " + clone + " && git push https://github.com/org/./proj main",
		"cd " + clone + " && git push 'https://github.com/org/proj.git#x' main",
		"cd " + clone + " && git push 'https://github.com/org/proj?x=1' main",
		// A configuration file the line rewrote first.
		"cd " + clone + " && git config url.git@github.com:org/.insteadOf gh: && git push gh:proj main",
		"cd " + clone + " && printf '[url \"git@github.com:org/\"]\\n\\tinsteadOf = gh:\\n' >> .git/config && git push gh:proj main",
		"cd " + clone + " && git remote set-url other git@github.com:org/proj && git push other main",
		"git clone -c url.git@github.com:org/.insteadOf=gh: . /tmp/c2 && cd /tmp/c2 && git push gh:proj main",
		// A linked work tree the line makes: no .git file yet, no shims in it.
		"git worktree add .wt/x && cd .wt/x && git push origin HEAD:main",
		"git worktree add .wt/x && git -C .wt/x push",
		"git worktree add .wt/x; cd \"$(git worktree list | tail -1 | cut -d' ' -f1)\" && git push origin main",
		// GitHub moving the project's remote to another repository's commits.
		"gh repo sync org/proj --source other/fork",
		"gh repo sync org/proj", // from its parent, which the agent may have pushed to
		"gh repo sync Org/Proj -s other/fork -b main",
		"gh repo sync github.com/org/proj --source other/fork --force",
		"gh repo sync \"$R\" --source other/fork",
		"gh api -X POST repos/org/proj/merge-upstream -f branch=main",
		"gh api repos/org/proj/merge-upstream -f branch=main",
		"gh api --method post /repos/org/proj/merge-upstream --input b.json",
		"gh api -X POST 'repos/{owner}/{repo}/merge-upstream' -f branch=main",
		"gh api -X POST https://api.github.com/repos/org/proj/merge-upstream -f branch=main",
	} {
		if !hooksOff(src) {
			t.Errorf("%q: want the push judged as skipping the project's git floor", src)
		}
	}
	for _, src := range []string{
		"git push origin main",
		"git push",
		"cd " + clone + " && git push origin main", // into the project: its floor meets them later
		"cd " + clone + " && git push other main",
		"cd " + clone + " && git push https://github.com/org/other main",
		"cd " + clone + " && git push -n up main",
		"cd " + clone + " && git -c user.name=x push origin main",
		"git worktree add .wt/x && git push origin main",
		"cd " + clone + " && git push https://github.com/org/proj-other main",
		"cd " + clone + " && git push https://github.com/org2/proj main",
		"git clone . " + clone + "2 && cd " + clone + "2 && git push https://github.com/org/other main",
		"git clone -c user.name=x . " + clone + "2 && cd " + clone + "2 && git push https://github.com/org/other main",
		"git worktree add .wt/x && cd .wt/x && git push . HEAD:other",
		"gh repo sync",
		"gh repo sync --source other/fork",
		"gh repo sync org/other --source other/fork",
		"gh repo sync org2/proj --source other/fork",
		"gh repo sync org/proj --help",
		"gh api repos/org/proj/merge-upstream",
		"gh api -X POST repos/org/other/merge-upstream -f branch=main",
		"gh api -X POST repos/org/proj/merges -f base=main -f head=dev",
	} {
		if hooksOff(src) {
			t.Errorf("%q: want the push judged as it is", src)
		}
	}
	write(filepath.Join(clone, ".hookguard/hooks/pre-push"), "#!/bin/sh\n")
	if hooksOff("cd " + clone + " && git push up main") {
		t.Errorf("a clone with the floor of its own: its pushes run it")
	}
}
