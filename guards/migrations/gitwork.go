package migrations

import (
	"bytes"
	"encoding/hex"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// Every git command that rewrites the work tree from git's own history (switch, checkout of
// a branch, merge, pull, rebase, revert, cherry-pick, stash apply) is an edit of an applied
// migration only where the version it leaves differs from the applied one, read from .git:
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
		src := resolveRev(r, rev)
		return func(rel string) bool { return p.sameAsApplied(src, rel) }
	case "revert", "cherry-pick":
		if len(ops) != 1 || strings.Contains(ops[0].S, "..") {
			return none
		}
		return p.untouchedBy(r, resolveRev(r, ops[0].S))
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
		par = nthParent(r, h, 1)
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

// resolveRev resolves a revision: what resolveSimple knows, HEAD and @, each followed by
// ~N and ^N. nil when it cannot be read here.
func resolveRev(r *gitread.Repo, rev string) gitread.Hash {
	base, ops := rev, ""
	if i := strings.IndexAny(rev, "~^"); i > 0 {
		base, ops = rev[:i], rev[i:]
	}
	var h gitread.Hash
	if base == "HEAD" || base == "@" {
		_, hh, err := r.Head()
		if err != nil || hh.IsZero() {
			return nil
		}
		h = hh
	} else if h = resolveSimple(r, base); h == nil {
		return nil
	}
	for ops != "" && h != nil {
		op := ops[0]
		j := 1
		for j < len(ops) && ops[j] >= '0' && ops[j] <= '9' {
			j++
		}
		n := 1
		if j > 1 {
			n, _ = strconv.Atoi(ops[1:j])
		}
		ops = ops[j:]
		switch {
		case op == '~':
			for ; n > 0 && h != nil; n-- {
				h = nthParent(r, h, 1)
			}
		case op == '^' && n > 0:
			h = nthParent(r, h, n)
		case op != '^':
			return nil
		}
	}
	return h
}

// nthParent reads a commit's n-th parent; nil for a root commit or anything unreadable.
func nthParent(r *gitread.Repo, h gitread.Hash, n int) gitread.Hash {
	typ, data, err := r.Object(h)
	if err != nil || typ != "commit" {
		return nil
	}
	k := 0
	for _, line := range bytes.Split(data, []byte("\n")) {
		if len(line) == 0 {
			break
		}
		if hx, ok := bytes.CutPrefix(line, []byte("parent ")); ok {
			if k++; k == n {
				b, err := hex.DecodeString(string(hx))
				if err != nil {
					return nil
				}
				return b
			}
		}
	}
	return nil
}
