package destructive

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// A block binds every command of the line the guard stops, not the first only: the code it
// offers is a grant for what the reason showed, and a second stopped command, or one that
// cannot be authorised at all, changes the block.
func TestBlockBindsEveryStoppedCommand(t *testing.T) {
	g := New()
	home, root := world(t)
	one := check(t, g, home, root, "git push --force origin feature")
	if one.Action == "" || one.NoCode {
		t.Fatalf("one force push: action %q, no code %v", one.Action, one.NoCode)
	}
	for _, cmd := range []string{
		"git push --force origin feature; git push --force origin main",
		"git push --force origin feature && git push --mirror https://example.com/other.git",
		"git push --force origin feature; rm -rf ~/Documents",
	} {
		v := check(t, g, home, root, cmd)
		if v.Rule != one.Rule {
			t.Errorf("%q: first rule %q, want %q", cmd, v.Rule, one.Rule)
		}
		// The action is the line (line.Fold), then one bound part per block: the first is the
		// one force push's, and the later ones follow it.
		first, _ := bound(one.Action)
		parts, n := bound(v.Action)
		if !strings.HasPrefix(parts, first) || n < 2 {
			t.Errorf("%q: action %q does not bind the later blocked commands", cmd, v.Action)
		}
		if !strings.Contains(v.Reason, "The same command also") {
			t.Errorf("%q: the reason does not name the other blocked commands: %s", cmd, v.Reason)
		}
	}
	// A later effect no code may authorise takes the code from the whole line.
	v := check(t, g, home, root, "git push --force origin feature; rm -rf $X")
	if !v.NoCode {
		t.Errorf("a later command whose words are only known when it runs left a code: %s", v.Reason)
	}
	// A script: the pushes it holds are bound together.
	script := filepath.Join(root, "deploy.sh")
	if err := os.WriteFile(script, []byte("git push --force origin feature\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	a := check(t, g, home, root, "bash deploy.sh")
	if err := os.WriteFile(script, []byte("git push --force origin feature\ngit push --force origin main\ngit push --mirror https://example.com/o.git\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	b := check(t, g, home, root, "bash deploy.sh")
	if a.Action == "" || a.Action == b.Action {
		t.Errorf("a script grown by two more pushes blocks as the same action: %q", b.Action)
	}
	// Quiet stays quiet; one blocked command reads as before.
	if v := check(t, g, home, root, "git push origin feature; git status"); v.Decision != hookguard.Allow {
		t.Errorf("harmless line blocked: %s", v.Reason)
	}
	if strings.Contains(one.Reason, "The same command also") {
		t.Errorf("one blocked command names others: %s", one.Reason)
	}
}

// bound is what an action binds after the line it names, and how many blocks that is.
func bound(action string) (string, int) {
	_, parts, _ := strings.Cut(action, "\x02")
	return parts, strings.Count(action, "\x02")
}
