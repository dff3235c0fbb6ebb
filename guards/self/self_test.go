package self

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

func event(t testing.TB, group hookguard.Group) *hookguard.Event {
	home := t.TempDir()
	root := filepath.Join(home, "proj")
	os.MkdirAll(filepath.Join(home, ".local", "state", "hookguard"), 0o700)
	os.MkdirAll(root, 0o755)
	osGetenv = func(k string) string {
		if k == "HOME" {
			return home
		}
		return ""
	}
	return &hookguard.Event{Runner: hookguard.Claude, Group: group, Home: home, Root: root, Cwd: root}
}

func TestShell(t *testing.T) {
	block := map[string]string{
		"hookguard run --runner claude < p.json":                  "hookguard-cli",
		"/usr/local/bin/hookguard install":                        "hookguard-cli",
		"hookguard.exe uninstall":                                 "hookguard-cli",
		"hookguard ledger revoke hg-22222a":                       "hookguard-cli",
		"hookguard frobnicate":                                    "hookguard-cli",
		"sudo hookguard trust":                                    "hookguard-cli",
		"pnpx hookguard run":                                      "hookguard-cli",
		"go run github.com/hookguard/hookguard/cmd/hookguard run": "hookguard-cli",
		".hookguard/runners/codex/guard-shell.sh":                 "hookguard-cli",
		"claude --resume abc -p hi":                               "session-inject",
		"claude --resume=abc -p hi":                               "session-inject",
		"codex e resume --last hi":                                "session-inject",
		"gemini -r latest":                                        "session-inject",
		"claude config add -g x y":                                "harness-settings",
		"codex features enable hooks":                             "harness-settings",
		"gemini hooks enable-all":                                 "harness-settings",
		"git -cinclude.path=/tmp/x commit":                        "git-hooks-off",
		"git config --global includeIf.gitdir:~/.path /tmp/x":     "git-hooks-off",
		"git config --rename-section core old":                    "git-hooks-off",
		"GIT_CONFIG_SYSTEM=/tmp/x git push":                       "git-hooks-off",
		"declare -x XDG_CONFIG_HOME=/tmp/x":                       "env-redirect",
		"HOOKGUARD_X=1 ls":                                        "env-redirect",
		"cat > .envrc <<'E'\nexport XDG_STATE_HOME=/tmp\nE":       "envrc",
		"cat ~/.local/state/hookguard/ledger.key":                 "ledger-key",
		"zip -r /tmp/x.zip ~":                                     "ledger-key",
	}
	allow := []string{
		"hookguard", "hookguard --help", "hookguard check 'rm -rf /'", "hookguard ledger list", "hookguard ledger",
		"hookguard log --json", "hookguard doctor --strict", "hookguard list-hooks --json", "hookguard version",
		"claude --help", "claude -p 'explain x'", "claude config get theme", "codex exec 'run tests'", "codex features list",
		"gemini -p hi", "gemini hooks list", "git config user.name x", "git config --get include.path", "git commit -m x",
		"HOME=/tmp/h npm test", "export PATH=$PWD/bin:$PATH", "SKIP= git commit -m x", "echo 'XDG_CONFIG_HOME is a variable'",
		"ls ~/.local/state", "cat README.md", "cp -r src /tmp/x", "tar czf /tmp/src.tgz src", "echo ok > .envrc",
	}
	for cmd, rule := range block {
		ev := event(t, hookguard.PreShell)
		ev.Command = cmd
		v, err := (&Guard{}).Check(context.Background(), ev)
		if err != nil || v.Decision != hookguard.Block || v.Rule != rule || !v.NoCode {
			t.Errorf("%q: got %v %s/%s (%v), want block by %s without a code", cmd, v.Decision, v.Guard, v.Rule, err, rule)
		}
	}
	for _, cmd := range allow {
		ev := event(t, hookguard.PreShell)
		ev.Command = cmd
		v, err := (&Guard{}).Check(context.Background(), ev)
		if err != nil || v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s (%v), want allow", cmd, v.Decision, v.Rule, v.Reason, err)
		}
	}
}

func TestFiles(t *testing.T) {
	ev := event(t, hookguard.PreFiles)
	ev.Files = []hookguard.FileChange{{Path: filepath.Join(ev.Root, ".envrc"), Op: hookguard.OpWrite, Text: "export XDG_STATE_HOME=/tmp/x\n"}}
	if v, _ := (&Guard{}).Check(context.Background(), ev); v.Rule != "envrc" {
		t.Errorf(".envrc redirect: %+v", v)
	}
	ev.Files = []hookguard.FileChange{{Path: filepath.Join(ev.Root, ".envrc"), Op: hookguard.OpWrite, Text: "use nix\n"}}
	if v, _ := (&Guard{}).Check(context.Background(), ev); v.Decision != hookguard.Allow {
		t.Errorf("plain .envrc: %+v", v)
	}
	ev = event(t, hookguard.PreRead)
	ev.Reads = []string{filepath.Join(ev.Home, ".local/state/hookguard/ledger.key")}
	if v, _ := (&Guard{}).Check(context.Background(), ev); v.Rule != "ledger-key" || !v.NoCode {
		t.Errorf("key read: %+v", v)
	}
	ev.Reads = []string{filepath.Join(ev.Root, "main.go")}
	if v, _ := (&Guard{}).Check(context.Background(), ev); v.Decision != hookguard.Allow {
		t.Errorf("ordinary read: %+v", v)
	}
}

// The guard runs first on every shell command: what it costs there.
func BenchmarkTypicalCommand(b *testing.B) {
	ev := event(b, hookguard.PreShell)
	g := &Guard{}
	for b.Loop() {
		e := &hookguard.Event{Runner: ev.Runner, Group: ev.Group, Home: ev.Home, Root: ev.Root, Cwd: ev.Cwd,
			Command: "go test ./... && git status --short | head -20"}
		if v, _ := g.Check(context.Background(), e); v.Decision != hookguard.Allow {
			b.Fatal(v.Reason)
		}
	}
}

// The guard's own share, with the shell parse (shared by every guard) already done.
func BenchmarkTypicalCommandParsed(b *testing.B) {
	ev := event(b, hookguard.PreShell)
	ev.Command = "go test ./... && git status --short | head -20"
	g := &Guard{}
	g.Check(context.Background(), ev)
	for b.Loop() {
		if v, _ := g.Check(context.Background(), ev); v.Decision != hookguard.Allow {
			b.Fatal(v.Reason)
		}
	}
}
