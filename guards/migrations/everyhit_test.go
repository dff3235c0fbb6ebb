package migrations

import (
	"context"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// A block binds every effect of the line the guard stops: a later one no code may authorise
// takes the code away, and a second one changes the action.
func TestShellBlockBindsEveryStoppedEffect(t *testing.T) {
	root, home := gitRepo(t)
	g := New()
	applied := "db/migrate/20240101000000_create_users.rb"
	run := func(cmd string) hookguard.Verdict {
		v, err := g.Check(context.Background(), &hookguard.Event{Group: hookguard.PreShell, Command: cmd, Root: root, Cwd: root, Home: home})
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	one := run("echo x >> " + applied)
	if one.Decision != hookguard.Block || one.NoCode {
		t.Fatalf("one edit: %+v", one)
	}
	two := run("echo x >> " + applied + "; dropdb app_development")
	if two.Rule != one.Rule || !strings.Contains(two.Action, "\x02destructive-command") {
		t.Errorf("a second stopped effect is not bound: %q", two.Action)
	}
	if v := run("echo x >> " + applied + "; rm db/migrate/$OLD"); !v.NoCode {
		t.Errorf("a later effect whose path is only known when it runs left a code: %+v", v)
	}
}
