package spec

import (
	"path/filepath"
	"strings"
)

// envSpecs are the shell builtins that set, export or print variables (export, declare,
// typeset, readonly, local, set, csh's setenv): the environment they give later commands, and
// what they print. envEffects says what a variable given to a command means besides its
// value: hooks switched off, a configuration redirected, a command that will run. Sorted by
// Name.
var envSpecs = []Spec{
	{Name: "declare", Opts: declOpts, Style: Shell, Does: declDoes,
		Examples: "declare -p => expose:env the whole environment\n" + "declare -x => expose:env the whole environment\n" + "declare => expose:env the whole environment\n" +
			"declare -p GITHUB_TOKEN => expose:var GITHUB_TOKEN\n" + "declare -p A B => expose:var B\n" + "declare -x HUSKY=0 => hooks-off:manager HUSKY=0\n" +
			"declare -f => -\n" + "declare -F => -\n" + "declare -i n=3 => -\n" + "declare -x EDITOR='rm -rf ~' => exec:sh rm -rf ~\n" +
			"declare -p GITHUB_TOKEN !> expose:env the whole environment\n" + "declare -p \"$v\" => expose:var indirect:$v\n"},
	{Name: "export", Opts: "f n p", Style: Shell, Does: exportDoes,
		Examples: "export -p => expose:env the whole environment\n" + "export => expose:env the whole environment\n" + "export HUSKY=0 => hooks-off:manager HUSKY=0\n" +
			"export LEFTHOOK=false => hooks-off:manager LEFTHOOK=false\n" + "export SKIP=hookguard => hooks-off:manager SKIP=hookguard\n" +
			"export GIT_SSH_COMMAND='rm -rf ~' => exec:sh rm -rf ~\n" + "export GIT_TRACE=/p/.claude/settings.json => write+ /p/.claude/settings.json\n" + "export GIT_TRACE=1 GIT_TRACE2_BRIEF=true !> write+ 1\n" + "export A=1 HUSKY=0 => hooks-off:manager HUSKY=0\n" +
			"export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.hooksPath GIT_CONFIG_VALUE_0=/dev/null => hooks-off:hooks-path core.hooksPath=/dev/null\n" +
			"export HUSKY=1 => -\n" + "export PATH=/usr/bin => -\n" + "export -n HUSKY=0 !> hooks-off:manager HUSKY=0\n" + "export -p !> expose:var PATH\n" +
			"export TOKEN !> expose:env the whole environment\n" + "export BASH_ENV=file.txt => exec:sh x\n" + "export PS4='$(rm -rf /srv)'; set -x; true => delete-r /srv\n" + "export PS4='+ ${LINENO}: ' !> exec:sh ?\n" + "export ENV=/nonexistent/rc => exec:sh ?\n" +
			"export GIT_EXEC_PATH=/tmp/bin => exec:sh ?\n" + "export LESSOPEN='|rm -rf ~ %s' => exec:sh rm -rf ~ %s\n" +
			"export GIT_CONFIG_GLOBAL=/tmp/g.cfg => hooks-off:config GIT_CONFIG_GLOBAL=/tmp/g.cfg\n" + "export GIT_CONFIG_GLOBAL=/dev/null => -\n" +
			"export GIT_CONFIG_PARAMETERS=\"'core.hooksPath'='/x'\" => hooks-off:hooks-path core.hooksPath=/x\n" +
			"export GIT_CONFIG_PARAMETERS=\"'include.path'='/tmp/i'\" => hooks-off:config include.path=/tmp/i\n" +
			"export LEFTHOOK_EXCLUDE=lint => hooks-off:manager LEFTHOOK_EXCLUDE=lint\n" + "export HUSKY_SKIP_HOOKS=1 => hooks-off:manager HUSKY_SKIP_HOOKS=1\n" +
			"export HUSKY_SKIP_HOOKS=0 => -\n" + "export OVERCOMMIT_DISABLE=1 => hooks-off:manager OVERCOMMIT_DISABLE=1\n" + "export SKIP= => -\n" + "export EDITOR= => -\n" +
			"export EDITOR=vim => exec:sh vim\n" + "export GIT_PAGER=cat => exec:sh cat\n"},
	{Name: "local", Opts: declOpts, Style: Shell, Does: declDoes,
		Examples: "f() { local HUSKY=0; git commit -m x; }; f => hooks-off:manager HUSKY=0\n" + "f() { local x=1; }; f => -\n"},
	{Name: "readonly", Opts: "a A f p", Style: Shell, Does: declDoes,
		Examples: "readonly -p => expose:env the whole environment\n" + "readonly SKIP=x => hooks-off:manager SKIP=x\n" + "readonly N=1 => -\n"},
	{Name: "set", Opts: "a b B C e E f h H k m n o? p P t T u v x", Style: Shell, Does: setDoes,
		Examples: "set => expose:env the whole environment\n" + "set -euo pipefail => -\n" + "set -o => -\n" + "set -- a b => -\n" + "set +x => -\n"},
	{Name: "setenv", Does: setenvDoes,
		Examples: "setenv HUSKY 0 => hooks-off:manager HUSKY=0\n" + "setenv => expose:env the whole environment\n" + "setenv TERM xterm => -\n"},
	{Name: "typeset", Like: "declare"},
}

const declOpts = "a A f F g i I l n p r t u x"

// exportDoes: export NAME=VALUE gives the variable to every later command; export alone or
// -p prints every exported variable; -n takes the export away.
func exportDoes(c *Call) {
	ops := c.Operands()
	if len(ops) == 0 && !c.Has("f") && !c.Has("n") {
		c.exposeEnv()
		return
	}
	if c.Has("n") || c.Has("f") {
		return
	}
	c.giveEnv(ops)
}

// declDoes: declare/typeset/local/readonly with names set them (and, with -x, export them;
// without it a name exported before stays exported, so each value counts); with no names they
// print variables and their values, -p NAME prints one.
func declDoes(c *Call) {
	ops := c.Operands()
	if c.HasAny("f", "F") {
		return // functions, not variables
	}
	if len(ops) == 0 {
		if len(c.P.Opts) == 0 && c.Name == "local" {
			return
		}
		c.exposeEnv()
		return
	}
	if c.Has("p") {
		for _, w := range ops {
			switch {
			case w.Dyn || strings.ContainsAny(w.S, "$`"): // no name holds either: an expansion the walk could not resolve
				// A name known only when it runs (declare -p "$v" over compgen -v) may be
				// any variable: the same as printing ${!v}.
				c.Add(Effect{Kind: Expose, Class: "var", Text: "indirect:" + w.S, By: c.Name + " -p"})
			case !isAssign(w.S):
				c.Add(Effect{Kind: Expose, Class: "var", Text: w.S, Known: true, By: c.Name + " -p"})
			}
		}
	}
	c.giveEnv(ops)
}

// setDoes: set with no argument prints every variable, exported or not.
func setDoes(c *Call) {
	if len(c.Words) == 0 {
		c.exposeEnv()
	}
}

// setenvDoes: csh's setenv NAME VALUE; alone it prints the environment.
func setenvDoes(c *Call) {
	ops := c.Operands()
	if len(ops) == 0 {
		c.exposeEnv()
		return
	}
	if ops[0].Dyn || !isAssign(ops[0].S+"=") {
		return
	}
	kv := ops[0].S + "="
	if len(ops) > 1 {
		kv += ops[1].S
	}
	c.Add(Effect{Kind: Env, Text: kv, By: c.Name})
	c.envEffects(kv)
}

func (c *Call) exposeEnv() {
	c.Add(Effect{Kind: Expose, Class: "env", Text: "the whole environment", By: c.Name})
}

// giveEnv adds the NAME=VALUE words among ops as the environment later commands get.
func (c *Call) giveEnv(ops []Word) {
	for _, w := range ops {
		if !isAssign(w.S) {
			continue
		}
		c.Add(Effect{Kind: Env, Text: w.S, By: c.Name})
		c.envEffects(w.S)
	}
}

// commandVar reports the variables whose value a program runs as a shell command: git's
// transport, editors and pagers, diff and password helpers, less's input filter. A switch,
// which the compiler makes a search by length and value: every variable given to every
// command is asked about.
func commandVar(name string) bool {
	switch name {
	case "BROWSER", "EDITOR", "FCEDIT", "GIT_ASKPASS", "GIT_EDITOR", "GIT_EXTERNAL_DIFF", "GIT_PAGER",
		"GIT_PROXY_COMMAND", "GIT_SEQUENCE_EDITOR", "GIT_SSH", "GIT_SSH_COMMAND", "LESSCLOSE", "LESSOPEN", "MANPAGER", "PAGER",
		"PROMPT_COMMAND", "SSH_ASKPASS", "SYSTEMD_PAGER", "VISUAL":
		return true
	}
	return false
}

// promptVar reports bash's prompt strings, which it expands, command substitutions and all.
func promptVar(name string) bool {
	return name == "PS4" || name == "PS0" || name == "PS1" || name == "PS2" || name == "PS3"
}

// envEffects adds what an environment variable given to a command (NAME=VALUE) means.
func (c *Call) envEffects(kv string) {
	name, val, ok := strings.Cut(kv, "=")
	if !ok {
		return
	}
	switch {
	case hookManagerOff(name, val):
		c.Add(Effect{Kind: HooksOff, Class: "manager", Text: kv, By: c.envBy()})
	case name == "GIT_CONFIG_GLOBAL" || name == "GIT_CONFIG_SYSTEM" || name == "GIT_CONFIG":
		// git reads its configuration from a file the agent names, which can set core.hooksPath;
		// /dev/null reads nothing.
		if val != "" && val != "/dev/null" {
			c.Add(Effect{Kind: HooksOff, Class: "config", Text: kv, By: c.envBy()})
		}
	case name == "GIT_CONFIG_PARAMETERS":
		for _, kv := range GitConfigParams(val) {
			c.gitSetting(kv[0], kv[1], name)
		}
	case strings.HasPrefix(name, "GIT_CONFIG_KEY_"):
		v, _ := c.envValue("GIT_CONFIG_VALUE_" + strings.TrimPrefix(name, "GIT_CONFIG_KEY_"))
		c.gitSetting(val, v, name)
	case identityEnv(name):
		identityExposes(c, valueWord(val), c.envBy()+" "+name)
	case name == "BASH_ENV" || name == "ENV":
		c.startupFile(name, val)
	case strings.HasPrefix(name, "GIT_TRACE"):
		c.traceTarget(val, c.envBy()+" "+name)
	case name == "GIT_EXEC_PATH":
		// git runs its own commands from there: any of them could be the agent's.
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", By: c.envBy(), Via: name})
	case promptVar(name) && strings.ContainsAny(val, "$`"):
		// bash expands its prompts as it shows them (PS4 before each command under set -x or
		// bash -x, PS0 to PS2 when interactive): a command substitution there runs. Walked
		// as the arguments of ":", which runs nothing else.
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: ": " + val, Known: true, By: c.envBy(), Via: name})
	case commandVar(name) && strings.TrimSpace(val) != "":
		text := val
		if strings.HasPrefix(name, "LESS") {
			text = strings.TrimLeft(val, "|") // "|cmd %s": less runs cmd on each file
		}
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: text, Known: true, By: c.envBy(), Via: name})
	}
}

// traceTarget adds the file a git trace target names (GIT_TRACE*, GIT_TRACE2_EVENT,
// trace2.eventTarget): git appends a line to it at each command, a directory gets a new file.
// Numbers and booleans are file descriptors or stderr, af_unix: a socket, and a relative path
// is refused by git.
func (c *Call) traceTarget(val, by string) {
	if val = strings.TrimSpace(val); !filepath.IsAbs(val) && !strings.HasPrefix(val, "~/") {
		return
	}
	c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: val}), Keep: true, By: by})
}

// hookManagerOff reports a variable that makes a git hook manager skip its hooks: husky
// (HUSKY=0, husky 4's HUSKY_SKIP_HOOKS), lefthook (LEFTHOOK=0, LEFTHOOK_SKIP,
// LEFTHOOK_EXCLUDE, which can name any command, hookguard's among them), pre-commit (SKIP=ids)
// and overcommit (OVERCOMMIT_DISABLE).
func hookManagerOff(name, val string) bool {
	switch name {
	case "HUSKY", "LEFTHOOK":
		return val == "0" || strings.EqualFold(val, "false")
	case "HUSKY_SKIP_HOOKS", "OVERCOMMIT_DISABLE":
		return val != "" && val != "0" && !strings.EqualFold(val, "false")
	case "LEFTHOOK_SKIP", "LEFTHOOK_EXCLUDE", "SKIP":
		return strings.TrimSpace(val) != ""
	}
	return false
}

// envBy names how a variable was given: as a prefix (NAME=VALUE cmd) or by export and kin.
func (c *Call) envBy() string {
	switch c.Path[0] {
	case "export", "declare", "local", "readonly", "setenv":
		return c.Name
	}
	return "NAME=VALUE"
}

// envValue finds another variable given alongside: a prefix of the same command, or a word
// of the same export.
func (c *Call) envValue(name string) (string, bool) {
	if v, ok := c.assigned(name); ok {
		return v.S, true
	}
	switch c.Path[0] {
	case "export", "declare", "local", "readonly":
		v, found := "", false
		for _, w := range c.Words {
			if k, val, ok := strings.Cut(w.S, "="); ok && k == name {
				v, found = val, true
			}
		}
		return v, found
	}
	return "", false
}

// StartupVar reports a variable naming a file a shell sources before its own code (BASH_ENV,
// ENV, ZDOTDIR's .zshenv): an effect reached through one is the shell's own command, as if
// typed on the line, not a value a program runs as a command (GIT_SSH_COMMAND, EDITOR).
func StartupVar(name string) bool {
	return name == "BASH_ENV" || name == "ENV" || name == "ZDOTDIR"
}

// startupFile: a non-interactive bash sources $BASH_ENV (sh and an interactive shell $ENV)
// before its script, so any shell the command starts runs that file's code.
func (c *Call) startupFile(name, val string) {
	if strings.TrimSpace(val) == "" {
		return
	}
	p := c.PathOf(Word{S: val})
	if text, ok := c.ReadCode(p); ok {
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "file", Text: text, Known: true, Path: p, By: c.envBy(), Via: name})
		return
	}
	c.Add(Effect{Kind: Exec, Lang: "sh", Class: "file", Path: p, By: c.envBy(), Via: name})
}
