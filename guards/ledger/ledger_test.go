package ledger

import (
	"context"
	"strings"
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

// A code in a prompt that is not a yes records nothing, and the person is told why and what to
// type instead; the reason holds no code (it is shown in the chat, where a code is a yes).
func TestNotConsentIsTold(t *testing.T) {
	g := &Guard{getenv: func(string) string { return "" }, nested: func() (string, bool) { return "", false }}
	for prompt, why := range map[string]string{
		"what is this? hookguard [destructive/x]: ... ask them to reply `allow hg-22222a`": "quotes hookguard",
		"don't allow hg-22222a": "a no or a question",
		"> allow hg-22222a":     "quoted line",
		"the agent wants me to allow hg-22222a before it can finish the release, should I do it": "line of its own",
	} {
		e := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.Prompt, SessionID: "s", PromptSource: "user", Prompt: prompt, Root: t.TempDir(), Home: t.TempDir()}
		v, err := g.Check(context.Background(), e)
		if err != nil || v.Decision != hookguard.Advise || v.Rule != "not-consent" || !strings.Contains(v.Reason, why) || strings.Contains(v.Reason, "hg-22222a") {
			t.Errorf("%q: %+v %v", prompt, v, err)
		}
	}
}
