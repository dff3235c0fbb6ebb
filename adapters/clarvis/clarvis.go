// Package clarvis adapts Clarvis's hook protocol, as its documentation states it (facts:
// ../shared/reference/clarvis-hooks.md). Clarvis cannot be run here, so this adapter is held to
// the documented contract only.
//
// Where the documentation is silent, these are the choices made:
//   - hook_event_name is read in Clarvis's own names (pre_tool_use, ...) and in the portable
//     names shared with other harnesses (PreToolUse, ...).
//   - Built-in tools arrive under external names (Bash, Read, Skill); every other tool is routed
//     by its native identity in CLARVIS_HOOK_TOOL (shell, write, edit, read, ...), which the
//     harness sets and the agent cannot change.
//   - The context verdict is {"kind":"context","message":TEXT}: the documentation names the kind
//     and shows "message" as the verdict's text field.
//   - Payloads carry no session id: session state (stop counters, notices told) is keyed by the
//     workspace, and cli resets it at session_start.
//   - There is no ask: nobody can answer one, so the event is not Interactive and cli turns ask
//     into a block.
package clarvis

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
	"github.com/hookguard/hookguard/adapters/codex"
)

type payload struct {
	HookEventName, Cwd, ToolName string
	ToolInput                    *adapters.Fields
}

// readPayload reads the fields hookguard uses, checking their types, without encoding/json's
// reflection (it costs a hook call more than its guards).
func readPayload(data []byte) (payload, error) {
	f, err := adapters.ParseObject(data)
	if err != nil {
		return payload{}, err
	}
	p := payload{HookEventName: f.Str("hook_event_name"), Cwd: f.Str("cwd"), ToolName: f.Str("tool_name"), ToolInput: f.Obj("tool_input")}
	if n, ok := event(p.HookEventName); ok {
		p.HookEventName = n
	}
	return p, f.Merge(p.ToolInput)
}

// event maps the portable names onto Clarvis's own.
func event(name string) (string, bool) {
	switch name {
	case "PreToolUse":
		return "pre_tool_use", true
	case "PostToolUse":
		return "post_tool_use", true
	case "SessionStart":
		return "session_start", true
	case "PreCompact":
		return "pre_compact", true
	case "Stop":
		return "pre_finalize", true
	}
	return "", false
}

// Adapter is Clarvis's protocol.
type Adapter struct{}

var _ adapters.Adapter = Adapter{}

// Decode turns a Clarvis payload into an event.
func (Adapter) Decode(data []byte, ctx adapters.Context) (*hookguard.Event, error) {
	p, err := readPayload(data)
	if err != nil || p.HookEventName == "" {
		return adapters.Malformed(hookguard.Clarvis, "Clarvis", p.HookEventName, err)
	}
	name := p.HookEventName
	ev := &hookguard.Event{Runner: hookguard.Clarvis, HookEvent: name, Tool: p.ToolName, Cwd: p.Cwd, Raw: data}
	switch name {
	case "pre_tool_use":
		return ev, tool(ev, p, ctx, false)
	case "post_tool_use":
		return ev, tool(ev, p, ctx, true)
	case "session_start", "pre_compact":
		// Both may return context; a compaction is judged as a session (re)start.
		ev.Group = hookguard.SessionStart
	case "pre_finalize":
		ev.Group = hookguard.Stop
	default:
		// user_prompt_expansion (a slash command), run_end: nothing hookguard guards.
		return ev, adapters.ErrUnknown
	}
	return ev, nil
}

type toolInput struct {
	Command                                                                 string // a string, or an argv list joined
	Cmd, FilePath, Path, Content, Contents, Old, New, NewText, Patch, Input string
	Pattern, Glob                                                           string
	Edits                                                                   []struct{ Old, New, OldText, NewText string }
}

func readToolInput(f *adapters.Fields) (toolInput, error) {
	in := toolInput{
		Cmd: f.Str("cmd"), FilePath: f.Str("file_path"), Path: f.Str("path"),
		Content: f.Str("content"), Contents: f.Str("contents"), Old: f.Str("old_string"), New: f.Str("new_string"),
		NewText: f.Str("new_text"), Patch: f.Str("patch"), Input: f.Str("input"), Pattern: f.Str("pattern"), Glob: f.Str("glob"),
	}
	edits := f.Objs("edits")
	for _, e := range edits {
		in.Edits = append(in.Edits, struct{ Old, New, OldText, NewText string }{e.Str("old_string"), e.Str("new_string"), e.Str("oldText"), e.Str("newText")})
	}
	var err error
	if in.Command, err = f.Command("command"); err != nil {
		return in, err
	}
	return in, f.Merge(edits...)
}

// kind is what a tool does, by its name.
type kind int

const (
	other kind = iota
	shellKind
	writeKind
	editKind
	patchKind
	readKind
	searchKind
)

// kindOf names what a tool does: the external names first, then the native identity.
func kindOf(external, native string) kind {
	switch external {
	case "Bash":
		return shellKind
	case "Read":
		return readKind
	case "Skill":
		return other
	}
	switch strings.ToLower(native) {
	case "shell", "bash", "exec", "exec_command", "run_command", "terminal":
		return shellKind
	case "write", "write_file", "create_file", "create":
		return writeKind
	case "edit", "edit_file", "replace", "str_replace", "multi_edit", "multiedit", "notebook_edit":
		return editKind
	case "apply_patch", "patch":
		return patchKind
	case "read", "read_file", "view", "open":
		return readKind
	case "grep", "glob", "search", "list", "ls", "list_directory", "find":
		return searchKind
	}
	return other
}

// tool routes a tool event.
func tool(ev *hookguard.Event, p payload, ctx adapters.Context, post bool) error {
	if strings.HasPrefix(p.ToolName, "mcp__") {
		return adapters.RoutedMCP(ev, ctx, p.ToolName, post, p.ToolInput.JSON())
	}
	native := ""
	if ctx.Getenv != nil {
		native = ctx.Getenv("CLARVIS_HOOK_TOOL")
	}
	k := kindOf(p.ToolName, native)
	if k == other {
		return adapters.ErrUnknown
	}
	in, err := readToolInput(p.ToolInput)
	if err != nil {
		return fmt.Errorf("%s's tool_input is not the expected object (%v)", p.ToolName, adapters.Short(err))
	}
	path := in.FilePath
	if path == "" {
		path = in.Path
	}
	files := hookguard.PreFiles
	if post {
		files = hookguard.PostEdit
	}
	if post && k != writeKind && k != editKind && k != patchKind {
		return adapters.ErrUnknown
	}
	switch k {
	case shellKind:
		cmd, err := command(in)
		if err != nil {
			return fmt.Errorf("%s: %v", p.ToolName, err)
		}
		ev.Group, ev.Command = hookguard.PreShell, cmd
	case writeKind:
		text := in.Content
		if text == "" {
			text = in.Contents
		}
		ev.Group, ev.Files = files, []hookguard.FileChange{{Path: path, Op: hookguard.OpWrite, Text: text}}
	case editKind:
		ev.Group = files
		text := in.New
		if text == "" {
			text = in.NewText
		}
		if len(in.Edits) == 0 {
			ev.Files = []hookguard.FileChange{{Path: path, Op: hookguard.OpEdit, Text: text, Old: in.Old}}
		}
		for _, e := range in.Edits {
			ev.Files = append(ev.Files, hookguard.FileChange{Path: path, Op: hookguard.OpEdit, Text: e.New + e.NewText, Old: e.Old + e.OldText})
		}
	case patchKind:
		text := in.Patch
		for _, s := range []string{in.Input, in.Cmd} {
			if text == "" {
				text = s
			}
		}
		if text == "" {
			text = in.Command
		}
		fcs, err := codex.ParsePatch(text)
		if err != nil {
			return fmt.Errorf("%s: %v", p.ToolName, err)
		}
		ev.Group, ev.Files = files, fcs
	case readKind:
		ev.Group, ev.Reads = hookguard.PreRead, []string{path}
	case searchKind:
		ev.Group = hookguard.PreRead
		dir := path
		if dir == "" {
			dir = ev.Cwd
		}
		ev.Reads = []string{dir}
		// A glob narrows what is read; guards see it as a path pattern under the directory.
		if in.Glob != "" {
			ev.Reads = append(ev.Reads, filepath.Join(dir, in.Glob))
		} else if strings.ContainsAny(in.Pattern, "*?[") {
			ev.Reads = append(ev.Reads, filepath.Join(dir, in.Pattern))
		}
		// A grep opens the files below dir; its reference says nothing of dotfiles or ignore
		// files, so it is judged as opening them all, narrowed only by its glob.
		if searchOpens(p.ToolName, native) {
			se := hookguard.Search{Dir: dir, Hidden: true}
			if in.Glob != "" {
				se.Only = []string{in.Glob}
			}
			ev.Searches = []hookguard.Search{se}
		}
	}
	for _, f := range ev.Files {
		if f.Path == "" {
			return fmt.Errorf("%s payload names no file path", p.ToolName)
		}
	}
	if ev.Group == hookguard.PreRead && ev.Reads[0] == "" {
		return fmt.Errorf("%s payload names no path", p.ToolName)
	}
	return nil
}

// command reads a shell tool's command: a string, or an argv list.
func command(in toolInput) (string, error) {
	s := in.Command
	if s == "" {
		s = in.Cmd
	}
	if s == "" {
		return "", fmt.Errorf("the shell tool's tool_input has no command")
	}
	return s, nil
}

// Reply answers Clarvis: exactly one JSON object on stdout, or nothing; never anything else on
// stdout, since any other text invalidates the verdict.
func (Adapter) Reply(ev *hookguard.Event, o adapters.Outcome) adapters.Reply {
	v := o.Verdict
	advice := adapters.AdviceText(v)
	notice := strings.Join(o.Notices, "\n")
	msg := func(parts ...string) string {
		var keep []string
		for _, p := range parts {
			if p = strings.TrimSpace(p); p != "" {
				keep = append(keep, p)
			}
		}
		return strings.Join(keep, "\n")
	}
	hookEvent := ev.HookEvent
	if hookEvent == "" && ev.Group == hookguard.SessionStart {
		hookEvent = "session_start"
	}
	switch hookEvent {
	case "session_start", "pre_compact":
		text := msg(o.Context, advice, notice)
		if v.Decision >= hookguard.Ask {
			text = msg(text, adapters.Reason(v))
		}
		if text == "" {
			return adapters.Reply{}
		}
		return adapters.Reply{Stdout: adapters.JSON(map[string]string{"kind": "context", "message": text})}
	}
	// pre_tool_use, post_tool_use, pre_finalize, and an event that could not be read.
	if v.Decision >= hookguard.Ask {
		return adapters.Reply{Stdout: adapters.JSON(map[string]string{"kind": "deny", "message": msg(adapters.Reason(v), notice)})}
	}
	if text := msg(advice, notice); text != "" {
		return adapters.Reply{Stdout: adapters.JSON(map[string]string{"kind": "advise", "message": text})}
	}
	return adapters.Reply{}
}

// searchOpens reports a search tool that reads file contents (grep), not only names (glob,
// ls, find).
func searchOpens(name, native string) bool {
	for _, n := range []string{name, native} {
		switch strings.ToLower(n) {
		case "grep", "search":
			return true
		}
	}
	return false
}
