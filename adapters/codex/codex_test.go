package codex

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
)

var ctx = adapters.Context{Getenv: func(string) string { return "" }}

func decode(t *testing.T, file string) (*hookguard.Event, error) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	return Adapter{}.Decode(data, ctx)
}

// The payloads captured from the real Codex 0.171.0, and the documented shapes, decode into the
// right events.
func TestCapturedPayloads(t *testing.T) {
	for file, want := range map[string]hookguard.Group{
		"codex-0.171.0.PreToolUse.json":          hookguard.PreShell,
		"codex-0.171.0.UserPromptSubmit.json":    hookguard.Prompt,
		"codex-0.171.0.Stop.json":                hookguard.Stop,
		"codex-0.171.0.SessionStart.json":        hookguard.SessionStart,
		"documented.PreToolUse.apply_patch.json": hookguard.PreFiles,
		"documented.PreToolUse.bash.json":        hookguard.PreShell,
		"documented.SubagentStop.json":           hookguard.Stop,
	} {
		ev, err := decode(t, file)
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		if ev.Group != want || ev.Runner != hookguard.Codex || ev.SessionID == "" || ev.Cwd == "" || ev.Root != "" || ev.Interactive {
			t.Errorf("%s: got %+v", file, ev)
		}
	}
	// PostToolUse on Bash: a command that ran is not an edit.
	if _, err := decode(t, "codex-0.171.0.PostToolUse.json"); !errors.Is(err, adapters.ErrUnknown) {
		t.Errorf("PostToolUse on Bash: got %v, want ErrUnknown", err)
	}
	ev, _ := decode(t, "codex-0.171.0.PreToolUse.json")
	if ev.Command != "echo RAN > ran.txt" || ev.Files != nil || !strings.HasSuffix(ev.TranscriptPath, ".jsonl") {
		t.Errorf("PreToolUse: %+v", ev)
	}
	ev, _ = decode(t, "codex-0.171.0.UserPromptSubmit.json")
	if ev.Prompt != "PROMPT-TEXT run the thing" || ev.PromptSource != "user" {
		t.Errorf("prompt: %+v", ev)
	}
	ev, _ = decode(t, "documented.SubagentStop.json")
	if ev.AgentID != "a1" || !ev.StopHookActive || ev.TranscriptPath != "" {
		t.Errorf("SubagentStop: %+v", ev)
	}
	ev, _ = decode(t, "documented.PreToolUse.apply_patch.json")
	want := []hookguard.FileChange{
		{Path: "src/app.py", Op: hookguard.OpPatchUpdate, Text: "    print(\"hello\")\n", Old: "    print(\"hi\")\n"},
		{Path: "docs/NOTES.md", Op: hookguard.OpPatchAdd, Text: "new file\n"},
		{Path: "old.txt", Op: hookguard.OpPatchDelete},
	}
	if !reflect.DeepEqual(ev.Files, want) {
		t.Errorf("apply_patch files:\n got %+v\nwant %+v", ev.Files, want)
	}
}

func pre(tool, input string) string {
	return `{"session_id":"s","turn_id":"t","cwd":"/w","hook_event_name":"PreToolUse","model":"m","permission_mode":"default","tool_name":"` + tool + `","tool_input":` + input + `,"tool_use_id":"c"}`
}

func TestDecodeTools(t *testing.T) {
	route := adapters.Context{RouteMCP: func(_ *hookguard.Event, n string) (hookguard.Group, bool) {
		return hookguard.PreShell, n == "mcp__sh__run"
	}}
	patch := `*** Begin Patch\n*** Add File: a.txt\n+A\n*** End Patch\n`
	for _, c := range []struct {
		name, payload string
		group         hookguard.Group
		check         func(*hookguard.Event) bool
	}{
		{"shell", pre("Bash", `{"command":"ls -la"}`), hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "ls -la" && len(e.Files) == 0 }},
		{"argv command (older shell tool)", pre("Bash", `{"command":["bash","-lc","echo 'a b'"]}`), hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == `bash -lc 'echo '\''a b'\'''` }},
		{"heredoc patch through the shell", pre("Bash", `{"command":"apply_patch <<'EOF'\n`+patch+`EOF"}`), hookguard.PreShell,
			func(e *hookguard.Event) bool {
				return e.Command != "" && len(e.Files) == 1 && e.Files[0] == hookguard.FileChange{Path: "a.txt", Op: hookguard.OpPatchAdd, Text: "A\n"}
			}},
		{"patch argument after cd", pre("Bash", `{"command":"cd sub && applypatch \"`+strings.ReplaceAll(patch, `\n`, `\n`)+`\""}`), hookguard.PreShell,
			func(e *hookguard.Event) bool { return len(e.Files) == 1 && e.Files[0].Path == "/w/sub/a.txt" }},
		{"patch inside bash -lc", pre("Bash", `{"command":"bash -lc \"apply_patch <<'P'\n`+patch+`P\""}`), hookguard.PreShell,
			func(e *hookguard.Event) bool { return len(e.Files) == 1 && e.Files[0].Path == "a.txt" }},
		{"patch tool", pre("apply_patch", `{"command":"`+patch+`"}`), hookguard.PreFiles,
			func(e *hookguard.Event) bool { return len(e.Files) == 1 && e.Files[0].Op == hookguard.OpPatchAdd }},
		{"post patch", strings.Replace(pre("apply_patch", `{"command":"`+patch+`"}`), "PreToolUse", "PostToolUse", 1), hookguard.PostEdit,
			func(e *hookguard.Event) bool { return len(e.Files) == 1 }},
		{"post shell patch", strings.Replace(pre("Bash", `{"command":"apply_patch <<'EOF'\n`+patch+`EOF"}`), "PreToolUse", "PostToolUse", 1), hookguard.PostEdit,
			func(e *hookguard.Event) bool { return len(e.Files) == 1 }},
		{"mcp routed", pre("mcp__sh__run", `{"command":"make"}`), hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "make" }},
		{"continuation prompt", `{"session_id":"s","turn_id":"t","cwd":"/w","hook_event_name":"UserPromptSubmit","model":"m","permission_mode":"default","prompt":"hookguard [multivac]: tests are red"}`, hookguard.Prompt,
			func(e *hookguard.Event) bool { return e.PromptSource == "stop-continuation" }},
	} {
		ev, err := Adapter{}.Decode([]byte(c.payload), route)
		if err != nil || ev.Group != c.group || !c.check(ev) {
			t.Errorf("%s: got %+v, %v", c.name, ev, err)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for payload, want := range map[string]string{
		``:                                    "not Codex's hook JSON",
		`[]`:                                  "not Codex's hook JSON",
		`{}`:                                  "no hook_event_name",
		pre("Bash", `{}`):                     "no tool_input.command",
		pre("Bash", `[1]`):                    "tool_input",
		pre("Bash", `{"command":7}`):          "neither a string",
		pre("apply_patch", `{}`):              "no tool_input.command",
		pre("apply_patch", `{"command":"x"}`): "does not start",
		pre("Bash", `{"command":"cat p | apply_patch"}`): "cannot read",
		pre("Bash", `{"command":"apply_patch \"$P\""}`):  "cannot read",
		pre("Bash", `{"command":"cd \"$D\" && apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: a\n+x\n*** End Patch\nEOF"}`): "directory hookguard cannot know",
		`{"hook_event_name":"UserPromptSubmit"}`:                                                   "no prompt",
		`{"hook_event_name":"PermissionRequest","tool_name":"Bash","tool_input":{"command":"ls"}}`: adapters.ErrUnknown.Error(),
		`{"hook_event_name":"SessionEnd","reason":"other"}`:                                        adapters.ErrUnknown.Error(),
		pre("update_plan", `{"plan":[]}`):                                                          adapters.ErrUnknown.Error(),
		pre("mcp__x__y", `{"entities":[]}`):                                                        adapters.ErrUnknown.Error(), // no route, and nothing its arguments hold to judge
	} {
		ev, err := Adapter{}.Decode([]byte(payload), ctx)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want an error with %q", payload, err, want)
		}
		if ev == nil {
			t.Errorf("%q: the event must never be nil", payload)
		}
	}
}

func TestParsePatch(t *testing.T) {
	for _, c := range []struct {
		name, patch string
		want        []hookguard.FileChange
		err         string
	}{
		{"add, update with context, delete", "*** Begin Patch\n*** Add File: n.go\n+package n\n+\n*** Update File: a.go\n@@ func f\n ctx\n-old\n+new1\n+new2\n@@\n-x\n+y\n*** End of File\n*** Delete File: d.go\n*** End Patch",
			[]hookguard.FileChange{
				{Path: "n.go", Op: hookguard.OpPatchAdd, Text: "package n\n\n"},
				{Path: "a.go", Op: hookguard.OpPatchUpdate, Text: "new1\nnew2\ny\n", Old: "old\nx\n"},
				{Path: "d.go", Op: hookguard.OpPatchDelete},
			}, ""},
		{"move", "*** Begin Patch\n*** Update File: a.go\n*** Move to: b/a.go\n@@\n-x\n+y\n*** End Patch\n",
			[]hookguard.FileChange{{Path: "b/a.go", Op: hookguard.OpMove, From: "a.go", Text: "y\n", Old: "x\n"}}, ""},
		{"pure rename", "*** Begin Patch\n*** Update File: a.go\n*** Move to: /etc/a.go\n*** End Patch\n",
			[]hookguard.FileChange{{Path: "/etc/a.go", Op: hookguard.OpMove, From: "a.go"}}, ""},
		{"headers trimmed like Codex, CRLF, environment id", "\r\n  *** Begin Patch  \r\n*** Environment ID: e1\r\n   *** Add File:  x.txt \r\n+hi\r\n *** End Patch \r\n",
			[]hookguard.FileChange{{Path: "x.txt", Op: hookguard.OpPatchAdd, Text: "hi\n"}}, ""},
		{"an indented header inside an update is a header, not context", "*** Begin Patch\n*** Update File: a\n@@\n+ok\n   *** Add File: /etc/evil\n+boom\n*** End Patch",
			[]hookguard.FileChange{{Path: "a", Op: hookguard.OpPatchUpdate, Text: "ok\n"}, {Path: "/etc/evil", Op: hookguard.OpPatchAdd, Text: "boom\n"}}, ""},
		{"still wrapped in a here-doc, as Codex's lenient mode accepts", "<<'EOF'\n*** Begin Patch\n*** Add File: /etc/w\n+x\n*** End Patch\nEOF\n",
			[]hookguard.FileChange{{Path: "/etc/w", Op: hookguard.OpPatchAdd, Text: "x\n"}}, ""},
		{"empty add", "*** Begin Patch\n*** Add File: e\n*** End Patch", []hookguard.FileChange{{Path: "e", Op: hookguard.OpPatchAdd}}, ""},
		{"no begin", "*** Add File: a\n+x\n*** End Patch", nil, "does not start"},
		{"no end", "*** Begin Patch\n*** Add File: a\n+x\n", nil, "does not end"},
		{"no hunk", "*** Begin Patch\n*** End Patch", nil, "changes no file"},
		{"junk line", "*** Begin Patch\n*** Add File: a\nx\n*** End Patch", nil, "not a hunk header"},
		{"unknown header", "*** Begin Patch\n*** Update File: a\n*** Frobnicate: b\n*** End Patch", nil, "not a change line"},
		{"bad change line", "*** Begin Patch\n*** Update File: a\n@@\n?x\n*** End Patch", nil, "not a change line"},
		{"nameless", "*** Begin Patch\n*** Add File: \n+x\n*** End Patch", nil, "names no file"},
		{"move nowhere", "*** Begin Patch\n*** Update File: a\n*** Move to:  \n*** End Patch", nil, "to no file"},
	} {
		got, err := ParsePatch(c.patch)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: got %v, %v; want error %q", c.name, got, err, c.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s:\n got %+v, %v\nwant %+v", c.name, got, err, c.want)
		}
	}
}

func reply(ev *hookguard.Event, o adapters.Outcome) adapters.Reply { return Adapter{}.Reply(ev, o) }

func TestReplies(t *testing.T) {
	block := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Block, Guard: "g", Rule: "r", Reason: "why", Code: "K7Q2"}}
	ask := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Ask, Guard: "g", Reason: "maybe"}}
	advise := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Advise, Advice: []string{"note"}}}
	allow := adapters.Outcome{Verdict: hookguard.Allowed()}
	events := []string{"PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop", "SubagentStop", "SessionStart"}

	for _, e := range events {
		ev := &hookguard.Event{HookEvent: e}
		// Allow says nothing: never a bare permissionDecision:"allow", which Codex rejects.
		if r := reply(ev, allow); len(r.Stdout)+len(r.Stderr) != 0 || r.Exit != 0 {
			t.Errorf("%s allow: %+v", e, r)
		}
		if e == "SessionStart" {
			continue
		}
		// Block and ask: exit 2, the reason on stderr, NOTHING on stdout (Codex ignores stdout on
		// exit 2, and an empty stderr would not block).
		for name, o := range map[string]adapters.Outcome{"block": block, "ask": ask} {
			r := reply(ev, o)
			if r.Exit != 2 || len(r.Stdout) != 0 || len(strings.TrimSpace(string(r.Stderr))) == 0 {
				t.Errorf("%s %s: %+v", e, name, r)
			}
			if strings.Contains(string(r.Stderr)+string(r.Stdout), `"ask"`) {
				t.Errorf("%s %s: ask must never reach Codex", e, name)
			}
		}
		if r := reply(ev, block); !strings.Contains(string(r.Stderr), "why") || !strings.Contains(string(r.Stderr), "allow K7Q2") {
			t.Errorf("%s block reason: %s", e, r.Stderr)
		}
		// A block always carries a non-empty reason, even when the guard gave none.
		if r := reply(ev, adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Block}}); len(strings.TrimSpace(string(r.Stderr))) == 0 {
			t.Errorf("%s: empty reason", e)
		}
	}

	obj := func(r adapters.Reply) map[string]any {
		t.Helper()
		var m map[string]any
		if r.Exit != 0 || json.Unmarshal(r.Stdout, &m) != nil {
			t.Fatalf("want exit 0 and one JSON object, got %+v", r)
		}
		return m
	}
	// Advice on tool events reaches the model as context.
	for _, e := range []string{"PreToolUse", "PostToolUse"} {
		m := obj(reply(&hookguard.Event{HookEvent: e}, advise))
		hso := m["hookSpecificOutput"].(map[string]any)
		if hso["hookEventName"] != e || hso["additionalContext"] != "hookguard: note" || hso["permissionDecision"] != nil || m["decision"] != nil {
			t.Errorf("%s advise: %v", e, m)
		}
	}
	// Never context on Stop (the hook fails) nor on the prompt: advice goes to the user.
	for _, e := range []string{"Stop", "SubagentStop", "UserPromptSubmit"} {
		m := obj(reply(&hookguard.Event{HookEvent: e}, advise))
		if m["hookSpecificOutput"] != nil || m["systemMessage"] != "hookguard: note" || m["decision"] != nil {
			t.Errorf("%s advise: %v", e, m)
		}
	}
	// Session start: context for the model; a block cannot stop the session, so the model is told.
	m := obj(reply(&hookguard.Event{HookEvent: "SessionStart"}, adapters.Outcome{Verdict: hookguard.Allowed(), Context: "ctx"}))
	if m["hookSpecificOutput"].(map[string]any)["additionalContext"] != "ctx" || m["hookSpecificOutput"].(map[string]any)["hookEventName"] != "SessionStart" {
		t.Errorf("SessionStart context: %v", m)
	}
	m = obj(reply(&hookguard.Event{HookEvent: "SessionStart"}, block))
	if !strings.Contains(m["hookSpecificOutput"].(map[string]any)["additionalContext"].(string), "why") || m["decision"] != nil {
		t.Errorf("SessionStart block: %v", m)
	}
	m = obj(reply(&hookguard.Event{HookEvent: "SessionStart"}, advise))
	if m["hookSpecificOutput"].(map[string]any)["additionalContext"] != "hookguard: note" {
		t.Errorf("SessionStart advise: %v", m)
	}
	// Notices go to the user.
	m = obj(reply(&hookguard.Event{HookEvent: "PreToolUse"}, adapters.Outcome{Verdict: hookguard.Allowed(), Notices: []string{"told"}}))
	if m["systemMessage"] != "told" || m["hookSpecificOutput"] != nil {
		t.Errorf("notice: %v", m)
	}
	// Unreadable payload: the group's event, or exit 2 where nothing is known.
	if r := reply(&hookguard.Event{Group: hookguard.PreFiles}, block); r.Exit != 2 || len(r.Stdout) != 0 {
		t.Errorf("group fallback: %+v", r)
	}
	if r := reply(&hookguard.Event{}, block); r.Exit != 2 || len(r.Stdout) != 0 || !strings.Contains(string(r.Stderr), "why") {
		t.Errorf("unknown event: %+v", r)
	}
	if r := reply(&hookguard.Event{Group: hookguard.SessionStart}, allow); len(r.Stdout) != 0 || r.Exit != 0 {
		t.Errorf("session group allow: %+v", r)
	}
}

func FuzzDecode(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.json")
	for _, p := range files {
		data, _ := os.ReadFile(p)
		f.Add(data)
	}
	f.Add([]byte(pre("Bash", `{"command":"apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: a\n*** Move to: b\n@@\n-x\n+y\n*** End Patch\nEOF"}`)))
	f.Add([]byte(pre("mcp__fs__write_file", `{"path":"/x","content":"y"}`)))
	route := adapters.Context{RouteMCP: func(*hookguard.Event, string) (hookguard.Group, bool) { return hookguard.PreFiles, true }}
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, err := Adapter{}.Decode(data, route)
		if ev == nil {
			t.Fatal("nil event")
		}
		if err == nil && !ev.Group.Valid() {
			t.Fatalf("decoded without a group: %+v", ev)
		}
		if err == nil && (ev.Group == hookguard.PreFiles || ev.Group == hookguard.PostEdit) && len(ev.Files) == 0 {
			t.Fatalf("a file event with no files: %+v", ev)
		}
		for _, d := range []hookguard.Decision{hookguard.Allow, hookguard.Advise, hookguard.Ask, hookguard.Block} {
			r := Adapter{}.Reply(ev, adapters.Outcome{Verdict: hookguard.Verdict{Decision: d, Reason: "r", Advice: []string{"a"}}})
			if d >= hookguard.Ask && ev.HookEvent != "SessionStart" && (r.Exit != 2 || len(r.Stdout) != 0 || len(r.Stderr) == 0) {
				t.Fatalf("%v on %q: %+v", d, ev.HookEvent, r)
			}
			if len(r.Stdout) > 0 && !json.Valid(r.Stdout) {
				t.Fatalf("invalid reply JSON: %s", r.Stdout)
			}
		}
	})
}

func FuzzParsePatch(f *testing.F) {
	f.Add("*** Begin Patch\n*** Add File: a\n+x\n*** Update File: b\n*** Move to: c\n@@\n-1\n+2\n*** Delete File: d\n*** End Patch\n")
	f.Fuzz(func(t *testing.T, s string) {
		fcs, err := ParsePatch(s)
		if err == nil && len(fcs) == 0 {
			t.Fatal("no error and no change")
		}
		for _, fc := range fcs {
			if fc.Path == "" || (fc.Op == hookguard.OpMove && fc.From == "") {
				t.Fatalf("incomplete change %+v", fc)
			}
		}
	})
}
