package settle

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A hook call starts a settle once per boot for each file the binary has been; a new boot
// starts again and forgets the old boot's lines.
func TestClaimOncePerBootAndFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	a, b := id{boot: "boot-1", dev: 1, ino: 10}, id{boot: "boot-1", dev: 1, ino: 11}
	for _, c := range []struct {
		id   id
		want bool
	}{{a, true}, {a, false}, {b, true}, {b, false}, {a, false}} {
		if got := claim(dir, c.id); got != c.want {
			t.Fatalf("claim(%v) = %v, want %v", c.id, got, c.want)
		}
	}
	next := id{boot: "boot-2", dev: 1, ino: 10}
	if !claim(dir, next) {
		t.Fatal("a new boot's first claim was refused")
	}
	data, err := os.ReadFile(filepath.Join(dir, MarkerFile))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(string(data)); got != next.String() {
		t.Fatalf("the marker after a new boot holds %q, want only %q", got, next)
	}
	if claim(dir, next) {
		t.Fatal("the new boot's line was not kept")
	}
}

// The marker is hookguard's own file: a directory or a FIFO in its place is not opened (a FIFO
// would make a hook call wait), and nothing is started.
func TestClaimRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, MarkerFile), 0o700); err != nil {
		t.Fatal(err)
	}
	if claim(dir, id{boot: "b", dev: 1, ino: 2}) {
		t.Fatal("claimed through a directory in the marker's place")
	}
}

func TestKickOffStartsNothing(t *testing.T) {
	dir := t.TempDir()
	Kick(dir, func(k string) string {
		if k == EnvVar {
			return "off"
		}
		return ""
	})
	if _, err := os.Stat(filepath.Join(dir, MarkerFile)); !os.IsNotExist(err) {
		t.Fatalf("%s=off still wrote the marker (%v)", EnvVar, err)
	}
}

// Run makes the state directory it keeps its lock and marker in, and a second Run while the
// first holds the lock says so rather than failing on the file system.
func TestRunLocksInAFreshStateDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "fresh", "state")
	held, err := lockFor(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	res, err := Run(dir)
	switch {
	case errors.Is(err, ErrUnsupported):
		t.Skip(err)
	case err == nil && res.Already:
		t.Skip("this test binary's code is mapped in 2 MB pages: Run has nothing to lock for")
	case err == nil || !strings.Contains(err.Error(), "another hookguard settle is running"):
		t.Fatalf("Run while another holds the lock: %v", err)
	}
}
