// Package codex adapts the Codex CLI's hook protocol (facts: ../shared/reference/
// harness-protocols.md §2 and harness-e2e.md §4, checked against Codex 0.171.0).
//
// Codex copies Claude Code's event names and payload shapes, but its replies differ in ways that
// silently turn a block into "the tool runs": a deny without a reason, exit 2 with JSON on
// stdout, ask, a bare allow, context on Stop. So every block here is exit 2 with the reason on
// stderr and NOTHING on stdout: Codex reads stderr on exit 2 and ignores stdout, which also makes
// the block immune to a login shell ($SHELL -lc) that prints into stdout.
//
// Codex sends no project directory, only the session's cwd; the project root is pinned at
// SessionStart by the caller (cli), since an adapter does no I/O. Decode leaves Root empty.
package codex

import (
	"fmt"
	"path"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
	"github.com/hookguard/hookguard/shell"
)

// payload is the union of the fields of the events we guard (Codex's schemas have
// additionalProperties:false, so these are all there is).
type payload struct {
	SessionID, TranscriptPath, Cwd, HookEventName, PermissionMode, AgentID string
	ToolName, Source                                                       string
	ToolInput                                                              *adapters.Fields
	Prompt                                                                 *string
	StopHookActive                                                         bool
}

// readPayload reads the fields hookguard uses, checking their types, without encoding/json's
// reflection (it costs a hook call more than its guards).
func readPayload(data []byte) (payload, error) {
	f, err := adapters.ParseObject(data)
	if err != nil {
		return payload{}, err
	}
	p := payload{
		SessionID: f.Str("session_id"), TranscriptPath: f.Str("transcript_path"), Cwd: f.Str("cwd"),
		HookEventName: f.Str("hook_event_name"), PermissionMode: f.Str("permission_mode"),
		AgentID: f.Str("agent_id"), ToolName: f.Str("tool_name"), Source: f.Str("source"),
		StopHookActive: f.Bool("stop_hook_active"), ToolInput: f.Obj("tool_input"),
	}
	if f.Has("prompt") {
		s := f.Str("prompt")
		p.Prompt = &s
	}
	return p, f.Merge(p.ToolInput)
}

// Adapter is the Codex CLI's protocol.
type Adapter struct{}

var _ adapters.Adapter = Adapter{}

// Decode turns a Codex payload into an event.
func (Adapter) Decode(data []byte, ctx adapters.Context) (*hookguard.Event, error) {
	p, err := readPayload(data)
	if err != nil || p.HookEventName == "" {
		return adapters.Malformed(hookguard.Codex, "Codex", p.HookEventName, err)
	}
	ev := &hookguard.Event{
		Runner: hookguard.Codex, HookEvent: p.HookEventName, Tool: p.ToolName,
		SessionID: p.SessionID, AgentID: p.AgentID, PermissionMode: p.PermissionMode,
		Cwd: p.Cwd, Raw: data, TranscriptPath: p.TranscriptPath,
		// Codex has no ask: nobody can answer one (cli turns ask into block for Codex anyway).
		Interactive: false,
	}
	switch p.HookEventName {
	case "PreToolUse":
		return ev, tool(ev, p, ctx, false)
	case "PostToolUse":
		return ev, tool(ev, p, ctx, true)
	case "UserPromptSubmit":
		if p.Prompt == nil {
			return ev, fmt.Errorf("UserPromptSubmit payload has no prompt")
		}
		ev.Group, ev.Prompt = hookguard.Prompt, *p.Prompt
		ev.PromptSource = adapters.PromptSource(*p.Prompt)
	case "Stop", "SubagentStop":
		ev.Group, ev.StopHookActive = hookguard.Stop, p.StopHookActive
	case "SessionStart":
		ev.Group = hookguard.SessionStart
	default:
		return ev, adapters.ErrUnknown // PermissionRequest, compaction, SessionEnd, Interrupt...
	}
	return ev, nil
}

// tool routes a tool event by its tool name.
func tool(ev *hookguard.Event, p payload, ctx adapters.Context, post bool) error {
	if strings.HasPrefix(p.ToolName, "mcp__") {
		return adapters.RoutedMCP(ev, ctx, p.ToolName, post, p.ToolInput.JSON())
	}
	command, err := p.ToolInput.Command("command")
	if err != nil {
		return fmt.Errorf("%s's %v", p.ToolName, err)
	}
	files := hookguard.PreFiles
	if post {
		files = hookguard.PostEdit
	}
	switch p.ToolName {
	case "Bash":
		if command == "" {
			return fmt.Errorf("Bash payload has no tool_input.command")
		}
		patched, err := shellPatches(command, ev.Cwd)
		if err != nil {
			return err
		}
		if post {
			// After the fact only a patch applied through the shell is an edit that landed.
			if len(patched) == 0 {
				return adapters.ErrUnknown
			}
			ev.Group, ev.Files = hookguard.PostEdit, patched
			return nil
		}
		// The command is judged as a command, and the edits its patch makes as edits too: the
		// caller runs pre-files on ev.Files when a pre-shell event carries them.
		ev.Group, ev.Command, ev.Files = hookguard.PreShell, command, patched
	case "apply_patch":
		if command == "" {
			return fmt.Errorf("apply_patch payload has no tool_input.command (the patch text)")
		}
		fcs, err := ParsePatch(command)
		if err != nil {
			return fmt.Errorf("apply_patch: %v", err)
		}
		ev.Group, ev.Files = files, fcs
	default:
		return adapters.ErrUnknown // update_plan, view_image, spawn_agent...: no group
	}
	return nil
}

// shellPatches finds apply_patch run from a shell command (Codex intercepts `apply_patch <<EOF`
// and also ships an apply_patch program) and reads the file changes each patch makes. A patch
// fed from somewhere hookguard cannot see is an error: its edits cannot be judged.
func shellPatches(command, cwd string) ([]hookguard.FileChange, error) {
	if !strings.Contains(command, "apply_patch") && !strings.Contains(command, "applypatch") {
		return nil, nil // the parse below costs; most commands plainly have no patch
	}
	s := shell.Parse(command, shell.Context{Cwd: cwd})
	var out []hookguard.FileChange
	for _, c := range s.Commands {
		if c.NameDynamic {
			continue
		}
		name := path.Base(c.Name)
		if name != "apply_patch" && name != "applypatch" {
			continue
		}
		text, known := "", false
		for i, a := range c.Args {
			if strings.Contains(a, beginPatch) {
				if c.ArgDynamic(i) {
					break
				}
				text, known = a, true
				break
			}
		}
		if !known && c.StdinKnown {
			text, known = c.Stdin, true
		}
		if !known {
			return nil, fmt.Errorf("the command runs %s on a patch hookguard cannot read (from a file, a pipe or a variable); pass the patch as a here-doc or use the apply_patch tool, so that its edits can be judged", name)
		}
		fcs, err := ParsePatch(text)
		if err != nil {
			return nil, fmt.Errorf("the command runs %s on a patch hookguard cannot read: %v", name, err)
		}
		if c.Cwd == "" {
			// After a cd to a directory nobody can know, relative paths land nobody knows where.
			for _, f := range fcs {
				if !filepath.IsAbs(f.Path) || (f.From != "" && !filepath.IsAbs(f.From)) {
					return nil, fmt.Errorf("the command runs %s after changing to a directory hookguard cannot know, so the patch's relative paths cannot be judged; run it from a known directory", name)
				}
			}
		} else if c.Cwd != cwd {
			under(fcs, c.Cwd)
		}
		out = append(out, fcs...)
	}
	return out, nil
}

// Reply answers Codex.
func (Adapter) Reply(ev *hookguard.Event, o adapters.Outcome) adapters.Reply {
	hookEvent := ev.HookEvent
	if hookEvent == "" {
		hookEvent = adapters.ClaudeEvent(ev.Group)
	}
	v := o.Verdict
	notice := strings.Join(o.Notices, "\n")
	// Every block, and every ask (Codex rejects ask and would run the tool), is exit 2 with the
	// reason on stderr and nothing on stdout. On Stop this keeps the agent working, with the
	// reason as its next prompt; the stop cap lives in state/, since Codex has none.
	if v.Decision >= hookguard.Ask && hookEvent != "SessionStart" {
		return adapters.Reply{Stderr: []byte(adapters.Reason(v) + "\n"), Exit: 2}
	}
	out := map[string]any{}
	hso := map[string]any{}
	advice := adapters.AdviceText(v)
	switch hookEvent {
	case "PreToolUse", "PostToolUse":
		// Model-visible advice: a developer message beside the tool call.
		if advice != "" {
			hso["additionalContext"] = advice
		}
	case "SessionStart":
		ctx := strings.TrimSpace(o.Context + "\n" + advice)
		if v.Decision >= hookguard.Ask {
			// A session cannot be stopped from starting; the model is told instead.
			ctx = strings.TrimSpace(ctx + "\n" + adapters.Reason(v))
		}
		if ctx != "" {
			hso["additionalContext"] = ctx
		}
	default:
		// UserPromptSubmit context would go to the model as if the human said it, and Stop
		// context fails the hook: advice goes to the user.
		if advice != "" {
			notice = strings.TrimSpace(notice + "\n" + advice)
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
		return adapters.Reply{} // never a bare allow: Codex rejects permissionDecision:"allow"
	}
	return adapters.Reply{Stdout: adapters.JSON(out)}
}
