package code

import (
	"strings"
	"testing"
)

var foreignLangs = [...]Lang{Elixir, Groovy, Kotlin, Scala, Swift, CSharp, Clojure, Racket, Scheme, Lisp, Go, Java, Rust, C, Dart, Haskell, Zig}

// TestForeignRules runs the examples of the call reader's tables as TestRules does the
// evaluator's: "SNIPPET => FACT" must be found, "SNIPPET !> FACT" must not, "!> -" means no
// fact of the row's call.
func TestForeignRules(t *testing.T) {
	n := 0
	for _, l := range foreignLangs {
		rows := ftable(l)
		if len(rows) == 0 {
			t.Errorf("%s has no table", l)
		}
		for _, r := range rows {
			if !strings.Contains(r.ex, " => ") || !strings.Contains(r.ex, " !> ") {
				t.Errorf("%s %s: needs examples both ways", l, r.name)
			}
			n += checkExamples(t, l, r.name, r.ex, r.named)
		}
	}
	t.Logf("%d examples", n)
}

// The readers stop on any text: unbalanced brackets, unterminated strings, deep nesting.
func TestForeignReadersEnd(t *testing.T) {
	for _, l := range foreignLangs {
		for _, src := range []string{"", "(", ")", "\"", "File.rm_rf!(", strings.Repeat("(", 5000), strings.Repeat("[", 5000),
			"x.", "\"a\".", "#p", "'", "@\"", "$\"", "/*", "\"\"\"", "a |> ", "val x: ", "System.cmd(\"rm\", [", "#|", ":"} {
			_ = Analyze(l, src, Options{})
		}
	}
}
