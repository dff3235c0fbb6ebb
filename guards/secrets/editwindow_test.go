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

// A patch that moves a secret file to an ordinary name is a move of the secret; a move that
// keeps a secret name, or moves an ordinary file, is not.
func TestPatchMoveOfSecretFile(t *testing.T) {
	f := commandWorld(t)
	for _, c := range []struct {
		from, to string
		want     hookguard.Decision
	}{
		{".env", "src/notes.txt", hookguard.Block},
		{"certs/server.key", "docs/k.txt", hookguard.Block},
		{".env", ".env.local", hookguard.Allow},
		{"notes/todo.txt", "notes/done.txt", hookguard.Allow},
	} {
		ev := f.ev(hookguard.PreFiles)
		ev.Files = []hookguard.FileChange{{Path: f.root + "/" + c.to, From: f.root + "/" + c.from, Op: hookguard.OpMove}}
		if v := judge(t, New(), ev); v.Decision != c.want {
			t.Errorf("move %s to %s: %s, want %s (%s)", c.from, c.to, v.Decision, c.want, v.Reason)
		}
	}
}
