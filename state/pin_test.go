package state

import (
	"testing"
	"time"
)

func TestPin(t *testing.T) {
	s := Open(t.TempDir())
	if r, err := s.PinnedRoot("codex", "s1"); r != "" || err != nil {
		t.Fatalf("nothing pinned yet: %q %v", r, err)
	}
	if err := s.PinRoot("codex", "s1", "/p", time.Now()); err != nil {
		t.Fatal(err)
	}
	if r, _ := s.PinnedRoot("codex", "s1"); r != "/p" {
		t.Fatalf("got %q", r)
	}
	// Another session, and the same session id under another runner, are apart.
	if r, _ := s.PinnedRoot("codex", "s2"); r != "" {
		t.Fatalf("s2 got %q", r)
	}
	if r, _ := s.PinnedRoot("gemini", "s1"); r != "" {
		t.Fatalf("gemini got %q", r)
	}
	// A new session start in another directory (a resume elsewhere) moves the pin.
	if err := s.PinRoot("codex", "s1", "/q", time.Now()); err != nil {
		t.Fatal(err)
	}
	if r, _ := s.PinnedRoot("codex", "s1"); r != "/q" {
		t.Fatalf("got %q", r)
	}
	// No session id, no pin: it would be shared by every session.
	if err := s.PinRoot("codex", "", "/x", time.Now()); err != nil {
		t.Fatal(err)
	}
	if r, _ := s.PinnedRoot("codex", ""); r != "" {
		t.Fatalf("empty session got %q", r)
	}
}
