package hook

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/config/defaultconf"
	_ "github.com/hookguard/hookguard/guards/builtin" // the guards a hook call runs, as the binary has them
	"github.com/hookguard/hookguard/ledger"
	"github.com/hookguard/hookguard/state"
)

// world is one user's machine for the pipeline: a home with a user configuration, a state
// directory outside every project, and a project that is a git work tree. Every call runs the
// real pipeline over them: the real adapters, configuration loader, guards, engine and ledger.
type world struct {
	t                *testing.T
	home, proj, user string
	store            *state.Store
	env              map[string]string
	cwd              string
}

func newWorld(t *testing.T, userTOML string) *world {
	t.Helper()
	base := t.TempDir()
	w := &world{t: t, home: filepath.Join(base, "home"), proj: filepath.Join(base, "proj"), env: map[string]string{}}
	w.user = filepath.Join(w.home, ".config", "hookguard", "guards.toml")
	// The state directory is where the ledger guard finds it too: that guard (recording a
	// human's code from the prompt) derives it from HOME and XDG_STATE_HOME itself.
	t.Setenv("HOME", w.home)
	t.Setenv("XDG_STATE_HOME", filepath.Join(base, "state"))
	t.Setenv("XDG_CONFIG_HOME", "")
	w.store = state.Open(filepath.Join(base, "state", "hookguard"))
	for _, d := range []string{filepath.Dir(w.user), filepath.Join(w.proj, ".git"), filepath.Join(w.proj, "sub")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	w.setUser(userTOML)
	w.cwd = w.proj
	return w
}

func (w *world) setUser(toml string) {
	w.t.Helper()
	toml = strings.ReplaceAll(toml, "@PROJ@", w.proj)
	if err := os.WriteFile(w.user, []byte(toml), 0o644); err != nil {
		w.t.Fatal(err)
	}
}

// call runs the pipeline as `hookguard run --runner r [--group g]` would, with payload on stdin.
func (w *world) call(r hookguard.Runner, g hookguard.Group, payload []byte, readErr error) adapters.Reply {
	w.t.Helper()
	ad, ok := AdapterFor(r)
	if !ok {
		w.t.Fatalf("no adapter for %q", r)
	}
	return Run(Call{
		Adapter: ad, Group: g, Payload: payload, ReadErr: readErr,
		Budget: BudgetFor(time.Now(), 20*time.Second),
		Cwd:    w.cwd, Home: w.home, Store: w.store,
		Getenv: func(k string) string { return w.env[k] },
		Load: func(root string) (*config.Config, error) {
			return config.Load(config.Options{Default: defaultconf.File(), UserPath: w.user, Root: root,
				Trusted: w.store.Trusted, DefaultText: hookguard.DefaultConfig})
		},
	})
}

// event is a payload of the runner's own shape: base's fields, then extra's over them.
func (w *world) event(base string, extra map[string]any) []byte {
	w.t.Helper()
	m := map[string]any{}
	if err := json.Unmarshal([]byte(base), &m); err != nil {
		w.t.Fatal(err)
	}
	for k, v := range extra {
		if v == nil {
			delete(m, k)
			continue
		}
		m[k] = v
	}
	b, err := json.Marshal(m)
	if err != nil {
		w.t.Fatal(err)
	}
	return b
}

// Payloads as the harnesses send them (adapters/*/testdata), their paths set per test.
const (
	codexStop   = `{"session_id":"s1","turn_id":"t1","transcript_path":null,"hook_event_name":"Stop","model":"m","permission_mode":"default","stop_hook_active":false,"last_assistant_message":"done"}`
	codexPrompt = `{"session_id":"s1","turn_id":"t2","transcript_path":null,"hook_event_name":"UserPromptSubmit","model":"m","permission_mode":"default","prompt":"go on"}`
	codexStart  = `{"session_id":"s1","transcript_path":null,"hook_event_name":"SessionStart","model":"m","permission_mode":"default","source":"startup"}`
	codexShell  = `{"session_id":"s1","turn_id":"t1","transcript_path":null,"hook_event_name":"PreToolUse","model":"m","permission_mode":"default","tool_name":"Bash","tool_use_id":"c1"}`
	claudePre   = `{"session_id":"c1","transcript_path":"/nonexistent/t.jsonl","prompt_id":"p","permission_mode":"default","hook_event_name":"PreToolUse","tool_use_id":"toolu_1"}`
	claudeStart = `{"session_id":"c1","transcript_path":"/nonexistent/t.jsonl","hook_event_name":"SessionStart","source":"startup"}`
	clarvisPre  = `{"protocol":1,"hook_event_name":"pre_tool_use","tool_name":"Bash"}`
	clarvisStop = `{"protocol":1,"hook_event_name":"pre_finalize"}`
)

// out is everything a reply says, for matching reasons and notices in any runner's form.
func out(r adapters.Reply) string { return string(r.Stdout) + "\n" + string(r.Stderr) }

// stopped tells whether a reply stops the action (or keeps the agent working), in each
// runner's own form: a deny or block decision on stdout, or exit 2.
func stopped(r adapters.Reply) bool {
	s := string(r.Stdout)
	return r.Exit == 2 || strings.Contains(s, `"permissionDecision":"deny"`) || strings.Contains(s, `"decision":"block"`) ||
		strings.Contains(s, `"kind":"deny"`)
}

func (w *world) session(root, id string) state.Session {
	w.t.Helper()
	s, err := w.store.ReadSession(root, id)
	if err != nil {
		w.t.Fatalf("reading session %s: %v", id, err)
	}
	return s
}

const stopRules = `
stop_max = 3

[groups]
stop = ["rules"]

[[rules]]
id = "red-first"
groups = ["stop"]
when = '!stop_active'
verdict = "block"
reason = "REPORT-A tests are red"

[[rules]]
id = "red-again"
groups = ["stop"]
when = 'stop_active && agent == ""'
verdict = "block"
reason = "REPORT-B tests are still red"
`

// The stop cap: a red report keeps the agent working while the report changes, counted per
// agent in the session's record; an unchanged report, or stop_max continuations, lets it stop
// with the reason told; only a prompt a human typed starts a new turn.
func TestStopCap(t *testing.T) {
	w := newWorld(t, stopRules)
	stop := func(active bool, extra map[string]any) adapters.Reply {
		m := map[string]any{"cwd": w.proj, "stop_hook_active": active}
		for k, v := range extra {
			m[k] = v
		}
		return w.call(hookguard.Codex, "", w.event(codexStop, m), nil)
	}
	count := func() int { return w.session(w.proj, "s1").Stops[""].Count }

	if r := stop(false, nil); !stopped(r) || !strings.Contains(out(r), "REPORT-A") || count() != 1 {
		t.Fatalf("first red stop: want it kept working with count 1, got %q count %d", out(r), count())
	}
	if r := stop(true, nil); !stopped(r) || !strings.Contains(out(r), "REPORT-B") || count() != 2 {
		t.Fatalf("changed report: want it kept working with count 2, got %q count %d", out(r), count())
	}
	r := stop(true, nil)
	if stopped(r) || !strings.Contains(out(r), "report did not change") || count() != 2 {
		t.Fatalf("same report: want it let stop, the reason told, got exit %d %q count %d", r.Exit, out(r), count())
	}

	// Codex sends the reason back as the next prompt: no human's, so the turn (and count) goes on.
	w.call(hookguard.Codex, "", w.event(codexPrompt, map[string]any{"cwd": w.proj, "prompt": "hookguard [rules/red-again]: REPORT-B tests are still red"}), nil)
	if count() != 2 {
		t.Fatalf("the continuation prompt changed the count to %d", count())
	}
	// A prompt a human typed starts a new turn: the record is cleared, and red keeps it working.
	w.call(hookguard.Codex, "", w.event(codexPrompt, map[string]any{"cwd": w.proj}), nil)
	if s := w.session(w.proj, "s1"); len(s.Stops) != 0 {
		t.Fatalf("a typed prompt did not reset the stop counters: %+v", s.Stops)
	}
	if r := stop(true, nil); !stopped(r) || count() != 1 {
		t.Fatalf("a new turn: want the red stop counted afresh, got %q count %d", out(r), count())
	}
}

// stop_max caps the continuations even while the report keeps changing; a subagent is counted
// apart from the main agent; a green stop clears the record.
func TestStopMax(t *testing.T) {
	w := newWorld(t, strings.Replace(stopRules, "stop_max = 3", "stop_max = 1", 1))
	codexStopAt := func(active bool, agent string) adapters.Reply {
		m := map[string]any{"cwd": w.proj, "stop_hook_active": active}
		if agent != "" {
			m["agent_id"] = agent
			m["hook_event_name"] = "SubagentStop"
		}
		return w.call(hookguard.Codex, "", w.event(codexStop, m), nil)
	}
	if r := codexStopAt(false, ""); !stopped(r) {
		t.Fatalf("first red stop let through: %q", out(r))
	}
	r := codexStopAt(true, "")
	if stopped(r) || !strings.Contains(out(r), "let stop after 1 continuations") {
		t.Fatalf("past stop_max: want let stop with the count told, got exit %d %q", r.Exit, out(r))
	}
	if r := codexStopAt(false, "sub1"); !stopped(r) {
		t.Fatalf("a subagent's first red stop was let through by the main agent's count: %q", out(r))
	}
	if s := w.session(w.proj, "s1"); s.Stops["sub1"].Count != 1 || s.Stops[""].Count != 1 {
		t.Fatalf("counts per agent: %+v", s.Stops)
	}

	// The project goes green: the next stop clears its agent's record and says nothing.
	w.setUser("[groups]\nstop = [\"rules\"]\n")
	if r := codexStopAt(false, ""); stopped(r) || r.Exit != 0 {
		t.Fatalf("green stop: exit %d %q", r.Exit, out(r))
	}
	if s := w.session(w.proj, "s1"); s.Stops[""].Count != 0 || s.Stops["sub1"].Count != 1 {
		t.Fatalf("a green stop must clear its own agent's record only: %+v", s.Stops)
	}
}

// A stop loop that cannot be recorded lets the agent stop and says why: without a counter a
// block could loop without end in runners that have no cap of their own.
func TestStopCapUnrecorded(t *testing.T) {
	w := newWorld(t, stopRules)
	// The state directory is a file: every write to it fails.
	if err := os.MkdirAll(filepath.Dir(w.store.Dir), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(w.store.Dir, []byte("not a directory"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := w.call(hookguard.Codex, "", w.event(codexStop, map[string]any{"cwd": w.proj}), nil)
	if stopped(r) || !strings.Contains(out(r), "could not record the stop loop") || !strings.Contains(out(r), "REPORT-A") {
		t.Fatalf("want let stop with the reason and why, got exit %d %q", r.Exit, out(r))
	}
}

// A notice (here: an untrusted project configuration) is told once per session, again in a
// new session, and on every call of git, which has no session.
func TestNoticesOnce(t *testing.T) {
	w := newWorld(t, "")
	if err := os.WriteFile(filepath.Join(w.proj, "guards.toml"), []byte("stop_max = 9\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	w.env["CLAUDE_PROJECT_DIR"] = w.proj
	start := func(session string) string {
		return out(w.call(hookguard.Claude, "", w.event(claudeStart, map[string]any{"cwd": w.proj, "session_id": session}), nil))
	}
	const notice = "is not trusted"
	if o := start("c1"); !strings.Contains(o, notice) {
		t.Fatalf("first call: the notice is missing: %q", o)
	}
	if o := start("c1"); strings.Contains(o, notice) {
		t.Fatalf("second call of the session told the notice again: %q", o)
	}
	if o := start("c2"); !strings.Contains(o, notice) {
		t.Fatalf("a new session was not told: %q", o)
	}
	if told := w.session(w.proj, "c1").Told; len(told) != 1 {
		t.Fatalf("want one notice recorded as told, got %v", told)
	}
	for i := range 2 {
		o := out(w.call(hookguard.Git, "", []byte(`{"hook":"pre-commit","group":"pre-commit","root":"`+w.proj+`"}`), nil))
		if !strings.Contains(o, "hookguard: ") || !strings.Contains(o, notice) {
			t.Fatalf("git call %d: the notice is told on every commit, got %q", i, o)
		}
	}
}

// MCP tools are routed by the configuration's [[mcp]] table before the event is known; a tool
// no entry names passes silently.
func TestMCPRouting(t *testing.T) {
	w := newWorld(t, `
[[mcp]]
match = "mcp__deployer__*"
group = "pre-shell"

[[rules]]
id = "no-mcp-deploy"
groups = ["pre-shell"]
when = 'tool startsWith "mcp__deployer__"'
verdict = "block"
reason = "NO-MCP-DEPLOY"
`)
	w.env["CLAUDE_PROJECT_DIR"] = w.proj
	for _, c := range []struct {
		tool string
		stop bool
	}{
		{"mcp__deployer__release", true},
		{"mcp__weather__forecast", false},
	} {
		r := w.call(hookguard.Claude, "", w.event(claudePre, map[string]any{"cwd": w.proj, "tool_name": c.tool, "tool_input": map[string]any{"command": "release --env prod"}}), nil)
		if stopped(r) != c.stop || c.stop && !strings.Contains(out(r), "NO-MCP-DEPLOY") {
			t.Errorf("%s: want stopped %v, got exit %d %q", c.tool, c.stop, r.Exit, out(r))
		}
		if !c.stop && (r.Exit != 0 || len(r.Stdout)+len(r.Stderr) != 0) {
			t.Errorf("%s: an unrouted tool must pass silently, got exit %d %q", c.tool, r.Exit, out(r))
		}
	}
}

// Codex sends only a cwd: the root is pinned from the session's first call (SessionStart) and
// read back after the agent cds elsewhere; a session never started is judged by its cwd's
// repository. Clarvis's root is the hook process's cwd, and its session_start clears the
// workspace's record.
func TestRootPinning(t *testing.T) {
	w := newWorld(t, `
[[rules]]
id = "no-deploy-here"
groups = ["pre-shell"]
when = 'root == "@PROJ@" && any(commands, .name == "deploy")'
verdict = "block"
reason = "DEPLOY-FROM-PROJ"
`)
	elsewhere := filepath.Join(t.TempDir(), "other")
	if err := os.MkdirAll(filepath.Join(elsewhere, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	deploy := func(session, cwd string) adapters.Reply {
		return w.call(hookguard.Codex, "", w.event(codexShell, map[string]any{"session_id": session, "cwd": cwd,
			"tool_input": map[string]any{"command": "deploy"}}), nil)
	}
	w.call(hookguard.Codex, "", w.event(codexStart, map[string]any{"cwd": filepath.Join(w.proj, "sub")}), nil)
	if r, err := w.store.PinnedRoot("codex", "s1"); err != nil || r != w.proj {
		t.Fatalf("SessionStart in a subdirectory pinned %q (%v), want the repository %q", r, err, w.proj)
	}
	if r := deploy("s1", elsewhere); !stopped(r) || !strings.Contains(out(r), "DEPLOY-FROM-PROJ") {
		t.Fatalf("after a cd out of the project the pinned root must still be judged: exit %d %q", r.Exit, out(r))
	}
	if r := deploy("never-started", elsewhere); stopped(r) {
		t.Fatalf("an unpinned session is judged by its cwd's repository: got stopped %q", out(r))
	}

	// Clarvis: no cwd-derived root and no session id; the process's cwd is the workspace root.
	w.cwd = w.proj
	if r := w.call(hookguard.Clarvis, "", w.event(clarvisPre, map[string]any{"cwd": elsewhere, "tool_input": map[string]any{"command": "deploy"}}), nil); !stopped(r) {
		t.Fatalf("clarvis: the process's cwd is the root: exit %d %q", r.Exit, out(r))
	}
	if err := w.store.UpdateSession(w.proj, "", func(s *state.Session) (bool, error) {
		s.Told = map[string]bool{"x": true}
		s.Stops = map[string]state.StopCount{"": {Count: 2}}
		return true, nil
	}); err != nil {
		t.Fatal(err)
	}
	w.call(hookguard.Clarvis, "", w.event(`{"protocol":1,"hook_event_name":"session_start"}`, map[string]any{"cwd": w.proj}), nil)
	if s := w.session(w.proj, ""); len(s.Told) != 0 || len(s.Stops) != 0 {
		t.Fatalf("clarvis session_start must start the workspace's record afresh: %+v", s)
	}
}

// An ask becomes a block wherever nobody can answer it: a harness that cannot ask (Codex,
// Clarvis) or a Claude session that runs without permission prompts.
func TestAskFallback(t *testing.T) {
	w := newWorld(t, `
[[rules]]
id = "look"
groups = ["pre-shell"]
when = 'any(commands, .name == "deploy")'
verdict = "ask"
reason = "A-PERSON-SHOULD-LOOK"
`)
	w.env["CLAUDE_PROJECT_DIR"] = w.proj
	cmd := map[string]any{"command": "deploy"}
	for _, c := range []struct {
		name    string
		r       hookguard.Runner
		payload []byte
		want    string
	}{
		{"claude asks", hookguard.Claude, w.event(claudePre, map[string]any{"cwd": w.proj, "tool_name": "Bash", "tool_input": cmd}), `"permissionDecision":"ask"`},
		{"claude headless", hookguard.Claude, w.event(claudePre, map[string]any{"cwd": w.proj, "tool_name": "Bash", "tool_input": cmd, "permission_mode": "bypassPermissions"}), `"permissionDecision":"deny"`},
		{"codex cannot ask", hookguard.Codex, w.event(codexShell, map[string]any{"cwd": w.proj, "tool_input": cmd}), ""},
		{"clarvis cannot ask", hookguard.Clarvis, w.event(clarvisPre, map[string]any{"cwd": w.proj, "tool_input": cmd}), ""},
	} {
		r := w.call(c.r, "", c.payload, nil)
		o := out(r)
		if !strings.Contains(o, "A-PERSON-SHOULD-LOOK") || !strings.Contains(o, c.want) {
			t.Errorf("%s: want %s with the reason, got exit %d %q", c.name, c.want, r.Exit, o)
		}
		if c.r != hookguard.Claude || strings.Contains(c.name, "headless") {
			if !stopped(r) || strings.Contains(o, `"ask"`) {
				t.Errorf("%s: an ask nobody can answer must block, got exit %d %q", c.name, r.Exit, o)
			}
		}
	}
}

// A shell command that patches files (Codex's apply_patch) passes the shell guards and is then
// judged by the file guards too: the patch is no way around them.
func TestSecondFilesWalk(t *testing.T) {
	w := newWorld(t, `
[[rules]]
id = "no-generated"
groups = ["pre-files"]
when = 'any(paths, # endsWith "generated.go")'
verdict = "block"
reason = "GENERATED-IS-NOT-EDITED"
`)
	patch := func(file string) adapters.Reply {
		cmd := "apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: " + file + "\n+package x\n*** End Patch\nEOF\n"
		return w.call(hookguard.Codex, "", w.event(codexShell, map[string]any{"cwd": w.proj, "tool_input": map[string]any{"command": cmd}}), nil)
	}
	if r := patch("generated.go"); !stopped(r) || !strings.Contains(out(r), "GENERATED-IS-NOT-EDITED") {
		t.Fatalf("the patch's file was not judged by the pre-files guards: exit %d %q", r.Exit, out(r))
	}
	if r := patch("hand.go"); stopped(r) {
		t.Fatalf("a patch the file guards allow was stopped: %q", out(r))
	}
	// The same rule does not fire on a shell command that writes no file through a patch.
	r := w.call(hookguard.Codex, "", w.event(codexShell, map[string]any{"cwd": w.proj, "tool_input": map[string]any{"command": "cat generated.go"}}), nil)
	if stopped(r) {
		t.Fatalf("a plain read was judged as a file edit: %q", out(r))
	}
}

// A call that cannot be read is answered by its group: pre-* groups and the prompt are stopped,
// the groups after the fact let the action go with the reason told, and with no group to go by
// the answer is exit 2 (a block where blocking is possible).
func TestUnreadable(t *testing.T) {
	w := newWorld(t, "")
	big := make([]byte, MaxPayload+1)
	for i := range big {
		big[i] = ' '
	}
	inputs := []struct {
		name    string
		payload []byte
		err     error
		want    string
	}{
		{"empty", []byte("  \n"), nil, "payload is empty"},
		{"garbage", []byte("{not json"), nil, "cannot be read"},
		{"oversize", big, nil, "larger than 64 MiB"},
		{"read error", nil, errors.New("the payload did not end in time"), "did not end in time"},
	}
	for _, in := range inputs {
		for _, c := range []struct {
			g    hookguard.Group
			stop bool
		}{
			{hookguard.PreShell, true}, {hookguard.PreFiles, true}, {hookguard.PreRead, true},
			{hookguard.Prompt, true}, {hookguard.PostEdit, false}, {hookguard.Stop, false}, {"", true},
		} {
			r := w.call(hookguard.Claude, c.g, in.payload, in.err)
			if stopped(r) != c.stop || !strings.Contains(out(r), in.want) {
				t.Errorf("%s, group %q: want stopped %v with %q, got exit %d %.300q", in.name, c.g, c.stop, in.want, r.Exit, out(r))
			}
		}
	}
}

// What the pipeline needs to judge anything, missing, stops the action and says what to fix:
// a state directory that is not absolute (it would land in the workspace), a configuration
// that does not load.
func TestCannotJudge(t *testing.T) {
	w := newWorld(t, "")
	w.env["CLAUDE_PROJECT_DIR"] = w.proj
	pre := w.event(claudePre, map[string]any{"cwd": w.proj, "tool_name": "Bash", "tool_input": map[string]any{"command": "ls"}})
	if r := w.call(hookguard.Claude, "", pre, nil); stopped(r) {
		t.Fatalf("a plain ls was stopped: %q", out(r))
	}
	w.setUser("[groups\n")
	r := w.call(hookguard.Claude, "", pre, nil)
	if !stopped(r) || !strings.Contains(out(r), "does not load") || !strings.Contains(out(r), "hookguard validate") {
		t.Fatalf("a broken user configuration must stop the action and name the fix: %q", out(r))
	}
	w.setUser("[groups]\npre-shell = [\"no-such-guard\"]\n")
	if r := w.call(hookguard.Claude, "", pre, nil); !stopped(r) || !strings.Contains(out(r), "no-such-guard") {
		t.Fatalf("a group naming an unknown guard must stop the action: %q", out(r))
	}
	w.setUser("")
	w.store = state.Open("relative/state")
	if r := w.call(hookguard.Claude, "", pre, nil); !stopped(r) || !strings.Contains(out(r), "every action is stopped") {
		t.Fatalf("a relative state directory must stop the action: %q", out(r))
	}
}

// An event or tool hookguard does not guard passes silently, whatever the configuration says.
func TestUnknownPassesSilently(t *testing.T) {
	w := newWorld(t, "")
	r := w.call(hookguard.Claude, "", w.event(claudePre, map[string]any{"cwd": w.proj, "hook_event_name": "Notification"}), nil)
	if r.Exit != 0 || len(r.Stdout) != 0 || len(r.Stderr) != 0 {
		t.Fatalf("exit %d %q", r.Exit, out(r))
	}
}

// A check that would run past the hook's deadline does not hold the answer: the walk ends by
// the budget (its own 10m timeout notwithstanding), and the check's error policy (block by
// default) keeps the agent working with the reason.
func TestLateGuard(t *testing.T) {
	w := newWorld(t, `
[groups]
stop = ["command"]

[[guards.command.checks]]
name    = "slow"
command = "sleep"
args    = ["30"]
groups  = ["stop"]
timeout = "10m"
`)
	ad, _ := AdapterFor(hookguard.Codex)
	c := Call{Adapter: ad, Payload: w.event(codexStop, map[string]any{"cwd": w.proj}),
		// 4 s: the walk ends at 2.8 s, room for loading and starting the check on a machine
		// busy enough that 2 s (a walk of 1.4 s) once left the check no time to be late in.
		Budget: BudgetFor(time.Now(), 4*time.Second), Cwd: w.proj, Home: w.home, Store: w.store,
		Getenv: func(string) string { return "" },
		Load: func(root string) (*config.Config, error) {
			return config.Load(config.Options{Default: defaultconf.File(), UserPath: w.user, Root: root})
		}}
	r := Run(c)
	if !stopped(r) || !strings.Contains(out(r), `check "slow" (sleep 30) did not finish within`) {
		t.Fatalf("the late check must answer by the hook's deadline and say so: exit %d %q", r.Exit, out(r))
	}
}

// The descriptor's CanAsk holds even where an adapter would mark an event interactive: every
// adapter today marks the harnesses that cannot ask as not interactive, so this is the only
// place the descriptor's word is seen on its own.
func TestAskFallbackByDescriptor(t *testing.T) {
	for _, c := range []struct {
		r           hookguard.Runner
		interactive bool
		want        bool
	}{
		{hookguard.Claude, true, false},
		{hookguard.Claude, false, true},
		{hookguard.Codex, true, true},
		{hookguard.Gemini, true, true},
		{hookguard.Clarvis, true, true},
		{hookguard.Git, false, true},
	} {
		if got := askFallback(&hookguard.Event{Runner: c.r, Interactive: c.interactive}); got != c.want {
			t.Errorf("%s interactive=%v: ask falls back to block %v, want %v", c.r, c.interactive, got, c.want)
		}
	}
}

// A grant the shell walk finds is spent only when the files walk lets the action run too: a
// human's authorisation is not used up on an action that a later walk stops.
func TestGrantHeldAcrossWalks(t *testing.T) {
	const noGenerated = `
[[rules]]
id = "no-generated"
groups = ["pre-files"]
when = 'any(paths, # endsWith "generated.go")'
verdict = "block"
reason = "GENERATED-IS-NOT-EDITED"
`
	w := newWorld(t, noGenerated)
	cmd := "git reset --hard HEAD~3 && apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: generated.go\n+package x\n*** End Patch\nEOF\n"
	action := func() adapters.Reply {
		return w.call(hookguard.Codex, "", w.event(codexShell, map[string]any{"cwd": w.proj, "tool_input": map[string]any{"command": cmd}}), nil)
	}
	r := action()
	code := regexp.MustCompile(`allow (hg-[a-z0-9]{6})`).FindStringSubmatch(out(r))
	if !stopped(r) || code == nil {
		t.Fatalf("the reset must be blocked with a code offered: exit %d %q", r.Exit, out(r))
	}
	auth := w.call(hookguard.Codex, "", w.event(codexPrompt, map[string]any{"cwd": w.proj, "prompt": "allow " + code[1]}), nil)
	if !strings.Contains(out(auth), "authorised once") {
		t.Fatalf("the human's prompt did not record the code: %q", out(auth))
	}
	if r := action(); !stopped(r) || !strings.Contains(out(r), "GENERATED-IS-NOT-EDITED") {
		t.Fatalf("the files walk must still stop the authorised command: exit %d %q", r.Exit, out(r))
	}
	// The file rule goes: the grant, still unspent, lets the command run once, and only once.
	w.setUser("")
	if r := action(); stopped(r) {
		t.Fatalf("the grant was spent on the action the files walk stopped: %q", out(r))
	}
	if r := action(); !stopped(r) {
		t.Fatalf("the grant let the command run twice: %q", out(r))
	}
}

// What a call stops is written to the project's audit log, the code stripped from the reason
// and the action's hash kept to match a later grant; an allowed call writes nothing.
func TestAudit(t *testing.T) {
	w := newWorld(t, "")
	shell := func(cmd string) adapters.Reply {
		return w.call(hookguard.Codex, "", w.event(codexShell, map[string]any{"cwd": w.proj, "tool_input": map[string]any{"command": cmd}}), nil)
	}
	if r := shell("ls"); stopped(r) {
		t.Fatalf("ls stopped: %q", out(r))
	}
	if recs, err := ledger.ReadAudit(w.store.Dir, w.proj, time.Time{}); err != nil || len(recs) != 0 {
		t.Fatalf("an allowed call wrote the audit log: %v %v", recs, err)
	}
	if r := shell("git reset --hard HEAD~3"); !stopped(r) {
		t.Fatalf("reset let through: %q", out(r))
	}
	recs, err := ledger.ReadAudit(w.store.Dir, w.proj, time.Time{})
	if err != nil || len(recs) != 1 {
		t.Fatalf("want one audit record, got %v %v", recs, err)
	}
	rec := recs[0]
	if rec.Kind != "block" || rec.Guard != "destructive" || rec.Runner != hookguard.Codex || rec.Session != "s1" ||
		rec.Code == "" || rec.Action == "" || strings.Contains(rec.Reason, rec.Code) {
		t.Fatalf("the block's record: %+v", rec)
	}
}

// A call that does not finish by its deadline (Budget.Late) answers then: a Bash action is stopped, a stop
// passes with the reason. The judging here is held up by a configuration load that takes
// longer than the whole budget (what held it in the field was the audit waiting for a walk a
// guard timeout had given up on).
func TestLateAnswer(t *testing.T) {
	w := newWorld(t, "")
	slowLoad := func(root string) (*config.Config, error) {
		time.Sleep(3 * time.Second)
		return config.Load(config.Options{Default: defaultconf.File(), UserPath: w.user, Root: root})
	}
	for _, c := range []struct {
		runner  hookguard.Runner
		payload []byte
		stop    bool
	}{
		{hookguard.Claude, w.event(claudePre, map[string]any{"cwd": w.proj, "tool_name": "Bash", "tool_input": map[string]any{"command": "ls"}}), true},
		{hookguard.Codex, w.event(codexStop, map[string]any{"cwd": w.proj}), false},
	} {
		ad, _ := AdapterFor(c.runner)
		start := time.Now()
		r := Run(Call{Adapter: ad, Payload: c.payload, Budget: BudgetFor(start, time.Second),
			Cwd: w.proj, Home: w.home, Store: w.store, Getenv: func(string) string { return "" }, Load: slowLoad})
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("%s: answered after %v, past its 1 s deadline", c.runner, took)
		}
		if stopped(r) != c.stop || !strings.Contains(out(r), "could not finish judging this action by its deadline") {
			t.Errorf("%s: late answer: exit %d %q, want stopped %v and the reason", c.runner, r.Exit, out(r), c.stop)
		}
	}
}
