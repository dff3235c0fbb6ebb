package ledger

import (
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/harness"
)

// TestEveryHarnessNested: a harness the agent starts is recognised by every registered CLI
// name and installed package, and the human channel is the descriptor's; a harness added to
// the registry is recognised with no list here to update.
func TestEveryHarnessNested(t *testing.T) {
	for _, d := range harness.All() {
		for _, c := range d.CLIs {
			if !isHarness([]string{"/usr/local/bin/" + c, "-p", "x"}) {
				t.Errorf("%s: %s is not recognised as a harness", d.Runner, c)
			}
		}
		for _, p := range d.Packages {
			if !isHarness([]string{"node", "/usr/lib/node_modules" + p + "/dist/index.js"}) {
				t.Errorf("%s: node running %s is not recognised as a harness", d.Runner, p)
			}
		}
		if HumanChannel(d.Runner) != d.HumanChannel.Bool() {
			t.Errorf("%s: HumanChannel differs from the descriptor", d.Runner)
		}
	}
	if isHarness([]string{"node", "/srv/app/server.js"}) || isHarness([]string{"/bin/sh", "-c", "true"}) {
		t.Error("a program that is no harness was taken for one")
	}
	if HumanChannel(hookguard.Git) || HumanChannel(hookguard.CLI) {
		t.Error("git and the cli have no chat to answer in")
	}
}
