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
	"github.com/hookguard/hookguard/paths"
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
	b, ok := before(call, repo)
	if !ok {
		return nil, false
	}
	st := &Step{}
	if _, st.Head, _ = repo.Head(); st.Head.IsZero() {
		return nil, false
	}
	if revs, sub, _ := words(call); sub == "reset" {
		// Back where the bisection began, or to the commit named; nothing where none is
		// under way (git says it is not bisecting).
		h, ok := b.resetTo(revs, repo)
		if ok && h != nil {
			st.Commits = []gitread.Hash{h}
		}
		return st, ok
	}
	if !b.step(call, repo) {
		return nil, false
	}
	if !b.under || b.bad == nil || len(b.goods) == 0 {
		return st, true // without both ends git checks nothing out
	}
	if st.Commits, ok = between(repo, b.bad, b.goods); !ok {
		return nil, false
	}
	return st, true
}

// resetTo is the commit git bisect reset checks out: the one named, else the one the
// bisection began at; nil where none is under way. ok is false where it cannot be known.
func (b *bisection) resetTo(revs []string, repo *gitread.Repo) (gitread.Hash, bool) {
	rev := b.startAt
	switch {
	case !b.under:
		return nil, true
	case len(revs) > 0:
		if rev = revs[0]; b.moved && movesWithHead(rev) {
			return nil, false
		}
	case rev == "":
		return nil, false
	}
	h, err := repo.Resolve(rev)
	return h, err == nil
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

// bisection is what a bisection's ends are at some point of the line: its terms, its bad
// commit and its good ones, whether one is under way, and whether a step before checked a
// commit out (moved: HEAD is then that commit, not the one the line began at).
type bisection struct {
	newTerm, oldTerm string
	startAt          string // the revision it began at, where known (BISECT_START)
	bad              gitread.Hash
	goods            []gitread.Hash
	under, moved     bool
}

// before is the bisection as the bisect steps listed before call on the line leave it,
// from the one .git records (git bisect start && git bisect bad && git bisect good v1.0: the
// last step checks out, though nothing was under way when the line was judged). ok is false
// where it cannot be known.
func before(call *spec.Call, repo *gitread.Repo) (bisection, bool) {
	b, ok := underWay(repo)
	if !ok || call.In == nil || call.In.FS == nil {
		return b, ok
	}
	for _, o := range call.In.FS.Earlier() {
		if len(o.Path) < 2 || o.Path[0] != "git" || o.Path[1] != "bisect" || !sameRepo(o, repo) {
			continue
		}
		if !b.step(o, repo) {
			return b, false
		}
	}
	return b, true
}

// sameRepo reports whether an earlier command of the line may be a step of the same
// bisection: one whose directory is not known, or is in the repository's work tree.
func sameRepo(o *spec.Call, repo *gitread.Repo) bool {
	return o.Cwd == "" || paths.Within(o.Cwd, repo.WorkTree)
}

// step applies one bisect step to b; false where what it leaves cannot be known.
func (b *bisection) step(call *spec.Call, repo *gitread.Repo) bool {
	revs, sub, ok := words(call)
	if !ok {
		return false
	}
	resolve := func(rev string) (gitread.Hash, bool) {
		if b.moved && movesWithHead(rev) {
			return nil, false // HEAD~2 after a checkout the line made: not the HEAD read here
		}
		h, err := repo.Resolve(rev)
		return h, err == nil
	}
	switch {
	case sub == "start":
		at := "HEAD"
		switch {
		case b.under:
			at = b.startAt // a new start keeps where the one under way began
		case b.moved:
			at = "" // a commit a step before checked out
		}
		*b = bisection{newTerm: "bad", oldTerm: "good", under: true, moved: b.moved, startAt: at}
		b.terms(call)
		if len(revs) == 0 {
			return true
		}
		if b.bad, ok = resolve(revs[0]); !ok {
			return false
		}
		for _, r := range revs[1:] {
			h, ok := resolve(r)
			if !ok {
				return false
			}
			b.goods = append(b.goods, h)
		}
	case sub == "log" || sub == "terms" || sub == "visualize" || sub == "view" || sub == "help":
		return true
	case sub == "reset":
		// Back where the bisection began, or at the commit it names.
		moved := b.moved || len(revs) > 0
		*b = bisection{newTerm: "bad", oldTerm: "good", moved: moved}
		return true
	case sub == "replay":
		return false // the log it replays starts a bisection of its own
	case !b.under:
		return true // git asks to start one first
	case sub == "skip" || sub == "next" || sub == "run":
		// The range stays; skip only marks commits in it, run's verdicts narrow it.
	case !verdict(b, sub):
		return false // anything not read here
	case len(revs) == 0 && b.moved:
		// A verdict on the commit a step before checked out, inside the range: it narrows it.
	case sub == b.newTerm || sub == "bad" || sub == "new":
		if len(revs) == 0 {
			revs = []string{"HEAD"}
		}
		if b.bad, ok = resolve(revs[0]); !ok {
			return false
		}
	default:
		if len(revs) == 0 {
			revs = []string{"HEAD"}
		}
		for _, r := range revs {
			h, ok := resolve(r)
			if !ok {
				return false
			}
			b.goods = append(b.goods, h)
		}
	}
	b.moved = b.moved || b.under && b.bad != nil && len(b.goods) > 0 && !call.Has("no-checkout")
	return true
}

// verdict reports a verdict in b's terms or git's own.
func verdict(b *bisection, sub string) bool {
	switch sub {
	case b.newTerm, b.oldTerm, "bad", "good", "new", "old":
		return true
	}
	return false
}

// terms are the terms git bisect start sets (--term-new/--term-bad, --term-old/--term-good).
func (b *bisection) terms(call *spec.Call) {
	if w, ok := call.Value("term-new"); ok && !w.Dyn {
		b.newTerm = w.S
	}
	if w, ok := call.Value("term-old"); ok && !w.Dyn {
		b.oldTerm = w.S
	}
}

// movesWithHead reports a revision named from HEAD, which a checkout moves.
func movesWithHead(rev string) bool {
	return rev == "" || strings.HasPrefix(rev, "HEAD") || strings.HasPrefix(rev, "@") || strings.Contains(rev, "BISECT_")
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
func underWay(repo *gitread.Repo) (b bisection, ok bool) {
	b.newTerm, b.oldTerm = "bad", "good"
	if t, err := state.ReadFile(filepath.Join(repo.GitDir, "BISECT_TERMS"), 4096); err == nil {
		if f := strings.Fields(string(t)); len(f) == 2 {
			b.newTerm, b.oldTerm = f[0], f[1]
		}
	}
	if _, err := os.Lstat(filepath.Join(repo.GitDir, "BISECT_START")); err != nil {
		return b, errors.Is(err, os.ErrNotExist)
	}
	b.under = true
	if at, err := state.ReadFile(filepath.Join(repo.GitDir, "BISECT_START"), 4096); err == nil {
		b.startAt = strings.TrimSpace(string(at))
	}
	if packed, err := state.ReadFile(filepath.Join(repo.CommonDir, "packed-refs"), gitread.MaxFile); err == nil && bytes.Contains(packed, []byte("refs/bisect/")) {
		return b, false
	}
	names, err := os.ReadDir(filepath.Join(repo.GitDir, "refs", "bisect"))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return b, false
	}
	for _, e := range names {
		name := e.Name()
		if name != b.newTerm && !strings.HasPrefix(name, b.oldTerm+"-") {
			continue // skipped commits
		}
		h, err := repo.Ref("refs/bisect/" + name)
		if err != nil {
			return b, false
		}
		if name == b.newTerm {
			b.bad = h
		} else {
			b.goods = append(b.goods, h)
		}
	}
	return b, true
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
