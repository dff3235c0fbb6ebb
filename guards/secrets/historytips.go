package secrets

import (
	"strings"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/shell/spec"
)

// Bounds of where a history walk starts: the refs an --all lists and the entries read of each
// reflog. The commits walked stay within maxHistoryCommits whatever these give.
const (
	maxHistoryRefs = 512
	maxReflog      = 64
)

// historyTips are the commits a patch-printing git command walks from, in a fixed order:
// HEAD first (as before any revision was read), then each revision it names (a branch, a tag,
// stash, a hash, both ends of A..B and A...B, ^A), the stash's entries for git stash show and
// list, every ref for --all, --branches, --tags, --remotes, --glob (their patterns are not
// narrowed: more refs is the safe side) or a revision not known until it runs, and the
// reflogs' commits for git reflog, -g, --reflog and REF@{N}, where a commit a reset left
// behind is still printed.
func historyTips(r *gitread.Repo, call *spec.Call) []gitread.Hash {
	var tips []gitread.Hash
	if _, head, err := r.Head(); err == nil && !head.IsZero() {
		tips = append(tips, head)
	}
	if call == nil {
		return tips
	}
	all := call.HasAny("all", "branches", "remotes", "tags", "glob", "alternate-refs", "bisect")
	logs := call.HasAny("reflog", "g", "walk-reflogs") || call.Path[1] == "reflog"
	if call.Path[1] == "stash" {
		tips = appendReflog(tips, r, "refs/stash")
	}
	for _, w := range revOperands(call) {
		if w.Dyn {
			all, logs = true, true
			continue
		}
		for _, rev := range rangeEnds(w.S) {
			if h, err := r.Resolve(rev); err == nil {
				tips = append(tips, h)
			} else if i := strings.Index(rev, "@{"); i >= 0 {
				tips = appendReflogOf(tips, r, rev[:i])
			} else if strings.ContainsAny(rev, "~^{}:") || isHexWord(rev) {
				all = true // a revision gitread cannot follow (:/text, REV^{/text}): any commit
			}
		}
	}
	if all || logs {
		tips = appendRefs(tips, r, logs)
	}
	return tips
}

// revOperands are a command's operands before its pathspecs; git stash show's is a stash entry.
func revOperands(call *spec.Call) []spec.Word {
	ops := call.Operands()
	if specs, ok := call.Pathspecs(); ok && len(specs) <= len(ops) {
		ops = ops[:len(ops)-len(specs)]
	}
	return ops
}

// rangeEnds splits A..B and A...B into their ends and drops a ^ of exclusion: both ends are
// walked (an excluded side's commits are fewer to print, never more). An empty end is HEAD,
// which is walked anyway.
func rangeEnds(rev string) []string {
	var out []string
	for _, part := range strings.Split(strings.ReplaceAll(rev, "...", ".."), "..") {
		if part = strings.TrimPrefix(part, "^"); part != "" {
			out = append(out, part)
		}
	}
	return out
}

// appendReflogOf adds the entries of the reflog REF@{...} names: HEAD's for @{N}, the stash's,
// or the ref's found as git finds a short name.
func appendReflogOf(tips []gitread.Hash, r *gitread.Repo, base string) []gitread.Hash {
	switch base {
	case "", "@", "HEAD":
		return appendReflog(tips, r, "HEAD")
	case "stash":
		return appendReflog(tips, r, "refs/stash")
	}
	for _, pre := range [...]string{"", "refs/", "refs/tags/", "refs/heads/", "refs/remotes/"} {
		tips = appendReflog(tips, r, pre+base)
	}
	return tips
}

func appendReflog(tips []gitread.Hash, r *gitread.Repo, name string) []gitread.Hash {
	hs, _ := r.Reflog(name, maxReflog)
	return append(tips, hs...)
}

// appendRefs adds every ref's commit (sorted by name), and with logs every reflog's entries.
func appendRefs(tips []gitread.Hash, r *gitread.Repo, logs bool) []gitread.Hash {
	if logs {
		tips = appendReflog(tips, r, "HEAD")
	}
	names, _ := r.Refs("refs/", maxHistoryRefs)
	for _, n := range names {
		if h, err := r.Resolve(n); err == nil {
			tips = append(tips, h)
		}
		if logs {
			tips = appendReflog(tips, r, n)
		}
	}
	return tips
}
