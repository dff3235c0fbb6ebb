package secrets

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// A diff of the repository's changes (git diff, --cached, git status -v, git add -p) prints
// every changed tracked file whole where it changed, both its old and its new lines: a
// committed .env edited in the work tree, or staged, or taken out of the index by a command
// of the same line, is printed. One left as committed is in no diff.
func TestChangesShown(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	f := newFixture(t)
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@x.invalid", "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null"}, args...)...)
		cmd.Dir = f.root
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v %s", args, err, out)
		}
	}
	write := func(rel, text string) {
		t.Helper()
		p := filepath.Join(f.root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	env := "DB_PASSWORD=Hn3q9xK2mP8vL5wR\n"
	write(".env", env)
	write("src/app.py", "print('x')\n")
	git("init", "-q")
	git("add", "-A")
	git("commit", "-qm", "init")

	g := New()
	// Nothing changed: no diff holds .env.
	runCommands(t, f, g, []string{
		"git rm --cached .env && git diff --cached",
		"git rm -r --cached . && git diff --staged",
		"git diff -- .env", // named: printed if it differs, judged as a read
	}, []string{
		"git diff", "git diff --cached", "git status -v", "git status -vv", "git add -p",
		"echo y >> src/app.py && git diff", "git add src/app.py && git diff --cached", "git diff --stat",
		"git diff-files -p", "git checkout -p", "git restore -p .", "git reset -p", "git commit -p", "git difftool -y -x cat",
	})

	// Edited in the work tree.
	write(".env", env+"STRIPE_KEY=sk_live_51H8xK2mP8vL5wRHn3q9xK2mP8vL5wR\n")
	runCommands(t, f, g, []string{
		"git diff", "git add -p", "git status -vv", "git add -u && git diff --cached", "git -C src diff",
		// Other commands that print the changes' hunks.
		"git diff-files -p", "git diff-files --patch -- .env", "git checkout -p", "git checkout --patch -- .env",
		"git restore -p .env", "git stash push -p", "git commit -p", "git commit --interactive", "git difftool -y -x cat",
		"git difftool -y --extcmd=cat HEAD -- .env",
	}, []string{
		"git diff --cached", "git status -v", "git diff --stat", "git diff --name-only", "git status",
		"git diff-files", "git diff-files --name-only", "git reset -p", "git restore --staged -p .", "git difftool --tool-help",
	})

	// Staged.
	git("add", ".env")
	runCommands(t, f, g, []string{
		"git diff --cached", "git diff --staged", "git status -v", "git reset -p", "git restore --staged -p .",
	}, []string{
		"git diff", "git diff --cached --stat",
	})
}

// git cat-file --batch prints the objects it is asked for: every one with
// --batch-all-objects, or whichever a stdin only known when it runs names (git rev-list
// --objects --all | git cat-file --batch); a committed .env among them.
func TestCatFileBatchShown(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	f := newFixture(t)
	if err := os.WriteFile(filepath.Join(f.root, ".env"), []byte("DB_PASSWORD=Hn3q9xK2mP8vL5wR\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sh", "-c", "git init -q && git add -A && git -c user.name=t -c user.email=t@x.invalid -c commit.gpgsign=false commit -qm init")
	cmd.Dir = f.root
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v %s", err, out)
	}
	runCommands(t, f, New(), []string{
		"git cat-file --batch-all-objects --batch", "git rev-list --objects --all | git cat-file --batch",
		"git cat-file --batch-command --batch-all-objects",
	}, []string{
		"git cat-file --batch-all-objects --batch-check", "git cat-file -t HEAD", "echo HEAD | git cat-file --batch",
	})
}
