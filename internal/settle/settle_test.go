package settle

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A hook call starts a settle once per boot for each file the binary has been; a new boot
// starts again and forgets the old boot's lines.
func TestClaimOncePerBootAndFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	now := time.Unix(1_800_000_000, 0)
	a, b := id{boot: "boot-1", dev: 1, ino: 10}, id{boot: "boot-1", dev: 1, ino: 11}
	for _, c := range []struct {
		id   id
		want bool
	}{{a, true}, {a, false}, {b, true}, {b, false}, {a, false}} {
		now = now.Add(2 * again) // never seen in 2 MB pages: time does not matter
		if got := claim(dir, c.id, now); got != c.want {
			t.Fatalf("claim(%v) = %v, want %v", c.id, got, c.want)
		}
	}
	next := id{boot: "boot-2", dev: 1, ino: 10}
	if !claim(dir, next, now) {
		t.Fatal("a new boot's first claim was refused")
	}
	data, err := os.ReadFile(filepath.Join(dir, MarkerFile))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.TrimSpace(string(data)), fmt.Sprintf("%s %d", next, now.Unix()); got != want {
		t.Fatalf("the marker after a new boot holds %q, want only %q", got, want)
	}
	if claim(dir, next, now.Add(2*again)) {
		t.Fatal("the new boot's line was not kept")
	}
}

// A file once seen in 2 MB pages is settled again when its pages were dropped, at most once
// in again; one never seen so is not (its file system keeps 4 KB pages), and neither is the
// line of an older hookguard, which kept no time.
func TestClaimAgainOnceSeen(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	now := time.Unix(1_800_000_000, 0)
	a, b, old := id{boot: "k", dev: 1, ino: 10}, id{boot: "k", dev: 1, ino: 11}, id{boot: "k", dev: 1, ino: 12}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, MarkerFile), []byte(old.String()+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	seen(dir, a) // a settled binary installed by large writes: seen before any try
	steps := []struct {
		id    id
		after time.Duration
		want  bool
	}{
		{a, 0, true},            // seen, never tried
		{a, again / 2, false},   // tried five minutes ago
		{a, again, true},        // ten minutes on
		{b, 0, true},            // first try
		{b, 2 * again, false},   // tried, never seen: its file system keeps 4 KB pages
		{old, 2 * again, false}, // an older hookguard's line
	}
	for _, st := range steps {
		now = now.Add(st.after)
		if got := claim(dir, st.id, now); got != st.want {
			t.Fatalf("claim(%v) %v on = %v, want %v", st.id, st.after, got, st.want)
		}
	}
	seen(dir, b)
	if !claim(dir, b, now.Add(again)) {
		t.Fatal("a file seen in 2 MB pages after its try was not settled again ten minutes on")
	}
	data, _ := os.ReadFile(filepath.Join(dir, MarkerFile))
	if n := strings.Count(string(data), "\n"); n != 3 {
		t.Fatalf("the marker holds %d lines, want one a file:\n%s", n, data)
	}
}

// The marker is hookguard's own file: a directory or a FIFO in its place is not opened (a FIFO
// would make a hook call wait), and nothing is started.
func TestClaimRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, MarkerFile), 0o700); err != nil {
		t.Fatal(err)
	}
	if claim(dir, id{boot: "b", dev: 1, ino: 2}, time.Now()) {
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
