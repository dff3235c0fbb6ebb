package self

import (
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// Another coding agent run with its approvals or sandbox off is an action no guard sees:
// every agent, every spelling of its switch (flag, value, variable, a package runner, a
// wrapper). The same agents run with their approvals on pass.
func TestUnattendedAgents(t *testing.T) {
	w := newWorld(t)
	// A config aider finds in the project, written by an earlier call.
	write(t, filepath.Join(w.root, "sub", ".aider.conf.yml"), []byte("model: sonnet\nyes-always: true\n"), 0o644)
	if v := w.shell(t, "cd sub && aider -m x"); v.Rule != "agent-unattended" {
		t.Errorf("aider with yes-always in its config: got %v %s (%s)", v.Decision, v.Rule, v.Reason)
	}
	for _, cmd := range []string{
		`claude -p "fix it" --dangerously-skip-permissions`,
		"claude --permission-mode bypassPermissions -p x",
		"claude -p x --permission-mode=acceptEdits",
		"claude -p x --permission-mode $MODE",
		"claude -p x --allowedTools 'Bash Edit'",
		"claude -p x --allowed-tools 'Bash(*)'",
		`codex exec --dangerously-bypass-approvals-and-sandbox "do it"`,
		"codex --yolo x",
		"codex exec --full-auto x",
		"codex exec -s danger-full-access x",
		"codex --sandbox=workspace-write exec x",
		"codex -c sandbox_mode=danger-full-access exec x",
		"codex -a never x",
		"codex -c approval_policy=never x",
		`gemini -p "x" --yolo`,
		"gemini -y -p x",
		"gemini --approval-mode yolo -p x",
		"gemini --approval-mode=auto_edit -p x",
		"gemini -p x --allowed-tools run_shell_command",
		"qwen -p x --yolo",
		"aider --yes-always --message x",
		"AIDER_YES_ALWAYS=1 aider -m x",
		"export AIDER_YES_ALWAYS=true; aider -m x",
		"cursor-agent -p --force x",
		"cursor-agent -p --yolo x",
		"opencode run x",
		"opencode --auto",
		"amp -x --dangerously-allow-all x",
		"goose run -t x",
		"GOOSE_MODE=auto goose run -t x",
		"copilot -p x --allow-all-tools",
		"copilot -p x --allow-tool shell",
		"crush run -y x",
		"droid exec --skip-permissions-unsafe x",
		"droid exec --auto medium x",
		"kiro-cli chat --no-interactive --trust-all-tools x",
		"npx @anthropic-ai/claude-code -p x --dangerously-skip-permissions",
		"npx @google/gemini-cli -p x --yolo",
		"npx -y @openai/codex exec --yolo x",
		"bunx @sourcegraph/amp -x y --dangerously-allow-all",
		"npx opencode-ai run x",
		"sh -c 'timeout 600 claude -p x --dangerously-skip-permissions'",
		"xargs -I{} codex exec --full-auto {} < tasks.txt",
		"claude -p x --$MODE",
		"echo 'yes-always: true' > .aider.conf.yml && aider -m x",
		"aider --config /nowhere/a.yml -m x",
		"node /usr/lib/node_modules/@anthropic-ai/claude-code/cli.js -p x --dangerously-skip-permissions",
		"node --no-warnings ~/.npm-global/lib/node_modules/@openai/codex/bin/codex.js exec --yolo x",
		"bun node_modules/@google/gemini-cli/dist/index.js -y -p x",
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block || v.Rule != "agent-unattended" {
			t.Errorf("%q: got %v %s (%s), want block by agent-unattended", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	for _, cmd := range []string{
		`claude -p "explain main.go"`, "claude -p x --permission-mode plan", "claude -p x --allowedTools 'Bash(git status:*) Read'",
		"claude --version", "codex exec 'run the tests'", "codex exec -s read-only x", "codex -a on-request x", "codex exec -a never x",
		"codex --yolo --help", `gemini -p "summarise README.md"`, "gemini --approval-mode default -p x", "gemini -p x --yolo=false",
		"qwen -p x", "aider -m 'explain' app.py", "AIDER_YES_ALWAYS=0 aider -m x", "cursor-agent -p 'explain'", "amp -x 'what is here?'",
		"GOOSE_MODE=approve goose run -t x", "goose -dir migrations postgres \"$DB\" status", "copilot -p 'explain'",
		"copilot -p x --allow-tool 'shell(git status)'", "copilot svc deploy", "droid exec 'explain'", "crush run 'explain'",
		"kiro-cli chat --no-interactive x", "opencode run --help", "echo 'model: sonnet' > .aider.conf.yml && aider -m x",
		`claude -p "$(cat task.md)"`, "node node_modules/@anthropic-ai/claude-code/cli.js -p explain", "node app.js --yolo",
		"node node_modules/.bin/eslint .",
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s (%s), want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}

// An agent CLI's approvals switched off by a config file it loads, rather than on its line:
// Amp's settings, cursor-agent's cli.json (merged from the repository's top down), crush's
// allowed_tools; and an agent's own script run from a package root only known when the line
// runs. The same files granting only reads, and other scripts, pass.
func TestUnattendedAgentConfigFiles(t *testing.T) {
	w := newWorld(t)
	write(t, filepath.Join(w.home, ".config", "amp", "settings.json"), []byte(`{"amp.dangerouslyAllowAll": true}`), 0o644)
	write(t, filepath.Join(w.root, ".cursor", "cli.json"), []byte(`{"permissions": {"allow": ["Read(**)", "Shell(*)"], "deny": []}}`), 0o644)
	write(t, filepath.Join(w.root, ".git", "HEAD"), []byte("ref: refs/heads/main\n"), 0o644)
	write(t, filepath.Join(w.root, "crush.json"), []byte(`{"permissions": {"allowed_tools": ["view", "bash:execute"]}}`), 0o644)
	write(t, filepath.Join(w.root, "ro", "crush.json"), []byte(`{"permissions": {"allowed_tools": ["view", "ls"]}}`), 0o644)
	write(t, filepath.Join(w.root, "ro", ".amp", "settings.json"), []byte(`{"amp.permissions": [{"tool": "Bash", "action": "allow", "matches": {"cmd": "git status"}}]}`), 0o644)
	for _, cmd := range []string{
		"amp -x 'fix it'",
		"echo 'fix it' | amp",
		"cursor-agent -p x",
		"cd sub && cursor-agent -p x",
		"crush run x",
		"crush",
		`node "$(npm root -g)/@anthropic-ai/claude-code/cli.js" --dangerously-skip-permissions -p x`,
		"node $(npm root -g)/@openai/codex/bin/codex.js exec --yolo x",
		`bun "$PREFIX/lib/node_modules/@google/gemini-cli/dist/index.js" -y -p x`,
		`node "$(npm root -g)/@anthropic-ai/claude-code" --dangerously-skip-permissions -p x`,
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block || v.Rule != "agent-unattended" {
			t.Errorf("%q: got %v %s (%s), want block by agent-unattended", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	for _, cmd := range []string{
		"amp threads list", "cursor-agent status", "crush logs", "cd ro && crush run x",
		`node "$(npm root -g)/@anthropic-ai/claude-code/cli.js" -p explain`,
		`node "$(npm root -g)/typescript/bin/tsc" -p .`, `node "$DIR/scripts/build.js"`,
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s (%s), want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	// Without the settings, the same runs pass.
	w2 := newWorld(t)
	for _, cmd := range []string{"amp -x 'fix it'", "cursor-agent -p x", "crush run x"} {
		if v := w2.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q without settings: got %v %s (%s), want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
