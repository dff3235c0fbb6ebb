package cli

import (
	"fmt"
	"os"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/engine"
	"github.com/hookguard/hookguard/ledger"
)

// audit appends what this call stopped, asked about or would have stopped to the project's
// audit log beside its ledger (authorisations and consumptions are logged by the ledger
// itself). An allow writes nothing, so the common path does no I/O here.
func (h *hook) audit(answers []engine.Answer, final hookguard.Verdict) {
	var recs []ledger.Record
	ev := h.ev
	rec := func(kind string, v hookguard.Verdict) ledger.Record {
		return ledger.Record{Kind: kind, Runner: ev.Runner, Group: ev.Group, Session: ev.SessionID,
			Root: ev.Root, Guard: v.Guard, Rule: v.Rule, Reason: ledger.Strip(v.Reason), Code: v.Code}
	}
	for _, a := range answers {
		if a.Observed {
			recs = append(recs, rec("observe", a.Verdict))
		}
	}
	if final.Decision >= hookguard.Ask {
		r := rec(final.Decision.String(), final)
		if final.Code != "" {
			r.Action = ledger.ActionHash(ev, final)
		}
		recs = append(recs, r)
	}
	if len(recs) == 0 {
		return
	}
	if err := ledger.AppendAudit(h.c.store().Dir, ev.Root, recs...); err != nil {
		// The answer matters more than the log; say it where the harness keeps debug output.
		fmt.Fprintf(os.Stderr, "hookguard: %v\n", err)
	}
}

// authoriser is the ledger over this invocation's state directory.
func (h *hook) authoriser() engine.Authoriser { return ledger.New(h.c.store().Dir) }

// sanitise strips authorisation codes from every text the model may read (reasons, advice,
// context), and tells runners with no chat what to do instead of a code. The code a block
// offers is added back by the adapter, after this.
func sanitise(ev *hookguard.Event, rep engine.Report) hookguard.Verdict {
	v := rep.Verdict
	if v.Code != "" {
		// An ask that became a block where nobody can answer it is not a block the engine asks
		// the ledger about: a code for it would never work.
		for _, a := range rep.Answers {
			if a.Guard == v.Guard && a.Verdict.Decision == hookguard.Ask {
				v.Code = ""
			}
		}
	}
	v.Reason = ledger.Strip(v.Reason)
	if len(v.Advice) > 0 {
		adv := make([]string, len(v.Advice))
		for i, a := range v.Advice {
			adv[i] = ledger.Strip(a)
		}
		v.Advice = adv
	}
	if v.Decision == hookguard.Block && v.Code == "" && !v.NoCode && ev.Group.Pre() && !ledger.HumanChannel(ev.Runner) && ev.Runner != hookguard.CLI {
		v.Reason += "\nThis runner has no chat in which a person could authorise it: if the action is wanted, a person runs it by hand."
	}
	return v
}
