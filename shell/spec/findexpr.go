package spec

import (
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// find's expression, evaluated the way find evaluates it, to say what its deleting actions
// (-delete, -exec and kin) may select. A test narrows an action only where find must have
// found it true before it reaches the action: a test after the action (`-delete -name x`), on
// the other side of -o (`-name x -o -delete`), or under ! (`! -name z`) narrows nothing.

// findNode is one node of the expression tree: an operator ("and", "or", ",", "!") over its
// kids, or a primary (a test, an action or an option) with its argument.
type findNode struct {
	op   string
	kids []*findNode
	arg  string
	dyn  bool
	at   int // the word an action of the -exec family stands at
}

// findArgs are the primaries that take one argument (-fprintf takes two; the -exec family
// runs to its terminator).
var findArgs = [...]string{"-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex",
	"-newer", "-anewer", "-cnewer", "-mmin", "-mtime", "-amin", "-atime", "-cmin", "-ctime", "-size", "-user", "-group",
	"-inum", "-samefile", "-links", "-perm", "-lname", "-ilname", "-uid", "-gid", "-type", "-xtype", "-fstype",
	"-used", "-context", "-maxdepth", "-mindepth", "-printf", "-fprint", "-fprint0", "-fls", "-regextype",
	"-files0-from", "-newermt", "-newerat", "-newerct", "-newermm", "-newerBt"}

type findParser struct {
	w []Word
	i int
}

func (p *findParser) peek() string {
	if p.i < len(p.w) {
		return p.w[p.i].S
	}
	return ""
}

func (p *findParser) comma() *findNode {
	n := p.or()
	for p.peek() == "," {
		p.i++
		n = &findNode{op: ",", kids: []*findNode{n, p.or()}}
	}
	return n
}

func (p *findParser) or() *findNode {
	n := p.and()
	for s := p.peek(); s == "-o" || s == "-or"; s = p.peek() {
		p.i++
		n = &findNode{op: "or", kids: []*findNode{n, p.and()}}
	}
	return n
}

func (p *findParser) and() *findNode {
	n := p.unary()
	for {
		switch s := p.peek(); s {
		case "", ")", ",", "-o", "-or":
			return n
		case "-a", "-and":
			p.i++
		}
		n = &findNode{op: "and", kids: []*findNode{n, p.unary()}}
	}
}

func (p *findParser) unary() *findNode {
	if p.i >= len(p.w) {
		return &findNode{op: "-true"}
	}
	w := p.w[p.i]
	p.i++
	switch w.S {
	case ",", ")", "and", "or":
		// An operator where a test should stand (find , x; find . and), or a word spelled like
		// this tree's own operators: find refuses the expression and runs nothing, and a node
		// named so would be walked as the operator with no operands.
		return &findNode{op: "-true"}
	case "!", "-not":
		return &findNode{op: "!", kids: []*findNode{p.unary()}}
	case "(":
		n := p.comma()
		if p.peek() == ")" {
			p.i++
		}
		return n
	case "-exec", "-execdir", "-ok", "-okdir":
		text := func(i int) string { return p.w[i].S }
		at := p.i - 1
		p.i = FindExecEnd(len(p.w), text, at) + 1
		return &findNode{op: w.S, at: at}
	case "-fprintf":
		p.i += 2
		return &findNode{op: w.S}
	}
	for _, a := range findArgs {
		if w.S == a && p.i < len(p.w) {
			p.i++
			return &findNode{op: w.S, arg: p.w[p.i-1].S, dyn: p.w[p.i-1].Dyn}
		}
	}
	return &findNode{op: w.S}
}

// findSel is what one deleting action may select: the tests find found true on the way to it.
type findSel struct {
	tests []*findNode
	at    int // the action's word, for the -exec family
}

// findActions walks n with the tests known true when it is evaluated (req) and appends, for
// each deleting action, what it may select.
func findActions(n *findNode, req []*findNode, out *[]findSel) {
	switch n.op {
	case "and":
		findActions(n.kids[0], req, out)
		findActions(n.kids[1], append(append([]*findNode(nil), req...), findTrue(n.kids[0])...), out)
	case "or", ",":
		// The right of -o runs where the left was false: nothing positive is known of it.
		findActions(n.kids[0], req, out)
		findActions(n.kids[1], req, out)
	case "!":
		findActions(n.kids[0], req, out)
	case "-delete", "-exec", "-execdir", "-ok", "-okdir":
		*out = append(*out, findSel{tests: req, at: n.at})
	}
}

// findTrue are the tests that hold wherever n evaluated to true.
func findTrue(n *findNode) []*findNode {
	switch n.op {
	case "and":
		return append(findTrue(n.kids[0]), findTrue(n.kids[1])...)
	case "or", ",", "!":
		return nil
	}
	return []*findNode{n}
}

// narrows reports whether a test known true keeps some entries out: a start path itself
// among them.
func (t *findNode) narrows() bool {
	switch t.op {
	case "-empty", "-type", "-xtype":
		return t.op == "-empty"
	}
	for _, s := range findTests {
		if t.op == s {
			return t.dyn || strings.Trim(t.arg, "*.") != "" && t.arg != ".*"
		}
	}
	return false
}

// gitNames are names of a repository's own entries: .git and what is inside it, a loose
// object directory and file and a pack among them.
var gitNames = [...]string{".git", "HEAD", "config", "index", "objects", "refs", "packed-refs", "logs", "heads",
	"pack", "ab", "0123456789abcdef0123456789abcdef012345", "pack-0123456789abcdef.pack", "ORIG_HEAD", "main", "master"}

// findMayGit reports whether a deleting action of find started at start may select the
// repository at start/.git or something inside it. A test only keeps .git out when no
// spelling of a repository entry passes it; a -maxdepth 0 keeps everything below out.
func findMayGit(start string, sel findSel, words []Word) bool {
	for i, w := range words {
		if i+1 >= len(words) {
			break
		}
		n, err := strconv.Atoi(words[i+1].S)
		// .git is at depth 1, its objects at 3: only a deep minimum keeps them out.
		if err == nil && (w.S == "-maxdepth" && n == 0 || w.S == "-mindepth" && n > 3) {
			return false
		}
	}
	for _, t := range sel.tests {
		if t.dyn {
			continue
		}
		switch t.op {
		case "-name", "-iname":
			if !findAnyName(t.op == "-iname", t.arg) {
				return false
			}
		case "-path", "-ipath", "-wholename", "-iwholename":
			fold := t.op == "-ipath" || t.op == "-iwholename"
			git := strings.TrimSuffix(start, "/") + "/.git"
			if !findPathMatch(fold, t.arg, git) && !findPathMatch(fold, t.arg, git+"/objects/ab") {
				return false
			}
		case "-empty":
			return false
		}
	}
	return true
}

func findAnyName(fold bool, pattern string) bool {
	for _, n := range gitNames {
		if findPathMatch(fold, pattern, n) {
			return true
		}
	}
	return false
}

// findPathMatch is fnmatch as find calls it: no special slash, no special leading dot.
func findPathMatch(fold bool, pattern, name string) bool {
	if fold {
		pattern, name = strings.ToLower(pattern), strings.ToLower(name)
	}
	pattern = strings.ReplaceAll(pattern, "/", "\x01")
	name = strings.ReplaceAll(name, "/", "\x01")
	return paths.ShellMatch(pattern, name) // [!x] and [[:alpha:]] as fnmatch reads them
}

// findSelection evaluates find's expression (words from its first expression word): whether
// every deleting action is narrowed by a test find found true first, and the actions.
func findSelection(words []Word) (bool, []findSel) {
	p := &findParser{w: words}
	root := p.comma()
	for p.i < len(p.w) { // a stray ")": find refuses it, but judge what follows too
		p.i++
		root = &findNode{op: ",", kids: []*findNode{root, p.comma()}}
	}
	var sels []findSel
	findActions(root, nil, &sels)
	narrowed := len(sels) > 0
	for _, s := range sels {
		ok := false
		for _, t := range s.tests {
			ok = ok || t.narrows()
		}
		narrowed = narrowed && ok
	}
	return narrowed, sels
}

// FindGit are the repositories find's deleting actions may reach (start/.git, for each
// start that holds one), handed on as a tree find selects, so that `find . -mindepth 1
// -delete` or `find . -name .git -exec rm -rf {} +` is judged as deleting .git.
func FindGit(words []Word, c *Call) []Path {
	starts, _ := FindStarts(words, c)
	i := findExprStart(words)
	_, sels := findSelection(words[i:])
	var out []Path
	for _, s := range starts {
		if s.Dyn || s.Abs == "" {
			continue
		}
		g := c.PathOf(Word{S: strings.TrimSuffix(s.Arg, "/") + "/.git"})
		if !c.isDir(g) {
			continue
		}
		for _, sel := range sels {
			if findMayGit(s.Arg, sel, words[i:]) {
				g.Found = true
				out = append(out, g)
				break
			}
		}
	}
	return out
}

// findExprStart is the index of the first word of find's expression: after its leading
// options and start paths.
func findExprStart(words []Word) int {
	i := 0
	for i < len(words) {
		s := words[i].S
		if s == "-D" {
			i += 2
			continue
		}
		if s != "-H" && s != "-L" && s != "-P" && !strings.HasPrefix(s, "-O") {
			break
		}
		i++
	}
	for ; i < len(words); i++ {
		s := words[i].S
		if !words[i].Dyn && (strings.HasPrefix(s, "-") || s == "(" || s == "!" || s == ")" || s == ",") {
			break
		}
	}
	return i
}

// findMinDepth reports a -mindepth that keeps the start paths themselves out.
func findMinDepth(expr []Word) bool {
	for i, w := range expr {
		if w.S == "-mindepth" && i+1 < len(expr) && expr[i+1].S != "0" {
			return true
		}
	}
	return false
}

// findNarrowed gives the start paths (. when none) the name patterns every deleting action
// is selected by, where each has one, and marks them DirsOnly where each tests -type d.
func findNarrowed(starts []Path, c *Call, narrowed bool, expr []Word) []Path {
	if len(starts) == 0 {
		starts = []Path{c.PathOf(Word{S: "."})}
	}
	_, sels := findSelection(expr)
	var names []string
	named, dirs := narrowed, len(sels) > 0
	for _, s := range sels {
		n, d := 0, false
		for _, t := range s.tests {
			if (t.op == "-name" || t.op == "-iname") && !t.dyn {
				names = append(names, namePattern(t.arg, t.op == "-iname"))
				n++
			}
			d = d || t.op == "-type" && t.arg == "d" && !t.dyn
		}
		named, dirs = named && n > 0, dirs && d
	}
	for j := range starts {
		if named {
			starts[j].Match = names
		}
		starts[j].DirsOnly = dirs
	}
	return starts
}
