package install

import (
	"testing"

	hdesc "github.com/hookguard/hookguard/harness"
)

// TestEveryHarnessWired: install wires every registered harness, and reads each one's
// settings files, format and trust from its descriptor rather than a copy of its own.
func TestEveryHarnessWired(t *testing.T) {
	hs := Harnesses()
	all := hdesc.All()
	if len(hs) != len(all) {
		t.Fatalf("install wires %d harnesses, %d are registered", len(hs), len(all))
	}
	for i, d := range all {
		h := hs[i]
		if h.Desc != d || h.Runner != d.Runner {
			t.Errorf("install's harness %d is %s, the registry's %s", i, h.Runner, d.Runner)
			continue
		}
		local := d.Local
		if local == hdesc.None {
			local = ""
		}
		if h.Project != d.Project || h.User != d.User || h.Local != local || h.Trust != d.TrustNote || h.Comments != (d.Format == hdesc.JSONC) {
			t.Errorf("%s: install's settings or trust differ from the descriptor's", d.Runner)
		}
	}
}
