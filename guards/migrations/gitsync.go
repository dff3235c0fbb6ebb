package migrations

import (
	"bytes"
	"strings"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/shell/spec"
)

// A merge, pull or rebase rewrites the work tree with another commit's files. It edits an
// applied migration only where that commit's version differs from the applied one: syncing
// with the upstream (git pull when HEAD already equals it, git merge origin/main, git rebase
// @{u}) brings the applied version itself and passes. A commit that lacks the file, or whose
// commit cannot be read here, is still judged as an edit: whether the merge deletes it would
// take the merge base, and a rare false block there is cheaper than a missed deletion.

// syncSource is the commit a merge-like tree write (git pull, merge or rebase, its call and
// its operands, none dynamic, as gitKeeps found them) takes its files from; nil when the
// revision is only known when the command runs.
func syncSource(r *gitread.Repo, call *spec.Call, ops []spec.Word) gitread.Hash {
	var rev string
	switch call.Path[1] {
	case "pull":
		switch {
		case len(ops) == 0:
			rev = "@{u}"
		case len(ops) == 2 && !strings.ContainsAny(ops[0].S, "/:") && !strings.ContainsAny(ops[1].S, ":*"):
			rev = "refs/remotes/" + ops[0].S + "/" + ops[1].S
		default:
			return nil // a URL or several refspecs: what is fetched is not known here
		}
	case "merge", "rebase":
		switch {
		case len(ops) == 0:
			rev = "@{u}"
		case len(ops) == 1 && !call.Has("onto"):
			rev = ops[0].S
		default:
			return nil
		}
	default:
		return nil
	}
	h, _ := r.Resolve(rev)
	return h
}

// sameAsApplied reports whether the commit src holds the applied version of rel.
func (p *project) sameAsApplied(src gitread.Hash, rel string) bool {
	if src == nil || p.repo == nil {
		return false
	}
	if bytes.Equal(src, p.at) {
		return true
	}
	a, ok, err := p.repo.Lookup(p.at, rel)
	if err != nil || !ok {
		return false
	}
	b, ok, err := p.repo.Lookup(src, rel)
	return err == nil && ok && bytes.Equal(a.Hash, b.Hash) && a.Mode == b.Mode
}
