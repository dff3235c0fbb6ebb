// Package adapters holds what every runner's adapter shares: the reply shape, the decode
// context, how a block's reason is worded, and how MCP tool arguments become an event. Adapters
// do no I/O: they map bytes to an Event and a verdict to bytes, so they are table-testable.
package adapters

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookguard/hookguard"
)

// Reply is what the hook process answers: its stdout, its stderr and its exit code.
type Reply struct {
	Stdout []byte
	Stderr []byte
	Exit   int
}

// Context is what a decoder may consult besides the payload.
type Context struct {
	Getenv func(string) string
	// RouteMCP maps an MCP tool name to a group, from the configuration of the root the call
	// is judged in: the event so far (runner, cwd, session, the root its payload or the
	// harness's variable gave) says which.
	RouteMCP func(ev *hookguard.Event, tool string) (hookguard.Group, bool)
}

// Outcome is what the adapter must say: the final verdict, plus what the user must be told
// (notices such as an untrusted project configuration) and context for the model at session
// start.
type Outcome struct {
	Verdict hookguard.Verdict
	Notices []string
	Context string
}

// ErrUnknown marks a payload the adapter does not guard (an event or tool with no group): the
// hook allows it silently.
var ErrUnknown = errors.New("not an event hookguard guards")

// Reason words a block for the agent: who stopped it, why, and how a human can allow it once.
func Reason(v hookguard.Verdict) string {
	var b strings.Builder
	b.WriteString("hookguard")
	if v.Guard != "" {
		b.WriteString(" [" + v.Guard)
		if v.Rule != "" {
			b.WriteString("/" + v.Rule)
		}
		b.WriteString("]")
	}
	b.WriteString(": ")
	reason := strings.TrimSpace(v.Reason)
	if reason == "" {
		reason = "blocked" // a block always carries a reason: some runners ignore an empty one
	}
	b.WriteString(reason)
	if v.Code != "" {
		fmt.Fprintf(&b, "\nIf the user wants this done anyway, ask them to reply `allow %s` (it allows this exact action once).", v.Code)
	}
	return b.String()
}

// AdviceText joins the advice of a verdict.
func AdviceText(v hookguard.Verdict) string {
	parts := v.Advice
	if len(parts) == 0 && v.Decision == hookguard.Advise && v.Reason != "" {
		parts = []string{v.Reason}
	}
	if len(parts) == 0 {
		return ""
	}
	return "hookguard: " + strings.Join(parts, "\nhookguard: ")
}

// JSON marshals a reply object; the maps and strings it is given always marshal.
func JSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // unreachable for the reply shapes adapters build
	}
	return append(b, '\n')
}

// RoutedMCP judges an MCP tool call: name is the tool in the mcp__server__tool form. The first
// route of the configuration that names it says its group; the caller's RouteMCP reads the
// routes of the root the call is judged in, which it works out from the event so far. A tool
// no route names is judged by the paths its arguments name (PathTool: a delete and a read of
// each, or a read where its name says it only reads), and passes where they name none. After the
// fact (post) it is not ours: a file change an MCP tool made is not known to have landed.
func RoutedMCP(ev *hookguard.Event, ctx Context, name string, post bool, args []byte) error {
	if post {
		return ErrUnknown
	}
	if ctx.RouteMCP != nil {
		if g, ok := ctx.RouteMCP(ev, name); ok {
			return MCP(ev, g, args)
		}
	}
	f, err := ParseObject(args)
	if err != nil {
		return ErrUnknown
	}
	// A tool no route names is judged by what its arguments hold, as a routed one is: a command
	// is a shell command (one that is not shell, SQL or a tool's own verb, reads as a program
	// hookguard does not know), and new text for a path is a write of it, which the secrets
	// guard reads too; only paths alone are judged by the tool's names.
	if unroutedCommand(f) {
		return MCP(ev, hookguard.PreShell, args)
	}
	if f.Paths().Any() && unroutedContent(f) {
		return MCP(ev, hookguard.PreFiles, args)
	}
	if !PathTool(ev, f.Paths(), name) {
		return ErrUnknown // arguments that name no path leave nothing to judge the call by
	}
	return nil
}

// unroutedCommand reports arguments that carry a shell command by the names MCP routes read.
func unroutedCommand(f *Fields) bool {
	for _, k := range [...]string{"command", "cmd"} {
		if s, ok := f.Text(k); ok && strings.TrimSpace(s) != "" {
			return true
		}
	}
	return false
}

// unroutedContent reports arguments that carry new text for their path. "text" alone is left
// out: search and lookup tools name what they look for so.
func unroutedContent(f *Fields) bool {
	for _, k := range [...]string{"content", "new_text", "new_string"} {
		if _, ok := f.Text(k); ok {
			return true
		}
	}
	return len(f.Objs("edits")) > 0
}

// MCP fills an event from a routed MCP tool's arguments by their conventional names: command or
// cmd (or an args list) is a shell command; the members of the path table (path, file_path,
// paths, source, destination, ...) are file paths, a source with a destination a move; content,
// new_text, text and edits are the new text.
func MCP(ev *hookguard.Event, g hookguard.Group, args []byte) error {
	f := &Fields{}
	if len(args) > 0 {
		var err error
		if f, err = ParseObject(args); err != nil {
			return fmt.Errorf("the MCP tool's arguments are not a JSON object: %v", err)
		}
	}
	ev.Group = g
	str := func(k string) string { s, _ := f.Text(k); return s }
	ps := f.Paths()
	switch g {
	case hookguard.PreShell:
		ev.Command = str("command")
		if ev.Command == "" {
			ev.Command = str("cmd")
		}
		if ev.Command == "" {
			var words []string
			f.get("args").ForEach(func(_, a gjson.Result) bool {
				if a.Type == gjson.String {
					words = append(words, a.Str)
				}
				return true
			})
			ev.Command = strings.Join(words, " ")
		}
		if ev.Command == "" {
			return fmt.Errorf("the MCP tool %s is routed to pre-shell but has no command argument", ev.Tool)
		}
	case hookguard.PreFiles, hookguard.PostEdit:
		text := str("content")
		for _, k := range []string{"new_text", "text", "new_string"} {
			if text == "" {
				text = str(k)
			}
		}
		for _, e := range f.Objs("edits") {
			for _, k := range []string{"newText", "new_text", "new_string"} {
				if s, ok := e.Text(k); ok {
					text += s + "\n"
				}
			}
		}
		if !ps.Any() {
			return fmt.Errorf("the MCP tool %s is routed to %s but names no path", ev.Tool, g)
		}
		ev.Files = ps.Changes(hookguard.OpWrite, text)
	case hookguard.PreRead:
		if !ps.Any() {
			return fmt.Errorf("the MCP tool %s is routed to pre-read but names no path", ev.Tool)
		}
		ev.Reads = ps.All()
	}
	return nil
}

// Adapter is one runner's protocol.
type Adapter interface {
	// Decode reads a payload. On error the event returned is never nil: it carries what could
	// be read (at least the runner's event name where the payload has one), so that the error
	// can be answered in the event's own form. ErrUnknown means "not ours: allow silently".
	Decode(data []byte, ctx Context) (*hookguard.Event, error)
	// Reply answers for an event. ev.HookEvent may be empty when the payload could not be read;
	// the adapter then answers in the form of ev.Group's usual event.
	Reply(ev *hookguard.Event, o Outcome) Reply
}
