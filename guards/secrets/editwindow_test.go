package secrets

import (
	"os"
	"testing"

	"github.com/hookguard/hookguard"
)

// An edit is judged on the lines it leaves, not only its new text: a key completed by an edit
// is found; a key the lines already held is not the edit's; an edit without old text, or of a
// file that does not exist, is judged on its new text alone.
func TestEditJudgedOnTheLinesItLeaves(t *testing.T) {
	f := commandWorld(t)
	tok := fake("sk_live_", alnum, 34)
	gh := fake("ghp_", alnum, 36)
	files := map[string]string{
		"src/cfg.py":  "import os\nKEY = 'sk_live_END'\nDEBUG = False\n",
		"src/cfg3.py": "T = \"ghp_\"\n",
		"src/old.py":  "KEY = '" + tok + "'  # rotate me\n",
	}
	for p, s := range files {
		if err := os.MkdirAll(f.root+"/src", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f.root+"/"+p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		path, old, new string
		want           hookguard.Decision
	}{
		{"src/cfg.py", "END'", tok[len("sk_live_"):] + "'", hookguard.Block},
		{"src/cfg3.py", "_\"", gh[3:] + "\"", hookguard.Block},
		{"src/cfg.py", "DEBUG = False", "DEBUG = True", hookguard.Allow},
		{"src/old.py", "# rotate me", "# rotate soon", hookguard.Allow},
		{"src/cfg.py", "", "x", hookguard.Allow},
		{"src/missing.py", "END'", "abc'", hookguard.Allow},
		{"src/cfg.py", "END", "", hookguard.Allow},
	}
	for _, c := range cases {
		ev := f.ev(hookguard.PreFiles)
		ev.Files = []hookguard.FileChange{{Path: f.root + "/" + c.path, Op: hookguard.OpEdit, Old: c.old, Text: c.new}}
		if v := judge(t, New(), ev); v.Decision != c.want {
			t.Errorf("edit of %s %q -> %q: %s, want %s (%s)", c.path, c.old, c.new, v.Decision, c.want, v.Reason)
		}
	}
}
