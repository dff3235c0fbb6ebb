package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/engine"
)

// auditRecord is one line of the audit log: every block, ask and observed stop. Guards word
// their reasons with secrets already redacted, so the log never holds one.
type auditRecord struct {
	Time     time.Time          `json:"time"`
	Kind     string             `json:"kind"` // block, ask, observe
	Runner   hookguard.Runner   `json:"runner"`
	Group    hookguard.Group    `json:"group"`
	Session  string             `json:"session,omitempty"`
	Root     string             `json:"root,omitempty"`
	Guard    string             `json:"guard,omitempty"`
	Rule     string             `json:"rule,omitempty"`
	Reason   string             `json:"reason,omitempty"`
	Decision hookguard.Decision `json:"decision"`
}

// audit appends what this call stopped or would have stopped. An allow writes nothing, so the
// common path does no I/O here.
func (h *hook) audit(answers []engine.Answer, final hookguard.Verdict) {
	var recs []auditRecord
	ev := h.ev
	rec := func(kind string, v hookguard.Verdict) auditRecord {
		return auditRecord{Time: time.Now().UTC(), Kind: kind, Runner: ev.Runner, Group: ev.Group, Session: ev.SessionID,
			Root: ev.Root, Guard: v.Guard, Rule: v.Rule, Reason: v.Reason, Decision: v.Decision}
	}
	for _, a := range answers {
		if a.Observed {
			recs = append(recs, rec("observe", a.Verdict))
		}
	}
	if final.Decision >= hookguard.Ask {
		recs = append(recs, rec(final.Decision.String(), final))
	}
	if len(recs) == 0 {
		return
	}
	dir := h.c.store().Dir
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return
	}
	f, err := os.OpenFile(filepath.Join(dir, "audit.jsonl"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return
	}
	defer f.Close()
	enc := json.NewEncoder(f)
	for _, r := range recs {
		_ = enc.Encode(r)
	}
}
