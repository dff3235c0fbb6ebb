package self

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// An agent's approvals switched off by the config file it loads (the home's or the
// project's), not on its line, are judged as the line's switch: Codex's config.toml (a
// profile the line or the file selects among them), Gemini CLI's and Qwen Code's
// settings.json. The same agents with default configs, unrelated keys, or a setting the line
// overrides, pass.
func TestAgentConfigFiles(t *testing.T) {
	const (
		codexHome = "~/.codex/config.toml"
		codexProj = ".codex/config.toml"
		gemHome   = "~/.gemini/settings.json"
		gemProj   = ".gemini/settings.json"
		qwenProj  = ".qwen/settings.json"
	)
	cases := []struct {
		file, text, cmd string
		block           bool
	}{
		{codexHome, "model = \"o3\"\nsandbox_mode = \"danger-full-access\"\n", "codex exec x", true},
		{codexHome, "sandbox_mode='workspace-write' # for ci\n", "npx @openai/codex exec x", true},
		{codexHome, "approval_policy = \"never\"\nsandbox_mode = \"workspace-write\"\n", "codex x", true},
		{codexHome, "approval_policy = \"never\"\n", "codex x", true},
		{codexProj, "[profiles.ci]\nsandbox_mode = \"danger-full-access\"\n", "codex exec -p ci x", true},
		{codexProj, "[profiles.ci]\nsandbox_mode = \"danger-full-access\"\n", "codex --profile=$P exec x", true},
		{codexHome, "profile = \"ci\"\n[profiles.ci]\napproval_policy = \"never\"\nsandbox_mode = \"danger-full-access\"\n", "codex exec x", true},
		{codexHome, "profiles.ci.sandbox_mode = \"workspace-write\"\n", "codex exec --profile ci x", true},
		{gemHome, `{"general": {"defaultApprovalMode": "auto_edit"}}`, "gemini -p x", true},
		{gemProj, "{\n  // ours\n  \"tools\": {\"allowed\": [\"read_file\", \"run_shell_command\"]},\n}\n", "gemini -p x", true},
		{qwenProj, `{"tools": {"approvalMode": "yolo"}}`, "qwen -p x", true},
		{"~/.qwen/settings.json", `{"tools": {"approvalMode": "auto-edit"}}`, "qwen -p x", true},
		{gemProj, `{}`, `mkdir -p .qwen && echo "$S" > .qwen/settings.json && qwen -p x`, true},
		{qwenProj, `{}`, `printf '{"tools":{"approvalMode":"yolo"}}' > .qwen/s.json && mv .qwen/s.json .qwen/settings.json; qwen -p x`, true},
		{"~/.aider.conf.yml", "yes-always: true\n", "aider -m x", true},
		{"~/cfg/aider.yml", "yes-always: true\n", "aider --config ~/cfg/aider.yml -m x", true},
		// A file that was there, overwritten by the line with text only known when it runs,
		// holds that text, not the old one: judged as one the line creates is.
		{qwenProj, `{}`, `echo "$S" > .qwen/settings.json && qwen -p x`, true},
		{gemHome, `{"general": {"vimMode": true}}`, `printf %s "$S" > ~/.gemini/settings.json; gemini -p x`, true},
		{codexProj, "model = \"o3\"\n", `curl -s "$U" > .codex/config.toml; codex exec x`, true},
		{codexHome, "model = \"o3\"\n", `./gen | tee ~/.codex/config.toml >/dev/null; codex exec x`, true},
		{"~/.aider.conf.yml", "model: sonnet\n", `echo "$A" > ~/.aider.conf.yml; aider -m x`, true},

		{codexHome, "model = \"o3\"\n[sandbox_workspace_write]\nnetwork_access = true\n", "codex exec x", false},
		{codexHome, "approval_policy = \"never\"\n", "codex exec x", false},
		{codexHome, "approval_policy = \"never\"\nsandbox_mode = \"read-only\"\n", "codex exec x", false},
		{codexHome, "sandbox_mode = \"danger-full-access\"\n", "codex exec -s read-only x", false},
		{codexHome, "sandbox_mode = \"danger-full-access\"\n", "codex --version", false},
		{codexProj, "[profiles.ci]\nsandbox_mode = \"danger-full-access\"\n", "codex exec x", false},
		{codexProj, "[profiles.ci]\nsandbox_mode = \"danger-full-access\"\n", "codex exec -p dev x", false},
		{gemHome, `{"general": {"defaultApprovalMode": "plan", "vimMode": true}, "ui": {"theme": "yolo"}}`, "gemini -p x", false},
		{gemProj, `{"tools": {"allowed": ["run_shell_command(git status)", "read_file"]}}`, "gemini -p x", false},
		{qwenProj, `{"tools": {"approvalMode": "default"}}`, "qwen -p x", false},
		{gemHome, `{"general": {"defaultApprovalMode": "auto_edit"}}`, "gemini --version", false},
		{qwenProj, `{}`, `echo "$S" > notes.txt && qwen -p x`, false},
		{"~/.aider.conf.yml", "model: sonnet\n", "aider -m x", false},
		{"~/cfg/aider.yml", "model: sonnet\n", "aider --config ~/cfg/aider.yml -m x", false},
		// Known text written over the old file is judged as written; other files and reads
		// leave the old one as it is.
		{qwenProj, `{"tools": {"approvalMode": "yolo"}}`, `echo '{}' > .qwen/settings.json && qwen -p x`, false},
		{codexProj, "model = \"o3\"\n", `echo "$S" > .codex/notes.toml; cat .codex/config.toml; codex exec x`, false},
		{codexHome, "model = \"o3\"\n", `echo "$S" > out.toml; codex exec x`, false},
		{"~/.aider.conf.yml", "model: sonnet\n", `cat ~/.aider.conf.yml > /tmp/a.yml; aider -m x`, false},
	}
	for _, tc := range cases {
		w := newWorld(t)
		path := filepath.Join(w.root, tc.file)
		if rest, ok := strings.CutPrefix(tc.file, "~/"); ok {
			path = filepath.Join(w.home, rest)
		}
		write(t, path, []byte(tc.text), 0o644)
		v := w.shell(t, tc.cmd)
		if tc.block && (v.Decision != hookguard.Block || v.Rule != "agent-unattended") {
			t.Errorf("%s %q, %q: got %v %s (%s), want block by agent-unattended", tc.file, tc.text, tc.cmd, v.Decision, v.Rule, v.Reason)
		}
		if !tc.block && v.Decision != hookguard.Allow {
			t.Errorf("%s %q, %q: got %v %s (%s), want allow", tc.file, tc.text, tc.cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
