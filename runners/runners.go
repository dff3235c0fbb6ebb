// Package runners holds the POSIX sh wrappers that the harnesses' settings call. Install writes
// them under .hookguard/runners/<runner>/ so that they travel with the clone; each one picks
// which hookguard runs (never from a workspace file alone), pipes the harness's payload to
// `hookguard run`, and turns anything but a deliberate answer into the harness's non-blocking
// form.
package runners

import (
	"bytes"
	_ "embed"
	"fmt"
	"text/template"
	"time"

	"github.com/hookguard/hookguard"
)

//go:embed wrapper.sh.tmpl
var wrapperText string

// Spec says which wrapper to render.
type Spec struct {
	Runner   hookguard.Runner
	Name     string          // file name, e.g. guard-shell.sh
	What     string          // what it guards, in words, for its header comment
	Group    hookguard.Group // --group; "" where the binary routes by tool (MCP, Clarvis)
	Deadline time.Duration   // --deadline, below the harness's own timeout
	// Project is true for wrappers inside a workspace: only they may run that workspace's own
	// build. Wrappers installed with --user live in the user's config directory.
	Project bool
}

// warnForm is how each runner shows a warning without blocking (reference/harness-protocols.md):
// Claude and Gemini show exit 1's stderr and go on; Codex shows a systemMessage on exit 0;
// Clarvis takes an advise verdict.
var warnForm = map[hookguard.Runner]string{
	hookguard.Claude:  "stderr-1",
	hookguard.Gemini:  "stderr-1",
	hookguard.Codex:   "json-system",
	hookguard.Clarvis: "json-advise",
}

// failExit is the non-blocking status for a run that failed: Claude and Gemini show exit 1 to
// the user; Codex and Clarvis go on at 0 (Codex marks other codes failed, which is noise).
var failExit = map[hookguard.Runner]int{
	hookguard.Claude:  1,
	hookguard.Gemini:  1,
	hookguard.Codex:   0,
	hookguard.Clarvis: 0,
}

// twoExit is what exit 2 from `hookguard run` becomes. Codex's adapter blocks (and continues a
// stop) with exit 2, and every adapter answers a crash of a pre-* hook with 2 on purpose. But
// Claude's and Gemini's adapters answer a stop in JSON with exit 0, so a 2 there is a crash,
// and passing it on would send the agent back to work for a reason that is not a guard's.
func twoExit(r hookguard.Runner, g hookguard.Group) int {
	if g == hookguard.Stop && (r == hookguard.Claude || r == hookguard.Gemini) {
		return 1
	}
	return 2
}

// Render returns a wrapper's text.
func Render(s Spec) ([]byte, error) {
	warn, ok := warnForm[s.Runner]
	if !ok {
		return nil, fmt.Errorf("runners: no wrapper form for runner %q", s.Runner)
	}
	t, err := template.New("wrapper").Parse(wrapperText)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = t.Execute(&b, map[string]any{
		"Runner":   string(s.Runner),
		"What":     s.What,
		"Group":    string(s.Group),
		"Deadline": s.Deadline.String(),
		"Project":  s.Project,
		"Warn":     warn,
		"Two":      twoExit(s.Runner, s.Group),
		"Fail":     failExit[s.Runner],
	})
	return b.Bytes(), err
}
