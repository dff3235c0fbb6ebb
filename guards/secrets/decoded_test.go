package secrets

import "testing"

// TestDecodedTextFieldLength holds decodedText to the 16-letter floor at its edge: a word of
// 16 letters decodes, one of 15 does not, a longer word's field of 16 does (a short word is
// skipped without being read, which must not skip a word that is exactly long enough).
func TestDecodedTextFieldLength(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"aGVsbG8sIHdvcmxk", "hello, world\n"},         // 16 letters: base64
		{"aGVsbG8sIHdvcmx", ""},                        // 15: a word, not a field
		{"x aGVsbG8sIHdvcmxk", "hello, world\n"},       // a field inside a longer word
		{"68656c6c6f2c20776f726c64", "hello, world\n"}, // hex
		{"68656c6c6f2c2077", "hello, w\n"},             // 16 hex digits
		{`\x41\x42`, "AB\n"},                           // printf escapes, shorter than a field
		{"short", ""},
	} {
		if got := decodedText(c.in); got != c.want {
			t.Errorf("decodedText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
