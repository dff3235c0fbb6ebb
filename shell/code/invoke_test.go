package code

import (
	"strings"
	"testing"
)

// TestCalledFunctions: a function the code defines and calls is read again at each call,
// its parameters bound to the arguments, for the value it returns and for what its body does
// with them; in every form each language writes one (invoke.go). The must-not rows are calls
// whose argument names a secret the function never uses.
func TestCalledFunctions(t *testing.T) {
	for l, examples := range map[Lang][]string{
		Python: {
			`f = lambda: ".env"; print(open(f()).read()) => read:show .env`,
			`print(open("".join(map(lambda c: chr(c), [46, 101, 110, 118]))).read()) => read:show .env`,
			`print(open("".join(map(lambda c: chr(c + 1), [45, 100, 109, 117]))).read()) => read:show .env`,
			`print(open((lambda p: p + "env")(".")).read()) => read:show .env`,
			"def f():\n    return \".env\"\nprint(open(f()).read()) => read:show .env",
			"def f(x): return x + \"env\"\nprint(open(f(\".\")).read()) => read:show .env",
			"def f(x):\n    y = x + \"env\"\n    return y\n\nprint(open(f(\".\")).read()) => read:show .env",
			"def f(x):\n    if x:\n        return \".env\"\n    return \"a.txt\"\nprint(open(f(1)).read()) => read .env",
			"import os\ndef rm(p):\n    os.remove(p)\nrm(\"/srv/data\") => delete /srv/data",
			"def load(p):\n    return open(p).read()\nprint(load(\".env\")) => read:show .env",
			"import os\ndef run(c):\n    os.system(c)\nrun(\"rm -rf ~\") => shell rm -rf ~",
			"import os\nclass C:\n    def go(self, c):\n        os.system(c)\nC().go(\"rm -rf ~\") => shell rm -rf ~",
			"import subprocess\ndef sh(*a):\n    subprocess.run(a)\nsh(\"rm\", \"-rf\", \"/\") => shell rm -rf /",
			"def f(p=\".env\"):\n    return open(p).read()\nprint(f()) => read:show .env",
			"def f(p: str = \".env\") -> str:\n    return open(p).read()\nprint(f()) => read:show .env",
			"def f(a, b):\n    return a + b\nprint(open(f(b=\"env\", a=\".\")).read()) => read:show .env",
			"def f(*a):\n    return \"\".join(a)\nprint(open(f(\".\", \"env\")).read()) => read:show .env",
			"class A:\n    def f(self):\n        return \".env\"\nprint(open(A().f()).read()) => read:show .env",
			"class A:\n    def f(self, p):\n        return open(p).read()\nprint(A().f(\".env\")) => read:show .env",
			"def outer():\n    def inner():\n        return \".env\"\n    return inner\nprint(open(outer()()).read()) => read:show .env",
			"def f(p=\".env\"):\n    return open(p).read()\nprint(f(\"a.txt\")) !> read .env",
			"def f(a, b=\".env\"):\n    return open(a).read()\nprint(f(b=\"x\", a=\"a.txt\")) !> read .env",
			"def f(x):\n    return \"a.txt\"\nprint(open(f(\".env\")).read()) !> read:show .env",
			`f = lambda x: "notes.txt"; print(open(f(".env")).read()) !> read:show .env`,
		},
		JS: {
			`const f = () => ".env"; console.log(require("fs").readFileSync(f(), "utf8")) => read:show .env`,
			`function f(x) { return x + "env" } console.log(require("fs").readFileSync(f("."), "utf8")) => read:show .env`,
			`const f = function (x) { return x + "env" }; console.log(require("fs").readFileSync(f("."), "utf8")) => read:show .env`,
			`console.log(require("fs").readFileSync([46, 101, 110, 118].map(function (c) { return String.fromCharCode(c) }).join(""), "utf8")) => read:show .env`,
			`console.log(require("fs").readFileSync(String.fromCharCode.apply(null, [46, 101, 110, 118]), "utf8")) => read:show .env`,
			`console.log(require("fs").readFileSync(String.fromCharCode.call(null, 46, 101, 110, 118), "utf8")) => read:show .env`,
			`const f = (a, b) => a + b; console.log(require("fs").readFileSync(f.apply(null, [".", "env"]), "utf8")) => read:show .env`,
			`require("child_process").execSync.call(null, "rm -rf /srv") => shell rm -rf /srv`,
			`const read = p => require("fs").readFileSync(p, "utf8"); console.log(read(".env")) => read:show .env`,
			`const run = c => require("child_process").execSync(c); run("rm -rf /") => shell rm -rf /`,
			`const f = (p = ".env") => require("fs").readFileSync(p, "utf8"); console.log(f()) => read:show .env`,
			`const f = (...a) => a.join(""); console.log(require("fs").readFileSync(f(".", "env"), "utf8")) => read:show .env`,
			`const o = { f() { return ".env" } }; console.log(require("fs").readFileSync(o.f(), "utf8")) => read:show .env`,
			`class A { f() { return ".env" } }; console.log(require("fs").readFileSync(new A().f(), "utf8")) => read:show .env`,
			`const f = (p = ".env") => require("fs").readFileSync(p, "utf8"); console.log(f("a.txt")) !> read:show .env`,
			`function f(x) { return "a.txt" } console.log(require("fs").readFileSync(f(".env"), "utf8")) !> read:show .env`,
		},
		Ruby: {
			`def f; ".env"; end; puts File.read(f) => read:show .env`,
			"def f(x)\n  x + \"env\"\nend\nputs File.read(f(\".\")) => read:show .env",
			"def f x\n  x + \"env\"\nend\nputs File.read(f \".\") => read:show .env",
			`puts File.read([46, 101, 110, 118].map { |c| (c + 0).chr }.join) => read:show .env`,
			`def r(p); File.read(p); end; puts r(".env") => read:show .env`,
			`f = ->(x) { x + "env" }; puts File.read(f.call("."))  => read:show .env`,
			`f = lambda { |x| x + "env" }; puts File.read(f.call(".")) => read:show .env`,
			`f = proc { ".env" }; puts File.read(f.call) => read:show .env`,
			`def f(p = ".env"); File.read(p); end; puts f => read:show .env`,
			`def f(x); "a.txt"; end; puts File.read(f(".env")) !> read:show .env`,
		},
		Perl: {
			`sub f { ".env" } open F, f(); print <F>; => read:show .env`,
			`sub f { my ($x) = @_; return $x . "env" } open F, f("."); print <F>; => read:show .env`,
			`sub f { my $x = shift; my $y = shift; return $x . $y } open F, f(".", "env"); print <F>; => read:show .env`,
			`sub slurp { local $/; open my $f, "<", shift; <$f> } print slurp(".env"); => read:show .env`,
			`sub f { return "a.txt" } open F, f(".env"); print <F>; !> read:show .env`,
		},
		PHP: {
			`echo file_get_contents(implode("", array_map(fn($c) => chr($c), [46, 101, 110, 118]))); => read:show .env`,
			`echo file_get_contents(implode("", array_map(function ($c) { return chr($c); }, [46, 101, 110, 118]))); => read:show .env`,
			`function f($x) { return $x . "env"; } echo file_get_contents(f(".")); => read:show .env`,
			`$f = function ($x) { return $x . "env"; }; echo file_get_contents($f(".")); => read:show .env`,
			`function g($p) { return file_get_contents($p); } echo g(".env"); => read:show .env`,
			`echo file_get_contents(call_user_func(fn($x) => $x . "env", ".")); => read:show .env`,
			`function f($x) { return $x . "env"; } echo file_get_contents(call_user_func("f", ".")); => read:show .env`,
			`function f($p = ".env") { return file_get_contents($p); } echo f(); => read:show .env`,
			`function f($x) { return "a.txt"; } echo file_get_contents(f(".env")); !> read:show .env`,
		},
	} {
		checkExamples(t, l, "called functions", strings.Join(examples, "\n"), func(string) bool { return false })
	}
}

// TestCalledFunctionsBounded: a function that calls itself, or calls that nest, are read a
// few levels deep and then left unknown; the evaluator ends.
func TestCalledFunctionsBounded(t *testing.T) {
	for l, src := range map[Lang]string{
		Python: "def f(x): return f(x) + f(x)\nprint(open(f(\".env\")).read())",
		JS:     `function f(x) { return f(x) + f(x) } console.log(require("fs").readFileSync(f("."), "utf8"))`,
		Ruby:   "def f(x)\n  f(x) + f(x)\nend\nputs File.read(f(\".\"))",
		Perl:   `sub f { return f(@_) . f(@_) } open F, f("."); print <F>;`,
		PHP:    `function f($x) { return f($x) . f($x); } echo file_get_contents(f("."));`,
	} {
		fs := Analyze(l, src, Options{})
		if len(fs.List) == 0 {
			t.Errorf("%s: %q has no fact at all; want its read, of a name not known", l, src)
		}
	}
}
