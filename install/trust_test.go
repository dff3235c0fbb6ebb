package install

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	hookguard "github.com/hookguard/hookguard"
)

// The hooks/list answers in testdata/trust came from the pinned Codex 0.171.0 (`codex
// app-server`, hooks/list) for the hooks.json beside them, in projects at /tmp/icp/w/proj and
// /tmp/icp/w/p2: the keys and hashes doctor computes must be the ones Codex compares.
func TestCodexHashesAreCodexs(t *testing.T) {
	for _, tc := range []struct{ hooks, list, path string }{
		{"codex-hooks.json", "codex-hooks-list.json", "/tmp/icp/w/proj/.codex/hooks.json"},
		// async, a statusMessage, no timeout, an empty matcher, and a command with quotes, a
		// backslash, a tab, a newline, <, &, non-ASCII and U+2028 (which Go's encoder escapes
		// and Rust's does not).
		{"codex-varied-hooks.json", "codex-varied-hooks-list.json", "/tmp/icp/w/p2/.codex/hooks.json"},
	} {
		t.Run(tc.hooks, func(t *testing.T) {
			doc, err := os.ReadFile(filepath.Join("testdata", "trust", tc.hooks))
			if err != nil {
				t.Fatal(err)
			}
			var listed []struct{ Key, CurrentHash string }
			data, err := os.ReadFile(filepath.Join("testdata", "trust", tc.list))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(data, &listed); err != nil {
				t.Fatal(err)
			}
			all := map[string]bool{}
			var file struct {
				Hooks map[string][]struct{ Hooks []struct{ Command string } }
			}
			if err := json.Unmarshal(doc, &file); err != nil {
				t.Fatal(err)
			}
			for _, gs := range file.Hooks {
				for _, g := range gs {
					for _, h := range g.Hooks {
						all[h.Command] = true
					}
				}
			}
			got, err := codexHooks(tc.path, string(doc), all)
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]string{}
			for _, l := range listed {
				want[l.Key] = l.CurrentHash
			}
			if len(got) != len(want) {
				t.Fatalf("computed %d hooks, Codex listed %d", len(got), len(want))
			}
			for _, h := range got {
				if want[h.Key] != h.Hash {
					t.Errorf("%s: computed %s, Codex says %q", h.Key, h.Hash, want[h.Key])
				}
			}
		})
	}
}

func TestSnakeCase(t *testing.T) {
	for in, want := range map[string]string{"PreToolUse": "pre_tool_use", "SubagentStop": "subagent_stop", "Stop": "stop", "UserPromptSubmit": "user_prompt_submit"} {
		if got := snakeCase(in); got != want {
			t.Errorf("snakeCase(%s) = %s, want %s", in, got, want)
		}
	}
}

func harness(t *testing.T, r hookguard.Runner) *Harness {
	t.Helper()
	for _, h := range Harnesses() {
		if h.Runner == r {
			return h
		}
	}
	t.Fatalf("no harness %s", r)
	return nil
}

// trustWorld is a home and a project with hookguard installed into runner's project file by
// the real install.
func trustWorld(t *testing.T, r hookguard.Runner) (Env, *Harness) {
	t.Helper()
	dir := t.TempDir()
	env := Env{Root: filepath.Join(dir, "proj"), Home: filepath.Join(dir, "home"), Exe: "/usr/bin/true"}
	env.ConfigDir = filepath.Join(env.Home, ".config", "hookguard")
	for _, d := range []string{env.Root, env.Home} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, k := range []string{"CODEX_HOME", "GEMINI_CLI_HOME", "GEMINI_CLI_TRUSTED_FOLDERS_PATH", "GEMINI_CLI_TRUST_WORKSPACE", "GEMINI_RESTRICTED_MODE", "SANDBOX"} {
		t.Setenv(k, "")
	}
	h := harness(t, r)
	if rep := h.Install(env, Options{}); rep.Failed {
		t.Fatalf("install %s: %v %v", r, rep.Lines, rep.Notices)
	}
	return env, h
}

func writeFile(t *testing.T, p, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
}

func trustOf(env Env, h *Harness) (problems, warnings, parts []string) {
	return h.trustFindings(env, h.files(env), map[Scope]bool{Project: true})
}

// codexRecord is config.toml as Codex writes it after `codex exec --trust` and /hooks: the
// project's trust, then one [hooks.state."key"] table per trusted hook (edit changes one).
func codexRecord(t *testing.T, env Env, h *Harness, level string, edit func(k string, hash string) string) string {
	t.Helper()
	doc, _, _ := readFile(filepath.Join(env.Root, ".codex", "hooks.json"))
	hooks, err := codexHooks(filepath.Join(env.Root, ".codex", "hooks.json"), doc, h.owned(env, Project))
	if err != nil || len(hooks) != len(h.Wires) {
		t.Fatalf("our hooks in hooks.json: %d, %v", len(hooks), err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "model = \"gpt-5.5\"\n\n[projects.%q]\ntrust_level = %q\n\n[hooks.state]\n", env.Root, level)
	for _, hk := range hooks {
		body := fmt.Sprintf("trusted_hash = %q\n", hk.Hash)
		if edit != nil {
			body = edit(hk.Key, hk.Hash)
		}
		fmt.Fprintf(&b, "\n[hooks.state.%q]\n%s", hk.Key, body)
	}
	return b.String()
}

func TestCodexTrust(t *testing.T) {
	one := func(suffix string) func(k, hash string) string {
		return func(k, hash string) string {
			if strings.HasSuffix(k, suffix) {
				return "trusted_hash = \"sha256:0000\"\n"
			}
			return fmt.Sprintf("trusted_hash = %q\n", hash)
		}
	}
	for _, tc := range []struct {
		name   string
		config func(t *testing.T, env Env, h *Harness) string // "" for no file
		want   []string                                       // each in one problem, in order
		ok     bool
	}{
		{name: "no config.toml", want: []string{`Codex loads no hooks from .codex/ until the project is trusted`, `(no [projects."`, `start codex in`, `codex exec --trust`}},
		{name: "project trusted, hooks never reviewed",
			config: func(t *testing.T, env Env, h *Harness) string {
				return fmt.Sprintf("[projects.%q]\ntrust_level = \"trusted\"\n", env.Root)
			},
			want: []string{"Codex skips 8 of hookguard's 8 hooks in .codex/hooks.json, never trusted in /hooks (", "PreToolUse ^Bash$", "open /hooks and trust the hookguard entries"}},
		{name: "project explicitly untrusted",
			config: func(t *testing.T, env Env, h *Harness) string { return codexRecord(t, env, h, "untrusted", nil) },
			want:   []string{`trust_level = "untrusted", so Codex loads no hooks from .codex/`, `codex --trust does not override it`}},
		{name: "all trusted", ok: true,
			config: func(t *testing.T, env Env, h *Harness) string { return codexRecord(t, env, h, "trusted", nil) }},
		{name: "one hook changed since trusted",
			config: func(t *testing.T, env Env, h *Harness) string {
				return codexRecord(t, env, h, "trusted", one(":pre_tool_use:0:0"))
			},
			want: []string{"Codex skips 1 of hookguard's hooks in .codex/hooks.json: they changed since you trusted them in /hooks (PreToolUse ^Bash$)"}},
		{name: "one hook switched off in /hooks",
			config: func(t *testing.T, env Env, h *Harness) string {
				return codexRecord(t, env, h, "trusted", func(k, hash string) string {
					if strings.HasSuffix(k, ":stop:0:0") {
						return fmt.Sprintf("trusted_hash = %q\nenabled = false\n", hash)
					}
					return fmt.Sprintf("trusted_hash = %q\n", hash)
				})
			},
			want: []string{"1 of hookguard's hooks in .codex/hooks.json are switched off in /hooks (Stop)", "enable them"}},
		{name: "config.toml not shaped as Codex writes it",
			config: func(t *testing.T, env Env, h *Harness) string { return "hooks = \"all\"\n" },
			want:   []string{"config.toml cannot be read as Codex reads it"}},
		{name: "config.toml is not TOML",
			config: func(t *testing.T, env Env, h *Harness) string { return "[projects\ntrust_level = 1\n" },
			want:   []string{"config.toml cannot be read as Codex reads it", "fix the file"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env, h := trustWorld(t, hookguard.Codex)
			if tc.config != nil {
				writeFile(t, filepath.Join(env.Home, ".codex", "config.toml"), tc.config(t, env, h))
			}
			problems, warnings, parts := trustOf(env, h)
			if len(warnings) != 0 {
				t.Errorf("warnings: %q", warnings)
			}
			if tc.ok {
				if len(problems) != 0 || len(parts) != 1 || parts[0] != "trusted in /hooks (8)" {
					t.Errorf("want trusted, got problems %q parts %q", problems, parts)
				}
				return
			}
			if len(problems) != 1 {
				t.Fatalf("want one problem, got %q", problems)
			}
			if !strings.HasPrefix(problems[0], UntrustedPrefix) {
				t.Errorf("problem does not start with %q: %s", UntrustedPrefix, problems[0])
			}
			for _, w := range tc.want {
				if !strings.Contains(problems[0], w) {
					t.Errorf("problem lacks %q:\n%s", w, problems[0])
				}
			}
		})
	}
}

// CODEX_HOME moves config.toml, as it moves it for Codex.
func TestCodexTrustFollowsCodexHome(t *testing.T) {
	env, h := trustWorld(t, hookguard.Codex)
	ch := filepath.Join(env.Home, "elsewhere")
	t.Setenv("CODEX_HOME", ch)
	writeFile(t, filepath.Join(ch, "config.toml"), codexRecord(t, env, h, "trusted", nil))
	if p, _, parts := trustOf(env, h); len(p) != 0 || len(parts) != 1 {
		t.Errorf("CODEX_HOME's config.toml not read: %q %q", p, parts)
	}
}

// Codex's hooks switch is read where Codex reads config.toml: ~/.codex, or CODEX_HOME.
func TestCodexHooksOffFollowsCodexHome(t *testing.T) {
	env, h := trustWorld(t, hookguard.Codex)
	off := "[features]\nhooks = false\n"
	writeFile(t, filepath.Join(env.Home, ".codex", "config.toml"), off)
	if len(h.disabled(env, "{}")) != 1 {
		t.Errorf("~/.codex/config.toml's hooks = false not reported")
	}
	ch := filepath.Join(env.Home, "elsewhere")
	t.Setenv("CODEX_HOME", ch)
	if n := h.disabled(env, "{}"); len(n) != 0 {
		t.Errorf("~/.codex/config.toml read under a moved CODEX_HOME: %q", n)
	}
	os.Remove(filepath.Join(env.Home, ".codex", "config.toml"))
	writeFile(t, filepath.Join(ch, "config.toml"), off)
	if len(h.disabled(env, "{}")) != 1 {
		t.Errorf("$CODEX_HOME/config.toml's hooks = false not reported")
	}
}

// --user writes Gemini CLI's user settings below GEMINI_CLI_HOME, which moves the home it reads
// them from ($GEMINI_CLI_HOME/.gemini/settings.json): ~/.gemini/settings.json would wire nothing.
func TestGeminiUserSettingsFollowGeminiCLIHome(t *testing.T) {
	env, h := trustWorld(t, hookguard.Gemini)
	if p, disp, _ := h.settingsPath(env, User); p != filepath.Join(env.Home, ".gemini", "settings.json") || disp != "~/.gemini/settings.json" {
		t.Errorf("got %s (%s)", p, disp)
	}
	gh := filepath.Join(env.Home, "elsewhere")
	t.Setenv("GEMINI_CLI_HOME", gh)
	if p, disp, _ := h.settingsPath(env, User); p != filepath.Join(gh, ".gemini", "settings.json") || disp != "$GEMINI_CLI_HOME/.gemini/settings.json" {
		t.Errorf("under GEMINI_CLI_HOME: got %s (%s)", p, disp)
	}
}

func TestGeminiTrust(t *testing.T) {
	for _, tc := range []struct {
		name    string
		folders func(env Env) string // trustedFolders.json as Gemini writes it; "" for none
		env     map[string]string
		setup   func(t *testing.T, env Env)
		want    string // in the one problem; "" when trusted
		part    string
	}{
		{name: "no file", want: "has no trusted folders yet → start gemini in"},
		{name: "empty", folders: func(Env) string { return "{}" }, want: "no rule in ~/.gemini/trustedFolders.json covers"},
		{name: "the root trusted", folders: func(e Env) string { return fmt.Sprintf("{\n  %q: \"TRUST_FOLDER\"\n}", e.Root) }, part: "trusted folder"},
		{name: "a parent trusted", folders: func(e Env) string { return fmt.Sprintf("{\n  %q: \"TRUST_FOLDER\"\n}", filepath.Dir(e.Root)) }, part: "trusted folder"},
		{name: "TRUST_PARENT on a sibling", folders: func(e Env) string {
			return fmt.Sprintf("{\n  %q: \"TRUST_PARENT\"\n}", filepath.Join(filepath.Dir(e.Root), "other"))
		}, part: "trusted folder"},
		{name: "TRUST_FOLDER on a child does not cover the root", folders: func(e Env) string {
			return fmt.Sprintf("{\n  %q: \"TRUST_FOLDER\"\n}", filepath.Join(e.Root, "sub"))
		}, want: "no rule in"},
		{name: "a longer DO_NOT_TRUST wins", folders: func(e Env) string {
			return fmt.Sprintf("{\n  %q: \"TRUST_FOLDER\",\n  %q: \"DO_NOT_TRUST\"\n}", filepath.Dir(e.Root), e.Root)
		}, want: "DO_NOT_TRUST, which covers"},
		{name: "a longer TRUST_FOLDER wins", folders: func(e Env) string {
			return fmt.Sprintf("{\n  %q: \"DO_NOT_TRUST\",\n  %q: \"TRUST_FOLDER\"\n}", filepath.Dir(e.Root), e.Root)
		}, part: "trusted folder"},
		{name: "comments are allowed", folders: func(e Env) string {
			return fmt.Sprintf("{\n  // mine\n  %q: \"TRUST_FOLDER\" /* ok */\n}", e.Root)
		}, part: "trusted folder"},
		{name: "a bad level stops Gemini", folders: func(e Env) string { return fmt.Sprintf("{%q: \"YES\"}", e.Root) }, want: `is invalid (trust level YES for`},
		{name: "not an object", folders: func(Env) string { return "[]" }, want: "is invalid (not a JSON object"},
		{name: "env trusts", env: map[string]string{"GEMINI_CLI_TRUST_WORKSPACE": "true"}, part: "trusted (GEMINI_CLI_TRUST_WORKSPACE=true in this shell)"},
		{name: "env untrusts over a rule", env: map[string]string{"GEMINI_CLI_TRUST_WORKSPACE": "false"},
			folders: func(e Env) string { return fmt.Sprintf("{%q: \"TRUST_FOLDER\"}", e.Root) }, want: "GEMINI_CLI_TRUST_WORKSPACE=false in this shell"},
		{name: "restricted mode", env: map[string]string{"GEMINI_RESTRICTED_MODE": "true", "GEMINI_CLI_TRUST_WORKSPACE": "true"}, want: "GEMINI_RESTRICTED_MODE=true"},
		{name: "folder trust switched off by the user", setup: func(t *testing.T, e Env) {
			writeFile(t, filepath.Join(e.Home, ".gemini", "settings.json"), "{\n  // no dialogs\n  \"security\": {\"folderTrust\": {\"enabled\": false}}\n}")
		}, part: "trusted (folder trust is off in ~/.gemini/settings.json)"},
		{name: "GEMINI_CLI_TRUSTED_FOLDERS_PATH moves the file", setup: func(t *testing.T, e Env) {
			p := filepath.Join(e.Home, "tf.json")
			writeFile(t, p, fmt.Sprintf("{%q: \"TRUST_FOLDER\"}", e.Root))
			t.Setenv("GEMINI_CLI_TRUSTED_FOLDERS_PATH", p)
		}, part: "trusted folder"},
		{name: "a rule on the resolved path covers a symlinked root", setup: func(t *testing.T, e Env) {
			real := e.Root + "-real"
			if err := os.Rename(e.Root, real); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(real, e.Root); err != nil {
				t.Fatal(err)
			}
			writeFile(t, filepath.Join(e.Home, ".gemini", "trustedFolders.json"), fmt.Sprintf("{%q: \"TRUST_FOLDER\"}", real))
		}, part: "trusted folder"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env, h := trustWorld(t, hookguard.Gemini)
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			if tc.setup != nil {
				tc.setup(t, env)
			}
			if tc.folders != nil {
				writeFile(t, filepath.Join(env.Home, ".gemini", "trustedFolders.json"), tc.folders(env))
			}
			problems, _, parts := trustOf(env, h)
			if tc.want == "" {
				if len(problems) != 0 || len(parts) != 1 || parts[0] != tc.part {
					t.Errorf("want %q, got problems %q parts %q", tc.part, problems, parts)
				}
				return
			}
			if len(problems) != 1 || !strings.HasPrefix(problems[0], UntrustedPrefix) || !strings.Contains(problems[0], tc.want) {
				t.Errorf("want one problem with %q, got %q", tc.want, problems)
			}
		})
	}
}

// Gemini gates project hooks only, and Claude Code has no gate doctor could find closed.
func TestTrustOnlyWhereAGateHoldsOurHooks(t *testing.T) {
	env, h := trustWorld(t, hookguard.Gemini)
	if p, w, parts := h.trustFindings(env, h.files(env), map[Scope]bool{User: true}); len(p)+len(w)+len(parts) != 0 {
		t.Errorf("gemini user-level hooks: %q %q %q", p, w, parts)
	}
	env, h = trustWorld(t, hookguard.Claude)
	if p, w, parts := trustOf(env, h); len(p)+len(w)+len(parts) != 0 {
		t.Errorf("claude: %q %q %q", p, w, parts)
	}
	env, h = trustWorld(t, hookguard.Clarvis)
	if p, w, _ := trustOf(env, h); len(p) != 0 || len(w) != 1 || !strings.Contains(w[0], "doctor cannot see Clarvis' workspace trust") {
		t.Errorf("clarvis: %q %q", p, w)
	}
}

// In a linked worktree Codex looks up the main checkout's trust, as `git worktree add` makes
// one.
func TestCodexTrustInALinkedWorktree(t *testing.T) {
	env, h := trustWorld(t, hookguard.Codex)
	main := filepath.Join(filepath.Dir(env.Root), "main")
	for _, args := range [][]string{
		{"init", "-q", main},
		{"-C", main, "-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "--allow-empty", "-m", "x"},
		{"-C", main, "worktree", "add", "-q", filepath.Join(filepath.Dir(env.Root), "wt")},
	} {
		if out, err := exec.Command("git", args...).CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	wt := filepath.Join(filepath.Dir(env.Root), "wt")
	if got, want := codexTrustRoot(wt), realPath(main); got != want {
		t.Errorf("trust root of the worktree: %s, want %s", got, want)
	}
	if got := codexTrustRoot(main); got != main {
		t.Errorf("trust root of the main checkout: %s", got)
	}
	// The hooks of the worktree, trusted in /hooks, with the main checkout's project trust.
	if err := os.RemoveAll(wt + "/.codex"); err != nil {
		t.Fatal(err)
	}
	env.Root = wt
	if rep := h.Install(env, Options{}); rep.Failed {
		t.Fatalf("install: %v", rep.Lines)
	}
	cfg := codexRecord(t, env, h, "trusted", nil)
	writeFile(t, filepath.Join(env.Home, ".codex", "config.toml"), cfg)
	if p, _, _ := trustOf(env, h); len(p) != 1 || !strings.Contains(p[0], "and "+realPath(main)+" is not") {
		t.Errorf("a worktree's own entry is not the one Codex reads: %q", p)
	}
	writeFile(t, filepath.Join(env.Home, ".codex", "config.toml"), strings.Replace(cfg, fmt.Sprintf("[projects.%q]", wt), fmt.Sprintf("[projects.%q]", realPath(main)), 1))
	if p, _, parts := trustOf(env, h); len(p) != 0 || len(parts) != 1 {
		t.Errorf("the main checkout's trust should count: %q %q", p, parts)
	}
}
