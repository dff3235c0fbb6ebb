package code

import (
	"slices"
	"strings"
	"testing"
)

var allLangs = [...]Lang{Python, JS, Ruby, Perl, PHP, Lua, Awk, R, Julia, PowerShell, AppleScript, Tcl}

// splitEx splits an example at its last " => " or " !> " (code may hold => itself).
func splitEx(ex string) (src, want string, must bool) {
	i := strings.LastIndex(ex, " => ")
	j := strings.LastIndex(ex, " !> ")
	switch {
	case i < 0 && j < 0:
		return "", "", false
	case j > i:
		return ex[:j], strings.TrimSpace(ex[j+4:]), false
	}
	return ex[:i], strings.TrimSpace(ex[i+4:]), true
}

func render(fs Facts) []string {
	var out []string
	for _, f := range fs.List {
		out = append(out, f.String())
	}
	return out
}

// TestRules runs every rule's examples: "SNIPPET => FACT" must be among the snippet's facts,
// "SNIPPET !> FACT" must not, and "SNIPPET !> -" has no fact of the rule's call.
func TestRules(t *testing.T) {
	n := 0
	for _, l := range allLangs {
		for _, r := range table(l) {
			n += checkExamples(t, l, r.name, r.ex, r.named)
		}
	}
	t.Logf("%d examples", n)
}

// checkExamples runs one table row's examples (TestRules, TestForeignRules) and says how many
// there were.
func checkExamples(t *testing.T, l Lang, name, examples string, named func(string) bool) int {
	t.Helper()
	n := 0
	for _, ex := range exampleLines(examples) {
		n++
		src, want, must := splitEx(ex)
		if src == "" {
			t.Errorf("%s %s: example %q has neither => nor !>", l, name, ex)
			continue
		}
		fs := Analyze(l, src, Options{})
		got := render(fs)
		switch {
		case want == "-" && !must:
			for _, f := range fs.List {
				if named(f.Call) {
					t.Errorf("%s %s: %q should not match, does %q", l, name, src, f)
				}
			}
		case must && !hasFact(got, want):
			t.Errorf("%s %s: %q should do %q, does %q", l, name, src, want, got)
		case !must && hasFact(got, want):
			t.Errorf("%s %s: %q should not do %q, does %q", l, name, src, want, got)
		}
	}
	return n
}

func hasFact(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestRulesHaveExamples holds every row that does something to examples both ways.
func TestRulesHaveExamples(t *testing.T) {
	for _, l := range allLangs {
		for _, r := range table(l) {
			if r.do == aNone || r.do == aProp {
				continue
			}
			yes, no := 0, 0
			for _, ex := range exampleLines(r.ex) {
				if _, _, must := splitEx(ex); must {
					yes++
				} else {
					no++
				}
			}
			if yes == 0 || no == 0 {
				t.Errorf("%s %s: %d must-match and %d must-not-match examples; want both", l, r.name, yes, no)
			}
		}
	}
}

// runExamples checks examples against one language's analysis with options o.
func runExamples(t *testing.T, l Lang, o Options, exs []string) int {
	t.Helper()
	for _, ex := range exs {
		src, want, must := splitEx(ex)
		got := render(Analyze(l, src, o))
		switch {
		case must && !hasFact(got, want):
			t.Errorf("%s: %q should do %q, does %q", l, src, want, got)
		case !must && hasFact(got, want):
			t.Errorf("%s: %q should not do %q, does %q", l, src, want, got)
		}
	}
	return len(exs)
}

func TestCommandLanguages(t *testing.T) {
	n := runExamples(t, PowerShell, Options{}, psExamples[:])
	n += runExamples(t, Tcl, Options{}, tclExamples[:])
	n += runExamples(t, AppleScript, Options{}, asExamples[:])
	t.Logf("%d examples", n)
}

// TestOptions: what the way code is run changes in what it does.
func TestOptions(t *testing.T) {
	// node -p, irb, Rscript -e: a top-level value is printed
	runExamples(t, JS, Options{Print: true}, []string{
		`process.env => env:show`,
		`JSON.stringify(process.env) => env:show`,
		`process.env.HOME !> env:show`,
		`const x = process.env; 1 !> env:show`,
	})
	runExamples(t, R, Options{Print: true}, []string{
		`Sys.getenv() => env:show`,
		`as.list(Sys.getenv()) => env:show`,
		`x <- Sys.getenv() !> env:show`,
	})
	runExamples(t, JS, Options{}, []string{`process.env !> env:show`})
	// arguments given after the code
	runExamples(t, Python, Options{Argv: []Arg{{S: "/srv"}}}, []string{
		`import shutil, sys; shutil.rmtree(sys.argv[1]) => delete-r /srv`,
	})
	// node -e has no script path: process.argv is [node, args...]; a script's is [node, path, args...]
	runExamples(t, JS, Options{Argv: []Arg{{S: "/srv"}, {S: "x"}}}, []string{
		`require("fs").rmSync(process.argv[1], {recursive: true}) => delete-r /srv`,
		`const [d] = process.argv.slice(1); require("fs").rmSync(d, {recursive: true}) => delete-r /srv`,
		`process.stdout.write(require("fs").readFileSync(process.argv[2])) => read:show x`,
	})
	runExamples(t, JS, Options{File: "s.js", Argv: []Arg{{S: "/srv"}, {S: "x"}}}, []string{
		`require("fs").rmSync(process.argv[2], {recursive: true}) => delete-r /srv`,
		`const [d] = process.argv.slice(2); require("fs").rmSync(d, {recursive: true}) => delete-r /srv`,
	})
	runExamples(t, JS, Options{Argv: []Arg{{S: ".env"}}}, []string{
		`process.stdout.write(require("fs").readFileSync(process.argv[1])) => read:show .env`,
	})
	runExamples(t, Perl, Options{Argv: []Arg{{S: "/srv"}}}, []string{
		`use File::Path; rmtree($ARGV[0]) => delete-r /srv`,
		`my $d = shift; rmtree($d) => delete-r /srv`,
	})
	runExamples(t, Ruby, Options{Argv: []Arg{{S: "/srv", Dyn: true}}}, []string{
		`FileUtils.rm_rf(ARGV[0]) => delete-r {/srv}`,
	})
	// perl's <> and ruby's ARGF read the files the arguments name, one after another
	runExamples(t, Perl, Options{Argv: []Arg{{S: ".env"}, {S: "b.txt"}}}, []string{
		`print while <> => read:show .env`,
		`while (<<>>) { print } => read:show b.txt`,
		`shift; print <> => read:show b.txt`,
		`shift; print <> !> read:show .env`,
		`print <STDIN> !> read .env`,
	})
	runExamples(t, Ruby, Options{Argv: []Arg{{S: ".env"}}}, []string{
		`puts ARGF.read => read:show .env`,
		`puts ARGF.readlines.join => read:show .env`,
		`print gets() => read:show .env`,
		`puts ARGV.size !> read .env`,
	})
	// a script's own path
	runExamples(t, Python, Options{File: "tools/clean.py"}, []string{
		`import shutil, os; shutil.rmtree(os.path.join(os.path.dirname(__file__), "build")) => delete-r tools/build`,
		`from pathlib import Path; import shutil; shutil.rmtree(Path(__file__).parent.parent / "dist") => delete-r ./dist`,
	})
	runExamples(t, JS, Options{File: "scripts/x.js"}, []string{
		`require("fs").rmSync(__dirname + "/../out", {recursive: true}) => delete-r scripts/../out`,
	})
	// php: only what is inside <?php ... ?> is code in a file
	runExamples(t, PHP, Options{Tags: true}, []string{
		`<p>system("rm -rf /")</p> !> shell rm -rf /`,
		"<p>hi</p><?php system('rm -rf /srv'); ?><p>x</p> => shell rm -rf /srv",
		"<?= shell_exec('id') ?> => shell id",
		// a one-line comment ends at ?>, and what follows the next <?php is code again
		`<?php // note ?> <?php system("rm -rf /srv/a"); ?> => shell rm -rf /srv/a`,
		`<?php # note ?><?php system("rm -rf /srv/b"); => shell rm -rf /srv/b`,
		"<?php // system('rm -rf /srv/c');\n?> !> shell rm -rf /srv/c",
		"<?php /* ?> system('rm -rf /srv/d'); */ ?> !> shell rm -rf /srv/d",
	})
	runExamples(t, PHP, Options{}, []string{
		`// x ?> system("rm -rf /srv/e"); !> shell rm -rf /srv/e`, // php -r: after ?> the text is printed, not run
	})
	// a shell expansion inside the code is a value not known, and the variable it names
	runExamples(t, Python, Options{}, []string{
		"import shutil; shutil.rmtree('" + Hole + "$TARGET" + Hole + "') => delete-r {$TARGET}",
		"print('" + Hole + "$AWS_SECRET_ACCESS_KEY" + Hole + "') => var:show AWS_SECRET_ACCESS_KEY",
		"import os; os.system(" + Hole + "$CMD" + Hole + ") => shell ${_code_value}",
	})
}

// TestSurvives: hostile or broken input ends, within bounds.
func TestSurvives(t *testing.T) {
	inputs := []string{
		strings.Repeat("(", 100000), strings.Repeat("[", 50000) + "x", strings.Repeat("f(", 30000),
		strings.Repeat("a.", 100000) + "b", `"unterminated`, "'''", "`${", "${" + strings.Repeat("{", 1000),
		strings.Repeat("x = x + x\n", 5000) + "os.system(x)", "<<EOF\n" + strings.Repeat("a\n", 1000),
		strings.Repeat(`f"{`, 1000), strings.Repeat("#{", 1000), strings.Repeat("$x{", 1000), "\x00\xff\xfe",
		strings.Repeat("exec(\"", 200), Hole, Hole + "$X",
	}
	for _, l := range allLangs {
		for _, in := range inputs {
			Analyze(l, in, Options{Tags: true})
		}
	}
}

func BenchmarkPythonOneLiner(b *testing.B) {
	src := `import os, shutil, subprocess; d = os.path.join(os.environ["HOME"], "x"); shutil.rmtree(d); subprocess.run(["git", "status"]); print(open(".env").read())`
	for i := 0; i < b.N; i++ {
		Analyze(Python, src, Options{})
	}
}

func BenchmarkPythonScript(b *testing.B) {
	var sb strings.Builder
	for i := 0; i < 200; i++ {
		sb.WriteString("def f" + strings.Repeat("x", i%7) + "(a, b=1):\n    x = os.path.join(a, 'b')\n    if x:\n        shutil.rmtree(x)\n    return {'k': [1, 2, 3], 'v': f\"{a}-{b}\"}\n")
	}
	src := "import os, shutil\n" + sb.String()
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		Analyze(Python, src, Options{})
	}
}

// everyLang is every language the package reads: the evaluator's (allLangs) and the call
// reader's, so that the fuzzer reaches both.
func everyLang() []Lang {
	var out []Lang
	for l := Lang(1); l.String() != ""; l++ {
		out = append(out, l)
	}
	return out
}

// FuzzAnalyze: any text, in any language, is read to its end without a hang or a crash
// (Analyze recovers from a panic; the fuzzer sees it through panicked).
func FuzzAnalyze(f *testing.F) {
	langs := everyLang()
	for i, l := range langs {
		for _, r := range table(l) {
			for _, ex := range exampleLines(r.ex) {
				src, _, _ := splitEx(ex)
				f.Add(uint8(i), src)
			}
		}
		for _, r := range ftable(l) {
			for _, ex := range exampleLines(r.ex) {
				src, _, _ := splitEx(ex)
				f.Add(uint8(i), src)
			}
		}
	}
	var failure any
	onPanic = func(r any) { failure = r }
	f.Fuzz(func(t *testing.T, l uint8, src string) {
		lang := langs[int(l)%len(langs)]
		failure = nil
		Analyze(lang, src, Options{Tags: l%2 == 0, Print: l%3 == 0})
		if failure != nil {
			t.Fatalf("%s: the reading panicked on %q: %v", lang, src, failure)
		}
	})
}

// TestNotCode: text a language does not run (POD, =begin, __END__, comments) is passed over
// only where the language itself passes over it.
func TestNotCode(t *testing.T) {
	runExamples(t, Perl, Options{}, []string{
		// POD starts only where a statement may
		"my $x\n=system('rm -rf /srv'); => shell rm -rf /srv",
		"my %h; $h{a}\n=system('rm -rf /srv'); => shell rm -rf /srv",
		"my $h = {}; $h->{a}{b}\n=system('rm -rf /srv'); => shell rm -rf /srv",
		"$c->(){a}\n=system('rm -rf /srv'); => shell rm -rf /srv",
		"=pod\nsystem('rm -rf /a');\n=cut\nsystem('rm -rf /srv'); !> shell rm -rf /a",
		"1;\n=pod\nsystem('rm -rf /a');\n=cut\nsystem('rm -rf /srv'); !> shell rm -rf /a",
		"sub x {\n}\n=head1 X\nsystem('rm -rf /a');\n=cut\nsystem('rm -rf /srv'); !> shell rm -rf /a",
		"foreach my $x (1) { 1 }\n=pod\nsystem('rm -rf /a');\n=cut\nsystem('rm -rf /srv'); !> shell rm -rf /a",
		"1;\n=pod\n=cutting\nsystem('rm -rf /a');\n=cut\nsystem('rm -rf /srv'); !> shell rm -rf /a",
		"1;\n=pod\n=cut\nsystem('rm -rf /srv'); => shell rm -rf /srv",
		// __END__ and __DATA__ end the program only as words of their own
		"1;\n__END__x();\nsystem('rm -rf /srv');\nsub __END__x {} => shell rm -rf /srv",
		"1;\n__DATA__::x();\nsystem('rm -rf /srv'); => shell rm -rf /srv",
		"my %h = (\n__END__ => 1);\nsystem('rm -rf /srv'); => shell rm -rf /srv",
		"1;\n__END__\nsystem('rm -rf /srv'); !> shell rm -rf /srv",
		"1;\n__DATA__\nsystem('rm -rf /srv'); !> shell rm -rf /srv",
	})
	runExamples(t, Ruby, Options{}, []string{
		"x = 1\n__END__x = 1\nsystem('rm -rf /srv') => shell rm -rf /srv",
		"x = 1\n__END__ \nsystem('rm -rf /srv') => shell rm -rf /srv",
		"x = 1\n__END__\nsystem('rm -rf /srv') !> shell rm -rf /srv",
		"x = 1\n__END__\r\nsystem('rm -rf /srv') !> shell rm -rf /srv",
		"__END__\nsystem('rm -rf /srv') !> shell rm -rf /srv",
		"=beginx = 1\nsystem('rm -rf /srv') => shell rm -rf /srv",
		"=begin\nsystem('rm -rf /a')\n=endx\nsystem('rm -rf /b')\n=end\nsystem('rm -rf /srv') !> shell rm -rf /b",
		"=begin\nsystem('rm -rf /a')\n=end\nsystem('rm -rf /srv') => shell rm -rf /srv",
	})
}

// exampleLines splits a rule's examples: each ends with the line that holds its " => " or
// " !> ", so a snippet of several lines stays one example. Lines left with no arrow are one
// more example, which the caller reports.
func exampleLines(s string) []string {
	var out []string
	var cur strings.Builder
	for line := range strings.Lines(s) {
		cur.WriteString(line)
		if strings.Contains(line, " => ") || strings.Contains(line, " !> ") {
			out = append(out, strings.TrimSuffix(cur.String(), "\n"))
			cur.Reset()
		}
	}
	if cur.Len() > 0 {
		out = append(out, strings.TrimSuffix(cur.String(), "\n"))
	}
	return out
}

func TestExampleLines(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"os.remove(x) => delete x\nprint(1) !> -\n", []string{"os.remove(x) => delete x", "print(1) !> -"}},
		{"import os\nos.system('ls') => shell ls\n", []string{"import os\nos.system('ls') => shell ls"}},
		{"$a = ['k' => 1]; unlink('/x') => delete /x\n", []string{"$a = ['k' => 1]; unlink('/x') => delete /x"}},
		{"no arrow\n", []string{"no arrow"}},
	} {
		if got := exampleLines(c.in); !slices.Equal(got, c.want) {
			t.Errorf("exampleLines(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
