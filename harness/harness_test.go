package harness

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// TestEveryFieldSet holds every registered harness to the whole descriptor: a field added to
// Descriptor fails here until each harness says its value (or None).
func TestEveryFieldSet(t *testing.T) {
	for _, r := range []hookguard.Runner{hookguard.Claude, hookguard.Codex, hookguard.Gemini, hookguard.Clarvis} {
		if Of(r) == nil {
			t.Errorf("%s is not registered", r)
		}
	}
	for _, d := range All() {
		if err := Check(d); err != nil {
			t.Error(err)
		}
		// The readers compare these with a case-folded path.
		for _, p := range append(append([]string{}, d.Guarded...), d.Credentials...) {
			if p != strings.ToLower(p) {
				t.Errorf("%s: %s is not lower case", d.Runner, p)
			}
		}
		if Of(d.Runner) != d {
			t.Errorf("Of(%s) does not find its descriptor", d.Runner)
		}
	}
	if Of(hookguard.Git) != nil || Of(hookguard.CLI) != nil {
		t.Error("git and cli are runners, not harnesses")
	}
}

// TestMissingFieldFails takes a complete descriptor and clears each field in turn: Check must
// name that field every time, so no field can be forgotten by a new harness.
func TestMissingFieldFails(t *testing.T) {
	full := *Of(hookguard.Codex)
	typ := reflect.TypeOf(full)
	for i := 0; i < typ.NumField(); i++ {
		d := full
		reflect.ValueOf(&d).Elem().Field(i).SetZero()
		err := Check(&d)
		if err == nil || !strings.Contains(err.Error(), "field "+typ.Field(i).Name+" ") {
			t.Errorf("clearing %s: Check says %v", typ.Field(i).Name, err)
		}
	}
	// An explicit none is not a missing field.
	d := full
	d.Credentials = []string{}
	if err := Check(&d); err != nil {
		t.Errorf("an empty list is an explicit none: %v", err)
	}
}

func TestRegisterTwicePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a second descriptor for claude was accepted")
		}
	}()
	Register(&Descriptor{Runner: hookguard.Claude})
}

func TestSettings(t *testing.T) {
	got := strings.Join(Of(hookguard.Claude).Settings(), " ")
	if got != ".claude/settings.json .claude/settings.local.json" {
		t.Errorf("claude settings: %s", got)
	}
	got = strings.Join(Of(hookguard.Codex).Settings(), " ")
	if got != ".codex/hooks.json .codex/config.toml" {
		t.Errorf("codex settings: %s", got)
	}
}

// TestGuardedCoversSettings: every project-level settings file is among the paths whose change
// the boundary guard stops, so a settings file added to a descriptor is protected with it.
func TestGuardedCoversSettings(t *testing.T) {
	for _, d := range All() {
		for _, f := range append([]string{d.Project, d.Local}, d.Config...) {
			if f != None && GuardedIn(strings.ToLower(f)) != d {
				t.Errorf("%s: %s is not among its Guarded paths", d.Runner, f)
			}
		}
	}
	if GuardedIn(".claude/hooks/x.sh") != Of(hookguard.Claude) || GuardedIn(".codex") != Of(hookguard.Codex) || GuardedIn(".claude/agents/x.md") != nil || GuardedIn(".gemini/notes.md") != nil {
		t.Error("GuardedIn misreads a tree or a file outside it")
	}
}
