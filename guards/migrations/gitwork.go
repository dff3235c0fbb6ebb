package migrations

import (
	"bytes"
	"strings"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/guards/internal/gitbisect"
	"github.com/hookguard/hookguard/guards/internal/gitrebase"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// Every git command that rewrites the work tree from git's own history (switch, checkout of
// a branch, merge, pull, rebase, revert, cherry-pick, stash apply, a bisection step: every
// commit it can check out) is an edit of an applied migration only where the version it
// leaves differs from the applied one, read from .git:
// git switch main when already there, git revert of a commit that touched .gitignore, git
// stash pop of a stash that changed src/ leave every applied migration as it was. What puts
// back committed state or goes on with an operation already judged when it began (--abort,
// --quit, --continue, --skip) makes no new edit. A revision that cannot be read here (a
// range, a reflog entry, one known only when the command runs) keeps the old answer: every
// applied migration below the work tree may change.

// gitKeeps returns, for a git work-tree write, which applied migrations it leaves as they
// are; for any other effect, none.
func (p *project) gitKeeps(c *shell.Command, e spec.Effect) func(rel string) bool {
	none := func(string) bool { return false }
	if c == nil || !e.Tree || e.Class != "worktree" {
		return none
	}
	call := c.Call()
	if len(call.Path) < 2 || call.Path[0] != "git" {
		return none
	}
	if call.HasAny("abort", "quit", "continue", "skip") {
		return func(string) bool { return true }
	}
	r, err := p.open()
	if err != nil || r == nil {
		return none
	}
	ops := call.Operands()
	for _, w := range ops {
		if w.Dyn {
			return none
		}
	}
	switch sub := strings.Join(call.Path[1:], " "); sub {
	case "pull", "merge", "rebase":
		if rb, ok := gitrebase.Read(call, r); ok {
			// The commits it replays can be read: a file stays where they leave HEAD's.
			return func(rel string) bool { return rb.Keeps(sameFile(r, rel)) }
		}
		src := syncSource(r, call, ops)
		return func(rel string) bool { return p.sameAsApplied(src, rel) }
	case "switch", "checkout":
		// The files come from the one revision named (-c/-b take the new branch's name as
		// their value, so the operand is its start), else HEAD; more operands are paths, a
		// forced rewrite judged as an edit.
		rev := "HEAD"
		switch {
		case len(ops) == 1:
			rev = ops[0].S
		case len(ops) > 1:
			return none
		}
		src, _ := r.Resolve(rev)
		return func(rel string) bool { return p.sameAsApplied(src, rel) }
	case "bisect", "bisect run":
		// Every commit the step can check out (package gitbisect): a file stays where each
		// has HEAD's version.
		if st, ok := gitbisect.Read(call, r); ok {
			return func(rel string) bool { return st.Keeps(sameFile(r, rel)) }
		}
	case "revert", "cherry-pick":
		if len(ops) != 1 || strings.Contains(ops[0].S, "..") {
			return none
		}
		h, _ := r.Resolve(ops[0].S)
		return p.untouchedBy(r, h)
	case "stash apply", "stash pop", "stash branch":
		stash := "stash"
		if n := len(ops); sub == "stash branch" && n == 2 || sub != "stash branch" && n == 1 {
			stash = ops[n-1].S
		}
		if stash != "stash" && stash != "stash@{0}" {
			return none
		}
		h, err := r.Ref("refs/stash")
		if err != nil {
			return func(string) bool { return true } // no stash: git changes nothing
		}
		return p.untouchedBy(r, h)
	}
	return none
}

// bringsRevision reports a work-tree write that takes its files from another revision
// rather than putting back what HEAD or the index holds: git checkout BRANCH, git stash
// apply, pop or branch. It is judged by the version it brings (gitKeeps), not excused as a
// restore.
func (p *project) bringsRevision(e spec.Effect) bool {
	if p.cmd == nil || e.Class != "worktree" || !e.Tree {
		return false
	}
	switch e.By {
	case "git stash apply", "git stash pop", "git stash branch":
		return true
	case "git checkout":
		return len(p.cmd.Call().Operands()) == 1
	}
	return false
}

// untouchedBy returns which files a commit (a revert's, a cherry-pick's, a stash's) leaves
// as its first parent had them: applying or undoing its change leaves them alone.
func (p *project) untouchedBy(r *gitread.Repo, h gitread.Hash) func(string) bool {
	var par gitread.Hash
	if h != nil {
		par, _ = r.Parent(h, 1)
	}
	if par == nil {
		return func(string) bool { return false }
	}
	return func(rel string) bool {
		a, aok, aerr := r.Lookup(h, rel)
		b, bok, berr := r.Lookup(par, rel)
		return aerr == nil && berr == nil && aok == bok && bytes.Equal(a.Hash, b.Hash) && a.Mode == b.Mode
	}
}

// sameFile compares rel in two commits (a nil commit has no files); one that cannot be read
// is not the same.
func sameFile(r *gitread.Repo, rel string) func(a, b gitread.Hash) bool {
	return func(a, b gitread.Hash) bool {
		if bytes.Equal(a, b) {
			return true
		}
		var ea, eb gitread.Entry
		var aok, bok bool
		var err error
		if !a.IsZero() {
			if ea, aok, err = r.Lookup(a, rel); err != nil {
				return false
			}
		}
		if !b.IsZero() {
			if eb, bok, err = r.Lookup(b, rel); err != nil {
				return false
			}
		}
		return aok == bok && bytes.Equal(ea.Hash, eb.Hash) && ea.Mode == eb.Mode
	}
}
