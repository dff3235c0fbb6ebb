package rules

import (
	"strings"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
)

// A rule of the event's group costs a compile (~25 µs) whether or not the event can make it
// hold. A rule the loader already compiled (guards.UserRule.Checked: its layer came from the
// signed configuration cache, or was just checked) is compiled only when a call needs it: when
// the event carries the fields it reads. A rule on what a command writes (`any(paths, ...)`)
// need not be compiled for a command that writes nothing, nor a rule on the prompt for a Stop.
//
// "Does not carry" is decided soundly, never by guess: the rule's condition is parsed (a tenth
// of a compile) and proven to evaluate to false, without an error, whenever some set of fields
// is empty; only then, and only in an event where every field of that set is empty, is the
// rule skipped. Anything the proof does not understand is compiled and run as before, so a
// skipped rule is one that would have answered "no" had it run.

// field is one of the event's fields that an event may leave empty, as a bit.
type field uint16

const (
	fCommand field = 1 << iota
	fCommands
	fFiles
	fPaths
	fReads
	fPrompt
	fAgent
	fStopActive
)

// stringFields and listFields are the fields by their name in the rule language.
var (
	stringFields = map[string]field{"command": fCommand, "prompt": fPrompt, "agent": fAgent}
	listFields   = map[string]field{"commands": fCommands, "files": fFiles, "paths": fPaths, "reads": fReads}
)

// envNames are the environment's other fields, which every event fills.
var envNames = map[string]bool{"stop_active": true, "runner": true, "group": true, "tool": true, "event": true, "cwd": true, "root": true, "home": true}

// emptyFields is the set of fields env leaves empty.
func emptyFields(e *Env) field {
	var f field
	set := func(empty bool, b field) {
		if empty {
			f |= b
		}
	}
	set(e.Command == "", fCommand)
	set(len(e.Commands) == 0, fCommands)
	set(len(e.Files) == 0, fFiles)
	set(len(e.Paths) == 0, fPaths)
	set(len(e.Reads) == 0, fReads)
	set(e.Prompt == "", fPrompt)
	set(e.Agent == "", fAgent)
	set(!e.StopActive, fStopActive)
	return f
}

// fieldNames are every name a proof can start from: a condition that names none of them is
// compiled without being parsed for a proof.
var fieldNames = [...]string{"command", "prompt", "agent", "paths", "files", "reads", "stop_active"}

// Proofs is what the loader keeps with a checked rule: its falsifiers, as the cache stores
// them. It parses the condition; call it once per change of the rule, not per call.
func Proofs(when string) []uint16 {
	fs := falsifiers(when)
	out := make([]uint16, len(fs))
	for i, f := range fs {
		out[i] = uint16(f)
	}
	return out
}

// falsifiers parses a condition and returns the sets of fields such that, when every field of
// one set is empty, the condition is false and raises no error. Nil: no proof (always run).
func falsifiers(when string) []field {
	named := false
	for _, n := range fieldNames {
		if strings.Contains(when, n) {
			named = true
			break
		}
	}
	if !named {
		return nil
	}
	tree, err := parser.Parse(when)
	if err != nil {
		return nil
	}
	return falseWhen(tree.Node)
}

// maxSets bounds the sets an `or` multiplies out.
const maxSets = 16

// falseWhen is the proof, by the condition's shape.
func falseWhen(n ast.Node) []field {
	switch x := n.(type) {
	case *ast.BinaryNode:
		return falseWhenBinary(x)
	case *ast.BuiltinNode:
		// any and one over an empty list are false, and their predicate never runs.
		if (x.Name == "any" || x.Name == "one") && len(x.Arguments) == 2 {
			if f, ok := listField(x.Arguments[0]); ok {
				return []field{f}
			}
		}
	case *ast.CallNode:
		return falseWhenCall(x)
	case *ast.IdentifierNode:
		if x.Value == "stop_active" {
			return []field{fStopActive}
		}
	}
	return nil
}

// falseWhenBinary proves the operators: logic by its sides, comparisons of an empty field
// with a literal.
func falseWhenBinary(x *ast.BinaryNode) []field {
	switch x.Operator {
	case "&&", "and":
		// Short-circuit: a false left side is enough. A false right side is enough only when
		// the left side cannot raise an error first.
		out := falseWhen(x.Left)
		if errorFree(x.Left) {
			out = append(out, falseWhen(x.Right)...)
		}
		return out
	case "||", "or":
		var out []field
		for _, a := range falseWhen(x.Left) {
			for _, b := range falseWhen(x.Right) {
				if len(out) < maxSets {
					out = append(out, a|b)
				}
			}
		}
		return out
	case "contains", "startsWith", "endsWith":
		// "" contains (starts, ends with) only "".
		if f, ok := stringField(x.Left); ok && nonEmptyString(x.Right) {
			return []field{f}
		}
	case "matches":
		if f, ok := stringField(x.Left); ok {
			if s, ok := x.Right.(*ast.StringNode); ok && !matchesEmpty(s.Value) {
				return []field{f}
			}
		}
	case "==":
		return falseWhenEqual(x)
	case "in":
		// Nothing is in an empty list; the left side is evaluated first, so it must not fail.
		if f, ok := listField(x.Right); ok && errorFree(x.Left) {
			return []field{f}
		}
	case ">":
		// len(empty) > n, for n >= 0.
		if f, ok := lenOfField(x.Left); ok {
			if k, ok := x.Right.(*ast.IntegerNode); ok && k.Value >= 0 {
				return []field{f}
			}
		}
	}
	return nil
}

// falseWhenEqual: an empty string is no non-empty literal, and stop_active false is not true.
func falseWhenEqual(x *ast.BinaryNode) []field {
	if f, ok := stringField(x.Left); ok && nonEmptyString(x.Right) {
		return []field{f}
	}
	if f, ok := stringField(x.Right); ok && nonEmptyString(x.Left) {
		return []field{f}
	}
	if isStopActive(x.Left) && isTrue(x.Right) || isStopActive(x.Right) && isTrue(x.Left) {
		return []field{fStopActive}
	}
	return nil
}

// falseWhenCall: regex(re, "") and glob(pattern, "") with a constant pattern, answered by the
// helpers themselves.
func falseWhenCall(x *ast.CallNode) []field {
	id, ok := x.Callee.(*ast.IdentifierNode)
	if !ok || len(x.Arguments) != 2 {
		return nil
	}
	pat, ok := x.Arguments[0].(*ast.StringNode)
	f, isField := stringField(x.Arguments[1])
	if !ok || !isField {
		return nil
	}
	switch id.Value {
	case "regex":
		if validRegexp(pat.Value) && !matchesEmpty(pat.Value) {
			return []field{f}
		}
	case "glob":
		if !Glob(pat.Value, "") {
			return []field{f}
		}
	}
	return nil
}

// errorFree reports the nodes that cannot raise an error when evaluated (given the rule
// compiled, so types agree): literals, fields, comparisons and logic of such, predicates over
// them, a struct field of the predicate's element. Index expressions, calls that may fail and
// all else are not.
func errorFree(n ast.Node) bool {
	switch x := n.(type) {
	case *ast.StringNode, *ast.BoolNode, *ast.IntegerNode, *ast.FloatNode, *ast.NilNode, *ast.PointerNode:
		return true
	case *ast.IdentifierNode:
		// A field of the environment; a name that is none is a variable (let), not proven.
		_, s := stringFields[x.Value]
		_, l := listFields[x.Value]
		return s || l || envNames[x.Value]
	case *ast.UnaryNode:
		return (x.Operator == "!" || x.Operator == "not") && errorFree(x.Node)
	case *ast.BinaryNode:
		switch x.Operator {
		case "&&", "and", "||", "or", "==", "!=", "contains", "startsWith", "endsWith", "in":
			return errorFree(x.Left) && errorFree(x.Right)
		case "matches":
			s, ok := x.Right.(*ast.StringNode)
			return ok && errorFree(x.Left) && validRegexp(s.Value)
		}
	case *ast.BuiltinNode:
		switch x.Name {
		case "any", "all", "none", "one", "len":
			for _, a := range x.Arguments {
				if !errorFree(a) {
					return false
				}
			}
			return true
		}
	case *ast.PredicateNode:
		return errorFree(x.Node)
	case *ast.MemberNode:
		_, onElem := x.Node.(*ast.PointerNode)
		_, named := x.Property.(*ast.StringNode)
		return onElem && named && !x.Method
	case *ast.ArrayNode:
		for _, a := range x.Nodes {
			if !errorFree(a) {
				return false
			}
		}
		return true
	case *ast.CallNode:
		id, ok := x.Callee.(*ast.IdentifierNode)
		if !ok || len(x.Arguments) != 2 || !errorFree(x.Arguments[0]) || !errorFree(x.Arguments[1]) {
			return false
		}
		switch id.Value {
		case "glob", "inside":
			return true
		case "regex":
			s, ok := x.Arguments[0].(*ast.StringNode)
			return ok && validRegexp(s.Value)
		}
	}
	return false
}

func stringField(n ast.Node) (field, bool) {
	id, ok := n.(*ast.IdentifierNode)
	if !ok {
		return 0, false
	}
	f, ok := stringFields[id.Value]
	return f, ok
}

func listField(n ast.Node) (field, bool) {
	id, ok := n.(*ast.IdentifierNode)
	if !ok {
		return 0, false
	}
	f, ok := listFields[id.Value]
	return f, ok
}

func lenOfField(n ast.Node) (field, bool) {
	b, ok := n.(*ast.BuiltinNode)
	if !ok || b.Name != "len" || len(b.Arguments) != 1 {
		return 0, false
	}
	if f, ok := listField(b.Arguments[0]); ok {
		return f, true
	}
	return stringField(b.Arguments[0])
}

func nonEmptyString(n ast.Node) bool {
	s, ok := n.(*ast.StringNode)
	return ok && s.Value != ""
}

func isStopActive(n ast.Node) bool {
	id, ok := n.(*ast.IdentifierNode)
	return ok && id.Value == "stop_active"
}

func isTrue(n ast.Node) bool {
	b, ok := n.(*ast.BoolNode)
	return ok && b.Value
}

func validRegexp(p string) bool {
	_, err := cachedRegexp(p)
	return err == nil
}

// matchesEmpty reports whether the pattern matches "" (an invalid one counts as matching: no
// proof is drawn from it).
func matchesEmpty(p string) bool {
	re, err := cachedRegexp(p)
	return err != nil || re.MatchString("")
}
