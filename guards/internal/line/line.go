// Package line walks the commands of one shell line for a guard that judges them one at a
// time, and folds every block it finds into one verdict with one code. Boundary, destructive,
// migrations and self share it, so that a line's code is bound the same way whichever guard stops it.
package line

import (
	"context"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/shell"
)

// Judge is what a guard gives Walk.
type Judge struct {
	// Twin reports a command that passes as the earlier command it repeats did, so it is not
	// judged again. Nil is the usual test: a command with a name known before it runs that
	// the shell reads as a twin of an earlier one (shell.Command.Twin).
	Twin func(c *shell.Command) bool
	// Command judges one command, adding each block it finds to f.
	Command func(c *shell.Command, f *Fold) error
	// After, where set, runs after every command, twin or not: what an earlier command
	// makes that a later command's verdict depends on.
	After func(i int, c *shell.Command)
}

// Walk judges the commands of sc in order and returns the first block, widened to every
// block after it. It stops early once the folded verdict can carry no code: nothing later
// can give one back or change what the reason says.
func Walk(ctx context.Context, ev *hookguard.Event, sc *shell.Script, j Judge) (hookguard.Verdict, error) {
	f := Fold{ev: ev}
	twin := j.Twin
	if twin == nil {
		twin = func(c *shell.Command) bool { return !c.NameDynamic && c.Twin() != nil }
	}
	for i, c := range sc.Commands {
		// Asked every few commands: the context's lock, taken for each command of each
		// guard, cost more than judging most of them.
		if i%ctxEvery == 0 {
			if err := ctx.Err(); err != nil {
				return hookguard.Verdict{}, err
			}
		}
		if !twin(c) {
			if err := j.Command(c, &f); err != nil {
				return hookguard.Verdict{}, err
			}
			if f.Final() {
				break
			}
		}
		if j.After != nil {
			j.After(i, c)
		}
	}
	return f.Verdict(), nil
}

// ctxEvery is how many commands Walk judges between two looks at its context.
const ctxEvery = 8

// Head names the whole line in a folded action: the command and where it runs.
func Head(ev *hookguard.Event) string { return "shell " + ev.Command + " @" + ev.Cwd }

// Fold gathers the blocks of one line into one verdict: the first block's rule and reason,
// and an action that binds every block, so that a code the human grants for the first does
// not let a later one through unseen. The action is Head, then for each block "\x02", its
// rule, "\x01" and its own action.
type Fold struct {
	// ev is the event whose line is folded: its Head is made at the first block only, since
	// most lines block nothing and a script's head copies the whole script, once per guard.
	ev *hookguard.Event
	v  hookguard.Verdict
}

// Add folds one verdict of command c in; an allow adds nothing. A command with words whose
// value is only known when it runs takes the code away, as does a block that may not be
// authorised: a later one says so in the reason, which otherwise names the first block only.
func (f *Fold) Add(c *shell.Command, v hookguard.Verdict) {
	if v.Decision == hookguard.Allow {
		return
	}
	v.NoCode = v.NoCode || c != nil && (c.AnyDynamic() || c.Opaque)
	bound := "\x02" + v.Rule + "\x01" + v.Action
	if f.v.Decision == hookguard.Allow {
		f.v = v
		f.v.Action = Head(f.ev) + bound
		return
	}
	f.v.Action += bound
	if v.NoCode && !f.v.NoCode {
		f.v.NoCode = true
		f.v.Reason += " A later command of the line cannot be authorised here (" + v.Reason + "): if it is really wanted, the user must run it by hand."
	}
}

// Final reports a block that can carry no code: what is added later changes nothing shown.
func (f *Fold) Final() bool { return f.v.Decision != hookguard.Allow && f.v.NoCode }

// Verdict is the folded verdict: allow when nothing was blocked.
func (f *Fold) Verdict() hookguard.Verdict {
	if f.v.Decision == hookguard.Allow {
		return hookguard.Allowed()
	}
	return f.v
}
