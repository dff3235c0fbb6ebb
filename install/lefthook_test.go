package install

import (
	"os"
	"path/filepath"
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

// lefthook is found by every name the guards protect (the main config before a -local one),
// and hookguard's command counts in any file lefthook merges: the -local config and what a
// config extends.
func TestLefthookFoundAndCalls(t *testing.T) {
	for _, c := range []struct {
		name  string
		files map[string]string
		at    string
		calls bool
	}{
		{"jsonc", map[string]string{"lefthook.jsonc": "{}"}, "lefthook.jsonc", false},
		{"local only", map[string]string{".lefthook-local.yml": "pre-commit: {}"}, ".lefthook-local.yml", false},
		{"main before local", map[string]string{"lefthook-local.yml": "", ".config/lefthook.toml": ""}, ".config/lefthook.toml", false},
		{"none", map[string]string{"docs/lefthook.yml": ""}, "", false},
		{"call in local", map[string]string{"lefthook.yml": "pre-push: {}\n", "lefthook-local.yml": "pre-commit:\n  commands:\n    hookguard:\n      run: sh " + guestDir + "/pre-commit\n"}, "lefthook.yml", true},
		{"call in extends", map[string]string{"lefthook.yml": "extends:\n  - ci/hooks.yml\n", "ci/hooks.yml": "pre-commit:\n  commands:\n    hookguard:\n      run: sh " + guestDir + "/pre-commit\n"}, "lefthook.yml", true},
	} {
		top := t.TempDir()
		for rel, text := range c.files {
			p := filepath.Join(top, filepath.FromSlash(rel))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		at := lefthookAt(top)
		if at != c.at {
			t.Errorf("%s: found %q, want %q", c.name, at, c.at)
		}
		if at != "" {
			if got := lefthookCalls(top, "pre-commit"); got != c.calls {
				t.Errorf("%s: calls = %v, want %v", c.name, got, c.calls)
			}
		}
	}
}
