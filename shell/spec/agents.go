package spec

import "strings"

// A coding agent run with its own approvals switched off takes a prompt and does whatever it
// says, shell commands and file writes alike, through tools no hook of this machine may see:
// the delegation is the action, and the only thing a guard can read of it is the switch. Each
// agent's run is a Settings effect of class "unattended", named by the words that switched its
// approvals off (`claude --dangerously-skip-permissions`, `codex --sandbox danger-full-access`,
// `goose run` whose default is to approve everything). A run that keeps its approvals (`claude
// -p 'explain'`, `codex exec` in its read-only sandbox, `gemini -p` without --yolo) has none.
// Claude, Codex and Gemini are judged in harness.go; GitHub's Copilot CLI in deploy.go, beside
// AWS's copilot, and Block's goose in migrate.go, beside pressly's.

// agentSpecs are the other coding-agent CLIs. Each reads the files it is given and writes
// where it runs, as a program the table does not know would (unknownDoes), beside its switches.
// Sorted by Name.
var agentSpecs = []Spec{
	// aider reads its options with argparse (any unambiguous prefix: --yes is --yes-always) and
	// each of them from an AIDER_ variable too.
	{Name: "aider", Opts: "message|m= message-file|f= yes-always config|c= env-file= model= read= file= auto-commits no-auto-commits dry-run help|h version", Does: aiderDoes,
		Examples: "aider --yes-always --message 'fix it' => settings:unattended aider --yes-always\n" + "aider --yes -m x app.py => settings:unattended aider --yes-always\n" +
			"AIDER_YES_ALWAYS=1 aider -m x => settings:unattended aider AIDER_YES_ALWAYS\n" + "aider -m 'explain app.py' app.py => read:maybe app.py\n" + "aider -m 'explain app.py' app.py !> settings:unattended aider --yes-always\n" + "AIDER_YES_ALWAYS=false aider -m x !> settings:unattended aider AIDER_YES_ALWAYS\n" +
			"echo 'yes-always: true' > .aider.conf.yml; aider -m x => settings:unattended aider .aider.conf.yml yes-always\n" +
			"echo AIDER_YES_ALWAYS=1 > a.env; aider --env-file a.env -m x => settings:unattended aider a.env yes-always\n" +
			"aider --config $CFG -m x => settings:unattended aider $CFG (options nobody can read here)\n" +
			"echo 'model: sonnet' > .aider.conf.yml; aider -m x !> settings:unattended aider .aider.conf.yml yes-always\n" +
			"echo \"$A\" > .aider.conf.yml; aider -m x => settings:unattended aider .aider.conf.yml (settings only known when the line runs)\n"},
	// Amp's execute mode runs without asking only what its allow list holds, unless told to
	// allow all.
	{Name: "amp", Opts: "execute|x? dangerously-allow-all stream-json settings-file= visibility= help|h version|V", Style: Exact, Subs: true, Does: ampDoes,
		Examples: "amp -x 'fix it' --dangerously-allow-all => settings:unattended amp --dangerously-allow-all\n" + "amp --dangerously-allow-all -x x => settings:unattended amp --dangerously-allow-all\n" +
			"amp -x 'what files are markdown?' !> settings:unattended amp --dangerously-allow-all\n" + "amp threads list !> settings:unattended amp --dangerously-allow-all\n" +
			"echo '{\"amp.dangerouslyAllowAll\": true}' > .amp/settings.json; amp -x x => settings:unattended amp .amp/settings.json amp.dangerouslyAllowAll\n" +
			"echo '{\"amp.dangerouslyAllowAll\": false}' > .amp/settings.json; amp -x x !> settings:unattended amp .amp/settings.json amp.dangerouslyAllowAll\n" +
			"echo '{\"amp.permissions\": [{\"tool\": \"Bash\", \"action\": \"allow\"}]}' > s.json; amp --settings-file s.json -x x => settings:unattended amp s.json amp.permissions allow Bash\n" +
			"echo '{\"amp.permissions\": [{\"tool\": \"*\", \"action\": \"allow\", \"matches\": {\"cmd\": \"*\"}}]}' > s.json; AMP_SETTINGS_FILE=s.json amp -x x => settings:unattended amp s.json amp.permissions allow *\n" +
			"echo '{\"amp.permissions\": [{\"tool\": \"Bash\", \"action\": \"allow\", \"matches\": {\"cmd\": [\"git status\"]}}]}' > s.json; amp --settings-file s.json -x x !> settings:unattended amp s.json amp.permissions allow Bash\n" +
			"echo '{\"amp.permissions\": [{\"tool\": \"Read\", \"action\": \"allow\"}]}' > s.json; amp --settings-file s.json -x x !> settings:unattended amp s.json amp.permissions allow Read\n" +
			"echo '{\"amp.dangerouslyAllowAll\": true}' > .amp/settings.json; amp threads list !> settings:unattended amp .amp/settings.json amp.dangerouslyAllowAll\n" +
			"XDG_CONFIG_HOME=/tmp/c amp -x x --settings-file $F => settings:unattended amp $F (settings nobody can read here)\n"},
	// VS Code's command line (and the editors built on it): an extension installed runs its
	// code in the person's editor, later and outside any hook.
	{Name: "code", Opts: vscodeOpts, Style: Exact, Subs: true, Does: vscodeDoes,
		Examples: "code --install-extension evil.vsix => settings:extension code --install-extension evil.vsix\n" +
			"code --force --install-extension=ms-python.python => settings:extension code --install-extension ms-python.python\n" +
			"code --list-extensions !> settings:extension code --install-extension\n" + "code --uninstall-extension x.y !> settings:extension code --install-extension x.y\n" + "code -d a.txt b.txt => read:maybe a.txt\n"},
	{Name: "code-insiders", Like: "code"},
	{Name: "code-oss", Like: "code"},
	{Name: "code-server", Like: "code"},
	{Name: "codium", Like: "code"},
	// crush's -y asks nothing for the whole run, in `crush run` and its TUI.
	{Name: "crush", Opts: "yolo|y cwd|c= data-dir|D= debug|d quiet|q help|h version|v", Style: Exact, Subs: true, Does: crushDoes,
		Examples: "crush run -y 'fix it' => settings:unattended crush --yolo\n" + "crush --yolo run x => settings:unattended crush --yolo\n" + "crush run 'explain' !> settings:unattended crush --yolo\n" +
			"echo '{\"permissions\": {\"allowed_tools\": [\"view\", \"bash\"]}}' > crush.json; crush run x => settings:unattended crush crush.json permissions.allowed_tools \"bash\"\n" +
			"echo '{\"permissions\": {\"allowed_tools\": [\"edit:write\"]}}' > .crush.json; crush => settings:unattended crush .crush.json permissions.allowed_tools \"edit:write\"\n" +
			"echo '{\"permissions\": {\"allowed_tools\": [\"view\", \"ls\", \"grep\"]}}' > crush.json; crush run x !> settings:unattended crush crush.json permissions.allowed_tools \"view\"\n" +
			"echo '{\"permissions\": {\"allowed_tools\": [\"bash\"]}}' > w/crush.json; crush -c w run x => settings:unattended crush w/crush.json permissions.allowed_tools \"bash\"\n" +
			"echo '{\"permissions\": {\"allowed_tools\": [\"bash\"]}}' > crush.json; crush logs !> settings:unattended crush crush.json permissions.allowed_tools \"bash\"\n"},
	{Name: "crush run", Opts: "yolo|y cwd|c= data-dir|D= debug|d quiet|q model|m= help|h", Style: Exact, Does: crushDoes,
		Examples: "crush run --yolo 'x' => settings:unattended crush --yolo\n" + "crush run 'summarise README.md' !> settings:unattended crush --yolo\n"},
	{Name: "cursor", Like: "code"},
	// cursor-agent's print mode rejects what would need approval unless forced.
	{Name: "cursor-agent", Opts: "print|p force|f yolo mode= model= output-format= resume? workspace= trust sandbox= approve-mcps api-key= H|header= help|h version|v",
		Style: Exact, Does: cursorAgentDoes,
		Examples: "cursor-agent -p --force 'refactor' => settings:unattended cursor-agent --force\n" + "cursor-agent -p --yolo x => settings:unattended cursor-agent --yolo\n" +
			"cursor-agent -pf x => settings:unattended cursor-agent --force\n" + "cursor-agent --sandbox disabled -p x => settings:unattended cursor-agent --sandbox disabled\n" +
			"cursor-agent --approve-mcps -p x => settings:unattended cursor-agent --approve-mcps\n" + "cursor-agent -p 'explain main.go' !> settings:unattended cursor-agent --force\n" + "cursor-agent --mode=ask 'how does auth work' !> settings:unattended cursor-agent --force\n" +
			"echo '{\"permissions\": {\"allow\": [\"Shell(*)\"]}}' > .cursor/cli.json; cursor-agent -p x => settings:unattended cursor-agent .cursor/cli.json permissions.allow \"Shell(*)\"\n" +
			"echo '{\"permissions\": {\"allow\": [\"Read(**)\", \"Write(**)\"]}}' > .cursor/cli.json; cursor-agent -p x => settings:unattended cursor-agent .cursor/cli.json permissions.allow \"Write(**)\"\n" +
			"echo '{\"permissions\": {\"allow\": [\"Shell(git)\", \"Read(**)\"]}}' > .cursor/cli.json; cursor-agent -p x !> settings:unattended cursor-agent .cursor/cli.json permissions.allow \"Shell(git)\"\n" +
			"echo '{\"permissions\": {\"allow\": [\"Shell\"]}}' > ~/.cursor/cli-config.json; cursor-agent -p x => settings:unattended cursor-agent ~/.cursor/cli-config.json permissions.allow \"Shell\"\n" +
			"echo '{\"permissions\": {\"allow\": [\"Shell(*)\"]}}' > .cursor/cli.json; cursor-agent status !> settings:unattended cursor-agent .cursor/cli.json permissions.allow \"Shell(*)\"\n"},
	{Name: "droid", Opts: "help|h version|v", Style: Exact, Subs: true, Does: unknownDoes, Examples: "droid notes.md => read:maybe notes.md\n"},
	// droid exec is read-only unless given an autonomy level: any level edits files unasked.
	{Name: "droid exec", Opts: "auto= skip-permissions-unsafe o|output-format= input-format= f|file= m|model= s|session-id= r|reasoning-effort= cwd= help|h", Style: Exact, Does: droidExecDoes,
		Examples: "droid exec --skip-permissions-unsafe 'fix it' => settings:unattended droid exec --skip-permissions-unsafe\n" +
			"droid exec --auto high 'deploy' => settings:unattended droid exec --auto high\n" + "droid exec --auto low x => settings:unattended droid exec --auto low\n" +
			"droid exec 'explain the layout' !> settings:unattended droid exec --skip-permissions-unsafe\n"},
	{Name: "kiro-cli", Opts: "v|verbose agent= help|h version|V", Style: Exact, Subs: true, Does: unknownDoes, Examples: "kiro-cli notes.md => read:maybe notes.md\n"},
	{Name: "kiro-cli chat", Opts: "trust-all-tools trust-tools= no-interactive resume agent= model= help|h", Style: Exact, Does: kiroChatDoes,
		Examples: "kiro-cli chat --no-interactive --trust-all-tools 'fix it' => settings:unattended kiro-cli chat --trust-all-tools\n" +
			"kiro-cli chat --trust-tools=fs_write,execute_bash x => settings:unattended kiro-cli chat --trust-tools fs_write\n" +
			"kiro-cli chat --no-interactive --trust-tools=fs_read x !> settings:unattended kiro-cli chat --trust-tools fs_read\n" + "kiro-cli chat --no-interactive 'explain' !> settings:unattended kiro-cli chat --trust-all-tools\n"},
	// opencode approves every tool by default (its permission config says otherwise, which
	// the agent can write): `opencode run` is unattended, and so is any run given --auto.
	{Name: "opencode", Opts: "auto m|model= c|continue s|session= prompt= agent= port= hostname= print-logs log-level= help|h version|v", Style: Exact, Subs: true, Does: opencodeDoes,
		Examples: "opencode --auto => settings:unattended opencode --auto\n" + "opencode --help !> settings:unattended opencode --auto\n" + "opencode models !> settings:unattended opencode --auto\n"},
	{Name: "opencode run", Opts: "auto m|model= c|continue s|session= agent= share format= f|file= title= attach= port= command= help|h", Style: Exact, Does: opencodeRunDoes,
		Examples: "opencode run 'fix the tests' => settings:unattended opencode run\n" + "opencode run --auto x => settings:unattended opencode run\n" + "opencode run --help !> settings:unattended opencode run\n"},
	// qwen is Gemini CLI's fork: its options and approval modes.
	{Name: "qwen", Opts: geminiOpts, Style: Exact, Subs: true, Does: qwenDoes,
		Examples: "qwen -p 'fix it' --yolo => settings:unattended qwen --yolo\n" + "qwen --approval-mode=yolo -p x => settings:unattended qwen --approval-mode yolo\n" +
			"qwen -p 'explain' !> settings:unattended qwen --yolo\n" + "echo '{\"tools\":{\"approvalMode\":\"yolo\"}}' > .qwen/settings.json; qwen -p x => settings:unattended qwen .qwen/settings.json approvalmode yolo\n" +
			"echo '{\"tools\":{\"approvalMode\":\"plan\"}}' > .qwen/settings.json; qwen -p x !> settings:unattended qwen .qwen/settings.json approvalmode plan\n" + "qwen --approval-mode plan -p x !> settings:unattended qwen --approval-mode plan\n"},
	{Name: "windsurf", Like: "code"},
}

// vscodeOpts are VS Code's command-line options.
const vscodeOpts = "install-extension= uninstall-extension= list-extensions show-versions category= pre-release force extensions-dir= user-data-dir= profile= " +
	"diff|d merge|m add|a goto|g new-window|n reuse-window|r wait|w locale= disable-extensions disable-extension= verbose log= status help|h version|v"

// vscodeDoes adds an "extension" Settings effect for each extension the command installs.
func vscodeDoes(c *Call) {
	unknownDoes(c)
	for _, v := range c.P.Values("install-extension") {
		c.settings("extension", c.Name+" --install-extension "+v.S)
	}
}

// AgentBin names the bin of the npm packages whose bin is not the last part of their name:
// the coding-agent harnesses and the other agent CLIs, which a guard must know under every
// spelling (a package runner's, node running the package's own script).
func AgentBin(pkg string) (string, bool) {
	switch pkg {
	case "@anthropic-ai/claude-code":
		return "claude", true
	case "@google/gemini-cli":
		return "gemini", true
	case "@openai/codex":
		return "codex", true
	case "@sourcegraph/amp":
		return "amp", true
	case "opencode-ai":
		return "opencode", true
	case "@qwen-code/qwen-code":
		return "qwen", true
	case "@github/copilot":
		return "copilot", true
	case "@charmland/crush":
		return "crush", true
	case "@factory/cli":
		return "droid", true
	}
	return "", false
}

// AgentScriptBin is the agent whose own package a script path lies in
// (.../node_modules/@anthropic-ai/claude-code/cli.js is claude): node running it is that agent.
func AgentScriptBin(p string) (string, bool) {
	p = strings.ReplaceAll(p, "\\", "/")
	i := strings.LastIndex(p, "node_modules/")
	if i < 0 {
		return "", false
	}
	parts := strings.SplitN(p[i+len("node_modules/"):], "/", 3)
	pkg := parts[0]
	if strings.HasPrefix(pkg, "@") && len(parts) > 1 {
		pkg += "/" + parts[1]
	}
	return AgentBin(strings.ToLower(pkg))
}

// AgentScriptBinDyn is the agent whose own package a script path only known when it runs lies
// in, where its known end names the package below the part computed
// ("$(npm root -g)/@anthropic-ai/claude-code/cli.js", "$PREFIX/lib/node_modules/@openai/codex/
// bin/codex.js"): whatever the global package root is, the script under that package's name is
// its CLI. w is the word as written.
func AgentScriptBinDyn(w string) (string, bool) {
	w = strings.ReplaceAll(w, "\\", "/")
	tail := w[strings.LastIndexAny(w, "$`")+1:]
	segs := strings.Split(tail, "/")
	for i := 1; i < len(segs); i++ { // a package directory, or a script below it
		pkg := segs[i]
		if strings.HasPrefix(pkg, "@") {
			if i+1 >= len(segs) {
				break
			}
			pkg += "/" + segs[i+1]
		}
		if bin, ok := AgentBin(strings.ToLower(pkg)); ok {
			return bin, true
		}
	}
	return "", false
}

// unattended adds the Settings effect of an agent run whose approvals are off, named by by.
func (c *Call) unattended(by string) { c.settings("unattended", by) }

// helped reports a run that only prints its help or version.
func helped(c *Call) bool { return c.Has("help") || c.Has("version") }

// agentRun adds what an agent CLI does as any program the table does not know does
// (unknownDoes: its operands may be files it reads or edits), and reports a run that does
// more than print its help or version, whose switches are then judged.
func agentRun(c *Call) bool {
	unknownDoes(c)
	return !helped(c)
}

// dynOptions adds an unattended effect for each option whose name is only known when the
// command runs (--$X, -$F): it may be the switch that turns the approvals off. A whole word
// only known then (a prompt, "$@") is taken for the operand it usually is.
func dynOptions(c *Call, prog string) {
	for _, w := range c.Words {
		if w.Dyn && strings.HasPrefix(w.Lead, "-") && !strings.Contains(w.Lead, "=") {
			c.unattended(prog + " " + w.S)
		}
	}
}

// switchOn adds an unattended effect for each boolean option given that may be on
// (--yolo=false is off; --yolo=$X may be on), named prog --NAME.
func switchOn(c *Call, prog string, names ...string) {
	dynOptions(c, prog)
	for _, n := range names {
		if c.P.Switch(n) != SwitchOff {
			c.unattended(prog + " --" + n)
		}
	}
}

// valueIn adds an unattended effect for each value of option opt that is one of words (any
// case, '-' and '_' alike), or only known when the command runs.
func valueIn(c *Call, p *Parsed, prog, opt, words string) {
	for _, v := range p.Values(opt) {
		s := strings.ToLower(strings.ReplaceAll(strings.Trim(v.S, `"'`), "_", "-"))
		if v.Dyn || inWords(words, s) {
			c.unattended(prog + " --" + opt + " " + v.S)
		}
	}
}

// listGrants reports a tool list (comma- or space-separated, as the agents take it) that names
// one of tools bare, or with a pattern that matches every call (Bash(*), shell(:*)): every use
// of it runs without a question. Names are compared in any case. A list only known when the
// command runs may name anything.
func listGrants(v Word, tools ...string) string {
	if v.Dyn {
		return "?"
	}
	for _, item := range strings.FieldsFunc(v.S, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' }) {
		item = strings.Trim(item, `"'`)
		name, arg, paren := strings.Cut(item, "(")
		if paren {
			arg = strings.TrimSuffix(arg, ")")
			if arg != "*" && arg != ":*" && arg != "" {
				continue
			}
		}
		for _, t := range tools {
			if strings.EqualFold(name, t) {
				return item
			}
		}
	}
	return ""
}

// truthy reports a variable's value that turns a switch on (any but empty and the off words);
// a value only known when the command runs may.
func truthy(v Word) bool {
	return v.Dyn || strings.TrimSpace(v.S) != "" && !offWord(strings.TrimSpace(v.S))
}

func aiderDoes(c *Call) {
	if !agentRun(c) {
		return
	}
	switchOn(c, "aider", "yes-always")
	if v, ok := c.assigned("AIDER_YES_ALWAYS", "AIDER_YES"); ok && truthy(v) {
		c.unattended("aider AIDER_YES_ALWAYS")
	}
	aiderFiles(c)
}

// aiderFiles judges the files aider reads its options from: .aider.conf.yml in the working
// directory and the home, or the one --config names, and the .env (or --env-file) it loads as
// AIDER_ variables, each read wherever it is, as the program's instructions are (ReadCode).
// One that says yes-always is the switch; one that --config names and nobody can read may be.
func aiderFiles(c *Call) {
	for i, opt := range [...]string{"config", "env-file"} {
		env := i == 1
		defaults := [...]string{".aider.conf.yml", "~/.aider.conf.yml"}
		if env {
			defaults = [...]string{".env", ""}
		}
		for _, f := range defaults {
			if f == "" {
				continue
			}
			// One the line writes with text only known when it runs may say it (agentFile).
			if text, ok := agentFile(c, "aider", f); ok && aiderYes(text, env) {
				c.unattended("aider " + f + " yes-always")
			}
		}
		for _, w := range c.P.Values(opt) {
			text, ok := c.ReadCode(c.PathOf(w))
			switch {
			case !ok:
				c.unattended("aider " + w.S + " (options nobody can read here)")
			case aiderYes(text, env):
				c.unattended("aider " + w.S + " yes-always")
			}
		}
	}
}

// aiderYes reports a config's (YAML: yes-always: true) or an env file's (AIDER_YES_ALWAYS=1)
// line that turns yes-always on; the older yes counts too.
func aiderYes(text string, env bool) bool {
	for line := range strings.Lines(text) {
		k, v, ok := strings.Cut(line, ":")
		if env {
			k, v, ok = strings.Cut(line, "=")
		}
		if !ok {
			continue
		}
		k = strings.ToLower(strings.Trim(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(k), "export ")), `"'`))
		v = strings.Trim(strings.TrimSpace(v), `"'`)
		switch k {
		case "yes-always", "yes", "aider_yes_always", "aider_yes":
			if truthy(Word{S: v}) {
				return true
			}
		}
	}
	return false
}

func ampDoes(c *Call) {
	if agentRun(c) {
		switchOn(c, "amp", "dangerously-allow-all")
		if c.Has("execute") || c.In.Piped {
			ampFiles(c) // a run that takes its prompt: -x, or piped in
		}
	}
}

// crushDoes reads --yolo before `run` and after it.
func crushDoes(c *Call) {
	if !agentRun(c) {
		return
	}
	dynOptions(c, "crush")
	if !inWords("logs schema update-providers dirs completion help", c.Operand(0).S) {
		crushFiles(c)
	}
	for _, p := range append(append([]Parsed(nil), c.Up...), c.P) {
		if p.Switch("yolo") != SwitchOff {
			c.unattended("crush --yolo")
			return
		}
	}
}

func cursorAgentDoes(c *Call) {
	if !agentRun(c) {
		return
	}
	switchOn(c, "cursor-agent", "force", "yolo", "approve-mcps")
	valueIn(c, &c.P, "cursor-agent", "sandbox", "disabled off false")
	if !inWords("login logout status whoami mcp ls update upgrade install-shell-integration uninstall-shell-integration help", c.Operand(0).S) {
		cursorFiles(c)
	}
}

func droidExecDoes(c *Call) {
	if !agentRun(c) {
		return
	}
	dynOptions(c, "droid exec")
	if c.Has("skip-permissions-unsafe") {
		c.unattended("droid exec --skip-permissions-unsafe")
	}
	for _, v := range c.P.Values("auto") {
		c.unattended("droid exec --auto " + v.S)
	}
}

func kiroChatDoes(c *Call) {
	if !agentRun(c) {
		return
	}
	dynOptions(c, "kiro-cli chat")
	if c.Has("trust-all-tools") {
		c.unattended("kiro-cli chat --trust-all-tools")
	}
	for _, v := range c.P.Values("trust-tools") {
		if t := listGrants(v, "execute_bash", "execute_cmd", "fs_write", "shell", "write", "use_aws"); t != "" {
			c.unattended("kiro-cli chat --trust-tools " + t)
		}
	}
}

func opencodeDoes(c *Call) {
	if agentRun(c) {
		switchOn(c, "opencode", "auto")
	}
}

func opencodeRunDoes(c *Call) {
	if agentRun(c) {
		c.unattended("opencode run")
	}
}

func qwenDoes(c *Call) {
	unknownDoes(c)
	geminiUnattended(c, "qwen")
}
