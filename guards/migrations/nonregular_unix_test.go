//go:build unix

package migrations

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/state/statetest"
)

// The files the migrations guard reads beside a change, an edited migration and the dialect
// markers (alembic.ini, atlas.hcl), replaced by what waits or never ends: the change is judged
// on its own text, a verdict by a rule, not the guard's error after its deadline. The deadline
// only turns a read that waits for ever into a failure; no duration is asserted.
func TestNotRegularFiles(t *testing.T) {
	for _, kind := range statetest.Kinds {
		root, home := gitRepo(t)
		edited := "db/migrate/20240401000000_drop.sql"
		statetest.Plant(t, filepath.Join(root, edited), kind)
		statetest.Plant(t, filepath.Join(root, "alembic.ini"), kind)
		statetest.Plant(t, filepath.Join(root, "atlas.hcl"), kind)
		for _, c := range []struct {
			f    hookguard.FileChange
			rule string
		}{
			{hookguard.FileChange{Path: filepath.Join(root, edited), Op: hookguard.OpEdit, Old: "x", Text: "DROP TABLE users;"}, "drop-table"},
			{hookguard.FileChange{Path: filepath.Join(root, edited), Op: hookguard.OpEdit, Old: "x", Text: "SELECT 1;"}, ""},
			{hookguard.FileChange{Path: filepath.Join(root, "db/migrate/20240402000000_new.sql"), Op: hookguard.OpWrite, Text: "DROP TABLE users;"}, "drop-table"},
		} {
			if kind == "link-to-dev-zero" && c.f.Op == hookguard.OpEdit {
				c.rule = "" // the edit lands in /dev/zero, no migration
			}
			ev := &hookguard.Event{Group: hookguard.PreFiles, Files: []hookguard.FileChange{c.f}, Root: root, Cwd: root, Home: home}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			done := make(chan hookguard.Verdict, 1)
			go func() {
				v, err := New().Check(ctx, ev)
				if err != nil {
					v.Rule = "error: " + err.Error()
				}
				done <- v
			}()
			select {
			case v := <-done:
				if v.Rule != c.rule {
					t.Errorf("%s of %s (%q), a %s beside it: rule %q (%s), want %q", c.f.Op, c.f.Path, c.f.Text, kind, v.Rule, v.Reason, c.rule)
				}
			case <-ctx.Done():
				t.Fatalf("%s of %s, a %s beside it: the guard did not answer", c.f.Op, c.f.Path, kind)
			}
			cancel()
		}
	}
}
