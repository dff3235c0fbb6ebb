package state

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

func TestTrust(t *testing.T) {
	s := Open(t.TempDir())
	if s.Trusted("/p/guards.toml", "abc") {
		t.Fatal("nothing is trusted at first")
	}
	if err := s.Trust("/p/guards.toml", "abc", time.Now()); err != nil {
		t.Fatal(err)
	}
	if !s.Trusted("/p/guards.toml", "abc") || s.Trusted("/p/guards.toml", "abd") || s.Trusted("/q/guards.toml", "abc") {
		t.Fatal("trust must bind path and content")
	}
}

// Hook processes run at once; no update may be lost.
func TestConcurrentUpdates(t *testing.T) {
	s := Open(t.TempDir())
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := s.UpdateSession("/root", "sess", func(x *Session) (bool, error) {
				if x.Told == nil {
					x.Told = map[string]bool{}
				}
				x.Told[fmt.Sprint(i)] = true
				return true, nil
			})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	x, err := s.ReadSession("/root", "sess")
	if err != nil || len(x.Told) != 20 {
		t.Fatalf("got %d entries (%v), want 20", len(x.Told), err)
	}
}

func TestDamagedFileSaysWhatToDo(t *testing.T) {
	dir := t.TempDir()
	s := Open(dir)
	name := SessionName("/r", "s")
	os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o700)
	os.WriteFile(filepath.Join(dir, name), []byte("{not json"), 0o600)
	if _, err := s.ReadSession("/r", "s"); err == nil {
		t.Fatal("a damaged file must be an error")
	}
}

func TestDir(t *testing.T) {
	pw := filepath.Join(t.TempDir(), "passwd")
	os.WriteFile(pw, []byte(fmt.Sprintf("root:x:0:0:root:/root:/bin/sh\nme:x:%d:%d::/home/me:/bin/sh\n", os.Getuid(), os.Getgid())), 0o644)
	defer func(p string) { PasswdPath = p; ResetHome() }(PasswdPath)
	PasswdPath = pw
	ResetHome()
	if os.Getuid() == 0 {
		os.WriteFile(pw, []byte("me:x:0:0::/home/me:/bin/sh\n"), 0o644)
	}
	env := map[string]string{"HOME": "/h"}
	get := func(k string) string { return env[k] }
	if got := Dir(get); got != "/h/.local/state/hookguard" {
		t.Fatal(got)
	}
	env["XDG_STATE_HOME"] = "/x"
	if got := Dir(get); got != "/x/hookguard" {
		t.Fatal(got)
	}
	// Never relative, never the cwd: with no usable HOME or XDG_STATE_HOME, the password
	// database's home for this user id.
	for _, e := range []map[string]string{{}, {"HOME": "."}, {"HOME": "proj"}, {"XDG_STATE_HOME": "rel", "HOME": ""}} {
		env = e
		if got := Dir(get); got != "/home/me/.local/state/hookguard" {
			t.Errorf("env %v: state in %q", e, got)
		}
	}
	// A user the password database does not know: no state directory at all, and a store
	// there refuses to work rather than writing into the cwd.
	os.WriteFile(pw, []byte("other:x:4242:4242::/home/other:/bin/sh\nbroken\n"), 0o644)
	ResetHome()
	env = map[string]string{}
	if got := Dir(get); got != "" {
		t.Fatalf("state in %q for a user with no home", got)
	}
	s := Open(Dir(get))
	if err := s.Trust("/p/guards.toml", "abc", time.Now()); !errors.Is(err, ErrNoDir) {
		t.Fatalf("a store with no directory: %v", err)
	}
	if _, err := os.Stat(filepath.Join(".", "trust.json")); err == nil {
		t.Fatal("state written to the cwd")
	}
}

func TestHomeOf(t *testing.T) {
	pw := []byte("root:x:0:0:root:/root:/bin/bash\n# comment\nbad line\nme:x:1000:1000:Me,,,:/home/me:/bin/zsh\nrel:x:1001:1001::home/rel:/bin/sh\n")
	for uid, want := range map[int]string{0: "/root", 1000: "/home/me", 1001: "", 5: ""} {
		if got := homeOf(pw, uid); got != want {
			t.Errorf("uid %d: %q, want %q", uid, got, want)
		}
	}
}

func TestAbsent(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for p, want := range map[string]bool{file: false, dir: false, filepath.Join(dir, "none"): true, filepath.Join(file, "under-a-file"): true} {
		if got := Absent(p); got != want {
			t.Errorf("Absent(%s) = %v, want %v", p, got, want)
		}
	}
}
