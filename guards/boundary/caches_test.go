package boundary

import (
	"os"
	"testing"

	"github.com/hookguard/hookguard"
)

// TestCacheDeletes: a delete that lands in a tool's cache below the home passes, however it is
// spelled (rm -r, a glob, find -delete, find -exec rm); anything else there, a write or a move
// out, a path that climbs out of the cache or reaches it through a link, and the home's other
// directories stay outside the roots.
func TestCacheDeletes(t *testing.T) {
	w := newWorld(t)
	for _, d := range []string{"/.cache/pip", "/.gradle/caches", "/Library/Developer/Xcode/DerivedData/App-x", "/Documents", "/.cargo/bin"} {
		must(t, os.MkdirAll(w.home+d, 0o755))
	}
	must(t, os.Symlink(w.home+"/Documents", w.home+"/.cache/docs"))
	for _, c := range []struct{ cmd, rule string }{
		{"rm -rf ~/.cache/pip", ""},
		{"rm -rf ~/.cache", ""},
		{"rm -rf $HOME/.gradle/caches/", ""},
		{"rm -rf ~/Library/Developer/Xcode/DerivedData/*", ""},
		{"npm cache clean --force && rm -rf ~/.npm/_cacache", ""},
		{"find ~/.cache -name '*.tmp' -delete", ""},
		{"find ~/.cache -type f -atime +30 -exec rm {} +", ""},
		{"rm ~/.cache/docs", ""}, // the link itself, not what it points at
		{"rm -rf ~/.cache/docs/", "outside-roots"},
		{"rm -rf ~/.cache/../Documents", "outside-roots"},
		{"rm -rf ~/Documents", "outside-roots"},
		{"rm -rf ~/.cargo/bin", "outside-roots"},
		{"echo x > ~/.cache/pip/x", "outside-roots"},
		{"cp evil ~/.cache/go-build/ab-d", "outside-roots"},
		{"mv ~/.cache/pip ~/Documents/pip", "outside-roots"},
	} {
		ev := w.ev(hookguard.PreShell)
		ev.Command = c.cmd
		if v := w.judge(t, ev); v.Rule != c.rule {
			t.Errorf("%s: got %q (%s), want %q", c.cmd, v.Rule, v.Reason, c.rule)
		}
	}
}
