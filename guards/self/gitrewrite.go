package self

import (
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// Git commands that rewrite the work tree. The git specs give each a Write effect over the
// work tree or the paths it names, By "git SUB" (and a Delete, or a Discard "untracked", for
// what removes untracked files). The revision the files come from is the effect's Text where
// the spec puts it there, else the spec's own parse of the command says it (gitTarget): the
// first operand of checkout, switch, reset, merge, rebase (or --onto), cherry-pick, revert and
// stash apply, restore's --source. Whether the rewrite would change hookguard's files in the
// work tree (the wrappers and shims, the project's harness settings) is read from .git itself
// (package gitread): the version each file has in HEAD, in the index, on disk and in the
// target.
//
// The decision, per command:
//   - a switch (checkout BRANCH, switch, merge, rebase, pull) changes a file where HEAD's
//     version and the target's differ: `git checkout other` passes in a repository whose
//     wrappers and settings are the same there, and is blocked where they are not;
//   - a forced rewrite (reset --hard, restore, checkout -- PATH, checkout-index, read-tree -u,
//     stash) changes a file where the work tree's version and the target's differ, a file
//     git tracks on either side (an untracked file the target lacks is left alone);
//   - checkout is either, and the effect cannot say which: either counts;
//   - cherry-pick and revert change what the commit changed against its first parent;
//   - what removes untracked files (clean, stash -u) changes every untracked file of ours;
//   - where the target cannot be known (an abbreviated hash that is ambiguous, a reflog
//     entry, a patch, a merge without an upstream), the command is blocked if any of
//     hookguard's files is there to change, and passes where none is.
// Outside a repository git changes nothing and the command passes; a repository that cannot
// be read is judged as an unknown target.

type gitMode uint8

const (
	gitSwitch gitMode = iota
	gitForce
	gitEither
	gitPick
)

// gitRewrite is how one git command rewrites the work tree.
type gitRewrite struct {
	by    string
	mode  gitMode
	whole bool   // the whole work tree, whatever directory the effect names
	dflt  string // the target without a revision: "HEAD", "index", "upstream", "empty" (no files), or "" unknown
}

var gitRewrites = [...]gitRewrite{
	{"git am", gitForce, false, ""}, // like git apply: the files its patches name
	{"git apply", gitForce, false, ""},
	{"git bisect", gitSwitch, true, ""},
	{"git checkout", gitEither, false, "index"},
	{"git checkout-index", gitForce, false, "index"},
	{"git cherry-pick", gitPick, true, ""},
	{"git clean", gitForce, false, ""},
	{"git merge", gitSwitch, true, "upstream"},
	{"git pull", gitSwitch, true, "upstream"},
	{"git read-tree", gitForce, true, ""},
	{"git rebase", gitSwitch, true, "upstream"},
	{"git reset", gitForce, true, "HEAD"},
	{"git restore", gitForce, false, "index"},
	{"git revert", gitPick, true, ""},
	// sparse-checkout adds and removes tracked files, as the index has them.
	{"git sparse-checkout", gitForce, true, "index"},
	{"git stash", gitForce, true, "HEAD"},
	{"git switch", gitSwitch, true, ""},
}

// gitTarget reads, from the spec's parse of c, the revision a rewrite takes its files from.
// An operand the effect itself writes is a path, not a revision; none named is the default
// of the command (HEAD for a switch or a reset, the index for a restore). A revision only
// known when the command runs (git checkout $(git rev-parse x)), and a merge of three trees,
// say why in unknown: which files it leaves cannot be known here.
func gitTarget(c *shell.Command, e spec.Effect, rw gitRewrite) (rev string, _ gitRewrite, unknown string) {
	call := c.Call()
	if len(call.Path) < 2 || call.Path[0] != "git" {
		return "", rw, ""
	}
	sep := separatorAt(call)
	dyn := func(w spec.Word) (string, gitRewrite, string) {
		return "", rw, "the revision " + w.S + " is only known when the command runs"
	}
	// first is the first operand, where it names a revision: not after --, not the path the
	// effect writes.
	first := func() (spec.Word, bool) {
		if len(call.P.Operands) == 0 || sep >= 0 && call.P.Operands[0] > sep {
			return spec.Word{}, false
		}
		w := call.Operand(0)
		if w.S == "" {
			return w, false
		}
		if p := call.PathOf(w); e.Path.Abs != "" && p.Abs == e.Path.Abs || w.Dyn && e.Path.Dyn && p.Arg == e.Path.Arg {
			return w, false
		}
		return w, true
	}
	sub := strings.Join(call.Path[1:], " ")
	if rev, rw, ok := settled(c, call, sub, rw); ok {
		return rev, rw, ""
	}
	switch sub {
	case "checkout", "switch":
		if w, ok := first(); ok {
			if w.Dyn {
				return dyn(w)
			}
			return w.S, rw, ""
		}
		if (len(call.P.Operands) == 0 && !call.Has("p")) || rw.by == "git switch" {
			rw.dflt = "HEAD" // -B or --orphan where HEAD is, -f: HEAD's files
		}
	case "read-tree":
		return readTreeTarget(call, rw)
	case "reset", "merge", "cherry-pick", "revert", "stash apply", "stash pop", "stash branch", "rebase":
		if v, ok := call.Value("onto"); ok && sub == "rebase" {
			if v.Dyn {
				return dyn(v)
			}
			return v.S, rw, ""
		}
		if w, ok := first(); ok {
			if w.Dyn {
				return dyn(w)
			}
			return w.S, rw, ""
		}
	case "pull":
		ops := call.Operands()
		if len(ops) >= 2 && (ops[0].Dyn || ops[1].Dyn) {
			return dyn(ops[1])
		}
		if len(ops) >= 2 && !strings.Contains(ops[0].S, "/") {
			return "refs/remotes/" + ops[0].S + "/" + ops[1].S, rw, ""
		}
	case "stash", "stash push", "stash save":
		// --keep-index resets the work tree to the index, not to HEAD: what the index holds
		// (git update-index --cacheinfo put any blob there) is what the files become.
		keep := false
		for _, o := range call.P.Opts {
			switch o.Name {
			case "k":
				keep = true
			case "no-keep-index":
				keep = false
			}
		}
		if keep {
			rw.dflt = "index"
		}
	case "restore":
		if v, ok := call.Value("s"); ok {
			if v.Dyn {
				return dyn(v)
			}
			return v.S, rw, ""
		}
	}
	return "", rw, ""
}

// settled is the target of a rewrite that no revision operand chooses: one from nothing
// (fromNothing), or one that stops or backs out of a sequence under way (inProgress).
func settled(c *shell.Command, call *spec.Call, sub string, rw gitRewrite) (string, gitRewrite, bool) {
	if rw, ok := fromNothing(call, sub, rw); ok {
		return "", rw, true
	}
	return inProgress(c, call, sub, rw)
}

// inProgress is the target of a command that stops, or backs out of, a sequence git has begun
// (cherry-pick, revert and am with --quit or --abort; bisect reset). Stopping leaves the work
// tree as it stands, HEAD's files. Backing out goes back to where the sequence began, the
// commit git recorded for that (sequencer/head for a sequence of picks, ORIG_HEAD for am,
// BISECT_START for a bisection), or HEAD where it recorded none: a single pick's abort resets
// to HEAD, and with nothing in progress the command fails and changes nothing. Going on
// (--continue, --skip) is not here: what it applies next is what .git holds then (an am's
// patches, a sequencer's todo), which nobody judged.
func inProgress(c *shell.Command, call *spec.Call, sub string, rw gitRewrite) (string, gitRewrite, bool) {
	file := "" // where git recorded the commit the sequence began from
	switch sub {
	case "cherry-pick", "revert", "am":
		switch {
		case call.Has("abort") && sub == "am":
			file = "ORIG_HEAD"
		case call.Has("abort"):
			file = "sequencer/head"
		case call.Has("quit"):
			rw.mode, rw.dflt = gitSwitch, "HEAD" // it stops where it stands
			return "", rw, true
		default:
			return "", rw, false
		}
	case "bisect":
		ops := call.Operands()
		if len(ops) == 0 || ops[0].S != "reset" {
			return "", rw, false
		}
		if len(ops) > 1 {
			if ops[1].Dyn {
				return "", rw, false
			}
			rw.mode = gitSwitch // bisect reset COMMIT checks it out, as a switch does
			return ops[1].S, rw, true
		}
		file = "BISECT_START"
	default:
		return "", rw, false
	}
	rw.mode = gitForce // back out: reset to the commit recorded, keeping nothing of the sequence
	rev := "HEAD"
	if r, err := gitread.Open(existingDir(c.Cwd)); err == nil {
		if b, err := state.ReadFile(filepath.Join(r.GitDir, file), 4096); err == nil && strings.TrimSpace(string(b)) != "" {
			rev = strings.TrimSpace(string(b))
		}
		r.Close()
	}
	return rev, rw, true
}

// fromNothing is the target of a rewrite that starts from no revision: switch --orphan
// removes every tracked file; rebase --root replays every commit onto nothing, as they are
// (HEAD's files), or, where its todo list may drop them all (-i, whatever editor writes it),
// onto no files.
func fromNothing(call *spec.Call, sub string, rw gitRewrite) (gitRewrite, bool) {
	_, onto := call.Value("onto")
	switch {
	case sub == "switch" && call.Has("orphan"):
		rw.dflt = "empty"
	case sub == "rebase" && call.Has("root") && !onto && call.Has("i"):
		rw.dflt = "empty"
	case sub == "rebase" && call.Has("root") && !onto:
		rw.dflt = "HEAD"
	default:
		return rw, false
	}
	return rw, true
}

// readTreeTarget is the tree git read-tree -u leaves: its only tree, or with two (-m H M, a
// switch from H to M) the last; a three-way merge's result cannot be known here.
func readTreeTarget(call *spec.Call, rw gitRewrite) (string, gitRewrite, string) {
	ops := call.Operands()
	for _, w := range ops {
		if w.Dyn {
			return "", rw, "the tree " + w.S + " is only known when the command runs"
		}
	}
	switch len(ops) {
	case 0:
		return "", rw, ""
	case 1, 2:
		return ops[len(ops)-1].S, rw, ""
	}
	return "", rw, "a merge of " + strconv.Itoa(len(ops)) + " trees leaves files that only the merge decides"
}

// separatorAt is the index among call's words of the -- that ends its options, or -1.
func separatorAt(call *spec.Call) int {
	ops := map[int]bool{}
	for _, i := range call.P.Operands {
		ops[i] = true
	}
	for i, w := range call.Words {
		if w.S == "--" && !w.Dyn && !ops[i] {
			return i
		}
	}
	return -1
}

func rewriteOf(by string) (gitRewrite, bool) {
	f := strings.Fields(by)
	if len(f) < 2 {
		return gitRewrite{}, false
	}
	if len(f) > 2 && f[1] == "stash" {
		switch f[2] {
		case "apply", "pop", "branch":
			// The stash's change, against the commit it was made on.
			return gitRewrite{"git stash " + f[2], gitPick, true, "stash"}, true
		}
	}
	k := f[0] + " " + f[1]
	for _, r := range gitRewrites {
		if r.by == k {
			return r, true
		}
	}
	return gitRewrite{}, false
}

// version is one file's content as git sees it: present, its mode and blob name.
type version struct {
	ok   bool
	mode uint32
	hash string
}

// normMode keeps what git compares of a mode: a link, a submodule, or a file with or without
// the executable bit.
func normMode(m uint32) uint32 {
	switch m & 0o170000 {
	case 0o120000, 0o160000, 0o040000:
		return m & 0o170000
	}
	if m&0o111 != 0 {
		return 0o100755
	}
	return 0o100644
}

// maxGitFiles bounds the files of ours compared for one command.
const maxGitFiles = 2048

// gitWrite judges a git command's change to the work tree. ok is false for git commands that
// are not work-tree rewrites: their effects are judged like any other program's.
func (s *scope) gitWrite(e spec.Effect, c *shell.Command) (hookguard.Verdict, bool) {
	rw, ok := rewriteOf(e.By)
	if !ok {
		return hookguard.Verdict{}, false
	}
	if e.Kind == spec.Discard {
		e.Kind = spec.Delete // stash -u: the untracked files go
	}
	if e.Text == "" && c != nil && e.Kind != spec.Delete {
		var unknown string
		if e.Text, rw, unknown = gitTarget(c, e, rw); unknown != "" {
			return s.gitUnknown(e, rw, e.By, unknown), true
		}
	}
	dir := e.Path.Abs
	if dir == "" {
		dir = e.Path.Cwd
	}
	if dir == "" {
		dir = s.ev.Cwd
	}
	if dir == "" {
		dir = s.root
	}
	repo, err := gitread.Open(existingDir(dir))
	if errors.Is(err, gitread.ErrNoRepo) {
		return hookguard.Allowed(), true
	}
	if err == nil && gitNoOp(repo, e, rw, c) {
		repo.Close()
		return hookguard.Allowed(), true
	}
	show := strings.TrimSpace(e.By + " " + e.Text)
	if err != nil {
		return s.gitUnknown(e, rw, show, "the repository cannot be read ("+err.Error()+")"), true
	}
	defer repo.Close()
	g := &gitView{repo: repo, todo: interactiveRebase(c)}
	prefixes := s.gitScope(e, rw, repo.WorkTree)
	if len(prefixes) == 0 {
		return hookguard.Allowed(), true
	}
	if v, ok := s.rebaseWrite(e, c, repo, prefixes); ok {
		return v, true
	}
	if v, ok := s.bisectWrite(c, repo, prefixes); ok {
		return v, true
	}
	if err := g.load(prefixes, e.Text, rw); err != nil {
		return s.gitUnknown(e, rw, show, err.Error()), true
	}
	for _, p := range g.paths() {
		if g.changes(p, rw, e.Kind == spec.Delete) {
			h, _ := s.own(paths.Join(repo.WorkTree, filepath.FromSlash(p)), false)
			what := "one of hookguard's own files"
			if h.what != "" {
				what = h.what
			}
			return block("git-worktree", "`"+show+"` would change "+p+" in the work tree ("+what+"): "+g.why(p, rw, e.Kind == spec.Delete)+
				". Switching to or restoring a version whose copy is the same passes; otherwise the user runs it, or `hookguard install` again after it."+byHand), true
		}
	}
	return hookguard.Allowed(), true
}

// interactiveRebase reports git rebase -i.
func interactiveRebase(c *shell.Command) bool {
	if c == nil {
		return false
	}
	call := c.Call()
	return len(call.Path) == 2 && call.Path[0] == "git" && call.Path[1] == "rebase" && call.Has("i")
}

// existingDir is the nearest directory at or above p that exists, where git would be asked.
func existingDir(p string) string {
	for d := p; ; d = paths.Dir(d) {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d
		}
		if d == paths.Dir(d) {
			return p
		}
	}
}

// gitScope lists, relative to the work tree, the paths of hookguard's own files a rewrite
// reaches: every one in the work tree for a command on the whole tree, else those under the
// path the effect names (or the named path itself, inside a directory of ours).
func (s *scope) gitScope(e spec.Effect, rw gitRewrite, top string) []string {
	s.build()
	tops := []string{top}
	if r := paths.Real(top); r != top {
		tops = append(tops, r)
	}
	at := e.Path.Abs
	whole := rw.whole && e.Tree || at == ""
	var out []string
	for _, pl := range s.places {
		for _, t := range tops {
			rel, ok := paths.Rel(pl.path, t)
			if !ok || rel == "" {
				continue
			}
			switch {
			case whole:
			case paths.Within(pl.path, at): // a pathspec names everything below it
			case pl.tree && paths.Within(at, pl.path):
				rel, _ = paths.Rel(at, t)
			default:
				continue
			}
			out = appendUnique(out, rel)
		}
	}
	return out
}

func appendUnique(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// gitUnknown is the decision where the target cannot be known: blocked if any of hookguard's
// files is in the work tree to be changed.
func (s *scope) gitUnknown(e spec.Effect, rw gitRewrite, show, why string) hookguard.Verdict {
	s.build()
	for _, pl := range s.places {
		if !pl.work || !exists(pl.path) {
			continue
		}
		if !rw.whole && e.Path.Abs != "" && !paths.Within(pl.path, e.Path.Abs) && !paths.Within(e.Path.Abs, pl.path) {
			continue
		}
		return block("git-worktree", "`"+show+"` rewrites files in the work tree, and which version of "+s.rel(pl.path)+" ("+pl.what+") it would leave cannot be known here: "+why+"."+byHand)
	}
	return hookguard.Allowed()
}

// gitView is what the versions are compared from.
type gitView struct {
	repo     *gitread.Repo
	prefixes []string
	head     map[string]version
	index    map[string]version
	disk     map[string]version
	target   map[string]version
	base     map[string]version // cherry-pick, revert: the commit's first parent
	inRange  map[string]bool    // interactive rebase: paths a commit of its range changes
	// todo: an interactive rebase, whose todo list (any editor, a script too) may drop or
	// reorder any commit of its range, so any version a commit there made may be left.
	todo    bool
	newHash func() hash.Hash
}

// load reads every version of the files under the prefixes that the comparison needs.
func (g *gitView) load(prefixes []string, rev string, rw gitRewrite) error {
	g.prefixes = prefixes
	g.newHash = sha1.New
	if f, _ := g.repo.Config("extensions.objectformat"); strings.EqualFold(f, "sha256") {
		g.newHash = sha256.New
	}
	_, head, err := g.repo.Head()
	if err != nil {
		return fmt.Errorf("HEAD cannot be read (%v)", err)
	}
	if g.head, err = g.tree(head); err != nil {
		return err
	}
	if err := g.loadIndex(); err != nil {
		return err
	}
	if err := g.loadDisk(); err != nil {
		return err
	}
	if rev = strings.TrimSpace(rev); rev == "" && rw.dflt == "stash" {
		rev = "stash" // stash apply, pop, branch: the latest stash's change
	}
	var base gitread.Hash // the commit the target's files come from
	switch {
	case rev != "":
		h, err := g.repo.Resolve(rev)
		if err != nil {
			return fmt.Errorf("the revision %q cannot be resolved (%v)", rev, err)
		}
		if g.target, err = g.tree(h); err != nil {
			return err
		}
		base = h
		if rw.mode == gitPick {
			p, err := g.repo.Parent(h, 1)
			if err != nil {
				return fmt.Errorf("the parent of %s cannot be read (%v)", rev, err)
			}
			if g.base, err = g.tree(p); err != nil {
				return err
			}
		}
	case rw.dflt == "HEAD":
		g.target = g.head
	case rw.dflt == "empty":
		g.target = map[string]version{}
	case rw.dflt == "index":
		g.target = g.index
	case rw.dflt == "upstream":
		_, h, ok, err := g.repo.Upstream()
		if err != nil || !ok {
			return errors.New("the branch has no upstream that can be read")
		}
		if g.target, err = g.tree(h); err != nil {
			return err
		}
		base = h
	case rw.by == "git clean":
		g.target = g.head
	default:
		return errors.New("the command names no revision its files come from")
	}
	if g.todo && !base.IsZero() {
		return g.loadRange(head, base)
	}
	return nil
}

// maxRangeWalk bounds the commits an interactive rebase's range is read through.
const maxRangeWalk = 1000

// loadRange reads the versions each commit between base's line and head made, along first
// parents: an interactive rebase may leave any of them (drop the commit that reverted one).
// A commit whose top-level entries over hookguard's files are HEAD's is passed over unread.
// A range too long to read is an error, judged as an unknown target.
func (g *gitView) loadRange(head, base gitread.Hash) error {
	chain, err := g.rangeOf(head, base)
	if err != nil {
		return err
	}
	g.inRange = map[string]bool{}
	headSig, err := g.signature(head)
	if err != nil {
		return err
	}
	for _, c := range chain[1:] {
		sig, err := g.signature(c)
		if err != nil {
			return err
		}
		if sig == headSig {
			continue
		}
		vs, err := g.tree(c)
		if err != nil {
			return err
		}
		for path := range g.head {
			if vs[path] != g.head[path] {
				g.inRange[path] = true
			}
		}
		for path := range vs {
			if vs[path] != g.head[path] {
				g.inRange[path] = true
			}
		}
	}
	return nil
}

// rangeOf is head's first-parent line down to base, or, where base is not on it, down to
// where base's own line meets it (or to the root), head first.
func (g *gitView) rangeOf(head, base gitread.Hash) ([]gitread.Hash, error) {
	line := func(from gitread.Hash, stop string) ([]gitread.Hash, bool) {
		var out []gitread.Hash
		for c := from; len(out) < maxRangeWalk; {
			out = append(out, c)
			if c.String() == stop {
				return out, true
			}
			p, err := g.repo.Parent(c, 1)
			if err != nil {
				return out, true // the root
			}
			c = p
		}
		return out, false
	}
	chain, ended := line(head, base.String())
	if !ended {
		return nil, errors.New("the rebase's range is too long to read")
	}
	if chain[len(chain)-1].String() == base.String() {
		return chain, nil
	}
	ancestors, _ := line(base, "")
	on := map[string]bool{}
	for _, c := range ancestors {
		on[c.String()] = true
	}
	for i, c := range chain {
		if on[c.String()] {
			return chain[:i+1], nil
		}
	}
	return chain, nil
}

// signature is the object names and modes of the top-level entries hookguard's files lie
// under in a commit's tree: the same wherever every file under them is.
func (g *gitView) signature(commit gitread.Hash) (string, error) {
	tree, err := g.repo.CommitTree(commit)
	if err != nil {
		return "", err
	}
	entries, err := g.repo.Tree(tree)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, e := range entries {
		for _, p := range g.prefixes {
			if top, _, _ := strings.Cut(p, "/"); top == e.Name {
				b.WriteString(e.Name + " " + e.Hash.String() + " " + strconv.FormatUint(uint64(e.Mode), 8) + "\x00")
				break
			}
		}
	}
	return b.String(), nil
}

func (g *gitView) under(rel string) bool {
	for _, p := range g.prefixes {
		if rel == p || strings.HasPrefix(rel, p+"/") {
			return true
		}
	}
	return false
}

// tree reads the versions under the prefixes in a commit's tree (none for an unborn HEAD).
func (g *gitView) tree(commit gitread.Hash) (map[string]version, error) {
	out := map[string]version{}
	if commit.IsZero() {
		return out, nil
	}
	for _, p := range g.prefixes {
		e, ok, err := g.repo.Lookup(commit, p)
		if err != nil {
			return nil, fmt.Errorf("%s cannot be read in %s (%v)", p, commit, err)
		}
		if !ok {
			continue
		}
		if !e.IsTree() {
			out[p] = version{true, normMode(e.Mode), e.Hash.String()}
			continue
		}
		err = g.repo.Walk(commit, p, func(path string, e gitread.Entry) bool {
			out[path] = version{true, normMode(e.Mode), e.Hash.String()}
			return len(out) < maxGitFiles
		})
		if err != nil {
			return nil, fmt.Errorf("%s cannot be read in %s (%v)", p, commit, err)
		}
	}
	if len(out) >= maxGitFiles {
		return nil, errors.New("too many files to compare")
	}
	return out, nil
}

func (g *gitView) loadIndex() error {
	g.index = map[string]version{}
	entries, err := g.repo.Index()
	if err != nil {
		return fmt.Errorf("the index cannot be read (%v)", err)
	}
	for _, e := range entries {
		if e.Stage == 0 && g.under(e.Path) {
			g.index[e.Path] = version{true, normMode(e.Mode), e.Hash.String()}
		}
	}
	return nil
}

// loadDisk hashes the work tree's files under the prefixes as git would store them.
func (g *gitView) loadDisk() error {
	g.disk = map[string]version{}
	for _, p := range g.prefixes {
		root := paths.Join(g.repo.WorkTree, filepath.FromSlash(p))
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					return nil
				}
				return err
			}
			if d.IsDir() {
				if d.Name() == ".git" {
					return filepath.SkipDir
				}
				return nil
			}
			if len(g.disk) >= maxGitFiles {
				return errors.New("too many files to compare")
			}
			rel, _ := paths.Rel(path, g.repo.WorkTree)
			v, err := g.blob(path, d)
			if err != nil {
				return err
			}
			g.disk[rel] = v
			return nil
		})
		if err != nil {
			return fmt.Errorf("the work tree cannot be read (%v)", err)
		}
	}
	return nil
}

// blob is a work-tree file's version: git's blob name of its content (a link's target) and
// its mode.
func (g *gitView) blob(path string, d fs.DirEntry) (version, error) {
	var data []byte
	var mode uint32
	if d.Type()&fs.ModeSymlink != 0 {
		t, err := os.Readlink(path)
		if err != nil {
			return version{}, err
		}
		data, mode = []byte(t), 0o120000
	} else {
		st, err := os.Stat(path)
		if err != nil {
			return version{}, err
		}
		if !st.Mode().IsRegular() || st.Size() > 64<<20 {
			return version{ok: true, mode: uint32(st.Mode() & fs.ModeType)}, nil
		}
		// Read as a regular file again: the stat above says nothing about what is there now.
		if data, err = state.ReadFile(path, 64<<20); err != nil {
			return version{}, err
		}
		mode = 0o100644
		if st.Mode()&0o111 != 0 {
			mode = 0o100755
		}
	}
	h := g.newHash()
	fmt.Fprintf(h, "blob %d\x00", len(data))
	h.Write(data)
	return version{true, mode, hex.EncodeToString(h.Sum(nil))}, nil
}

// paths lists every file of ours any side holds, in order.
func (g *gitView) paths() []string {
	seen := map[string]bool{}
	for _, m := range []map[string]version{g.head, g.index, g.disk, g.target, g.base} {
		for p := range m {
			seen[p] = true
		}
	}
	out := make([]string, 0, len(seen))
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

func (g *gitView) tracked(p string) bool { return g.head[p].ok || g.index[p].ok }

// changes reports whether the rewrite would leave p different from what the work tree has.
func (g *gitView) changes(p string, rw gitRewrite, untracked bool) bool {
	if untracked {
		return g.disk[p].ok && !g.tracked(p)
	}
	switch rw.mode {
	case gitSwitch:
		return g.head[p] != g.target[p] || g.inRange[p]
	case gitPick:
		return g.base[p] != g.target[p]
	case gitEither:
		return g.head[p] != g.target[p] || g.forced(p)
	}
	return g.forced(p)
}

func (g *gitView) forced(p string) bool {
	return (g.target[p].ok || g.tracked(p)) && g.disk[p] != g.target[p]
}

// why says, for a reason, what differs.
func (g *gitView) why(p string, rw gitRewrite, untracked bool) string {
	switch {
	case untracked:
		return "git does not track it, and this removes untracked files"
	case !g.target[p].ok:
		return "the version it takes the files from has no such file, so it would be removed"
	case rw.mode == gitPick:
		return "the commit changes it"
	case g.inRange[p] && g.head[p] == g.target[p]:
		return "a commit the rebase's todo list may drop or reorder changes it"
	case g.head[p] != g.target[p]:
		return "the version it takes the files from differs from HEAD's"
	}
	return "the version it takes the files from differs from the work tree's"
}
