package corpus

import (
	"bytes"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

func TestUnescape(t *testing.T) {
	for in, want := range map[string]string{`a\nb`: "a\nb", `a\\nb`: `a\nb`, `\t\r`: "\t\r", `\x`: `\x`, `end\`: `end\`} {
		if got := Unescape(in); got != want {
			t.Errorf("Unescape(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParseAndScore(t *testing.T) {
	rows, err := Parse("c.tsv", []byte("expect\tkind\ttext\tsource\nblock\tprompt\tsecret\ts\nallow\twrite\ta.txt|||hello\\n\ts\ndebatable\tshell\tx\ts\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 || rows[1].Line != 3 {
		t.Fatalf("got %+v", rows)
	}
	ev := rows[1].Event("/p", "/h", nil)
	if ev.Group != hookguard.PreFiles || ev.Files[0].Path != "/p/a.txt" || ev.Files[0].Text != "hello\n" {
		t.Fatalf("got %+v", ev)
	}
	// A judge that stops everything: the block row passes, the allow row is a false block.
	res := Score(rows, func(r Row) *hookguard.Event { return r.Event("/p", "/h", nil) },
		func(*hookguard.Event) (hookguard.Verdict, error) { return hookguard.Blocked("g", "r", "no"), nil })
	var b bytes.Buffer
	res.Report(&b, "FAIL x")
	out := b.String()
	for _, want := range []string{"FALSE BLOCK a.txt|||hello\\n (g/r: no)", "c.tsv prompt: recall 1.000", "c.tsv shell: recall 1.000 (0/0 block rows stopped), false blocks 0.000 (0/0 allow rows), 1 debatable", "FAIL x\n1 passed, 1 failed\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	if !strings.HasSuffix(out, "1 passed, 1 failed\n") {
		t.Error("the closing line must come last")
	}
}

func TestParseErrors(t *testing.T) {
	for in, want := range map[string]string{
		"":             "empty corpus",
		"nope\tx\ty\n": "header",
		"expect\tcommand\tsource\nmaybe\tls\tx\n":          `expect is "maybe"`,
		"expect\tkind\ttext\tsource\nblock\tsmell\tx\ts\n": `unknown kind "smell"`,
		"expect\tkind\ttext\tsource\nblock\n":              "columns",
	} {
		if _, err := Parse("c.tsv", []byte(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", in, err, want)
		}
	}
}
