// Package gitrebase reads what a git rebase replays, for the guards that judge the files a
// rebase leaves in the work tree (self: hookguard's own files; migrations: applied ones).
//
// A rebase does not take its files from the revision it names: it replays the commits after
// the upstream, up to HEAD, onto a base (--onto, else the upstream). Where the upstream is
// HEAD's own ancestor along first parents (git rebase -i HEAD~3, git rebase --root, git
// rebase -i with an upstream HEAD is ahead of), those commits can be read, and a file ends as:
//   - replayed in full (no -i): the base's version patched with what the commits change, so
//     the file is HEAD's where the base has the upstream's or HEAD's version (a rebase onto
//     one's own ancestor); anything else (--onto an older commit, which drops the commits
//     between) may change it;
//   - with -i, the todo can drop or reorder any of those commits: only a file that is the same
//     in the base, the upstream and every replayed commit as in HEAD is sure to stay.
//
// Anything else (a merge among the commits, an upstream that is not an ancestor, a branch
// operand, a step of a rebase under way) is not read here: the guards judge it as before.
package gitrebase

import (
	"bytes"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/shell/spec"
)

// maxCommits bounds the commits read for one rebase.
const maxCommits = 256

// Rebase is a rebase whose replayed commits were read.
type Rebase struct {
	Upstream    string // as written; "" for the branch's upstream or --root
	Root        bool
	Interactive bool
	Head        gitread.Hash
	Up, Onto    gitread.Hash   // nil for --root: nothing
	Replayed    []gitread.Hash // HEAD first, back to the upstream (excluded)
}

// Read reads a rebase from the spec's parse of its call; ok is false where it is not one read
// here.
func Read(call *spec.Call, repo *gitread.Repo) (*Rebase, bool) {
	if call == nil || repo == nil || len(call.Path) != 2 || call.Path[0] != "git" || call.Path[1] != "rebase" ||
		call.HasAny("continue", "skip", "abort", "quit", "edit-todo", "show-current-patch") {
		return nil, false
	}
	r := &Rebase{Root: call.Has("root"), Interactive: call.Has("i")}
	ops := call.Operands()
	switch {
	case len(ops) > 1 || r.Root && len(ops) > 0:
		return nil, false
	case len(ops) == 1:
		if ops[0].Dyn || ops[0].S == "" {
			return nil, false
		}
		r.Upstream = ops[0].S
	}
	var err error
	var ok bool
	if r.Head, err = headOf(repo); err != nil {
		return nil, false
	}
	switch {
	case r.Root:
	case r.Upstream == "":
		var found bool
		if _, r.Up, found, err = repo.Upstream(); err != nil || !found {
			return nil, false
		}
	default:
		if r.Up, err = repo.Resolve(r.Upstream); err != nil {
			return nil, false
		}
	}
	r.Onto = r.Up
	if v, ok := call.Value("onto"); ok {
		if v.Dyn || v.S == "" {
			return nil, false
		}
		if r.Onto, err = repo.Resolve(v.S); err != nil {
			return nil, false
		}
	}
	if r.Replayed, ok = replayed(repo, r.Head, r.Up); !ok {
		return nil, false
	}
	return r, true
}

func headOf(repo *gitread.Repo) (gitread.Hash, error) {
	_, h, err := repo.Head()
	if err == nil && h.IsZero() {
		err = gitread.ErrNotFound
	}
	return h, err
}

// replayed lists the commits from head back to up, up excluded, along first parents (to the
// first commit where up is nil); ok is false where a merge is among them, up is not reached,
// or there are too many to read.
func replayed(repo *gitread.Repo, head, up gitread.Hash) ([]gitread.Hash, bool) {
	var out []gitread.Hash
	for h := head; ; {
		if !up.IsZero() && bytes.Equal(h, up) {
			return out, true
		}
		if len(out) >= maxCommits {
			return nil, false
		}
		parents, err := repo.Parents(h)
		if err != nil || len(parents) > 1 {
			return nil, false
		}
		out = append(out, h)
		if len(parents) == 0 {
			return out, up.IsZero()
		}
		h = parents[0]
	}
}

// Keeps reports whether the rebase leaves a file as HEAD has it. same reports whether the
// file is the same in two commits (a nil commit has no files).
func (r *Rebase) Keeps(same func(a, b gitread.Hash) bool) bool {
	if !r.Interactive {
		return same(r.Onto, r.Head) || same(r.Onto, r.Up)
	}
	if !same(r.Onto, r.Head) || !same(r.Up, r.Head) {
		return false
	}
	for _, h := range r.Replayed {
		if !same(h, r.Head) {
			return false
		}
	}
	return true
}
