package hook

import (
	"errors"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/engine"
)

// spender stands for the ledger: it counts what is spent.
type spender struct {
	spent []engine.Grant
	fail  bool
}

func (s *spender) Authorised(*hookguard.Event, hookguard.Verdict) (engine.Grant, bool) {
	return engine.Grant{}, false
}
func (s *spender) Offer(*hookguard.Event, hookguard.Verdict) (string, error) { return "", nil }
func (s *spender) Consume(_ *hookguard.Event, gs []engine.Grant) error {
	if s.fail {
		return errors.New("locked")
	}
	s.spent = append(s.spent, gs...)
	return nil
}

// A grant found by the first walk is spent only if the last walk lets the action run.
func TestHeldGrants(t *testing.T) {
	g := engine.Grant{Code: "hg-x", Guard: "destructive"}
	for _, c := range []struct {
		final hookguard.Decision
		fail  bool
		spent int
		want  hookguard.Decision
	}{
		{hookguard.Allow, false, 1, hookguard.Allow},
		{hookguard.Block, false, 0, hookguard.Block},
		{hookguard.Ask, false, 0, hookguard.Ask},
		{hookguard.Allow, true, 0, hookguard.Block},
	} {
		s := &spender{fail: c.fail}
		h := &heldGrants{Authoriser: s}
		if err := h.Consume(&hookguard.Event{}, []engine.Grant{g}); err != nil || len(s.spent) != 0 {
			t.Fatal("Consume must hold, not spend")
		}
		rep := h.settle(&hookguard.Event{}, engine.Report{Verdict: hookguard.Verdict{Decision: c.final}})
		if len(s.spent) != c.spent || rep.Verdict.Decision != c.want {
			t.Errorf("final %v fail %v: spent %d, verdict %v", c.final, c.fail, len(s.spent), rep.Verdict.Decision)
		}
	}
}
