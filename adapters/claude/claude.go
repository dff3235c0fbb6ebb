// Package claude adapts Claude Code's hook protocol (facts: ../shared/reference/
// harness-protocols.md §1 and harness-e2e.md §3, checked against Claude Code 2.1.332).
package claude

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
	"github.com/hookguard/hookguard/harness"
)

// payload is the union of the fields of the events we guard.
type payload struct {
	SessionID, TranscriptPath, Cwd, HookEventName, PermissionMode, AgentID string
	ToolName, Source, Command                                              string
	Prompt                                                                 *string
	StopHookActive                                                         bool
	ToolInput                                                              *adapters.Fields
}

type toolInput struct {
	Command, FilePath, NotebookPath, Content, OldString, NewString string
	NewSource, Path, Pattern, Glob, Type                           string
	Edits                                                          []struct{ OldString, NewString string }
}

// readPayload reads the fields hookguard uses, checking their types.
func readPayload(data []byte) (payload, error) {
	f, err := adapters.ParseObject(data)
	if err != nil {
		return payload{}, err
	}
	p := payload{
		SessionID: f.Str("session_id"), TranscriptPath: f.Str("transcript_path"), Cwd: f.Str("cwd"),
		HookEventName: f.Str("hook_event_name"), PermissionMode: f.Str("permission_mode"),
		AgentID: f.Str("agent_id"), ToolName: f.Str("tool_name"), Source: f.Str("source"),
		Command: f.Str("command"), StopHookActive: f.Bool("stop_hook_active"),
		ToolInput: f.Obj("tool_input"),
	}
	if f.Has("prompt") {
		s := f.Str("prompt")
		p.Prompt = &s
	}
	return p, f.Merge(p.ToolInput)
}

// readToolInput reads tool_input's fields.
func readToolInput(f *adapters.Fields) (toolInput, error) {
	in := toolInput{
		Command: f.Str("command"), FilePath: f.Str("file_path"), NotebookPath: f.Str("notebook_path"),
		Content: f.Str("content"), OldString: f.Str("old_string"), NewString: f.Str("new_string"),
		NewSource: f.Str("new_source"), Path: f.Str("path"), Pattern: f.Str("pattern"), Glob: f.Str("glob"),
		Type: f.Str("type"),
	}
	edits := f.Objs("edits")
	for _, e := range edits {
		in.Edits = append(in.Edits, struct{ OldString, NewString string }{e.Str("old_string"), e.Str("new_string")})
	}
	return in, f.Merge(edits...)
}

// Adapter is Claude Code's protocol.
type Adapter struct{}

var _ adapters.Adapter = Adapter{}

// Decode turns a Claude Code payload into an event.
func (Adapter) Decode(data []byte, ctx adapters.Context) (*hookguard.Event, error) {
	p, err := readPayload(data)
	if err != nil || p.HookEventName == "" {
		return adapters.Malformed(hookguard.Claude, "Claude Code", p.HookEventName, err)
	}
	ev := &hookguard.Event{
		Runner: hookguard.Claude, HookEvent: p.HookEventName, Tool: p.ToolName,
		SessionID: p.SessionID, AgentID: p.AgentID, TranscriptPath: p.TranscriptPath,
		PermissionMode: p.PermissionMode, Cwd: p.Cwd, Raw: data,
		Interactive: p.PermissionMode != "bypassPermissions" && p.PermissionMode != "dontAsk",
	}
	if ctx.Getenv != nil {
		ev.Root = ctx.Getenv(harness.Of(hookguard.Claude).ProjectEnv) // CLAUDE_PROJECT_DIR
	}
	switch p.HookEventName {
	case "PreToolUse", "PreSkillShellCommand":
		if p.HookEventName == "PreSkillShellCommand" && p.Command != "" {
			ev.Group, ev.Command = hookguard.PreShell, p.Command
			return ev, nil
		}
		return ev, tool(ev, p, ctx, false)
	case "PostToolUse":
		return ev, tool(ev, p, ctx, true)
	case "UserPromptSubmit":
		if p.Prompt == nil {
			return ev, fmt.Errorf("UserPromptSubmit payload has no prompt")
		}
		ev.Group, ev.Prompt = hookguard.Prompt, *p.Prompt
		ev.PromptSource = p.Source
		if ev.PromptSource == "" {
			ev.PromptSource = "user" // absent in payloads from before sources existed: a human typed it
		}
	case "Stop", "SubagentStop":
		ev.Group, ev.StopHookActive = hookguard.Stop, p.StopHookActive
	case "SessionStart":
		ev.Group = hookguard.SessionStart
	default:
		return ev, adapters.ErrUnknown
	}
	return ev, nil
}

// tool routes a tool event by its tool name.
func tool(ev *hookguard.Event, p payload, ctx adapters.Context, post bool) error {
	if strings.HasPrefix(p.ToolName, "mcp__") {
		return adapters.RoutedMCP(ev, ctx, p.ToolName, post, p.ToolInput.JSON())
	}
	in, err := readToolInput(p.ToolInput)
	if err != nil {
		return fmt.Errorf("%s's tool_input is not the expected object (%v)", p.ToolName, adapters.Short(err))
	}
	files := hookguard.PreFiles
	if post {
		files = hookguard.PostEdit
	}
	switch p.ToolName {
	case "Bash", "PowerShell", "Monitor":
		if post {
			return adapters.ErrUnknown
		}
		if in.Command == "" && p.ToolName == "Monitor" {
			return adapters.ErrUnknown // a Monitor on a websocket runs nothing
		}
		if in.Command == "" {
			return fmt.Errorf("%s payload has no tool_input.command", p.ToolName)
		}
		ev.Group, ev.Command = hookguard.PreShell, in.Command
		if p.ToolName == "PowerShell" {
			ev.Command = asPowerShell(in.Command)
		}
	case "Write":
		ev.Group = files
		ev.Files = []hookguard.FileChange{{Path: in.FilePath, Op: hookguard.OpWrite, Text: in.Content}}
	case "Edit":
		ev.Group = files
		ev.Files = []hookguard.FileChange{{Path: in.FilePath, Op: hookguard.OpEdit, Text: in.NewString, Old: in.OldString}}
	case "MultiEdit": // gone in 2.x; kept for older sessions
		ev.Group = files
		for _, e := range in.Edits {
			ev.Files = append(ev.Files, hookguard.FileChange{Path: in.FilePath, Op: hookguard.OpEdit, Text: e.NewString, Old: e.OldString})
		}
		if len(ev.Files) == 0 {
			ev.Files = []hookguard.FileChange{{Path: in.FilePath, Op: hookguard.OpEdit}}
		}
	case "NotebookEdit":
		ev.Group = files
		ev.Files = []hookguard.FileChange{{Path: in.NotebookPath, Op: hookguard.OpEdit, Text: in.NewSource}}
	case "Read":
		if post {
			return adapters.ErrUnknown
		}
		ev.Group, ev.Reads = hookguard.PreRead, []string{in.FilePath}
	case "Grep", "Glob":
		if post {
			return adapters.ErrUnknown
		}
		ev.Group = hookguard.PreRead
		dir := in.Path
		if dir == "" {
			dir = ev.Cwd
		}
		ev.Reads = []string{dir}
		if p.ToolName == "Glob" && in.Pattern != "" {
			ev.Reads = append(ev.Reads, filepath.Join(dir, in.Pattern))
		}
		if p.ToolName == "Grep" {
			s := grepSearch(dir, in)
			ev.Searches = []hookguard.Search{s}
			// Each glob that picks files is also a path pattern under the directory, which a
			// rule may match; the ones that leave files out ("!.env*") pick nothing.
			for _, g := range s.Only {
				ev.Reads = append(ev.Reads, filepath.Join(dir, g))
			}
		}
	default:
		return adapters.ErrUnknown
	}
	if ev.Group == files {
		for _, f := range ev.Files {
			if f.Path == "" {
				return fmt.Errorf("%s payload has no file path", p.ToolName)
			}
		}
	}
	if ev.Group == hookguard.PreRead && ev.Reads[0] == "" {
		return fmt.Errorf("%s payload has no path", p.ToolName)
	}
	return nil
}

// Reply answers Claude Code.
func (Adapter) Reply(ev *hookguard.Event, o adapters.Outcome) adapters.Reply {
	hookEvent := ev.HookEvent
	if hookEvent == "" {
		hookEvent = adapters.ClaudeEvent(ev.Group)
	}
	v := o.Verdict
	notice := strings.Join(o.Notices, "\n")
	out := map[string]any{}
	hso := map[string]any{}
	switch hookEvent {
	case "PreToolUse", "PreSkillShellCommand":
		switch v.Decision {
		case hookguard.Block:
			hso["permissionDecision"] = "deny"
			hso["permissionDecisionReason"] = adapters.Reason(v)
		case hookguard.Ask:
			hso["permissionDecision"] = "ask"
			hso["permissionDecisionReason"] = adapters.Reason(v)
		}
		if a := adapters.AdviceText(v); a != "" && v.Decision < hookguard.Ask {
			hso["additionalContext"] = a
		}
	case "PostToolUse":
		if v.Decision >= hookguard.Ask {
			out["decision"], out["reason"] = "block", adapters.Reason(v)
		} else if a := adapters.AdviceText(v); a != "" {
			hso["additionalContext"] = a
		}
	case "UserPromptSubmit":
		// A prompt cannot be asked about: ask blocks too. The reason reaches the user only.
		if v.Decision >= hookguard.Ask {
			out["decision"], out["reason"] = "block", adapters.Reason(v)
		} else if a := adapters.AdviceText(v); a != "" {
			notice = strings.TrimSpace(notice + "\n" + a)
		}
	case "Stop", "SubagentStop":
		// Never additionalContext here: Claude treats it as a reason to keep working.
		if v.Decision >= hookguard.Ask {
			out["decision"], out["reason"] = "block", adapters.Reason(v)
		} else if a := adapters.AdviceText(v); a != "" {
			notice = strings.TrimSpace(notice + "\n" + a)
		}
	case "SessionStart":
		ctx := strings.TrimSpace(o.Context + "\n" + adapters.AdviceText(v))
		if v.Decision >= hookguard.Ask {
			ctx = strings.TrimSpace(ctx + "\n" + adapters.Reason(v))
		}
		if ctx != "" {
			hso["additionalContext"] = ctx
		}
	default:
		// An event we could not read: exit 2 with the reason on stderr blocks on every event
		// that can block, and is shown to the user on those that cannot.
		if v.Decision >= hookguard.Ask {
			return adapters.Reply{Stderr: []byte(adapters.Reason(v) + "\n"), Exit: 2}
		}
	}
	if len(hso) > 0 {
		hso["hookEventName"] = hookEvent
		out["hookSpecificOutput"] = hso
	}
	if notice != "" {
		out["systemMessage"] = notice
	}
	if len(out) == 0 {
		return adapters.Reply{}
	}
	return adapters.Reply{Stdout: adapters.JSON(out)}
}

// grepSearch is what Claude Code's Grep opens: it runs ripgrep with --hidden and --no-follow,
// leaving out only the version-control directories (.git, .svn, .hg, .bzr, .jj, .sl), so
// dotfiles are searched and .gitignore is honoured; its glob parameter is split on blanks, and
// on commas outside a brace pattern, into rg --glob rules ("!" excludes). Read from the
// 2.1.x binary's Grep tool (reference/harness-protocols.md, Claude §1.5).
func grepSearch(dir string, in toolInput) hookguard.Search {
	s := hookguard.Search{Dir: dir, Hidden: true, Ignores: true, Typed: in.Type != ""}
	for _, word := range strings.Fields(in.Glob) {
		globs := []string{word}
		if !strings.Contains(word, "{") || !strings.Contains(word, "}") {
			globs = strings.Split(word, ",")
		}
		for _, g := range globs {
			switch {
			case g == "":
			case strings.HasPrefix(g, "!"):
				s.Not = append(s.Not, g[1:])
			default:
				s.Only = append(s.Only, g)
			}
		}
	}
	return s
}

// asPowerShell writes the PowerShell tool's command as the line Claude Code runs it by
// (pwsh -NoProfile -Command TEXT), so that the shell model reads TEXT as PowerShell:
// read as POSIX shell, Remove-Item .claude\settings.json lost its backslash, cmd /c and
// Set-Content were unknown programs, and $env:X=... was no assignment.
func asPowerShell(command string) string {
	return "pwsh -NoProfile -Command '" + strings.ReplaceAll(command, "'", `'\''`) + "'"
}
