package shell

import (
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// nestByWords is nest as it was first written, word by word: the table-driven nest must
// measure every text the same.
func nestByWords(src string) int {
	depth, most := 0, 0
	word := func(w string) {
		switch w {
		case "if", "case", "for", "while", "until", "select", "[[", "((", "$((", "function":
			depth++
		case "fi", "esac", "done", "]]":
			depth--
		}
	}
	start := -1
	for i := 0; i < len(src); i++ {
		ch := src[i]
		switch ch {
		case '(', '{', '`':
			depth++
		case ')', '}':
			depth--
		}
		most = max(most, depth)
		isSep := ch == ' ' || ch == '\t' || ch == '\n' || ch == ';' || ch == '&' || ch == '|' || ch == '(' || ch == ')'
		if isSep {
			if start >= 0 {
				word(src[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		most = max(most, depth)
	}
	if start >= 0 {
		word(src[start:])
	}
	return max(most, depth)
}

func TestNest(t *testing.T) {
	texts := []string{"", "if", "((", "$(( 1 ))", "echo $(echo `x`)", "f() { if a; then b; fi; }", "}}}}((", "a|b&&c;d\n(e)",
		strings.Repeat("(", 300), strings.Repeat("if x; then ", 50) + strings.Repeat("fi; ", 50), "for x in a; do done;done"}
	release, err := os.ReadFile("../testdata/scripts/release200.sh")
	if err != nil {
		t.Fatal(err)
	}
	texts = append(texts, string(release))
	files, _ := filepath.Glob("../testdata/corpus/*.tsv")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, strings.Split(string(b), "\n")...)
	}
	r := rand.New(rand.NewSource(1))
	alphabet := []string{"(", ")", "{", "}", "`", " ", "\t", "\n", ";", "&", "|", "if", "fi", "case", "esac", "do", "done", "[[", "]]", "((", "$((", "function", "x", "$"}
	for n := 0; n < 5000; n++ {
		var b strings.Builder
		for k := r.Intn(40); k > 0; k-- {
			b.WriteString(alphabet[r.Intn(len(alphabet))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		if got, want := nest(s), nestByWords(s); got != want {
			t.Fatalf("nest(%.60q) = %d, want %d", s, got, want)
		}
	}
	if got := nest(strings.Repeat("$(", 250)); got != 250 {
		t.Errorf("250 nested substitutions measure %d", got)
	}
}
