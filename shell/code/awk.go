package code

// awkProgram reads an awk program: pattern-action pairs whose statements print (to the
// terminal, to a file, to a command), run commands and read files.
func (e *eval) awkProgram() {
	for !e.eof() {
		if e.tick() {
			return
		}
		t := e.peek()
		start := e.i
		switch {
		case t.k == tOp && (t.s == "{" || t.s == "}" || t.s == ";" || t.s == ","):
			e.i++
		case t.k == tIdent && e.awkKeyword(t.s):
		default:
			e.exprStmt()
		}
		if e.i == start {
			e.i++
		}
	}
}

func (e *eval) awkKeyword(s string) bool {
	switch s {
	case "BEGIN", "END", "BEGINFILE", "ENDFILE", "else", "do", "next", "nextfile", "break", "continue":
		e.i++
		return true
	case "print", "printf":
		e.i++
		e.awkPrint()
		return true
	case "getline":
		e.awkGetline()
		return true
	case "function", "func":
		return e.funcDecl(true)
	case "for":
		e.i++
		if !e.accept("(") {
			return true
		}
		if e.parenHasWord("in") && !e.parenHas(";") {
			name := e.peek().s
			e.i += 2
			it := e.expr()
			e.accept(")")
			x := elemOf(it)
			if it.k == vObj && it.ref == "env" {
				x = val{k: vUnknown, t: taint{keys: true}}
			}
			e.bind(name, x)
		}
		return true
	case "if", "while", "return", "exit", "delete":
		return e.condition()
	}
	return false
}

// awkGetline reads `getline [var] [< file]` where it stands, as a statement or inside a
// condition (`while ((getline l < f) > 0)`). What it reads from a file is that file's content
// in the variable, or in $0 and the fields without one, so printing it shows the file.
func (e *eval) awkGetline() val {
	e.i++
	name := "$0"
	if n := e.peek(); n.k == tIdent && !n.nl && !awkStops(n.s) {
		name = n.s
		e.i++
	} else if n.k == tOp && n.s == "$" && !n.nl {
		e.i++
		e.awkOperand()
	}
	if e.accept("<") {
		f := e.awkOperand()
		e.pathFact(Fact{Kind: Read, Call: "getline <"}, f)
		c := contentOf(f)
		if old, ok := e.vars[name]; ok {
			c.t = c.t.with(old.t)
		}
		e.bind(name, c)
	}
	return val{k: vNum, num: "1"}
}

// awkStops are the words that end a bare getline rather than name its variable.
func awkStops(s string) bool {
	switch s {
	case "in", "if", "else", "while", "for", "do", "print", "printf", "next", "exit", "return", "delete", "getline":
		return true
	}
	return false
}

// parenHasWord reports whether the parenthesis just opened holds the word w at its level.
func (e *eval) parenHasWord(w string) bool {
	depth := 0
	for j := e.i; j < len(e.toks); j++ {
		t := e.toks[j]
		if t.k == tOp && (t.s == "(" || t.s == "[") {
			depth++
		}
		if t.k == tOp && (t.s == ")" || t.s == "]") {
			if depth == 0 {
				return false
			}
			depth--
		}
		if depth == 0 && t.k == tIdent && t.s == w {
			return true
		}
	}
	return false
}

// awkPrint reads print's arguments and where they go: the terminal, > file, >> file, | cmd.
func (e *eval) awkPrint() {
	e.noGT = true
	var args []val
	for !e.eof() {
		t := e.peek()
		if t.nl || t.k == tOp && (t.s == ";" || t.s == "}" || t.s == ">" || t.s == ">>" || t.s == "|") {
			break
		}
		if t.k == tOp && t.s == "," {
			e.i++
			continue
		}
		st := e.i
		v := e.expr()
		if v.k == vList && v.elem == nil {
			args = append(args, v.items...)
		} else {
			args = append(args, v)
		}
		if e.i == st {
			break
		}
	}
	e.noGT = false
	t := e.peek()
	if t.k == tOp && (t.s == ">" || t.s == ">>" || t.s == "|") && !t.nl {
		e.i++
		target := e.awkOperand()
		switch t.s {
		case "|":
			e.shellFact(target, "print |")
			if stdinShell(target) {
				// what is printed to a shell is its script
				e.shellFact(joinVals(args, " "), "print | sh")
			}
			return
		default:
			if s, ok := target.lit(); ok && (s == "/dev/stderr" || s == "/dev/stdout" || s == "/dev/tty") {
				break
			}
			e.pathFact(Fact{Kind: Write, Keep: t.s == ">>", Call: "print " + t.s}, target)
			for _, a := range args {
				e.sink(a, Saved, "print >")
			}
			return
		}
	}
	if len(args) == 0 {
		e.out.add(Fact{Kind: Read, Text: "-", To: Shown, Call: "print"})
		e.sink(e.vars["$0"], Shown, "print")
		return
	}
	for _, a := range args {
		e.sink(a, Shown, "print")
	}
}

// awkOperand reads the target of a redirection: a concatenation without comparisons.
func (e *eval) awkOperand() val {
	e.noGT = true
	v := e.expr()
	e.noGT = false
	return v
}

// awkJuxtapose reports two awk operands side by side: their concatenation.
func (e *eval) awkJuxtapose(t tok) (string, int) {
	if t.nl {
		return "", 0
	}
	switch t.k {
	case tStr, tNum:
		return "concat", 0
	case tIdent:
		switch t.s {
		case "in", "getline", "if", "else", "while", "for", "do", "print", "printf", "next", "exit", "return", "delete", "function", "BEGIN", "END":
			return "", 0
		}
		return "concat", 0
	case tOp:
		if t.s == "$" || t.s == "(" && t.sp {
			return "concat", 0
		}
	}
	return "", 0
}
