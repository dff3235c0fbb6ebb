package self

import (
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/guards/internal/gitrebase"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// rebaseWrite judges a rebase by the commits it replays (package gitrebase): it changes a
// file of ours only where the version it leaves can differ from HEAD's. ok is false where the
// replayed commits cannot be read, and the rebase is judged as a switch to its base.
func (s *scope) rebaseWrite(e spec.Effect, c *shell.Command, repo *gitread.Repo, prefixes []string) (hookguard.Verdict, bool) {
	if c == nil {
		return hookguard.Verdict{}, false
	}
	r, ok := gitrebase.Read(c.Call(), repo)
	if !ok {
		return hookguard.Verdict{}, false
	}
	g := &gitView{repo: repo, prefixes: prefixes}
	trees := map[string]map[string]version{}
	seen := map[string]bool{}
	for _, h := range append([]gitread.Hash{r.Head, r.Up, r.Onto}, r.Replayed...) {
		if _, done := trees[h.String()]; done {
			continue
		}
		t, err := g.tree(h)
		if err != nil {
			return hookguard.Verdict{}, false
		}
		trees[h.String()] = t
		for f := range t {
			seen[f] = true
		}
	}
	for _, f := range slices.Sorted(maps.Keys(seen)) {
		if r.Keeps(func(a, b gitread.Hash) bool { return trees[a.String()][f] == trees[b.String()][f] }) {
			continue
		}
		show := strings.TrimSpace(e.By + " " + r.Upstream)
		if r.Root {
			show = e.By + " --root"
		}
		h, _ := s.own(paths.Join(repo.WorkTree, filepath.FromSlash(f)), false)
		what := "one of hookguard's own files"
		if h.what != "" {
			what = h.what
		}
		why := "the base it replays the commits onto has another version of it than the commits start from, so what it leaves differs from HEAD's"
		if r.Interactive {
			why = "an interactive rebase can drop or reorder the commits it replays, and its base or one of them has a version of it other than HEAD's"
		}
		return block("git-worktree", "`"+show+"` would change "+f+" in the work tree ("+what+"): "+why+
			". A rebase whose commits leave hookguard's files as HEAD has them passes; otherwise the user runs it, or `hookguard install` again after it."+byHand), true
	}
	return hookguard.Allowed(), true
}
