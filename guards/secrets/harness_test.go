package secrets

import (
	"strings"
	"testing"

	"github.com/hookguard/hookguard/harness"
)

// TestHarnessCredentials: every registered harness's login files are secret files in any home
// (and as a directory of that name), named for the harness; a harness added to the registry
// is covered with no list here to update.
func TestHarnessCredentials(t *testing.T) {
	for _, d := range harness.All() {
		for _, c := range d.Credentials {
			for _, p := range []string{"/home/u/" + c, "/root/" + c, "/home/u/" + c + "/part", "/home/u/" + strings.ToUpper(c)} {
				rule, why := secretFile(p, "/home/u")
				if rule != "agent-credentials" || !strings.Contains(why, d.Name) {
					t.Errorf("%s: %q (%s), want agent-credentials naming %s", p, rule, why, d.Name)
				}
			}
		}
	}
	if rule, _ := secretFile("/home/u/.claude/settings.json", "/home/u"); rule != "" {
		t.Errorf("a harness's settings are no credential: %q", rule)
	}
}
