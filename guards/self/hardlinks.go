package self

import (
	"io/fs"
	"os"
	"path/filepath"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// A hard link is a second name of the same file: a write to it writes the file, whatever the
// name says. A link to a start place or one of hookguard's own files, made in an earlier call
// (or before hookguard was installed), would let a later write of the name rewrite what starts
// later or runs the hooks, judged as the ordinary file its name says. Two ways close it:
//
//   - making a hard link whose source is such a file is judged as a write of it (linkSource);
//   - a write of an existing file with more than one name is judged as a write of the start
//     place or own file that is the same file (linkedWrite): only then is anything compared,
//     by device and inode (os.SameFile), with the places that are regular files with more than
//     one name themselves.
//
// The places compared are hookguard's own files (their trees walked), the start places, the
// files judged by their text below the project and the home (linkedNames), and git's hooks and
// config. A start file elsewhere (an .envrc in a subdirectory) is only found by the first way.
// The link count is a unix notion: on Windows nothing is compared (linkCount is 0 there).

// linkedNames are the start files judged by their text (startFileKind), relative to the
// project and the home, that a hard-linked write is compared with.
var linkedNames = [...]string{
	".envrc", ".env.local.rc", ".env", "mise.toml", ".mise.toml", "mise.local.toml", ".mise.local.toml",
	".gemini/.env", ".npmrc", ".yarnrc", ".yarnrc.yml", "pnpm-workspace.yaml", ".env.yarn",
	".curlrc", "_curlrc", ".config/curlrc", ".wgetrc", ".vscode/tasks.json", ".vscode/settings.json",
	".venv/bin/activate", "venv/bin/activate", ".config/Code/User/settings.json",
	"Library/Application Support/Code/User/settings.json",
}

// maxLinkedEntries bounds the entries walked to list the places a hard-linked write is
// compared with: the small trees (wrappers, configuration, state, hook directories) come
// first, the transcripts last.
const maxLinkedEntries = 4096

// linkedPlace is a place a hard-linked write is compared with: a regular file with more than
// one name. rule is its own file's rule, "startup-code" for a start place or git's, "" for a
// file judged by its text.
type linkedPlace struct {
	path string
	fi   os.FileInfo
	rule string
	what string
}

// linkedPlaces lists, once for the event, the places that are regular files with more than
// one name. Most have one, and then none is listed.
func (s *scope) linkedPlaces() []linkedPlace {
	if s.linkedOK {
		return s.linked
	}
	s.linkedOK = true
	budget := maxLinkedEntries
	add := func(p, rule, what string) {
		if budget--; budget < 0 {
			return
		}
		fi, err := os.Stat(p)
		if err == nil && fi.Mode().IsRegular() && linkCount(fi) > 1 {
			s.linked = append(s.linked, linkedPlace{path: p, fi: fi, rule: rule, what: what})
		}
	}
	walk := func(dir, rule, what string) {
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || budget <= 0 {
				return fs.SkipAll
			}
			if d.Type().IsRegular() {
				add(p, rule, what)
			}
			return nil
		})
	}
	s.build()
	var transcripts []place
	for _, pl := range s.places {
		switch {
		case pl.rule == "transcript" && pl.tree:
			transcripts = append(transcripts, pl)
		case pl.tree:
			walk(pl.path, pl.rule, pl.what)
		default:
			add(pl.path, pl.rule, pl.what)
		}
	}
	for _, at := range s.startAts() {
		switch {
		case at.glob:
			if ms, err := filepath.Glob(at.abs); err == nil {
				for _, m := range ms {
					add(m, "startup-code", at.what)
				}
			}
		case at.tree:
			walk(at.real, "startup-code", at.what)
		default:
			add(at.real, "startup-code", at.what)
		}
	}
	for _, base := range [...]string{s.root, s.home} {
		if base == "" {
			continue
		}
		for _, n := range linkedNames {
			add(paths.Join(base, n), "", "")
		}
		for _, d := range hookDirs {
			walk(paths.Join(base, d), "", "")
		}
	}
	if s.root != "" {
		if ms, err := filepath.Glob(paths.Join(s.root, "*.code-workspace")); err == nil {
			for _, m := range ms {
				add(m, "", "")
			}
		}
		const gitWhat = "git's hooks and configuration (.git/hooks, .git/config), which git runs and reads on every commit"
		add(paths.Join(s.root, ".git/config"), "startup-code", gitWhat)
		walk(paths.Join(s.root, ".git/hooks"), "startup-code", gitWhat)
	}
	for _, pl := range transcripts {
		walk(pl.path, pl.rule, pl.what)
	}
	return s.linked
}

// sameLinked is the place that is the same file as the one at abs, where abs exists with more
// than one name and is not itself the place (which the write is judged as already).
func (s *scope) sameLinked(abs string) (linkedPlace, bool) {
	if abs == "" || spec.Sink(abs) {
		return linkedPlace{}, false
	}
	if lp, ok := s.linkSeen.get(abs); ok {
		return lp, lp.path != ""
	}
	lp := s.findLinked(abs)
	s.linkSeen.put(abs, lp)
	return lp, lp.path != ""
}

func (s *scope) findLinked(abs string) linkedPlace {
	if paths.Absent(abs) || namesOf(abs) < 2 {
		return linkedPlace{}
	}
	fi, err := os.Stat(abs)
	if err != nil {
		return linkedPlace{}
	}
	real := paths.Real(abs)
	for _, lp := range s.linkedPlaces() {
		if lp.path != abs && lp.path != real && os.SameFile(fi, lp.fi) {
			return lp
		}
	}
	return linkedPlace{}
}

// linkedWrite judges a write of an existing file that is a second name of a start place or of
// one of hookguard's own files as a write of that file. c is nil for a file tool's write,
// which f (with tool) then is. all is every effect of c.
func (s *scope) linkedWrite(c *shell.Command, e spec.Effect, all []spec.Effect, f *hookguard.FileChange, cwd string) hookguard.Verdict {
	switch {
	case e.Path.Dyn || e.Path.Abs == "" || e.Tree || e.Remote:
		return hookguard.Allowed()
	case e.Kind == spec.Delete, e.Kind == spec.Create && e.Keep, e.Class == "move", makesLink(e, all) || makesHardLink(all):
		// Removing a name leaves the file; touch leaves its text; a rename or a new link
		// replaces the name, not the file.
		return hookguard.Allowed()
	}
	lp, ok := s.sameLinked(paths.Clean(e.Path.Abs))
	if !ok {
		return hookguard.Allowed()
	}
	src := s.rel(lp.path)
	head := "`" + e.By + "` " + verb(e) + " " + e.Path.Arg + ", a second name (a hard link) of " + src + " (the same file: a write to the name writes it), "
	if lp.rule == "startup-code" && e.Kind != spec.Write && e.Kind != spec.Create {
		return hookguard.Allowed() // as by its own name (startPlaceVerdict): a chmod runs nothing new
	}
	if lp.rule != "" {
		return ownBlock(hit{place: place{path: lp.path, rule: lp.rule, what: lp.what}}, head, e)
	}
	// A file judged by its text: judged as the same write of it by its own name.
	lead := e.Path.Arg + " is a second name (a hard link) of " + src + ": "
	var v hookguard.Verdict
	if f != nil {
		g := *f
		g.Path = lp.path
		v = s.startTool(g, cwd)
	} else {
		lead = "`" + e.By + "` writes " + e.Path.Arg + ", a second name (a hard link) of " + src + ": "
		v = s.linkedText(c, e, spec.Path{Arg: src, Abs: lp.path, Cwd: e.Path.Cwd}, all)
	}
	if v.Decision != hookguard.Allow {
		v.Reason = lead + v.Reason
	}
	return v
}

// linkedText judges a command's write e of a second name as the same write of the file judged
// by its text at src: the text the line writes to the name, where it knows it, is the file's.
func (s *scope) linkedText(c *shell.Command, e spec.Effect, src spec.Path, all []spec.Effect) hookguard.Verdict {
	if e.Kind == spec.Write || e.Kind == spec.Create {
		if k := s.startPathKind(c, src); k != nil {
			t := &texts{s: s, c: c}
			if text, ok := t.written(e.Path.Abs); ok {
				return t.judge(k, src, text, true)
			}
		}
	}
	e.Path = src
	return s.envrcVerdict(c, e, all)
}

// makesHardLink reports a command that makes hard links (ln, cp -l): its write of a name
// replaces the name (ln -f), or lands a new file there.
func makesHardLink(all []spec.Effect) bool {
	for _, o := range all {
		if o.Kind == spec.Read && o.Class == "hardlink" {
			return true
		}
	}
	return false
}

// linkSource judges a hard link made to a start place (or a tree of them), or to a file judged
// by its text, as a write of it: the new name is the same file, and a write to it in a later
// call would be judged as the name's. One of hookguard's own files is hardlinkVerdict's.
func (s *scope) linkSource(e spec.Effect) hookguard.Verdict {
	p := e.Path
	if p.Dyn || p.Abs == "" || e.Remote {
		return hookguard.Allowed()
	}
	abs := paths.Clean(p.Abs)
	head := "`" + e.By + "` makes a second name for " + p.Arg + " (the same file: a write to the name, now or in a later call, writes it), "
	if e.Tree {
		if at := s.treeStart(abs); at != "" {
			return ownBlock(hit{place: place{rule: "startup-code", what: s.rel(at) + " among them"}},
				"`"+e.By+"` makes a second name for every file below "+p.Arg+" (the same files: a write to a name writes them), ", e)
		}
		return hookguard.Allowed()
	}
	for _, at := range s.startAts() {
		if abs == at.abs || abs == at.real || at.tree && (paths.Within(abs, at.abs) || paths.Within(abs, at.real)) || at.glob && globMatch(at.abs, abs) {
			return ownBlock(hit{place: place{rule: "startup-code", what: at.what}}, head, e)
		}
	}
	if k := startFileKind(abs); k != nil {
		return startBlock(k, p.Arg, ": `"+e.By+"` makes a second name for it (the same file), and a write through that name, in a later call, would not be judged by the file's own name. Edit it by its own name")
	}
	// The source may itself be a second name of one (ln x y, after ln .mcp.json x).
	if lp, ok := s.sameLinked(abs); ok && lp.rule != "" {
		return ownBlock(hit{place: place{rule: lp.rule, what: lp.what}}, "`"+e.By+"` makes a second name for "+p.Arg+", itself a second name (a hard link) of "+s.rel(lp.path)+", ", e)
	}
	return hookguard.Allowed()
}

// treeStart is a start place that exists below dir ("" when none): a tree of hard links over
// dir makes a second name for it.
func (s *scope) treeStart(dir string) string {
	for _, at := range s.startAts() {
		for _, p := range [...]string{at.abs, at.real} {
			if !at.glob && paths.Within(p, dir) && exists(p) {
				return p
			}
		}
	}
	return ""
}
