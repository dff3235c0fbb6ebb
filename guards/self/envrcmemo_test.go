package self

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// A script writes the same directories many times: each .envrc beside them is read once per
// event, and every write is still judged by what the .envrc in its own directory and the
// project's load, wherever in the line it comes.
func TestEnvrcSourcedReadOnce(t *testing.T) {
	w := newWorld(t)
	write(t, filepath.Join(w.root, ".envrc"), []byte("source_env .env.hg\n"), 0o644)
	write(t, filepath.Join(w.root, "env", ".envrc"), []byte("source_env more.sh\n"), 0o644)
	bad := "echo 'export XDG_CONFIG_HOME=/tmp/n'"
	for _, c := range []struct{ cmd, rule string }{
		{"echo a > notes.txt; echo b > env/other.sh; " + bad + " > env/more.sh", "envrc"},
		{"echo a > env/other.sh; echo b > notes.txt; " + bad + " > .env.hg", "envrc"},
		{bad + " > env/other.sh; " + bad + " > notes.sh; " + bad + " > env/.env.hg", ""},
		{"for i in 1 2 3; do echo $i > env/n$i.txt; done; echo ok > notes.txt", ""},
	} {
		v := w.shell(t, c.cmd)
		if c.rule == "" && v.Decision != hookguard.Allow || c.rule != "" && v.Rule != c.rule {
			t.Errorf("%q: got %v %s (%s), want %q", c.cmd, v.Decision, v.Rule, v.Reason, c.rule)
		}
	}

	// Read once: the answer stands for the event, though the file is gone before the second ask.
	s := newScope(w.event(hookguard.PreShell), os.Getenv)
	more := filepath.Join(w.root, "env", "more.sh")
	if !s.sourcedByEnvrc(more) {
		t.Fatal("env/more.sh is not found loaded by env/.envrc")
	}
	if err := os.Remove(filepath.Join(w.root, "env", ".envrc")); err != nil {
		t.Fatal(err)
	}
	if !s.sourcedByEnvrc(more) {
		t.Error("env/.envrc was read again in the same event")
	}
	if s.sourcedByEnvrc(filepath.Join(w.root, "env", "other.sh")) {
		t.Error("env/other.sh, which no .envrc loads, is found loaded")
	}
}
