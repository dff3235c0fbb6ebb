package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The installed hook commands inside the real harnesses, with the shell hook's wrapper deleted
// or edited after install (as `git stash -u`, an extracted archive or a copy over
// .hookguard/ would leave it): the harness must not run the model's command, safe as it is,
// and the model must be told the one line, in each harness's own words. Each harness runs the
// command its own way: Claude with sh -c, Codex in a login shell, Gemini with bash -c after
// replacing $GEMINI_PROJECT_DIR in it.

const wrapperLine = "hookguard wrapper missing or changed: run"

// breakWrapper deletes the runner's shell wrapper, or replaces it with one that lets everything
// through and leaves a mark.
func breakWrapper(t *testing.T, c caseDirs, runner string, edit bool) {
	t.Helper()
	p := filepath.Join(c.Proj, ".hookguard", "runners", runner, "guard-shell.sh")
	if !edit {
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
		return
	}
	write(t, p, "#!/bin/sh\ntouch '"+filepath.Join(c.Root, "edited-ran")+"'\nexit 0\n")
}

func wantWrapperLine(t *testing.T, c caseDirs, told func(string) bool, requests []string, r result) {
	t.Helper()
	if exists(filepath.Join(c.Proj, "ran.txt")) {
		t.Errorf("the command ran past a missing or edited wrapper\nstdout: %s", tail(r.Stdout))
	}
	if exists(filepath.Join(c.Root, "edited-ran")) {
		t.Error("the edited wrapper ran")
	}
	if !told(wrapperLine) {
		t.Errorf("the model was not told %q; requests: %s", wrapperLine, tail(strings.Join(requests, "\n")))
	}
}

func TestWrapperFailsClosed(t *testing.T) {
	t.Parallel()
	for _, edit := range []bool{false, true} {
		how := map[bool]string{false: "missing", true: "edited"}[edit]
		t.Run("claude "+how, func(t *testing.T) {
			t.Parallel()
			ready(t)
			c := newCase(t)
			c.install(t, "claude")
			breakWrapper(t, c, "claude", edit)
			f := anthropic(t, "Bash", map[string]any{"command": "echo RAN > ran.txt"})
			r := claudeRun(t, c, f, "E2E run it")
			wantWrapperLine(t, c, f.told, f.requests(), r)
		})
		t.Run("codex "+how, func(t *testing.T) {
			t.Parallel()
			ready(t)
			c := newCase(t)
			c.install(t, "codex")
			breakWrapper(t, c, "codex", edit)
			f := openai(t, "exec_command", map[string]any{"cmd": "echo RAN > ran.txt"})
			if err := os.MkdirAll(filepath.Join(c.Home, ".codex"), 0o755); err != nil {
				t.Fatal(err)
			}
			// As codex() runs it (codex_test.go), with install done before the wrapper breaks.
			env := c.env("CODEX_HOME="+filepath.Join(c.Home, ".codex"), "MOCK_API_KEY=e2e-offline", "SHELL=/bin/bash", "RUST_LOG=warn")
			provider := `model_providers.mock={name="mock",base_url="` + f.URL + `/v1",wire_api="responses",env_key="MOCK_API_KEY",request_max_retries=0,stream_max_retries=0}`
			r := run(t, c, 60*time.Second, env, codexBin(t), "exec", "--json", "--color", "never", "--trust", "--dangerously-bypass-hook-trust",
				"-c", "model_provider=mock", "-c", "model=gpt-5.5", "-c", provider,
				"-c", "approval_policy=never", "-c", "sandbox_mode=danger-full-access", "-c", "analytics.enabled=false",
				"--disable", "plugins", "E2E run it")
			if r.Killed {
				t.Fatalf("Codex did not finish in time\nstdout: %s\nstderr: %s", tail(r.Stdout), tail(r.Stderr))
			}
			c.noDecoy(t)
			wantWrapperLine(t, c, f.told, f.requests(), r)
		})
		t.Run("gemini "+how, func(t *testing.T) {
			t.Parallel()
			ready(t)
			c := newCase(t)
			geminiSettings(t, c) // installs
			breakWrapper(t, c, "gemini", edit)
			// As gemini() runs it (gemini_test.go), with install done before the wrapper breaks.
			turn := func(parts ...any) string {
				b, _ := json.Marshal(map[string]any{"method": "generateContentStream", "response": []any{map[string]any{
					"candidates":    []any{map[string]any{"content": map[string]any{"role": "model", "parts": parts}, "finishReason": "STOP", "index": 0}},
					"usageMetadata": map[string]int{"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15},
				}}})
				return string(b)
			}
			lines := []string{turn(map[string]any{"functionCall": map[string]any{"name": "run_shell_command", "args": map[string]any{"command": "echo RAN > ran.txt", "description": "e2e"}}})}
			for i := 1; i <= 6; i++ {
				lines = append(lines, turn(map[string]any{"text": "FINAL-ANSWER-" + string(rune('0'+i))}))
			}
			fake := filepath.Join(c.Root, "fake.jsonl")
			write(t, fake, strings.Join(lines, "\n")+"\n")
			bin := filepath.Join(modules, "@google", "gemini-cli", "bundle", "gemini.js")
			env := c.env("GEMINI_API_KEY=e2e-offline", "GEMINI_CLI_TRUST_WORKSPACE=true")
			r := run(t, c, 90*time.Second, env, "node", bin, "--yolo", "--fake-responses-non-strict", fake,
				"-m", "gemini-2.5-flash", "-o", "json", "-p", "E2E run it")
			if r.Killed {
				t.Fatalf("Gemini CLI did not finish in time\nstdout: %s\nstderr: %s", tail(r.Stdout), tail(r.Stderr))
			}
			c.noDecoy(t)
			g := readTelemetry(t, filepath.Join(c.Root, "telemetry.log"))
			wantWrapperLine(t, c, g.told, g.requests, r)
		})
	}
}
