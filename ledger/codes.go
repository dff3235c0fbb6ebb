package ledger

import (
	"crypto/rand"
	"slices"
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

// MaxOtherWords is how many words besides `allow <code>` a line of consent may hold: "yes,
// allow hg-4k7q2m, go ahead" is a person saying yes; the sentence of a pasted block message
// that offers the code is not, nor is a line whose words say no (see Negated).
const MaxOtherWords = 6

// Codes finds the codes a person authorised in a prompt, in order and without repeats. A code
// counts when `allow <code>` (the word, case-insensitive, then spaces or a colon, then the code,
// bare or in backticks or quotes) stands on a line of its own, with at most MaxOtherWords other
// words on that line, none of them a no ("don't", "not", a question), not in a quoted line
// ("> ..."), in a prompt that does not carry
// hookguard's own words. A prompt that pastes a block message (to ask what went wrong) holds
// the code too, and pasting it is not saying yes; a code alone, without the word, says nothing.
func Codes(prompt string) []string {
	if QuotesHookguard(prompt) {
		return nil
	}
	var out []string
	for line := range strings.SplitSeq(prompt, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), ">") {
			continue
		}
		codes, rest := allowTokens(line)
		if len(codes) == 0 || otherWords(rest) > MaxOtherWords || Negated(rest) {
			continue
		}
		for _, c := range codes {
			if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// WhyNot says why the codes Mentioned finds in a prompt are not a yes by the rules of Codes.
func WhyNot(prompt string) string {
	if QuotesHookguard(prompt) {
		return "the message quotes hookguard's own words (a block message pasted back), and pasting one is not saying yes"
	}
	for line := range strings.SplitSeq(prompt, "\n") {
		codes, rest := allowTokens(line)
		switch {
		case len(codes) == 0:
		case strings.HasPrefix(strings.TrimSpace(line), ">"):
			return "the code is in a quoted line"
		case Negated(rest):
			return "the words around the code read as a no or a question"
		}
	}
	return "the code is not on a line of its own (a few words around it are fine, a sentence is not)"
}

// Mentioned finds every `allow <code>` anywhere in a text, whatever surrounds it: what Codes
// would take if it asked nothing of the line and the prompt. The ledger guard uses it to tell a
// person why a code in their prompt was not taken as a yes.
func Mentioned(text string) []string {
	codes, _ := allowTokens(text)
	var out []string
	for _, c := range codes {
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// negations are words that turn "allow hg-4k7q2m" into a no, or into a question of whether to.
var negations = [...]string{"not", "no", "nope", "never", "dont", "don't", "deny", "refuse", "cancel", "stop", "wait", "without", "cannot", "if", "whether", "?"}

// Negated reports whether the words around `allow <code>` on its line say no ("don't allow
// hg-4k7q2m", "should I allow hg-4k7q2m?"): a person who means yes can say it plainly, and a
// no taken as a yes would run what they refused.
func Negated(rest string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(rest), func(r rune) bool {
		return r != '\'' && r != '’' && r != '?' && (r < 'a' || r > 'z')
	}) {
		w = strings.ReplaceAll(w, "’", "'")
		if strings.HasSuffix(w, "n't") || strings.HasSuffix(w, "?") && w != "?" {
			return true
		}
		for _, n := range negations {
			if w == n {
				return true
			}
		}
	}
	return false
}

// hookguardWords are what every text hookguard shows carries: the prefix of a reason
// (adapters.Reason: "hookguard [guard/rule]: ..." or "hookguard: ..."), the sentence that offers
// a code, and the mark left where a code was stripped.
var hookguardWords = [...]string{"hookguard [", "hookguard:", "wants this done anyway", "ask them to reply", "allows this exact action once", Withheld}

// QuotesHookguard reports whether text carries hookguard's own words: a block message pasted
// back, or a continuation a harness made of a stop reason.
func QuotesHookguard(text string) bool {
	low := strings.ToLower(text)
	for _, w := range hookguardWords {
		if strings.Contains(low, strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// otherWords counts the words of s that hold a letter or a digit (punctuation alone is none).
func otherWords(s string) int {
	n := 0
	for _, w := range strings.Fields(s) {
		if strings.IndexFunc(w, func(r rune) bool { return r < 128 && isAlnum(byte(r)) || r >= 128 }) >= 0 {
			n++
		}
	}
	return n
}

// allowTokens finds every `allow <code>` in s, and returns their codes and s without them.
func allowTokens(s string) (codes []string, rest string) {
	low := strings.ToLower(s)
	var b strings.Builder
	last := 0
	for i := 0; ; {
		k := strings.Index(low[i:], "allow")
		if k < 0 {
			break
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
		if quote != 0 {
			if end >= len(low) || low[end] != quote {
				continue
			}
			end++
		}
		if !validCode(code) {
			continue
		}
		codes = append(codes, code)
		b.WriteString(s[last:at])
		b.WriteByte(' ')
		last = end
		i = end
	}
	b.WriteString(s[last:])
	return codes, b.String()
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
	if !mayHoldCode(text) {
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

// mayHoldCode reports whether text, lower-cased, contains codePrefix. An ASCII text (every
// reason a guard writes) is read in place: lower-casing a whole reason to look cost twice
// the look. Any other is lower-cased as before (a non-ASCII letter may fold to an ASCII one).
func mayHoldCode(text string) bool {
	found := false
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c >= 0x80 {
			return strings.Contains(strings.ToLower(text), codePrefix)
		}
		if c == '-' && i >= 2 && text[i-2]|0x20 == 'h' && text[i-1]|0x20 == 'g' {
			found = true
		}
	}
	return found
}
