package shell

import (
	"path"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/hookguard/hookguard/shell/spec"
)

// A command that a file test lets run only where its path is absent (`test -f .env || cp
// .env.example .env`, `[ ! -e .env ] && cp ...`, `if [ ! -f .env ]; then cp ...; fi`) cannot
// replace that file: where it runs, nothing is there. Its writes of that path are listed as
// keeping what is there (Keep), as a no-clobber copy's are. This holds whatever is on disk
// now, so it is never evaluated at hook time: a file that exists now may be gone when the
// line runs, and the test says what then runs. Only the statement right after the test is
// judged so, and only when it is one plain command that the test's path names (its own
// writes, not those of a wrapper's inner command, find's -exec or a script it runs, which may
// write the path first). -d, -L and the other tests say nothing of absence (a file is not a
// directory), nor do compound tests (-a, -o), a path only known when it runs, or a test or [
// that a function or an alias of the line replaces.

// fileTest reports a statement that is one file test of a literal path: the path,
// absolute, and whether the test succeeds where something is there (present) or where
// nothing is.
func (w *walker) fileTest(s *syntax.Stmt) (p string, present, ok bool) {
	if s == nil || s.Background || s.Coprocess || w.remote || !toNull(s.Redirs) {
		return "", false, false
	}
	var op, arg string
	neg := s.Negated
	switch x := s.Cmd.(type) {
	case *syntax.CallExpr:
		op, arg, ok = w.testCall(x, &neg)
	case *syntax.TestClause:
		op, arg, ok = testClause(x.X, &neg)
	}
	// A path the test reads otherwise than the write's cleaned name does (.env/ is no
	// regular file where .env is one; a/../.env fails where a is missing) says nothing.
	if !ok || path.Clean(arg) != strings.TrimPrefix(arg, "./") || w.cwd == "" && !strings.HasPrefix(arg, "/") {
		return "", false, false
	}
	switch op {
	case "-e", "-f", "-s":
	default:
		return "", false, false
	}
	return absJoin(arg, w.cwd), !neg, true
}

// testCall reads `test [!] OP PATH` and `[ [!] OP PATH ]`, where test and [ are the builtins.
func (w *walker) testCall(x *syntax.CallExpr, neg *bool) (op, arg string, ok bool) {
	if len(x.Assigns) > 0 || len(x.Args) < 3 || len(x.Args) > 5 {
		return "", "", false
	}
	if name := x.Args[0].Lit(); name != "test" && name != "[" {
		return "", "", false // most chains start with another command: nothing more to read
	}
	words := make([]string, 0, len(x.Args))
	for _, a := range x.Args {
		s, ok := plainLit(a)
		if !ok {
			return "", "", false
		}
		words = append(words, s)
	}
	name := words[0]
	if _, ok := w.funcs.m[name]; ok || w.env != nil && w.env.aliases[name] != "" {
		return "", "", false
	}
	switch {
	case name == "[" && words[len(words)-1] == "]":
		words = words[1 : len(words)-1]
	case name == "test":
		words = words[1:]
	default:
		return "", "", false
	}
	if len(words) == 3 && words[0] == "!" {
		*neg = !*neg
		words = words[1:]
	}
	if len(words) != 2 {
		return "", "", false
	}
	return words[0], words[1], true
}

// testClause reads `[[ [!] OP PATH ]]`.
func testClause(x syntax.TestExpr, neg *bool) (op, arg string, ok bool) {
	u, isUnary := x.(*syntax.UnaryTest)
	if isUnary && u.Op == syntax.TsNot {
		*neg = !*neg
		u, isUnary = u.X.(*syntax.UnaryTest)
	}
	if !isUnary {
		return "", "", false
	}
	w, isWord := u.X.(*syntax.Word)
	if !isWord {
		return "", "", false
	}
	s, ok := plainLit(w)
	if !ok {
		return "", "", false
	}
	switch u.Op {
	case syntax.TsExists:
		return "-e", s, true
	case syntax.TsRegFile:
		return "-f", s, true
	case syntax.TsNoEmpty:
		return "-s", s, true
	}
	return "", "", false
}

// plainLit is a word's value where it is literal text the shell neither expands nor
// matches: no parameter, substitution, tilde, pattern or escape.
func plainLit(w *syntax.Word) (string, bool) {
	var b strings.Builder
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.Lit:
			if strings.ContainsAny(x.Value, "*?[\\~") && x.Value != "[" {
				return "", false
			}
			b.WriteString(x.Value)
		case *syntax.SglQuoted:
			if x.Dollar {
				return "", false
			}
			b.WriteString(x.Value)
		case *syntax.DblQuoted:
			for _, q := range x.Parts {
				l, ok := q.(*syntax.Lit)
				if !ok || strings.ContainsAny(l.Value, "\\$`") {
					return "", false
				}
				b.WriteString(l.Value)
			}
		default:
			return "", false
		}
	}
	return b.String(), b.Len() > 0
}

// absentThen walks s, which runs only where nothing is at p (absent, "" where no test says
// so): its own command, where it is one plain command, is listed with p absent.
func (w *walker) absentThen(s *syntax.Stmt, absent string) (string, bool) {
	if absent == "" || !plainCall(s) {
		return w.stmt(s)
	}
	w.absent, w.absentVia = absent, w.via
	defer func() { w.absent, w.absentVia = "", nil }()
	return w.stmt(s)
}

// takeAbsent gives c, the first command listed since a file test said p is absent, that
// path, where c is the statement's own command (not a wrapper's inner one, nor one find or
// xargs runs).
func (w *walker) takeAbsent(c *Command) {
	if c.Outer == nil && slices.Equal(c.Via, w.absentVia) {
		c.absent = w.absent
	}
	w.absent, w.absentVia = "", nil
}

// keepAbsent marks c's plain writes of the path a file test said is absent where it runs
// as keeping what is there: nothing.
func (c *Command) keepAbsent(out []spec.Effect) {
	for i := range out {
		e := &out[i]
		if e.Kind == spec.Write && e.Path.Abs == c.absent && !e.Path.Dyn && !e.Path.Found && !e.Path.Glob() && !e.Remote {
			e.Keep = true
		}
	}
}

// toNull reports redirects that cannot fail: any descriptor sent to /dev/null (test -f x
// 2>/dev/null, &>/dev/null, </dev/null), a copy of one already sent there (>/dev/null 2>&1),
// a close (2>&-). A redirect that fails makes the test fail without looking at its path: a
// file that may be missing, or a copy of a descriptor the line may have closed (2>&1 after
// exec >&-), lets the write run where the path is there.
func toNull(rs []*syntax.Redirect) bool {
	var null [10]bool // the descriptors the redirects so far sent to /dev/null
	for _, r := range rs {
		t, ok := plainLit(r.Word)
		fd := redirFd(r)
		if !ok || fd < 0 {
			return false
		}
		switch r.Op {
		case syntax.RdrOut, syntax.AppOut, syntax.ClbOut, syntax.RdrIn, syntax.RdrInOut:
			if t != "/dev/null" {
				return false
			}
			null[fd] = true
		case syntax.RdrAll, syntax.AppAll:
			if t != "/dev/null" {
				return false
			}
			null[1], null[2] = true, true
		case syntax.DplOut, syntax.DplIn:
			switch {
			case t == "-":
				null[fd] = false // closing one cannot fail
			case t == "/dev/null" && r.Op == syntax.DplOut && r.N == nil:
				null[1], null[2] = true, true // >&FILE is &>FILE
			case len(t) == 1 && t[0] >= '0' && t[0] <= '9' && null[t[0]-'0']:
				null[fd] = true
			default:
				return false
			}
		default:
			return false
		}
	}
	return true
}

// redirFd is the descriptor a redirect sets: its number, or the operator's own (0 for input,
// 1 for output); -1 for one above 9 or named ({fd}>x).
func redirFd(r *syntax.Redirect) int {
	if r.N != nil {
		if len(r.N.Value) != 1 || r.N.Value[0] < '0' || r.N.Value[0] > '9' {
			return -1
		}
		return int(r.N.Value[0] - '0')
	}
	switch r.Op {
	case syntax.RdrIn, syntax.RdrInOut, syntax.DplIn:
		return 0
	}
	return 1
}
