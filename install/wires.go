package install

import (
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/hookguard/hookguard"
	// Named hdesc: the package's tests have a helper called harness.
	hdesc "github.com/hookguard/hookguard/harness"
)

// Wrapper is one script under .hookguard/runners/<runner>/.
type Wrapper struct {
	Name     string
	What     string
	Group    hookguard.Group   // the --group it passes; "" where the binary routes by tool
	Feeds    []hookguard.Group // the groups its events can land in
	Deadline time.Duration
}

// before reports a wrapper whose events land in a group that answers before an action runs.
func (w Wrapper) before() bool {
	return slices.ContainsFunc(w.Feeds, hookguard.Group.Pre)
}

// Wire is one hook entry in a harness's settings: an event, a matcher, our command.
type Wire struct {
	Event   string
	Matcher string // "" for none (match everything)
	Wrapper string // the wrapper's file name
	Timeout int    // in the harness's own unit (Harness.TimeoutUnit)
	Name    string // Gemini's hook name (its /hooks panel and de-duplication key)
}

// The wrappers every JSON harness shares; a harness uses those its wires name.
var (
	wShell  = Wrapper{"guard-shell.sh", "shell commands (pre-shell)", hookguard.PreShell, []hookguard.Group{hookguard.PreShell}, 25 * time.Second}
	wFiles  = Wrapper{"guard-files.sh", "file writes and reads (pre-files, pre-read: the binary tells them apart by tool)", hookguard.PreFiles, []hookguard.Group{hookguard.PreFiles, hookguard.PreRead}, 25 * time.Second}
	wMCP    = Wrapper{"guard-mcp.sh", "MCP tool calls (routed to a group by guards.toml's MCP patterns)", "", []hookguard.Group{hookguard.PreShell, hookguard.PreFiles, hookguard.PreRead}, 25 * time.Second}
	wTools  = Wrapper{"guard-tools.sh", "every tool call (the binary routes each tool to its group)", "", []hookguard.Group{hookguard.PreShell, hookguard.PreFiles, hookguard.PreRead}, 25 * time.Second}
	wPrompt = Wrapper{"prompt.sh", "what a person typed (prompt)", hookguard.Prompt, []hookguard.Group{hookguard.Prompt}, 25 * time.Second}
	wStop   = Wrapper{"stop.sh", "the agent's finish (stop)", hookguard.Stop, []hookguard.Group{hookguard.Stop}, 55 * time.Second}
	wStart  = Wrapper{"session-start.sh", "a session's start (session-start)", hookguard.SessionStart, []hookguard.Group{hookguard.SessionStart}, 55 * time.Second}
	wPost   = Wrapper{"post-edit.sh", "file changes that landed (post-edit)", hookguard.PostEdit, []hookguard.Group{hookguard.PostEdit}, 55 * time.Second}
)

// Shape is how a harness lays out its hooks.
type Shape int

const (
	// Nested is Claude's shape, which Codex and Gemini copy:
	// hooks.<Event>[].{matcher, hooks[].{type, command, timeout}}.
	Nested Shape = iota
	// Flat is Clarvis's: hooks[].{event, match, command, timeout_ms}.
	Flat
)

// Harness is one agent harness that install wires: its descriptor (hdesc.Of), read into the
// fields install uses, and the hooks install writes there.
type Harness struct {
	Desc        *hdesc.Descriptor
	Runner      hookguard.Runner
	Shape       Shape
	Project     string // the project settings file, relative to the workspace root
	Local       string // --local: the project file that is not committed ("" where none)
	User        string // --user: relative to the home directory
	TimeoutKey  string // the hook object's timeout field
	TimeoutUnit string // "s" or "ms"
	Wrappers    []Wrapper
	Wires       []Wire
	// Positional is true where the harness keys its trust by entry position (Codex): install
	// only appends, and uninstall warns when a removal shifts what follows.
	Positional bool
	// Trust says what the harness needs before project hooks run, and that install cannot
	// grant it; doctor repeats it as a warning.
	Trust string
	// Comments is true where the harness strips // and /* */ comments from its settings when
	// it loads them (Gemini CLI, hdesc.JSONC): install edits such a file with its comments
	// kept. Elsewhere a comment makes the file invalid, as the harness itself would find it.
	Comments bool
}

// describe fills h's harness facts from r's descriptor: where its settings are, their format,
// its trust. A descriptor's absent Local (hdesc.None) is install's "".
func describe(r hookguard.Runner, h *Harness) *Harness {
	d := hdesc.Of(r)
	h.Desc, h.Runner, h.Project, h.Local, h.User = d, r, d.Project, d.Local, d.User
	if h.Local == hdesc.None {
		h.Local = ""
	}
	h.Trust, h.Comments = d.TrustNote, d.Format == hdesc.JSONC
	return h
}

// Harnesses lists the harnesses install wires, in a stable order. The tables are built on
// first use, not at the start of every hook process (install is linked into the binary the
// hooks run).
var Harnesses = sync.OnceValue(harnesses)

func harnesses() []*Harness {
	// Claude's matchers are exact names joined by |; a matcher of any other character is an
	// unanchored regex, which is why these avoid one.
	claude := &Harness{
		Shape:      Nested,
		TimeoutKey: "timeout", TimeoutUnit: "s",
		Wrappers: []Wrapper{wShell, wFiles, wMCP, wPrompt, wStop, wStart, wPost},
		Wires: []Wire{
			{Event: "PreToolUse", Matcher: "Bash|PowerShell|Monitor", Wrapper: wShell.Name, Timeout: 30},
			{Event: "PreToolUse", Matcher: "Write|Edit|MultiEdit|NotebookEdit|Read|Grep|Glob|LSP", Wrapper: wFiles.Name, Timeout: 30},
			{Event: "PreToolUse", Matcher: "mcp__.*", Wrapper: wMCP.Name, Timeout: 30},
			{Event: "PreSkillShellCommand", Wrapper: wShell.Name, Timeout: 30},
			{Event: "UserPromptSubmit", Wrapper: wPrompt.Name, Timeout: 30},
			{Event: "Stop", Wrapper: wStop.Name, Timeout: 60},
			{Event: "SubagentStop", Wrapper: wStop.Name, Timeout: 60},
			{Event: "SessionStart", Wrapper: wStart.Name, Timeout: 60},
			{Event: "PostToolUse", Matcher: "Write|Edit|MultiEdit|NotebookEdit", Wrapper: wPost.Name, Timeout: 60},
		},
	}

	// Codex matchers are regexes; whether Codex anchors them is unverified, so they anchor
	// themselves. Matcher aliases Edit and Write select apply_patch too.
	codex := &Harness{
		Shape:      Nested,
		TimeoutKey: "timeout", TimeoutUnit: "s",
		Wrappers: []Wrapper{wShell, wFiles, wMCP, wPrompt, wStop, wStart, wPost},
		Wires: []Wire{
			{Event: "PreToolUse", Matcher: "^Bash$", Wrapper: wShell.Name, Timeout: 30},
			{Event: "PreToolUse", Matcher: "^apply_patch$", Wrapper: wFiles.Name, Timeout: 30},
			{Event: "PreToolUse", Matcher: "^mcp__.*$", Wrapper: wMCP.Name, Timeout: 30},
			{Event: "UserPromptSubmit", Wrapper: wPrompt.Name, Timeout: 30},
			{Event: "Stop", Wrapper: wStop.Name, Timeout: 60},
			{Event: "SubagentStop", Wrapper: wStop.Name, Timeout: 60},
			{Event: "SessionStart", Wrapper: wStart.Name, Timeout: 60},
			{Event: "PostToolUse", Matcher: "^apply_patch$", Wrapper: wPost.Name, Timeout: 60},
		},
		Positional: true,
	}

	// Gemini tests matchers with an unanchored RegExp, so each is anchored; timeouts are in ms.
	gemini := &Harness{
		Shape:      Nested,
		TimeoutKey: "timeout", TimeoutUnit: "ms",
		Wrappers: []Wrapper{wShell, wFiles, wMCP, wPrompt, wStop, wStart, wPost},
		Wires: []Wire{
			{Event: "BeforeTool", Matcher: "^run_shell_command$", Wrapper: wShell.Name, Timeout: 30000, Name: "hookguard-shell"},
			{Event: "BeforeTool", Matcher: "^(write_file|replace|read_file|read_many_files|grep_search|search_file_content|glob|list_directory)$", Wrapper: wFiles.Name, Timeout: 30000, Name: "hookguard-files"},
			{Event: "BeforeTool", Matcher: "^mcp_", Wrapper: wMCP.Name, Timeout: 30000, Name: "hookguard-mcp"},
			{Event: "BeforeAgent", Wrapper: wPrompt.Name, Timeout: 30000, Name: "hookguard-prompt"},
			{Event: "AfterAgent", Wrapper: wStop.Name, Timeout: 60000, Name: "hookguard-stop"},
			{Event: "SessionStart", Wrapper: wStart.Name, Timeout: 60000, Name: "hookguard-session-start"},
			{Event: "AfterTool", Matcher: "^(write_file|replace)$", Wrapper: wPost.Name, Timeout: 60000, Name: "hookguard-post-edit"},
		},
	}

	// Clarvis has one pre_tool_use entry without a match: the binary routes each tool.
	clarvis := &Harness{
		Shape:      Flat,
		TimeoutKey: "timeout_ms", TimeoutUnit: "ms",
		Wrappers: []Wrapper{wTools, wPrompt, wStop, wStart, wPost},
		// user_prompt_expansion is Clarvis's only hook on what a person typed (a slash command;
		// an ordinary prompt has none): the prompt group scans it, so a secret pasted as a
		// command's argument is stopped before it reaches the model.
		Wires: []Wire{
			{Event: "pre_tool_use", Wrapper: wTools.Name, Timeout: 30000},
			{Event: "pre_finalize", Wrapper: wStop.Name, Timeout: 60000},
			{Event: "session_start", Wrapper: wStart.Name, Timeout: 60000},
			{Event: "pre_compact", Wrapper: wStart.Name, Timeout: 60000},
			{Event: "post_tool_use", Wrapper: wPost.Name, Timeout: 60000},
			// Last, so that an install over an older one (which had no such entry) appends it
			// where a fresh install puts it.
			{Event: "user_prompt_expansion", Wrapper: wPrompt.Name, Timeout: 30000},
		},
	}
	return []*Harness{describe(hookguard.Claude, claude), describe(hookguard.Codex, codex), describe(hookguard.Gemini, gemini), describe(hookguard.Clarvis, clarvis)}
}

func (h *Harness) wrapper(name string) Wrapper {
	for _, w := range h.Wrappers {
		if w.Name == name {
			return w
		}
	}
	panic(fmt.Sprintf("install: %s wire names unknown wrapper %s", h.Runner, name))
}

// Command is the exact command string a wire installs: the unit of ownership, so it changes
// only with a migration (LegacyCommand is the form it replaced, which install rewrites in place
// and uninstall removes). dir is "" for a project install, else the absolute directory of
// user-level wrappers.
//
// The string is all the agent cannot change about a hook (the self and boundary guards keep
// it), so it never runs the wrapper, which the agent can write. It sources hook.sh from the
// user's config directory (outside the workspace, found by the binary's own rule: an absolute
// XDG_CONFIG_HOME, else ~/.config, so a relative XDG_CONFIG_HOME cannot point into the
// workspace) with the wrapper's absolute path as its parameter; hook.sh runs the copy install
// recorded, and a wrapper that is missing, changed or not recorded fails closed there
// (runners/record.go). With no hook.sh, `hookguard install` never ran for this user: one
// INACTIVE line in the harness's non-blocking form, and nothing is checked, as with no
// hookguard at all.
//
// It uses builtins only: every tool call pays for the string, and sourcing rather than running
// a new sh saves a process and keeps the harness's own shell the only one between the harness
// and hookguard (the ledger reads that ancestry to tell a person's prompt from a nested
// harness's). The wrapper's path is found as before: Claude through CLAUDE_PROJECT_DIR; Gemini
// through GEMINI_PROJECT_DIR, which it replaces in the string with a shell-quoted value, hence
// unquoted, in an assignment, which does not split either way; Codex, which has no project
// variable and runs the string in the user's login shell (maybe not a POSIX one: the script is
// one single-quoted argument to /bin/sh, named by its path, with no quote inside), through
// hook.sh's walk up from the cwd; Clarvis from the workspace root, where it runs hooks.
func (h *Harness) Command(wrapper, dir string) string {
	rel := ".hookguard/runners/" + string(h.Runner) + "/" + wrapper
	off := inactive(h.Runner)
	run := `[ -r "$h" ] && . "$h"; `
	if h.Runner == hookguard.Codex {
		arg := "--up /" + rel
		if dir != "" {
			arg = shQuote(dir + "/" + wrapper)
		}
		return `/bin/sh -c '` + findHook + run + off + `' hookguard ` + arg
	}
	switch {
	case dir != "":
		return findHook + "set -- " + shQuote(dir+"/"+wrapper) + "; " + run + off
	case h.Runner == hookguard.Claude:
		return findHook + `set -- "$CLAUDE_PROJECT_DIR"/` + rel + "; " + run + off
	case h.Runner == hookguard.Gemini:
		return findHook + "w=$GEMINI_PROJECT_DIR/" + rel + `; set -- "$w"; ` + run + off
	}
	return findHook + `set -- "$PWD"/` + rel + "; " + run + off
}

// findHook sets h to hook.sh's path.
const findHook = `h=$HOME/.config; case $XDG_CONFIG_HOME in /*) h=$XDG_CONFIG_HOME;; esac; h=$h/hookguard/hook.sh; `

// inactiveLine is what a hook says when hookguard was never installed for this user.
const inactiveLine = "hookguard: hooks INACTIVE, nothing was checked: not installed for this user; run hookguard install"

// inactive says inactiveLine in the runner's non-blocking form (as the wrappers' own INACTIVE
// line does): Claude and Gemini show exit 1's stderr and go on, Codex shows a systemMessage,
// Clarvis takes an advise verdict. No quote of either kind inside: Codex's is single-quoted.
func inactive(r hookguard.Runner) string {
	switch r {
	case hookguard.Codex:
		return `echo "{\"systemMessage\":\"` + inactiveLine + `\"}"`
	case hookguard.Clarvis:
		return `echo "{\"kind\":\"advise\",\"message\":\"` + inactiveLine + `\"}"`
	}
	return `echo "` + inactiveLine + `" >&2; exit 1`
}

// LegacyCommand is the command string installs before the records wrote: it ran the wrapper
// in the workspace as it was, so a missing one exited 127 where /bin/sh is bash (Claude and
// Gemini go on past it) and was refused where it is dash, and an edited one switched the guard
// off. Install rewrites it in place into Command; uninstall removes either.
func (h *Harness) LegacyCommand(wrapper, dir string) string {
	rel := ".hookguard/runners/" + string(h.Runner) + "/" + wrapper
	if dir != "" {
		return "sh " + shQuote(dir+"/"+wrapper)
	}
	switch h.Runner {
	case hookguard.Claude:
		return `sh "$CLAUDE_PROJECT_DIR"/` + rel
	case hookguard.Gemini:
		return `sh $GEMINI_PROJECT_DIR/` + rel
	case hookguard.Codex:
		return `sh -c 'd=$PWD; while [ "$d" != / ] && [ ! -f "$d/` + rel + `" ]; do d=${d%/*}; d=${d:-/}; done; exec sh "$d/` + rel + `"'`
	default:
		return "sh " + rel
	}
}

func shQuote(s string) string {
	out := "'"
	for _, r := range s {
		if r == '\'' {
			out += `'\''`
		} else {
			out += string(r)
		}
	}
	return out + "'"
}
