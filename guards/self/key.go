package self

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/state"
)

// The ledger's signing key is what makes a grant a human's: with it, the agent could sign its
// own. Boundary and secrets already stop reading it, but as ordinary blocks that a code could
// authorise; here every touch of it, and every copy of the directory that holds it, is stopped
// for good, before them, with no code.

// keyScope is where the key lives for one event. The canonical paths are resolved on first
// need: most commands never name a path that calls for them.
type keyScope struct {
	raw      string // the state directory as the environment spells it
	dir, key string // canonical state directory and key path, once resolved
	home     string
}

func (k *keyScope) resolve() {
	if k.dir == "" && k.raw != "" {
		k.dir = paths.Real(k.raw)
		k.key = filepath.Join(k.dir, "ledger.key")
	}
}

func scopeFor(ev *hookguard.Event, getenv func(string) string) *keyScope {
	home := ev.Home
	if home == "" {
		home = getenv("HOME")
	}
	env := func(k string) string {
		if k == "HOME" {
			return home
		}
		return getenv(k)
	}
	return &keyScope{raw: state.Dir(env), home: home}
}

func hasGlob(s string) bool { return strings.ContainsAny(s, "*?[") }

// touches reports whether path p (as an argument, relative to cwd) names the key, a glob in the
// state directory that can match it, or the state directory itself.
func (k *keyScope) touches(p, cwd string) bool {
	if p == "" || k.raw == "" {
		return false
	}
	abs := paths.Abs(p, cwd, k.home)
	// Most words are not paths into the state directory. A word that names neither the key nor
	// hookguard, and holds no glob, can still reach the key only through a symlink: when its
	// resolution (shared with the other guards through the per-event cache) is the word itself,
	// there is none.
	r := paths.Real(abs)
	if low := strings.ToLower(p); !strings.Contains(low, "ledger") && !strings.Contains(low, "hookguard") && !hasGlob(p) && (r == abs || r == filepath.Clean(abs)) {
		return false
	}
	k.resolve()
	if hasGlob(abs) {
		d := paths.Real(filepath.Dir(abs))
		return strings.EqualFold(d, k.dir) || paths.WithinFold(k.key, d) && hasGlob(filepath.Dir(abs))
	}
	return strings.EqualFold(r, k.key) || strings.EqualFold(r, k.dir) || strings.EqualFold(filepath.Clean(abs), filepath.Clean(k.key))
}

// copiers take whole trees: an ancestor of the key given to them copies it.
var copiers = map[string]bool{"cp": true, "rsync": true, "tar": true, "zip": true, "scp": true, "rclone": true, "7z": true, "bsdtar": true, "cpio": true}

func (k *keyScope) ancestor(p, cwd string) bool {
	k.resolve()
	r := paths.Real(paths.Abs(p, cwd, k.home))
	return r != "/" && paths.Within(k.key, r)
}

const keyWhy = " holds hookguard's ledger signing key, with which an authorisation could be forged. No command and no tool reads, copies, moves or writes it; the user manages it by hand."

func (k *keyScope) shell(c *shell.Command) hookguard.Verdict {
	name := base(c.Name)
	for i, a := range c.Args {
		if c.Dynamic[i] {
			if c.Lead[i] != "" && k.touches(c.Lead[i]+"*", c.Cwd) {
				return block("ledger-key", "`"+a+"` may name a file in "+k.raw+", which"+keyWhy)
			}
			continue
		}
		if strings.HasPrefix(a, "-") && !strings.Contains(a, "=") {
			continue // a flag; a path it takes is the next word
		}
		for _, p := range argPaths(a) {
			if k.touches(p, c.Cwd) {
				return block("ledger-key", "`"+p+"`"+keyWhy)
			}
			if copiers[name] && k.ancestor(p, c.Cwd) {
				return block("ledger-key", "`"+name+" "+p+"` copies a tree that"+keyWhy)
			}
		}
	}
	for _, r := range c.Redirects {
		if !r.Dynamic && k.touches(r.Target, c.Cwd) {
			return block("ledger-key", "`"+r.Target+"`"+keyWhy)
		}
	}
	return hookguard.Allowed()
}

// argPaths are the paths an argument may carry: itself, and the value of --opt=value or
// if=/of= forms.
func argPaths(a string) []string {
	out := []string{a}
	if i := strings.IndexByte(a, '='); i > 0 && i < len(a)-1 {
		out = append(out, a[i+1:])
	}
	return out
}

func (k *keyScope) files(ev *hookguard.Event) hookguard.Verdict {
	cwd := ev.Cwd
	if cwd == "" {
		cwd = ev.Root
	}
	for _, f := range ev.Files {
		for _, p := range []string{f.Path, f.From} {
			if k.touches(p, cwd) {
				return block("ledger-key", "`"+p+"`"+keyWhy)
			}
		}
	}
	for _, p := range ev.Reads {
		if k.touches(p, cwd) || hasGlob(p) && k.touches(p, cwd) {
			return block("ledger-key", "`"+p+"`"+keyWhy)
		}
		// A directory read (Grep, Glob) over the state directory or above reaches the key.
		if !hasGlob(p) && k.ancestor(p, cwd) && strings.HasPrefix(paths.Real(paths.Abs(p, cwd, k.home)), k.dir) {
			return block("ledger-key", "`"+p+"`"+keyWhy)
		}
	}
	return hookguard.Allowed()
}

var osGetenv = os.Getenv
