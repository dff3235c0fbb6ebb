package destructive

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// unrestorableWorld is a real git repository: tracked src/app.py and config/.env.tracked,
// ignored .env, .dev.vars and a build directory, untracked work in src and notes, an ignored
// log in logs.
func unrestorableWorld(t *testing.T) (home, root string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	base := t.TempDir()
	home, root = filepath.Join(base, "home"), filepath.Join(base, "proj")
	files := map[string]string{
		".gitignore":         ".env\n.dev.vars\nnode_modules\nbuild/\nlogs/*.log\ncustom-out/\n",
		"src/app.py":         "print(1)\n",
		"src/untracked.py":   "work\n",
		"notes/todo.md":      "todo\n",
		"lib/x.py":           "x\n",
		"lib/keys/.env":      "K=1\n",
		"config/prod.env":    "A=1\n",
		".env":               "AWS_SECRET_ACCESS_KEY=x\n",
		".env.example":       "A=\n",
		".dev.vars":          "T=1\n",
		"build/out.o":        "o",
		"node_modules/a/b":   "b",
		"logs/x.log":         "log",
		"logs/keep.txt":      "k",
		"custom-out/a.bin":   "a",
		"docs/readme.md":     "r",
		"empty/.env":         "",
		"src/__pycache__/a":  "c",
		"vendor/mod/file.go": "package mod",
	}
	for name, text := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"init", "-q"}, {"add", ".gitignore", "src/app.py", "config/prod.env", ".env.example", "logs/keep.txt", "docs", "lib/x.py"}} {
		cmd := exec.Command("git", append([]string{"-C", root}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	return home, root
}

func TestUnrestorableShell(t *testing.T) {
	home, root := unrestorableWorld(t)
	g := New()
	block := []string{
		"rm -f .env", "rm .env", ": > .env", "> .env", "echo A=1 > .env", "mv src/app.py .env",
		"cp -r docs/readme.md .env", "truncate -s0 .env", "cd src && rm ../.env", "sudo rm -f .dev.vars",
		"bash -c 'rm -f .env'", "python3 -c 'import os; os.remove(\".env\")'",
		"rm -rf src", "rm -rf notes", "rm -r ./src/", "cd src && rm -rf .", "rm -rf lib", "xargs rm -rf <<< src",
		"rm -rf lib/keys", "socat -u - CREATE:.env", "echo A=1 | socat - OPEN:.dev.vars",
	}
	allow := []string{
		"rm src/app.py", "rm -f config/prod.env", "> config/prod.env", "echo A=1 >> .env", "rm .env.example",
		"rm -rf build", "rm -rf node_modules", "rm -rf custom-out", "rm -rf logs", "rm -rf docs", "rm -f empty/.env",
		"rm -f .env.missing", "mv .env .env.bak", "cp .env /tmp/env.bak", "rm -rf src/__pycache__", "rm -rf vendor",
		"rm src/untracked.py", "rm -rf /tmp/x", "touch .env", "socat -u FILE:.env.example -", "socat - OPEN:.env,append",
	}
	for _, c := range block {
		if v := check(t, g, home, root, c); v.Decision == hookguard.Allow {
			t.Errorf("not blocked: %s", c)
		} else if c == "rm -f .env" && v.Rule != "fs.unrestorable" {
			t.Errorf("%s: blocked by %s, want fs.unrestorable", c, v.Rule)
		}
	}
	for _, c := range allow {
		if v := check(t, g, home, root, c); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %s: %s/%s %s", c, v.Guard, v.Rule, v.Reason)
		}
	}
}

// A pattern and find's name tests are judged by the names they select on disk, as `rm .env`
// is: bash's expansion (dot-files only by a pattern that starts with a dot), find's -name and
// -iname below its start, through -delete or -exec rm. What they select that git holds, that
// is empty or that is no secrets file passes.
func TestUnrestorableExpanded(t *testing.T) {
	home, root := unrestorableWorld(t)
	g := New()
	block := []string{
		"rm .e*", "rm -f .env*", "rm -f ./.e?v", "rm -rf .e*", "rm -f .d*", "rm lib/keys/.e*", "cd lib && rm -f keys/.[e]nv",
		"find . -name .env -delete", "find -name '.env*' -exec rm {} +", "find lib -name '.e*' -delete",
		"find . -iname '.ENV' -exec rm -f {} \\;", "find lib -type f -delete", "rm -rf l*",
		// a pattern in a directory part, expanded one component at a time
		"rm */keys/.env", "rm -f */*/.env", "rm -f l*/k*/.e*", "rm -f lib/*/.env", "rm -rf */keys", "rm -f ./*/keys/.e?v",
		"cd src && rm -f ../*/keys/.env",
		// names piped from find into xargs, as find -exec hands them
		"find . -name .env | xargs rm", "find . -name '.e*' -print0 | xargs -0 rm -f", "find lib -name .env | sort | xargs rm -f",
		"find . -name .env | xargs -I{} rm {}", "find lib -type f | xargs rm",
		// Brackets as bash and find read them: negated with !, POSIX classes.
		"rm -f ./.[!.]nv*", "rm -f .[[:alpha:]]nv", "rm -f .[!x]nv", "find . -name '.[!x]nv' -delete", "find lib -name '.[[:lower:]]*' -delete",
		// Quoting part of a pattern leaves the rest one; a variable's pattern unquoted expands.
		`rm ".e"*`, `rm '.'e*`, `p='.e*'; rm $p`, `rm -f 'lib'/keys/.e*`, `sudo rm .e*`,
		// A program that matches its own patterns is given them quoted.
		`npx del-cli '.e*'`, `rimraf '.e*'`,
	}
	allow := []string{
		"rm .env.ex*", "rm -f empty/.e*", "rm *.pyc", "rm -f src/*.py", "find . -name '*.pyc' -delete", "find . -name .DS_Store -delete",
		"find config -name '*.env' -delete", "rm -rf build/*", "rm -f logs/*.log", "find . -name .env -print", "rm -rf node_modules/*",
		"find empty -name .env -delete", "rm -f *.md", "find docs -type f -delete",
		"rm -f */*.pyc", "rm -f */.env", "rm -f */*/.env.ex*", "rm -f e*/.env", "rm -rf */__pycache__", "rm -f */keys/*.py",
		"find . -name '*.pyc' | xargs rm -f", "find empty -name .env | xargs rm -f", "find . -name .env | xargs cat",
		"find docs -type f | xargs rm", "find . -name .DS_Store -print0 | xargs -0 rm",
		"rm -f .[!e]nv", "rm -f .[[:digit:]]nv", "find . -name '.[!e]nv' -delete",
		// A quoted pattern character is a character of the name: bash deletes a file called .e*.
		`rm '.e*'`, `rm ".e*"`, `rm -rf '.e*'`, `rm .e\*`, `rm -f "lib/keys/.e*"`, `p='.e*'; rm "$p"`, `sudo rm '.e*'`, `rm -f '*'/keys/'.e?v'`,
	}
	for _, c := range block {
		if v := check(t, g, home, root, c); v.Decision == hookguard.Allow || v.Rule != "fs.unrestorable" {
			t.Errorf("%s: %s/%s, want a block by fs.unrestorable", c, v.Decision, v.Rule)
		}
	}
	for _, c := range allow {
		if v := check(t, g, home, root, c); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %s: %s/%s %s", c, v.Guard, v.Rule, v.Reason)
		}
	}
}

// A pattern in any component is expanded, not only in the last: a directory pattern
// (`*/keys/.env`, `l*/keys/.env`), one ending in a slash (`./l*/`), several (`*/*/.e*`), and
// find starting at a pattern. What they select that git holds, or builds refill, passes.
func TestUnrestorablePatternDirs(t *testing.T) {
	home, root := unrestorableWorld(t)
	g := New()
	block := []string{
		"rm */keys/.env", "rm -f l*/keys/.env", "rm -f */*/.e*", "rm -rf ./l*/", "rm -rf l?b/", "rm -rf no*/",
		"find l* -name .env -delete", "find ./l*/ -name '.e*' -exec rm {} +", "rm -rf s*/", "cd lib && rm -f k*/.env",
		// find -exec rm -r removes the directories it selects whole, as rm -rf of each.
		"find . -name notes -type d -exec rm -rf {} +", "find . -maxdepth 1 -name 'n*' -exec rm -r {} +", "find l* -name keys -exec rm -rf {} ;",
		"find . -type d -name notes -exec rm -rf {} +", "find . -type d -o -name .env -delete",
	}
	allow := []string{
		"rm -f */*.pyc", "rm -rf */__pycache__/", "rm -f c*/prod.env", "rm -rf b*/", "rm -rf node_*/*/", "rm -f e*/.env",
		"find c* -name '*.env' -delete", "find d* -type f -delete", "rm -rf d*/", "rm -f */keys/.env.example", "rm -rf l*/keys/x",
		"find . -type d -name __pycache__ -exec rm -rf {} +", "find . -name node_modules -prune -exec rm -rf {} +", "find . -name docs -exec rm -rf {} +",
		"find . -name '*.log' -exec rm -f {} +",
		// -type d selects no file: -delete removes empty directories only.
		"find . -type d -empty -delete", "find . -type d -name .env -delete", "find l* -type d -delete", "find lib -type d -delete",
	}
	for _, c := range block {
		if v := check(t, g, home, root, c); v.Decision == hookguard.Allow || v.Rule != "fs.unrestorable" {
			t.Errorf("%s: %s/%s, want a block by fs.unrestorable", c, v.Decision, v.Rule)
		}
	}
	for _, c := range allow {
		if v := check(t, g, home, root, c); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %s: %s/%s %s", c, v.Guard, v.Rule, v.Reason)
		}
	}
}

func TestUnrestorableFileTools(t *testing.T) {
	home, root := unrestorableWorld(t)
	g := New()
	cases := []struct {
		op    hookguard.Op
		path  string
		block bool
	}{
		{hookguard.OpWrite, ".env", true},
		{hookguard.OpWrite, filepath.Join(root, ".dev.vars"), true},
		{hookguard.OpPatchDelete, ".env", true},
		{hookguard.OpPatchAdd, ".env", true},
		{hookguard.OpMove, ".env", true},
		{hookguard.OpEdit, ".env", false},
		{hookguard.OpPatchUpdate, ".env", false},
		{hookguard.OpWrite, "config/prod.env", false},
		{hookguard.OpWrite, ".env.local", false},
		{hookguard.OpWrite, "src/app.py", false},
		{hookguard.OpPatchDelete, "src/untracked.py", false},
		{hookguard.OpWrite, "empty/.env", false},
	}
	for _, c := range cases {
		ev := &hookguard.Event{Group: hookguard.PreFiles, Cwd: root, Root: root, Home: home,
			Files: []hookguard.FileChange{{Path: c.path, Op: c.op, Text: "A=1\n"}}}
		v, err := g.Check(context.Background(), ev)
		if err != nil {
			t.Fatal(err)
		}
		if got := v.Decision != hookguard.Allow; got != c.block {
			t.Errorf("%s %s: blocked=%v, want %v (%s)", c.op, c.path, got, c.block, v.Reason)
		}
	}
}

// TestUnrestorableNoRepo: outside a repository nothing holds a secrets file, so deleting it
// is blocked, while a tree delete has nothing to compare with and keeps today's rules.
func TestUnrestorableNoRepo(t *testing.T) {
	base := t.TempDir()
	root := filepath.Join(base, "proj")
	if err := os.MkdirAll(filepath.Join(root, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{".env", "src/a.py"} {
		if err := os.WriteFile(filepath.Join(root, f), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g := New()
	if v := check(t, g, base, root, "rm .env"); v.Decision == hookguard.Allow {
		t.Error("rm .env outside a repository passed")
	}
	if v := check(t, g, base, root, "rm -rf src"); v.Decision != hookguard.Allow {
		t.Errorf("rm -rf src outside a repository blocked: %s", v.Reason)
	}
}

func TestSecretName(t *testing.T) {
	for _, n := range []string{".env", ".env.local", ".ENV", "prod.env", ".dev.vars", "id_rsa", "server.key", "cert.pem", "terraform.tfvars", "x.auto.tfvars", ".envrc", "master.key",
		// secretfiles' one list, which the secrets guard reads by too
		"id_rsa_work", ".env-staging", "kubeconfig", ".htpasswd", "_netrc", ".my.cnf", "secrets.yaml"} {
		if !secretName(n) {
			t.Errorf("secretName(%q) = false", n)
		}
	}
	for _, n := range []string{"env", ".env.example", ".env.sample", ".env.template", "app.py", "key", "pem", "README.md", "environment.ts", ".env.dist", "example.env", "release.asc", "id_rsa.pub"} {
		if secretName(n) {
			t.Errorf("secretName(%q) = true", n)
		}
	}
}

// The walks of one event share a budget: however many directories `rm -rf a b c ...` or
// `rm -rf */` names, the entries looked at stay bounded, while each walk keeps its own.
func TestUnrestorableEventBudget(t *testing.T) {
	r := &repoState{}
	looked := 0
	for walk := 0; walk < 10; walk++ {
		n := 0
		for r.spend(&n) {
			looked++
		}
		if n > untrackedBudget+1 {
			t.Fatalf("walk %d looked at %d entries, over its own budget %d", walk, n, untrackedBudget)
		}
	}
	if looked != eventBudget {
		t.Errorf("ten walks looked at %d entries together, want the event's budget %d", looked, eventBudget)
	}
	first := &repoState{}
	n := 0
	for i := 0; i < 10; i++ {
		if !first.spend(&n) {
			t.Fatal("a fresh event refused its first entries")
		}
	}
}

// A change that keeps what a secrets file holds is no loss: a no-clobber copy onto it, and an
// in-place edit of the lines of the settings it names (as the Edit tool's). One that may
// replace or empty it is judged as an overwrite.
func TestUnrestorableKeeps(t *testing.T) {
	home, root := unrestorableWorld(t)
	g := New()
	allow := []string{
		"cp -n .env.example .env", "cp --no-clobber .env.example .env", "cp -nf .env.example .env", "cp --update=none .env.example .env",
		"mv -n .env.example .env", "cp -n .env.example lib/keys/.env",
		"sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=debug/' .env", "sed -i.bak -e 's/^LOG_LEVEL=.*/LOG_LEVEL=debug/g' .env",
		"sed -i '/^LOG_LEVEL=/d' .env", "sed -i -E 's/^export TOKEN *=.*/export TOKEN=x/' .env", "sed -i '$a DEBUG=1' .env",
		"sed -i 's|^DATABASE_URL=.*|DATABASE_URL=postgres://localhost/app|; /^OLD=/d' .env",
		"perl -pi -e 's/^LOG_LEVEL=.*/LOG_LEVEL=debug/' .env", "perl -i -pe 's/^A=.*/A=1/g; s/^B=.*/B=2/' .env",
		"dotenv set LOG_LEVEL debug", "dotenv -f .dev.vars set A 1", "dotenv unset LOG_LEVEL",
	}
	block := []string{
		"cp .env.example .env", "cp -n -i .env.example .env", "cp -n --update .env.example .env", "mv -n -f .env.example .env", "mv .env.example .env",
		"sed -i 's/=.*/=/' .env", "sed -i d .env", "sed -i '/./d' .env", "sed -i '1,$d' .env", "sed -z -i 's/^A=.*//' .env",
		"sed -i 's/^A=.*//m' .env", "sed -i 's/^A=.*/&/;N' .env", "sed -i '/^A=/!d' .env", "sed -i 's/^A.*//' .env",
		"sed -i \"$S\" .env", "sed -i -f fix.sed .env", "sed -i 's/^LOG_LEVEL=.*/x/w out.txt' .env", "sed -i 's/^[A-Z]*=.*//' .env",
		"perl -pi -e 's/.*//' .env", "perl -0pi -e 's/^A=.*//s' .env", "perl -pi -e 's/^A=.*//e' .env", "perl -ni -e 'print if /^A=/' .env",
		"perl -pi -e '$_=\"\"' .env", "awk -i inplace '/^A=/' .env",
	}
	for _, c := range allow {
		if v := check(t, g, home, root, c); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %s: %s/%s %s", c, v.Guard, v.Rule, v.Reason)
		}
	}
	for _, c := range block {
		if v := check(t, g, home, root, c); v.Decision == hookguard.Allow {
			t.Errorf("not blocked: %s", c)
		}
	}
}

// A copy that a file test lets run only where nothing is at its target (`test -f .env || cp
// .env.example .env`, the README snippet of most projects) replaces nothing, whether the
// file is there now or not. A test that runs the copy where the file is, or says nothing of
// absence, or a path the test does not name, or another command than the one right after
// the test, is judged as an overwrite.
func TestUnrestorableAbsentTest(t *testing.T) {
	home, root := unrestorableWorld(t)
	g := New()
	allow := []string{
		"test -f .env || cp .env.example .env", "[ -f .env ] || cp .env.example .env", "[ ! -f .env ] && cp .env.example .env",
		"if [ ! -e .env ]; then cp .env.example .env; fi", "[[ -f .env ]] || cp .env.example .env", "[[ ! -e .env ]] && cp .env.example .env",
		"test -s .env || cp .env.example .env", "! test -f .env && cp .env.example .env", "! [ ! -f .env ] || cp .env.example .env",
		"if [ -f .env ]; then echo kept; else cp .env.example .env; fi", "test -f .env || cp .env.example .env && npm test",
		"test -e './.env' || cp -f .env.example .env", "test -f .env 2>/dev/null || cp .env.example \"$PWD/.env\"",
		"test -f lib/keys/.env || cp .env.example lib/keys/.env", "[ -f .env ] || cat .env.example > .env",
		"mv .env .env.bak; [ -f .env ] || cp .env.example .env",
	}
	block := []string{
		"test -f .env && cp .env.example .env", "[ -f .env ] && cp .env.example .env", "test ! -f .env || cp .env.example .env",
		"if [ -f .env ]; then cp .env.example .env; fi", "if [ ! -f .env ]; then echo new; else cp .env.example .env; fi",
		"[ -d .env ] || cp .env.example .env", "[ -L .env ] || cp .env.example .env", "[ -f .env -o -f x ] || cp .env.example .env",
		"[ -f .env.example ] || cp .env.example .env", "[ -f $ENV ] || cp .env.example .env", "[ -f .e* ] || cp .env.example .env",
		"test -f .env 2>/no/such/dir/log || cp .env.example .env", "x && test -f .env || cp .env.example .env",
		"test -f .env || { mv lib/keys/.env .env; cp .env.example .env; }", "test -f .env || sh -c 'cp .env.example .env'",
		"test -f .env || cp .env.example .env; cp .env.example .env", "test -f .env || cp .env.example .env && cp .env.example .env",
		"test() { return 1; }; test -f .env || cp .env.example .env", "[() { return 1; }; [ -f .env ] || cp .env.example .env",
		"if [ ! -e .env ]; then mv lib/keys/.env .env; cp .env.example .env; fi", "test -f .env || find . -maxdepth 0 -exec cp .env.example .env \\;",
		"test -f .env || cp .env.example .env | mv lib/keys/.env .env", "test -e .env || cp $(mv lib/keys/.env .env) .env.example .env",
		"[ -f .env || cp .env.example .env", "test -f .env .env || cp .env.example .env", "[ -f .env ] || rm -f .env",
	}
	for _, c := range allow {
		if v := check(t, g, home, root, c); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %s: %s/%s %s", c, v.Guard, v.Rule, v.Reason)
		}
	}
	for _, c := range block {
		if v := check(t, g, home, root, c); v.Decision != hookguard.Block {
			t.Errorf("allowed: %s", c)
		}
	}
}
