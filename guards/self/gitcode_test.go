package self

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// git config storing a command git runs later is judged by the program it names: one that
// does not exist yet is code the agent can write afterwards, run by the person's next git
// command; one that exists was read, and a bare name is a program on PATH.
func TestStoredGitCode(t *testing.T) {
	w := gitWorld(t)
	write(t, filepath.Join(w.root, "scripts", "fmt.sh"), []byte("#!/bin/sh\ngofmt -l .\n"), 0o755)
	write(t, filepath.Join(w.base, "tplhooks", "hooks", "pre-commit"), []byte("#!/bin/sh\n"), 0o755)
	os.MkdirAll(filepath.Join(w.base, "tplplain"), 0o755)
	for cmd, want := range map[string]string{
		"git config core.fsmonitor $BASE/later.sh":                   "git-code",
		"git config --global core.pager 'sh ./later.sh'":             "git-code",
		"git config core.editor $BASE/later.sh":                      "git-code",
		"git config set core.sshCommand '$BASE/later.sh -v'":         "git-code",
		"git config diff.external ./later.sh":                        "git-code",
		"git config diff.md.textconv 'python3 later.py'":             "git-code",
		"git config filter.x.clean 'exec ./later.sh %f'":             "git-code",
		"git config merge.x.driver $BASE/later.sh":                   "git-code",
		"git config gpg.program ~/later":                             "git-code",
		"git config core.askPass $BASE/later.sh":                     "git-code",
		"git config sequence.editor $BASE/later.sh":                  "git-code",
		"git config hook.x.command ./later.sh":                       "git-code",
		"git config credential.helper '!$BASE/later.sh'":             "git-code",
		"git config credential.helper $BASE/later.sh":                "git-code",
		"git config alias.st '!./later.sh'":                          "git-code",
		"git config alias.st '!bash -x later.sh'":                    "git-code",
		"git -C src config alias.st '!scripts/later.sh'":             "git-code",
		"git config --global init.templateDir $BASE/tplhooks":        "git-code",
		"git config --global init.templateDir $BASE/nothere":         "git-code",
		"git config alias.f '!scripts/fmt.sh'":                       "",
		"git config submodule.x.update '!sh later.sh'":               "git-code",
		"git config -f .gitmodules submodule.x.update '!./later.sh'": "git-code",
		"git config submodule.x.update '!scripts/fmt.sh'":            "",
		"git config submodule.x.update rebase":                       "",
		"git config core.hooksPath_not_a_key ./later.sh":             "",
		"git config core.pager less":                                 "",
		"git config core.pager 'delta --dark'":                       "",
		"git config core.editor 'code --wait'":                       "",
		"git config core.fsmonitor true":                             "",
		"git config credential.helper store":                         "",
		"git config credential.helper 'cache --timeout=3600'":        "",
		"git config core.sshCommand 'ssh -i ~/.ssh/id_ed25519'":      "",
		"git config alias.st status":                                 "",
		"git config alias.later ./later.sh":                          "", // git words: git runs `git ./later.sh`
		"git config alias.l '!git log --oneline'":                    "",
		"git config core.pager 'sh -c \"less -R\"'":                  "",
		"git config --get core.fsmonitor":                            "",
		"git config --unset core.pager":                              "",
		"git -c core.pager=$BASE/later.sh log":                       "", // runs now: nothing there to run
		"git config user.name ./later.sh":                            "",
		"git config --global init.templateDir $BASE/tplplain":        "git-code",
		"git config init.templateDir $BASE/tplplain":                 "git-code",
		"git config set --system init.templatedir $BASE/tplplain":    "git-code",
		"git config --global --add init.templateDir ~":               "git-code",
		"git config --file ~/.gitconfig init.templateDir ./tpl":      "git-code",
		"git config --global init.templateDir ''":                    "",
		"git config --global --unset init.templateDir":               "",
		"git config --global --get init.templateDir":                 "",
		"git config filter.lfs.clean 'git-lfs clean -- %f'":          "",
		"git config diff.lockb.textconv bun":                         "",
		"git config merge.ours.driver true":                          "",
		"git config gpg.program gpg2":                                "",
		"git config core.fsmonitor \"$(cat $BASE/which)\"":           "",
		"git config hook.lint.command 'npm run lint'":                "",
		"git config core.editor $BASE/tplhooks/hooks/pre-commit":     "",
		"echo git config core.fsmonitor $BASE/later.sh":              "",
		"git config --file=.gitconfig.local alias.st '!./gone.sh'":   "git-code",
	} {
		v := w.shell(t, cmd)
		if v.Rule != want || want == "" && v.Decision != hookguard.Allow {
			t.Errorf("%q: got %s/%s (%s), want %q", cmd, v.Guard, v.Rule, v.Reason, want)
		}
	}
}

// A script git's configuration already names as a program it runs by itself (stored when it
// existed, so judged then) is code that starts later: rewriting it afterwards, by the shell or
// the file tools, is judged as a write of a hook is. The repository's configuration and the
// user's are read; a bare program name, git words and another script are not such a place.
func TestScriptsGitConfigNames(t *testing.T) {
	w := gitWorld(t)
	write(t, filepath.Join(w.root, "pager.sh"), []byte("#!/bin/sh\nless -R\n"), 0o755)
	write(t, filepath.Join(w.root, "scripts", "st.sh"), []byte("git status -sb\n"), 0o755)
	write(t, filepath.Join(w.root, "scripts", "other.sh"), []byte("echo\n"), 0o755)
	git(t, w.root, "config", "core.pager", "./pager.sh")
	git(t, w.root, "config", "alias.st", "!sh scripts/st.sh")
	git(t, w.root, "config", "alias.co", "checkout")
	git(t, w.root, "config", "core.editor", "vim")
	write(t, filepath.Join(w.home, ".gitconfig"), []byte("[diff]\n\texternal = ~/bin/differ\n"), 0o644)
	for cmd, want := range map[string]string{
		"echo 'rm -rf ~' > pager.sh":               "startup-code",
		"cp /tmp/x pager.sh":                       "startup-code",
		"sed -i 's/git/rm -rf ~ #/' scripts/st.sh": "startup-code",
		"cat > ~/bin/differ <<< 'rm -rf ~'":        "startup-code",
		"echo x >> scripts/other.sh":               "",
		"echo x > checkout":                        "",
		"echo x > vim":                             "",
	} {
		if v := w.shell(t, cmd); v.Rule != want {
			t.Errorf("%q: got %s/%s (%s), want %q", cmd, v.Guard, v.Rule, v.Reason, want)
		}
	}
	if v := w.file(t, filepath.Join(w.root, "pager.sh"), hookguard.OpWrite, "#!/bin/sh\ncat\n"); v.Rule != "startup-code" {
		t.Errorf("the file tool's write of pager.sh: %s (%s)", v.Rule, v.Reason)
	}
}
