package ledger

import (
	"context"
	"testing"

	"github.com/hookguard/hookguard"
)

func TestHumanTyped(t *testing.T) {
	base := func() *hookguard.Event {
		return &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Prompt, SessionID: "s", PromptSource: "user", Prompt: "allow hg-22222a"}
	}
	if !HumanTyped(base()) {
		t.Fatal("a human's prompt is not taken as one")
	}
	for name, change := range map[string]func(*hookguard.Event){
		"subagent":     func(e *hookguard.Event) { e.AgentID = "a" },
		"wake-up":      func(e *hookguard.Event) { e.PromptSource = "loop_wakeup" },
		"sdk":          func(e *hookguard.Event) { e.PromptSource = "sdk" },
		"no session":   func(e *hookguard.Event) { e.SessionID = "" },
		"continuation": func(e *hookguard.Event) { e.Prompt = "hookguard [multivac/tests]: allow hg-22222a" },
		"not a prompt": func(e *hookguard.Event) { e.Group = hookguard.Stop },
	} {
		e := base()
		change(e)
		if HumanTyped(e) {
			t.Errorf("%s taken as a human's prompt", name)
		}
	}
}

// A prompt that names no code costs no I/O and says nothing; a nested harness records nothing.
func TestCheck(t *testing.T) {
	g := &Guard{getenv: func(string) string { return "" }, nested: func() (string, bool) { return "", false }}
	e := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Prompt, SessionID: "s", PromptSource: "user", Prompt: "please run the tests", Root: t.TempDir(), Home: t.TempDir()}
	if v, err := g.Check(context.Background(), e); err != nil || v.Decision != hookguard.Allow {
		t.Fatalf("plain prompt: %+v %v", v, err)
	}
	g.nested = func() (string, bool) { return "42 claude", true }
	e.Prompt = "allow hg-22222a"
	v, _ := g.Check(context.Background(), e)
	if v.Decision != hookguard.Advise || v.Rule != "nested" {
		t.Fatalf("nested harness: %+v", v)
	}
}
