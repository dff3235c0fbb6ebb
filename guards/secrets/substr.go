package secrets

import "strings"

// substrings answers whether a word occurs in a command line as written, in time that grows
// with the line once, not once a word: a 200-line script passes ~1,000 words (275 distinct),
// and searching the whole script for each cost more than the rest of the guard.
//
// Three exact shortcuts, each falling back to a plain search:
//   - the words of a script come in the order the line holds them (a command's words, the next
//     command's), so a word is first looked for just past where the last one was found;
//   - a word holding a run of four bytes the line never holds is not in it (the line's runs
//     are kept in a hashed bitmap, so a run it marks may still be absent: then it searches);
//     the words a line does not show as written (an expanded variable, a decoded escape) are
//     most of what a search has to read the whole line for;
//   - a search starts where the last word was found and only then looks before it: a word
//     found at or after the cursor, or before it, is found, and one found in neither part is
//     in no part of the line.
type substrings struct {
	src   string
	cur   int
	grams [gramBits / 64]uint64 // made for a line of memoFrom bytes or more, when first needed
	made  bool
}

// memoFrom is the line length from which passedText remembers the words found in the line and
// substrings keeps its byte runs: below it, searching the line again costs less.
const memoFrom = 2 << 10

const gramBits = 1 << 15

// near is how far past the cursor a word is looked for first: most words of a script follow
// the last one closely, and finding one there costs less than testing its byte runs.
const near = 256

// gram hashes a run of four bytes (little-endian) into the bitmap.
func gram(x uint32) uint32 { return (x * 2654435761) >> (32 - 15) }

func (s *substrings) has(t string) bool {
	if len(t) >= 4 && len(s.src) >= memoFrom {
		if i := strings.Index(s.src[s.cur:min(len(s.src), s.cur+near+len(t))], t); i >= 0 {
			s.cur += i
			return true
		}
		if !s.made {
			// Marking the line was most of the cost of asking about its words.
			s.made = true
			for i := 3; i < len(s.src); i++ {
				// The run ending at i, loaded whole (the compiler merges the four loads).
				r := s.src[i-3 : i+1]
				h := gram(uint32(r[0]) | uint32(r[1])<<8 | uint32(r[2])<<16 | uint32(r[3])<<24)
				s.grams[h/64] |= 1 << (h % 64)
			}
		}
		var x uint32
		for i := 0; i < len(t); i++ {
			x = x>>8 | uint32(t[i])<<24
			if h := gram(x); i >= 3 && s.grams[h/64]&(1<<(h%64)) == 0 {
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
