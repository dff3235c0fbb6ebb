package secrets

import (
	"bufio"
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"hash"
	"io"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// entry is one name in a directory.
type entry struct {
	name      string
	dir, link bool
}

// readEntries reads dir's entries, up to max of them; complete is false when it holds more.
// A directory that cannot be read yields none, complete: the search cannot open it either.
func readEntries(dir string, max int) (ents []entry, complete bool) {
	if paths.Absent(dir) {
		return nil, true
	}
	f, err := state.OpenDir(dir)
	if err != nil {
		return nil, true
	}
	defer f.Close()
	for {
		// In small reads: ReadDir(n) makes room for n entries before it reads one.
		des, err := f.ReadDir(256)
		for _, d := range des {
			if len(ents) == max {
				return ents, false
			}
			ents = append(ents, entry{d.Name(), d.IsDir(), d.Type()&os.ModeSymlink != 0})
		}
		if err != nil || len(des) == 0 {
			return ents, true
		}
	}
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// Bounds on reading ignore files.
const (
	maxIgnoreBytes = 64 << 10
	maxIgnoreUp    = 32
)

// ignores answers, for one walk, whether a search that honours ignore files (rg, ag) skips a
// path: a .gitignore from its directory up to the repository's root, .git/info/exclude, or an
// .ignore or .rgignore file lists it (or a directory above it). The user's global excludes
// file is not read: a file it alone ignores is judged as searched. Each ignore file is read
// once per walk, however many entries below it are asked about.
type ignores struct {
	files map[string][]ignoreRule // an ignore file's rules, by the file's path
	git   map[string]bool         // whether a directory holds .git
}

func (c *ignores) read(file, base string) []ignoreRule {
	if c.files == nil {
		c.files = map[string][]ignoreRule{}
	}
	rs, ok := c.files[file]
	if !ok {
		rs = readIgnore(file, base)
		c.files[file] = rs
	}
	return rs
}

func (c *ignores) isRepo(d string) bool {
	if c.git == nil {
		c.git = map[string]bool{}
	}
	r, ok := c.git[d]
	if !ok {
		r = exists(paths.Join(d, ".git"))
		c.git[d] = r
	}
	return r
}

// ignored reports whether the entry at abs (a directory when dir) is skipped.
func (c *ignores) ignored(abs string, dir bool) bool {
	var dirs []string
	repo := ""
	for d, n := paths.Dir(abs), 0; n < maxIgnoreUp; d, n = paths.Dir(d), n+1 {
		dirs = append(dirs, d)
		if c.isRepo(d) {
			repo = d
			break
		}
		if d == paths.Dir(d) {
			break
		}
	}
	// From the outermost directory in, so that a deeper file's rule comes last and wins.
	var rules []ignoreRule
	if repo != "" {
		rules = append(rules, c.read(filepath.Join(repo, ".git", "info", "exclude"), repo)...)
	}
	for k := len(dirs) - 1; k >= 0; k-- {
		names := []string{".ignore", ".rgignore"}
		if repo != "" {
			names = []string{".gitignore", ".ignore", ".rgignore"}
		}
		for _, n := range names {
			rules = append(rules, c.read(paths.Join(dirs[k], n), dirs[k])...)
		}
	}
	if len(rules) == 0 {
		return false
	}
	// An entry inside an ignored directory is ignored whatever later rules say of it.
	comps := strings.Split(strings.TrimPrefix(abs, "/"), "/")
	for k := 1; k <= len(comps); k++ {
		p := "/" + strings.Join(comps[:k], "/")
		isDir := k < len(comps) || dir
		ign := false
		for _, r := range rules {
			if r.matches(p, isDir) {
				ign = !r.negate
			}
		}
		if ign {
			return true
		}
	}
	return false
}

// ignoreRule is one line of an ignore file.
type ignoreRule struct {
	base     string // the directory the file is in
	pattern  string
	negate   bool
	dirOnly  bool
	anchored bool // the pattern has a slash: it is matched from base
}

// readIgnore reads an ignore file's rules. One that is no regular file (a FIFO, a device) has
// none: without rules more is searched, never less.
func readIgnore(file, base string) []ignoreRule {
	f, err := state.OpenRegular(file)
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []ignoreRule
	sc := bufio.NewScanner(io.LimitReader(f, maxIgnoreBytes))
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), " \t\r")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		r := ignoreRule{base: base}
		if strings.HasPrefix(line, "!") {
			r.negate, line = true, line[1:]
		}
		line = strings.TrimPrefix(line, `\`)
		if strings.HasSuffix(line, "/") {
			r.dirOnly, line = true, strings.TrimSuffix(line, "/")
		}
		r.anchored = strings.Contains(line, "/")
		r.pattern = strings.TrimPrefix(line, "/")
		if r.pattern != "" {
			out = append(out, r)
		}
	}
	return out
}

// matches applies the rule to the absolute path p, a directory when isDir.
func (r ignoreRule) matches(p string, isDir bool) bool {
	if r.dirOnly && !isDir {
		return false
	}
	rel, ok := strings.CutPrefix(p, strings.TrimSuffix(r.base, "/")+"/")
	if !ok {
		return false
	}
	if !r.anchored {
		ok, _ := path.Match(r.pattern, path.Base(rel))
		return ok
	}
	return spec.MatchSegments(strings.Split(r.pattern, "/"), strings.Split(rel, "/"))
}

// Bounds on walking a tree a command searches. A tree larger or deeper than this is not taken
// for harmless: the search is blocked, with the advice to narrow it. Variables only so that a
// test can reach them without making fifty thousand files.
var (
	treeBudget = 50000 // entries looked at in all
	treeDepth  = 64    // directory levels below the start
)

// tooLarge is treeHit's rule for a tree it could not look through whole.
const tooLarge = "tree-too-large"

// treeItem is a directory queued for a tree walk.
type treeItem struct {
	abs, real, rel string
	depth          int
}

// treeHit finds a secret file below dir that a search with filter f opens: the first found,
// or "" when there is none. When the tree holds more than treeBudget entries or runs deeper
// than treeDepth levels, the rule is tooLarge, why says what ran out and shown where.
func (j *cmdJudge) treeHit(dir string, f spec.Filter) (rule, why, shown string) {
	if f.Typed && len(f.Only) == 0 {
		return "", "", "" // only source files of named types: never a dotfile or a key
	}
	// A script lists the same tree with the same filter again and again (git ls-files, find,
	// grep -r in a loop): each walk read every directory below it, up to treeBudget entries.
	// The disk does not change during a hook call and the verdict on an entry is its path's
	// alone, so one walk answers every later one.
	key := treeKey(dir, f)
	if t, ok := j.trees[key]; ok {
		return t.rule, t.why, t.shown
	}
	rule, why, shown = j.walkTree(dir, f)
	if j.trees == nil {
		j.trees = map[string]treeResult{}
	}
	j.trees[key] = treeResult{rule, why, shown}
	return rule, why, shown
}

// treeKey names a walk: its start and every field of its filter, each string and list
// prefixed by its length, so that two walks share a key only when they are the same
// (TestTreeKeySpellsEveryField keeps it in step with spec.Filter).
func treeKey(dir string, f spec.Filter) string {
	var b strings.Builder
	str := func(s string) {
		b.WriteString(strconv.Itoa(len(s)))
		b.WriteByte(':')
		b.WriteString(s)
	}
	list := func(ss []string) {
		b.WriteString(strconv.Itoa(len(ss)))
		b.WriteByte('[')
		for _, s := range ss {
			str(s)
		}
	}
	str(dir)
	for _, on := range [...]bool{f.SkipHidden, f.SkipIgnored, f.Typed, f.Follow, f.Tracked, f.KeepSkips, f.Restaged} {
		b.WriteByte('0' + b2i(on))
	}
	b.WriteByte('0' + byte(f.Changed))
	b.WriteString(strconv.Itoa(f.Depth))
	b.WriteByte(';')
	list(f.Only)
	list(f.Not)
	list(f.NotDirs)
	list(f.NotFiles)
	return b.String()
}

func b2i(on bool) byte {
	if on {
		return 1
	}
	return 0
}

// treeResult is what one walk of a tree found.
type treeResult struct{ rule, why, shown string }

// walkTree is treeHit's walk.
func (j *cmdJudge) walkTree(dir string, f spec.Filter) (rule, why, shown string) {
	w := &treeWalk{j: j, f: f, budget: treeBudget, seen: map[string]bool{}}
	start := treeItem{abs: dir, real: paths.Real(dir)}
	w.seen[start.real] = true
	queue := []treeItem{start}
	deep := ""
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		ents, complete := readEntries(it.abs, w.budget)
		w.budget -= len(ents)
		for _, ent := range ents {
			r, wy, s, sub := w.entry(it, ent)
			if r != "" {
				return r, wy, s
			}
			switch {
			case sub == nil:
			case sub.depth > treeDepth:
				if deep == "" {
					deep = sub.abs
				}
			default:
				queue = append(queue, *sub)
			}
		}
		if !complete {
			// The rest of this directory is out of reach: the secret files it is likeliest
			// to hold are looked up by name before the walk gives up.
			if r, wy, s := w.knownNames(it); r != "" {
				return r, wy, s
			}
			return tooLarge, "more than " + strconv.Itoa(treeBudget) + " entries", relTo(it.abs, j.ev.Root)
		}
	}
	if deep != "" {
		return tooLarge, "more than " + strconv.Itoa(treeDepth) + " levels deep", relTo(deep, j.ev.Root)
	}
	return "", "", ""
}

// treeWalk is one walk of a searched tree.
type treeWalk struct {
	j      *cmdJudge
	f      spec.Filter
	budget int
	seen   map[string]bool // directories walked, by real path: a followed link loop is walked once
	ign    ignores
	index  *gitIndex // the git index, for a search of tracked files only; read once per event and directory
	// written: the files judged are ones the line writes before the command, whatever the
	// disk holds now (writtenHit): a diff shows them changed.
	written bool
}

// gitIndex is the index of the repository a walk's start is in.
type gitIndex struct {
	root    string
	entries []gitread.IndexEntry
	ok      bool // the index could be read: without it every file counts as tracked
}

// tracked reports whether git's index holds the file at abs. An index that cannot be read
// (no repository, a split index) answers yes: a file is then judged as searched.
func (w *treeWalk) tracked(abs string) bool {
	if w.index == nil {
		dir := paths.Dir(abs)
		if w.index = w.j.indexes[dir]; w.index == nil {
			w.index = &gitIndex{}
			if r, err := gitread.Open(dir); err == nil {
				if es, err := r.Index(); err == nil {
					w.index = &gitIndex{root: r.WorkTree, entries: es, ok: true}
				}
			}
			if w.j.indexes == nil {
				w.j.indexes = map[string]*gitIndex{}
			}
			w.j.indexes[dir] = w.index
		}
	}
	if !w.index.ok {
		return true
	}
	rel, err := filepath.Rel(w.index.root, abs)
	if err != nil || strings.HasPrefix(rel, "..") {
		return true
	}
	_, ok := gitread.Staged(w.index.entries, filepath.ToSlash(rel))
	return ok
}

// entry judges one entry of the directory it: a secret file the search opens, or the
// subdirectory to walk next (nil for none).
func (w *treeWalk) entry(it treeItem, ent entry) (rule, why, shown string, sub *treeItem) {
	abs := paths.Join(it.abs, ent.name)
	rel := path.Join(it.rel, ent.name)
	real := it.real + "/" + ent.name
	if it.real == "/" {
		real = "/" + ent.name
	}
	isDir := ent.dir
	if ent.link {
		if !w.f.Follow {
			return "", "", "", nil // grep -r and rg open a link only when named or told to follow
		}
		real = paths.Real(abs)
		st, err := os.Stat(abs)
		isDir = err == nil && st.IsDir()
		if isDir {
			// A link to a credential directory is judged by where it leads.
			if r, wy, s := w.j.g.entryVerdict(abs, real, w.j.ev); r != "" {
				return r, wy, s, nil
			}
		}
	}
	if isDir {
		if ent.name == ".git" || ent.name == "node_modules" || w.seen[real] {
			return "", "", "", nil
		}
		if opens, _ := w.f.Opens(rel, true); !opens || w.f.Depth > 0 && it.depth+1 >= w.f.Depth {
			return "", "", "", nil
		}
		if w.f.SkipIgnored && w.ign.ignored(abs, true) {
			return "", "", "", nil
		}
		w.seen[real] = true
		return "", "", "", &treeItem{abs, real, rel, it.depth + 1}
	}
	return w.file(abs, real, rel)
}

// file judges a file of the tree the search may open.
func (w *treeWalk) file(abs, real, rel string) (rule, why, shown string, sub *treeItem) {
	opens, chosen := w.f.Opens(rel, false)
	if !opens || w.f.Tracked && !w.tracked(abs) || !w.changed(abs) {
		return "", "", "", nil
	}
	r, wy, s := w.j.g.entryVerdict(abs, real, w.j.ev)
	if r == "" || w.f.SkipIgnored && !chosen && w.ign.ignored(abs, false) {
		return "", "", "", nil
	}
	return r, wy, s, nil
}

// writtenHit judges the files that commands before c on the same line write below dir, which
// the walk of the disk cannot find yet (cp .env docs/.env.txt && git add docs): each by its
// name and the filter, as the walk judges what it lists.
func (j *cmdJudge) writtenHit(c *shell.Command, dir string, f spec.Filter) (rule, why, shown string) {
	w := &treeWalk{j: j, f: f, written: true}
	for _, o := range j.s.Commands {
		if o == c {
			break
		}
		for _, e := range o.Effects() {
			if e.Kind != spec.Write && e.Kind != spec.Create || e.Tree || e.Path.Dyn || e.Path.Abs == "" {
				continue
			}
			if rel, ok := paths.Rel(e.Path.Abs, dir); ok && rel != "" {
				if r, wy, s, _ := w.file(e.Path.Abs, e.Path.Abs, rel); r != "" {
					return r, wy, s
				}
			}
		}
	}
	return "", "", ""
}

// knownNames looks up, by name, the secret files a directory too large to list likely holds.
func (w *treeWalk) knownNames(it treeItem) (rule, why, shown string) {
	for _, n := range treeKnownNames {
		abs := paths.Join(it.abs, n)
		if _, err := os.Lstat(abs); err != nil {
			continue
		}
		if r, wy, s, _ := w.file(abs, paths.Real(abs), path.Join(it.rel, n)); r != "" {
			return r, wy, s
		}
	}
	return "", "", ""
}

// treeKnownNames are the secret files looked up by name in a directory too large to list.
var treeKnownNames = [...]string{".env", ".env.local", ".env.production", ".env.prod", ".env.development", ".env.staging", ".env.test",
	".envrc", "prod.env", "secrets.env", "id_rsa", "id_ed25519", "id_ecdsa", "id_dsa", ".netrc", ".git-credentials", ".pgpass", ".my.cnf",
	"credentials.json", "service-account.json", "server.key", "server.pem", "private.key", "private.pem", "key.pem", "terraform.tfstate",
	".npmrc", ".pypirc", "master.key", ".vault-token", ".htpasswd", "kubeconfig"}

// maxDiffed bounds the bytes of a file hashed to see whether a diff shows it.
const maxDiffed = 8 << 20

// changed reports whether a diff of the filter's two versions (spec.Filter.Changed) shows the
// file at abs: its work tree content against the index's blob, or the index's entry against
// HEAD's. Where an earlier command of the line changes the index (Restaged), also a tracked
// file whose work tree differs (git add -u stages it) and one a git command of the line names
// (git rm --cached .env); an untracked one reaches the index only by an add, judged as
// staging it. A file the line writes first, and anything that cannot be read or compared,
// counts as shown.
func (w *treeWalk) changed(abs string) bool {
	if w.f.Changed == spec.ChangedAny || w.written {
		return true
	}
	w.tracked(abs) // reads the index
	if !w.index.ok {
		return true
	}
	rel, err := filepath.Rel(w.index.root, abs)
	if err != nil || strings.HasPrefix(rel, "..") {
		return true
	}
	rel = filepath.ToSlash(rel)
	ent, staged := gitread.Staged(w.index.entries, rel)
	if w.f.Restaged && (staged && !sameBlob(abs, ent) || w.j.gitNames(abs)) {
		return true
	}
	if w.f.Changed == spec.ChangedWorkTree && !w.f.Restaged {
		return staged && !sameBlob(abs, ent)
	}
	he, inHead, ok := headEntry(w.index.root, rel)
	if !ok {
		return true
	}
	// The index against HEAD; for the work tree where the index may be put back to HEAD's
	// (git reset), the work tree against HEAD, which is the same where the work tree is the
	// index's.
	return staged != inHead || staged && (!bytes.Equal(ent.Hash, he.Hash) || ent.Mode != he.Mode)
}

// headEntry is HEAD's entry for rel in the repository at root; ok is false where it cannot be
// read. A repository with no commit yet has none.
func headEntry(root, rel string) (gitread.Entry, bool, bool) {
	r, err := gitread.Open(root)
	if err != nil {
		return gitread.Entry{}, false, false
	}
	defer r.Close()
	_, head, err := r.Head()
	if err != nil || head.IsZero() {
		return gitread.Entry{}, false, true
	}
	e, in, err := r.Lookup(head, rel)
	return e, in, err == nil
}

// gitNames reports whether a git command of the line names abs or a directory holding it
// among its operands (git rm --cached .env, git add config/): wherever it stands, so that
// the answer is the same for every command of the line.
func (j *cmdJudge) gitNames(abs string) bool {
	for _, o := range j.s.Commands {
		if o.NameDynamic || spec.Normalise(o.Name) != "git" {
			continue
		}
		call := o.Call()
		for _, w := range call.Operands() {
			if w.Dyn {
				return true
			}
			if p := call.PathOf(w); p.Abs != "" && paths.Within(abs, p.Abs) {
				return true
			}
		}
	}
	return false
}

// sameBlob reports whether the file at abs is, as git would store it, the index entry's blob:
// a regular file whose content hashes to it. Links, large files and unreadable ones are not.
func sameBlob(abs string, ent gitread.IndexEntry) bool {
	if ent.Mode&0o170000 != 0o100000 {
		return false
	}
	b, err := state.ReadFile(abs, maxDiffed)
	if err != nil {
		return false
	}
	var h hash.Hash = sha1.New()
	if len(ent.Hash) == sha256.Size {
		h = sha256.New()
	}
	h.Write([]byte("blob " + strconv.Itoa(len(b)) + "\x00"))
	h.Write(b)
	return bytes.Equal(h.Sum(nil), ent.Hash)
}
