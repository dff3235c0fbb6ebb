package boundary

import (
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// A block binds every command of the line the guard stops: a later one no code may authorise
// takes the code away, and the action names each.
func TestShellBlockBindsEveryStoppedCommand(t *testing.T) {
	w := newWorld(t)
	run := func(cmd string) hookguard.Verdict {
		ev := w.ev(hookguard.PreShell)
		ev.Command = cmd
		return w.judge(t, ev)
	}
	one := run("echo x > " + w.other + "/a")
	if one.Decision != hookguard.Block || one.NoCode {
		t.Fatalf("one write outside: %+v", one)
	}
	two := run("echo x > " + w.other + "/a; echo y > " + w.other + "/b")
	if two.NoCode || strings.Count(two.Action, "\x02") != 2 {
		t.Errorf("two writes outside: action %q binds %d, want 2", two.Action, strings.Count(two.Action, "\x02"))
	}
	for _, cmd := range []string{
		"echo x > " + w.other + "/a; echo y > \"$OUT\"",
		"echo x > " + w.other + "/a && cp f $DEST/x",
	} {
		v := run(cmd)
		if v.Decision != hookguard.Block || !v.NoCode || v.Rule != "outside-roots" {
			t.Errorf("%q: a later command no code may authorise left a code (%+v)", cmd, v)
		}
	}
	if v := run("echo x > out.txt; echo y > " + w.scratch + "/b"); v.Decision != hookguard.Allow {
		t.Errorf("harmless writes blocked: %s", v.Reason)
	}
}

// A program whose name is only known when it runs is judged as a program nobody knows, and
// the reason names it as written, not by a placeholder.
func TestUnknownProgramNamedAsWritten(t *testing.T) {
	w := newWorld(t)
	for _, tc := range []struct{ cmd, want string }{
		{"cd " + w.other + " && $TOOL", "`$TOOL` would run in"},
		{"cd " + w.other + "/sub && \"$BIN\" run", "`$BIN` would run in"},
		{"\"$BIN\"/gen > " + w.other + "/a", "the redirect > to"},
	} {
		ev := w.ev(hookguard.PreShell)
		ev.Command = tc.cmd
		v := w.judge(t, ev)
		if v.Decision != hookguard.Block || !strings.Contains(v.Reason, tc.want) || strings.Contains(v.Reason, "`?`") {
			t.Errorf("%q: %v %q, want a block naming %s", tc.cmd, v.Decision, v.Reason, tc.want)
		}
	}
	ev := w.ev(hookguard.PreShell)
	ev.Command = "$TOOL -o x out.txt"
	if v := w.judge(t, ev); v.Decision != hookguard.Allow {
		t.Errorf("an unknown program writing inside the project: %s", v.Reason)
	}
}
