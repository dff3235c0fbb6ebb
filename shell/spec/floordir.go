package spec

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// installHooks is the directory install points core.hooksPath at, relative to a work tree.
const installHooks = ".hookguard/hooks"

// floorDir is the hooks directory, relative to a work tree's top, from which git runs the
// hooks of the repository whose common git directory is gitDir: core.hooksPath where the
// repository's configuration (else the user's) sets it to a relative path (install's
// .hookguard/hooks, or a directory of the project's own that runs hookguard), which git
// reads from the top of the work tree a command uses. "" where the hooks are the same for
// every work tree: a path that is absolute or in the home, or none set (the git
// directory's own hooks). Where the repository's configuration cannot be read, install's.
func (c *Call) floorDir(gitDir string) string {
	v, set, ok := c.configHooksPath(paths.Join(gitDir, "config"))
	if !ok {
		return installHooks
	}
	if !set && c.In.Home != "" {
		v, set, _ = c.configHooksPath(paths.Join(c.In.Home, ".gitconfig"))
	}
	if !set || v == "" || filepath.IsAbs(v) || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") {
		return ""
	}
	return paths.Clean(v)
}

// configHooksPath is the last core.hooksPath a configuration file sets; ok is false where
// the file cannot be read.
func (c *Call) configHooksPath(file string) (v string, set, ok bool) {
	text, ok := c.ReadFile(c.at(file))
	if !ok {
		return "", false, false
	}
	GitConfigEntries(text, func(k, val string) {
		if k == "core.hookspath" {
			v, set = val, true
		}
	})
	return v, set, true
}

// floorMissing reports a work tree top that lacks the hooks directory the main work tree
// main has, read relative from both (floorDir of main's git directory): a commit or merge
// there runs none of the project's hooks.
func (c *Call) floorMissing(main, top string) bool {
	fs := c.In.FS
	if fs == nil || main == top {
		return false
	}
	rel := c.floorDir(paths.Join(main, ".git"))
	return rel != "" && fs.IsDir(paths.Join(main, rel)) && !fs.IsDir(paths.Join(top, rel))
}

// hasFloor reports a repository whose work tree holds the relative hooks directory git runs
// its hooks from (floorDir): a linked work tree made from it has none of it untracked.
func (c *Call) hasFloor(r gitRepo) bool {
	rel := c.floorDir(r.gitDir())
	return rel != "" && c.In.FS.IsDir(paths.Join(r.root, rel))
}
