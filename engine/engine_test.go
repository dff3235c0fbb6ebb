package engine

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/state"
)

// fixed is a guard that always answers the same; it stands for any guard in these walks.
type fixed struct {
	v     hookguard.Verdict
	err   error
	panic bool
	sleep time.Duration
	ran   *int
}

func (f fixed) Check(ctx context.Context, _ *hookguard.Event) (hookguard.Verdict, error) {
	if f.ran != nil {
		*f.ran++
	}
	if f.panic {
		panic("boom")
	}
	if f.sleep > 0 {
		select {
		case <-time.After(f.sleep):
		case <-ctx.Done():
			return hookguard.Verdict{}, ctx.Err()
		}
	}
	return f.v, f.err
}

func block(g, rule string) fixed { return fixed{v: hookguard.Blocked(g, rule, g+" says no")} }
func ask(g string) fixed {
	return fixed{v: hookguard.Verdict{Decision: hookguard.Ask, Guard: g, Rule: "r", Reason: g + " asks"}}
}
func advise(g string) fixed {
	return fixed{v: hookguard.Verdict{Decision: hookguard.Advise, Guard: g, Reason: g + " advises"}}
}
func allow() fixed { return fixed{v: hookguard.Allowed()} }

func steps(gs ...fixed) []Step {
	out := make([]Step, len(gs))
	for i, g := range gs {
		out[i] = Step{Name: "g" + string(rune('a'+i)), Guard: g, BlockOnError: true}
	}
	return out
}

func TestFirstBlockWins(t *testing.T) {
	ran := 0
	later := block("c", "x")
	later.ran = &ran
	e := Engine{Steps: steps(allow(), block("b", "first"), later)}
	rep := e.Run(context.Background(), &hookguard.Event{})
	if rep.Verdict.Decision != hookguard.Block || rep.Verdict.Rule != "first" {
		t.Fatalf("got %+v, want the first block", rep.Verdict)
	}
	if ran != 0 {
		t.Fatal("a guard after the first block ran")
	}
}

func TestAskRememberedBlockOutranks(t *testing.T) {
	e := Engine{Steps: steps(ask("a"), advise("b"))}
	if v := e.Run(context.Background(), &hookguard.Event{}).Verdict; v.Decision != hookguard.Ask || v.Guard != "a" {
		t.Fatalf("got %+v, want a's ask", v)
	}
	e = Engine{Steps: steps(ask("a"), block("b", "r"))}
	if v := e.Run(context.Background(), &hookguard.Event{}).Verdict; v.Decision != hookguard.Block || v.Guard != "b" {
		t.Fatalf("got %+v, want b's block over a's ask", v)
	}
	e = Engine{Steps: steps(ask("a")), AskFallback: true}
	if v := e.Run(context.Background(), &hookguard.Event{}).Verdict; v.Decision != hookguard.Block || v.Reason != "a asks" {
		t.Fatalf("got %+v, want the ask turned into a block with its reason", v)
	}
}

func TestAdviceAccumulates(t *testing.T) {
	e := Engine{Steps: steps(advise("a"), allow(), advise("c"))}
	v := e.Run(context.Background(), &hookguard.Event{}).Verdict
	if v.Decision != hookguard.Advise || strings.Join(v.Advice, "|") != "a advises|c advises" {
		t.Fatalf("got %+v", v)
	}
}

func TestErrorPolicy(t *testing.T) {
	bad := fixed{err: errors.New("cannot read")}
	e := Engine{Steps: steps(bad)}
	v := e.Run(context.Background(), &hookguard.Event{}).Verdict
	if v.Decision != hookguard.Block || !strings.Contains(v.Reason, "cannot read") || !strings.Contains(v.Reason, "on_error") {
		t.Fatalf("a guard error must block by default with the cause and the fix, got %+v", v)
	}
	s := steps(bad)
	s[0].BlockOnError = false
	e = Engine{Steps: s}
	if v := e.Run(context.Background(), &hookguard.Event{}).Verdict; v.Decision != hookguard.Advise {
		t.Fatalf("on_error=allow must let it through with a warning, got %+v", v)
	}
}

func TestPanicAndTimeoutAreErrors(t *testing.T) {
	e := Engine{Steps: steps(fixed{panic: true})}
	if v := e.Run(context.Background(), &hookguard.Event{}).Verdict; v.Decision != hookguard.Block || !strings.Contains(v.Reason, "panicked") {
		t.Fatalf("got %+v", v)
	}
	s := steps(fixed{sleep: time.Minute, v: hookguard.Allowed()})
	s[0].Timeout = 10 * time.Millisecond
	e = Engine{Steps: s}
	if v := e.Run(context.Background(), &hookguard.Event{}).Verdict; v.Decision != hookguard.Block || !strings.Contains(v.Reason, "in time") {
		t.Fatalf("got %+v", v)
	}
	e = Engine{Steps: steps(fixed{sleep: time.Minute}), Deadline: 10 * time.Millisecond}
	if v := e.Run(context.Background(), &hookguard.Event{}).Verdict; v.Decision != hookguard.Block {
		t.Fatalf("the overall deadline must stop the walk, got %+v", v)
	}
}

func TestObserve(t *testing.T) {
	s := steps(block("a", "r"), advise("b"))
	s[0].Observe = true
	rep := (&Engine{Steps: s}).Run(context.Background(), &hookguard.Event{})
	if rep.Verdict.Decision != hookguard.Advise || !rep.Answers[0].Observed {
		t.Fatalf("an observed block must let the walk go on, got %+v", rep)
	}
}

// ledger is the authoriser's test double: the real ledger arrives with its own issue.
type ledger struct {
	grant    map[string]bool // guard -> authorised
	consumed []Grant
	offered  int
	fail     bool
	offerErr error
	spendErr error
}

func (l *ledger) Authorised(_ *hookguard.Event, v hookguard.Verdict) (Grant, bool) {
	if l.grant[v.Guard] {
		return Grant{Code: "c-" + v.Guard, Guard: v.Guard, Rule: v.Rule}, true
	}
	return Grant{}, false
}

func (l *ledger) Consume(_ *hookguard.Event, gs []Grant) error {
	if l.fail {
		return errors.New("ledger locked")
	}
	if l.spendErr != nil {
		return l.spendErr
	}
	l.consumed = append(l.consumed, gs...)
	return nil
}

func (l *ledger) Offer(*hookguard.Event, hookguard.Verdict) (string, error) {
	l.offered++
	if l.offerErr != nil {
		return "", l.offerErr
	}
	return "K7Q2", nil
}

func TestAuthorisationContinuesTheWalk(t *testing.T) {
	l := &ledger{grant: map[string]bool{"a": true}}
	e := Engine{Steps: steps(block("a", "r"), allow()), Auth: l}
	rep := e.Run(context.Background(), &hookguard.Event{})
	if rep.Verdict.Decision != hookguard.Allow || len(l.consumed) != 1 || !rep.Answers[0].Authorised {
		t.Fatalf("an authorised block must become allow and be consumed, got %+v, consumed %v", rep.Verdict, l.consumed)
	}

	// A later block keeps the grant unspent and offers its own code.
	l = &ledger{grant: map[string]bool{"a": true}}
	e = Engine{Steps: steps(block("a", "r"), block("b", "r")), Auth: l}
	rep = e.Run(context.Background(), &hookguard.Event{})
	if rep.Verdict.Guard != "b" || len(l.consumed) != 0 || rep.Verdict.Code != "K7Q2" {
		t.Fatalf("got %+v, consumed %v", rep.Verdict, l.consumed)
	}
	if !strings.Contains(rep.Verdict.Reason, "covered the a guard's block only") {
		t.Fatalf("the second block must say the first authorisation did not cover it: %q", rep.Verdict.Reason)
	}

	// An ask after an authorised block does not spend the grant either.
	l = &ledger{grant: map[string]bool{"a": true}}
	e = Engine{Steps: steps(block("a", "r"), ask("b")), Auth: l}
	if rep = e.Run(context.Background(), &hookguard.Event{}); rep.Verdict.Decision != hookguard.Ask || len(l.consumed) != 0 {
		t.Fatalf("got %+v, consumed %v", rep.Verdict, l.consumed)
	}

	// A grant that cannot be spent blocks.
	l = &ledger{grant: map[string]bool{"a": true}, fail: true}
	e = Engine{Steps: steps(block("a", "r")), Auth: l}
	if rep = e.Run(context.Background(), &hookguard.Event{}); rep.Verdict.Decision != hookguard.Block || rep.ConsumeErr == nil {
		t.Fatalf("got %+v", rep.Verdict)
	}

	// No code for an action nobody can see.
	l = &ledger{}
	nc := block("a", "r")
	nc.v.NoCode = true
	e = Engine{Steps: steps(nc), Auth: l}
	if rep = e.Run(context.Background(), &hookguard.Event{}); rep.Verdict.Code != "" || l.offered != 0 {
		t.Fatalf("got %+v", rep.Verdict)
	}
}

// After a guard overruns its timeout, the walk goes on with the next guard on a fresh goroutine.
func TestWalkGoesOnAfterATimeout(t *testing.T) {
	ran := 0
	slow := fixed{sleep: time.Minute, v: hookguard.Allowed()}
	after := allow()
	after.ran = &ran
	s := steps(slow, after)
	s[0].Timeout = 10 * time.Millisecond
	s[0].BlockOnError = false
	rep := (&Engine{Steps: s}).Run(context.Background(), &hookguard.Event{})
	if ran != 1 || rep.Verdict.Decision != hookguard.Advise || len(rep.Answers) != 2 {
		t.Fatalf("ran %d, got %+v", ran, rep)
	}
}

// spinner burns its CPU without a pause or a look at its context, as a guard caught in a long
// computation does.
type spinner struct{ stop *atomic.Bool }

func (s spinner) Check(context.Context, *hookguard.Event) (hookguard.Verdict, error) {
	for n := 0; !s.stop.Load(); n++ {
	}
	return hookguard.Allowed(), nil
}

// The installed wrappers run hookguard with one P (GOMAXPROCS=1): a guard that spins must
// still lose to its timeout, which needs the walk's own goroutine to be scheduled beside it.
func TestTimeoutBeatsASpinningGuardOnOneP(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	var stop atomic.Bool
	defer stop.Store(true)
	e := Engine{Steps: []Step{{Name: "spin", Guard: spinner{&stop}, Timeout: 20 * time.Millisecond, BlockOnError: true}}}
	done := make(chan hookguard.Verdict, 1)
	go func() { done <- e.Run(context.Background(), &hookguard.Event{}).Verdict }()
	select {
	case v := <-done:
		if v.Decision != hookguard.Block || !strings.Contains(v.Reason, "in time") {
			t.Fatalf("got %+v, want the timeout's block", v)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the walk never ended: the spinning guard kept the only P")
	}
}

// careless stands for a guard that does not treat its context's end as an error: it answers
// what it has when its time is up (boundary and migrations once answered "allowed" so), or
// ignores the context and answers late.
type careless struct {
	v      hookguard.Verdict
	err    error
	ignore time.Duration // > 0: sleep this long, not looking at the context
}

func (c careless) Check(ctx context.Context, _ *hookguard.Event) (hookguard.Verdict, error) {
	if c.ignore > 0 {
		time.Sleep(c.ignore)
		return c.v, c.err
	}
	<-ctx.Done()
	return c.v, c.err
}

// Whatever a guard says after its time is up is a timeout, which blocks: an allow, an advice,
// an ask, a zero verdict, an error in its own words. A block stays the guard's block, even where
// errors are let through.
func TestLateAnswersBlock(t *testing.T) {
	late := map[string]careless{
		"allow at the end":     {v: hookguard.Allowed()},
		"zero verdict":         {},
		"advice at the end":    {v: hookguard.Verdict{Decision: hookguard.Advise, Reason: "partial"}},
		"ask at the end":       {v: hookguard.Verdict{Decision: hookguard.Ask, Reason: "maybe"}},
		"allow, late":          {v: hookguard.Allowed(), ignore: 80 * time.Millisecond},
		"own words at the end": {err: errors.New("verify did not finish within 20ms and was stopped")},
	}
	for name, g := range late {
		e := Engine{Steps: []Step{{Name: "g", Guard: g, Timeout: 20 * time.Millisecond, BlockOnError: true}}}
		v := e.Run(context.Background(), &hookguard.Event{}).Verdict
		if v.Decision != hookguard.Block || !strings.Contains(v.Reason, "time") || !v.NoCode {
			t.Errorf("%s: got %+v, want a block for the timeout, with no code", name, v)
		}
		if g.err != nil && !strings.Contains(v.Reason, "did not finish within 20ms") {
			t.Errorf("%s: the guard's own words are lost: %q", name, v.Reason)
		}
	}
	blk := careless{v: hookguard.Blocked("g", "r", "stopped at the end")}
	e := Engine{Steps: []Step{{Name: "g", Guard: blk, Timeout: 20 * time.Millisecond}}}
	if v := e.Run(context.Background(), &hookguard.Event{}).Verdict; v.Decision != hookguard.Block || v.Reason != "stopped at the end" {
		t.Errorf("a late block under on_error = allow: got %+v", v)
	}
	// Cancelled from outside (the caller gave up): not an allow either.
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	e = Engine{Steps: []Step{{Name: "g", Guard: careless{v: hookguard.Allowed()}, Timeout: time.Minute, BlockOnError: true}}}
	if v := e.Run(ctx, &hookguard.Event{}).Verdict; v.Decision != hookguard.Block {
		t.Errorf("a cancelled walk: got %+v", v)
	}
}

// deadlineSeen records the deadline of the context it was given.
type deadlineSeen struct{ at *time.Time }

func (d deadlineSeen) Check(ctx context.Context, _ *hookguard.Event) (hookguard.Verdict, error) {
	*d.at, _ = ctx.Deadline()
	return hookguard.Allowed(), nil
}

// A guard's context ends at its own timeout, or at the walk's deadline less the grace: the
// engine never gives up on a guard before the guard's own timeout has fired.
func TestWalkDeadlineKeepsTheGrace(t *testing.T) {
	run := func(timeout, walk time.Duration) (at, walkEnd time.Time) {
		t.Helper()
		walkEnd = time.Now().Add(walk)
		ctx, cancel := context.WithDeadline(context.Background(), walkEnd)
		defer cancel()
		e := Engine{Steps: []Step{{Name: "g", Guard: deadlineSeen{&at}, Timeout: timeout}}}
		e.Run(ctx, &hookguard.Event{})
		return at, walkEnd
	}
	// A long timeout: the walk's deadline less the whole grace.
	if at, end := run(time.Minute, 8*time.Second); !at.Equal(end.Add(-Grace)) {
		t.Errorf("the guard's context ends %v before the walk's; want the grace, %v", end.Sub(at), Grace)
	}
	// A short timeout: its own, well inside the walk.
	start := time.Now()
	if at, end := run(2*time.Second, 8*time.Second); at.After(end.Add(-Grace)) || at.Sub(start) < 2*time.Second || at.Sub(start) > 3*time.Second {
		t.Errorf("the guard's context ends %v after the start; want its own timeout, 2s", at.Sub(start))
	}
	// A short walk shrinks the grace with it (a quarter of what is left), so that the guard
	// still gets most of the time.
	if at, end := run(time.Minute, 400*time.Millisecond); end.Sub(at) <= 0 || end.Sub(at) > 100*time.Millisecond {
		t.Errorf("the guard's context ends %v before the 400ms walk's end; want a quarter of it at most", end.Sub(at))
	}
}

// slowToAnswer honours its context, and takes a while to wind down after it ends, as a guard
// does that kills a process group and collects its output.
type slowToAnswer struct{ windDown time.Duration }

func (s slowToAnswer) Check(ctx context.Context, _ *hookguard.Event) (hookguard.Verdict, error) {
	<-ctx.Done()
	time.Sleep(s.windDown)
	return hookguard.Verdict{}, errors.New("check did not finish and was stopped")
}

// Which fires first, the guard's timeout or the engine's, is not the scheduler's choice: a guard
// that winds down within the grace is always heard in its own words, on one P and under load.
func TestOwnTimeoutAlwaysFiresFirst(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	for i := range 8 {
		e := Engine{Steps: []Step{{Name: "g", Guard: slowToAnswer{Grace / 5}, Timeout: 10 * time.Millisecond, BlockOnError: true}}}
		v := e.Run(context.Background(), &hookguard.Event{}).Verdict
		if v.Decision != hookguard.Block || !strings.Contains(v.Reason, "check did not finish and was stopped") {
			t.Fatalf("run %d: got %q, want the guard's own words", i, v.Reason)
		}
	}
}

// An ask that falls back to a block offers no code: the authoriser is asked about blocks only,
// so the code could never be used.
func TestAskFallbackOffersNoCode(t *testing.T) {
	l := &ledger{}
	e := Engine{Steps: steps(ask("a")), AskFallback: true, Auth: l}
	v := e.Run(context.Background(), &hookguard.Event{}).Verdict
	if v.Decision != hookguard.Block || v.Code != "" || l.offered != 0 || !v.NoCode {
		t.Fatalf("got %+v, offered %d", v, l.offered)
	}
}

// A code that could not be offered (a held lock) is said in the block, which stands.
func TestOfferFailureIsTold(t *testing.T) {
	l := &ledger{offerErr: errors.New("the lock /s/pending.json.lock was held")}
	e := Engine{Steps: steps(block("a", "r")), Auth: l}
	v := e.Run(context.Background(), &hookguard.Event{}).Verdict
	if v.Decision != hookguard.Block || v.Code != "" || !strings.Contains(v.Reason, "pending.json.lock") {
		t.Fatalf("got %+v", v)
	}
}

// TestHeldLockIsData: the report says which held lock its block's reason names, decided where
// the error goes into the reason (a guard's error, a code not offered, a grant not spent), and
// never from the reason's words: a reason that merely mentions fuser names no lock.
func TestHeldLockIsData(t *testing.T) {
	held := func(p string) error { return fmt.Errorf("wrapped: %w", &state.LockError{Path: p}) }
	heldGuard := fixed{err: held("/s/guard.lock")}
	observed := steps(heldGuard)
	observed[0].Observe = true
	spend := &ledger{grant: map[string]bool{"a": true}, spendErr: held("/s/ledger.jsonl.lock")}
	for name, c := range map[string]struct {
		e    Engine
		want string
	}{
		"offer held":                         {Engine{Steps: steps(block("a", "r")), Auth: &ledger{offerErr: held("/s/pending.json.lock")}}, "/s/pending.json.lock"},
		"offer other error":                  {Engine{Steps: steps(block("a", "r")), Auth: &ledger{offerErr: errors.New("run `fuser -v /s/x` to see")}}, ""},
		"reason says fuser":                  {Engine{Steps: steps(fixed{v: hookguard.Blocked("a", "r", "fuser is not allowed here")}), Auth: &ledger{}}, ""},
		"guard error held":                   {Engine{Steps: steps(heldGuard)}, "/s/guard.lock"},
		"guard error, observed then blocked": {Engine{Steps: append(observed, steps(allow(), block("c", "r"))[1])}, ""},
		"grant not spent":                    {Engine{Steps: steps(block("a", "r")), Auth: spend}, "/s/ledger.jsonl.lock"},
		"guard error first, offer held too":  {Engine{Steps: steps(heldGuard), Auth: &ledger{offerErr: held("/s/pending.json.lock")}}, "/s/guard.lock"},
	} {
		rep := c.e.Run(context.Background(), &hookguard.Event{})
		if rep.Verdict.Decision != hookguard.Block || rep.HeldLock != c.want {
			t.Errorf("%s: %s, HeldLock %q, want block and %q (reason %q)", name, rep.Verdict.Decision, rep.HeldLock, c.want, rep.Verdict.Reason)
		}
	}
}
