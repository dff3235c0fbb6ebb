package boundary

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
)

// TestShellEffects covers what the shell side judges now that it reads the command model:
// trees whose entries are unknown, find over a whole tree, globs, owners, installs, remote
// effects, unknown programs and the reads of secrets.
func TestShellEffects(t *testing.T) {
	w := newWorld(t)
	must(t, os.MkdirAll(w.root+"/.git/hooks", 0o755))
	must(t, os.MkdirAll(w.root+"/sub", 0o755))
	must(t, os.MkdirAll(w.root+"/mod/.git", 0o755))
	must(t, os.WriteFile(w.root+"/package-lock.json", []byte("{}"), 0o644))
	must(t, os.MkdirAll(w.scratch+"/drop/.hookguard", 0o755))
	must(t, os.WriteFile(w.scratch+"/drop/.hookguard/guards.toml", []byte("x"), 0o644))
	must(t, os.MkdirAll(w.scratch+"/plain", 0o755))
	must(t, os.WriteFile(w.scratch+"/plain/readme.md", []byte("x"), 0o644))
	writeTgz(t, w.root+"/evil.tgz", ".git/hooks/pre-commit")
	writeTgz(t, w.root+"/docs.tgz", "docs/index.md")
	for _, c := range []struct {
		cmd, rule string
	}{
		// A tree whose entries are only known when it runs, written at the root.
		{"cat docs.tgz | tar xz", "git-internals"},
		{"tar xzf docs.tgz", ""}, // its members are listed: docs/
		{"tar -xzf evil.tgz", "git-internals"},
		{"tar xz -C sub < docs.tgz", ""},
		{"tar xz -C mod < docs.tgz", "git-internals"}, // mod/.git exists
		{"cp -r \"$SRC\"/. .", "git-internals"},
		{"cp -r " + w.scratch + "/drop/. .", "guard-config"},
		{"cp -r " + w.scratch + "/plain/. .", ""},
		{"cp -r " + w.scratch + "/plain/. sub", ""},
		{"unzip -o bundle.zip && true", ""}, // no such archive: unzip fails and writes nothing
		// find over the whole tree reaches .git; a name test narrows it.
		{"find . -delete", "git-internals"},
		{"find . -name '*.log' -delete", ""},
		{"find sub -delete", ""},
		{"find " + w.other + " -name '*.tmp' -delete", "outside-roots"},
		// A test narrows find to entries below its start: a scratch directory's own entries.
		{"find " + w.scratch + " -maxdepth 1 -name 'x-*' -mtime +1 -delete", ""},
		{"find " + w.scratch + " -type f -exec rm {} +", ""},
		{"find /etc -maxdepth 1 -name 'x-*' -delete", "outside-roots"},
		{"find " + w.root + "/.. -name 'x-*' -delete", "outside-roots"},
		// A glob as bash expands it; * never matches a dot file.
		{"rm -rf .g*", "git-internals"},
		// Quoted, the pattern is a name: a file called .g* (partly quoted, the rest expands).
		{"rm -rf '.g*'", ""},
		{`rm -rf ".g*"`, ""},
		{`rm -rf ".g"*`, "git-internals"},
		{"mv '.[!x]it' /tmp/g", ""},
		// Brackets as bash reads them: [!x] negates, [[:lower:]] is a class.
		{"mv .[!x]it /tmp/g", "git-internals"},
		{"rm -rf .[[:lower:]]it", "git-internals"},
		{"mv .[!g]it /tmp/g", ""},
		{"rm -f sub/[!x]*.tmp", ""},
		{"rm -rf ./*", "lockfile"}, // package-lock.json; the links gitlink and keys are removed, not followed
		{"rm -rf sub/* keys gitlink", ""},
		{"rm -rf gitlink/", "git-internals"},
		// Owners: a package manager writes its lockfile and node_modules, a hand does not.
		{"npm install", ""},
		{"npm ci", ""},
		{"echo '{}' > package-lock.json", "lockfile"},
		{"cp /dev/null package-lock.json", "lockfile"},
		{"go mod vendor", ""},
		{"cp x.go vendor/x.go", "vendored"},
		// A mode change outside the roots is a write there, whatever the mode: the user makes
		// ~/.ssh private (the shared corpus holds chmod 600 ~/.ssh/config as a block).
		{"chmod 600 ~/.ssh/id_ed25519", "outside-roots"},
		{"chmod go-rwx ~/.ssh/id_ed25519 ~/.ssh/config", "outside-roots"},
		{"chmod 700 ~/.ssh", "outside-roots"},
		{"chmod 644 ~/.ssh/id_ed25519", "outside-roots"},
		{"chmod u+x ~/.ssh/config", "outside-roots"},
		{"chmod 700 ~", "outside-roots"},
		{"chmod 600 /etc/passwd", "outside-roots"},
		{"chmod -R 600 ~/.ssh", "outside-roots"},
		{"chmod $M ~/.ssh/id_ed25519", "outside-roots"},
		// Build tools' caches below node_modules are no dependency's code.
		{"rm -rf node_modules/.cache", ""},
		{"rm -rf ./node_modules/.cache/babel-loader node_modules/.vite", ""},
		{"rm -rf node_modules/lodash", "vendored"},
		{"rm -rf node_modules/.bin", "vendored"},
		{"echo x > node_modules/.cache/../lodash/index.js", "vendored"},
		{"rm -rf node_modules/.Cache2", "vendored"},
		{"cargo vendor", ""},
		// Where package managers and build tools write.
		{"npm install --prefix " + w.other + " left-pad", "outside-roots"},
		{"npm install --prefix ./tools left-pad", ""},
		{"npm install -g typescript", "unknown-target"},
		{"pip install -t ../x requests", "outside-roots"},
		{"pip install --user black", "outside-roots"},
		{"pip install -r requirements.txt", ""},
		{"go install golang.org/x/tools/gopls@latest", "outside-roots"},
		{"GOBIN=" + w.root + "/bin go install ./cmd/x", ""},
		{"go build -o " + w.other + "/app .", "outside-roots"},
		{"go build -o ./bin/app .", ""},
		{"go build .", ""}, // the binary lands where go runs, under a name only go knows
		{"npm pack", ""},
		{"pip download -d wheels requests", ""},
		{"pip download requests", ""},
		{"cd " + w.other + " && npm pack", "outside-roots"},
		{"cargo build --target-dir /opt/t", "outside-roots"},
		{"make -C " + w.other, "outside-roots"},
		{"make -C sub", ""},
		{"cmake -B " + w.other + "/b", "outside-roots"},
		{"mvn -f " + w.other + "/pom.xml package", "outside-roots"},
		// Effects on another machine or in a container are not this workspace's.
		{"ssh host 'echo x > /etc/hosts'", ""},
		{"docker exec app sh -c 'rm -rf /srv/x'", ""},
		// A program nobody can name is an unknown program.
		{"$EDITOR > ~/x", "outside-roots"},
		{"cd " + w.other + " && $TOOL", "outside-roots"},
		{"$TOOL run", ""},
		// Secrets are not read by any route.
		{"tar czf " + w.scratch + "/k.tgz ~/.ssh", "sensitive-read"},
		{"cp ~/.aws/credentials " + w.scratch + "/c", "sensitive-read"},
		{"zip -r out.zip ~/.ssh", "sensitive-read"},
		{"dd if=" + w.home + "/.ssh/id_rsa of=" + w.scratch + "/k", "sensitive-read"},
		{"ln -s ~/.aws aws", "sensitive-read"},
		{"cmake -E create_symlink ~/.ssh/id_rsa key", "sensitive-read"},
		{"cmake -E copy a.txt " + w.other + "/", "outside-roots"},
		// A hard link is the same file under a second name: a write to it writes the source.
		{"ln " + w.other + "/notes.md n.md", "outside-roots"},
		{"cp -l " + w.other + "/notes.md n.md", "outside-roots"},
		{"ln .git/config cfg", "git-internals"},
		{"ln package-lock.json " + w.scratch + "/lock", "lockfile"},
		{"rsync -a --link-dest=" + w.other + " src/ " + w.scratch + "/snap/", "outside-roots"},
		{"ln src/gen.go " + w.scratch + "/g", "generated"},
		{"ln " + w.scratch + "/plain/readme.md r.md", ""},
		{"ln -s " + w.other + "/notes.md n.md", ""},
	} {
		ev := w.ev(hookguard.PreShell)
		ev.Command = c.cmd
		v := w.judge(t, ev)
		if v.Rule != c.rule {
			t.Errorf("%s: got %v %q (%s), want %q", c.cmd, v.Decision, v.Rule, v.Reason, c.rule)
		}
		if v.Decision == hookguard.Block && (v.Reason == "" || !strings.Contains(v.Reason, ".")) {
			t.Errorf("%s: a block needs a reason that says what instead: %q", c.cmd, v.Reason)
		}
	}
}

// TestProtectGlobAnyDepth: protect = ["src/**/secret.txt"] protects the name at every depth
// below src, written by a file tool or by the shell.
func TestProtectGlobAnyDepth(t *testing.T) {
	w := newWorld(t)
	must(t, w.g.Configure(config.Table{Source: "test", Path: "guards.boundary", Values: map[string]any{
		"protect": []any{"src/**/secret.txt", "conf/*.yml"},
	}}))
	must(t, w.g.Validate())
	for p, want := range map[string]string{
		"src/secret.txt":         "protected",
		"src/a/secret.txt":       "protected",
		"src/a/b/secret.txt":     "protected",
		"SRC/A/Secret.TXT":       "protected",
		"src/a/b/public.txt":     "",
		"lib/src/secret.txt":     "",
		"conf/app.yml":           "protected",
		"conf/nested/app.yml":    "",
		"src/a/secret.txt.bak":   "",
		"./src/x/y/z/secret.txt": "protected",
	} {
		ev := w.ev(hookguard.PreFiles)
		ev.Files = []hookguard.FileChange{{Path: p, Op: hookguard.OpWrite}}
		if v := w.judge(t, ev); v.Rule != want {
			t.Errorf("write %s: got %q (%s), want %q", p, v.Rule, v.Reason, want)
		}
	}
	for cmd, want := range map[string]string{
		"echo x > src/a/b/secret.txt":    "protected",
		"tee src/secret.txt < /dev/null": "protected",
		"cp -r \"$X\" src/deep":          "",
		"cat a.tgz | tar xz -C src/a":    "protected", // entries below src/a may be **/secret.txt
		"cat a.tgz | tar xz -C lib":      "",
	} {
		ev := w.ev(hookguard.PreShell)
		ev.Command = cmd
		if v := w.judge(t, ev); v.Rule != want {
			t.Errorf("%s: got %q (%s), want %q", cmd, v.Rule, v.Reason, want)
		}
	}
}

// TestCancelledIsNeverAllowed: a guard whose context is done says so; it never answers allow.
func TestCancelledIsNeverAllowed(t *testing.T) {
	w := newWorld(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, cmd := range []string{"rm -rf " + w.other, "echo fine > out.txt", ""} {
		ev := w.ev(hookguard.PreShell)
		ev.Command = cmd
		v, err := w.g.Check(ctx, ev)
		if err == nil && v.Decision == hookguard.Allow {
			t.Errorf("%q: a cancelled check answered allow", cmd)
		}
	}
}

// TestShellBlocksSayWhereAndWhatInstead: a block names the path as the user wrote it and
// what to do instead.
func TestShellBlocksSayWhereAndWhatInstead(t *testing.T) {
	w := newWorld(t)
	ev := w.ev(hookguard.PreShell)
	ev.Command = "npm install --prefix ../other left-pad"
	v := w.judge(t, ev)
	if !strings.Contains(v.Reason, "../other/node_modules") || !strings.Contains(v.Reason, "npm install") || !strings.Contains(v.Reason, "roots") {
		t.Errorf("reason should name the write as written, the operation and the fix: %s", v.Reason)
	}
	ev = w.ev(hookguard.PreShell)
	ev.Command = "cat x.tgz | tar xz"
	v = w.judge(t, ev)
	if !strings.Contains(v.Reason, "tar -C") || !strings.Contains(v.Reason, ".git") {
		t.Errorf("reason should say what may be reached and how to extract instead: %s", v.Reason)
	}
}
