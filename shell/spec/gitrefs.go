package spec

import "strings"

// A local branch pointed at another commit loses the commits only it held, whatever moves it:
// update-ref, branch -M onto it, and below branch -f, checkout -B, switch -C, worktree add -B,
// a forced fetch refspec into refs/heads and a forced push to the repository itself. Each is
// the one effect discard:branch, on a branch that exists (or one only known when the line
// runs); a branch made new loses nothing.

// branchReset: git branch -f NAME [START] in its create mode points NAME, where it exists, at
// START (HEAD without one). The other modes (list, delete, move, copy, upstream) take -f as
// something else, and are judged by branchDoes and branchOverwrite.
func branchReset(c *Call, r gitRepo) {
	if !forced(c) || c.HasAny("d", "D", "m", "M", "c", "C", "l", "u", "unset-upstream", "edit-description", "show-current",
		"contains", "no-contains", "merged", "no-merged", "points-at", "a", "r") {
		return
	}
	if ops := c.Operands(); len(ops) > 0 {
		c.branchMoved(r, ops[0])
	}
}

// branchRecreated: checkout -B, switch -C and worktree add -B NAME [START] reset NAME to
// START where it exists. The current branch reset to HEAD, where it already is, loses nothing.
func (c *Call) branchRecreated(r gitRepo, name Word, start bool) {
	if !start && !name.Dyn && name.S == c.gitHead(r) {
		return
	}
	c.branchMoved(r, name)
}

// branchMoved records a local branch moved away from its commits: one that exists, or one
// whose name is only known when the line runs.
func (c *Call) branchMoved(r gitRepo, name Word) {
	if name.Dyn || c.gitLocalBranch(r, name.S) {
		c.discard("branch", Path{Arg: name.S, Dyn: name.Dyn})
	}
}

// fetchRefspecs: a fetch (or pull) refspec forced by its leading + or by --force writes its
// destination whether or not that fast-forwards; one naming a local branch that exists, or
// a pattern over refs/heads, overwrites the branch. The first operand is the repository
// (every operand with --multiple, none with --all); --stdin adds refspecs read from stdin.
// A dry run updates nothing.
func fetchRefspecs(c *Call, r gitRepo) {
	if c.Has("multiple") || c.dryRun("dry-run") {
		return
	}
	force := forced(c)
	if ops := c.Operands(); len(ops) > 1 && !c.Has("all") {
		for _, w := range ops[1:] {
			if dst, ok := forcedDst(w, force); ok {
				c.refMoved(r, dst, w.Dyn)
			}
		}
	}
	if c.Has("stdin") && c.In.StdinKnown {
		for _, f := range strings.Fields(c.In.Stdin) {
			if dst, ok := forcedDst(Word{S: f}, force); ok {
				c.refMoved(r, dst, false)
			}
		}
	}
}

// forcedDst is the destination of a forced refspec (+SRC:DST, or any SRC:DST under --force).
func forcedDst(w Word, force bool) (string, bool) {
	s, plus := strings.CutPrefix(w.S, "+")
	_, dst, colon := strings.Cut(s, ":")
	if !colon || dst == "" || !plus && !force || strings.HasPrefix(s, "^") {
		return "", false
	}
	return dst, true
}

// refMoved records a refspec destination that is a local branch which exists, a pattern over
// refs/heads, or a name only known when the line runs.
func (c *Call) refMoved(r gitRepo, dst string, dyn bool) {
	name, glob, ok := headsRef(dst)
	switch {
	case dyn && strings.ContainsAny(dst, "$`"), ok && glob:
		c.discard("branch", Path{Arg: dst, Dyn: true})
	case ok:
		c.branchMoved(r, Word{S: name})
	}
}

// headsRef reads a refspec destination: the local branch it names (refs/heads/X, heads/X,
// or a bare X, which git puts under refs/heads for a branch), or a pattern whose matches may
// lie in refs/heads (refs/heads/*, refs/*). Other namespaces (tags, remotes) are not branches.
func headsRef(dst string) (name string, glob, ok bool) {
	if i := strings.IndexByte(dst, '*'); i >= 0 {
		pre := dst[:i]
		return "", true, strings.HasPrefix(pre, "refs/heads/") || strings.HasPrefix("refs/heads/", pre)
	}
	if name, ok := strings.CutPrefix(dst, "refs/heads/"); ok {
		return name, false, true
	}
	if strings.HasPrefix(dst, "refs/") || strings.HasPrefix(dst, "tags/") || strings.HasPrefix(dst, "remotes/") {
		return "", false, false
	}
	return strings.TrimPrefix(dst, "heads/"), false, true
}

// storedRefspecLoses reports a fetch refspec stored in the configuration (remote.NAME.fetch)
// that every later `git fetch` applies, forced, to refs/heads: any branch it names, now or
// once made, is overwritten then, with no hook between, so storing it is judged now.
func storedRefspecLoses(k, v string) bool {
	if !strings.HasPrefix(k, "remote.") || !strings.HasSuffix(k, ".fetch") {
		return false
	}
	dst, ok := forcedDst(Word{S: strings.TrimSpace(v)}, false)
	if !ok {
		return false
	}
	_, _, heads := headsRef(dst)
	return heads || strings.ContainsAny(dst, "$`")
}

// pushSelf: `git push .` updates the repository's own refs, not a remote's. A forced refspec,
// a deletion (:DST, -d), --mirror or --prune moves or deletes a local branch as update-ref
// does; a push git would refuse unless it fast-forwards, or one that makes a new branch,
// loses nothing.
func (c *Call) pushSelf(r gitRepo, refspecs []Word) {
	force := forced(c)
	if c.HasAny("mirror", "prune") || force && len(refspecs) == 0 {
		c.discard("branch", Path{})
		return
	}
	del := c.Has("d")
	for _, w := range refspecs {
		s, plus := strings.CutPrefix(w.S, "+")
		src, dst, colon := strings.Cut(s, ":")
		switch {
		case del:
			dst = s
		case !colon:
			dst = src
		}
		if del || colon && src == "" || plus || force {
			c.refMoved(r, dst, w.Dyn)
		}
	}
}
