// Package gitbisect reads which commits a git bisect step can check out, for the guards that
// judge the files a checkout leaves in the work tree (self: hookguard's own files;
// migrations: applied ones).
//
// A bisection checks out commits between the bad one and the good ones: those reachable from
// the bad commit without passing a good one. Which of them it picks depends on verdicts still
// to come, so a step is judged by all of them. The ends are the ones the command names and the
// ones .git records for the bisection under way (refs/bisect/, in BISECT_TERMS' terms). Where
// they cannot be read (a revision only known when it runs, a replayed log, refs packed away)
// or the range holds more than maxCommits, Read says so and the guards judge the step as
// before.
package gitbisect

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// maxCommits bounds the commits read for one bisection step.
const maxCommits = 256

// Step is a bisection step whose commits were read.
type Step struct {
	Head    gitread.Hash
	Commits []gitread.Hash // what it can check out; none where it checks nothing out
}

// Read reads a git bisect step from the spec's parse of its call; ok is false where it is not
// one read here.
func Read(call *spec.Call, repo *gitread.Repo) (*Step, bool) {
	if call == nil || repo == nil || len(call.Path) < 2 || call.Path[0] != "git" || call.Path[1] != "bisect" {
		return nil, false
	}
	bad, goods, ok := ends(call, repo)
	if !ok {
		return nil, false
	}
	st := &Step{}
	if bad == nil || len(goods) == 0 {
		return st, true // without both ends git checks nothing out
	}
	if _, st.Head, _ = repo.Head(); st.Head.IsZero() {
		return nil, false
	}
	if st.Commits, ok = between(repo, bad, goods); !ok {
		return nil, false
	}
	return st, true
}

// Keeps reports whether every commit the step can check out has a file as HEAD has it. same
// reports whether the file is the same in two commits.
func (st *Step) Keeps(same func(a, b gitread.Hash) bool) bool {
	for _, h := range st.Commits {
		if !same(h, st.Head) {
			return false
		}
	}
	return true
}

// ends is the bad commit and the good ones a step leaves the bisection with: those the
// command names, added to the ones .git records (start begins afresh). ok is false where they
// cannot be known.
func ends(call *spec.Call, repo *gitread.Repo) (bad gitread.Hash, goods []gitread.Hash, ok bool) {
	revs, sub, ok := words(call)
	if !ok {
		return nil, nil, false
	}
	resolve := func(rev string) (gitread.Hash, bool) {
		h, err := repo.Resolve(rev)
		return h, err == nil
	}
	if sub == "start" {
		if len(revs) < 2 {
			return nil, nil, true
		}
		if bad, ok = resolve(revs[0]); !ok {
			return nil, nil, false
		}
		for _, r := range revs[1:] {
			h, ok := resolve(r)
			if !ok {
				return nil, nil, false
			}
			goods = append(goods, h)
		}
		return bad, goods, true
	}
	newTerm, oldTerm, bad, goods, under, ok := underWay(repo)
	switch {
	case !ok:
		return nil, nil, false
	case !under:
		return nil, nil, true // git asks to start one first: a verdict then knows only one end
	}
	if len(revs) == 0 {
		revs = []string{"HEAD"} // a verdict without a revision is HEAD's
	}
	switch {
	case sub == newTerm || sub == "bad" || sub == "new":
		if bad, ok = resolve(revs[0]); !ok {
			return nil, nil, false
		}
	case sub == oldTerm || sub == "good" || sub == "old":
		for _, r := range revs {
			h, ok := resolve(r)
			if !ok {
				return nil, nil, false
			}
			goods = append(goods, h)
		}
	case sub == "skip" || sub == "next" || sub == "run":
		// The range stays; skip only marks commits in it.
	default:
		return nil, nil, false // replay, and anything not read here
	}
	return bad, goods, true
}

// words is the step's subcommand and the revisions it names (before any --).
func words(call *spec.Call) (revs []string, sub string, ok bool) {
	if len(call.Path) > 2 {
		return nil, call.Path[2], call.Path[2] == "run" // git bisect run CMD: CMD is no revision
	}
	sep := separator(call)
	for n, i := range call.P.Operands {
		if sep >= 0 && i > sep {
			break
		}
		w := call.Words[i]
		if w.Dyn {
			return nil, "", false
		}
		if n == 0 {
			sub = w.S
			continue
		}
		revs = append(revs, w.S)
	}
	return revs, sub, sub != ""
}

// underWay reads the bisection under way, if any (under): its terms, its bad commit and its
// good ones, as refs/bisect/ holds them. ok is false where a bisection is under way whose refs
// cannot all be read here (packed, or unreadable).
func underWay(repo *gitread.Repo) (newTerm, oldTerm string, bad gitread.Hash, goods []gitread.Hash, under, ok bool) {
	newTerm, oldTerm = "bad", "good"
	if b, err := state.ReadFile(filepath.Join(repo.GitDir, "BISECT_TERMS"), 4096); err == nil {
		if f := strings.Fields(string(b)); len(f) == 2 {
			newTerm, oldTerm = f[0], f[1]
		}
	}
	if _, err := os.Lstat(filepath.Join(repo.GitDir, "BISECT_START")); err != nil {
		return newTerm, oldTerm, nil, nil, false, errors.Is(err, os.ErrNotExist)
	}
	if packed, err := state.ReadFile(filepath.Join(repo.CommonDir, "packed-refs"), gitread.MaxFile); err == nil && bytes.Contains(packed, []byte("refs/bisect/")) {
		return "", "", nil, nil, true, false
	}
	names, err := os.ReadDir(filepath.Join(repo.GitDir, "refs", "bisect"))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return "", "", nil, nil, true, false
	}
	for _, e := range names {
		name := e.Name()
		if name != newTerm && !strings.HasPrefix(name, oldTerm+"-") {
			continue // skipped commits
		}
		h, err := repo.Ref("refs/bisect/" + name)
		if err != nil {
			return "", "", nil, nil, true, false
		}
		if name == newTerm {
			bad = h
		} else {
			goods = append(goods, h)
		}
	}
	return newTerm, oldTerm, bad, goods, true, true
}

// between lists the commits reachable from bad without passing a good one, bad among
// them; ok is false where there are more than maxCommits.
func between(repo *gitread.Repo, bad gitread.Hash, goods []gitread.Hash) ([]gitread.Hash, bool) {
	stop := map[string]bool{}
	for _, g := range goods {
		stop[g.String()] = true
	}
	var out []gitread.Hash
	seen := map[string]bool{}
	for queue := []gitread.Hash{bad}; len(queue) > 0; {
		h := queue[0]
		queue = queue[1:]
		k := h.String()
		if stop[k] || seen[k] {
			continue
		}
		seen[k] = true
		if len(out) >= maxCommits {
			return nil, false
		}
		out = append(out, h)
		parents, err := repo.Parents(h)
		if err != nil {
			return nil, false
		}
		queue = append(queue, parents...)
	}
	return out, true
}

// separator is the index among call's words of the -- that ends the options, or -1.
func separator(call *spec.Call) int {
	for i, w := range call.Words {
		if w.S == "--" && !w.Dyn && !isOperand(call, i) {
			return i
		}
	}
	return -1
}

func isOperand(call *spec.Call, i int) bool {
	for _, j := range call.P.Operands {
		if j == i {
			return true
		}
	}
	return false
}
