package self

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// interpreters run the script their first operand names: in `sh ./later.sh` the program
// git would run is the script.
var interpreters = [...]string{"sh", "bash", "dash", "zsh", "ksh", "fish", "python", "python3", "perl", "ruby", "node", "php", "lua"}

// storedGitCode judges `git config` storing a value git runs later as a command (a shell
// alias, core.fsmonitor, core.pager, hook.NAME.command, ...; shell.GitCodeKey) that names a
// program hookguard cannot read: a path that does not exist yet. The value itself was walked
// when the line was read, but a script that is not there has no text to judge, and the agent
// can write it afterwards (an allowed write to /tmp), so git would run code nobody judged, on
// the person's next `git status` or commit, outside every hook. A program that exists was
// read and judged; a bare name is a program on PATH. init.templateDir is judged the same way:
// a template written later puts its hooks into every repository git init or clone makes.
func (s *scope) storedGitCode(c *shell.Command) hookguard.Verdict {
	if c.NameDynamic || c.Remote || filepath.Base(c.Name) != "git" {
		return hookguard.Allowed()
	}
	call := c.Call()
	if len(call.Path) != 2 || call.Path[1] != "config" {
		return hookguard.Allowed()
	}
	op := spec.GitConfigOf(call)
	if op.Action != "set" || op.Key.Dyn || op.Value.Dyn {
		return hookguard.Allowed()
	}
	key, text := strings.ToLower(op.Key.S), op.Value.S
	if key == "init.templatedir" {
		return s.storedTemplate(c, op.Key.S, text)
	}
	prog := storedProgram(key, text)
	if prog == "" {
		return hookguard.Allowed()
	}
	// The cwd, and the top of its work tree, where git runs a shell alias (the cwd itself
	// when there is none: the same answer again).
	for _, dir := range []string{c.Cwd, shell.GitTop(c.Cwd)} {
		if p := s.abs(prog, dir); p != "" {
			if _, err := os.Stat(p); err == nil {
				return hookguard.Allowed()
			}
		}
	}
	return block("git-code", "`git config "+op.Key.S+"` stores a command git runs later by itself ("+text+"), and the program it names, "+prog+
		", does not exist: there is nothing to judge now, and whatever is written there later runs on the person's next git command, outside every hook. "+
		"Point it at a program that exists (create and review the script first), or leave the setting to the user."+byHand)
}

// storedProgram is the program or script a stored code value names where that is a path
// (a bare name is looked up on PATH when git runs it), or "".
func storedProgram(key, text string) string {
	switch {
	case strings.HasPrefix(key, "alias."):
		t, ok := strings.CutPrefix(text, "!")
		if !ok {
			return "" // git words: only git runs
		}
		text = t
	case !shell.GitCodeKey(key):
		return ""
	case strings.HasPrefix(key, "submodule.") && strings.HasSuffix(key, ".update"):
		t, ok := strings.CutPrefix(text, "!")
		if !ok {
			return "" // checkout, rebase, merge, none: git's own strategies
		}
		text = t
	case strings.HasPrefix(key, "credential."):
		t, ok := strings.CutPrefix(text, "!")
		if !ok && !filepath.IsAbs(text) && !strings.HasPrefix(text, "~") {
			return "" // a helper name: git credential-NAME
		}
		text = t
	}
	f := strings.Fields(text)
	if len(f) == 0 {
		return ""
	}
	prog := f[0]
	if prog == "exec" && len(f) > 1 {
		f = f[1:]
		prog = f[0]
	}
	for _, in := range interpreters {
		if filepath.Base(prog) != in {
			continue
		}
		for _, a := range f[1:] {
			if strings.HasPrefix(a, "-") {
				if a == "-c" || a == "-e" || a == "-m" {
					return "" // inline code, walked with the value
				}
				continue
			}
			return a // a script path, bare or not
		}
		return ""
	}
	if !strings.Contains(prog, "/") || strings.ContainsAny(prog, "$`") {
		return ""
	}
	return prog
}

// storedTemplate judges init.templateDir stored for later inits and clones, in any file git
// reads (--global, --system, the repository's: a `git init` run again in it copies the
// template's hooks that .git/hooks lacks). Git copies the directory's hooks/ into every
// repository it makes and runs them there, outside every hook: whatever the directory holds
// now, or is given afterwards by a write nobody connects with git (mkdir DIR/hooks, an
// extract), is code stored for later, as core.hooksPath names it for now. Only an empty
// value, git's own default, passes.
func (s *scope) storedTemplate(c *shell.Command, key, dir string) hookguard.Verdict {
	if dir == "" {
		return hookguard.Allowed()
	}
	why := "whatever its hooks/ holds now or is given later"
	if p := s.abs(dir, c.Cwd); p == "" {
		why = "a directory only known when it runs; whatever its hooks/ holds"
	} else if fi, err := os.Stat(p); err != nil || !fi.IsDir() {
		why = "a directory that does not exist yet; hooks written there later"
	} else if _, err := os.Stat(paths.Join(p, "hooks")); err == nil {
		why = "its hooks/, now and whatever is written there later,"
	}
	return block("git-code", "`git config "+key+" "+dir+"` names the template git init and git clone copy into every new repository: "+why+
		" would land in .git/hooks, where git runs them outside every hook. Leave the template to the user."+byHand)
}

// gitProgramWhat says what a script git's configuration names is, for a start place's reason.
const gitProgramWhat = "a program git's configuration names as one it runs by itself (%s), on the person's next git command"

// maxGitConfig bounds what is read of one git configuration file.
const maxGitConfig = 1 << 20

// addGitPrograms adds to the start places the scripts that the repository's and the user's git
// configuration name as programs git runs by itself (a '!' alias, core.pager, a filter, a
// credential helper...: storedProgram). One that existed when `git config` stored it was read
// and judged then; rewriting it afterwards (git config core.pager ./pager.sh, then an edit of
// pager.sh) changes what git runs later, outside every hook, as an edit of a hook would.
// A script named relative to nothing git fixes is taken from the top of the work tree, where
// git runs shell aliases.
func (s *scope) addGitPrograms() {
	for _, f := range s.gitConfigFiles() {
		b, err := state.ReadFileShared(f, maxGitConfig)
		if err != nil {
			continue
		}
		spec.GitConfigEntries(string(b), func(key, value string) {
			prog := storedProgram(key, value)
			if prog == "" {
				return
			}
			if p := s.abs(prog, s.root); p != "" {
				s.addStart(p, false, strings.Replace(gitProgramWhat, "%s", key, 1))
			}
		})
	}
}

// gitConfigFiles are the configuration files git reads for the project, the user's first: the
// global ones, then the repository's (a linked worktree's shared config and its own).
func (s *scope) gitConfigFiles() []string {
	var out []string
	if s.home != "" {
		out = append(out, paths.Join(s.home, ".gitconfig"))
		xdg := s.getenv("XDG_CONFIG_HOME")
		if !filepath.IsAbs(xdg) {
			xdg = paths.Join(s.home, ".config")
		}
		out = append(out, paths.Join(xdg, "git/config"))
	}
	if s.root == "" {
		return out
	}
	dotgit := paths.Join(s.root, ".git")
	if fi, err := os.Stat(dotgit); err == nil && fi.IsDir() {
		return append(out, paths.Join(dotgit, "config"), paths.Join(dotgit, "config.worktree"))
	}
	if r, err := gitread.Open(s.root); err == nil {
		out = append(out, paths.Join(r.CommonDir, "config"), paths.Join(r.GitDir, "config.worktree"))
		r.Close()
	}
	return out
}
