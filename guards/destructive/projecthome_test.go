package destructive

import (
	"context"
	"testing"

	"github.com/hookguard/hookguard"
)

// A project that lives under a system directory where servers keep projects (/srv, /var/www,
// /opt, /usr/local/src, /mnt): its own files are edited and deleted like any project's. The
// system directories themselves, other projects beside it, and projects in places the OS
// owns (/etc, /usr/lib) keep the rule.
func TestProjectUnderSystemDirectory(t *testing.T) {
	g := New()
	for _, c := range []struct {
		root, cmd string
		block     bool
	}{
		{"/srv/app", "echo y > a; rm a", false},
		{"/var/www/html", "rm index.php.bak", false},
		{"/var/www/html", "cp wp-config-sample.php wp-config.php", false},
		{"/opt/app", "sort -o data.txt data.txt", false},
		{"/usr/local/src/tool", "rm build.log && echo x > notes.txt", false},
		{"/mnt/data/proj", "rm /mnt/data/proj/old.txt", false},
		{"/srv/app", "rm -rf build", false},

		{"/srv/app", "rm ../other/config.yml", true},
		{"/srv/app", "echo y > /srv/other/x", true},
		{"/srv/app", "rm /etc/hosts", true},
		{"/srv/app", "rm -rf ../other", true},
		{"/srv", "echo y > a", true},
		{"/opt", "rm a", true},
		{"/etc", "echo y > hosts", true},
		{"/usr/lib/x", "rm libx.so", true},
	} {
		ev := &hookguard.Event{Group: hookguard.PreShell, Command: c.cmd, Cwd: c.root, Root: c.root, Home: "/home/user"}
		v, err := g.Check(context.Background(), ev)
		if err != nil {
			t.Fatalf("%s: %v", c.cmd, err)
		}
		if got := v.Decision == hookguard.Block; got != c.block {
			t.Errorf("(project %s) %s: block=%v, want %v (%s %s)", c.root, c.cmd, got, c.block, v.Rule, v.Reason)
		}
	}
}
