package secrets

import "strings"

// substrings answers whether a word occurs in a command line as written, in time that grows
// with the line once, not once a word: a 200-line script passes ~1,000 words (275 distinct),
// and searching the whole script for each cost more than the rest of the guard.
//
// Two exact shortcuts, each falling back to a plain search:
//   - a word holding a byte pair the line never holds is not in it (the pairs of the line are
//     kept in a small hashed bitmap, so a pair it marks may still be absent: then it searches);
//   - the words of a script come in the order the line holds them (a command's words, the next
//     command's), so a search starts where the last word was found and only then looks before
//     it: a word found at or after the cursor, or before it, is found, and one found in neither
//     part is in no part of the line.
type substrings struct {
	src   string
	cur   int
	pairs [pairBits / 64]uint64 // made for a line of memoFrom bytes or more, on its first word
	made  bool
}

// memoFrom is the line length from which passedText remembers the words found in the line and
// substrings keeps its byte pairs: below it, searching the line again costs less.
const memoFrom = 2 << 10

const pairBits = 1 << 12

func pairHash(a, b byte) uint { return (uint(a)*131 + uint(b)) & (pairBits - 1) }

func (s *substrings) has(t string) bool {
	if len(t) > 1 && len(s.src) >= memoFrom {
		if !s.made {
			s.made = true
			for i := 0; i+1 < len(s.src); i++ {
				h := pairHash(s.src[i], s.src[i+1])
				s.pairs[h/64] |= 1 << (h % 64)
			}
		}
		for i := 0; i+1 < len(t); i++ {
			if h := pairHash(t[i], t[i+1]); s.pairs[h/64]&(1<<(h%64)) == 0 {
				return false
			}
		}
	}
	if i := strings.Index(s.src[s.cur:], t); i >= 0 {
		s.cur += i
		return true
	}
	// An occurrence starting before the cursor ends before cur+len(t)-1.
	if i := strings.Index(s.src[:min(len(s.src), s.cur+len(t)-1)], t); i >= 0 {
		s.cur = i
		return true
	}
	return false
}
