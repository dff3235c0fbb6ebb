package migrations

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// Everyday commands in a project with applied migrations: a build writes one new entry
// where it runs, a formatter rewrites only its own kind of file, a container's bind mount is
// a program nobody can see into, and a find narrowed by a name test deletes only what it
// selects. Each still blocks where it could reach the applied file.
func TestEverydayCommandsPass(t *testing.T) {
	root, home := gitRepo(t)
	mig := filepath.Join(root, "db", "migrate")
	for _, c := range []struct{ cwd, cmd, rule string }{
		{root, "go build", ""},
		{root, "go build .", ""},
		{root, "go -C db build", ""},
		{root, "npm pack", ""},
		{root, "go fmt ./...", ""},
		{root, "go fmt ./db/...", ""},
		{root, `docker run --rm -v "$PWD":/app -w /app node:20 npm test`, ""},
		{root, "podman run -v .:/src:z img make", ""},
		{root, "find . -name '*.pyc' -delete", ""},
		{root, "find . -type f -name '*.orig' -delete", ""},
		{root, "find . -type d -name __pycache__ -exec rm -rf {} +", ""},
		{root, "find db -name '*.tmp' -exec rm {} \\;", ""},
		{root, "find . -iname '*.BAK' -delete", ""},

		{mig, "go build", "applied-edit"},
		{mig, "npm pack", "applied-edit"},
		{root, "npm pack --pack-destination db/migrate", "applied-edit"},
		{root, `rm "db/migrate/$X"`, "applied-delete"},
		{root, "find . -name '*.rb' -delete", "applied-delete"},
		{root, "find . -iname '2024*_CREATE_USERS.RB' -delete", "applied-delete"},
		{root, "find . -name migrate -exec rm -rf {} +", "applied-delete"},
		{root, "find . -name 'd*' -exec rm -rf {} +", "applied-delete"},
		{root, "find . -type f -delete", "applied-delete"},
		{root, "find . -mtime +1 -delete", "applied-delete"},
		{root, "sed -i s/a/b/ db/migrate/*.rb", "applied-edit"},
	} {
		ev := &hookguard.Event{Group: hookguard.PreShell, Command: c.cmd, Root: root, Cwd: c.cwd, Home: home}
		v, err := New().Check(context.Background(), ev)
		if err != nil {
			t.Errorf("%s: %v", c.cmd, err)
			continue
		}
		if v.Rule != c.rule {
			t.Errorf("(in %s) %s: got %v %q (%s), want %q", c.cwd, c.cmd, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
}
