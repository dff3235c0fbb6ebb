package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
			r := codexExec(t, c, f, "E2E run it")
			wantWrapperLine(t, c, f.told, f.requests(), r)
		})
		t.Run("gemini "+how, func(t *testing.T) {
			t.Parallel()
			ready(t)
			c := newCase(t)
			geminiSettings(t, c) // installs
			breakWrapper(t, c, "gemini", edit)
			g, r, _ := geminiRun(t, c, "E2E run it", "run_shell_command", map[string]any{"command": "echo RAN > ran.txt", "description": "e2e"})
			wantWrapperLine(t, c, g.told, g.requests, r)
		})
	}
}
