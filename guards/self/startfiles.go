package self

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards/internal/lefthook"
	"github.com/hookguard/hookguard/paths"
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
	envStart = &startKind{bad: envFileBad,
		what: "set variables that point hookguard or git's hooks at another configuration or ledger for every harness or shell that loads it at start (direnv, Gemini CLI's .env, a virtualenv's activate, mise)"}
	envrcStart = &startKind{find: (*scope).envrcFinding,
		what: "change, in every shell and harness started in its directory (direnv runs it as shell code on every cd, later and outside any hook), the variables that point hookguard or git's hooks at another configuration or ledger, or where programs are found"}
	hooksStart = &startKind{bad: frontmatterHooks,
		what: "give a Claude skill, agent or command hooks of its own in its frontmatter, which the harness runs beside (and before) the hooks that run hookguard"}
	npmStart = &startKind{bad: npmRedirects,
		what: "hand every npm or yarn script (the user's and the git hooks' too) to a program nobody has read (script-shell, node-options, yarnPath, yarn's plugins)"}
)

// envFileBad reports an environment file's text (a .env, mise's [env], a virtualenv's
// activate) that sets the hook and config variables, or one that makes every later command
// run code first (BASH_ENV, NODE_OPTIONS=--require: envrcLoads), line by line as
// NAME=value, `export NAME=value` or NAME = "value".
func envFileBad(text string) bool {
	if redirectsHooks(text) {
		return true
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
		if envrcLoads(name+"="+value) != "" {
			return true
		}
	}
	return false
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
		if filepath.Base(filepath.Dir(p)) == "bin" || filepath.Base(filepath.Dir(p)) == "Scripts" {
			return envStart
		}
	case ".npmrc", ".yarnrc", ".yarnrc.yml":
		return npmStart
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

// npmRedirects reports an npm or yarn config that runs scripts through another program or
// loads code into every node it starts, or into yarn itself: yarn 2+ runs yarnPath instead of
// itself and requires every file of plugins: at start (classic yarn's yarn-path likewise).
func npmRedirects(text string) bool {
	t := strings.ToLower(text)
	for _, k := range [...]string{"script-shell", "node-options", "yarnpath", "yarn-path", "plugins", "shell-emulator", "onload-script", "node_options"} {
		if strings.Contains(t, k) {
			return true
		}
	}
	return false
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
				out = append(out, filepath.Join(dir, ".env"))
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
			p = filepath.Join(dir, p)
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
	dirs := []string{filepath.Dir(abs)}
	if r := filepath.Clean(s.root); r != dirs[0] {
		dirs = append(dirs, r)
	}
	for _, d := range dirs {
		b, err := state.ReadFile(filepath.Join(d, ".envrc"), maxText)
		if err != nil {
			continue
		}
		for _, f := range sourcedFiles(string(b), d) {
			if filepath.Clean(f) == abs {
				return true
			}
		}
	}
	return false
}

// startTool judges a file tool's write of a start file by the text it puts there: the whole
// file, a replacement inside it (where a hooks key needs no frontmatter fence to be one), or,
// for a rename, the file it moves there.
func (s *scope) startTool(f hookguard.FileChange, cwd string) hookguard.Verdict {
	if f.Op == hookguard.OpPatchDelete {
		return hookguard.Allowed()
	}
	k := startFileKind(f.Path)
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
	dir := filepath.Dir(s.abs(f.Path, cwd))
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
// servers; Gemini CLI an extension's hooks and servers. Lefthook's files, every name it reads,
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
	for _, at := range s.startAts() {
		if p == at.abs || p == at.real || at.tree && (paths.Within(p, at.abs) || paths.Within(p, at.real)) {
			return block("startup-code", "`"+e.By+"` writes "+e.Path.Arg+", "+at.what+
				": it is code that starts later, outside any hook, and can switch hookguard off."+byHand)
		}
	}
	return hookguard.Allowed()
}

// startAt is one of startPlaces below the project or the home, as spelled and resolved.
type startAt struct {
	abs, real string
	tree      bool
	what      string
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
	for _, sp := range startPlaces {
		for _, base := range [...]string{s.root, s.home} {
			if base == "" || !sp.home && base == s.home && s.home != s.root {
				continue
			}
			s.addStart(paths.Join(base, sp.rel), sp.tree, sp.what)
		}
	}
	if s.root != "" {
		for _, f := range lefthook.Files {
			s.addStart(paths.Join(s.root, f), false, lefthookWhat)
		}
		for _, d := range lefthook.Dirs {
			s.addStart(paths.Join(s.root, d), true, lefthookWhat)
		}
	}
	return s.starts
}

func (s *scope) addStart(at string, tree bool, what string) {
	s.starts = append(s.starts, startAt{abs: at, real: s.startReal(at), tree: tree, what: what})
}

// startReal resolves a start place. One below the project whose first name the project does
// not hold resolves to the project's resolution and its own names: most of the forty-odd start
// places are absent, and the root's names read once spare an lstat for each.
func (s *scope) startReal(at string) string {
	rel, ok := strings.CutPrefix(at, s.root+"/")
	if !ok || s.root == "" {
		return paths.Real(at)
	}
	first, _, _ := strings.Cut(rel, "/")
	names := s.rootNames()
	if names == nil || names[strings.ToLower(first)] {
		return paths.Real(at)
	}
	return paths.Join(paths.Real(s.root), rel)
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
	f, err := os.Open(s.root)
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
	p := filepath.Clean(e.Path.Abs)
	for _, d := range [...]string{s.root, s.home} {
		if d != "" && paths.Within(filepath.Clean(d), p) {
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
	if !e.Tree || e.Path.Abs == "" || !s.inHookDirs(filepath.Clean(e.Path.Abs)) || !landsContent(e, all) {
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
