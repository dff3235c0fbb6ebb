package spec

import (
	"path"
	"strings"
)

// Mount is a host directory a container sees at Target: a bind mount (-v SRC:DST, --mount
// type=bind,source=SRC,target=DST). A path the container names under Target is the host's
// file under Host: deleting /w/.claude/settings.json in a container given the project at /w
// deletes the project's settings.
type Mount struct {
	Host, Target string // both absolute and clean
}

// BindMounts lists the bind mounts of a host directory a container command is started with,
// where both the source and the target are known. A named volume is the container engine's,
// not a project path; compose's mounts are in its file and --volumes-from's in another
// container: neither is read (their paths stay the container's own).
func BindMounts(c *Call) []Mount {
	var out []Mount
	for _, o := range c.P.Opts {
		if !o.Set || o.Name != "v" && o.Name != "mount" {
			continue
		}
		src, dst, bound := volumeTarget(o.Value)
		if o.Name == "mount" {
			src, dst, bound = mountTarget(o.Value)
		}
		if !bound || !strings.HasPrefix(dst, "/") || strings.ContainsAny(dst, "$`") {
			continue
		}
		if p := c.PathOf(src); !p.Dyn && p.Abs != "" {
			out = append(out, Mount{Host: p.Abs, Target: path.Clean(dst)})
		}
	}
	return out
}

// mounted maps a container path to the host path a bind mount puts there: the innermost
// mount holding it wins, as it hides the ones around it.
func mounted(ms []Mount, p string) (string, bool) {
	host, best := "", -1
	for _, m := range ms {
		if rel, in := cutDir(p, m.Target); in && len(m.Target) > best {
			host, best = path.Join(m.Host, rel), len(m.Target)
		}
	}
	return host, best >= 0
}

// mountedLead maps the known start of a dynamic container path (/w/$X) the same way.
func mountedLead(ms []Mount, lead string) (string, bool) {
	host, best := "", -1
	for _, m := range ms {
		t := strings.TrimSuffix(m.Target, "/")
		if (lead == t || strings.HasPrefix(lead, t+"/")) && len(t) > best {
			host, best = m.Host+lead[len(t):], len(t)
		}
	}
	return host, best >= 0
}

// addMounted records an effect a container command has on its own paths: where the path is
// under a bind mount, it is this machine's file, judged at the host path (its text too, which
// guards read it by); a tree that holds
// a mount (rm -rf / in the container) reaches the mounted host directory too. Other paths stay
// the container's own (Remote), or, for a container started in its mount and judged as a
// local command there, this machine's as they were.
func (c *Call) addMounted(e Effect) Effect {
	ms := c.In.Mounts
	p := &e.Path
	switch {
	case !p.Dyn && strings.HasPrefix(p.Arg, "/") && strings.HasPrefix(p.Abs, "/"):
		if host, ok := mounted(ms, p.Abs); ok {
			p.Arg, p.Abs, p.Cwd = host, host, ""
			return e
		}
		if e.Tree {
			for _, m := range ms {
				if _, in := cutDir(m.Target, p.Abs); in {
					h := e
					h.Path.Arg, h.Path.Abs, h.Path.Cwd = m.Host, m.Host, ""
					c.out = append(c.out, h)
				}
			}
		}
	case p.Dyn && strings.HasPrefix(p.Lead, "/"):
		if host, ok := mountedLead(ms, p.Lead); ok && strings.HasPrefix(p.Arg, p.Lead) {
			p.Arg, p.Lead, p.Cwd = host+p.Arg[len(p.Lead):], host, ""
			return e
		}
	}
	e.Remote = e.Remote || c.In.Remote
	return e
}
