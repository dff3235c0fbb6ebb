package clarvis

import (
	"bytes"
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

// env is the hook's environment: CLARVIS_HOOK_TOOL carries the native tool identity.
func env(tool string) adapters.Context {
	return adapters.Context{
		Getenv: func(k string) string {
			if k == "CLARVIS_HOOK_TOOL" {
				return tool
			}
			return ""
		},
		RouteMCP: func(_ *hookguard.Event, n string) (hookguard.Group, bool) {
			return hookguard.PreFiles, n == "mcp__fs__write_file"
		},
	}
}

// The documented payload shapes decode into the right events (Clarvis cannot be run here, so
// these are written from its documentation, not captured).
func TestDocumentedPayloads(t *testing.T) {
	for file, want := range map[string]hookguard.Group{
		"documented.pre_tool_use.bash.json":     hookguard.PreShell,
		"documented.pre_tool_use.read.json":     hookguard.PreRead,
		"documented.pre_tool_use.mcp.json":      hookguard.PreFiles,
		"documented.session_start.json":         hookguard.SessionStart,
		"documented.pre_compact.json":           hookguard.SessionStart,
		"documented.pre_finalize.json":          hookguard.Stop,
		"documented.user_prompt_expansion.json": hookguard.Prompt,
	} {
		data, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		ev, err := Adapter{}.Decode(data, env("shell"))
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		if ev.Group != want || ev.Runner != hookguard.Clarvis || ev.Cwd != "/home/u/proj" || ev.SessionID != "" || ev.Interactive {
			t.Errorf("%s: got %+v", file, ev)
		}
	}
	for _, file := range []string{"documented.pre_tool_use.skill.json", "documented.post_tool_use.json"} {
		data, _ := os.ReadFile(filepath.Join("testdata", file))
		if _, err := (Adapter{}).Decode(data, env("")); !errors.Is(err, adapters.ErrUnknown) {
			t.Errorf("%s: got %v, want ErrUnknown", file, err)
		}
	}
}

func call(event, name, input string) []byte {
	return []byte(`{"protocol":1,"hook_event_name":"` + event + `","cwd":"/w","tool_name":"` + name + `","tool_input":` + input + `}`)
}

func TestDecodeTools(t *testing.T) {
	for _, c := range []struct {
		name    string
		payload []byte
		native  string
		group   hookguard.Group
		check   func(*hookguard.Event) bool
	}{
		{"Bash", call("pre_tool_use", "Bash", `{"command":"make"}`), "shell", hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "make" }},
		{"native shell with argv", call("pre_tool_use", "shell", `{"command":["rm","-rf","a b"]}`), "shell", hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "rm -rf 'a b'" }},
		{"portable event name", call("PreToolUse", "Bash", `{"command":"ls"}`), "", hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.HookEvent == "pre_tool_use" }},
		{"native write", call("pre_tool_use", "write", `{"path":"/etc/x","content":"c"}`), "write", hookguard.PreFiles,
			func(e *hookguard.Event) bool {
				return e.Files[0] == hookguard.FileChange{Path: "/etc/x", Op: hookguard.OpWrite, Text: "c"}
			}},
		{"native edit", call("pre_tool_use", "edit", `{"file_path":"a","old_string":"o","new_string":"n"}`), "edit", hookguard.PreFiles,
			func(e *hookguard.Event) bool {
				return e.Files[0].Op == hookguard.OpEdit && e.Files[0].Text == "n" && e.Files[0].Old == "o"
			}},
		{"native multi edit", call("pre_tool_use", "edit", `{"file_path":"a","edits":[{"oldText":"o","newText":"n1"},{"old_string":"p","new_string":"n2"}]}`), "edit", hookguard.PreFiles,
			func(e *hookguard.Event) bool {
				return len(e.Files) == 2 && e.Files[0].Text == "n1" && e.Files[1].Text == "n2"
			}},
		{"native patch", call("pre_tool_use", "apply_patch", `{"patch":"*** Begin Patch\n*** Delete File: a\n*** End Patch"}`), "apply_patch", hookguard.PreFiles,
			func(e *hookguard.Event) bool { return e.Files[0].Op == hookguard.OpPatchDelete }},
		{"post write", call("post_tool_use", "write", `{"path":"a","content":"c"}`), "write", hookguard.PostEdit,
			func(e *hookguard.Event) bool { return e.Files[0].Path == "a" }},
		{"Read", call("pre_tool_use", "Read", `{"file_path":"/h/.ssh/id_rsa"}`), "read", hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/h/.ssh/id_rsa" }},
		{"native grep", call("pre_tool_use", "grep", `{"pattern":"k","path":"/h/.aws","glob":"*"}`), "grep", hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/h/.aws" && e.Reads[1] == "/h/.aws/*" }},
		{"native glob in cwd", call("pre_tool_use", "glob", `{"pattern":"**/.env"}`), "glob", hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/w" && e.Reads[1] == "/w/**/.env" }},
		{"mcp", call("pre_tool_use", "mcp__fs__write_file", `{"path":"/etc/x","content":"c"}`), "", hookguard.PreFiles,
			func(e *hookguard.Event) bool { return e.Files[0].Path == "/etc/x" }},
		// Claude Code's external names.
		{"Write", call("pre_tool_use", "Write", `{"file_path":"/w/.env","content":"K=v"}`), "", hookguard.PreFiles,
			func(e *hookguard.Event) bool {
				return e.Files[0] == hookguard.FileChange{Path: "/w/.env", Op: hookguard.OpWrite, Text: "K=v"}
			}},
		{"Edit", call("pre_tool_use", "Edit", `{"file_path":"a","old_string":"o","new_string":"n"}`), "", hookguard.PreFiles,
			func(e *hookguard.Event) bool { return e.Files[0].Op == hookguard.OpEdit && e.Files[0].Text == "n" }},
		{"NotebookEdit", call("pre_tool_use", "NotebookEdit", `{"notebook_path":"n.ipynb","new_source":"print(1)"}`), "", hookguard.PreFiles,
			func(e *hookguard.Event) bool { return e.Files[0].Path == "n.ipynb" && e.Files[0].Text == "print(1)" }},
		{"Grep", call("pre_tool_use", "Grep", `{"pattern":"k","path":"/h"}`), "", hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/h" && len(e.Searches) == 1 }},
		// Unknown tools, by their input's shape.
		{"native file_write to a git hook", call("pre_tool_use", "file_write", `{"path":".git/hooks/pre-commit","content":"exit 0"}`), "file_write", hookguard.PreFiles,
			func(e *hookguard.Event) bool {
				return e.Files[0] == hookguard.FileChange{Path: ".git/hooks/pre-commit", Op: hookguard.OpWrite, Text: "exit 0"}
			}},
		{"unknown writer", call("pre_tool_use", "put", `{"file_path":"a","contents":"c"}`), "put", hookguard.PreFiles,
			func(e *hookguard.Event) bool { return e.Files[0].Op == hookguard.OpWrite && e.Files[0].Text == "c" }},
		{"unknown writer of an empty file", call("pre_tool_use", "put", `{"path":"a","content":""}`), "", hookguard.PreFiles,
			func(e *hookguard.Event) bool { return e.Files[0].Path == "a" && e.Files[0].Text == "" }},
		{"unknown editor", call("pre_tool_use", "fix", `{"path":"a","old_text":"o","new_text":"n"}`), "", hookguard.PreFiles,
			func(e *hookguard.Event) bool {
				return e.Files[0].Op == hookguard.OpEdit && e.Files[0].Old == "o" && e.Files[0].Text == "n"
			}},
		{"unknown multi editor", call("pre_tool_use", "fix", `{"path":"a","edits":[{"oldText":"o","newText":"n"}]}`), "", hookguard.PreFiles,
			func(e *hookguard.Event) bool { return e.Files[0].Op == hookguard.OpEdit && e.Files[0].Text == "n" }},
		// A text editor tool's command is a verb: the file change is what is judged.
		{"text editor create", call("pre_tool_use", "str_replace_based_edit_tool", `{"command":"create","path":"/w/k.pem","file_text":"x"}`), "", hookguard.PreFiles,
			func(e *hookguard.Event) bool { return e.Command == "" && e.Files[0].Text == "x" }},
		// A whole command line beside a file change: both are judged.
		{"command and file", call("pre_tool_use", "runner", `{"command":"sh x.sh","path":"x.sh","content":"rm -rf ~"}`), "", hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "sh x.sh" && e.Files[0].Path == "x.sh" }},
		// Any word that is no text editor verb is a command (reboot), and a cmd beside a verb
		// in command is judged too.
		{"one-word command and file", call("pre_tool_use", "runner", `{"command":"reboot","path":"x","content":"y"}`), "", hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "reboot" && e.Files[0].Path == "x" }},
		{"verb and cmd and file", call("pre_tool_use", "runner", `{"command":"create","cmd":"rm -rf ~","path":"x","content":"y"}`), "", hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "rm -rf ~" && e.Files[0].Path == "x" }},
		{"unknown shell", call("pre_tool_use", "run", `{"command":"rm -rf ~","path":"/w"}`), "run", hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "rm -rf ~" }},
		{"unknown argv shell", call("pre_tool_use", "run", `{"cmd":"make"}`), "", hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "make" }},
		{"unknown patcher", call("pre_tool_use", "p", `{"input":"*** Begin Patch\n*** Delete File: a\n*** End Patch"}`), "", hookguard.PreFiles,
			func(e *hookguard.Event) bool { return e.Files[0].Op == hookguard.OpPatchDelete }},
		{"unknown reader", call("pre_tool_use", "peek", `{"filename":"/h/.aws/credentials","lines":5}`), "", hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/h/.aws/credentials" }},
		// A member that is not a string is not what its name suggests: passed over, not refused.
		{"odd member types", call("pre_tool_use", "peek", `{"path":"/h/x","text":{"a":1}}`), "", hookguard.PreRead,
			func(e *hookguard.Event) bool { return e.Reads[0] == "/h/x" }},
		{"post unknown writer", call("post_tool_use", "file_write", `{"path":"a","content":"c"}`), "", hookguard.PostEdit,
			func(e *hookguard.Event) bool { return e.Files[0].Path == "a" }},
		// The external name wins over a native identity that says otherwise.
		{"external name first", call("pre_tool_use", "Bash", `{"command":"ls"}`), "write", hookguard.PreShell,
			func(e *hookguard.Event) bool { return e.Command == "ls" }},
	} {
		ev, err := Adapter{}.Decode(c.payload, env(c.native))
		if err != nil || ev.Group != c.group || !c.check(ev) {
			t.Errorf("%s: got %+v, %v", c.name, ev, err)
		}
	}
}

// A slash command a person typed runs the prompt group on its text: the prompt member where
// there is one, and every other string member, wherever Clarvis carries the arguments.
func TestPromptExpansion(t *testing.T) {
	for _, c := range []struct{ payload, want string }{
		{`{"protocol":1,"hook_event_name":"user_prompt_expansion","cwd":"/w","prompt":"/deploy prod"}`, "/deploy prod"},
		{`{"protocol":1,"hook_event_name":"UserPromptExpansion","cwd":"/w","command_name":"deploy","command_args":"sk_live_x"}`, "deploy\nsk_live_x"},
		{`{"protocol":1,"hook_event_name":"user_prompt_expansion","cwd":"/w","skill":{"name":"s","args":["a","b"]},"n":3}`, "s\na\nb"},
		{`{"protocol":1,"hook_event_name":"user_prompt_expansion","cwd":"/w"}`, ""},
	} {
		ev, err := Adapter{}.Decode([]byte(c.payload), env(""))
		if err != nil || ev.Group != hookguard.Prompt || ev.Prompt != c.want || ev.PromptSource != "user" || ev.HookEvent != "user_prompt_expansion" {
			t.Errorf("%s: got %+v, %v", c.payload, ev, err)
		}
	}
	// Its verdicts are control verdicts: deny blocks the command.
	block := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Block, Guard: "secrets", Reason: "a key"}}
	if m := verdict(t, "user_prompt_expansion", block); m["kind"] != "deny" || !strings.Contains(m["message"], "a key") {
		t.Errorf("block: %v", m)
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, c := range []struct {
		payload, native, want string
	}{
		{``, "", "not Clarvis's hook JSON"},
		{`[]`, "", "not Clarvis's hook JSON"},
		{`{}`, "", "no hook_event_name"},
		{string(call("pre_tool_use", "Bash", `{}`)), "shell", "no command"},
		{string(call("pre_tool_use", "Bash", `{"command":{}}`)), "shell", "neither a string"},
		{string(call("pre_tool_use", "write", `{"content":"x"}`)), "write", "no file path"},
		{string(call("pre_tool_use", "write", `[]`)), "write", "tool_input"},
		{string(call("pre_tool_use", "Read", `{}`)), "read", "no path"},
		{string(call("pre_tool_use", "apply_patch", `{"patch":"nope"}`)), "apply_patch", "does not start"},
		// An unknown tool with nothing to judge it by is stopped, and the reason says what was seen.
		{string(call("pre_tool_use", "todo", `{}`)), "todo", `tool "todo" is not one hookguard knows, and its input has no members`},
		{string(call("pre_tool_use", "todo", `{"items":["a"],"done":true}`)), "", `tool "todo" is not one hookguard knows, and its input has only items, done: no command, file path or patch`},
		{string(call("pre_tool_use", "web", `{"url":"https://x"}`)), "web_fetch", `tool "web (web_fetch)"`},
		// A bare from or to names a mail's people as often as a file: no path to judge by.
		{string(call("pre_tool_use", "send", `{"from":"me@x","to":"you@x","body":"hi"}`)), "send_mail", `tool "send (send_mail)" is not one hookguard knows`},
		{string(call("post_tool_use", "todo", `{}`)), "todo", adapters.ErrUnknown.Error()},
		{string(call("pre_tool_use", "Write", `{"content":"x"}`)), "", "no file path"},
		{string(call("pre_tool_use", "mcp__x__y", `{}`)), "", adapters.ErrUnknown.Error()},
		{string(call("post_tool_use", "Read", `{"file_path":"a"}`)), "read", adapters.ErrUnknown.Error()},
		{`{"protocol":1,"hook_event_name":"run_end","cwd":"/w"}`, "", adapters.ErrUnknown.Error()},
	} {
		ev, err := Adapter{}.Decode([]byte(c.payload), env(c.native))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want an error with %q", c.payload, err, c.want)
		}
		if ev == nil {
			t.Errorf("%q: the event must never be nil", c.payload)
		}
	}
}

// verdict checks the reply is exactly one JSON object on stdout (or nothing), exit 0, nothing
// on stderr, and returns it.
func verdict(t *testing.T, e string, o adapters.Outcome) map[string]string {
	t.Helper()
	r := Adapter{}.Reply(&hookguard.Event{HookEvent: e}, o)
	if r.Exit != 0 || len(r.Stderr) != 0 {
		t.Fatalf("%s: %+v", e, r)
	}
	if len(r.Stdout) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(r.Stdout))
	var m map[string]string
	if err := dec.Decode(&m); err != nil || dec.More() {
		t.Fatalf("%s: stdout is not exactly one JSON object: %q", e, r.Stdout)
	}
	return m
}

func TestReplies(t *testing.T) {
	block := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Block, Guard: "g", Rule: "r", Reason: "why"}}
	ask := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Ask, Guard: "g", Reason: "maybe"}}
	advise := adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Advise, Advice: []string{"note"}}}
	allow := adapters.Outcome{Verdict: hookguard.Allowed()}
	for _, e := range []string{"pre_tool_use", "post_tool_use", "pre_finalize", "session_start", "pre_compact"} {
		if m := verdict(t, e, allow); m != nil {
			t.Errorf("%s allow must print nothing: %v", e, m)
		}
	}
	for _, e := range []string{"pre_tool_use", "post_tool_use", "pre_finalize", ""} {
		if m := verdict(t, e, block); m["kind"] != "deny" || !strings.Contains(m["message"], "why") || len(m) != 2 {
			t.Errorf("%s block: %v", e, m)
		}
		if m := verdict(t, e, ask); m["kind"] != "deny" || !strings.Contains(m["message"], "maybe") {
			t.Errorf("%s ask: %v", e, m)
		}
		if m := verdict(t, e, advise); m["kind"] != "advise" || m["message"] != "hookguard: note" {
			t.Errorf("%s advise: %v", e, m)
		}
		if m := verdict(t, e, adapters.Outcome{Verdict: hookguard.Allowed(), Notices: []string{"told"}}); m["kind"] != "advise" || m["message"] != "told" {
			t.Errorf("%s notice: %v", e, m)
		}
		if m := verdict(t, e, adapters.Outcome{Verdict: hookguard.Verdict{Decision: hookguard.Block}}); m["message"] == "" {
			t.Errorf("%s: empty reason", e)
		}
	}
	// No authorisation code is offered: Clarvis has no human channel hookguard can read.
	for _, e := range []string{"session_start", "pre_compact"} {
		if m := verdict(t, e, adapters.Outcome{Verdict: hookguard.Allowed(), Context: "ctx"}); m["kind"] != "context" || m["message"] != "ctx" {
			t.Errorf("%s context: %v", e, m)
		}
		if m := verdict(t, e, block); m["kind"] != "context" || !strings.Contains(m["message"], "why") {
			t.Errorf("%s block: %v", e, m)
		}
		if m := verdict(t, e, advise); m["kind"] != "context" || m["message"] != "hookguard: note" {
			t.Errorf("%s advise: %v", e, m)
		}
	}
}

func FuzzDecode(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.json")
	for _, p := range files {
		data, _ := os.ReadFile(p)
		f.Add(data, "shell")
	}
	f.Add(call("pre_tool_use", "edit", `{"file_path":"a","edits":[{}]}`), "edit")
	f.Add(call("pre_tool_use", "x", `{"patch":"*** Begin Patch\n*** Add File: a\n+x\n*** End Patch"}`), "apply_patch")
	f.Fuzz(func(t *testing.T, data []byte, native string) {
		ev, err := Adapter{}.Decode(data, env(native))
		if ev == nil {
			t.Fatal("nil event")
		}
		if err == nil && !ev.Group.Valid() {
			t.Fatalf("decoded without a group: %+v", ev)
		}
		for _, d := range []hookguard.Decision{hookguard.Allow, hookguard.Advise, hookguard.Ask, hookguard.Block} {
			r := Adapter{}.Reply(ev, adapters.Outcome{Verdict: hookguard.Verdict{Decision: d, Reason: "r", Advice: []string{"a"}}, Context: "c"})
			if r.Exit != 0 || len(r.Stderr) != 0 {
				t.Fatalf("bad reply: %+v", r)
			}
			if len(r.Stdout) > 0 {
				dec := json.NewDecoder(bytes.NewReader(r.Stdout))
				var m map[string]any
				if dec.Decode(&m) != nil || dec.More() {
					t.Fatalf("not exactly one object: %q", r.Stdout)
				}
			}
		}
	})
}

// A tool known by no name whose input holds only paths: a native delete, move, rename, chmod or
// truncate sends exactly what a read sends, so the paths are a read only where every name the
// tool goes by (tool_name, CLARVIS_HOOK_TOOL, CLARVIS_HOOK_TOOL_FULL_NAME) says it only reads.
func TestPathOnlyTools(t *testing.T) {
	del := func(p string) hookguard.FileChange { return hookguard.FileChange{Path: p, Op: hookguard.OpPatchDelete} }
	for _, c := range []struct {
		tool, native, full, input string
		group                     hookguard.Group
		files                     []hookguard.FileChange
		reads                     []string
	}{
		{"delete_file", "delete_file", "", `{"path":".hookguard/runners/clarvis/guard-tools.sh"}`, hookguard.PreFiles,
			[]hookguard.FileChange{del(".hookguard/runners/clarvis/guard-tools.sh")}, nil},
		{"fs_remove", "", "builtin.fs.remove", `{"filePath":".clarvis/settings.json"}`, hookguard.PreFiles,
			[]hookguard.FileChange{del(".clarvis/settings.json")}, nil},
		{"chmod", "chmod", "", `{"path":".git/hooks/pre-commit","mode":"0755"}`, hookguard.PreFiles,
			[]hookguard.FileChange{del(".git/hooks/pre-commit")}, nil},
		{"Truncate", "", "", `{"file":"db/migrations/001.sql","size":0}`, hookguard.PreFiles,
			[]hookguard.FileChange{del("db/migrations/001.sql")}, nil},
		{"rename_file", "rename", "", `{"source":".hookguard","destination":"old"}`, hookguard.PreFiles,
			[]hookguard.FileChange{{Path: "old", From: ".hookguard", Op: hookguard.OpMove}}, []string{".hookguard", "old"}},
		{"mv", "", "", `{"from_path":".env","to_path":"notes.txt"}`, hookguard.PreFiles,
			[]hookguard.FileChange{{Path: "notes.txt", From: ".env", Op: hookguard.OpMove}}, []string{".env", "notes.txt"}},
		// A name that says nothing either way: deleted and read.
		{"frob", "frob", "", `{"paths":["a","b"]}`, hookguard.PreFiles, []hookguard.FileChange{del("a"), del("b")}, []string{"a", "b"}},
		// A read name with a native identity that says otherwise is no read.
		{"read_file", "file_delete", "", `{"path":"a"}`, hookguard.PreFiles, []hookguard.FileChange{del("a")}, []string{"a"}},
		{"ReadThing", "", "x.fs.unlink", `{"path":"a"}`, hookguard.PreFiles, []hookguard.FileChange{del("a")}, []string{"a"}},
		// Readers stay reads, however they are spelt.
		{"stat", "stat", "builtin.fs.stat", `{"path":"/h/.aws/credentials"}`, hookguard.PreRead, nil, []string{"/h/.aws/credentials"}},
		{"viewFile", "", "", `{"absolute_path":"/w/README.md"}`, hookguard.PreRead, nil, []string{"/w/README.md"}},
		{"fs.readFile", "", "", `{"target":"a","dest":"b"}`, hookguard.PreRead, nil, []string{"a", "b"}},
		{"list-directory", "list_directory", "", `{"dir_path":"/w"}`, hookguard.PreRead, nil, []string{"/w"}},
	} {
		ctx := adapters.Context{Getenv: func(k string) string {
			switch k {
			case "CLARVIS_HOOK_TOOL":
				return c.native
			case "CLARVIS_HOOK_TOOL_FULL_NAME":
				return c.full
			}
			return ""
		}}
		ev, err := Adapter{}.Decode(call("pre_tool_use", c.tool, c.input), ctx)
		if err != nil || ev.Group != c.group || !reflect.DeepEqual(ev.Files, c.files) || !reflect.DeepEqual(ev.Reads, c.reads) {
			t.Errorf("%s (%s, %s) %s: got %s %+v %q, %v", c.tool, c.native, c.full, c.input, ev.Group, ev.Files, ev.Reads, err)
		}
		// After the fact a delete or a move leaves no text to judge.
		if _, err := (Adapter{}).Decode(call("post_tool_use", c.tool, c.input), ctx); !errors.Is(err, adapters.ErrUnknown) {
			t.Errorf("%s after the fact: %v", c.tool, err)
		}
	}
}
