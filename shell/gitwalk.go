package shell

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// Bounds on reading git configuration to resolve an alias.
const (
	maxGitConfig   = 256 << 10 // bytes of one configuration file
	maxGitInclude  = 4         // include.path hops
	maxGitAliasHop = 5         // aliases and autocorrections followed for one command
)

// dynMark starts a configuration value only known when the command runs ($CMD): git runs
// it, and what it is cannot be seen. A shell word never holds a NUL.
const dynMark = "\x00"

// git lists a git command, and what git runs besides itself: an alias (shell text after "!",
// or other git words), a command autocorrect would pick for a misspelt one, and the programs
// the configuration given on the line names (core.sshCommand, core.pager, ...). `git config`
// that sets such a value sets code that runs later, so that code is walked now. What git
// prints is never known here: $(git show HEAD:x) and git show ... > f stand for any text.
func (w *walker) git(p *pending) (string, bool) {
	c := w.command(p)
	call := c.Call()
	up := call.P
	if len(call.Up) > 0 {
		up = call.Up[0]
	}
	dir := gitDir(p.cwd, up)
	cfg := w.gitLineConfig(p, up)
	keys := make([]string, 0, len(cfg))
	for k := range cfg {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !strings.HasPrefix(k, "alias.") { // an alias runs only when it is called, below
			w.gitCode(p, dir, k, cfg[k], "git -c "+k)
		}
	}
	if len(up.Operands) == 0 {
		w.emit(c)
		return "", false
	}
	subAt := 1 + up.Operands[0]
	sub := p.argv[subAt]
	if sub.dyn {
		w.emit(c)
		return "", false
	}
	if spec.GitCommand(sub.s) {
		if sub.s == "rev-parse" {
			w.emit(c)
			return w.revParse(p, dir, len(up.Opts) == 0, p.argv[subAt+1:])
		}
		if sub.s == "config" {
			w.gitConfigCommand(p, dir, call)
		}
		w.emit(c)
		if launches(call) { // git bisect run CMD, git submodule foreach CMD
			return w.launch(p, c, call, true)
		}
		return "", false
	}
	// git runs a git-NAME program (git-extras' commands) before it looks for an alias, and
	// never autocorrects to another command when one is there. Whether it is installed is not
	// known here: what it does and what an alias or autocorrect would do are both judged.
	external := spec.Lookup("git "+sub.s) != nil
	if external {
		w.emit(c)
		if launches(call) {
			w.launch(p, c, call, true)
		}
	}
	if p.aliasHops >= maxGitAliasHop {
		if !external {
			w.emit(c)
		}
		return "", false
	}
	if v, ok := w.gitSetting(p, dir, cfg, "alias."+strings.ToLower(sub.s)); ok {
		return w.gitAlias(p, dir, subAt, sub.s, v)
	}
	if near := w.gitAutocorrect(p, dir, cfg, sub.s); near != "" {
		q := *p
		q.argv = append(append(append([]field(nil), p.argv[:subAt]...), field{s: near}), p.argv[subAt+1:]...)
		q.via = append(append([]string(nil), p.via...), "git autocorrect "+sub.s)
		q.aliasHops++
		return w.dispatch(&q)
	}
	if !external {
		w.emit(c)
	}
	return "", false
}

// gitDir is the directory git works in: the command's, moved by each -C.
func gitDir(cwd string, up spec.Parsed) string {
	for _, o := range up.Opts {
		if o.Name != "C" || !o.Set || o.Value.S == "" && !o.Value.Dyn {
			continue
		}
		switch {
		case o.Value.Dyn:
			cwd = ""
		case filepath.IsAbs(o.Value.S):
			cwd = paths.Clean(o.Value.S)
		case cwd != "":
			cwd = paths.Join(cwd, o.Value.S)
		}
	}
	return cwd
}

// GitTop is the top of the work tree holding dir (where git runs a shell alias), or dir
// itself when none is found.
func GitTop(dir string) string {
	for d := dir; d != "" && d != "/" && d != "."; d = paths.Dir(d) {
		if _, err := os.Lstat(paths.Join(d, ".git")); err == nil {
			return d
		}
	}
	return dir
}

// revParse is the output of `git rev-parse --show-toplevel` (and --absolute-git-dir), which
// scripts use to find their repository (ROOT=$(git rev-parse --show-toplevel)): the work tree
// holding the directory, where nothing on the line or in the environment points git elsewhere.
func (w *walker) revParse(p *pending, dir string, plain bool, args []field) (string, bool) {
	if !plain || dir == "" || p.remote || len(args) != 1 || args[0].dyn {
		return "", false
	}
	for _, v := range []string{"GIT_DIR", "GIT_WORK_TREE"} {
		if x, ok := w.lookup(v); ok && (x.dyn || x.s != "") || hasAssign(p.assigns, v) || hasAssign(w.inherit, v) {
			return "", false
		}
	}
	top := GitTop(dir)
	if _, err := os.Lstat(paths.Join(top, ".git")); err != nil {
		return "", false
	}
	switch args[0].s {
	case "--show-toplevel":
		return top + "\n", true
	case "--absolute-git-dir":
		if fi, err := os.Stat(paths.Join(top, ".git")); err == nil && fi.IsDir() {
			return paths.Join(top, ".git") + "\n", true
		}
	}
	return "", false
}

func hasAssign(assigns []assign, name string) bool {
	for _, a := range assigns {
		if a.name == name {
			return true
		}
	}
	return false
}

// gitAlias runs an alias: "!TEXT" is shell text given the arguments, run at the top of the
// work tree; anything else is git words put in place of the alias name.
func (w *walker) gitAlias(p *pending, dir string, at int, name, value string) (string, bool) {
	if text, ok := strings.CutPrefix(value, dynMark); ok {
		return w.approximate(p, strings.TrimPrefix(text, "!"), "git alias "+name)
	}
	if text, ok := strings.CutPrefix(value, "!"); ok {
		w.emit(w.command(p))
		q := *p
		q.cwd, q.below = "", nil
		if dir != "" {
			q.cwd = GitTop(dir)
		}
		x := w.clone()
		x.pos, x.posSet = p.argv[at+1:], true
		if len(x.pos) > 0 {
			text += ` "$@"` // git passes the arguments only when there are some
		}
		return x.nestedIn(&q, text, "git alias "+name)
	}
	ws := gitSplit(value)
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

// gitSplit splits a non-"!" alias the way git does (split_cmdline): at blanks, with single
// and double quotes and backslashes, and no expansion of any kind. nil when the quotes do not
// close.
func gitSplit(s string) []field {
	var out []field
	var b strings.Builder
	inWord := false
	var quote byte
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case quote == 0 && (ch == ' ' || ch == '\t' || ch == '\n'):
			if inWord {
				out = append(out, field{s: b.String()})
				b.Reset()
				inWord = false
			}
			continue
		case ch == '\\' && quote != '\'' && i+1 < len(s):
			i++
			ch = s[i]
		case quote == 0 && (ch == '\'' || ch == '"'):
			quote, inWord = ch, true
			continue
		case ch == quote:
			quote = 0
			continue
		}
		b.WriteByte(ch)
		inWord = true
	}
	if quote != 0 {
		return nil
	}
	if inWord {
		out = append(out, field{s: b.String()})
	}
	return out
}

// gitEnv is a variable as the git command sees it: a prefix of the command, or a value the
// line set before it.
func (w *walker) gitEnv(p *pending, name string) (string, bool) {
	var v value
	found := false
	for _, a := range p.assigns {
		if a.name == name {
			v, found = a.v, true
		}
	}
	if found {
		return v.s, true
	}
	if x, ok := w.lookup(name); ok && !x.dyn {
		return x.s, true
	}
	return "", false
}

// gitLineConfig is the configuration a git command line gives: the GIT_CONFIG_PARAMETERS and
// GIT_CONFIG_COUNT/KEY_n/VALUE_n variables, on the command or set before it, then -c
// KEY=VALUE and --config-env KEY=ENVVAR, later ones winning. Keys are lower-cased as git
// compares them.
func (w *walker) gitLineConfig(p *pending, up spec.Parsed) map[string]string {
	cfg := map[string]string{}
	if params, ok := w.gitEnv(p, "GIT_CONFIG_PARAMETERS"); ok {
		for _, kv := range spec.GitConfigParams(params) {
			cfg[strings.ToLower(kv[0])] = kv[1]
		}
	}
	if n, ok := w.gitEnv(p, "GIT_CONFIG_COUNT"); ok {
		count, _ := strconv.Atoi(strings.TrimSpace(n))
		for i := 0; i < count && i < 64; i++ {
			k, kok := w.gitEnv(p, "GIT_CONFIG_KEY_"+strconv.Itoa(i))
			v, vok := w.gitEnv(p, "GIT_CONFIG_VALUE_"+strconv.Itoa(i))
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
			if o.Value.Dyn {
				v = dynMark + v
			}
			cfg[strings.ToLower(k)] = v
		case "config-env":
			if k, name, ok := strings.Cut(o.Value.S, "="); ok {
				if v, ok := w.gitEnv(p, name); ok {
					cfg[strings.ToLower(k)] = v
				} else {
					cfg[strings.ToLower(k)] = dynMark + "${" + name + "}"
				}
			}
		}
	}
	return cfg
}

// gitSetting looks a key up as git would: the command line first, then a `git config` earlier
// on the same line, then the configuration files, where the last definition wins (the
// repository's over the user's over the system's).
func (w *walker) gitSetting(p *pending, dir string, cfg map[string]string, key string) (string, bool) {
	if v, ok := cfg[key]; ok {
		return v, true
	}
	if w.env.gitcfg != nil {
		w.touchShared()
	}
	if v, ok := w.env.gitcfg[key]; ok {
		return v, ok
	}
	v, found := "", false
	w.gitConfigFiles(p, dir, func(k, val string) {
		if k == key {
			v, found = val, true
		}
	})
	return v, found
}

// gitConfigFiles calls f with every setting of the configuration files git reads, in the order
// it reads them: system, global (XDG, then ~/.gitconfig), the repository's, its work tree's.
func (w *walker) gitConfigFiles(p *pending, dir string, f func(k, v string)) {
	var files []string
	if _, off := w.gitEnv(p, "GIT_CONFIG_NOSYSTEM"); !off {
		sys := "/etc/gitconfig"
		if v, ok := w.gitEnv(p, "GIT_CONFIG_SYSTEM"); ok {
			sys = v
		}
		files = append(files, sys)
	}
	if v, ok := w.gitEnv(p, "GIT_CONFIG_GLOBAL"); ok {
		files = append(files, w.absFrom(v, dir))
	} else if h := w.ctx.Home; h != "" {
		xdg := paths.Join(h, ".config")
		if v, ok := w.gitEnv(p, "XDG_CONFIG_HOME"); ok && filepath.IsAbs(v) {
			xdg = v
		}
		files = append(files, filepath.Join(xdg, "git", "config"), paths.Join(h, ".gitconfig"))
	}
	if gd := w.gitRepoDir(p, dir); gd != "" {
		files = append(files, paths.Join(gd, "config"), paths.Join(gd, "config.worktree"))
	}
	for _, file := range files {
		w.gitConfigFile(file, 0, f)
	}
}

// gitRepoDir finds the git directory for dir: GIT_DIR, or the nearest .git (a directory, or a
// file naming one, for linked work trees and submodules, whose config is the common one).
func (w *walker) gitRepoDir(p *pending, dir string) string {
	if v, ok := w.gitEnv(p, "GIT_DIR"); ok {
		return w.absFrom(v, dir)
	}
	for d := dir; d != "" && d != "/" && d != "."; d = paths.Dir(d) {
		g := paths.Join(d, ".git")
		st, err := os.Stat(g)
		if err != nil {
			continue
		}
		if st.IsDir() {
			return g
		}
		text, ok := w.gitText(g)
		rest, isLink := strings.CutPrefix(strings.TrimSpace(text), "gitdir:")
		if !ok || !isLink {
			return ""
		}
		gd := strings.TrimSpace(rest)
		if !filepath.IsAbs(gd) {
			gd = paths.Join(d, gd)
		}
		if common, ok := w.gitText(paths.Join(gd, "commondir")); ok {
			c := strings.TrimSpace(common)
			if !filepath.IsAbs(c) {
				c = paths.Join(gd, c)
			}
			return paths.Clean(c)
		}
		return gd
	}
	return ""
}

// gitText reads a git file: one this line wrote with known text, else the disk, bounded.
func (w *walker) gitText(file string) (string, bool) {
	w.touchShared()
	if s, ok := w.env.files[file]; ok {
		return s, true
	}
	b, err := state.ReadFile(file, maxGitConfig)
	if err != nil {
		return "", false
	}
	return string(b), true
}

// gitConfigFile calls f for each setting of a configuration file, following include.path
// and includeIf.*.path (every condition taken as met: what could apply is what is judged).
func (w *walker) gitConfigFile(file string, depth int, f func(k, v string)) {
	text, ok := w.gitText(file)
	if !ok {
		return
	}
	spec.GitConfigEntries(text, func(k, v string) {
		f(k, v)
		if depth >= maxGitInclude || !spec.GitIncludeKey(k) {
			return
		}
		if inc, ok := spec.GitIncludePath(v, file, w.ctx.Home); ok {
			w.gitConfigFile(inc, depth+1, f)
		}
	})
}

// gitAutocorrect returns the command git would run for a misspelt one when help.autocorrect
// lets it run unasked ("immediate", a negative number, or tenths of a second to wait), or "".
// "never", "show", 0 and "prompt" (which asks, and without a terminal refuses) run nothing.
// Candidates are git's commands and the aliases configured; the choice follows help.c.
func (w *walker) gitAutocorrect(p *pending, dir string, cfg map[string]string, sub string) string {
	v, ok := w.gitSetting(p, dir, cfg, "help.autocorrect")
	if !ok || !autocorrectRuns(v) {
		return ""
	}
	cands := append([]string(nil), spec.GitCommands()...)
	seen := map[string]bool{}
	addAlias := func(k string) {
		if name, ok := strings.CutPrefix(k, "alias."); ok && !seen[name] {
			seen[name] = true
			cands = append(cands, name)
		}
	}
	for k := range cfg {
		addAlias(k)
	}
	if w.env.gitcfg != nil {
		w.touchShared()
	}
	for k := range w.env.gitcfg {
		addAlias(k)
	}
	w.gitConfigFiles(p, dir, func(k, _ string) { addAlias(k) })
	return autocorrect(sub, cands)
}

// autocorrectRuns reports whether a help.autocorrect value lets git run its correction.
func autocorrectRuns(v string) bool {
	if strings.HasPrefix(v, dynMark) {
		return true // unknown: it may run
	}
	v = strings.ToLower(strings.TrimSpace(v))
	switch v {
	case "immediate", "true", "yes", "on":
		return true
	case "", "never", "show", "prompt", "false", "no", "off":
		return false
	}
	n, mult := v, int64(1)
	switch {
	case strings.HasSuffix(n, "k"):
		n, mult = n[:len(n)-1], 1024
	case strings.HasSuffix(n, "m"):
		n, mult = n[:len(n)-1], 1024*1024
	case strings.HasSuffix(n, "g"):
		n, mult = n[:len(n)-1], 1024*1024*1024
	}
	i, err := strconv.ParseInt(n, 0, 64)
	return err == nil && i*mult != 0
}

// similarityFloor is help.c's: a candidate scoring this or worse is never run.
const similarityFloor = 7

// autocorrect picks git's correction for a misspelt command among cands, or "": each is
// scored by a weighted Damerau-Levenshtein distance plus one (0 for a common command the
// word begins); git runs the best only when it is alone and scores under the floor, and never
// when a common command begins with the word.
func autocorrect(sub string, cands []string) string {
	best, bestScore, n := "", 0, 0
	seen := map[string]bool{}
	for _, c := range cands {
		if seen[c] || c == sub {
			continue
		}
		seen[c] = true
		if spec.GitCommon(c) && strings.HasPrefix(c, sub) {
			return "" // a prefix of a common command: only suggested
		}
		s := gitLevenshtein(sub, c) + 1
		switch {
		case n == 0 || s < bestScore:
			best, bestScore, n = c, s, 1
		case s == bestScore:
			n++
		}
	}
	if n != 1 || bestScore >= similarityFloor {
		return ""
	}
	return best
}

// gitLevenshtein is git's weighted edit distance from a to b: swapping two adjacent letters
// costs 0, a substitution 2, an insertion 1, a deletion 3.
func gitLevenshtein(a, b string) int {
	const swap, subst, ins, del = 0, 2, 1, 3
	row0 := make([]int, len(b)+1)
	row1 := make([]int, len(b)+1)
	row2 := make([]int, len(b)+1)
	for j := range row1 {
		row1[j] = j * ins
	}
	for i := 0; i < len(a); i++ {
		row2[0] = (i + 1) * del
		for j := 0; j < len(b); j++ {
			cost := 0
			if a[i] != b[j] {
				cost = subst
			}
			row2[j+1] = row1[j] + cost
			if i > 0 && j > 0 && a[i-1] == b[j] && a[i] == b[j-1] && row2[j+1] > row0[j-1]+swap {
				row2[j+1] = row0[j-1] + swap
			}
			if row2[j+1] > row1[j+1]+del {
				row2[j+1] = row1[j+1] + del
			}
			if row2[j+1] > row2[j]+ins {
				row2[j+1] = row2[j] + ins
			}
		}
		row0, row1, row2 = row1, row2, row0
	}
	return row1[len(b)]
}

// codeKeys are the configuration keys whose values git runs as commands.
var codeKeys = [...]string{"core.alternaterefscommand", "core.askpass", "core.editor", "core.fsmonitor", "core.gitproxy",
	"core.pager", "core.sshcommand", "credential.helper", "diff.external", "gpg.program", "gpg.ssh.defaultkeycommand",
	"gpg.ssh.program", "gpg.x509.program", "gpg.openpgp.program", "interactive.difffilter", "sendemail.cccmd",
	"sendemail.tocmd", "sendemail.headercmd", "sendemail.sendmailcmd", "sequence.editor", "uploadpack.packobjectshook"}

// codeKeySuffixes end the keys of a subsection (filter.lfs.clean, remote.origin.uploadpack)
// whose values git runs, for the sections listed.
var codeKeySuffixes = [...][2]string{{"browser.", ".cmd"}, {"credential.", ".helper"}, {"diff.", ".command"},
	{"diff.", ".textconv"}, {"difftool.", ".cmd"}, {"filter.", ".clean"}, {"filter.", ".process"}, {"filter.", ".smudge"},
	{"man.", ".cmd"}, {"merge.", ".driver"}, {"mergetool.", ".cmd"}, {"remote.", ".receivepack"}, {"remote.", ".uploadpack"},
	{"remote.", ".vcs"}, {"hook.", ".command"}, {"submodule.", ".update"}}

// codeKey reports the git configuration keys whose values git runs as commands by itself
// (an alias runs only when called, and is followed then).
func codeKey(k string) bool {
	for _, c := range codeKeys {
		if k == c {
			return true
		}
	}
	if strings.HasPrefix(k, "pager.") {
		return true
	}
	for _, s := range codeKeySuffixes {
		if strings.HasPrefix(k, s[0]) && strings.HasSuffix(k, s[1]) && len(k) > len(s[0])+len(s[1]) {
			return true
		}
	}
	return false
}

// gitCode walks a configuration value git would run as a command, in dir.
func (w *walker) gitCode(p *pending, dir, key, value, via string) {
	if !codeKey(key) {
		return
	}
	q := *p
	q.cwd, q.below = dir, nil
	if text, ok := strings.CutPrefix(value, dynMark); ok {
		w.opaqueValue(&q, text, via)
		return
	}
	text := value
	switch {
	case key == "credential.helper" || strings.HasPrefix(key, "credential."):
		// "!text" is shell text; an absolute path a program; a bare name git-credential-NAME.
		t, shell := strings.CutPrefix(value, "!")
		switch {
		case shell:
			text = t
		case filepath.IsAbs(value) || strings.HasPrefix(value, "~"):
		case value == "":
			return
		default:
			text = "git credential-" + value
		}
	case strings.HasPrefix(key, "submodule.") && strings.HasSuffix(key, ".update"):
		// "!command" is shell text git submodule update runs; checkout, rebase, merge and
		// none are its own strategies.
		t, shell := strings.CutPrefix(value, "!")
		if !shell {
			return
		}
		text = t
	case key == "core.fsmonitor" || strings.HasPrefix(key, "pager.") || strings.HasPrefix(key, "remote.") && strings.HasSuffix(key, ".vcs"):
		switch strings.ToLower(value) {
		case "true", "false", "yes", "no", "on", "off", "1", "0", "":
			return
		}
		if strings.HasSuffix(key, ".vcs") {
			text = "git remote-" + value // git runs the helper git-remote-VCS
		}
	}
	if strings.TrimSpace(text) == "" {
		return
	}
	w.clone().nestedIn(&q, text, via)
}

// gitConfigCommand follows `git config` that sets a value (any syntax, any scope): a value git
// runs by itself later (core.pager on the next git log) is walked now; each setting is
// remembered for the commands after it on the line (`git config alias.x ...; git x`); an
// unset forgets it.
func (w *walker) gitConfigCommand(p *pending, dir string, call *spec.Call) {
	if len(call.Path) < 2 {
		return // the table has no spec for git config: nothing to read its words by
	}
	op := spec.GitConfigOf(call)
	if op.Key.Dyn || op.Key.S == "" {
		return
	}
	key := strings.ToLower(op.Key.S)
	w.touchShared()
	if w.remote {
		return // another machine's configuration
	}
	switch op.Action {
	case "unset":
		delete(w.env.gitcfg, key)
		return
	case "set":
	default:
		return
	}
	v := op.Value.S
	if op.Value.Dyn {
		v = dynMark + v
	}
	w.setGitcfg(key, v)
	if strings.HasPrefix(key, "alias.") {
		w.storedAlias(p, dir, key, v)
		return
	}
	w.gitCode(p, dir, key, v, "git config "+key)
}

// storedAlias walks the code of an alias `git config` stores: it runs later, whenever anyone
// types the alias, with no hook between, so storing it is writing that code and it is judged
// now, as if run from the top of the work tree with no arguments: the shell text of a "!"
// alias, or the git command an alias of git words runs (`alias.x 'checkout HEAD~3 -- .claude'`
// is that checkout).
func (w *walker) storedAlias(p *pending, dir, key, value string) {
	if text, ok := strings.CutPrefix(value, dynMark); ok {
		if strings.HasPrefix(text, "!") {
			w.opaqueValue(p, strings.TrimPrefix(text, "!"), "git config "+key)
		}
		return
	}
	text, ok := strings.CutPrefix(value, "!")
	if !ok {
		w.storedGitWords(p, dir, key, value)
		return
	}
	if strings.TrimSpace(text) == "" {
		return
	}
	q := *p
	q.cwd, q.below = "", nil
	if dir != "" {
		q.cwd = GitTop(dir)
	}
	w.clone().nestedIn(&q, text, "git config "+key)
}

// storedGitWords walks an alias of git words stored for later as `git WORDS`, split as git
// splits it, from the top of the work tree: the prefixes, redirections and directory of the
// `git config` that stores it are not the later command's.
func (w *walker) storedGitWords(p *pending, dir, key, value string) {
	ws := gitSplit(value)
	if len(ws) == 0 || p.aliasHops >= maxGitAliasHop {
		return
	}
	q := pending{stdin: p.stdin, outer: p.outer, aliasHops: p.aliasHops + 1}
	if dir != "" {
		q.cwd = GitTop(dir)
	}
	q.argv = append([]field{{s: "git"}}, ws...)
	q.via = append(append([]string(nil), p.via...), "git config "+key)
	w.clone().dispatch(&q)
}

// GitCodeKey reports the git configuration keys whose values git runs as commands by itself,
// in any case (core.fsmonitor, filter.lfs.clean, hook.NAME.command).
func GitCodeKey(k string) bool { return codeKey(strings.ToLower(k)) }

// opaqueValue lists a command git would run whose text is only known when it runs: a
// program nobody can name, its known parts walked as written.
func (w *walker) opaqueValue(p *pending, text, via string) {
	q := *p
	q.argv = []field{{s: text, dyn: true}}
	q.via = append(append([]string(nil), p.via...), via)
	w.clone().approximate(&q, text, via)
}
