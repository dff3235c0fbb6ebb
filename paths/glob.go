package paths

import (
	"errors"
	"path"
	"strings"
)

// The glob dialect of every configuration pattern (guards.toml's protect, sensitive, allow
// lists and rules): the one gitignore and doublestar use, so that a pattern means the same
// thing wherever a person writes it.
//
//   - A pattern is matched against a slash-separated path, one component at a time: "*", "?"
//     and "[...]" never cross a "/" (path.Match within a component).
//   - A component "**" matches any number of components, none included: "src/**/key.pem"
//     matches src/key.pem and src/a/b/key.pem; "dir/**" matches dir and everything below it.
//   - A pattern without "/" matches a name at any depth ("*.pem" is "**/*.pem").
//   - A leading "./" is dropped.
//
// Matching is case-sensitive; a caller that judges case-insensitive names folds both sides.

// Glob reports whether name matches pattern. Guards ask it for every path against every
// pattern of a list, so the components and the two rows of the match live on the stack where
// they fit: splitting both and making the rows were four allocations an ask.
func Glob(pattern, name string) bool {
	var patBuf, segBuf [24]string
	var rowBuf [2][33]bool
	pat := appendGlobSegs(patBuf[:0], pattern)
	segs := appendPath(segBuf[:0], name)
	// next[j] holds whether pat[i+1:] matches segs[j:]; cur is row i. Bottom-up, so that
	// several "**" cost len(pat)*len(segs), never an exponential search.
	var next, cur []bool
	if n := len(segs) + 1; n <= len(rowBuf[0]) {
		next, cur = rowBuf[0][:n], rowBuf[1][:n]
	} else {
		next, cur = make([]bool, n), make([]bool, n)
	}
	next[len(segs)] = true
	for i := len(pat) - 1; i >= 0; i-- {
		for j := len(segs); j >= 0; j-- {
			switch {
			case pat[i] == "**":
				cur[j] = next[j] || j < len(segs) && cur[j+1]
			case j == len(segs):
				cur[j] = false
			default:
				cur[j] = next[j+1] && segMatch(pat[i], segs[j])
			}
		}
		next, cur = cur, next
	}
	return next[0]
}

// GlobLiterals reports whether name holds every component of pattern that has no wildcard
// (none of **, *, ?, [ or a backslash): Glob matches such a component only by an equal one,
// so a name that does not hold it is no match. Callers asking many patterns about the same
// paths (the ledger key's globs, the home's secret entries) tell most of them apart with
// this, before building what a Glob is asked with.
func GlobLiterals(pattern, name string) bool {
	for rest := strings.TrimPrefix(pattern, "./"); rest != ""; {
		var seg string
		seg, rest, _ = strings.Cut(rest, "/")
		if seg != "" && seg != "**" && !HasMetaOrEscape(seg) && !strings.Contains(name, seg) {
			return false
		}
	}
	return true
}

// GlobBelow reports whether some path strictly below dir could match pattern: a tree written
// as a whole at dir may then write a path the pattern names.
func GlobBelow(pattern, dir string) bool {
	pat := globSegs(pattern)
	segs := splitPath(dir)
	// Row i: whether pat[i:] matches segs[j:] followed by at least one more component.
	next := make([]bool, len(segs)+1) // row len(pat): nothing left to match the extra component
	cur := make([]bool, len(segs)+1)
	for i := len(pat) - 1; i >= 0; i-- {
		for j := len(segs); j >= 0; j-- {
			switch {
			case j == len(segs):
				// The rest of the pattern is matched by names below dir, which can be
				// anything: any component but an empty one (a//b) names some entry.
				cur[j] = pat[i] != "" && (i == len(pat)-1 || next[j])
			case pat[i] == "**":
				cur[j] = next[j] || cur[j+1]
			default:
				cur[j] = next[j+1] && segMatch(pat[i], segs[j])
			}
		}
		next, cur = cur, next
	}
	return len(pat) > 0 && next[0]
}

// ValidGlob says what is wrong with a pattern, or nil.
func ValidGlob(pattern string) error {
	if strings.TrimSpace(pattern) == "" {
		return errors.New("empty pattern")
	}
	for _, seg := range globSegs(pattern) {
		if seg == "**" {
			continue
		}
		if _, err := path.Match(seg, ""); err != nil {
			return errors.New(`bad glob syntax in "` + seg + `" (use *, ?, [abc] within a name and ** for any depth)`)
		}
	}
	return nil
}

// globSegs splits a pattern into components; one without "/" gets a leading "**".
func globSegs(pattern string) []string { return appendGlobSegs(nil, pattern) }

// appendGlobSegs is globSegs appending to dst.
func appendGlobSegs(dst []string, pattern string) []string {
	pattern = strings.TrimPrefix(pattern, "./")
	if !strings.Contains(pattern, "/") {
		return append(dst, "**", pattern)
	}
	start := len(dst)
	dst = appendSplit(dst, strings.TrimPrefix(pattern, "/"))
	if n := len(dst) - start; n > 1 && dst[len(dst)-1] == "" {
		dst = dst[:len(dst)-1] // "dir/" is "dir"
	}
	return dst
}

func splitPath(name string) []string { return appendPath(nil, name) }

// appendPath is splitPath appending to dst.
func appendPath(dst []string, name string) []string {
	name = strings.Trim(strings.TrimPrefix(name, "./"), "/")
	if name == "" {
		return dst
	}
	return appendSplit(dst, name)
}

// appendSplit is strings.Split(s, "/") appending to dst.
func appendSplit(dst []string, s string) []string {
	for {
		i := strings.IndexByte(s, '/')
		if i < 0 {
			return append(dst, s)
		}
		dst = append(dst, s[:i])
		s = s[i+1:]
	}
}

func segMatch(pat, seg string) bool {
	if pat == seg {
		return true
	}
	ok, _ := path.Match(pat, seg)
	return ok
}

// HasMeta reports whether s holds *, ? or [, the bytes that make a word a pattern: what
// strings.ContainsAny(s, "*?[") says, asked of most words of a script, without its
// rune-by-rune search of the set for each byte of a short word, and eight bytes at a time
// (swar.go).
func HasMeta(s string) bool {
	for ; len(s) >= 8; s = s[8:] {
		x := load8(s)
		if zeroBytes(x^(lsb*'*'))|zeroBytes(x^(lsb*'?'))|zeroBytes(x^(lsb*'[')) != 0 {
			return true
		}
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '*' || c == '?' || c == '[' {
			return true
		}
	}
	return false
}

// HasMetaOrEscape is HasMeta that counts a backslash too: a pattern's escape.
func HasMetaOrEscape(s string) bool {
	for ; len(s) >= 8; s = s[8:] {
		x := load8(s)
		if zeroBytes(x^(lsb*'*'))|zeroBytes(x^(lsb*'?'))|zeroBytes(x^(lsb*'['))|zeroBytes(x^(lsb*'\\')) != 0 {
			return true
		}
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '*' || c == '?' || c == '[' || c == '\\' {
			return true
		}
	}
	return false
}
