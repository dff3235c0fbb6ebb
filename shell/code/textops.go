package code

import (
	"strconv"
	"strings"
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
