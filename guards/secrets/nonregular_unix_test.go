//go:build unix

package secrets

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/state/statetest"
)

// judgeWithin is judge under a deadline that only turns a read that waits for ever into a
// failure; no duration is asserted.
func judgeWithin(t *testing.T, ev *hookguard.Event) hookguard.Verdict {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	type answer struct {
		v   hookguard.Verdict
		err error
	}
	done := make(chan answer, 1)
	go func() { v, err := New().Check(ctx, ev); done <- answer{v, err} }()
	select {
	case a := <-done:
		if a.err != nil {
			t.Fatalf("Check: %v", a.err)
		}
		return a.v
	case <-ctx.Done():
		t.Fatal("the guard did not answer: it waits on what was planted")
		return hookguard.Verdict{}
	}
}

// Files the secrets guard reads that an agent can replace: an edited file (the lines the edit
// leaves), a credential file whose content decides (.npmrc), an ignore file rg honours. Each
// gets a real verdict: the edit's own text judged, unknown credentials treated as credentials,
// an unreadable .gitignore as no rules (more searched, never less).
func TestNotRegularFiles(t *testing.T) {
	tok := fake("sk_live_", alnum, 34)
	for _, kind := range statetest.Kinds {
		f := commandWorld(t)
		statetest.Plant(t, filepath.Join(f.root, "src", "cfg.py"), kind)
		statetest.Plant(t, filepath.Join(f.root, "tools", ".npmrc"), kind)
		statetest.Plant(t, filepath.Join(f.root, "gen", ".gitignore"), kind)
		if err := os.WriteFile(filepath.Join(f.root, "gen", "id_rsa"), []byte("-----BEGIN OPENSSH PRIVATE KEY-----\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		edit := func(text string) *hookguard.Event {
			ev := f.ev(hookguard.PreFiles)
			ev.Files = []hookguard.FileChange{{Path: f.root + "/src/cfg.py", Op: hookguard.OpEdit, Old: "END'", Text: text}}
			return ev
		}
		shell := func(cmd string) *hookguard.Event {
			ev := f.ev(hookguard.PreShell)
			ev.Command = cmd
			return ev
		}
		for _, c := range []struct {
			name string
			ev   *hookguard.Event
			rule string
		}{
			{"edit adding a key", edit("KEY = '" + tok + "'"), "stripe-access-token"},
			{"edit adding nothing", edit("DEBUG = True"), ""},
			{"read of .npmrc", shell("cat tools/.npmrc"), "credential-config"},
			{"rg under a .gitignore", shell("rg foo gen"), "ssh-private-key"},
		} {
			if kind == "link-to-dev-zero" && c.rule == "credential-config" {
				c.rule = "" // the link names /dev/zero, which no tool configures itself with
			}
			if v := judgeWithin(t, c.ev); v.Rule != c.rule {
				t.Errorf("%s, a %s: %s %s (%s), want rule %q", c.name, kind, v.Decision, v.Rule, v.Reason, c.rule)
			}
		}
	}
}
