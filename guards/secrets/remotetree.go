package secrets

import (
	"path"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// remoteTree is the rule for a directory of a container or another host printed, sent,
// packed to stdout or searched whole (docker cp web:/app -, docker exec web tar c /app,
// kubectl exec p -- grep -r KEY /srv/app).
const remoteTree = "remote-tree"

// remoteRead judges a read of another machine's or a container's files that lists them (a
// print, a search, an archive to stdout): a whole tree, or a pattern its shell expands.
func remoteRead(e spec.Effect, by, verb, home string) *hit {
	switch {
	case e.Tree:
		return remoteTreeRead(e, by, verb, home)
	case e.Path.Glob():
		return remoteGlobRead(e, by, verb, home)
	}
	return nil
}

// remoteTreeRead judges a tree read whose files are on another machine or in a container.
// Which files it holds cannot be listed from here, so the directory is judged by what it is:
// the whole filesystem, a home, a place applications and their configuration live (/app,
// /srv/x, /var/www/x, /opt/x, /etc, the working directory a relative "." names), or any
// directory below one, may hold a secret file, as a project root does. Printed whole it is
// stopped; searched, it is stopped unless the search's own filter leaves every file named
// like a secret out, since the lines it prints are what its pattern matches, and a pattern
// cannot be told not to match a secret line (`=`, `.`, a host name in a database URL). A
// directory of built output, static files or logs below a root (/app/dist, /app/logs) and
// one outside every root (/var/log, /tmp) pass.
func remoteTreeRead(e spec.Effect, by, verb, home string) *hit {
	switch e.Class {
	case "show", "send", "archive":
	default:
		return nil
	}
	where, ok := remoteRoot(e.Path, home)
	if !ok || codeFileName(path.Base(e.Path.Arg)) {
		return nil
	}
	if f, search := spec.FilterOf(e); search {
		name := opensSecretName(f)
		if name == "" {
			return nil
		}
		return &hit{remoteTree, "`" + by + "` searches every file below " + where + " in a container or on another host, whose files cannot be listed from here, " +
			"and its filter opens a file named " + name + " there: the lines it prints are those its pattern matches, and no pattern is known not to match a secret's",
			"Search only the files the task needs by type or name (`grep -r --include='*.py' PATTERN /app`, `rg -t py PATTERN /app`), list only the names that match (`grep -rl`), or search a directory of output or logs (/app/logs)."}
	}
	return &hit{remoteTree, "`" + by + "` " + verb + " every file below " + where + " in a container or on another host, whose files cannot be listed from here; " +
		"a directory applications, homes or configuration live in, or one below it, may hold a secret file (.env, keys, credentials)",
		"Copy out only what the task needs into a local directory, where each file keeps its name (`docker cp web:/app/src ./src`), or leave the secret files out (`tar c --exclude=.env --exclude='*.pem' /app`)."}
}

// remoteGlobRead judges a pattern the shell there expands in a directory of a container or
// another host (cat /app/config/*): where the directory is one remoteRoot stops printed whole,
// a pattern that would name one of the secret files' usual names is that directory printed
// (bash's `*` names every entry but the dotfiles: master.key, credentials.json, id_rsa).
func remoteGlobRead(e spec.Effect, by, verb, home string) *hit {
	switch e.Class {
	case "show", "send", "archive":
	default:
		return nil
	}
	dir := spec.Path{Arg: path.Dir(e.Path.Arg)}
	if e.Path.Abs != "" {
		dir.Abs = path.Dir(e.Path.Abs)
	}
	where, ok := remoteRoot(dir, home)
	if !ok {
		return nil
	}
	pat := path.Base(e.Path.Arg)
	for _, n := range treeKnownNames {
		if strings.HasPrefix(n, ".") && !strings.HasPrefix(pat, ".") {
			continue // a pattern names a dotfile only when it starts with a dot
		}
		if m, _ := path.Match(pat, n); m {
			return &hit{remoteTree, "`" + by + "` " + verb + " every file `" + pat + "` names in " + where + " in a container or on another host, whose files cannot be listed from here; " +
				"the pattern names a secret file's usual name there too (" + n + ")",
				"Name the files the task needs (`cat /app/config/app.yml`), or a pattern no secret file's name matches (`cat /app/config/*.py`)."}
		}
	}
	return nil
}

// opensSecretName returns the first of the secret files' usual names that a search with
// filter f would open in a directory nobody here can list, or "" when its filter keeps
// them all out (rg -t py, grep --include='*.go').
func opensSecretName(f spec.Filter) string {
	for _, n := range treeKnownNames {
		if opens, _ := f.Opens(n, false); opens {
			return n
		}
	}
	for _, n := range [...]string{"config/master.key", "config/credentials.yml.enc", "config/secrets.yaml"} {
		dir, _, _ := strings.Cut(n, "/")
		if d, _ := f.Opens(dir, true); !d {
			continue
		}
		if opens, _ := f.Opens(n, false); opens {
			return n
		}
	}
	return ""
}

// remoteRoot reports a directory, on another machine or in a container, that is the whole
// filesystem, a home, an application's or its configuration's root, one that holds such a
// root, or one below a root, with how to name it. The shell model reads ~ there as this
// machine's home, which stands for the home there; a relative path is below the working
// directory there (a WORKDIR or a login's home).
func remoteRoot(p spec.Path, home string) (string, bool) {
	if p.Dyn {
		return "", false // only known when it runs: not judged here
	}
	switch arg := strings.TrimSuffix(p.Arg, "/"); {
	case arg == "" || arg == ".":
		return "the working directory (" + p.Arg + ")", true // WORKDIR or the login's home
	case !strings.HasPrefix(arg, "/") && !strings.HasPrefix(arg, "~"):
		return arg + " in the working directory", !builtBelow(strings.Split(path0(arg), "/"))
	}
	if home != "" && p.Abs == home {
		return "the home directory (~)", true
	}
	if home != "" && strings.HasPrefix(p.Abs, home+"/") {
		return p.Abs, !builtBelow(strings.Split(strings.TrimPrefix(p.Abs, home+"/"), "/"))
	}
	if p.Abs == "/" {
		return "/", true
	}
	if p.Abs == "" {
		return "", false
	}
	parts := strings.Split(strings.Trim(p.Abs, "/"), "/")
	depth := rootDepth(parts)
	if depth == 0 {
		return "", false
	}
	return p.Abs, len(parts) < depth || !builtBelow(parts[depth:])
}

// path0 is a relative path without its leading "./" parts.
func path0(s string) string {
	for strings.HasPrefix(s, "./") {
		s = strings.TrimLeft(s[2:], "/")
	}
	return s
}

// rootDepth is how many parts of an absolute path name an application's, a home's or
// configuration's root on a machine nobody here can list (/app: 1, /srv/app and /home/x: 2,
// /var/www/site and /usr/src/app: 3); a shorter path holds such roots. 0: the path is under
// none (/var/log, /tmp, /usr/lib).
func rootDepth(parts []string) int {
	switch parts[0] {
	case "root", "etc", "app", "code", "workspace", "project", "src":
		return 1
	case "home", "Users", "srv", "opt", "workspaces":
		return 2
	case "var":
		if len(parts) == 1 || parts[1] == "www" {
			return 3 // /var holds /var/www; /var/www/x is a site's root
		}
	case "usr":
		if len(parts) >= 2 && parts[1] == "src" {
			return 3 // /usr/src/app
		}
	}
	return 0
}

// builtBelow reports a directory below a root that one of its parts names as built output,
// static files, installed dependencies or logs (dist, public, node_modules, logs): what is
// there is made or written by the application, not its configuration.
func builtBelow(parts []string) bool {
	for _, p := range parts {
		switch p {
		case "dist", "build", "out", "public", "static", "assets", "logs", "log", "node_modules", "coverage", "target", "__pycache__", ".next", "docs":
			return true
		}
	}
	return false
}

// codeFileName reports a name that ends in a source or text file's extension (main.py,
// server.js, app.log): `grep -r PATTERN /app/src/main.py` searches that one file, as grep
// without -r does, not a tree that may hold a secret file. Configuration's extensions (.json,
// .yaml, .conf, .toml, .d) stay a possible directory or a secret's own file.
func codeFileName(name string) bool {
	i := strings.LastIndexByte(name, '.')
	if i <= 0 {
		return false
	}
	switch strings.ToLower(name[i+1:]) {
	case "py", "js", "mjs", "cjs", "ts", "tsx", "jsx", "go", "rb", "java", "kt", "php", "c", "h", "cc", "cpp", "hpp",
		"rs", "cs", "swift", "scala", "sh", "sql", "html", "css", "md", "txt", "log", "vue", "svelte":
		return true
	}
	return false
}
