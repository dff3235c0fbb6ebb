package spec

import "github.com/hookguard/hookguard/shell/code"

// The interpreters of the languages the call reader reads (shell/code foreign.go, lisp.go):
// the code each is given by its -e/-c/--eval option, a script file it runs, or its stdin.
var (
	elixirLang  = lang{l: code.Elixir, code: "e", files: "r", none: "v h"}
	groovyLang  = lang{l: code.Groovy, code: "e", none: "v h"}
	kotlinLang  = lang{l: code.Kotlin, code: "e", none: "version help"}
	scalaLang   = lang{l: code.Scala, code: "e", none: "version help"}
	swiftLang   = lang{l: code.Swift, code: "e", none: "version help"}
	guileLang   = lang{l: code.Scheme, code: "c", files: "s l", none: "v h"}
	racketLang  = lang{l: code.Racket, code: "e", files: "f r u t", none: "v h"}
	sbclLang    = lang{l: code.Lisp, code: "eval", files: "load script", none: "version help"}
	clojureLang = lang{l: code.Clojure, code: "e", files: "i", none: "h"}
	bbLang      = lang{l: code.Clojure, code: "e", files: "f", none: "version help"}
	csxLang     = lang{l: code.CSharp, none: "h"}
)

func elixirDoes(c *Call) { c.runCode(&elixirLang, c.pieces(&elixirLang), code.Options{}) }

// mixRunDoes: mix run -e CODE or mix run FILE; without them it starts the project's
// application, code the line does not show (as any mix task: unknownDoes).
func mixRunDoes(c *Call) {
	ps := c.pieces(&elixirLang)
	if len(ps) == 0 {
		unknownDoes(c)
		return
	}
	c.runCode(&elixirLang, ps, code.Options{})
}
func groovyDoes(c *Call) { c.runCode(&groovyLang, c.pieces(&groovyLang), code.Options{}) }
func kotlinDoes(c *Call) { c.runCode(&kotlinLang, c.pieces(&kotlinLang), code.Options{}) }

// scalaDoes: scala -e CODE, scala FILE or stdin; since Scala 3.5 scala is scala-cli, whose
// sub-commands and directory inputs (scala run ., scala shebang x.sc) it reads as scala-cli.
func scalaDoes(c *Call) {
	if len(c.P.Operands) > 0 && !c.Has("e") {
		switch w := c.Operand(0); {
		case w.Dyn:
		case w.S == "run", w.S == "shebang", w.S == "test", w.S == "compile", w.S == "package", c.isDir(c.PathOf(w)):
			scalaCliDoes(c)
			return
		}
	}
	c.runCode(&scalaLang, c.pieces(&scalaLang), code.Options{})
}

// swiftDoes: swift -e CODE, swift FILE or stdin; swift build, test, run and package are the
// package manager's, which runs the project's code (as an unknown program does).
func swiftDoes(c *Call) {
	if len(c.P.Operands) > 0 && !c.Has("e") {
		switch c.Operand(0).S {
		case "repl":
			// swift repl < x.swift: the REPL reads its code on stdin
			c.runCode(&swiftLang, c.replStdin(), code.Options{})
			return
		case "build", "test", "run", "package", "sdk", "format":
			unknownDoes(c)
			return
		}
	}
	c.runCode(&swiftLang, c.pieces(&swiftLang), code.Options{})
}

func guileDoes(c *Call)   { c.runCode(&guileLang, c.pieces(&guileLang), code.Options{}) }
func racketDoes(c *Call)  { c.runCode(&racketLang, c.pieces(&racketLang), code.Options{}) }
func sbclDoes(c *Call)    { c.runCode(&sbclLang, c.pieces(&sbclLang), code.Options{}) }
func clojureDoes(c *Call) { c.runCode(&clojureLang, c.pieces(&clojureLang), code.Options{}) }
func csxDoes(c *Call)     { c.runCode(&csxLang, c.pieces(&csxLang), code.Options{}) }

// bbDoes: babashka runs -e code, a file, or an expression given as its first operand
// (bb '(println 1)').
func bbDoes(c *Call) {
	if _, ok := c.Value("e"); !ok && len(c.P.Operands) > 0 {
		if w := c.Operand(0); len(w.S) > 0 && w.S[0] == '(' {
			p := c.codeWord(&bbLang, w, "expression", false)
			c.runCode(&bbLang, []piece{p}, code.Options{})
			return
		}
	}
	c.runCode(&bbLang, c.pieces(&bbLang), code.Options{})
}

// csxEvalDoes: dotnet script eval CODE.
func csxEvalDoes(c *Call) {
	if len(c.P.Operands) > 0 {
		c.runCode(&csxLang, []piece{c.codeWord(&csxLang, c.Operand(0), "eval", false)}, code.Options{})
	}
}

// kotlincDoes: kotlinc -script FILE runs the script (and -e its expression); with sources it
// compiles them, which runs nothing.
func kotlincDoes(c *Call) {
	switch {
	case c.Has("script") || c.Has("e"):
		kotlinDoes(c)
	case len(c.P.Operands) == 0 && !c.hasIn(kotlinLang.none):
		// Without sources, kotlinc is a REPL that reads its code on stdin.
		c.runCode(&kotlinLang, c.replStdin(), code.Options{})
	}
}
