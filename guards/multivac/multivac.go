// Package multivac is the guard that runs multivac's `verify` on both rungs of the ladder: in
// the harness (session start, after an edit, before the agent stops) and in git (pre-commit,
// pre-push, a CI range). hookguard calls verify itself, the way the seed's shim would, with the
// runner chosen most specific first, no stdin, no harness variables and a killed process group
// on timeout; what each group does with a red report follows the seed's harness wrappers.
package multivac

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/guards/internal/proc"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/state"
)

// Name is the guard's registered name.
const Name = "multivac"

func init() {
	guards.Register(guards.Info{
		Name:    Name,
		Summary: "runs multivac's verify (this repository's build, its node_modules, or mvac on PATH); red blocks, none found warns",
		Groups: []hookguard.Group{hookguard.Stop, hookguard.SessionStart, hookguard.PostEdit,
			hookguard.PreCommit, hookguard.PrePush},
		New: func() guards.Guard { return New() },
	})
}

// Options are the [guards.multivac] keys.
type Options struct {
	// StrictPrePush runs `verify --strict` before a push: the push is the last hop out of the
	// machine, the one worth the harder bar (the seed's recommended ladder).
	StrictPrePush bool `toml:"strict_pre_push"`
	// Always runs verify even in a directory that shows no sign of multivac (no .multivac/,
	// no package.json naming it). Off by default, so that a global mvac does not judge every
	// other project on the machine.
	Always bool `toml:"always"`
}

// Guard is the multivac guard.
type Guard struct {
	opts   Options
	getenv func(string) string
}

// New returns the guard with its defaults.
func New() *Guard { return &Guard{getenv: os.Getenv} }

// Configure applies one layer's [guards.multivac] table.
func (g *Guard) Configure(o guards.Options) error { return o.Decode(&g.opts) }

// Runner is the multivac a directory would run: the command and what to call it in reports.
type Runner struct {
	Argv []string // program and arguments before "verify"
	Name string   // as doctor and reports say it: "node dist/cli.js", "npx multivac", "mvac on PATH"
}

// Find picks the multivac that governs dir, most specific first; ok is false when there is none.
// look resolves a program on PATH (proc.Look in production).
func Find(dir string, look func(string) (string, error)) (Runner, bool) {
	// 1. This repository's own build, only when this repository IS multivac: dist/cli.js plus
	// node_modules describes most Node CLI repositories, and running theirs as multivac would
	// execute somebody else's program under multivac's name. A dist/ without node_modules is
	// not a runner: node fails on its first bare import, and that exit would block.
	if isFile(filepath.Join(dir, "dist", "cli.js")) && isDir(paths.Join(dir, "node_modules")) && packageName(dir) == "multivac" {
		if node, err := look("node"); err == nil {
			return Runner{Argv: []string{node, filepath.Join(dir, "dist", "cli.js")}, Name: "node dist/cli.js"}, true
		}
	}
	// 2. The multivac this repository declares.
	if isFile(filepath.Join(dir, "node_modules", "multivac", "package.json")) {
		if npx, err := look("npx"); err == nil {
			return Runner{Argv: []string{npx, "--no-install", "multivac"}, Name: "npx multivac (node_modules)"}, true
		}
	}
	// 3. Whatever the machine has.
	if mvac, err := look("mvac"); err == nil {
		return Runner{Argv: []string{mvac}, Name: "mvac on PATH"}, true
	}
	return Runner{}, false
}

// Governed reports whether dir shows that multivac governs it: a .multivac/ directory (the
// brain and every repository doors reached carry one), or a package.json that is multivac or
// depends on it.
func Governed(dir string) bool {
	if isDir(paths.Join(dir, ".multivac")) {
		return true
	}
	data, err := state.ReadFile(paths.Join(dir, "package.json"), 0)
	if err != nil {
		return false
	}
	var p struct {
		Name string            `json:"name"`
		Deps map[string]string `json:"dependencies"`
		Dev  map[string]string `json:"devDependencies"`
	}
	if json.Unmarshal(data, &p) != nil {
		return false
	}
	_, dep := p.Deps["multivac"]
	_, dev := p.Dev["multivac"]
	return p.Name == "multivac" || dep || dev
}

func packageName(dir string) string {
	data, err := state.ReadFile(paths.Join(dir, "package.json"), 0)
	if err != nil {
		return ""
	}
	var p struct {
		Name string `json:"name"`
	}
	if json.Unmarshal(data, &p) != nil {
		return ""
	}
	return p.Name
}

func isFile(p string) bool { fi, err := os.Stat(p); return err == nil && fi.Mode().IsRegular() }
func isDir(p string) bool  { fi, err := os.Stat(p); return err == nil && fi.IsDir() }

// inactive is the seed's words for a governed directory with no runner.
const inactive = "multivac: hooks INACTIVE — no runnable multivac, nothing was verified. Fix: install multivac (npm i -g multivac), or build it here (pnpm install && pnpm run build)"

// Check runs verify in every directory the event governs.
func (g *Guard) Check(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	var advice []string
	for _, dir := range dirs(ev) {
		v, err := g.one(ctx, ev, dir)
		if err != nil || v.Decision == hookguard.Block {
			return v, err
		}
		if v.Decision == hookguard.Advise {
			advice = append(advice, v.Reason)
		}
	}
	if len(advice) > 0 {
		return hookguard.Verdict{Decision: hookguard.Advise, Guard: Name, Reason: strings.Join(advice, "\n")}, nil
	}
	return hookguard.Allowed(), nil
}

// dirs are the governed directories: after an edit, the repository of each file written (a
// change worktree edited from a session at the main checkout is judged where it lives);
// otherwise the project root.
func dirs(ev *hookguard.Event) []string {
	root := ev.Root
	if root == "" {
		root = ev.Cwd
	}
	if ev.Group != hookguard.PostEdit || len(ev.Files) == 0 {
		return []string{root}
	}
	var out []string
	seen := map[string]bool{}
	for _, f := range ev.Files {
		d := repoOf(paths.Dir(paths.Abs(f.Path, ev.Cwd, ev.Home)), root)
		if !seen[d] {
			seen[d] = true
			out = append(out, d)
		}
	}
	return out
}

// repoOf walks up from dir to the top of its work tree; outside any, the project root.
func repoOf(dir, root string) string {
	for d := dir; ; d = paths.Dir(d) {
		if _, err := os.Lstat(paths.Join(d, ".git")); err == nil {
			return d
		}
		if d == paths.Dir(d) {
			return root
		}
	}
}

func (g *Guard) one(ctx context.Context, ev *hookguard.Event, dir string) (hookguard.Verdict, error) {
	if !g.opts.Always && !Governed(dir) {
		return hookguard.Allowed(), nil
	}
	harness := ev.Runner != hookguard.Git && ev.Runner != hookguard.CLI
	st := state.Open(state.Dir(g.getenv))
	if end, ok := ctx.Deadline(); ok {
		st.Waits.Until = end // its lock waits end with the guard's own time
	}
	r, ok := Find(dir, proc.Look)
	if !ok {
		if harness {
			if was, _ := st.MultivacRunner(ev.Root, ev.SessionID, dir); was != "" && (ev.Group == hookguard.PostEdit || ev.Group == hookguard.Stop) {
				v := hookguard.Blocked(Name, "runner-gone", fmt.Sprintf("multivac ran here earlier in this session (%s) and cannot run now, so nothing is verified any more in %s. If an edit removed it (dist/, node_modules, package.json), restore it; otherwise tell the user. Fix: install multivac (npm i -g multivac), or build it here (pnpm install && pnpm run build)", was, dir))
				v.NoCode = true
				return v, nil
			}
			if ev.Group == hookguard.PostEdit || ev.Group == hookguard.Stop {
				return hookguard.Allowed(), nil // said at session start; not after every edit
			}
		}
		return hookguard.Verdict{Decision: hookguard.Advise, Guard: Name, Rule: "inactive", Reason: inactive}, nil
	}
	if harness {
		// A failure to record only costs the "gone since" notice later: never a reason to block.
		_ = st.SetMultivacRunner(ev.Root, ev.SessionID, dir, r.Name)
	}
	args := append(append([]string(nil), r.Argv[1:]...), "verify")
	strict := ev.PermissionMode == "strict" || (ev.Group == hookguard.PrePush && g.opts.StrictPrePush)
	if strict {
		args = append(args, "--strict")
	}
	if rng, ok := strings.CutPrefix(ev.HookEvent, "range "); ok && ev.Runner == hookguard.Git {
		args = append(args, "--range", rng)
	}
	args = append(args, dir)
	res, err := proc.Run(ctx, proc.Spec{
		Path: r.Argv[0], Args: args, Dir: dir,
		// verify reads a harness payload from stdin when CLAUDE_PROJECT_DIR is set; hookguard
		// has named the directory, so no harness variable reaches it.
		Env:  proc.Environ(harnessVar, "MULTIVAC_QUIET=1"),
		Keep: 256 << 10,
	})
	shown := r.Name + " verify"
	if strict {
		shown += " --strict"
	}
	report := proc.Tail(res.Output, res.Cut, 400, 32<<10)
	switch {
	case errors.Is(err, proc.ErrNotInstalled):
		return hookguard.Verdict{Decision: hookguard.Advise, Guard: Name, Rule: "inactive", Reason: inactive}, nil
	case err != nil:
		if ev.Group == hookguard.SessionStart {
			return hookguard.Verdict{Decision: hookguard.Advise, Guard: Name, Rule: "error", Reason: fmt.Sprintf("multivac (%s) could not run: %v; nothing was verified", shown, err)}, nil
		}
		return hookguard.Verdict{}, fmt.Errorf("multivac (%s) could not run in %s: %v", shown, dir, err)
	case res.TimedOut:
		msg := fmt.Sprintf("multivac (%s) did not finish within %s in %s and was stopped; nothing was verified", shown, res.Elapsed.Round(time.Millisecond), dir)
		if ev.Group == hookguard.SessionStart {
			return hookguard.Verdict{Decision: hookguard.Advise, Guard: Name, Rule: "timeout", Reason: msg}, nil
		}
		return hookguard.Verdict{}, errors.New(msg + " (raise [guards.multivac] timeout if verify needs longer)")
	}
	if ev.Group == hookguard.SessionStart {
		// Session start never blocks: the report is the context the agent starts from.
		head := "multivac verify: green"
		if res.Exit != 0 {
			head = "multivac verify: RED (exit " + fmt.Sprint(res.Exit) + ") — what the brain claims is not all true right now"
		}
		if report != "" {
			head += "\n" + report
		}
		return hookguard.Verdict{Decision: hookguard.Advise, Guard: Name, Rule: "session", Reason: head}, nil
	}
	if res.Exit == 0 {
		return hookguard.Allowed(), nil
	}
	if report == "" {
		report = "(verify printed nothing)"
	}
	what := map[hookguard.Group]string{
		hookguard.PostEdit:  "after this edit",
		hookguard.Stop:      "before the agent stops",
		hookguard.PreCommit: "for this commit",
		hookguard.PrePush:   "for this push",
	}[ev.Group]
	why := fmt.Sprintf("%s is red %s (exit %d, in %s):\n%s", shown, what, res.Exit, dir, report)
	switch ev.Group {
	case hookguard.PostEdit:
		why += "\nThe edit is on disk; read the report and fix what it names (a red law, or a config the edit broke) before going on."
	case hookguard.Stop:
		why += "\nFix what the report names before finishing, or tell the user why it stays red."
	}
	v := hookguard.Blocked(Name, "red", why)
	v.Action = "verify " + dir
	v.NoCode = ev.Group == hookguard.PostEdit || ev.Group == hookguard.Stop // nothing left to authorise
	return v, nil
}

// harnessVar reports the variables the harnesses set in hook processes (each descriptor's
// HookEnv), and verify's own MULTIVAC_QUIET, which hookguard sets: verify must see none.
func harnessVar(k string) bool {
	return harness.HookEnv(k) || strings.HasPrefix(k, "MULTIVAC_QUIET")
}
