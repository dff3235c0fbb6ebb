package self

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// hookguard's own files, one notion for every effect: where they are for one event, found
// from the event's home, root and environment the way hookguard and its wrappers find them.

// place is one of hookguard's own files or directories.
type place struct {
	path string // clean and absolute; a place is listed as spelled and as resolved
	tree bool   // everything below path is the place's too
	rule string
	what string // in a reason: "hookguard's hook wrappers (.hookguard/runners)"
	// work: the place is one of the project's, which git may track (wrappers, settings).
	work bool
	// alias: only self knows the path is the place: where it resolves to through a link, not
	// where it is spelled (a dotfiles repository the settings file links into), or a home a
	// variable moves (boundary knows the settings below ~ only).
	alias bool
	// worktree is, for the hooks of another work tree of the repository, that work tree: deleting
	// it whole leaves nowhere to commit from.
	worktree string
}

// scope is what one event is judged against. Everything that costs a system call is found on
// first need: most commands touch nothing that calls for it.
type scope struct {
	ev     *hookguard.Event
	getenv func(string) string
	home   string
	root   string // the project root (the cwd where the adapter gave none)
	places []place
	built  bool
	// startPlaces and the hook directories below the project and the home (startfiles.go)
	starts                 []startAt
	startsOK, hookDirsOK   bool
	rootNamesAt            map[string]bool // the project root's names, lower-cased (startfiles.go)
	rootNamesOK            bool
	rootSlash              string // the root and a slash, for startReal
	rootReal               string // the root's resolution, for startReal
	claudeDirs, hookDirsAt []string
	bins                   []binary // the hookguard binaries, found on first need
	binsOK                 bool
	key                    *keyScope
	aliases                []string    // paths this command line makes into hookguard (a copy, a link)
	packs                  []packed    // archives this command line makes that hold hookguard (packed.go)
	packOut                *string     // the command just judged prints such an archive into a pipe: its member's name
	trees                  []treeAlias // directories this command line extracts hookguard into
	hgOut                  bool        // the command just judged may print hookguard's bytes into a pipe
	treeSrc                string      // the directory holding hookguard that the command just judged copies
	hashed                 [][2]string // NAME and FILE of each `hash -p FILE NAME` of the line
	wdirs                  []string    // PATH directories the agent can write, found on first need
	wdirsOK                bool
	adirs                  []string // the project and scratch directories, found on first need
	adirsOK                bool
	hvars                  []string // the variables that move a harness's settings, found on first need
	hvLens                 uint64   // the lengths they have (bit 63: 63 or more)
	hvarsOK                bool
	owned                  memo[ownKey, ownAnswer] // own's answers, by path
	relHooks               string                  // a relative core.hooksPath, as set (hooksdir.go)
	worktreeAdd            int8                    // whether the line adds a work tree: 0 not asked, 1 yes, 2 no
	startPassed            memo[string, bool]      // the clean paths startPlaceVerdict let through
	linked                 []linkedPlace           // the places with more than one name (hardlinks.go)
	linkedOK               bool
	linkSeen               memo[string, linkedPlace] // sameLinked's answers, by path
	progs                  memo[string, string]      // programPath's answers for bare names on the event's PATH
	pathProgs              memo[progKey, string]     // ... and on a PATH the line gives
	envrcLoads             memo[string, []string]    // what the .envrc in a directory loads, by the directory
	script                 *shell.Script             // the line being judged, for what its commands read (found.go)
	record                 int8                      // whether the line reads the binary's record: 0 not asked, 1 yes, 2 no
	lookup                 int8                      // whether the line looks hookguard up by name (looksUpHookguard): 0 not asked, 1 yes, 2 no
}

func newScope(ev *hookguard.Event, getenv func(string) string) *scope {
	home := ev.Home
	if home == "" {
		home = getenv("HOME")
	}
	root := ev.Root
	if root == "" {
		root = ev.Cwd
	}
	s := &scope{ev: ev, getenv: getenv, home: home, root: root}
	s.key = &keyScope{raw: state.Dir(s.env), home: home}
	return s
}

// env reads the environment as hookguard itself would, with the event's home.
func (s *scope) env(k string) string {
	if k == "HOME" {
		return s.home
	}
	return s.getenv(k)
}

// abs makes p absolute and clean against dir ("" when it cannot be known).
func (s *scope) abs(p, dir string) string {
	if p == "" || s.home == "" && (strings.HasPrefix(p, "~") || strings.HasPrefix(p, "$HOME") || strings.HasPrefix(p, "${HOME}")) {
		return ""
	}
	if !filepath.IsAbs(p) && !strings.HasPrefix(p, "~") && !strings.HasPrefix(p, "$HOME") && !strings.HasPrefix(p, "${HOME}") {
		if dir == "" {
			return ""
		}
	}
	return paths.Clean(paths.Abs(p, dir, s.home))
}

// hookguardDirs are hookguard's configuration and state directories: where the environment
// puts them, and the defaults beside them (a wrapper run from another environment finds
// those).
func (s *scope) hookguardDirs() (config, state []string) {
	cfg := s.getenv("XDG_CONFIG_HOME")
	if filepath.IsAbs(cfg) {
		config = append(config, paths.Join(cfg, "hookguard"))
	}
	if s.home != "" {
		config = append(config, paths.Join(s.home, ".config/hookguard"))
	}
	// Where hookguard keeps its state for this environment (state.Dir: absolute, or "" without
	// any home), found once for the ledger's key.
	if st := s.key.raw; st != "" {
		state = append(state, st)
	}
	if s.home != "" {
		state = append(state, paths.Join(s.home, ".local/state/hookguard"))
	}
	return config, state
}

// wrapperDirs hold what install writes into a project: the harness wrappers, the git shims,
// and the chain-less copies a repository's own hooks call.
var wrapperDirs = [...]string{".hookguard/runners", ".hookguard/hooks", ".hookguard/git"}

// build lists the places, once.
func (s *scope) build() {
	if s.built {
		return
	}
	s.built = true
	config, st := s.hookguardDirs()
	// The most particular first: a path is judged by the first place it falls in.
	for _, c := range config {
		// The user-level wrappers, the dispatcher every hook command runs, and the copies of
		// the wrappers install recorded for it to run.
		join := joiner(c)
		s.add(join("runners"), true, "hook-wrappers", "hookguard's user-level hook wrappers", false)
		s.add(join("hook.sh"), false, "hook-wrappers", "the dispatcher every installed hook command runs (hook.sh)", false)
		s.add(join("wrappers"), true, "hook-wrappers", "the copies of the wrappers install recorded, which hook.sh runs", false)
	}
	for _, c := range config {
		s.add(paths.Clean(c), true, "guard-state", "hookguard's configuration (the binary the wrappers run, dev-roots, user settings)", false)
	}
	for _, d := range st {
		s.add(paths.Clean(d), true, "guard-state", "hookguard's state (the ledger, its locks, the audit log)", false)
	}
	// The managed policy's directory, not only its file: a managed file the agent created
	// where there was none would be a layer above every other.
	s.add(paths.Dir(state.ManagedFile()), true, "guard-state", "hookguard's managed policy (the administrator's guards.toml, which locks what no user or project layer may loosen)", false)
	root, home := paths.Clean(s.root), paths.Clean(s.home)
	// wrapperDirs' names are clean, relative and do not climb (TestPlaceNamesClean); the
	// harnesses' are looked at once here, and joined as paths.Join would where one is not.
	rootJoin, homeJoin := joiner(root), joiner(home)
	settings, transcripts := harness.Settings(), harness.Transcripts()
	if !plainNames(settings) || !plainNames(transcripts) {
		rootJoin = func(rel string) string { return paths.Join(root, rel) }
		homeJoin = func(rel string) string { return paths.Join(home, rel) }
	}
	if s.root != "" {
		for _, d := range wrapperDirs {
			s.add(rootJoin(d), true, "hook-wrappers", "hookguard's hook wrappers and git shims ("+d+")", true)
		}
		s.addFloor(root)
		// The settings files, relative to a project root or a home, that hold the hooks a
		// harness runs or switch them off (each descriptor's Settings).
		for _, f := range settings {
			s.add(rootJoin(f), false, "harness-settings", "the harness settings "+f+", which wire the hooks that run hookguard", true)
		}
	}
	if s.home != "" {
		for _, f := range settings {
			s.add(homeJoin(f), false, "harness-settings", "the user's harness settings ~/"+f+", which wire the hooks that run hookguard", false)
		}
		for _, d := range transcripts {
			s.add(homeJoin(d), true, "transcript", "the harness's session transcripts (~/"+d+")", false)
		}
	}
	// A harness started with its DirEnv (CLAUDE_CONFIG_DIR, CODEX_HOME) reads its user
	// settings and writes its transcripts there.
	for _, h := range harness.All() {
		s.addMoved(h)
	}
	if t := s.ev.TranscriptPath; filepath.IsAbs(t) {
		s.add(paths.Clean(t), false, "transcript", "this session's transcript", false)
	}
}

// plainNames reports names that are clean, relative and do not climb: joinClean takes them.
func plainNames(names []string) bool {
	for _, n := range names {
		if n == "" || n == "." || filepath.IsAbs(n) || paths.Clean(n) != n || n == ".." || strings.HasPrefix(n, "../") {
			return false
		}
	}
	return true
}

// addMoved lists h's settings and transcripts where a variable moves its home (CODEX_HOME,
// CLAUDE_CONFIG_DIR, GEMINI_CLI_HOME), as the harness and install find them (UserPath).
func (s *scope) addMoved(h *harness.Descriptor) {
	// Where neither of its variables names an absolute directory, UserPath moves nothing: the
	// joins and names it makes for each file are not asked for.
	if (h.DirEnv == harness.None || !filepath.IsAbs(s.getenv(h.DirEnv))) &&
		(h.HomeEnv == harness.None || !filepath.IsAbs(s.getenv(h.HomeEnv))) {
		return
	}
	for _, f := range h.Settings() {
		if p, disp, moved := h.UserPath(s.home, f, s.getenv); moved {
			s.add(paths.Clean(p), false, "harness-settings", h.Name+"'s user settings ("+disp+")", false)
			s.selfOnly(p)
		}
	}
	for _, t := range h.Transcripts {
		if p, disp, moved := h.UserPath(s.home, t, s.getenv); moved {
			s.add(paths.Clean(p), true, "transcript", h.Name+"'s session transcripts ("+disp+")", false)
		}
	}
}

// selfOnly marks the place listed at p (as spelled and as resolved) as one only self knows.
func (s *scope) selfOnly(p string) {
	p = paths.Clean(p)
	r := paths.Real(p)
	for j := range s.places {
		if s.places[j].path == p || s.places[j].path == r {
			s.places[j].alias = true
		}
	}
}

// add lists a place as spelled and, where a link leads elsewhere, as resolved. p is clean
// (filepath.Join cleans what it joins).
func (s *scope) add(p string, tree bool, rule, what string, work bool) {
	for i, q := range [2]string{p, paths.Real(p)} {
		if i == 1 && q == p {
			break // resolved as spelled (most places): the spelling was listed, or marked, just now
		}
		if !s.listed(q) {
			s.places = append(s.places, place{path: q, tree: tree, rule: rule, what: what, work: work, alias: i == 1})
			continue
		}
		if i == 0 {
			// Another place resolves to this one's spelling: it is a place as spelled too.
			for j := range s.places {
				if s.places[j].path == q {
					s.places[j].alias = false
				}
			}
		}
	}
}

// listed reports a place listed at p already. Some forty places are listed; a map of them
// cost more to fill than looking through them.
func (s *scope) listed(p string) bool {
	for i := range s.places {
		if s.places[i].path == p {
			return true
		}
	}
	return false
}

// hit is a path found among hookguard's own files.
type hit struct {
	place
	above bool // the path is a directory above the place, not the place or inside it
}

// own finds the place a path (clean, absolute) falls in, as spelled and resolved. above also
// finds a place below the path, for effects on a whole tree.
func (s *scope) own(abs string, above bool) (hit, bool) {
	if abs == "" || spec.Sink(abs) {
		return hit{}, false
	}
	k := ownKey{abs, above}
	if o, ok := s.owned.get(k); ok {
		return o.h, o.ok
	}
	h, ok := s.ownAt(abs, above)
	s.owned.put(k, ownAnswer{h, ok})
	return h, ok
}

// ownKey and ownAnswer keep own's answers for the event: the places and binaries it looks at
// are found once, and a script writes, reads and appends to the same paths again and again.
type ownKey struct {
	abs   string
	above bool
}

type ownAnswer struct {
	h  hit
	ok bool
}

func (s *scope) ownAt(abs string, above bool) (hit, bool) {
	s.build()
	real := paths.Real(abs)
	for _, p := range []string{abs, real} {
		for _, pl := range s.places {
			if pl.path == p || pl.tree && paths.Within(p, pl.path) {
				return hit{place: pl}, true
			}
		}
		if real == abs {
			break
		}
	}
	if b, ok := s.binaryAt(abs, real); ok {
		return hit{place: binaryPlace(b)}, true
	}
	if !above {
		return hit{}, false
	}
	// Of the places below a directory, the one nearest it (the first listed among equals) says
	// best what the directory is.
	var best hit
	found := false
	consider := func(pl place) {
		if !found || strings.Count(pl.path, "/") < strings.Count(best.path, "/") {
			best, found = hit{place: pl, above: true}, true
		}
	}
	for _, p := range []string{abs, real} {
		for _, pl := range s.places {
			if paths.Within(pl.path, p) {
				consider(pl)
			}
		}
		for _, b := range s.binaries() {
			for _, bp := range b.names() {
				if paths.Within(bp, p) {
					consider(binaryPlace(bp))
				}
			}
		}
	}
	return best, found
}

// binaryPlace is a hookguard binary the wrappers run, at path b, as a place.
func binaryPlace(b string) place {
	return place{path: b, rule: "binary", what: "the hookguard binary the wrappers run (" + b + ")"}
}

// closeTo reports a directory that is one of hookguard's places, lies in one, or holds one
// directly (.hookguard, ~/.config).
func (s *scope) closeTo(abs string) bool {
	s.build()
	for _, pl := range s.places {
		if paths.Within(abs, pl.path) || paths.Dir(pl.path) == abs {
			return true
		}
	}
	return false
}

// maxFound bounds the entries of hookguard's directories looked at for one find.
const maxFound = 16 << 10

// foundOwn finds, for the entries a filtered find selects below its start (p, Found and
// Filtered), one of hookguard's places that may be among them: an existing file of theirs,
// or a directory on the way down to one, whose name its name tests match (any name, where
// find filters by something else). at is the entry matched. Past maxFound entries, the place
// is taken as matched.
//
// With -empty among the tests (and nothing to widen them), only an empty file or directory
// is selected: the directories on the way down hold the place, and a file is judged by its
// size.
func (s *scope) foundOwn(p spec.Path, empty bool) (h hit, at string, ok bool) {
	if p.Abs == "" {
		return hit{}, "", false
	}
	sel := func(name, path string) bool {
		return foundName(p.Match, name) && (!empty || isEmpty(path))
	}
	s.build()
	places := s.places
	for _, b := range s.binaries() {
		for _, bp := range b.names() {
			places = append(places, binaryPlace(bp))
		}
	}
	budget := maxFound
	starts := []string{p.Abs}
	if r := paths.Real(p.Abs); r != p.Abs {
		starts = append(starts, r)
	}
	for _, start := range starts {
		for _, pl := range places {
			rel, in := paths.Rel(pl.path, start)
			if !in || rel == "" || !exists(pl.path) {
				continue
			}
			// The directories between the start and the place, and the place itself.
			d := start
			for _, name := range strings.Split(rel, "/") {
				d = paths.Join(d, name)
				if sel(name, d) {
					return hit{place: pl, above: d != pl.path}, d, true
				}
			}
			if !pl.tree {
				continue
			}
			if at, ok := foundBelow(pl.path, sel, &budget); ok {
				return hit{place: pl}, at, true
			}
		}
	}
	return hit{}, "", false
}

// foundBelow walks a directory for an entry whose name matches (the directory itself aside),
// spending budget; past it, the directory is taken as matched.
func foundBelow(dir string, sel func(name, path string) bool, budget *int) (string, bool) {
	var at string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || path == dir {
			return nil
		}
		if *budget--; *budget < 0 {
			at = dir
			return filepath.SkipAll
		}
		if sel(d.Name(), path) {
			at = path
			return filepath.SkipAll
		}
		return nil
	})
	return at, err == nil && at != ""
}

// isEmpty reports an empty file or directory, as find's -empty tests it (not following a
// link); what cannot be read counts as empty.
func isEmpty(p string) bool {
	st, err := os.Lstat(p)
	switch {
	case err != nil:
		return true
	case st.IsDir():
		f, err := state.OpenDir(p) // still a directory: it may have been swapped since Lstat
		if err != nil {
			return true
		}
		defer f.Close()
		names, _ := f.Readdirnames(1)
		return len(names) == 0
	case st.Mode().IsRegular():
		return st.Size() == 0
	}
	return false
}

// foundName reports whether find's name tests may select an entry named name: -name and
// -iname alike (both sides folded), a leading dot matched like any character, as find does.
// No tests known is any name.
func foundName(match []string, name string) bool {
	if len(match) == 0 {
		return true
	}
	name = strings.ToLower(name)
	for _, pat := range match {
		if ok, err := filepath.Match(strings.ToLower(pat), name); ok || err != nil {
			return true
		}
	}
	return false
}

// ownGlob finds a place a glob may name (as the shell expands it: * and ? never match a
// leading dot): a place itself, a file inside a place, or, with above, a directory above one.
func (s *scope) ownGlob(pattern string, above bool) (hit, bool) {
	if !filepath.IsAbs(pattern) {
		return hit{}, false
	}
	s.build()
	pat := strings.Split(strings.TrimPrefix(paths.Clean(pattern), "/"), "/")
	lit := make([]bool, len(pat))
	for i, p := range pat {
		lit[i] = !paths.HasMetaOrEscape(p)
	}
	for _, pl := range s.places {
		parts, ok := globParts(pat, lit, strings.TrimPrefix(pl.path, "/"))
		if !ok {
			continue
		}
		switch {
		case len(pat) == parts, len(pat) > parts && pl.tree:
			return hit{place: pl}, true
		case len(pat) < parts && above:
			return hit{place: pl, above: true}, true
		}
	}
	return hit{}, false
}

// globParts matches the components of the relative path name against those of the pattern
// (lit[i]: pat[i] has no wildcard), the shell's way, as far as both go: parts is how many
// components name has, ok whether the first min(len(pat), parts) match. The place is read a
// component at a time, not split: a script's globs were each matched against every place.
func globParts(pat []string, lit []bool, name string) (parts int, ok bool) {
	rest := name
	for i := range pat {
		comp, more, found := strings.Cut(rest, "/")
		if !globComponent(pat[i], lit[i], comp) {
			return 0, false
		}
		if !found {
			return i + 1, true
		}
		rest = more
	}
	return len(pat) + strings.Count(rest, "/") + 1, true
}

// globComponent matches one path component against one pattern component: a leading dot only
// by a dot, a component without wildcards (literal) by equality, which is what filepath.Match
// makes of it, any other as bash matches it (paths.ShellMatch).
func globComponent(pat string, literal bool, name string) bool {
	if literal {
		return pat == name
	}
	if strings.HasPrefix(name, ".") && !strings.HasPrefix(pat, ".") {
		return false
	}
	return paths.ShellMatch(pat, name) // [!x] and [[:alpha:]] as bash reads them
}

// ownUnder finds a place a path could be when only its start, lead, is known: a write to
// "$HOME/.config/hookguard/$X" may land on any file there, and "~/.config/$X" on hookguard's
// configuration. A lead that is the home, the project or the root says too little: such a
// write is the boundary guard's to judge.
func (s *scope) ownUnder(lead string) (hit, bool) {
	if lead == "" || !filepath.IsAbs(lead) {
		return hit{}, false
	}
	s.build()
	dir := paths.Dir(lead)
	if strings.HasSuffix(lead, "/") {
		dir = paths.Clean(lead)
	}
	for _, pl := range s.places {
		if pl.tree && paths.Within(dir, pl.path) {
			return hit{place: pl}, true
		}
	}
	if dir == "/" || dir == paths.Clean(s.home) || dir == s.root {
		return hit{}, false
	}
	var best hit
	found := false
	for _, pl := range s.places {
		if strings.HasPrefix(pl.path, lead) && (!found || len(pl.path) < len(best.path)) {
			best, found = hit{place: pl}, true
		}
	}
	return best, found
}

// exists reports whether anything is at p.
func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// rel shows a path the way a person would read it in a reason: relative to the project, or
// with ~ for the home.
func (s *scope) rel(p string) string {
	if s.root != "" {
		if r, ok := paths.Rel(p, s.root); ok && r != "" {
			return r
		}
	}
	if s.home != "" {
		if r, ok := paths.Rel(p, paths.Clean(s.home)); ok && r != "" {
			return "~/" + r
		}
	}
	return p
}
