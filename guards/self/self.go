// Package self is the guard that keeps the agent from switching hookguard off or faking what
// only a human may say. The boundary guard already stops writes to hookguard's state and
// config, to guards.toml and .hookguard/, and to harness settings, and reads of the ledger and
// its key; destructive stops --no-verify, core.hooksPath and HUSKY=0. This guard covers the
// rest: running hookguard in ways that change its state or fake a hook event, harness commands
// that rewrite their settings or speak into this session as if a human typed, git's other
// switches (SKIP=, config include files, --edit, whole-section removal), and environment that
// would point the hooks git runs at another configuration or ledger.
package self

import (
	"context"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/shell"
)

// Name is the guard's registered name.
const Name = "self"

func init() {
	guards.Register(guards.Info{
		Name:    Name,
		Summary: "the agent cannot run hookguard to change its state or fake an event, switch hooks off, or redirect hookguard's configuration",
		Groups:  []hookguard.Group{hookguard.PreShell, hookguard.PreFiles, hookguard.PreRead},
		New:     func() guards.Guard { return &Guard{} },
	})
}

// Guard is the self-protection guard.
type Guard struct{}

// Rules lists the rule ids for `hookguard guards`.
func (g *Guard) Rules() []guards.RuleInfo {
	return []guards.RuleInfo{
		{ID: "hookguard-cli", Summary: "hookguard run (a faked event), install, uninstall, trust, ledger revoke: anything but its read-only commands", Enabled: true},
		{ID: "harness-settings", Summary: "harness commands that rewrite hook settings (claude config set, codex features, gemini hooks)", Enabled: true},
		{ID: "session-inject", Summary: "a harness run that resumes or names a session, and so could speak into this one as if the human typed", Enabled: true},
		{ID: "git-hooks-off", Summary: "SKIP= for pre-commit, GIT_CONFIG_GLOBAL/SYSTEM, git config include files, --edit, removing the core section", Enabled: true},
		{ID: "env-redirect", Summary: "setting XDG_CONFIG_HOME, XDG_STATE_HOME or HOOKGUARD_* (and HOME for git and hookguard), which would point hooks at another configuration or ledger", Enabled: true},
		{ID: "envrc", Summary: "an .envrc that sets those variables for the next session", Enabled: true},
		{ID: "ledger-key", Summary: "any read, copy, move or write of the ledger's signing key, never authorisable by a code", Enabled: true},
	}
}

// Check judges one event.
func (g *Guard) Check(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	k := scopeFor(ev, osGetenv)
	switch ev.Group {
	case hookguard.PreRead:
		return k.files(ev), nil
	case hookguard.PreFiles:
		if v := k.files(ev); v.Decision != hookguard.Allow {
			return v, nil
		}
		for _, f := range ev.Files {
			if isEnvrc(f.Path) && redirectsHooks(f.Text) {
				return block("envrc", "writing "+f.Path+" would set variables that point hookguard at another configuration or ledger for every shell direnv loads there. Ask the user to make this change."), nil
			}
		}
	case hookguard.PreShell:
		s := shell.Of(ev)
		for _, c := range s.Commands {
			if err := ctx.Err(); err != nil {
				return hookguard.Verdict{}, err
			}
			if v := k.shell(c); v.Decision != hookguard.Allow {
				return v, nil
			}
			if v := command(c, ev.Command); v.Decision != hookguard.Allow {
				return v, nil
			}
		}
	}
	return hookguard.Allowed(), nil
}

func block(rule, reason string) hookguard.Verdict {
	v := hookguard.Blocked(Name, rule, reason)
	// Switching the guard off is not something to authorise from the chat: the person who
	// wants it runs the command in their own terminal, where the agent cannot.
	v.NoCode = true
	return v
}

const byHand = " If the user wants this, they run it in their own terminal."

func base(name string) string {
	n := strings.ToLower(filepath.Base(strings.TrimPrefix(name, `\`)))
	return strings.TrimSuffix(n, ".exe")
}

func command(c *shell.Command, src string) hookguard.Verdict {
	name := base(c.Name)
	if v := envCheck(c, name); v.Decision != hookguard.Allow {
		return v
	}
	for _, r := range c.Redirects {
		if (r.Op == ">" || r.Op == ">>" || r.Op == ">|" || r.Op == "&>" || r.Op == "&>>") && isEnvrc(r.Target) && redirectsHooks(src) {
			return block("envrc", "writing "+r.Target+" would set variables that point hookguard at another configuration or ledger."+byHand)
		}
	}
	if isWrapper(c.Name) {
		return block("hookguard-cli", "`"+c.Name+"` is a hook wrapper that the harness or git runs; run by the agent it would fake a hook event.")
	}
	if isHookguard(c.Name) {
		return hookguardArgs(c.Args, c.Dynamic)
	}
	switch name {
	case "sh", "bash", "zsh", "dash", "ksh", "env", "exec", "nohup", "timeout", "xargs", "busybox":
		for i, a := range c.Args {
			if !c.Dynamic[i] && isWrapper(a) {
				return block("hookguard-cli", "`"+a+"` is a hook wrapper that the harness or git runs; run by the agent it would fake a hook event.")
			}
		}
	case "npx", "bunx", "pnpx":
		for i, a := range c.Args {
			if !strings.HasPrefix(a, "-") {
				if isHookguard(a) || strings.HasSuffix(strings.ToLower(a), "/hookguard") {
					return hookguardArgs(c.Args[i+1:], c.Dynamic[i+1:])
				}
				break
			}
		}
	case "go":
		if len(c.Args) > 1 && c.Args[0] == "run" {
			for i, a := range c.Args[1:] {
				if strings.HasSuffix(strings.TrimSuffix(a, "/"), "cmd/hookguard") || strings.HasPrefix(a, "github.com/hookguard/hookguard/cmd/hookguard") {
					rest := c.Args[i+2:]
					return hookguardArgs(rest, c.Dynamic[i+2:])
				}
			}
		}
	case "claude":
		return claude(c)
	case "codex":
		return codex(c)
	case "gemini":
		return gemini(c)
	case "git":
		return git(c)
	}
	return hookguard.Allowed()
}

// isHookguard reports whether a command name runs hookguard itself.
func isHookguard(name string) bool { return base(name) == "hookguard" }

// isWrapper reports whether a command is one of the runner wrappers or git shims that install
// writes, each of which runs `hookguard run`.
func isWrapper(name string) bool {
	n := strings.ToLower(filepath.ToSlash(name))
	return strings.Contains(n, ".hookguard/runners/") || strings.Contains(n, ".hookguard/hooks/")
}

// readOnly are the hookguard subcommands that change nothing and fake nothing.
var readOnly = map[string]bool{
	"check": true, "corpus": true, "guards": true, "config": true, "validate": true, "version": true,
	"doctor": true, "list-hooks": true, "log": true, "help": true, "-h": true, "--help": true, "--version": true,
}

func hookguardArgs(args []string, dyn []bool) hookguard.Verdict {
	if len(args) == 0 {
		return hookguard.Allowed() // prints usage
	}
	if dyn[0] {
		return block("hookguard-cli", "this runs hookguard with a subcommand whose value cannot be known here."+byHand)
	}
	sub := args[0]
	if readOnly[sub] {
		return hookguard.Allowed()
	}
	if sub == "ledger" {
		if len(args) == 1 || !dyn[1] && (args[1] == "list" || args[1] == "verify" || args[1] == "--help" || args[1] == "-h") {
			return hookguard.Allowed()
		}
		return block("hookguard-cli", "`hookguard ledger "+strings.Join(args[1:], " ")+"` changes the authorisation ledger, which only the user changes; `hookguard ledger list` and `verify` only read it."+byHand)
	}
	switch sub {
	case "run":
		return block("hookguard-cli", "`hookguard run` is the hook entry that the harness calls; run by the agent it would fake a hook event (a prompt the human never typed, a tool call that never happened).")
	case "install", "uninstall":
		return block("hookguard-cli", "`hookguard "+sub+"` rewrites the hooks that run this guard."+byHand)
	case "trust":
		return block("hookguard-cli", "`hookguard trust` makes the project's guards.toml apply; it records that a person read it, so the agent cannot say so."+byHand)
	}
	return block("hookguard-cli", "`hookguard "+sub+"` is not one of hookguard's read-only commands ("+readOnlyList()+")."+byHand)
}

func readOnlyList() string {
	return "check, config, validate, guards, version, doctor, list-hooks, log, ledger list, ledger verify"
}

// has reports whether args hold one of the flags, bare or with =value.
func has(args []string, dyn []bool, flags ...string) string {
	for i, a := range args {
		if dyn[i] {
			continue
		}
		if a == "--" {
			return ""
		}
		for _, f := range flags {
			if a == f || strings.HasPrefix(f, "--") && strings.HasPrefix(a, f+"=") {
				return a
			}
		}
	}
	return ""
}

func positionals(args []string) []string {
	var out []string
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			out = append(out, a)
		}
	}
	return out
}

const injectWhy = " would run the harness inside a session the agent names: its prompt would reach the hooks and the transcript as if the human had typed it, which is how the human, and only the human, authorises a blocked action."

func claude(c *shell.Command) hookguard.Verdict {
	if f := has(c.Args, c.Dynamic, "--resume", "-r", "--continue", "-c", "--session-id"); f != "" {
		return block("session-inject", "`claude "+f+"`"+injectWhy+byHand)
	}
	pos := positionals(c.Args)
	if len(pos) >= 2 && pos[0] == "config" && pos[1] != "get" && pos[1] != "list" && pos[1] != "ls" {
		return block("harness-settings", "`claude config "+pos[1]+"` rewrites Claude Code's settings, which hold the hooks that run this guard (disableAllHooks switches them all off)."+byHand)
	}
	return hookguard.Allowed()
}

func codex(c *shell.Command) hookguard.Verdict {
	pos := positionals(c.Args)
	for i, p := range pos {
		if p == "resume" && (i == 0 || pos[0] == "exec" || pos[0] == "e") {
			return block("session-inject", "`codex "+strings.Join(pos[:i+1], " ")+"`"+injectWhy+byHand)
		}
	}
	if len(pos) >= 2 && pos[0] == "features" && pos[1] != "list" {
		return block("harness-settings", "`codex features "+pos[1]+"` rewrites Codex's config.toml, where [features] hooks = false switches the hooks off."+byHand)
	}
	return hookguard.Allowed()
}

func gemini(c *shell.Command) hookguard.Verdict {
	if f := has(c.Args, c.Dynamic, "--resume", "-r", "--session-id"); f != "" {
		return block("session-inject", "`gemini "+f+"`"+injectWhy+byHand)
	}
	pos := positionals(c.Args)
	if len(pos) >= 2 && pos[0] == "hooks" && pos[1] != "list" {
		return block("harness-settings", "`gemini hooks "+pos[1]+"` rewrites Gemini CLI's hook settings."+byHand)
	}
	return hookguard.Allowed()
}

// git covers what the destructive guard does not: config include files (which can carry
// core.hooksPath from a file the agent wrote), --edit (an editor command can rewrite the
// config), and removing or renaming the core section.
func git(c *shell.Command) hookguard.Verdict {
	args := c.Args
	i := 0
	for i < len(args) {
		a := args[i]
		if c.Dynamic[i] {
			return hookguard.Allowed()
		}
		if a == "-C" || a == "-c" || a == "--git-dir" || a == "--work-tree" || a == "--namespace" || a == "--config-env" {
			if a == "-c" && i+1 < len(args) && includeKey(args[i+1]) {
				return block("git-hooks-off", "`git -c "+args[i+1]+"` includes a config file, which can set core.hooksPath and switch the project's hooks off.")
			}
			i += 2
			continue
		}
		if strings.HasPrefix(a, "-c") && includeKey(a[2:]) {
			return block("git-hooks-off", "`git "+a+"` includes a config file, which can set core.hooksPath and switch the project's hooks off.")
		}
		if !strings.HasPrefix(a, "-") {
			break
		}
		i++
	}
	if i >= len(args) || args[i] != "config" {
		return hookguard.Allowed()
	}
	rest := args[i+1:]
	for j, a := range rest {
		if c.Dynamic[i+1+j] {
			continue
		}
		switch {
		case a == "--edit" || a == "-e" || a == "edit":
			return block("git-hooks-off", "`git config --edit` hands the config to an editor command, which can rewrite core.hooksPath.")
		case a == "--remove-section" || a == "--rename-section" || a == "remove-section" || a == "rename-section":
			if j+1 < len(rest) && strings.EqualFold(strings.SplitN(rest[j+1], ".", 2)[0], "core") {
				return block("git-hooks-off", "`git config "+a+" core` takes core.hooksPath with it, which switches the project's hooks off or on behind its back.")
			}
		case includeKey(a):
			read := false
			for _, b := range rest[:j] {
				read = read || b == "--get" || b == "--get-all" || b == "get" || b == "-l" || b == "--list" || b == "list" || b == "--get-regexp"
			}
			if !read {
				return block("git-hooks-off", "`git config "+a+"` includes another config file, which can set core.hooksPath and switch the project's hooks off.")
			}
		}
	}
	return hookguard.Allowed()
}

func includeKey(kv string) bool {
	k, _, _ := strings.Cut(kv, "=")
	k = strings.ToLower(k)
	return k == "include.path" || strings.HasPrefix(k, "includeif.") && strings.HasSuffix(k, ".path")
}

// envCheck stops environment that would make the hooks git runs (and hookguard run by hand)
// read another configuration, trust store or ledger, or skip hooks.
func envCheck(c *shell.Command, name string) hookguard.Verdict {
	check := func(kv, how string) hookguard.Verdict {
		k, v, _ := strings.Cut(kv, "=")
		switch {
		case k == "XDG_CONFIG_HOME" || k == "XDG_STATE_HOME" || strings.HasPrefix(k, "HOOKGUARD"):
			return block("env-redirect", how+" "+k+" would point the hooks that git and other tools run at another hookguard configuration or ledger.")
		case k == "HOME" && (name == "git" || isHookguard(c.Name) || isWrapper(c.Name)):
			return block("env-redirect", how+" HOME for "+name+" would point its hooks at another user's hookguard configuration and ledger.")
		case (k == "GIT_CONFIG_GLOBAL" || k == "GIT_CONFIG_SYSTEM" || k == "GIT_CONFIG") && v != "/dev/null":
			return block("git-hooks-off", how+" "+k+" makes git read a config file the agent can write, which can set core.hooksPath.")
		case k == "SKIP" && v != "":
			return block("git-hooks-off", how+" SKIP="+v+" skips pre-commit hooks by id, hookguard's among them.")
		}
		return hookguard.Allowed()
	}
	for _, a := range c.Assigns {
		if v := check(a, "setting"); v.Decision != hookguard.Allow {
			return v
		}
	}
	switch name {
	case "export", "declare", "typeset", "readonly", "local", "setenv":
		for i, a := range c.Args {
			if !c.Dynamic[i] {
				if v := check(a, "exporting"); v.Decision != hookguard.Allow {
					return v
				}
			}
		}
	case "env":
		for i, a := range c.Args {
			if !c.Dynamic[i] && strings.Contains(a, "=") && !strings.HasPrefix(a, "-") {
				if v := check(a, "setting"); v.Decision != hookguard.Allow {
					return v
				}
			}
		}
	}
	return hookguard.Allowed()
}

func isEnvrc(p string) bool {
	b := strings.ToLower(filepath.Base(p))
	return b == ".envrc" || b == ".env.local.rc"
}

// redirectsHooks reports whether shell text sets a variable that moves hookguard's files.
func redirectsHooks(text string) bool {
	for _, k := range []string{"XDG_CONFIG_HOME", "XDG_STATE_HOME", "HOOKGUARD", "HOME=", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "SKIP="} {
		if strings.Contains(text, k) {
			return true
		}
	}
	return false
}

var (
	_ guards.Guard  = (*Guard)(nil)
	_ guards.Lister = (*Guard)(nil)
)
