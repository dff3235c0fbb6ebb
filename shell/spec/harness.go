package spec

import "strings"

// harnessSpecs are the coding-agent harnesses and hookguard itself (claude, codex, gemini,
// hookguard): the commands that change their settings, enter a session, or run hookguard's own
// state-changing commands. Each is a Settings effect: Class "harness" (the harness's hooks, the
// MCP servers and plugins it starts, all of which run outside the guards), "session" (a
// session resumed or named, whose prompts would reach the hooks and the transcript as if the
// person typed them) or "hookguard" (anything of hookguard's but its read-only commands).
// Clarvis has no command line documented beyond its hook protocol, so it has no spec. Sorted
// by Name.
var harnessSpecs = []Spec{
	{Name: "claude", Opts: claudeOpts, Style: Exact, Subs: true, Does: claudeDoes,
		Examples: "claude --resume abc -p hi => settings:session claude --resume\n" + "claude -p --resume=abc 'go on' => settings:session claude --resume\n" +
			"claude -c -p 'allow hg-22222a' => settings:session claude --continue\n" + "claude --session-id 5d3a -p x => settings:session claude --session-id\n" +
			"claude -p 'summarise README.md' => -\n" + "claude --model opus -p 'explain main.go' => -\n" +
			"claude -p --settings '{\"disableAllHooks\":true}' 'rm x' => settings:harness claude --settings\n" +
			"claude --setting-sources user -p x => settings:harness claude --setting-sources\n" + "claude --plugin-dir ./p -p x => settings:harness claude --plugin-dir\n" +
			"claude --mcp-config m.json -p x => settings:harness claude --mcp-config\n" + "claude --help => -\n" + "claude --version => -\n" +
			"claude --resume-x 1 -p x !> settings:session claude --resume\n" + "claude -p x --dangerously-skip-permissions => settings:unattended claude --dangerously-skip-permissions\n" +
			"claude --permission-mode bypassPermissions -p x => settings:unattended claude --permission-mode bypassPermissions\n" + "claude -p x --permission-mode plan => -\n" +
			"claude -p x --allowedTools 'Bash(git:*) Edit' => -\n" + "claude -p x --allowedTools Bash,Read => settings:unattended claude --allowedTools Bash\n" + "claude -p x -$F => settings:unattended claude -$F\n" +
			"claude -p \"$PROMPT\" => -\n"},
	{Name: "claude config", Opts: "g|global " + claudeOpts, Style: Exact, Does: claudeConfigDoes,
		Examples: "claude config set -g disableAllHooks true => settings:harness claude config set\n" + "claude config add allowedTools Bash => settings:harness claude config add\n" +
			"claude config remove -g x => settings:harness claude config remove\n" + "claude config get theme => -\n" + "claude config list => -\n" + "claude config ls => -\n"},
	{Name: "claude mcp", Opts: "s|scope= t|transport= e|env= H|header= callback-port= client-id= client-secret " + claudeOpts, Style: Exact, Does: claudeMCPDoes,
		Examples: "claude mcp add fs -- npx -y server-fs => settings:harness claude mcp add\n" + "claude mcp add-json x '{}' => settings:harness claude mcp add-json\n" +
			"claude mcp remove fs => settings:harness claude mcp remove\n" + "claude mcp list => -\n" + "claude mcp get fs => -\n"},
	{Name: "claude plugin", Opts: "s|scope= " + claudeOpts, Style: Exact, Does: claudePluginDoes,
		Examples: "claude plugin install x@market => settings:harness claude plugin install\n" + "claude plugin disable x => settings:harness claude plugin disable\n" +
			"claude plugin marketplace add owner/repo => settings:harness claude plugin marketplace\n" + "claude plugin marketplace list => -\n" + "claude plugin list => -\n" +
			"claude plugins validate ./p => -\n"},
	{Name: "claude plugins", Like: "claude plugin"},
	{Name: "codex", Opts: codexOpts, Style: Exact, Subs: true, Does: codexDoes,
		Examples: "codex 'fix the tests' => -\n" + "codex exec --$MODE x => settings:unattended codex --$MODE\n" + "codex -c model=o3 'fix it' => -\n" +
			"codex -c features.hooks=false 'fix it' => settings:harness codex -c features.hooks\n" + "codex --config 'mcp_servers.x.command=sh' x => settings:harness codex -c mcp_servers.x.command\n" +
			"codex --disable hooks 'fix it' => settings:harness codex --disable hooks\n" + "codex --disable web_search 'x' => -\n" + "codex -c notify='[\"sh\",\"x\"]' x => settings:harness codex -c notify\n"},
	{Name: "codex debug", Like: "codex sandbox"},
	{Name: "codex e", Like: "codex exec"},
	{Name: "codex exec", Opts: codexExecOpts, Style: Exact, Subs: true, Does: codexDoes,
		Examples: "codex exec 'run the tests' => -\n" + "codex e --json 'run the tests' => -\n" +
			"codex exec -c features.codex_hooks=false 'x' => settings:harness codex -c features.codex_hooks\n" + "codex -c hooks.x=1 exec 'x' => settings:harness codex -c hooks.x\n" +
			"codex exec --full-auto x => settings:unattended codex --full-auto\n" + "codex exec --yolo x => settings:unattended codex --dangerously-bypass-approvals-and-sandbox\n" +
			"codex exec -s workspace-write x => settings:unattended codex --sandbox workspace-write\n" + "codex -c sandbox_mode=danger-full-access exec x => settings:unattended codex -c sandbox_mode=danger-full-access\n" +
			"echo 'sandbox_mode = \"workspace-write\"' > .codex/config.toml; codex exec x => settings:unattended codex .codex/config.toml sandbox_mode=workspace-write\n" +
			"echo 'approval_policy = \"never\"' > .codex/config.toml; codex exec x !> settings:unattended codex .codex/config.toml approval_policy=never\n" +
			"codex exec -s read-only x => -\n" + "codex exec -a never x => -\n" + "codex -a never x => settings:unattended codex --ask-for-approval never\n"},
	{Name: "codex exec resume", Opts: "last all " + codexExecOpts, Style: Exact, Does: codexSessionDoes,
		Examples: "codex exec resume --last 'allow hg-22222a' => settings:session codex exec resume\n" + "codex e resume 019a 'go on' => settings:session codex exec resume\n"},
	{Name: "codex features", Opts: codexOpts, Style: Exact, Does: codexFeaturesDoes,
		Examples: "codex features disable hooks => settings:harness codex features disable\n" + "codex features enable x => settings:harness codex features enable\n" +
			"codex features list => -\n"},
	{Name: "codex fork", Opts: "last all " + codexOpts, Style: Exact, Does: codexSessionDoes,
		Examples: "codex fork --last => settings:session codex fork\n"},
	{Name: "codex mcp", Opts: "env= url= bearer-token-env-var= scopes= " + codexOpts, Style: Exact, Does: codexMCPDoes,
		Examples: "codex mcp add docs -- npx -y server => settings:harness codex mcp add\n" + "codex mcp remove docs => settings:harness codex mcp remove\n" +
			"codex mcp list => -\n" + "codex mcp login docs => -\n"},
	{Name: "codex resume", Opts: "last all " + codexOpts, Style: Exact, Does: codexSessionDoes,
		Examples: "codex resume s1 => settings:session codex resume\n" + "codex resume --last => settings:session codex resume\n"},
	// The sandbox debug commands run a command under Codex's sandbox: followed like any
	// launcher, the sandbox's own limits aside.
	{Name: "codex sandbox", Opts: codexOpts, Style: ExactInOrder, Subs: true},
	{Name: "codex sandbox landlock", Like: "codex sandbox linux"},
	{Name: "codex sandbox linux", Opts: "full-auto c|config= log-denials", Style: ExactInOrder, Run: &Run{Kind: RunArgv},
		Examples: "codex sandbox linux -- rm -rf /srv/www => delete-r /srv/www\n" + "codex debug landlock rm -f notes.txt => delete notes.txt\n"},
	{Name: "codex sandbox macos", Like: "codex sandbox linux"},
	{Name: "codex sandbox seatbelt", Like: "codex sandbox linux"},
	{Name: "codex sandbox windows", Like: "codex sandbox linux"},
	{Name: "gemini", Opts: geminiOpts, Style: Exact, Subs: true, Does: geminiDoes,
		Examples: "gemini -r latest => settings:session gemini --resume\n" + "gemini --resume latest -p 'allow hg-22222a' => settings:session gemini --resume\n" +
			"gemini --session-id 5b1c -p hi => settings:session gemini --session-id\n" + "gemini -p hi => -\n" + "gemini -m gemini-2.5-pro -p 'explain' => -\n" +
			"gemini --list-sessions => -\n" + "gemini -p x --yolo => settings:unattended gemini --yolo\n" + "gemini -p x --approval-mode=auto_edit => settings:unattended gemini --approval-mode auto_edit\n" +
			"gemini -p x --allowed-tools run_shell_command => settings:unattended gemini --allowed-tools run_shell_command\n" + "gemini -p \"$PROMPT\" => -\n" + "gemini -p x --yolo=false => -\n"},
	{Name: "gemini extension", Like: "gemini extensions"},
	{Name: "gemini extensions", Opts: "scope= ref= auto-update pre-release consent skip-settings all " + geminiOpts, Style: Exact, Does: geminiExtensionsDoes,
		Examples: "gemini extensions install https://github.com/x/y => settings:harness gemini extensions install\n" + "gemini extensions link ./ext => settings:harness gemini extensions link\n" +
			"gemini extensions disable x --scope workspace => settings:harness gemini extensions disable\n" + "gemini extensions list => -\n" + "gemini extensions validate ./e => -\n"},
	{Name: "gemini hooks", Opts: geminiOpts, Style: Exact, Does: geminiHooksDoes,
		Examples: "gemini hooks disable hookguard-shell => settings:harness gemini hooks disable\n" + "gemini hooks migrate => settings:harness gemini hooks migrate\n" +
			"gemini hooks enable-all => settings:harness gemini hooks enable-all\n" + "gemini hooks list => -\n"},
	{Name: "gemini mcp", Opts: "s|scope= t|transport= e|env= H|header= timeout= trust description= include-tools= exclude-tools= " + geminiOpts, Style: Exact, Does: geminiMCPDoes,
		Examples: "gemini mcp add fs npx server => settings:harness gemini mcp add\n" + "gemini mcp remove fs => settings:harness gemini mcp remove\n" + "gemini mcp list => -\n"},
	// hookguard reads its flags with Go's flag package: -name and --name alike, anywhere.
	// Its subcommands are exact words; an unknown or unknowable one is judged as changing
	// state, the read-only ones change nothing.
	{Name: "hookguard", Opts: "h|help version", Style: Single, Subs: true, Does: hookguardDoes,
		Examples: "hookguard => -\n" + "hookguard frobnicate => settings:hookguard hookguard frobnicate\n" + "hookguard --help => -\n" + "hookguard --version => -\n" +
			"x=$(cat sub); hookguard $x => settings:hookguard hookguard ?\n" + "/usr/local/bin/hookguard uninstall claude => settings:hookguard hookguard uninstall\n"},
	{Name: "hookguard check", Opts: "write= edit= read= prompt= text= text-file= cwd= root= explain json", Style: Single,
		Examples: "hookguard check 'rm -rf /' => -\n" + "hookguard check --explain 'git push -f' => -\n" + "hookguard check --write .env --text X=1 => -\n"},
	{Name: "hookguard config", Opts: "root= default json", Style: Single, Examples: "hookguard config --json => -\n"},
	{Name: "hookguard corpus", Opts: "guard= config= subst= min-recall= max-false-block=", Style: Single, Examples: "hookguard corpus --guard self rows.tsv => -\n"},
	{Name: "hookguard doctor", Opts: "strict json root=", Style: Single, Examples: "hookguard doctor --strict => -\n"},
	{Name: "hookguard guards", Opts: "root= json", Style: Single, Examples: "hookguard guards --json => -\n"},
	{Name: "hookguard help", Style: Single, Examples: "hookguard help install => -\n"},
	{Name: "hookguard install", Opts: "user local dry-run root= dev", Style: Single, Does: hookguardInstallDoes,
		Examples: "hookguard install claude => settings:hookguard hookguard install\n" + "hookguard install --user => settings:hookguard hookguard install\n" +
			"hookguard install --dry-run claude => -\n" + "hookguard install --dry-run=$X claude => settings:hookguard hookguard install\n" + "hookguard install --dry-run=TRUE claude => -\n" + "hookguard install -dry-run=false claude => settings:hookguard hookguard install\n" + "npx hookguard install => settings:hookguard hookguard install\n"},
	{Name: "hookguard ledger", Opts: "project= json", Style: Single, Subs: true, Does: hookguardDoes,
		Examples: "hookguard ledger => -\n" + "hookguard ledger frob => settings:hookguard hookguard ledger frob\n"},
	{Name: "hookguard ledger list", Opts: "project= json", Style: Single, Examples: "hookguard ledger list --json => -\n"},
	{Name: "hookguard ledger repair", Opts: "project= json", Style: Single, Does: hookguardChanges,
		Examples: "hookguard ledger repair => settings:hookguard hookguard ledger repair\n"},
	{Name: "hookguard ledger revoke", Opts: "project= json", Style: Single, Does: hookguardChanges,
		Examples: "hookguard ledger revoke hg-22222a => settings:hookguard hookguard ledger revoke\n" + "hookguard ledger --project . revoke hg-2 => settings:hookguard hookguard ledger revoke\n"},
	{Name: "hookguard ledger verify", Opts: "project= json", Style: Single, Examples: "hookguard ledger verify => -\n"},
	{Name: "hookguard list-hooks", Opts: "json root=", Style: Single, Examples: "hookguard list-hooks --json => -\n"},
	{Name: "hookguard log", Opts: "since= json project=", Style: Single, Examples: "hookguard log --since 1h => -\n"},
	{Name: "hookguard run", Opts: "runner= group= deadline= range= strict hook=", Style: Single, Does: hookguardChanges,
		Examples: "hookguard run --runner claude < fake.json => settings:hookguard hookguard run\n" + "echo '{}' | hookguard run --runner codex => settings:hookguard hookguard run\n" +
			"sudo hookguard run => settings:hookguard hookguard run\n"},
	{Name: "hookguard trust", Opts: "root=", Style: Single, Does: hookguardChanges,
		Examples: "hookguard trust => settings:hookguard hookguard trust\n" + "hookguard trust --root . => settings:hookguard hookguard trust\n"},
	{Name: "hookguard uninstall", Opts: "user local dry-run root=", Style: Single, Does: hookguardInstallDoes,
		Examples: "hookguard uninstall --user => settings:hookguard hookguard uninstall\n" + "hookguard uninstall --dry-run => -\n"},
	{Name: "hookguard validate", Opts: "root=", Style: Single, Examples: "hookguard validate guards.toml => -\n"},
	{Name: "hookguard version", Style: Single, Examples: "hookguard version => -\n"},
}

// claudeOpts are Claude Code's options (commander: exact names, options anywhere).
const claudeOpts = "add-dir= agent= agents= allowedTools|allowed-tools= append-system-prompt= append-system-prompt-file= betas= continue|c debug|d? debug-file= " +
	"dangerously-skip-permissions allow-dangerously-skip-permissions disallowedTools|disallowed-tools= fallback-model= fork-session ide include-partial-messages " +
	"input-format= json-schema= max-budget-usd= max-turns= mcp-config= mcp-debug model= output-format= permission-mode= permission-prompt-tool= plugin-dir= " +
	"print|p resume|r= replay-user-messages session-id= setting-sources= settings= strict-mcp-config system-prompt= system-prompt-file= tools= verbose version|v help|h"

// codexOpts are Codex's global options (clap: exact names, accepted after the subcommand too).
const codexOpts = "config|c= enable= disable= image|i= model|m= oss local-provider= profile|p= sandbox|s= ask-for-approval|a= full-auto " +
	"dangerously-bypass-approvals-and-sandbox|yolo cd|C= search add-dir= help|h version|V"

const codexExecOpts = codexOpts + " json output-last-message|o= output-schema= skip-git-repo-check color= include-plan-tool"

// geminiOpts are Gemini CLI's options (yargs: exact names).
const geminiOpts = "model|m= prompt|p= prompt-interactive|i= sandbox|s sandbox-image= debug|d all-files|a show-memory-usage yolo|y approval-mode= " +
	"telemetry telemetry-target= telemetry-otlp-endpoint= telemetry-log-prompts checkpointing|c experimental-acp allowed-mcp-server-names= allowed-tools= " +
	"extensions|e= list-extensions|l resume|r= list-sessions delete-session= session-id= include-directories= screen-reader output-format|o= proxy= help|h version|v"

// settings adds a Settings effect of class, by the words that chose it.
func (c *Call) settings(class, by string) {
	c.Add(Effect{Kind: Settings, Class: class, By: by})
}

// flagSettings adds a Settings effect of class for each option given that resumes or names a
// session ("session") or brings in settings, plugins or MCP servers the session would run
// outside the guards ("harness").
func flagSettings(c *Call, class, prog string, names ...string) {
	for _, n := range names {
		if c.Has(n) {
			c.settings(class, prog+" --"+n)
		}
	}
}

func claudeDoes(c *Call) {
	flagSettings(c, "session", "claude", "resume", "continue", "session-id", "fork-session")
	flagSettings(c, "harness", "claude", "settings", "setting-sources", "plugin-dir", "mcp-config")
	if helped(c) {
		return
	}
	// Approvals off (agents.go): skipped, a permission mode that asks nothing of the shell or
	// of edits, or every shell command allowed up front.
	switchOn(c, "claude", "dangerously-skip-permissions")
	valueIn(c, &c.P, "claude", "permission-mode", "bypasspermissions acceptedits auto")
	for _, v := range c.P.Values("allowedTools") {
		if t := listGrants(v, "Bash"); t != "" {
			c.unattended("claude --allowedTools " + t)
		}
	}
}

// changesUnless adds a harness Settings effect for a subcommand's action (its first operand),
// unless the action is one of the read-only words. No action prints help and changes nothing.
func changesUnless(c *Call, readOnly string) {
	if len(c.P.Operands) == 0 {
		return
	}
	by := byOf(c)
	w := c.Operand(0)
	if w.Dyn {
		c.settings("harness", by+" ?")
		return
	}
	if inWords(readOnly, w.S) {
		return
	}
	c.settings("harness", by+" "+w.S)
}

func claudeConfigDoes(c *Call) { changesUnless(c, "get list ls help") }

func claudeMCPDoes(c *Call) { changesUnless(c, "list get serve help") }

func claudePluginDoes(c *Call) {
	if c.Op(0) == "marketplace" && (c.Op(1) == "list" || len(c.P.Operands) == 1) {
		return
	}
	changesUnless(c, "list validate help")
}

// codexDoes reads the configuration a Codex run is given on its command line (before or
// after the subcommand): -c overrides of the keys that hold hooks, the features that switch
// them, the MCP servers and the notify program it starts, and --disable of a hooks feature.
func codexDoes(c *Call) {
	for _, p := range append(append([]Parsed(nil), c.Up...), c.P) {
		for _, v := range p.Values("config") {
			key, _, _ := strings.Cut(strings.Trim(v.S, `"'`), "=")
			key = strings.TrimSpace(key)
			if v.Dyn || codexHookKey(key) {
				c.settings("harness", "codex -c "+key)
			}
		}
		for _, v := range p.Values("disable") {
			if v.Dyn || strings.Contains(v.S, "hook") {
				c.settings("harness", "codex --disable "+v.S)
			}
		}
		codexUnattended(c, &p)
	}
	if !helped(c) {
		codexFiles(c, len(c.Path) > 1 && (c.Path[1] == "exec" || c.Path[1] == "e"))
	}
}

// codexUnattended reads, from one parse of a Codex run's options, what switches its approvals
// or its sandbox off (agents.go): --yolo, --full-auto (a sandbox that writes the workspace,
// .claude and .git/hooks among it, asking nothing in exec), a sandbox that writes, given by
// option or -c, and outside exec (which never asks, in a read-only sandbox by default) an
// approval policy of never.
func codexUnattended(c *Call, p *Parsed) {
	if p.Has("help") || p.Has("version") {
		return
	}
	dynOptions(c, "codex")
	if p.Has("dangerously-bypass-approvals-and-sandbox") {
		c.unattended("codex --dangerously-bypass-approvals-and-sandbox")
	}
	if p.Has("full-auto") {
		c.unattended("codex --full-auto")
	}
	const writes = "workspace-write danger-full-access"
	valueIn(c, p, "codex", "sandbox", writes)
	exec := len(c.Path) > 1 && (c.Path[1] == "exec" || c.Path[1] == "e")
	if !exec {
		valueIn(c, p, "codex", "ask-for-approval", "never")
	}
	for _, v := range p.Values("config") {
		key, val, _ := strings.Cut(strings.Trim(v.S, `"'`), "=")
		val = strings.ToLower(strings.Trim(strings.TrimSpace(val), `"'`))
		codexKey(c, strings.TrimSpace(key), val, v.Dyn, exec, "codex -c ")
	}
}

// codexKey judges one config key given to a Codex run (on its line or in its config.toml,
// named by): a sandbox that writes, or outside exec an approval policy of never.
func codexKey(c *Call, key, val string, dyn, exec bool, by string) {
	switch key {
	case "sandbox_mode":
		if dyn || inWords("workspace-write danger-full-access", val) {
			c.unattended(by + "sandbox_mode=" + val)
		}
	case "approval_policy":
		if !exec && (dyn || val == "never") {
			c.unattended(by + "approval_policy=" + val)
		}
	}
}

// codexHookKey reports a config.toml key that holds or switches hooks (a features table, or
// a feature named for hooks), or names a program Codex runs on its own (MCP servers, notify).
func codexHookKey(key string) bool {
	switch {
	case key == "features":
		return true
	case strings.HasPrefix(key, "features."):
		return strings.Contains(key, "hook")
	}
	for _, p := range [...]string{"hooks", "mcp_servers", "notify"} {
		if key == p || strings.HasPrefix(key, p+".") {
			return true
		}
	}
	return false
}

func codexSessionDoes(c *Call) {
	c.settings("session", byOf(c))
	codexDoes(c)
}

func codexFeaturesDoes(c *Call) { changesUnless(c, "list help") }

func codexMCPDoes(c *Call) { changesUnless(c, "list get login logout help") }

func geminiDoes(c *Call) {
	flagSettings(c, "session", "gemini", "resume", "session-id")
	geminiUnattended(c, "gemini")
}

// geminiUnattended: Gemini CLI (and its fork, prog) asks nothing with --yolo or an approval
// mode of yolo, edits unasked in auto_edit, and runs every shell command unasked that
// --allowed-tools names bare (agents.go).
func geminiUnattended(c *Call, prog string) {
	if helped(c) {
		return
	}
	switchOn(c, prog, "yolo")
	valueIn(c, &c.P, prog, "approval-mode", "yolo auto-edit")
	geminiFiles(c, prog, "."+prog)
	for _, v := range c.P.Values("allowed-tools") {
		if t := listGrants(v, "run_shell_command", "ShellTool", "write_file", "replace"); t != "" {
			c.unattended(prog + " --allowed-tools " + t)
		}
	}
}

func geminiExtensionsDoes(c *Call) { changesUnless(c, "list validate new help") }

func geminiHooksDoes(c *Call) { changesUnless(c, "list help") }

func geminiMCPDoes(c *Call) { changesUnless(c, "list help") }

// hookguardDoes is hookguard, or `hookguard ledger`, with a subcommand the table does not
// know, or cannot know: judged as changing hookguard's state.
func hookguardDoes(c *Call) {
	if len(c.P.Operands) == 0 {
		return // prints usage
	}
	by := byOf(c)
	if w := c.Operand(0); w.Dyn {
		by += " ?"
	} else {
		by += " " + w.S
	}
	c.settings("hookguard", by)
}

// hookguardChanges is a subcommand that always changes hookguard's state or speaks as a hook
// event (run, trust, ledger revoke, ledger repair).
func hookguardChanges(c *Call) { c.settings("hookguard", byOf(c)) }

// hookguardInstallDoes: install and uninstall rewrite the hooks, unless --dry-run (a Go flag:
// --dry-run=false is no dry run, and --dry-run=$X may be none).
func hookguardInstallDoes(c *Call) {
	if c.dryRun("dry-run") {
		return
	}
	hookguardChanges(c)
}
