package hook

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/engine"
	"github.com/hookguard/hookguard/ledger"
	"github.com/hookguard/hookguard/state"
)

// audit appends what this call stopped, asked about or would have stopped to the project's
// audit log beside its ledger (authorisations and consumptions are logged by the ledger
// itself). An allow writes nothing, so the common path does no I/O here. A block whose record
// could not be written for a held lock says so: the block stands, and the reason names the
// lock and what to do.
func (h *hook) audit(answers []engine.Answer, final hookguard.Verdict) hookguard.Verdict {
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
		return final
	}
	if err := h.auth().Audit(ev.Root, recs...); err != nil {
		// The answer matters more than the log; say it where the harness keeps debug output.
		fmt.Fprintf(os.Stderr, "hookguard: %v\n", err)
		var lerr *state.LockError
		if errors.As(err, &lerr) && final.Decision == hookguard.Block {
			if strings.Contains(final.Reason, "fuser") {
				// The reason already says what a held lock means; name this one too.
				final.Reason = strings.TrimSpace(final.Reason) + " (Nor could it be written to the audit log: its lock " + lerr.Path + " is held as well.)"
			} else {
				final.Reason = strings.TrimSpace(final.Reason) + " (This block could not be written to the audit log: " + err.Error() + ")"
			}
		}
	}
	return final
}

// auth is the ledger over this invocation's state directory, its waits bounded by the budget.
func (h *hook) auth() *ledger.Auth {
	a := ledger.New(h.c.Store.Dir)
	a.Waits = h.times.waits()
	return a
}

// authoriser is the engine's hook point, the ledger.
func (h *hook) authoriser() engine.Authoriser { return h.auth() }

// sanitise strips authorisation codes from every text the model may read (reasons, advice,
// context), and tells runners with no chat what to do instead of a code. The code a block
// offers is added back by the adapter, after this.
func sanitise(ev *hookguard.Event, rep engine.Report) hookguard.Verdict {
	v := rep.Verdict
	v.Reason = ledger.Strip(v.Reason)
	if len(v.Advice) > 0 {
		adv := make([]string, len(v.Advice))
		for i, a := range v.Advice {
			adv[i] = ledger.Strip(a)
		}
		v.Advice = adv
	}
	// git's adapter says how a person overrides its block (--no-verify, allow_fingerprints).
	if v.Decision == hookguard.Block && v.Code == "" && !v.NoCode && ev.Group.Pre() && !ledger.HumanChannel(ev.Runner) && ev.Runner != hookguard.CLI && ev.Runner != hookguard.Git {
		v.Reason += "\nThis runner has no chat in which a person could authorise it: if the action is wanted, a person runs it by hand."
	}
	return v
}
