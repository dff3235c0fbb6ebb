// Package engine runs a group's guards over one event: in declared order, the first block wins,
// asks are remembered while the walk goes on, advice accumulates. It owns the error policy,
// timeouts, observe mode, the ask fallback and the hook point where a human's authorisation
// turns one guard's block into allow.
package engine

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/internal/stack"
	"github.com/hookguard/hookguard/state"
)

// DefaultTimeout bounds one guard when its configuration says nothing.
const DefaultTimeout = 5 * time.Second

// Grace is how long the engine waits, past a guard's own timeout, for the guard's answer. The
// guard's context ends at its timeout; a guard that honours it stops its work and answers
// within the grace, in its own words (which program it stopped, after how long). The engine
// gives up on it only at the end of the grace. So the guard's timeout always fires first, and
// which of the two ends a slow guard is not left to the scheduler (it once was: both were one
// value, and a loaded machine picked either). The walk's deadline keeps the grace over every
// guard's timeout: a guard's context ends at the walk's deadline less the grace at the latest.
const Grace = time.Second

// Step is one configured guard in a group.
type Step struct {
	Name    string
	Guard   guards.Guard
	Timeout time.Duration // 0: DefaultTimeout
	// BlockOnError says what a guard error means: true blocks (the built-ins' default), false
	// allows with a warning (an external program that is not installed).
	BlockOnError bool
	Observe      bool // log what it would have stopped, and allow
}

// Grant is an authorisation the Authoriser found for one block; it is handed back to Consume.
type Grant struct {
	Code  string
	Guard string
	Rule  string
}

// Authoriser is the hook point the chat-authorisation ledger fills. Its methods bound their own
// waits (they run after the walk's deadline too: a block is offered a code after the walk).
type Authoriser interface {
	// Authorised reports whether the human authorised exactly this guard's block of exactly this
	// action in this event.
	Authorised(ev *hookguard.Event, v hookguard.Verdict) (Grant, bool)
	// Consume spends the grants; it is called only when the final verdict lets the action run.
	Consume(ev *hookguard.Event, grants []Grant) error
	// Offer records a pending block a human could authorise and returns its code, or "" and,
	// when a code could have been offered but was not, the reason, which the block then tells.
	Offer(ev *hookguard.Event, v hookguard.Verdict) (string, error)
}

// Engine is one group's resolved walk.
type Engine struct {
	Steps []Step
	// Deadline bounds the whole walk, below the harness's own hook timeout. 0: none but the
	// context's own deadline, which bounds it as well.
	Deadline time.Duration
	// AskFallback turns a final ask into a block with the same reason, for runners where nobody
	// can answer (Codex, Gemini, Claude headless or in bypass mode).
	AskFallback bool
	Auth        Authoriser // may be nil
}

// Answer is one guard's part in a walk, for `check --explain`, observe logs and the audit.
type Answer struct {
	Guard      string            `json:"guard"`
	Verdict    hookguard.Verdict `json:"verdict"`
	Err        string            `json:"error,omitempty"`
	Elapsed    time.Duration     `json:"elapsed_ns"`
	Observed   bool              `json:"observed,omitempty"`   // stopped in observe mode, so allowed
	Authorised bool              `json:"authorised,omitempty"` // a human's grant turned its block into allow
}

// Report is the outcome of a walk.
type Report struct {
	Verdict hookguard.Verdict
	Answers []Answer
	Grants  []Grant
	// ConsumeErr is set when the grants could not be spent; the action was then blocked.
	ConsumeErr error
	// HeldLock is a lock file that the Verdict's reason already names as held, with how to
	// find its holder, or "" when it names none: decided where the error is put into the
	// reason, so that what is added later (the audit log's own held lock) need not re-read
	// the reason's words to know whether that was said.
	HeldLock string
}

// HeldLock is the lock file err says was held past its wait, or "".
func HeldLock(err error) string {
	var l *state.LockError
	if errors.As(err, &l) {
		return l.Path
	}
	return ""
}

// Run walks the steps. It never panics and never returns without a verdict.
func (e *Engine) Run(ctx context.Context, ev *hookguard.Event) (rep Report) {
	defer func() {
		if r := recover(); r != nil {
			rep.Verdict = hookguard.Blocked("engine", "panic", fmt.Sprintf("hookguard failed inside its engine (%v); please report it with `hookguard version`", r))
		}
	}()
	if e.Deadline > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, e.Deadline)
		defer cancel()
	}
	var (
		final  = hookguard.Allowed()
		ask    *hookguard.Verdict
		advice []string
		w      worker
	)
	defer w.close()
walk:
	for _, s := range e.Steps {
		start := time.Now()
		v, err := runStep(ctx, &w, s, ev)
		a := Answer{Guard: s.Name, Verdict: v, Elapsed: time.Since(start)}
		lock := ""
		if err != nil {
			a.Err = err.Error()
			if s.BlockOnError {
				lock = HeldLock(err)
				stopped := ", so it is stopped"
				if !ev.Group.Pre() && ev.Group != hookguard.Prompt {
					stopped = "" // a session start or a stop: nothing waits to run
				}
				v = hookguard.Blocked(s.Name, "error", fmt.Sprintf("the %s guard could not judge this action (%v)%s; fix the cause, or set on_error = \"allow\" under [guards.%s] to let errors through", s.Name, err, stopped, s.Name))
				v.NoCode = true
			} else {
				v = hookguard.Verdict{Decision: hookguard.Advise, Guard: s.Name, Rule: "error",
					Reason: fmt.Sprintf("the %s guard could not judge this action (%v) and let it through (on_error = \"allow\")", s.Name, err)}
			}
			a.Verdict = v
		}
		if v.Decision != hookguard.Allow && v.Guard == "" {
			v.Guard = s.Name
			a.Verdict.Guard = s.Name
		}
		if s.Observe && v.Decision >= hookguard.Ask {
			a.Observed = true
			rep.Answers = append(rep.Answers, a)
			continue
		}
		switch v.Decision {
		case hookguard.Block:
			if e.Auth != nil && !v.NoCode {
				if g, ok := e.Auth.Authorised(ev, v); ok {
					a.Authorised = true
					rep.Grants = append(rep.Grants, g)
					rep.Answers = append(rep.Answers, a)
					continue
				}
			}
			final, rep.HeldLock = v, lock
			rep.Answers = append(rep.Answers, a)
			break walk
		case hookguard.Ask:
			if ask == nil {
				ask = &v
			}
		case hookguard.Advise:
			if v.Reason != "" {
				advice = append(advice, v.Reason)
			}
		}
		rep.Answers = append(rep.Answers, a)
	}
	if final.Decision != hookguard.Block && ask != nil {
		final = *ask
		if e.AskFallback {
			// Nobody can answer an ask here. The authoriser is asked about blocks only, so a code
			// offered for this one could never be used.
			final.Decision = hookguard.Block
			final.NoCode = true
		}
	}
	if final.Decision < hookguard.Ask {
		if len(advice) > 0 {
			final = hookguard.Verdict{Decision: hookguard.Advise, Guard: final.Guard, Rule: final.Rule, Reason: final.Reason}
		}
		if len(rep.Grants) > 0 && e.Auth != nil {
			if err := e.Auth.Consume(ev, rep.Grants); err != nil {
				rep.ConsumeErr = err
				final, rep.HeldLock = NotSpent(err), HeldLock(err)
			}
		}
	}
	final.Advice = advice
	if final.Decision == hookguard.Block && len(rep.Grants) > 0 && rep.ConsumeErr == nil {
		// The human authorised another guard's block of this action; say why it still stops,
		// or the next allow looks like it did nothing.
		final.Reason = strings.TrimSpace(final.Reason) + fmt.Sprintf(" (The user's authorisation covered the %s guard's block only; this is another guard's, which needs its own.)", rep.Grants[0].Guard)
	}
	if final.Decision == hookguard.Block && e.Auth != nil && !final.NoCode && final.Code == "" {
		code, err := e.Auth.Offer(ev, final)
		final.Code = code
		if err != nil {
			final.Reason = strings.TrimSpace(final.Reason) + " (" + err.Error() + ")"
			if rep.HeldLock == "" {
				rep.HeldLock = HeldLock(err)
			}
		}
	}
	rep.Verdict = final
	return rep
}

// NotSpent is the verdict on an action whose grants could not be spent: it is stopped, and
// the human asked again.
func NotSpent(err error) hookguard.Verdict {
	v := hookguard.Blocked("ledger", "consume", fmt.Sprintf("an authorisation was found but could not be spent (%v), so the action is stopped; ask the human to authorise it again", err))
	v.NoCode = true
	return v
}

// runStep runs one guard under its timeout, turning a panic into an error. The guard's context
// ends at its timeout (or at the walk's deadline less the grace); the engine waits the grace
// more for its answer. Whatever the guard returns after its context ended is a timeout: a
// guard that answers "allowed" because its work was cut short has judged nothing. A guard that
// never answers is abandoned at the end of the grace: the hook process ends soon after anyway.
func runStep(ctx context.Context, w *worker, s Step, ev *hookguard.Event) (hookguard.Verdict, error) {
	timeout := s.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	if err := ctx.Err(); err != nil {
		return hookguard.Verdict{}, deadlineErr(err, timeout, nil)
	}
	now := time.Now()
	end, grace := now.Add(timeout), Grace
	if walkEnd, ok := ctx.Deadline(); ok {
		grace = min(grace, walkEnd.Sub(now)/4)
		if limit := walkEnd.Add(-grace); limit.Before(end) {
			end = limit
		}
	}
	gctx, cancel := context.WithDeadline(ctx, end)
	defer cancel()
	done := w.do(gctx, s, ev)
	wait := time.NewTimer(time.Until(end.Add(grace)))
	defer wait.Stop()
	select {
	case r := <-done:
		return answered(gctx, timeout, r)
	case <-wait.C:
	case <-ctx.Done():
	}
	// A process stalled past the grace (a loaded or suspended machine) finds the answer and the
	// end of the wait ready at once, and select takes either: an answer there is the guard's.
	select {
	case r := <-done:
		return answered(gctx, timeout, r)
	default:
	}
	w.abandon() // the guard may never return: later steps get a fresh goroutine
	err := gctx.Err()
	if err == nil {
		err = ctx.Err()
	}
	return hookguard.Verdict{}, deadlineErr(err, timeout, nil)
}

// answered is a guard's answer as the walk takes it: after its time was up, whatever it says
// was cut short and is a timeout. (A block stands as it is: it stops the action either way,
// even under on_error = "allow".)
func answered(gctx context.Context, timeout time.Duration, r result) (hookguard.Verdict, error) {
	if err := gctx.Err(); err != nil && (r.err != nil || r.v.Decision != hookguard.Block) {
		return hookguard.Verdict{}, deadlineErr(err, timeout, &r)
	}
	return r.v, r.err
}

type result struct {
	v   hookguard.Verdict
	err error
}

type job struct {
	ctx  context.Context
	s    Step
	ev   *hookguard.Event
	done chan result
}

// worker runs a walk's guards one after another on one goroutine, whose stack is grown once:
// a goroutine per guard paid for that growth at every step. A guard that overruns its timeout
// keeps its goroutine, and the walk goes on with a new one.
type worker struct {
	jobs chan job
}

func (w *worker) do(ctx context.Context, s Step, ev *hookguard.Event) chan result {
	if w.jobs == nil {
		w.jobs = make(chan job)
		go w.loop(w.jobs)
	}
	done := make(chan result, 1)
	w.jobs <- job{ctx, s, ev, done}
	return done
}

func (w *worker) abandon() { w.jobs = nil }

// close ends the goroutine of a walk that finished; an abandoned one ends when its guard does.
func (w *worker) close() {
	if w.jobs != nil {
		close(w.jobs)
		w.jobs = nil
	}
}

func (w *worker) loop(jobs chan job) {
	stack.Grow() // the shell parser and the guards recurse
	for j := range jobs {
		j.done <- runGuard(j)
	}
}

// runGuard calls one guard, turning a panic into an error.
func runGuard(j job) (r result) {
	defer func() {
		if p := recover(); p != nil {
			// The stack goes to stderr (the harness's debug log), not into the reason.
			fmt.Fprintf(os.Stderr, "hookguard: guard %s panicked: %v\n%s", j.s.Name, p, debug.Stack())
			r = result{err: fmt.Errorf("it panicked: %v", p)}
		}
	}()
	v, err := j.s.Guard.Check(j.ctx, j.ev)
	return result{v, err}
}

// deadlineErr words a guard's timeout, with the guard's own words about it when it gave some
// (multivac's "did not finish within 30s and was stopped"): they say what was cut short.
func deadlineErr(err error, timeout time.Duration, late *result) error {
	if !errors.Is(err, context.DeadlineExceeded) {
		if late != nil && late.err != nil {
			return fmt.Errorf("it was cancelled: %w", late.err)
		}
		return err
	}
	msg := fmt.Sprintf("it did not answer in time (timeout %s or the hook's deadline)", timeout)
	if late != nil {
		switch {
		case late.err != nil && !errors.Is(late.err, context.DeadlineExceeded) && !errors.Is(late.err, context.Canceled):
			msg = fmt.Sprintf("it ran out of time (timeout %s or the hook's deadline): %v", timeout, late.err)
		case late.v.Reason != "":
			msg = fmt.Sprintf("it ran out of time (timeout %s or the hook's deadline): %s", timeout, strings.TrimSpace(late.v.Reason))
		}
	}
	return errors.New(msg)
}
