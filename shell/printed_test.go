package shell

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// printedAt is what the SQL printed into the words or the stdin of the line's last command
// does where it runs, as a SQL client asks it (spec.FSView's SubstPrints and PipedPrints): the
// By of each effect.
func printedAt(src string) []string {
	cs := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands
	if len(cs) == 0 {
		return nil
	}
	fs := cs[len(cs)-1].Call().In.FS
	var out []string
	for _, e := range append(fs.SubstPrints(), fs.PipedPrints()...) {
		out = append(out, e.By)
	}
	return out
}

// A value made from what a tool prints carries that tool's output to wherever the value is
// used: a variable, a copy of it, a function's argument (through "$@" too), an array's
// element, a line read from the tool, printf -v, the environment of a nested shell, a
// here-string or here-document, echo into a pipe. The client at the end is judged as if the
// tool's output were there; ordinary values carry nothing.
func TestPrintedThroughValues(t *testing.T) {
	for _, tt := range []struct{ line, by string }{
		{`X="$(python manage.py sqlflush)"; psql -c "$X"`, "manage.py sqlflush"},
		{`X=$(python manage.py sqlflush); Y="pre $X"; psql -c "$Y"`, "manage.py sqlflush"},
		{`f() { psql -c "$1"; }; f "$(python manage.py sqlflush)"`, "manage.py sqlflush"},
		{`f() { g "$@"; }; g() { psql -c "$2"; }; f a "$(python manage.py sqlflush)"`, "manage.py sqlflush"},
		{`read -r X < <(pg_dump --clean db); psql -c "$X"`, "pg_dump --clean"},
		{`pg_dump --clean db | while read -r l; do psql -c "$l" </dev/null; done`, "pg_dump --clean"},
		{`read -ra A <<< "$(pg_dump --clean db)"; psql -c "${A[*]}"`, "pg_dump --clean"},
		{`mapfile -t L < <(python manage.py sqlflush); psql -c "${L[*]}"`, "manage.py sqlflush"},
		{`X=$(prisma migrate diff --from-empty --to-schema-datamodel s.prisma --script); echo "$X" | psql`, "prisma migrate diff"},
		{`export X=$(python manage.py sqlflush); sh -c 'psql -c "$X"'`, "manage.py sqlflush"},
		{`X=$(python manage.py sqlflush) bash -c 'mysql -e "$X"'`, "manage.py sqlflush"},
		{`A=(x "$(python manage.py sqlflush)"); psql -c "${A[1]}"`, "manage.py sqlflush"},
		{`printf -v X %s "$(python manage.py sqlflush)"; psql -c "$X"`, "manage.py sqlflush"},
		{`X=$(python manage.py sqlflush); psql <<< "$X"`, "manage.py sqlflush"},
		{"X=$(python manage.py sqlflush)\npsql <<EOF\n$X\nEOF", "manage.py sqlflush"},
		{`X=$(python manage.py sqlflush | tee log); psql -c "$X"`, "manage.py sqlflush"},
		{`X=$(python manage.py sqlflush); psql -c "$(echo "$X")"`, "manage.py sqlflush"},
		{`declare -n r=X; r=$(python manage.py sqlflush); psql -c "$X"`, "manage.py sqlflush"},
		{`for s in x "$(python manage.py sqlflush)"; do psql -c "$s"; done`, "manage.py sqlflush"},
	} {
		if got := printedAt(tt.line); !slices.ContainsFunc(got, func(by string) bool { return strings.HasPrefix(by, tt.by) }) {
			t.Errorf("%s: printed %q, want %s's", tt.line, got, tt.by)
		}
	}
	for _, line := range []string{
		`X=$(git rev-parse HEAD); psql -c "select '$X'"`, `X=$(date); echo "$X" | psql`, `f() { psql -c "$1"; }; f "$(date)"`,
		`X=$(python manage.py sqlflush > f.sql); psql -c "$X"`, `X=$(pg_dump db); psql copy -c "$X"`,
		`X=$(python manage.py sqlflush); X=$(date); psql -c "$X"`, `read -r X < <(git log); psql -c "$X"`,
		`X=$(python manage.py sqlflush); unset X; psql -c "$X"`,
	} {
		if got := printedAt(line); len(got) > 0 {
			t.Errorf("%s: printed %q, want nothing", line, got)
		}
	}
}

// The marks a value carries are no variable: the words' origins the guards read name only
// variables and files.
func TestPrintedMarksStayInside(t *testing.T) {
	cs := Parse(`X=$(python manage.py sqlflush); export Y="$X"; psql -c "$X"; declare Z="$X"`, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands
	for _, c := range cs {
		for _, from := range c.From {
			for _, f := range from {
				if strings.HasPrefix(f, printedMark) {
					t.Errorf("%s %q: origin %q", c.Name, c.Args, f)
				}
			}
		}
		for _, w := range c.Call().In.Args {
			if slices.ContainsFunc(w.From, func(f string) bool { return strings.HasPrefix(f, printedMark) }) {
				t.Errorf("%s %q: word %q from %q", c.Name, c.Args, w.S, w.From)
			}
		}
	}
}

// LinesFrom names the file a command substitution in the last command's words printed lines
// of, by every way the walk carries it there: the substitution itself, a variable, a
// function's argument, a loop's word, an array's element (an unknown split makes the array's
// shape unknown), a pipeline from the file, stdin redirected from it; and nothing for output
// that is no file's lines.
func TestLinesFrom(t *testing.T) {
	lines := func(src string) []string {
		cs := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands
		if len(cs) == 0 {
			return nil
		}
		return cs[len(cs)-1].LinesFrom()
	}
	for _, src := range []string{
		`cat "$(tail -1 names.lst)"`,
		`cat $(head -n 2 names.lst)`,
		`cat "$(sed -n 2p < names.lst)"`,
		`cat "$(grep env names.lst | tr -d ' ')"`,
		`f=$(awk 'NR==2' names.lst); cat "$f"`,
		`g=$(tail -1 names.lst); f=$g; cat "$f"`,
		`show() { cat "$1"; }; show "$(tail -1 names.lst)"`,
		`for f in $(grep -v '^#' names.lst); do cat "$f"; done`,
		`files=($(head -2 names.lst)); cat "${files[1]}"`,
		`cat < "$(tail -1 names.lst)"`,
		`x=$(tail -1 names.lst); cat "$(echo "$x")"`,
	} {
		if got := lines(src); !slices.Equal(got, []string{"/p/names.lst"}) {
			t.Errorf("%s: LinesFrom = %q, want /p/names.lst", src, got)
		}
	}
	for _, src := range []string{
		`cat "$(git rev-parse --show-toplevel)/README.md"`,
		`v=$(date +%s); cat "log-$v.txt"`,
		`cat names.lst`,
		`cat < <(tail -1 names.lst)`,
	} {
		if got := lines(src); len(got) != 0 {
			t.Errorf("%s: LinesFrom = %q, want none", src, got)
		}
	}
	if !strings.Contains(strings.Join(lines(`x=$(tail -1 a.lst); y=$(tail -1 b.lst); cat "$x" "$y"`), " "), "/p/b.lst") {
		t.Error("a second value's file is missing")
	}
}

// A value made of many printed values, level after level (a1..a10 from ten lists, each b the
// echo of all the a's, each c of all the b's, ...), names each list once: every printer is
// looked at once, where following each path to it would be ten to the sixth of them.
func TestLinesFromManyLevels(t *testing.T) {
	var b strings.Builder
	prev := make([]string, 10)
	for i := range prev {
		prev[i] = fmt.Sprintf("a%d", i)
		fmt.Fprintf(&b, "a%d=$(tail -1 l%d.lst)\n", i, i)
	}
	for _, level := range "bcdefg" {
		all := "\"$" + strings.Join(prev, "$") + "\""
		for i := range prev {
			prev[i] = fmt.Sprintf("%c%d", level, i)
			fmt.Fprintf(&b, "%s=$(echo %s)\n", prev[i], all)
		}
	}
	b.WriteString(`cat "$g0"`)
	cs := Parse(b.String(), Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands
	c := cs[len(cs)-1]
	if got := c.LinesFrom(); len(got) != 10 {
		t.Errorf("LinesFrom = %q, want the ten lists", got)
	}
	var files []string
	if n := eachOnce(c.wordPrinters(), 0, shownStep(&files)); n > len(cs) {
		t.Errorf("the walk looked at %d commands of the line's %d: some more than once", n, len(cs))
	}
}

// The same for SQL a tool prints: psql given a value made of ten sqlflush outputs, level
// after level, judges each sqlflush's SQL once (it was ten to the fourth times here, and an
// 81-line script of eight levels ran a hook call for minutes and 12 GB).
func TestPrintedManyLevels(t *testing.T) {
	var b strings.Builder
	prev := make([]string, 10)
	for i := range prev {
		prev[i] = fmt.Sprintf("a%d", i)
		fmt.Fprintf(&b, "a%d=$(python manage.py sqlflush)\n", i)
	}
	for _, level := range "bcd" {
		all := "\"$" + strings.Join(prev, "$") + "\""
		for i := range prev {
			prev[i] = fmt.Sprintf("%c%d", level, i)
			fmt.Fprintf(&b, "%s=$(echo %s)\n", prev[i], all)
		}
	}
	b.WriteString(`psql -c "$d0"`)
	got := printedAt(b.String())
	if len(got) == 0 || len(got) > 10 {
		t.Errorf("psql judged %d printed effects, want one for each of the ten sqlflush calls at most: %q", len(got), got[:min(len(got), 3)])
	}
}

// TextFrom is the text the line gives that reaches a word through filters the walk does not
// work out; none where the words are known, or come from the disk or a tool.
func TestTextFrom(t *testing.T) {
	text := func(src string) []string {
		cs := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands
		return cs[len(cs)-1].TextFrom()
	}
	for src, want := range map[string]string{
		`cat "$(echo .env | grep env)"`:                   ".env\n",
		`cat "$(cut -c2- <<< x.env)"`:                     "x.env\n",
		`x=$(echo 'a .env' | awk '{print $2}'); cat "$x"`: "a .env\n",
		`cat "$(printf 'a\nb\n' | column)"`:               "a\nb\n",
	} {
		if got := text(src); !slices.Contains(got, want) {
			t.Errorf("%s: TextFrom = %q, want %q among it", src, got, want)
		}
	}
	for _, src := range []string{`cat "$(git rev-parse --show-toplevel)/x"`, `cat "$(tail -1 names.lst)"`, `cat .env`, `cat "$(date +%s).log"`} {
		if got := text(src); len(got) > 0 {
			t.Errorf("%s: TextFrom = %q, want none", src, got)
		}
	}
}
