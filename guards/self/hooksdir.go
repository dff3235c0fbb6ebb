package self

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// The git floor runs from wherever core.hooksPath points git: install's .hookguard/hooks
// (a wrapperDirs place), or a directory the repository owns, husky's or a shared one, where
// install wrote its shims beside the repository's hooks or a person appended the line that
// runs hookguard. The hooks of that directory that run hookguard, and the configuration files
// git includes (any of which can set core.hooksPath), are hookguard's too.

// floorHooks are the hooks the git floor guards (install's gitHooks): the files that run
// hookguard in the hooks directory git uses.
var floorHooks = [...]string{"pre-commit", "pre-push", "pre-merge-commit"}

// maxConfigFile bounds one git configuration file read; maxIncludes the files followed.
const (
	maxConfigFile = 1 << 20
	maxIncludes   = 16
)

// gitConfig is what the configuration git reads for the project says of its hooks.
type gitConfig struct {
	hooksPath string   // the last core.hooksPath set ("" where none)
	set       bool     // whether one was
	includes  []string // the files included, clean and absolute
	seen      int      // files read, for maxIncludes
}

// addFloor lists the hooks of the directory core.hooksPath names for the project, and the
// configuration files git includes for it.
func (s *scope) addFloor(root string) {
	gitDir, common := gitDirs(root)
	if common == "" {
		return
	}
	cfg := &gitConfig{}
	for _, f := range s.configFiles(gitDir, common) {
		cfg.read(f, s.home, 0)
	}
	s.envConfig(cfg)
	for _, f := range cfg.includes {
		s.add(f, false, "hook-wrappers", "the git configuration "+f+", which git includes and which can set core.hooksPath", paths.Within(f, root))
	}
	if !cfg.set || cfg.hooksPath == "" {
		return
	}
	dir := cfg.hooksPath
	switch {
	case dir == "~" || strings.HasPrefix(dir, "~/"):
		if s.home == "" {
			return
		}
		dir = s.home + dir[1:]
	case !filepath.IsAbs(dir):
		// git runs hooks from the top of the work tree: each work tree of the repository
		// has its own, and a commit or a push made in another lands in the same history.
		s.relHooks = dir
		for _, wt := range otherTrees(common, root) {
			d := paths.Join(wt, dir)
			s.add(d, true, "hook-wrappers", "the git hooks in "+d+", which git runs for commits and pushes made in "+wt+", a work tree of this repository", false)
			s.places[len(s.places)-1].worktree = wt
		}
		dir = paths.Join(root, dir)
	}
	dir = paths.Clean(dir)
	if dir == paths.Join(root, ".hookguard/hooks") {
		return // a wrapperDirs place already
	}
	for _, h := range floorHooks {
		s.add(paths.Join(dir, h), false, "hook-wrappers", "the git hook "+h+" in "+dir+", where core.hooksPath points git, which runs hookguard's git floor", paths.Within(dir, root))
	}
}

// otherTrees are the repository's work trees other than root: the main one where root is a
// linked one, and each linked one its common directory lists.
func otherTrees(common, root string) []string {
	var out []string
	if filepath.Base(common) == ".git" {
		if main := paths.Dir(common); main != root {
			out = append(out, main)
		}
	}
	for _, l := range gitread.LinkedTrees(common) {
		if wt := paths.Dir(l.DotGit); wt != root {
			out = append(out, wt)
		}
	}
	return out
}

// gitDirs are the project's git directory and its common directory (a linked work tree's
// .git file names the first, whose commondir names the second); "" where root holds none.
func gitDirs(root string) (gitDir, common string) {
	dot := paths.Join(root, ".git")
	if isDir(dot) {
		return dot, dot
	}
	b, err := state.ReadFileShared(dot, 4096)
	if err != nil {
		return "", ""
	}
	g, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:")
	if !ok {
		return "", ""
	}
	gitDir = paths.Clean(paths.Abs(strings.TrimSpace(g), root, ""))
	common = gitDir
	if c, err := state.ReadFileShared(paths.Join(gitDir, "commondir"), 4096); err == nil {
		common = paths.Clean(paths.Abs(strings.TrimSpace(string(c)), gitDir, ""))
	}
	return gitDir, common
}

// configFiles are the configuration files git reads for the repository, lowest first: the
// system's, the user's (GIT_CONFIG_GLOBAL where set, else XDG's and ~/.gitconfig), the
// repository's, its work tree's.
func (s *scope) configFiles(gitDir, common string) []string {
	var out []string
	if s.getenv("GIT_CONFIG_NOSYSTEM") == "" {
		sys := "/etc/gitconfig"
		if v := s.getenv("GIT_CONFIG_SYSTEM"); v != "" {
			sys = v
		}
		out = append(out, sys)
	}
	switch g := s.getenv("GIT_CONFIG_GLOBAL"); {
	case g != "":
		out = append(out, g)
	case s.home != "":
		xdg := s.getenv("XDG_CONFIG_HOME")
		if !filepath.IsAbs(xdg) {
			xdg = paths.Join(s.home, ".config")
		}
		out = append(out, paths.Join(xdg, "git/config"), paths.Join(s.home, ".gitconfig"))
	}
	return append(out, paths.Join(common, "config"), paths.Join(gitDir, "config.worktree"))
}

// read takes in one configuration file and those it includes (include.path, and
// includeIf.*.path whatever its condition), relative to its own directory.
func (cfg *gitConfig) read(file, home string, depth int) {
	if !filepath.IsAbs(file) || depth > 4 || cfg.seen >= maxIncludes {
		return
	}
	cfg.seen++
	b, err := state.ReadFileShared(file, maxConfigFile)
	if err != nil || !mentionsPath(b) {
		return // neither core.hooksPath nor an include can be set without the word
	}
	spec.GitConfigEntries(string(b), func(k, v string) {
		switch {
		case k == "core.hookspath":
			cfg.hooksPath, cfg.set = v, true
		case spec.GitIncludeKey(k):
			inc, ok := spec.GitIncludePath(v, file, home)
			if !ok {
				return
			}
			inc = paths.Clean(inc) // compared with the paths writes name
			cfg.includes = append(cfg.includes, inc)
			cfg.read(inc, home, depth+1)
		}
	})
}

// envConfig takes in the settings the environment gives every git (GIT_CONFIG_COUNT with
// GIT_CONFIG_KEY_n and GIT_CONFIG_VALUE_n, then GIT_CONFIG_PARAMETERS, as git -c passes them).
func (s *scope) envConfig(cfg *gitConfig) {
	n, _ := strconv.Atoi(s.getenv("GIT_CONFIG_COUNT"))
	for i := 0; i < n && i < 64; i++ {
		k := strconv.Itoa(i)
		if strings.EqualFold(s.getenv("GIT_CONFIG_KEY_"+k), "core.hooksPath") {
			cfg.hooksPath, cfg.set = s.getenv("GIT_CONFIG_VALUE_"+k), true
		}
	}
	for _, kv := range spec.GitConfigParams(s.getenv("GIT_CONFIG_PARAMETERS")) {
		if strings.EqualFold(kv[0], "core.hooksPath") {
			cfg.hooksPath, cfg.set = kv[1], true
		}
	}
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// mentionsPath reports text holding "path" in any case (git's keys are case-insensitive):
// most configuration files set neither core.hooksPath nor an include, and are not parsed.
func mentionsPath(b []byte) bool {
	for i := 0; i+4 <= len(b); i++ {
		if b[i]|0x20 == 'p' && b[i+1]|0x20 == 'a' && b[i+2]|0x20 == 't' && b[i+3]|0x20 == 'h' {
			return true
		}
	}
	return false
}

// ownReached is the place of hookguard's a path an effect of c reaches is in (own, and what a
// pattern in it can name), or, with a relative core.hooksPath, the hooks of a work tree an
// earlier command of the line adds (git worktree add /tmp/wt && rm -rf /tmp/wt/.hookguard):
// not yet in the repository's list of work trees when the line is judged.
func (s *scope) ownReached(c *shell.Command, p spec.Path, above, found bool) (hit, bool) {
	h, ok := s.own(p.Abs, above || found)
	if !ok && p.Glob() {
		h, ok = s.ownGlob(p.Abs, above)
	}
	if ok || s.relHooks == "" || s.script == nil || p.Abs == "" || !s.addsWorkTree() {
		return h, ok
	}
	for _, o := range s.script.Commands {
		if o == c {
			break
		}
		if !addsWorkTree(o) {
			continue
		}
		for _, e := range o.Effects() {
			wt := e.Path.Abs
			if e.Kind != spec.Create || e.Path.Dyn || wt == "" {
				continue
			}
			d := paths.Join(wt, s.relHooks)
			if paths.Within(p.Abs, d) || above && paths.Within(d, p.Abs) {
				pl := place{path: d, tree: true, rule: "hook-wrappers", worktree: wt,
					what: "the git hooks in " + d + ", which git runs for commits and pushes made in " + wt + ", a work tree this line adds to the repository"}
				return hit{place: pl, above: !paths.Within(p.Abs, d)}, true
			}
		}
	}
	return hit{}, false
}

// addsWorkTree reports a line with a git worktree add, looked for once an event: most lines
// have none, and every path a script writes would ask.
func (s *scope) addsWorkTree() bool {
	if s.worktreeAdd == 0 {
		s.worktreeAdd = 2
		if slices.ContainsFunc(s.script.Commands, addsWorkTree) {
			s.worktreeAdd = 1
		}
	}
	return s.worktreeAdd == 1
}

func addsWorkTree(o *shell.Command) bool {
	return !o.NameDynamic && slices.Equal(o.Call().Path, []string{"git", "worktree", "add"})
}
