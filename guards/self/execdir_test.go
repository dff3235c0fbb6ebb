package self

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// TestFindExecdirOwn: a relative path the command of find -execdir names lies below find's
// start (or, for the start itself, in the directory holding it): hookguard's files among
// what it may name are judged, and a start with none of them below it passes.
func TestFindExecdirOwn(t *testing.T) {
	w := newWorld(t)
	for _, cmd := range []string{
		"cd ~/proj && find . -type d -execdir rm -f pre-commit \\;", "cd ~/proj && find . -type d -execdir rm -rf hooks \\;",
		"cd ~/proj && find .hookguard -execdir chmod -x pre-commit \\;", "cd ~/proj && find src -execdir rm -rf .hookguard \\;",
		"cd ~/proj && find . -name claude -execdir rm -f guard-shell.sh \\;", "cd ~ && find proj -execdir rm -rf proj \\;",
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block {
			t.Errorf("%q: want a block, got %v", cmd, v.Decision)
		}
	}
	for _, cmd := range []string{
		"cd ~/proj && find src -type d -execdir rm -f pre-commit \\;", "cd ~/proj && find src -name '*.c' -execdir rm -f main.o \\;",
		"cd ~/proj && find src -name x -execdir rm -rf .hookguard \\;", "cd ~/proj && find src -mindepth 1 -execdir rm -rf .hookguard \\;",
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: want it allowed: %s", cmd, v.Reason)
		}
	}
}
