package code

import "strings"

// The languages read by the small call reader of this file (Elixir, Groovy, Kotlin script,
// Scala, Swift, C# script) and of lisp.go (Clojure and Babashka, Racket, Guile Scheme, Common
// Lisp). Their reading is narrower than the evaluator's: calls by name with literal
// arguments, a variable bound once to a literal, strings joined with + or <>, lists, and a
// path made into a file object (File("x"), Paths.get("x")); per language, a table of the
// calls that delete a tree, delete a file or start a process (frule), each with snippets it
// must and must not match. A call the table lacks does nothing here, as in the evaluator.

// fval is a value the reader follows: text (HoleVar where a part is only known when the code
// runs), or a list.
type fval struct {
	s      string
	dyn    bool // part of s is not known
	lead   string
	list   []fval
	isList bool
	truth  bool  // a true literal: true, #t, t
	obj    *fobj // a process object (procobj.go)
	cmd    bool  // a list that is a Rust Command's words, run by its status(), output(), spawn()
	null   bool  // C's NULL, the end of an argument vector
	walk   bool  // Java's Files.walk(p): the entries of the tree at s
	delRef bool  // Java's File::delete, a method reference that deletes
}

func unknownVal() fval { return fval{s: HoleVar, dyn: true} }

func strVal(s string) fval { return fval{s: s, lead: s, truth: s != ""} }

// fconcat joins two values as text.
func fconcat(a, b fval) fval {
	if a.isList || b.isList {
		return unknownVal()
	}
	out := fval{s: a.s + b.s, dyn: a.dyn || b.dyn, lead: a.lead}
	if !a.dyn {
		out.lead = a.s + b.lead
	}
	return out
}

// fact is what a call does with its operands.
type fact uint8

const (
	fShell      fact = iota + 1 // the operand is a shell command line (a list: an argument vector)
	fArgv                       // the operands from arg on, lists spread, are an argument vector
	fProgArgs                   // the operand is a program, the next one its arguments as one line (C#'s Process.Start)
	fDelete                     // the operand is a file deleted
	fDeleteTree                 // the operand is a tree deleted
	fDeleteIf                   // the operand is deleted, with its tree where a later operand is true
	fRun                        // the operand is a Command built up (compiled.go's builder), run
	fServe                      // the operand is a directory a file server hands to whoever connects (read whole, sent)
	fServeFile                  // the operand is a file sent to whoever asks; one named by the request (a path only known when it runs) is its directory's whole tree
)

// frule is one call of a language's table.
type frule struct {
	name string // "|"-separated names: "File.rm_rf!", "#deleteDir" (a method of any receiver)
	do   fact
	arg  int // the operand: a positional argument, or -1 for the receiver
	// ex are "SNIPPET => FACT" and "SNIPPET !> FACT" lines, as rule's.
	ex string
}

func (r *frule) named(n string) bool {
	for a := range strings.SplitSeq(r.name, "|") {
		if a == n {
			return true
		}
	}
	return false
}

func (r *frule) call() string {
	n, _, _ := strings.Cut(r.name, "|")
	return n
}

// ftable is a foreign language's table.
func ftable(l Lang) []frule {
	switch l {
	case Elixir:
		return elixirRules[:]
	case Groovy:
		return groovyRules[:]
	case Kotlin:
		return kotlinRules[:]
	case Scala:
		return scalaRules[:]
	case Swift:
		return swiftRules[:]
	case CSharp:
		return csharpRules[:]
	case Go:
		return goRules[:]
	case Java:
		return javaRules[:]
	case Rust:
		return rustRules[:]
	case C:
		return cRules[:]
	case Dart:
		return dartRules[:]
	case Haskell:
		return haskellRules[:]
	case Zig:
		return zigRules[:]
	case Clojure:
		return clojureRules[:]
	case Racket:
		return racketRules[:]
	case Scheme:
		return schemeRules[:]
	case Lisp:
		return lispRules[:]
	}
	return nil
}

// fruleFor finds the rule of a call: by its whole name, then as a method of any receiver.
func fruleFor(l Lang, name string, method bool) *frule {
	t := ftable(l)
	if !method {
		for i := range t {
			if t[i].named(name) {
				return &t[i]
			}
		}
	}
	last := strings.TrimPrefix(name, "#")
	if i := strings.LastIndexByte(last, '.'); i >= 0 {
		last = last[i+1:]
	}
	for i := range t {
		if t[i].named("#" + last) {
			return &t[i]
		}
	}
	return nil
}

// applyFrule adds the facts of a call given its receiver (or nil) and arguments.
func applyFrule(r *frule, recv *fval, args []fval, out *Facts) {
	op := func(i int) (fval, bool) {
		if i < 0 {
			if recv == nil {
				return fval{}, false
			}
			return *recv, true
		}
		if i < len(args) {
			return args[i], true
		}
		return fval{}, false
	}
	v, ok := op(r.arg)
	if !ok {
		return
	}
	switch r.do {
	case fShell:
		if v.isList {
			out.add(argvFact(v.list, r.call()))
			return
		}
		out.add(Fact{Kind: Shell, Text: v.s, Dyn: v.dyn, Lead: v.lead, Call: r.call()})
	case fArgv:
		var items []fval
		if r.arg < 0 {
			items = append(items, v)
		}
		items = append(items, args[min(max(r.arg, 0), len(args)):]...)
		if len(items) == 1 && !items[0].isList {
			// one string: a command line (babashka's shell splits it; elsewhere it errs
			// towards reading)
			out.add(Fact{Kind: Shell, Text: items[0].s, Dyn: items[0].dyn, Lead: items[0].lead, Call: r.call()})
			return
		}
		out.add(argvFact(spread(items), r.call()))
	case fRun:
		if v.cmd {
			out.add(argvFact(v.list, r.call()))
		}
	case fProgArgs:
		f := argvFact([]fval{v}, r.call())
		if a, ok := op(r.arg + 1); ok && !a.isList {
			f.Text += " " + a.s
			f.Dyn = f.Dyn || a.dyn
		}
		out.add(f)
	case fServe, fServeFile:
		served(r, v, out)
	case fDelete, fDeleteTree, fDeleteIf:
		tree := r.do == fDeleteTree
		if r.do == fDeleteIf {
			for _, a := range args[min(max(r.arg+1, 0), len(args)):] {
				tree = tree || a.truth
			}
		}
		for _, p := range spread([]fval{v}) {
			text := p.s
			if p.dyn && p.lead == "" {
				text = "" // a path only known when the code runs
			}
			out.add(Fact{Kind: Delete, Text: text, Dyn: p.dyn, Lead: p.lead, Tree: tree, Call: r.call()})
		}
	}
}

// served adds what a file server hands out: a directory's tree, a file, or, where the file is
// named by the request ("." + r.URL.Path), the tree below the part of its path that is known.
// A root not known at all (an embedded file system) serves nothing the reading can say.
func served(r *frule, v fval, out *Facts) {
	if v.isList || v.dyn && v.lead == "" && r.do == fServe {
		return
	}
	f := Fact{Kind: Read, To: Sent, Text: v.s, Tree: r.do == fServe, Call: r.call()}
	if v.dyn {
		f.Text, f.Tree = servedDir(v.lead), true
	}
	out.add(f)
}

// servedDir is the directory a request's path is taken below: the known text before it
// ("./static" + r.URL.Path, "public/" + name), "" and "./" being the current directory.
func servedDir(lead string) string {
	d := strings.TrimRight(lead, "/")
	switch {
	case d == "" && strings.HasPrefix(lead, "/"):
		return "/"
	case d == "" || d == ".":
		return "."
	}
	return d
}

// spread flattens lists one level into their items.
func spread(vs []fval) []fval {
	var out []fval
	for _, v := range vs {
		if v.isList {
			out = append(out, v.list...)
			continue
		}
		out = append(out, v)
	}
	return untilNull(out)
}

// untilNull is an argument vector up to C's NULL that ends it.
func untilNull(vs []fval) []fval {
	for i, v := range vs {
		if v.null {
			return vs[:i]
		}
	}
	return vs
}

// argvFact joins an argument vector as a shell command line.
func argvFact(items []fval, call string) Fact {
	items = untilNull(items)
	var b strings.Builder
	dyn := false
	for i, it := range items {
		if i > 0 {
			b.WriteByte(' ')
		}
		if it.dyn && !it.isList && strings.Contains(it.s, HoleVar) {
			// "rm -rf $dir": the known parts stay, each unknown one a parameter, in double
			// quotes so that sh -c still reads the command around them
			b.WriteString(dquoteHoles(it.s))
			dyn = true
			continue
		}
		if it.dyn || it.isList {
			b.WriteString(`"` + HoleVar + `"`)
			dyn = true
			continue
		}
		b.WriteString(shellQuote(it.s))
	}
	return Fact{Kind: Shell, Text: b.String(), Dyn: dyn, Call: call}
}

// dquoteHoles double-quotes text whose unknown parts stand as HoleVar, escaping the rest.
func dquoteHoles(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i, part := range strings.Split(s, HoleVar) {
		if i > 0 {
			b.WriteString(HoleVar)
		}
		for j := 0; j < len(part); j++ {
			if c := part[j]; c == '"' || c == '\\' || c == '$' || c == '`' {
				b.WriteByte('\\')
			}
			b.WriteByte(part[j])
		}
	}
	b.WriteByte('"')
	return b.String()
}
