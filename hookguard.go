// Package hookguard holds the shapes every part of hookguard shares: the Event an adapter makes
// of a runner's payload, the Group it belongs to, and the Verdict a guard returns. It imports
// nothing of ours, so that guards, adapters and the engine can all stand on it.
package hookguard

import (
	"strings"
	"sync"
)

// Runner names who called us. It comes from the --runner flag that install writes into the
// harness's settings, never from guessing at the payload.
type Runner string

const (
	Claude  Runner = "claude"
	Codex   Runner = "codex"
	Gemini  Runner = "gemini"
	Clarvis Runner = "clarvis"
	Git     Runner = "git"
	CLI     Runner = "cli"
)

// Runners lists every runner hookguard knows, in the order of the constants above.
func Runners() []Runner { return []Runner{Claude, Codex, Gemini, Clarvis, Git, CLI} }

// Group is a named, ordered list of guards, declared in guards.toml.
type Group string

const (
	PreShell     Group = "pre-shell"     // before a shell command
	PreFiles     Group = "pre-files"     // before a file write, edit, patch or notebook edit
	PreRead      Group = "pre-read"      // before a file read, grep or glob
	Prompt       Group = "prompt"        // a human typed something
	Stop         Group = "stop"          // the agent is about to finish
	SessionStart Group = "session-start" // a session starts, resumes or is compacted
	PostEdit     Group = "post-edit"     // after a file change landed
	PreCommit    Group = "pre-commit"    // git: the staged changes
	PrePush      Group = "pre-push"      // git: the pushed range
)

// Groups lists every group in the order the documentation and list-hooks show them.
func Groups() []Group {
	return []Group{PreShell, PreFiles, PreRead, Prompt, Stop, SessionStart, PostEdit, PreCommit, PrePush}
}

// Valid reports whether g is one of the groups above.
func (g Group) Valid() bool {
	for _, x := range Groups() {
		if g == x {
			return true
		}
	}
	return false
}

// Pre reports whether the group runs before an action, so that a broken configuration or a
// malformed payload must stop the action rather than let it through.
func (g Group) Pre() bool { return strings.HasPrefix(string(g), "pre-") }

// Op is what a file change does.
type Op string

const (
	OpWrite       Op = "write"        // the whole new file
	OpEdit        Op = "edit"         // a replacement inside an existing file
	OpPatchAdd    Op = "patch-add"    // a patch that creates a file
	OpPatchUpdate Op = "patch-update" // a patch hunk set on an existing file
	OpPatchDelete Op = "patch-delete" // a patch that deletes a file
	OpMove        Op = "move"         // a patch that renames a file (From is the old path)
)

// FileChange is one file the action writes. Text is the NEW text only: the whole file for a
// write, the replacement for an edit, the added lines of every hunk for a patch.
type FileChange struct {
	Path string `json:"path"`
	Op   Op     `json:"op"`
	Text string `json:"text,omitempty"`
	Old  string `json:"old,omitempty"`  // the text an edit replaces, where the runner says it
	From string `json:"from,omitempty"` // the old path of a move
}

// Search is a harness tool's search of a directory, as the tool really runs it: which of
// the files below Dir it opens. The adapter says so from the tool's own source (which flags it
// passes ripgrep, which globs it excludes), since only the adapter knows which tool ran.
type Search struct {
	Dir    string `json:"dir"`              // where the search starts (a file searches only itself)
	Hidden bool   `json:"hidden,omitempty"` // opens dotfiles and enters dot-directories
	// Ignores: skips what .gitignore (in a git repository), .ignore and .git/info/exclude list.
	Ignores bool     `json:"ignores,omitempty"`
	Only    []string `json:"only,omitempty"` // globs a file must match (rg -g rules: no slash, the base name)
	Not     []string `json:"not,omitempty"`  // globs of files left out
	// OnlyKeepsSkips: Only chooses among the files the hidden and ignore rules leave, rather
	// than overriding them as an rg glob does (Gemini's read_many_files filters after its glob).
	OnlyKeepsSkips bool `json:"only_keeps_skips,omitempty"`
	Depth          int  `json:"depth,omitempty"` // levels searched below Dir; 0: all
	Typed          bool `json:"typed,omitempty"` // only files of a named source type (Grep's type)
}

// Event is one hook call, whatever the runner. Adapters fill it; guards read it and never
// change it.
type Event struct {
	Runner    Runner `json:"runner"`
	Group     Group  `json:"group"`
	HookEvent string `json:"hook_event,omitempty"` // the runner's own event name, e.g. PreToolUse
	Tool      string `json:"tool,omitempty"`       // the runner's own tool name, e.g. Bash

	SessionID      string `json:"session_id,omitempty"`
	AgentID        string `json:"agent_id,omitempty"` // set only inside a subagent
	TranscriptPath string `json:"transcript_path,omitempty"`
	PermissionMode string `json:"permission_mode,omitempty"`

	// Cwd is where the action runs (it follows cd); Root is the pinned project root, which
	// does not. Home is the user's home directory.
	Cwd  string `json:"cwd,omitempty"`
	Root string `json:"root,omitempty"`
	Home string `json:"home,omitempty"`

	Command string       `json:"command,omitempty"` // pre-shell
	Files   []FileChange `json:"files,omitempty"`   // pre-files, post-edit
	Reads   []string     `json:"reads,omitempty"`   // pre-read: paths, or patterns under a path
	// Searches are the harness tools among the reads that open every file below a directory
	// their filters admit (Claude's Grep, Gemini's grep_search and read_many_files): a guard
	// that judged only the directory's name would let .env's lines through to the model.
	Searches []Search `json:"searches,omitempty"`

	Prompt       string `json:"prompt,omitempty"`        // prompt
	PromptSource string `json:"prompt_source,omitempty"` // "user" unless the runner says otherwise

	StopHookActive bool `json:"stop_hook_active,omitempty"` // the runner says a stop hook already continued it

	// Interactive is false where nobody can answer an ask (headless or bypass modes).
	Interactive bool `json:"interactive,omitempty"`

	Raw []byte `json:"-"` // the payload as the runner sent it

	memoMu sync.Mutex
	memo   map[any]any
}

// Clone returns a copy of the event with a memo of its own. The engine needs it: when one
// action is judged by two walks (a shell command that also patches files is judged by the
// pre-shell and then the pre-files group), the second walk judges a copy with its own group,
// because a guard the first walk gave up on at its timeout may still be reading the original.
// Slices are shared: guards never change an event.
func (e *Event) Clone() *Event {
	return &Event{
		Runner: e.Runner, Group: e.Group, HookEvent: e.HookEvent, Tool: e.Tool,
		SessionID: e.SessionID, AgentID: e.AgentID, TranscriptPath: e.TranscriptPath, PermissionMode: e.PermissionMode,
		Cwd: e.Cwd, Root: e.Root, Home: e.Home,
		Command: e.Command, Files: e.Files, Reads: e.Reads, Searches: e.Searches,
		Prompt: e.Prompt, PromptSource: e.PromptSource,
		StopHookActive: e.StopHookActive, Interactive: e.Interactive,
		Raw: e.Raw,
	}
}

// Memo returns the value cached under key, computing it once. It is how the shell front end
// parses a command once per event and lets every guard and rule share the parse, without this
// package knowing about shells. Keys should be unexported types of the calling package.
func (e *Event) Memo(key any, compute func() any) any {
	e.memoMu.Lock()
	defer e.memoMu.Unlock()
	if v, ok := e.memo[key]; ok {
		return v
	}
	if e.memo == nil {
		e.memo = make(map[any]any)
	}
	v := compute()
	e.memo[key] = v
	return v
}

// Decision is what a guard says of an action, ordered so that a larger one outranks a smaller.
type Decision int

const (
	Allow  Decision = iota // let it through, silently
	Advise                 // let it through, with a message
	Ask                    // let the human decide
	Block                  // stop it, with a reason the agent reads
)

var decisionNames = [...]string{"allow", "advise", "ask", "block"}

func (d Decision) String() string {
	if d < 0 || int(d) >= len(decisionNames) {
		return "invalid"
	}
	return decisionNames[d]
}

// ParseDecision reads a decision's name as written in guards.toml.
func ParseDecision(s string) (Decision, bool) {
	for i, n := range decisionNames {
		if s == n {
			return Decision(i), true
		}
	}
	return Allow, false
}

// MarshalText writes the decision's name, so JSON and TOML show words, not numbers.
func (d Decision) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// Verdict is a guard's answer, and in the end the engine's.
type Verdict struct {
	Decision Decision `json:"decision"`
	Guard    string   `json:"guard,omitempty"`
	Rule     string   `json:"rule,omitempty"`
	Reason   string   `json:"reason,omitempty"`
	// Action names what the guard judged, for the authorisation code's hash, in the guard's own
	// canonical words (e.g. the resolved path and operation). Empty means the whole event.
	Action string `json:"action,omitempty"`
	// NoCode is set where the action holds words whose value cannot be known: a human cannot
	// authorise what nobody can see, so no code is offered.
	NoCode bool `json:"no_code,omitempty"`
	// Code is the authorisation code offered with a block, filled by the engine's authoriser.
	Code string `json:"code,omitempty"`
	// Advice gathers the messages of advise verdicts, and of observe-mode blocks, on the way.
	Advice []string `json:"advice,omitempty"`
}

// Allowed is the verdict that says nothing.
func Allowed() Verdict { return Verdict{Decision: Allow} }

// Blocked builds a block from a guard, a rule id and a reason.
func Blocked(guard, rule, reason string) Verdict {
	return Verdict{Decision: Block, Guard: guard, Rule: rule, Reason: reason}
}
