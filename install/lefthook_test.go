package install

import (
	"strings"
	"testing"
)

// The snippet's shapes other than the one the real-lefthook testscript applies
// (testscripts/gitfloor/lefthook_snippet.txtar): a file with none of the hooks, a hook with its
// own commands in two-space indentation, quoted and commented keys, a hook written inline,
// TOML and JSON configs.
func TestLefthookSnippet(t *testing.T) {
	for _, c := range []struct {
		name, file, data string
		missing          []string
		want             string
	}{
		{"empty file", "lefthook.yml", "", []string{"pre-commit", "pre-push"}, `
# append at the end of the file:
pre-commit:
  commands:
    hookguard:
      run: sh .hookguard/git/pre-commit
pre-push:
  commands:
    hookguard:
      run: sh .hookguard/git/pre-push
      use_stdin: true`},
		{"commands, quoted key, comments", ".lefthook.yml", "min_version: 1.5.0\n\"pre-commit\": # ours\n  # lint first\n  commands:\n\n    lint:\n      run: make lint\n", []string{"pre-commit"}, `
# insert after line 4 (` + "`commands:`" + ` under pre-commit:):
    hookguard:
      run: sh .hookguard/git/pre-commit`},
		// A key that only starts with the hook's name is another key.
		{"prefix is not the key", "lefthook.yml", "pre-commit-extra:\n  commands: {}\n", []string{"pre-commit"}, `
# append at the end of the file:
pre-commit:
  commands:
    hookguard:
      run: sh .hookguard/git/pre-commit`},
		// commands deeper in the hook (under a job) is not the hook's own.
		{"jobs only", "lefthook.yml", "pre-push:\n  parallel: true\n  jobs:\n    - name: t\n      run: make t\n", []string{"pre-push"}, `
# insert after line 1 (` + "`pre-push:`" + `):
  commands:
    hookguard:
      run: sh .hookguard/git/pre-push
      use_stdin: true`},
		{"inline", "lefthook.yml", "pre-commit: {commands: {a: {run: x}}}\n", []string{"pre-commit"}, `
# pre-commit: is written inline on line 1 ({commands: {a: {run: x}}}): rewrite it as a block, then add under it:
  commands:
    hookguard:
      run: sh .hookguard/git/pre-commit`},
		{"inline commands", "lefthook.yml", "pre-commit:\n  commands: {}\n", []string{"pre-commit"}, `
# pre-commit:'s commands are written inline on line 2 ({}): rewrite them as a block, then add under it:
    hookguard:
      run: sh .hookguard/git/pre-commit`},
		{"toml", "lefthook.toml", "[pre-commit.commands.own]\nrun = \"x\"\n", []string{"pre-commit", "pre-push"}, `
# append at the end of the file:
[pre-commit.commands.hookguard]
run = "sh .hookguard/git/pre-commit"
[pre-push.commands.hookguard]
run = "sh .hookguard/git/pre-push"
use_stdin = true`},
		{"json", ".config/lefthook.json", "{}", []string{"pre-push"}, `
# merge these members into the top-level object (beside a hook's existing "commands", if it has them):
"pre-push": {"commands": {"hookguard": {"run": "sh .hookguard/git/pre-push", "use_stdin": true}}}`},
	} {
		got := lefthookSnippet(c.file, []byte(c.data), c.missing)
		head := "git: lefthook owns the hooks — add to " + c.file + " (then `lefthook install`):"
		if !strings.HasPrefix(got, head) || got[len(head):] != c.want {
			t.Errorf("%s: got\n%s\nwant\n%s%s", c.name, got, head, c.want)
		}
	}
}
