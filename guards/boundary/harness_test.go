package boundary

import (
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/harness"
)

// TestEveryHarness holds boundary to the registry: for every registered harness, a write to
// each guarded path (in the project and a nested one) and to each user-level settings file is
// refused, and each credential file is not read; a harness added to the registry is guarded
// with no list here to update.
func TestEveryHarness(t *testing.T) {
	w := newWorld(t)
	write := func(p, want string) {
		t.Helper()
		ev := w.ev(hookguard.PreFiles)
		ev.Files = []hookguard.FileChange{{Path: p, Op: hookguard.OpWrite, Text: "{}"}}
		if v := w.judge(t, ev); v.Rule != want {
			t.Errorf("write %s: got %v %s (%s), want %s", p, v.Decision, v.Rule, v.Reason, want)
		}
	}
	for _, d := range harness.All() {
		for _, g := range d.Guarded {
			p := g
			if strings.HasSuffix(g, "/") {
				p = g + "x.sh"
			}
			write(p, "harness-settings")
			write("sub/app/"+p, "harness-settings")
		}
		for _, f := range d.Settings() {
			write("~/"+f, "harness-settings")
		}
		for _, c := range d.Credentials {
			ev := w.ev(hookguard.PreRead)
			ev.Reads = []string{"~/" + c}
			if v := w.judge(t, ev); v.Rule != "sensitive-read" {
				t.Errorf("read ~/%s: got %q (%s), want sensitive-read", c, v.Rule, v.Reason)
			}
		}
	}
}
