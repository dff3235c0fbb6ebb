package migrations

import (
	"bytes"
	"fmt"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
)

// gitRange judges what git is about to record: for pre-commit the staged index, for pre-push
// the HEAD being pushed, each against the applied commit. An applied migration that is
// changed or missing there is history rewritten.
func (p *project) gitRange(g hookguard.Group) (hookguard.Verdict, error) {
	r, err := p.open()
	if err != nil || r == nil {
		return hookguard.Allowed(), err
	}
	var lookup func(path string) (gitread.Hash, bool, error)
	switch g {
	case hookguard.PreCommit:
		idx, err := r.Index()
		if err != nil {
			return hookguard.Verdict{}, fmt.Errorf("cannot read the staged changes: %w", err)
		}
		lookup = func(path string) (gitread.Hash, bool, error) {
			e, ok := gitread.Staged(idx, path)
			return e.Hash, ok, nil
		}
	case hookguard.PrePush:
		_, head, err := r.Head()
		if err != nil || head == nil {
			return hookguard.Allowed(), err
		}
		if bytes.Equal(head, p.at) {
			return hookguard.Allowed(), nil
		}
		lookup = func(path string) (gitread.Hash, bool, error) {
			e, ok, err := r.Lookup(head, path)
			return e.Hash, ok, err
		}
	default:
		return hookguard.Allowed(), nil
	}
	var verdict hookguard.Verdict
	var werr error
	err = r.Walk(p.at, "", func(path string, e gitread.Entry) bool {
		mf, ok := classify(path, p.g.opts.Paths)
		if !ok || mf.kind == kRepeatable {
			return true
		}
		h, present, err := lookup(path)
		if err != nil {
			werr = err
			return false
		}
		switch {
		case !present:
			verdict = p.appliedVerdict(mf, "delete", path)
			return false
		case !bytes.Equal(h, e.Hash):
			verdict = p.appliedVerdict(mf, "edit", path)
			return false
		}
		return true
	})
	if err == nil {
		err = werr
	}
	if err != nil {
		return hookguard.Verdict{}, fmt.Errorf("cannot compare migrations with %s: %w", p.upstreamName(), err)
	}
	if verdict.Decision == hookguard.Block {
		return verdict, nil
	}
	return hookguard.Allowed(), nil
}
