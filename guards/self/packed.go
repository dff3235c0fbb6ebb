package self

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// A copy of hookguard carried through an archive on the same line: packed (tar, zip, cpio,
// pax, 7z, rar, ar), maybe compressed, copied or piped on, then extracted with -C DIR, -d,
// -D, -o or into the directory the command runs in. Its members do not exist when the line
// is judged, so the line is followed instead: the archive holds hookguard under the name it
// was packed by, and extracting it puts it, under that name, somewhere below the directory
// extracted into (anywhere there under any name where the archiver renames members).

// packed is an archive file the line made that holds hookguard, and the name its member has.
type packed struct {
	path string
	name string // "" where members are renamed, or the name is not known
}

// treeAlias is a directory the line extracted such an archive into: a file below it named
// name ("" any) is hookguard.
type treeAlias struct {
	dir  string
	name string
}

// notePacked follows hookguard into an archive, through what carries the archive on, and out
// of it where the i'th command extracts it.
func (s *scope) notePacked(cmds []*shell.Command, i int, effs []spec.Effect, subst bool) {
	c := cmds[i]
	fed, fedName := false, ""
	if s.packOut != nil {
		fed, fedName = c.Call().In.Piped && !subst, *s.packOut
		if !subst {
			s.packOut = nil
		}
	}
	name, ok := s.packsHookguard(effs)
	if !ok && len(s.packs) > 0 {
		name, ok = s.carriesPack(effs)
	}
	if !ok && fed {
		name, ok = fedName, true
	}
	if !ok {
		return
	}
	if renames(effs) {
		name = ""
	}
	wrote := false
	for _, e := range effs {
		if (e.Kind != spec.Write && e.Kind != spec.Create) || e.Remote || e.Path.Abs == "" {
			continue
		}
		wrote = true
		if e.Class == "extract" {
			s.trees = append(s.trees, treeAlias{dir: e.Path.Abs, name: name})
			continue
		}
		if !e.Tree {
			s.packs = append(s.packs, packed{path: e.Path.Abs, name: name})
		}
	}
	if !wrote && !subst && pipesOn(cmds, i) {
		s.packOut = &name
	}
}

// packsHookguard reports a command that packs hookguard into an archive (an archiver's read
// of it, or of a directory that holds it; ar's copy of it into its library), and the name its
// member keeps.
func (s *scope) packsHookguard(effs []spec.Effect) (string, bool) {
	for i := range effs {
		// Looked at in place: most commands read nothing into an archive.
		if p := &effs[i]; p.Kind != spec.Read || p.Class != "archive" && p.Class != "copy" {
			continue
		}
		e := effs[i]
		if e.Remote || e.Path.Abs == "" || e.Class == "copy" && e.By != "ar" {
			continue
		}
		if s.isHookguardFile(e.Path.Abs) {
			return filepath.Base(e.Path.Abs), true
		}
		if !e.Tree {
			continue
		}
		for _, b := range s.binaries() {
			for _, p := range b.names() {
				if rel, ok := below(e.Path.Abs, p); ok {
					return filepath.Base(rel), true
				}
			}
		}
		for _, a := range s.aliases {
			if rel, ok := below(e.Path.Abs, a); ok {
				return filepath.Base(rel), true
			}
		}
		for _, t := range s.trees {
			if t.dir == e.Path.Abs || paths.Within(t.dir, e.Path.Abs) {
				return t.name, true
			}
		}
	}
	return "", false
}

// carriesPack reports a command that takes in an archive holding hookguard: one it reads
// (a copy, a compressor, a redirect, an extractor's archive: tar -xf A, unzip A, ar x A, 7z x
// A), or, for an extractor, an archive only known when it runs; and the name of hookguard's
// member there.
func (s *scope) carriesPack(effs []spec.Effect) (string, bool) {
	dyn, extracts := false, false
	for _, e := range effs {
		extracts = extracts || e.Class == "extract"
		if e.Kind != spec.Read || e.Remote {
			continue
		}
		if n, ok := s.packAt(e.Path.Abs); ok {
			return n, true
		}
		dyn = dyn || e.Class == "input" && e.Path.Dyn
	}
	if dyn && extracts {
		// An archive only known when it runs may be the one made last, and holds hookguard
		// under the name packed there.
		return s.packs[len(s.packs)-1].name, true
	}
	return "", false
}

// packAt reports an archive file the line made that holds hookguard.
func (s *scope) packAt(p string) (string, bool) {
	if p == "" {
		return "", false
	}
	for _, pk := range s.packs {
		if pk.path == p {
			return pk.name, true
		}
	}
	return "", false
}

// renames reports an archiver that renames members as it packs or extracts them (tar
// --transform or --xform, bsdtar's and pax's -s, cpio's -r and --rename): hookguard's member
// may be stored or come out under any name.
func renames(effs []spec.Effect) bool {
	for i := range effs {
		if spec.RenamesMembers(effs[i]) {
			return true
		}
	}
	return false
}

// extracted reports a path below a directory the line extracted hookguard into, under the
// name its member has (any name, where that is not known).
func (s *scope) extracted(p, real string) bool {
	for _, t := range s.trees {
		for _, q := range [2]string{p, real} {
			if _, ok := below(t.dir, q); ok && (t.name == "" || filepath.Base(q) == t.name) {
				return true
			}
		}
	}
	return false
}

// extractedAs is where a bare name may run hookguard extracted on the line under another
// name: below a directory extracted into with members renamed.
func (s *scope) extractedAs(name string) string {
	for _, t := range s.trees {
		if t.name == "" || strings.EqualFold(t.name, name) {
			return paths.Join(t.dir, name)
		}
	}
	return ""
}
