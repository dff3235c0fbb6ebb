package self

import (
	"path/filepath"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/guards/internal/gitbisect"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
)

// bisectWrite judges a bisection step by every commit it can check out (package gitbisect):
// it leaves hookguard's files alone where each of those has them as HEAD has them. ok is false
// where the step cannot be read, and it is judged as before: blocked where any of hookguard's
// files is there to change.
func (s *scope) bisectWrite(c *shell.Command, repo *gitread.Repo, prefixes []string) (hookguard.Verdict, bool) {
	if c == nil {
		return hookguard.Verdict{}, false
	}
	st, ok := gitbisect.Read(c.Call(), repo)
	if !ok {
		return hookguard.Verdict{}, false
	}
	if len(st.Commits) == 0 {
		return hookguard.Allowed(), true
	}
	g := &gitView{repo: repo, prefixes: prefixes}
	want, err := g.tree(st.Head)
	if err != nil {
		return hookguard.Verdict{}, false
	}
	for _, commit := range st.Commits {
		t, err := g.tree(commit)
		if err != nil {
			return hookguard.Verdict{}, false
		}
		f, differs := firstDifference(want, t)
		if !differs {
			continue
		}
		h, _ := s.own(paths.Join(repo.WorkTree, filepath.FromSlash(f)), false)
		what := "one of hookguard's own files"
		if h.what != "" {
			what = h.what
		}
		return block("git-worktree", "`git bisect` can check out "+commit.String()[:12]+", whose "+f+" ("+what+
			") is not HEAD's: the commits between the bad one and the good ones do not all have hookguard's files as HEAD has them. "+
			"A bisection over commits that leave them alone passes; otherwise the user runs it, or `hookguard install` again after it."+byHand), true
	}
	return hookguard.Allowed(), true
}

// firstDifference is the first file, in name order, whose version differs between a and b.
func firstDifference(a, b map[string]version) (string, bool) {
	var diff []string
	for f, v := range a {
		if b[f] != v {
			diff = append(diff, f)
		}
	}
	for f := range b {
		if _, ok := a[f]; !ok {
			diff = append(diff, f)
		}
	}
	if len(diff) == 0 {
		return "", false
	}
	first := diff[0]
	for _, f := range diff[1:] {
		first = min(first, f)
	}
	return first, true
}
