package spec

import (
	"strings"
	"testing"
)

// A program that prints only a count or its status of what it reads (wc, grep -c, grep -q)
// counts its input; one that prints any of it does not.
func TestCountsInput(t *testing.T) {
	call := func(line string) *Call {
		f := strings.Fields(line)
		args := make([]Word, 0, len(f)-1)
		for _, a := range f[1:] {
			args = append(args, Word{S: a})
		}
		return Resolve(&Input{Name: f[0], Args: args})
	}
	for _, line := range []string{"wc -l", "wc", "wc -c", "grep -c .", "grep --count x", "egrep -q TOKEN", "fgrep --quiet x", "grep -qi x"} {
		if !call(line).CountsInput() {
			t.Errorf("%s: does not count its input", line)
		}
	}
	for _, line := range []string{"wc --files0-from=-", "grep x", "grep -o x", "rg -c x", "cut -d= -f1", "head -1", "sort", "grep -l x"} {
		if call(line).CountsInput() {
			t.Errorf("%s: counts its input", line)
		}
	}
}
