// Package runners holds the POSIX sh wrappers behind the harnesses' hooks. Install writes them
// under .hookguard/runners/<runner>/ so that they travel with the clone, and records a copy of
// each outside the workspace (record.go): the hook commands run hook.sh, which runs the record,
// and hookguard checks the workspace's wrapper against it, so a wrapper the agent deleted or
// edited fails closed. Each wrapper picks which hookguard runs (never from a workspace file
// alone), pipes the harness's payload to `hookguard run`, and turns anything but a deliberate
// answer into the harness's non-blocking form.
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

//go:embed findbin.sh.tmpl
var findbinText string

//go:embed githook.sh.tmpl
var gitText string

//go:embed passthrough.sh.tmpl
var passText string

// wrapperRoot is how a harness wrapper finds the workspace it sits in:
// .hookguard/runners/<runner>/<wrapper>, three levels up from the wrapper, which is $0 when it
// runs as itself and hg_w when hook.sh sources its record.
const wrapperRoot = `hg_self=${hg_w:-$0}
  case $hg_self in */*) hg_dir=${hg_self%/*} ;; *) hg_dir=. ;; esac
  hg_root=$(CDPATH= cd -- "$hg_dir/../../.." 2>/dev/null && pwd -P) || hg_root=`

// gitRoot is how a git shim finds it: from git, because a shim may sit in a hooks directory
// outside the work tree (a core.hooksPath the repository owns) or be called by husky or
// lefthook from theirs.
const gitRoot = `  hg_root=$(CDPATH= cd -- "$hg_top" 2>/dev/null && pwd -P) || hg_root=`

// parse reads a script template together with the shared binary rungs.
func parse(name, text string) (*template.Template, error) {
	t, err := template.New(name).Parse(text)
	if err != nil {
		return nil, err
	}
	if _, err := t.New("shared").Parse(findbinText); err != nil {
		return nil, err
	}
	return t, nil
}

// Spec says which wrapper to render.
type Spec struct {
	Runner   hookguard.Runner
	Name     string          // file name, e.g. guard-shell.sh
	What     string          // what it guards, in words, for its header comment
	Group    hookguard.Group // --group; "" where the binary routes by tool (MCP, Clarvis)
	Deadline time.Duration   // --deadline, below the harness's own timeout
	// Before is true for a wrapper that answers before an action runs (pre-shell, pre-files,
	// pre-read): a hookguard killed by a signal there refuses the action, where elsewhere it
	// warns and lets the harness go on.
	Before bool
	// Project is true for wrappers inside a workspace: only they may run that workspace's own
	// build. Wrappers installed with --user live in the user's config directory.
	Project bool
}

// forms is how runner r shows a warning without blocking (reference/harness-protocols.md), and
// the non-blocking status for a run that failed: Claude and Gemini show exit 1's stderr and go
// on; Codex shows a systemMessage on exit 0 (it marks other codes failed, which is noise);
// Clarvis takes an advise verdict and goes on at 0.
func forms(r hookguard.Runner) (warn string, fail int, ok bool) {
	switch r {
	case hookguard.Claude, hookguard.Gemini:
		return "stderr-1", 1, true
	case hookguard.Codex:
		return "json-system", 0, true
	case hookguard.Clarvis:
		return "json-advise", 0, true
	}
	return "", 0, false
}

// twoExit is what exit 2 from `hookguard run` becomes. Codex's adapter blocks (and continues a
// stop) with exit 2, and every adapter answers a crash of a pre-* hook with 2 on purpose. But
// Claude's and Gemini's adapters answer a stop and a session start in JSON with exit 0, so a 2
// there is a crash (or `run-recorded` saying MissingLine): passing it on would send the agent
// back to work for a reason that is not a guard's, and Gemini drops a session start's denial
// unread, where exit 1 shows the reason to the user.
func twoExit(r hookguard.Runner, g hookguard.Group) int {
	if (g == hookguard.Stop || g == hookguard.SessionStart) && (r == hookguard.Claude || r == hookguard.Gemini) {
		return 1
	}
	return 2
}

// Render returns a wrapper's text.
func Render(s Spec) ([]byte, error) {
	warn, fail, ok := forms(s.Runner)
	if !ok {
		return nil, fmt.Errorf("runners: no wrapper form for runner %q", s.Runner)
	}
	t, err := parse("wrapper", wrapperText)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = t.Execute(&b, map[string]any{
		"RootLines": wrapperRoot,
		"Runner":    string(s.Runner),
		"What":      s.What,
		"Group":     string(s.Group),
		"Deadline":  s.Deadline.String(),
		"Project":   s.Project,
		"Warn":      warn,
		"Two":       twoExit(s.Runner, s.Group),
		"Fail":      fail,
		"Before":    s.Before,
	})
	return b.Bytes(), err
}

// GitMarker begins the second line of every script `install git` writes: uninstall removes a
// file only when it carries it, and install overwrites only such a file.
const GitMarker = "# hookguard git "

// GitHook is one git shim to render.
type GitHook struct {
	Hook  string          // git's hook name: pre-commit, pre-push, pre-merge-commit
	Group hookguard.Group // the group it runs
	What  string          // what the group judges, in words
	// Chain is true for the shims in .hookguard/hooks/, which core.hooksPath points at: they run
	// the repository's .git/hooks/<hook> (or its .pre-commit-config.yaml) first. A copy that
	// runs from a hooks directory the repository owns, or from husky or lefthook, chains nothing.
	Chain bool
}

// RenderGit returns a git shim's text.
func RenderGit(g GitHook) ([]byte, error) {
	t, err := parse("git", gitText)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = t.Execute(&b, map[string]any{
		"RootLines": gitRoot,
		"Project":   true,
		"Hook":      g.Hook,
		"Group":     string(g.Group),
		"What":      g.What,
		"Chain":     g.Chain,
		"Stdin":     g.Hook == "pre-push",
	})
	return b.Bytes(), err
}

// RenderPassThrough returns the shim that keeps a repository's own .git/hooks/<hook> running
// once core.hooksPath points elsewhere.
func RenderPassThrough(hook string) ([]byte, error) {
	t, err := template.New("pass").Parse(passText)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = t.Execute(&b, map[string]any{"Hook": hook})
	return b.Bytes(), err
}
