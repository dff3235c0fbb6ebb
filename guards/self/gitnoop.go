package self

import (
	"errors"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// gitNoOp reports a work-tree rewrite that git will not make: a stash apply or pop with no
// stash at all (git says "No stash entries found" and changes nothing), and a command whose
// only write the model sees is to git's own repository (git bisect start with fewer than two
// revisions checks nothing out).
func gitNoOp(repo *gitread.Repo, e spec.Effect, rw gitRewrite, c *shell.Command) bool {
	if c == nil {
		return false
	}
	if e.Class == "repo" && !touchesWorkTree(c) {
		return true // git writes only its repository (git bisect start, git fetch)
	}
	call := c.Call()
	switch {
	case rw.dflt == "stash" && e.Text == "" && len(call.Operands()) == 0:
		_, err := repo.Ref("refs/stash")
		return errors.Is(err, gitread.ErrNotFound)
	}
	return false
}

// touchesWorkTree reports whether the command writes, deletes or throws away anything but
// git's own repository.
func touchesWorkTree(c *shell.Command) bool {
	for _, e := range c.Effects() {
		switch e.Kind {
		case spec.Write, spec.Create, spec.Delete, spec.Truncate, spec.Chmod, spec.Discard:
			if e.Class != "repo" {
				return true
			}
		}
	}
	return false
}
