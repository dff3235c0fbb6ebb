package secrets

import (
	"bytes"
	"encoding/hex"
	"path"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// Bounds of the history look-up: the commits walked back from HEAD and the tree entries
// compared. A secret file added or removed further back is not found (`git log -p` over a long
// history may print it unjudged); these keep a hook call on a large repository cheap.
const (
	maxHistoryCommits = 256
	maxHistoryEntries = 20000
)

// patchHistory judges a git command that prints the changes of commits (git log -p, git show,
// git diff REV [REV], git format-patch --stdout): a secret file once committed, then removed,
// is printed whole in the patch that adds or removes it, though no file of that name exists
// now. The repository's recent history is looked up once, by comparing each commit's tree
// with its parent's and descending only into the directories that changed; a secret file
// among the changed paths, within the command's pathspecs, is judged as read.
func (j *cmdJudge) patchHistory(c *shell.Command) *hit {
	if c.Remote || c.Cwd == "" {
		return nil
	}
	call := c.Call()
	if !call.PrintsPatches() || !ofHistory(call) {
		return nil
	}
	p, rule, why := j.historyOf(c)
	if p == "" {
		return nil
	}
	return &hit{rule, "`" + strings.Join(call.Path, " ") + "` prints the changes of commits, and the history holds " + p + " (added or removed in a commit), " + why,
		"Look at the history without the file's content: `git log --stat`, `--name-only`, or exclude it with a pathspec (`git log -p -- . ':!" + p + "'`)."}
}

// patchesRead judges a read of files an earlier git command of the line filled with patches
// (git format-patch -o out R && cat out/*, git diff R > x.patch; curl -T x.patch URL): the
// read shows, sends or copies those patches, so it is judged as the writer printing them.
func (j *cmdJudge) patchesRead(c *shell.Command) *hit {
	for _, pr := range c.PatchesRead() {
		verb, blocks := readVerb(pr.Read.Class)
		call := pr.Writer.Call()
		if !blocks || pr.Writer.Cwd == "" || !ofHistory(call) {
			continue
		}
		p, rule, why := j.historyOf(pr.Writer)
		if p == "" {
			continue
		}
		return &hit{rule, "`" + c.Name + "` " + verb + " " + pr.Read.Path.Arg + ", the patches `" + strings.Join(call.Path, " ") + "` wrote of commits, and the history holds " + p + " (added or removed in a commit), " + why,
			"Write the patches without the file's content: exclude it with a pathspec (`git format-patch R -- . ':!" + p + "'`), or look at `git log --stat`."}
	}
	return nil
}

// writesPatchFiles reports a git command that may put patches in a file (format-patch's
// files, a patch-printing command's stdout redirected): the cheap test that keeps every
// command after other git commands off patchesRead.
func writesPatchFiles(c *shell.Command) bool {
	if c.NameDynamic || c.Normalised() != "git" {
		return false
	}
	call := c.Call()
	return call.WritesPatches() || len(c.Redirects) > 0 && call.PrintsPatches()
}

// historyOf is the secret file a git command's patches may print from the history of the
// repository it works in ("" when none), with its rule and reason.
func (j *cmdJudge) historyOf(c *shell.Command) (p, rule, why string) {
	call := c.Call()
	dir := call.Cwd // after git -C DIR
	if dir == "" {
		dir = c.Cwd
	}
	return historySecret(j.g, dir, j.ev.Home, pathspecs(call), call)
}

// ofHistory reports a patch-printing git command whose patches come from commits: a show of
// REV:path is judged as a read of that path (shell/spec), and a diff is of the history only
// when it names a revision.
func ofHistory(call *spec.Call) bool {
	ops := call.Operands()
	if specs, ok := call.Pathspecs(); ok {
		ops = ops[:len(ops)-len(specs)]
	}
	switch call.Path[1] {
	case "show":
		for _, w := range ops {
			if strings.Contains(w.S, ":") {
				return false
			}
		}
	case "diff":
		return revisions(ops) > 0
	}
	return true
}

// revisions counts the operands of a git diff before -- that name commits rather than files:
// a name with ~, ^, .., @ or a hash; a plain word is taken for one when no file of its name
// exists is too costly to ask here, so a bare word counts too unless it holds a slash or a dot.
func revisions(ops []spec.Word) int {
	n := 0
	for _, w := range ops {
		a := w.S
		if strings.ContainsAny(a, "~^@") || strings.Contains(a, "..") || a == "HEAD" || a == "FETCH_HEAD" || a == "ORIG_HEAD" ||
			!strings.ContainsAny(a, "/.") {
			n++
		}
	}
	return n
}

// pathspecs are the paths after --, with their exclusions marked by a leading "!".
func pathspecs(call *spec.Call) []string {
	ws, _ := call.Pathspecs()
	var out []string
	for _, w := range ws {
		p := w.S
		if w.Dyn {
			return nil // a pathspec known only when it runs may name the file: all of the history
		}
		if rest, ok := strings.CutPrefix(p, ":!"); ok {
			p = "!" + rest
		} else if rest, ok := strings.CutPrefix(p, ":(exclude)"); ok {
			p = "!" + rest
		}
		out = append(out, strings.TrimPrefix(p, "./"))
	}
	return out
}

// inSpecs reports whether a repository path is among the pathspecs (all when none).
func inSpecs(p string, specs []string) bool {
	in, any := false, false
	for _, s := range specs {
		ex := strings.HasPrefix(s, "!")
		s = strings.TrimSuffix(strings.TrimPrefix(s, "!"), "/")
		m := s == "" || s == "." || p == s || strings.HasPrefix(p, s+"/")
		if !m {
			m, _ = path.Match(s, p)
			if !m {
				m, _ = path.Match(s, path.Base(p))
			}
		}
		if ex {
			if m {
				return false
			}
			continue
		}
		any = true
		in = in || m
	}
	return in || !any
}

// historySecret finds a secret file that a recent commit of the repository at dir added,
// changed or removed: its path relative to the work tree, and the rule and reason that make
// it secret; "" when there is none (or no repository). The walk starts from the commits the
// command prints (historyTips; HEAD alone for a nil call) and goes breadth first, so each
// tip's recent commits come before any one's old ones, within one budget of commits.
func historySecret(g *Guard, dir, home string, specs []string, call *spec.Call) (p, rule, why string) {
	r, err := gitread.Open(dir)
	if err != nil {
		return "", "", ""
	}
	defer r.Close()
	h := &historyWalk{r: r, budget: maxHistoryEntries, seen: map[string]bool{}}
	queue := historyTips(r, call)
	for n := 0; len(queue) > 0 && n < maxHistoryCommits && h.budget > 0; n++ {
		c := queue[0]
		queue = queue[1:]
		if h.seen[string(c)] {
			continue
		}
		h.seen[string(c)] = true
		tree, parents, ok := h.commit(c)
		if !ok {
			continue
		}
		var ptree gitread.Hash
		if len(parents) > 0 {
			ptree, _, _ = h.commit(parents[0])
		}
		for _, changed := range h.changed(tree, ptree, "") {
			if !inSpecs(changed.path, specs) {
				continue
			}
			if rl, w := secretFile(paths.Join(r.WorkTree, filepath.FromSlash(changed.path)), home); rl != "" && !h.public(g, rl, changed) {
				return changed.path, rl, w
			}
		}
		queue = append(queue, parents...)
	}
	return "", "", ""
}

type historyWalk struct {
	r      *gitread.Repo
	budget int
	seen   map[string]bool
}

// commit reads a commit's tree and parents.
func (h *historyWalk) commit(c gitread.Hash) (gitread.Hash, []gitread.Hash, bool) {
	t, data, err := h.r.Object(c)
	if err != nil || t != "commit" {
		return nil, nil, false
	}
	var tree gitread.Hash
	var parents []gitread.Hash
	for _, line := range bytes.Split(data, []byte("\n")) {
		if len(line) == 0 {
			break // the message follows the headers
		}
		k, v, _ := bytes.Cut(line, []byte(" "))
		b, err := hex.DecodeString(string(v))
		if err != nil {
			continue
		}
		switch string(k) {
		case "tree":
			tree = b
		case "parent":
			parents = append(parents, b)
		}
	}
	return tree, parents, tree != nil
}

// changedBlob is a path two trees hold different blobs at, and the blob on each side (nil
// where that side has none).
type changedBlob struct {
	path string
	a, b gitread.Hash
}

// public reports a file the name rules call secret whose every version here is public by
// its content, as the same file in the work tree is judged (readpath.go): a .pem of
// certificates and public keys only, a committed .env.development or .env.test that holds no
// credential. A version that cannot be read is no such promise.
func (h *historyWalk) public(g *Guard, rule string, c changedBlob) bool {
	base := strings.ToLower(path.Base(c.path))
	pem := rule == "key-file" && strings.HasSuffix(base, ".pem")
	if !pem && !(rule == "dotenv" && g != nil && sharedEnvName(base)) {
		return false
	}
	n := 0
	for _, b := range [2]gitread.Hash{c.a, c.b} {
		if b == nil {
			continue
		}
		data, err := h.r.Blob(b)
		if err != nil || len(data) > 4<<20 {
			return false
		}
		if pem && !publicPEMText(string(data)) || !pem && g.holdsCredentials(c.path, data) {
			return false
		}
		n++
	}
	return n > 0
}

// changed lists the blobs that differ between two trees (b nil: the root commit, all of
// a), descending only into subtrees whose hashes differ. Entries are taken in the trees' own
// order, never a map's: which secret file a command is blocked for, and whether the entry
// budget runs out before one is found, must not change from one call to the next.
func (h *historyWalk) changed(a, b gitread.Hash, prefix string) []changedBlob {
	if h.budget <= 0 || bytes.Equal(a, b) {
		return nil
	}
	ea := h.entries(a)
	eb := h.entries(b)
	inB := make(map[string]gitread.Entry, len(eb))
	for _, y := range eb {
		inB[y.Name] = y
	}
	var out []changedBlob
	inA := make(map[string]bool, len(ea))
	for _, x := range ea {
		inA[x.Name] = true
		y, ok := inB[x.Name]
		if ok && bytes.Equal(x.Hash, y.Hash) {
			continue
		}
		out = append(out, h.diffEntry(prefix+x.Name, x, y, ok)...)
	}
	for _, y := range eb {
		if !inA[y.Name] {
			out = append(out, h.diffEntry(prefix+y.Name, gitread.Entry{}, y, true)...)
		}
	}
	return out
}

// diffEntry lists what one changed entry holds: itself for a blob, the changed paths below
// it for a tree on either side.
func (h *historyWalk) diffEntry(p string, x, y gitread.Entry, hasY bool) []changedBlob {
	var ta, tb gitread.Hash
	if x.IsTree() {
		ta = x.Hash
	}
	if hasY && y.IsTree() {
		tb = y.Hash
	}
	var out []changedBlob
	if ta != nil || tb != nil {
		out = h.changed(ta, tb, p+"/")
	}
	c := changedBlob{path: p}
	if x.Hash != nil && !x.IsTree() {
		c.a = x.Hash
	}
	if hasY && y.Hash != nil && !y.IsTree() {
		c.b = y.Hash
	}
	if c.a != nil || c.b != nil {
		out = append(out, c)
	}
	return out
}

func (h *historyWalk) entries(t gitread.Hash) []gitread.Entry {
	if t == nil {
		return nil
	}
	es, err := h.r.Tree(t)
	if err != nil {
		return nil
	}
	h.budget -= len(es)
	return es
}

// treeHistory judges a git command that prints files as a commit holds them, whole or the
// lines that match: git grep given revisions (`git grep KEY HEAD~3`) and git archive of a
// tree-ish. A secret file in that commit's tree is printed though none of its name exists now.
// A revision gitread cannot follow (HEAD@{1}, REV:dir) is judged by the recent history, as a
// patch is. Only names (grep -l, -c, -q) print nothing of a file.
func (j *cmdJudge) treeHistory(c *shell.Command) *hit {
	if c.Remote || c.Cwd == "" {
		return nil
	}
	call := c.Call()
	revs, specs := treeRevisions(call)
	if len(revs) == 0 {
		return nil
	}
	dir := call.Cwd
	if dir == "" {
		dir = c.Cwd
	}
	p, rule, why := treeSecret(j.g, dir, j.ev.Home, revs, specs)
	if p == "" {
		return nil
	}
	return &hit{rule, "`" + strings.Join(call.Path, " ") + "` prints files as a commit holds them, and " + p + " is among them, " + why,
		"Search or export the work tree instead, or leave the file out with a pathspec (`git grep KEY REV -- . ':!" + p + "'`)."}
}

// treeRevisions are the revisions a git grep or git archive reads whole trees of, and its
// pathspecs; none for any other command. git grep's revisions are its operands after the
// pattern and before --; git archive's the first operand, its pathspecs the rest.
func treeRevisions(call *spec.Call) (revs []spec.Word, specs []string) {
	if len(call.Path) < 2 || call.Path[0] != "git" {
		return nil, nil
	}
	ops := call.Operands()
	switch call.Path[1] {
	case "grep":
		if call.HasAny("l", "L", "c", "q", "no-index", "untracked", "cached") {
			return nil, nil // names or counts only; or the work tree and index, judged as reads
		}
		if ps, ok := call.Pathspecs(); ok {
			ops = ops[:len(ops)-len(ps)]
		}
		if !call.Has("e") && !call.Has("f") && len(ops) > 0 {
			ops = ops[1:] // the pattern
		}
		return ops, pathspecs(call)
	case "archive":
		if call.Has("l") || len(ops) == 0 {
			return nil, nil
		}
		for _, w := range ops[1:] {
			if w.Dyn {
				return ops[:1], nil
			}
			specs = append(specs, strings.TrimPrefix(w.S, "./"))
		}
		return ops[:1], specs
	}
	return nil, nil
}

// treeSecret finds a secret file in the tree of one of revs, within specs; a revision that
// is no file and cannot be followed here is judged by the recent history (historySecret).
func treeSecret(g *Guard, dir, home string, revs []spec.Word, specs []string) (p, rule, why string) {
	r, err := gitread.Open(dir)
	if err != nil {
		return "", "", ""
	}
	defer r.Close()
	h := &historyWalk{r: r, budget: maxHistoryEntries, seen: map[string]bool{}}
	for _, w := range revs {
		if !w.Dyn && exists(filepath.Join(dir, w.S)) {
			continue // git grep KEY src/: a path, judged as a read
		}
		c, err := r.Resolve(w.S)
		if w.Dyn || err != nil {
			if w.Dyn || strings.ContainsAny(w.S, "~^@:{") || isHexWord(w.S) {
				return historySecret(g, dir, home, specs, nil)
			}
			continue // a word git takes for a path
		}
		tree, _, ok := h.commit(c)
		if !ok {
			continue
		}
		for _, f := range h.changed(tree, nil, "") {
			if !inSpecs(f.path, specs) {
				continue
			}
			if rl, wy := secretFile(filepath.Join(r.WorkTree, filepath.FromSlash(f.path)), home); rl != "" && !h.public(g, rl, f) {
				return f.path, rl, wy
			}
		}
	}
	return "", "", ""
}

func isHexWord(s string) bool {
	if len(s) < 4 {
		return false
	}
	_, err := hex.DecodeString(s[:len(s)&^1])
	return err == nil
}
