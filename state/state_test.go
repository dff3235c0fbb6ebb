package state

import (
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
	env := map[string]string{"HOME": "/h"}
	if got := Dir(func(k string) string { return env[k] }); got != "/h/.local/state/hookguard" {
		t.Fatal(got)
	}
	env["XDG_STATE_HOME"] = "/x"
	if got := Dir(func(k string) string { return env[k] }); got != "/x/hookguard" {
		t.Fatal(got)
	}
}
