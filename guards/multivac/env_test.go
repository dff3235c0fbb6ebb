package multivac

import (
	"testing"

	"github.com/hookguard/hookguard/harness"
)

// TestHarnessVarsWithheld: verify sees none of the variables any registered harness sets in
// its hooks (it would read a payload from stdin), and keeps the rest of the environment.
func TestHarnessVarsWithheld(t *testing.T) {
	for _, d := range harness.All() {
		for _, p := range d.HookEnv {
			if !harnessVar(p + "_X") {
				t.Errorf("%s: %s_X reaches verify", d.Runner, p)
			}
		}
	}
	for _, k := range []string{"CLAUDE_PROJECT_DIR", "GEMINI_PROJECT_DIR", "CODEX_THREAD_ID", "MULTIVAC_QUIET"} {
		if !harnessVar(k) {
			t.Errorf("%s reaches verify", k)
		}
	}
	for _, k := range []string{"PATH", "HOME", "GOPATH", "MULTIVAC_CONFIG"} {
		if harnessVar(k) {
			t.Errorf("%s is withheld from verify", k)
		}
	}
}
