package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The harnesses' own gates, against the real CLIs: while one is closed, the harness runs
// without hookguard's hooks and `hookguard doctor --strict` fails naming the approval; once a
// person's approval is given the way the harness records it, doctor --strict passes and the
// hook runs. Claude Code has no case: it has no state in which a session runs with its project
// hooks held back (README, doctor).

// strictDoctor runs `hookguard doctor --strict` and wants exit code want and, in the runner's
// line, every one of says.
func strictDoctor(t *testing.T, c caseDirs, runner string, want int, says ...string) {
	t.Helper()
	r := c.hookguard(t, "doctor", "--strict")
	var line string
	for _, l := range strings.Split(r.Stdout, "\n") {
		if strings.HasPrefix(l, runner+" ") {
			line = l
		}
	}
	if r.Exit != want {
		t.Errorf("doctor --strict exited %d, want %d\n%s%s", r.Exit, want, r.Stdout, r.Stderr)
	}
	for _, s := range says {
		if !strings.Contains(line, s) {
			t.Errorf("doctor's %s line lacks %q:\n%s", runner, s, line)
		}
	}
}

// rpc is a JSON-RPC session with `codex app-server` over stdio, the protocol Codex's own
// front ends use.
type rpc struct {
	t    *testing.T
	in   io.WriteCloser
	out  *bufio.Scanner
	next int
}

func (r *rpc) call(method string, params any) json.RawMessage {
	r.t.Helper()
	r.next++
	b, _ := json.Marshal(map[string]any{"id": r.next, "method": method, "params": params})
	if _, err := r.in.Write(append(b, '\n')); err != nil {
		r.t.Fatalf("codex app-server %s: %v", method, err)
	}
	for r.out.Scan() {
		var m struct {
			ID     *int            `json:"id"`
			Method string          `json:"method"`
			Result json.RawMessage `json:"result"`
			Error  json.RawMessage `json:"error"`
		}
		if json.Unmarshal(r.out.Bytes(), &m) != nil || m.ID == nil || *m.ID != r.next || m.Method != "" {
			continue // notifications, and requests of the server's own
		}
		if m.Error != nil {
			r.t.Fatalf("codex app-server %s: %s", method, m.Error)
		}
		return m.Result
	}
	r.t.Fatalf("codex app-server ended before answering %s: %v", method, r.out.Err())
	return nil
}

// codexTrustHooks trusts every hook Codex lists for the project as /hooks does: it asks Codex
// for each hook's key and current hash (hooks/list) and has Codex write them as trusted into
// config.toml (config/batchWrite of hooks.state, what the /hooks screen persists;
// harness-e2e.md §4.2). It returns how many hooks Codex listed.
func codexTrustHooks(t *testing.T, c caseDirs) int {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, codexBin(t), "app-server", "-c", "analytics.enabled=false", "--disable", "plugins")
	cmd.Dir = c.Proj
	cmd.Env = c.env("CODEX_HOME="+filepath.Join(c.Home, ".codex"), "RUST_LOG=warn")
	ownGroup(cmd)
	cmd.Cancel = func() error { return killGroup(cmd) }
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		in.Close()
		_ = killGroup(cmd)
		_ = cmd.Wait()
	}()
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	r := &rpc{t: t, in: in, out: sc}
	r.call("initialize", map[string]any{"clientInfo": map[string]any{"name": "hookguard-e2e", "version": "0"}})
	if _, err := in.Write([]byte(`{"method":"initialized"}` + "\n")); err != nil {
		t.Fatal(err)
	}
	var list struct {
		Data []struct {
			Hooks []struct {
				Key, CurrentHash, TrustStatus string
			}
		}
	}
	if err := json.Unmarshal(r.call("hooks/list", map[string]any{"cwds": []string{c.Proj}}), &list); err != nil {
		t.Fatal(err)
	}
	var edits []any
	for _, d := range list.Data {
		for _, h := range d.Hooks {
			if h.TrustStatus != "trusted" {
				edits = append(edits, map[string]any{"keyPath": "hooks.state", "mergeStrategy": "upsert",
					"value": map[string]any{h.Key: map[string]any{"trusted_hash": h.CurrentHash}}})
			}
		}
	}
	if len(edits) > 0 {
		r.call("config/batchWrite", map[string]any{"edits": edits})
	}
	return len(edits)
}

func TestTrustCodex(t *testing.T) {
	t.Parallel()
	ready(t)
	c := newCase(t)
	c.install(t, "codex")
	// A command hookguard blocks and Codex's own policy lets run: it prints a sourced token.
	write(t, filepath.Join(c.Proj, ".env"), "API_TOKEN="+e2eToken+"\n")
	leak := map[string]any{"cmd": `source .env && echo "$API_TOKEN"`}

	// Nothing trusted: doctor names the project trust first.
	strictDoctor(t, c, "codex", 1, "UNTRUSTED: Codex loads no hooks from .codex/ until the project is trusted", "codex exec --trust")

	// The project trusted with Codex's own command; the hooks not yet reviewed, so Codex skips
	// them silently and the token reaches the model (the measured leak).
	f := openai(t, "exec_command", leak)
	r := codexExecFlags(t, c, f, "E2E run the thing", "--trust")
	if !f.told(e2eToken) {
		t.Fatalf("with the hooks unreviewed the command should have run unguarded (Codex skips them)\n%s\n%s", tail(r.Stdout), tail(r.Stderr))
	}
	cfg, _ := os.ReadFile(filepath.Join(c.Home, ".codex", "config.toml"))
	if !strings.Contains(string(cfg), fmt.Sprintf("[projects.%q]", c.Proj)) {
		t.Errorf("codex exec --trust did not record the project as expected:\n%s", cfg)
	}
	strictDoctor(t, c, "codex", 1, "UNTRUSTED: Codex skips 8 of hookguard's 8 hooks in .codex/hooks.json, never trusted in /hooks", "open /hooks and trust the hookguard entries")

	// The hooks trusted as /hooks trusts them: doctor passes and the hook blocks, with no trust
	// flag on the run.
	if n := codexTrustHooks(t, c); n != 8 {
		t.Errorf("Codex listed %d hooks to trust, want hookguard's 8", n)
	}
	strictDoctor(t, c, "codex", 0, "trusted in /hooks (8)")
	f = openai(t, "exec_command", leak)
	r = codexExecFlags(t, c, f, "E2E run the thing")
	wantSecretKept(t, f.told, f.requests(), "Command blocked by PreToolUse hook: hookguard [secrets/")
	if t.Failed() {
		t.Logf("stdout: %s\nstderr: %s", tail(r.Stdout), tail(r.Stderr))
	}
}

func TestTrustGemini(t *testing.T) {
	t.Parallel()
	ready(t)
	c := newCase(t)
	geminiSettings(t, c)
	prompt := "use PROD-PASSWORD to log in"
	strictDoctor(t, c, "gemini", 1, "UNTRUSTED: Gemini CLI blocks project hooks in a folder it does not trust", "start gemini in "+c.Proj+" and choose to trust the folder")

	// Untrusted: headless Gemini CLI 0.61 refuses to start at all (exit 55); an interactive one
	// runs in restricted mode, where every project hook is blocked.
	g, r, _ := geminiRunEnv(t, c, nil, prompt, "", nil)
	if r.Exit == 0 || !strings.Contains(r.Stderr, "not running in a trusted directory") || g.told("PROD-PASSWORD") {
		t.Fatalf("in an untrusted folder headless Gemini CLI should refuse to run (exit %d)\nstdout: %s\nstderr: %s", r.Exit, tail(r.Stdout), tail(r.Stderr))
	}

	// The folder trusted as Gemini CLI records "Trust folder" (LoadedTrustedFolders.setValue:
	// JSON.stringify(rules, null, 2), mode 0600): doctor passes and the hook blocks, with no
	// trust variable on the run.
	rules, _ := json.MarshalIndent(map[string]string{c.Proj: "TRUST_FOLDER"}, "", "  ")
	if err := os.MkdirAll(filepath.Join(c.Home, ".gemini"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(c.Home, ".gemini", "trustedFolders.json"), rules, 0o600); err != nil {
		t.Fatal(err)
	}
	strictDoctor(t, c, "gemini", 0, "trusted folder")
	var out map[string]any
	g, r, out = geminiRunEnv(t, c, nil, prompt, "", nil)
	if g.told("PROD-PASSWORD") {
		t.Error("the blocked prompt reached the model")
	}
	if w, _ := json.Marshal(out["warnings"]); !strings.Contains(string(w), "the prod password is not pasted") {
		t.Errorf("the prompt hook did not block in the trusted folder: %s\nstdout: %s\nstderr: %s", w, tail(r.Stdout), tail(r.Stderr))
	}
}
