// Package ledger is the guard that records chat authorisations. It runs last in the prompt
// group, so it sees a prompt only when no guard before it blocked, and it records only a
// prompt a human typed: no agent id (not a subagent), a "user" source (not a scheduled, loop
// or poll wake-up, not an SDK caller), and not a continuation that hookguard itself produced.
// Each `allow <code>` it finds is matched to a pending block of the same session and appended
// to the ledger; the human is told exactly what was authorised through an advise verdict,
// which the adapters deliver to the user (Claude: systemMessage), not to the model. What counts
// as saying yes is ledger.Codes's rule: `allow <code>` on a line of its own (a few words around
// it allowed), in a prompt that does not quote hookguard's words. A code in a prompt that does
// not say yes so is told to the person, with what to type instead.
package ledger

import (
	"context"
	"os"
	"strings"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
	hl "github.com/hookguard/hookguard/ledger"
	"github.com/hookguard/hookguard/state"
)

// Name is the guard's registered name.
const Name = "ledger"

func init() {
	guards.Register(guards.Info{
		Name:    Name,
		Summary: "records `allow <code>` typed by a human in the chat as a one-time authorisation of the blocked action",
		Groups:  []hookguard.Group{hookguard.Prompt},
		// A failure to record must not swallow the human's prompt: it is said, and the prompt
		// goes on.
		OnError: "allow",
		New:     func() guards.Guard { return &Guard{getenv: os.Getenv, nested: hl.Nested} },
	})
}

// Guard is the ledger guard.
type Guard struct {
	getenv func(string) string
	nested func() (string, bool) // whether the calling harness runs inside another's session
}

// HumanTyped reports whether a prompt event is a human's own words in the main chat.
func HumanTyped(ev *hookguard.Event) bool {
	if ev.Group != hookguard.Prompt || ev.AgentID != "" || ev.PromptSource != "user" || ev.SessionID == "" {
		return false
	}
	// hookguard's own words start so (adapters.Reason, AdviceText); a harness that turns a stop
	// reason into a new prompt hands them back here.
	p := strings.TrimSpace(ev.Prompt)
	return !strings.HasPrefix(p, "hookguard:") && !strings.HasPrefix(p, "hookguard [")
}

// Check records the codes of a human's prompt.
func (g *Guard) Check(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	// The common prompt says nothing of codes: answer before any I/O.
	if !strings.Contains(strings.ToLower(ev.Prompt), "allow") {
		return hookguard.Allowed(), nil
	}
	if !HumanTyped(ev) || !hl.HumanChannel(ev.Runner) {
		return hookguard.Allowed(), nil
	}
	codes := hl.Codes(ev.Prompt)
	if len(codes) == 0 {
		if len(hl.Mentioned(ev.Prompt)) == 0 {
			return hookguard.Allowed(), nil
		}
		return hookguard.Verdict{Decision: hookguard.Advise, Guard: Name, Rule: "not-consent", NoCode: true,
			Reason: notConsent(ev.Prompt)}, nil
	}
	if outer, nested := g.nested(); nested {
		return hookguard.Verdict{Decision: hookguard.Advise, Guard: Name, Rule: "nested", NoCode: true,
			Reason: "this prompt came from a harness started inside an agent's session (process " + outer + "), not from a person's chat: nothing was authorised. Type `allow <code>` in the agent's own chat."}, nil
	}
	getenv := g.getenv
	home := ev.Home
	env := func(k string) string {
		if k == "HOME" && home != "" {
			return home
		}
		return getenv(k)
	}
	auth := hl.New(state.Dir(env))
	// The guard's own time bounds the ledger's lock waits: a held lock must not outlast it.
	if end, ok := ctx.Deadline(); ok {
		auth.Waits = state.Waits{Until: end, Each: time.Until(end) / 2}
	}
	var lines []string
	for _, o := range auth.Record(ev, codes) {
		lines = append(lines, o.Message)
	}
	return hookguard.Verdict{Decision: hookguard.Advise, Guard: Name, Rule: "recorded", Reason: strings.Join(lines, "\n"), NoCode: true}, nil
}

// notConsent tells a person why the code in their prompt authorised nothing, and what to type.
func notConsent(prompt string) string {
	return "nothing was authorised: " + hl.WhyNot(prompt) + ". To authorise the blocked action, send `allow` and its code on a line of its own, and nothing of hookguard's message with it."
}

var _ guards.Guard = (*Guard)(nil)
