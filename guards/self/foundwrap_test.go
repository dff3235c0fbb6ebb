package self

import (
	"path/filepath"
	"testing"
)

// A hook wrapper that find or fd may select and run (`-exec {} \;`, `-exec sh {} \;`, fd's -x)
// fakes a hook event as running it by its path does: judged by the wrapper places below the
// starts and find's name tests. A find whose tests leave the wrappers out, or that only reads
// them, passes.
func TestFoundWrappers(t *testing.T) {
	w := newWorld(t)
	write(t, filepath.Join(w.home, ".config", "hookguard", "hook.sh"), []byte("#!/bin/sh\n"), 0o755)
	write(t, filepath.Join(w.home, ".config", "hookguard", "runners", "claude", "guard-shell.sh"), []byte("#!/bin/sh\n"), 0o755)
	write(t, filepath.Join(w.root, "tools", "gen.sh"), []byte("echo\n"), 0o755)
	for cmd, want := range map[string]string{
		"find .hookguard -name 'guard-*' -exec {} \\; < p.json":      "hookguard-cli",
		"find . -type f -perm -u+x -exec {} \\;":                     "hookguard-cli",
		"find ~/.config -name hook.sh -exec sh {} \\;":               "hookguard-cli",
		"find ~/.config/hookguard -name 'guard-*' -exec bash {} \\;": "hookguard-cli",
		"fd guard ~/.config -x {}":                                   "hookguard-cli",
		"find \"$D\" -name 'guard-shell.sh' -exec {} \\;":            "hookguard-cli",
		"find tools -name '*.sh' -exec {} \\;":                       "",
		"find . -name 'gen.sh' -exec {} \\;":                         "",
		"find ~/.config/hookguard -name '*.sh' -exec cat {} \\;":     "",
		"find . -name '*.py' -exec python3 {} \\;":                   "",
	} {
		if v := w.shell(t, cmd); v.Rule != want {
			t.Errorf("%q: got %s/%s (%s), want %q", cmd, v.Guard, v.Rule, v.Reason, want)
		}
	}
}
