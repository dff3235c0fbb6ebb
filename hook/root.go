package hook

import (
	"context"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/engine"
	"github.com/hookguard/hookguard/state"
)

// pinRoot sets the project root of runners that send no project variable, before fill falls
// back to the cwd's repository. Codex sends only the session's cwd, which later events would
// report after a cd: the root is pinned at SessionStart and read back for the rest of the
// session. Clarvis runs hooks from the workspace root, so the process's own cwd is the root.
func (h *hook) pinRoot(cwd string) {
	ev := h.ev
	switch ev.Runner {
	case hookguard.Codex:
		ev.Root = h.rootOf(ev, cwd)
		if ev.Group == hookguard.SessionStart {
			if err := h.store().PinRoot(string(ev.Runner), ev.SessionID, ev.Root, time.Now()); err != nil {
				h.notices = append(h.notices, "the project root could not be pinned for this session ("+err.Error()+"); later hooks take it from the cwd's repository")
			}
		}
	case hookguard.Clarvis:
		ev.Root = h.rootOf(ev, cwd)
		if ev.Group == hookguard.SessionStart && ev.HookEvent == "session_start" {
			// No session id: the workspace's record is the session's, so a new session starts
			// it afresh (stop counters, notices told).
			_ = h.store().UpdateSession(ev.Root, ev.SessionID, func(s *state.Session) (bool, error) {
				if len(s.Stops) == 0 && len(s.Told) == 0 {
					return false, nil
				}
				s.Stops, s.Told = nil, nil
				return true, nil
			})
		}
	}
}

// rootOf is the project root an event is judged in, worked out from what the event says so far
// without changing anything: the MCP routes are read from this root's configuration during
// decoding, and the guards judge in it afterwards, so the two cannot differ. Claude's and
// Gemini's adapters set the root from their own harness's variable (Gemini: else the payload's
// cwd); Codex's is the one pinned for the session (at SessionStart, the cwd's repository);
// Clarvis's is the hook's own cwd; without any, the repository around the event's cwd.
func (h *hook) rootOf(ev *hookguard.Event, cwd string) string {
	dir := ev.Cwd
	if dir == "" {
		dir = cwd
	}
	switch ev.Runner {
	case hookguard.Codex:
		if ev.Group == hookguard.SessionStart {
			return FindRoot(dir)
		}
		if r, err := h.store().PinnedRoot(string(ev.Runner), ev.SessionID); err == nil && r != "" {
			return r
		}
	case hookguard.Clarvis:
		if ev.Root == "" {
			return cwd
		}
	}
	if ev.Root != "" {
		return ev.Root
	}
	return FindRoot(dir)
}

// secondWalk is the group that judges what an action does beyond its own group: the file
// edits a pre-shell command makes (Codex's apply_patch run from the shell), which must not be a
// way around the file guards, and the reads of a pre-files event from a tool hookguard knows by
// no name (adapters.PathTool), which may as well read what it names as delete it. "" for none.
func secondWalk(ev *hookguard.Event) hookguard.Group {
	switch {
	case ev.Group == hookguard.PreShell && len(ev.Files) > 0:
		return hookguard.PreFiles
	case ev.Group == hookguard.PreFiles && len(ev.Reads) > 0:
		return hookguard.PreRead
	}
	return ""
}

// alsoWalk judges the action with its second group (secondWalk) too, after the first walk let
// it pass. The second walk judges a copy of the event: a guard the first walk gave up on may
// still be reading the original, which must not change under it. It shares the first walk's
// deadline (ctx): the two walks together end by the hook's.
func (h *hook) alsoWalk(ctx context.Context, cfg *config.Config, firstEng *engine.Engine, rep engine.Report) engine.Report {
	ev := h.ev
	g := secondWalk(ev)
	if g == "" || rep.Verdict.Decision == hookguard.Block {
		return rep
	}
	eng, err := EngineFor(cfg, g)
	if err != nil {
		v := hookguard.Blocked("", "", notValid(err))
		v.NoCode = true
		return engine.Report{Verdict: v, Answers: rep.Answers}
	}
	eng.AskFallback, eng.Auth = firstEng.AskFallback, firstEng.Auth
	fe := ev.Clone()
	fe.Group = g
	fr := eng.Run(ctx, fe)
	out := rep
	out.Answers = append(out.Answers, fr.Answers...)
	out.Grants = append(out.Grants, fr.Grants...)
	if fr.Verdict.Decision > rep.Verdict.Decision {
		out.Verdict, out.HeldLock = fr.Verdict, fr.HeldLock
	}
	out.Verdict.Advice = append(append([]string(nil), rep.Verdict.Advice...), fr.Verdict.Advice...)
	return out
}

// heldGrants keeps an engine's grants unspent until every walk over one action is done: spending
// them after the first walk would use a human's authorisation on an action a later walk stops.
type heldGrants struct {
	engine.Authoriser
	grants []engine.Grant
}

// Consume holds the grants instead of spending them.
func (h *heldGrants) Consume(_ *hookguard.Event, gs []engine.Grant) error {
	h.grants = append(h.grants, gs...)
	return nil
}

// settle spends the held grants if the final verdict lets the action run.
func (h *heldGrants) settle(ev *hookguard.Event, rep engine.Report) engine.Report {
	if len(h.grants) == 0 || rep.Verdict.Decision >= hookguard.Ask {
		return rep
	}
	if err := h.Authoriser.Consume(ev, h.grants); err != nil {
		rep.ConsumeErr = err
		rep.Verdict, rep.HeldLock = engine.NotSpent(err), engine.HeldLock(err)
	}
	return rep
}
