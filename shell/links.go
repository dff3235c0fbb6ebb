package shell

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// Names the line makes that stand for other paths. `ln -s .claude c && echo '{}' >
// c/settings.json` writes the settings, but c does not exist when the hook judges the line,
// so paths.Real cannot follow it. The walk records each link (ln, link, cp -s, cp -l) as it
// lists the command that makes it, and every later command's cwd and effect paths are
// resolved through them, the way paths.Real resolves a link already on disk: each guard then
// sees the real target.
//
// What it costs: a link made on the line to a protected place and then used is judged as that
// place, which it is. Removing the link itself (`rm c`, no trailing slash) removes only the
// link, and a delete inside a link farm (cp -as, cp -al) or of a hard link removes the farm's
// entries, not the files they stand for: both are judged where they are. A rename (mv) is not
// followed: after it the files are where they were moved to, and moving a protected tree away
// is judged at the mv.

// lineLink is a name the line made and the path it stands for, both absolute and clean,
// the name already resolved through the links made before it.
// A farm is a link whose removal never reaches its target: a hard link, or a tree of links
// or hard links (cp -s, cp -l) whose directories are the copy's own.
type lineLink struct {
	name, target string
	farm         bool
}

// maxLineLinks bounds the links one line records: each later path is resolved through them.
const maxLineLinks = 64

// makesLinks reports whether a command by this name (normalised: spec.Normalise) may make a
// link or rename a path: a cheap test that keeps every other command off the path below.
func makesLinks(name string) bool {
	switch name {
	case "ln", "link", "cp":
		return true
	}
	return false
}

// noteLinks records the names c makes that stand for other paths.
func (w *walker) noteLinks(c *Command) {
	if c.NameDynamic || c.Remote || c.Cwd == "" || len(w.env.links) >= maxLineLinks {
		return
	}
	call := c.Call()
	base := strings.TrimPrefix(spec.Normalise(c.Name), "g")
	fromLink := false // a relative target is read from the link's directory (ln -s without -r)
	farm := true
	switch base {
	case "ln":
		fromLink = call.Has("s") && !call.Has("r")
		farm = !call.Has("s")
	case "link":
	case "cp":
		if !call.Has("s") && !call.Has("l") {
			return
		}
	default:
		return
	}
	ops := call.Operands()
	var targets []spec.Word
	var names []string
	if t, ok := call.Value("t"); ok {
		if t.Dyn {
			return
		}
		targets = ops
		for _, o := range ops {
			names = append(names, joinName(t.S, o.S))
		}
	} else {
		switch {
		case len(ops) == 1 && base != "cp":
			targets = ops
			names = []string{filepath.Base(ops[0].S)}
		case len(ops) >= 2:
			targets = ops[:len(ops)-1]
			dest := ops[len(ops)-1]
			if dest.Dyn {
				return
			}
			if len(targets) > 1 || !call.Has("T") && w.isDirThrough(c, dest.S) {
				for _, o := range targets {
					names = append(names, joinName(dest.S, o.S))
				}
			} else {
				names = []string{dest.S}
			}
		}
	}
	for i, t := range targets {
		if t.Dyn || i >= len(names) || len(w.env.links) >= maxLineLinks {
			continue
		}
		name := w.env.through(w.absFrom(names[i], c.Cwd), len(w.env.links), follow)
		if name == "" {
			continue
		}
		target := t.S
		if fromLink && !filepath.IsAbs(target) && !strings.HasPrefix(target, "~") {
			target = paths.Join(paths.Dir(name), target)
		} else {
			target = w.env.through(w.absFrom(target, c.Cwd), len(w.env.links), follow)
		}
		if target == "" || target == name {
			continue
		}
		w.env.links = append(w.env.links, lineLink{name: name, target: paths.Clean(target), farm: farm})
	}
}

// noteCodeLinks records the links interpreter code makes (os.symlink, fs.symlinkSync,
// File.symlink, perl's symlink): the code's Create effects of Class "link" or "hardlink" say
// the name, already resolved through the links before c, and the path it stands for.
func (w *walker) noteCodeLinks(c *Command) {
	if c.NameDynamic || c.Remote {
		return
	}
	for _, e := range c.Effects() {
		if len(w.env.links) >= maxLineLinks {
			return
		}
		if e.Kind != spec.Create || e.Class != "link" && e.Class != "hardlink" || e.Path.Dyn || e.Path.Abs == "" || e.Text == "" {
			continue
		}
		target := w.env.through(paths.Clean(e.Text), len(w.env.links), follow)
		if target == e.Path.Abs {
			continue
		}
		w.env.links = append(w.env.links, lineLink{name: e.Path.Abs, target: target, farm: e.Class == "hardlink"})
	}
}

// joinName is the name a link or a moved path gets inside directory dir.
func joinName(dir, src string) string {
	return strings.TrimSuffix(dir, "/") + "/" + filepath.Base(src)
}

// isDirThrough reports whether p, from c's cwd, is a directory: on disk, through the links
// the line made before c.
func (w *walker) isDirThrough(c *Command, p string) bool {
	a := w.absFrom(p, c.Cwd)
	if a == "" {
		return false
	}
	fi, err := os.Stat(paths.Real(w.env.through(a, len(w.env.links), follow)))
	return err == nil && fi.IsDir()
}

// How a path is followed: as any path is, or as one a delete removes (rm link removes the
// link; rm -r farm/x removes the farm's own entries), with or without a trailing slash.
const (
	follow   = iota
	unlink   // a delete of the path as written, no trailing slash
	unlinkIn // a delete of what is below it (a trailing slash)
)

// through resolves the clean absolute path p through the first n links the line made, as
// the kernel would follow them: the latest link whose name p is or lies below, again until
// none applies (bounded, as the kernel's ELOOP is). A delete never follows a farm, nor a link
// that is p itself without a trailing slash. "" stays "".
func (e *cmdEnv) through(p string, n int, how int) string {
	if p == "" || n == 0 {
		return p
	}
	for hop := 0; hop < 40; hop++ {
		moved := false
		for i := n - 1; i >= 0; i-- {
			l := e.links[i]
			if !paths.Within(p, l.name) || how != follow && l.farm {
				continue
			}
			if how == unlink && p == l.name {
				return p
			}
			p = l.target + p[len(l.name):]
			moved = true
			break
		}
		if !moved {
			return p
		}
	}
	return p
}

// throughLinks is effs with every path resolved through the links the line made before c;
// the slice is copied before the first change (it may be shared). The path's text becomes
// the resolved path too, absolute: guards read either, and a reason then names where the
// action lands. A trailing slash stays (rm -r link/ empties the target, rm link does not).
func (c *Command) throughLinks(effs []spec.Effect) []spec.Effect {
	out := effs
	copied := false
	for i, e := range effs {
		p, ok := c.pathThrough(e)
		if !ok {
			continue
		}
		if !copied {
			out = append([]spec.Effect(nil), effs...)
			copied = true
		}
		out[i].Path = p
	}
	return out
}

// pathThrough is e's path resolved through the line's links, and whether that moved it.
func (c *Command) pathThrough(e spec.Effect) (spec.Path, bool) {
	p := e.Path
	slash := ""
	if p.Dyn {
		// Only the text before the unknown part can be placed: ./h/$X is below h's target.
		if p.Lead == "" || p.Cwd == "" && !filepath.IsAbs(p.Lead) {
			return p, false
		}
		lead := paths.Clean(paths.Abs(p.Lead, p.Cwd, c.env.home))
		how := follow
		if e.Kind == spec.Delete {
			how = unlinkIn
		}
		to := c.env.through(lead, c.nlinks, how)
		if to == lead {
			return p, false
		}
		if strings.HasSuffix(p.Lead, "/") {
			slash = "/"
		}
		p.Arg = to + slash + strings.TrimPrefix(p.Arg, p.Lead)
		p.Lead = to + slash
		return p, true
	}
	if p.Abs == "" {
		return p, false
	}
	how := follow
	if e.Kind == spec.Delete {
		how = unlink
		if strings.HasSuffix(p.Arg, "/") {
			how = unlinkIn
		}
	}
	to := c.env.through(p.Abs, c.nlinks, how)
	if to == p.Abs {
		return p, false
	}
	if strings.HasSuffix(p.Arg, "/") && to != "/" {
		slash = "/"
	}
	p.Abs, p.Arg = to, to+slash
	return p, true
}
