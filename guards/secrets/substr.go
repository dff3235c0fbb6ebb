package secrets

import "strings"

// substrings answers whether a word occurs in a command line as written, in time that grows
// with the line once, not once a word: a 200-line script passes ~1,000 words (275 distinct),
// and searching the whole script for each cost more than the rest of the guard.
//
// Two exact shortcuts, each falling back to a plain search:
//   - a word holding a run of two or four bytes the line never holds is not in it (the line's
//     runs are kept in a hashed bitmap, so a run it marks may still be absent: then it
//     searches); the words a line does not show as written (an expanded variable, a decoded
//     escape) are most of what a search has to read the whole line for;
//   - the words of a script come in the order the line holds them (a command's words, the next
//     command's), so a search starts where the last word was found and only then looks before
//     it: a word found at or after the cursor, or before it, is found, and one found in neither
//     part is in no part of the line.
type substrings struct {
	src   string
	cur   int
	grams [gramBits / 64]uint64 // made for a line of memoFrom bytes or more, on its first word
	made  bool
}

// memoFrom is the line length from which passedText remembers the words found in the line and
// substrings keeps its byte runs: below it, searching the line again costs less.
const memoFrom = 2 << 10

const gramBits = 1 << 15

// gram hashes a run of two bytes (n == 2, in the low half) or four into the bitmap.
func gram(x uint32, n uint32) uint32 { return ((x ^ n<<29) * 2654435761) >> (32 - 15) }

func le16(s string, i int) uint32 { return uint32(s[i]) | uint32(s[i+1])<<8 }

func le32(s string, i int) uint32 { return le16(s, i) | le16(s, i+2)<<16 }

func (s *substrings) mark(h uint32) { s.grams[h/64] |= 1 << (h % 64) }

func (s *substrings) marked(h uint32) bool { return s.grams[h/64]&(1<<(h%64)) != 0 }

func (s *substrings) has(t string) bool {
	if len(t) > 1 && len(s.src) >= memoFrom {
		if !s.made {
			s.made = true
			for i := 0; i+1 < len(s.src); i++ {
				s.mark(gram(le16(s.src, i), 2))
				if i+3 < len(s.src) {
					s.mark(gram(le32(s.src, i), 4))
				}
			}
		}
		for i := 0; i+1 < len(t); i++ {
			if !s.marked(gram(le16(t, i), 2)) || i+3 < len(t) && !s.marked(gram(le32(t, i), 4)) {
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
