package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/hook"
	"github.com/hookguard/hookguard/install"
)

func init() {
	register("install", "wire hookguard into the agent harnesses: wrappers and settings entries", installCmd)
	register("uninstall", "remove exactly what install wrote", uninstallCmd)
	register("doctor", "say which harnesses are armed, with which hookguard, and what fixes the rest", doctorCmd)
	register("list-hooks", "every harness event hookguard is wired to, its group and guards", listHooksCmd)
}

// installEnv is where install works: the workspace root, and the user's config directory
// (outside the workspace) where the binary's path is recorded.
func (c *ctx) installEnv(root string) install.Env {
	r, _ := filepath.Abs(rootFlag(c, root))
	exe, _ := os.Executable()
	env := install.Env{Root: r, Home: c.home(), ConfigDir: filepath.Dir(c.userConfig()), Exe: exe}
	for _, k := range agentEnv() {
		if c.getenv(k) != "" {
			env.UserConfigLocked = fmt.Sprintf("this shell was started by a coding agent (%s is set), and which hookguard guards it is a person's choice: run `hookguard install` in your own terminal", k)
			break
		}
	}
	return env
}

// doors picks the doors named on the command line, all of them when none is.
func doors(c *ctx, cmd string, names []string) ([]install.Door, bool) {
	all := install.Doors()
	if len(names) == 0 {
		return all, true
	}
	var out []install.Door
	seen := map[string]bool{}
	for _, n := range names {
		var found install.Door
		for _, d := range all {
			if d.Name() == n {
				found = d
			}
		}
		switch {
		case found != nil:
			if !seen[n] {
				out = append(out, found)
				seen[n] = true
			}
		default:
			fmt.Fprintf(c.stderr, "hookguard %s: %q is not a runner install knows (%s)\n", cmd, n, doorNames(all))
			return nil, false
		}
	}
	return out, true
}

func doorNames(ds []install.Door) string {
	s := make([]string, len(ds))
	for i, d := range ds {
		s[i] = d.Name()
	}
	return strings.Join(s, ", ")
}

func scopeFlags(fs *flagSet) (user, local, dry *bool, root *string) {
	var dirs []string
	for _, d := range harness.All() {
		dirs = append(dirs, "~/"+d.Dir)
	}
	user = fs.Bool("user", false, "the user-level settings files ("+strings.Join(dirs, ", ")+"), for every workspace")
	var locals []string
	for _, d := range harness.All() {
		if d.Local != harness.None {
			locals = append(locals, d.Name+"'s uncommitted "+d.Local+" instead of "+d.Project)
		}
	}
	local = fs.Bool("local", false, strings.Join(locals, "; "))
	dry = fs.Bool("dry-run", false, "say what would change, change nothing")
	root = fs.String("root", "", "the workspace root (default: the git work tree around the current directory)")
	return
}

func scopeOf(c *ctx, cmd string, user, local bool) (install.Scope, bool) {
	switch {
	case user && local:
		fmt.Fprintf(c.stderr, "hookguard %s: --user and --local name different files; pick one\n", cmd)
		return 0, false
	case user:
		return install.User, true
	case local:
		return install.Local, true
	}
	return install.Project, true
}

// needRoot refuses a project or --local install or uninstall outside a git work tree when no
// --root names the project: the cwd is then no project (in the home directory, its settings
// files are the user-level ones, read in every project), and guessing writes hooks where no
// harness looks for them, or everywhere. --user needs no project.
func needRoot(c *ctx, cmd, root string, scope install.Scope) bool {
	if root != "" || scope == install.User {
		return true
	}
	cwd, _ := os.Getwd()
	// FindRoot gives cwd itself when no .git is found on the way up.
	if _, err := os.Lstat(filepath.Join(hook.FindRoot(cwd), ".git")); err == nil {
		return true
	}
	fmt.Fprintf(c.stderr, "hookguard %s: %s is not inside a git repository, so there is no project here: run it in your project, name the project with --root DIR, or use --user for every project\n", cmd, cwd)
	return false
}

func printReport(c *ctx, r install.Report) {
	for _, l := range r.Lines {
		fmt.Fprintln(c.stdout, l)
	}
	for _, n := range r.Notices {
		fmt.Fprintln(c.stdout, n)
	}
}

func installCmd(c *ctx, args []string) int {
	fs := flags(c, "install", "[RUNNER...] [--user | --local] [--dry-run] [--dev]")
	user, local, dry, root := scopeFlags(fs)
	dev := fs.Bool("dev", false, "this checkout is hookguard's own source: let its wrappers run the ./hookguard it builds (recorded in your config, never read from the workspace)")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	scope, ok := scopeOf(c, "install", *user, *local)
	if !ok {
		return 2
	}
	ds, ok := doors(c, "install", fs.Args())
	if !ok {
		return 2
	}
	if !needRoot(c, "install", *root, scope) {
		return 2
	}
	env := c.installEnv(*root)
	// Say first where this lands: a wrong root is the mistake that breaks every project.
	if scope == install.User {
		fmt.Fprintln(c.stdout, "scope: user level, for every project")
	} else {
		fmt.Fprintf(c.stdout, "project: %s\n", env.Root)
	}
	code := 0
	if line, err := install.RecordBinary(env, *dry); err != nil {
		fmt.Fprintf(c.stderr, "hookguard install: %v\n", err)
		code = 1
	} else {
		fmt.Fprintln(c.stdout, line)
	}
	if *dev {
		line, err := install.RecordDev(env, *dry)
		if err != nil {
			fmt.Fprintf(c.stderr, "hookguard install: %v\n", err)
			return 1
		}
		fmt.Fprintln(c.stdout, line)
	}
	for _, d := range ds {
		r := d.Install(env, install.Options{Scope: scope, DryRun: *dry})
		printReport(c, r)
		if r.Failed {
			code = 1
		}
	}
	if scope != install.User {
		if p := config.ProjectFile(env.Root); p != "" {
			data, err := os.ReadFile(p)
			if err == nil && !c.store().Trusted(p, config.Sum(data)) {
				fmt.Fprintf(c.stdout, "config: %s applies only once a person trusts it: read it, then run `hookguard trust`\n", relOr(env.Root, p))
			}
		}
	}
	fmt.Fprintln(c.stdout, "Nothing was committed or staged: review the diff.")
	return code
}

func relOr(root, p string) string {
	if r, err := filepath.Rel(root, p); err == nil && !strings.HasPrefix(r, "..") {
		return r
	}
	return p
}

func uninstallCmd(c *ctx, args []string) int {
	fs := flags(c, "uninstall", "[RUNNER...] [--user | --local] [--dry-run]")
	user, local, dry, root := scopeFlags(fs)
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	scope, ok := scopeOf(c, "uninstall", *user, *local)
	if !ok {
		return 2
	}
	ds, ok := doors(c, "uninstall", fs.Args())
	if !ok {
		return 2
	}
	if !needRoot(c, "uninstall", *root, scope) {
		return 2
	}
	env := c.installEnv(*root)
	code := 0
	for _, d := range ds {
		r := d.Uninstall(env, install.Options{Scope: scope, DryRun: *dry})
		printReport(c, r)
		if r.Failed {
			code = 1
		}
	}
	return code
}

func doctorCmd(c *ctx, args []string) int {
	fs := flags(c, "doctor", "[--strict] [--json]")
	strict := fs.Bool("strict", false, "exit 1 when an installed rung is disarmed, or nothing is installed")
	asJSON := fs.Bool("json", false, "print the findings as JSON")
	root := fs.String("root", "", "the workspace root (default: the git work tree around the current directory)")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	env := c.installEnv(*root)
	var all []install.Status
	installed, disarmed := 0, 0
	for _, d := range install.Doors() {
		s := d.Doctor(env)
		all = append(all, s)
		if s.Installed {
			installed++
			if !s.Armed {
				disarmed++
			}
		}
	}
	for _, s := range []install.Status{doctorMultivac(env.Root), doctorLedger(c.store().Dir, env.Root), doctorBuild(env, c.store().Dir), doctorManaged(c, env.Root)} {
		all = append(all, s)
		if s.Installed && !s.Armed {
			disarmed++ // a governed project whose verify cannot run; not a wired rung by itself
		}
	}
	if *asJSON {
		b, _ := json.MarshalIndent(all, "", "  ")
		fmt.Fprintln(c.stdout, string(b))
	} else {
		for _, s := range all {
			fmt.Fprintln(c.stdout, s.Line())
		}
	}
	if !*strict {
		return 0
	}
	switch {
	case installed == 0:
		fmt.Fprintln(c.stderr, "hookguard doctor --strict: no harness is wired: run `hookguard install`")
		return 1
	case disarmed > 0:
		fmt.Fprintf(c.stderr, "hookguard doctor --strict: %d of %d installed rung(s) disarmed: see above\n", disarmed, installed)
		return 1
	}
	return 0
}

func listHooksCmd(c *ctx, args []string) int {
	fs := flags(c, "list-hooks", "[--json]")
	asJSON := fs.Bool("json", false, "print the stable JSON form (version 1) that automation reads")
	root := fs.String("root", "", "the workspace root (default: the git work tree around the current directory)")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	env := c.installEnv(*root)
	cfg, cfgErr := c.load(env.Root)
	guardsOf := func(g hookguard.Group) []install.GuardState {
		out := []install.GuardState{}
		if cfg == nil {
			return out
		}
		for _, name := range cfg.Groups[g] {
			st := install.GuardState{Name: name, Enabled: true, Mode: "enforce"}
			if m := cfg.Common[name].Mode; m != "" {
				st.Mode = m
			} else if cfg.Mode != "" {
				st.Mode = cfg.Mode
			}
			info, err := guards.Lookup(name)
			switch {
			case err != nil:
				st.Enabled, st.Problem = false, err.Error()
			case !info.Handles(g):
				st.Enabled, st.Problem = false, fmt.Sprintf("the %s guard cannot judge %s events", name, g)
			}
			out = append(out, st)
		}
		return out
	}
	l := install.ListHooks(env, guardsOf)
	if cfgErr != nil {
		fmt.Fprintf(c.stderr, "hookguard list-hooks: the configuration does not load, so no guards are shown: %v\n", cfgErr)
	}
	if *asJSON {
		b, _ := json.MarshalIndent(l, "", "  ")
		fmt.Fprintln(c.stdout, string(b))
		return 0
	}
	for _, r := range l.Runners {
		for _, h := range r.Hooks {
			m := ""
			if h.Matcher != "" {
				m = " [" + h.Matcher + "]"
			}
			var gs []string
			for _, g := range h.Groups {
				var names []string
				for _, gd := range g.Guards {
					n := gd.Name
					if !gd.Enabled {
						n += "(off)"
					} else if gd.Mode == "observe" {
						n += "(observe)"
					}
					names = append(names, n)
				}
				gs = append(gs, g.Group+": "+strings.Join(names, ", "))
			}
			state := "not wired"
			if h.Wired {
				state = "wired in " + strings.Join(h.WiredIn, ", ")
			}
			if h.OldCommand {
				state += " · by the command an earlier install wrote, which runs the wrapper unchecked: hookguard install " + r.Runner
			}
			switch {
			case h.OldCommand && h.WrapperState != "ok":
				state += " · wrapper " + h.Wrapper + " " + h.WrapperState
			case h.WrapperState == "missing", h.WrapperState == "changed", h.WrapperState == "unrecorded":
				state += " · wrapper " + h.Wrapper + " " + h.WrapperState + ": fails closed"
			case h.WrapperState == "outdated":
				state += " · wrapper " + h.Wrapper + " not as this hookguard writes it"
			}
			fmt.Fprintf(c.stdout, "%-8s %s%s → %s · %s\n", r.Runner, h.Event, m, strings.Join(gs, " | "), state)
		}
	}
	if l.Git != nil {
		for _, h := range l.Git.Hooks {
			var gs []string
			for _, g := range h.Groups {
				var names []string
				for _, gd := range g.Guards {
					names = append(names, gd.Name)
				}
				gs = append(gs, g.Group+": "+strings.Join(names, ", "))
			}
			fmt.Fprintf(c.stdout, "%-8s %s → %s · %s %s\n", "git", h.Hook, strings.Join(gs, " | "), h.State, h.Path)
		}
	}
	return 0
}
