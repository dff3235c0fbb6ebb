package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/config/defaultconf"
)

// managedLine runs doctor and returns its managed line.
func managedLine(t *testing.T) string {
	t.Helper()
	var out, errb bytes.Buffer
	Main([]string{"hookguard", "doctor"}, strings.NewReader(""), &out, &errb)
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(l, "managed ") {
			return l
		}
	}
	t.Fatalf("no managed line in:\n%s%s", out.String(), errb.String())
	return ""
}

// The managed line says what is wrong with the managed file, and only with it: a broken user
// file is the user's (doctor said "<managed> does not load" with the user's error), and a
// managed file that is gone between doctor's look and its read says so and what to do
// (doctor printed "does not load ...: <nil>").
func TestDoctorManaged(t *testing.T) {
	managed := usePolicy(t, "[managed]\nlocked = [\"secrets\"]\n")
	home := os.Getenv("HOME")
	user := filepath.Join(home, ".config", "hookguard", "guards.toml")
	if err := os.MkdirAll(filepath.Dir(user), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(user, []byte("bogus = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if l := managedLine(t); !strings.Contains(l, managed+" applies over every layer, locking") || strings.Contains(l, "does not load") || strings.Contains(l, "bogus") {
		t.Errorf("a broken user file blamed on the managed policy: %s", l)
	}
	if err := os.WriteFile(managed, []byte("[managed]\nlocked = [\"secrets\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if l := managedLine(t); !strings.Contains(l, managed+" does not load, so every pre-* hook blocks: "+managed+":") || !strings.Contains(l, "hookguard validate") {
		t.Errorf("a broken managed file: %s", l)
	}
	if err := os.WriteFile(managed, []byte("# the administrator fills this in\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if l := managedLine(t); !strings.Contains(l, managed+" applies over every layer and locks nothing") {
		t.Errorf("a managed file that locks nothing: %s", l)
	}

	// Gone between the look and the read: what Load gives for a managed path that is not
	// there (no layer, no error).
	gone := filepath.Join(t.TempDir(), "guards.toml")
	own, err := config.Load(config.Options{Default: defaultconf.File(), ManagedPath: gone})
	if err != nil || own.Managed != "" {
		t.Fatalf("load of a missing managed file: %v, %q", err, own.Managed)
	}
	s := managedStatus(gone, own, nil, own)
	text := strings.Join(append(s.Problems, s.Parts...), "\n")
	if s.Armed || len(s.Problems) != 1 || strings.Contains(text, "<nil>") || !strings.Contains(text, "gone when it read it") || !strings.Contains(text, "run `hookguard doctor` again") {
		t.Errorf("a managed file gone meanwhile: armed %v, %q", s.Armed, text)
	}
}
