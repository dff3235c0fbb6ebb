package destructive

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// TestFindExpression: find's tests narrow a delete only where find evaluates them true before
// the action runs, and a narrowed selection that can still reach the project's .git deletes
// the repository. Run in a project with a real .git directory.
func TestFindExpression(t *testing.T) {
	home, root := world(t)
	g := New()
	block := []string{
		"find . -path './.git*' -delete", "find . -delete -name '*.pyc'", "find . -name '*.pyc' -o -delete",
		"find . ! -name zzz -delete", "find . -not -path './src/*' -delete", "find . -mindepth 1 -maxdepth 1 -exec rm -rf {} +",
		"find . -name .git -exec rm -rf {} +", "find . -maxdepth 1 -name '.g*' -exec rm -rf {} +", "find . -mindepth 1 -delete",
		"find . -iname .GIT -exec rm -rf {} ';'", "find . -mtime +30 -delete", "find . \\( -name '*.o' -o -name HEAD \\) -delete",
		"find ./ -path '*/objects/*' -delete", "find . -name '*.pyc' , -delete", "find . -true -delete", "find . -name x -or -exec rm -rf {} +",
		"find -mindepth 1 -execdir rm -rf {} +", "find . -name '*' -delete", "find . -size +1k -delete",
	}
	allow := []string{
		"find . -name '*.pyc' -delete", "find . -type d -name __pycache__ -exec rm -rf {} +", "find build -mtime +30 -delete",
		"find . -name '*.o' -a -delete", "find . -path ./.git -prune -o -name '*.o' -delete", "find . -name node_modules -prune -exec rm -rf {} +",
		"find . -name '*.log' -delete -o -print", "find src -mindepth 1 -delete", "find . -maxdepth 0 -name x -delete",
		"find . -name '*.tmp' -exec rm -f {} +", "find . -empty -delete", "find . -name '*.pyc' -print",
	}
	for _, cmd := range block {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Block {
			t.Errorf("not blocked: %q", cmd)
		}
	}
	for _, cmd := range allow {
		if v := check(t, g, home, root, cmd); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %q: %s", cmd, v.Reason)
		}
	}
}
