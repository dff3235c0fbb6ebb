package code

import (
	"slices"
	"strings"
	"testing"
)

// A directory listing names its hidden entries too, and so do pathlib's globs: their paths
// carry Hidden, which the table turns into the patterns that name them by bash's rule. Python's
// glob.glob, Ruby's Dir.glob and PHP's glob skip them, as bash does.
func TestListingsNameHidden(t *testing.T) {
	hidden := func(l Lang, src string) (bool, []Fact) {
		fs := Analyze(l, src, Options{})
		for _, f := range fs.List {
			if f.Kind == Read && strings.Contains(f.Text, Hidden) {
				return true, fs.List
			}
		}
		return false, fs.List
	}
	for _, tc := range []struct {
		l   Lang
		src string
	}{
		{Python, `import os; [print(open(f).read()) for f in os.listdir('.')]`},
		{Python, `import os; [print(open(os.path.join('src', f)).read()) for f in os.listdir('src')]`},
		{Python, `import os; [print(open(e.path).read()) for e in os.scandir('.')]`},
		{Python, `import pathlib; [print(p.read_text()) for p in pathlib.Path('.').iterdir()]`},
		{Python, `import pathlib; [print(p.read_text()) for p in pathlib.Path('.').glob('*')]`},
		{JS, `const fs=require('fs'); for (const f of fs.readdirSync('.')) console.log(fs.readFileSync(f,'utf8'))`},
		{Perl, `opendir(D,"."); for (readdir D) { open F, $_; print <F> }`},
		{PHP, `foreach (scandir(".") as $f) echo file_get_contents($f);`},
		{Ruby, `Dir.children(".").each { |f| puts File.read(f) }`},
	} {
		if ok, fs := hidden(tc.l, tc.src); !ok {
			t.Errorf("%s: %v, want a read that names hidden entries too", tc.src, fs)
		}
	}
	for _, tc := range []struct {
		l   Lang
		src string
	}{
		{Python, `import glob; [print(open(f).read()) for f in glob.glob('*')]`},
		{Ruby, `Dir.glob("*").each { |f| puts File.read(f) }`},
		{Python, `print(open('README.md').read())`},
	} {
		if ok, fs := hidden(tc.l, tc.src); ok {
			t.Errorf("%s: %v, want no hidden entries named", tc.src, fs)
		}
	}
	// Anything but a path fact drops the mark.
	for _, f := range Analyze(Python, `import os; [os.system('cat ' + f) for f in os.listdir('.')]`, Options{}).List {
		if strings.Contains(f.Text, Hidden) {
			t.Errorf("%v: a shell command keeps the mark", f)
		}
	}
}

// Python's slices of a literal, as python computes them: a name spelled backwards or cut out of
// a longer literal is the name.
func TestPySlice(t *testing.T) {
	num := func(s string) val { return val{k: vNum, num: s} }
	none := val{}
	for _, tc := range []struct {
		s     string
		parts []val
		want  string
	}{
		{"vne.", []val{none, none, num("-1")}, ".env"},
		{"x.env", []val{num("1"), none}, ".env"},
		{".env.bak", []val{none, num("-4")}, ".env"},
		{".xexnxv", []val{none, none, num("2")}, ".env"},
		{"abc", []val{num("-2"), none}, "bc"},
		{"abcdef", []val{num("4"), num("1"), num("-1")}, "edc"},
		{"abc", []val{num("-10"), num("10")}, "abc"},
		{"abc", []val{num("10"), none, num("-1")}, "cba"},
		{"abc", []val{num("2"), num("1")}, ""},
	} {
		if got, ok := pySlice(tc.s, tc.parts); !ok || got != tc.want {
			t.Errorf("%q%v = %q (%v), want %q", tc.s, tc.parts, got, ok, tc.want)
		}
	}
	for _, parts := range [][]val{{num("1"), num("2"), num("0")}, {str("a"), none}, {num("x"), none}} {
		if got, ok := pySlice("abc", parts); ok {
			t.Errorf("abc%v = %q, want unknown", parts, got)
		}
	}
}

// Printed holds the known texts code prints: what a substitution of it may hand a command.
func TestPrinted(t *testing.T) {
	for _, tc := range []struct {
		l    Lang
		src  string
		o    Options
		want string
	}{
		{Python, `print(".e" + "nv")`, Options{}, ".env"},
		{Python, `import sys; sys.stdout.write("a" + "b")`, Options{}, "ab"},
		{JS, `console.log(".e" + "nv")`, Options{}, ".env"},
		{JS, `".e" + "nv"`, Options{Print: true}, ".env"},
		{Perl, `print ".e" . "nv"`, Options{}, ".env"},
		{Ruby, `puts ".e" + "nv"`, Options{}, ".env"},
		{Awk, `BEGIN { print ".e" "nv" }`, Options{}, ".env"},
	} {
		got := Analyze(tc.l, tc.src, tc.o).Printed
		if !slices.Contains(got, tc.want) {
			t.Errorf("%s: Printed = %q, want %q among it", tc.src, got, tc.want)
		}
	}
	if got := Analyze(Python, `import sys; print(sys.argv[1])`, Options{}).Printed; len(got) > 0 {
		t.Errorf("a value only known when the code runs is printed: %q", got)
	}
}
