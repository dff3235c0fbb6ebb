package runners

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"text/template"

	_ "embed"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/state"
)

// The wrappers sit in the workspace, which the agent can write, so nothing that runs a hook
// trusts them. `hookguard install` records each one in the user's config directory, outside the
// workspace: a byte-for-byte copy under wrappers/ + the wrapper's absolute path (the path is
// the key, spelled as a directory tree, so a shell finds it without a program). The hook
// commands in the harnesses' settings run hook.sh from the same directory; hook.sh sources the
// recorded copy, and the copy has hookguard compare the workspace's wrapper with it before
// anything is judged. A wrapper that is missing, unreadable or not byte-identical, or one with
// no record at all, fails closed with MissingLine, in the harness's own form for the event.

// MissingLine is what every hook says when its wrapper is missing, changed or not recorded.
const MissingLine = "hookguard wrapper missing or changed: run `hookguard install`"

// DispatchName is the file the hook commands run, in the user's hookguard config directory.
const DispatchName = "hook.sh"

// RecordDir is the directory, in the user's hookguard config directory, that holds the
// recorded copies under each wrapper's absolute path.
const RecordDir = "wrappers"

// maxWrapper bounds what Verify reads: the wrappers are a few KiB.
const maxWrapper = 1 << 20

// Form is what a hook prints, and its exit status, to say MissingLine in one harness's form
// for one event. MissingLine always goes to stderr too.
type Form struct {
	Stdout string // "" or one JSON object
	Exit   int
}

// warnClass reports whether an event's hook says the line without blocking. At a stop a block
// sends the agent back to work: with no hookguard to count the rounds, Codex would loop with
// no bound (Gemini for 100 turns, Claude 8) over something only the person can fix. A session
// start blocks nothing, and Gemini drops a denial there unread. Every other event (tool calls,
// a prompt, after an edit) is where an action is at stake, and there the line blocks.
func warnClass(g hookguard.Group) bool { return g == hookguard.Stop || g == hookguard.SessionStart }

// FailForm is how runner r says MissingLine for a hook of group g ("" for a hook that routes
// by tool: MCP, Clarvis's one tool hook), per reference/harness-protocols.md:
//   - Claude, Codex, Gemini block with exit 2 and the reason on stderr (Gemini: with nothing on
//     stdout); a prompt blocked this way is shown to the person;
//   - at a stop or a session start, Claude and Gemini show exit 1's stderr to the user and go
//     on, Codex shows a systemMessage on exit 0;
//   - Clarvis reads one JSON verdict on stdout and ignores exit codes: deny on a tool call or
//     after one, advise at pre_finalize, context at session_start and pre_compact.
func FailForm(r hookguard.Runner, g hookguard.Group) Form {
	line := jsonString(MissingLine)
	switch {
	case r == hookguard.Clarvis && g == hookguard.Stop:
		return Form{`{"kind":"advise","message":` + line + `}`, 0}
	case r == hookguard.Clarvis && g == hookguard.SessionStart:
		return Form{`{"kind":"context","message":` + line + `}`, 0}
	case r == hookguard.Clarvis:
		return Form{`{"kind":"deny","message":` + line + `}`, 0}
	case !warnClass(g):
		return Form{"", 2}
	case r == hookguard.Codex:
		return Form{`{"systemMessage":` + line + `}`, 0}
	}
	return Form{"", 1}
}

// BinaryExit is the status `hookguard run-recorded` exits with to give form f through the
// wrapper, which passes 0 on and turns 2 into its runner's and group's twoExit: 1 exactly
// where FailForm says 1 (tested), so the binary never exits 1, which the wrapper would treat
// as a crash and add a line to.
func (f Form) BinaryExit() int {
	if f.Exit == 1 {
		return 2
	}
	return f.Exit
}

func jsonString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// Verify reports why the wrapper at path is not byte-identical to its record, or nil. Each must
// be a regular file: a directory, a FIFO (whose read would hang the hook past the harness's
// timeout, and a timed-out hook lets the action run) or a dangling link is not a wrapper.
func Verify(wrapper, record string) error {
	want, err := state.ReadFile(record, maxWrapper)
	if err != nil {
		return fmt.Errorf("no usable record (%v)", err)
	}
	have, err := state.ReadFile(wrapper, int64(len(want))+1)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return errors.New("missing")
	case err != nil:
		return fmt.Errorf("unreadable (%v)", err)
	case !bytes.Equal(have, want):
		return errors.New("changed since install recorded it")
	}
	return nil
}

// RecordPath is where the copy of the wrapper at the absolute path w is recorded, under the
// user's hookguard config directory conf.
func RecordPath(conf, w string) string { return conf + "/" + RecordDir + w }

//go:embed hook.sh.tmpl
var dispatchText string

// Hook is one wrapper hook.sh may be asked for: its runner, file name and group.
type Hook struct {
	Runner hookguard.Runner
	Name   string
	Group  hookguard.Group
}

// RenderDispatch returns hook.sh, which says MissingLine in each hook's own form when it
// finds no record. Hooks whose form is the default (exit 2) need no arm of their own.
func RenderDispatch(hooks []Hook) ([]byte, error) {
	type arm struct{ Pattern, Code string }
	byCode := map[string][]string{}
	var order []string
	for _, h := range hooks {
		f := FailForm(h.Runner, h.Group)
		if f == (Form{"", 2}) {
			continue
		}
		code := ""
		if f.Stdout != "" {
			code = "printf '%s\\n' '" + f.Stdout + "'; "
		}
		code += fmt.Sprintf(`printf '%%s\n' "$hg_line" >&2; exit %d`, f.Exit)
		pat := "*/runners/" + string(h.Runner) + "/" + h.Name
		if _, ok := byCode[code]; !ok {
			order = append(order, code)
		}
		if !slices.Contains(byCode[code], pat) {
			byCode[code] = append(byCode[code], pat)
		}
	}
	var arms []arm
	for _, code := range order {
		arms = append(arms, arm{strings.Join(byCode[code], " | "), code})
	}
	t, err := template.New("hook").Parse(dispatchText)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = t.Execute(&b, map[string]any{"Line": MissingLine, "Arms": arms})
	return b.Bytes(), err
}
