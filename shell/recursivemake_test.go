package shell

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRecursiveMake: $(MAKE) and ${MAKE} in a recipe are make itself, so the targets a
// recursive make names are walked like the first (before, the command name was unknown and
// make nuke2 calling $(MAKE) nuke passed).
func TestRecursiveMake(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"Makefile":     "nuke:\n\trm -rf /nuked\nnuke2:\n\t$(MAKE) nuke\nnuke3:\n\t@${MAKE} -C sub wipe\nok:\n\t$(MAKE) build\nbuild:\n\tgo build ./...\n",
		"sub/Makefile": "wipe:\n\trm -rf /wiped\n",
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
	c := Context{Cwd: root, Home: "/home/u", Root: root, ReadFile: RootReader(root, "/home/u"), ReadCode: CodeReader()}
	for cmd, want := range map[string]string{"make nuke2": "rm -rf /nuked", "make nuke3": "rm -rf /wiped", "gmake -s nuke2": "rm -rf /nuked"} {
		if l := listing(Parse(cmd, c)); !strings.Contains(l, want) {
			t.Errorf("%s: want %q in %s", cmd, want, l)
		}
	}
	if l := listing(Parse("make ok", c)); strings.Contains(l, "rm -rf") || !strings.Contains(l, "go build") {
		t.Errorf("make ok: %s", l)
	}
}
