package git

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/state"
)

// This file is the one part of the adapter that reads: the staged changes, a pushed range, a
// CI range, all from .git through gitread, never by spawning git (a git process costs the
// whole hook budget).

// maxWalk bounds a history walk; a push whose base lies deeper is judged against nothing found
// and says so in an error rather than walking for minutes.
const maxWalk = 500000

type file struct {
	hash gitread.Hash
	mode uint32
}

func regular(mode uint32) bool { return mode == 0o100644 || mode == 0o100755 }

// Staged returns the changes the index holds against HEAD. indexFile, when set, is the index
// git handed the hook in GIT_INDEX_FILE (`git commit -a` and `git commit PATH` stage into a
// temporary index, not .git/index).
func Staged(r *gitread.Repo, indexFile string) ([]hookguard.FileChange, error) {
	idx, err := readIndex(r, indexFile)
	if err != nil {
		return nil, fmt.Errorf("cannot read the staged changes: %w", err)
	}
	_, head, err := r.Head()
	if err != nil {
		return nil, fmt.Errorf("cannot read HEAD: %w", err)
	}
	before, err := treeFiles(r, head)
	if err != nil {
		return nil, err
	}
	after := map[string]file{}
	for _, e := range idx {
		if e.Stage == 0 && regular(e.Mode) {
			after[e.Path] = file{e.Hash, e.Mode}
		}
	}
	return diff(r, before, after)
}

// readIndex reads .git/index, or the index git named in GIT_INDEX_FILE. gitread reads the
// index by its usual name only, so another file is read through a copy under that name.
func readIndex(r *gitread.Repo, indexFile string) ([]gitread.IndexEntry, error) {
	if indexFile == "" {
		return r.Index()
	}
	if !filepath.IsAbs(indexFile) {
		indexFile = filepath.Join(r.WorkTree, indexFile)
	}
	if filepath.Clean(indexFile) == filepath.Join(r.GitDir, "index") {
		return r.Index()
	}
	data, err := state.ReadFile(indexFile, gitread.MaxFile)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "hookguard-index-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	if err := os.WriteFile(filepath.Join(tmp, "index"), data, 0o600); err != nil {
		return nil, err
	}
	alt := *r
	alt.GitDir = tmp
	return alt.Index()
}

// Between returns the changes from base to head (base nil: everything head holds is new).
func Between(r *gitread.Repo, base, head gitread.Hash) ([]hookguard.FileChange, error) {
	before, err := treeFiles(r, base)
	if err != nil {
		return nil, err
	}
	after, err := treeFiles(r, head)
	if err != nil {
		return nil, err
	}
	return diff(r, before, after)
}

// Push is one line git writes on pre-push's stdin.
type Push struct {
	LocalRef, RemoteRef string
	Local, Remote       gitread.Hash // nil for git's all-zero name
}

// ParsePush reads pre-push's stdin: `<local ref> <local sha> <remote ref> <remote sha>` lines.
func ParsePush(data []byte) ([]Push, error) {
	var out []Push
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		if len(f) != 4 {
			return nil, fmt.Errorf("pre-push line %d has %d fields, want `<local ref> <local sha> <remote ref> <remote sha>`", n, len(f))
		}
		l, err1 := objName(f[1])
		rm, err2 := objName(f[3])
		if err := errors.Join(err1, err2); err != nil {
			return nil, fmt.Errorf("pre-push line %d: %v", n, err)
		}
		out = append(out, Push{LocalRef: f[0], Local: l, RemoteRef: f[2], Remote: rm})
	}
	return out, sc.Err()
}

func objName(s string) (gitread.Hash, error) {
	h, err := hex.DecodeString(s)
	if err != nil || (len(h) != 20 && len(h) != 32) {
		return nil, fmt.Errorf("%q is not an object name", s)
	}
	if bytes.Count(h, []byte{0}) == len(h) {
		return nil, nil
	}
	return h, nil
}

// Pushed returns the changes each pushed ref brings to its remote: from the merge base with
// what the remote had (or, for a new branch, with the nearest remote-tracking branch) to the
// pushed commit. A deletion brings nothing.
func Pushed(r *gitread.Repo, pushes []Push) ([]hookguard.FileChange, error) {
	var out []hookguard.FileChange
	seen := map[string]bool{}
	for _, p := range pushes {
		if p.Local == nil {
			continue
		}
		base, err := pushBase(r, p)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p.LocalRef, err)
		}
		ch, err := Between(r, base, p.Local)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p.LocalRef, err)
		}
		for _, c := range ch {
			key := c.Path + "\x00" + c.Text
			if !seen[key] {
				seen[key] = true
				out = append(out, c)
			}
		}
	}
	return out, nil
}

func pushBase(r *gitread.Repo, p Push) (gitread.Hash, error) {
	mine, err := ancestors(r, p.Local)
	if err != nil {
		return nil, err
	}
	var tips []gitread.Hash
	if p.Remote != nil {
		if _, _, err := r.Object(p.Remote); err == nil {
			tips = []gitread.Hash{p.Remote}
		}
	}
	if tips == nil {
		// A new branch, or a remote commit this clone never fetched: what the remote already
		// has is best known from the remote-tracking branches.
		if tips, err = remoteTips(r); err != nil {
			return nil, err
		}
	}
	var best gitread.Hash
	bestD := -1
	for _, t := range tips {
		h, ok, err := firstIn(r, t, mine)
		if err != nil {
			return nil, err
		}
		if ok && (bestD < 0 || mine[string(h)] < bestD) {
			best, bestD = h, mine[string(h)]
		}
	}
	return best, nil
}

// Range resolves "BASE..HEAD" and returns the changes HEAD brings over their merge base, as a
// merge request shows them.
func Range(r *gitread.Repo, spec string) ([]hookguard.FileChange, error) {
	a, b, ok := strings.Cut(spec, "..")
	if !ok || a == "" || b == "" || strings.HasPrefix(b, ".") {
		return nil, fmt.Errorf("--range %q: write it BASE..HEAD (two dots), with refs or full object names", spec)
	}
	base, err := Resolve(r, a)
	if err != nil {
		return nil, err
	}
	head, err := Resolve(r, b)
	if err != nil {
		return nil, err
	}
	mine, err := ancestors(r, head)
	if err != nil {
		return nil, err
	}
	mb, ok, err := firstIn(r, base, mine)
	if err != nil {
		return nil, err
	}
	if !ok {
		mb = nil // unrelated histories: all of HEAD is new
	}
	return Between(r, mb, head)
}

// Resolve reads a revision: a full object name, HEAD, a full ref, or a branch, remote-tracking
// branch or tag name.
func Resolve(r *gitread.Repo, rev string) (gitread.Hash, error) {
	if h, err := objName(rev); err == nil && h != nil {
		if _, _, err := r.Object(h); err != nil {
			return nil, fmt.Errorf("%s: %w", rev, err)
		}
		return h, nil
	}
	for _, name := range []string{rev, "refs/heads/" + rev, "refs/remotes/" + rev, "refs/tags/" + rev} {
		if h, err := r.Ref(name); err == nil {
			return h, nil
		} else if !errors.Is(err, gitread.ErrNotFound) && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
	}
	return nil, fmt.Errorf("%q is not a ref or a full object name in this repository (abbreviated names are not read: give the full one)", rev)
}

// treeFiles lists a commit's regular files; nil lists nothing.
func treeFiles(r *gitread.Repo, commit gitread.Hash) (map[string]file, error) {
	out := map[string]file{}
	if commit == nil {
		return out, nil
	}
	err := r.Walk(commit, "", func(p string, e gitread.Entry) bool {
		if regular(e.Mode) {
			out[p] = file{e.Hash, e.Mode}
		}
		return true
	})
	return out, err
}

// diff turns two listings into file changes carrying only the added lines.
func diff(r *gitread.Repo, before, after map[string]file) ([]hookguard.FileChange, error) {
	var out []hookguard.FileChange
	for p, a := range after {
		b, had := before[p]
		if had && bytes.Equal(a.hash, b.hash) {
			continue
		}
		newData, err := r.Blob(a.hash)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		if binary(newData) {
			continue
		}
		var oldData []byte
		op := hookguard.OpPatchAdd
		if had {
			op = hookguard.OpPatchUpdate
			if oldData, err = r.Blob(b.hash); err != nil {
				return nil, fmt.Errorf("%s: %w", p, err)
			}
		}
		text := Added(oldData, newData)
		if strings.TrimSpace(text) == "" {
			continue
		}
		out = append(out, hookguard.FileChange{Path: filepath.Join(r.WorkTree, filepath.FromSlash(p)), Op: op, Text: text})
	}
	for p := range before {
		if _, ok := after[p]; !ok {
			out = append(out, hookguard.FileChange{Path: filepath.Join(r.WorkTree, filepath.FromSlash(p)), Op: hookguard.OpPatchDelete})
		}
	}
	sortChanges(out)
	return out, nil
}

// Added returns newData with every line that oldData already held blanked, so that line
// numbers stay the file's. A line counts as held while oldData has an unused copy of it: a
// moved line brings nothing new, a duplicated one does. This is linear, with none of a line
// diff's worst cases, and judges exactly the content a change brings.
func Added(oldData, newData []byte) string {
	have := map[string]int{}
	for l := range bytes.SplitSeq(oldData, []byte("\n")) {
		have[string(l)]++
	}
	var b strings.Builder
	b.Grow(len(newData))
	first := true
	for l := range bytes.SplitSeq(newData, []byte("\n")) {
		if !first {
			b.WriteByte('\n')
		}
		first = false
		if have[string(l)] > 0 {
			have[string(l)]--
			continue
		}
		b.Write(l)
	}
	return b.String()
}

// binary is git's own test: a NUL in the first 8000 bytes.
func binary(data []byte) bool {
	return bytes.IndexByte(data[:min(len(data), 8000)], 0) >= 0
}

func sortChanges(cs []hookguard.FileChange) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j].Path < cs[j-1].Path; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// parents reads a commit's parents.
func parents(r *gitread.Repo, h gitread.Hash) ([]gitread.Hash, error) {
	t, data, err := r.Object(h)
	if err != nil {
		return nil, err
	}
	if t != "commit" {
		return nil, fmt.Errorf("object %s is a %s, not a commit", h, t)
	}
	var out []gitread.Hash
	for line := range bytes.SplitSeq(data, []byte("\n")) {
		if len(line) == 0 {
			break
		}
		if rest, ok := bytes.CutPrefix(line, []byte("parent ")); ok {
			p, err := objName(string(rest))
			if err != nil {
				return nil, err
			}
			out = append(out, p)
		}
	}
	return out, nil
}

// ancestors maps every commit reachable from h (h included) to its distance from h.
func ancestors(r *gitread.Repo, h gitread.Hash) (map[string]int, error) {
	dist := map[string]int{string(h): 0}
	queue := []gitread.Hash{h}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		ps, err := parents(r, c)
		if err != nil {
			if errors.Is(err, gitread.ErrNotFound) && len(dist) > 1 {
				continue // a shallow clone's boundary
			}
			return nil, err
		}
		for _, p := range ps {
			if _, ok := dist[string(p)]; !ok {
				if len(dist) >= maxWalk {
					return nil, fmt.Errorf("the history below %s is deeper than %d commits: judge it with --range BASE..HEAD instead", h, maxWalk)
				}
				dist[string(p)] = dist[string(c)] + 1
				queue = append(queue, p)
			}
		}
	}
	return dist, nil
}

// firstIn walks back from h, breadth first, to the first commit in set.
func firstIn(r *gitread.Repo, h gitread.Hash, set map[string]int) (gitread.Hash, bool, error) {
	seen := map[string]bool{string(h): true}
	queue := []gitread.Hash{h}
	for len(queue) > 0 && len(seen) < maxWalk {
		c := queue[0]
		queue = queue[1:]
		if _, ok := set[string(c)]; ok {
			return c, true, nil
		}
		ps, err := parents(r, c)
		if errors.Is(err, gitread.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, false, err
		}
		for _, p := range ps {
			if !seen[string(p)] {
				seen[string(p)] = true
				queue = append(queue, p)
			}
		}
	}
	return nil, false, nil
}

// remoteTips lists the commits of every remote-tracking branch, loose and packed.
func remoteTips(r *gitread.Repo) ([]gitread.Hash, error) {
	names := map[string]bool{}
	base := filepath.Join(r.CommonDir, "refs", "remotes")
	_ = filepath.WalkDir(base, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(r.CommonDir, p)
			names[filepath.ToSlash(rel)] = true
		}
		return nil
	})
	// A packed-refs that is no regular file lists no tips: fewer tips judge more commits.
	if data, err := state.ReadFile(filepath.Join(r.CommonDir, "packed-refs"), gitread.MaxFile); err == nil {
		for line := range strings.SplitSeq(string(data), "\n") {
			if _, name, ok := strings.Cut(strings.TrimSpace(line), " "); ok && strings.HasPrefix(name, "refs/remotes/") {
				names[name] = true
			}
		}
	}
	var out []gitread.Hash
	for n := range names {
		if strings.HasSuffix(n, "/HEAD") {
			continue
		}
		h, err := r.Ref(n)
		if err != nil {
			continue // a dangling or odd ref names no base
		}
		out = append(out, h)
	}
	return out, nil
}
