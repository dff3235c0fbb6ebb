package code

import "strings"

// The compiled languages (Go, Java, Rust, C and C++, Dart) are read by the call reader as the
// others are: a one-step runner (go run x.go, java X.java, tcc -run x.c, rust-script x.rs,
// dart x.dart) or a binary the same line built runs their source's calls. What their syntax
// adds to the reader: Go's := and raw `strings`, the :: of Rust, C++ and Java paths (read as
// dots), Rust's lifetimes, raw strings and macros (vec![...], format!(...)), typed
// declarations (String cmd = ..., char *cmd = ..., let p: &str = ...), braced lists
// ([]string{...}, new String[]{...}, char *argv[] = {...}), C's #define and adjacent string
// literals, and Rust's Command builder (Command::new("rm").arg("-rf").status()).

// compiled reports a language of this file.
func compiled(l Lang) bool {
	return l == Go || l == Java || l == Rust || l == C || l == Dart || l == Zig
}

// compiledTok reports a token at src[i] that only a compiled language's lexing reads.
func compiledTok(l Lang, src string, i int) bool {
	if !compiled(l) && l != Haskell {
		return false
	}
	rest := src[i:]
	switch {
	case l == Haskell:
		// -- and {- -} comments, ++, <-, and x' (a prime ends a name, it starts no character)
		return strings.HasPrefix(rest, "--") || strings.HasPrefix(rest, "{-") || strings.HasPrefix(rest, "++") ||
			strings.HasPrefix(rest, "<-") || rest[0] == '\'' && i > 0 && identByte(src[i-1])
	case l == Go && (rest[0] == '`' || strings.HasPrefix(rest, ":=")):
		return true
	case (l == Rust || l == C || l == Java) && strings.HasPrefix(rest, "::"):
		return true
	case l == Rust && rest[0] == '\'':
		return lifetime(rest)
	case l == Rust && (i == 0 || !identByte(src[i-1])):
		return strings.HasPrefix(rest, `r"`) || strings.HasPrefix(rest, `r#`) || strings.HasPrefix(rest, `br"`) ||
			strings.HasPrefix(rest, `b"`) || strings.HasPrefix(rest, `c"`)
	}
	return false
}

// lifetime reports Rust's 'a (a lifetime or a label), not a character literal 'a'.
func lifetime(s string) bool {
	return len(s) > 2 && identByte(s[1]) && s[2] != '\''
}

// flexCompiled reads the token compiledTok found: its token and length.
func flexCompiled(l Lang, s string) (ftok, int) {
	switch {
	case strings.HasPrefix(s, "--") && l == Haskell:
		return ftok{k: 'p', s: ";"}, skipLine(s, 0)
	case strings.HasPrefix(s, "{-"):
		if j := strings.Index(s, "-}"); j >= 0 {
			return ftok{k: 'p', s: ";"}, j + 2
		}
		return ftok{k: 'p', s: ";"}, len(s)
	case strings.HasPrefix(s, "++") || strings.HasPrefix(s, "<-"):
		return ftok{k: 'p', s: s[:2]}, 2
	case s[0] == '`':
		j := strings.IndexByte(s[1:], '`')
		if j < 0 {
			return ftok{k: 's', v: strVal(s[1:])}, len(s)
		}
		return ftok{k: 's', v: strVal(s[1 : 1+j])}, j + 2
	case strings.HasPrefix(s, ":="):
		return ftok{k: 'p', s: "="}, 2
	case strings.HasPrefix(s, "::"):
		return ftok{k: 'p', s: "."}, 2
	case s[0] == '\'':
		return ftok{k: 'p', s: "'"}, 1
	case strings.HasPrefix(s, `b"`) || strings.HasPrefix(s, `c"`):
		v, n := fstring(l, s[1:]) // a byte or C string: the text is the same
		return ftok{k: 's', v: v}, n + 1
	}
	// r"...", r#"..."#, br"...": no escapes, ended by the quote and as many #
	start := strings.IndexByte(s, 'r') + 1
	hashes := 0
	for start+hashes < len(s) && s[start+hashes] == '#' {
		hashes++
	}
	if start+hashes >= len(s) || s[start+hashes] != '"' {
		return ftok{k: 'i', s: s[:start]}, start
	}
	body := start + hashes + 1
	end := `"` + strings.Repeat("#", hashes)
	j := strings.Index(s[body:], end)
	if j < 0 {
		return ftok{k: 's', v: strVal(s[body:])}, len(s)
	}
	return ftok{k: 's', v: strVal(s[body : body+j])}, body + j + len(end)
}

// declared is the variable a typed declaration at r.i names, after a type (Java's String
// cmd =, C's char *cmd[] =, List<String> x =, std::string s =), with the index of its "=";
// -1 where the tokens are not one. Go's var x T = names the variable first: first says so.
func (r *creader) declared(first string) (string, int) {
	if r.l != Java && r.l != C && r.l != Dart && r.l != CSharp && r.l != Go && r.l != Rust {
		return "", -1
	}
	line := r.peek(-1).line
	target, depth := "", 0
	for k := 0; k < 16; k++ {
		t := r.peek(k)
		if t.line != line || t.k == 's' || t.k == 0 {
			return "", -1
		}
		if t.k == 'i' {
			if depth == 0 {
				target = t.s
			}
			continue
		}
		switch t.s {
		case "[", "<":
			depth++
		case "]", ">":
			depth--
		case "*", "&", ",", "?", ".", "'", ":":
		case "=":
			if r.isP(k+1, "=") || target == "" && r.l != Rust {
				return "", -1
			}
			if r.l == Go || r.l == Rust {
				target = first // var x T = v; let x: T = v
			}
			return target, r.i + k
		default:
			return "", -1
		}
	}
	return "", -1
}

// braced reads a braced list at r.i ({...}), after a type that makes it one.
func (r *creader) braced() fval {
	r.i++
	return fval{isList: true, list: r.args("}")}
}

// zigLit reads Zig's literals, at the "." or "[": a tuple .{"rm", "-rf"}, an array
// [_][]const u8{"rm", "-rf"}, each a list; a struct .{ .allocator = a, .argv = X } is its
// argv field, the one field the table's calls read (std.process.Child.run).
func (r *creader) zigLit() (fval, bool) {
	if r.isP(0, ".") {
		r.i++
		if r.isP(1, ".") && r.peek(2).k == 'i' && r.isP(3, "=") {
			return r.zigStruct(), true
		}
		return r.braced(), true
	}
	k := 1
	for k < 16 && !r.isP(k, "{") && !r.isP(k, ";") && !r.isP(k, "(") && !r.isP(k, ")") && r.peek(k).k != 0 {
		k++ // [_][]const u8, [3][]const u8
	}
	if !r.isP(k, "{") {
		return fval{}, false
	}
	r.i += k
	return r.braced(), true
}

// zigStruct reads .{ .name = value, ... } at its "{": the argv field's value, else unknown.
func (r *creader) zigStruct() fval {
	r.i++ // {
	v := unknownVal()
	for r.i < len(r.t) && r.n < maxSteps && !r.isP(0, "}") {
		r.n++
		if r.isP(0, ".") && r.peek(1).k == 'i' && r.isP(2, "=") {
			field := r.peek(1).s
			r.i += 3
			x := r.expr()
			if field == "argv" {
				v = x
			}
			continue
		}
		r.i++
	}
	r.i++ // }
	return v
}

// sliceLit reads Go's []T{...} and [N]T{...}, at the "[": a list, or what is not one.
func (r *creader) sliceLit() (fval, bool) {
	k := 1
	for r.peek(k).k == 'i' && !r.isP(k, "]") {
		k++ // [3]string
	}
	if !r.isP(k, "]") {
		return fval{}, false
	}
	k++
	for r.peek(k).k == 'i' || r.isP(k, ".") || r.isP(k, "*") {
		k++
	}
	if !r.isP(k, "{") {
		return fval{}, false
	}
	r.i += k
	return r.braced(), true
}

// macro reads a Rust macro's arguments after its name, at the "!": vec![...] is a list,
// format!("..{}..", x) its text with each {} a part not known, and any other its call.
func (r *creader) macro(name string) fval {
	r.i++ // !
	open := r.peek(0).s
	r.i++
	var args []fval
	switch open {
	case "(":
		args = r.args(")")
	case "[":
		args = r.args("]")
	default:
		args = r.args("}")
	}
	switch name {
	case "vec":
		return fval{isList: true, list: args}
	case "format", "concat":
		if len(args) > 0 && !args[0].isList {
			return formatHoles(args[0])
		}
		return unknownVal()
	}
	return r.call(name+"!", nil, args)
}

// formatHoles is a format string's value, each {...} a part not known.
func formatHoles(v fval) fval {
	if v.dyn || !strings.Contains(v.s, "{") {
		return v
	}
	var b strings.Builder
	s := v.s
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 || i+1 >= len(s) {
			b.WriteString(s)
			break
		}
		if s[i+1] == '{' {
			b.WriteString(s[:i+1])
			s = s[i+2:]
			continue
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i] + Hole + "x" + Hole)
		s = s[i+j+1:]
	}
	return holed(b.String())
}

// builder is what a method of a Rust Command (a list flagged cmd) makes of it: arg and args
// add to its words; the others (current_dir, env, stdout) keep it. ok is false for a value
// that is not a Command.
func builder(recv *fval, name string, args []fval) (fval, bool) {
	if recv == nil || !recv.cmd {
		return fval{}, false
	}
	out := fval{isList: true, cmd: true, list: append(recv.list[:len(recv.list):len(recv.list)], spreadArgs(name, args)...)}
	return out, true
}

func spreadArgs(name string, args []fval) []fval {
	switch name {
	case "#arg":
		return args[:min(len(args), 1)]
	case "#args":
		return spread(args[:min(len(args), 1)])
	}
	return nil
}

// envValue is the value of the environment variable a getenv call names: HOME is the home
// directory, TMPDIR the temp directory, any other a part not known.
func envValue(args []fval) fval {
	if len(args) == 0 || args[0].dyn || args[0].isList {
		return unknownVal()
	}
	switch args[0].s {
	case "HOME", "USERPROFILE":
		return strVal("~")
	case "TMPDIR", "TEMP", "TMP":
		return strVal("/tmp")
	}
	return unknownVal()
}

// tempDir is a new temporary directory's path: below /tmp, its name not known.
func tempDir() fval { return fval{s: freshTmp + HoleVar, dyn: true, lead: freshTmp} }

// freshTmp is the known start of a directory code makes in the temporary directory
// (tempfile.mkdtemp, os.MkdirTemp): a name that is never empty, so that removing it (defer
// os.RemoveAll(tmp)) is judged as removing one new entry of /tmp, not /tmp itself.
const freshTmp = "/tmp/tmp"

// joinPath joins a path's parts with "/" (filepath.Join, Path.of("a", "b")).
func joinPath(args []fval) fval {
	if len(args) == 0 {
		return unknownVal()
	}
	v := args[0]
	for _, a := range args[1:] {
		v = fconcat(fconcat(v, strVal("/")), a)
	}
	return v
}

// compiledName reads what follows a name in a compiled language where it is not a call, an
// assignment or a variable: a Rust macro's arguments (vec![...]), or the braced list after an
// array type (new String[]{...}).
func (r *creader) compiledName(name string) (fval, bool) {
	if !compiled(r.l) {
		return fval{}, false
	}
	if v, ok := r.imported(name); ok {
		return v, true
	}
	if r.l == C && r.isP(0, "(") && r.peek(1).k == 'i' {
		if v, ok := r.bufferWrite(name); ok {
			return v, true
		}
	}
	if r.l == Java && (strings.HasSuffix(name, ".delete") || strings.HasSuffix(name, ".deleteIfExists")) && !r.isP(0, "(") {
		return fval{s: HoleVar, dyn: true, delRef: true}, true // File::delete, a method reference
	}
	if r.l == Rust && r.isP(0, "!") && (r.isP(1, "(") || r.isP(1, "[") || r.isP(1, "{")) {
		return r.macro(name), true
	}
	if r.isP(0, "[") && r.isP(1, "]") {
		k := 0
		for r.isP(k, "[") && r.isP(k+1, "]") {
			k += 2
		}
		if r.isP(k, "{") {
			r.i += k
			return r.braced(), true
		}
	}
	return fval{}, false
}

// declares reports tokens after a name that may make it a typed declaration's type.
func (r *creader) declares() bool {
	t := r.peek(0)
	if r.l == Go && t.k == 'p' && t.s == "," {
		return true // tmp, err := os.MkdirTemp(...): the first name holds the value
	}
	return t.k == 'i' || t.k == 'p' && (t.s == "*" || t.s == "&" || t.s == "[" || t.s == "<" || t.s == ":")
}

// cast reports a C or Java cast at r.i, (char *)x, (String) y, and steps over it.
func (r *creader) cast() bool {
	k := 1
	if r.peek(k).k != 'i' {
		return false
	}
	for r.peek(k).k == 'i' || r.isP(k, "*") || r.isP(k, ".") {
		k++
	}
	if !r.isP(k, ")") {
		return false
	}
	if n := r.peek(k + 1); n.k != 'i' && n.k != 's' && !r.isP(k+1, "(") && !r.isP(k+1, "&") {
		return false
	}
	r.i += k + 1
	return true
}

// haskellName reads what follows a name in Haskell: x <- action binds x to the action's
// value (home <- getHomeDirectory).
func (r *creader) haskellName(name string) (fval, bool) {
	if r.l != Haskell || !r.isP(0, "<-") || strings.Contains(name, ".") {
		return fval{}, false
	}
	return r.bind(name), true
}

// imported reads an import that names a package or a function anew: Go's import x "os/exec"
// (and each line of an import block), Rust's use std::fs::remove_dir_all as rm. The name is
// read as what it stands for from then on.
func (r *creader) imported(name string) (fval, bool) {
	if r.l == Go && name == "import" && r.peek(0).k == 'i' && r.peek(1).k == 's' {
		r.i++ // import x "os/exec": x, at the path
		name = r.peek(-1).s
	}
	if r.l == Go && r.peek(0).k == 's' && importPath(r.peek(0).v) && name != "import" && !strings.Contains(name, ".") {
		// x "os/exec", in an import block: nowhere else does a name stand before a string
		path := r.peek(0).v.s
		r.i++
		r.setAlias(name, path[strings.LastIndexByte(path, '/')+1:])
		return unknownVal(), true
	}
	if r.l == Rust && r.peek(0).k == 'i' && r.peek(0).s == "as" && r.peek(1).k == 'i' {
		r.setAlias(r.peek(1).s, name) // use std::fs::remove_dir_all as rm
		r.i += 2
		return unknownVal(), true
	}
	return fval{}, false
}

// importPath reports a Go import path: known text without spaces or quotes.
func importPath(v fval) bool {
	return !v.dyn && v.s != "" && !strings.ContainsAny(v.s, " \t\"':%")
}

func (r *creader) setAlias(name, to string) {
	if name == "_" || name == "." || name == to {
		return
	}
	if r.alias == nil {
		r.alias = map[string]string{}
	}
	r.alias[name] = to
}

// unalias is a dotted name with its first part read as what an import made it stand for.
func (r *creader) unalias(name string) string {
	if r.alias == nil {
		return name
	}
	first, rest, dotted := strings.Cut(name, ".")
	to, ok := r.alias[first]
	if !ok {
		return name
	}
	if dotted {
		return to + "." + rest
	}
	return to
}

// bufferWrite reads C's writes of text into a buffer, at the "(": sprintf(buf, FMT, ...),
// snprintf(buf, n, FMT, ...), strcpy(buf, s), strcat(buf, s); buf holds the text (a format's
// conversions parts not known) for a later system(buf).
func (r *creader) bufferWrite(name string) (fval, bool) {
	at := 0
	switch name {
	case "sprintf", "strcpy", "strncpy", "strcat", "strncat":
		at = 1
	case "snprintf":
		at = 2
	default:
		return fval{}, false
	}
	buf := r.peek(1).s
	r.i++
	args := r.args(")")
	if at >= len(args) {
		return unknownVal(), true
	}
	v := args[at]
	if strings.HasSuffix(name, "printf") {
		v = printfHoles(v)
	}
	if strings.Contains(name, "cat") {
		old, ok := r.env[buf]
		if !ok {
			old = unknownVal()
		}
		v = fconcat(old, v)
	}
	r.set(buf, v)
	return unknownVal(), true
}

// printfHoles is a printf format's value, each conversion (%s, %d, %-10v) a part not known.
func printfHoles(v fval) fval {
	if v.dyn || v.isList || !strings.Contains(v.s, "%") {
		return v
	}
	var b strings.Builder
	s := v.s
	for i := 0; i < len(s); i++ {
		if s[i] != '%' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		if s[i+1] == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		j := i + 1
		for j < len(s) && strings.IndexByte("-+ #0123456789.*lhqjzt", s[j]) >= 0 {
			j++
		}
		b.WriteString(Hole + "x" + Hole)
		i = j
	}
	return holed(b.String())
}

// walkDeleted reports Java's recursive delete by a walk: Files.walk(p)...forEach(File::delete).
func walkDeleted(name string, recv *fval, args []fval) bool {
	if name != "#forEach" || recv == nil || !recv.walk {
		return false
	}
	for _, a := range args {
		if a.delRef {
			return true
		}
	}
	return false
}
