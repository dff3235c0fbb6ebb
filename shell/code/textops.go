package code

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The string methods that cut text: trim and strip with the characters they cut, delete,
// removeprefix and chomp, slice, substring and substr. A name built with them is worked out as
// the language computes it (".e_nv".delete("_") is ".env"); where an argument is not known, or
// a form the table does not follow (a character range), the operand is taken as it is, as
// every such method was before (a request's path sliced is still the request's path).

// whiteSpace is what a trim without characters cuts.
const whiteSpace = " \t\n\r\v\f\x00"

// trimmed is rTrim: the operand with characters cut as r.opt says.
func (e *eval) trimmed(r *rule, fn val, a callArgs, op val, ok bool) val {
	s, known := op.lit()
	if !ok || !known || op.k != vStr {
		return op
	}
	chars, has := whiteSpace, false
	if i := after(r, fn); i < len(a.pos) {
		if chars, has = a.pos[i].lit(); !has {
			return op
		}
	}
	if has && e.l == PHP && strings.Contains(chars, "..") {
		return op // a range of characters
	}
	switch r.opt {
	case "left":
		return str(strings.TrimLeft(s, chars))
	case "right":
		return str(strings.TrimRight(s, chars))
	case "delete":
		if !has || len(chars) > 1 && strings.ContainsAny(chars, "-^\\") {
			return op // ruby's character ranges and negation
		}
		return str(strings.Map(func(c rune) rune {
			if strings.ContainsRune(chars, c) {
				return -1
			}
			return c
		}, s))
	case "squeeze":
		return str(squeeze(s, chars, has))
	case "prefix":
		return str(strings.TrimPrefix(s, chars))
	case "suffix":
		if !has {
			return str(strings.TrimSuffix(strings.TrimSuffix(s, "\n"), "\r")) // ruby's chomp
		}
		return str(strings.TrimSuffix(s, chars))
	}
	return str(strings.Trim(s, chars))
}

// sliced is rSlice: part of the operand by position, counted as r.opt's method counts.
func (e *eval) sliced(r *rule, fn val, a callArgs, op val, ok bool) val {
	s, known := op.lit()
	if !ok || !known || op.k != vStr || !ascii(s) {
		return op // JavaScript counts UTF-16 units
	}
	var n []int
	for _, x := range a.pos[min(after(r, fn), len(a.pos)):] {
		i, err := strconv.Atoi(x.num)
		if x.k != vNum || err != nil {
			return op
		}
		n = append(n, i)
	}
	size := len(s)
	arg := func(i, def int) int {
		if i < len(n) {
			return n[i]
		}
		return def
	}
	from := func(i int) int { // a position counted from the end where negative, within the text
		if i < 0 {
			i += size
		}
		return min(max(i, 0), size)
	}
	var start, end int
	switch r.opt {
	case "awk", "lua", "r":
		start, end = oneBased(r.opt, n, size)
	case "slice":
		start, end = from(arg(0, 0)), from(arg(1, size))
	case "substring":
		start, end = min(max(arg(0, 0), 0), size), min(max(arg(1, size), 0), size)
		start, end = min(start, end), max(start, end)
	default: // substr(start, length)
		start = from(arg(0, 0))
		length := arg(1, size-start)
		if length < 0 && e.l == PHP {
			end = from(length) // php: that many left off the end
		} else {
			end = min(start+max(length, 0), size)
		}
	}
	if start >= end {
		return str("")
	}
	return str(s[start:end])
}

// ascii reports text of ASCII characters only.
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// squeeze is ruby's squeeze: each run of one character made one, of every character or of
// those in set.
func squeeze(s, set string, has bool) string {
	var b strings.Builder
	last := rune(-1)
	for _, c := range s {
		if c == last && (!has || strings.ContainsRune(set, c)) {
			continue
		}
		b.WriteRune(c)
		last = c
	}
	return b.String()
}

// caseOf is s in the case opt names: upper, lower, swap (every letter's case turned), title
// (each word capitalised), capitalize (the first letter upper, the rest lower), ucfirst and
// lcfirst (the first letter only), ucwords (each word's first letter).
func caseOf(s, opt string) string {
	switch opt {
	case "upper":
		return strings.ToUpper(s)
	case "lower":
		return strings.ToLower(s)
	case "swap":
		return strings.Map(func(c rune) rune {
			if unicode.IsUpper(c) {
				return unicode.ToLower(c)
			}
			return unicode.ToUpper(c)
		}, s)
	case "capitalize":
		return firstCase(strings.ToLower(s), unicode.ToUpper)
	case "ucfirst":
		return firstCase(s, unicode.ToUpper)
	case "lcfirst":
		return firstCase(s, unicode.ToLower)
	case "title", "ucwords":
		var b strings.Builder
		start := true
		for _, c := range s {
			switch {
			case start:
				c = unicode.ToUpper(c)
			case opt == "title":
				c = unicode.ToLower(c)
			}
			// python's title starts a word after any non-letter, php's ucwords after white space
			start = opt == "title" && !unicode.IsLetter(c) || opt == "ucwords" && unicode.IsSpace(c)
			b.WriteRune(c)
		}
		return b.String()
	}
	return strings.TrimSpace(s)
}

func firstCase(s string, to func(rune) rune) string {
	c, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(to(c)) + s[n:]
}

// padded is rPad: the operand padded to a width with a fill (a space, or zeros for zfill,
// unless given) as the method does; where the width or the fill is not known, the operand
// as it is.
func (e *eval) padded(r *rule, fn val, a callArgs, op val, ok bool) val {
	s, known := op.lit()
	i := after(r, fn)
	if !ok || !known || op.k != vStr || i >= len(a.pos) {
		return op
	}
	w, err := strconv.Atoi(a.pos[i].num)
	if a.pos[i].k != vNum || err != nil || w > 1<<12 {
		return op
	}
	fill := " "
	if r.opt == "zfill" {
		fill = "0"
	} else if i+1 < len(a.pos) {
		if f, lit := a.pos[i+1].lit(); lit && f != "" {
			fill = f
		} else {
			return op
		}
	}
	n := w - utf8.RuneCountInString(s)
	if n <= 0 {
		return op
	}
	side := r.opt
	if side == "php" {
		side = "after" // STR_PAD_RIGHT
		if i+2 < len(a.pos) {
			side = phpPadSide(a.pos[i+2])
		}
	}
	switch side {
	case "before":
		return str(fillOf(fill, n) + s)
	case "after":
		return str(s + fillOf(fill, n))
	case "zfill":
		if s != "" && (s[0] == '-' || s[0] == '+') {
			return str(s[:1] + fillOf(fill, n) + s[1:])
		}
		return str(fillOf(fill, n) + s)
	case "center":
		left := n / 2
		if e.l == Python {
			left += n & w & 1 // CPython's center puts the odd one left where the width is odd
		}
		return str(fillOf(fill, left) + s + fillOf(fill, n-left))
	}
	return op
}

// phpPadSide is the side str_pad's pad_type names: STR_PAD_LEFT (0) before, STR_PAD_BOTH (2)
// around, STR_PAD_RIGHT (1) after.
func phpPadSide(v val) string {
	switch {
	case v.k == vNum && v.num == "0", strings.HasSuffix(v.ref, "STR_PAD_LEFT"):
		return "before"
	case v.k == vNum && v.num == "2", strings.HasSuffix(v.ref, "STR_PAD_BOTH"):
		return "center"
	case v.k == vNum && v.num == "1", strings.HasSuffix(v.ref, "STR_PAD_RIGHT"):
		return "after"
	}
	return ""
}

// fillOf is n characters of fill repeated, its last repeat cut short.
func fillOf(fill string, n int) string {
	rs := []rune(fill)
	out := make([]rune, n)
	for i := range out {
		out[i] = rs[i%len(rs)]
	}
	return string(out)
}

// oneBased is where a slice counted from 1 starts and ends in text of size bytes: awk's
// substr(s, m, n) (n characters from m), Lua's s:sub(i, j) (i to j inclusive, a negative
// position counted from the end), R's substr(x, start, stop) (inclusive).
func oneBased(opt string, n []int, size int) (start, end int) {
	arg := func(i, def int) int {
		if i < len(n) {
			return n[i]
		}
		return def
	}
	first, last := arg(0, 1), size // last is inclusive
	switch opt {
	case "awk":
		if len(n) > 1 {
			last = first + n[1] - 1
		}
	case "lua":
		last = arg(1, -1)
		if first < 0 {
			first += size + 1
		}
		if last < 0 {
			last += size + 1
		}
	case "r":
		last = arg(1, size)
	}
	start = min(max(first, 1), size+1) - 1
	end = min(max(last, 0), size)
	return start, max(end, start)
}

// cut is ret's cases rTrim, rSlice and rPad.
func (e *eval) cut(r *rule, fn val, a callArgs, op val, ok bool) val {
	switch r.ret {
	case rTrim:
		return e.trimmed(r, fn, a, op, ok)
	case rSlice:
		return e.sliced(r, fn, a, op, ok)
	}
	return e.padded(r, fn, a, op, ok)
}
