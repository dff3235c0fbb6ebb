package spec

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/shell/code"
)

// The script runners around the JVM's and Haskell's languages (and Rack's rackup, puma and unicorn) that take their own
// sub-commands or inputs (scala-cli run x.sc, amm x.sc, jbang x.java, cabal run x.hs) and the
// REPLs that read code on stdin (dotnet fsi < x.fsx, ghci < x.ghci, kotlinc < x.kts): each
// input is read as its language's code, as an interpreter's script is.

const scalaCliOpts = "e|execute-script|execute-scala|script-snippet|scala-snippet= execute-java|java-snippet= S|scala|scala-version= jvm= dep|dependency= cp|classpath|class-path|extra-jars= J|java-opt= java-prop= M|main-class= O|scalac-option= server= platform= r|repository= P|compiler-plugin= workspace= home= js native w|watch q|quiet v|verbose power offline i|interactive version help h"

const jbangOpts = "c|code= java= D= deps= cp|class-path= m|main= j|java-options= R|runtime-option= javaagent= enable-preview insecure fresh q|quiet verbose offline i|interactive n|native build-dir= version help h"

const cabalOpts = "v|verbose? O|enable-optimization? disable-optimization project-file= project-dir= w|with-compiler= builddir= enable-tests disable-tests enable-benchmarks disable-benchmarks f|flags= j|jobs? constraint= allow-newer? allow-older? index-state= ghc-options= only-configure dry-run package-env= z|ignore-project"

var (
	ammLang   = lang{l: code.Scala, code: "c predef-code", none: "version help"}
	jbangLang = lang{l: code.Java, code: "c", none: "version help h"}
)

// maxDirSources bounds the sources of a directory input read one by one.
const maxDirSources = 32

// scalaCliDoes: scala-cli [run|shebang] INPUTS [-- ARGS] runs its inputs: Scala scripts and
// sources, Java sources, the sources of a directory (scala-cli run .), stdin (-, _.sc), and
// the snippets of -e and --execute-java. Its REPL reads stdin; its other sub-commands (test,
// compile, package, ...) build or run the project's own code, as an unknown program does.
func scalaCliDoes(c *Call) {
	if c.hasIn(scalaLang.none + " h") {
		return
	}
	ops, at := c.Operands(), c.P.Operands
	shebang := false
	if len(ops) > 0 && !ops[0].Dyn {
		switch ops[0].S {
		case "run", "shebang":
			shebang = ops[0].S == "shebang"
			ops, at = ops[1:], at[1:]
		case "repl", "console":
			ops = nil
		case "test", "compile", "package", "publish", "doc", "export", "fmt", "format", "clean", "setup-ide", "bsp", "fix", "dependency-update":
			unknownDoes(c)
			return
		}
	}
	if p, ok := c.optionCode(&javaLang, "execute-java"); ok {
		c.runCode(&javaLang, []piece{p}, code.Options{})
	}
	var ps []piece
	if p, ok := c.optionCode(&scalaLang, "e"); ok {
		ps = append(ps, p)
	}
	dash := dashIndex(c)
	for i, w := range ops {
		if dash >= 0 && at[i] > dash {
			break
		}
		c.runInput(w, &ps)
		if shebang {
			break // the words after a shebang script are its arguments
		}
	}
	if len(ps) == 0 && len(ops) == 0 && c.In.Piped {
		ps = append(ps, c.stdin("stdin"))
	}
	c.runCode(&scalaLang, ps, code.Options{})
}

// dashIndex is the index of the word -- that ends a command's options, or -1.
func dashIndex(c *Call) int {
	for i, w := range c.Words {
		if w.S == "--" && !w.Dyn && i > 0 {
			return i
		}
	}
	return -1
}

// runInput reads one input of scala-cli: Scala code goes into ps, Java code runs at once; a
// directory's sources (read one by one, and those the line wrote there) are its inputs.
func (c *Call) runInput(w Word, ps *[]piece) {
	if w.Dyn {
		*ps = append(*ps, piece{class: "file", from: w.S, file: w.S})
		return
	}
	switch w.S {
	case "-", "_", "_.sc", "_.scala":
		*ps = append(*ps, c.stdin(w.S))
		return
	}
	switch jvmSource(w.S) {
	case code.Scala:
		*ps = append(*ps, c.scriptFile(w))
		return
	case code.Java:
		c.runCode(&javaLang, []piece{c.scriptFile(w)}, code.Options{})
		return
	}
	if strings.Contains(w.S, "://") {
		*ps = append(*ps, piece{class: "file", from: w.S}) // a remote script or gist: code not known
		return
	}
	p := c.PathOf(w)
	if !c.isDir(p) {
		return
	}
	for _, f := range c.dirSources(p) {
		c.runInput(f, ps)
	}
}

// dirSources are the Scala and Java sources directly in directory p: those there now, and
// those an earlier command of the line wrote there.
func (c *Call) dirSources(p Path) []Word {
	var out []Word
	if names, ok := c.list(p); ok {
		for _, n := range names {
			if jvmSource(n) != 0 && len(out) < maxDirSources {
				out = append(out, Word{S: filepath.Join(p.Abs, n)})
			}
		}
	}
	for _, ext := range [...]string{".sc", ".scala", ".java"} {
		for _, f := range c.In.FS.LineFiles(p.Abs, ext) {
			out = append(out, Word{S: f})
		}
	}
	return out
}

// jvmSource is the language of a Scala or Java source by its extension, 0 for others.
func jvmSource(name string) code.Lang {
	switch filepath.Ext(name) {
	case ".sc", ".scala":
		return code.Scala
	case ".java":
		return code.Java
	}
	return 0
}

// ammDoes: amm [-c CODE] [SCRIPT ARGS] runs Ammonite's code, its script, or (without either)
// the code its REPL reads on stdin; --predef files run first.
func ammDoes(c *Call) {
	var ps []piece
	for _, v := range c.P.Values("p") {
		ps = append(ps, c.scriptFile(v))
	}
	ps = append(ps, c.pieces(&ammLang)...)
	c.runCode(&scalaLang, ps, code.Options{})
}

// jbangDoes: jbang [run] SCRIPT ARGS runs a Java, JShell, Kotlin or Groovy script (or stdin,
// -), jbang --code CODE its Java; its other sub-commands manage its own caches and catalogs.
func jbangDoes(c *Call) {
	if c.hasIn(jbangLang.none) {
		return
	}
	if p, ok := c.optionCode(&jbangLang, "c"); ok {
		c.runCode(&javaLang, []piece{p}, code.Options{})
		return
	}
	ops := c.Operands()
	if len(ops) == 0 {
		return
	}
	w := ops[0]
	p := c.scriptFile(w)
	p.argv = ops[1:]
	d := &javaLang
	switch filepath.Ext(w.S) {
	case ".kt", ".kts":
		d = &kotlinLang
	case ".groovy", ".gvy":
		d = &groovyLang
	case ".java", ".jsh", "":
	default:
		if w.S != "-" && !w.Dyn {
			// a catalog alias, a Maven coordinate or a URL: code the line does not show
			c.runCode(d, []piece{{class: "file", from: w.S, argv: ops[1:]}}, code.Options{})
			return
		}
	}
	c.runCode(d, []piece{p}, code.Options{})
}

// replStdin is the code a REPL reads on stdin, where a pipe or a redirect feeds it.
func (c *Call) replStdin() []piece {
	if !c.In.Piped {
		return nil
	}
	return []piece{c.stdin("stdin")}
}

// ghciDoes: ghci -e EXPR evaluates it, and otherwise reads its commands on stdin; either may
// call the code of the modules it loads (main), so those are read too. A line :! CMD runs
// CMD in the shell.
func ghciDoes(c *Call) {
	if c.hasIn(hsLang.none) {
		return
	}
	var ps []piece
	if p, ok := c.optionCode(&hsLang, "e"); ok {
		ps = append(ps, p)
	} else {
		ps = c.replStdin()
		for i := range ps {
			ps[i].text = ghciShell(ps[i].text)
		}
	}
	if len(ps) == 0 {
		return
	}
	for _, w := range c.Operands() {
		if w.Dyn || langOfSource(w.S) == code.Haskell {
			ps = append(ps, c.scriptFile(w))
		}
	}
	c.runCode(&hsLang, ps, code.Options{})
}

// ghciShell rewrites GHCi's shell escapes (:! CMD) as the Haskell call that does
// the same (callCommand "CMD"), which the call reader follows.
func ghciShell(text string) string {
	if !strings.Contains(text, ":!") {
		return text
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if cmd, ok := strings.CutPrefix(t, ":!"); ok {
			lines[i] = "callCommand " + strconvQuote(strings.TrimSpace(cmd))
		}
	}
	return strings.Join(lines, "\n")
}

// strconvQuote is s as a Haskell string literal (whose escapes are Go's for the text a shell
// command holds).
func strconvQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"', '\\':
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	b.WriteByte('"')
	return b.String()
}

// cabalRunDoes: cabal run SCRIPT.hs ARGS and cabal script SCRIPT.hs run the script's Haskell
// (its {- cabal: -} header only names packages); cabal run TARGET builds and runs the
// project's own program, as an unknown program does.
func cabalRunDoes(c *Call) {
	ops := c.Operands()
	if len(ops) > 0 && (ops[0].Dyn || langOfSource(ops[0].S) == code.Haskell) {
		p := c.scriptFile(ops[0])
		p.argv = ops[1:]
		c.runCode(&hsLang, []piece{p}, code.Options{})
		return
	}
	unknownDoes(c)
}

// cabalDoes: cabal SCRIPT.hs (a script's #!/usr/bin/env cabal) runs it as cabal run does.
func cabalDoes(c *Call) {
	if ops := c.Operands(); len(ops) > 0 && !ops[0].Dyn && langOfSource(ops[0].S) == code.Haskell {
		cabalRunDoes(c)
	}
}

// rackupDoes: rackup [CONFIG.ru] runs the Rack app its config (config.ru by default) builds,
// Ruby code; -b gives that code on the line, -e and -r run before it.
func rackupDoes(c *Call) {
	if c.HasAny("h", "v") {
		return
	}
	var ps []piece
	if p, ok := c.optionCode(&rubyLang, "e b"); ok {
		ps = append(ps, p)
	}
	if !c.Has("b") {
		f := Word{S: "config.ru"}
		if len(c.P.Operands) > 0 {
			f = c.Operand(0)
		}
		ps = append(ps, c.scriptFile(f))
	}
	c.runCode(&rubyLang, ps, code.Options{})
}

var (
	pryLang      = lang{l: code.Ruby, code: "e", none: "v h"}
	ipythonLang  = lang{l: code.Python, code: "c", none: "h help-all version V"}
	groovyshLang = lang{l: code.Groovy, code: "e", none: "h V"}
)

// pryDoes: pry -e CODE, a file, or the code its REPL reads on stdin, whose values it prints
// (as irb's).
func pryDoes(c *Call) { c.runCode(&pryLang, c.pieces(&pryLang), code.Options{Print: true}) }

// ipythonDoes: ipython -c CODE, a script, or the code its REPL reads on stdin, whose values
// it prints.
func ipythonDoes(c *Call) {
	o := code.Options{Print: !c.Has("c") && len(c.P.Operands) == 0}
	c.runCode(&ipythonLang, c.pieces(&ipythonLang), o)
}

// groovyshDoes: groovysh -e CODE, or the code its shell reads on stdin.
func groovyshDoes(c *Call) {
	ps := c.pieces(&groovyshLang)
	if len(ps) > 0 && ps[0].class == "file" {
		return // groovysh takes no script: its operands are not code
	}
	c.runCode(&groovyLang, ps, code.Options{})
}

// pumaDoes: puma and unicorn run the Rack app of their rackup file (config.ru by default) and
// their own config file (puma -C, unicorn -c), each Ruby code.
func pumaDoes(c *Call) {
	if c.HasAny("h", "v", "V") {
		return
	}
	var ps []piece
	for _, o := range [...]string{"C", "c"} {
		for _, v := range c.P.Values(o) {
			ps = append(ps, c.scriptFile(v))
		}
	}
	f := Word{S: "config.ru"}
	if len(c.P.Operands) > 0 {
		f = c.Operand(0)
	}
	ps = append(ps, c.scriptFile(f))
	c.runCode(&rubyLang, ps, code.Options{})
}
