package destructive

import (
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/guards/internal/secretfiles"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// matchUnrestorable finds a delete, truncation or overwrite inside the project of what git
// cannot give back: a secrets file (.env, a key, a credentials file) that the index does not
// hold, whether untracked or ignored, and a recursive delete of a directory holding work git
// has never seen (an untracked file that no ignore rule covers, or an untracked secrets file).
// A pattern is judged by the names bash would expand it to now (`rm .e*` as `rm .env`), and
// find's name tests by the entries they select below its start (`find . -name .env
// -delete`). Tracked files, build output and ignored build directories stay quiet: git or the
// build brings them back. The checks touch the disk, so every cheap test comes first: most
// deletes and writes never reach them.
func matchUnrestorable(j *judge, e *spec.Effect) string {
	if e.Class != "" || e.Remote || e.Path.Dyn || gitOwn(e) {
		return ""
	}
	switch e.Kind {
	case spec.Write:
		// mv and cp -r land with Tree set; onto an existing file that is still one overwrite.
		// An append, a no-clobber copy and an edit of the lines of named settings (sed -i
		// 's/^KEY=.*/.../', as the Edit tool's) keep what was there.
		if e.Keep || e.Edit {
			return ""
		}
	case spec.Truncate, spec.Delete:
	default:
		return ""
	}
	_, root := j.roots()
	if root == "" {
		return ""
	}
	if e.Path.Found && e.Path.DirsOnly && e.By == "find -delete" {
		return "" // find -type d -delete removes empty directories only
	}
	tree := e.Tree && e.Kind == spec.Delete
	found := e.Path.Found && e.Path.Filtered
	glob := e.Path.Glob()
	if !tree && !glob && !secretName(path.Base(filepath.ToSlash(e.Path.Arg))) {
		return ""
	}
	// find -exec rm -r removes the directories it selects whole (-delete only empty ones).
	foundDirs := found && e.By != "find -delete"
	if found && !foundDirs && !mayFindSecret(e.Path.Match) {
		return "" // find . -name '*.pyc' -delete, find . -name .DS_Store -delete
	}
	t, pat := targetOf(e.Path), ""
	if glob {
		// The pattern may be in any component (rm */.env, find s* -name .env): the literal
		// directory before it is resolved, the rest expanded below it as bash would.
		var lit string
		lit, pat = splitPattern(e.Path.Arg)
		t = target{arg: lit + "/", cwd: e.Path.Cwd}
	}
	p, why := j.resolve(t)
	// A pattern's directory and find's start may be the project root: only entries below it go.
	inside := under(p, root) || (found || glob) && p == root
	if why != "" || !inside || under(p, paths.Join(root, ".git")) {
		return ""
	}
	r := j.repo(root)
	switch {
	case glob:
		if f := r.globLoss(p, pat, tree, found, foundDirs, e.Path.DirsOnly, e.Path.Match); f != "" {
			return e.By + " " + show(e.Path) + ": it matches " + f
		}
	case found:
		if f := r.foundLoss(p, e.Path.Match, foundDirs, e.Path.DirsOnly); f != "" {
			return e.By + " " + show(e.Path) + ": it selects " + f
		}
	case tree:
		if f := r.untrackedWork(p); f != "" {
			return e.By + " " + show(e.Path) + ": it holds " + f + ", which git does not track"
		}
	case r.lostSecret(p):
		return e.By + " " + show(e.Path) + ": a secrets file git does not track"
	}
	return ""
}

// splitPattern parts a path holding a pattern into the literal directory before its first
// pattern component ("." for none, "/" at the root) and the rest, the pattern below it.
func splitPattern(arg string) (lit, pat string) {
	parts := strings.Split(filepath.ToSlash(arg), "/")
	i := 0
	for i < len(parts) && !strings.ContainsAny(parts[i], "*?[") {
		i++
	}
	lit, pat = strings.Join(parts[:i], "/"), strings.Join(parts[i:], "/")
	if lit == "" {
		lit = "."
		if strings.HasPrefix(arg, "/") {
			lit = "/"
		}
	}
	return lit, pat
}

// mayFindSecret reports whether find's name tests can select a secrets file: a literal name
// only when it is one; a pattern, or no name test at all (-type f), always.
func mayFindSecret(match []string) bool {
	for _, m := range match {
		if strings.ContainsAny(m, "*?[\\") || secretName(m) {
			return true
		}
	}
	return len(match) == 0
}

// unrestorableFile says what is lost when a file tool (Write, write_file, apply_patch's
// Delete File) replaces or deletes abs inside root, or "" when git can give it back or it
// holds no secrets. For the file-tool hook, which has no shell effects to judge.
func unrestorableFile(r *repoState, root, abs string) string {
	if root == "" || !secretName(filepath.Base(abs)) || !under(paths.Clean(abs), paths.Clean(root)) {
		return ""
	}
	if r.lostSecret(paths.Clean(abs)) {
		rel, err := filepath.Rel(root, abs)
		if err != nil {
			rel = abs
		}
		return rel + ", a secrets file git does not track"
	}
	return ""
}

// repoState is what the fs.unrestorable rule reads of the repository at root, once per event
// however many effects ask: the index, and git's answers on which files its ignore rules
// cover (git is started only for files not asked about yet).
type repoState struct {
	root     string
	read     bool
	tracked  map[string]bool
	hasIndex bool
	ignored  map[string]bool // relative path -> ignored, as git check-ignore answered
	walked   int             // entries the event's walks looked at, against eventBudget
}

// repo is the event's repoState for root.
func (j *judge) repo(root string) *repoState {
	if j.repoState == nil || j.repoState.root != root {
		j.repoState = &repoState{root: root}
	}
	return j.repoState
}

// index is the set of paths the index holds; ok is false outside a repository.
func (r *repoState) index() (map[string]bool, bool) {
	if !r.read {
		r.tracked, r.hasIndex = indexOf(r.root)
		r.read = true
	}
	return r.tracked, r.hasIndex
}

// lostSecret reports whether the regular, non-empty file p exists and the index of the
// repository does not hold it (an empty file loses nothing). Outside a repository nothing
// holds it.
func (r *repoState) lostSecret(p string) bool {
	fi, err := os.Lstat(p)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() == 0 {
		return false
	}
	tracked, ok := r.index()
	if !ok {
		return true
	}
	rel, err := filepath.Rel(r.root, p)
	return err != nil || !tracked[filepath.ToSlash(rel)]
}

// globLoss judges the paths below dir a pattern expands to now, as bash would: a secrets
// file git does not hold, with tree a directory holding untracked work, and with found (find
// starting at each) a secrets file below it that find's name tests select; the first found.
func (r *repoState) globLoss(dir, pat string, tree, found, foundDirs, dirsOnly bool, match []string) string {
	names, _ := shell.ExpandPath(dir, pat)
	gitDir := paths.Join(r.root, ".git")
	for _, n := range names {
		p := paths.Join(dir, n)
		if !under(p, r.root) || under(p, gitDir) {
			continue // a pattern through ..: the rules for places outside the project judge it
		}
		switch {
		case found:
			if f := r.foundLoss(p, match, foundDirs, dirsOnly); f != "" {
				return f
			}
		case tree && isDir(p):
			if r.inBuildDir(p) {
				continue // rm -rf build/*: build output, as rm -rf build is
			}
			if f := r.untrackedWork(p); f != "" {
				return n + " (holding " + f + "), which git does not track"
			}
		case secretName(path.Base(n)) && r.lostSecret(p):
			return n + ", which git does not track"
		}
	}
	return ""
}

// foundLoss names what find's name tests (match, bash patterns; compared without case, since
// -iname leaves no mark) select below dir that git cannot give back: a secrets file the index
// does not hold (none with dirsOnly: -type d), and with dirs (find -exec rm -r) a directory
// holding untracked work, as rm -rf of it is judged. Bounded like untrackedWork, by the walk and by the event.
func (r *repoState) foundLoss(dir string, match []string, dirs, dirsOnly bool) string {
	found, n := "", 0
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if !r.spend(&n) || found != "" {
			return filepath.SkipAll
		}
		if err != nil || d.IsDir() && (p != dir && buildDir(d.Name()) || d.Name() == ".git") {
			return skipDir(d)
		}
		if d.IsDir() {
			if dirs && p != dir && matchesAny(match, d.Name()) {
				if w := r.untrackedWork(p); w != "" {
					found = relOrAbs(r.root, p) + " (holding " + w + "), which git does not track"
				}
				return filepath.SkipDir // removed whole
			}
			return nil
		}
		if dirsOnly || !d.Type().IsRegular() || !secretName(d.Name()) || !matchesAny(match, d.Name()) {
			return nil
		}
		if r.lostSecret(p) {
			found = relOrAbs(r.root, p) + ", a secrets file git does not track"
		}
		return nil
	})
	return found
}

// inBuildDir reports a path inside the project below a directory that is build output by
// name (build/lib, node_modules/x).
func (r *repoState) inBuildDir(p string) bool {
	rel, err := filepath.Rel(r.root, p)
	if err != nil {
		return false
	}
	for _, part := range strings.Split(filepath.ToSlash(rel), "/") {
		if buildDir(part) {
			return true
		}
	}
	return false
}

// skipDir skips a directory entry's subtree, and nothing for a file.
func skipDir(d fs.DirEntry) error {
	if d != nil && d.IsDir() {
		return filepath.SkipDir
	}
	return nil
}

func matchesAny(pats []string, name string) bool {
	if len(pats) == 0 {
		return true
	}
	for _, pt := range pats {
		if paths.ShellMatch(strings.ToLower(pt), strings.ToLower(name)) {
			return true
		}
	}
	return false
}

func relOrAbs(root, p string) string {
	if rel, err := filepath.Rel(root, p); err == nil {
		return filepath.ToSlash(rel)
	}
	return p
}

func isDir(p string) bool {
	fi, err := os.Lstat(p)
	return err == nil && fi.IsDir()
}

func indexOf(root string) (map[string]bool, bool) {
	repo, err := gitread.Open(root)
	if err != nil {
		return nil, false
	}
	defer repo.Close()
	entries, err := repo.Index()
	if err != nil {
		return nil, false
	}
	m := make(map[string]bool, len(entries))
	for _, e := range entries {
		m[e.Path] = true
	}
	return m, true
}

// untrackedBudget bounds the entries looked at below a deleted directory. A larger tree is
// not walked to its end: what was seen decides (a project directory that big is rarely all
// hand-written work, and a walk must not stall the hook).
const untrackedBudget = 5000

// eventBudget bounds the entries all walks of one event look at together: `rm -rf a b c ...`
// or `rm -rf */` walks each directory, and the hook must answer however many there are.
const eventBudget = 4 * untrackedBudget

// spend counts one entry a walk looks at, n the walk's own count; false once the walk or
// the event has looked at enough.
func (r *repoState) spend(n *int) bool {
	if *n >= untrackedBudget || r.walked >= eventBudget {
		return false
	}
	*n++
	r.walked++
	return true
}

// untrackedWork names a file below dir that git cannot give back once dir is deleted: an
// untracked secrets file, or an untracked file no ignore rule covers. Directories that are
// build output by name are skipped whole, and so is a project outside a repository (nothing
// to compare with; the tree rules outside the project still apply).
func (r *repoState) untrackedWork(dir string) string {
	if buildDir(filepath.Base(dir)) {
		return ""
	}
	fi, err := os.Lstat(dir)
	if err != nil || !fi.IsDir() {
		return ""
	}
	tracked, ok := r.index()
	if !ok {
		return ""
	}
	var secret string
	var plain []string
	n := 0
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if !r.spend(&n) || secret != "" {
			return filepath.SkipAll
		}
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if p != dir && (buildDir(d.Name()) || d.Name() == ".git") {
				return filepath.SkipDir
			}
			return nil
		}
		rel, err := filepath.Rel(r.root, p)
		if err != nil || tracked[filepath.ToSlash(rel)] || !d.Type().IsRegular() {
			return nil
		}
		if secretName(d.Name()) {
			secret = filepath.ToSlash(rel)
		} else if len(plain) < 256 {
			plain = append(plain, filepath.ToSlash(rel))
		}
		return nil
	})
	if secret != "" {
		return secret
	}
	return r.firstNotIgnored(plain)
}

// firstNotIgnored asks git which of the untracked files its ignore rules cover, and returns
// the first one they do not. git is run only here, when a deleted directory holds files the
// index lacks, which ordinary deletes of tracked or build directories never reach, and only
// for files no earlier effect of the event asked about. When git cannot answer, every file
// counts as work.
func (r *repoState) firstNotIgnored(files []string) string {
	var ask []string
	for _, f := range files {
		if _, ok := r.ignored[f]; !ok {
			ask = append(ask, f)
		}
	}
	if len(ask) > 0 && !r.checkIgnore(ask) {
		return files[0]
	}
	for _, f := range files {
		if !r.ignored[f] {
			return f
		}
	}
	return ""
}

// checkIgnore records git check-ignore's answer for files; false when git cannot answer.
func (r *repoState) checkIgnore(files []string) bool {
	cmd := exec.Command("git", "-C", r.root, "check-ignore", "-z", "--stdin")
	cmd.Stdin = strings.NewReader(strings.Join(files, "\x00") + "\x00")
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			return false
		}
	}
	if r.ignored == nil {
		r.ignored = make(map[string]bool, len(files))
	}
	for _, f := range files {
		r.ignored[f] = false
	}
	for _, f := range strings.Split(string(out), "\x00") {
		if f != "" {
			r.ignored[f] = true
		}
	}
	return true
}

// buildDir names directories that builds, package managers and tools fill and refill.
func buildDir(name string) bool {
	switch name {
	case "node_modules", "dist", "build", "target", "out", ".cache", "__pycache__", ".pytest_cache",
		".mypy_cache", ".ruff_cache", ".tox", ".nox", ".venv", "venv", ".next", ".nuxt", ".turbo",
		".parcel-cache", "coverage", ".gradle", ".terraform", "bin", "obj", ".eggs", "_build",
		".svelte-kit", ".angular", "vendor":
		return true
	}
	return strings.HasSuffix(name, ".egg-info")
}

// secretName reports whether a file name marks a file of secrets: secretfiles' one list,
// which the secrets guard reads by too, the names that are secret only by their content
// included (an untracked .npmrc that held a token cannot be read once deleted).
func secretName(name string) bool {
	if r, _ := secretfiles.ByName(name); r != "" {
		return true
	}
	return secretfiles.ContentDecided(name)
}

// checkFiles judges a file tool's changes (Claude's Write, Gemini's write_file, apply_patch)
// by the fs.unrestorable rule: a whole-file write, a patch's Delete File or Add File, or a
// move onto an existing secrets file that git does not hold loses it as `rm` would. An edit
// keeps the rest of the file and passes; so does every change to any other file.
func (g *Guard) checkFiles(ev *hookguard.Event) hookguard.Verdict {
	if g.disabled["fs.unrestorable"] {
		return hookguard.Allowed()
	}
	repo := &repoState{root: paths.Clean(ev.Root)}
	for _, f := range ev.Files {
		switch f.Op {
		case hookguard.OpWrite, hookguard.OpPatchDelete, hookguard.OpPatchAdd, hookguard.OpMove:
		default:
			continue
		}
		abs := paths.Abs(f.Path, ev.Cwd, ev.Home)
		what := unrestorableFile(repo, ev.Root, abs)
		if what == "" {
			continue
		}
		r := ruleByID("fs.unrestorable")
		verb := "overwrite"
		if f.Op == hookguard.OpPatchDelete {
			verb = "delete"
		}
		v := hookguard.Blocked(Name, r.id, "This would "+verb+" "+what+". "+r.reason+" Safer: "+r.safer+".")
		v.Action = verb + " " + abs
		return v
	}
	return hookguard.Allowed()
}
