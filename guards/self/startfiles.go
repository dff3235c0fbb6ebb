package self

import (
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/internal/lefthook"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// Files a harness, a tool or the user's shell loads or runs when it starts, outside any hook:
// text written there now acts later, where hookguard sees nothing. Two sorts:
//
//   - judged by what they say (startKind): env files loaded into a harness's or a shell's
//     environment at start, where a variable that moves hookguard's configuration or state
//     makes every hook find nothing (`.envrc` and what it sources, `.env` that Gemini CLI and
//     direnv's dotenv load, `.gemini/.env`, a virtualenv's activate, mise's [env]); a Claude
//     skill, agent or command whose frontmatter carries hooks; an .npmrc or .yarnrc.yml that
//     hands every npm or yarn script to another program. Ordinary values stay quiet.
//   - any write (startPlaces): code the harness or the git floor starts as it is, whatever it
//     says (.mcp.json's servers, Gemini extensions, pre-commit, lefthook and husky config).

// startKind is one sort of file judged by what it says.
type startKind struct {
	bad  func(text string) bool
	what string // in a reason, after "writing PATH would "
	// find, where set, judges the text as shell code run in dir and says what it found
	// (": it sets HOME"), "" when nothing; whole says the text is the file's, not a line's
	// words. bad is then unused.
	find func(s *scope, dir, text string, whole bool) string
}

var (
	envStart = &startKind{find: func(_ *scope, _, text string, _ bool) string { return envFileFinding(text) },
		what: "set variables that point hookguard or git's hooks at another configuration or ledger, or hand npm's scripts to another program, for every harness or shell that loads it at start (direnv, Gemini CLI's .env, a virtualenv's activate, mise)"}
	envrcStart = &startKind{find: (*scope).envrcFinding,
		what: "change, in every shell and harness started in its directory (direnv runs it as shell code on every cd, later and outside any hook), the variables that point hookguard or git's hooks at another configuration or ledger, or where programs are found"}
	// rcStart is a shell's own start file in the home (~/.bashrc, ~/.zshenv, ~/.profile) or the
	// system's: the shell runs it at every start of the kind it is for, and the harness the
	// user starts next inherits what it exports.
	rcStart = &startKind{find: (*scope).rcFinding,
		what: "change, in every shell the user starts later and every harness started from one (the shell runs it at its start, outside any hook), the variables that point hookguard or git's hooks at another configuration or ledger, or where programs are found"}
	// fishStart is fish's: not bash, so the text is read for the variables' names alone.
	fishStart = &startKind{bad: namesHookVar,
		what: "set, in every fish shell the user starts later and every harness started from one, variables that point hookguard or git's hooks at another configuration or ledger"}
	hooksStart = &startKind{bad: frontmatterHooks,
		what: "give a Claude skill, agent or command hooks of its own in its frontmatter, which the harness runs beside (and before) the hooks that run hookguard"}
	npmStart = &startKind{find: npmFinding,
		what: "hand every npm, pnpm or yarn script (the user's and the git hooks' too), or the programs they start, to code or an environment nobody has read"}
	// curlStart and wgetStart are curl's and wget's default config files, read at every start of theirs:
	// judged, like an .npmrc, by what it says (its options, as if given to every later call),
	// since an ordinary one (a proxy, a CA, -L, a user agent) is ordinary work.
	curlStart = &startKind{find: func(s *scope, _, text string, _ bool) string { return netrcAdds("curl", text, s.home) },
		what: "give every later curl options its line never shows"}
	wgetStart = &startKind{find: func(s *scope, _, text string, _ bool) string { return netrcAdds("wget", text, s.home) },
		what: "give every later wget options its line never shows"}
	// yarnEnvStart is the file yarn 2+ loads into every script's environment by default
	// (injectEnvironmentFiles' .env.yarn): hookguard's variables, and code for every node.
	yarnEnvStart = &startKind{bad: func(text string) bool { return redirectsHooks(text) || npmEnvCode(text) },
		what: "set, for every script yarn runs (its injectEnvironmentFiles, .env.yarn by default), variables that point hookguard or git's hooks elsewhere or load code into every node it starts"}
	// vscodeTasksStart is a workspace's .vscode/tasks.json: a task whose runOptions.runOn is
	// folderOpen runs when the person opens the folder, outside any hook. Other tasks run
	// only when asked for.
	vscodeTasksStart = &startKind{find: func(_ *scope, _, text string, whole bool) string {
		// A fragment (an edit, the words of a line whose text is partly unknown) may complete
		// a runOn key the file already has: any folderOpen, or an escape that may spell it.
		if folderOpenTask(text) || !whole && (strings.Contains(text, "folderOpen") || strings.Contains(text, `\u`)) {
			return ": it has a task run on folderOpen"
		}
		return ""
	},
		what: "add a task VS Code runs by itself when the folder is opened (runOptions.runOn folderOpen), code that starts later outside any hook"}
	// vscodeSettingsStart is VS Code's settings (a workspace's .vscode/settings.json, a
	// .code-workspace file's, the user's): the shell its integrated terminal and its tasks start
	// (terminal.integrated.profiles, defaultProfile, automationProfile, the older shell and
	// shellArgs) and the environment they get (terminal.integrated.env: a PATH or LD_PRELOAD
	// there puts code before every command the person or a task runs, outside any hook).
	vscodeSettingsStart = &startKind{find: vscodeSettingsFinding,
		what: "set the shell or the environment (PATH, LD_PRELOAD ...) of VS Code's integrated terminal and tasks, code that starts later outside any hook"}
	// pthStart is a .pth file in a site-packages directory: Python's site module runs each of
	// its lines that starts with import at every interpreter start (pytest, the git floor's
	// Python hooks), where hookguard sees nothing.
	// pyCustomStart is a sitecustomize or usercustomize module where Python's site module
	// imports it at every interpreter start (site-packages, a PYTHONPATH directory): any text
	// there is code that runs later, outside any hook.
	pyCustomStart = &startKind{bad: func(string) bool { return true },
		what: "put a module Python imports at every start (sitecustomize, usercustomize) where it finds it, code that runs later outside any hook"}
	pthStart = &startKind{find: func(_ *scope, _, text string, whole bool) string {
		// A fragment may extend an import line the file already has.
		if pthImports(text) || !whole && strings.Contains(text, "import") {
			return ": it has an import line"
		}
		return ""
	},
		what: "put into Python's site-packages a .pth line that every Python start runs (its import lines), code that runs later outside any hook"}
)

// folderOpenTask reports a tasks.json text with a "runOn" key whose value is "folderOpen",
// read as JSON with comments: the strings decoded (a \u escape spells the same key), comments
// skipped.
func folderOpenTask(text string) bool {
	prev, colon := "", false
	for i := 0; i < len(text); i++ {
		switch ch := text[i]; {
		case ch == '/' && i+1 < len(text) && (text[i+1] == '/' || text[i+1] == '*'):
			end, ok := jsoncCommentEnd(text, i)
			if !ok {
				return false
			}
			i = end
		case ch == ':':
			colon = true
		case ch == '"':
			str, n := jsonString(text[i:])
			i += n - 1
			if colon && prev == "runOn" && str == "folderOpen" {
				return true
			}
			prev, colon = str, false
		case ch != ' ' && ch != '\t' && ch != '\r' && ch != '\n':
			prev, colon = "", false
		}
	}
	return false
}

// vscodeSettingsFinding says what a VS Code settings text sets that starts a shell or gives
// one an environment that runs code (vscodeTerminalKey, vscodeEnvFinding), read as JSON with
// comments, its strings decoded (a \u escape spells the same key). A fragment (an edit, a
// line's words) is judged with the file on disk, in dir: a replacement inside one of those
// keys' values changes it without naming it.
func vscodeSettingsFinding(_ *scope, dir, text string, whole bool) string {
	if k := vscodeTerminalKey(text); k != "" {
		if why, ok := vscodeEnvFinding(text, whole); ok {
			return why
		}
		return ": it sets " + k
	}
	if whole {
		return ""
	}
	if strings.Contains(text, "terminal.integrated") || strings.Contains(text, `\u`) {
		return ": it may set a terminal.integrated key"
	}
	if b, err := state.ReadFile(paths.Join(dir, "settings.json"), maxText); err == nil {
		if k := vscodeTerminalKey(string(b)); k != "" {
			return ": the file already sets " + k + ", which an edit inside it changes"
		}
	}
	return ""
}

// vscodeEnvFinding judges a whole settings file whose only terminal keys are
// terminal.integrated.env.* by the variables they set: ok says the file was read so (JSON
// once its comments and trailing commas are gone) and why what was found, "" when every
// variable is ordinary (JAVA_HOME, RUST_LOG). A variable that chooses programs or loads code
// (PATH, a load path, LD_PRELOAD, NODE_OPTIONS=--require, BASH_ENV, hookguard's and git's
// hook variables) is not.
func vscodeEnvFinding(text string, whole bool) (string, bool) {
	if !whole {
		return "", false
	}
	var top map[string]any
	if json.Unmarshal([]byte(plainJSON(text)), &top) != nil {
		return "", false
	}
	sets := []map[string]any{top}
	if inner, ok := top["settings"].(map[string]any); ok { // a .code-workspace file
		sets = append(sets, inner)
	}
	for _, m := range sets {
		// In order: the reason names the same variable at every call.
		for _, k := range slices.Sorted(maps.Keys(m)) {
			if !terminalStarts(k) {
				continue
			}
			vars, ok := m[k].(map[string]any)
			if !strings.HasPrefix(strings.ToLower(k), "terminal.integrated.env.") || !ok {
				return "", false
			}
			for _, name := range slices.Sorted(maps.Keys(vars)) {
				str, _ := vars[name].(string)
				if why := envVarRuns(name, str); why != "" {
					return ": it sets " + name + " in " + k + why, true
				}
			}
		}
	}
	return "", true
}

// envVarRuns says what a variable given to every shell and program started later does that
// runs code, "" for an ordinary one.
func envVarRuns(name, value string) string {
	switch strings.ToUpper(name) {
	case "PATH", "PYTHONPATH", "PYTHONSTARTUP", "PYTHONHOME", "NODE_PATH", "PERL5LIB", "PERLLIB", "RUBYLIB", "CLASSPATH", "LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "SHELL", "PROMPT_COMMAND":
		return ", which chooses the programs or the code they find"
	}
	if why := envrcLoads(name + "=" + value); why != "" {
		return why
	}
	if hookVar(name) || npmConfigVar(name) != "" || strings.HasPrefix(strings.ToUpper(name), "GIT_") {
		return ", one of the variables that point hookguard, git's hooks or npm elsewhere"
	}
	return ""
}

// jsoncCommentEnd is the index of the last byte of the comment that starts at text[i] (// to
// the line's end, /* to its */); ok is false for a block comment that never ends.
func jsoncCommentEnd(text string, i int) (end int, ok bool) {
	if text[i+1] == '/' {
		if n := strings.IndexByte(text[i:], '\n'); n >= 0 {
			return i + n, true
		}
		return len(text), true
	}
	n := strings.Index(text[i+2:], "*/")
	return i + 2 + n + 1, n >= 0
}

// plainJSON is a JSON-with-comments text as plain JSON: comments and trailing commas gone,
// strings kept as written.
func plainJSON(text string) string {
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		switch ch := text[i]; {
		case ch == '/' && i+1 < len(text) && (text[i+1] == '/' || text[i+1] == '*'):
			end, ok := jsoncCommentEnd(text, i)
			if !ok {
				return b.String()
			}
			i = end
		case ch == '"':
			_, n := jsonString(text[i:])
			b.WriteString(text[i : i+n])
			i += n - 1
		case ch == ',':
			if rest := strings.TrimLeft(text[i+1:], " \t\r\n"); strings.HasPrefix(rest, "}") || strings.HasPrefix(rest, "]") {
				continue
			}
			b.WriteByte(ch)
		default:
			b.WriteByte(ch)
		}
	}
	return b.String()
}

// vscodeTerminalKey is the first JSON string of text that names a setting of VS Code's
// integrated terminal that starts a shell or sets its environment, "" when none.
func vscodeTerminalKey(text string) string {
	for i := 0; i < len(text); i++ {
		switch ch := text[i]; {
		case ch == '/' && i+1 < len(text) && (text[i+1] == '/' || text[i+1] == '*'):
			end, ok := jsoncCommentEnd(text, i)
			if !ok {
				return ""
			}
			i = end
		case ch == '"':
			str, n := jsonString(text[i:])
			i += n - 1
			if terminalStarts(str) {
				return str
			}
		}
	}
	return ""
}

// terminalStarts reports a VS Code setting key that chooses the program the integrated
// terminal or a task starts, its arguments, or its environment.
func terminalStarts(key string) bool {
	rest, ok := strings.CutPrefix(strings.ToLower(key), "terminal.integrated.")
	if !ok {
		return false
	}
	for _, p := range [...]string{"env.", "profiles.", "defaultprofile.", "automationprofile.", "shell.", "shellargs.", "automationshell."} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return false
}

// vscodeUserDir reports one of the editors' user-settings directories' parents (Code/User/settings.json):
// VS Code's builds and the editors built on it.
func vscodeUserDir(d string) bool {
	switch strings.ToLower(d) {
	case "code", "code - insiders", "code - oss", "vscodium", "cursor", "windsurf":
		return true
	}
	return false
}

// jsonString decodes the JSON string s starts with, and says how many bytes it spans.
func jsonString(s string) (string, int) {
	end := 1
	for end < len(s) && s[end] != '"' {
		if s[end] == '\\' {
			end++
		}
		end++
	}
	if end >= len(s) {
		return "", len(s)
	}
	var out string
	if json.Unmarshal([]byte(s[:end+1]), &out) != nil {
		return "", end + 1
	}
	return out, end + 1
}

// pthImports reports a .pth text with a line Python runs: site.py executes each line that
// starts with "import" followed by a space or a tab.
func pthImports(text string) bool {
	for line := range strings.Lines(text) {
		if strings.HasPrefix(line, "import ") || strings.HasPrefix(line, "import\t") {
			return true
		}
	}
	return false
}

// inSitePackages reports a path below a site-packages (or Debian's dist-packages) directory.
func inSitePackages(p string) bool {
	for d := filepath.Dir(p); d != "." && d != "/" && d != "" && filepath.Dir(d) != d; d = filepath.Dir(d) {
		if b := filepath.Base(d); b == "site-packages" || b == "dist-packages" {
			return true
		}
	}
	return false
}

// envFileFinding says what an environment file's text (a .env, mise's [env], a virtualenv's
// activate) sets that is bad: the hook and config variables, one that makes every later
// command run code first (BASH_ENV, NODE_OPTIONS=--require: envrcLoads), or one of npm's
// settings that runs a program or loads code (NPM_CONFIG_SCRIPT_SHELL, any case: npm reads
// it as the .npmrc key); line by line as NAME=value, `export NAME=value` or NAME = "value".
// "" when none.
func envFileFinding(text string) string {
	if redirectsHooks(text) {
		return ": it sets one of hookguard's or git's hook variables"
	}
	for line := range strings.Lines(text) {
		left, value, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		fields := strings.Fields(left)
		if len(fields) == 0 {
			continue
		}
		name := strings.Trim(fields[len(fields)-1], "\"'")
		value = strings.Trim(strings.TrimSpace(value), "\"'")
		if why := envrcLoads(name + "=" + value); why != "" {
			return why
		}
		if k := npmConfigVar(name); k != "" {
			return ": it sets " + name + ", npm's " + k + " setting"
		}
	}
	return ""
}

// npmConfigVar is the npm setting a variable name sets where it is one that runs a program or
// loads code (npm reads npm_config_script_shell, in any case, as script-shell), "" otherwise.
func npmConfigVar(name string) string {
	const prefix = "npm_config_"
	if len(name) <= len(prefix) || !strings.EqualFold(name[:len(prefix)], prefix) {
		return ""
	}
	k := strings.ToLower(strings.ReplaceAll(name[len(prefix):], "_", "-"))
	if npmFinding(nil, "", k+"=x", true) == "" {
		return ""
	}
	return k
}

// startFileKind says how a write of p is judged by its text, nil when p is no such file.
func startFileKind(p string) *startKind {
	base := strings.ToLower(filepath.Base(p))
	switch base {
	case ".envrc", ".env.local.rc":
		return envrcStart
	case ".env", "mise.toml", ".mise.toml", "mise.local.toml", ".mise.local.toml":
		return envStart
	case "activate", "activate.sh", "activate.bash", "activate.fish", "activate.csh", "activate.nu", "activate.ps1", "activate.zsh":
		if d := filepath.Base(paths.Dir(p)); d == "bin" || d == "Scripts" {
			return envStart
		}
	case ".npmrc", ".yarnrc", ".yarnrc.yml", "pnpm-workspace.yaml":
		return npmStart
	case ".env.yarn":
		return yarnEnvStart
	case ".curlrc", "_curlrc":
		return curlStart
	case "curlrc":
		// ~/.config/curlrc, read where XDG_CONFIG_HOME is not set.
		if filepath.Base(paths.Dir(p)) == ".config" {
			return curlStart
		}
	case ".wgetrc", "wgetrc":
		return wgetStart
	case "tasks.json":
		if filepath.Base(paths.Dir(p)) == ".vscode" {
			return vscodeTasksStart
		}
	case "settings.json":
		d := paths.Dir(p)
		if b := filepath.Base(d); b == ".vscode" || b == "User" && vscodeUserDir(filepath.Base(paths.Dir(d))) {
			return vscodeSettingsStart
		}
	}
	if strings.HasSuffix(base, ".code-workspace") {
		return vscodeSettingsStart
	}
	if strings.HasSuffix(base, ".pth") && inSitePackages(p) {
		return pthStart
	}
	if (pyCustomName(base) || pyCustomPackage(p)) && inSitePackages(p) {
		return pyCustomStart
	}
	if !strings.HasSuffix(base, ".md") {
		return nil
	}
	slash := filepath.ToSlash(p)
	for _, d := range hookDirs {
		if d += "/"; strings.HasPrefix(slash, d) || strings.Contains(slash, "/"+d) {
			return hooksStart
		}
	}
	return nil
}

// pyCustomName reports a name (lower case) under which Python's site module finds the modules
// it imports at every start: sitecustomize or usercustomize as source, as a sourceless .pyc, as
// an extension module (sitecustomize.cpython-312-x86_64-linux-gnu.so, .pyd), or as a package's
// directory.
func pyCustomName(base string) bool {
	name, _, _ := strings.Cut(base, ".")
	if name != "sitecustomize" && name != "usercustomize" {
		return false
	}
	switch filepath.Ext(base) {
	case ".py", ".pyc", ".so", ".pyd", "":
		return true
	}
	return false
}

// pyCustomPackage reports the __init__.py of a sitecustomize or usercustomize package.
func pyCustomPackage(p string) bool {
	d := strings.ToLower(filepath.Base(paths.Dir(p)))
	return strings.EqualFold(filepath.Base(p), "__init__.py") && (d == "sitecustomize" || d == "usercustomize")
}

// startPathKind is startFileKind for a path a command writes. One whose directory is only
// known when it runs (Python's own site.getsitepackages(), "$D/x.pth") may be site-packages,
// where its name alone makes it Python's startup code; a sitecustomize or usercustomize module
// in a directory on PYTHONPATH (the harness's, or the one the command is given) is imported at
// every start as well.
func (s *scope) startPathKind(c *shell.Command, p spec.Path) *startKind {
	if k := startFileKind(p.Arg); k != nil {
		return k
	}
	base := strings.ToLower(filepath.Base(p.Arg))
	switch {
	case p.Dyn && strings.ContainsAny(base, "$`{}?*"):
		return nil
	case p.Dyn && pyCustomName(base):
		return pyCustomStart
	case p.Dyn && strings.HasSuffix(base, ".pth"):
		return pthStart
	case p.Abs == "":
		return nil
	case s.shellStartFile(p.Abs, base):
		if strings.HasSuffix(base, ".fish") {
			return fishStart
		}
		return rcStart
	case pyCustomName(base) && s.onPythonPath(c, paths.Dir(p.Abs)), pyCustomPackage(p.Abs) && s.onPythonPath(c, paths.Dir(paths.Dir(p.Abs))):
		return pyCustomStart
	}
	return nil
}

// shellStartFile reports a file a login or interactive shell, or every zsh, runs at its
// start: the user's in the home (or ZDOTDIR, for zsh's), fish's in its config directory,
// and the system's. A project's own .bashrc is no such file: no shell reads it.
func (s *scope) shellStartFile(abs, base string) bool {
	dir := paths.Dir(abs)
	switch base {
	case ".bashrc", ".bash_profile", ".bash_login", ".profile", ".kshrc", ".mkshrc":
		return dir == s.home
	case ".zshrc", ".zshenv", ".zprofile", ".zlogin":
		return dir == s.home || dir == s.getenv("ZDOTDIR")
	case "config.fish":
		return dir == paths.Join(s.home, ".config/fish")
	case "profile", "bash.bashrc", "zshenv", "zshrc", "zprofile", "environment":
		return dir == "/etc" || dir == "/etc/zsh"
	}
	return strings.HasSuffix(base, ".fish") && dir == paths.Join(s.home, ".config/fish/conf.d") ||
		strings.HasSuffix(base, ".sh") && dir == "/etc/profile.d"
}

// rcFinding judges a shell start file's text as an .envrc's, and also the files it sources: one
// the agent can write (in the project, a scratch directory) or only known when it runs would
// run, at every later start, whatever the agent puts there afterwards, where no write of the
// start file itself is seen again.
func (s *scope) rcFinding(dir, text string, whole bool) string {
	// A known tool by its bare name, or by a path the agent cannot write (/opt/homebrew/bin/brew).
	text = withoutToolInits(text, func(prog string) bool {
		if !strings.Contains(initTools, " "+filepath.Base(prog)+" ") {
			return false
		}
		return !strings.Contains(prog, "/") || filepath.IsAbs(prog) && s.writableOnPath(dir, []string{paths.Dir(prog)}, false) == ""
	})
	if redirectsHooks(text) {
		return ": it sets one of them"
	}
	return s.envrcCode(dir, text, whole, true)
}

// rcSources says what is wrong with a command of a start file that sources a file the agent can
// write, or one only known when the shell starts; "" for any other command.
func (s *scope) rcSources(dir string, c *shell.Command) string {
	if b := c.Base(); b != "source" && b != "." || len(c.Args) == 0 {
		return ""
	}
	f := c.Args[0]
	if c.Dynamic[0] {
		return ": it sources " + f + ", a file only known when the shell starts"
	}
	if d := s.writableOnPath(dir, []string{paths.Dir(f)}, false); d != "" {
		return ": it sources " + f + ", which the agent can write, so its next text runs at every start, unseen"
	}
	return ""
}

// withoutToolInits is a start file's text without the lines that run an installed tool's own
// setup (eval "$(direnv hook bash)", eval "$(pyenv init -)", source <(kubectl completion
// bash)): what they print is the tool's, a program program accepts given literal arguments,
// and nearly every start file has some. Any other eval or source of text only known when the
// shell starts is still judged as such.
func withoutToolInits(text string, program func(string) bool) string {
	if !strings.Contains(text, "eval") && !strings.Contains(text, "<(") {
		return text
	}
	var b strings.Builder
	for line := range strings.Lines(text) {
		if !toolInit(strings.TrimSpace(line), program) {
			b.WriteString(line)
		}
	}
	return b.String()
}

// initTools are the programs whose own setup a start file evaluates (eval "$(NAME init)",
// source <(NAME completion bash)): version managers, prompts, directory jumpers, package
// managers' environments, and the CLIs whose completion scripts they print. Not a program
// that prints a file or a download (cat, curl): their text is anyone's.
const initTools = " direnv starship pyenv rbenv nodenv goenv jenv plenv phpenv tfenv zoxide fnm mise rtx asdf conda micromamba brew " +
	"kubectl helm gh glab npm pnpm yarn pip pip3 poetry pipx uv rustup cargo docker podman aws terraform az gcloud deno bun node " +
	"atuin mcfly navi fzf oh-my-posh thefuck dircolors lesspipe lesspipe.sh ssh-agent keychain opam nix-your-shell just task " +
	"kind minikube k3d flux argocd istioctl eksctl doctl flyctl fly vercel netlify supabase hugo golangci-lint volta jump autojump "

// toolInit reports one line that is eval "$(PROG ARGS)", eval $(PROG ARGS), or source or . of
// <(PROG ARGS), where program accepts PROG and ARGS are plain words.
func toolInit(line string, program func(string) bool) bool {
	var inner string
	switch {
	case strings.HasPrefix(line, `eval "$(`) && strings.HasSuffix(line, `)"`):
		inner = line[len(`eval "$(`) : len(line)-2]
	case strings.HasPrefix(line, "eval $(") && strings.HasSuffix(line, ")"):
		inner = line[len("eval $(") : len(line)-1]
	case strings.HasPrefix(line, "source <(") && strings.HasSuffix(line, ")"):
		inner = line[len("source <(") : len(line)-1]
	case strings.HasPrefix(line, ". <(") && strings.HasSuffix(line, ")"):
		inner = line[len(". <(") : len(line)-1]
	default:
		return false
	}
	fields := strings.Fields(inner)
	return len(fields) > 0 && !strings.ContainsAny(inner, "$`;|&<>()'\"\\") && program(fields[0])
}

// namesHookVar reports text that names one of hookguard's or git's hook variables at all.
func namesHookVar(text string) bool {
	return anyHookVar(func(k string) bool { return strings.Contains(text, strings.TrimSuffix(k, "=")) })
}

// onPythonPath reports dir named on the PYTHONPATH the command is given (a prefix, an export
// earlier on the line) or the harness's own.
func (s *scope) onPythonPath(c *shell.Command, dir string) bool {
	lists := []string{s.env("PYTHONPATH")}
	if c != nil {
		for _, a := range c.Input().Assigns {
			if v, ok := strings.CutPrefix(a, "PYTHONPATH="); ok {
				lists = append(lists, v)
			}
		}
	}
	for _, l := range lists {
		for _, d := range filepath.SplitList(l) {
			if d == "" {
				continue
			}
			if !filepath.IsAbs(d) && c != nil && c.Cwd != "" {
				d = paths.Join(c.Cwd, d)
			}
			if paths.Clean(d) == dir {
				return true
			}
		}
	}
	return false
}

// judgeText says whether text, run in dir, is bad for k, and what was found where k can say.
func (k *startKind) judgeText(s *scope, dir, text string, whole bool) (bool, string) {
	if k.find != nil {
		why := k.find(s, dir, text, whole)
		return why != "", why
	}
	return k.bad(text), ""
}

func startBlock(k *startKind, path, why string) hookguard.Verdict {
	rule := "startup-code"
	if k == envStart || k == envrcStart {
		rule = "envrc"
	}
	return block(rule, "writing "+path+" would "+k.what+why+"."+byHand)
}

// frontmatterHooks reports a Markdown file whose leading YAML frontmatter has a hooks key.
func frontmatterHooks(text string) bool {
	text = strings.TrimPrefix(text, "\ufeff")
	rest, ok := strings.CutPrefix(strings.TrimLeft(text, " \t\r\n"), "---")
	if !ok {
		return false
	}
	for _, line := range strings.Split(rest, "\n") {
		l := strings.TrimRight(line, " \t\r")
		if l == "---" || l == "..." {
			return false
		}
		k := strings.TrimSpace(l)
		if strings.HasPrefix(k, "hooks:") || strings.HasPrefix(k, "\"hooks\":") || strings.HasPrefix(k, "'hooks':") {
			return true
		}
	}
	return true // frontmatter never closed: the harness may read all of it
}

// npmFinding says what an npm, pnpm or yarn config sets that runs a program, loads code or
// an environment into what it starts, or loads another config whose text nobody judged: npm's
// script-shell and shell (npm exec, explore), git (every git dependency), node-options,
// onload-script, editor, browser and viewer (npm edit, docs, help), init-module (npm init),
// node-gyp (every native build), userconfig and globalconfig; pnpm's pnpmfile and
// shell-emulator; yarn's yarnPath (classic yarn-path), which runs instead of yarn, plugins:,
// required at start, and injectEnvironmentFiles, loaded into every script. whole: text is the
// file's lines; else it is words (a fragment, or a line's words, one a line: `npm config set
// git /tmp/g`), where a key also counts as the word after `set`.
func npmFinding(_ *scope, _, text string, whole bool) string {
	// The longer names are found anywhere, whatever the syntax round them (YAML's flow
	// style, pnpm-workspace.yaml's camelCase, an npm_config_ variable).
	t := strings.ToLower(text)
	for _, k := range [...]string{"script-shell", "scriptshell", "node-options", "nodeoptions", "node_options", "yarnpath", "yarn-path",
		"plugins", "shell-emulator", "shellemulator", "onload-script", "pnpmfile", "injectenvironmentfiles"} {
		if strings.Contains(t, k) {
			return ": it sets " + k
		}
	}
	prev := ""
	for _, line := range strings.Split(text, "\n") {
		l := strings.TrimSpace(line)
		if k := npmKey(l); npmRunsKey(k) {
			return ": it sets " + k
		}
		// A fragment's word, or the words of `npm config set KEY VALUE`.
		if w := strings.ToLower(l); !whole && prev == "set" && npmRunsKey(w) {
			return ": it sets " + w
		}
		if !strings.HasPrefix(l, "-") {
			prev = strings.ToLower(l)
		}
	}
	return ""
}

// npmKey is the key a config line sets, lower-cased and without quotes or dashes' spelling
// aside: `key=value` (.npmrc, ini), `key: value` (.yarnrc.yml), `key "value"` (classic
// .yarnrc), `--key value` (classic .yarnrc's flags); "" for a comment. A YAML list item's key
// is its own.
func npmKey(l string) string {
	if l == "" || l[0] == '#' || l[0] == ';' {
		return ""
	}
	l = strings.TrimLeft(strings.TrimPrefix(l, "- "), "-")
	end := strings.IndexAny(l, "=: \t")
	if end < 0 {
		return ""
	}
	k := strings.ToLower(strings.Trim(strings.TrimSpace(l[:end]), "\"'"))
	return strings.ReplaceAll(k, "_", "-")
}

// npmRunsKey reports a config key (lower case, '-' for '_') whose short name is only one
// where it is a key: a program, code or a config npm loads later (npmFinding finds the rest
// anywhere).
func npmRunsKey(k string) bool {
	switch k {
	case "script-shell", "shell", "git", "node-options", "onload-script", "editor", "browser", "viewer",
		"init-module", "node-gyp", "userconfig", "globalconfig":
		return true
	}
	return false
}

// npmEnvCode reports an environment file that sets NODE_OPTIONS (code required into every
// node started with it) or one of npm's own settings above (npm_config_script_shell).
func npmEnvCode(text string) bool {
	if hasVar(text, "NODE_OPTIONS=") {
		return true
	}
	t := strings.ToLower(text)
	for i := 0; ; {
		j := strings.Index(t[i:], "npm_config_")
		if j < 0 {
			return false
		}
		i += j + len("npm_config_")
		k, _, _ := strings.Cut(t[i:], "=")
		if npmFinding(nil, "", strings.ReplaceAll(strings.TrimSpace(k), "_", "-")+"=x", true) != "" {
			return true
		}
	}
}

// netrcAdds says what a curl or wget default config (prog's) adds to every later call that
// could switch hookguard off or take its files: a file written (a relative one lands wherever
// the later call runs, .claude/ included), a program run, a DELETE sent, a file uploaded, or
// another config loaded whose text nobody judges. A CA, a proxy or a user agent adds none.
func netrcAdds(prog, text, home string) string {
	for _, e := range spec.DefaultConfigAdds(prog, text, home) {
		switch e.Kind {
		case spec.Write, spec.Create, spec.Delete, spec.Truncate, spec.Destroy, spec.Exec:
		case spec.Read:
			if e.Class != "send" && e.By != "curl -K" && e.By != "curl --config" && e.By != "curl -H @file" {
				continue
			}
		default:
			continue
		}
		what := e.Path.Arg
		if what == "" {
			what = e.Text
		}
		return ": each would " + e.Kind.String() + " " + what + " (" + e.By + ")"
	}
	return ""
}

// hasVar reports text naming variable k with nothing of an identifier before it; a k ending in
// "=" names a variable that must be assigned (HOME=, SKIP=), with spaces or a quote allowed
// before the "=" (mise's `HOME = "/x"`, JSON's `"HOME": `); any other k is a name or a prefix
// (HOOKGUARD covers HOOKGUARD_*). JAVA_HOME= is not HOME=.
func hasVar(text, k string) bool {
	name, assign := strings.CutSuffix(k, "=")
	for i := 0; ; {
		j := strings.Index(text[i:], name)
		if j < 0 {
			return false
		}
		at := i + j
		i = at + len(name)
		if at > 0 && isIdent(text[at-1]) {
			continue
		}
		if !assign {
			return true
		}
		rest := strings.TrimLeft(text[i:], " \t\"'")
		if strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, ":") && !strings.HasPrefix(rest, ":-") {
			return true
		}
	}
}

func isIdent(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// sourcedFiles are the files an .envrc's text loads (direnv's source_env,
// dotenv, source, `.`), relative to dir, the .envrc's directory; a name only known when
// direnv runs it (a variable, a substitution) comes back with a "?" before it.
func sourcedFiles(text, dir string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		for len(f) > 0 && (f[0] == "export" || f[0] == "if" || f[0] == "then") {
			f = f[1:]
		}
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "dotenv", "dotenv_if_exists":
			if len(f) == 1 {
				out = append(out, paths.Join(dir, ".env"))
				continue
			}
		case "source_env", "source_env_if_exists", "source", ".":
			if len(f) == 1 {
				continue
			}
		default:
			continue
		}
		p := strings.Trim(f[1], "\"'")
		p = strings.TrimPrefix(strings.TrimPrefix(p, "$PWD/"), "${PWD}/")
		if strings.ContainsAny(p, "$`") {
			out = append(out, "?"+p)
			continue
		}
		if !filepath.IsAbs(p) {
			p = paths.Join(dir, p)
		}
		out = append(out, p)
	}
	return out
}

// sourcedByEnvrc reports abs as a file an .envrc on disk (in its directory or the project
// root) loads: a write there is a write of the .envrc's own environment.
func (s *scope) sourcedByEnvrc(abs string) bool {
	if abs == "" || s.root == "" || !paths.Within(abs, s.root) {
		return false
	}
	dirs := []string{paths.Dir(abs)}
	if r := paths.Clean(s.root); r != dirs[0] {
		dirs = append(dirs, r)
	}
	for _, d := range dirs {
		if slices.Contains(s.envrcSourced(d), abs) {
			return true
		}
	}
	return false
}

// envrcSourced is what the .envrc on disk in dir loads (sourcedFiles, clean), none where there
// is none, read once per event: a script writes the same directories again and again, and
// each write read the .envrc beside it and the project's.
func (s *scope) envrcSourced(dir string) []string {
	if fs, ok := s.envrcLoads.get(dir); ok {
		return fs
	}
	var fs []string
	if envrc := paths.Join(dir, ".envrc"); !paths.Absent(envrc) {
		if b, err := state.ReadFile(envrc, maxText); err == nil {
			for _, f := range sourcedFiles(string(b), dir) {
				fs = append(fs, paths.Clean(f))
			}
		}
	}
	s.envrcLoads.put(dir, fs)
	return fs
}

// startTool judges a file tool's write of a start file by the text it puts there: the whole
// file, a replacement inside it (where a hooks key needs no frontmatter fence to be one), or,
// for a rename, the file it moves there.
func (s *scope) startTool(f hookguard.FileChange, cwd string) hookguard.Verdict {
	if f.Op == hookguard.OpPatchDelete {
		return hookguard.Allowed()
	}
	k := startFileKind(f.Path)
	if k == nil && pyCustomName(strings.ToLower(filepath.Base(f.Path))) && s.onPythonPath(nil, paths.Dir(s.abs(f.Path, cwd))) {
		k = pyCustomStart
	}
	// A file an .envrc loads is shell code direnv runs as the .envrc's own: whether it is one
	// costs reading the .envrc beside it and the project's, never the text, which can set a
	// variable in ways no search of it finds (printf -v HOME).
	if k == nil && s.sourcedByEnvrc(s.abs(f.Path, cwd)) {
		k = envrcStart
	}
	if k == nil {
		return hookguard.Allowed()
	}
	text := f.Text
	if f.Op == hookguard.OpMove {
		b, err := state.ReadFile(paths.Real(s.abs(f.From, cwd)), maxText)
		if err != nil {
			return startBlock(k, f.Path, ": its text comes from "+f.From+", which cannot be read here")
		}
		text = string(b)
	}
	// An edit or a patch is a fragment of the file: judged as its words, not as whole code.
	whole := f.Op != hookguard.OpEdit && f.Op != hookguard.OpPatchUpdate
	dir := paths.Dir(s.abs(f.Path, cwd))
	bad, why := k.judgeText(s, dir, text, whole)
	if !bad && k == hooksStart && !whole {
		bad = fragmentHooks(text)
	}
	if bad {
		return startBlock(k, f.Path, why)
	}
	if k == envrcStart && isEnvrc(f.Path) {
		for _, src := range sourcedFiles(text, dir) {
			if strings.HasPrefix(src, "?") {
				return startBlock(k, f.Path, ": it loads "+src[1:]+", a file only known when direnv runs it")
			}
			if b, err := state.ReadFile(paths.Real(src), maxText); err == nil && s.envrcFinding(dir, string(b), true) != "" {
				return startBlock(k, f.Path, ": it loads "+src+", which does")
			}
		}
	}
	return hookguard.Allowed()
}

// fragmentHooks reports a replacement that brings a hooks key into a skill's or agent's
// frontmatter: a line that starts with it.
func fragmentHooks(text string) bool {
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "hooks:") {
			return true
		}
	}
	return false
}

// startPlaces are the project's files that are code a harness or the git floor starts as it
// is, whatever they say: any write is a program that runs later, outside any hook. The git
// floor's shims run pre-commit, lefthook and husky (install/git.go); Claude starts .mcp.json's
// servers; Gemini CLI an extension's hooks and servers; VS Code and the editors built on it
// an installed extension's code (in the home). Lefthook's files, every name it reads,
// are the list the boundary shares (lefthookWhat).
var startPlaces = [...]struct {
	rel  string
	tree bool
	home bool // below the home too (the user's own)
	what string
}{
	{".mcp.json", false, false, "the project's MCP servers (.mcp.json), programs Claude Code starts outside hookguard, as `claude mcp add` would add"},
	{".gemini/extensions", true, true, "Gemini CLI's extensions (.gemini/extensions), whose hooks and MCP servers Gemini starts outside hookguard"},
	{".pre-commit-config.yaml", false, false, "pre-commit's configuration, whose entries the git floor runs at every commit"},
	{".husky", true, false, "husky's hooks (.husky/), which the git floor runs at every commit"},
	{".pnpmfile.cjs", false, false, pnpmfileWhat},
	{".vscode/extensions", true, true, vscodeExtWhat},
	{".vscode-server/extensions", true, true, vscodeExtWhat},
	{".vscode-insiders/extensions", true, true, vscodeExtWhat},
	{".vscode-oss/extensions", true, true, vscodeExtWhat},
	{".cursor/extensions", true, true, vscodeExtWhat},
	{".windsurf/extensions", true, true, vscodeExtWhat},
	{".local/share/code-server/extensions", true, true, vscodeExtWhat},
}

// vscodeExtWhat says what the editors' extension directories are.
const vscodeExtWhat = "VS Code's (or an editor's built on it) installed extensions, whose code the editor runs"

// nixFile reports a file that a Nix shell direnv builds may load: a Nix expression (flake.nix,
// shell.nix, default.nix, and any file they import), a flake's lock (which inputs, whose code),
// devenv's configuration.
func nixFile(p string) bool {
	base := strings.ToLower(filepath.Base(p))
	switch base {
	case "flake.lock", "devenv.yaml", "devenv.local.yaml", "devenv.lock":
		return true
	}
	return strings.HasSuffix(base, ".nix")
}

// usesNix says how an .envrc's text builds a Nix shell (`use flake`, `use nix`, `use devenv`,
// direnv's and nix-direnv's), "" when it does not.
func usesNix(text string) string {
	for _, line := range strings.Split(text, "\n") {
		// Anywhere on the line (`if has nix; then use flake; fi`, `has nix && use nix`), up to
		// a comment.
		f := strings.FieldsFunc(line, func(r rune) bool {
			return r == ' ' || r == '\t' || r == ';' || r == '&' || r == '|' || r == '(' || r == ')'
		})
		for i, w := range f {
			if strings.HasPrefix(w, "#") {
				break
			}
			if w == "use" && i+1 < len(f) {
				w = "use_" + f[i+1]
			}
			switch w {
			case "use_flake", "use_nix", "use_devenv":
				return strings.Replace(w, "_", " ", 1)
			}
		}
	}
	return ""
}

// nixByEnvrc finds the .envrc on disk, in abs's directory or one above it within the project,
// that builds a Nix shell from below its own directory, where abs (a nixFile) sits: direnv
// evaluates it on every cd (and again when it changes: direnv watches it), and its shellHook
// and variables run in the person's shell and the harness's, outside any hook. Its path and
// how it uses Nix, or "" when there is none. Only an .envrc the person let direnv run
// counts as one on disk: a new one waits for the person's `direnv allow`.
func (s *scope) nixByEnvrc(abs string) (envrc, how string) {
	if abs == "" || s.root == "" || !nixFile(abs) || !paths.Within(abs, s.root) {
		return "", ""
	}
	root := paths.Clean(s.root)
	for d := paths.Dir(abs); ; d = paths.Dir(d) {
		f := paths.Join(d, ".envrc")
		if b, err := state.ReadFile(f, maxText); err == nil {
			if how := usesNix(string(b)); how != "" {
				return f, how
			}
		}
		if d == root || !paths.Within(d, root) || paths.Dir(d) == d {
			return "", ""
		}
	}
}

// nixBlock is the verdict on a write of path, which an .envrc's Nix shell loads.
func nixBlock(path, envrc, how string) hookguard.Verdict {
	return block("startup-code", "writing "+path+" would change the Nix shell that "+envrc+" builds (`"+how+
		"`) on every cd, whose shellHook and variables run in the person's and the harness's shells, outside any hook."+byHand)
}

// startPlaceVerdict stops a write that lands text at one of startPlaces, or below one that is
// a directory. Deleting them is no hole in hookguard (code removed runs nothing), and a tree
// operation over the project that may land them is not judged here: a copy or extract of a
// whole tree onto the project is stopped where it reaches the wrappers or settings.
func (s *scope) startPlaceVerdict(e spec.Effect) hookguard.Verdict {
	if e.Kind != spec.Write && e.Kind != spec.Create || e.Kind == spec.Create && e.Keep || e.Path.Abs == "" || e.Path.Dyn {
		return hookguard.Allowed()
	}
	p := paths.Clean(e.Path.Abs)
	// A script writes the same few paths again and again (its log, a build's output): a path
	// that passed once passes again, neither the places nor the disk changing in one event.
	if _, ok := s.startPassed.get(p); ok {
		return hookguard.Allowed()
	}
	if v := s.startPlaceAt(e, p); v.Decision != hookguard.Allow {
		return v
	}
	s.startPassed.put(p, true)
	return hookguard.Allowed()
}

// startPlaceAt is startPlaceVerdict for the clean path p.
func (s *scope) startPlaceAt(e spec.Effect, p string) hookguard.Verdict {
	for _, at := range s.startAts() {
		if p == at.abs || p == at.real || at.tree && (paths.Within(p, at.abs) || paths.Within(p, at.real)) || at.glob && globMatch(at.abs, p) {
			return block("startup-code", "`"+e.By+"` writes "+e.Path.Arg+", "+at.what+
				": it is code that starts later, outside any hook, and can switch hookguard off."+byHand)
		}
	}
	if envrc, how := s.nixByEnvrc(p); envrc != "" {
		return nixBlock(e.Path.Arg, envrc, how)
	}
	return hookguard.Allowed()
}

// globMatch reports p matched by pattern, case aside.
func globMatch(pattern, p string) bool {
	ok, _ := filepath.Match(strings.ToLower(pattern), strings.ToLower(p))
	return ok
}

// startAt is one of startPlaces below the project or the home, as spelled and resolved.
type startAt struct {
	abs, real string
	tree      bool
	glob      bool // abs is a pattern (lefthook's extends: takes globs), matched case aside
	what      string
}

// pnpmfileWhat says what pnpm's pnpmfile is.
const pnpmfileWhat = "pnpm's pnpmfile, code every pnpm install requires and runs (its readPackage and afterAllResolved hooks)"

// pnpmfilesNamed are the files the project's .npmrc and pnpm-workspace.yaml on disk name as
// pnpm's pnpmfile (pnpmfile=, pnpmfile:, global-pnpmfile), which pnpm requires in place of
// .pnpmfile.cjs: absolute, or resolved from the project root; one named through a variable or
// the home is left to the setting's own check (npmFinding).
func (s *scope) pnpmfilesNamed() []string {
	var out []string
	names := s.rootNames()
	for _, f := range [...]string{".npmrc", "pnpm-workspace.yaml"} {
		if names != nil && !names[f] {
			continue
		}
		b, err := state.ReadFile(paths.Join(s.root, f), maxText)
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			l := strings.TrimSpace(line)
			switch npmKey(l) {
			case "pnpmfile", "global-pnpmfile", "globalpnpmfile":
			default:
				continue
			}
			i := strings.IndexAny(l, "=:")
			if i < 0 {
				continue // `pnpmfile x` is no setting pnpm reads
			}
			v, _, _ := strings.Cut(l[i+1:], " #")
			v = strings.Trim(strings.TrimSpace(v), "\"'")
			if v == "" || strings.ContainsAny(v, "$~") {
				continue
			}
			if !filepath.IsAbs(v) {
				v = paths.Join(s.root, v)
			}
			out = append(out, paths.Clean(v))
		}
	}
	return out
}

// lefthookWhat says what any of lefthook's files is.
const lefthookWhat = "lefthook's configuration or scripts, whose commands the git floor runs"

// startAts lists startPlaces below the project and the home once for the event: a script
// writes hundreds of files, and joining and resolving every place for each of them was a
// sixth of a 200-line script's call.
func (s *scope) startAts() []startAt {
	if s.startsOK {
		return s.starts
	}
	s.startsOK = true
	rootJoin, homeJoin := joiner(s.root), joiner(s.home)
	// Room for the places below both, and lefthook's, at once: growing the list cost seven copies.
	s.starts = make([]startAt, 0, 2*len(startPlaces)+len(lefthook.Files)+len(lefthook.Dirs)+4)
	for _, sp := range startPlaces {
		for _, base := range [...]string{s.root, s.home} {
			if base == "" || !sp.home && base == s.home && s.home != s.root {
				continue
			}
			join := rootJoin
			if base != s.root {
				join = homeJoin
			}
			s.addStart(join(sp.rel), sp.tree, sp.what)
		}
	}
	if s.root != "" {
		for _, f := range lefthook.Files {
			s.addStart(rootJoin(f), false, lefthookWhat)
		}
		for _, d := range lefthook.Dirs {
			s.addStart(rootJoin(d), true, lefthookWhat)
		}
		// What the configs on disk name in the project (extends:, rc:, source_dir:) is
		// lefthook's too, and so is a script their run: commands start.
		files, dirs, runs := lefthook.LoadedRuns(s.root, func(first string) bool {
			names := s.rootNames()
			return names == nil || names[strings.ToLower(first)]
		})
		for _, f := range files {
			at := paths.Join(s.root, f)
			if strings.ContainsAny(f, "*?[") {
				s.starts = append(s.starts, startAt{abs: at, glob: true, what: lefthookWhat})
				continue
			}
			s.addStart(at, false, lefthookWhat)
		}
		for _, d := range dirs {
			s.addStart(paths.Join(s.root, d), true, lefthookWhat)
		}
		for _, f := range runs {
			s.addStart(paths.Join(s.root, f), false, lefthookWhat)
		}
		for _, f := range s.pnpmfilesNamed() {
			s.addStart(f, false, pnpmfileWhat)
		}
	}
	s.addGitPrograms()
	return s.starts
}

// joiner joins names to base as paths.Join does. The names it is given (startPlaces',
// lefthook's) are clean, relative and do not climb (TestStartNamesClean): to a clean absolute
// base they are only appended, without cleaning either again for each of them.
func joiner(base string) func(rel string) string {
	if !filepath.IsAbs(base) || paths.Clean(base) != base {
		return func(rel string) string { return paths.Join(base, rel) }
	}
	return func(rel string) string { return joinClean(base, rel) }
}

// joinClean is paths.Join of a clean absolute dir and a clean relative name that does not climb.
func joinClean(dir, rel string) string {
	if dir == "/" {
		return "/" + rel
	}
	return dir + "/" + rel
}

func (s *scope) addStart(at string, tree bool, what string) {
	s.starts = append(s.starts, startAt{abs: at, real: s.startReal(at), tree: tree, what: what})
}

// startReal resolves a start place. One below the project whose first name the project does
// not hold resolves to the project's resolution and its own names: most of the forty-odd start
// places are absent, and the root's names read once spare an lstat for each.
func (s *scope) startReal(at string) string {
	if s.root == "" {
		return paths.Real(at)
	}
	if s.rootSlash == "" {
		s.rootSlash = s.root + "/"
	}
	rel, ok := strings.CutPrefix(at, s.rootSlash)
	if !ok {
		return paths.Real(at)
	}
	first, _, _ := strings.Cut(rel, "/")
	names := s.rootNames()
	if names == nil || names[strings.ToLower(first)] {
		return paths.Real(at)
	}
	// at is clean (every start place is made so), so what follows the root in it is a clean
	// relative name that does not climb. Where the root is its own resolution, that is at
	// itself: no string is made for each of the forty-odd places.
	if s.rootReal == "" {
		s.rootReal = paths.Real(s.root)
	}
	real := s.rootReal
	if real == s.root && real != "/" && rel != "" {
		return at
	}
	if filepath.IsAbs(real) && rel != "" {
		return joinClean(real, rel)
	}
	return paths.Join(real, rel)
}

// maxRootNames bounds the names read from the project root; past it each place is resolved
// on its own.
const maxRootNames = 4096

// rootNames are the project root's entries, lower-cased (a name that differs only in case may
// be the same file on a case-insensitive disk), read once for the event; nil when the root
// cannot be read or holds more than maxRootNames.
func (s *scope) rootNames() map[string]bool {
	if s.rootNamesOK {
		return s.rootNamesAt
	}
	s.rootNamesOK = true
	f, err := state.OpenDir(s.root)
	if err != nil {
		return nil
	}
	defer f.Close()
	names, err := f.Readdirnames(maxRootNames + 1)
	if err != nil && !errors.Is(err, io.EOF) || len(names) > maxRootNames {
		return nil
	}
	s.rootNamesAt = make(map[string]bool, len(names))
	for _, n := range names {
		s.rootNamesAt[strings.ToLower(n)] = true
	}
	return s.rootNamesAt
}

// mountsOwnDir reports a container's bind mount of a directory that holds hookguard's files
// and is neither the project (nor above it) nor the home (nor above it): whatever runs in the
// container writes there (`docker run -v "$PWD/.claude":/c alpine sh -c '... > /c/settings.json'`),
// where no hook sees the command. Mounting the project itself, what `docker run -v "$PWD":/app
// npm test` does, stays the boundary's to judge.
func (s *scope) mountsOwnDir(e spec.Effect) bool {
	if e.Class != "mount" || e.Kind != spec.Write || !e.Tree || e.Path.Abs == "" {
		return false
	}
	p := paths.Clean(e.Path.Abs)
	for _, d := range [...]string{s.root, s.home} {
		if d != "" && paths.Within(paths.Clean(d), p) {
			return false
		}
	}
	return true
}

// hookDirs are where Claude finds skills, agents and commands, whose frontmatter may carry
// hooks.
var hookDirs = [...]string{".claude/skills", ".claude/agents", ".claude/commands"}

// maxTreeFiles bounds the walk of a tree copied into one of hookDirs.
const maxTreeFiles = 2000

// startTreeVerdict judges a tree that a copy, move, sync or extract lands in one of hookDirs
// (or in the .claude above them): every Markdown file of its sources is read for hooks in its
// frontmatter. A source that cannot be walked (an archive, too large a tree, a path known only
// when the line runs) is judged by what it could hold.
func (s *scope) startTreeVerdict(e spec.Effect, all []spec.Effect) hookguard.Verdict {
	if !e.Tree || e.Path.Abs == "" || !s.inHookDirs(paths.Clean(e.Path.Abs)) || !landsContent(e, all) {
		return hookguard.Allowed()
	}
	for _, src := range contentSources(e, all) {
		if src.Path.Dyn || src.Path.Abs == "" {
			return startBlock(hooksStart, e.Path.Arg, ": what lands there comes from "+src.Path.Arg+", which cannot be known here")
		}
		if bad, why := treeHooks(paths.Real(src.Path.Abs)); bad {
			return startBlock(hooksStart, e.Path.Arg, why)
		}
	}
	if e.Class == "extract" || e.Class == "download" {
		return startBlock(hooksStart, e.Path.Arg, ": `"+e.By+"` lands files nobody can read here")
	}
	return hookguard.Allowed()
}

// inHookDirs reports p as one of hookDirs, below one, or the .claude directory holding them,
// under the project or the home.
func (s *scope) inHookDirs(p string) bool {
	if !s.hookDirsOK {
		s.hookDirsOK = true
		for _, base := range [...]string{s.root, s.home} {
			if base == "" {
				continue
			}
			s.claudeDirs = append(s.claudeDirs, paths.Join(base, ".claude"))
			for _, d := range hookDirs {
				s.hookDirsAt = append(s.hookDirsAt, paths.Join(base, d))
			}
		}
	}
	return slices.Contains(s.claudeDirs, p) || paths.Inside(p, s.hookDirsAt...)
}

// treeHooks walks root (a file or a directory) for a Markdown file with hooks in its
// frontmatter, bounded by maxTreeFiles.
func treeHooks(root string) (bool, string) {
	n := 0
	found := ""
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if n++; n > maxTreeFiles {
			return errTooLarge
		}
		if d.Type().IsRegular() && strings.HasSuffix(strings.ToLower(d.Name()), ".md") {
			b, err := state.ReadFile(p, maxText)
			if err != nil || frontmatterHooks(string(b)) {
				found = p
				return fs.SkipAll
			}
		}
		return nil
	})
	switch {
	case found != "":
		return true, ": " + found + " has hooks in its frontmatter (or cannot be read)"
	case err != nil:
		return true, ": its source " + root + " cannot be read whole here (" + err.Error() + ")"
	}
	return false, ""
}

var errTooLarge = errors.New("more than 2000 entries")
