package spec

import (
	"slices"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// pushFromElsewhere: the git floor's pre-push runs from the project's own hooks directory. A
// push from another repository without the floor (a clone made outside the project: git clone
// . /tmp/c && cd /tmp/c && git commit -am x && git push https://host/org/proj) to one of the
// project's remotes runs none of it, so commits that never met the floor reach the project's
// remote: judged as --no-verify. A push into the project itself is not: the floor meets those
// commits when the project pushes them on.
func (c *Call) pushFromElsewhere(r gitRepo, remote Word, named bool) {
	root, fs := c.In.Root, c.In.FS
	if root == "" || fs == nil || c.In.Remote {
		return
	}
	// A clone elsewhere has none of the project's configuration: whatever hooks directory
	// that names, only a relative one it tracks travels (install's, where none does).
	floor := c.floorDir(paths.Join(root, ".git"))
	if floor == "" {
		floor = installHooks
	}
	if !fs.IsDir(paths.Join(root, floor)) {
		return
	}
	if _, ok := c.madeTreeAbove(); ok {
		c.pushFromMadeTree(remote, named)
		return
	}
	if r.root == "" || r.root == root || fs.IsDir(paths.Join(r.root, floor)) {
		return
	}
	ours := c.remoteURLs(paths.Join(root, ".git"), "")
	if len(ours) == 0 {
		return
	}
	var dests []string
	switch {
	case named && remote.Dyn:
		dests = ours // a remote only known when it runs may be any of them
	case named && (strings.ContainsAny(remote.S, "/:") || remote.S == "."):
		dests = []string{remote.S}
	case named:
		// A remote its configuration does not name yet may be one the line adds (git remote
		// add up URL && git push up): it may be any of ours.
		if dests = c.remoteURLs(r.gitDir(), remote.S); len(dests) == 0 {
			dests = ours
		}
	default:
		dests = c.remoteURLs(r.gitDir(), "") // where git pushes by default: one of its remotes
	}
	if c.linePointsRemotes() || c.configWrittenBefore(r) {
		dests = ours // git -c remote.origin.pushurl=..., url.X.pushInsteadOf: where it goes is the line's
	}
	for _, d := range dests {
		for _, o := range ours {
			if sameRemote(d, o) {
				c.Add(Effect{Kind: HooksOff, Class: "no-verify", Text: "a push from " + r.root + ", where the project's git floor does not run, to the project's remote " + o, By: byOf(c)})
				return
			}
		}
	}
}

// syncsOurRemote: gh repo sync DEST (from its parent, or the repository --source names) and
// the merge-upstream endpoint move the branch of a repository on GitHub to commits of another,
// by GitHub's side, with no git on this machine: where DEST is one of the project's remotes,
// those commits never met the project's git floor, as with a push from elsewhere (judged as
// --no-verify). dest is OWNER/REPO, or HOST/OWNER/REPO, or a URL.
func (c *Call) syncsOurRemote(dest Word, by string) {
	root, fs := c.In.Root, c.In.FS
	if root == "" || fs == nil || c.In.Remote || !fs.IsDir(paths.Join(root, ".hookguard/hooks")) {
		return
	}
	ours := c.remoteURLs(paths.Join(root, ".git"), "")
	url := c.ghURL(dest.S)
	for _, o := range ours {
		if dest.Dyn || sameRemote(url, o) {
			c.Add(Effect{Kind: HooksOff, Class: "no-verify", Text: "the project's remote " + o + " moved by GitHub to another repository's commits, which never met the project's git floor", By: by})
			return
		}
	}
}

// ghURL is the URL of a repository as gh names it: OWNER/REPO (on GH_HOST where the command
// is given one, else github.com), HOST/OWNER/REPO, or a URL.
func (c *Call) ghURL(name string) string {
	switch strings.Count(name, "/") {
	case 1:
		if h, ok := c.assigned("GH_HOST"); ok && !h.Dyn && h.S != "" {
			return "https://" + h.S + "/" + name
		}
		return "https://github.com/" + name
	case 2:
		if !strings.Contains(name, "://") {
			return "https://" + name
		}
	}
	return name
}

// pushFromMadeTree is a push from a linked work tree the line makes (git worktree add .wt/x
// && cd .wt/x && git push): its .git file is not there yet, so the walk up finds the main
// tree, and the shims are not in it. It shares the repository's remotes, so a remote it names,
// or none, is one of the project's; a URL is compared with them where they can be read (the
// worktree add before it writes below .git, so they may not be).
func (c *Call) pushFromMadeTree(remote Word, named bool) {
	if named && !remote.Dyn && remote.S == "." {
		return // into its own repository
	}
	if named && !remote.Dyn && strings.ContainsAny(remote.S, "/:") {
		if ours := c.remoteURLs(paths.Join(c.In.Root, ".git"), ""); len(ours) > 0 && !slices.ContainsFunc(ours, func(o string) bool { return sameRemote(remote.S, o) }) {
			return
		}
	}
	c.Add(Effect{Kind: HooksOff, Class: "no-verify", Text: "a push from a linked work tree the line makes, where the project's git floor does not run", By: byOf(c)})
}

// configWrittenBefore reports configuration an earlier command of the line gives git that
// can point a push elsewhere: git config of a remote.*, url.* or branch.* key (url.X.insteadOf
// gh:), git remote set-url or rename, or another write of the repository's or the user's
// config file (printf '[url ...]' >> .git/config). Where the push goes is then the line's,
// as with git -c.
func (c *Call) configWrittenBefore(r gitRepo) bool {
	files := []string{paths.Join(r.gitDir(), "config")}
	if h := c.In.Home; h != "" {
		files = append(files, paths.Join(h, ".gitconfig"), paths.Join(h, ".config/git/config"))
	}
	for _, o := range c.In.FS.Earlier() {
		if len(o.Path) > 1 && o.Path[0] == "git" {
			switch o.Path[1] {
			case "config":
				if k := GitConfigOf(o).Key; k.Dyn || pointsRemote(k.S) {
					return true
				}
			case "remote":
				return true
			case "clone", "init", "worktree":
				// A new repository's config holds its origin alone, unless the line gives
				// it more (git clone -c url.X.insteadOf=Y).
				for _, opt := range o.P.Opts {
					if opt.Name == "c" && (opt.Value.Dyn || pointsRemote(strings.SplitN(opt.Value.S, "=", 2)[0])) {
						return true
					}
				}
				continue
			}
		}
		for _, e := range o.Effects() {
			if (e.Kind == Write || e.Kind == Create) && e.Class != "repo" && writesOneOf(e, files) {
				return true
			}
		}
	}
	return false
}

// pointsRemote reports a git configuration key that can send a push elsewhere.
func pointsRemote(k string) bool {
	k = strings.ToLower(k)
	return k == "" || strings.HasPrefix(k, "remote.") || strings.HasPrefix(k, "url.") || strings.HasPrefix(k, "branch.") ||
		strings.HasPrefix(k, "include")
}

// writesOneOf reports a write of one of the files, of a tree holding one, or of a path only
// known when it runs.
func writesOneOf(e Effect, files []string) bool {
	if e.Path.Dyn {
		return true
	}
	for _, f := range files {
		if e.Path.Abs == f || e.Tree && paths.Within(f, e.Path.Abs) {
			return true
		}
	}
	return false
}

// linePointsRemotes reports configuration the command line gives git that can send a push
// elsewhere than the repository's own configuration says (remote.*, url.*.insteadOf,
// branch.*.pushRemote), or a key only known when it runs.
func (c *Call) linePointsRemotes() bool {
	points := false
	c.gitLineConfig(func(k, _ string, _ bool) {
		points = points || pointsRemote(k)
	})
	return points
}

// gitDir is the repository's git directory.
func (r gitRepo) gitDir() string {
	if r.dir != "" {
		return r.dir
	}
	return paths.Join(r.root, ".git")
}

// remoteURLs lists the URLs (url and pushurl) of a repository's remote name, or of every
// remote where name is "".
func (c *Call) remoteURLs(gitDir, name string) []string {
	text, ok := c.ReadCode(c.at(paths.Join(gitDir, "config")))
	if !ok {
		return nil
	}
	var out []string
	GitConfigEntries(text, func(k, v string) {
		rest, ok := strings.CutPrefix(k, "remote.")
		if !ok {
			return
		}
		i := strings.LastIndexByte(rest, '.')
		if i < 0 || rest[i+1:] != "url" && rest[i+1:] != "pushurl" {
			return
		}
		if name == "" || strings.EqualFold(rest[:i], name) {
			out = append(out, v)
		}
	})
	return out
}

// sameRemote reports whether two remote URLs name the same repository: host and path, whatever
// the scheme, the user, the port, a trailing slash or .git (git@github.com:o/p.git is
// https://github.com/o/p), a www. before the host, the case (the forges' names ignore it),
// doubled slashes, ./ segments, a query or a fragment.
func sameRemote(a, b string) bool {
	na, nb := remoteKey(a), remoteKey(b)
	return na != "" && na == nb
}

func remoteKey(u string) string {
	u = strings.TrimSpace(u)
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
		if at := strings.IndexByte(u, '@'); at >= 0 && at < strings.IndexByte(u+"/", '/') {
			u = u[at+1:]
		}
		host, path, _ := strings.Cut(u, "/")
		if h, _, ok := strings.Cut(host, ":"); ok {
			host = h // the port
		}
		u = strings.ToLower(host) + "/" + path
	} else if host, path, ok := strings.Cut(u, ":"); ok && !strings.Contains(host, "/") {
		if at := strings.LastIndexByte(host, '@'); at >= 0 {
			host = host[at+1:]
		}
		u = strings.ToLower(host) + "/" + strings.TrimPrefix(path, "/")
	}
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	host, path, _ := strings.Cut(strings.ToLower(u), "/")
	host = strings.TrimPrefix(host, "www.")
	var segs []string
	for _, s := range strings.Split(path, "/") {
		if s != "" && s != "." {
			segs = append(segs, s)
		}
	}
	u = host + "/" + strings.Join(segs, "/")
	u = strings.TrimSuffix(strings.TrimRight(u, "/"), ".git")
	return strings.TrimRight(u, "/")
}
