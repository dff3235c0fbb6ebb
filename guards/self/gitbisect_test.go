package self

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// A bisection is judged by every commit it can check out: those between the bad commit and
// the good ones, named by the command or recorded by the bisection under way, in its own
// terms. Where one of them has hookguard's files otherwise than HEAD, the step is blocked.
func TestGitBisectRange(t *testing.T) {
	w := gitWorld(t)
	// long: source changes only; disarmed: one commit in the middle changes a wrapper.
	git(t, w.root, "checkout", "-q", "-b", "long", "main")
	for _, f := range []string{"a.c", "b.c", "c.c", "d.c"} {
		write(t, filepath.Join(w.root, "src", f), []byte("int "+f[:1]+";\n"), 0o644)
		git(t, w.root, "add", "-A")
		git(t, w.root, "commit", "-qm", f)
	}
	git(t, w.root, "checkout", "-q", "-b", "disarmed", "main")
	wrapper := filepath.Join(w.root, ".hookguard/runners/claude/guard-shell.sh")
	before := git(t, w.root, "show", "HEAD:.hookguard/runners/claude/guard-shell.sh")
	write(t, filepath.Join(w.root, "src", "e.c"), []byte("int e;\n"), 0o644)
	git(t, w.root, "add", "-A")
	git(t, w.root, "commit", "-qm", "e")
	write(t, wrapper, []byte("exit 0\n"), 0o755)
	git(t, w.root, "commit", "-qam", "disarm")
	write(t, wrapper, []byte(before+"\n"), 0o755)
	git(t, w.root, "commit", "-qam", "re-arm")
	write(t, filepath.Join(w.root, "src", "f.c"), []byte("int f;\n"), 0o644)
	git(t, w.root, "add", "-A")
	git(t, w.root, "commit", "-qm", "f")
	git(t, w.root, "checkout", "-q", "main")

	judge := func(phase string, cases map[string]bool) {
		t.Helper()
		for cmd, want := range cases {
			v := w.shell(t, cmd)
			if blocked := v.Decision != hookguard.Allow; blocked != want || want && v.Rule != "git-worktree" {
				t.Errorf("%s: %q: got %v %s/%s (%s), want blocked=%v", phase, cmd, v.Decision, v.Guard, v.Rule, v.Reason, want)
			}
		}
	}
	judge("named ends", map[string]bool{
		"git bisect start long main":       false,
		"git bisect start long main~1":     false,
		"git bisect start disarmed main":   true,
		"git bisect start disarmed long~2": true,
		"git bisect start disarmed $GOOD":  true,
		// Nothing under way: git asks to start first, and a verdict knows only one end.
		"git bisect good nosuchrev": false,
		"git bisect bad disarmed":   false,
		"git bisect run true":       false,
		// Steps before it on the line set up the bisection the verdict checks out in.
		"git bisect start && git bisect bad disarmed && git bisect good main":                                        true,
		"git bisect start; git bisect bad long; git bisect good main":                                                false,
		"git bisect start main && git bisect new disarmed && git bisect old main":                                    true,
		"git bisect start --term-new=fixed --term-old=broken && git bisect fixed disarmed && git bisect broken main": true,
		"git bisect good main; git bisect start; git bisect bad disarmed; git bisect good main":                      true,
		"git bisect start long main && git bisect reset disarmed~2":                                                  true,
		"git bisect start long main && git bisect reset":                                                             false,
		"git bisect start long main; git bisect reset; git bisect start disarmed main":                               true,
		// HEAD moved by a checkout the line made is not the HEAD read here.
		"git bisect start long main && git bisect good HEAD~1": true,
		// A replayed log starts a bisection of its own; reset with nothing under way does nothing.
		"git bisect replay log":       true,
		"git bisect reset disarmed~2": false,
	})

	// A bisection under way over long: every step checks out commits that keep our files.
	git(t, w.root, "bisect", "start", "long", "main")
	judge("under way, clean range", map[string]bool{
		"git bisect good":         false,
		"git bisect bad":          false,
		"git bisect skip":         false,
		"git bisect run make":     false,
		"git bisect good long~3":  false,
		"git bisect bad disarmed": true, // a bad end whose range holds the disarming commit
		"git bisect replay log":   true,
	})
	// Refs the bisection keeps where they are not read here (packed by hand: git keeps them
	// loose) leave its ends unknown.
	good := git(t, w.root, "rev-parse", "main")
	os.Remove(filepath.Join(w.root, ".git/refs/bisect/good-"+good))
	f, err := os.OpenFile(filepath.Join(w.root, ".git/packed-refs"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(f, "%s refs/bisect/good-%s\n", good, good)
	f.Close()
	judge("under way, packed refs", map[string]bool{"git bisect good": true})
	git(t, w.root, "bisect", "reset")

	// Over disarmed, in terms of its own: every step may land on the disarming commit.
	git(t, w.root, "bisect", "start", "--term-new=fixed", "--term-old=broken", "disarmed", "main")
	judge("under way, custom terms", map[string]bool{
		"git bisect fixed":     true,
		"git bisect broken":    true,
		"git bisect next":      true,
		"git bisect run true":  true,
		"git bisect terms":     false,
		"git bisect log":       false,
		"git bisect visualize": false,
	})
	git(t, w.root, "bisect", "reset")
}
