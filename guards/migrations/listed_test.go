package migrations

import (
	"context"
	"testing"

	"github.com/hookguard/hookguard"
)

// A NUL-separated listing handed to xargs -0 is what its lister selects, as find -print0's
// is: git ls-files, git grep -l, fd and rg narrowed by a name glob edit or delete only files
// so named. A glob git could match against a directory on the way (migr*, */2024*), no glob,
// or one that names the applied files still blocks.
func TestListedFilesByGlob(t *testing.T) {
	root, home := gitRepo(t)
	for _, c := range []struct{ cmd, rule string }{
		{"git ls-files -z '*.md' | xargs -0 sed -i 's/a/b/'", ""},
		{"git ls-files -z -- 'docs/*.md' | xargs -0 sed -i s/a/b/", ""},
		{"git ls-files -z '*.md' | xargs -0 rm", ""},
		{"git grep -lz TODO -- '*.go' | xargs -0 sed -i s/TODO/DONE/", ""},
		{"fd -0 -e md | xargs -0 sed -i s/a/b/", ""},
		{"fd -0 -g '*.txt' . docs | xargs -0 rm", ""},
		{"rg --files -0 -g '*.md' | xargs -0 sed -i s/a/b/", ""},
		{"rg -l0 TODO -g '*.go' | xargs -0 sed -i s/a/b/", ""},

		{"git ls-files -z | xargs -0 sed -i 's/a/b/'", "applied-edit"},
		{"git ls-files -z '*.rb' | xargs -0 sed -i 's/a/b/'", "applied-edit"},
		{"git ls-files -z 'db*' | xargs -0 sed -i 's/a/b/'", "applied-edit"},
		{"git ls-files -z '*/2024*' | xargs -0 rm", "applied-delete"},
		{"git ls-files -z '*.md' $X | xargs -0 rm", "applied-delete"},
		{"git ls-files -z db | xargs -0 rm", "applied-delete"},
		{"git grep -lz TODO | xargs -0 sed -i s/TODO/DONE/", "applied-edit"},
		{"git grep -lz TODO -- '*.rb' | xargs -0 sed -i s/TODO/DONE/", "applied-edit"},
		{"fd -0 -e rb | xargs -0 sed -i s/a/b/", "applied-edit"},
		{"fd -0 | xargs -0 rm", "applied-delete"},
		{"rg --files -0 | xargs -0 rm", "applied-delete"},
		{"rg --files -0 -g '*.md' -g '*.rb' | xargs -0 rm", "applied-delete"},
		{"rg -l0 TODO -g 'db/**' | xargs -0 sed -i s/a/b/", "applied-edit"},
	} {
		ev := &hookguard.Event{Group: hookguard.PreShell, Command: c.cmd, Root: root, Cwd: root, Home: home}
		v, err := New().Check(context.Background(), ev)
		if err != nil {
			t.Errorf("%s: %v", c.cmd, err)
			continue
		}
		if v.Rule != c.rule {
			t.Errorf("%s: got %v %q (%s), want %q", c.cmd, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
}
