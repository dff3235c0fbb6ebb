package e2e

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// geminiSettings is the user's own project .gemini/settings.json, before hookguard: telemetry to
// a local file so the case can read what the model was sent (the CLI's fake model has no server
// to log requests). `hookguard install gemini` then merges its hooks into it, keeping these.
func geminiSettings(t *testing.T, c caseDirs) {
	s := map[string]any{
		"general":   map[string]any{"disableAutoUpdate": true, "disableUpdateNag": true},
		"privacy":   map[string]any{"usageStatisticsEnabled": false},
		"telemetry": map[string]any{"enabled": true, "target": "local", "otlpEndpoint": "", "outfile": filepath.Join(c.Root, "telemetry.log")},
		"security":  map[string]any{"auth": map[string]any{"selectedType": "gemini-api-key"}},
		"ide":       map[string]any{"enabled": false, "hasSeenNudge": true},
	}
	b, _ := json.MarshalIndent(s, "", "  ")
	write(t, filepath.Join(c.Proj, ".gemini", "settings.json"), string(b)+"\n")
	c.install(t, "gemini")
	data, _ := os.ReadFile(filepath.Join(c.Proj, ".gemini", "settings.json"))
	if !bytes.HasPrefix(data, b[:len(b)-2]) {
		t.Fatalf("install did not keep the user's settings as they were:\n%s", data)
	}
}

// geminiModel is what the model was sent, read back from the telemetry file.
type geminiModel struct {
	requests []string
}

func (g geminiModel) told(s string) bool { return g.count(s) > 0 }

func (g geminiModel) count(s string) int {
	n := 0
	for _, r := range g.requests {
		if strings.Contains(r, s) {
			n++
		}
	}
	return n
}

// readTelemetry reads the concatenated JSON records of the local telemetry file and keeps each
// model request's full text (gemini_cli.api_request).
func readTelemetry(t *testing.T, path string) geminiModel {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Logf("no telemetry: %v", err)
		return geminiModel{}
	}
	var g geminiModel
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		var rec struct {
			Attributes map[string]any `json:"attributes"`
		}
		if err := dec.Decode(&rec); err != nil {
			if !errors.Is(err, io.EOF) {
				t.Logf("telemetry: %v", err)
			}
			break
		}
		if rec.Attributes["event.name"] == "gemini_cli.api_request" {
			if s, ok := rec.Attributes["request_text"].(string); ok {
				g.requests = append(g.requests, s)
			}
		}
	}
	return g
}

// gemini runs one headless Gemini CLI session with a scripted model: one call of tool, then
// text answers (enough for a stop continuation).
func gemini(t *testing.T, c caseDirs, prompt, tool string, args any) (geminiModel, result, map[string]any) {
	t.Helper()
	ready(t)
	geminiSettings(t, c)
	return geminiRun(t, c, prompt, tool, args)
}

// geminiRun runs one headless Gemini CLI session in a project where hookguard is installed,
// with a scripted model: one call of tool, then text answers.
func geminiRun(t *testing.T, c caseDirs, prompt, tool string, args any) (geminiModel, result, map[string]any) {
	t.Helper()
	return geminiRunEnv(t, c, []string{"GEMINI_CLI_TRUST_WORKSPACE=true"}, prompt, tool, args)
}

// geminiRunEnv is geminiRun with the trust environment the caller chooses (none: the folder
// trust a person gave, as Gemini CLI recorded it).
func geminiRunEnv(t *testing.T, c caseDirs, trust []string, prompt, tool string, args any) (geminiModel, result, map[string]any) {
	t.Helper()
	turn := func(parts ...any) string {
		b, _ := json.Marshal(map[string]any{"method": "generateContentStream", "response": []any{map[string]any{
			"candidates":    []any{map[string]any{"content": map[string]any{"role": "model", "parts": parts}, "finishReason": "STOP", "index": 0}},
			"usageMetadata": map[string]int{"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15},
		}}})
		return string(b)
	}
	var lines []string
	if tool != "" {
		lines = append(lines, turn(map[string]any{"functionCall": map[string]any{"name": tool, "args": args}}))
	}
	for i := 1; i <= 6; i++ {
		lines = append(lines, turn(map[string]any{"text": "FINAL-ANSWER-" + string(rune('0'+i))}))
	}
	fake := filepath.Join(c.Root, "fake.jsonl")
	write(t, fake, strings.Join(lines, "\n")+"\n")
	bin := filepath.Join(modules, "@google", "gemini-cli", "bundle", "gemini.js")
	env := c.env(append([]string{"GEMINI_API_KEY=e2e-offline"}, trust...)...)
	// --yolo: headless Gemini registers no shell tool without it, and BeforeTool never fires.
	r := run(t, c, 90*time.Second, env, "node", bin, "--yolo", "--fake-responses-non-strict", fake,
		"-m", "gemini-2.5-flash", "-o", "json", "-p", prompt)
	if r.Killed {
		t.Fatalf("Gemini CLI did not finish in time\nstdout: %s\nstderr: %s", tail(r.Stdout), tail(r.Stderr))
	}
	c.noDecoy(t)
	var out map[string]any
	_ = json.Unmarshal([]byte(r.Stdout), &out)
	return readTelemetry(t, filepath.Join(c.Root, "telemetry.log")), r, out
}

func TestGemini(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		prompt string
		tool   string
		args   func(c caseDirs) any
		setup  func(t *testing.T, c caseDirs)
		check  func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any)
	}{
		{name: "dangerous command denied", tool: "run_shell_command",
			args: func(c caseDirs) any {
				return map[string]any{"command": "rm -rf ~/victim && echo RAN > ran.txt", "description": "e2e"}
			},
			setup: func(t *testing.T, c caseDirs) { write(t, filepath.Join(c.Home, "victim", "keep"), "x") },
			check: func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any) {
				wantDenied(t, c, g.told, g.requests, "Tool execution blocked: hookguard [destructive/")
			}},
		{name: "safe command runs", tool: "run_shell_command",
			args: func(c caseDirs) any { return map[string]any{"command": "echo RAN > ran.txt", "description": "e2e"} },
			check: func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any) {
				wantRanSilently(t, c, g.told, r)
			}},
		{name: "dir_path is the command's cwd", tool: "run_shell_command",
			// Harmless at the project root; from dir_path .gemini it rewrites the hooks that
			// guard the agent. (Gemini itself refuses a dir_path outside the workspace.)
			args: func(c caseDirs) any {
				return map[string]any{"command": "echo '{}' > settings.json", "description": "e2e", "dir_path": ".gemini"}
			},
			check: func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any) {
				data, _ := os.ReadFile(filepath.Join(c.Proj, ".gemini", "settings.json"))
				if strings.TrimSpace(string(data)) == "{}" {
					t.Error("the command ran in dir_path and rewrote the hooks")
				}
				if !g.told("hookguard [boundary/harness-settings]") {
					t.Errorf("the model was not told hookguard's reason; requests: %s", tail(strings.Join(g.requests, "\n")))
				}
			}},
		{name: "write to harness settings denied", tool: "write_file",
			// Gemini itself refuses paths outside the workspace, so the boundary case that only
			// hookguard stops is inside it: the agent rewriting the hooks that guard it.
			args: func(c caseDirs) any {
				return map[string]any{"file_path": filepath.Join(c.Proj, ".gemini", "settings.json"), "content": "{}\n"}
			},
			check: func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any) {
				data, _ := os.ReadFile(filepath.Join(c.Proj, ".gemini", "settings.json"))
				if string(data) == "{}\n" {
					t.Error("the agent rewrote its hooks")
				}
				if !g.told("hookguard [boundary/") {
					t.Errorf("the model was not told hookguard's reason; requests: %s", tail(strings.Join(g.requests, "\n")))
				}
			}},
		{name: "read of a private key denied", tool: "read_file",
			// Gemini refuses paths outside the workspace (and ignored files such as .env) on its
			// own; a key file inside it is hookguard's to stop.
			args: func(c caseDirs) any {
				return map[string]any{"file_path": filepath.Join(c.Proj, "deploy", "server.pem")}
			},
			setup: func(t *testing.T, c caseDirs) {
				write(t, filepath.Join(c.Proj, "deploy", "server.pem"), "-----BEGIN PRIVATE KEY-----\nE2E-DOTENV-VALUE\n-----END PRIVATE KEY-----\n")
			},
			check: func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any) {
				if g.told("E2E-DOTENV-VALUE") {
					t.Error("the secret reached the model")
				}
				if !g.told("hookguard [secrets/") {
					t.Error("the model was not told hookguard's reason")
				}
			}},
		{name: "write inside the project passes", tool: "write_file",
			args: func(c caseDirs) any {
				return map[string]any{"file_path": filepath.Join(c.Proj, "src", "inside.txt"), "content": "hello\n"}
			},
			check: func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any) {
				if !exists(filepath.Join(c.Proj, "src", "inside.txt")) {
					t.Errorf("the write did not land\n%s", tail(r.Stdout))
				}
			}},
		{name: "secret written into the project denied", tool: "write_file",
			args: func(c caseDirs) any {
				return map[string]any{"file_path": filepath.Join(c.Proj, "config.py"), "content": "aws_access_key_id = " + awsKey + "\n"}
			},
			check: func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any) {
				if exists(filepath.Join(c.Proj, "config.py")) {
					t.Error("the secret was written")
				}
				if !g.told("hookguard [secrets/") {
					t.Error("the model was not told hookguard's reason")
				}
			}},
		{name: "sourced token printed denied", tool: "run_shell_command",
			args: func(c caseDirs) any {
				return map[string]any{"command": `source .env && echo "$API_TOKEN"`, "description": "e2e"}
			},
			setup: func(t *testing.T, c caseDirs) { write(t, filepath.Join(c.Proj, ".env"), "API_TOKEN="+e2eToken+"\n") },
			check: func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any) {
				wantSecretKept(t, g.told, g.requests, "Tool execution blocked: hookguard [secrets/")
			}},
		{name: "grep_search of the project denied", tool: "grep_search",
			// Without ripgrep, grep_search is git grep or grep -r, which read .env.
			args:  func(c caseDirs) any { return map[string]any{"pattern": "API_TOKEN"} },
			setup: func(t *testing.T, c caseDirs) { write(t, filepath.Join(c.Proj, ".env"), "API_TOKEN="+e2eToken+"\n") },
			check: func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any) {
				wantSecretKept(t, g.told, g.requests, "hookguard [secrets/dotenv]")
			}},
		{name: "prompt blocked", prompt: "use PROD-PASSWORD to log in", tool: "run_shell_command",
			args: func(c caseDirs) any { return map[string]any{"command": "echo RAN > ran.txt"} },
			check: func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any) {
				if g.told("PROD-PASSWORD") || exists(filepath.Join(c.Proj, "ran.txt")) {
					t.Error("the blocked prompt reached the model")
				}
				if w, _ := json.Marshal(out["warnings"]); !strings.Contains(string(w), "the prod password is not pasted") {
					t.Errorf("the user was not told why: %s", w)
				}
			}},
		{name: "stop kept working once, then let stop", tool: "run_shell_command",
			args: func(c caseDirs) any { return map[string]any{"command": "echo RAN > ran.txt"} },
			setup: func(t *testing.T, c caseDirs) {
				c.userConfig(t, "[groups]\nstop = [\"rules\"]\n\n[[rules]]\nid = \"red\"\ngroups = [\"stop\"]\nwhen = 'true'\nverdict = \"block\"\nreason = \"E2E-TESTS-RED\"\n")
			},
			check: func(t *testing.T, c caseDirs, g geminiModel, r result, out map[string]any) {
				// Gemini's only cap is MAX_TURNS (100): hookguard's is the one that matters.
				if n := g.count("E2E-TESTS-RED"); n < 1 {
					t.Error("the stop reason never reached the model")
				}
				if r.Exit != 0 {
					t.Errorf("gemini exited %d", r.Exit)
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
			g, r, out := gemini(t, c, prompt, tc.tool, tc.args(c))
			tc.check(t, c, g, r, out)
			if t.Failed() {
				t.Logf("stdout: %s\nstderr: %s", tail(r.Stdout), tail(r.Stderr))
			}
		})
	}
}
