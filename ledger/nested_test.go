package ledger

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeTree writes a /proc with the chain given, parent after child, starting at pid 100.
func fakeTree(t *testing.T, chain ...string) int {
	root := t.TempDir()
	procRoot = root
	t.Cleanup(func() { procRoot = "/proc" })
	for i, cmd := range chain {
		pid, ppid := 100+i, 101+i
		if i == len(chain)-1 {
			ppid = 1
		}
		d := filepath.Join(root, fmt.Sprint(pid))
		os.MkdirAll(d, 0o755)
		os.WriteFile(filepath.Join(d, "stat"), fmt.Appendf(nil, "%d (x y) S %d 0 0", pid, ppid), 0o644)
		os.WriteFile(filepath.Join(d, "cmdline"), []byte(strings.ReplaceAll(cmd, " ", "\x00")+"\x00"), 0o644)
	}
	return 100
}

func TestNested(t *testing.T) {
	cases := []struct {
		chain  []string
		nested bool
	}{
		{[]string{"/bin/sh -c hookguard", "claude", "-bash", "sshd: u@pts/0"}, false},
		{[]string{"/bin/sh -c x", "/bin/sh .hookguard/runners/claude/guard-prompt.sh", "node /usr/lib/node_modules/@anthropic-ai/claude-code/cli.js", "bash"}, false},
		{[]string{"/bin/sh -c x", "/opt/codex/vendor/codex exec hi", "node /usr/lib/node_modules/@openai/codex/bin/codex.js exec hi", "bash"}, false},
		{[]string{"/bin/sh -c x", "node --max-old-space-size=8192 /x/@google/gemini-cli/dist/index.js", "node /x/@google/gemini-cli/dist/index.js", "zsh"}, false},
		// The agent's Bash tool runs a nested harness on this session.
		{[]string{"/bin/sh -c x", "claude -p --resume s1 allow", "/bin/bash -c claude", "claude"}, true},
		// From a program, under another name, exec'd in place of the tool's shell.
		{[]string{"/bin/sh -c x", "/tmp/renamed -p --resume s1 allow", "claude"}, true},
		{[]string{"/bin/sh -c x", "claude -p allow", "python3 spawn.py", "bash -c python3 spawn.py", "node /u/@anthropic-ai/claude-code/cli.js"}, true},
		// A test run with no harness above it.
		{[]string{"/tmp/go-build/script.test", "go test ./...", "bash"}, false},
	}
	for _, c := range cases {
		pid := fakeTree(t, c.chain...)
		if _, got := nestedFrom(pid); got != c.nested {
			t.Errorf("%q: nested=%v, want %v", c.chain, got, c.nested)
		}
	}
}

func TestProgram(t *testing.T) {
	for in, want := range map[string]string{
		"bash -lc x": "bash", "sh -c x": "sh", "sh .hookguard/runners/claude/g.sh": ".hookguard/runners/claude/g.sh",
		"node --max-old-space-size=1 /a/b.js x": "/a/b.js", "node -e x": "node", "/usr/bin/claude -p": "/usr/bin/claude",
	} {
		if got, _ := program(strings.Fields(in)); got != want {
			t.Errorf("program(%q) = %q, want %q", in, got, want)
		}
	}
}
