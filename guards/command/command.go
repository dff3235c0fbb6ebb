// Package command is the guard that runs any external program as a check: the project's tests
// before the agent may stop, a linter before a commit. A non-zero exit blocks with the tail of
// the program's output; a program that is not installed warns and allows, because installed is
// not enforcing and a guard that locks people out gets deleted.
package command

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/guards/internal/proc"
	"github.com/hookguard/hookguard/paths"
)

// Name is the guard's registered name.
const Name = "command"

func init() {
	guards.Register(guards.Info{
		Name:    Name,
		Summary: "runs the programs declared under [[guards.command.checks]]; a non-zero exit blocks with the tail of its output",
		Groups: []hookguard.Group{hookguard.PreShell, hookguard.PreFiles, hookguard.PreRead, hookguard.Prompt,
			hookguard.Stop, hookguard.SessionStart, hookguard.PostEdit, hookguard.PreCommit, hookguard.PrePush},
		New: func() guards.Guard { return &Guard{} },
	})
}

// Check is one [[guards.command.checks]] entry.
type Check struct {
	// Name identifies the check in reasons, in the audit log and as the verdict's rule; a later
	// layer's check with the same name replaces it.
	Name    string   `toml:"name"`
	Command string   `toml:"command"` // the program: a name on PATH, or a path (relative: to dir, where it runs)
	Args    []string `toml:"args"`
	// Dir is where it runs: relative to the project root, which is the default.
	Dir     string            `toml:"dir"`
	Timeout time.Duration     `toml:"timeout"` // 0: 2m, always within the guard's and the hook's own deadline
	Env     map[string]string `toml:"env"`     // laid over the hook's environment
	// Groups narrows the check to these groups; empty runs it in every group that lists the
	// command guard.
	Groups []string `toml:"groups"`
	// OnError says what a run that ended without an exit status means (a timeout, a program
	// that could not start): "block" (the default) or "allow".
	OnError string `toml:"on_error"`
	// Disabled switches a check off in a later layer without restating it.
	Disabled bool `toml:"disabled"`
}

// Options are the [guards.command] keys.
type Options struct {
	Checks []Check `toml:"checks"`
}

// Guard is the command guard.
type Guard struct {
	checks []Check
}

// Configure applies one layer: its checks are added, a name already declared is replaced.
func (g *Guard) Configure(o guards.Options) error {
	var opts Options
	if err := o.Decode(&opts); err != nil {
		return err
	}
	for _, c := range opts.Checks {
		replaced := false
		for i := range g.checks {
			if g.checks[i].Name == c.Name && c.Name != "" {
				g.checks[i], replaced = c, true
			}
		}
		if !replaced {
			g.checks = append(g.checks, c)
		}
	}
	return nil
}

// Validate checks every declared check once all layers are applied.
func (g *Guard) Validate() error {
	var problems []string
	seen := map[string]bool{}
	for i, c := range g.checks {
		at := fmt.Sprintf("checks[%d]", i)
		if c.Name == "" {
			problems = append(problems, at+": give the check a name")
		} else {
			at = fmt.Sprintf("check %q", c.Name)
			if seen[c.Name] {
				problems = append(problems, at+": declared twice in one file; give each check its own name")
			}
			seen[c.Name] = true
		}
		if strings.TrimSpace(c.Command) == "" {
			problems = append(problems, at+": command is empty; name the program to run (its arguments go in args)")
		}
		if c.OnError != "" && c.OnError != "block" && c.OnError != "allow" {
			problems = append(problems, fmt.Sprintf("%s: on_error %q is not a policy; write \"block\" or \"allow\"", at, c.OnError))
		}
		for _, gr := range c.Groups {
			if !hookguard.Group(gr).Valid() {
				problems = append(problems, fmt.Sprintf("%s: %q is not a group", at, gr))
			}
		}
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	return nil
}

// Rules lists the checks for `hookguard guards`.
func (g *Guard) Rules() []guards.RuleInfo {
	out := make([]guards.RuleInfo, 0, len(g.checks))
	for _, c := range g.checks {
		out = append(out, guards.RuleInfo{ID: c.Name, Summary: strings.Join(append([]string{c.Command}, c.Args...), " "), Enabled: !c.Disabled})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

func (c Check) runsIn(g hookguard.Group) bool {
	if c.Disabled {
		return false
	}
	if len(c.Groups) == 0 {
		return true
	}
	for _, x := range c.Groups {
		if hookguard.Group(x) == g {
			return true
		}
	}
	return false
}

// Check runs the event group's checks in declared order; the first that fails blocks.
func (g *Guard) Check(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	var notes []string
	for _, c := range g.checks {
		if !c.runsIn(ev.Group) {
			continue
		}
		v, note, err := run(ctx, c, ev)
		if err != nil {
			return hookguard.Verdict{}, err
		}
		if v.Decision == hookguard.Block {
			return v, nil
		}
		if note != "" {
			notes = append(notes, note)
		}
	}
	if len(notes) > 0 {
		return hookguard.Verdict{Decision: hookguard.Advise, Guard: Name, Rule: "not-run", Reason: strings.Join(notes, "\n")}, nil
	}
	return hookguard.Allowed(), nil
}

func run(ctx context.Context, c Check, ev *hookguard.Event) (hookguard.Verdict, string, error) {
	root := ev.Root
	if root == "" {
		root = ev.Cwd
	}
	dir := root
	if c.Dir != "" {
		dir = c.Dir
		if !filepath.IsAbs(dir) {
			dir = paths.Join(root, dir)
		}
	}
	prog := c.Command
	if strings.ContainsRune(prog, '/') && !filepath.IsAbs(prog) {
		prog = paths.Join(dir, prog)
	}
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = 2 * time.Minute
	}
	env := make([]string, 0, len(c.Env)+2)
	keys := make([]string, 0, len(c.Env))
	for k := range c.Env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		env = append(env, k+"="+c.Env[k])
	}
	// The check may want to know why it runs: the group, and the root it judges.
	env = append(env, "HOOKGUARD_GROUP="+string(ev.Group), "HOOKGUARD_ROOT="+root)
	spec := proc.Spec{Path: prog, Args: c.Args, Dir: dir, Env: proc.Environ(nil, env...), Timeout: timeout}
	shown := strings.Join(append([]string{c.Command}, c.Args...), " ")
	res, err := proc.Run(ctx, spec)
	switch {
	case errors.Is(err, proc.ErrNotInstalled):
		return hookguard.Allowed(), fmt.Sprintf("check %q was NOT run: %s is not installed, so nothing was checked; install it, or remove the check from [guards.command]", c.Name, c.Command), nil
	case err != nil && ctx.Err() != nil:
		return hookguard.Verdict{}, "", err
	case err != nil:
		return onError(c, fmt.Sprintf("check %q (%s) could not run: %v", c.Name, shown, err))
	case res.TimedOut:
		return onError(c, fmt.Sprintf("check %q (%s) did not finish within %s and was stopped%s", c.Name, shown, res.Elapsed.Round(time.Millisecond), tailOf(res)))
	case res.Exit != 0:
		why := fmt.Sprintf("exited with status %d", res.Exit)
		if res.Exit < 0 {
			why = "was ended by a signal"
		}
		v := hookguard.Blocked(Name, c.Name, fmt.Sprintf("check %q (%s, in %s) %s%s", c.Name, shown, dir, why, tailOf(res)))
		v.Action = "check " + c.Name + " " + dir
		return v, "", nil
	}
	return hookguard.Allowed(), "", nil
}

func onError(c Check, msg string) (hookguard.Verdict, string, error) {
	if c.OnError == "allow" {
		return hookguard.Allowed(), msg + " (on_error = \"allow\": let through)", nil
	}
	v := hookguard.Blocked(Name, c.Name, msg+"; fix the check or raise its timeout, or set on_error = \"allow\" on it to let such failures through")
	v.NoCode = true
	return v, "", nil
}

func tailOf(r proc.Result) string {
	t := proc.Tail(r.Output, r.Cut, 40, 4000)
	if t == "" {
		return " (no output)"
	}
	return ":\n" + t
}
