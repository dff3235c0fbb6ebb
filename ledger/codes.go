package ledger

import (
	"crypto/rand"
	"strings"
)

// Codes look like hg-4k7q2m: a fixed prefix that no ordinary text carries, so that hookguard can
// find and strip every code in what it feeds back to the model, and six characters from an
// alphabet without look-alikes (0/o, 1/l/i), easy to read off a terminal and type back.
const (
	codePrefix   = "hg-"
	codeLen      = 6
	codeAlphabet = "23456789abcdefghjkmnpqrstuvwxyz"
)

// newCode draws a fresh random code.
func newCode() (string, error) {
	var b [codeLen]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	out := make([]byte, codeLen)
	for i, x := range b {
		// 256 % 31 leaves a slight bias; codes are looked up, never guessed at scale.
		out[i] = codeAlphabet[int(x)%len(codeAlphabet)]
	}
	return codePrefix + string(out), nil
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// codeAt reports whether s[i:] starts with a code-shaped token standing on its own, and
// returns its lower-cased text. The tail may be any letter or digit, so that stripping also
// catches look-alikes a person might mistype.
func codeAt(s string, i int) (string, bool) {
	n := len(codePrefix) + codeLen
	if i+n > len(s) || !strings.EqualFold(s[i:i+len(codePrefix)], codePrefix) {
		return "", false
	}
	if i > 0 && (isAlnum(s[i-1]) || s[i-1] == '-') {
		return "", false
	}
	for j := i + len(codePrefix); j < i+n; j++ {
		if !isAlnum(s[j]) {
			return "", false
		}
	}
	if i+n < len(s) && (isAlnum(s[i+n]) || s[i+n] == '-') {
		return "", false
	}
	return strings.ToLower(s[i : i+n]), true
}

// Codes finds every `allow <code>` in a prompt, in order and without repeats: "allow" as a
// word, case-insensitive, then spaces, an optional colon, and the code, bare or in backticks
// or quotes. A code alone, without the word, authorises nothing: a pasted block message holds
// the code too, and pasting it is not saying yes.
func Codes(prompt string) []string {
	var out []string
	low := strings.ToLower(prompt)
	for i := 0; ; {
		k := strings.Index(low[i:], "allow")
		if k < 0 {
			return out
		}
		at := i + k
		i = at + len("allow")
		if at > 0 && isAlnum(low[at-1]) {
			continue
		}
		j := i
		if j < len(low) && low[j] == ':' {
			j++
		}
		sp := j
		for j < len(low) && (low[j] == ' ' || low[j] == '\t') {
			j++
		}
		if j == sp && (j >= len(low) || low[j] != '`' && low[j] != '"' && low[j] != '\'') {
			continue
		}
		quote := byte(0)
		if j < len(low) && (low[j] == '`' || low[j] == '"' || low[j] == '\'') {
			quote = low[j]
			j++
		}
		code, ok := codeAt(low, j)
		if !ok {
			continue
		}
		end := j + len(code)
		if quote != 0 && (end >= len(low) || low[end] != quote) {
			continue
		}
		if !validCode(code) {
			continue
		}
		dup := false
		for _, c := range out {
			dup = dup || c == code
		}
		if !dup {
			out = append(out, code)
		}
		i = end
	}
}

// validCode reports whether a code-shaped token uses only the alphabet codes are drawn from.
func validCode(code string) bool {
	if !strings.HasPrefix(code, codePrefix) || len(code) != len(codePrefix)+codeLen {
		return false
	}
	for i := len(codePrefix); i < len(code); i++ {
		if strings.IndexByte(codeAlphabet, code[i]) < 0 {
			return false
		}
	}
	return true
}

// Withheld replaces a code in text fed back to the model.
const Withheld = "hg-[code withheld]"

// Strip removes every code-shaped token from text that hookguard feeds back to the model (a
// stop reason, session context, advice), so that the agent cannot make a continuation, which
// some harnesses deliver as a new prompt, carry a code. The code a block offers is added to
// the block's reason after this, by the adapter.
func Strip(text string) string {
	if !strings.Contains(strings.ToLower(text), codePrefix) {
		return text
	}
	var b strings.Builder
	for i := 0; i < len(text); {
		if c, ok := codeAt(text, i); ok {
			b.WriteString(Withheld)
			i += len(c)
			continue
		}
		b.WriteByte(text[i])
		i++
	}
	return b.String()
}
