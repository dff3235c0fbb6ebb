package code

import "strings"

// ftok is a token of the call reader: a name (dotted names are joined by the parser), a
// string, or one punctuation character ("|>" and "<>" are two).
type ftok struct {
	k    byte // 'i' name, 's' string, 'p' punctuation
	s    string
	v    fval // 's': the string's value
	line int
}

// flex splits src into the call reader's tokens. Comments are dropped; strings are decoded
// far enough for paths and command lines (escapes of quote and backslash; interpolation,
// ${x}, #{x}, \(x), $x, is a part not known).
func flex(l Lang, src string) []ftok {
	var out []ftok
	line := 1
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\n':
			line++
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == ';':
			if c == ';' {
				out = append(out, ftok{k: 'p', s: ";", line: line})
			}
			i++
		case c == '#' || c == '/':
			j, ok := fcomment(l, src, i)
			if !ok {
				out = append(out, ftok{k: 'p', s: src[i : i+1], line: line})
				j = i + 1
			}
			line += strings.Count(src[i:j], "\n")
			i = j
		case compiledTok(l, src, i):
			t, n := flexCompiled(l, src[i:])
			t.line = line
			line += strings.Count(src[i:i+n], "\n")
			out = append(out, t)
			i += n
		case c == '"' || c == '\'' || c == '@' && i+1 < len(src) && src[i+1] == '"' || c == '$' && i+1 < len(src) && src[i+1] == '"':
			v, n := fstring(l, src[i:])
			line += strings.Count(src[i:i+n], "\n")
			out = append(out, ftok{k: 's', v: v, line: line})
			i += n
		case c == '~' || strings.HasPrefix(src[i:], Hole):
			t, n := flexSpecial(l, src[i:])
			t.line = line
			line += strings.Count(src[i:i+n], "\n")
			out = append(out, t)
			i += n
		case identByte(c) || c == ':' && l == Elixir && i+1 < len(src) && identByte(src[i+1]):
			j := i + 1
			for j < len(src) && identByte(src[j]) {
				j++
			}
			for j < len(src) && (src[j] == '!' || src[j] == '?') && l == Elixir {
				j++
			}
			out = append(out, ftok{k: 'i', s: src[i:j], line: line})
			i = j
		case strings.HasPrefix(src[i:], "|>") || strings.HasPrefix(src[i:], "<>") || strings.HasPrefix(src[i:], "=="):
			out = append(out, ftok{k: 'p', s: src[i : i+2], line: line})
			i += 2
		default:
			out = append(out, ftok{k: 'p', s: src[i : i+1], line: line})
			i++
		}
	}
	return out
}

// flexSpecial reads, at the start of s, an Elixir sigil, or a part the command line marks
// as not known (Hole ... Hole): its token and length. Another ~ is punctuation.
func flexSpecial(l Lang, s string) (ftok, int) {
	if s[0] == '~' {
		if l == Elixir && len(s) > 2 && (s[1] >= 'a' && s[1] <= 'z' || s[1] >= 'A' && s[1] <= 'Z') {
			v, n := sigil(s)
			return ftok{k: 's', v: v}, n
		}
		return ftok{k: 'p', s: "~"}, 1
	}
	j := strings.Index(s[len(Hole):], Hole)
	if j < 0 {
		return ftok{k: 'i', s: Hole}, len(s)
	}
	return ftok{k: 'i', s: Hole}, len(Hole) + j + len(Hole)
}

// sigil reads Elixir's ~c"...", ~s(...), ~S[...], ~w<...>: its text (lower-case sigils'
// #{...} is a part not known), and its length with the modifiers after it.
func sigil(s string) (fval, int) {
	open := s[2]
	close := open
	switch open {
	case '(':
		close = ')'
	case '[':
		close = ']'
	case '{':
		close = '}'
	case '<':
		close = '>'
	}
	j := strings.IndexByte(s[3:], close)
	if j < 0 {
		return unknownVal(), len(s)
	}
	text := s[3 : 3+j]
	n := 3 + j + 1
	for n < len(s) && s[n] >= 'a' && s[n] <= 'z' {
		n++
	}
	if s[1] >= 'a' && s[1] <= 'z' && strings.Contains(text, "#{") {
		return unknownVal(), n
	}
	return strVal(text), n
}

// fcomment is the end of the comment at src[i], if one starts there: # in Elixir (and a #!
// line at the start), // and /* */.
func fcomment(l Lang, src string, i int) (int, bool) {
	switch {
	case src[i] == '#' && (l == Elixir || i == 0 && strings.HasPrefix(src, "#!")):
		return skipLine(src, i), true
	case strings.HasPrefix(src[i:], "//"):
		return skipLine(src, i), true
	case strings.HasPrefix(src[i:], "/*"):
		if j := strings.Index(src[i+2:], "*/"); j >= 0 {
			return i + j + 4, true
		}
		return len(src), true
	}
	return i, false
}

func identByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func skipLine(src string, i int) int {
	if j := strings.IndexByte(src[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(src)
}

// fstring reads a string literal at the start of s: its value and length. A triple quote
// runs to the next triple quote; @"..." (C#) has no escapes.
func fstring(l Lang, s string) (fval, int) {
	verbatim := s[0] == '@'
	start := 0
	if s[0] == '@' || s[0] == '$' {
		start = 1
	}
	q := s[start]
	delim := s[start : start+1]
	if strings.HasPrefix(s[start:], `"""`) {
		delim = `"""`
	}
	i := start + len(delim)
	var b strings.Builder
	for i < len(s) && !strings.HasPrefix(s[i:], delim) {
		c := s[i]
		if c == '\\' && !verbatim && i+1 < len(s) {
			if s[i+1] == '(' && l == Swift {
				b.WriteString(Hole + "x" + Hole) // \(x): interpolation
				i = skipBalanced(s, i+1, '(', ')')
				continue
			}
			b.WriteByte(Unescaped(s[i+1]))
			i += 2
			continue
		}
		if n := interpolation(l, q, s[i:]); n > 0 {
			b.WriteString(Hole + "x" + Hole)
			i += n
			continue
		}
		b.WriteByte(c)
		i++
	}
	return holed(b.String()), min(i+len(delim), len(s))
}

// interpolation is the length of an interpolated part at the start of s, or 0: ${x} and $x
// in double-quoted Groovy, Kotlin and Scala strings, #{x} in Elixir's, {x} in C#'s $"...".
func interpolation(l Lang, q byte, s string) int {
	if q != '"' && l != Dart {
		return 0
	}
	switch {
	case l == Elixir && strings.HasPrefix(s, "#{"):
		return skipBalanced(s, 1, '{', '}')
	case (l == Groovy || l == Kotlin || l == Scala) && strings.HasPrefix(s, "${"):
		return skipBalanced(s, 1, '{', '}')
	case (l == Groovy || l == Kotlin || l == Scala) && len(s) > 1 && s[0] == '$' && identByte(s[1]):
		j := 1
		for j < len(s) && identByte(s[j]) {
			j++
		}
		return j
	case l == Dart && strings.HasPrefix(s, "${"):
		return skipBalanced(s, 1, '{', '}')
	case l == Dart && len(s) > 1 && s[0] == '$' && identByte(s[1]):
		j := 1
		for j < len(s) && identByte(s[j]) {
			j++
		}
		return j
	case l == CSharp && s[0] == '{' && len(s) > 1 && s[1] != '{':
		return skipBalanced(s, 0, '{', '}')
	}
	return 0
}

// skipBalanced is the index after the bracket that closes the one at s[i].
func skipBalanced(s string, i int, open, close byte) int {
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(s)
}

// holed is the value of text in which Hole...Hole marks parts not known.
func holed(text string) fval {
	if !strings.Contains(text, Hole) {
		return strVal(text)
	}
	v := fval{dyn: true}
	var b strings.Builder
	rest := text
	first := true
	for {
		i := strings.Index(rest, Hole)
		if i < 0 {
			b.WriteString(rest)
			break
		}
		b.WriteString(rest[:i])
		if first {
			v.lead = b.String()
			first = false
		}
		b.WriteString(HoleVar)
		rest = rest[i+len(Hole):]
		if j := strings.Index(rest, Hole); j >= 0 {
			rest = rest[j+len(Hole):]
		} else {
			rest = ""
		}
	}
	v.s = b.String()
	return v
}

// creader reads the calls of Elixir, Groovy, Kotlin, Scala, Swift and C#, and of the compiled
// languages (compiled.go: Go, Java, Rust, C and C++, Dart, Haskell).
type creader struct {
	l    Lang
	t    []ftok
	i    int
	env  map[string]fval
	out  *Facts
	pipe *fval // Elixir's x |> f(...): x is f's first argument
	// inArgs: reading a call's arguments without parentheses (Haskell's f a b)
	inArgs bool
	// alias maps a name the code gave a package or a function to what it names (Go's import
	// x "os/exec", Rust's use std::fs::remove_dir_all as rm): compiled.go's imports.
	alias map[string]string
	n     int // steps, bounded
}

// callCode reads src, code of l, and adds what its calls do to out.
func callCode(l Lang, src string, out *Facts) {
	r := &creader{l: l, t: flex(l, src), out: out}
	for r.i < len(r.t) && r.n < maxSteps {
		r.n++
		if r.startsExpr() {
			r.expr()
			continue
		}
		r.i++
	}
}

func (r *creader) peek(k int) ftok {
	if r.i+k < len(r.t) {
		return r.t[r.i+k]
	}
	return ftok{}
}

func (r *creader) isP(k int, s string) bool { t := r.peek(k); return t.k == 'p' && t.s == s }

func (r *creader) startsExpr() bool {
	t := r.peek(0)
	return t.k == 'i' || t.k == 's' || t.k == 'p' && t.s == "["
}

// expr reads a value: a primary and what joins it (+, <>, |>).
func (r *creader) expr() fval {
	v := r.primary()
	for r.n < maxSteps {
		r.n++
		switch {
		case r.isP(0, "+") || r.isP(0, "<>") || r.isP(0, "++"):
			r.i++
			v = fconcat(v, r.primary())
		case r.isP(0, "|>"):
			r.i++
			left := v
			r.pipe = &left
			v = r.primary()
			r.pipe = nil
		default:
			return v
		}
	}
	return v
}

// primary reads a string, a list, a name (a variable, an assignment or a call) and the method
// calls after it.
func (r *creader) primary() fval {
	t := r.peek(0)
	var v fval
	switch {
	case t.k == 's':
		r.i++
		v = t.v
		for r.l == C && r.peek(0).k == 's' {
			v = fconcat(v, r.peek(0).v) // "rm -rf " "/srv": one string
			r.i++
		}
	case r.l == Zig && t.k == 'p' && (t.s == "." && r.isP(1, "{") || t.s == "["):
		if lit, ok := r.zigLit(); ok {
			return r.methods(lit)
		}
		r.i++
		return unknownVal()
	case t.k == 'p' && t.s == "[" && r.l == Go:
		if lit, ok := r.sliceLit(); ok {
			return r.methods(lit)
		}
		r.i++
		v = fval{isList: true, list: r.args("]")}
	case t.k == 'p' && t.s == "[":
		r.i++
		v = fval{isList: true, list: r.args("]")}
	case t.k == 'p' && t.s == "{" && compiled(r.l):
		v = r.braced()
	case t.k == 'p' && t.s == "(" && compiled(r.l) && r.cast():
		return r.primary()
	case t.k == 'p' && (t.s == "&" || t.s == "*") && compiled(r.l) && (r.peek(1).k == 'i' || r.peek(1).k == 's' || r.isP(1, "(") || r.l == Zig && (r.isP(1, ".") || r.isP(1, "["))):
		r.i++ // &x, *p: the value itself
		return r.primary()
	case t.k == 'p' && t.s == "(":
		r.i++
		inner := r.args(")")
		v = unknownVal()
		if len(inner) == 1 {
			v = inner[0]
		}
	case t.k == 'i':
		v = r.name()
	default:
		r.i++
		return unknownVal()
	}
	return r.methods(v)
}

// keyword reads a word that only some languages give a meaning of their own: Haskell's
// keywords, C's NULL, sizeof, namespace and #define.
func (r *creader) keyword() (fval, bool) {
	switch r.peek(0).s {
	case "do", "in", "then", "else", "of", "where", "if", "case", "when", "unless":
		if r.l == Haskell {
			r.i++ // a keyword: what follows is read on its own
			return unknownVal(), true
		}
	case "NULL", "nullptr", "0":
		if r.l == C {
			r.i++
			return fval{null: true}, true
		}
	case "sizeof":
		if r.l == C {
			r.i++ // sizeof buf, sizeof(x): a number
			r.primary()
			return unknownVal(), true
		}
	case "namespace", "using":
		if r.l == C {
			for r.i < len(r.t) && !r.isP(0, ";") {
				r.i++ // namespace fs = std::filesystem: a name for a namespace, not a value
			}
			return unknownVal(), true
		}
	case "define":
		if r.l == C && r.isP(-1, "#") && r.peek(1).k == 'i' {
			// #define CMD "rm -rf /srv": CMD stands for its text
			name := r.peek(1).s
			r.i += 2
			r.set(name, r.expr())
			return unknownVal(), true
		}
	}
	return fval{}, false
}

// name reads a dotted name and what follows it: an assignment, a call, or a variable.
func (r *creader) name() fval {
	switch r.peek(0).s {
	case "true":
		r.i++
		return fval{s: "true", truth: true}
	case "new", "val", "var", "let", "def", "const", "await", "try", "return", "mut", "final", "auto", "static":
		r.i++
		if r.peek(0).k == 'i' {
			return r.name()
		}
		return unknownVal()
	}
	if v, ok := r.keyword(); ok {
		return v
	}
	name := r.peek(0).s
	r.i++
	for r.isP(0, ".") && r.peek(1).k == 'i' {
		name += "." + r.peek(1).s
		r.i += 2
	}
	name = r.unalias(name)
	if v, ok := r.compiledName(name); ok {
		return v
	}
	if v, ok := r.haskellName(name); ok {
		return v
	}
	if r.declares() {
		if target, eq := r.declared(name); eq >= 0 {
			r.i = eq
			return r.bind(target)
		}
	}
	switch {
	case r.isP(0, "=") && !strings.Contains(name, "."):
		return r.bind(name)
	case r.isP(0, "="):
		return r.setField(name)
	case r.l == CSharp && strings.Contains(name, ".") && (r.isP(0, "<-") || r.isP(0, "<") && r.isP(1, "-")):
		// F#'s psi.FileName <- "rm" (read by the C# table): a property set as C#'s = sets it.
		if r.isP(0, "<") {
			r.i++
		}
		return r.setField(name)
	case r.isP(0, ":") && r.peek(1).k == 'i' && r.isP(2, "="):
		r.i += 2 // Kotlin's and Scala's val x: String = ...
		return r.bind(name)
	case r.isP(0, "("):
		r.i++
		args := r.args(")")
		if r.appended(name, args) {
			return unknownVal()
		}
		if i := strings.LastIndexByte(name, '.'); i > 0 {
			if v, ok := r.env[name[:i]]; ok {
				// f.deleteRecursively(), where f was bound: a method of its value
				return r.call("#"+name[i+1:], &v, args)
			}
		}
		v := r.call(name, nil, args)
		if v.obj != nil && r.isP(0, "{") {
			r.initialize(v.obj) // new ProcessStartInfo() { FileName = ... }
		}
		return v
	case r.parenless():
		return r.call(name, nil, r.lineArgs())
	case r.isP(0, "{") && procType(r.l, name):
		v := newObj() // new ProcessStartInfo { FileName = ... }
		r.initialize(v.obj)
		return v
	}
	if v, ok := r.env[name]; ok {
		return v
	}
	if r.l == Haskell {
		return r.call(name, nil, nil) // an action without arguments: getHomeDirectory
	}
	return unknownVal()
}

// bind is the assignment of name (`name = value`, `name: Type = value`), at the "=".
func (r *creader) bind(name string) fval {
	r.i++
	v := r.expr()
	r.set(name, v)
	return v
}

func (r *creader) set(name string, v fval) {
	if r.env == nil {
		r.env = map[string]fval{}
	}
	r.env[name] = v
}

// parenless reports a call without parentheses (Elixir's File.rm_rf! "/x", Groovy's
// println "x"): a string or a list right after the name, on its line.
func (r *creader) parenless() bool {
	if r.l != Elixir && r.l != Groovy && r.l != Scala && r.l != Haskell {
		return false
	}
	t := r.peek(0)
	if r.l == Haskell && !r.inArgs {
		// callCommand $ "rm -rf " ++ d, removeFile path: a name's arguments are what
		// follows it on its line, names too
		if t.k == 'p' && t.s == "$" {
			r.i++
			t = r.peek(0)
		}
		return (t.k == 's' || t.k == 'i' || t.k == 'p' && (t.s == "[" || t.s == "(")) && t.line == r.peek(-1).line
	}
	return (t.k == 's' || t.k == 'p' && t.s == "[") && t.line == r.peek(-1).line
}

// lineArgs reads the arguments of a call without parentheses: to the end of its line.
func (r *creader) lineArgs() []fval {
	line := r.peek(0).line
	saved := r.inArgs
	r.inArgs = true // f a b: a and b are f's, not a call a b
	defer func() { r.inArgs = saved }()
	var out []fval
	for r.i < len(r.t) && r.peek(0).line == line && r.n < maxSteps {
		r.n++
		if r.isP(0, ",") {
			r.i++
			continue
		}
		if !r.startsExpr() {
			break
		}
		out = append(out, r.expr())
	}
	return out
}

// args reads arguments to the closing bracket: labels (atPath:, name =) are dropped.
func (r *creader) args(close string) []fval {
	var out []fval
	if r.pipe != nil {
		out = append(out, *r.pipe)
		r.pipe = nil
	}
	for r.i < len(r.t) && r.n < maxSteps {
		r.n++
		switch {
		case r.isP(0, close):
			r.i++
			return out
		case r.isP(0, ","):
			r.i++
		case r.peek(0).k == 'i' && (r.isP(1, ":") || r.isP(1, "=") && !r.isP(2, "=")):
			r.i += 2
		case r.startsExpr() || r.isP(0, "(") || compiled(r.l) && (r.isP(0, "{") || r.isP(0, "&") || r.isP(0, "*")) ||
			r.l == Zig && r.isP(0, ".") && r.isP(1, "{"):
			out = append(out, r.expr())
		case r.isP(0, ")") || r.isP(0, "]") || r.isP(0, "}"):
			return out // a bracket of the wrong kind: the text is not what the reader thought
		default:
			r.i++
		}
	}
	return out
}

// methods reads .name(...) and .name after a value: method calls on it.
func (r *creader) methods(v fval) fval {
	for r.isP(0, ".") && r.n < maxSteps {
		r.n++
		m := r.peek(1)
		var name string
		switch {
		case m.k == 'i':
			name = m.s
		case m.k == 'p' && m.s == "!":
			name = "!" // Scala's "cmd".!
			if r.isP(2, "!") {
				name = "!!"
				r.i++
			}
		default:
			return v
		}
		r.i += 2
		var args []fval
		if r.isP(0, "(") {
			r.i++
			args = r.args(")")
		}
		recv := v
		v = r.call("#"+name, &recv, args)
	}
	return v
}

// call applies a call's rule, and is its value: a path object's path, a list's items.
func (r *creader) call(name string, recv *fval, args []fval) fval {
	if o := started(name, recv, args); o != nil {
		if f, ok := o.spawn(strings.TrimPrefix(name, "#")); ok {
			r.out.add(f)
		}
		return unknownVal()
	}
	if recv != nil && recv.obj != nil {
		commanded(name, recv, args)
		return *recv // a builder's methods return it: pb.redirectErrorStream(true).start()
	}
	if recv == nil && procType(r.l, name) && (len(args) == 0 || r.l == CSharp) {
		// ProcessStartInfo("rm", "-rf /srv"), ProcessBuilder(): started later, if at all. The
		// JVM's ProcessBuilder(ARGV) is its table's: the spawn where it is made.
		return made(args)
	}
	if rl := fruleFor(r.l, name, recv != nil); rl != nil {
		applyFrule(rl, recv, args, r.out)
	}
	if v, ok := builder(recv, name, args); ok {
		return v
	}
	if walkDeleted(name, recv, args) {
		r.out.add(Fact{Kind: Delete, Text: recv.s, Dyn: recv.dyn, Lead: recv.lead, Tree: true, Call: "Files.walk"})
		return unknownVal()
	}
	if recv != nil && recv.walk {
		return *recv // sorted(), map(Path::toFile), filter(...): the same walk
	}
	switch last(name) {
	case "File", "Path", "Pathname", "Process", "FileInfo", "DirectoryInfo", "URL", "fromPath", "Directory",
		"Path.new", "PathBuf.from", "String.from", "CString.new", "string", "filesystem.path", "path", "http.Dir", "DirFS", "http.FS":
		if len(args) > 0 {
			return args[0]
		}
	case "Paths.get", "Path.of", "filepath.Join", "path.Join", "Path.join":
		return joinPath(args)
	case "listOf", "arrayOf", "mutableListOf", "List", "Seq", "Array", "Vector", "ProcessBuilder", "command", "asList",
		"List.of", "Arrays.asList":
		return fval{isList: true, list: args}
	case "Command.new", "process.Command.new":
		return fval{isList: true, cmd: true, list: args[:min(len(args), 1)]}
	case "Files.walk", "java.nio.file.Files.walk":
		if len(args) > 0 && !args[0].isList {
			w := args[0]
			w.walk = true
			return w
		}
	case "fmt.Sprintf", "String.format", "Sprintf", "format", "formatted":
		if recv != nil {
			return printfHoles(*recv) // "rm -rf %s".formatted(d)
		}
		if len(args) > 0 {
			return printfHoles(args[0])
		}
	case "Getenv", "getenv", "System.getenv", "env.var", "Platform.environment", "Environment.GetEnvironmentVariable":
		return envValue(args)
	case "getHomeDirectory", "System.Directory.getHomeDirectory", "homeDir", "os.homedir":
		return strVal("~")
	case "MkdirTemp", "ioutil.TempDir", "Files.createTempDirectory", "tempfile.tempdir", "mkdtemp":
		return tempDir()
	case "TempDir", "env.temp_dir", "temp_dir":
		if recv == nil {
			// Go's os.TempDir() and Rust's std::env::temp_dir() are the temporary directory
			// itself, not a new entry of it: os.RemoveAll(os.TempDir()) deletes /tmp.
			return strVal("/tmp")
		}
	}
	if recv != nil && len(args) == 1 && (name == "#resolve" && (r.l == Java || r.l == Kotlin) || name == "#join" && r.l == Rust) {
		return fconcat(fconcat(*recv, strVal("/")), args[0]) // p.resolve("a"), p.join("a")
	}
	if recv != nil {
		switch name {
		case "#toFile", "#toPath", "#getAbsolutePath", "#toString", "#to_string", "#to_owned", "#into", "#as_str", "#as_path", "#clone", "#c_str", "#unwrap", "#as_ptr", "#expect":
			return *recv
		}
	}
	return unknownVal()
}

// last is a dotted name's part after its type: java.io.File is File, Paths.get stays.
func last(name string) string {
	name = strings.TrimPrefix(name, "#")
	for _, p := range [...]string{"java.io.", "java.nio.file.", "java.util.", "os.", "System.IO.", "Foundation.", "std.", "fs.", "process.", "tokio."} {
		name = strings.TrimPrefix(name, p)
	}
	return name
}
