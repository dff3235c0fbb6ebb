package shell

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// maxGitConfig bounds a git config file read to resolve an alias.
const maxGitConfig = 256 << 10

// git lists a git command, and what git runs besides itself: an alias (shell text after "!",
// or other git words), a command autocorrect would pick for a misspelt one, and the programs
// the configuration given on the line names (core.sshCommand, core.pager, ...). `git config`
// that sets such a value sets code that runs later, so that code is walked now.
func (w *walker) git(p *pending) (string, bool) {
	call := spec.Resolve(&spec.Input{Name: "git", Args: words(p.argv[1:])})
	up := call.P
	if len(call.Up) > 0 {
		up = call.Up[0]
	}
	cfg := w.gitLineConfig(p, call, up)
	for k, v := range cfg {
		w.gitCode(p, k, v, "git -c "+k)
	}
	if len(up.Operands) == 0 {
		w.emit(w.command(p))
		return "", true
	}
	subAt := len(p.argv) - len(p.argv[1:]) + up.Operands[0]
	sub := p.argv[subAt]
	if sub.dyn {
		w.emit(w.command(p))
		return "", false
	}
	if spec.GitCommand(sub.s) {
		w.emit(w.command(p))
		if sub.s == "config" {
			w.gitConfigCommand(p)
		}
		return "", true
	}
	if v, ok := w.gitSetting(p, cfg, "alias."+strings.ToLower(sub.s)); ok && p.aliasHops < 5 {
		return w.gitAlias(p, subAt, sub.s, v)
	}
	if near := w.gitAutocorrect(p, cfg, sub.s); near != "" && p.aliasHops < 5 {
		q := *p
		q.argv = append(append(append([]field(nil), p.argv[:subAt]...), field{s: near}), p.argv[subAt+1:]...)
		q.via = append(append([]string(nil), p.via...), "git autocorrect")
		q.aliasHops++
		return w.dispatch(&q)
	}
	w.emit(w.command(p))
	return "", false
}

// gitAlias runs an alias: "!TEXT" is shell text given the arguments; anything else is git
// words put in place of the alias name.
func (w *walker) gitAlias(p *pending, at int, name, value string) (string, bool) {
	if text, ok := strings.CutPrefix(value, "!"); ok {
		w.emit(w.command(p))
		x := w.clone()
		x.pos, x.posSet = p.argv[at+1:], true
		return x.nestedIn(p, text+` "$@"`, "git alias "+name)
	}
	ws := w.splitWords(value)
	if ws == nil {
		c := w.command(p)
		c.Opaque = true
		w.emit(c)
		return "", false
	}
	q := *p
	q.argv = append(append(append([]field(nil), p.argv[:at]...), ws...), p.argv[at+1:]...)
	q.via = append(append([]string(nil), p.via...), "git alias "+name)
	q.aliasHops++
	return w.dispatch(&q)
}

// gitLineConfig is the configuration a git command line gives: -c KEY=VALUE, --config-env
// KEY=ENVVAR, and the GIT_CONFIG_COUNT/KEY_n/VALUE_n and GIT_CONFIG_PARAMETERS variables, on
// the command or exported before it. Keys are lower-cased as git compares them.
func (w *walker) gitLineConfig(p *pending, call *spec.Call, up spec.Parsed) map[string]string {
	cfg := map[string]string{}
	env := func(name string) (string, bool) {
		for _, a := range p.assigns {
			if k, v, ok := strings.Cut(a, "="); ok && k == name {
				return v, true
			}
		}
		if v, ok := w.vars[name]; ok && !v.dyn {
			return v.s, true
		}
		return "", false
	}
	if params, ok := env("GIT_CONFIG_PARAMETERS"); ok {
		for _, part := range strings.Split(params, "'") {
			if k, v, ok := strings.Cut(strings.TrimSpace(part), "="); ok && k != "" {
				cfg[strings.ToLower(k)] = v
			}
		}
	}
	if n, ok := env("GIT_CONFIG_COUNT"); ok {
		count, _ := strconv.Atoi(n)
		for i := 0; i < count && i < 64; i++ {
			k, kok := env("GIT_CONFIG_KEY_" + strconv.Itoa(i))
			v, vok := env("GIT_CONFIG_VALUE_" + strconv.Itoa(i))
			if kok && vok {
				cfg[strings.ToLower(k)] = v
			}
		}
	}
	for _, o := range up.Opts {
		switch o.Name {
		case "c":
			k, v, ok := strings.Cut(o.Value.S, "=")
			if !ok {
				v = "true"
			}
			cfg[strings.ToLower(k)] = v
		case "config-env":
			if k, name, ok := strings.Cut(o.Value.S, "="); ok {
				if v, ok := env(name); ok {
					cfg[strings.ToLower(k)] = v
				} else {
					cfg[strings.ToLower(k)] = "${" + name + "}"
				}
			}
		}
	}
	return cfg
}

// gitSetting looks a key up where git would: the command line, a `git config` earlier on the
// same line, then the repository's, the user's and the global configuration files.
func (w *walker) gitSetting(p *pending, cfg map[string]string, key string) (string, bool) {
	if v, ok := cfg[key]; ok {
		return v, true
	}
	if v, ok := w.gitcfg[key]; ok {
		return v, true
	}
	for _, f := range w.gitConfigFiles(p.cwd) {
		if v, ok := configValue(f, key); ok {
			return v, true
		}
	}
	return "", false
}

// gitConfigFiles are the configuration files git reads, the nearest first.
func (w *walker) gitConfigFiles(cwd string) []string {
	var out []string
	for d := cwd; d != "" && d != "/"; d = filepath.Dir(d) {
		if st, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			if st.IsDir() {
				out = append(out, filepath.Join(d, ".git", "config"))
			}
			break
		}
	}
	if h := w.ctx.Home; h != "" {
		out = append(out, filepath.Join(h, ".gitconfig"), filepath.Join(h, ".config", "git", "config"))
	}
	return out
}

// configValue reads one key ("alias.x", "help.autocorrect") from a git config file.
func configValue(file, key string) (string, bool) {
	st, err := os.Stat(file)
	if err != nil || st.Size() > maxGitConfig {
		return "", false
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", false
	}
	section, name, _ := strings.Cut(key, ".")
	var cur string
	val, found := "", false
	for _, line := range strings.Split(string(b), "\n") {
		l := strings.TrimSpace(line)
		if strings.HasPrefix(l, "[") {
			head := strings.Trim(strings.SplitN(l, "]", 2)[0], "[ ")
			sec, sub, hasSub := strings.Cut(head, " ")
			cur = strings.ToLower(sec)
			if hasSub {
				cur += "." + strings.Trim(sub, `"`)
			}
			continue
		}
		k, v, ok := strings.Cut(l, "=")
		if !ok || cur != section || !strings.EqualFold(strings.TrimSpace(k), name) {
			continue
		}
		val, found = unquoteConfig(strings.TrimSpace(v)), true // the last one wins
	}
	return val, found
}

// unquoteConfig reads a git config value: quotes are removed, backslash escapes decoded,
// and a comment outside quotes ends it.
func unquoteConfig(v string) string {
	var b strings.Builder
	quoted := false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c == '"':
			quoted = !quoted
		case c == '\\' && i+1 < len(v):
			i++
			switch v[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(v[i])
			}
		case (c == '#' || c == ';') && !quoted:
			return strings.TrimSpace(b.String())
		default:
			b.WriteByte(c)
		}
	}
	return strings.TrimSpace(b.String())
}

// gitAutocorrect returns the command git would run for a misspelt one when help.autocorrect
// lets it run without asking, or "".
func (w *walker) gitAutocorrect(p *pending, cfg map[string]string, sub string) string {
	v, ok := w.gitSetting(p, cfg, "help.autocorrect")
	if !ok {
		return ""
	}
	switch strings.ToLower(v) {
	case "", "0", "false", "no", "off", "never", "show":
		return ""
	}
	best, bestD, n := "", 3, 0
	for _, c := range spec.GitCommands() {
		d := editDistance(sub, c)
		switch {
		case d < bestD:
			best, bestD, n = c, d, 1
		case d == bestD:
			n++
		}
	}
	if n != 1 {
		return ""
	}
	return best
}

// editDistance is the Damerau-Levenshtein distance (adjacent swaps count one), as git's
// autocorrect weighs them.
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// codeKey reports the git configuration keys whose values git runs as commands.
func codeKey(k string) bool {
	switch k {
	case "core.sshcommand", "core.pager", "core.editor", "core.askpass", "sequence.editor", "diff.external",
		"gpg.program", "credential.helper", "core.fsmonitor":
		return true
	}
	for _, pre := range []string{"alias.", "pager.", "filter.", "merge.", "diff.", "difftool.", "mergetool.", "gpg.", "credential."} {
		if strings.HasPrefix(k, pre) {
			return pre == "alias." || pre == "pager." || strings.HasSuffix(k, ".clean") || strings.HasSuffix(k, ".smudge") ||
				strings.HasSuffix(k, ".process") || strings.HasSuffix(k, ".driver") || strings.HasSuffix(k, ".command") ||
				strings.HasSuffix(k, ".textconv") || strings.HasSuffix(k, ".cmd") || strings.HasSuffix(k, ".program") ||
				strings.HasSuffix(k, ".helper")
		}
	}
	return false
}

// gitCode walks a configuration value git would run as a command.
func (w *walker) gitCode(p *pending, key, value, via string) {
	if !codeKey(key) {
		return
	}
	switch {
	case strings.HasPrefix(key, "alias."):
		if text, ok := strings.CutPrefix(value, "!"); ok {
			w.clone().nestedIn(p, text, via)
		} else {
			w.clone().nestedIn(p, "git "+value, via)
		}
	case key == "credential.helper" || strings.HasPrefix(key, "credential."):
		if text, ok := strings.CutPrefix(value, "!"); ok {
			w.clone().nestedIn(p, text, via)
		}
	case key == "core.fsmonitor" || strings.HasPrefix(key, "pager."):
		switch strings.ToLower(value) {
		case "true", "false", "yes", "no", "on", "off", "1", "0", "":
			return
		}
		w.clone().nestedIn(p, value, via)
	default:
		w.clone().nestedIn(p, value, via)
	}
}

// gitConfigCommand follows `git config [scope] KEY VALUE` (and `git config set KEY VALUE`):
// a value that git runs as a command is walked now, and remembered for the commands after it
// on the line.
func (w *walker) gitConfigCommand(p *pending) {
	call := spec.Resolve(&spec.Input{Name: "git", Args: words(p.argv[1:])})
	if len(call.Path) < 2 {
		return // the table has no spec for git config: nothing to read its words by
	}
	ops := call.Operands()
	if len(ops) > 0 && (ops[0].S == "set" || ops[0].S == "add") {
		ops = ops[1:]
	}
	if len(ops) < 2 || call.HasAny("get", "get-all", "get-regexp", "l", "unset", "unset-all", "remove-section", "rename-section", "e") {
		return
	}
	key, val := strings.ToLower(ops[0].S), ops[1]
	if ops[0].Dyn {
		return
	}
	if w.gitcfg == nil {
		w.gitcfg = map[string]string{}
	}
	if val.Dyn {
		w.gitcfg[key] = val.S
		if codeKey(key) {
			w.approximate(p.inner(len(p.argv)-1, "git config "+key), val.S, "git config "+key)
		}
		return
	}
	w.gitcfg[key] = val.S
	w.gitCode(p, key, val.S, "git config "+key)
}
