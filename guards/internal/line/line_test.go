package line

import (
	"context"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/shell"
)

func parse(t *testing.T, cmd string) (*hookguard.Event, *shell.Script) {
	t.Helper()
	ev := &hookguard.Event{Group: hookguard.PreShell, Command: cmd, Cwd: "/w", Root: "/w"}
	return ev, shell.Of(ev)
}

// stop blocks every command whose name is in names, with the command's first operand as its
// action; a name in noCode blocks with no code.
func stop(names, noCode string, judged *[]string) Judge {
	return Judge{Command: func(c *shell.Command, f *Fold) error {
		*judged = append(*judged, c.Name)
		if !strings.Contains(" "+names+" ", " "+c.Name+" ") {
			f.Add(c, hookguard.Allowed())
			return nil
		}
		v := hookguard.Blocked("g", "r-"+c.Name, c.Name+" stopped.")
		v.Action = strings.Join(c.Argv()[1:], " ")
		v.NoCode = strings.Contains(" "+noCode+" ", " "+c.Name+" ")
		f.Add(c, v)
		return nil
	}}
}

func TestWalk(t *testing.T) {
	for _, tc := range []struct {
		name, cmd, block, noCode string
		decision                 hookguard.Decision
		rule, reason             string
		bound                    []string // the \x02 parts after the head
		wantNoCode               bool
		judged                   string // the commands judged, in order
	}{
		{name: "nothing stopped", cmd: "ls a; cat b", block: "rm", decision: hookguard.Allow, judged: "ls cat"},
		{name: "one block", cmd: "ls; rm a", block: "rm", decision: hookguard.Block, rule: "r-rm", reason: "rm stopped.",
			bound: []string{"r-rm\x01a"}, judged: "ls rm"},
		{name: "every later block bound", cmd: "rm a; mv b c; rm d", block: "rm mv", decision: hookguard.Block, rule: "r-rm",
			reason: "rm stopped.", bound: []string{"r-rm\x01a", "r-mv\x01b c", "r-rm\x01d"}, judged: "rm mv rm"},
		{name: "a twin is judged once", cmd: "rm a; rm a", block: "rm", decision: hookguard.Block, rule: "r-rm",
			reason: "rm stopped.", bound: []string{"r-rm\x01a"}, judged: "rm"},
		{name: "a later block no code may authorise takes the code away and says why", cmd: "rm a; mv b c; cp d e",
			block: "rm mv cp", noCode: "mv", decision: hookguard.Block, rule: "r-rm",
			reason:     "rm stopped. A later command of the line cannot be authorised here (mv stopped.): if it is really wanted, the user must run it by hand.",
			bound:      []string{"r-rm\x01a", "r-mv\x01b c"},
			wantNoCode: true, judged: "rm mv"},
		{name: "a first block with no code ends the walk", cmd: "mv b c; rm a", block: "rm mv", noCode: "mv",
			decision: hookguard.Block, rule: "r-mv", reason: "mv stopped.", bound: []string{"r-mv\x01b c"}, wantNoCode: true, judged: "mv"},
		{name: "words only known when it runs take the code away", cmd: "rm a; rm \"$X\"", block: "rm", decision: hookguard.Block,
			rule: "r-rm", reason: "rm stopped. A later command of the line cannot be authorised here (rm stopped.): if it is really wanted, the user must run it by hand.",
			bound: []string{"r-rm\x01a", "r-rm\x01$X"}, wantNoCode: true, judged: "rm rm"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev, sc := parse(t, tc.cmd)
			var judged []string
			v, err := Walk(context.Background(), ev, sc, stop(tc.block, tc.noCode, &judged))
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(judged, " "); got != tc.judged {
				t.Errorf("judged %q, want %q", got, tc.judged)
			}
			if v.Decision != tc.decision || v.Rule != tc.rule || v.Reason != tc.reason || v.NoCode != tc.wantNoCode {
				t.Errorf("verdict %+v, want %v %q %q nocode=%v", v, tc.decision, tc.rule, tc.reason, tc.wantNoCode)
			}
			if tc.decision == hookguard.Allow {
				if v.Action != "" {
					t.Errorf("an allow carries an action: %q", v.Action)
				}
				return
			}
			parts := strings.Split(v.Action, "\x02")
			if parts[0] != "shell "+tc.cmd+" @/w" {
				t.Errorf("action head %q", parts[0])
			}
			if got, want := strings.Join(parts[1:], "|"), strings.Join(tc.bound, "|"); got != want {
				t.Errorf("bound %q, want %q", got, want)
			}
		})
	}
}

// Twin and After are the guard's: a guard with its own notion of a twin judges what it says,
// and After runs for every command, twin or not, until the walk ends.
func TestWalkTwinAndAfter(t *testing.T) {
	ev, sc := parse(t, "rm a; rm a; ls; mv x y; cp p q")
	var judged, after []string
	j := stop("mv", "mv", &judged)
	j.Twin = func(c *shell.Command) bool { return c.Name == "ls" }
	j.After = func(i int, c *shell.Command) { after = append(after, c.Name) }
	v, err := Walk(context.Background(), ev, sc, j)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(judged, " "); got != "rm rm mv" {
		t.Errorf("judged %q, want the second rm too (not a twin here) and no ls", got)
	}
	if got := strings.Join(after, " "); got != "rm rm ls" {
		t.Errorf("after ran for %q, want every command before the final block", got)
	}
	if v.Rule != "r-mv" || !v.NoCode {
		t.Errorf("verdict %+v", v)
	}
}

func TestWalkStopsOnCancel(t *testing.T) {
	ev, sc := parse(t, "rm a")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var judged []string
	if _, err := Walk(ctx, ev, sc, stop("rm", "", &judged)); err == nil || len(judged) != 0 {
		t.Errorf("a cancelled walk judged %v, err %v", judged, err)
	}
}
