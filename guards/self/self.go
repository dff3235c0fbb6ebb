// Package self is the guard that keeps the agent from switching hookguard off from inside, or
// faking what only a person may say. It judges the command model's effects (package
// shell/spec), never a command's words:
//
//   - Settings effects: running hookguard for anything but its read-only commands (a faked
//     hook event, install, uninstall, trust, ledger revoke), a harness command that rewrites
//     its hook settings or brings in plugins and MCP servers, a harness run that resumes or
//     names a session;
//   - hookguard reached by any path: through $(command -v hookguard), an absolute or relative
//     path, a symlink, a copy under another name (its bytes compared with the binaries the
//     wrappers run), `go run` of the module; such a program is judged by hookguard's own spec;
//     a hook wrapper or git shim run by the agent fakes an event;
//   - one notion of hookguard's own files (own.go), against every write, create, delete,
//     truncate and chmod effect, of any tool, including a tree copy, extract, sync, move or
//     chmod of a directory above them: the wrappers and shims, the harness settings that wire
//     them, hookguard's configuration (the recorded binary among it), its state (ledger,
//     locks, signing key), the binaries themselves, and the harness's session transcripts;
//     a git command that would change them in the work tree (gitrewrite.go);
//   - Env effects that point hookguard, git's hooks or a harness at another configuration or
//     ledger, and an .envrc written with such variables;
//   - reads of the ledger's signing key, or of a tree or glob that would take it along
//     (key.go).
//
// Git's hook switches (--no-verify, core.hooksPath, HUSKY=0, SKIP=, include files, config
// --edit) are HooksOff effects, and the destructive guard owns them: self no longer judges
// them. Two plain writes are left to the boundary guard, which has always stopped them with
// its own rules: a write of exactly a harness settings file (boundary/harness-settings), and a
// file tool's write into hookguard's state or configuration (boundary/guard-state). Self stops
// every other way to those files (any program's write into the state, a move, a removal, a
// chmod, a tree copy or extract over them, git). Removing or chmodding the home or a
// directory above it is the destructive guard's to judge.
//
// Every block is final: switching the guard off is not something a code typed in the chat
// authorises; the person who wants it runs the command in their own terminal.
package self

import (
	"context"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/shell"
)

// Name is the guard's registered name.
const Name = "self"

func init() {
	guards.Register(guards.Info{
		Name:    Name,
		Summary: "the agent cannot run hookguard to change its state or fake an event, touch hookguard's own files, or redirect its configuration",
		Groups:  []hookguard.Group{hookguard.PreShell, hookguard.PreFiles, hookguard.PreRead},
		New:     func() guards.Guard { return &Guard{} },
	})
}

// Guard is the self-protection guard.
type Guard struct{}

// Rules lists the rule ids for `hookguard guards`.
func (g *Guard) Rules() []guards.RuleInfo {
	return []guards.RuleInfo{
		{ID: "hookguard-cli", Summary: "hookguard by any path or name (run, install, uninstall, trust, ledger revoke: anything but its read-only commands), and its wrappers and git shims", Enabled: true},
		{ID: "harness-settings", Summary: "harness commands that rewrite hook settings or add plugins and MCP servers; any move, copy, sync, extract or chmod over the settings files", Enabled: true},
		{ID: "session-inject", Summary: "a harness run that resumes or names a session, and keys typed into a terminal (tmux send-keys, screen -X stuff, xdotool type, another terminal's device): each could speak into this session as if the human typed", Enabled: true},
		{ID: "hook-process", Summary: "a signal that ends or stops hookguard's own hook processes, the shells a harness runs them in, or the harness, by name, command line, parent or owner (pkill, killall, kill $(pgrep ...), kill $PPID): a hook stopped before it answers lets the action through at the harness's timeout; and what reaches into the harness (SIGUSR1, a node inspector; gdb or strace -p; prlimit --pid)", Enabled: true},
		{ID: "agent-unattended", Summary: "another coding agent run with its approvals or sandbox switched off (claude --dangerously-skip-permissions, codex --yolo or --full-auto, gemini --yolo, aider --yes-always, cursor-agent --force, amp --dangerously-allow-all, opencode run, goose run ...): its prompt can do anything, seen by no guard", Enabled: true},
		{ID: "hook-wrappers", Summary: "any write, delete or chmod of the hook wrappers and git shims (.hookguard/runners, hooks, git), of the pre-commit, pre-push and pre-merge-commit hooks wherever core.hooksPath points git, and of the git configuration files included, by any tool or a tree operation over them", Enabled: true},
		{ID: "guard-state", Summary: "any write, delete or chmod of hookguard's configuration (the recorded binary) and state (ledger, locks), and taking its locks", Enabled: true},
		{ID: "binary", Summary: "any write, delete or chmod of the hookguard binary the wrappers run", Enabled: true},
		{ID: "transcript", Summary: "any write or delete of the harness's session transcripts, from which hookguard tells a person's turn", Enabled: true},
		{ID: "git-worktree", Summary: "a git command that would change hookguard's wrappers or the harness settings in the work tree (checkout, reset, stash -u, clean ...)", Enabled: true},
		{ID: "env-redirect", Summary: "XDG_CONFIG_HOME, XDG_STATE_HOME, HOOKGUARD_* (and HOME for git and hookguard, the config directories of a harness it starts), which would point hooks at another configuration or ledger", Enabled: true},
		{ID: "git-code", Summary: "git config storing a command git runs later (an alias's shell text, core.fsmonitor, core.pager, hook.NAME.command ...) that names a program which does not exist yet, or any template directory (init.templateDir), whose hooks every later git init or clone installs", Enabled: true},
		{ID: "envrc", Summary: "an env file loaded at start (.envrc and what it sources, .env, .gemini/.env, a virtualenv's activate, mise.toml) that sets those variables for the next harness or shell, by any way bash sets one; an .envrc that puts a directory the agent can write on PATH", Enabled: true},
		{ID: "startup-code", Summary: "code a harness or the git floor starts outside any hook, and a shell's own start files (~/.bashrc, ~/.zshenv, ~/.profile, fish's, /etc/profile.d) that set hookguard's or git's hook variables or source a file the agent can write: .mcp.json, Gemini extensions, pre-commit, every lefthook config and script directory, husky config, pnpm's .pnpmfile.cjs and the pnpmfile its config names, a skill or agent with hooks, an npm, pnpm or yarn setting that runs a program or loads code (script-shell, shell, git, node-options, yarnPath, plugins, injectEnvironmentFiles), a curl or wget default config that makes every later call write, upload, run or load a file, the Nix files an .envrc's use flake or use nix builds, a VS Code folderOpen task, terminal shell or environment setting, or extension installed, a .pth import line or a sitecustomize or usercustomize module in site-packages or on PYTHONPATH", Enabled: true},
		{ID: "ledger-key", Summary: "any read, copy, move or write of the ledger's signing key, never authorisable by a code", Enabled: true},
	}
}

// Check judges one event.
func (g *Guard) Check(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	s := newScope(ev, osGetenv)
	switch ev.Group {
	case hookguard.PreRead:
		return s.key.tools(ev), nil
	case hookguard.PreFiles:
		if v := s.key.tools(ev); v.Decision != hookguard.Allow {
			return v, nil
		}
		return s.fileTools(ev), nil
	case hookguard.PreShell:
		return s.shell(ctx, shell.Of(ev))
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

const byHand = " If the user wants this, they do it in their own terminal."

var (
	_ guards.Guard  = (*Guard)(nil)
	_ guards.Lister = (*Guard)(nil)
)
