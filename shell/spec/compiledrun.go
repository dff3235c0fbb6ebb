package spec

import (
	"strings"

	"github.com/hookguard/hookguard/shell/code"
)

// The runners of compiled languages' source files (go run x.go, java X.java, jshell x.jsh,
// rust-script x.rs, cargo -Zscript x.rs, tcc -run x.c, dart x.dart): the file is read as
// code, as an interpreter's script is, by the call reader (shell/code compiled.go). A binary
// a compiler of the same line builds from sources it can read is judged by them when the line
// runs it later (builtDoes).
var (
	goLang   = lang{l: code.Go}
	javaLang = lang{l: code.Java, none: "version help h"}
	rustLang = lang{l: code.Rust, none: "version help h"}
	cLang    = lang{l: code.C}
	dartLang = lang{l: code.Dart, none: "version help h"}
	hsLang   = lang{l: code.Haskell, code: "e", none: "version help"}
	zigLang  = lang{l: code.Zig}
)

// sourceFiles are the pieces of code of the operands that name source files of l (by their
// extension), from the first on, up to the first that is not one: go run a.go b.go ARGS,
// tcc -run x.c ARGS.
func (c *Call) sourceFiles(l code.Lang) []piece {
	var out []piece
	for _, w := range c.Operands() {
		if w.Dyn || langOfSource(w.S) != l {
			break
		}
		out = append(out, c.scriptFile(w))
	}
	return out
}

// langOfSource is the compiled language a source file's extension says, 0 for none.
func langOfSource(name string) code.Lang {
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return 0
	}
	switch name[i+1:] {
	case "go":
		return code.Go
	case "java", "jsh":
		return code.Java
	case "rs":
		return code.Rust
	case "c", "cc", "cpp", "cxx", "c++", "C", "h", "hpp":
		return code.C
	case "dart":
		return code.Dart
	case "hs", "lhs":
		return code.Haskell
	case "zig":
		return code.Zig
	}
	return 0
}

// langNamed is the compiled language whose name (code.Lang.String) is s.
func langNamed(s string) code.Lang {
	for _, l := range [...]code.Lang{code.Go, code.Java, code.Rust, code.C, code.Dart, code.Haskell, code.Zig} {
		if l.String() == s {
			return l
		}
	}
	return 0
}

// javaDoes: java FILE.java runs the source file (Java 11's launcher); java CLASS runs a class
// on the classpath, judged by its source where this line compiled it (javac X.java; java X);
// -jar and -m run code the line does not show.
func javaDoes(c *Call) {
	if c.hasIn(javaLang.none) || c.Has("jar") || c.Has("m") || len(c.P.Operands) == 0 {
		unknownDoes(c)
		return
	}
	first := c.Operand(0)
	if _, ok := c.Value("source"); ok || langOfSource(first.S) == code.Java {
		p := c.scriptFile(first)
		p.argv = c.Operands()[1:]
		c.runCode(&javaLang, []piece{p}, code.Options{})
		return
	}
	unknownDoes(c)
	if !first.Dyn {
		dir := Word{S: "."}
		if cp, ok := c.Value("cp"); ok {
			first, _, _ := strings.Cut(cp.S, ":")
			dir = Word{S: first, Dyn: cp.Dyn}
		}
		builtDoes(c, c.PathOf(inDir(dir, strings.ReplaceAll(first.S, ".", "/")+".class")))
	}
}

// jshellDoes: jshell runs each file operand as Java snippets, or its stdin.
func jshellDoes(c *Call) {
	ps := c.pieces(&javaLang)
	for _, w := range c.Operands()[min(1, len(c.P.Operands)):] {
		if !w.Dyn && langOfSource(w.S) == code.Java {
			ps = append(ps, c.scriptFile(w))
		}
	}
	c.runCode(&javaLang, ps, code.Options{})
}

// rustScriptDoes: rust-script FILE runs the file; with -e its operand is an expression.
func rustScriptDoes(c *Call) {
	if c.Has("e") && len(c.P.Operands) > 0 {
		c.runCode(&rustLang, []piece{c.codeWord(&rustLang, c.Operand(0), "-e", false)}, code.Options{})
		return
	}
	c.runCode(&rustLang, c.pieces(&rustLang), code.Options{})
}

// dartDoes: dart FILE.dart and dart run FILE.dart run the file; dart run without one runs the
// package's own bin, and every other command (pub, test, format, compile) is the project's
// tooling, as an unknown program is.
func dartDoes(c *Call) {
	ops := c.Operands()
	if len(ops) > 1 && ops[0].S == "run" {
		ops = ops[1:]
		for len(ops) > 0 && strings.HasPrefix(ops[0].S, "-") {
			ops = ops[1:]
		}
	}
	if c.hasIn(dartLang.none) || len(ops) == 0 || ops[0].Dyn || langOfSource(ops[0].S) != code.Dart {
		unknownDoes(c)
		return
	}
	p := c.scriptFile(ops[0])
	p.argv = ops[1:]
	c.runCode(&dartLang, []piece{p}, code.Options{})
}

// cargoScriptDoes: cargo -Zscript FILE.rs, cargo FILE.rs (the nightly script runner) and the
// cargo-script plugin's cargo script FILE.rs run the file's Rust.
func cargoScriptDoes(c *Call) {
	ops := c.Operands()
	if len(ops) > 0 && strings.HasPrefix(ops[0].S, "+") {
		ops = ops[1:] // cargo +nightly: the toolchain, after which options are operands
		for len(ops) > 0 && strings.HasPrefix(ops[0].S, "-") {
			if ops[0].S == "-Z" && len(ops) > 1 {
				ops = ops[1:]
			}
			ops = ops[1:]
		}
	}
	if len(ops) > 0 && ops[0].S == "script" {
		ops = ops[1:]
	}
	if len(ops) == 0 || ops[0].Dyn || langOfSource(ops[0].S) != code.Rust {
		return
	}
	p := c.scriptFile(ops[0])
	p.argv = ops[1:]
	c.runCode(&rustLang, []piece{p}, code.Options{})
}

// built marks a compiler's output as a program built from sources of l: the Write effect's
// Lang names the language and its Text the sources' absolute paths, one a line, so that a
// later run of the program on the line is judged by them (builtDoes). A source the compiler
// reads on its stdin (gcc -x c -) is its text, after stdinSource, at the end. The language
// is given by -x where the caller passes one (any name is then a source of it).
func built(c *Call, l code.Lang, srcs []Word) {
	if len(c.out) == 0 || l == 0 {
		return
	}
	e := &c.out[len(c.out)-1]
	if e.Kind != Write || e.Tree {
		return
	}
	_, forced := ccValue(c, 'x')
	var b strings.Builder
	stdin := ""
	for _, s := range srcs {
		if s.S == "-" && !s.Dyn {
			p := c.stdin("-")
			if !p.known {
				return // code only known when it runs: the program's run stays unseen
			}
			stdin = p.text
			continue
		}
		p := c.PathOf(s)
		if s.Dyn || p.Abs == "" || !forced && langOfSource(s.S) != l {
			return // a source not known, or of another language: not read as one
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(p.Abs)
	}
	if stdin != "" {
		b.WriteString(stdinSource + stdin)
	}
	if b.Len() > 0 {
		e.Lang, e.Text = l.String(), b.String()
	}
}

// stdinSource starts, in a built program's sources, the text of code its compiler read on
// its stdin: a NUL is in no path.
const stdinSource = "\x00"

// builtDoes judges a program an earlier command of the line built (FS.BuiltFrom) by its
// sources' code: gcc x.c -o x && ./x runs what x.c does.
func builtDoes(c *Call, prog Path) {
	if c.In.FS == nil || c.In.Remote || prog.Abs == "" {
		return
	}
	lang, srcs, ok := c.In.FS.BuiltFrom(prog.Abs)
	l := langNamed(lang)
	if !ok || l == 0 {
		return
	}
	d := lang2(l)
	files, stdin, fed := strings.Cut(srcs, stdinSource)
	if fed {
		c.runCode(d, []piece{{text: stdin, known: true, class: "stdin", from: "stdin", argv: c.Operands()}}, code.Options{})
	}
	if files == "" {
		return
	}
	for _, s := range strings.Split(files, "\n") {
		p := c.scriptFile(Word{S: s})
		p.argv = c.Operands()
		c.runCode(d, []piece{p}, code.Options{})
	}
}

// lang2 is how each compiled language takes its code.
func lang2(l code.Lang) *lang {
	switch l {
	case code.Go:
		return &goLang
	case code.Java:
		return &javaLang
	case code.Rust:
		return &rustLang
	case code.Dart:
		return &dartLang
	case code.Haskell:
		return &hsLang
	case code.Zig:
		return &zigLang
	}
	return &cLang
}

// zigRunDoes: zig run FILE... [-- ARGS] compiles the files (Zig, or C with -lc) and runs
// them; zig test FILE runs the file's test blocks. Each source is read as code of its
// language.
func zigRunDoes(c *Call) {
	if c.HasAny("h", "help") {
		return
	}
	var argv []Word
	if c.P.Rest >= 0 {
		argv = c.Words[c.P.Rest:]
	}
	for _, w := range c.Operands() {
		l := langOfSource(w.S)
		if w.Dyn || l != code.Zig && l != code.C {
			continue
		}
		p := c.scriptFile(w)
		p.argv = argv
		c.runCode(lang2(l), []piece{p}, code.Options{})
	}
}

// runghcDoes: runghc FILE ARGS runs the file's Haskell.
func runghcDoes(c *Call) { c.runCode(&hsLang, c.pieces(&hsLang), code.Options{}) }

// stackScriptDoes: stack script FILE ARGS runs the file's Haskell; --no-run only builds it.
func stackScriptDoes(c *Call) {
	if c.Has("no-run") {
		return
	}
	runghcDoes(c)
}

// ghcDoes: ghc -e EXPR evaluates it; otherwise ghc compiles, writing .o and .hi files where
// it runs, and, unless -c or -no-link, a program: -o's, or named for the first source.
func ghcDoes(c *Call) {
	if c.Has("e") || c.Has("run") {
		// ghc -e main x.hs evaluates main of the files it loads; ghc --run x.hs runs it.
		var ps []piece
		if p, ok := c.optionCode(&hsLang, "e"); ok {
			ps = append(ps, p)
		}
		for _, w := range c.Operands() {
			if w.Dyn || langOfSource(w.S) == code.Haskell {
				ps = append(ps, c.scriptFile(w))
			}
			if c.Has("run") && len(ps) > 0 {
				break // the words after the script are its arguments
			}
		}
		c.runCode(&hsLang, ps, code.Options{})
		return
	}
	unknownDoes(c)
	var srcs []Word
	for _, w := range c.Operands() {
		if !w.Dyn && langOfSource(w.S) == code.Haskell {
			srcs = append(srcs, w)
		}
	}
	if len(srcs) == 0 || c.HasAny("c", "no-link", "version", "help") {
		return
	}
	if w, ok := c.Value("o"); ok {
		writeOutput(c, w, "ghc -o")
	} else {
		writeOutput(c, inCwd(stem(srcs[0].S)), "ghc")
	}
	built(c, code.Haskell, srcs)
}

// fsiDoes: dotnet fsi FILE.fsx runs an F# script. Its .NET calls are C#'s (Directory.Delete,
// Process.Start), and the call reader reads them as C#'s; use and load files are run too.
func fsiDoes(c *Call) {
	var ps []piece
	for _, o := range [...]string{"use", "load"} {
		for _, v := range c.P.Values(o) {
			ps = append(ps, c.scriptFile(v))
		}
	}
	script := false
	for _, w := range c.Operands() {
		if !w.Dyn && (strings.HasSuffix(w.S, ".fsx") || strings.HasSuffix(w.S, ".fs") || w.S == "-") {
			ps = append(ps, c.scriptFile(w))
			script = true
			break // the words after the script are its arguments
		}
	}
	if !script && !c.Has("help") {
		// Without a script, fsi's REPL reads its code on stdin (dotnet fsi < x.fsx).
		ps = append(ps, c.replStdin()...)
	}
	c.runCode(&csxLang, ps, code.Options{})
}

// Builds reports a program (normalised) whose effects may mark a program it builds (built):
// the compilers whose Does call it.
func Builds(name string) bool {
	switch name {
	case "cc", "c++", "gcc", "g++", "clang", "clang++", "tcc", "zig", "go", "rustc", "javac", "ghc":
		return true
	}
	return false
}
