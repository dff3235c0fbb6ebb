package secrets

import (
	"encoding/base64"
	"encoding/hex"
	"strconv"
	"strings"
	"unicode/utf8"
)

// decodedText is what a word or body the line passes says once the program it goes to decodes
// it: printf's and echo -e's escapes (printf '\x41KIA...'), a base64 field (echo QUtJ... |
// base64 -d), a hex field (xxd -r -p). A key typed encoded is still typed into the command: the
// model wrote it, and the file or program it reaches gets it plain. "" where nothing decodes
// to readable text. Each form is tried on every word, whatever reads it, since the decoder may
// be a pipe away, a variable or a program of its own; the text must decode to readable text
// and then look like a credential to block, so a word that merely could be base64 costs a scan.
func decodedText(t string) string {
	var b strings.Builder
	if strings.IndexByte(t, '\\') >= 0 {
		if d := unescapePrintf(t); d != t {
			b.WriteString(d)
			b.WriteByte('\n')
		}
	}
	// Fields by hand, and only runs of the encodings' letters 16 bytes or longer are decoded:
	// this runs on every word of every line, most of them short or holding other bytes. A
	// word shorter than a field is not read again.
	if len(t) < minField {
		return b.String()
	}
	start := -1
	for i := 0; i <= len(t); i++ {
		if i < len(t) && encodedByte(t[i]) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 && i-start >= minField && i-start <= 16<<10 && (i == len(t) || isSpace(t[i])) && (start == 0 || isSpace(t[start-1])) {
			if d, ok := decodeField(t[start:i]); ok {
				b.WriteString(d)
				b.WriteByte('\n')
			}
		}
		start = -1
	}
	return b.String()
}

// minField is the shortest run of an encoding's letters decoded: shorter ones are words.
const minField = 16

// encodedByte is a letter of base64 (either alphabet, with padding) or hex.
func encodedByte(c byte) bool {
	return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '/' || c == '=' || c == '-' || c == '_'
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// decodeField decodes one field written in hex or base64 (standard or URL alphabet, padded
// or not), when it decodes to readable text.
func decodeField(f string) (string, bool) {
	if len(f)%2 == 0 && hexWord(f) {
		if d, err := hex.DecodeString(f); err == nil && readable(d) {
			return string(d), true
		}
		return "", false
	}
	for _, enc := range [...]*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if d, err := enc.DecodeString(f); err == nil {
			if readable(d) {
				return string(d), true
			}
			return "", false
		}
	}
	return "", false
}

func hexWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isHex(s[i]) {
			return false
		}
	}
	return true
}

// readable reports decoded bytes that are text: valid UTF-8 without control characters
// other than white space. Random bytes (a hash read as hex, a path read as base64) are not.
func readable(d []byte) bool {
	if len(d) == 0 || !utf8.Valid(d) {
		return false
	}
	for _, c := range d {
		if c < 0x20 && c != '\n' && c != '\r' && c != '\t' || c == 0x7f {
			return false
		}
	}
	return true
}

// unescapePrintf decodes the escapes printf's format, echo -e and $'...' share: \xHH, \NNN
// and \0NNN in octal, \uHHHH, \UHHHHHHHH and the one-letter ones. A backslash before anything
// else stays as written.
func unescapePrintf(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		n, adv := escapeAt(s[i+1:])
		if adv == 0 {
			b.WriteByte(c)
			continue
		}
		if n < utf8.RuneSelf {
			b.WriteByte(byte(n))
		} else {
			b.WriteRune(rune(n))
		}
		i += adv
	}
	return b.String()
}

// escapeAt decodes the escape after a backslash: its value and how many bytes it takes (0:
// no escape).
func escapeAt(s string) (uint64, int) {
	switch s[0] {
	case 'n':
		return '\n', 1
	case 't':
		return '\t', 1
	case 'r':
		return '\r', 1
	case '\\':
		return '\\', 1
	case 'x':
		return numEscape(s, 1, 2, 16)
	case 'u':
		return numEscape(s, 1, 4, 16)
	case 'U':
		return numEscape(s, 1, 8, 16)
	case '0':
		if v, n := numEscape(s, 1, 3, 8); n > 0 {
			return v, n
		}
		return 0, 1
	}
	if '1' <= s[0] && s[0] <= '7' {
		return numEscape(s, 0, 3, 8)
	}
	return 0, 0
}

// numEscape reads up to most digits of base from s[skip:]: their value and the bytes taken,
// 0 when there is no digit.
func numEscape(s string, skip, most, base int) (uint64, int) {
	j := skip
	for j < len(s) && j-skip < most && digitOf(s[j], base) {
		j++
	}
	if j == skip {
		return 0, 0
	}
	v, err := strconv.ParseUint(s[skip:j], base, 32)
	if err != nil || v > utf8.MaxRune {
		return 0, 0
	}
	return v, j
}

func digitOf(c byte, base int) bool {
	if base == 8 {
		return '0' <= c && c <= '7'
	}
	return isHex(c)
}
