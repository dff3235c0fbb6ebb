// Package hook is the hook pipeline: one harness's (or git's) call decoded, its project root
// pinned, routed to a group, walked by that group's guards, authorised by the ledger, capped
// (the stop loop) and answered in the caller's own form. The verdict policy lives here beside
// the engine, so that it is unit-tested without the command line: cli only parses flags, reads
// stdin and prints the reply.
package hook

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
	"github.com/hookguard/hookguard/adapters/clarvis"
	"github.com/hookguard/hookguard/adapters/claude"
	"github.com/hookguard/hookguard/adapters/codex"
	"github.com/hookguard/hookguard/adapters/gemini"
	gitadapter "github.com/hookguard/hookguard/adapters/git"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/engine"
	"github.com/hookguard/hookguard/groups"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/state"
)

// MaxPayload bounds what a hook reads from stdin. Harness payloads are far smaller; a write
// of a large generated file is the biggest seen, and 64 MiB leaves room for it.
const MaxPayload = 64 << 20

// runners are the --runner values and their protocols, in the order messages list them.
var runners = [...]struct {
	name hookguard.Runner
	ad   adapters.Adapter
}{
	{hookguard.Clarvis, clarvis.Adapter{}},
	{hookguard.Claude, claude.Adapter{}},
	{hookguard.Codex, codex.Adapter{}},
	{hookguard.Gemini, gemini.Adapter{}},
	{hookguard.Git, gitadapter.Adapter{}},
}

// AdapterFor is the protocol a runner speaks; false for a runner this build does not support.
func AdapterFor(r hookguard.Runner) (adapters.Adapter, bool) {
	for _, x := range runners {
		if x.name == r {
			return x.ad, true
		}
	}
	return nil, false
}

// Runners are the runners this build supports, in the order messages list them.
func Runners() []hookguard.Runner {
	out := make([]hookguard.Runner, len(runners))
	for i, x := range runners {
		out[i] = x.name
	}
	return out
}

// RunnerNames lists the runners, for messages and flag help.
func RunnerNames() string {
	names := make([]string, len(runners))
	for i, x := range runners {
		names[i] = string(x.name)
	}
	return strings.Join(names, ", ")
}

// DefaultDeadline is the hook's answer time when the command names none: below the 60 s hook
// timeout of Claude Code and Gemini CLI by default (the installed commands pass their own).
const DefaultDeadline = 30 * time.Second

// Call is one hook call's input: everything the pipeline reads from outside itself, so that a
// test can hand it a real payload, a real state directory and a real configuration.
type Call struct {
	Adapter adapters.Adapter
	// Group is the installed command's --group: the group when the payload cannot be read.
	Group hookguard.Group
	// Payload is what came on stdin; ReadErr, when set, why it could not be read whole.
	Payload []byte
	ReadErr error
	Budget  Budget
	// Cwd is the hook process's working directory; Home the user's home (HOME, else the
	// password database's).
	Cwd, Home string
	Getenv    func(string) string
	// Store is the state directory (outside the workspace); its waits are set from Budget.
	Store *state.Store
	// Load reads the configuration layers for a project root.
	Load func(root string) (*config.Config, error)
	// Version gives hookguard's version, for the audit trail's records: asked only when one
	// is written (reading the build record costs what an allowed call should not pay).
	Version func() string
}

// hook is one hook call in progress.
type hook struct {
	c     Call
	ad    adapters.Adapter
	times Budget
	ev    *hookguard.Event
	// decoded is a copy of the event as decoded, for a late answer (Run) to read while the
	// call may still be filling ev in.
	decoded atomic.Pointer[hookguard.Event]
	notices []string
	cfg     *config.Config // the configuration the call is judged by, once loaded
}

// Budget divides one hook call's deadline. The harnesses let an action run when a hook does not
// answer in time (Claude Code, Codex and Gemini CLI alike), so every wait ends by a time set
// here, and a wait that ends so stops the action rather than letting it through:
//   - the payload must be in by WalkEnd, or the call is judged unreadable (pre-* groups block);
//   - the guards' walk ends at WalkEnd (each guard's own timeout keeps the engine's grace
//     under it, see engine.Grace);
//   - what follows the walk (offering a code, spending a grant, the audit log, the stop
//     counter) waits for a lock no longer than Each, and never past AnswerBy;
//   - the rest, AnswerBy to the deadline, is for writing the answer.
type Budget struct {
	WalkEnd, AnswerBy time.Time
	// Late is when Run answers for a call still judging (lateReply): half way through the
	// time for writing the answer, so that the lock waits that end at AnswerBy still answer
	// in their own words.
	Late time.Time
	Each time.Duration
	// Start is when the call began: the audit trail's latency is measured from it.
	Start time.Time
}

// BudgetFor divides the deadline d of a call that started at start.
func BudgetFor(start time.Time, d time.Duration) Budget {
	if d <= 0 {
		d = DefaultDeadline
	}
	writing := min(d/10, 500*time.Millisecond)
	answerBy := start.Add(d - writing)
	return Budget{
		Start:    start,
		WalkEnd:  answerBy.Add(-min(d/5, 3*time.Second)),
		AnswerBy: answerBy,
		Late:     answerBy.Add(writing / 2),
		Each:     min(max(d/10, 100*time.Millisecond), 5*time.Second),
	}
}

// Waits bounds a call's lock waits: the ones after the walk, and the configuration cache's
// wait for the signing key's lock before it.
func (b Budget) Waits() state.Waits { return state.Waits{Until: b.AnswerBy, Each: b.Each} }

// store is the state directory, its lock waits bounded by this call's budget.
func (h *hook) store() *state.Store {
	st := *h.c.Store
	st.Waits = h.times.Waits()
	return &st
}

// FindRoot walks up from dir to the first directory holding .git (a work tree or a
// worktree's file); without one, dir itself is the root.
func FindRoot(dir string) string {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		if d == filepath.Dir(d) {
			return dir
		}
	}
}

// EngineFor builds a group's engine from the configuration.
func EngineFor(cfg *config.Config, g hookguard.Group) (*engine.Engine, error) {
	steps, err := groups.Steps(cfg, g)
	if err != nil {
		return nil, err
	}
	return &engine.Engine{Steps: steps}, nil
}

// readPayload reads r to its end in chunks that double from 32 KiB, then joins them once. A
// 1 MB payload read by io.ReadAll touched ~5 MB (every growth copies into fresh memory, a page
// fault per 4 KiB, ~20 µs each on a VM); this touches twice the payload, and a payload of
// under 32 KiB, the usual case, is read into its one chunk and not copied at all.
func readPayload(r io.Reader) ([]byte, error) {
	var chunks [][]byte
	total := 0
	for size := 32 << 10; ; size = min(2*size, 1<<20) {
		buf := make([]byte, size)
		n, err := io.ReadFull(r, buf)
		chunks = append(chunks, buf[:n])
		total += n
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if len(chunks) == 1 {
		return chunks[0], nil
	}
	data := make([]byte, 0, total)
	for _, c := range chunks {
		data = append(data, c...)
	}
	return data, nil
}

// ReadPayload reads the payload, giving up at until: a harness (or anything else) that never
// closes the hook's stdin must not keep it from answering.
func ReadPayload(r io.Reader, until time.Time) ([]byte, error) {
	data, err := state.Within(until, func() ([]byte, error) { return readPayload(io.LimitReader(r, MaxPayload+1)) })
	if errors.Is(err, state.ErrLate) {
		return nil, errors.New("the payload did not end in time: stdin stayed open, and the harness sends its JSON on stdin and closes it")
	}
	return data, err
}

// Run judges one hook call and returns the reply in the caller's form. Bad input of every kind
// gets an answer (never a panic): pre-* groups stop the action, the others let it go with a
// message, as fail says.
//
// The answer comes by the budget's Late whatever the judging does: the walk and every wait
// are bounded, but what runs after the engine (the audit's action hash, a grant's) shares the
// event's parse with a guard the engine gave up on, and waited for it, so a walk that ran on
// (an 81-line script of nested printed values ran for minutes) held the answer past the
// harness's own timeout, where the harness lets the action run. Past Late, Run answers
// late: a pre-* action or prompt is stopped, the others pass with the reason, and the call
// that ran on is left to the process's exit.
func Run(c Call) adapters.Reply {
	if c.Getenv == nil {
		c.Getenv = func(string) string { return "" }
	}
	h := &hook{c: c, ad: c.Adapter, times: c.Budget}
	if c.Budget.Late.IsZero() {
		return h.run(c.Group)
	}
	done := make(chan adapters.Reply, 1)
	go func() { done <- h.run(c.Group) }()
	late := time.NewTimer(time.Until(c.Budget.Late))
	defer late.Stop()
	select {
	case r := <-done:
		return r
	case <-late.C:
	}
	select {
	case r := <-done:
		return r // it answered as the timer fired
	default:
	}
	return lateReply(c, h.decoded.Load())
}

// lateReply is the answer of a call that did not finish by its Late, for the event as
// decoded (nil: not decoded yet, the installed command's group then says what it is). It reads
// nothing the call still running may write.
func lateReply(c Call, decoded *hookguard.Event) adapters.Reply {
	ev := &hookguard.Event{Group: c.Group}
	if decoded != nil {
		ev = decoded
	}
	msg := "hookguard could not finish judging this action by its deadline (" + c.Budget.Late.Sub(c.Budget.Start).Round(time.Millisecond).String() + " after the call began)"
	if ev.Group == "" || ev.Group.Pre() || ev.Group == hookguard.Prompt {
		v := hookguard.Blocked("hookguard", "late", msg+", so it is stopped. Split the command into smaller steps, or ask the user to run it.")
		v.NoCode = true
		return c.Adapter.Reply(ev, adapters.Outcome{Verdict: v})
	}
	return c.Adapter.Reply(ev, adapters.Outcome{Verdict: hookguard.Allowed(), Notices: []string{msg + "."}})
}

func (h *hook) run(flagGroup hookguard.Group) adapters.Reply {
	data, err := h.c.Payload, h.c.ReadErr
	if err == nil && len(data) > MaxPayload {
		err = fmt.Errorf("the payload is larger than %d MiB", MaxPayload>>20)
	}
	if err == nil && len(bytes.TrimSpace(data)) == 0 {
		err = errors.New("the payload is empty: the harness sends its JSON on stdin")
	}
	cwd := h.c.Cwd
	var (
		cfg     *config.Config
		cfgErr  error
		cfgRoot string
	)
	loadFor := func(root string) {
		if cfg == nil || root != cfgRoot {
			cfg, cfgErr = h.c.Load(root)
			cfgRoot = root
		}
	}
	ctx := adapters.Context{Getenv: h.c.Getenv, RouteMCP: func(ev *hookguard.Event, tool string) (hookguard.Group, bool) {
		// Only MCP tools need the configuration before the event is known, and it is the
		// configuration of the root the call will be judged in (rootOf, as pinRoot and fill
		// set it below), never another harness's project variable: a CLAUDE_PROJECT_DIR left in
		// the environment of a Codex or Gemini session names some other project, whose routes
		// could send a write to pre-read.
		loadFor(h.rootOf(ev, cwd))
		if cfg == nil {
			return "", false
		}
		return groups.RouteMCP(cfg, tool)
	}}
	var ev *hookguard.Event
	if err == nil {
		ev, err = h.ad.Decode(data, ctx)
	}
	if ev == nil {
		ev = &hookguard.Event{}
	}
	h.ev = ev
	if ev.Group == "" {
		ev.Group = flagGroup
	}
	h.decoded.Store(ev.Clone())
	if errors.Is(err, adapters.ErrUnknown) {
		return adapters.Reply{} // an event or tool hookguard does not guard passes silently
	}
	if err != nil {
		return h.failAs("unreadable", fmt.Sprintf("this hook call cannot be read: %v.", err))
	}
	if err := state.Check(h.c.Store.Dir); err != nil {
		// Never the cwd: a state directory in the workspace is one the agent writes, signing
		// key and ledger included.
		return h.fail(err.Error() + ". Until then every action is stopped.")
	}
	h.pinRoot(cwd)
	h.fill(cwd)
	loadFor(ev.Root)
	if cfgErr != nil {
		h.cfg = cfg // what did load, for the trail's policy
		return h.failAs("config", "the configuration does not load, so this action is stopped until it is fixed:\n"+cfgErr.Error()+"\nRun `hookguard validate` to see every problem.")
	}
	h.notices = append(h.notices, cfg.Notices...)
	h.cfg = cfg
	eng, err := EngineFor(cfg, ev.Group)
	if err != nil {
		return h.failAs("config", notValid(err))
	}
	eng.AskFallback = askFallback(ev)
	eng.Auth = h.auth() // the engine's hook point, the ledger
	var held *heldGrants
	if secondWalk(ev) != "" && eng.Auth != nil {
		// A command's file edits, or an unknown tool's reads, are judged by a second walk;
		// grants are spent only once both walks let the action run.
		held = &heldGrants{Authoriser: eng.Auth}
		eng.Auth = held
	}
	walk, cancel := context.WithDeadline(context.Background(), h.times.WalkEnd)
	defer cancel()
	rep := eng.Run(walk, ev)
	rep = h.alsoWalk(walk, cfg, eng, rep)
	if held != nil {
		rep = held.settle(ev, rep)
	}
	v := sanitise(ev, rep)
	v = h.audit(rep.Answers, v, rep.HeldLock)
	switch ev.Group {
	case hookguard.Stop:
		v = h.stopCap(v, cfg)
	case hookguard.Prompt:
		h.resetStops()
	}
	return h.ad.Reply(ev, adapters.Outcome{Verdict: v, Notices: h.once(h.notices)})
}

// askFallback tells whether an ask must become a block because nobody can answer it: a
// session that is not interactive, or a harness whose descriptor says it cannot ask (Codex
// rejects one; Gemini hangs headless) whatever its adapter marks.
func askFallback(ev *hookguard.Event) bool {
	d := harness.Of(ev.Runner)
	return !ev.Interactive || d != nil && !d.CanAsk.Bool()
}

// notValid is the reason an action is stopped when its group's guards cannot be built.
func notValid(err error) string {
	return "the configuration is not valid, so this action is stopped until it is fixed:\n" + err.Error() + "\nRun `hookguard validate` to see every problem."
}

// fill completes the event with what the payload does not carry.
func (h *hook) fill(cwd string) {
	ev := h.ev
	if ev.Cwd == "" {
		ev.Cwd = cwd
	}
	if ev.Home == "" {
		ev.Home = h.c.Home
	}
	if ev.Home == "" {
		ev.Home = state.Home() // no HOME: the password database's, as the state directory uses
	}
	if ev.Root == "" {
		ev.Root = h.rootOf(ev, cwd)
	}
}

// fail answers a hook call that could not be judged: pre-* groups stop the action, the others
// let it go with a message, since stopping them protects nothing.
func (h *hook) fail(msg string) adapters.Reply { return h.failAs("", msg) }

// failAs is fail that records a block in the audit trail as hookguard's own, under rule
// (unreadable: the payload; config: the configuration), where the state directory allows.
func (h *hook) failAs(rule, msg string) adapters.Reply {
	ev := h.ev
	if ev.Group == "" || ev.Group.Pre() || ev.Group == hookguard.Prompt {
		v := hookguard.Blocked("", "", msg)
		v.NoCode = true
		if rule != "" {
			if ev.Root == "" {
				ev.Root = FindRoot(h.c.Cwd)
			}
			for _, x := range runners {
				if ev.Runner == "" && x.ad == h.ad { // a payload that did not decode named none
					ev.Runner = x.name
				}
			}
			if h.cfg == nil && h.c.Load != nil {
				// The policy the call would have been judged by, for the record: a rare path,
				// and what loads (the layers below a broken one) is what applied.
				h.cfg, _ = h.c.Load(ev.Root)
			}
			rec := v
			rec.Guard, rec.Rule = "hookguard", rule
			_ = h.audit(nil, rec, "") // the block stands whatever the trail says
		}
		return h.ad.Reply(ev, adapters.Outcome{Verdict: v})
	}
	return h.ad.Reply(ev, adapters.Outcome{Verdict: hookguard.Allowed(), Notices: []string{msg}})
}

// stopCap keeps the agent working only while a guard stays red AND its report keeps changing,
// at most stop_max times per human turn (DESIGN.md "Stop loops").
func (h *hook) stopCap(v hookguard.Verdict, cfg *config.Config) hookguard.Verdict {
	max := cfg.StopMax
	if max <= 0 {
		max = 3
	}
	ev := h.ev
	out := v
	st := h.store()
	if v.Decision < hookguard.Ask {
		// The common stop: nothing to count. Read without the lock, and write only when a
		// continuation record must be cleared.
		if s, err := st.ReadSession(ev.Root, ev.SessionID); err == nil && s.Stops[ev.AgentID].Count == 0 {
			return v
		}
	}
	err := st.UpdateSession(ev.Root, ev.SessionID, func(s *state.Session) (bool, error) {
		rec := s.Stops[ev.AgentID]
		if v.Decision < hookguard.Ask {
			if rec.Count == 0 {
				return false, nil
			}
			delete(s.Stops, ev.AgentID)
			return true, nil
		}
		sum := sha256.Sum256([]byte(v.Guard + "\x00" + v.Rule + "\x00" + v.Reason))
		report := hex.EncodeToString(sum[:8])
		switch {
		case rec.Count >= max:
			out = hookguard.Verdict{Decision: hookguard.Advise, Advice: []string{fmt.Sprintf("the agent was let stop after %d continuations this turn, though %s still reports: %s", rec.Count, v.Guard, v.Reason)}}
		case rec.Count > 0 && rec.Report == report:
			out = hookguard.Verdict{Decision: hookguard.Advise, Advice: []string{fmt.Sprintf("the agent was let stop: %s's report did not change after it was sent back to work: %s", v.Guard, v.Reason)}}
		default:
			if s.Stops == nil {
				s.Stops = map[string]state.StopCount{}
			}
			s.Stops[ev.AgentID] = state.StopCount{Count: rec.Count + 1, Report: report}
		}
		return true, nil
	})
	if err != nil {
		// Without a counter a block could loop without end in runners that have no cap.
		return hookguard.Verdict{Decision: hookguard.Advise, Advice: []string{"the agent was let stop because hookguard could not record the stop loop (" + err.Error() + "); the guard still reports: " + v.Reason}}
	}
	return out
}

// resetStops starts a new human turn: only a prompt a human typed resets the stop counters.
func (h *hook) resetStops() {
	ev := h.ev
	if ev.AgentID != "" || (ev.PromptSource != "" && ev.PromptSource != "user") {
		return
	}
	st := h.store()
	s, err := st.ReadSession(ev.Root, ev.SessionID)
	if err != nil || len(s.Stops) == 0 {
		return
	}
	_ = st.UpdateSession(ev.Root, ev.SessionID, func(s *state.Session) (bool, error) {
		s.Stops = nil
		return true, nil
	})
}

// once keeps the notices not yet told in this session, and records them as told.
func (h *hook) once(notices []string) []string {
	if len(notices) == 0 {
		return nil
	}
	ev := h.ev
	if ev.Runner == hookguard.Git {
		// git has no session: "once per session" would mean once ever. Its report is read by the
		// person committing, so every commit says it.
		out := make([]string, len(notices))
		for i, n := range notices {
			out[i] = "hookguard: " + n
		}
		return out
	}
	var fresh []string
	err := h.store().UpdateSession(ev.Root, ev.SessionID, func(s *state.Session) (bool, error) {
		fresh = nil
		for _, n := range notices {
			sum := sha256.Sum256([]byte(n))
			k := hex.EncodeToString(sum[:8])
			if s.Told[k] {
				continue
			}
			if s.Told == nil {
				s.Told = map[string]bool{}
			}
			s.Told[k] = true
			fresh = append(fresh, n)
		}
		return len(fresh) > 0, nil
	})
	if err != nil {
		return notices // better told twice than never
	}
	for i, n := range fresh {
		fresh[i] = "hookguard: " + n
	}
	return fresh
}
