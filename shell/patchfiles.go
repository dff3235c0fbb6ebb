package shell

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// PatchRead is a read of a file that an earlier git command of the line filled with the
// patches of commits: Read is the read (cat out/*, tar c out, curl -T x.patch), Writer the
// git command whose patches the file holds (git format-patch -o out R, git log -p > log.txt).
// The read shows, sends or copies those patches as the writer would print them.
type PatchRead struct {
	Read   spec.Effect
	Writer *Command
}

// PatchesRead lists the reads of this command that take in patches an earlier git command of
// the line wrote: format-patch's files (DIR/*.patch, matched by a glob that may name them,
// a file of that pattern, or a tree read holding DIR), or a file a patch-printing git
// command's stdout went to (git diff > x.patch; curl -T x.patch URL). Only reads on this
// machine of files whose place is known are matched.
func (c *Command) PatchesRead() []PatchRead {
	s := c.env.script
	if s == nil || c.Remote {
		return nil
	}
	var writers []*Command
	for _, o := range s.Commands {
		if reached(o, c) {
			break
		}
		if !o.NameDynamic && !o.Remote && o.Normalised() == "git" {
			writers = append(writers, o)
		}
	}
	if len(writers) == 0 {
		return nil
	}
	var out []PatchRead
	for _, e := range c.Effects() {
		if e.Kind != spec.Read || e.Remote || e.Path.Abs == "" {
			continue
		}
		for _, w := range writers {
			if w.holdsPatches(e) {
				out = append(out, PatchRead{Read: e, Writer: w})
				break
			}
		}
	}
	return out
}

// holdsPatches reports whether the read e takes in patches the git command c wrote.
func (c *Command) holdsPatches(e spec.Effect) bool {
	call := c.Call()
	switch {
	case call.WritesPatches():
		for _, w := range c.Effects() {
			if w.Kind == spec.Write && w.By == "git format-patch" && w.Path.Abs != "" && patchFileRead(e, w.Path.Abs) {
				return true
			}
		}
	case call.PrintsPatches():
		for _, r := range c.Redirects {
			if stdoutRedirect(r) && !r.Dynamic && patchFileRead(e, absJoin(r.Target, c.Cwd)) {
				return true
			}
		}
	}
	return false
}

// patchFileRead reports whether a read takes in a file at written, a path whose last part may
// be a pattern (DIR/*.patch): the same file, a tree read holding its directory, a file the
// pattern matches, or a glob in the same directory (out/0001-*, *.patch), which may name it.
func patchFileRead(e spec.Effect, written string) bool {
	read := e.Path.Abs
	dir, base := paths.Dir(written), filepath.Base(written)
	switch {
	case read == written:
		return true
	case e.Tree:
		return paths.Within(dir, read)
	case paths.Dir(read) != dir:
		return false
	}
	rb := filepath.Base(read)
	if m, _ := filepath.Match(base, rb); m {
		return true
	}
	// Two patterns may name the same file unless the literal endings after their last
	// pattern characters differ (*.txt never names a .patch).
	i := strings.LastIndexAny(rb, "*?]")
	if i < 0 {
		return false
	}
	rs, ws := rb[i+1:], base[strings.LastIndexAny(base, "*?]")+1:]
	return strings.HasSuffix(rs, ws) || strings.HasSuffix(ws, rs)
}
