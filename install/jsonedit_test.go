package install

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// Comments are blanked outside strings only, at the same offsets, so a splice computed on the
// blanked text lands in the same place in the user's.
func TestBlankComments(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"a": "x // not a comment", "b": "/* nor this */"}`, `{"a": "x // not a comment", "b": "/* nor this */"}`},
		{"{\"a\": 1 // one\n}", "{\"a\": 1       \n}"},
		{"{/* a\nb */\"a\": 1}", "{    \n    \"a\": 1}"},
		{`{"q": "say \"//\"", "r": 1} // end`, `{"q": "say \"//\"", "r": 1}       `},
		{"{\"a\": 1 // crlf\r\n}", "{\"a\": 1        \r\n}"},
	} {
		got := blankComments(c.in)
		if got != c.want {
			t.Errorf("blankComments(%q) = %q, want %q", c.in, got, c.want)
		}
		if len(got) != len(c.in) || strings.Count(got, "\n") != strings.Count(c.in, "\n") {
			t.Errorf("blankComments(%q) moved offsets: %q", c.in, got)
		}
		if !gjson.Valid(got) {
			t.Errorf("blankComments(%q) is not JSON: %q", c.in, got)
		}
	}
	// An unterminated block comment leaves no valid JSON, as Gemini would find it.
	if h := Harnesses()[2]; !h.Comments || h.valid("{\"a\": 1 /* open\n}") {
		t.Errorf("an unterminated comment was read as valid JSON (or gemini reads no comments)")
	}
}

// A removal next to the user's comments takes only the separator and the member: the
// comments stay.
func TestRemoveKeepsComments(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"{\n  \"a\": 1, // a's\n  \"b\": 2\n}", "{\n  \"a\": 1 // a's\n  \n}"},
		{"{\n  \"b\": 2, // b's\n  \"a\": 1\n}", "{\n   // b's\n  \"a\": 1\n}"},
		{"{ /* only */ \"b\": 2 }", "{ /* only */  }"},
		{"{\n  \"a\": 1,\n  \"b\": 2\n}", "{\n  \"a\": 1\n}"},
	} {
		root := parse(c.in)
		i := 0
		for j, m := range members(root) {
			if m.Key == "b" {
				i = j
			}
		}
		if got := removeMember(c.in, root, i); got != c.want {
			t.Errorf("removing b from %q: got %q, want %q", c.in, got, c.want)
		} else if !gjson.Valid(blankComments(got)) {
			t.Errorf("removing b from %q left invalid JSON: %q", c.in, got)
		}
	}
}
