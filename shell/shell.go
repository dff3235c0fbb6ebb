// Package shell is the front end every guard shares for shell commands: it parses a command the
// way bash would (mvdan.cc/sh/v3/syntax) and lists every simple command that would execute, with
// its argv expanded where that is safe, its env prefixes, redirects, effective cwd and the path by
// which it was reached (wrappers, `bash -c`, eval, substitutions, functions, here-docs fed to a
// shell). It never executes anything: values that only running code could produce are marked
// dynamic, never guessed.
package shell

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// Context is what the shell would know before running the command.
type Context struct {
	Cwd, Home, Root string
	// ReadFile, when set, lets the front end read a script that the command runs from a file
	// (`bash x.sh`, `./x.sh`, `source x.sh`), so that its commands are listed like the
	// command's own. It must refuse paths it should not read. Nil reads nothing.
	ReadFile func(path string) ([]byte, error)
	// ReadCode, when set, reads a code file the command runs wherever it is (CodeReader);
	// truncated says only its first part was read. Nil leaves code files to ReadFile.
	ReadCode func(path string, max int) (b []byte, truncated bool, err error)
	// TerminalUnseen says the harness lets the model write to a running command's terminal
	// unseen (Codex's write_stdin): a program that reads its code from there runs unknown code.
	TerminalUnseen bool
}

// Script is the parse of one command line.
type Script struct {
	// Commands lists every simple command that would execute, in execution order.
	Commands []*Command
	// Err is non-nil when the source did not parse or hit a bound (ErrTooDeep, ErrTooMany);
	// Commands may then be partial.
	Err error
	Src string
	// Unreadable says where code could not be read (the command line, a script it runs, a
	// bash -c string): what was readable around it is listed, the rest is unknown.
	Unreadable []string
	read       *readLog // what the parse read from disk (CodeRead); set by Of
	sets       *setLog  // the variables the walk saw set (MaySet); set by Parse and SetsOf
}

// Command is one simple command as it would execute. Parse makes them: a Command literal lacks
// the state Call and Effects share.
type Command struct {
	Name    string   // argv[0] after expansion and after unwrapping wrappers
	Args    []string // argv[1:] after expansion
	Dynamic []bool   // Dynamic[i]: Args[i]'s value cannot be known statically
	// Lead[i], for a dynamic Args[i], is the text known before its first unknown part
	// ("./build/" for ./build/$X); "" otherwise.
	Lead        []string
	NameDynamic bool
	Assigns     []string // env prefixes NAME=VALUE
	Redirects   []Redirect
	Cwd         string   // effective cwd; "" if unknowable
	Via         []string // how it was reached, outermost first: "sudo", "bash -c", "$()", ...
	Stdin       string   // literal text fed by a here-doc, here-string or a pipe, where known
	StdinKnown  bool     // Stdin holds the whole input
	// Opaque is set on a command that runs code nobody can see: a shell or eval given a dynamic
	// string, a script that could not be read, a shell reading an unknown stdin.
	Opaque bool
	// Outer is the wrapper command this one runs under, for wrappers whose own arguments say
	// what the inner one touches (find's start paths for -exec, xargs' input).
	Outer *Command
	// From[i], where set, names the variables whose values went into Args[i] (T after
	// T=$TOKEN names TOKEN too); nil when no word came from a variable.
	From [][]string
	// lit[i], where set, says Args[i]'s pattern characters were all quoted: a literal name
	// (spec.Word.Lit). nil when no word is such.
	lit []bool
	// splits[i], where set, says an unknown part of Args[i] is unquoted (spec.Word.Splits).
	// nil when no word has one.
	splits []bool
	// Remote is set on a command that runs on another machine or in a container (reached
	// through ssh, docker exec, kubectl exec): its paths are not this machine's.
	Remote bool
	// Traced is set on a command its shell prints as it runs it, with its words expanded
	// (xtrace), or whose lines it prints as it reads them (verbose): after set -x, set -v,
	// set -o xtrace, shopt -so verbose or an option word only known when it runs, that no
	// set +x/+v took back, in a shell started with -x, -v, -o xtrace or SHELLOPTS=xtrace. What
	// it sources is printed with its values.
	Traced bool
	// mounts, for a command in a container, are the host directories bind-mounted into it
	// (spec.Input.Mounts).
	mounts []spec.Mount
	// below, where Cwd is unknown, are the directories it runs in or below (find -execdir):
	// spec.Input.Below.
	below []spec.Path

	piped bool // stdin comes from a pipe or a redirect
	// feed, on an xargs, is the one find whose listing its input is (find . -name .env |
	// xargs rm): the command xargs runs is given find's selection as find -exec's would be.
	feed     *Command
	feedLead string // the lead of the item that stands for find's selection (listingLead)
	seq      int    // its place in Script.Commands plus one; 0 for a command not listed
	// nlinks is how many of the line's links (links.go) were made before it: its paths
	// are resolved through those.
	nlinks int
	env    *cmdEnv
	eff    *effects // the spec reading and effects, worked out once (bare, command, As make it)
	// known is what the table says of Name, where the walk looked it up (dispatch, emit):
	// the walk, emit and Call ask it of every command. Only good while For(Name).
	known spec.Known

	// as is the listed command an As copy stands for, nil for a listed one.
	as *Command
	// pipedFrom are the commands whose output is its stdin: the pipeline's previous stage
	// (past stages that only pass lines on: grep, head).
	pipedFrom []*Command
	// substFrom are the commands the command substitutions in its words listed: what printed
	// an argument ($(python manage.py sqlflush) given to psql -c).
	substFrom []*Command
	// printers are the commands whose printed SQL went into its words through a value: a
	// variable, a function's argument, an array's element (printed.go).
	printers []*Command
	// pipedTo is the one command that reads its output, the next stage of a pipeline of
	// plain commands (cat .env | wc -l); nil where none or more than one (pipedMany) do.
	pipedTo   *Command
	pipedMany bool
	// absent is a path that a file test before it says nothing is at where it runs
	// (`test -f .env || cp .env.example .env`): its writes there replace nothing.
	absent string
	// flood: see Floods.
	flood bool
}

// Floods reports a command started in the background at every pass of a loop that never ends
// on its own and waits for none of them (while :; do sleep 1000 & done): processes without
// bound, until the user's run out.
func (c *Command) Floods() bool { return c.flood }

// know is what the table says of the command's name: as the walk found it, or looked up now.
func (c *Command) know() spec.Known {
	if c.known.For(c.Name) {
		return c.known
	}
	return spec.Know(c.Name)
}

// Normalised is spec.Normalise(c.Name): the name as the walk looked it up, where it did, so a
// guard asking of every command of a script does not normalise each name again.
func (c *Command) Normalised() string {
	if c.known.For(c.Name) {
		return c.known.Name
	}
	return spec.Normalise(c.Name)
}

// Redirect is one redirection of a command.
type Redirect = spec.Redirect

// Bounds that keep hostile input from costing more than a hook call can afford.
const (
	maxNest     = 200   // syntactic nesting accepted before parsing
	maxDepth    = 10    // bash -c / eval / function / script hops
	maxCommands = 20000 // commands listed for one script
	maxSteps    = 50000 // statements walked for one script, counting every call and loop pass
	maxFields   = 256   // fields a word's braces multiply or count out to; past them, one unknown
	// maxField and maxExpanded bound the text one field, and all the words of one script,
	// expand to; text past them is unknown (the field keeps its known start).
	maxField    = 1 << 20
	maxExpanded = 64 << 20
	maxLoop     = 32 // for-loop items walked one by one
	maxScript   = 256 << 10
)

// ErrTooDeep and ErrTooMany say the script exceeded a bound: the listing is incomplete, and a
// guard should not take it as harmless.
var (
	ErrTooDeep = errors.New("shell: nesting too deep to judge")
	ErrTooMany = errors.New("shell: too many commands to judge")
)

// Argv returns the command's full argv.
func (c *Command) Argv() []string { return append([]string{c.Name}, c.Args...) }

// ArgDynamic reports whether argument i's value is known only when the command runs.
func (c *Command) ArgDynamic(i int) bool { return i < len(c.Dynamic) && c.Dynamic[i] }

// AnyDynamic reports whether any word of the command is dynamic.
func (c *Command) AnyDynamic() bool {
	if c.NameDynamic {
		return true
	}
	for _, d := range c.Dynamic {
		if d {
			return true
		}
	}
	return false
}

// PATH is the search path the line gives the command (an assignment before it, an export or
// a plain assignment of PATH earlier, env's operand; the last one given), with what is known
// of the variables it was made from (PATH=/a:$PATH; PATH=/b:$PATH gives /b:/a:$PATH); a part
// only known when it runs stays as written. ok is false where the command runs with the
// environment's own.
func (c *Command) PATH() (path string, ok bool) {
	for i := len(c.Assigns) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(c.Assigns[i], "PATH="); ok {
			return v, true
		}
	}
	return "", false
}

// Base is the command name without its directory (`/bin/rm` -> `rm`).
func (c *Command) Base() string { return filepath.Base(c.Name) }

type memoKey struct{}

// Of returns the event's command parsed once and shared by every guard: the event's cwd, home
// and root as context, and scripts read only inside the project root, size-bounded.
func Of(ev *hookguard.Event) *Script {
	return ev.Memo(memoKey{}, func() any {
		log := &readLog{}
		s := Parse(ev.Command, Context{Cwd: ev.Cwd, Home: ev.Home, Root: ev.Root, ReadFile: log.wrap(RootReader(ev.Root, ev.Home)), ReadCode: log.wrapCode(CodeReader()), TerminalUnseen: ev.Runner == hookguard.Codex})
		s.read = log
		return s
	}).(*Script)
}

// RootReader reads regular files inside root (after symlinks), up to a bound: enough to see
// the workspace scripts an agent writes and then runs, and nothing of the user's beyond it.
func RootReader(root, home string) func(string) ([]byte, error) {
	if root == "" {
		return nil
	}
	realRoot := paths.Real(root)
	return func(p string) ([]byte, error) {
		rp := paths.Real(p)
		if !paths.Within(rp, realRoot) {
			return nil, errors.New("outside the project root")
		}
		if paths.Absent(rp) {
			return nil, fs.ErrNotExist
		}
		return state.ReadFile(rp, maxScript)
	}
}

// Parse lists what src would execute. It never panics and never executes anything.
func Parse(src string, c Context) *Script { return parse(src, c, 0) }

// parse is Parse for code found inside other code, depth levels down.
func parse(src string, c Context, depth int) (s *Script) {
	s = &Script{Src: src, sets: &setLog{}}
	defer func() {
		if r := recover(); r != nil {
			s.Err = errors.Join(s.Err, errors.New("shell: parser failure on this input"))
		}
	}()
	if nest(src) > maxNest {
		s.Err = ErrTooDeep
		return s
	}
	w := scriptWalker(c, &cmdEnv{home: c.Home, root: c.Root, depth: depth, readFile: c.ReadFile, readCode: c.ReadCode, terminalUnseen: c.TerminalUnseen, files: map[string]string{}, script: s, sets: s.sets})
	err := w.script(src)
	s.Err = err
	if *w.limit != nil {
		s.Err = errors.Join(s.Err, *w.limit)
	}
	return s
}

// nest bounds the syntactic nesting of src cheaply before the recursive parser sees it: Go
// cannot recover from a stack overflow, so depth must be refused, not caught. Brackets and
// backquotes open (backquotes always), keywords that open and close compound commands count
// where they stand as words. A byte that is none of these costs one table lookup: the whole
// script passes through here before it is parsed.
func nest(src string) int {
	depth, most := 0, 0
	start := -1
	for i := 0; i < len(src); i++ {
		cl := nestClass[src[i]]
		if cl == 0 {
			// A word's bytes are most of a script: pass over the rest of them at once.
			if start < 0 {
				start = i
			}
			j := i + 1
			for j < len(src) && nestClass[src[j]] == 0 {
				j++
			}
			i = j - 1
			continue
		}
		if cl == nestSep {
			// A blank (most of them indentation) or ; & |: it ends a word, and changes
			// nothing else (most is never below depth here).
			if start >= 0 {
				depth += keywordNest(src[start:i])
				most = max(most, depth)
				start = -1
			}
			continue
		}
		switch {
		case cl&nestOpen != 0:
			depth++
		case cl&nestClose != 0:
			depth--
		}
		most = max(most, depth)
		if cl&nestSep != 0 {
			if start >= 0 {
				depth += keywordNest(src[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		most = max(most, depth)
	}
	if start >= 0 {
		depth += keywordNest(src[start:])
	}
	return max(most, depth)
}

// The classes of bytes nest tells apart; 0 is a byte of a word.
const (
	nestOpen  = 1 << iota // ( { `
	nestClose             // ) }
	nestSep               // ends a word: blanks, ; & | ( )
)

var nestClass = [256]uint8{
	'(': nestOpen | nestSep, ')': nestClose | nestSep, '{': nestOpen, '}': nestClose, '`': nestOpen,
	' ': nestSep, '\t': nestSep, '\n': nestSep, ';': nestSep, '&': nestSep, '|': nestSep,
}

// keywordNest is how a word changes the nesting: +1 for a word that opens a compound command
// or an expression, -1 for one that closes it.
func keywordNest(w string) int {
	if len(w) < 2 || len(w) > 8 {
		return 0
	}
	switch w {
	case "if", "case", "for", "while", "until", "select", "[[", "((", "$((", "function":
		return 1
	case "fi", "esac", "done", "]]":
		return -1
	}
	return 0
}

// shownWord is how Explain shows an argument: as the shell passes it where the command line
// holds that text, else by the variables it came from. An agent can run `hookguard check
// --explain`, so the explanation must never print a value the line does not show itself:
// a sourced .env's token, an environment variable's value.
func shownWord(src, a string, dyn bool, from []string) string {
	if dyn || len(from) == 0 || strings.Contains(src, a) {
		return quoteWord(a, dyn)
	}
	var names, files []string
	for _, f := range from {
		if file, ok := strings.CutPrefix(f, "source:"); ok {
			files = append(files, file)
		} else if f != "" {
			names = append(names, "$"+f)
		}
	}
	out := "⟨value of " + strings.Join(names, " ")
	if len(names) == 0 {
		out = "⟨a value"
	}
	if len(files) > 0 {
		out += ", set by " + strings.Join(files, " ")
	}
	return out + "⟩"
}

// shownValue shows text the command line holds as it is, and only the length of anything
// else (a prefix's value or a stdin that came from a file or a variable).
func shownValue(src, v string) string {
	if v == "" || strings.Contains(src, v) {
		return v
	}
	return "⟨" + strconv.Itoa(len(v)) + " bytes not on the command line⟩"
}

// Explain is a readable listing of the commands, for `hookguard check --explain`.
func Explain(s *Script) string {
	var b strings.Builder
	if s.Err != nil {
		b.WriteString("parse: " + s.Err.Error() + "\n")
	}
	if len(s.Commands) == 0 {
		b.WriteString("no command would execute\n")
	}
	for i, c := range s.Commands {
		b.WriteString(strconv.Itoa(i+1) + ". ")
		b.WriteString(quoteWord(c.Name, c.NameDynamic))
		for j, a := range c.Args {
			b.WriteByte(' ')
			var from []string
			if c.From != nil {
				from = c.From[j]
			}
			b.WriteString(shownWord(s.Src, a, c.Dynamic[j], from))
		}
		b.WriteByte('\n')
		if len(c.Assigns) > 0 {
			as := make([]string, len(c.Assigns))
			for k, a := range c.Assigns {
				n, v, _ := strings.Cut(a, "=")
				as[k] = n + "=" + shownValue(s.Src, v)
			}
			b.WriteString("   env: " + strings.Join(as, " ") + "\n")
		}
		for _, r := range c.Redirects {
			b.WriteString("   redirect: ")
			if r.Fd >= 0 {
				b.WriteString(strconv.Itoa(r.Fd))
			}
			b.WriteString(r.Op + " " + quoteWord(r.Target, r.Dynamic))
			if r.Body != "" {
				b.WriteString(" (" + strconv.Itoa(len(r.Body)) + " bytes)")
			}
			b.WriteByte('\n')
		}
		cwd := c.Cwd
		if cwd == "" {
			cwd = "(unknown)"
		}
		b.WriteString("   cwd: " + cwd + "\n")
		if len(c.Via) > 0 {
			b.WriteString("   via: " + strings.Join(c.Via, " > ") + "\n")
		}
		if c.StdinKnown {
			b.WriteString("   stdin: " + shownValue(s.Src, strings.TrimSpace(firstLine(c.Stdin))) + "\n")
		}
		if c.Opaque {
			b.WriteString("   runs code that cannot be seen statically\n")
		}
	}
	return b.String()
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 && i < len(s)-1 {
		return s[:i] + " ..."
	}
	return s
}

// quoteWord shows a word as a person would type it; dynamic words are marked with ⟨⟩.
func quoteWord(s string, dyn bool) string {
	if dyn {
		return "⟨" + s + "⟩"
	}
	if s != "" && !strings.ContainsAny(s, " \t\n'\"\\$`;&|<>(){}*?[]#~") {
		return s
	}
	return spec.ShellQuote(s)
}
