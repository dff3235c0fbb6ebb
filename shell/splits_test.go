package shell

import "testing"

// An unknown value bash may split into more words (or glob) is told from one it cannot: a
// word's Splits is set where an unknown part stands outside double quotes, so a spec can trust
// the text around a quoted one to stay in the word (git clone's directory from its URL).
func TestWordSplits(t *testing.T) {
	for _, c := range []struct {
		src    string
		splits bool
	}{
		{`touch a$X`, true},
		{`touch "a$X"`, false},
		{`touch a"$X"b`, false},
		{`touch a${X}`, true},
		{`touch "${X:-d}"`, false},
		{`touch $(cat f)`, true},
		{`touch "$(cat f)"`, false},
		{`touch a"$X"$Y`, true},
		{"touch `cat f`", true},
		{`touch "$@"`, false},
		{`touch plain`, false},
	} {
		s := Parse(c.src, Context{Cwd: "/w", Root: "/w"})
		if len(s.Commands) == 0 {
			t.Fatalf("%s: no command", c.src)
		}
		cmd := s.Commands[len(s.Commands)-1]
		ws := cmd.Call().In.Args
		if len(ws) == 0 {
			t.Fatalf("%s: no words", c.src)
		}
		if got := ws[len(ws)-1].Splits; got != c.splits {
			t.Errorf("%s: Splits %v, want %v", c.src, got, c.splits)
		}
	}
}
