package secrets

import (
	"math/rand/v2"
	"testing"
)

// plainValue lets readAssigned skip its shape readers only where each of them would hand the
// value back as it is: checked at every position of lines of every shape the readers know and
// of random lines over the bytes they look at, so that a reader taught a new trigger byte
// fails here until shapeByte holds it.
func TestPlainValueSkipsOnlyWhatTheReadersPass(t *testing.T) {
	lines := []string{
		"API_KEY=abc123def456\n",
		"API_KEY = Some(\"k\")\n",
		"let token = String::from(\"abcdefabcdef\");\n",
		"key = os.getenv(\"X\") or \"abcdefabcdef\"\n",
		"key = process.env.X||\"abcdefabcdef\"\n",
		"key = a ?: \"abcdefabcdef\"\n",
		"key = c ? x : \"abcdefabcdef\"\n",
		"key = if (prod) \"abcdefabcdef\" else b\n",
		"key = b\"abcdefabcdef\"\n",
		"key = r#\"abcdefabcdef\"#\n",
		"key = @\"abcdefabcdef\"\n",
		"key = \"\"\"\nabcdefabcdef\n\"\"\"\n",
		"key = String.raw`abcdefabcdef`\n",
		"key = x else { \"abcdefabcdef\" }\n",
		"key=u8\"abcdefabcdef\"\r\n",
	}
	alphabet := "abAB09_=-.,;/\\$@!%&*+<>~^\n\r\t ()[]{}\"'`|?:#ruRbBfFL8"
	r := rand.New(rand.NewPCG(1, 2))
	for range 4000 {
		b := make([]byte, 1+r.IntN(40))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		lines = append(lines, string(b))
	}
	for _, text := range lines {
		for j := 1; j < len(text); j++ {
			if !plainValue(text, j) {
				continue
			}
			if q := wrappedLiteral(text, j); q != j {
				t.Errorf("%q at %d: plain, but a wrapping call reads %d", text, j, q)
			}
			if q := fallbackLiteral(text, j); q != j {
				t.Errorf("%q at %d: plain, but a fallback reads %d", text, j, q)
			}
			if n := literalPrefix(text, j); n != 0 {
				t.Errorf("%q at %d: plain, but a prefix of %d is read", text, j, n)
			}
			if q, _ := tripleBlock(text, j); q != j {
				t.Errorf("%q at %d: plain, but a triple-quoted block reads %d", text, j, q)
			}
		}
	}
}
