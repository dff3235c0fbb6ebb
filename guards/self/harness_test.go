package self

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/harness"
)

// TestEveryHarnessProtected: every registered harness's settings files (in the project and the
// home) and transcript directories (in the home and under its DirEnv) are self's, so a harness
// added to the registry is protected without a list here to update.
func TestEveryHarnessProtected(t *testing.T) {
	w := newWorld(t)
	moved := filepath.Join(w.base, "moved")
	env := func(k string) string {
		for _, d := range harness.All() {
			if d.DirEnv == k {
				return filepath.Join(moved, k)
			}
		}
		return osGetenv(k)
	}
	s := newScope(w.event(hookguard.PreShell), env)
	want := func(p, rule string) {
		t.Helper()
		if h, ok := s.own(p, false); !ok || h.rule != rule {
			t.Errorf("%s: found %v %+v, want %s", p, ok, h, rule)
		}
	}
	for _, d := range harness.All() {
		for _, f := range d.Settings() {
			want(filepath.Join(w.root, f), "harness-settings")
			want(filepath.Join(w.home, f), "harness-settings")
		}
		for _, tr := range d.Transcripts {
			want(filepath.Join(w.home, tr, "s.jsonl"), "transcript")
		}
		if d.DirEnv == harness.None {
			continue
		}
		for _, f := range append(d.Settings(), d.Transcripts...) {
			if rel, ok := strings.CutPrefix(f, d.Dir+"/"); ok {
				rule := "harness-settings"
				if !slices.Contains(d.Settings(), f) {
					rule = "transcript"
				}
				want(filepath.Join(moved, d.DirEnv, rel), rule)
			}
		}
	}
}
