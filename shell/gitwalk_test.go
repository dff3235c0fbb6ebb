package shell

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// gitWorld is a home with a git project: the repository's .git/config and the user's
// ~/.gitconfig hold aliases and settings, and a second repository sits beside it.
type gitWorld struct {
	home, root string
	ctx        Context
}

func newGitWorld(t *testing.T) gitWorld {
	t.Helper()
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	g := gitWorld{home: filepath.Join(base, "home", "user")}
	g.root = filepath.Join(g.home, "project")
	files := map[string]string{
		"project/.git/config": "[core]\n\tbare = false\n[alias]\n\tundo = reset --hard\n\tsweep = \"!git clean -fdx\"\n" +
			"\tstep1 = step2 --hard\n\tstep2 = reset\n\twipe = !rm -rf build\n[include]\n\tpath = ../shared.gitconfig\n",
		"project/shared.gitconfig":                "[alias]\n\tshared-nuke = push --mirror\n",
		"project/src/main.go":                     "package main\n",
		"project/build/out.o":                     "x",
		".gitconfig":                              "[user]\n\tname = me\n[alias]\n\tfp = push --force\n\tst = status\n\tstatus = !rm -rf ~\n",
		"other/.git/config":                       "[alias]\n\tdrop = stash clear\n",
		"linked/.git":                             "gitdir: ../project/.git/worktrees/linked\n",
		"project/.git/worktrees/linked/commondir": "../..\n",
	}
	for name, text := range files {
		p := filepath.Join(g.home, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g.ctx = Context{Cwd: g.root, Home: g.home, Root: g.root, ReadFile: RootReader(g.root, g.home)}
	return g
}

// effects lists what a line does, rendered as spec examples are, with the home as ~; an
// opaque command shows as "opaque".
func (g gitWorld) effects(src string, ctx Context) []string {
	var out []string
	for _, c := range Parse(src, ctx).Commands {
		if c.Opaque {
			out = append(out, "opaque")
		}
		for _, e := range c.Effects() {
			if e.Kind == spec.Env {
				continue
			}
			s := e.String()
			if e.Path.Abs != "" && strings.HasPrefix(e.Path.Abs, g.root+"/") && (e.Kind == spec.Delete || e.Kind == spec.Write) {
				s += " @" + strings.TrimPrefix(e.Path.Abs, g.root+"/")
			}
			out = append(out, strings.ReplaceAll(s, g.home, "~"))
		}
	}
	return out
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestGitWalk: what git runs besides the command named, from every place git reads it.
func TestGitWalk(t *testing.T) {
	g := newGitWorld(t)
	tests := []struct {
		src       string
		want, not []string
	}{
		// aliases given on the line
		{src: `git -c alias.wipe='reset --hard' wipe`, want: []string{"discard:worktree git reset"}},
		{src: `git -calias.pf='push --force' pf origin`, want: []string{"discard:remote git push"}},
		{src: `git -c alias.gone='!rm -rf ~' gone`, want: []string{"delete-r ~"}},
		{src: `git -c alias.gone='!rm -rf ~' status`, not: []string{"delete-r ~"}}, // defined, never called
		{src: `NUKE='!rm -rf /srv/data' git --config-env=alias.n=NUKE n`, want: []string{"delete-r /srv/data"}},
		{src: `export NUKE='reset --hard'; git --config-env alias.n=NUKE n`, want: []string{"discard:worktree git reset"}},
		{src: `git --config-env=alias.n=UNSET_VAR n`, want: []string{"opaque"}},
		{src: `git -c alias.x="$CMD" x`, want: []string{"opaque"}},
		{src: `GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=alias.n GIT_CONFIG_VALUE_0='push --force' git n`, want: []string{"discard:remote git push"}},
		{src: `export GIT_CONFIG_COUNT=2 GIT_CONFIG_KEY_0=user.name GIT_CONFIG_VALUE_0=x GIT_CONFIG_KEY_1=alias.n GIT_CONFIG_VALUE_1='clean -fdx'; git n`,
			want: []string{"discard:untracked git clean"}},
		{src: `GIT_CONFIG_COUNT=0 GIT_CONFIG_KEY_0=alias.n GIT_CONFIG_VALUE_0='clean -fdx' git n`, not: []string{"discard:untracked git clean"}},
		{src: `GIT_CONFIG_PARAMETERS="'alias.n=reset'" git n --hard`, want: []string{"discard:worktree git reset"}},
		{src: `GIT_CONFIG_PARAMETERS="'alias.n'='reset --hard'" git n`, want: []string{"discard:worktree git reset"}}, // git 2.31+ form
		{src: `GIT_CONFIG_PARAMETERS="'user.name'='x' 'alias.n'='!rm -rf /opt'" git n`, want: []string{"delete-r /opt"}},
		// `git config` earlier on the same line, in either syntax; an unset forgets it
		{src: `git config alias.zap '!rm -rf /var/lib/app'; git zap`, want: []string{"delete-r /var/lib/app"}},
		{src: `git config set alias.zap 'stash drop'; git zap`, want: []string{"discard:stash git stash drop"}},
		{src: `git config alias.zap reset && git config --unset alias.zap && git zap --hard`, not: []string{"discard:worktree git reset"}},
		{src: `git config --global alias.zap "$X"; git zap`, want: []string{"opaque"}},
		// a shell alias stored for later is code written now: it runs whenever anyone types it
		{src: `git config alias.lg '!f(){ rm -rf /srv/al; }; f'`, want: []string{"delete-r /srv/al"}},
		{src: `git config --global alias.lg '!rm -rf /srv/am'`, want: []string{"delete-r /srv/am"}},
		{src: `git config set --local alias.lg '!rm -rf /srv/an'`, want: []string{"delete-r /srv/an"}},
		{src: `git config -f .git/config alias.lg '!rm -rf /srv/ao'`, want: []string{"delete-r /srv/ao"}},
		{src: `git config alias.lg "!$X"`, want: []string{"opaque"}},
		{src: `git config alias.lg '!git log --oneline | head'`, not: []string{"opaque", "delete-r"}},
		// an alias of git words stored for later is judged as the git command it runs, now
		{src: `git config alias.wipe 'reset --hard'`, want: []string{"discard:worktree git reset"}},
		{src: `git config alias.x 'checkout HEAD~3 -- .claude'`, want: []string{"discard:worktree git checkout"}},
		{src: `git config --global alias.pf "push --force"`, want: []string{"discard:remote git push"}},
		{src: `git config set alias.gone 'undo'`, want: []string{"discard:worktree git reset"}}, // an alias of an alias
		{src: `cd src && git config alias.x 'checkout -- .'`, want: []string{"discard:worktree git checkout", "write-r ."}, not: []string{"write-r . @src"}},
		{src: `git config alias.st status`, not: []string{"opaque", "discard:worktree git reset"}},
		{src: `git config alias.co checkout`, not: []string{"discard:worktree git checkout"}},
		{src: `git config alias.unstage 'reset HEAD --'`, not: []string{"discard:worktree git reset"}},
		{src: `git config alias.lg "log --graph --oneline" > /tmp/out`, not: []string{"opaque"}},
		{src: `git -c alias.lg='!rm -rf /srv/ap' status`, not: []string{"delete-r /srv/ap"}}, // lives for this command only
		// the repository's configuration, its include files, the user's ~/.gitconfig
		{src: `git undo`, want: []string{"discard:worktree git reset"}},
		{src: `git sweep`, want: []string{"discard:untracked git clean"}},
		{src: `git shared-nuke origin`, want: []string{"discard:remote git push"}},
		{src: `git fp`, want: []string{"discard:remote git push"}},
		{src: `cd /tmp && git undo`, not: []string{"discard:worktree git reset"}},
		{src: `git -C ../other drop`, want: []string{"discard:stash git stash clear"}},
		{src: `git -C ../linked undo`, want: []string{"discard:worktree git reset"}}, // a linked work tree reads the common config
		{src: `GIT_CONFIG_GLOBAL=/dev/null git fp`, not: []string{"discard:remote git push"}},
		// "!" aliases take the arguments and run at the work tree's top
		{src: `git -c alias.rmf='!rm -rf' rmf /srv/www`, want: []string{"delete-r /srv/www"}},
		{src: `git -C src wipe`, want: []string{"delete-r build @build"}},
		{src: `cd src && git wipe`, want: []string{"delete-r build @build"}},
		// chains of aliases, an alias git never lets shadow a command
		{src: `git step1`, want: []string{"discard:worktree git reset"}},
		{src: `git -c alias.a=b -c alias.b=a a`, not: []string{"discard:worktree git reset"}}, // a loop ends
		{src: `git status`, not: []string{"delete-r ~"}},
		{src: `git -c alias.push='!rm -rf ~' push`, not: []string{"delete-r ~"}},
		{src: `git st`, not: []string{"delete-r ~"}},
		// help.autocorrect runs a misspelt command at once or after a delay
		{src: `git -c help.autocorrect=immediate rset --hard`, want: []string{"discard:worktree git reset"}},
		{src: `git -c help.autocorrect=-1 psuh --force`, want: []string{"discard:remote git push"}},
		{src: `git -c help.autocorrect=5 cleann -fdx`, want: []string{"discard:untracked git clean"}},
		{src: `git -c help.autocorrect=1 rset --hard`, want: []string{"discard:worktree git reset"}},
		{src: `git -c help.autocorrect="$N" rset --hard`, want: []string{"discard:worktree git reset"}},
		{src: `git -c help.autocorrect=0 rset --hard`, not: []string{"discard:worktree git reset"}},
		{src: `git -c help.autocorrect=never rset --hard`, not: []string{"discard:worktree git reset"}},
		{src: `git -c help.autocorrect=show rset --hard`, not: []string{"discard:worktree git reset"}},
		{src: `git -c help.autocorrect=prompt rset --hard`, not: []string{"discard:worktree git reset"}},
		{src: `git rset --hard`, not: []string{"discard:worktree git reset"}},
		{src: `git -c help.autocorrect=immediate pus --force`, not: []string{"discard:remote git push"}}, // a prefix of push: only suggested
		{src: `git -c help.autocorrect=immediate -c alias.nuke='!rm -rf /srv' nuk`, want: []string{"delete-r /srv"}},
		{src: `git config help.autocorrect immediate; git rset --hard`, want: []string{"discard:worktree git reset"}},
		// configuration values git runs as commands
		{src: `git -c core.pager='rm -rf /srv/a' log`, want: []string{"delete-r /srv/a"}},
		{src: `git -c core.sshCommand='rm -rf /srv/b' fetch`, want: []string{"delete-r /srv/b"}},
		{src: `git -c core.editor='rm -rf /srv/c' commit`, want: []string{"delete-r /srv/c"}},
		{src: `git -c sequence.editor='rm -rf /srv/d' rebase -i HEAD~2`, want: []string{"delete-r /srv/d"}},
		{src: `git -c diff.external='rm -rf /srv/e' diff`, want: []string{"delete-r /srv/e"}},
		{src: `git -c credential.helper='!rm -rf /srv/f' fetch`, want: []string{"delete-r /srv/f"}},
		{src: `git -c credential.helper=store fetch`, not: []string{"opaque"}},
		{src: `git -c filter.x.clean='rm -rf /srv/g' add .`, want: []string{"delete-r /srv/g"}},
		{src: `git -c filter.lfs.smudge='rm -rf /srv/h' checkout main`, want: []string{"delete-r /srv/h"}},
		{src: `git -c filter.lfs.process='rm -rf /srv/i' status`, want: []string{"delete-r /srv/i"}},
		{src: `git -c pager.log='rm -rf /srv/j' log`, want: []string{"delete-r /srv/j"}},
		{src: `git -c pager.log=false log`, not: []string{"opaque"}},
		{src: `git -c core.fsmonitor='rm -rf /srv/k' status`, want: []string{"delete-r /srv/k"}},
		{src: `git -c hook.x.command='rm -rf /srv/hk' -c hook.x.event=pre-commit commit -m x`, want: []string{"delete-r /srv/hk"}},
		{src: `git config hook.x.command 'rm -rf /srv/hl'`, want: []string{"delete-r /srv/hl"}},
		{src: `git config submodule.x.update '!rm -rf /srv/su'`, want: []string{"delete-r /srv/su"}},
		{src: `git -c submodule.x.update='!rm -rf /srv/sv' submodule update`, want: []string{"delete-r /srv/sv"}},
		{src: `git config submodule.x.update rebase`, not: []string{"opaque", "write-r:maybe ."}},
		{src: `git config set --global hook.Lint.Command 'rm -rf /srv/hm'`, want: []string{"delete-r /srv/hm"}},
		{src: `git config hook.x.event pre-commit`, not: []string{"opaque"}},
		{src: `git -c core.pager="$P" log`, want: []string{"opaque"}},
		{src: `git config core.pager 'rm -rf /srv/l'`, want: []string{"delete-r /srv/l"}},
		{src: `git config --global core.sshCommand 'ssh -i key; rm -rf /srv/m'`, want: []string{"delete-r /srv/m"}},
		{src: `git config core.pager "$PAGER_CMD"`, want: []string{"opaque"}},
		{src: `git config --get core.pager`, not: []string{"opaque"}},
		{src: `git -c user.name='rm -rf /srv/n' commit`, not: []string{"delete-r /srv/n"}},
		// variables programs run as commands, given as a prefix or exported
		{src: `GIT_SSH_COMMAND='rm -rf /srv/o' git fetch`, want: []string{"delete-r /srv/o"}},
		{src: `export GIT_SEQUENCE_EDITOR='rm -rf /srv/p'`, want: []string{"delete-r /srv/p"}},
		{src: `EDITOR='rm -rf /srv/q' crontab -e`, want: []string{"delete-r /srv/q"}},
		{src: "export GIT_CONFIG_PARAMETERS=\"'alias.n=reset'\"; git n --hard", want: []string{"discard:worktree git reset"}},
		{src: "declare -x GIT_SSH_COMMAND='rm -rf /srv/r'; git fetch", want: []string{"delete-r /srv/r"}},
		{src: "X='rm -rf /srv/s'; export X; GIT_SSH_COMMAND=$X git fetch", want: []string{"delete-r /srv/s"}},
		{src: "export GIT_CONFIG_PARAMETERS=\"'alias.n=reset'\"; unset GIT_CONFIG_PARAMETERS; git n --hard", not: []string{"discard:worktree git reset"}},
		{src: "declare -n GIT_SSH_COMMAND; git fetch", not: []string{"opaque"}},
		{src: "export TMPDIR=/srv/tt; mktemp", want: []string{"create /srv/tt/tmp.XXXXXXXXXX"}},
		{src: "declare -x TMPDIR=/srv/tu; (mktemp)", want: []string{"create /srv/tu/tmp.XXXXXXXXXX"}},
		{src: "export TMPDIR=/srv/tv; unset TMPDIR; mktemp", not: []string{"create /srv/tv/tmp.XXXXXXXXXX"}},
	}
	for _, tt := range tests {
		got := g.effects(tt.src, g.ctx)
		for _, w := range tt.want {
			if !has(got, w) {
				t.Errorf("%s\n  want %q among %q", tt.src, w, got)
			}
		}
		for _, n := range tt.not {
			if has(got, n) {
				t.Errorf("%s\n  must not do %q: %q", tt.src, n, got)
			}
		}
	}
}

// TestGitLineConfigOrder: the walk of configuration values does not depend on map order.
func TestGitLineConfigOrder(t *testing.T) {
	g := newGitWorld(t)
	src := `git -c core.pager='rm -rf /a' -c core.editor='rm -rf /b' -c diff.external='rm -rf /c' -c core.sshCommand='rm -rf /d' log`
	first := strings.Join(g.effects(src, g.ctx), ",")
	for i := 0; i < 20; i++ {
		if got := strings.Join(g.effects(src, g.ctx), ","); got != first {
			t.Fatalf("order changed: %s vs %s", got, first)
		}
	}
}

func TestAutocorrect(t *testing.T) {
	cmds := spec.GitCommands()
	for _, tt := range []struct{ typed, want string }{
		{"rset", "reset"}, {"comit", "commit"}, {"stauts", "status"}, {"chekcout", "checkout"}, {"psuh", "push"},
		{"pul", ""}, {"xyzzy", ""}, {"sta", ""}, {"reset", ""},
	} {
		if got := autocorrect(tt.typed, cmds); got != tt.want {
			t.Errorf("autocorrect(%q) = %q, want %q", tt.typed, got, tt.want)
		}
	}
	for _, tt := range []struct {
		v    string
		runs bool
	}{{"immediate", true}, {"-1", true}, {"10", true}, {"1k", true}, {"true", true}, {"0", false}, {"never", false},
		{"prompt", false}, {"show", false}, {"false", false}, {"garbage", false}, {"", false}} {
		if autocorrectRuns(tt.v) != tt.runs {
			t.Errorf("autocorrectRuns(%q) = %v", tt.v, !tt.runs)
		}
	}
	if d := gitLevenshtein("ab", "ba"); d != 0 {
		t.Errorf("a swap costs %d, want 0", d)
	}
	if d := gitLevenshtein("abc", "ab"); d != 3 {
		t.Errorf("a deletion costs %d, want 3", d)
	}
}

func TestGitSplit(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{`reset --hard`, []string{"reset", "--hard"}},
		{`commit -m "a b"`, []string{"commit", "-m", "a b"}},
		{`log --format='%h %s' $HOME`, []string{"log", "--format=%h %s", "$HOME"}},
		{`a\ b c`, []string{"a b", "c"}},
		{`unclosed "x`, nil},
	} {
		got := gitSplit(tt.in)
		var s []string
		for _, f := range got {
			s = append(s, f.s)
		}
		if strings.Join(s, "|") != strings.Join(tt.want, "|") || (tt.want == nil) != (got == nil) {
			t.Errorf("gitSplit(%q) = %q, want %q", tt.in, s, tt.want)
		}
	}
}

func TestGitConfigText(t *testing.T) {
	text := "[alias]\n\tx = reset --hard # a comment\n\ty = \"!echo \\\"a;b\\\"\"\n[filter \"lfs\"]\n\tclean = git-lfs clean -- %f\n" +
		"[core]\n\thooksPath\n[Branch.Main]\n\tRemote = origin\n[alias] z = st\n[sendemail]\n\tsmtpPass = a\\\n b\n"
	got := map[string]string{}
	spec.GitConfigEntries(text, func(k, v string) { got[k] = v })
	for k, v := range map[string]string{"alias.x": "reset --hard", "alias.y": `!echo "a;b"`, "filter.lfs.clean": "git-lfs clean -- %f",
		"core.hookspath": "true", "branch.main.remote": "origin", "alias.z": "st", "sendemail.smtppass": "a b"} {
		if got[k] != v {
			t.Errorf("%s = %q, want %q (all: %q)", k, got[k], v, got)
		}
	}
	params := spec.GitConfigParams(`'alias.a=reset' 'alias.b'='push --force' 'alias.q'='!echo '\''hi'\'''`)
	want := [][2]string{{"alias.a", "reset"}, {"alias.b", "push --force"}, {"alias.q", "!echo 'hi'"}}
	if len(params) != len(want) {
		t.Fatalf("GitConfigParams: %q", params)
	}
	for i := range want {
		if params[i] != want[i] {
			t.Errorf("GitConfigParams[%d] = %q, want %q", i, params[i], want[i])
		}
	}
}

// TestEnvEffects: what the environment builtins give later commands, which the examples (that
// skip Env effects) cannot show.
func TestEnvEffects(t *testing.T) {
	g := newGitWorld(t)
	for _, tt := range []struct {
		src  string
		want []string
	}{
		{`export A=1 B=two`, []string{"env A=1", "env B=two"}},
		{`declare -x HUSKY=0`, []string{"env HUSKY=0", "hooks-off:manager HUSKY=0"}},
		{`setenv LEFTHOOK 0`, []string{"env LEFTHOOK=0", "hooks-off:manager LEFTHOOK=0"}},
		{`HUSKY=0 git commit -m x`, []string{"env HUSKY=0", "hooks-off:manager HUSKY=0"}},
	} {
		var got []string
		for _, c := range Parse(tt.src, g.ctx).Commands {
			for _, e := range c.Effects() {
				got = append(got, e.String())
			}
		}
		for _, w := range tt.want {
			if !has(got, w) {
				t.Errorf("%s: want %q among %q", tt.src, w, got)
			}
		}
	}
}

// TestGitOutputUnknown: what git prints is not known, so a file it writes or a substitution of
// its output stands for any text.
func TestGitOutputUnknown(t *testing.T) {
	g := newGitWorld(t)
	src := `git checkout HEAD -- $(git ls-files)`
	if got := g.effects(src, g.ctx); !has(got, "discard:worktree git checkout") {
		t.Errorf("%s: the substitution's words are unknown paths: %q", src, got)
	}
	src = `rm -rf "$(git rev-parse --show-toplevel)/build"`
	if got := g.effects(src, g.ctx); has(got, "delete-r /build") {
		t.Errorf("%s: git's output taken as empty: %q", src, got)
	}
}

// TestCheckoutBranchOrPath: without --, a name that is a branch is switched to even where a
// file of that name exists; a name that is only a path has its changes thrown away.
func TestCheckoutBranchOrPath(t *testing.T) {
	g := newGitWorld(t)
	gd := filepath.Join(g.root, ".git")
	for name, text := range map[string]string{
		"refs/heads/docs":            "0123\n",
		"packed-refs":                "# pack-refs\n4567 refs/heads/notes",
		"refs/remotes/origin/README": "89ab\n",
	} {
		p := filepath.Join(gd, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"docs", "notes", "README", "plain"} {
		if err := os.WriteFile(filepath.Join(g.root, f), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		src     string
		discard bool
	}{
		{"git checkout docs", false}, {"git checkout notes", false}, {"git checkout README", false},
		{"git checkout plain", true}, {"git checkout -- docs", true}, {"git checkout docs plain", true},
	} {
		got := has(g.effects(tt.src, g.ctx), "discard:worktree git checkout")
		if got != tt.discard {
			t.Errorf("%s: discard %v, want %v", tt.src, got, tt.discard)
		}
	}
}

// TestGitConfigScope: `git config` writes a file, so what a subshell, $( ), a pipeline's stage
// or a nested shell sets stays for the rest of the line; what `git -c` or a GIT_* variable
// gives lasts only for its command or its shell. A setting made or unset on a path that may
// not run may or may not be there: git may run any value it was given.
func TestGitConfigScope(t *testing.T) {
	g := newGitWorld(t)
	// The alias stored is `reset`, harmless where it is stored; `git zap --hard` is what finds it.
	zap := "discard:worktree git reset"
	for _, tt := range []struct {
		src       string
		want, not []string
	}{
		{src: `(git config alias.zap reset); git zap --hard`, want: []string{zap}},
		{src: `X=$(git config alias.zap reset); git zap --hard`, want: []string{zap}},
		{src: `git config alias.zap reset | cat; git zap --hard`, want: []string{zap}},
		{src: `bash -c "git config alias.zap reset"; git zap --hard`, want: []string{zap}},
		{src: `git config alias.zap reset; (git zap --hard)`, want: []string{zap}},
		{src: `git config alias.zap reset; echo $(git zap --hard)`, want: []string{zap}},
		{src: `(git -c alias.zap='reset --hard' status); git zap --hard`, not: []string{zap}},
		{src: `(export GIT_CONFIG_PARAMETERS="'alias.zap=reset'"); git zap --hard`, not: []string{zap}},
		{src: `export GIT_CONFIG_PARAMETERS="'alias.zap=reset'"; (git zap --hard)`, want: []string{zap}},
		{src: `ssh host "git config alias.zap reset"; git zap --hard`, not: []string{zap}},
		// paths that may not run
		{src: `if x; then git config alias.zap reset; fi; git zap --hard`, want: []string{zap}},
		{src: `git config alias.zap reset; if x; then git config --unset alias.zap; fi; git zap --hard`, want: []string{zap}},
		{src: `git config alias.zap reset; x && git config --unset alias.zap; git zap --hard`, want: []string{zap}},
		{src: `git config alias.zap 'reset --hard'; if x; then git config alias.zap status; fi; git zap`, want: []string{zap}},
		{src: `git config alias.zap status; if x; then git config alias.zap reset; fi; git zap --hard`, want: []string{zap}},
		{src: `git config alias.zap reset && git config --unset alias.zap && git zap --hard`, not: []string{zap}},
		{src: `git config alias.zap reset; git config --unset alias.zap; git zap --hard`, not: []string{zap}},
	} {
		got := g.effects(tt.src, g.ctx)
		for _, w := range tt.want {
			if !has(got, w) {
				t.Errorf("%s\n  want %q among %q", tt.src, w, got)
			}
		}
		for _, n := range tt.not {
			if has(got, n) {
				t.Errorf("%s\n  must not do %q: %q", tt.src, n, got)
			}
		}
	}
}
