// Package code reads the source text an interpreter is given (python, JavaScript, ruby, perl,
// php, lua, awk, R, julia, PowerShell, AppleScript, Tcl, and, more narrowly, the languages of
// foreign.go and compiled.go) and says what it does: the shell
// command lines it runs, the files it deletes, writes and reads, the environment it prints or
// sends, the data it sends over the network, the SQL it runs. It never runs anything.
//
// The analysis is a tolerant reading, not a compiler: each language has a lexer that knows its
// strings, escapes, comments and interpolation, and one evaluator follows values through
// literals, concatenation, formatting, simple assignments, imports and aliases, so that
// `from shutil import rmtree as r; d = "/srv"; r(d)` is a recursive delete of /srv. What a
// call does is data: per language, a table of call patterns (rules_*.go), each row with
// snippets it must and must not match, which a test runs. A value only known when the code
// runs (a variable from outside, an argument) makes the effect dynamic; the known text before
// it is kept.
//
// A hook process runs this on every command that reaches an interpreter: nothing is built at
// start-up (tables are arrays; no regexp), and work is bounded by the size of the source.
package code

import (
	"slices"
	"strings"
)

// Lang is a language the package reads.
type Lang uint8

// The languages.
const (
	Python Lang = iota + 1
	JS          // node, deno, bun, ts-node, tsx, JXA
	Ruby
	Perl
	PHP
	Lua
	Awk
	R
	Julia
	PowerShell
	AppleScript
	Tcl
	// read by the call reader (foreign.go, lisp.go)
	Elixir
	Groovy
	Kotlin
	Scala
	Swift
	CSharp
	Clojure
	Racket
	Scheme // Guile
	Lisp   // Common Lisp: SBCL
	// compiled languages, read by the call reader as the source a one-step runner (go run
	// x.go, java X.java, tcc -run) or a binary the line built from it runs
	Go
	Java
	Rust
	C // and C++
	Dart
	Haskell // runghc, ghc -e
	Zig     // zig run x.zig, a binary zig build-exe built
)

var langNames = [...]string{Python: "python", JS: "node", Ruby: "ruby", Perl: "perl", PHP: "php", Lua: "lua",
	Awk: "awk", R: "r", Julia: "julia", PowerShell: "powershell", AppleScript: "applescript", Tcl: "tcl",
	Elixir: "elixir", Groovy: "groovy", Kotlin: "kotlin", Scala: "scala", Swift: "swift", CSharp: "csharp",
	Clojure: "clojure", Racket: "racket", Scheme: "scheme", Lisp: "lisp",
	Go: "go", Java: "java", Rust: "rust", C: "c", Dart: "dart", Haskell: "haskell", Zig: "zig"}

// String is the language's name as Exec effects carry it.
func (l Lang) String() string {
	if int(l) < len(langNames) {
		return langNames[l]
	}
	return ""
}

// Kind is what a fact says the code does.
type Kind uint8

// The kinds of fact.
const (
	// Shell: the code runs Text as a shell command line. A list form (subprocess.run([...]),
	// spawn("rm", [...])) is joined shell-quoted. Where part of it is only known when the code
	// runs, Dyn is set and each unknown part stands in Text as the shell parameter
	// ${_code_value}, so that the line can still be read as shell (HoleVar).
	Shell Kind = iota + 1
	// Delete: the path Text is removed; Tree: with everything below it; Move: taken away by a
	// move or rename (its content lands at the Write that follows).
	Delete
	// Write: content is written to the path Text; Keep: appended, keeping what was there.
	// Tree: a tree is copied or moved there.
	Write
	// Create: a directory or an empty file is made at Text.
	Create
	// Read: the file Text is read; To says where its content goes.
	Read
	// Env: the whole environment; To says where it goes (a single variable is Var).
	Env
	// Var: the environment variable named Text is read; To says where its value goes.
	Var
	// Send: data leaves the machine for Text (a URL or a host); Class "http", "raw", "mail".
	Send
	// SQL: Text is run as SQL; Class names the dialect where the client says which
	// ("sqlite", "postgres", "mysql").
	SQL
	// Eval: the code runs code of its own language built at run time (eval of a value not
	// known); Text is what is known of it.
	Eval
	// Chdir: later relative paths are relative to Text.
	Chdir
	// Load: the code runs another file of code: Text is the path as the code names it, or,
	// with Class "module", a module's dotted name (python's import x.y, lua's require "x").
	Load
	// Link: the path Text is made a link to Target (os.symlink's src), a symbolic one, or with
	// Class "hard" a second name of the same file. Target is "" where it is only known when
	// the code runs. A later use of the name on the line reaches the target (shell/links.go).
	Link
	// Destroy: the server deletes the resource at the URL Text (Class "http"): an HTTP DELETE
	// (requests.delete, fetch with method "DELETE", Net::HTTP::Delete), or a request whose
	// URL names a delete (DeletingURL: requests.post(".../delete")). A Send fact comes with it.
	Destroy
	// SetEnv: the code sets the environment variable Text ("NAME=VALUE") for the programs it
	// starts (os.environ["X"] =, process.env.X =, ENV["X"] =, $ENV{X} =, putenv, a child's
	// env option). Dyn: the value is only known when the code runs.
	SetEnv
)

var kindNames = [...]string{Shell: "shell", Delete: "delete", Write: "write", Create: "create", Read: "read",
	Env: "env", Var: "var", Send: "send", SQL: "sql", Eval: "eval", Chdir: "chdir", Load: "load", Link: "link", Destroy: "destroy", SetEnv: "setenv"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "kind?"
}

// Sink is where a value the code reads goes.
type Sink uint8

// The sinks.
const (
	Kept       Sink = iota // used by the code, not shown
	Shown                  // printed: stdout, stderr, a log, the value of node -p
	Sent                   // sent off the machine
	Saved                  // written to a file
	Copied                 // copied to another file as it is (shutil.copy's source)
	Linked                 // made reachable by a symbolic link (os.symlink's target)
	HardLinked             // given a second name, the same file (os.link's source)
)

var sinkNames = [...]string{Kept: "", Shown: "show", Sent: "send", Saved: "file", Copied: "copy", Linked: "link", HardLinked: "hardlink"}

func (s Sink) String() string { return sinkNames[s] }

// HoleVar is how an unknown part of a shell command line stands in a Shell fact's Text: a
// shell parameter no command sets, which the shell front end reads as a value only known when
// the line runs.
const HoleVar = "${_code_value}"

// Hole marks, in source text given to Analyze, a part only known when the command runs (a
// shell expansion inside `python -c "...$X..."`): Hole + the shell's text of it + Hole. The
// analysis reads it as an unknown value, and a $NAME in it as the value of variable NAME.
const Hole = "\uFFFC"

// Fact is one thing the code does.
type Fact struct {
	Kind Kind
	// Text is the command line, the path, the destination, the variable's name or the SQL.
	Text string
	// Dyn: part of Text is only known when the code runs; Lead is the text before the first
	// unknown part.
	Dyn  bool
	Lead string
	Tree bool // Delete, Write: the whole tree below the path
	Keep bool // Write: appends
	Move bool // Delete: moved away, not destroyed
	To   Sink // Read, Env, Var: where the value goes
	// Class: Send "http", "raw", "mail"; SQL the dialect; Link "hard".
	Class string
	// Target: Link, the path the new name stands for, as the code names it.
	Target string
	// Call is the call that does it, by its canonical name ("os.system", "fs.rmSync").
	Call string
}

// String renders a fact compactly, the form the tables' examples are written in:
// "shell rm -rf /", "delete-r /tmp/x", "write+ log", "read:show .env", "env:show", "var:show
// TOKEN", "send:http https://x", "sql DROP TABLE t".
func (f Fact) String() string {
	var b strings.Builder
	b.WriteString(f.Kind.String())
	if f.Tree {
		b.WriteString("-r")
	}
	if f.Keep {
		b.WriteString("+")
	}
	if f.Move {
		b.WriteString(":move")
	}
	if f.To != Kept {
		b.WriteString(":" + f.To.String())
	}
	if f.Class != "" && (f.Kind == Send || f.Kind == SQL || f.Kind == Link || f.Kind == Destroy) {
		b.WriteString(":" + f.Class)
	}
	t := strings.Join(strings.Fields(f.Unhidden().Text), " ")
	if f.Kind == Env {
		t = ""
	}
	if t != "" {
		b.WriteString(" " + t)
	} else if f.Dyn {
		b.WriteString(" ?")
	}
	if f.Kind == Link && f.Target != "" {
		b.WriteString(" -> " + f.Target)
	}
	return b.String()
}

// Facts is what a piece of code does, in source order.
type Facts struct {
	List []Fact
	// Printed are the texts the code prints where their values are known (print(".e" + "nv"),
	// console.log, puts, node -p's value), in the order read; whether each is printed, how
	// often and in what order when it runs is not known (a branch, a loop).
	Printed []string
	// Partial: the code was too long or too deep to read whole; what it does may be more
	// than List.
	Partial bool
}

// Arg is an argument the code is given (sys.argv[1:], process.argv.slice(2), ARGV).
type Arg struct {
	S   string
	Dyn bool
}

// Options say how the code is run.
type Options struct {
	// Print: the value of each top-level expression is printed (node -p, irb, Rscript -e,
	// julia -E).
	Print bool
	// Tags: PHP code is only what stands inside <?php ... ?> (a script file, stdin); without
	// it the whole text is code (php -r).
	Tags bool
	// File is the script's path as the command line names it ("" for -c/-e and stdin): the
	// value of __file__, __dirname, __FILE__, __DIR__.
	File string
	// Argv are the arguments after the code or the script.
	Argv []Arg
	// Env are the variables the command line gives the program (NAME=VALUE prefixes,
	// exports): code reading one by name (os.environ["K"]) gets its value, so a path
	// handed over that way is judged where it lands.
	Env map[string]Arg
}

// Bounds on what one analysis reads.
const (
	maxSource = 1 << 20 // bytes of source read
	maxTokens = 200000  // tokens lexed
	maxDepth  = 6       // code found inside code (f-string holes, eval of literal code)
	maxNest   = 120     // brackets nested inside one expression
	maxSteps  = 2000000 // evaluator steps
	maxFacts  = 4096    // facts kept
	// texts Printed keeps, and the longest kept
	maxPrinted     = 64
	maxPrintedText = 4 << 10
)

// onPanic, set by tests only, hears of a reading that failed part way.
var onPanic func(any)

// Analyze says what src, code of language l, does.
func Analyze(l Lang, src string, o Options) (out Facts) {
	defer func() {
		if r := recover(); r != nil {
			out.Partial = true // a reading that fails part way keeps what it found
			if onPanic != nil {
				onPanic(r)
			}
		}
	}()
	if len(src) > maxSource {
		src = src[:maxSource]
		out.Partial = true
	}
	switch l {
	case PowerShell:
		powershell(src, &out, 0)
	case AppleScript:
		applescript(src, &out)
	case Tcl:
		tcl(src, &out, 0)
	case Elixir, Groovy, Kotlin, Scala, Swift, CSharp, Go, Java, Rust, C, Dart, Haskell, Zig:
		callCode(l, src, &out)
	case Clojure, Racket, Scheme, Lisp:
		lispCode(l, src, &out)
	default:
		e := newEval(l, o, &out)
		e.run(src)
	}
	out.List = dedupe(out.List)
	return out
}

// dedupe drops facts said twice (a value printed twice, a file opened in a loop), keeping the
// first of each. A long list is checked against a set: a scan per fact over thousands of facts
// cost more than the reading that found them.
func dedupe(fs []Fact) []Fact {
	out := fs[:0]
	if len(fs) <= 16 {
		for _, f := range fs {
			if !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
		return out
	}
	seen := make(map[Fact]bool, len(fs))
	for _, f := range fs {
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	return out
}

// Hidden marks, in a path fact's Text, a pattern matched where a leading dot is like any other
// character: a directory listing's entries (os.listdir, scandir, fs.readdirSync, readdir,
// Dir.children: "dir/" + Hidden + "*") and pathlib's globs, where bash's `*` never names a
// dotfile. The table (spec) judges such a path by its pattern and by the patterns that name
// those dotfiles by bash's rule (paths.HiddenVariants): for f in os.listdir("."): open(f)
// reads .env. In any other fact it is dropped.
const Hidden = "\uFFF9"

// add records a fact, within bounds.
func (fs *Facts) add(f Fact) {
	if !climbs(f.Kind) {
		f = f.Unhidden()
	}
	if len(fs.List) >= maxFacts {
		fs.Partial = true
		return
	}
	if f.Dyn && f.Lead != "" && climbs(f.Kind) {
		f.Lead = climbed(f.Text, f.Lead)
	}
	fs.List = append(fs.List, f)
}

// Unhidden is f without the Hidden marks: its pattern as written.
func (f Fact) Unhidden() Fact {
	if strings.Contains(f.Text, Hidden) || strings.Contains(f.Lead, Hidden) || strings.Contains(f.Target, Hidden) {
		f.Text, f.Lead, f.Target = strings.ReplaceAll(f.Text, Hidden, ""), strings.ReplaceAll(f.Lead, Hidden, ""), strings.ReplaceAll(f.Target, Hidden, "")
	}
	return f
}

// print records a text the code prints, within bounds.
func (fs *Facts) print(s string) {
	if len(fs.Printed) < maxPrinted && len(s) <= maxPrintedText && !slices.Contains(fs.Printed, s) {
		fs.Printed = append(fs.Printed, s)
	}
}

// climbs reports the kinds of fact whose Text is a path.
func climbs(k Kind) bool {
	switch k {
	case Delete, Write, Create, Read, Chdir, Link:
		return true
	}
	return false
}

// climbed is the lead of a path that climbs out of its unknown part with ".." (d + "/..",
// os.path.join(d, ".."), filepath.Join(tmp, "..")): where d is a new directory in /tmp, its
// lead /tmp/tmp said the path was an entry of /tmp, while it is /tmp itself. The path is
// known only up to the directory holding the unknown name, and one level higher for each
// further "..".
func climbed(text, lead string) string {
	rest, ok := strings.CutPrefix(text, lead)
	if !ok || !strings.Contains(rest, "..") {
		return lead
	}
	depth, low := 0, 0
	for _, s := range strings.Split(rest, "/")[1:] { // past the unknown name's segment
		switch s {
		case "", ".":
		case "..":
			depth--
			low = min(low, depth)
		default:
			depth++
		}
	}
	if low == 0 {
		return lead
	}
	lead = lead[:strings.LastIndexByte(lead, '/')+1]
	for ; low < -1 && len(lead) > 1; low++ {
		lead = strings.TrimSuffix(lead, "/")
		lead = lead[:strings.LastIndexByte(lead, '/')+1]
	}
	return lead
}
