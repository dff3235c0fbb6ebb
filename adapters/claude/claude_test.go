package claude

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
)

var ctx = adapters.Context{Getenv: func(k string) string {
	if k == "CLAUDE_PROJECT_DIR" {
		return "/home/user/project"
	}
	return ""
}}

// The payloads captured from the real Claude Code 2.1.332 decode into the right events.
func TestCapturedPayloads(t *testing.T) {
	want := map[string]hookguard.Group{
		"PreToolUse":       hookguard.PreShell,
		"UserPromptSubmit": hookguard.Prompt,
		"Stop":             hookguard.Stop,
		"SessionStart":     hookguard.SessionStart,
	}
	files, _ := filepath.Glob("testdata/claude-*.json")
	if len(files) < 5 {
		t.Fatalf("captured payloads missing: %v", files)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := Adapter{}.Decode(data, ctx)
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "claude-2.1.332."), ".json")
		if name == "PostToolUse" { // on Bash: not guarded
			if !errors.Is(err, adapters.ErrUnknown) {
				t.Errorf("%s: got %v, want ErrUnknown", name, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if ev.Group != want[name] || ev.Root != "/home/user/project" || ev.SessionID == "" || ev.HookEvent != name {
			t.Errorf("%s: got %+v", name, ev)
		}
	}
}

func TestDecodeTools(t *testing.T) {
	for _, c := range []struct {
		payload string
		group   hookguard.Group
		check   func(*hookguard.Event) bool
	}{
		{`{"hook_event_name":"PreToolUse","tool_name":"PowerShell","tool_input":{"command":"Remove-Item x"}}`, hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "pwsh -NoProfile -Command 'Remove-Item x'" }},
		// the PowerShell tool's text reaches the model as pwsh's -Command, quotes and all
		{`{"hook_event_name":"PreToolUse","tool_name":"PowerShell","tool_input":{"command":"Write-Output 'it''s' > a\\b"}}`, hookguard.PreShell,
			func(e *hookguard.Event) bool {
				return e.Command == `pwsh -NoProfile -Command 'Write-Output '\''it'\'''\''s'\'' > a\b'`
			}},
		{`{"hook_event_name":"PreToolUse","tool_name":"Monitor","tool_input":{"command":"tail -f log","description":"d"}}`, hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "tail -f log" }},
		{`{"hook_event_name":"PreSkillShellCommand","command":"make build"}`, hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "make build" }},
		{`{"hook_event_name":"PreSkillShellCommand","tool_name":"Bash","tool_input":{"command":"make x"}}`, hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "make x" }},
		{`{"hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":"/p/a","content":"new"}}`, hookguard.PreFiles,
			func(e *hookguard.Event) bool {
				return e.Files[0] == hookguard.FileChange{Path: "/p/a", Op: hookguard.OpWrite, Text: "new"}
			}},
		{`{"hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"file_path":"/p/a","old_string":"o","new_string":"n"}}`, hookguard.PreFiles,
			func(e *hookguard.Event) bool {
				return e.Files[0].Text == "n" && e.Files[0].Old == "o" && e.Files[0].Op == hookguard.OpEdit
			}},
		{`{"hook_event_name":"PreToolUse","tool_name":"MultiEdit","tool_input":{"file_path":"/p/a","edits":[{"old_string":"o","new_string":"n1"},{"old_string":"p","new_string":"n2"}]}}`, hookguard.PreFiles,
			func(e *hookguard.Event) bool { return len(e.Files) == 2 && e.Files[1].Text == "n2" }},
		{`{"hook_event_name":"PreToolUse","tool_name":"NotebookEdit","tool_input":{"notebook_path":"/p/n.ipynb","new_source":"x=1"}}`, hookguard.PreFiles,
			func(e *hookguard.Event) bool { return e.Files[0].Path == "/p/n.ipynb" && e.Files[0].Text == "x=1" }},
		{`{"hook_event_name":"PostToolUse","tool_name":"Edit","tool_input":{"file_path":"/p/a","new_string":"n"},"tool_response":{}}`, hookguard.PostEdit,
			func(e *hookguard.Event) bool { return e.Files[0].Text == "n" }},
		{`{"hook_event_name":"PreToolUse","tool_name":"Read","tool_input":{"file_path":"/p/.env"}}`, hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/p/.env" }},
		{`{"hook_event_name":"PreToolUse","cwd":"/p","tool_name":"Grep","tool_input":{"pattern":"x","glob":"*.env"}}`, hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/p" && e.Reads[1] == "/p/*.env" }},
		{`{"hook_event_name":"PreToolUse","cwd":"/p","tool_name":"Grep","tool_input":{"pattern":"x","glob":"*.{ts,tsx} !.env*,!*.pem","type":"go"}}`, hookguard.PreRead,
			func(e *hookguard.Event) bool {
				s := e.Searches[0]
				return len(e.Searches) == 1 && s.Dir == "/p" && s.Hidden && s.Ignores && s.Typed &&
					strings.Join(s.Only, " ") == "*.{ts,tsx}" && strings.Join(s.Not, " ") == ".env* *.pem"
			}},
		{`{"hook_event_name":"PreToolUse","cwd":"/p","tool_name":"Grep","tool_input":{"pattern":"x","path":"/q"}}`, hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Searches[0].Dir == "/q" && e.Searches[0].Only == nil }},
		{`{"hook_event_name":"PreToolUse","cwd":"/p","tool_name":"Glob","tool_input":{"pattern":"*"}}`, hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Searches == nil }}, // a Glob lists names, it opens nothing
		{`{"hook_event_name":"PreToolUse","cwd":"/p","tool_name":"Glob","tool_input":{"pattern":"**/id_rsa","path":"/h/.ssh"}}`, hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[1] == "/h/.ssh/**/id_rsa" }},
		{`{"hook_event_name":"UserPromptSubmit","prompt":"hi","source":"schedule_wakeup"}`, hookguard.Prompt,
			func(e *hookguard.Event) bool { return e.PromptSource == "schedule_wakeup" }},
		{`{"hook_event_name":"UserPromptSubmit","prompt":""}`, hookguard.Prompt,
			func(e *hookguard.Event) bool { return e.PromptSource == "user" }},
		{`{"hook_event_name":"SubagentStop","agent_id":"a1","stop_hook_active":true}`, hookguard.Stop,
			func(e *hookguard.Event) bool { return e.AgentID == "a1" && e.StopHookActive }},
		{`{"hook_event_name":"PreToolUse","permission_mode":"bypassPermissions","tool_name":"Bash","tool_input":{"command":"ls"}}`, hookguard.PreShell,
			func(e *hookguard.Event) bool { return !e.Interactive }},
		{`{"hook_event_name":"PreToolUse","permission_mode":"plan","tool_name":"Bash","tool_input":{"command":"ls"}}`, hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Interactive }},
	} {
		ev, err := Adapter{}.Decode([]byte(c.payload), ctx)
		if err != nil || ev.Group != c.group || !c.check(ev) {
			t.Errorf("%s: got %+v, %v", c.payload, ev, err)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for payload, want := range map[string]string{
		``:   "not Claude Code's hook JSON",
		`{`:  "not Claude Code's hook JSON",
		`[]`: "not Claude Code's hook JSON",
		`{}`: "no hook_event_name",
		`{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":[1]}`:     "tool_input",
		`{"hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{}}`:     "no file path",
		`{"hook_event_name":"PreToolUse","tool_name":"Read","tool_input":{}}`:      "no path",
		`{"hook_event_name":"UserPromptSubmit"}`:                                   "no prompt",
		`{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{}}`:      "no tool_input.command",
		`{"hook_event_name":"PreToolUse","tool_name":7,"tool_input":{}}`:           "not Claude Code's hook JSON",
		`{"hook_event_name":"Notification"}`:                                       adapters.ErrUnknown.Error(),
		`{"hook_event_name":"PreToolUse","tool_name":"WebSearch","tool_input":{}}`: adapters.ErrUnknown.Error(),
	} {
		ev, err := Adapter{}.Decode([]byte(payload), ctx)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want an error with %q", payload, err, want)
		}
		if ev == nil {
			t.Errorf("%q: the event must never be nil, so the error can be answered in its form", payload)
		}
	}
}

// reply decodes a reply's stdout.
func reply(t *testing.T, event string, g hookguard.Group, o adapters.Outcome) (map[string]any, adapters.Reply) {
	t.Helper()
	r := Adapter{}.Reply(&hookguard.Event{HookEvent: event, Group: g}, o)
	var m map[string]any
	if len(r.Stdout) > 0 {
		if err := json.Unmarshal(r.Stdout, &m); err != nil {
			t.Fatalf("%s: stdout is not one JSON object: %s", event, r.Stdout)
		}
	}
	return m, r
}

func TestReplies(t *testing.T) {
	block := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Block, Guard: "g", Rule: "r", Reason: "why", Code: "K7Q2"}}
	ask := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Ask, Guard: "g", Rule: "r", Reason: "why"}}
	advise := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Advise, Advice: []string{"note"}}}

	// Allow says nothing, on every event.
	for _, e := range []string{"PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop", "SubagentStop", "SessionStart"} {
		if _, r := reply(t, e, "", adapters.Outcome{Verdict: hookguard.Allowed()}); len(r.Stdout)+len(r.Stderr) != 0 || r.Exit != 0 {
			t.Errorf("%s: allow must be silent, got %+v", e, r)
		}
	}

	m, r := reply(t, "PreToolUse", hookguard.PreShell, block)
	hso, _ := m["hookSpecificOutput"].(map[string]any)
	if r.Exit != 0 || hso["hookEventName"] != "PreToolUse" || hso["permissionDecision"] != "deny" ||
		!strings.Contains(hso["permissionDecisionReason"].(string), "why") || !strings.Contains(hso["permissionDecisionReason"].(string), "allow K7Q2") {
		t.Errorf("PreToolUse block: %s", r.Stdout)
	}
	if _, top := m["permissionDecision"]; top {
		t.Error("permissionDecision must be nested: Claude ignores it at the top level")
	}
	m, _ = reply(t, "PreToolUse", hookguard.PreShell, ask)
	if m["hookSpecificOutput"].(map[string]any)["permissionDecision"] != "ask" {
		t.Errorf("PreToolUse ask: %v", m)
	}
	m, _ = reply(t, "PreToolUse", hookguard.PreShell, advise)
	if hso := m["hookSpecificOutput"].(map[string]any); hso["additionalContext"] != "hookguard: note" || hso["permissionDecision"] != nil {
		t.Errorf("PreToolUse advise: %v", m)
	}

	for _, e := range []string{"PostToolUse", "UserPromptSubmit", "Stop", "SubagentStop"} {
		m, _ = reply(t, e, "", block)
		if m["decision"] != "block" || !strings.Contains(m["reason"].(string), "why") || m["hookSpecificOutput"] != nil {
			t.Errorf("%s block: %v", e, m)
		}
	}
	// Never additionalContext on Stop: it restarts the agent.
	for _, e := range []string{"Stop", "SubagentStop", "UserPromptSubmit"} {
		m, _ = reply(t, e, "", advise)
		if m["hookSpecificOutput"] != nil || m["systemMessage"] != "hookguard: note" || m["decision"] != nil {
			t.Errorf("%s advise: %v", e, m)
		}
	}
	m, _ = reply(t, "SessionStart", "", adapters.Outcome{Verdict: hookguard.Allowed(), Context: "ctx"})
	if m["hookSpecificOutput"].(map[string]any)["additionalContext"] != "ctx" {
		t.Errorf("SessionStart context: %v", m)
	}
	m, _ = reply(t, "PreToolUse", "", adapters.Outcome{Verdict: hookguard.Allowed(), Notices: []string{"told"}})
	if m["systemMessage"] != "told" || m["hookSpecificOutput"] != nil {
		t.Errorf("notice: %v", m)
	}
	// A group known, no event: the group's usual event.
	m, _ = reply(t, "", hookguard.PreFiles, block)
	if m["hookSpecificOutput"].(map[string]any)["hookEventName"] != "PreToolUse" {
		t.Errorf("group fallback: %v", m)
	}
	// Nothing known: exit 2 with the reason on stderr, nothing on stdout.
	_, r = reply(t, "", "", block)
	if r.Exit != 2 || len(r.Stdout) != 0 || !strings.Contains(string(r.Stderr), "why") {
		t.Errorf("unknown event block: %+v", r)
	}
	// A block always carries a non-empty reason.
	m, _ = reply(t, "PreToolUse", "", adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Block}})
	if m["hookSpecificOutput"].(map[string]any)["permissionDecisionReason"] == "" {
		t.Error("empty reason")
	}
}

func FuzzDecode(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.json")
	for _, p := range files {
		data, _ := os.ReadFile(p)
		f.Add(data)
	}
	f.Add([]byte(`{"hook_event_name":"PreToolUse","tool_name":"mcp__fs__write_file","tool_input":{"path":"/x","content":"y"}}`))
	f.Add([]byte(`{"hook_event_name":"PreToolUse","tool_name":"MultiEdit","tool_input":{"edits":[{}]}}`))
	route := adapters.Context{Getenv: ctx.Getenv, RouteMCP: func(*hookguard.Event, string) (hookguard.Group, bool) { return hookguard.PreFiles, true }}
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, err := Adapter{}.Decode(data, route)
		if ev == nil {
			t.Fatal("nil event")
		}
		if err == nil && !ev.Group.Valid() {
			t.Fatalf("decoded without a group: %+v", ev)
		}
		// Whatever was decoded, every reply is well formed.
		for _, d := range []hookguard.Decision{hookguard.Allow, hookguard.Advise, hookguard.Ask, hookguard.Block} {
			r := Adapter{}.Reply(ev, adapters.Outcome{Verdict: hookguard.Verdict{Decision: d, Reason: "r"}})
			if len(r.Stdout) > 0 && !json.Valid(r.Stdout) {
				t.Fatalf("invalid reply JSON: %s", r.Stdout)
			}
		}
	})
}
