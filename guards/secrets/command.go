package secrets

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
)

// hit is why a command is blocked.
type hit struct{ rule, why, alt string }

func (g *Guard) checkCommand(ev *hookguard.Event) hookguard.Verdict {
	if strings.TrimSpace(ev.Command) == "" {
		return hookguard.Allowed()
	}
	// 1. A literal secret in the command text (an export, a header, a URL with a password).
	if fs := g.Scan("", ev.Command); len(fs) > 0 {
		v := hookguard.Blocked(Name, fs[0].Rule, contentReason("this command", fs)+
			" A credential typed into a command lands in the transcript, the shell history and the process list. "+
			"Reference it from the environment instead (e.g. \"$API_TOKEN\"), or ask the user to run this command themselves.")
		v.Action = "run " + ev.Command
		return v
	}
	s := shell.Of(ev)
	c := &cmdCheck{g: g, ev: ev, taint: taintedVars(ev.Command, g)}
	if h := c.script(s, 0); h != nil {
		v := hookguard.Blocked(Name, h.rule, capFirst(h.why)+". "+h.alt)
		v.Action = "run " + ev.Command
		return v
	}
	return hookguard.Allowed()
}

type cmdCheck struct {
	g     *Guard
	ev    *hookguard.Event
	taint map[string]bool // shell variables assigned from a secret variable
}

const maxRemoteDepth = 4

func (c *cmdCheck) script(s *shell.Script, depth int) *hit {
	if h := declDump(s.Src); h != nil {
		return h
	}
	for i, cmd := range s.Commands {
		var next *shell.Command
		if i+1 < len(s.Commands) {
			next = s.Commands[i+1]
		}
		if h := c.command(cmd, next, depth); h != nil {
			return h
		}
	}
	if s.Err != nil && len(s.Commands) == 0 && secretMention(s.Src) {
		return &hit{"unparsed-command", "this command could not be parsed (" + s.Err.Error() + ") and it names a secret file or variable",
			"Write it as a plain command the guard can read, without secret files or variables."}
	}
	return nil
}

// printers write their arguments or stdin somewhere a person or the model reads it.
func isPrinter(name string) bool {
	switch name {
	case "echo", "printf", "print", "tee", "logger", "base64", "base32", "xxd", "od", "hexdump", "nc", "ncat", "netcat", "socat", "telnet", "cat", "rev", "wall", "write", "say", "openssl", "gpg", "pbcopy", "xclip", "xsel", "wl-copy", "mail", "sendmail":
		return true
	}
	return false
}

// senders put data on the network.
func isSender(name string) bool {
	switch name {
	case "curl", "wget", "http", "https", "xh", "httpie":
		return true
	}
	return false
}

// quiet verbs touch a secret file without showing or copying its content.
func isQuiet(name string) bool {
	switch name {
	case "ls", "stat", "chmod", "chown", "chgrp", "test", "[", "[[", "touch", "rm", "shred", "mkdir", "wc", "ssh", "ssh-add", "ssh-keygen", "ssh-copy-id", "source", ".", "file", "du", "realpath", "readlink", "basename", "dirname", "unlink", "setfacl", "getfacl", "lsattr", "chattr", "sops", "git-crypt", "direnv", "dotenv":
		return true
	}
	return false
}

func (c *cmdCheck) command(cmd *shell.Command, next *shell.Command, depth int) *hit {
	name := cmd.Base()
	args := cmd.Args

	// Commands that run another command line: re-judge the inner text.
	if depth < maxRemoteDepth {
		if inner := remoteScript(name, args); inner != "" {
			if fs := c.g.Scan("", inner); len(fs) > 0 {
				return &hit{fs[0].Rule, "the command it runs remotely holds a credential (" + fs[0].Redacted + ")", "Reference it from the environment instead."}
			}
			sub := shell.Parse(inner, shell.Context{Cwd: "", Home: c.ev.Home})
			if h := c.script(sub, depth+1); h != nil {
				h.why += " (inside " + name + ")"
				return h
			}
		}
	}

	// 2. Environment dumps.
	if h := c.envDump(cmd, name, args); h != nil {
		return h
	}
	// 5. Commands whose purpose is to print a credential.
	if h := credentialPrinter(name, args); h != nil {
		return h
	}
	// 3. Secret variables printed or sent.
	if h := c.secretVarLeak(cmd, name, args, next); h != nil {
		return h
	}
	// Interpreter one-liners: their code is a string the parse cannot see into.
	if h := c.interpreter(name, args); h != nil {
		return h
	}
	// 4. Secret files as arguments or input redirects.
	return c.secretFiles(cmd, name, args)
}

// remoteScript returns the command line a command hands to another shell: ssh's remote
// command, and `sh -c STRING` anywhere in a wrapper's argv (docker exec, kubectl exec --).
func remoteScript(name string, args []string) string {
	if name == "ssh" || name == "mosh" {
		rest := skipOptions(args, "bcDEeFIiJLlmOopQRSWw")
		if len(rest) > 1 {
			return strings.Join(rest[1:], " ")
		}
		return ""
	}
	for i := 0; i+2 < len(args); i++ {
		switch filepath.Base(args[i]) {
		case "sh", "bash", "zsh", "dash", "ash", "ksh":
			if args[i+1] == "-c" || args[i+1] == "-lc" || args[i+1] == "-ic" {
				return args[i+2]
			}
		}
	}
	return ""
}

// skipOptions drops leading options, and the values of those in withValue (single letters).
func skipOptions(args []string, withValue string) []string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return args[i+1:]
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			return args[i:]
		}
		if len(a) == 2 && strings.ContainsRune(withValue, rune(a[1])) {
			i++
		}
	}
	return nil
}

func (c *cmdCheck) envDump(cmd *shell.Command, name string, args []string) *hit {
	dump := &hit{"env-dump", "`" + strings.TrimSpace(name+" "+strings.Join(args, " ")) + "` prints the whole environment, where API keys and tokens live",
		"Print only the variables the task needs by name (e.g. `printenv HOME PATH`), or test for a secret without showing it: `test -n \"$API_KEY\" && echo set`."}
	switch name {
	case "env", "printenv":
		var named []string
		for _, a := range args {
			if !strings.HasPrefix(a, "-") && !strings.Contains(a, "=") {
				named = append(named, a)
			}
		}
		if len(named) == 0 {
			return dump
		}
		if name == "printenv" {
			for _, n := range named {
				if c.g.secretVar(n) {
					return &hit{"secret-var-print", "`printenv " + n + "` prints a secret variable", "Test that it is set without printing it: `test -n \"$" + n + "\" && echo set`."}
				}
			}
		}
	case "set", "export", "declare", "typeset":
		if len(args) == 0 || (len(args) == 1 && (args[0] == "-p" || args[0] == "-x" || args[0] == "-px" || args[0] == "-xp")) {
			return dump
		}
	case "ps":
		for _, a := range args {
			if !strings.HasPrefix(a, "-") && strings.Contains(a, "e") {
				return &hit{"env-dump", "`ps " + strings.Join(args, " ") + "` shows every process's environment", "Leave out the `e` modifier."}
			}
		}
	case "docker", "docker-compose", "podman", "podman-compose":
		rest := args
		if name == "docker" || name == "podman" {
			if len(rest) > 0 && rest[0] == "compose" {
				rest = rest[1:]
			} else {
				rest = nil
			}
		}
		sub := skipOptions(rest, "fpe")
		if len(sub) > 0 && (sub[0] == "config" || sub[0] == "convert") {
			for _, a := range sub[1:] {
				switch a {
				case "--services", "--volumes", "--profiles", "--images", "-q", "--quiet", "--hash":
					return nil
				}
			}
			return &hit{"compose-config", "`" + name + " compose config` prints the resolved configuration with every environment value filled in", "Use `docker compose config --services` or read compose.yaml itself."}
		}
		if len(args) > 1 && args[0] == "inspect" {
			return nil
		}
	case "npm", "pnpm", "yarn":
		if len(args) >= 2 && args[0] == "config" && (args[1] == "get" || args[1] == "list" || args[1] == "ls") {
			for _, a := range args[2:] {
				la := strings.ToLower(a)
				if strings.Contains(la, "auth") || strings.Contains(la, "token") || strings.Contains(la, "password") {
					return &hit{"npm-token", "`" + name + " config get " + a + "` prints a registry credential", "Check that a token is configured with `npm whoami` instead."}
				}
			}
		}
	}
	return nil
}

// credentialPrinter blocks the commands whose job is to print a credential.
func credentialPrinter(name string, args []string) *hit {
	has := func(xs ...string) bool {
		for _, a := range args {
			for _, x := range xs {
				if a == x || strings.HasPrefix(a, x+"=") {
					return true
				}
			}
		}
		return false
	}
	pos := func(n int) string {
		var p []string
		for _, a := range args {
			if !strings.HasPrefix(a, "-") {
				p = append(p, a)
			}
		}
		if n < len(p) {
			return p[n]
		}
		return ""
	}
	line := strings.TrimSpace(name + " " + strings.Join(args, " "))
	h := func() *hit {
		return &hit{"credential-print", "`" + line + "` prints a live credential", "Let the tool use the credential itself (most read it from their own config), or ask the user for what the task needs."}
	}
	switch name {
	case "gh":
		if pos(0) == "auth" && (pos(1) == "token" || pos(1) == "status" && has("-t", "--show-token")) {
			return h()
		}
	case "gcloud":
		if pos(0) == "auth" && (strings.HasPrefix(pos(1), "print-") || pos(1) == "application-default" && strings.HasPrefix(pos(2), "print-")) {
			return h()
		}
	case "aws":
		switch {
		case pos(0) == "configure" && pos(1) == "get" && (strings.Contains(strings.ToLower(pos(2)), "secret") || strings.Contains(strings.ToLower(pos(2)), "token") || strings.Contains(strings.ToLower(pos(2)), "key")),
			pos(0) == "configure" && pos(1) == "export-credentials",
			pos(0) == "sts" && (pos(1) == "get-session-token" || pos(1) == "assume-role" || pos(1) == "get-federation-token" || pos(1) == "assume-role-with-web-identity"),
			pos(0) == "secretsmanager" && pos(1) == "get-secret-value",
			pos(0) == "ssm" && (pos(1) == "get-parameter" || pos(1) == "get-parameters" || pos(1) == "get-parameters-by-path") && has("--with-decryption"),
			pos(0) == "ecr" && pos(1) == "get-login-password",
			pos(0) == "iam" && pos(1) == "create-access-key":
			return h()
		}
	case "az":
		if pos(0) == "account" && pos(1) == "get-access-token" || pos(0) == "keyvault" && pos(1) == "secret" && pos(2) == "show" {
			return h()
		}
	case "kubectl", "oc":
		if pos(0) == "config" && pos(1) == "view" && has("--raw", "--flatten") {
			return h()
		}
		if pos(0) == "get" && (pos(1) == "secret" || pos(1) == "secrets" || strings.HasPrefix(pos(1), "secret/") || strings.HasPrefix(pos(1), "secrets/")) {
			for i, a := range args {
				if a == "-o" && i+1 < len(args) || strings.HasPrefix(a, "-o") && len(a) > 2 || strings.HasPrefix(a, "--output") {
					v := a
					if a == "-o" {
						v = args[i+1]
					}
					if !strings.Contains(v, "name") && !strings.Contains(v, "wide") {
						return h()
					}
				}
			}
		}
		if pos(0) == "create" && pos(1) == "token" {
			return h()
		}
	case "security":
		if (pos(0) == "find-generic-password" || pos(0) == "find-internet-password") && has("-w", "-g") || pos(0) == "dump-keychain" {
			return h()
		}
	case "op":
		if pos(0) == "read" || pos(0) == "item" && pos(1) == "get" && has("--reveal", "--fields") || pos(0) == "inject" {
			return h()
		}
	case "vault":
		if pos(0) == "read" || pos(0) == "kv" && pos(1) == "get" || pos(0) == "print" && pos(1) == "token" || pos(0) == "token" && pos(1) == "create" {
			return h()
		}
	case "pass", "gopass":
		if pos(0) == "show" || pos(0) != "" && pos(0) != "ls" && pos(0) != "list" && pos(0) != "find" && pos(0) != "search" && pos(0) != "init" && pos(0) != "insert" && pos(0) != "generate" && pos(0) != "rm" && pos(0) != "git" {
			return h()
		}
	case "bw":
		if pos(0) == "get" || pos(0) == "export" {
			return h()
		}
	case "heroku":
		if pos(0) == "config" || strings.HasPrefix(pos(0), "config:get") || pos(0) == "auth:token" {
			return h()
		}
	case "doppler":
		if pos(0) == "secrets" || pos(0) == "configs" && pos(1) == "tokens" {
			return h()
		}
	case "git":
		if pos(0) == "credential" && (pos(1) == "fill" || pos(1) == "get") || pos(0) == "config" && has("--get-all", "--get", "-l", "--list") && strings.Contains(strings.ToLower(line), "token") {
			return h()
		}
	case "gpg", "gpg2":
		if has("--export-secret-keys", "--export-secret-subkeys", "--export-ssh-key") {
			return h()
		}
	case "cat", "bat", "less", "more":
	}
	return nil
}

var varRefRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\$\{?#?!?([A-Za-z_][A-Za-z0-9_]*)`) })

// secretVarName is the shape of a variable that holds a secret: secret, token, passw(or)d,
// passphrase, api_?key, access_?key, private_?key, credential, cookie, session_?key, signing,
// database_url, conn(ection)?_?str, webhook anywhere; pwd, auth, dsn, pat as whole _-parts. It is
// matched by hand (TestSecretVarNameMatchesRegexp holds it to the regexp it replaces): nearly
// every command names a variable, and compiling that regexp was a tenth of a long script's call.
func secretVarName(name string) bool {
	l := strings.ToLower(name)
	for _, sub := range []string{"secret", "token", "password", "passwd", "passphrase", "apikey", "api_key",
		"accesskey", "access_key", "privatekey", "private_key", "credential", "cookie", "sessionkey", "session_key",
		"signing", "database_url", "connstr", "conn_str", "connectionstr", "connection_str", "webhook"} {
		if strings.Contains(l, sub) {
			return true
		}
	}
	for part := range strings.SplitSeq(l, "_") {
		switch part {
		case "pwd", "auth", "dsn", "pat":
			return true
		}
	}
	return false
}

// secretVar reports whether an environment variable's name says it holds a secret.
func (g *Guard) secretVar(name string) bool {
	switch strings.ToUpper(name) {
	case "PWD", "OLDPWD", "PATH", "HOME", "TOKENIZERS_PARALLELISM", "GPG_TTY", "SSH_AUTH_SOCK", "XDG_SESSION_TYPE", "XDG_SESSION_ID", "XDG_SESSION_CLASS", "XDG_SESSION_DESKTOP":
		return false
	}
	if secretVarName(name) {
		return true
	}
	for _, p := range g.opts.SecretVars {
		if ok, _ := path.Match(strings.ToUpper(p), strings.ToUpper(name)); ok {
			return true
		}
	}
	return false
}

func (c *cmdCheck) refsSecret(text string) string {
	for _, m := range varRefRe().FindAllStringSubmatch(text, -1) {
		if c.g.secretVar(m[1]) || c.taint[m[1]] {
			return m[1]
		}
	}
	return ""
}

func (c *cmdCheck) secretVarLeak(cmd *shell.Command, name string, args []string, next *shell.Command) *hit {
	printing := isPrinter(name)
	sending := isSender(name)
	if !printing && !sending {
		return nil
	}
	// A pipe into a command that takes the secret on stdin by design (docker login
	// --password-stdin, gh auth login --with-token) is how the secret is meant to be used.
	if printing && next != nil {
		for _, a := range next.Args {
			if a == "--password-stdin" || a == "--with-token" || a == "--token-stdin" || a == "--stdin" {
				return nil
			}
		}
	}
	for i, a := range args {
		v := c.refsSecret(a)
		if v == "" {
			continue
		}
		if sending {
			// A header carrying the token to the API is the token's use, not a leak.
			if i > 0 && (args[i-1] == "-H" || args[i-1] == "--header" || args[i-1] == "--oauth2-bearer" || args[i-1] == "-u" || args[i-1] == "--user") ||
				strings.HasPrefix(a, "--header=") || strings.HasPrefix(a, "-H") && len(a) > 2 {
				continue
			}
			if name == "http" || name == "https" || name == "xh" || name == "httpie" {
				if strings.Contains(a, ":") && !strings.Contains(a, "=") && !strings.Contains(a, "://") {
					continue // HTTPie header syntax Name:value
				}
			}
		}
		return &hit{"secret-var-" + map[bool]string{true: "print", false: "send"}[printing], "`" + name + "` would " +
			map[bool]string{true: "print", false: "send"}[printing] + " the secret variable $" + v,
			"Use it where it is needed without showing it (e.g. in an Authorization header to its API), or test that it is set: `test -n \"$" + v + "\" && echo set`."}
	}
	for _, r := range cmd.Redirects {
		if (r.Op == "<<<" || r.Op == "<<" || r.Op == "<<-") && printing {
			if v := c.refsSecret(r.Body + r.Target); v != "" && (r.Op == "<<<" || !strings.Contains(r.Target, "'")) {
				return &hit{"secret-var-print", "`" + name + "` would print the secret variable $" + v + " fed on its input", "Test that it is set instead: `test -n \"$" + v + "\" && echo set`."}
			}
		}
	}
	return nil
}

// interpreter judges `python -c`, `node -e` and the like: code that dumps the environment or
// opens a secret file by a literal name.
func (c *cmdCheck) interpreter(name string, args []string) *hit {
	lang := ""
	switch {
	case strings.HasPrefix(name, "python"), name == "pypy", name == "pypy3":
		lang = "py"
	case name == "node", name == "nodejs", name == "deno", name == "bun":
		lang = "js"
	case strings.HasPrefix(name, "ruby"):
		lang = "rb"
	case strings.HasPrefix(name, "perl"):
		lang = "pl"
	case strings.HasPrefix(name, "php"):
		lang = "php"
	default:
		return nil
	}
	var code string
	for i, a := range args {
		if (a == "-c" || a == "-e" || a == "-p" || a == "-r" || a == "--eval" || a == "--print" || a == "-E") && i+1 < len(args) {
			code = args[i+1]
			break
		}
	}
	if code == "" {
		return nil
	}
	if envDumpCode(lang, code) {
		return &hit{"env-dump", "this " + name + " one-liner prints the whole environment, where API keys and tokens live", "Print only the variables the task needs by name."}
	}
	for _, lit := range stringLiterals(code) {
		if rule, why, shown := c.g.readVerdict(lit, c.ev, ""); rule != "" {
			return &hit{rule, "this " + name + " one-liner opens " + shown + ", " + why, "Ask the user for the value the task needs."}
		}
	}
	if v := c.refsEnvInCode(code); v != "" && regexp.MustCompile(`\b(print|console\.log|puts|p|echo|say|printf|var_dump|print_r|write)\b`).MatchString(code) {
		return &hit{"secret-var-print", "this " + name + " one-liner prints the secret variable " + v, "Test that it is set without printing it."}
	}
	return nil
}

func envDumpCode(lang, code string) bool {
	switch lang {
	case "py":
		for _, m := range regexp.MustCompile(`os\.environ\b(\s*[\[.(]\s*(get|copy|items|keys|values)?)?`).FindAllStringSubmatch(code, -1) {
			if m[1] == "" || m[2] == "copy" || m[2] == "items" || m[2] == "values" {
				return true
			}
		}
		return strings.Contains(code, "os.getenv()") || strings.Contains(code, "dict(os.environ")
	case "js":
		for _, m := range regexp.MustCompile(`(process\.env|Deno\.env\.toObject\(\)|Bun\.env)(\s*[.\[])?`).FindAllStringSubmatch(code, -1) {
			if m[2] == "" || strings.HasPrefix(m[1], "Deno") {
				return true
			}
		}
	case "rb":
		return regexp.MustCompile(`\bENV\b\s*(\.(to_h|to_a|inspect|each|map|select|keys|values)|\)|$|;|\s)`).MatchString(code) && !regexp.MustCompile(`\bENV\s*\[`).MatchString(code) ||
			regexp.MustCompile(`\b(p|pp|puts)\s+ENV\s*($|;)`).MatchString(code)
	case "pl":
		return regexp.MustCompile(`%ENV\b`).MatchString(code)
	case "php":
		return regexp.MustCompile(`getenv\(\s*\)|\$_ENV\b\s*[^\[]|\$_SERVER\b\s*[^\[]|phpinfo\(`).MatchString(code)
	}
	return false
}

func (c *cmdCheck) refsEnvInCode(code string) string {
	for _, m := range regexp.MustCompile(`(?:environ(?:\.get)?\s*[\[(]\s*|getenv\(\s*|env\.|env\[\s*|ENV\[\s*|ENV\.fetch\(\s*|\$ENV\{)['"]?([A-Za-z_][A-Za-z0-9_]*)`).FindAllStringSubmatch(code, -1) {
		if c.g.secretVar(m[1]) {
			return m[1]
		}
	}
	return ""
}

func stringLiterals(code string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`"([^"\\]{1,256})"|'([^'\\]{1,256})'|\x60([^\x60\\]{1,256})\x60`).FindAllStringSubmatch(code, -1) {
		for _, s := range m[1:] {
			if s != "" && !strings.ContainsAny(s, " \n\t") {
				out = append(out, s)
			}
		}
	}
	return out
}

// secretFiles blocks a command that reads, copies, archives or sends a secret file.
func (c *cmdCheck) secretFiles(cmd *shell.Command, name string, args []string) *hit {
	cwd := c.ev.Cwd
	if cmd.Cwd != "" {
		cwd = cmd.Cwd
	}
	check := func(p, how string) *hit {
		if p == "" || strings.Contains(p, "://") && !strings.HasPrefix(p, "file://") {
			return nil
		}
		p = strings.TrimPrefix(p, "file://")
		rule, why, shown := c.g.readVerdict(p, c.ev, cwd)
		if rule == "" {
			return nil
		}
		return &hit{rule, fmt.Sprintf("`%s` %s %s, %s", name, how, shown, why),
			"Whatever a command prints goes into the conversation. Use the file without showing it (e.g. `--env-file`, `ssh -i`), check it exists with `ls`/`test -f`, or ask the user for the one value the task needs."}
	}
	for _, r := range cmd.Redirects {
		if (r.Op == "<" || r.Op == "<>") && !r.Dynamic {
			if h := check(r.Target, "reads"); h != nil {
				return h
			}
		}
	}
	// The start paths and name patterns of a `find -exec` that runs this command.
	if o := cmd.Outer; o != nil && o.Base() == "find" && !isQuiet(name) {
		for i, a := range o.Args {
			if (a == "-name" || a == "-iname" || a == "-path" || a == "-ipath") && i+1 < len(o.Args) {
				pat := strings.ToLower(filepath.Base(o.Args[i+1]))
				for _, cand := range dotenvCandidates {
					if ok, _ := path.Match(pat, cand); ok {
						if r, w := secretFile("/x/"+cand, c.ev.Home); r != "" {
							return &hit{r, fmt.Sprintf("`find %s -exec %s` runs on files matching %s, %s", strings.Join(o.Args[:min(2, len(o.Args))], " "), name, o.Args[i+1], w),
								"List them with `find ... -print` instead of showing their content."}
						}
					}
				}
			}
		}
	}
	if isQuiet(name) {
		return nil
	}
	switch name {
	case "git":
		return c.gitFiles(args, check)
	case "docker", "podman":
		for i, a := range args {
			if a == "--env-file" {
				return nil
			}
			if (a == "-v" || a == "--volume" || a == "--mount") && i+1 < len(args) {
				src, _, _ := strings.Cut(args[i+1], ":")
				if strings.HasPrefix(args[i+1], "type=") {
					for _, kv := range strings.Split(args[i+1], ",") {
						if k, v, ok := strings.Cut(kv, "="); ok && (k == "source" || k == "src") {
							src = v
						}
					}
				}
				if h := check(src, "mounts"); h != nil {
					return h
				}
			}
		}
		return nil
	case "grep", "egrep", "fgrep", "rgrep":
		if h := c.recursiveGrep(name, args, cwd, check); h != nil {
			return h
		}
	}
	verb := "reads"
	switch {
	case name == "cp" || name == "mv" || name == "install" || name == "rsync" || name == "scp" || name == "ln":
		verb = "copies"
	case isSender(name) || name == "scp" || name == "nc" || name == "ncat":
		verb = "sends"
	case name == "tar" || name == "zip" || name == "7z" || name == "gzip":
		verb = "archives"
	}
	for i, a := range args {
		if i < len(cmd.Dynamic) && cmd.Dynamic[i] {
			// A word only running code could fill (`$(ls .env*)`, `$(find . -name .env)`):
			// judge the names its text spells out.
			for _, tok := range dynTokens(a) {
				if h := check(tok, verb); h != nil {
					return h
				}
			}
			continue
		}
		if i > 0 && (args[i-1] == "--env-file" || args[i-1] == "-i" && name == "ssh") {
			continue
		}
		for _, p := range candidatePaths(name, a) {
			if h := check(p, verb); h != nil {
				if verb == "copies" && c.copyStaysSecret(name, args, cwd) {
					return nil
				}
				return h
			}
		}
	}
	return nil
}

// candidatePaths are the file names one argument may stand for: itself, curl's @file and
// -F name=@file / name=<file, --opt=value, user@host:path's local part is not one.
func candidatePaths(name, a string) []string {
	var out []string
	if strings.HasPrefix(a, "-") {
		if _, v, ok := strings.Cut(a, "="); ok {
			a = v
		} else if len(a) > 2 && (a[1] == 'T' || a[1] == 'd' || a[1] == 'F') {
			a = a[2:]
		} else {
			return nil
		}
	}
	out = append(out, a)
	if strings.HasPrefix(a, "@") {
		out = append(out, a[1:])
	}
	if i := strings.Index(a, "=@"); i >= 0 {
		v := a[i+2:]
		v, _, _ = strings.Cut(v, ";")
		out = append(out, v)
	}
	if i := strings.Index(a, "=<"); i >= 0 {
		out = append(out, a[i+2:])
	}
	if name == "scp" || name == "rsync" {
		if _, p, ok := strings.Cut(a, ":"); ok && !strings.HasPrefix(a, "/") && !strings.HasPrefix(a, ".") {
			_ = p // a remote path: not ours to judge
			return out[:0]
		}
	}
	return out
}

// copyStaysSecret lets `cp .env .env.bak` through: a copy whose destination is itself a
// protected file keeps the content as guarded as it was.
func (c *cmdCheck) copyStaysSecret(name string, args []string, cwd string) bool {
	if name != "cp" && name != "mv" && name != "install" {
		return false
	}
	var pos []string
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			pos = append(pos, a)
		}
	}
	if len(pos) < 2 {
		return false
	}
	dst := pos[len(pos)-1]
	if fi, err := os.Stat(paths.Resolve(dst, cwd, c.ev.Home)); err == nil && fi.IsDir() {
		return false
	}
	r, _, _ := c.g.readVerdict(dst, c.ev, cwd)
	return r != ""
}

func (c *cmdCheck) gitFiles(args []string, check func(p, how string) *hit) *hit {
	sub := skipOptions(args, "Cc")
	if len(sub) == 0 {
		return nil
	}
	switch sub[0] {
	case "show", "cat-file", "diff", "log", "grep", "blame", "archive", "format-patch", "stash", "difftool":
	default:
		return nil // add, rm, mv, checkout, status ... do not print file content
	}
	for _, a := range sub[1:] {
		if strings.HasPrefix(a, "-") {
			continue
		}
		p := a
		if _, after, ok := strings.Cut(a, ":"); ok {
			p = after // REV:path and :path (the index)
		}
		if h := check(p, "shows"); h != nil {
			return h
		}
	}
	return nil
}

// recursiveGrep blocks `grep -r` over a directory that holds a secret file at its top, unless
// the command excludes it: grep, unlike rg, does not skip ignored or hidden files.
func (c *cmdCheck) recursiveGrep(name string, args []string, cwd string, check func(p, how string) *hit) *hit {
	recursive := name == "rgrep"
	var excludes, dirs []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-r" || a == "-R" || a == "--recursive" || a == "--dereference-recursive" ||
			strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.ContainsAny(a, "rR"):
			recursive = true
		case strings.HasPrefix(a, "--exclude="):
			excludes = append(excludes, strings.TrimPrefix(a, "--exclude="))
		case a == "-e" || a == "-f" || a == "--regexp" || a == "-m" || a == "-A" || a == "-B" || a == "-C":
			i++
		case !strings.HasPrefix(a, "-"):
			dirs = append(dirs, a)
		}
	}
	if !recursive {
		return nil
	}
	if len(dirs) > 0 {
		dirs = dirs[1:] // the first operand is the pattern
	}
	if len(dirs) == 0 {
		dirs = []string{"."}
	}
	for _, d := range dirs {
		abs := paths.Resolve(d, cwd, c.ev.Home)
		entries, err := os.ReadDir(abs)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if e.IsDir() {
				continue
			}
			excluded := false
			for _, x := range excludes {
				if ok, _ := path.Match(x, e.Name()); ok {
					excluded = true
				}
			}
			if excluded {
				continue
			}
			if h := check(filepath.Join(abs, e.Name()), "searches through"); h != nil {
				h.alt = "Use `rg` (it skips ignored and hidden files) or add `--exclude='.env*'`. " + h.alt
				return h
			}
		}
	}
	return nil
}

// declDump finds the declaration builtins the shared parse does not list as commands:
// `export`, `export -p`, `declare -p`, `typeset -x` print every exported variable.
func declDump(src string) *hit {
	if !strings.Contains(src, "export") && !strings.Contains(src, "declare") && !strings.Contains(src, "typeset") && !strings.Contains(src, "readonly") {
		return nil
	}
	f, err := syntax.NewParser().Parse(strings.NewReader(src), "")
	if err != nil {
		return nil
	}
	var h *hit
	syntax.Walk(f, func(n syntax.Node) bool {
		d, ok := n.(*syntax.DeclClause)
		if !ok || h != nil {
			return h == nil
		}
		if d.Variant == nil || d.Variant.Value == "local" {
			return true
		}
		// Flags parse as naked values (`-p`); anything with a name is a declaration.
		dump := true
		for _, a := range d.Args {
			if a.Name != nil || !a.Naked || a.Value == nil || !strings.HasPrefix(a.Value.Lit(), "-") {
				dump = false
				break
			}
		}
		if dump {
			h = &hit{"env-dump", "`" + d.Variant.Value + "` without a variable name prints every exported variable, where API keys and tokens live",
				"Print only the variables the task needs by name."}
		}
		return true
	})
	return h
}

// taintedVars finds shell variables assigned from a secret variable (T=$GITHUB_TOKEN), so that
// `echo $T` is judged like `echo $GITHUB_TOKEN`.
func taintedVars(src string, g *Guard) map[string]bool {
	if !strings.Contains(src, "=") || !strings.Contains(src, "$") {
		return nil
	}
	// Taint starts at a reference to a secret variable; a script that names none (most do not)
	// needs no second parse.
	if !namesSecretVar(src, g) {
		return nil
	}
	f, err := syntax.NewParser().Parse(strings.NewReader(src), "")
	if err != nil {
		return nil
	}
	out := map[string]bool{}
	printer := syntax.NewPrinter()
	for changed := true; changed; {
		changed = false
		syntax.Walk(f, func(n syntax.Node) bool {
			a, ok := n.(*syntax.Assign)
			if !ok || a.Name == nil || a.Value == nil || out[a.Name.Value] {
				return true
			}
			var b strings.Builder
			if printer.Print(&b, a.Value) != nil {
				return true
			}
			for _, m := range varRefRe().FindAllStringSubmatch(b.String(), -1) {
				if g.secretVar(m[1]) || out[m[1]] {
					out[a.Name.Value] = true
					changed = true
				}
			}
			return true
		})
	}
	return out
}

// namesSecretVar reports whether src refers to a secret variable ($NAME, ${NAME}, ${#NAME},
// ${!NAME}): the same references varRefRe finds, scanned by hand so that the common script,
// which names none, compiles no regexp.
func namesSecretVar(src string, g *Guard) bool {
	for i := 0; i < len(src); i++ {
		if src[i] != '$' {
			continue
		}
		j := i + 1
		for n := 0; n < 3 && j < len(src) && (src[j] == '{' || src[j] == '#' || src[j] == '!'); n++ {
			j++
		}
		k := j
		for k < len(src) && (src[k] == '_' || 'a' <= src[k] && src[k] <= 'z' || 'A' <= src[k] && src[k] <= 'Z' || k > j && '0' <= src[k] && src[k] <= '9') {
			k++
		}
		if k > j && g.secretVar(src[j:k]) {
			return true
		}
	}
	return false
}

// secretMention is the fallback for a command that does not parse: does its raw text name a
// secret file or variable at all?
func secretMention(src string) bool {
	l := strings.ToLower(src)
	for _, s := range []string{".env", "id_rsa", "id_ed25519", ".aws", ".ssh", ".netrc", ".git-credentials", "printenv", "environ", "secret", "token", "password", ".pem", ".key"} {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// dynTokens are the path-like words inside a dynamic word's text, e.g. ".env*" in
// "$(ls .env*)"; variable references themselves are skipped.
func dynTokens(a string) []string {
	var out []string
	for _, t := range strings.FieldsFunc(a, func(r rune) bool {
		return strings.ContainsRune(" \t\n$(){}`\"';|&<>", r)
	}) {
		if strings.ContainsAny(t, "./*") && !strings.HasPrefix(t, "-") {
			out = append(out, t)
		}
	}
	return out
}
