package boundary

import (
	"context"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards/internal/line"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// shell judges what every command of the line does, by the command model's effects: the
// files it writes, creates, deletes, truncates or re-modes, the directory an unknown program
// runs in, and the secrets it reads. It never reads a command's words: what a program does
// with them is its spec's to say. Effects on another machine or in a container are not this
// workspace's.
func (s *scope) shell(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	if err := ctx.Err(); err != nil {
		return hookguard.Verdict{}, err
	}
	sc := shell.Of(ev)
	s.lineLen = len(sc.Commands)
	s.script = sc
	// A twin has the same effects as an earlier command, which passed: a command's verdict
	// here is its effects' alone (each judged once per event, by what it names).
	return line.Walk(ctx, ev, sc, line.Judge{Command: func(c *shell.Command, f *line.Fold) error {
		v := s.command(c)
		if v.Decision != hookguard.Allow {
			// An unknown target, a command whose directory or line could not be read: no
			// one can see what a code would grant.
			v.NoCode = v.NoCode || v.Rule == "unknown-target" || c.Cwd == "" || sc.Err != nil
		}
		f.Add(c, v)
		return nil
	}})
}

func (s *scope) command(c *shell.Command) hookguard.Verdict {
	// A program whose name is only known when it runs is an unknown program: its redirects,
	// its operands that look like paths, and what it may write where it runs.
	effs := c.EffectsOrUnknown()
	for k := range effs {
		e := &effs[k] // by pointer: an Effect is some thirty words, copied per effect
		if e.Remote {
			continue // it lands on another machine or in a container
		}
		if v := s.effect(e); v.Decision != hookguard.Allow {
			return v
		}
	}
	return hookguard.Allowed()
}

// effect judges one effect, once per event for the same effect on the same path.
func (s *scope) effect(e *spec.Effect) hookguard.Verdict {
	switch e.Kind {
	case spec.Write, spec.Create, spec.Delete, spec.Truncate, spec.Chmod, spec.Read:
	default:
		return hookguard.Allowed()
	}
	s.ensure()
	p := e.Path
	key := effectKey{e.Kind, e.Class, p.Arg, p.Lead, p.Cwd, e.By, [5]bool{p.Found, p.Filtered, p.Dyn, e.Tree, e.Dyn}}
	if _, ok := s.passed[key]; ok {
		return hookguard.Allowed()
	}
	var v hookguard.Verdict
	if e.Kind == spec.Read {
		v = s.effectRead(*e)
	} else {
		v = s.effectWrite(*e)
	}
	if v.Decision != hookguard.Allow {
		return v // judged again where it comes again: a block ends the line's walk or is rare
	}
	if s.passed == nil {
		// Sized for the line: a script passes about one distinct effect for every five
		// commands, and a map grown from empty rehashed every key at each doubling.
		s.passed = make(map[effectKey]struct{}, s.lineLen/5)
	}
	s.passed[key] = struct{}{}
	return v
}

// effectKey is what an effect's verdict depends on: the same effect on the same path is judged
// once per event. A struct of the effect's own strings, so that no key is built per effect.
type effectKey struct {
	kind                      spec.Kind
	class, arg, lead, cwd, by string
	flags                     [5]bool // found, filtered, dyn (the path's), tree, dyn (the effect's)
}

// verb says what an effect does to its path, for a reason: "`cp` writing", "the redirect >
// to", "`rm -r` deleting".
func verb(e spec.Effect) string {
	if op, ok := strings.CutSuffix(e.By, " redirect"); ok {
		return "the redirect " + op + " to"
	}
	by := "`" + e.By + "`"
	if e.Class == "hardlink" {
		return by + " hard-linking"
	}
	switch e.Kind {
	case spec.Create:
		return by + " creating"
	case spec.Delete:
		if e.Class == "move" {
			return by + " moving away"
		}
		return by + " deleting"
	case spec.Truncate:
		return by + " truncating"
	case spec.Chmod:
		return by + " changing the mode of"
	}
	return by + " writing"
}

// effectWrite judges an effect that changes a path.
func (s *scope) effectWrite(e spec.Effect) hookguard.Verdict {
	p := e.Path
	switch {
	case e.Kind == spec.Write && e.Class == "maybe":
		return s.runsIn(e)
	case (e.Kind == spec.Write || e.Kind == spec.Create) && (e.Class == "repo" || e.Class == "worktree"):
		return s.gitOwns(e)
	case p.Found:
		return s.found(e)
	case p.Dyn && tmpdirDefault(p.Arg) != "":
		return s.tmpdirWrite(e)
	case p.Dyn:
		return s.dynWrite(e)
	case p.Cwd == "" && !filepath.IsAbs(p.Arg) && !strings.HasPrefix(p.Arg, "~"):
		return s.block("unknown-target", verb(e)+" "+q(p.Arg)+" is relative to a directory that cannot be known before the command runs (after popd, cd -, or a cd to a variable). Use an absolute path inside the project.", target{raw: p.Arg})
	case p.Glob():
		if v := s.globWrite(e); v.Decision != hookguard.Allow {
			return v
		}
	}
	unlisted := e.Kind == spec.Write && (e.Tree && e.Dyn || e.Class == "extract")
	if unlisted && s.isTempRoot(p.Arg, p.Cwd) {
		// Entries land inside the scratch directory, where a write is free, not on it.
		if v := s.writeBy(strings.TrimSuffix(p.Arg, "/")+"/<an entry>", p.Cwd, "", verb(e), e.By); v.Decision != hookguard.Allow {
			return v
		}
		return s.nestedBelow(e)
	}
	if v := s.change(e, p.Arg, p.Cwd); v.Decision != hookguard.Allow {
		return v
	}
	if unlisted {
		if v := s.nestedBelow(e); v.Decision != hookguard.Allow {
			return v
		}
	}
	if e.Kind == spec.Write && e.Tree && e.Dyn {
		return s.below(p.Arg, p.Cwd, e, false)
	}
	return hookguard.Allowed()
}

// isTempRoot reports a path that resolves to a scratch directory itself (/tmp, $TMPDIR).
func (s *scope) isTempRoot(p, cwd string) bool {
	t := s.resolve(p, cwd)
	if t.windows || t.real == "/" {
		return false
	}
	s.scratch(t.real) // reads the scratch directories on first use
	return s.tempRoot(t.real)
}

// nestedBelow judges a write of entries only known when it runs (an extraction, a copy that
// cannot be listed) into a directory that holds what is no scratch though the directory is:
// a home, a root (its guards' files, as for an extraction there), hookguard's own
// directories, a directory on PATH, any of which an entry may reach. So `tar -xzf x.tgz -C
// /tmp` passes where /tmp holds none of them, and `-C /tmp/work` is judged by the project
// below it, when the project lies there.
func (s *scope) nestedBelow(e spec.Effect) hookguard.Verdict {
	p := e.Path
	t := s.resolve(p.Arg, p.Cwd)
	if t.windows {
		return hookguard.Allowed()
	}
	if _, _, in := s.inRoots(t.real); in {
		return hookguard.Allowed() // below a root: judged by below, as any write there
	}
	nested := func(d string) bool { return d != "" && paths.Within(d, t.real) }
	reach := func(d, what string) hookguard.Verdict {
		return s.block("outside-roots", verb(e)+" entries below "+q(p.Arg)+" that are only known when it runs; they may land in "+d+", "+what+". Extract or copy into a new directory of its own (tar -C /tmp/NAME, unzip -d /tmp/NAME).", t)
	}
	if nested(s.realHome) {
		return reach(s.realHome, "the home")
	}
	for _, d := range s.owned {
		if nested(d) {
			return reach(d, "hookguard's own state or configuration")
		}
	}
	for _, d := range s.pathDirs() {
		if nested(d) {
			return reach(d, "a directory on PATH, where a program named like another runs in its place")
		}
	}
	for _, r := range s.roots {
		if nested(r) {
			if v := s.below(r, "/", e, false); v.Decision != hookguard.Allow {
				return v
			}
		}
	}
	return hookguard.Allowed()
}

// change judges an effect at path p: a delete removes the entry itself (a link, not what it
// points at); anything else lands where the path resolves.
func (s *scope) change(e spec.Effect, p, cwd string) hookguard.Verdict {
	if e.Kind == spec.Delete {
		return s.cacheDelete(s.unlinkBy(p, cwd, verb(e), e.By), e, p, cwd)
	}
	return s.writeBy(p, cwd, "", verb(e), e.By)
}

// cacheDelete lets a delete refused as outside the roots through where it lands in a tool's
// cache in the home: what is there is downloaded or built again, so deleting it (rm -rf
// ~/.cache/pip, find ~/.cache -name '*.tmp' -delete) costs a rebuild, never data. A move out
// of a cache (Class "move") is a write elsewhere, judged there.
func (s *scope) cacheDelete(v hookguard.Verdict, e spec.Effect, p, cwd string) hookguard.Verdict {
	if v.Rule == "outside-roots" && e.Kind == spec.Delete && e.Class == "" && s.cache(p, cwd) {
		return hookguard.Allowed()
	}
	return v
}

// runsIn judges a program the table does not know (or a project's own program), which may
// write anything below the directory it runs in: `cd ~ && git clone ...`,
// `(cd ../other && make clean)`.
func (s *scope) runsIn(e spec.Effect) hookguard.Verdict {
	dir := e.Path.Abs
	if dir == "" {
		return hookguard.Allowed() // where it runs cannot be known; what it names is judged
	}
	t := s.resolve(dir, "/")
	if _, _, in := s.inRoots(t.real); in || s.scratch(t.real) || spec.Sink(t.lexical) {
		return hookguard.Allowed()
	}
	return s.block("outside-roots", "`"+e.By+"` would run in "+dir+", outside the project, where what it writes lands outside "+strings.Join(s.roots, ", ")+". Run it inside the project, or ask the user to add the directory to [guards.boundary] roots.", t)
}

// gitOwns judges git writing its own repository or rewriting tracked files of a work tree:
// git owns what it writes there (.git among it), so only where it lands counts: a repository
// outside the roots is outside. Which tracked files change is the self guard's to judge.
func (s *scope) gitOwns(e spec.Effect) hookguard.Verdict {
	dir := e.Path.Abs
	if dir == "" {
		return hookguard.Allowed() // where the repository is cannot be known; git refuses without one
	}
	t := s.resolve(dir, "/")
	if _, _, in := s.inRoots(t.real); in || s.scratch(t.real) {
		return hookguard.Allowed()
	}
	what := "would write the repository at " + dir
	if e.Class == "worktree" {
		what = "would rewrite tracked files of the work tree at " + dir
	}
	return s.block("outside-roots", "`"+e.By+"` "+what+", outside the project ("+strings.Join(s.roots, ", ")+"). Run it inside the project, or ask the user to add the repository to [guards.boundary] roots.", t)
}

// tmpdirDefault is the rest of a path written below "${TMPDIR:-/tmp}", the portable way
// scripts name their scratch directory, where that rest is literal; "" otherwise.
func tmpdirDefault(arg string) string {
	rest, ok := strings.CutPrefix(arg, "${TMPDIR:-/tmp}/")
	if !ok || rest == "" || strings.ContainsAny(rest, "$`") || strings.Contains("/"+rest+"/", "/../") {
		return ""
	}
	return rest
}

// tmpdirWrite judges a path below "${TMPDIR:-/tmp}" at both places it can be: below /tmp,
// and below $TMPDIR as the hook's environment (the harness's, which the command inherits)
// has it. A line that sets TMPDIR itself is expanded by the shell model before this; one that
// may set it where the model does not follow (read, printf -v "$n", eval of unknown text, a
// sourced file it cannot read, python's os.environ) is judged as any path partly unknown.
func (s *scope) tmpdirWrite(e spec.Effect) hookguard.Verdict {
	if s.script == nil || s.script.MaySet("TMPDIR") {
		return s.dynWrite(e)
	}
	rest := tmpdirDefault(e.Path.Arg)
	places := []string{"/tmp"}
	if t := s.g.getenv("TMPDIR"); t != "" {
		places = append(places, t)
	}
	for _, dir := range places {
		c := e
		c.Dyn = false
		c.Path = spec.Path{Arg: paths.Join(dir, rest), Abs: paths.Join(dir, rest), Cwd: e.Path.Cwd}
		if v := s.effectWrite(c); v.Decision != hookguard.Allow {
			return v
		}
	}
	return hookguard.Allowed()
}

// dynWrite judges a path only partly known: by the directory its known leading part names,
// as a file there. One whose leading directory is unknown is refused.
func (s *scope) dynWrite(e spec.Effect) hookguard.Verdict {
	p := e.Path
	if strings.HasPrefix(p.Arg, ">(") || strings.HasPrefix(p.Arg, "<(") {
		return hookguard.Allowed() // a process substitution: its commands are judged themselves
	}
	known := p.Lead
	if known == "" {
		known = p.Arg
		if i := strings.IndexAny(known, "$`"); i >= 0 {
			known = known[:i]
		}
	}
	slash := strings.LastIndexByte(known, '/')
	if slash < 0 || (known[:slash] == "" && !strings.HasPrefix(known, "/")) {
		return s.block("unknown-target", verb(e)+" "+q(p.Arg)+", whose leading directory is only known when the command runs, so nobody can check it stays in the project. Write to a literal path inside the project.", target{raw: p.Arg})
	}
	dir := known[:slash+1]
	if p.Cwd == "" && !filepath.IsAbs(dir) && !strings.HasPrefix(dir, "~") {
		return s.block("unknown-target", verb(e)+" "+q(p.Arg)+" relative to a directory that cannot be known before the command runs. Use an absolute path inside the project.", target{raw: p.Arg})
	}
	if v := s.writeBy(dir+"x", p.Cwd, "", verb(e), e.By); v.Decision != hookguard.Allow {
		v.Reason = strings.Replace(v.Reason, q(dir+"x"), q(p.Arg), 1)
		return v
	}
	if e.Tree {
		return s.below(dir, p.Cwd, e, false)
	}
	return hookguard.Allowed()
}

// found judges an effect on the entries find selects ({} under -exec, -delete): the start
// path, and, when no test narrows the selection, every protected path below it.
func (s *scope) found(e spec.Effect) hookguard.Verdict {
	p := e.Path
	if p.Cwd == "" && !filepath.IsAbs(p.Arg) && !strings.HasPrefix(p.Arg, "~") {
		return s.block("unknown-target", verb(e)+" the entries find selects below "+q(p.Arg)+", a directory that cannot be known before the command runs. Use an absolute path inside the project.", target{raw: p.Arg})
	}
	at := p.Arg
	if p.Filtered {
		// A test narrows what find selects, and the model never counts the start among it
		// (find /tmp -name 'x-*' -delete): judged as an entry below the start, so a scratch
		// directory's own entries pass where the directory itself would not.
		at = strings.TrimSuffix(p.Arg, "/") + "/<an entry find selects>"
	}
	if v := s.cacheDelete(s.writeBy(at, p.Cwd, "", verb(e), e.By), e, at, p.Cwd); v.Decision != hookguard.Allow {
		return v
	}
	if p.Filtered {
		return hookguard.Allowed()
	}
	return s.below(p.Arg, p.Cwd, e, true)
}

// below judges a write whose entries below dir are only known when it runs (an archive or a
// copy whose entries cannot be listed, find -exec over a whole tree): every protected path
// it may reach there. Below a root, the files that hold or switch off the guards are judged
// whether they exist or not (an archive may create them); elsewhere, and for lockfiles and
// vendored trees, only those that exist. Of guards.boundary.protect, the patterns that name
// a place (with a slash) are judged; a bare name pattern protects files by name where they
// are written by name.
func (s *scope) below(dir, cwd string, e spec.Effect, find bool) hookguard.Verdict {
	t := s.resolve(dir, cwd)
	root, rel, in := s.inRoots(t.real)
	if !in {
		return hookguard.Allowed() // outside every root: judged as a write already
	}
	atRoot := rel == ""
	for _, cand := range belowCandidates() {
		if !(atRoot && cand.core) && !exists(paths.Join(t.real, first(cand.path))) {
			continue
		}
		full := path.Join(rel, cand.path)
		if rule, what := s.protected(root, full, paths.Join(t.real, cand.path), ""); rule != "" && !ownedBy(rule, full, e.By) {
			return s.block(rule, s.belowReason(e, dir, cand.path, what, find), t)
		}
	}
	lower := strings.ToLower(rel)
	for _, pat := range s.g.opts.Protect {
		p := strings.TrimPrefix(strings.ToLower(pat), "./")
		if strings.Contains(p, "/") && paths.GlobBelow(p, lower) {
			return s.block("protected", s.belowReason(e, dir, pat, "a path guards.boundary.protect lists", find), t)
		}
	}
	return hookguard.Allowed()
}

func (s *scope) belowReason(e spec.Effect, dir, cand, what string, find bool) string {
	if find {
		return verb(e) + " every entry find selects below " + q(dir) + " reaches " + cand + ": " + what + ". Narrow the selection (-name, -path, or -not -path './.git/*'), or ask the user to make this change."
	}
	return verb(e) + " entries below " + q(dir) + " that are only known when it runs; they may include " + cand + ": " + what + ". Extract or copy into a new directory (tar -C DIR, unzip -d DIR, cp -r SRC NEWDIR), or list the entries first so each can be judged."
}

// candidate is a path below a directory that a protected class covers.
type candidate struct {
	path string
	core bool // a file that holds or can switch off the guards: judged below a root whether it exists or not
}

// coreBelow are one file of each class that holds or can switch off the guards, relative to
// the directory written; the harnesses' are harnessBelow's.
var coreBelow = [...]string{
	".git/config", ".git/hooks/pre-commit", "guards.toml", ".hookguard/guards.toml", ".husky/pre-commit", "lefthook.yml",
}

var ciBelow = [...]string{
	".github/workflows/ci.yml", ".gitlab-ci.yml", ".circleci/config.yml", "Jenkinsfile", ".buildkite/pipeline.yml", "azure-pipelines.yml",
}

// harnessBelow are the harnesses' settings files, and a file in each guarded tree that holds
// none of them (Claude's hooks directory).
func harnessBelow() []string {
	var out []string
	for _, d := range harness.All() {
		set := d.Settings()
		out = append(out, set...)
		for _, g := range d.Guarded {
			if strings.HasSuffix(g, "/") && !slices.ContainsFunc(set, func(f string) bool { return strings.HasPrefix(f, g) }) {
				out = append(out, g+"hook.sh")
			}
		}
	}
	return out
}

func belowCandidates() []candidate {
	out := make([]candidate, 0, len(coreBelow)+len(ciBelow)+len(lockfiles)+12)
	for _, p := range coreBelow {
		out = append(out, candidate{p, true})
	}
	for _, p := range harnessBelow() {
		out = append(out, candidate{p, true})
	}
	for _, p := range ciBelow {
		out = append(out, candidate{p, true})
	}
	for _, l := range lockfiles {
		out = append(out, candidate{l.name, false})
	}
	return append(out, candidate{"vendor/x", false}, candidate{"node_modules/x", false})
}

func first(rel string) string {
	if i := strings.IndexByte(rel, '/'); i >= 0 {
		return rel[:i]
	}
	return rel
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// maxGlobMatches bounds the entries a write's glob is expanded to.
const maxGlobMatches = 256

// globWrite judges each entry a write's glob names as bash would expand it: `rm -rf .g*`
// deletes .git. A pattern matching nothing is passed on as written, and judged so.
func (s *scope) globWrite(e spec.Effect) hookguard.Verdict {
	p := e.Path
	abs := paths.Clean(paths.Abs(p.Arg, p.Cwd, s.home))
	matches := bashGlob(abs)
	n := 0
	for _, m := range matches {
		if hidden(abs, m) {
			continue
		}
		if n++; n > maxGlobMatches {
			break
		}
		if v := s.change(e, m, "/"); v.Decision != hookguard.Allow {
			return v
		}
	}
	return hookguard.Allowed()
}

// hidden reports a match bash would not produce: a wildcard component that matched a name
// starting with a dot, where the pattern's component does not start with one.
// bashGlob lists the paths an absolute pattern names as bash expands it ([!x] and
// [[:alpha:]] as bash reads them, which filepath.Glob does not); past shell.ExpandPath's
// bounds, what filepath.Glob finds.
func bashGlob(abs string) []string {
	vol := filepath.VolumeName(abs)
	root := vol + string(filepath.Separator)
	rel, ok := shell.ExpandPath(root, strings.TrimPrefix(filepath.ToSlash(abs[len(vol):]), "/"))
	if !ok && len(rel) == 0 {
		m, _ := filepath.Glob(abs)
		return m
	}
	out := make([]string, len(rel))
	for i, r := range rel {
		out[i] = filepath.Join(root, filepath.FromSlash(r))
	}
	return out
}

func hidden(pattern, match string) bool {
	pc := strings.Split(pattern, "/")
	mc := strings.Split(match, "/")
	if len(pc) != len(mc) {
		return false
	}
	for i := range pc {
		if strings.ContainsAny(pc[i], "*?[") && !strings.HasPrefix(pc[i], ".") && strings.HasPrefix(mc[i], ".") {
			return true
		}
	}
	return false
}

// effectRead judges a read: secrets outside the roots are not read by any route (printed,
// copied, archived, sent, mounted, fed to a program), and a link that makes a secret
// reachable from inside the workspace is not made.
func (s *scope) effectRead(e spec.Effect) hookguard.Verdict {
	p := e.Path
	if p.Dyn || p.Found && p.Filtered {
		return hookguard.Allowed()
	}
	if e.Class == "config" || e.Class == "digest" {
		// A key a program authenticates with (scp -i, curl --key) or a file it only hashes
		// or counts: its content reaches nobody. Where it would be shown or sent, the effect
		// says so, and the secrets guard judges that.
		return hookguard.Allowed()
	}
	if e.Class == "hardlink" {
		// A hard link is a second name of the same file: a write to the new name, now or in
		// a later call, writes the source where it is. So the source is judged as written.
		w := e
		w.Kind, w.Tree = spec.Write, false
		if v := s.effectWrite(w); v.Decision != hookguard.Allow {
			return v
		}
	}
	if e.Class == "link" || e.Class == "hardlink" {
		t := s.resolve(p.Arg, p.Cwd)
		if what := s.secret(t.real); what != "" {
			return s.block("sensitive-read", "`"+e.By+"` would link "+q(p.Arg)+" into the workspace; it holds "+what+", and a link makes every later read of it look like a read inside the project. Do not link credentials; ask the user to provide what the task needs.", t)
		}
		return hookguard.Allowed()
	}
	v := s.read(p.Arg, p.Cwd)
	if v.Decision != hookguard.Allow && e.By != "" {
		v.Reason = "`" + strings.TrimSuffix(e.By, " redirect") + "`: " + v.Reason
	}
	return v
}
