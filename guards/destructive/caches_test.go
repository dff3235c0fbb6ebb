package destructive

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// TestCacheDeletes: a recursive delete of a tool's cache below the home (what it downloads or
// builds again) passes however it is spelled; the home, its other directories, a tool's
// programs and a path that climbs out of a cache stay blocked.
func TestCacheDeletes(t *testing.T) {
	home, root := world(t)
	for _, d := range []string{".cache/pip", ".gradle/caches", "Library/Developer/Xcode/DerivedData/App-x", "Documents", ".cargo/bin"} {
		if err := os.MkdirAll(filepath.Join(home, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(home, "Documents"), filepath.Join(home, ".cache", "docs")); err != nil {
		t.Fatal(err)
	}
	g := New()
	for _, c := range []struct {
		cmd   string
		block bool
	}{
		{"rm -rf ~/.cache/pip", false},
		{"rm -rf /home/user/.cache", false},
		{"rm -rf $HOME/.gradle/caches/", false},
		{"rm -rf ~/Library/Developer/Xcode/DerivedData/*", false},
		{"rm -rf ~/.m2/repository ~/.cargo/registry", false},
		{"rm -rf ~/.cache/docs/", true},
		{"rm -rf ~/.cache/../Documents", true},
		{"rm -rf ~/Documents", true},
		{"rm -rf ~/.cargo/bin", true},
		{"rm -rf ~/.cargo", true},
		{"rm -rf ~", true},
		{"rm -rf ~/.cache-old", true},
	} {
		c.cmd = os.Expand(c.cmd, func(string) string { return home })
		v := check(t, g, home, root, c.cmd)
		if (v.Decision == hookguard.Block) != c.block {
			t.Errorf("%s: got %v %s (%s), want block=%v", c.cmd, v.Decision, v.Rule, v.Reason, c.block)
		}
	}
}
