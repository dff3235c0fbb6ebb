package e2e

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// claude wires hookguard into the project with `hookguard install claude` and runs one headless
// Claude Code session against a fake model that calls tool once.
func claude(t *testing.T, c caseDirs, prompt, tool string, input any, extra ...string) (*fakeModel, result) {
	t.Helper()
	ready(t)
	c.install(t, "claude")
	f := anthropic(t, tool, input)
	return f, claudeRun(t, c, f, prompt, extra...)
}

// claudeRun runs `claude -p PROMPT [extra...]` in the project against the fake model f.
func claudeRun(t *testing.T, c caseDirs, f *fakeModel, prompt string, extra ...string) result {
	t.Helper()
	return claudeVia(t, c, f, nil, prompt, extra...)
}

// claudeVia is claudeRun with Claude Code started by launcher (a program and its arguments,
// Claude's command line appended), as another program would start it.
func claudeVia(t *testing.T, c caseDirs, f *fakeModel, launcher []string, prompt string, extra ...string) result {
	t.Helper()
	bin := filepath.Join(modules, "@anthropic-ai", "claude-code", "bin", "claude.exe")
	env := c.env("ANTHROPIC_API_KEY=sk-ant-api03-e2e-offline", "ANTHROPIC_BASE_URL="+f.URL,
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1", "DISABLE_AUTOUPDATER=1", "DISABLE_TELEMETRY=1", "DISABLE_ERROR_REPORTING=1")
	args := append([]string{bin, "-p", prompt, "--output-format", "stream-json", "--verbose",
		"--include-hook-events", "--model", "claude-sonnet-4-5", "--allowedTools", "Bash,Write,Edit,Read"}, extra...)
	args = append(append([]string{}, launcher...), args...)
	r := run(t, c, 60*time.Second, env, args[0], args[1:]...)
	if r.Killed {
		t.Fatalf("Claude Code did not finish in time\nstdout: %s\nstderr: %s", tail(r.Stdout), tail(r.Stderr))
	}
	c.noDecoy(t)
	return r
}

func TestClaude(t *testing.T) {
	t.Parallel()
	type check func(t *testing.T, c caseDirs, f *fakeModel, r result)
	for _, tc := range []struct {
		name   string
		prompt string
		tool   string
		input  func(c caseDirs) any
		setup  func(t *testing.T, c caseDirs)
		check  check
		extra  []string // more of claude's arguments
	}{
		{name: "dangerous command denied", tool: "Bash",
			input: func(c caseDirs) any { return map[string]any{"command": "rm -rf ~/victim && echo RAN > ran.txt"} },
			setup: func(t *testing.T, c caseDirs) { write(t, filepath.Join(c.Home, "victim", "keep"), "x") },
			check: func(t *testing.T, c caseDirs, f *fakeModel, r result) {
				wantDenied(t, c, f.told, f.requests(), "hookguard [destructive/")
			}},
		{name: "safe command runs", tool: "Bash",
			input: func(c caseDirs) any { return map[string]any{"command": "echo RAN > ran.txt"} },
			check: func(t *testing.T, c caseDirs, f *fakeModel, r result) {
				wantRanSilently(t, c, f.told, r)
			}},
		{name: "write outside the project denied", tool: "Write",
			input: func(c caseDirs) any {
				return map[string]any{"file_path": filepath.Join(c.Home, "outside.txt"), "content": "x\n"}
			},
			check: func(t *testing.T, c caseDirs, f *fakeModel, r result) {
				if exists(filepath.Join(c.Home, "outside.txt")) {
					t.Error("the write landed")
				}
				if !f.told("hookguard [boundary/outside-roots]") {
					t.Error("the model was not told hookguard's reason")
				}
			}},
		{name: "write inside the project passes", tool: "Write",
			input: func(c caseDirs) any {
				return map[string]any{"file_path": filepath.Join(c.Proj, "src", "inside.txt"), "content": "hello\n"}
			},
			check: func(t *testing.T, c caseDirs, f *fakeModel, r result) {
				if !exists(filepath.Join(c.Proj, "src", "inside.txt")) {
					t.Errorf("the write did not land\n%s", tail(r.Stdout))
				}
			}},
		{name: "secret written into the project denied", tool: "Write",
			input: func(c caseDirs) any {
				return map[string]any{"file_path": filepath.Join(c.Proj, "config.py"), "content": "aws_access_key_id = " + awsKey + "\n"}
			},
			check: func(t *testing.T, c caseDirs, f *fakeModel, r result) {
				if exists(filepath.Join(c.Proj, "config.py")) {
					t.Error("the secret was written")
				}
				if !f.told("hookguard [secrets/") {
					t.Error("the model was not told hookguard's reason")
				}
			}},
		{name: "read of a key outside denied", tool: "Read",
			input: func(c caseDirs) any { return map[string]any{"file_path": filepath.Join(c.Home, ".ssh", "id_rsa")} },
			setup: func(t *testing.T, c caseDirs) {
				write(t, filepath.Join(c.Home, ".ssh", "id_rsa"), "-----BEGIN OPENSSH PRIVATE KEY-----\nKEYBODY-E2E\n")
			},
			check: func(t *testing.T, c caseDirs, f *fakeModel, r result) {
				if f.told("KEYBODY-E2E") {
					t.Error("the key reached the model")
				}
				if !f.told("hookguard [boundary/") {
					t.Error("the model was not told hookguard's reason")
				}
			}},
		{name: "sourced token printed denied", tool: "Bash",
			// The token matches no credential pattern: only knowing where the value came from
			// (the sourced .env) stops it.
			input: func(c caseDirs) any { return map[string]any{"command": `source .env && echo "$API_TOKEN"`} },
			setup: func(t *testing.T, c caseDirs) { write(t, filepath.Join(c.Proj, ".env"), "API_TOKEN="+e2eToken+"\n") },
			check: func(t *testing.T, c caseDirs, f *fakeModel, r result) {
				wantSecretKept(t, f.told, f.requests(), "hookguard [secrets/")
			}},
		{name: "Grep with no path denied", tool: "Grep",
			// Claude's Grep runs ripgrep with --hidden: with no path it searches the project's .env.
			// 2.1.x offers Grep only when it is named in --allowedTools (or --tools); otherwise
			// the Bash grep is ugrep --hidden --ignore-files, which the shell side judges.
			extra: []string{"--allowedTools", "Grep"},
			input: func(c caseDirs) any { return map[string]any{"pattern": "API_TOKEN", "output_mode": "content"} },
			setup: func(t *testing.T, c caseDirs) { write(t, filepath.Join(c.Proj, ".env"), "API_TOKEN="+e2eToken+"\n") },
			check: func(t *testing.T, c caseDirs, f *fakeModel, r result) {
				wantSecretKept(t, f.told, f.requests(), "hookguard [secrets/dotenv]")
				if !f.told(`glob: \"!.env*\"`) {
					t.Error("the reason did not give the glob that leaves .env out")
				}
			}},
		{name: "prompt blocked", prompt: "use PROD-PASSWORD to log in", tool: "Bash",
			input: func(c caseDirs) any { return map[string]any{"command": "echo RAN > ran.txt"} },
			check: func(t *testing.T, c caseDirs, f *fakeModel, r result) {
				if f.told("PROD-PASSWORD") {
					t.Error("the blocked prompt reached the model")
				}
				if exists(filepath.Join(c.Proj, "ran.txt")) {
					t.Error("the turn went on")
				}
				if !strings.Contains(r.Stdout, "the prod password is not pasted") {
					t.Errorf("the user was not told why\n%s", tail(r.Stdout))
				}
			}},
		{name: "stop kept working once, then let stop", tool: "Bash",
			input: func(c caseDirs) any { return map[string]any{"command": "echo RAN > ran.txt"} },
			setup: func(t *testing.T, c caseDirs) {
				c.userConfig(t, "[groups]\nstop = [\"rules\"]\n\n[[rules]]\nid = \"red\"\ngroups = [\"stop\"]\nwhen = 'true'\nverdict = \"block\"\nreason = \"E2E-TESTS-RED\"\n")
			},
			check: func(t *testing.T, c caseDirs, f *fakeModel, r result) {
				// Claude's own cap is 8; hookguard's lets it stop once the report stops changing.
				if n := f.count("E2E-TESTS-RED"); n < 1 || n > 3 {
					t.Errorf("the stop reason reached the model %d times, want 1 to 3", n)
				}
				if !strings.Contains(r.Stdout, "the agent was let stop") {
					t.Errorf("the user was not told the agent was let stop\n%s", tail(r.Stdout))
				}
			}},
		{name: "ask denies in headless mode", tool: "Bash",
			input: func(c caseDirs) any { return map[string]any{"command": "deploy-e2e --now; echo RAN > ran.txt"} },
			setup: func(t *testing.T, c caseDirs) {
				c.userConfig(t, "[[rules]]\nid = \"look\"\ngroups = [\"pre-shell\"]\nwhen = 'any(commands, .name == \"deploy-e2e\")'\nverdict = \"ask\"\nreason = \"E2E-ASK a person looks at deploys\"\n")
			},
			check: func(t *testing.T, c caseDirs, f *fakeModel, r result) {
				if exists(filepath.Join(c.Proj, "ran.txt")) {
					t.Error("the command ran")
				}
				if !f.told("E2E-ASK") {
					t.Error("the model was not told the reason")
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := newCase(t)
			if tc.setup != nil {
				tc.setup(t, c)
			}
			prompt := tc.prompt
			if prompt == "" {
				prompt = "E2E run the thing"
			}
			f, r := claude(t, c, prompt, tc.tool, tc.input(c), tc.extra...)
			tc.check(t, c, f, r)
			if t.Failed() {
				t.Logf("stdout: %s\nstderr: %s", tail(r.Stdout), tail(r.Stderr))
			}
		})
	}
}
