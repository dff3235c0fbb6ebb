package secrets

import (
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// remoteTree is the rule for a directory of a container or another host printed, sent or
// packed to stdout whole (docker cp web:/app -, docker exec web tar c /app, ssh h tar c
// /srv).
const remoteTree = "remote-tree"

// remoteTreeRead judges a tree read whose files are on another machine or in a container.
// Which files it holds cannot be listed from here, so the directory is judged by what it is:
// the whole filesystem, a home, a place applications and their configuration live (/app,
// /srv/x, /var/www/x, /opt/x, /etc, the working directory a relative "." names) may hold a
// secret file, as a project root does, and is stopped; a directory below one (/app/logs,
// /var/log, /app/dist) is let through, as is a search, whose output is what matches its
// filter.
func remoteTreeRead(e spec.Effect, by, verb, home string) *hit {
	if _, search := spec.FilterOf(e); search {
		return nil
	}
	switch e.Class {
	case "show", "send", "archive":
	default:
		return nil
	}
	where, ok := remoteRoot(e.Path, home)
	if !ok {
		return nil
	}
	return &hit{remoteTree, "`" + by + "` " + verb + " every file below " + where + " in a container or on another host, whose files cannot be listed from here; " +
		"a directory applications, homes or configuration live in may hold a secret file (.env, keys, credentials)",
		"Copy out only what the task needs, by name (`docker cp web:/app/src ./src`, `ssh h tar c /srv/app/src`), or leave the secret files out (`tar c --exclude=.env --exclude='*.pem' /app`)."}
}

// remoteRoot reports a directory, on another machine or in a container, that is the whole
// filesystem, a home, an application's or its configuration's root, or holds one, with how
// to name it. The shell model reads ~ there as this machine's home, which stands for the
// home there.
func remoteRoot(p spec.Path, home string) (string, bool) {
	if p.Dyn {
		return "", false // only known when it runs: not judged here
	}
	if home != "" && p.Abs == home {
		return "the home directory (~)", true
	}
	switch strings.TrimSuffix(p.Arg, "/") {
	case "", ".":
		return "the working directory (" + p.Arg + ")", true // WORKDIR or the login's home
	}
	if p.Abs == "/" {
		return "/", true
	}
	if p.Abs == "" {
		return "", false
	}
	parts := strings.Split(strings.Trim(p.Abs, "/"), "/")
	switch parts[0] {
	case "root", "etc", "app", "code", "workspace", "project", "src":
		return p.Abs, len(parts) == 1
	case "home", "Users", "srv", "opt", "workspaces":
		return p.Abs, len(parts) <= 2 // /home/x, /srv/app: a home or an application
	case "var":
		// /var holds /var/www; /var/www/x is a site's root
		return p.Abs, len(parts) == 1 || parts[1] == "www" && len(parts) <= 3
	case "usr":
		return p.Abs, len(parts) >= 2 && parts[1] == "src" && len(parts) <= 3 // /usr/src/app
	}
	return "", false
}
