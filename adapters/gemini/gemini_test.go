package gemini

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
	if k == "GEMINI_PROJECT_DIR" {
		return "/home/user/project"
	}
	return ""
}}

// The payloads captured from the real Gemini CLI 0.61.0, and the documented shapes, decode into
// the right events.
func TestCapturedPayloads(t *testing.T) {
	for file, want := range map[string]hookguard.Group{
		"gemini-0.61.0.BeforeTool.json":        hookguard.PreShell,
		"gemini-0.61.0.BeforeAgent.json":       hookguard.Prompt,
		"gemini-0.61.0.AfterAgent.json":        hookguard.Stop,
		"gemini-0.61.0.SessionStart.json":      hookguard.SessionStart,
		"documented.BeforeTool.replace.json":   hookguard.PreFiles,
		"documented.BeforeTool.shell_dir.json": hookguard.PreShell,
	} {
		data, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		ev, err := Adapter{}.Decode(data, ctx)
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		if ev.Group != want || ev.Runner != hookguard.Gemini || ev.SessionID == "" || ev.Root != "/home/user/project" {
			t.Errorf("%s: got %+v", file, ev)
		}
	}
	data, _ := os.ReadFile("testdata/gemini-0.61.0.AfterTool.json")
	if _, err := (Adapter{}).Decode(data, ctx); !errors.Is(err, adapters.ErrUnknown) {
		t.Errorf("AfterTool on a shell command: got %v, want ErrUnknown", err)
	}
	data, _ = os.ReadFile("testdata/documented.BeforeTool.shell_dir.json")
	ev, _ := Adapter{}.Decode(data, ctx)
	if ev.Cwd != "/home/u/proj/sub" || ev.Command != "rm -rf build" {
		t.Errorf("dir_path is the command's cwd: %+v", ev)
	}
	data, _ = os.ReadFile("testdata/documented.BeforeTool.replace.json")
	ev, _ = Adapter{}.Decode(data, ctx)
	if ev.Files[0] != (hookguard.FileChange{Path: "src/a.ts", Op: hookguard.OpEdit, Text: "bar()", Old: "foo()"}) || ev.Cwd != "/home/u/proj" {
		t.Errorf("replace: %+v", ev)
	}
}

func before(tool, input string) string {
	return `{"session_id":"s","transcript_path":"","cwd":"/w","hook_event_name":"BeforeTool","timestamp":"t","tool_name":"` + tool + `","tool_input":` + input + `}`
}

func TestDecodeTools(t *testing.T) {
	route := adapters.Context{RouteMCP: func(_ *hookguard.Event, n string) (hookguard.Group, bool) {
		return hookguard.PreFiles, n == "mcp__my_fs__write_file"
	}}
	for _, c := range []struct {
		name, payload string
		group         hookguard.Group
		check         func(*hookguard.Event) bool
	}{
		{"shell without dir_path", before("run_shell_command", `{"command":"ls"}`), hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "ls" && e.Cwd == "/w" && e.Root == "/w" }},
		{"shell with absolute dir_path", before("run_shell_command", `{"command":"ls","dir_path":"/etc"}`), hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Cwd == "/etc" && e.Root == "/w" }},
		{"write_file", before("write_file", `{"file_path":"a.txt","content":"hi"}`), hookguard.PreFiles,
			func(e *hookguard.Event) bool {
				return e.Files[0] == hookguard.FileChange{Path: "a.txt", Op: hookguard.OpWrite, Text: "hi"}
			}},
		{"read_file", before("read_file", `{"file_path":"/h/.ssh/id_rsa"}`), hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/h/.ssh/id_rsa" }},
		{"read_many_files", before("read_many_files", `{"include":["src/**/*.go","/h/.aws/credentials"]}`), hookguard.PreRead,
			func(e *hookguard.Event) bool {
				return len(e.Reads) == 2 && e.Reads[0] == "/w/src/**/*.go" && e.Reads[1] == "/h/.aws/credentials"
			}},
		{"grep_search", before("grep_search", `{"pattern":"x","dir_path":"/h/.ssh","include_pattern":"*.pem"}`), hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/h/.ssh" && e.Reads[1] == "/h/.ssh/*.pem" }},
		{"grep_search opens what it searches", before("grep_search", `{"pattern":"x","include_pattern":"*.go"}`), hookguard.PreRead,
			func(e *hookguard.Event) bool {
				s := e.Searches[0]
				return s.Dir == "/w" && s.Hidden && s.Ignores && len(s.Only) == 1 && s.Only[0] == "*.go"
			}},
		{"grep_search no_ignore", before("grep_search", `{"pattern":"x","no_ignore":true,"exclude_pattern":"TODO"}`), hookguard.PreRead,
			func(e *hookguard.Event) bool { return !e.Searches[0].Ignores && e.Searches[0].Not == nil }},
		{"read_many_files searches", before("read_many_files", `{"include":["src/**/*.go","docs/*.md","lib"],"exclude":["*.pem"],"file_filtering_options":{"respect_git_ignore":false}}`), hookguard.PreRead,
			func(e *hookguard.Event) bool {
				s := e.Searches
				return len(s) == 3 && s[0].Dir == "/w/src" && s[0].Only[0] == "**/*.go" && s[0].Depth == 0 && s[1].Dir == "/w/docs" && s[1].Depth == 1 &&
					s[2].Dir == "/w/lib" && s[2].Only == nil && !s[0].Ignores && s[0].OnlyKeepsSkips && strings.Join(s[0].Not, " ") == "*.pem **/.env"
			}},
		{"read_many_files without default excludes", before("read_many_files", `{"include":["**"],"useDefaultExcludes":false}`), hookguard.PreRead,
			func(e *hookguard.Event) bool {
				return e.Searches[0].Dir == "/w" && e.Searches[0].Not == nil && e.Searches[0].Ignores
			}},
		{"search_file_content (old name)", before("search_file_content", `{"pattern":"x"}`), hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/w" && len(e.Reads) == 1 }},
		{"glob", before("glob", `{"pattern":"**/.env","dir_path":"sub"}`), hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/w/sub" && e.Reads[1] == "/w/sub/**/.env" }},
		{"list_directory", before("list_directory", `{"dir_path":"/h/.gnupg"}`), hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/h/.gnupg" }},
		{"mcp by mcp_context", `{"hook_event_name":"BeforeTool","cwd":"/w","tool_name":"mcp_my_fs_write_file","tool_input":{"path":"/etc/x","content":"y"},"mcp_context":{"server_name":"my_fs","tool_name":"write_file"}}`, hookguard.PreFiles,
			func(e *hookguard.Event) bool { return e.Files[0].Path == "/etc/x" }},
		{"after write", strings.Replace(before("write_file", `{"file_path":"a","content":"c"}`), "BeforeTool", "AfterTool", 1), hookguard.PostEdit,
			func(e *hookguard.Event) bool { return e.Files[0].Text == "c" }},
		{"after replace", strings.Replace(before("replace", `{"file_path":"a","new_string":"n"}`), "BeforeTool", "AfterTool", 1), hookguard.PostEdit,
			func(e *hookguard.Event) bool { return e.Files[0].Text == "n" }},
		{"prompt", `{"hook_event_name":"BeforeAgent","cwd":"/w","prompt":"do it"}`, hookguard.Prompt,
			func(e *hookguard.Event) bool { return e.Prompt == "do it" && e.PromptSource == "user" }},
		{"continuation prompt is not a human's", `{"hook_event_name":"BeforeAgent","cwd":"/w","prompt":"hookguard [multivac]: red"}`, hookguard.Prompt,
			func(e *hookguard.Event) bool { return e.PromptSource == "stop-continuation" }},
		{"stop re-entry", `{"hook_event_name":"AfterAgent","cwd":"/w","prompt":"p","prompt_response":"r","stop_hook_active":true}`, hookguard.Stop,
			func(e *hookguard.Event) bool { return e.StopHookActive }},
	} {
		ev, err := Adapter{}.Decode([]byte(c.payload), route)
		if err != nil || ev.Group != c.group || !c.check(ev) {
			t.Errorf("%s: got %+v, %v", c.name, ev, err)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for payload, want := range map[string]string{
		``:                                      "not Gemini CLI's hook JSON",
		`"x"`:                                   "not Gemini CLI's hook JSON",
		`{}`:                                    "no hook_event_name",
		before("run_shell_command", `{}`):       "no tool_input.command",
		before("run_shell_command", `"ls"`):     "tool_input",
		before("write_file", `{"content":"x"}`): "no file_path",
		before("read_file", `{}`):               "no path",
		before("read_many_files", `{"include":[]}`):                                             "no include",
		`{"hook_event_name":"BeforeAgent"}`:                                                     "no prompt",
		`{"hook_event_name":"BeforeModel"}`:                                                     adapters.ErrUnknown.Error(),
		`{"hook_event_name":"Notification"}`:                                                    adapters.ErrUnknown.Error(),
		before("google_web_search", `{"query":"x"}`):                                            adapters.ErrUnknown.Error(),
		before("mcp_x_y", `{"entities":[]}`):                                                    adapters.ErrUnknown.Error(),
		strings.Replace(before("read_file", `{"file_path":"a"}`), "BeforeTool", "AfterTool", 1): adapters.ErrUnknown.Error(),
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

func TestReplies(t *testing.T) {
	block := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Block, Guard: "g", Rule: "r", Reason: "why", Code: "K7Q2"}}
	ask := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Ask, Guard: "g", Reason: "maybe"}}
	advise := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Advise, Advice: []string{"note"}}}
	allow := adapters.Outcome{Verdict: hookguard.Allowed()}
	obj := func(e string, o adapters.Outcome) map[string]any {
		t.Helper()
		r := Adapter{}.Reply(&hookguard.Event{HookEvent: e}, o)
		var m map[string]any
		// Always exit 0 and one JSON object: Gemini reads stdout before stderr, JSON before the
		// exit code.
		if r.Exit != 0 || len(r.Stderr) != 0 || json.Unmarshal(r.Stdout, &m) != nil {
			t.Fatalf("%s: want exit 0 and one JSON object, got %+v", e, r)
		}
		return m
	}
	for _, e := range []string{"BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent", "SessionStart"} {
		if r := (Adapter{}).Reply(&hookguard.Event{HookEvent: e}, allow); len(r.Stdout)+len(r.Stderr) != 0 || r.Exit != 0 {
			t.Errorf("%s allow: %+v", e, r)
		}
	}
	for _, e := range []string{"BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent"} {
		m := obj(e, block)
		if m["decision"] != "deny" || !strings.Contains(m["reason"].(string), "why") || !strings.Contains(m["reason"].(string), "allow K7Q2") {
			t.Errorf("%s block: %v", e, m)
		}
		// Never ask: it hangs headless Gemini. An ask that reaches the adapter still denies.
		if m := obj(e, ask); m["decision"] != "deny" || !strings.Contains(m["reason"].(string), "maybe") {
			t.Errorf("%s ask: %v", e, m)
		}
		if m := obj(e, adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Block}}); m["reason"] == "" {
			t.Errorf("%s: empty reason", e)
		}
	}
	// Advice: to the user on BeforeTool, BeforeAgent and AfterAgent (context there would be
	// dropped, or restart a finished agent); to the model after an edit landed.
	for _, e := range []string{"BeforeTool", "BeforeAgent", "AfterAgent"} {
		if m := obj(e, advise); m["systemMessage"] != "hookguard: note" || m["hookSpecificOutput"] != nil || m["decision"] != nil {
			t.Errorf("%s advise: %v", e, m)
		}
	}
	if m := obj("AfterTool", advise); m["hookSpecificOutput"].(map[string]any)["additionalContext"] != "hookguard: note" || m["decision"] != nil {
		t.Errorf("AfterTool advise: %v", m)
	}
	// Context only through hookSpecificOutput.additionalContext.
	for _, e := range []string{"SessionStart", "BeforeAgent"} {
		m := obj(e, adapters.Outcome{Verdict: hookguard.Allowed(), Context: "ctx"})
		if hso := m["hookSpecificOutput"].(map[string]any); hso["additionalContext"] != "ctx" || hso["hookEventName"] != e {
			t.Errorf("%s context: %v", e, m)
		}
	}
	if m := obj("SessionStart", block); m["decision"] != nil || !strings.Contains(m["hookSpecificOutput"].(map[string]any)["additionalContext"].(string), "why") {
		t.Errorf("SessionStart block: %v", m)
	}
	if m := obj("SessionStart", advise); m["hookSpecificOutput"].(map[string]any)["additionalContext"] != "hookguard: note" {
		t.Errorf("SessionStart advise: %v", m)
	}
	if m := obj("BeforeTool", adapters.Outcome{Verdict: hookguard.Allowed(), Notices: []string{"told"}}); m["systemMessage"] != "told" || m["decision"] != nil {
		t.Errorf("notice: %v", m)
	}
	// An unreadable payload is still answered with a deny JSON.
	r := Adapter{}.Reply(&hookguard.Event{}, block)
	var m map[string]any
	if r.Exit != 0 || json.Unmarshal(r.Stdout, &m) != nil || m["decision"] != "deny" {
		t.Errorf("unknown event: %+v", r)
	}
}

func FuzzDecode(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.json")
	for _, p := range files {
		data, _ := os.ReadFile(p)
		f.Add(data)
	}
	f.Add([]byte(before("read_many_files", `{"include":["a","b"]}`)))
	f.Add([]byte(`{"hook_event_name":"BeforeTool","tool_name":"mcp_a_b","tool_input":{"command":"x"},"mcp_context":{"server_name":"a","tool_name":"b"}}`))
	route := adapters.Context{Getenv: ctx.Getenv, RouteMCP: func(*hookguard.Event, string) (hookguard.Group, bool) { return hookguard.PreShell, true }}
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, err := Adapter{}.Decode(data, route)
		if ev == nil {
			t.Fatal("nil event")
		}
		if err == nil && !ev.Group.Valid() {
			t.Fatalf("decoded without a group: %+v", ev)
		}
		for _, d := range []hookguard.Decision{hookguard.Allow, hookguard.Advise, hookguard.Ask, hookguard.Block} {
			r := Adapter{}.Reply(ev, adapters.Outcome{Verdict: hookguard.Verdict{Decision: d, Reason: "r", Advice: []string{"a"}}})
			if r.Exit != 0 || len(r.Stderr) != 0 || (len(r.Stdout) > 0 && !json.Valid(r.Stdout)) {
				t.Fatalf("bad reply: %+v", r)
			}
			if strings.Contains(string(r.Stdout), `"ask"`) {
				t.Fatalf("ask sent to Gemini: %s", r.Stdout)
			}
		}
	})
}
