//go:build unix

package gitread

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestNotRegularFiles: an agent can put a FIFO, a link to one or a link to /dev/zero where
// .git/HEAD, the config, a ref, packed-refs, FETCH_HEAD, the index, a loose object or a pack
// index was. Each read reports an error (or, for the optional files, reads as absent) instead
// of waiting for a writer that never comes or reading for ever. The deadline only turns a hang
// into a failure; no duration is asserted.
func TestNotRegularFiles(t *testing.T) {
	needGit(t)
	cases := []struct {
		file string // below .git
		prep func(t *testing.T, work string)
		read func(t *testing.T, work, blob string) error
	}{
		{"HEAD", nil, func(t *testing.T, w, blob string) error { _, _, err := mustOpen(w).Head(); return err }},
		{"config", nil, func(t *testing.T, w, blob string) error { _, err := Open(w); return err }},
		{"commondir", nil, func(t *testing.T, w, blob string) error { _, err := Open(w); return err }},
		{"config.worktree", nil, func(t *testing.T, w, blob string) error { _, err := Open(w); return err }},
		{"index", nil, func(t *testing.T, w, blob string) error { _, err := mustOpen(w).Index(); return err }},
		{"refs/heads/topic", nil, func(t *testing.T, w, blob string) error { _, err := mustOpen(w).Ref("refs/heads/topic"); return err }},
		{"packed-refs", func(t *testing.T, w string) { git(t, w, "pack-refs", "--all") },
			func(t *testing.T, w, blob string) error { _, err := mustOpen(w).Ref("refs/heads/main"); return err }},
		{"FETCH_HEAD", nil, func(t *testing.T, w, blob string) error { _, err := mustOpen(w).Resolve("FETCH_HEAD"); return err }},
		{"LOOSE", nil, func(t *testing.T, w, blob string) error {
			r := mustOpen(w)
			_, _, err := r.Object(mustHash(t, r, blob))
			return err
		}},
		{"IDX", func(t *testing.T, w string) { git(t, w, "repack", "-adq") }, func(t *testing.T, w, blob string) error {
			r := mustOpen(w)
			_, _, err := r.Object(mustHash(t, r, blob))
			return err
		}},
	}
	optional := []struct {
		file string
		read func(t *testing.T, w, blob string) error
	}{
		// A list of alternates or of remotes that cannot be read lists none.
		{"objects/info/alternates", func(t *testing.T, w, blob string) error {
			r := mustOpen(w)
			_, _, err := r.Object(mustHash(t, r, blob))
			return err
		}},
		{"refs/remotes", func(t *testing.T, w, blob string) error {
			// A name that is no ref is looked for as a branch of each remote (checkout's guess).
			if _, err := mustOpen(w).Resolve("nosuch"); err == nil {
				return errors.New("resolved a name that names nothing")
			}
			return nil
		}},
	}
	for _, kind := range []string{"fifo", "link-to-fifo", "link-to-dev-zero"} {
		for _, c := range cases {
			t.Run(kind+"/"+c.file, func(t *testing.T) {
				work, blob := smallRepo(t)
				if c.prep != nil {
					c.prep(t, work)
				}
				plant(t, work, blob, c.file, kind)
				if err := within(t, func() error { return c.read(t, work, blob) }); err == nil {
					t.Errorf("a %s at .git/%s was read as a repository file", kind, c.file)
				}
			})
		}
		for _, c := range optional {
			t.Run(kind+"/"+c.file, func(t *testing.T) {
				work, blob := smallRepo(t)
				plant(t, work, blob, c.file, kind)
				if err := within(t, func() error { return c.read(t, work, blob) }); err != nil {
					t.Errorf("a %s at .git/%s: %v", kind, c.file, err)
				}
			})
		}
	}
}

// smallRepo is a repository with one commit of a.txt on main and a branch topic; blob is
// a.txt's object name (found before anything is planted: git itself would wait on a FIFO).
func smallRepo(t *testing.T) (work, blob string) {
	work = filepath.Join(t.TempDir(), "work")
	git(t, filepath.Dir(work), "init", "-q", work)
	write(t, filepath.Join(work, "a.txt"), "a\n")
	git(t, work, "add", "-A")
	git(t, work, "commit", "-q", "-m", "c")
	git(t, work, "branch", "topic")
	write(t, filepath.Join(work, ".git", "FETCH_HEAD"), git(t, work, "rev-parse", "HEAD")+"\t\tbranch 'main' of x\n")
	write(t, filepath.Join(work, ".git", "commondir"), ".\n")
	write(t, filepath.Join(work, ".git", "config.worktree"), "")
	return work, git(t, work, "rev-parse", "HEAD:a.txt")
}

// plant replaces .git/file (LOOSE: the loose object blob; IDX: the pack's index) with kind.
func plant(t *testing.T, work, blob, file, kind string) {
	gitDir := filepath.Join(work, ".git")
	path := filepath.Join(gitDir, filepath.FromSlash(file))
	switch file {
	case "LOOSE":
		h := blob
		path = filepath.Join(gitDir, "objects", h[:2], h[2:])
	case "IDX":
		m, _ := filepath.Glob(filepath.Join(gitDir, "objects", "pack", "*.idx"))
		if len(m) != 1 {
			t.Fatalf("want one pack index, found %v", m)
		}
		path = m[0]
	}
	if err := os.RemoveAll(path); err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(filepath.Dir(path), 0o755)
	var err error
	switch kind {
	case "fifo":
		err = syscall.Mkfifo(path, 0o644)
	case "link-to-fifo":
		if err = syscall.Mkfifo(filepath.Join(work, "fifo"), 0o644); err == nil {
			err = os.Symlink(filepath.Join(work, "fifo"), path)
		}
	case "link-to-dev-zero":
		err = os.Symlink("/dev/zero", path)
	}
	if err != nil {
		t.Skip("cannot plant a", kind, ":", err)
	}
}

func mustOpen(work string) *Repo {
	r, err := Open(work)
	if err != nil {
		panic(err)
	}
	return r
}

// within runs read, failing the test if it has not returned by a deadline far beyond any
// read of these small files: a read that waits on a FIFO never returns.
func within(t *testing.T, read func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				done <- nil
				t.Errorf("panic: %v", p)
			}
		}()
		done <- read()
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(30 * time.Second):
		t.Fatal("the read did not return: it waits on what was planted")
		return nil
	}
}
