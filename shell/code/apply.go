package code

import (
	"path"
	"slices"
	"strconv"
	"strings"
)

// act is what a call does.
type act uint8

const (
	aNone       act = iota
	aProp           // a property: its value (ret) needs no call (Path.parent)
	aShell          // the operand is a shell command line; a list is an argument vector
	aArgv           // the operand is an argument vector; a string is the program alone
	aArgvRest       // the operand is the program; the positional arguments after it are its arguments
	aSystem         // ruby's and perl's system: one string is a shell line, several an argument vector
	aSubprocess     // python's subprocess: a list is an argument vector; shell=True makes a string a shell line
	aSpawn          // node's spawn and execFile: the program, an argument list, options ({shell: true})
	aExecv          // os.execv(path, argv): argv[0] is a name, the rest the arguments
	aDelete         // the operand is removed
	aDeleteTree     // the operand is removed with everything below it
	aDeleteOpt      // removed, with everything below it when option opt is true
	aWrite          // the operand is written; the data is the next argument
	aAppend         // the operand is appended to
	aOpen           // the operand is opened by a mode: the argument after it, or option mode/flags; default opt
	aRead           // the operand is read; opt "show": printed as it is read
	aCopy           // the operand is copied to the next argument (or option opt)
	aCopyTree       // a tree is copied
	aMove           // the operand is moved to the next argument
	aCreate         // a directory or an empty file is made
	aSend           // data is sent to the operand (a URL, a host); opt: the class
	aFetch          // sent when there is a body, or a method other than GET
	aSQL            // the operand is SQL; opt: the dialect
	aPrint          // the arguments are printed
	aWriteData      // handle.write(data): the data goes where the handle does
	aEval           // the operand is code of the language
	aChdir          // the working directory changes to the operand
	aPerlOpen       // perl's open: a mode in the path (2 arguments) or apart (3)
	aConnect        // a socket or a client connects to the operand (a host, (host, port)): data may leave
	aExecl          // os.execl(path, arg0, arg1, ...): the program is path, the arguments after arg0 its own
	aDump           // json.dump(data, handle): the data goes where the handle does
	aCmdWords       // the command opt with the arguments as its words (shelljs.rm("-rf", p))
	aDispatch       // calls the function the operand names with the arguments after it (send(:system, ...))
	aMap            // calls the function the operand names with each element of the next argument (map(os.remove, l))
	aFwrite         // fwrite(handle, data): the data goes where the handle does
	aEnvDump        // prints the whole environment (phpinfo)
	aCurlOpt        // curl_setopt(handle, OPTION, value): a POST body is sent to the handle's URL
	aLoad           // the operand is a file of code the program runs (require("./x"), include "x.php"); opt "rel": only a path that starts with . or /, "module": a module name, "node": a path, or a package's bare name (Class "package")
	aLink           // the operand is linked to from the next argument; opt "hard": a hard link (the same file under a second name)
	aRows           // an ORM empties or drops a table: opt is the SQL it stands for, %s the table (the operand, or the model class that is the receiver)
	aHTTPDelete     // an HTTP DELETE of the operand (a URL, a path): sent as aSend, and the resource deleted
	aRequest        // a request whose method is the first positional argument or keyword method (requests.request("DELETE", url)), sent as aSend
	aServe          // a file server serves the operand directory to whoever asks (read whole, sent): option kw of an options argument where set, else the operand, else def (none: nothing)
	aSetEnv         // an environment variable is set for the programs the code starts: opt "kv" (name, value), "pair" ("NAME=VALUE"), "dict" (each entry of the dictionaries given, or the keyword arguments; "assign": after a first argument that is the environment)
	aServeWith      // a server around a request handler (the operand): it serves files where that handler is one (a rule of aServe), from the root given as the handler's option or, with opt "at", the next positional argument, else the handler's def
)

// ret is what a call returns.
type ret uint8

const (
	rNone       ret = iota // unknown, holding what its arguments hold
	rClean                 // a value that shows nothing of its arguments (len, a count)
	rArg                   // the operand as it is
	rModule                // the module named by the operand (require, __import__)
	rPath                  // a path object (pathlib.Path, Pathname)
	rFile                  // an open file
	rPipe                  // a running command's output
	rHome                  // the home directory
	rCwd                   // the working directory
	rTmp                   // the temporary directory
	rTmpDir                // a new directory in the temporary directory
	rJoin                  // the positional arguments joined as a path (the receiver first, for a method)
	rDirname               // the operand's directory
	rBasename              // the operand's last part
	rVar                   // the environment variable named by the operand
	rEnv                   // the whole environment
	rEnvOrVar              // the whole environment without an argument, else the variable named
	rGlob                  // the files a pattern matches
	rGlobIn                // the files a pattern matches below the receiver (Path.glob)
	rNames                 // a directory's entry names
	rEntries               // a directory's entries as objects whose .path and .name name them (os.scandir)
	rWalk                  // os.walk's (dir, dirs, files)
	rB64                   // base64 decoded
	rHex                   // hex decoded
	rRot13                 // rot13
	rReverse               // the operand reversed
	rStrJoin               // the receiver (a separator) joining the operand (a list)
	rListJoin              // the receiver (a list) joined by the operand (a separator)
	rSplit                 // the receiver split by the operand
	rReplace               // the receiver with the first argument replaced by the second
	rFormat                // the receiver formatted with the arguments ("{}".format)
	rSprintf               // the operand formatted with the arguments after it (sprintf)
	rChr                   // characters by code (chr, String.fromCharCode)
	rContent               // the content of the operand's file (or the receiver's)
	rSelf                  // the receiver
	rKeys                  // the environment's names
	rArgvList              // the code's arguments from the operand on
	rList                  // the operand as a list
	rURL                   // a URL object
	rDB                    // a database connection; opt: the dialect
	rSelfObj               // an object of the receiver's kind (a cursor of a connection)
	rCase                  // the operand's case changed
	rPaste                 // R's paste and paste0: arguments joined by sep
	rSocket                // a socket
	rCodec                 // codecs.decode(x, "rot13" | "base64" | "hex")
	rGetattr               // getattr(x, "name"): x's member name
	rEnvItems              // the environment's entries (os.environ.items())
	rObjOf                 // an object of type opt (LWP::UserAgent->new)
	rDBI                   // a database connection whose dialect the DSN names (DBI->connect("dbi:Pg:..."), new PDO("sqlite:..."))
	rJoinArgs              // the arguments after the first joined by the first (perl's join)
	rImplode               // the second argument joined by the first (php's implode)
	rStrReplace            // str_replace(search, replace, subject)
	rLines                 // a file's lines (io.lines, File.foreach)
	rUnder                 // the entries of the operand directory (list.files)
	rConcatList            // the first argument (a list) joined by the second (lua's table.concat)
	rRows                  // every row of the model a manager belongs to (Django's Model.objects.all()), else unknown
	rArgvFiles             // a line of the files the code's arguments name, one after another (ruby's ARGF and gets)
	rURLDecode             // percent-decoded (unquote, decodeURIComponent, urldecode); opt "plus": + is a space, "u": %uXXXX too
	rMapped                // the list a callback made of each item (a listed list the argument holds), else unknown
	rPack                  // the characters a pack format spells of numbers (pack("C*", ...), [...].pack("c*"))
	rTrim                  // the operand with characters cut from its ends (opt "left", "right"), every one of a set ("delete"), or one prefix or suffix ("prefix", "suffix")
	rElement               // an element of the operand (python's next, ruby's first)
	rReSub                 // a replacement by pattern: re.sub(pattern, repl, string), a compiled pattern's sub (opt "compiled"), preg_replace (opt "php")
	rPad                   // the operand padded to a width (opt "center", "before" the text, "after" it, "zfill", "php": str_pad's own)
	rTranslate             // a translation by character: python's translate (opt "table"), maketrans (opt "make"), ruby's tr (opt "ruby"), ord (opt "ord"); string.Template's substitute (opt "template", "safe")
	rSlice                 // part of the operand by position (opt "slice", "substring", "substr": as JavaScript's and php's methods of those names count)
)

// rule is one row of a language's call table: a call, by its canonical names, what it does
// to which argument and what it returns, with snippets that must and must not match it.
type rule struct {
	name string // "|"-separated canonical names: "os.remove|os.unlink", "Path#unlink", "#execute"
	do   act
	def  string // the operand when the call is given none (dotenv reads .env)
	arg  int    // the operand: a positional argument, or -1 for the receiver
	kw   string // the operand's keyword name
	opt  string // act's option (see each act)
	ret  ret
	all  bool // every positional argument from arg on is an operand
	// ex are "SNIPPET => FACT" (a fact of this rule), "SNIPPET !> FACT" (no such fact),
	// "SNIPPET !> -" (no fact of this rule at all), each ended by a newline; a snippet of
	// several lines runs on to the line that holds its arrow. One string, not a []string, as
	// spec.Spec's Examples: each slice literal is a data symbol the runtime maps at every start.
	ex string
}

// call is the name facts carry: the rule's first name.
func (r *rule) call() string {
	if i := strings.IndexByte(r.name, '|'); i >= 0 {
		return r.name[:i]
	}
	return r.name
}

// named reports whether the rule has name n.
func (r *rule) named(n string) bool {
	for a := range strings.SplitSeq(r.name, "|") {
		if a == n {
			return true
		}
	}
	return false
}

// table returns a language's rules.
func table(l Lang) []rule {
	switch l {
	case Python:
		return pythonRules[:]
	case JS:
		return jsRules[:]
	case Ruby:
		return rubyRules[:]
	case Perl:
		return perlRules[:]
	case PHP:
		return phpRules[:]
	case Lua:
		return luaRules[:]
	case Awk:
		return awkRules[:]
	case R:
		return rRules[:]
	case Julia:
		return juliaRules[:]
	}
	return nil
}

func findRule(l Lang, name string) *rule {
	t := table(l)
	for i := range t {
		if t[i].named(name) {
			return &t[i]
		}
	}
	return nil
}

// ruleFor finds the rule for a callee: by its canonical name, as a method of any receiver
// ("#execute"), or as a name a module imported whole provides.
func (e *eval) ruleFor(fn val) *rule {
	if fn.k != vRef {
		return nil
	}
	key := fn.ref
	if fn.self != nil {
		key += "\x00"
	}
	if r, ok := e.memo[key]; ok {
		return r
	}
	r := e.findFor(fn)
	if e.memo == nil {
		e.memo = map[string]*rule{}
	}
	if len(e.memo) < 4096 {
		e.memo[key] = r
	}
	return r
}

func (e *eval) findFor(fn val) *rule {
	if r := findRule(e.l, fn.ref); r != nil {
		return r
	}
	if i := strings.IndexByte(fn.ref, '#'); i > 0 {
		if r := findRule(e.l, fn.ref[i:]); r != nil {
			return r
		}
	}
	if i := strings.LastIndexByte(fn.ref, '.'); i > 0 && fn.self == nil {
		// a method of an object the reading did not follow (cur.execute)
		if r := findRule(e.l, "#"+fn.ref[i+1:]); r != nil {
			return r
		}
	}
	if e.l == Ruby && len(e.star) > 0 && strings.IndexByte(fn.ref, '.') > 0 && !strings.Contains(fn.ref, "#") {
		// a constant below a module ruby's include brought in: include WEBrick; HTTPServer.new
		for _, m := range e.star {
			if r := findRule(e.l, m+"."+fn.ref); r != nil {
				return r
			}
		}
	}
	if !strings.ContainsAny(fn.ref, ".#") {
		for _, m := range e.star {
			if r := findRule(e.l, m+"."+fn.ref); r != nil {
				return r
			}
		}
		for _, m := range bareModules(e.l) {
			if r := findRule(e.l, m+"."+fn.ref); r != nil {
				return r
			}
		}
	}
	return nil
}

// bareModules are modules whose functions the analysis finds by their bare names, where a
// program reaches them in ways it does not follow (a destructuring it misread, perl's
// default exports).
func bareModules(l Lang) []string {
	switch l {
	case JS:
		return []string{"child_process"}
	case Perl:
		return []string{"File.Path", "File.Copy", "File.Slurp", "IPC.Open3", "IPC.Open2", "LWP.Simple"}
	case Ruby:
		return []string{"Kernel"}
	}
	return nil
}

// call applies a callee to arguments.
func (e *eval) call(fn val, a callArgs) val { return e.apply(fn, e.ruleFor(fn), a) }

// apply does what a call does and returns its value.
func (e *eval) apply(fn val, r *rule, a callArgs) val {
	if v, ok := eachAlt(fn, func(f val) val { return e.apply(f, e.ruleFor(f), a) }); ok {
		return v // a method of each of two values (open(x if c else y).read())
	}
	if fn.k == vStr && (e.l == PHP || e.l == Perl) {
		// php calls a function named by a string: $f = "system"; $f("...")
		if name, ok := fn.lit(); ok {
			fn = ref(name)
			r = e.ruleFor(fn)
		}
	}
	if fn.k == vFunc && fn.fn != nil {
		return e.invoke(fn, a)
	}
	if m, ok := e.rubyMapSymbol(fn, a); ok {
		return m
	}
	if v, ok := e.reduced(fn, a); ok {
		return v
	}
	if target, args, ok := e.jsApplied(fn, a); ok {
		return e.call(target, args) // String.fromCharCode.apply(null, [46, 101])
	}
	if r == nil {
		if own, args, ok := e.ownCall(fn, a); ok {
			return e.invoke(own, args)
		}
		t := a.taint()
		if fn.self != nil {
			t = t.with(fn.self.t)
		}
		return val{k: vUnknown, t: t, src: shortName(fn)}
	}
	switch r.do {
	case aDispatch:
		return e.dispatch(r, fn, a)
	case aMap:
		return e.mapCall(r, a)
	}
	e.act(r, fn, a)
	return e.ret(r, fn, a)
}

// callee is the function a value names: a reference, or a string naming one.
func (e *eval) callee(v val, self *val) val {
	if v.k == vStr {
		if n, ok := v.lit(); ok {
			if self != nil {
				return e.member(*self, n)
			}
			return e.refValue(canon(e.l, n))
		}
	}
	return v
}

// dispatch calls the function the operand names: Kernel.send(:system, "..."),
// call_user_func("system", "..."), method(:system).call(...).
func (e *eval) dispatch(r *rule, fn val, a callArgs) val {
	if len(a.pos) == 0 || e.depth >= maxDepth {
		return val{k: vUnknown}
	}
	target := e.callee(a.pos[0], fn.self)
	if e.ruleFor(target) == nil && fn.self != nil {
		target = e.callee(a.pos[0], nil) // every object has Kernel's methods
	}
	rest := callArgs{pos: a.pos[1:], kw: a.kw, more: a.more}
	if r.opt == "array" && len(rest.pos) > 0 && rest.pos[0].k == vList && rest.pos[0].elem == nil {
		rest.pos = rest.pos[0].items
	}
	if target.k != vRef && target.fn == nil {
		return val{k: vUnknown, t: a.taint()}
	}
	return e.call(target, rest)
}

// mapCall calls a function with each element of a list: map(os.remove, files),
// array_map('unlink', glob(...)).
func (e *eval) mapCall(r *rule, a callArgs) val {
	if len(a.pos) < 2 {
		return val{k: vUnknown, t: a.taint()}
	}
	f, l := a.pos[0], a.pos[1]
	if r.opt == "rev" {
		f, l = l, f
	}
	target := e.callee(f, nil)
	if f.k == vFunc && f.fn != nil {
		target = f // map(lambda c: chr(c), l): the code's own function
	}
	if target.k != vRef && target.fn == nil {
		return val{k: vUnknown, t: a.taint()}
	}
	if l.listed() && len(l.items) <= maxEachItems {
		// A list the code spells out: each item's result, in order (map(chr, [46, 101])).
		items := make([]val, len(l.items))
		for i, x := range l.items {
			items[i] = e.call(target, callArgs{pos: []val{x}})
		}
		return val{k: vList, items: items}
	}
	res := e.call(target, callArgs{pos: []val{elemOf(l)}})
	return val{k: vList, elem: &res, t: res.t}
}

func shortName(fn val) string {
	if fn.k == vRef {
		return lastName(fn.ref) + "(…)"
	}
	return "call(…)"
}

// operand is the argument a rule acts on.
func (e *eval) operand(r *rule, fn val, a callArgs) (val, bool) {
	if r.arg < 0 {
		if fn.self != nil {
			return *fn.self, true
		}
		// a rule for both a method and a function: the function's first argument
		return a.get(0, r.kw)
	}
	v, ok := a.get(r.arg, r.kw)
	if !ok && r.def != "" {
		return str(r.def), true
	}
	return v, ok
}

// after is the index of the positional argument after the operand: for a method whose
// operand is its receiver, the first.
func after(r *rule, fn val) int {
	if r.arg < 0 {
		if fn.self != nil {
			return 0
		}
		return 1
	}
	return r.arg + 1
}

// operands are the arguments a rule acts on: one, or every positional one from arg on.
func (e *eval) operands(r *rule, fn val, a callArgs) []val {
	if r.all && (r.arg >= 0 || fn.self == nil) {
		i := max(r.arg, 0)
		if i < len(a.pos) {
			return a.pos[i:]
		}
		return nil
	}
	if v, ok := e.operand(r, fn, a); ok {
		return []val{v}
	}
	return nil
}

// act records what a call does.
func (e *eval) act(r *rule, fn val, a callArgs) {
	call := r.call()
	if fn.k == vRef && r.named(fn.ref) {
		call = fn.ref // the name the code called, among the rule's
	}
	_ = e.actRun(r, fn, a, call) || e.actFiles(r, fn, a, call) || e.actData(r, fn, a, call)
}

// actRun records the commands and the code a call runs.
func (e *eval) actRun(r *rule, fn val, a callArgs, call string) bool {
	switch r.do {
	case aNone, aProp:
	case aShell:
		e.childEnv(a, call)
		for _, v := range e.operands(r, fn, a) {
			e.shellFact(v, call)
			e.fedShell(v, a, call)
		}
	case aArgv:
		if v, ok := e.operand(r, fn, a); ok {
			e.argvFact(v, call)
		}
	case aArgvRest:
		if r.arg < len(a.pos) {
			e.argvWords(a.pos[r.arg:], a.more, call)
		}
	case aSystem:
		e.childEnv(a, call)
		e.system(r, a, call)
	case aSubprocess:
		e.childEnv(a, call)
		e.subprocess(r, fn, a, call)
	case aSpawn:
		e.childEnv(a, call)
		e.spawn(r, fn, a, call)
	case aExecv:
		e.childEnv(a, call)
		e.execv(r, fn, a, call)
	case aEval:
		if v, ok := e.operand(r, fn, a); ok {
			if s, lit := v.lit(); lit {
				e.sub(s, true)
			} else {
				e.out.add(Fact{Kind: Eval, Text: shorten(v.show()), Dyn: true, Call: call})
			}
		}
	case aExecl:
		if r.arg < len(a.pos) {
			words := []val{a.pos[r.arg]}
			if r.arg+2 < len(a.pos) {
				words = append(words, a.pos[r.arg+2:]...)
			}
			e.argvWords(words, a.more, call)
		}
	case aCmdWords:
		e.argvWords(append([]val{str(r.opt)}, a.pos...), a.more, call)
	case aSetEnv:
		e.setEnvCall(r, a, call)
	case aLoad:
		if v, ok := e.operand(r, fn, a); ok {
			e.load(v, r.opt, call)
		}
	default:
		return false
	}
	return true
}

// actFiles records the files a call deletes, writes, reads, copies or creates.
func (e *eval) actFiles(r *rule, fn val, a callArgs, call string) bool {
	switch r.do {
	case aDelete, aDeleteTree, aDeleteOpt:
		tree := r.do == aDeleteTree
		if r.do == aDeleteOpt {
			if o, ok := a.option(r.arg+1, r.opt); ok {
				tree = o.maybeTrue()
			}
		}
		for _, v := range e.operands(r, fn, a) {
			e.pathFact(Fact{Kind: Delete, Tree: tree, Call: call}, v)
		}
	case aWrite, aAppend:
		for _, v := range e.operands(r, fn, a) {
			e.pathFact(Fact{Kind: Write, Keep: r.do == aAppend, Call: call}, v)
		}
		if d, ok := a.get(after(r, fn), "data"); ok {
			e.sink(d, Saved, call)
		}
	case aOpen:
		e.open(r, fn, a, call)
	case aRead:
		to := Kept
		if r.opt == "show" {
			to = Shown
		}
		for _, v := range e.operands(r, fn, a) {
			if v.k == vObj && v.ref == "cmd" {
				e.shellFact(v, call) // julia: read(` + "`cmd`" + `, String) runs it
				continue
			}
			e.pathFact(Fact{Kind: Read, To: to, Call: call}, v)
		}
	case aCopy, aCopyTree, aMove:
		e.copyMove(r, fn, a, call)
	case aLink:
		e.link(r, fn, a, call)
	case aCreate:
		for _, v := range e.operands(r, fn, a) {
			e.pathFact(Fact{Kind: Create, Call: call}, v)
		}
	case aChdir:
		if v, ok := e.operand(r, fn, a); ok {
			e.pathFact(Fact{Kind: Chdir, Call: call}, v)
		}
	case aPerlOpen:
		e.perlOpen(a, call)
	case aServe, aServeWith:
		e.serve(r, fn, a, call)
	default:
		return false
	}
	return true
}

// serve records the directory a file server started by the code hands out: every file below
// it is read and sent, as `python -m http.server` sends its root. The handler's own rule says
// where its root is given and what it is without one; a handler the reading does not know
// (a value only known when the code runs) serves nothing it can say.
func (e *eval) serve(r *rule, fn val, a callArgs, call string) {
	if r.do == aServeWith {
		v, ok := e.operand(r, fn, a)
		if !ok || v.k != vRef {
			return
		}
		h := e.ruleFor(v)
		if h == nil || h.do != aServe || h.opt != "" {
			return
		}
		root, ok := val{}, false
		if r.opt == "at" {
			root, ok = a.get(after(r, fn), "")
		} else if h.kw != "" {
			root, ok = a.option(after(r, fn), h.kw)
		}
		if urls, has := a.option(after(r, fn), "urls"); has && h.call() == "Rack.Static" && e.servedURLs(h, root, ok, urls) {
			return
		}
		e.served(h, root, ok, h.call())
		return
	}
	if r.opt != "" {
		// a runner of modules: it serves where the module it runs is a file server
		m, ok := e.operand(r, fn, a)
		if s, lit := m.lit(); !ok || !lit || !slices.Contains(strings.Split(r.opt, "|"), s) {
			return
		}
		e.served(r, val{}, false, call)
		return
	}
	root, ok := val{}, false
	if r.kw != "" {
		root, ok = a.option(0, r.kw)
	}
	if !ok {
		root, ok = e.operand(&rule{arg: r.arg}, fn, a)
	}
	e.served(r, root, ok, call)
}

// servedURLs records what Rack::Static serves where its urls are literal prefixes none of
// which is the whole root ("/css"): each below the root. It reports false where the whole root
// is served.
func (e *eval) servedURLs(h *rule, root val, ok bool, urls val) bool {
	if urls.k != vList || urls.elem != nil || len(urls.items) == 0 {
		return false
	}
	base := h.def
	if ok {
		s, lit := root.lit()
		if !lit {
			return false
		}
		base = s
	}
	var dirs []string
	for _, u := range urls.items {
		s, lit := u.lit()
		s = strings.Trim(s, "/")
		if !lit || s == "" || s == "." || strings.Contains(s, "..") {
			return false
		}
		dirs = append(dirs, path.Join(base, s))
	}
	for _, d := range dirs {
		e.served(h, str(d), true, h.call())
	}
	return true
}

// served records a file server's root: the one given, else the handler's default.
func (e *eval) served(h *rule, root val, ok bool, call string) {
	if !ok && h.def != "" {
		root, ok = str(h.def), true
	}
	if ok {
		e.pathFact(Fact{Kind: Read, Tree: true, To: Sent, Call: call}, root)
	}
}

// actData records where a call sends, prints or saves what it is given, and its SQL.
func (e *eval) actData(r *rule, fn val, a callArgs, call string) bool {
	switch r.do {
	case aSend, aFetch, aConnect, aHTTPDelete, aRequest:
		e.send(r, fn, a, call)
	case aSQL:
		if v, ok := e.operand(r, fn, a); ok {
			e.sqlFact(r, fn, v, call)
		}
	case aRows:
		if t, ok := e.ormTable(r, fn, a); ok {
			e.out.add(Fact{Kind: SQL, Text: strings.Replace(r.opt, "%s", t, 1), Call: call})
		}
	case aPrint:
		if r.arg < 0 && fn.self != nil {
			a = callArgs{pos: []val{*fn.self}} // obj.display prints its receiver
		}
		e.print(r, a, call)
	case aWriteData:
		to := Saved
		if fn.self != nil {
			to = handleSink(*fn.self)
		}
		for _, v := range a.pos {
			e.sink(v, to, call)
		}
	case aFwrite:
		if len(a.pos) >= 2 {
			e.sink(a.pos[1], handleSink(a.pos[0]), call)
		}
	case aDump:
		if len(a.pos) >= 2 {
			e.sink(a.pos[0], handleSink(a.pos[1]), call)
		}
	case aEnvDump:
		e.out.add(Fact{Kind: Env, To: Shown, Call: call})
	case aCurlOpt:
		if len(a.pos) >= 3 && a.pos[1].k == vRef && (a.pos[1].ref == "CURLOPT_POSTFIELDS" || a.pos[1].ref == "CURLOPT_UPLOAD" || a.pos[1].ref == "CURLOPT_POST") {
			e.send(&rule{name: call, do: aSend, arg: 0}, val{}, callArgs{pos: []val{a.pos[0], a.pos[2]}}, call)
		}
		if len(a.pos) >= 3 && a.pos[1].k == vRef && a.pos[1].ref == "CURLOPT_CUSTOMREQUEST" {
			if m, ok := a.pos[2].lit(); !ok || strings.EqualFold(m, "DELETE") {
				e.send(&rule{name: call, do: aHTTPDelete, arg: 0}, val{}, callArgs{pos: a.pos[:1]}, call)
			}
		}
	default:
		return false
	}
	return true
}

// handleSink is where data written to a handle goes: shown for stdout and stderr (a name
// like sys.stdout), sent for a socket, saved for a file.
func handleSink(h val) Sink {
	switch {
	case h.k == vRef || h.k == vObj && h.ref == "stdout":
		return Shown
	case h.k == vObj && h.ref == "socket":
		return Sent
	}
	return Saved
}

// print records what printing shows: its arguments (perl's $_ when it has none), or, given a
// file (print(x, file=f), cat(x, file="y")), what it saves; printed to a shell, what runs.
func (e *eval) print(r *rule, a callArgs, call string) {
	to := Shown
	if f, ok := a.option(-1, "file"); ok && f.k == vObj {
		switch f.ref {
		case "file":
			to = Saved
		case "socket":
			to = Sent
		case "shellpipe":
			e.shellFact(joinVals(a.pos, ""), call+" |") // printed to a shell's stdin: shell code
			return
		}
	}
	if r.opt != "" {
		// R: cat(..., file = "x"), writeLines(text, con = "x") write a file
		if f, ok := a.get(-1, r.opt); ok || r.opt == "con" && len(a.pos) > 1 {
			if !ok {
				f = a.pos[1]
			}
			if f.k == vStr {
				e.pathFact(Fact{Kind: Write, Call: call}, f)
				to = Saved
			}
		}
	}
	for _, v := range a.pos {
		e.sink(v, to, call)
	}
	if len(a.pos) == 0 && e.l == Perl {
		if v, ok := e.vars["$_"]; ok {
			e.sink(v, to, call)
		}
	}
}

// load records a file of code the program runs: a path ("rel": only one starting with . or
// /, as node resolves packages elsewhere), or a module's name ("module").
func (e *eval) load(v val, how, call string) {
	s, ok := v.lit()
	if !ok || s == "" {
		return
	}
	f := Fact{Kind: Load, Text: s, Call: call}
	switch how {
	case "rel":
		if !strings.HasPrefix(s, ".") && !strings.HasPrefix(s, "/") {
			return
		}
	case "node":
		// A bare name is a package Node finds through node_modules or NODE_PATH; one of
		// its own modules (fs, node:fs, fs/promises) is no file.
		if !strings.HasPrefix(s, ".") && !strings.HasPrefix(s, "/") {
			if nodeBuiltin(s) {
				return
			}
			f.Class = "package"
		}
	case "module":
		f.Class = "module"
	}
	e.out.add(f)
}

// shellFact records a shell command line the code runs.
func (e *eval) shellFact(v val, call string) {
	for _, x := range alts(v) {
		switch {
		case x.k == vList && x.elem == nil:
			s, dyn := argvLine(x.items)
			e.addShell(s, dyn, call)
		case x.k == vStr || x.k == vNum:
			s, dyn := x.shellText()
			e.addShell(s, dyn, call)
		case x.k == vObj && x.ref == "cmd" && x.self != nil:
			e.shellFact(*x.self, call)
		default:
			e.addShell(HoleVar, true, call)
		}
	}
}

func (e *eval) addShell(s string, dyn bool, call string) {
	if strings.TrimSpace(s) == "" {
		return
	}
	e.out.add(Fact{Kind: Shell, Text: s, Dyn: dyn, Call: call})
}

// stdinShell reports a command line that is a shell reading its script from stdin (sh,
// bash -s, /bin/zsh): what is written to it runs.
func stdinShell(v val) bool {
	var first string
	var rest []string
	switch {
	case v.k == vList && v.elem == nil && len(v.items) > 0:
		first, _ = v.items[0].lit()
		for _, it := range v.items[1:] {
			s, _ := it.lit()
			rest = append(rest, s)
		}
	case v.k == vStr:
		t, ok := v.lit()
		if !ok {
			return false
		}
		f := strings.Fields(t)
		if len(f) == 0 {
			return false
		}
		first, rest = f[0], f[1:]
	default:
		return false
	}
	switch progBase(first) {
	case "sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "yash", "posh":
	default:
		return false
	}
	for _, a := range rest {
		if strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "c") {
			return false
		}
	}
	return true
}

// fedShell records what a program writes to a shell it started on its stdin: shell code.
func (e *eval) fedShell(cmd val, a callArgs, call string) {
	if !stdinShell(cmd) {
		return
	}
	for _, k := range [...]string{"input", "stdin_data"} {
		if in, ok := a.option(-1, k); ok {
			e.shellFact(in, call+" stdin")
		}
	}
}

// argvFact records an argument vector run as a command: a list, or a string naming the
// program alone.
func (e *eval) argvFact(v val, call string) {
	for _, x := range alts(v) {
		e.argvOne(x, call)
	}
}

// argvOne records one of the values an argument vector takes.
func (e *eval) argvOne(x val, call string) {
	switch {
	case x.k == vList && x.elem == nil:
		s, dyn := argvLine(x.items)
		e.addShell(s, dyn, call)
	case x.k == vStr:
		s, dyn := x.shellWord()
		e.addShell(s, dyn, call)
	default:
		e.addShell(HoleVar, true, call)
	}
}

// argvWords records words run as a command.
func (e *eval) argvWords(words []val, more bool, call string) {
	var flat []val
	for _, w := range words {
		if w.k == vList && w.elem == nil && !w.alt {
			flat = append(flat, w.items...)
			continue
		}
		flat = append(flat, w)
	}
	s, dyn := argvLine(flat)
	if more {
		s += " " + HoleVar
		dyn = true
	}
	e.addShell(s, dyn, call)
}

// system is ruby's and perl's system/exec/spawn: an environment hash first and an options
// hash last are not words; one string is a shell line, several are an argument vector.
func (e *eval) system(r *rule, a callArgs, call string) {
	pos := a.pos
	if r.arg < len(pos) {
		pos = pos[r.arg:]
	} else {
		return
	}
	if len(pos) > 0 && pos[0].k == vDict {
		pos = pos[1:]
	}
	if len(pos) > 1 && pos[len(pos)-1].k == vDict {
		pos = pos[:len(pos)-1]
	}
	if len(pos) == 0 {
		return
	}
	e.fedShell(listOf(pos), a, call)
	if len(pos) == 1 && !a.more {
		if pos[0].k == vList && pos[0].elem == nil && !pos[0].alt {
			e.argvWords(pos[0].items, false, call)
			return
		}
		e.shellFact(pos[0], call)
		return
	}
	if pos[0].k == vList && len(pos[0].items) > 0 {
		// ruby: system(["rm", "argv0"], "-rf", "/")
		pos = append([]val{pos[0].items[0]}, pos[1:]...)
	}
	e.argvWords(pos, a.more, call)
}

// subprocess is python's subprocess.run and friends.
func (e *eval) subprocess(r *rule, fn val, a callArgs, call string) {
	v, ok := e.operand(r, fn, a)
	if !ok {
		return
	}
	shell := false
	if s, ok := a.option(-1, "shell"); ok {
		shell = s.maybeTrue()
	}
	e.fedShell(v, a, call)
	for _, x := range alts(v) {
		switch {
		case shell && x.k == vList && x.elem == nil && len(x.items) > 0:
			e.shellFact(x.items[0], call) // shell=True: the list's first item is the line
		case shell && x.k == vStr:
			e.shellFact(x, call)
		default:
			e.argvOne(x, call)
		}
	}
}

// spawn is node's spawn/execFile: (command, [args], {options}); with options.shell the
// command and its arguments are joined into a shell line.
func (e *eval) spawn(r *rule, fn val, a callArgs, call string) {
	cmd, ok := e.operand(r, fn, a)
	if !ok {
		return
	}
	var args []val
	more := false
	l, ok := a.get(r.arg+1, "")
	if !ok || l.k != vList {
		l, ok = a.option(r.arg+1, "args") // new Deno.Command("rm", {args: [...]})
	}
	if ok && l.k == vList {
		if l.elem == nil {
			args = l.items
		} else {
			more = true
		}
	}
	shell := false
	if s, ok := a.option(r.arg+1, "shell"); ok {
		shell = s.maybeTrue()
	}
	if len(args) == 0 {
		e.fedShell(cmd, a, call)
	} else {
		e.fedShell(listOf(append([]val{cmd}, args...)), a, call)
	}
	if cmd.k == vList && cmd.elem == nil {
		// Bun.spawn(["rm", "-rf", x])
		e.argvWords(cmd.items, more, call)
		return
	}
	if cmd.k == vDict {
		if c, ok := dictGet(cmd, "cmd"); ok {
			e.argvFact(c, call)
		}
		return
	}
	if shell {
		items := append([]val{cmd}, args...)
		e.shellFact(joinVals(items, " "), call)
		return
	}
	e.argvWords(append([]val{cmd}, args...), more, call)
}

// execv is os.execv(path, argv): the program is path; argv[0] only names it.
func (e *eval) execv(r *rule, fn val, a callArgs, call string) {
	prog, ok := e.operand(r, fn, a)
	if !ok {
		return
	}
	l, ok := a.get(r.arg+1, "")
	if ok && l.k == vList && l.elem == nil {
		words := []val{prog}
		if len(l.items) > 1 {
			words = append(words, l.items[1:]...)
		}
		e.argvWords(words, false, call)
		return
	}
	e.argvWords([]val{prog}, true, call)
}

// open records a file opened by mode.
func (e *eval) open(r *rule, fn val, a callArgs, call string) {
	mode := e.mode(r, fn, a)
	for _, v := range e.operands(r, fn, a) {
		if v.k == vNum {
			continue // a file descriptor
		}
		if v.k == vStr && len(v.parts) > 0 && !v.parts[0].hole && strings.HasPrefix(v.parts[0].s, "|") && (e.l == Ruby || e.l == Perl) {
			// ruby's Kernel#open("|cmd") runs a command
			c := v
			c.parts = append([]part{{s: v.parts[0].s[1:]}}, v.parts[1:]...)
			e.shellFact(c, call)
			continue
		}
		if v.k == vObj && v.ref == "cmd" {
			e.shellFact(v, call)
			continue
		}
		write, keep, read := modeSays(mode)
		if write {
			e.pathFact(Fact{Kind: Write, Keep: keep, Call: call}, v)
		}
		if read {
			e.pathFact(Fact{Kind: Read, Call: call}, v)
		}
	}
}

// mode is the open mode a call gives: the argument after the operand, or mode=, flags=;
// "?" where it is not known.
func (e *eval) mode(r *rule, fn val, a callArgs) string {
	i := after(r, fn)
	for _, k := range [...]string{"mode", "flags", "flag"} {
		if v, ok := a.option(i, k); ok {
			if s, lit := v.lit(); lit {
				return s
			}
			return "?"
		}
	}
	if v, ok := a.get(i, ""); ok && v.k != vDict && v.k != vNum && v.k != vFunc {
		if s, lit := v.lit(); lit {
			return s
		}
		if s := v.show(); strings.Contains(s, "O_") {
			return s // os.O_RDONLY | os.O_NONBLOCK
		}
		return "?"
	}
	return r.opt
}

// modeSays reads an open mode ("w", "a+", "rb", "wx", O_WRONLY): whether it writes, appends,
// reads.
func modeSays(mode string) (write, keep, read bool) {
	m := strings.ToLower(mode)
	switch {
	case m == "?":
		return true, false, true
	case m == "" || m == "r" || m == "rb" || m == "rt" || m == "r:utf-8" || m == "<":
		return false, false, true
	}
	if strings.Contains(m, "o_") {
		write = strings.Contains(m, "wronly") || strings.Contains(m, "rdwr") || strings.Contains(m, "creat") || strings.Contains(m, "trunc")
		keep = strings.Contains(m, "append") || !strings.Contains(m, "trunc")
		return write, keep, !strings.Contains(m, "wronly")
	}
	write = strings.ContainsAny(m, "waxc+>")
	keep = strings.ContainsAny(m, "a") || strings.HasPrefix(m, "r+") || strings.HasPrefix(m, "+<") || strings.HasPrefix(m, "c")
	read = strings.ContainsAny(m, "r<") || strings.Contains(m, "+")
	return write, keep, read
}

// copyMove records a copy or a move: the source read (or taken away), the destination written.
func (e *eval) copyMove(r *rule, fn val, a callArgs, call string) {
	src, ok := e.operand(r, fn, a)
	if !ok {
		return
	}
	dst, hasDst := a.get(after(r, fn), r.opt)
	tree := r.do == aCopyTree || r.do == aMove
	if r.do == aMove {
		e.pathFact(Fact{Kind: Delete, Tree: true, Move: true, Call: call}, src)
	} else {
		e.pathFact(Fact{Kind: Read, Tree: tree, To: Copied, Call: call}, src)
	}
	if hasDst {
		e.pathFact(Fact{Kind: Write, Tree: tree, Call: call}, dst)
	}
}

// link records a link: the target read as linked (a later read of the new name reads it), the
// new name created. kw "dst" names the new name's keyword, as os.link(src, dst) spells it.
func (e *eval) link(r *rule, fn val, a callArgs, call string) {
	src, ok := e.operand(r, fn, a)
	if !ok {
		return
	}
	dst, hasDst := a.get(after(r, fn), "dst")
	if r.arg < 0 && fn.self != nil {
		// a method of the new name: Path("n").symlink_to(target)
		src, hasDst = a.get(0, "target")
		if !hasDst {
			return
		}
		dst = *fn.self
	}
	to, class := Linked, ""
	if r.opt == "hard" {
		to, class = HardLinked, "hard"
	}
	e.pathFact(Fact{Kind: Read, To: to, Call: call}, src)
	if !hasDst {
		return
	}
	// The new name is a Link fact that says what it stands for, so that a later write
	// through it on the line is judged where it lands; a target not known stays "".
	f := Fact{Kind: Link, Class: class, Call: call}
	if text, dyn, _ := src.pathText(); !dyn && src.k == vStr && text != "" {
		f.Target = text
	}
	e.pathFact(f, dst)
}

// send records data leaving the machine: the destination, and what the data holds.
func (e *eval) send(r *rule, fn val, a callArgs, call string) {
	dest, ok := e.operand(r, fn, a)
	if !ok {
		return
	}
	opts := dest // axios({url, method, data}), http.request({host, path, method})
	if dest.k == vDict {
		for _, k := range [...]string{"url", "host", "hostname", "uri"} {
			if u, ok := dictGet(dest, k); ok {
				dest = u
				break
			}
		}
	}
	next := after(r, fn)
	if dest.k == vList && len(dest.items) > 0 {
		dest = dest.items[0] // (host, port)
	}
	if dest.k == vNum && len(a.pos) > next && a.pos[next].k == vStr {
		dest = a.pos[next] // net.connect(port, host)
	}
	if dest.k == vObj && dest.self != nil {
		dest = *dest.self
	}
	class := r.opt
	if class == "" {
		class = "http"
	}
	var body []val
	for _, k := range [...]string{"data", "json", "body", "files", "content", "payload", "form", "params", "form_data"} {
		if v, ok := a.option(next, k); ok {
			body = append(body, v)
		}
	}
	for _, p := range a.pos[min(next, len(a.pos)):] {
		if p.k != vDict && p.k != vFunc && r.do != aConnect {
			body = append(body, p)
		}
	}
	if e.l == Ruby || e.l == Perl || e.l == PHP {
		// a hash of fields is the body
		for _, k := range a.kw {
			body = append(body, k.v)
		}
		for _, p := range a.pos[min(next, len(a.pos)):] {
			if p.k == vDict {
				body = append(body, p)
			}
		}
	}
	method := httpMethod(r, a, next, opts)
	if (r.do == aFetch || r.do == aRequest && r.arg >= 0) && len(body) == 0 && (method == "" || method == "GET" || method == "HEAD") {
		e.sink(dest, Sent, call) // what a query string carries
		return
	}
	text, dyn, lead := dest.asStr().pathText()
	if dest.k != vStr {
		text, dyn, lead = "{"+dest.show()+"}", true, ""
	}
	e.out.add(Fact{Kind: Send, Text: text, Dyn: dyn, Lead: lead, Class: class, Call: call})
	if class == "http" {
		e.httpDestroy(r, a, opts, method, Fact{Kind: Destroy, Text: text, Dyn: dyn, Lead: lead, Class: "http", Call: call})
	}
	e.sink(dest, Sent, call)
	for _, b := range body {
		e.sink(b, Sent, call)
	}
}

// httpMethod is the method of a request a rule sends, upper case: DELETE for aHTTPDelete, the
// method argument of aRequest, an options object's or keyword's method (fetch(u, {method}),
// Request(u, method=...)), else POST for a call that sends a body and "" (GET) for a fetch.
// "?" is a method only known when the code runs.
func httpMethod(r *rule, a callArgs, next int, opts val) string {
	m, ok := val{}, false
	switch r.do {
	case aHTTPDelete:
		return "DELETE"
	case aRequest:
		m, ok = a.get(0, "method")
	}
	if !ok {
		m, ok = a.option(next, "method")
	}
	if !ok {
		m, ok = dictGet(opts, "method")
	}
	if !ok {
		if r.do == aFetch {
			return ""
		}
		return "POST"
	}
	if s, known := m.lit(); known && s != "" {
		return strings.ToUpper(strings.TrimPrefix(s, ":")) // ruby's :delete
	}
	return "?"
}

// httpDestroy adds the Destroy of a request's resource where the request deletes: its method
// is DELETE, or its URL names a delete (DeletingURL: POST .../delete, ?action=delete). A path
// the call gives beside its host (conn.request("DELETE", "/x"), http.request({host, path}),
// h.delete("/x")) completes the URL.
func (e *eval) httpDestroy(r *rule, a callArgs, opts val, method string, f Fact) {
	if p, ok := requestPath(r, a, opts); ok && !f.Dyn && !strings.Contains(f.Text, "/") {
		f.Text += p
	}
	if method != "DELETE" {
		if _, ok := DeletingURL(f.Text, method); !ok {
			return
		}
	}
	e.out.add(f)
}

// requestPath is the path a call gives apart from its host: http.client's request(method,
// path), node's http.request({host, path}), ruby's h.delete(path) on a Net::HTTP.
func requestPath(r *rule, a callArgs, opts val) (string, bool) {
	var p val
	ok := false
	switch {
	case r.do == aRequest && r.arg < 0:
		p, ok = a.get(1, "url")
	case r.arg < 0:
		p, ok = a.get(0, "path")
	default:
		p, ok = dictGet(opts, "path")
	}
	if !ok {
		return "", false
	}
	s, known := p.lit()
	return s, known && strings.HasPrefix(s, "/")
}

// sqlFact records SQL the code runs. A method name many libraries share (execute, query,
// exec) counts only where its text reads as SQL.
func (e *eval) sqlFact(r *rule, fn val, v val, call string) {
	for _, x := range alts(v) {
		text, dyn := x.shellText()
		if x.k != vStr {
			text, dyn = "", true
		}
		generic := strings.HasPrefix(r.name, "#")
		if generic && !looksSQL(text) {
			continue
		}
		dialect := r.opt
		if fn.self != nil && fn.self.k == vObj && strings.HasPrefix(fn.self.ref, "db:") {
			dialect = strings.TrimPrefix(fn.self.ref, "db:")
		}
		e.out.add(Fact{Kind: SQL, Text: strings.ReplaceAll(text, HoleVar, "?"), Dyn: dyn, Class: dialect, Call: call})
	}
}

// sqlWords begin SQL statements.
var sqlWords = [...]string{"select", "insert", "update", "delete", "drop", "truncate", "alter", "create", "replace",
	"merge", "with", "grant", "revoke", "vacuum", "pragma", "attach", "detach", "begin", "commit", "rollback", "exec",
	"execute", "call", "set", "use", "rename", "upsert", "copy", "load", "lock", "unlock", "show", "describe", "explain"}

func looksSQL(s string) bool {
	s = strings.TrimSpace(s)
	for strings.HasPrefix(s, "--") || strings.HasPrefix(s, "/*") {
		if strings.HasPrefix(s, "--") {
			if i := strings.IndexByte(s, '\n'); i >= 0 {
				s = strings.TrimSpace(s[i+1:])
				continue
			}
			return false
		}
		if i := strings.Index(s, "*/"); i >= 0 {
			s = strings.TrimSpace(s[i+2:])
			continue
		}
		return false
	}
	end := 0
	for end < len(s) && isAlpha(s[end]) {
		end++
	}
	w := strings.ToLower(s[:end])
	for _, k := range sqlWords {
		if w == k {
			return end == len(s) || s[end] == ' ' || s[end] == '\n' || s[end] == '\t' || s[end] == '(' || s[end] == ';'
		}
	}
	return false
}

// pathFact records a fact about each path a value stands for.
func (e *eval) pathFact(f Fact, v val) {
	e.pathFactN(f, v, 0)
}

func (e *eval) pathFactN(f Fact, v val, n int) {
	if n > 4 {
		return
	}
	for i, x := range alts(v) {
		if i >= 64 {
			break
		}
		switch {
		case x.k == vList && x.elem == nil:
			for j, it := range x.items {
				if j >= 64 {
					break
				}
				e.pathFactN(f, it, n+1)
			}
			continue
		case x.k == vList:
			e.pathFactN(f, *x.elem, n+1)
			continue
		case x.k == vObj && x.self != nil && (x.ref == "Path" || x.ref == "file" || x.ref == "URL"):
			e.pathFactN(f, *x.self, n+1)
			continue
		case x.k == vBool || x.k == vNum || x.k == vDict || x.k == vFunc:
			continue // an option, a flag or a callback, not a path
		}
		text, dyn, lead := x.pathText()
		if x.k != vStr && x.k != vNum {
			text, dyn, lead = "{"+x.show()+"}", true, ""
		}
		f.Text, f.Dyn, f.Lead = text, dyn, lead
		e.out.add(f)
		if f.Kind == Read && f.To == Kept && !f.Tree {
			if lead, ok := requestNamed(x); ok {
				// a file named by the request a server handles: whoever connects reads any
				// file below the part of the path that is known, as from a file server
				e.out.add(Fact{Kind: Read, Tree: true, To: Sent, Text: servedDir(lead), Call: f.Call})
			}
		}
	}
}

// requestNamed reports whether a path is named by the request a server handles: its first
// unknown part is the request's URL or its path ("." + req.url, path.join(root, new
// URL(req.url, base).pathname)); lead is the known text before it.
func requestNamed(x val) (string, bool) {
	src, n := x.show(), 0 // req.url itself: a value only known when the code runs
	if x.k == vStr {
		src, n = "", len(x.parts)
		for k, p := range x.parts {
			if p.hole {
				src, n = p.s, k
				break
			}
		}
	} else if x.k != vUnknown && x.k != vRef {
		return "", false
	}
	i := strings.LastIndexByte(src, '#')
	if i < 0 {
		return "", false
	}
	switch src[i+1:] {
	case "url", "pathname", "originalUrl":
	default:
		return "", false
	}
	var b strings.Builder
	for _, p := range x.parts[:n] {
		b.WriteString(p.s)
	}
	return b.String(), true
}

// sink records where the values a value holds go: the environment, a variable, a file's
// content, printed, sent or saved.
func (e *eval) sink(v val, to Sink, call string) {
	if to == Shown {
		if s, ok := v.lit(); ok {
			e.out.print(s)
		}
	}
	t := e.held(v, 0)
	if t.env {
		e.out.add(Fact{Kind: Env, To: to, Call: call})
	}
	for _, n := range t.vars {
		e.out.add(Fact{Kind: Var, Text: n, To: to, Call: call})
	}
	for _, f := range t.files {
		e.out.add(Fact{Kind: Read, Text: f.text, Dyn: f.dyn, Lead: f.lead, To: to, Call: call})
	}
}

// held is what a value holds, with its items and its receiver.
func (e *eval) held(v val, n int) taint {
	t := v.t
	if n > 3 {
		return t
	}
	if v.self != nil && (v.k == vRef || v.k == vObj && v.ref != "file" && v.ref != "Path") {
		t = t.with(e.held(*v.self, n+1))
	}
	if v.k == vObj && v.ref == "file" && v.self != nil && readMode(v.mode) {
		// A file open for reading is its content wherever it goes: print(*f), list(f),
		// writelines(f), copyfileobj(f, sys.stdout), files={"f": f} all carry its lines.
		t = t.with(contentOf(v).t)
	}
	if v.elem != nil {
		t = t.with(e.held(*v.elem, n+1))
	}
	for i, it := range v.items {
		if i >= 64 {
			break
		}
		t = t.with(e.held(it, n+1))
	}
	return t
}

// readMode reports an open mode that reads: none given, or one with r or +.
func readMode(m string) bool {
	return m == "" || m == "?" || strings.ContainsAny(m, "r+")
}

// contentOf is the content of a file.
func contentOf(p val) val {
	if p.k == vObj && p.self != nil {
		p = *p.self
	}
	text, dyn, lead := p.asStr().pathText()
	if p.k != vStr {
		text, dyn, lead = "{"+p.show()+"}", true, ""
	}
	return val{k: vUnknown, src: "content", t: taint{files: []fileRef{{text: text, lead: lead, dyn: dyn}}}}
}

// ret computes what a call returns. It records nothing, except the variables it reads.
func (e *eval) ret(r *rule, fn val, a callArgs) val {
	op, ok := e.operand(r, fn, a)
	for _, f := range [...]func(*eval, *rule, val, callArgs, val, bool) (val, bool){(*eval).retBasic, (*eval).retPaths, (*eval).retEnv, (*eval).retText} {
		if v, done := f(e, r, fn, a, op, ok); done {
			return v
		}
	}
	return val{k: vUnknown, t: a.taint(), src: shortName(fn)}
}

// unknownOf is what a call returns that cannot be worked out: unknown, tainted by
// its arguments and by the object it was called on.
func unknownOf(fn val, a callArgs) val {
	t := a.taint()
	if fn.self != nil {
		t = t.with(fn.self.t)
	}
	return val{k: vUnknown, t: t, src: shortName(fn)}
}

// retRows names the rows Django's Model.objects.all() stands for, so that deleting
// them is seen as deleting a table; any other query returns unknown.
func retRows(fn val, a callArgs) val {
	if m, ok := strings.CutSuffix(fn.ref, ".objects.all"); ok && fn.self == nil && len(a.pos) == 0 {
		if model := lastName(m); model != "" && model[0] >= 'A' && model[0] <= 'Z' && isName(model) {
			return val{k: vObj, ref: "rows:" + strings.ToLower(model)}
		}
	}
	return unknownOf(fn, a)
}

// retBasic returns objects, modules and the operand as it is.
func (e *eval) retBasic(r *rule, fn val, a callArgs, op val, ok bool) (val, bool) {
	switch r.ret {
	case rNone:
		return unknownOf(fn, a), true
	case rClean:
		return val{k: vUnknown, src: shortName(fn)}, true
	case rArg:
		if ok {
			return op, true
		}
		if fn.self != nil {
			return *fn.self, true
		}
	case rSelf:
		if fn.self != nil {
			return *fn.self, true
		}
		if ok {
			return op, true
		}
	case rElement:
		if ok {
			return elemOf(op), true
		}
	case rModule:
		if s, lit := op.lit(); lit && ok {
			return e.refValue(canon(e.l, modName(s))), true
		}
	case rPath:
		return e.retPath(r, a, op, ok), true
	case rFile:
		if v, ok := eachAlt(op, func(x val) val { return e.fileOf(r, fn, a, x) }); ok {
			return v, true
		}
		return e.fileOf(r, fn, a, op), true
	case rPipe:
		return val{k: vObj, ref: "pipe", self: &op}, true
	case rHome, rCwd, rTmp:
		return e.retHome(r), true
	case rTmpDir:
		// A new entry of the temporary directory, whose name is never empty: its known part
		// ends inside the name (/tmp/tmp...), so that deleting it is not deleting /tmp.
		return val{k: vStr, parts: []part{{s: freshTmp}, {s: "tmpdir", hole: true}}}, true
	case rURL:
		if ok {
			return obj("URL", op.asStr()), true
		}
	case rDB:
		return val{k: vObj, ref: "db:" + r.opt}, true
	case rRows:
		return retRows(fn, a), true
	case rSelfObj:
		if fn.self != nil && fn.self.k == vObj {
			return *fn.self, true
		}
	case rSocket:
		return val{k: vObj, ref: "socket"}, true
	case rGetattr:
		if len(a.pos) >= 2 {
			if n, lit := a.pos[1].lit(); lit {
				return e.member(a.pos[0], n), true
			}
		}
	case rObjOf:
		if ok {
			return obj(r.opt, op), true
		}
		return val{k: vObj, ref: r.opt}, true
	case rDBI:
		return e.retDBI(op), true
	}
	return val{}, false
}

// retPath is ret's case rPath.
func (e *eval) retPath(r *rule, a callArgs, op val, ok bool) val {
	if !ok {
		return obj("Path", str("."))
	}
	if r.arg >= 0 && len(a.pos) > r.arg+1 {
		return obj("Path", pathJoin(a.pos[r.arg:]))
	}
	return obj("Path", pathOf(op))
}

// retHome is ret's case rHome.
func (e *eval) retHome(r *rule) val {
	v := str("~")
	if r.ret == rCwd {
		v = str(".")
	} else if r.ret == rTmp {
		v = str("/tmp")
	}
	if r.opt == "path" {
		return obj("Path", v)
	}
	return v
}

// retDBI is ret's case rDBI.
func (e *eval) retDBI(op val) val {
	d := ""
	if s, lit := op.lit(); lit {
		l := strings.ToLower(s)
		switch {
		case strings.Contains(l, "sqlite"):
			d = "sqlite"
		case strings.Contains(l, "pg") || strings.Contains(l, "postgres"):
			d = "postgres"
		case strings.Contains(l, "mysql") || strings.Contains(l, "maria"):
			d = "mysql"
		}
	}
	return val{k: vObj, ref: "db:" + d}
}

// retPaths returns paths, lists of files and files' contents.
func (e *eval) retPaths(r *rule, fn val, a callArgs, op val, ok bool) (val, bool) {
	switch r.ret {
	case rJoin:
		return e.retJoin(r, fn, a), true
	case rDirname:
		if ok {
			d := dirname(pathOf(op))
			if op.k == vObj && op.ref == "Path" || fn.self != nil && fn.self.k == vObj && fn.self.ref == "Path" && r.arg < 0 {
				return obj("Path", d), true
			}
			return d, true
		}
	case rBasename:
		if ok {
			return basename(pathOf(op)), true
		}
	case rGlob:
		if ok {
			p := pathOf(op)
			return val{k: vList, elem: &p}, true
		}
	case rGlobIn:
		return e.retGlobIn(fn, op, ok)
	case rNames:
		n := str(Hidden + "*") // any entry, a hidden one too
		return val{k: vList, elem: &n}, true
	case rEntries:
		var n val
		if ok {
			n = obj("Path", pathJoin([]val{pathOf(op), str(Hidden + "*")}))
		} else {
			n = obj("Path", str(Hidden+"*"))
		}
		return val{k: vList, elem: &n}, true
	case rWalk:
		return e.retWalk(op, ok)
	case rContent:
		if r.arg < 0 && fn.self != nil {
			return contentOf(*fn.self), true
		}
		if ok {
			return contentOf(pathOf(op)), true
		}
	case rArgvList:
		return e.retArgvList(fn, op, ok)
	case rList:
		if r.all {
			return listOf(append([]val(nil), a.pos...)), true
		}
		if ok {
			if op.k == vList {
				return op, true
			}
			return val{k: vList, elem: &val{k: vUnknown, t: op.t}, t: op.t}, true
		}
	case rLines:
		if ok {
			c := contentOf(pathOf(op))
			return val{k: vList, elem: &c, t: c.t}, true
		}
	case rUnder:
		if ok {
			p := pathJoin([]val{pathOf(op), str("*")})
			return val{k: vList, elem: &p}, true
		}
	}
	return val{}, false
}

// retJoin is ret's case rJoin.
func (e *eval) retJoin(r *rule, fn val, a callArgs) val {
	items := a.pos
	if r.arg >= 0 && r.arg < len(items) {
		items = items[r.arg:]
	}
	if r.arg < 0 && fn.self != nil {
		items = append([]val{pathOf(*fn.self)}, items...)
	}
	j := pathJoin(items)
	if fn.self != nil && fn.self.k == vObj && fn.self.ref == "Path" {
		return obj("Path", j)
	}
	return j
}

// retGlobIn is ret's case rGlobIn.
func (e *eval) retGlobIn(fn val, op val, ok bool) (val, bool) {
	if fn.self != nil {
		// pathlib's glob and iterdir name hidden entries too
		p := pathJoin([]val{pathOf(*fn.self), concat(str(Hidden), op)})
		if !ok {
			p = pathJoin([]val{pathOf(*fn.self), str(Hidden + "*")})
		}
		if fn.self.k == vObj && fn.self.ref == "Path" {
			p = obj("Path", p)
		}
		return val{k: vList, elem: &p}, true
	}
	return val{}, false
}

// retWalk is ret's case rWalk.
func (e *eval) retWalk(op val, ok bool) (val, bool) {
	if ok {
		d := concat(concat(pathOf(op), str("/")), val{k: vStr, parts: []part{{s: "subdir", hole: true}}})
		n := str("*")
		names := val{k: vList, elem: &n}
		t := val{k: vList, items: []val{d, names, names}}
		return val{k: vList, elem: &t}, true
	}
	return val{}, false
}

// retArgvList is ret's case rArgvList.
func (e *eval) retArgvList(fn val, op val, ok bool) (val, bool) {
	if fn.self != nil && fn.self.ref == "argv" {
		n := 0
		if ok && op.k == vNum {
			n, _ = strconv.Atoi(op.num)
		}
		return e.argvList(*fn.self, n), true
	}
	return val{}, false
}

// retEnv returns the environment and its variables.
func (e *eval) retEnv(r *rule, fn val, a callArgs, op val, ok bool) (val, bool) {
	switch r.ret {
	case rVar:
		if ok {
			return e.envVar(op, "()"), true
		}
	case rEnv:
		return val{k: vObj, ref: "env", t: taint{env: true}}, true
	case rEnvOrVar:
		if !ok {
			return val{k: vObj, ref: "env", t: taint{env: true}}, true
		}
		return e.envVar(op, "()"), true
	case rKeys:
		return val{k: vList, elem: &val{k: vUnknown, src: "name", t: taint{keys: true}}}, true
	case rEnvItems:
		x := val{k: vUnknown, src: "entry", t: taint{env: true}}
		return val{k: vList, elem: &x, t: taint{env: true}}, true
	}
	return val{}, false
}

// retText returns text decoded, joined, split, replaced or formatted.
func (e *eval) retText(r *rule, fn val, a callArgs, op val, ok bool) (val, bool) {
	switch r.ret {
	case rB64, rHex, rRot13, rReverse, rCase, rURLDecode:
		return e.retDecoded(r, fn, op, ok), true
	case rTrim, rSlice, rPad:
		return e.cut(r, fn, a, op, ok), true
	case rTranslate:
		return retTranslate(r, fn, a), true
	case rStrJoin:
		if fn.self != nil && ok {
			sep, _ := fn.self.lit()
			return joinList(op, sep), true
		}
	case rListJoin:
		return e.retListJoin(fn, op, ok)
	case rSplit:
		return e.split(fn, op, ok), true
	case rReplace, rReSub, rStrReplace:
		return e.retReplaced(r, fn, a)
	case rFormat:
		if fn.self != nil {
			return pyFormat(*fn.self, a), true
		}
	case rSprintf:
		if ok && r.arg >= 0 && r.arg < len(a.pos) {
			return sprintf(op, a.pos[r.arg+1:]), true
		}
	case rChr:
		if v, ok := e.vars["$_"]; ok && len(a.pos) == 0 && e.l == Perl {
			return chrs(callArgs{pos: []val{v}}), true // perl's chr alone is chr($_)
		}
		if r.arg < 0 && fn.self != nil {
			return chrs(callArgs{pos: []val{*fn.self}}), true // ruby's 46.chr
		}
		return chrs(a), true
	case rArgvFiles:
		return argvContent(e.argvPaths()), true
	case rMapped:
		if len(a.pos) == 1 && a.pos[0].listed() {
			return a.pos[0], true
		}
		return val{k: vUnknown, t: a.taint(), src: shortName(fn)}, true
	case rPack:
		return pack(fn, a), true
	case rPaste:
		return paste(r, a), true
	case rCodec:
		return e.retCodec(a)
	case rJoinArgs:
		return e.retJoinArgs(a)
	case rImplode:
		switch {
		case len(a.pos) == 1:
			return joinList(a.pos[0], ""), true // implode($pieces): joined by nothing
		case len(a.pos) >= 2 && a.pos[0].k == vList:
			sep, _ := a.pos[1].lit() // implode($pieces, $glue), the order PHP 7 took too
			return joinList(a.pos[0], sep), true
		case len(a.pos) >= 2:
			sep, _ := a.pos[0].lit()
			return joinList(a.pos[1], sep), true
		}
	case rConcatList:
		if len(a.pos) >= 1 {
			sep := ""
			if len(a.pos) >= 2 {
				sep, _ = a.pos[1].lit()
			}
			return joinList(a.pos[0], sep), true
		}
	}
	return val{}, false
}

// retDecoded is ret's cases rB64, rHex, rRot13, rReverse and rCase.
func (e *eval) retDecoded(r *rule, fn val, op val, ok bool) val {
	if r.ret == rReverse {
		l := op
		if !ok && fn.self != nil {
			l = *fn.self
		}
		if l.k == vList && l.elem == nil {
			return reversedList(l)
		}
	}
	return e.decode(r, fn, op, ok)
}

// retListJoin is ret's case rListJoin.
func (e *eval) retListJoin(fn val, op val, ok bool) (val, bool) {
	if fn.self != nil {
		sep := ","
		if e.l == Ruby || e.l == Julia {
			sep = ""
		}
		if ok {
			sep, _ = op.lit()
		}
		return joinList(*fn.self, sep), true
	}
	return val{}, false
}

// retCodec is ret's case rCodec.
func (e *eval) retCodec(a callArgs) (val, bool) {
	if len(a.pos) >= 1 {
		if s, ok := codes(a.pos[0]); ok {
			return str(s), true // bytes([46, 101, 110, 118]), Buffer.from([...])
		}
	}
	if len(a.pos) == 1 {
		return a.pos[0], true
	}
	if len(a.pos) >= 2 {
		how, _ := a.pos[1].lit()
		how = strings.ToLower(strings.ReplaceAll(how, "_", ""))
		s, lit := a.pos[0].lit()
		if lit {
			switch how {
			case "utf8", "utf-8", "ascii", "latin1", "latin-1", "binary":
				return str(s), true
			case "rot13", "rot-13":
				return str(rot13(s)), true
			case "base64", "base64codec":
				if d, ok := decodeBase64(s); ok {
					return str(d), true
				}
			case "hex", "hexcodec":
				if d, ok := decodeHex(s); ok {
					return str(d), true
				}
			}
		}
	}
	if len(a.pos) > 0 {
		return val{k: vUnknown, t: a.pos[0].t, src: "decoded"}, true
	}
	return val{}, false
}

// retJoinArgs is ret's case rJoinArgs.
func (e *eval) retJoinArgs(a callArgs) (val, bool) {
	if len(a.pos) >= 1 {
		sep, _ := a.pos[0].lit()
		var items []val
		for _, p := range a.pos[1:] {
			if p.k == vList && p.elem == nil {
				items = append(items, p.items...)
			} else {
				items = append(items, p)
			}
		}
		if len(items) == 1 && items[0].k != vStr {
			return val{k: vUnknown, t: items[0].t.with(e.held(items[0], 0)), src: "join"}, true
		}
		return joinVals(items, sep), true
	}
	return val{}, false
}

// modName is a module's canonical name from how code names it: node:fs is fs, fs/promises
// is fs.
func modName(s string) string {
	s = strings.TrimPrefix(s, "node:")
	if DenoFileServer(s) {
		return "@std.http.file-server"
	}
	switch s {
	case "fs/promises", "graceful-fs", "fs-extra/esm", "original-fs":
		return "fs"
	case "child_process/promises":
		return "child_process"
	}
	return strings.ReplaceAll(s, "/", ".")
}

// DenoFileServer reports a spelling of Deno's standard file server module, which exports
// serveDir and serveFile: jsr:@std/http (with a version, /file-server), @std/http through an
// import map, and deno.land/std's http/file_server.ts or http/mod.ts.
func DenoFileServer(s string) bool {
	if strings.HasPrefix(s, "https://deno.land/std") {
		return strings.HasSuffix(s, "/http/file_server.ts") || strings.HasSuffix(s, "/http/mod.ts")
	}
	rest, ok := strings.CutPrefix(strings.TrimPrefix(s, "jsr:"), "@std/http")
	if !ok {
		return false
	}
	if strings.HasPrefix(rest, "@") {
		if i := strings.IndexByte(rest, '/'); i >= 0 {
			rest = rest[i:]
		} else {
			rest = ""
		}
	}
	return rest == "" || rest == "/file-server" || rest == "/file_server" || rest == "/file-server.ts"
}

// pathOf is the path a value names (a Path object's, a file's).
func pathOf(v val) val {
	if v.k == vObj && v.self != nil {
		return *v.self
	}
	return v
}

func joinList(l val, sep string) val {
	if l.k == vList && l.elem == nil {
		return joinVals(l.items, sep)
	}
	if l.k == vStr {
		return l // "".join(reversed(s)): the characters again
	}
	return val{k: vUnknown, t: l.t, src: "join"}
}

func (e *eval) split(fn val, op val, ok bool) val {
	if fn.self == nil {
		return val{k: vUnknown}
	}
	s, lit := fn.self.lit()
	sep, slit := op.lit()
	if !lit || ok && !slit {
		return val{k: vList, elem: &val{k: vUnknown, t: fn.self.t}, t: fn.self.t}
	}
	var parts []string
	switch {
	case !ok:
		parts = strings.Fields(s)
	case sep == "":
		for _, r := range s {
			parts = append(parts, string(r))
		}
	default:
		parts = strings.Split(s, sep)
	}
	items := make([]val, len(parts))
	for i, p := range parts {
		items[i] = str(p)
	}
	return val{k: vList, items: items}
}

func (e *eval) replace(fn val, a callArgs) val {
	if fn.self == nil || len(a.pos) < 2 {
		return val{k: vUnknown}
	}
	if p := a.pos[0]; p.k == vObj && p.ref == "regexp" {
		return e.regexReplace(fn, p, a.pos[1])
	}
	s, ok1 := fn.self.lit()
	old, ok2 := a.pos[0].lit()
	nw, ok3 := a.pos[1].lit()
	if ok1 && ok2 && ok3 && old != "" {
		// JavaScript's replace and Ruby's sub replace the first; replaceAll, gsub, Python's
		// replace and PHP's str_replace every one.
		if name := fn.ref[strings.LastIndexByte(fn.ref, '#')+1:]; e.l == JS && name == "replace" || e.l == Ruby && strings.HasPrefix(name, "sub") {
			return str(strings.Replace(s, old, nw, 1))
		}
		if n, err := strconv.Atoi(a.pos[min(2, len(a.pos)-1)].num); e.l == Python && len(a.pos) >= 3 && err == nil {
			return str(strings.Replace(s, old, nw, n)) // str.replace(old, new, count); a negative count is every one
		}
		return str(strings.ReplaceAll(s, old, nw))
	}
	return val{k: vUnknown, t: fn.self.t.with(a.pos[1].t), src: "replace"}
}

// decode applies a decoding to a literal: what an obfuscated command line really is.
func (e *eval) decode(r *rule, fn val, op val, ok bool) val {
	src := op
	if !ok && fn.self != nil {
		src = *fn.self
	}
	s, lit := src.lit()
	if !lit {
		if r.ret == rURLDecode || r.ret == rCase {
			return src // a path decoded (decodeURIComponent(req.url)) or lower-cased is still that path
		}
		return val{k: vUnknown, t: src.t, src: "decoded"}
	}
	var out string
	good := true
	switch r.ret {
	case rB64:
		out, good = decodeBase64(s)
	case rHex:
		out, good = decodeHex(s)
	case rRot13:
		out = rot13(s)
	case rURLDecode:
		out = percentDecode(s, r.opt == "plus", r.opt == "u")
	case rReverse:
		out = reverse(s)
	case rCase:
		out = caseOf(s, r.opt)
	}
	if !good {
		return val{k: vUnknown, src: "decoded"}
	}
	return str(out)
}

// chrs is chr(n) and String.fromCharCode(n, ...).
func chrs(a callArgs) val {
	var b strings.Builder
	for _, p := range a.pos {
		if p.k != vNum {
			return val{k: vUnknown, src: "chr"}
		}
		n, err := strconv.ParseInt(p.num, 0, 32)
		if err != nil {
			return val{k: vUnknown, src: "chr"}
		}
		b.WriteRune(rune(n))
	}
	return str(b.String())
}

// pack is perl's pack(FMT, N, ...) and ruby's [N, ...].pack(FMT) for the formats that spell
// characters by code: C* and c* bytes (read as UTF-8), U* and W* code points.
func pack(fn val, a callArgs) val {
	var format val
	var items []val
	switch {
	case fn.self != nil && len(a.pos) >= 1: // ruby: the receiver is the list
		format = a.pos[0]
		items = append(items, *fn.self)
	case len(a.pos) >= 1:
		format, items = a.pos[0], a.pos[1:]
	default:
		return val{k: vUnknown, src: "pack"}
	}
	var nums []val
	for _, it := range items {
		if it.listed() {
			nums = append(nums, it.items...)
		} else {
			nums = append(nums, it)
		}
	}
	f, _ := format.lit()
	switch f {
	case "C*", "c*":
		if s, ok := codes(val{k: vList, items: nums}); ok {
			return str(s)
		}
	case "U*", "W*":
		return chrs(callArgs{pos: nums})
	}
	return val{k: vUnknown, src: "pack"}
}

// pyPercent is python's "fmt" % args.
func pyPercent(f val, args val) val {
	var items []val
	if args.k == vList && args.elem == nil {
		items = args.items
	} else {
		items = []val{args}
	}
	return sprintf(f, items)
}

// sprintf substitutes %s, %d, %r (and %-10s ...) by the arguments, in order.
func sprintf(f val, args []val) val {
	s, ok := f.lit()
	if !ok {
		t := f.t
		for _, a := range args {
			t = t.with(a.t)
		}
		return val{k: vUnknown, t: t, src: "format"}
	}
	out := val{k: vStr, parts: []part{{s: ""}}}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '%' || i+1 >= len(s) {
			out = concat(out, str(s[i:i+1]))
			continue
		}
		if s[i+1] == '%' {
			out = concat(out, str("%"))
			i++
			continue
		}
		j := i + 1
		if s[j] == '(' {
			// %(name)s takes the value of key name
			end := strings.IndexByte(s[j:], ')')
			if end < 0 {
				out = concat(out, str(s[i:]))
				break
			}
			key := s[j+1 : j+end]
			j += end + 1
			for j < len(s) && strings.IndexByte("-+ #0123456789.*lhq", s[j]) >= 0 {
				j++
			}
			v := val{k: vStr, parts: []part{{s: key, hole: true}}}
			if len(args) == 1 {
				if x, ok := dictGet(args[0], key); ok {
					v = x
				}
			}
			out = concat(out, v.asStr())
			i = j
			continue
		}
		for j < len(s) && strings.IndexByte("-+ #0123456789.*lhq", s[j]) >= 0 {
			j++
		}
		if j >= len(s) {
			out = concat(out, str(s[i:]))
			break
		}
		if n < len(args) {
			out = concat(out, args[n].asStr())
		} else {
			out = concat(out, val{k: vStr, parts: []part{{s: "arg", hole: true}}})
		}
		n++
		i = j
	}
	return out
}

// pyFormat is python's "{} {0} {name}".format(...).
func pyFormat(f val, a callArgs) val {
	s, ok := f.lit()
	if !ok {
		return val{k: vUnknown, t: f.t.with(a.taint()), src: "format"}
	}
	out := val{k: vStr, parts: []part{{s: ""}}}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '{' && i+1 < len(s) && s[i+1] == '{' || c == '}' && i+1 < len(s) && s[i+1] == '}' {
			out = concat(out, str(string(c)))
			i++
			continue
		}
		if c != '{' {
			out = concat(out, str(string(c)))
			continue
		}
		end := strings.IndexByte(s[i:], '}')
		if end < 0 {
			out = concat(out, str(s[i:]))
			break
		}
		field := pyFormatSpec(s[i+1 : i+end])
		var v val
		var found bool
		switch {
		case field == "":
			v, found = a.get(n, "")
			n++
		case field[0] >= '0' && field[0] <= '9':
			k, _ := strconv.Atoi(field)
			v, found = a.get(k, "")
		default:
			v, found = a.get(-1, field)
		}
		if !found {
			v = val{k: vUnknown, src: field}
		}
		out = concat(out, v.asStr())
		i += end
	}
	return out
}

// paste is R's paste(..., sep=" ") and paste0(...).
func paste(r *rule, a callArgs) val {
	sep := r.opt
	if s, ok := a.option(-1, "sep"); ok {
		sep, _ = s.lit()
	}
	var items []val
	for _, p := range a.pos {
		if p.k == vList && p.elem == nil {
			items = append(items, p.items...)
			continue
		}
		items = append(items, p)
	}
	return joinVals(items, sep)
}

// perlOpen is perl's open: open(FH, "<path"), open(FH, ">path"), open(FH, "cmd |"),
// open(my $fh, "<", $path), open(my $fh, "-|", "cmd", @args).
func (e *eval) perlOpen(a callArgs, call string) {
	if len(a.pos) < 2 {
		return
	}
	var handle val
	switch {
	case len(a.pos) == 2:
		spec := a.pos[1]
		s, ok := spec.lit()
		if !ok {
			// the mode is in a value not known: it could be anything
			lead := ""
			if spec.k == vStr && len(spec.parts) > 0 && !spec.parts[0].hole {
				lead = strings.TrimSpace(spec.parts[0].s)
			}
			switch {
			case strings.HasPrefix(lead, "|"):
				rest := spec
				rest.parts = append([]part{{s: strings.TrimPrefix(lead, "|")}}, spec.parts[1:]...)
				e.shellFact(rest, call)
			case strings.HasPrefix(lead, ">"):
				p := spec
				p.parts = append([]part{{s: strings.TrimLeft(lead, "> ")}}, spec.parts[1:]...)
				e.pathFact(Fact{Kind: Write, Keep: strings.HasPrefix(lead, ">>"), Call: call}, p)
			default:
				handle = contentOf(spec)
				e.pathFact(Fact{Kind: Read, Call: call}, spec)
			}
			break
		}
		s = strings.TrimSpace(s)
		switch {
		case strings.HasPrefix(s, "|"):
			e.addShell(strings.TrimSpace(s[1:]), false, call)
			if stdinShell(str(strings.TrimSpace(s[1:]))) {
				handle = val{k: vObj, ref: "shellpipe"}
			}
		case strings.HasSuffix(s, "|"):
			e.addShell(strings.TrimSpace(s[:len(s)-1]), false, call)
			handle = val{k: vObj, ref: "pipe"}
		case strings.HasPrefix(s, ">>"):
			e.pathFact(Fact{Kind: Write, Keep: true, Call: call}, str(strings.TrimSpace(s[2:])))
		case strings.HasPrefix(s, "+>") || strings.HasPrefix(s, ">"):
			e.pathFact(Fact{Kind: Write, Call: call}, str(strings.TrimLeft(s, "+> ")))
		case strings.HasPrefix(s, "+<"):
			p := str(strings.TrimSpace(s[2:]))
			e.pathFact(Fact{Kind: Write, Keep: true, Call: call}, p)
			handle = contentOf(p)
		default:
			p := str(strings.TrimSpace(strings.TrimPrefix(s, "<")))
			e.pathFact(Fact{Kind: Read, Call: call}, p)
			handle = contentOf(p)
		}
	default:
		mode, ok := a.pos[1].lit()
		if !ok {
			mode = "?"
		}
		if i := strings.IndexByte(mode, ':'); i >= 0 {
			mode = mode[:i]
		}
		mode = strings.TrimSpace(mode)
		target := a.pos[2]
		switch mode {
		case "-|", "|-":
			if len(a.pos) == 3 && !a.more {
				e.shellFact(target, call)
			} else {
				e.argvWords(a.pos[2:], a.more, call)
			}
			handle = val{k: vObj, ref: "pipe"}
			if mode == "|-" && stdinShell(listOf(a.pos[2:])) {
				handle = val{k: vObj, ref: "shellpipe"}
			}
		case "<":
			e.pathFact(Fact{Kind: Read, Call: call}, target)
			handle = contentOf(target)
		case ">", "+>":
			e.pathFact(Fact{Kind: Write, Call: call}, target)
			handle = obj("file", target)
		case ">>", "+<", "+>>":
			e.pathFact(Fact{Kind: Write, Keep: true, Call: call}, target)
			handle = obj("file", target)
		default:
			e.pathFact(Fact{Kind: Write, Call: call}, target)
			e.pathFact(Fact{Kind: Read, Call: call}, target)
			handle = contentOf(target)
		}
	}
	if len(a.names) > 0 && a.names[0] != "" {
		e.bind(a.names[0], handle)
	}
}

// perlReadline is <$fh>, <FH>, <STDIN>, <> (a line of input) or <*.c> (a glob).
func (e *eval) perlReadline(s string) val {
	var v val
	switch {
	case s == "" || s == "ARGV": // <>, <<>>, <ARGV>
		// The files named by the arguments not shifted off, one after another (stdin where
		// none is left): perl -e 'print while <>' .env prints .env.
		v = e.argvFiles("<>")
	case s == "STDIN":
		v = val{k: vUnknown, src: "input"}
	case isName(strings.TrimPrefix(s, "$")):
		if h, ok := e.vars[s]; ok {
			v = val{k: vUnknown, src: "line", t: h.t}
		} else {
			v = val{k: vUnknown, src: "line"}
		}
	default:
		p := str(s)
		v = val{k: vList, elem: &p}
	}
	if v.k != vList {
		e.bind("$_", v)
	}
	return v
}

// argvFiles records the reads of the files the code's arguments name (perl's <>) and is a
// line of them.
func (e *eval) argvFiles(call string) val {
	ps := e.argvPaths()
	for _, p := range ps {
		e.pathFact(Fact{Kind: Read, Call: call}, p)
	}
	return argvContent(ps)
}

// argvPaths are the code's arguments from the first not shifted off: the files perl's <> and
// ruby's ARGF read one after another (stdin where none is left).
func (e *eval) argvPaths() []val {
	var out []val
	for i := e.shifted; i < len(e.o.Argv); i++ {
		out = append(out, e.argvAt(val{k: vObj, ref: "argv", num: "0"}, i))
	}
	return out
}

// argvContent is a line of the files ps, or of stdin where there are none.
func argvContent(ps []val) val {
	var t taint
	for _, p := range ps {
		t = t.with(contentOf(p).t)
	}
	return val{k: vUnknown, src: "input", t: t}
}

// perlHandle reads the file handle perl's print is given (print STDERR ..., print $fh ...,
// print {$fh} ...); output to a file is saved, not shown.
func (e *eval) perlHandle(a *callArgs) {
	t := e.peek()
	n := e.peekN(1)
	switch {
	case t.k == tOp && t.s == "{":
		e.i++
		h := e.expr()
		e.accept("}")
		outputTo(a, h)
	case t.k == tIdent && (t.s == "STDOUT" || t.s == "STDERR"):
		e.i++
	case t.k == tIdent && (n.k == tStr || n.k == tIdent || n.k == tNum || n.k == tHole || n.k == tGlob) && !n.nl &&
		(strings.HasPrefix(t.s, "$") || isAlpha(t.s[0]) && isUpper(t.s)):
		e.i++
		if h, ok := e.vars[t.s]; ok {
			outputTo(a, h)
		}
	}
}

// outputTo makes print's output go to h where h is a file, a socket or a shell it started.
func outputTo(a *callArgs, h val) {
	if h.k == vObj && (h.ref == "file" || h.ref == "socket" || h.ref == "shellpipe") {
		a.kw = append(a.kw, kwArg{name: "file", v: h})
	}
}

func isUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'a' && s[i] <= 'z' {
			return false
		}
	}
	return s != ""
}

// ormTable is the table an ORM call acts on: the operand's text (Schema::drop('users')), or
// the model class the call is made on (User.delete_all, User::truncate()), lower-cased. A call
// on anything but a class (an association: user.posts.delete_all, a scope already narrowed)
// is none: it reaches only the rows it selects.
func (e *eval) ormTable(r *rule, fn val, a callArgs) (string, bool) {
	if !strings.Contains(r.opt, "%s") {
		return "", true // every table
	}
	if r.arg >= 0 {
		v, ok := a.get(r.arg, r.kw)
		if !ok {
			return "", false
		}
		if s, lit := v.lit(); lit && isName(s) {
			return strings.ToLower(s), true
		}
		return "?", true
	}
	if fn.self != nil {
		// every row of a model (Model.objects.all().delete())
		t, ok := strings.CutPrefix(fn.self.ref, "rows:")
		return t, ok && fn.self.k == vObj
	}
	i := strings.LastIndexByte(fn.ref, '.')
	if i <= 0 || e.l == Python {
		return "", false // a Python class's delete() is no ORM's bulk delete
	}
	model := lastName(fn.ref[:i])
	if model == "" || model[0] < 'A' || model[0] > 'Z' || !isName(model) {
		return "", false
	}
	return strings.ToLower(model), true
}

// fileOf is the file object an open of path returns.
func (e *eval) fileOf(r *rule, fn val, a callArgs, path val) val {
	f := obj("file", pathOf(path))
	f.mode = e.mode(r, fn, a)
	return f
}
