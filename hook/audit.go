package hook

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/engine"
	"github.com/hookguard/hookguard/ledger"
	"github.com/hookguard/hookguard/state"
)

// audit appends what this call decided to the audit trail (authorisations and consumptions
// are recorded by the ledger itself): every block, ask and observe-mode hit, and allows as
// [audit] allows samples them. An allow that is not sampled writes nothing, so the common
// path does no I/O here. A block whose record could not be written for a held lock says so:
// the block stands, and the reason names the lock and what to do. held is the lock the
// reason already names as held (engine.Report.HeldLock), if any: then only this lock is added.
func (h *hook) audit(answers []engine.Answer, final hookguard.Verdict, held string) hookguard.Verdict {
	var recs []ledger.Record
	ev := h.ev
	rec := func(kind string, v hookguard.Verdict) ledger.Record {
		r := ledger.Record{Kind: kind, Runner: ev.Runner, Group: ev.Group, Session: ev.SessionID, Agent: ev.AgentID,
			Root: ev.Root, Guard: v.Guard, Rule: v.Rule, Reason: ledger.Strip(v.Reason), Code: v.Code}
		if ev.Group.Pre() {
			// The agent's action, hashed as a grant binds it. Prompts, stops and the other
			// events get none: a hash of a prompt is a fingerprint of what a person typed.
			r.Action = ledger.ActionHash(ev, v)
		}
		return r
	}
	for _, a := range answers {
		if a.Observed {
			recs = append(recs, rec("observe", a.Verdict))
		}
	}
	switch {
	case final.Decision >= hookguard.Ask:
		recs = append(recs, rec(final.Decision.String(), final))
	case len(recs) == 0 && h.sampled():
		recs = append(recs, rec("allow", hookguard.Verdict{}))
	}
	if len(recs) == 0 {
		return final
	}
	if err := h.auth().Audit(ev.Root, recs...); err != nil {
		// The answer matters more than the log; say it where the harness keeps debug output.
		fmt.Fprintf(os.Stderr, "hookguard: %v\n", err)
		var lerr *state.LockError
		if errors.As(err, &lerr) && final.Decision == hookguard.Block {
			if held != "" {
				// The reason already says what a held lock means; name this one too.
				final.Reason = strings.TrimSpace(final.Reason) + " (Nor could it be written to the audit log: its lock " + lerr.Path + " is held as well.)"
			} else {
				final.Reason = strings.TrimSpace(final.Reason) + " (This block could not be written to the audit log: " + err.Error() + ")"
			}
		}
	}
	return final
}

// sampled says whether this allowed call is one [audit] allows records: a fraction of 0 (the
// default) asks for no random number, so an allow costs nothing here.
func (h *hook) sampled() bool {
	if h.cfg == nil {
		return false
	}
	p := h.cfg.Audit.Allows
	return p >= 1 || p > 0 && rand.Float64() < p
}

// auth is the ledger over this invocation's state directory, its waits bounded by the budget,
// and its audit records carrying this call's writer, policy and start.
func (h *hook) auth() *ledger.Auth {
	a := ledger.New(h.c.Store.Dir)
	a.Waits = h.times.Waits()
	a.Trail = ledger.Trail{Version: h.c.Version, Start: h.times.Start}
	if cfg := h.cfg; cfg != nil {
		a.Trail.Files, a.Trail.Size = cfg.Audit.Files, int64(cfg.Audit.FileMB)<<20
		a.Trail.Policy = func() ([]string, string) {
			src := make([]string, len(cfg.Policy))
			for i, l := range cfg.Policy {
				src[i] = l.Role + " " + l.Source
			}
			return src, cfg.PolicyHash()
		}
	}
	return a
}

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
