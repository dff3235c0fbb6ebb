package ledger

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// A grant for a line that runs a file is a grant for the file's text as the human saw it: the
// same words with the script, recipe or package.json script changed since are another action.
func TestActionHashBindsTheCodeTheLineRuns(t *testing.T) {
	v := hookguard.Blocked("destructive", "git.push-force", "no")
	for _, tc := range []struct{ cmd, file, before, after string }{
		{"bash deploy.sh", "deploy.sh", "git push --force origin feature\n", "git push --force origin feature\ngit push --mirror https://x/y\n"},
		{"./deploy.sh", "deploy.sh", "#!/bin/sh\ngit push -f origin f\n", "#!/bin/sh\ngit push -f origin f\ngit push -f origin main\n"},
		{"source env.sh && git push -f", "env.sh", "B=f\n", "B=main\n"},
		{"make ship", "Makefile", "ship:\n\tgit push -f origin f\n", "ship:\n\tgit push -f origin f\n\tgit push -f origin main\n"},
		{"npm run ship", "package.json", `{"scripts":{"ship":"git push -f origin f"}}`, `{"scripts":{"ship":"git push -f origin f && rm -rf dist"}}`},
		{"sh -c 'sh deploy.sh'", "deploy.sh", "git push -f origin f\n", "git push -f origin main\n"},
	} {
		root := t.TempDir()
		ev := func() *hookguard.Event {
			return &hookguard.Event{Group: hookguard.PreShell, Command: tc.cmd, Cwd: root, Root: root}
		}
		write := func(text string) {
			if err := os.WriteFile(filepath.Join(root, tc.file), []byte(text), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		write(tc.before)
		base := ActionHash(ev(), v)
		if ActionHash(ev(), v) != base {
			t.Fatalf("%s: the same line over the same files hashes differently", tc.cmd)
		}
		write(tc.after)
		if ActionHash(ev(), v) == base {
			t.Errorf("%s: %s changed after the grant, and the grant still covers it", tc.cmd, tc.file)
		}
		write(tc.before)
		if ActionHash(ev(), v) != base {
			t.Errorf("%s: %s put back as it was is not the action authorised", tc.cmd, tc.file)
		}
	}
}
