package spec

import (
	"strings"
	"testing"
)

// render shows a parse compactly: options as name=value, then the operands, then the rest.
func render(p Parsed, words []Word) string {
	var b []string
	for _, o := range p.Opts {
		s := o.Name
		if o.Set {
			s += "=" + o.Value.S
		}
		if !o.Known {
			s += "?"
		}
		b = append(b, s)
	}
	b = append(b, "|")
	for _, i := range p.Operands {
		b = append(b, words[i].S)
	}
	if p.Rest >= 0 {
		b = append(b, "rest@"+words[p.Rest].S)
	}
	return strings.Join(b, " ")
}

func wordsOf(s string) []Word {
	var out []Word
	for _, f := range strings.Fields(s) {
		if strings.HasPrefix(f, "$") {
			out = append(out, Word{S: f, Dyn: true})
			continue
		}
		out = append(out, Word{S: f})
	}
	return out
}

// TestParse holds the option parser to GNU getopt_long's rules and the styles' departures.
func TestParse(t *testing.T) {
	const g = "r|R|recursive f|force o|output= color? x|exclude= v verbose c=! force-with-lease force-if-includes"
	for _, c := range []struct {
		style Style
		args  string
		want  string
	}{
		{GNU, "-rf a b", "r f | a b"},
		{GNU, "-Rfv a", "r f v | a"},
		{GNU, "-ofile a", "o=file | a"},
		{GNU, "-o file a", "o=file | a"},
		{GNU, "-fo file", "f o=file |"},
		{GNU, "--output=x a", "o=x | a"},
		{GNU, "--output x a", "o=x | a"},
		{GNU, "--recu a", "r | a"},     // an unambiguous prefix
		{GNU, "--forc a", "forc? | a"}, // force, force-with-lease, force-if-includes: ambiguous
		{GNU, "--force-w a", "force-with-lease | a"},
		{GNU, "--force a", "f | a"},     // the exact name wins over the longer ones
		{GNU, "--color a", "color | a"}, // an optional value only attached
		{GNU, "--color=always a", "color=always | a"},
		{GNU, "a -r b", "r | a b"}, // options after operands
		{GNU, "-- -r a", "| -r a"}, // -- ends the options
		{GNU, "- a", "| - a"},      // - is an operand
		{GNU, "-z a", "z? | a"},    // an unknown letter is a flag
		{GNU, "--unknown=1 a", "unknown=1? | a"},
		{GNU, "-c code arg -r", "c=code | arg -r rest@arg"}, // c ends the options
		{GNU, "-vc code x", "v c=code | x rest@x"},
		{InOrder, "-r cmd -f x", "r | cmd -f x"},        // the first operand ends the options
		{Host, "host -r cmd -f x", "r | host cmd -f x"}, // ssh: the second operand ends them
		{Host, "host -- -r x", "| host -r x"},
		{Host, "-r host cmd -f", "r | host cmd -f"},
		{Exact, "--recu a", "recu? | a"}, // no abbreviations
		{Single, "-output x -recursive a", "o=x r | a"},
		{Shell, "+f -v script", "f v | script"},
		{GNU, "-o$X a", "o=$X | a"},     // a dynamic value
		{GNU, "$FLAGS a", "| $FLAGS a"}, // a dynamic word is an operand
		{GNU, "-xpattern a", "x=pattern | a"},
	} {
		w := wordsOf(c.args)
		if got := render(Parse(g, c.style, w), w); got != c.want {
			t.Errorf("%v %q: got %q, want %q", c.style, c.args, got, c.want)
		}
	}
}

// TestNormaliseWindows: every extension Windows runs a program by without it (PATHEXT's
// .exe, .com, .bat, .cmd, in any case) names the program itself; other suffixes stay.
func TestNormaliseWindows(t *testing.T) {
	for n, want := range map[string]string{
		"rimraf.cmd": "rimraf", "RIMRAF.CMD": "rimraf", "del.Bat": "del", "git.com": "git", "git.exe": "git",
		"C:/tools/hookguard.EXE": "hookguard", "/c/npm/rimraf.cmd": "rimraf", "hookguard.com": "hookguard",
		// not a program's Windows extension
		"build.sh": "build.sh", "node.js": "node.js", "x.cmdx": "x.cmdx", ".cmd": ".cmd", "foo.exe.bak": "foo.exe.bak",
		"a.ps1": "a.ps1", "x.combo": "x.combo",
	} {
		if got := Normalise(n); got != want {
			t.Errorf("Normalise(%q) = %q, want %q", n, got, want)
		}
	}
}

// TestNormalisePlain: the fast path for plain names answers as the full normalisation does.
func TestNormalisePlain(t *testing.T) {
	for _, n := range []string{"", "rm", "RM", "/bin/rm", `\rm`, `\\rm`, "rm.exe", "RM.EXE", "python3.12", "git-lfs", "x/", "/",
		".", "..", "é", "ÉCHO", "a\\b", "foo.exe.bak", "c:\\x", "_x", "+x", "-", "a b", "rimraf.cmd", "x.bat", "x.com", ".cmd", "a.cmdx"} {
		if got, want := Normalise(n), normaliseSlow(n); got != want {
			t.Errorf("Normalise(%q) = %q, want %q", n, got, want)
		}
	}
}
