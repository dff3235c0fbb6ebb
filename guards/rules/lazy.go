package rules

import (
	"encoding/binary"
	"path"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
)

// A rule of the event's group costs a compile (~15-25 µs) whether or not the event can make it
// hold. A rule the loader already compiled (guards.UserRule.Checked: its layer came from the
// signed configuration cache, or was just checked) is compiled only when the event may make it
// hold: a rule on what a command writes (`any(paths, ...)`) need not be compiled for a command
// that writes nothing, nor `any(commands, .name == "kubectl" && ...)` for `ls -la`.
//
// "May not hold" is decided soundly, never by guess. The loader parses the condition once (per
// change of the file) into a proof: a small tree of the tests under which the condition is
// false and raises no error (`command contains "x"` is false when the command does not contain
// x; `A && B` when A is, or when B is and A cannot fail; `A || B` when both are; `any(L, P)`
// when P is for every element). The proof is kept in the cache with the rule, and a call runs
// it against the event, with the very string functions the compiled rule would use; only when
// it cannot show the rule false is the rule compiled and run. A proof knows a few shapes:
// anything else proves nothing, and the rule runs as before.

// proof kinds, as encoded.
const (
	pNone    byte = iota // proves nothing
	pAnd                 // false when any part is
	pOr                  // false when every part is
	pStr                 // member op literal is false: op is contains, startsWith, endsWith, ==
	pRegex               // regex(re, member) or member matches re is false: lits are the expression, then the literals every match contains ('c' or, folded, 'f' before each)
	pGlob                // glob(pattern, member) is false: lits are the pattern, then the runs every match contains ('c' in the value, 'b' in its base name)
	pStrIn               // member in [literals] is false
	pHas                 // literal in list member is false
	pLenGT               // len(member) > n is false
	pStop                // stop_active is false
	pAny                 // any/one(list member, P) is false: P is false for every element
	pMaxKind = pAny
)

// proofNode is a decoded proof.
type proofNode struct {
	kind   byte
	member string // a field of the environment, or of the element ("#" for the element itself)
	op     string
	lits   []string
	n      int
	parts  []*proofNode
}

// Proof parses a rule's condition and encodes its proof, for the loader to keep with a checked
// rule. It never fails: a condition it cannot prove anything of encodes "proves nothing".
func Proof(when string) string {
	var p *proofNode
	if tree, err := parser.Parse(when); err == nil {
		p = prove(tree.Node, scopeEnv)
	}
	if p == nil {
		p = &proofNode{kind: pNone}
	}
	return string(p.encode(nil))
}

// scope says what a name or a member means where the node stands: the environment (top
// level), or a predicate's element of a list of commands, files or strings.
type scope byte

const (
	scopeEnv scope = iota
	scopeCommand
	scopeFile
	scopeString
)

// stringMembers and listMembers are the names a proof reads, by scope. Every one is a plain
// field: reading it cannot fail.
var (
	stringMembers = map[scope][]string{
		scopeEnv:     {"runner", "group", "tool", "event", "cwd", "root", "home", "command", "prompt", "agent"},
		scopeCommand: {"name", "path", "cwd"},
		scopeFile:    {"path", "op", "text"},
	}
	listMembers = map[scope][]string{
		scopeEnv:     {"commands", "files", "paths", "reads"},
		scopeCommand: {"args", "via"},
	}
	// elemScope is the scope of a list's elements.
	elemScope = map[string]scope{"commands": scopeCommand, "files": scopeFile, "paths": scopeString, "reads": scopeString, "args": scopeString, "via": scopeString}
)

// name is the member a node reads in scope s: an identifier at the top level, `.x` or `#.x` in
// a predicate, `#` for a string element.
func name(n ast.Node, s scope) string {
	switch x := n.(type) {
	case *ast.IdentifierNode:
		if s == scopeEnv {
			return x.Value
		}
	case *ast.MemberNode:
		_, onElem := x.Node.(*ast.PointerNode)
		if p, ok := x.Property.(*ast.StringNode); ok && onElem && s != scopeEnv && !x.Method && !x.Optional {
			return p.Value
		}
	case *ast.PointerNode:
		if s == scopeString && x.Name == "" {
			return "#"
		}
	}
	return ""
}

func stringMember(n ast.Node, s scope) (string, bool) {
	m := name(n, s)
	if m == "#" {
		return m, true
	}
	return m, m != "" && slices.Contains(stringMembers[s], m)
}

func listMember(n ast.Node, s scope) (string, bool) {
	m := name(n, s)
	return m, m != "" && slices.Contains(listMembers[s], m)
}

// prove returns the node's proof in scope s, or nil when it proves nothing.
func prove(n ast.Node, s scope) *proofNode {
	switch x := n.(type) {
	case *ast.BinaryNode:
		return proveBinary(x, s)
	case *ast.BuiltinNode:
		// any and one are false when the predicate is for every element (and over no element).
		if (x.Name == "any" || x.Name == "one") && len(x.Arguments) == 2 {
			m, ok := listMember(x.Arguments[0], s)
			pred, isPred := x.Arguments[1].(*ast.PredicateNode)
			if !ok || !isPred {
				return nil
			}
			inner := prove(pred.Node, elemScope[m])
			if inner == nil {
				inner = &proofNode{kind: pNone} // still false over no element at all
			}
			return &proofNode{kind: pAny, member: m, parts: []*proofNode{inner}}
		}
	case *ast.CallNode:
		return proveCall(x, s)
	case *ast.IdentifierNode:
		if s == scopeEnv && x.Value == "stop_active" {
			return &proofNode{kind: pStop}
		}
	}
	return nil
}

func proveBinary(x *ast.BinaryNode, s scope) *proofNode {
	switch x.Operator {
	case "&&", "and":
		// A false left side is enough; a false right side only when the left cannot fail first.
		parts := []*proofNode{prove(x.Left, s)}
		if errorFree(x.Left, s) {
			parts = append(parts, prove(x.Right, s))
		}
		parts = slices.DeleteFunc(parts, func(p *proofNode) bool { return p == nil })
		switch len(parts) {
		case 0:
			return nil
		case 1:
			return parts[0]
		}
		return &proofNode{kind: pAnd, parts: parts}
	case "||", "or":
		l, r := prove(x.Left, s), prove(x.Right, s)
		if l == nil || r == nil {
			return nil
		}
		return &proofNode{kind: pOr, parts: []*proofNode{l, r}}
	case "contains", "startsWith", "endsWith", "==":
		if m, ok := stringMember(x.Left, s); ok {
			if lit, ok := x.Right.(*ast.StringNode); ok {
				return &proofNode{kind: pStr, member: m, op: x.Operator, lits: []string{lit.Value}}
			}
		}
		if m, ok := stringMember(x.Right, s); ok && x.Operator == "==" {
			if lit, ok := x.Left.(*ast.StringNode); ok {
				return &proofNode{kind: pStr, member: m, op: x.Operator, lits: []string{lit.Value}}
			}
		}
		if x.Operator == "==" && s == scopeEnv && isStopActive(x.Left) && isTrue(x.Right) {
			return &proofNode{kind: pStop}
		}
	case "matches":
		if m, ok := stringMember(x.Left, s); ok {
			if lit, ok := x.Right.(*ast.StringNode); ok && validRegexp(lit.Value) {
				return regexProof(m, lit.Value)
			}
		}
	case "in":
		// s in ["a", "b"]: the left side is a member, so it cannot fail.
		if m, ok := stringMember(x.Left, s); ok {
			if arr, ok := x.Right.(*ast.ArrayNode); ok {
				var lits []string
				for _, e := range arr.Nodes {
					lit, ok := e.(*ast.StringNode)
					if !ok {
						return nil
					}
					lits = append(lits, lit.Value)
				}
				return &proofNode{kind: pStrIn, member: m, lits: lits}
			}
		}
		// "lit" in a list of strings.
		if m, ok := listMember(x.Right, s); ok && elemScope[m] == scopeString {
			if lit, ok := x.Left.(*ast.StringNode); ok {
				return &proofNode{kind: pHas, member: m, lits: []string{lit.Value}}
			}
		}
	case ">":
		// Lists only: expr counts a string's length in bytes or in runes depending on how it
		// compiled the call, and a proof must not guess which.
		if b, ok := x.Left.(*ast.BuiltinNode); ok && b.Name == "len" && len(b.Arguments) == 1 {
			m, isList := listMember(b.Arguments[0], s)
			if k, ok := x.Right.(*ast.IntegerNode); ok && isList && k.Value >= 0 {
				return &proofNode{kind: pLenGT, member: m, n: k.Value}
			}
		}
	}
	return nil
}

// proveCall: regex(re, member) and glob(pattern, member) with a constant pattern.
func proveCall(x *ast.CallNode, s scope) *proofNode {
	id, ok := x.Callee.(*ast.IdentifierNode)
	if !ok || len(x.Arguments) != 2 {
		return nil
	}
	lit, ok := x.Arguments[0].(*ast.StringNode)
	m, isStr := stringMember(x.Arguments[1], s)
	if !ok || !isStr {
		return nil
	}
	switch id.Value {
	case "regex":
		if validRegexp(lit.Value) {
			return regexProof(m, lit.Value)
		}
	case "glob":
		return globProof(m, lit.Value)
	}
	return nil
}

// errorFree reports the nodes that cannot raise an error when evaluated (given the rule
// compiled, so types agree): literals, members, comparisons and logic of such, predicates over
// them, the helpers that cannot fail. Index expressions, calls that may fail and all else are
// not.
func errorFree(n ast.Node, s scope) bool {
	switch x := n.(type) {
	case *ast.StringNode, *ast.BoolNode, *ast.IntegerNode, *ast.FloatNode, *ast.NilNode:
		return true
	case *ast.PointerNode:
		return s != scopeEnv
	case *ast.IdentifierNode, *ast.MemberNode:
		_, str := stringMember(n, s)
		_, list := listMember(n, s)
		return str || list || s == scopeEnv && name(n, s) == "stop_active"
	case *ast.UnaryNode:
		return (x.Operator == "!" || x.Operator == "not") && errorFree(x.Node, s)
	case *ast.BinaryNode:
		switch x.Operator {
		case "&&", "and", "||", "or", "==", "!=", "contains", "startsWith", "endsWith", "in":
			return errorFree(x.Left, s) && errorFree(x.Right, s)
		case "matches":
			lit, ok := x.Right.(*ast.StringNode)
			return ok && errorFree(x.Left, s) && validRegexp(lit.Value)
		}
	case *ast.BuiltinNode:
		return builtinErrorFree(x, s)
	case *ast.ArrayNode:
		for _, a := range x.Nodes {
			if !errorFree(a, s) {
				return false
			}
		}
		return true
	case *ast.CallNode:
		id, ok := x.Callee.(*ast.IdentifierNode)
		if !ok || len(x.Arguments) != 2 || !errorFree(x.Arguments[0], s) || !errorFree(x.Arguments[1], s) {
			return false
		}
		switch id.Value {
		case "glob", "inside":
			return true
		case "regex":
			lit, ok := x.Arguments[0].(*ast.StringNode)
			return ok && validRegexp(lit.Value)
		}
	}
	return false
}

// builtinErrorFree: len of a member, and any/all/none/one over a list member with a predicate
// that cannot fail on its elements.
func builtinErrorFree(x *ast.BuiltinNode, s scope) bool {
	switch x.Name {
	case "len":
		return len(x.Arguments) == 1 && errorFree(x.Arguments[0], s)
	case "any", "all", "none", "one":
		if len(x.Arguments) != 2 {
			return false
		}
		m, ok := listMember(x.Arguments[0], s)
		pred, isPred := x.Arguments[1].(*ast.PredicateNode)
		return ok && isPred && errorFree(pred.Node, elemScope[m])
	}
	return false
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

// falseOn runs the proof on the environment (or, inside an any, on one element): true means
// the condition is false there and raises no error.
func (p *proofNode) falseOn(env *Env, elem any) bool {
	switch p.kind {
	case pAnd:
		for _, q := range p.parts {
			if q.falseOn(env, elem) {
				return true
			}
		}
		return false
	case pOr:
		for _, q := range p.parts {
			if !q.falseOn(env, elem) {
				return false
			}
		}
		return true
	case pStr:
		v, lit := stringOf(env, elem, p.member), p.lits[0]
		switch p.op {
		case "contains":
			return !strings.Contains(v, lit)
		case "startsWith":
			return !strings.HasPrefix(v, lit)
		case "endsWith":
			return !strings.HasSuffix(v, lit)
		case "==":
			return v != lit
		}
	case pRegex:
		v := stringOf(env, elem, p.member)
		// A literal every match contains, absent from the value: no need to compile the
		// expression to know it does not match.
		for _, need := range p.lits[1:] {
			if !containsRunes(v, need[1:], need[0] == 'f') {
				return true
			}
		}
		re, err := cachedRegexp(p.lits[0])
		return err == nil && !re.MatchString(v)
	case pGlob:
		v := stringOf(env, elem, p.member)
		for _, need := range p.lits[1:] {
			target := v
			if need[0] == 'b' {
				target = path.Base(v) // what a pattern without "/" is matched against
			}
			if !strings.Contains(target, need[1:]) {
				return true
			}
		}
		return !Glob(p.lits[0], v)
	case pStrIn:
		return !slices.Contains(p.lits, stringOf(env, elem, p.member))
	case pHas:
		return !slices.Contains(stringsOf(env, elem, p.member), p.lits[0])
	case pLenGT:
		return lenOf(env, elem, p.member) <= p.n
	case pStop:
		return !env.StopActive
	case pAny:
		return p.allFalse(env, elem)
	}
	return false
}

// allFalse: the predicate is false on every element of the list.
func (p *proofNode) allFalse(env *Env, elem any) bool {
	q := p.parts[0]
	switch p.member {
	case "commands":
		for i := range env.Commands {
			if !q.falseOn(env, &env.Commands[i]) {
				return false
			}
		}
	case "files":
		for i := range env.Files {
			if !q.falseOn(env, &env.Files[i]) {
				return false
			}
		}
	default:
		for _, s := range stringsOf(env, elem, p.member) {
			if !q.falseOn(env, s) {
				return false
			}
		}
	}
	return true
}

// stringOf reads a string member of the environment or of the element.
func stringOf(env *Env, elem any, m string) string {
	switch e := elem.(type) {
	case string:
		return e
	case *Command:
		switch m {
		case "name":
			return e.Name
		case "path":
			return e.Path
		case "cwd":
			return e.Cwd
		}
	case *File:
		switch m {
		case "path":
			return e.Path
		case "op":
			return e.Op
		case "text":
			return e.Text
		}
	case nil:
		return envString(env, m)
	}
	return ""
}

func envString(env *Env, m string) string {
	switch m {
	case "runner":
		return env.Runner
	case "group":
		return env.Group
	case "tool":
		return env.Tool
	case "event":
		return env.Event
	case "cwd":
		return env.Cwd
	case "root":
		return env.Root
	case "home":
		return env.Home
	case "command":
		return env.Command
	case "prompt":
		return env.Prompt
	case "agent":
		return env.Agent
	}
	return ""
}

// stringsOf reads a list of strings: paths and reads of the environment, args and via of a
// command.
func stringsOf(env *Env, elem any, m string) []string {
	if c, ok := elem.(*Command); ok {
		if m == "args" {
			return c.Args
		}
		return c.Via
	}
	if m == "paths" {
		return env.Paths
	}
	return env.Reads
}

// lenOf is len() of a list member.
func lenOf(env *Env, elem any, m string) int {
	switch {
	case elem == nil && m == "commands":
		return len(env.Commands)
	case elem == nil && m == "files":
		return len(env.Files)
	}
	return len(stringsOf(env, elem, m))
}

// encode appends the proof in prefix form: kind, then its own fields, then its parts.
func (p *proofNode) encode(b []byte) []byte {
	b = append(b, p.kind)
	str := func(s string) { b = binary.AppendUvarint(b, uint64(len(s))); b = append(b, s...) }
	str(p.member)
	str(p.op)
	b = binary.AppendUvarint(b, uint64(len(p.lits)))
	for _, l := range p.lits {
		str(l)
	}
	b = binary.AppendUvarint(b, uint64(p.n))
	b = binary.AppendUvarint(b, uint64(len(p.parts)))
	for _, q := range p.parts {
		b = q.encode(b)
	}
	return b
}

// decodeProof reads an encoded proof; anything malformed is "proves nothing" (the rule is
// compiled and run), never a panic.
func decodeProof(s string) *proofNode {
	d := proofDec{b: s}
	p := d.node(0)
	if d.bad || d.b != "" {
		return &proofNode{kind: pNone}
	}
	return p
}

type proofDec struct {
	b   string
	bad bool
}

func (d *proofDec) uint() int {
	if d.b != "" && d.b[0] < 0x80 { // most numbers are short lengths: one byte
		n := int(d.b[0])
		d.b = d.b[1:]
		return n
	}
	n, k := binary.Uvarint([]byte(d.b[:min(len(d.b), binary.MaxVarintLen64)]))
	if k <= 0 || n > uint64(len(d.b))+1<<20 {
		d.bad = true
		return 0
	}
	d.b = d.b[k:]
	return int(n)
}

func (d *proofDec) str() string {
	n := d.uint()
	if n > len(d.b) {
		d.bad = true
		return ""
	}
	s := d.b[:n]
	d.b = d.b[n:]
	return s
}

func (d *proofDec) node(depth int) *proofNode {
	if d.bad || d.b == "" || depth > 64 {
		d.bad = true
		return nil
	}
	p := &proofNode{kind: d.b[0]}
	d.b = d.b[1:]
	p.member, p.op = d.str(), d.str()
	n := d.uint()
	if n > len(d.b) {
		d.bad = true
		return nil
	}
	if n > 0 {
		p.lits = make([]string, n)
		for i := range p.lits {
			p.lits[i] = d.str()
		}
	}
	p.n = d.uint()
	parts := d.uint()
	if parts > len(d.b) {
		d.bad = true
		return nil
	}
	if parts > 0 {
		p.parts = make([]*proofNode, parts)
		for i := range p.parts {
			p.parts[i] = d.node(depth + 1)
		}
	}
	if !p.valid() {
		d.bad = true
	}
	return p
}

// valid checks that a decoded node has what its kind reads.
func (p *proofNode) valid() bool {
	switch p.kind {
	case pNone, pStop, pLenGT:
		return true
	case pAnd, pOr:
		return len(p.parts) > 0 && !slices.Contains(p.parts, nil)
	case pAny:
		return len(p.parts) == 1 && p.parts[0] != nil
	case pStr:
		switch p.op {
		case "contains", "startsWith", "endsWith", "==":
			return len(p.lits) == 1
		}
		return false
	case pRegex:
		// The expression itself is compiled only when a value has every required literal.
		if len(p.lits) == 0 {
			return false
		}
		for _, need := range p.lits[1:] {
			if len(need) < 2 || need[0] != 'c' && need[0] != 'f' {
				return false
			}
		}
		return true
	case pGlob:
		if len(p.lits) == 0 {
			return false
		}
		for _, need := range p.lits[1:] {
			if len(need) < 2 || need[0] != 'c' && need[0] != 'b' {
				return false
			}
		}
		return true
	case pHas:
		return len(p.lits) == 1
	case pStrIn:
		return true
	}
	return false
}

// regexProof is the proof of regex(pattern, member): the pattern, and the literals every match
// of it contains, found once here so that a call can tell most values do not match without
// compiling the expression (a regular expression's compile is most of what running it costs).
func regexProof(member, pattern string) *proofNode {
	p := &proofNode{kind: pRegex, member: member, lits: []string{pattern}}
	re, err := syntax.Parse(pattern, syntax.Perl) // as regexp.Compile parses it
	if err != nil {
		return p
	}
	p.lits = append(p.lits, requiredLiterals(re, nil)...)
	return p
}

// requiredLiterals appends the literal runs that every match of re contains, each led by 'c',
// or 'f' where it matches folded (?i). Only what is certain: a literal, the parts of a
// concatenation, a group, a repetition of at least one; nothing under an alternation, a star or
// a question mark. A literal holding U+FFFD is left out: an invalid byte of the value matches it.
func requiredLiterals(re *syntax.Regexp, out []string) []string {
	switch re.Op {
	case syntax.OpLiteral:
		lit := string(re.Rune)
		if len(re.Rune) == 0 || strings.ContainsRune(lit, utf8.RuneError) {
			return out
		}
		if re.Flags&syntax.FoldCase != 0 {
			return append(out, "f"+lit)
		}
		return append(out, "c"+lit)
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			out = requiredLiterals(sub, out)
		}
	case syntax.OpCapture, syntax.OpPlus:
		return requiredLiterals(re.Sub[0], out)
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredLiterals(re.Sub[0], out)
		}
	}
	return out
}

// containsRunes reports whether s holds lit as regexp matches it: rune by rune, an invalid
// byte of s read as U+FFFD, and with fold, runes equal under Unicode simple folding ((?i)).
func containsRunes(s, lit string, fold bool) bool {
	for i := 0; ; {
		if hasPrefixRunes(s[i:], lit, fold) {
			return true
		}
		if i >= len(s) {
			return false
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
}

func hasPrefixRunes(s, lit string, fold bool) bool {
	for _, want := range lit {
		if s == "" {
			return false
		}
		r, size := utf8.DecodeRuneInString(s)
		if r != want && !(fold && sameFold(r, want)) {
			return false
		}
		s = s[size:]
	}
	return true
}

// sameFold reports whether a and b are in one orbit of unicode.SimpleFold, as regexp's (?i)
// matches them.
func sameFold(a, b rune) bool {
	for r := unicode.SimpleFold(a); r != a; r = unicode.SimpleFold(r) {
		if r == b {
			return true
		}
	}
	return false
}

// globProof is the proof of glob(pattern, member): the pattern, and its literal runs (between
// * and ?), which every path it matches contains: in the whole path for a pattern with "/",
// in the base name for one without (see Glob). Most paths lack one, and a call then knows the
// glob is false without compiling the pattern's expression. Only ASCII patterns, and without
// "/" only those with no [class] or \ escape, whose runs are plainly literal.
func globProof(member, pattern string) *proofNode {
	p := &proofNode{kind: pGlob, member: member, lits: []string{pattern}}
	for i := range len(pattern) {
		if pattern[i] >= utf8.RuneSelf {
			return p
		}
	}
	where := "c"
	if !strings.Contains(pattern, "/") {
		if strings.ContainsAny(pattern, `[\`) {
			return p
		}
		where = "b"
	}
	for _, run := range strings.FieldsFunc(pattern, func(r rune) bool { return r == '*' || r == '?' }) {
		p.lits = append(p.lits, where+run)
	}
	return p
}
