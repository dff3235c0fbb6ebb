package self

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// hardlinkWorld is newWorld with start places on disk: .mcp.json, a husky hook, a VS Code
// tasks.json, an .envrc, a pager git's config names, git's own hook, and two ordinary files.
func hardlinkWorld(t *testing.T) *world {
	t.Helper()
	w := newWorld(t)
	for f, text := range map[string]string{
		".mcp.json":                 "{}\n",
		".pre-commit-config.yaml":   "repos: []\n",
		".husky/pre-commit":         "npm test\n",
		".vscode/tasks.json":        "{}\n",
		".envrc":                    "export A=1\n",
		"pager.sh":                  "#!/bin/sh\nless\n",
		".git/config":               "[core]\n\tpager = ./pager.sh\n",
		".git/hooks/pre-commit":     "#!/bin/sh\nexit 0\n",
		"src/a.c":                   "int a;\n",
		"docs/notes.md":             "notes\n",
		".claude/skills/s/SKILL.md": "---\nname: s\n---\n",
		"build/tmp/placeholder.txt": "\n",
	} {
		write(t, filepath.Join(w.root, f), []byte(text), 0o644)
	}
	return w
}

// link makes name a hard link to target, both relative to the project (or ~/).
func (w *world) link(t *testing.T, target, name string) {
	t.Helper()
	at := func(p string) string {
		if rest, ok := strings.CutPrefix(p, "~/"); ok {
			return filepath.Join(w.home, rest)
		}
		return filepath.Join(w.root, p)
	}
	if err := os.MkdirAll(filepath.Dir(at(name)), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(at(target), at(name)); err != nil {
		t.Fatal(err)
	}
}

// Making a hard link whose source is a start place, one of hookguard's own files, or a file
// judged by its text, by any spelling, is judged as a write of the source; links between
// ordinary files, symbolic links and copies of a start place pass.
func TestHardLinkToStartPlace(t *testing.T) {
	w := hardlinkWorld(t)
	w.link(t, ".mcp.json", "m1")
	blocked := map[string]string{
		"ln .mcp.json x":                                        "startup-code",
		"link .pre-commit-config.yaml p":                        "startup-code",
		"cp -l .husky/pre-commit h":                             "startup-code",
		"cp --link .husky/pre-commit h":                         "startup-code",
		"ln pager.sh x":                                         "startup-code",
		"ln -t docs .mcp.json":                                  "startup-code",
		"gln -P .mcp.json x":                                    "startup-code",
		"cp -al .husky /tmp/hg-hl-husky":                        "startup-code",
		"ln .vscode/tasks.json t":                               "startup-code",
		"ln .envrc e":                                           "envrc",
		"ln .claude/skills/s/SKILL.md k.md":                     "startup-code",
		"python3 -c 'import os; os.link(\".mcp.json\", \"m\")'": "startup-code",
		"python3 -c 'from pathlib import Path; Path(\"t\").hardlink_to(\".vscode/tasks.json\")'": "startup-code",
		"node -e 'require(\"fs\").linkSync(\".husky/pre-commit\", \"h\")'":                       "startup-code",
		"ruby -e 'File.link(\".mcp.json\", \"m\")'":                                              "startup-code",
		// A second name of a second name.
		"ln m1 m2": "startup-code",
		// hookguard's own files, as before.
		"ln .hookguard/hooks/pre-commit x": "hook-wrappers",
	}
	allowed := []string{
		"ln src/a.c src/b.c",
		"cp -l src/a.c docs/a.c",
		"ln -s src/a.c a",
		"ln -s .mcp.json m",
		"cp .mcp.json /tmp/mcp.bak",
		"cp .husky/pre-commit /tmp/pc",
		"cp -r .husky /tmp/hg-hl-husky2",
		"cp -al src /tmp/hg-hl-src",
		"python3 -c 'import os; os.link(\"src/a.c\", \"b.c\")'",
		"cat .mcp.json",
	}
	w.judgeLines(t, blocked, allowed)
}

// A write of a file that a hard link made earlier (in another call, or before hookguard was
// installed) made a second name of a start place or of hookguard's own files is judged as a
// write of that file: by a shell command or a file tool. A write of an ordinary file with two
// names, and reads, removals and renames of the second name, pass.
func TestWriteThroughHardLink(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the link count is a unix notion")
	}
	w := hardlinkWorld(t)
	for name, target := range map[string]string{
		"x":              ".mcp.json",
		"docs/p":         "pager.sh",
		"t.json":         ".vscode/tasks.json",
		"e.sh":           ".envrc",
		"gh":             ".git/hooks/pre-commit",
		"hk":             ".husky/pre-commit",
		"wr":             ".hookguard/hooks/pre-commit",
		"cs":             "~/.claude/settings.json",
		"build/skill.md": ".claude/skills/s/SKILL.md",
		"src/b.c":        "src/a.c",
	} {
		w.link(t, target, name)
	}
	const folderOpen = `{"tasks":[{"label":"x","command":"sh x","runOptions":{"runOn":"folderOpen"}}]}`
	blocked := map[string]string{
		"echo evil > x":                               "startup-code",
		"printf '%s' \"$X\" >> x":                     "startup-code",
		"cp /tmp/evil x":                              "startup-code",
		"sed -i s/a/b/ x":                             "startup-code",
		"echo evil > docs/p":                          "startup-code",
		"cd docs && echo evil | tee p":                "startup-code",
		"echo evil > gh":                              "startup-code",
		"dd if=/tmp/e of=hk":                          "startup-code",
		"echo '" + folderOpen + "' > t.json":          "startup-code",
		"echo 'export XDG_CONFIG_HOME=/tmp/x' > e.sh": "envrc",
		"echo exit > wr":                              "hook-wrappers",
		"chmod -x wr":                                 "hook-wrappers",
		"echo '{}' > cs":                              "harness-settings",
		"printf -- '---\\nhooks: x\\n---\\n' > build/skill.md": "startup-code",
		"python3 -c 'open(\"x\", \"w\").write(\"y\")'":         "startup-code",
	}
	allowed := []string{
		"echo x > src/b.c",
		"sed -i s/a/b/ src/b.c",
		"cat x t.json gh",
		"rm x",
		"mv src/a.c x",
		"ln -f src/a.c x",
		"touch x",
		"echo '{}' > t.json",
		"echo 'export A=2' > e.sh",
		"chmod +x docs/p",
		"echo x > src/c.c",
	}
	w.judgeLines(t, blocked, allowed)
	files := []struct {
		path string
		op   hookguard.Op
		text string
		rule string
	}{
		{"x", hookguard.OpWrite, "{}", "startup-code"},
		{"docs/p", hookguard.OpEdit, "evil", "startup-code"},
		{"t.json", hookguard.OpWrite, folderOpen, "startup-code"},
		{"e.sh", hookguard.OpEdit, "export HOOKGUARD_CONFIG=/tmp/x", "envrc"},
		{"cs", hookguard.OpWrite, "{}", "harness-settings"},
		{"build/skill.md", hookguard.OpWrite, "---\nhooks: x\n---\n", "startup-code"},
		{"src/b.c", hookguard.OpWrite, "int b;", ""},
		{"t.json", hookguard.OpWrite, "{}", ""},
		{"src/new.c", hookguard.OpWrite, "int c;", ""},
	}
	for _, f := range files {
		v := w.file(t, f.path, f.op, f.text)
		if f.rule == "" && v.Decision != hookguard.Allow {
			t.Errorf("%s %s: got %v %s (%s), want allow", f.op, f.path, v.Decision, v.Rule, v.Reason)
		}
		if f.rule != "" && (v.Decision != hookguard.Block || v.Rule != f.rule) {
			t.Errorf("%s %s: got %v %s (%s), want a block by %s", f.op, f.path, v.Decision, v.Rule, v.Reason, f.rule)
		}
	}
}

// judgeLines checks that each blocked line is blocked by its rule and each allowed line passes.
func (w *world) judgeLines(t *testing.T, blocked map[string]string, allowed []string) {
	t.Helper()
	for cmd, rule := range blocked {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block || v.Rule != rule {
			t.Errorf("%q: got %v %s (%s), want a block by %s", cmd, v.Decision, v.Rule, v.Reason, rule)
		}
	}
	for _, cmd := range allowed {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s (%s), want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
