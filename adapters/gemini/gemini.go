// Package gemini adapts the Gemini CLI's hook protocol (facts: ../shared/reference/
// harness-protocols.md §3 and harness-e2e.md §2, checked against Gemini CLI 0.61.0).
//
// Gemini reads the JSON on stdout whatever the exit code, and stdout before stderr, so every
// reply is exit 0 with one JSON object or nothing: {"decision":"deny","reason":R} blocks a tool,
// discards a prompt, or (on AfterAgent) sends R back as the next prompt. Ask is never sent: it
// hangs headless Gemini forever and overrides policy denials (cli turns it into a block).
package gemini

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
	"github.com/hookguard/hookguard/harness"
)

type payload struct {
	SessionID, TranscriptPath, Cwd, HookEventName, ToolName string
	ToolInput                                               *adapters.Fields
	MCPServer, MCPTool                                      string // mcp_context
	Prompt                                                  *string
	StopHookActive                                          bool
}

type toolInput struct {
	Command, DirPath, FilePath, Content, OldString, NewString string
	Include, Exclude                                          []string
	NoIgnore, DefaultExcludes, RespectGitIgnore               bool
	Pattern, IncludePattern                                   string
}

// readPayload reads the fields hookguard uses, checking their types, without encoding/json's
// reflection (it costs a hook call more than its guards).
func readPayload(data []byte) (payload, error) {
	f, err := adapters.ParseObject(data)
	if err != nil {
		return payload{}, err
	}
	mcp := f.Obj("mcp_context")
	p := payload{
		SessionID: f.Str("session_id"), TranscriptPath: f.Str("transcript_path"), Cwd: f.Str("cwd"),
		HookEventName: f.Str("hook_event_name"), ToolName: f.Str("tool_name"),
		ToolInput: f.Obj("tool_input"), StopHookActive: f.Bool("stop_hook_active"),
		MCPServer: mcp.Str("server_name"), MCPTool: mcp.Str("tool_name"),
	}
	if f.Has("prompt") {
		s := f.Str("prompt")
		p.Prompt = &s
	}
	return p, f.Merge(p.ToolInput, mcp)
}

func readToolInput(f *adapters.Fields) (toolInput, error) {
	in := toolInput{
		Command: f.Str("command"), DirPath: f.Str("dir_path"), FilePath: f.Str("file_path"),
		Content: f.Str("content"), OldString: f.Str("old_string"), NewString: f.Str("new_string"),
		Include: f.Strs("include"), Pattern: f.Str("pattern"), IncludePattern: f.Str("include_pattern"),
		Exclude: f.Strs("exclude"), NoIgnore: f.Bool("no_ignore"),
		DefaultExcludes: !f.Has("useDefaultExcludes") || f.Bool("useDefaultExcludes"), RespectGitIgnore: true,
	}
	if f.Has("file_filtering_options") {
		o := f.Obj("file_filtering_options")
		if o.Has("respect_git_ignore") {
			in.RespectGitIgnore = o.Bool("respect_git_ignore")
		}
		return in, f.Merge(o)
	}
	return in, f.Err()
}

// Adapter is the Gemini CLI's protocol.
type Adapter struct{}

var _ adapters.Adapter = Adapter{}

// Decode turns a Gemini CLI payload into an event.
func (Adapter) Decode(data []byte, ctx adapters.Context) (*hookguard.Event, error) {
	p, err := readPayload(data)
	if err != nil || p.HookEventName == "" {
		return adapters.Malformed(hookguard.Gemini, "Gemini CLI", p.HookEventName, err)
	}
	ev := &hookguard.Event{
		Runner: hookguard.Gemini, HookEvent: p.HookEventName, Tool: p.ToolName,
		SessionID: p.SessionID, TranscriptPath: p.TranscriptPath, Cwd: p.Cwd, Raw: data,
	}
	// GEMINI_PROJECT_DIR is the project the session started in; the payload's cwd is the same
	// directory and does not follow cd, so it stands in where the variable is missing.
	if ctx.Getenv != nil {
		ev.Root = ctx.Getenv(harness.Of(hookguard.Gemini).ProjectEnv) // GEMINI_PROJECT_DIR
	}
	if ev.Root == "" {
		ev.Root = p.Cwd
	}
	switch p.HookEventName {
	case "BeforeTool":
		return ev, tool(ev, p, ctx, false)
	case "AfterTool":
		return ev, tool(ev, p, ctx, true)
	case "BeforeAgent":
		if p.Prompt == nil {
			return ev, fmt.Errorf("BeforeAgent payload has no prompt")
		}
		ev.Group, ev.Prompt = hookguard.Prompt, *p.Prompt
		ev.PromptSource = adapters.PromptSource(*p.Prompt)
	case "AfterAgent":
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
	if strings.HasPrefix(p.ToolName, "mcp_") {
		// The configuration's MCP patterns are written in the mcp__server__tool form; Gemini's
		// single-underscore name is ambiguous, its mcp_context is not.
		name := "mcp__" + strings.Replace(strings.TrimPrefix(p.ToolName, "mcp_"), "_", "__", 1)
		if p.MCPServer != "" && p.MCPTool != "" {
			name = "mcp__" + p.MCPServer + "__" + p.MCPTool
		}
		return adapters.RoutedMCP(ev, ctx, name, post, p.ToolInput.JSON())
	}
	in, err := readToolInput(p.ToolInput)
	if err != nil {
		return fmt.Errorf("%s's tool_input is not the expected object (%v)", p.ToolName, adapters.Short(err))
	}
	files := hookguard.PreFiles
	if post {
		files = hookguard.PostEdit
	}
	dir := func() string {
		if in.DirPath == "" {
			return ev.Cwd
		}
		if filepath.IsAbs(in.DirPath) || ev.Cwd == "" || strings.HasPrefix(in.DirPath, "~") {
			return in.DirPath
		}
		return filepath.Join(ev.Cwd, in.DirPath)
	}
	if post && p.ToolName != "write_file" && p.ToolName != "replace" {
		return adapters.ErrUnknown
	}
	switch p.ToolName {
	case "run_shell_command":
		if in.Command == "" {
			return fmt.Errorf("run_shell_command payload has no tool_input.command")
		}
		// dir_path is where the command runs; the project root stays pinned.
		ev.Group, ev.Command, ev.Cwd = hookguard.PreShell, in.Command, dir()
	case "write_file":
		ev.Group = files
		ev.Files = []hookguard.FileChange{{Path: in.FilePath, Op: hookguard.OpWrite, Text: in.Content}}
	case "replace":
		ev.Group = files
		ev.Files = []hookguard.FileChange{{Path: in.FilePath, Op: hookguard.OpEdit, Text: in.NewString, Old: in.OldString}}
	case "read_file":
		ev.Group, ev.Reads = hookguard.PreRead, []string{in.FilePath}
	case "read_many_files":
		ev.Group = hookguard.PreRead
		for _, inc := range in.Include {
			if inc != "" {
				ev.Reads = append(ev.Reads, under(ev.Cwd, inc))
			}
		}
		if len(ev.Reads) == 0 {
			return fmt.Errorf("read_many_files payload has no include paths")
		}
		ev.Searches = manySearches(ev.Cwd, in)
	case "grep_search", "search_file_content", "glob", "list_directory":
		ev.Group = hookguard.PreRead
		d := dir()
		ev.Reads = []string{d}
		// A pattern narrows what is read; guards see it as a path pattern under the directory.
		pat := in.IncludePattern
		if p.ToolName == "glob" {
			pat = in.Pattern
		}
		if pat != "" {
			ev.Reads = append(ev.Reads, under(d, pat))
		}
		if p.ToolName == "grep_search" || p.ToolName == "search_file_content" {
			ev.Searches = []hookguard.Search{grepSearch(d, in)}
		}
	default:
		return adapters.ErrUnknown
	}
	for _, f := range ev.Files {
		if f.Path == "" {
			return fmt.Errorf("%s payload has no file_path", p.ToolName)
		}
	}
	if ev.Group == hookguard.PreRead && ev.Reads[0] == "" {
		return fmt.Errorf("%s payload has no path", p.ToolName)
	}
	return nil
}

func under(dir, p string) string {
	if filepath.IsAbs(p) || dir == "" || strings.HasPrefix(p, "~") {
		return p
	}
	return filepath.Join(dir, p)
}

// Reply answers Gemini CLI: always exit 0, one JSON object or nothing.
func (Adapter) Reply(ev *hookguard.Event, o adapters.Outcome) adapters.Reply {
	hookEvent := ev.HookEvent
	if hookEvent == "" {
		hookEvent = eventFor(ev.Group)
	}
	v := o.Verdict
	notice := strings.Join(o.Notices, "\n")
	advice := adapters.AdviceText(v)
	out := map[string]any{}
	hso := map[string]any{}
	switch hookEvent {
	case "SessionStart":
		// Nothing stops a session from starting; the model is told instead. Plain stdout is not
		// given to the model here, only hookSpecificOutput.additionalContext is.
		ctx := strings.TrimSpace(o.Context + "\n" + advice)
		if v.Decision >= hookguard.Ask {
			ctx = strings.TrimSpace(ctx + "\n" + adapters.Reason(v))
		}
		if ctx != "" {
			hso["additionalContext"] = ctx
		}
	default:
		// BeforeTool, AfterTool (the result is replaced), BeforeAgent (the prompt is discarded,
		// the reason shown to the user), AfterAgent (the reason becomes the next prompt) and an
		// event that could not be read: Gemini honours a deny JSON on all of them.
		if v.Decision >= hookguard.Ask {
			out["decision"], out["reason"] = "deny", adapters.Reason(v)
			break
		}
		switch {
		case hookEvent == "AfterTool" && advice != "":
			// After an edit landed, the model is the one to act on the advice.
			hso["additionalContext"] = advice
		case hookEvent == "BeforeAgent" && o.Context != "":
			hso["additionalContext"] = o.Context
			if advice != "" {
				notice = strings.TrimSpace(notice + "\n" + advice)
			}
		case advice != "":
			// BeforeTool has no context field, and AfterAgent context would be ignored.
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
		return adapters.Reply{}
	}
	return adapters.Reply{Stdout: adapters.JSON(out)}
}

// eventFor returns the Gemini event a group's replies take when the payload could not be read.
func eventFor(g hookguard.Group) string {
	switch g {
	case hookguard.PreShell, hookguard.PreFiles, hookguard.PreRead:
		return "BeforeTool"
	case hookguard.PostEdit:
		return "AfterTool"
	case hookguard.Prompt:
		return "BeforeAgent"
	case hookguard.Stop:
		return "AfterAgent"
	case hookguard.SessionStart:
		return "SessionStart"
	}
	return ""
}

// grepSearch is what Gemini CLI's grep_search opens. The tool is one of three, chosen where
// it runs: ripgrep when a trusted rg is found (no --hidden; --no-ignore with no_ignore),
// else git grep --untracked inside a repository (dotfiles searched, ignored files not), else
// grep -r (everything). The hook cannot tell which, so it judges the widest: dotfiles opened,
// ignore files honoured only without no_ignore. include_pattern is a glob (rg --glob, git grep
// pathspec, grep --include); exclude_pattern filters result LINES by regex, not files, so it
// leaves out no file. Read from gemini-cli-core 0.61's tools/grep.ts and tools/ripGrep.ts.
func grepSearch(dir string, in toolInput) hookguard.Search {
	s := hookguard.Search{Dir: dir, Hidden: true, Ignores: !in.NoIgnore}
	if in.IncludePattern != "" {
		s.Only = []string{in.IncludePattern}
	}
	return s
}

// manySearches is what read_many_files opens: each include is a glob taken from the
// workspace (node-glob with dot:true, so dotfiles match), less the excludes (by default also
// **/.env, but no other .env file), and then less what .gitignore lists unless
// file_filtering_options.respect_git_ignore is false. An include without a pattern may name
// a directory, which is read whole. Read from gemini-cli-core 0.61's tools/read-many-files.ts.
func manySearches(cwd string, in toolInput) []hookguard.Search {
	var not []string
	for _, x := range in.Exclude {
		if x != "" {
			not = append(not, x)
		}
	}
	if in.DefaultExcludes {
		not = append(not, "**/.env")
	}
	var out []hookguard.Search
	for _, inc := range in.Include {
		if inc == "" {
			continue
		}
		inc = filepath.ToSlash(inc)
		// The directory before the first part holding a pattern is where the walk starts.
		parts := strings.Split(inc, "/")
		k := 0
		for k < len(parts) && !strings.ContainsAny(parts[k], "*?[{") {
			k++
		}
		dir := under(cwd, strings.Join(parts[:k], "/"))
		if k == 0 {
			dir = cwd
		}
		s := hookguard.Search{Dir: dir, Hidden: true, Ignores: in.RespectGitIgnore, Not: not, OnlyKeepsSkips: true}
		if rest := parts[k:]; len(rest) > 0 {
			s.Only = []string{strings.Join(rest, "/")}
			if !slices.Contains(rest, "**") {
				s.Depth = len(rest)
			}
		}
		out = append(out, s)
	}
	return out
}
