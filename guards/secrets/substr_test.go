package secrets

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// substrings must answer exactly as strings.Contains, whatever order the words come in: its
// cursor and byte-pair shortcuts only save work.
func TestSubstringsIsContains(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const alpha = "ab$ \n\"'x"
	word := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteByte(alpha[r.IntN(len(alpha))])
		}
		return b.String()
	}
	for range 200 {
		src := word(r.IntN(200)) // short lines are searched; long ones use the byte pairs
		if r.IntN(2) == 0 {
			src = word(memoFrom + r.IntN(memoFrom))
		}
		s := &substrings{src: src}
		for range 200 {
			var w string
			if len(src) > 0 && r.IntN(2) == 0 {
				i := r.IntN(len(src))
				w = src[i:min(len(src), i+r.IntN(12))] // a piece of the line, anywhere
			} else {
				w = word(r.IntN(6))
			}
			if got, want := s.has(w), strings.Contains(src, w); got != want {
				t.Fatalf("has(%q) in %q = %v, want %v (cursor %d)", w, src, got, want, s.cur)
			}
		}
	}
}

// A word at the very start of the line, asked after the cursor moved past it, and one that
// straddles the cursor.
func TestSubstringsBehindTheCursor(t *testing.T) {
	s := &substrings{src: "echo one; echo two; printf three"}
	for _, c := range []struct {
		w    string
		want bool
	}{{"printf", true}, {"echo one", true}, {"one; echo", true}, {"three", true}, {"four", false}, {"", true}, {"e", true}, {"z", false}} {
		if got := s.has(c.w); got != c.want {
			t.Errorf("has(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}
