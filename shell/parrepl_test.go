package shell

import (
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// Each fixed replacement string gives its own example's value.
func TestParFixedExamples(t *testing.T) {
	for _, e := range parFixed {
		if got := e.f(e.item); got != e.eg {
			t.Errorf("{%s} of %q = %q, want %q", e.key, e.item, got, e.eg)
		}
	}
}

// What parallel puts in a word for the item d/a.tar.gz; "?" marks a value not read here.
func TestParallelPut(t *testing.T) {
	tests := []struct {
		plus       bool
		word, want string
	}{
		{false, "{}", "d/a.tar.gz"},
		{false, "x{}y{}", "xd/a.tar.gzyd/a.tar.gz"},
		{false, "{.}.png", "d/a.tar.png"},
		{false, "{/}", "a.tar.gz"},
		{false, "{//}/k", "d/k"},
		{false, "{/.}", "a.tar"},
		{false, "{1}:{2.}", "d/a.tar.gz:d/a.tar"},
		{false, "{#}-{%}", "1-1"},
		{false, "{= s/a/b/ =}", "?"},
		{false, "{3= s/a/b/ =}x", "?x"},
		{true, "{..}", "d/a"},
		{true, "{+..}", "tar.gz"},
		{true, "{%.gz}", "?"},
		{true, "{:-none}", "?"},
		{true, "{uniq}", "?"},
		// text, not replacement strings
		{false, "{..}", "{..}"},
		{false, "{%.gz}", "{%.gz}"},
		{true, "{print $1}", "{print $1}"},
		{true, "{a,b}", "{a,b}"},
		{true, "${HOME}", "${HOME}"},
		{true, "{ }", "{ }"},
		{false, "{=unterminated", "{=unterminated"},
	}
	for _, tt := range tests {
		r := &parRepls{plus: tt.plus}
		got, _ := r.put(tt.word, "d/a.tar.gz", same, func(string) string { return "?" })
		if got != tt.want {
			t.Errorf("plus=%v put(%q) = %q, want %q", tt.plus, tt.word, got, tt.want)
		}
	}
}

// -I, --er and the like rename a fixed string; --rpl adds a tag whose value is perl's.
func TestParallelRenames(t *testing.T) {
	tests := []struct{ src, word, want string }{
		{"parallel -I @@ echo ::: x", "@@ {} {.}", "d/a.tar.gz {} d/a.tar"},
		{"parallel -i echo ::: x", "{}", "d/a.tar.gz"},
		{"parallel --er XX echo ::: x", "XX {.}", "d/a.tar {.}"},
		{"parallel --bnr B --dnr D echo ::: x", "B D", "a.tar.gz d"},
		{"parallel --rpl '{k} s/x//' echo ::: x", "{k}", "?"},
		{"parallel -I X --er XX echo ::: x", "XX X", "d/a.tar d/a.tar.gz"},
		{"parallel -I A -I B echo ::: x", "A B", "A d/a.tar.gz"},
		// --colsep splits the item into the columns {1}, {2} name; a pattern's are unknown
		{"parallel --colsep / echo ::: x", "{1}|{2}|{3}|{2.}", "d|a.tar.gz||a.tar"},
		{"parallel -C '\\t' echo ::: x", "{1}", "d/a.tar.gz"},
		{"parallel -C '[.]' echo ::: x", "{1} {}", "? d/a.tar.gz"},
		{"parallel echo ::: x", "{2.}", "d/a.tar"},
	}
	for _, tt := range tests {
		s := Parse(tt.src, ctx)
		var call *spec.Call
		for _, c := range s.Commands {
			if c.Outer != nil && c.Outer.Base() == "parallel" {
				call = c.Outer.Call()
			}
		}
		if call == nil {
			t.Fatalf("%s: no parallel in %s", tt.src, lines(s))
		}
		got, _ := parallelRepls(call).put(tt.word, "d/a.tar.gz", same, func(string) string { return "?" })
		if got != tt.want {
			t.Errorf("%s: put(%q) = %q, want %q", tt.src, tt.word, got, tt.want)
		}
	}
}
