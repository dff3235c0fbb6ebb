package shell

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// TestXargsRuns: the runs xargs and parallel make over known input, as the real tools split
// and group it (checked against GNU xargs 4.9 and parallel's documented defaults). Which items
// one run gets decides what a nested shell's "$1" is and which words one command sees.
func TestXargsRuns(t *testing.T) {
	tests := []struct{ src, want string }{
		// -n N: N words a run; each word is "$1" in turn
		{`printf 'x rm\\ -rf\\ /\n' | xargs -n1 sh -c 'eval "$1"' _`, `printf x rm\\ -rf\\ /\n | xargs>sh -c>eval>x | xargs>sh -c>eval>rm -rf /`},
		{`echo a b c | xargs -n2 rm`, `echo a b c | xargs>rm a b | xargs>rm c`},
		// -L N / -l: the words of N lines a run, split at blanks as by default
		{`printf 'status\nclean -fdx\n' | xargs -L1 git`, `printf status\nclean -fdx\n | xargs>git status | xargs>git clean -fdx`},
		{`printf 'status\nclean -fdx\n' | xargs -l git`, `printf status\nclean -fdx\n | xargs>git status | xargs>git clean -fdx`},
		{`printf 'clean\n-fdx\n' | xargs -L2 git`, `printf clean\n-fdx\n | xargs>git clean -fdx`},
		// -0 and -d: one item between separators, blanks and newlines inside it
		{`printf 'a\nrm -rf /\n' | xargs -0 sh -c 'eval "$1"' _`, `printf a\nrm -rf /\n | xargs>sh -c>eval>a | xargs>sh -c>eval>rm -rf /`},
		{`printf 'a,rm -rf /' | xargs -d, -n1 echo`, `printf a,rm -rf / | xargs>echo a | xargs>echo rm -rf /`},
		{`printf 'a\tb c' | xargs -d '\t' echo`, "printf a\\tb c | xargs>echo a b c"},
		// -I: one line a run, quotes taken out, blanks kept
		{`printf 'a\nb\n' | xargs -I{} rm {}`, `printf a\nb\n | xargs>rm a | xargs>rm b`},
		// -E: input ends at the word
		{`printf 'ok\nEOF\nrm -rf /\n' | xargs -E EOF -L1 rm`, `printf ok\nEOF\nrm -rf /\n | xargs>rm ok`},
		// the same run twice is listed once
		{`printf 'a\na\n' | xargs -L1 rm`, `printf a\na\n | xargs>rm a`},
		// parallel: one item a job unless -X, -m or -N say otherwise
		{`printf 'x\ny\n' | parallel rm`, `printf x\ny\n | parallel>rm x | parallel>rm y`},
		{`printf 'x\ny\n' | parallel -X rm`, `printf x\ny\n | parallel>rm x y`},
		{`parallel -N2 rm ::: a b c`, `parallel>rm a b | parallel>rm c`},
		// what the runs print is known where each run's is: a line an item for echo -n1
		{`echo a b | xargs -n1 | xargs -I{} rm {}`, `echo a b | xargs>echo a | xargs>echo b | xargs>rm a | xargs>rm b`},
	}
	for _, tt := range tests {
		if got := lines(Parse(tt.src, ctx)); got != tt.want {
			t.Errorf("Parse(%q)\n got %s\nwant %s", tt.src, got, tt.want)
		}
	}
}

// Past maxRuns distinct runs, the rest is one run with an item nobody knows: a long list
// cannot hide its last line.
func TestXargsManyRuns(t *testing.T) {
	src := "printf '"
	for i := range maxRuns + 5 {
		src += "f" + string(rune('a'+i%26)) + string(rune('a'+i/26)) + "\\n"
	}
	src += "rm -rf /\\n' | xargs -I{} sh -c {}"
	s := Parse(src, ctx)
	opaque := false
	for _, c := range s.Commands {
		if c.Base() == "rm" {
			t.Fatalf("run %d judged one by one; the cap should have stood in for it", maxRuns+6)
		}
		opaque = opaque || c.Opaque
	}
	if !opaque {
		t.Errorf("the runs past the cap are not judged as unknown: %s", lines(s))
	}
}

// parallel with a replacement string judges every item, not the first sixteen.
func TestParallelEveryItem(t *testing.T) {
	src := "parallel -j4 sh -c {} :::"
	for i := range 20 {
		src += " f" + string(rune('a'+i))
	}
	src += " 'rm -rf /srv'"
	s := Parse(src, ctx)
	for _, c := range s.Commands {
		if c.Base() == "rm" {
			return
		}
	}
	t.Errorf("the 21st item was not judged: %s", lines(s))
}

// TestXargsFromFind: what xargs hands a command from find's listing is what find selects, as
// under find -exec: the start path, Found, with find's name tests. Input from anything else,
// or a listing of several starts, stays an item only known when it runs.
func TestXargsFromFind(t *testing.T) {
	for src, want := range map[string]string{
		"find . -name .env | xargs rm":                 "/p [.env]",
		"find src -name '*.pem' -print0 | xargs -0 rm": "/p/src [*.pem]",
		"find . -name .env | sort | xargs rm -f":       "/p [.env]",
		"find . -name .env | xargs -I{} rm {}":         "/p [.env]",
		"find lib -type f | xargs rm":                  "/p/lib []",
		"cat list | xargs rm":                          "",
		"find a b -name .env | xargs rm":               "",
		"echo .env | xargs rm":                         "",
	} {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		got := ""
		for _, c := range s.Commands {
			for _, e := range c.Effects() {
				if e.Kind == spec.Delete && e.Path.Found {
					got = fmt.Sprintf("%s %v", e.Path.Abs, e.Path.Match)
				}
			}
		}
		if got != want {
			t.Errorf("%s: found %q, want %q", src, got, want)
		}
	}
}

// parallel's command in one word is walked once for each distinct item, and past maxRuns of
// them once more with an item nobody knows: a long list cannot hide its last line.
func TestParallelShellManyItems(t *testing.T) {
	src := "parallel 'rm -rf {}' :::"
	for i := range maxRuns + 5 {
		src += fmt.Sprintf(" d%d d%d", i, i)
	}
	s := Parse(src, ctx)
	known, unknown := 0, 0
	for _, c := range s.Commands {
		if c.Base() != "rm" || c.Via == nil {
			continue
		}
		for _, a := range c.Call().Operands() {
			switch {
			case a.Dyn:
				unknown++
			case strings.HasPrefix(a.S, "d"):
				known++
			}
		}
	}
	if known < maxRuns || unknown == 0 {
		t.Errorf("%d items walked by name (want at least %d) and %d stand-ins (want one): %s", known, maxRuns, unknown, lines(s))
	}
}

// A known input is read item by item well past what one run walks: the runs dedupe and cap
// what is walked, so a list's last line is never dropped unread, and one longer than
// maxItems ends in an item nobody knows.
func TestStdinItemsKeepLongLists(t *testing.T) {
	long := strings.Repeat("a\n", 300) + ".env\n"
	items := stdinItems(input{s: long, known: true, piped: true}, true)
	if last := items[len(items)-1]; last.s != ".env" || last.dyn {
		t.Fatalf("the 301st line read as %+v, want .env", last)
	}
	huge := strings.Repeat("b\n", maxItems+10)
	items = stdinItems(input{s: huge, known: true, piped: true}, true)
	if n, last := len(items), items[len(items)-1]; n != maxItems+1 || !last.dyn {
		t.Fatalf("%d items from %d lines, last %+v; want %d and an unknown one", n, maxItems+10, last, maxItems+1)
	}
}

// A while-read loop over known text walks its body for every distinct line, not the first
// alone; a condition that is not one whole-line read leaves the loop as it was.
func TestReadLoopLines(t *testing.T) {
	tests := []struct{ src, want string }{
		{`printf '%s\n' a b | while read f; do rm "$f"; done`, "rm a|rm b"},
		{"while IFS= read -r f; do rm \"$f\"; done <<< $'a\\n b\\\\c'", `rm  b\c|rm a`},
		{"while read -r f; do rm \"$f\"; done <<< $'a\\na\\nb'", "rm a|rm b"},
		{"while read f g; do rm \"$f\"; done <<< $'a\\nb'", "rm a"}, // the first line's only
		{"while read -d , f; do rm \"$f\"; done <<< $'a\\nb'", "rm <dyn>"},
	}
	for _, tt := range tests {
		var got []string
		for _, c := range Parse(tt.src, ctx).Commands {
			if c.Name != "rm" {
				continue
			}
			arg := strings.Join(c.Args, " ")
			if len(c.Dynamic) > 0 && c.Dynamic[0] {
				arg = "<dyn>"
			}
			if !slices.Contains(got, "rm "+arg) {
				got = append(got, "rm "+arg)
			}
		}
		slices.Sort(got)
		if g := strings.Join(got, "|"); g != tt.want {
			t.Errorf("%s\n got %s\nwant %s", tt.src, g, tt.want)
		}
	}
}

// read splits a known line at IFS as bash does: each name a field, the last the rest of the
// line, -a every field.
func TestReadFields(t *testing.T) {
	tests := []struct {
		line, ifs string
		n         int
		want      []string
	}{
		{"  a  b c  ", " \t\n", 2, []string{"a", "b c"}},
		{"a b", " \t\n", 3, []string{"a", "b"}},
		{"a,,b, c", ",", 0, []string{"a", "", "b", " c"}},
		{"a , b", ", ", 0, []string{"a", "b"}},
		{"x:.env:y", ":", 2, []string{"x", ".env:y"}},
		{"a b", "", 0, []string{"a b"}},
	}
	for _, tt := range tests {
		if got := readFields(tt.line, tt.ifs, tt.n); !slices.Equal(got, tt.want) {
			t.Errorf("readFields(%q, %q, %d) = %q, want %q", tt.line, tt.ifs, tt.n, got, tt.want)
		}
	}
}
