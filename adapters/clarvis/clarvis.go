// Package clarvis adapts Clarvis's hook protocol, as its documentation states it (facts:
// ../shared/reference/clarvis-hooks.md). Clarvis cannot be run here, so this adapter is held to
// the documented contract only.
//
// Where the documentation is silent, these are the choices made:
//   - hook_event_name is read in Clarvis's own names (pre_tool_use, ...) and in the portable
//     names shared with other harnesses (PreToolUse, ...).
//   - Built-in tools arrive under external names (Bash, Read, Skill, and the other names Claude
//     Code uses: Write, Edit, MultiEdit, NotebookEdit, Grep, Glob, LS); other tools are routed by
//     their native identity in CLARVIS_HOOK_TOOL (shell, write, edit, read, ...), which the
//     harness sets and the agent cannot change.
//   - A tool known by neither name is judged by its input's shape, since the list of native
//     names is a guess and a tool passed unjudged is a tool the agent may use to get round every
//     guard (a native file_write to .git/hooks/pre-commit once went through): a command member
//     is a shell command, a path with new text (content, new_string, edits, ...) a file write,
//     a patch a patch. Paths alone are a read only where every name the tool goes by says it
//     only reads (read_file, fs.stat, listDirectory); otherwise they are judged as deleted (a
//     source with a destination as moved) and read, since a native delete, move, rename, chmod
//     or truncate sends just that shape (adapters.PathTool). An unknown tool whose input shows
//     none of these is blocked before it runs (it could do anything) and passes after (nothing
//     is left to stop).
//   - user_prompt_expansion, the one hook on what a person typed (a slash command), runs the
//     prompt group on the command's text: a secret pasted as its argument is caught there.
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

	"github.com/tidwall/gjson"

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
	case "UserPromptExpansion":
		return "user_prompt_expansion", true
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
	case "user_prompt_expansion":
		// Only a person's typed command fires it (never the model's own skill loads), so its
		// text is a human prompt: it may reset the stop count and is scanned for secrets.
		ev.Group, ev.Prompt, ev.PromptSource = hookguard.Prompt, promptText(data), "user"
	default:
		// run_end, SessionEnd: observation only, nothing to stop.
		return ev, adapters.ErrUnknown
	}
	return ev, nil
}

// promptText is what a person typed for a slash command. The page names no field for it, so
// prompt is read where there is one (the portable name, as Claude Code's UserPromptExpansion
// sends), and every other string member beside it is judged too: a secret pasted as the
// command's argument must be seen whatever member Clarvis carries it in.
func promptText(data []byte) string {
	var parts []string
	if p := gjson.GetBytes(data, "prompt"); p.Type == gjson.String {
		parts = append(parts, p.Str)
	}
	gjson.ParseBytes(data).ForEach(func(k, v gjson.Result) bool {
		switch k.Str {
		case "prompt", "protocol", "hook_event_name", "cwd":
			return true
		}
		eachString(v, func(s string) { parts = append(parts, s) })
		return true
	})
	return strings.Join(parts, "\n")
}

// eachString calls fn with every string inside v, at any depth.
func eachString(v gjson.Result, fn func(string)) {
	switch {
	case v.Type == gjson.String:
		fn(v.Str)
	case v.IsArray() || v.IsObject():
		v.ForEach(func(_, x gjson.Result) bool { eachString(x, fn); return true })
	}
}

type toolInput struct {
	Command                                    string // a string, or an argv list joined
	Cmd, Path, Old, New, Patch, Input, Pattern string
	Glob                                       string
	Paths                                      adapters.ToolPaths // every path named, by role
	Edits                                      []struct{ Old, New string }
	// HasText is true where a member carries a file's new text (Content may still be "": an
	// empty file is written too).
	HasText bool
	Content string
}

// textKeys are the members that carry a file's new text, by the names coding tools use
// (Claude's, Codex's, Gemini's, MCP servers', Anthropic's text editor tool); the members that
// name a path are adapters' one table.
var (
	textKeys = []string{"content", "contents", "file_text", "new_source", "text"}
	newKeys  = []string{"new_string", "new_text", "new_str", "newText"}
	oldKeys  = []string{"old_string", "old_text", "old_str", "oldText"}
)

// first is the first of keys that f holds as a non-empty string, and whether any of them is a
// string at all. A member of another type is not what its name suggests here, so it is passed
// over rather than refused.
func first(f *adapters.Fields, keys []string) (string, bool) {
	found := false
	for _, k := range keys {
		s, ok := f.Text(k)
		if ok && s != "" {
			return s, true
		}
		found = found || ok
	}
	return "", found
}

func readToolInput(f *adapters.Fields) (toolInput, error) {
	in := toolInput{
		Cmd: f.Str("cmd"), Patch: f.Str("patch"), Input: f.Str("input"), Pattern: f.Str("pattern"), Glob: f.Str("glob"),
	}
	in.Path, in.Paths = f.FirstPath(), f.Paths()
	var hasNew, hasEdits bool
	in.Content, in.HasText = first(f, textKeys)
	in.New, hasNew = first(f, newKeys)
	in.Old, _ = first(f, oldKeys)
	edits := f.Objs("edits")
	for _, e := range edits {
		n, _ := first(e, newKeys)
		o, _ := first(e, oldKeys)
		in.Edits = append(in.Edits, struct{ Old, New string }{Old: o, New: n})
	}
	hasEdits = len(edits) > 0
	in.HasText = in.HasText || hasNew || hasEdits
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
	skillKind
	pathKind // paths alone, under names that say nothing of what is done to them
)

// kindOf names what a tool does: the external names first, then the native identity.
func kindOf(external, native string) kind {
	switch external {
	case "Bash":
		return shellKind
	case "Read", "NotebookRead":
		return readKind
	case "Write":
		return writeKind
	case "Edit", "MultiEdit", "NotebookEdit":
		return editKind
	case "Grep", "Glob", "LS":
		return searchKind
	case "Skill":
		return skillKind
	}
	switch strings.ToLower(native) {
	case "shell", "bash", "exec", "exec_command", "run_command", "terminal":
		return shellKind
	case "write", "write_file", "create_file", "create", "file_write":
		return writeKind
	case "edit", "edit_file", "replace", "str_replace", "multi_edit", "multiedit", "notebook_edit", "file_edit":
		return editKind
	case "apply_patch", "patch":
		return patchKind
	case "read", "read_file", "view", "open", "file_read":
		return readKind
	case "grep", "glob", "search", "list", "ls", "list_directory", "find":
		return searchKind
	case "skill":
		return skillKind
	}
	return other
}

// byShape names what an unknown tool does from its input. New text beside a path is a file
// change whatever else is there (a text editor tool's command member is a verb such as
// "create", not a shell command); then a command, a patch, paths alone.
func byShape(in toolInput) kind {
	switch {
	case in.Path != "" && in.HasText:
		if in.Old != "" || len(in.Edits) > 0 {
			return editKind
		}
		return writeKind
	case in.Command != "" || in.Cmd != "":
		return shellKind
	case strings.HasPrefix(strings.TrimSpace(in.Patch+in.Input), "*** Begin Patch"):
		return patchKind
	case in.Paths.Any():
		return pathKind
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
	if k == skillKind {
		return adapters.ErrUnknown // loading a skill runs nothing; its shell commands come as tools
	}
	in, err := readToolInput(p.ToolInput)
	if err != nil {
		return fmt.Errorf("%s's tool_input is not the expected object (%v)", p.ToolName, adapters.Short(err))
	}
	byName := k != other
	if !byName {
		k = byShape(in)
	}
	if post && k != writeKind && k != editKind && k != patchKind {
		// After the fact only a file change has anything left to judge: paths alone, deleted
		// or moved, carry no text.
		return adapters.ErrUnknown
	}
	if k == other {
		return unreadable(p, native)
	}
	files := hookguard.PreFiles
	if post {
		files = hookguard.PostEdit
	}
	switch k {
	case shellKind:
		cmd, err := command(in)
		if err != nil {
			return fmt.Errorf("%s: %v", p.ToolName, err)
		}
		ev.Group, ev.Command = hookguard.PreShell, cmd
	case writeKind, editKind:
		ev.Group, ev.Files = files, changes(in, k)
		if !byName && !post {
			// A tool of unknown meaning that carries a command beside its file change is judged
			// as both: the command's walk, then the file's (the pipeline runs pre-files on a
			// pre-shell event's files). Only a text editor tool's verb is no command; a word
			// such as reboot is one, and each of command and cmd is judged.
			var cmds []string
			for _, c := range []string{in.Command, in.Cmd} {
				if strings.TrimSpace(c) != "" && !editorVerb(strings.TrimSpace(c)) {
					cmds = append(cmds, c)
				}
			}
			if len(cmds) > 0 {
				ev.Group, ev.Command = hookguard.PreShell, strings.Join(cmds, "\n")
			}
		}
	case patchKind:
		fcs, err := codex.ParsePatch(patchText(in))
		if err != nil {
			return fmt.Errorf("%s: %v", p.ToolName, err)
		}
		ev.Group, ev.Files = files, fcs
	case readKind:
		ev.Group, ev.Reads = hookguard.PreRead, []string{in.Path}
	case searchKind:
		search(ev, p.ToolName, native, in)
	case pathKind:
		full := ""
		if ctx.Getenv != nil {
			full = ctx.Getenv("CLARVIS_HOOK_TOOL_FULL_NAME")
		}
		adapters.PathTool(ev, in.Paths, p.ToolName, native, full)
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

// unreadable is the answer for a tool hookguard knows by neither name and whose input shows no
// command, path or patch: it is stopped, since an unjudged tool could write or run anything,
// and the reason says what was seen and what a person can do.
func unreadable(p payload, native string) error {
	name := p.ToolName
	if native != "" && native != name {
		name += " (" + native + ")"
	}
	var keys []string
	gjson.ParseBytes(p.ToolInput.JSON()).ForEach(func(k, _ gjson.Result) bool {
		keys = append(keys, k.Str)
		return len(keys) < 12
	})
	seen := "no members"
	if len(keys) > 0 {
		seen = "only " + strings.Join(keys, ", ")
	}
	return fmt.Errorf("Clarvis's tool %q is not one hookguard knows, and its input has %s: no command, file path or patch to judge it by, so it is stopped before it runs. "+
		"Do the same through a tool hookguard judges (Bash, Read, a file write or edit); if this tool is harmless, report its name and input shape at the hookguard project so it is added", name, seen)
}

// changes are a write's or an edit's file changes.
func changes(in toolInput, k kind) []hookguard.FileChange {
	if k == writeKind {
		text := in.Content
		if text == "" {
			text = in.New
		}
		return []hookguard.FileChange{{Path: in.Path, Op: hookguard.OpWrite, Text: text}}
	}
	if len(in.Edits) == 0 {
		text := in.New
		if text == "" {
			text = in.Content // a notebook cell's new_source, a replace tool's text
		}
		return []hookguard.FileChange{{Path: in.Path, Op: hookguard.OpEdit, Text: text, Old: in.Old}}
	}
	var out []hookguard.FileChange
	for _, e := range in.Edits {
		out = append(out, hookguard.FileChange{Path: in.Path, Op: hookguard.OpEdit, Text: e.New, Old: e.Old})
	}
	return out
}

// patchText is a patch tool's patch, in whichever member it came.
func patchText(in toolInput) string {
	for _, s := range []string{in.Patch, in.Input, in.Cmd, in.Command} {
		if s != "" {
			return s
		}
	}
	return ""
}

// search fills a search tool's reads.
func search(ev *hookguard.Event, name, native string, in toolInput) {
	ev.Group = hookguard.PreRead
	dir := in.Path
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
	if searchOpens(name, native) {
		se := hookguard.Search{Dir: dir, Hidden: true}
		if in.Glob != "" {
			se.Only = []string{in.Glob}
		}
		ev.Searches = []hookguard.Search{se}
	}
}

// editorVerb reports a text editor tool's command member (Anthropic's text editor tool, which
// Clarvis may run natively): it says what the tool does to its file, not what a shell runs.
func editorVerb(s string) bool {
	switch s {
	case "view", "create", "str_replace", "insert", "undo_edit":
		return true
	}
	return false
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
