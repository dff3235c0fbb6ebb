package shell

import (
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// cmdEnv is what every command of one parse shares for working out its effects.
type cmdEnv struct {
	home           string
	root           string
	depth          int                                     // how deep in code found inside other code
	readFile       func(string) ([]byte, error)            // the context's reader, bounded to the project
	files          map[string]string                       // files this command line writes with known text
	readCode       func(string, int) ([]byte, bool, error) // code files, anywhere (CodeReader)
	startups       map[string]bool                         // startup variables walked for programs below (startup.go)
	codeFiles      int
	shebangs       int  // scripts run by their #! line's program (shebangRun), bounded
	terminalUnseen bool // Context.TerminalUnseen, for code found inside other code                                     // code files read through readCode
	// gitcfg is the git configuration `git config` set earlier on the line, by any command
	// of it: git writes it to a file, so a subshell's or a nested shell's setting stays.
	gitcfg  map[string]string
	script  *Script
	slab    slab                     // what the walk carves its commands from (slab.go); the walk's alone
	memo    map[regionKey]*memoEntry // the functions' calls, as last walked (memo.go); the walk's alone
	replays int                      // calls listed again rather than walked

	// twins holds the last shareable command of each inputHash slot, direct-mapped: a map
	// of every command cost more than the twins it found saved, and a twin is most often a
	// command just walked again (a function's body, a loop's).
	mu    sync.Mutex      // guards twins: guards may ask for effects concurrently
	twins *[1024]*Command // made when the few are not enough
	few   [32]*Command
	kept  int // commands recorded in few

	links   []lineLink        // names the line made that stand for other paths (links.go)
	copies  []lineCopy        // names the line filled with another file's text (carry.go)
	wrote   []lineWrite       // files the line's commands wrote with known text (wrote.go)
	aliases map[string]string // aliases the line defined whose values are plain words (aliases.go)
	sets    *setLog           // what the walk sets (sets.go): Script.MaySet, SetsOf
	// printed are the commands whose printed SQL values carry (printed.go), by the index
	// their marks name.
	printed []*Command
	// disk keeps what the spec table asked the disk (view.IsDir, view.Exists).
	disk diskLooks
	// buildScanned commands of the line were found to be no compiler (spec.Builds), and
	// buildFound is set once one is: asked by every command named by a path (BuiltFrom),
	// each command looked at once, however many ask.
	buildScanned atomic.Int32
	buildFound   atomic.Bool
}

// effects is a command's spec reading and effects, worked out once and shared by every guard
// (guards may run concurrently: one the engine gave up waiting for still runs).
type effects struct {
	callOnce sync.Once
	call     *spec.Call
	once     sync.Once
	list     []spec.Effect
	// positional is set when working the effects out asked what depends on where the
	// command stands in its line (see twins.go): they are then its own.
	positional atomic.Bool
	twin       *Command   // see Twin
	code       []*Command // see CodeCommands
	hash       uint64     // inputHash, once hashed (inside once, with list)
	hashed     bool
	// box is where Call puts the Input, the Call and the words of most commands: in the
	// command's own state, which the walk carves from its slab with the command, rather than
	// an allocation for every command resolved.
	box callBox
}

// callBox is a command's Input, its Call and room for a few of its words, together.
type callBox struct {
	in   spec.Input
	call spec.Call
	args [3]spec.Word
}

// Call is the command as its spec reads it (spec.Resolve of its Input): the program and
// subcommands found, the words split into options and operands. It is worked out on first use
// and shared; callers must not change it.
func (c *Command) Call() *spec.Call {
	c.eff.callOnce.Do(func() {
		// The Input, the Call and the words of most commands in the command's state: every
		// command is resolved.
		box := &c.eff.box
		if len(c.Args) <= len(box.args) {
			box.in.Args = box.args[:len(c.Args):len(c.Args)]
		}
		c.input(&box.in)
		spec.ResolveKnown(&box.call, &box.in, c.know())
		c.eff.call = &box.call
	})
	return c.eff.call
}

// Effects says what the command does: the files it reads, writes, creates and deletes, the
// code it runs, what it sends and shows, the state it throws away (package spec). It is
// worked out on first use and shared by every guard, and by the command's twins (twins.go):
// callers must not change it.
func (c *Command) Effects() []spec.Effect {
	c.eff.once.Do(func() { c.eff.list = c.effects() })
	return c.eff.list
}

// EffectsOrUnknown is Effects, or for a command whose name is only known when it runs, what a
// program nobody knows may do: its redirects, the operands that look like paths, and what it
// may write where it runs, each by the command's name as written (`$TOOL`, not a placeholder).
// Guards that judge every program by its effects ask this rather than build it each.
func (c *Command) EffectsOrUnknown() []spec.Effect {
	if !c.NameDynamic {
		return c.Effects()
	}
	in := c.Input()
	in.Name = "?" // no spec has this name: the unknown program's effects
	effs := spec.Effects(in)
	for i := range effs {
		if effs[i].By == "?" {
			effs[i].By = c.Name
		}
	}
	return effs
}

func (c *Command) effects() []spec.Effect {
	if c.NameDynamic {
		return nil
	}
	counted := c.countedDownstream()
	if t := c.twin(); t != nil && !counted && c.absent == "" {
		if t.seq > 0 && t.seq < c.seq {
			c.eff.twin = t
		}
		out := t.Effects()
		c.eff.code = t.eff.code
		return out
	}
	out := c.Call().Effects()
	if c.absent != "" {
		c.eff.positional.Store(true) // the test before it decides
		c.keepAbsent(out)
	}
	if counted {
		// What it prints is counted or summed by the next stage, never shown: its files are
		// used as wc's own operands are. Its reader decides, so it has no twin.
		c.eff.positional.Store(true)
		for i := range out {
			if e := &out[i]; e.Kind == spec.Read && (e.Class == "show" || e.Class == "input" && e.By == "< redirect") {
				out[i].Class = "digest"
			}
		}
	}
	if o := c.Outer; o != nil && spec.Normalise(o.Name) == "xargs" {
		// xargs is not listed itself, only what it runs: the file its -a reads the items
		// from is read by the run.
		for _, e := range o.Call().Effects() {
			if e.Kind == spec.Read && e.By == "xargs -a" {
				out = append(out, e)
			}
		}
	}
	if c.nlinks > 0 {
		out = c.throughLinks(out)
	}
	// By index, not a copy of each effect (some 230 bytes): the effects shellCode appends
	// are not looked at again.
	for i, n := 0, len(out); i < n; i++ {
		if e := &out[i]; e.Kind == spec.Exec && e.Lang == "sh" && e.Known {
			out = append(out, c.shellCode(*e)...)
		}
	}
	if c.piped && c.generatedFeed() {
		c.eff.positional.Store(true)
	}
	c.shareable()
	return out
}

// maxCodeDepth bounds shell text found in other code (a shell-out in a python one-liner that
// runs a python one-liner ...).
const maxCodeDepth = 4

// shellCode is the effects of shell text a command runs that the walk did not see: a
// shell-out in interpreter code, a value a program runs. Each carries how it was reached.
func (c *Command) shellCode(e spec.Effect) []spec.Effect {
	if c.env == nil || c.env.depth >= maxCodeDepth {
		return nil
	}
	s := parse(e.Text, Context{Cwd: c.Cwd, Home: c.env.home, Root: c.env.root, ReadFile: c.env.readFile, ReadCode: c.env.readCode, TerminalUnseen: c.env.terminalUnseen}, c.env.depth+1)
	var out []spec.Effect
	for _, n := range s.Commands {
		if !n.Remote && (c.Remote || len(c.mounts) > 0 && len(n.mounts) == 0) {
			// The walk may have read its Call as a local command's: it is read again where
			// c runs, remote, with the host directories bound into c's container.
			n.Remote, n.mounts, n.eff = c.Remote, c.mounts, &effects{}
		}
		for _, ne := range n.Effects() {
			ne.Via = joinVia(e.Via, ne.Via)
			if c.Remote && !n.Mounted() {
				ne.Remote = true
			}
			out = append(out, ne)
		}
		c.eff.code = append(c.eff.code, n)
	}
	return out
}

// CodeCommands are the commands of shell text that c's code, options or environment run and
// the walk did not list (a shell-out in a python one-liner, awk's system(), GIT_EDITOR,
// rsync -e). Their effects are among c's; a guard that judges a command by what it is, not
// only by what it does (hookguard under another path, a hook wrapper run by hand), asks for
// these too.
func (c *Command) CodeCommands() []*Command {
	c.Effects()
	return c.eff.code
}

func joinVia(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " > " + b
}

// Mounted reports a command in a container given host directories as bind mounts: its
// effects on paths under them are this machine's (not Remote), though the command is.
func (c *Command) Mounted() bool { return len(c.mounts) > 0 }

// Input is the command as the spec table reads it: a copy of its Call's, whose fields a caller
// may set (another name to judge it by) but whose words it must not change.
func (c *Command) Input() *spec.Input {
	in := *c.Call().In
	return &in
}

// input fills in the command's Input, once, for Call: in its Args where they have room. in
// is fresh, all zero but its Args: only what is set is written (a whole Input stored was
// some 90 instructions a command).
func (c *Command) input(in *spec.Input) {
	in.Name, in.Assigns, in.Redirects, in.Cwd = c.Name, c.Assigns, c.Redirects, c.Cwd
	in.Stdin, in.StdinKnown, in.Piped, in.Remote = c.Stdin, c.StdinKnown, c.piped, c.Remote
	in.Mounts = c.mounts
	if c.Cwd == "" {
		in.Below = c.below
	}
	if len(in.Args) != len(c.Args) {
		in.Args = make([]spec.Word, len(c.Args))
	}
	for i, a := range c.Args {
		w := &in.Args[i] // zero, as in is
		w.S, w.Dyn, w.Lead = a, c.Dynamic[i], c.Lead[i]
		if c.From != nil {
			w.From = c.From[i]
		}
		w.Lit = c.lit != nil && c.lit[i]
		w.Splits = i < len(c.splits) && c.splits[i]
	}
	if c.env != nil {
		in.Home, in.Root = c.env.home, c.env.root
		in.FS = view{c}
	}
	if len(c.pipedFrom) == 1 && c.piped && lists(c.pipedFrom[0]) {
		in.Listed = foundBy(c.pipedFrom[0])
	}
	if o := c.Outer; o != nil && spec.Normalise(o.Name) == "find" {
		in.Found = foundBy(o)
	} else if o != nil && o.feed != nil && o.feedLead != "" {
		// xargs given find's listing: its item led by find's start stands for what find
		// selects, as {} does under find -exec (find . -name .env | xargs rm).
		in.Found, in.FoundLead = foundBy(o.feed), o.feedLead
	} else if o != nil && (spec.Normalise(o.Name) == "fd" || spec.Normalise(o.Name) == "fdfind") {
		starts := spec.FdStarts(o.Call())
		for i := range starts {
			starts[i].Found, starts[i].Filtered = true, true // fd never hands over its start path
		}
		in.Found = starts
	}
}

// Lister is the command that chose the entries a Found path of c's effects stands for: the
// find or fd that runs c (-exec, -x), or the find whose listing an xargs hands c; nil where
// none did.
func (c *Command) Lister() *Command {
	o := c.Outer
	if o == nil {
		return nil
	}
	if o.feed != nil && o.feedLead != "" {
		return o.feed
	}
	switch spec.Normalise(o.Name) {
	case "find", "fd", "fdfind":
		return o
	}
	return nil
}

// PipedFrom are the commands whose output is c's stdin: the pipeline's stage before it (past
// stages that only pass lines on: grep, head); nil where its stdin is no pipe.
func (c *Command) PipedFrom() []*Command {
	if !c.piped {
		return nil
	}
	return c.pipedFrom
}

// Shows are the files of this machine c prints, each a known path (cat names.lst, sort
// list.txt, head -n 5 x): its reads of class show that are no tree.
func (c *Command) Shows() []spec.Path {
	var out []spec.Path
	for _, e := range c.Effects() {
		if e.Kind == spec.Read && e.Class == "show" && !e.Path.Dyn && e.Path.Abs != "" && !e.Remote && !e.Tree {
			out = append(out, e.Path)
		}
	}
	return out
}

// foundBy is what find f hands the command it runs: its start paths, as entries below them
// that its tests select; for another lister (xargs given git ls-files '*.md'), the entries
// its name globs select.
func foundBy(f *Command) []spec.Path {
	if spec.Normalise(f.Name) != "find" {
		found, _ := spec.ListedFound(f.Call())
		return found
	}
	starts, filtered := spec.FindStarts(f.Call().In.Args, f.Call())
	for i := range starts {
		starts[i].Found, starts[i].Filtered = true, filtered
	}
	return append(starts, spec.FindGit(f.Call().In.Args, f.Call())...)
}

// Bounds on what judging a command may read from disk.
const (
	maxList    = 512      // directory entries listed one by one
	maxMembers = 4096     // archive members read
	maxArchive = 64 << 20 // archive bytes read to list its members
)

// view is the disk as the spec table may look at it for one command.
type view struct{ c *Command }

func (v view) IsDir(p string) bool {
	if v.c.env == nil {
		return isDir(p)
	}
	return v.c.env.disk.isDir(p)
}

func (v view) Exists(p string) bool {
	if v.c.env == nil {
		return existsNow(p)
	}
	return v.c.env.disk.exists(p)
}

func existsNow(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// diskLooks keeps the disk's answers to IsDir and Exists for one parse: the disk does not
// change while a hook judges the line, and a script asks the same of the same paths at each
// command (every git command looks for .git from its directory up, twice at each level).
// Guards may ask for effects concurrently, hence the lock.
type diskLooks struct {
	mu sync.Mutex
	m  map[diskQuestion]bool
}

// diskQuestion is one question about a path: whether it is a directory (dir), or whether
// anything is there.
type diskQuestion struct {
	path string
	dir  bool
}

func (d *diskLooks) isDir(p string) bool { return d.look(diskQuestion{p, true}) }

func (d *diskLooks) exists(p string) bool { return d.look(diskQuestion{p, false}) }

// look answers q, asking the disk the first time only. The lock is not held while the disk
// answers: a stat stuck on a dead mount holds up the guard that asked, not every other.
func (d *diskLooks) look(q diskQuestion) bool {
	d.mu.Lock()
	a, ok := d.m[q]
	d.mu.Unlock()
	if ok {
		return a
	}
	if q.dir {
		a = isDir(q.path)
	} else {
		a = existsNow(q.path)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.m == nil {
		d.m = map[diskQuestion]bool{}
	}
	d.m[q] = a
	return a
}

func (v view) List(dir string) ([]string, bool) { return listDir(dir) }

// listDir lists a directory's entries, bounded: ok is false when it cannot be read, is no
// directory (opened without waiting: a FIFO would hold the hook), or holds too many entries
// to tell.
func listDir(dir string) ([]string, bool) {
	if paths.Absent(dir) {
		return nil, false
	}
	f, err := os.OpenFile(dir, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.IsDir() {
		return nil, false
	}
	names, err := f.Readdirnames(maxList + 1)
	if err != nil && err != io.EOF || len(names) > maxList {
		return nil, false
	}
	return names, true
}

func (v view) ReadFile(p string) (string, bool) {
	v.c.eff.positional.Store(true) // an earlier command may have written it
	return v.c.env.read(p)
}

// ReadCode is a code file's text: one this line wrote earlier, else the file wherever the code
// reader reaches (readAnywhere), read whole or not at all. A file that is not there is no
// text: the loader tries its next candidate, and an interpreter's missing script stays unknown.
func (v view) ReadCode(p string) (string, bool) {
	v.c.eff.positional.Store(true) // an earlier command may have written it
	if s, ok := v.c.env.files[p]; ok {
		return s, true
	}
	s, err := v.c.env.readAnywhere(p, v.c)
	return s, err == nil
}

// read returns a file's text: one this command line wrote earlier, or one the context lets
// the parse read.
func (e *cmdEnv) read(p string) (string, bool) {
	if p == "" {
		return "", false
	}
	if s, ok := e.files[p]; ok {
		return s, true
	}
	if e.readFile == nil {
		return "", false
	}
	b, err := e.readFile(p)
	if err != nil {
		return "", false
	}
	return string(b), true
}

// PipedSQL returns the SQL the commands that print this one's stdin run: their Exec "sql"
// effects.
func (v view) PipedSQL() ([]spec.Effect, bool) {
	if len(v.c.pipedFrom) == 0 {
		return nil, false
	}
	v.c.eff.positional.Store(true) // what feeds it depends on where it stands
	var out []spec.Effect
	for _, o := range v.c.pipedFrom {
		for _, e := range o.Effects() {
			if e.Kind == spec.Exec && e.Lang == "sql" {
				out = append(out, e)
			}
		}
	}
	return out, len(out) > 0
}

// PipedPrints returns what the SQL the commands that print this one's stdin print does where
// it runs (spec.Call.PrintsSQL).
func (v view) PipedPrints() []spec.Effect {
	if len(v.c.pipedFrom) == 0 {
		return nil
	}
	v.c.eff.positional.Store(true) // what feeds it depends on where it stands
	return printedBy(v.c.pipedFrom, 0)
}

// SubstPrints returns what the SQL that the command substitutions in this one's words print
// does where it runs (spec.Call.PrintsSQL): psql -c "$(python manage.py sqlflush)". Only the
// last stage of a pipeline in one prints into the word. A value that holds what a tool
// printed (X=$(sqlflush); psql -c "$X") is that tool's output too (printed.go).
func (v view) SubstPrints() []spec.Effect {
	if len(v.c.substFrom) == 0 && len(v.c.printers) == 0 {
		return nil
	}
	v.c.eff.positional.Store(true) // what printed its words depends on where it stands
	return printedBy(v.c.wordPrinters(), 0)
}

// LinesFrom returns the files some line of which may be in the command's words: what a command
// substitution in them printed from a file (cat "$(tail -1 names.lst)", head, sed -n 2p, grep,
// or a pipeline from one), or a value that holds such output (f=$(tail -1 names.lst); cat
// "$f"; a loop over $(grep env names.lst)). The walk does not work out which line: a guard that
// judges the files a command reads by their names reads every line, as it does for a line a
// read loop takes from the file (source:FILE).
func (c *Command) LinesFrom() []string {
	if len(c.substFrom) == 0 && len(c.printers) == 0 {
		return nil
	}
	c.eff.positional.Store(true) // what printed its words depends on where it stands
	var out []string
	for _, f := range shownFiles(c.wordPrinters(), 0) {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

// TextFrom returns the text the line itself gives, that went through filters the walk does not
// work out into the command's words: what a command substitution in them printed of known text
// (cat "$(echo .env | grep env)", "$(cut -c2- <<< x.env)", "$(paste -s -d "" <<< ...)"), or a
// value that holds such output. As with LinesFrom, a guard that judges the files the command
// reads by their names takes each line of it for the name, whatever the filters made of it.
func (c *Command) TextFrom() []string {
	if len(c.substFrom) == 0 && len(c.printers) == 0 {
		return nil
	}
	c.eff.positional.Store(true) // what printed its words depends on where it stands
	return textGiven(c.wordPrinters())
}

// textGiven is the text the line gives that the commands print through filters the walk does
// not work out (TextFrom).
func textGiven(cmds []*Command) []string {
	var out []string
	eachOnce(cmds, 0, func(o *Command, depth int) []*Command {
		if text, ok := outputOf(o); ok {
			out = appendText(out, text)
			return nil
		}
		if o.StdinKnown {
			out = appendText(out, o.Stdin)
		}
		o.Effects() // reads the code an interpreter runs, and what it prints (spec.Call.Printed)
		out = appendText(out, strings.Join(o.Call().Printed(), "\n"))
		if depth >= maxShownDepth {
			return nil
		}
		return o.feeders()
	})
	return out
}

// appendText adds a text to out where it is new and small enough to take line by line.
func appendText(out []string, text string) []string {
	if text == "" || len(text) > maxTextFrom || slices.Contains(out, text) {
		return out
	}
	return append(out, text)
}

// maxTextFrom bounds a text TextFrom hands on: a guard judges each of its lines.
const maxTextFrom = 4 << 10

// wordPrinters are the commands whose output went into c's words: the last stage of each
// substitution in them, and the printers of the values they hold (a substitution in a word is
// among both; the walks over them visit it once).
func (c *Command) wordPrinters() []*Command {
	return append(lastStages(c.substFrom), c.printers...)
}

// feeders are the commands whose output reaches c: what comes down a pipe to it, and what went
// into its words.
func (c *Command) feeders() []*Command {
	return slices.Concat(c.PipedFrom(), c.wordPrinters()) // a fresh slice: pipedFrom is shared
}

// lastStages are the commands of cs that print into what reads them whole: the last stage
// of each pipeline.
func lastStages(cs []*Command) []*Command {
	var last []*Command
	for _, o := range cs {
		if o.pipedTo == nil {
			last = append(last, o)
		}
	}
	return last
}

// PrintedInto returns what the SQL that commands listed before this one print into the file
// at p does where it runs (spec.Call.PrintsSQL).
func (v view) PrintedInto(p string) []spec.Effect {
	s := v.c.env.script
	if s == nil || p == "" {
		return nil
	}
	v.c.eff.positional.Store(true) // what the file holds depends on what ran before
	var out []spec.Effect
	for _, o := range s.Commands {
		if reached(o, v.c) {
			break
		}
		switch {
		case o.NameDynamic:
		case o.stdoutTo(p):
			out = append(out, o.Call().PrintsSQL()...)
			// echo "$X" > f.sql, where X holds what a tool printed (printed.go), or
			// echo "$(sqlflush)" > f.sql: that tool's output, as in a pipe.
			out = append(out, printedBy(o.wordPrinters(), 0)...)
		case o.Base() == "tee" && passesOn(o) && teeWrites(o, p):
			out = append(out, printedBy(o.pipedFrom, 0)...)
		}
	}
	return out
}

// teeWrites reports a tee that writes the file at p.
func teeWrites(c *Command, p string) bool {
	for _, a := range c.Args {
		if a != "-a" && absJoin(a, c.Cwd) == p {
			return true
		}
	}
	return false
}

// printedBy is what the SQL the commands print does, looking through the stages that pass
// their stdin on unchanged (manage.py sqlflush | tee log | psql), a few deep, and the values
// a stage's words hold that a tool printed (X=$(sqlflush); echo "$X" | psql: printed.go), as
// the substitutions in a stage's words are among the stage's commands.
func printedBy(from []*Command, depth int) []spec.Effect {
	var out []spec.Effect
	eachOnce(from, depth, func(o *Command, depth int) []*Command {
		var next []*Command
		switch {
		case o.NameDynamic:
		case passesOn(o) && depth < 8:
			next = append(next, o.pipedFrom...)
		default:
			out = append(out, o.Call().PrintsSQL()...)
		}
		if depth < 8 {
			next = append(next, o.printers...)
		}
		return next
	})
	return out
}

// eachOnce visits the commands from, then those each visit returns (depth levels in), level
// by level and each command once, however many values and pipes lead to it: a value made of
// ten printed values, level after level, was ten to the level's power of paths to each
// printer (an 81-line script ran a hook call for minutes and 12 GB). Level by level, a command
// is visited where it is nearest, so a depth bound still reaches what it leads to. It returns
// how many commands it visited.
func eachOnce(from []*Command, depth int, visit func(c *Command, depth int) []*Command) int {
	var seen visited
	n := 0
	for level := from; len(level) > 0; depth++ {
		var next []*Command
		for _, c := range level {
			if seen.add(c) {
				n++
				next = append(next, visit(c, depth)...)
			}
		}
		level = next
	}
	return n
}

// visited is the set of commands eachOnce has visited: searched in a slice while few, a map
// past them.
type visited struct {
	few  []*Command
	many map[*Command]bool
}

// add adds c and reports whether it is new.
func (v *visited) add(c *Command) bool {
	if v.many != nil {
		if v.many[c] {
			return false
		}
		v.many[c] = true
		return true
	}
	if slices.Contains(v.few, c) {
		return false
	}
	if len(v.few) < 16 {
		v.few = append(v.few, c)
		return true
	}
	v.many = make(map[*Command]bool, 32)
	for _, o := range v.few {
		v.many[o] = true
	}
	v.many[c], v.few = true, nil
	return true
}

// MayBeRevision resolves rev in the repository at gitDir, whose work tree is root, as gitread
// reads it: only a name it looked up and found nowhere is no revision, and only where no
// command listed before this one may change the repository (git branch src, a write below
// .git, a path only known when it runs): a ref made there would be one when it runs.
func (v view) MayBeRevision(gitDir, root, rev string) bool {
	s := v.c.env.script
	if s == nil || changesBefore(s, v.c, gitDir) {
		return true
	}
	r, err := gitread.Open(root)
	if err != nil {
		return true
	}
	defer r.Close()
	if r.WorkTree != root || r.GitDir != gitDir || changesBefore(s, v.c, r.CommonDir) {
		return true
	}
	_, err = r.Resolve(rev)
	return !errors.Is(err, gitread.ErrNotFound)
}

// changesBefore reports whether a command of s listed before upTo writes, makes or deletes
// anything at or below dir, a tree holding it, or a path only known when it runs.
func changesBefore(s *Script, upTo *Command, dir string) bool {
	for _, o := range s.Commands {
		if reached(o, upTo) {
			break
		}
		if o.NameDynamic || o.Opaque || o.Base() == "git" && !spec.GitReadOnly(o.Call().Path) {
			return true // git tag src: the table may not list what every git command writes
		}
		for _, e := range o.Effects() {
			switch e.Kind {
			case spec.Write, spec.Create, spec.Delete, spec.Truncate:
				if e.Path.Dyn || paths.Within(e.Path.Abs, dir) || e.Tree && paths.Within(dir, e.Path.Abs) {
					return true
				}
			}
		}
	}
	return false
}

// WrittenBefore reports whether a command listed before this one writes p (or a tree holding
// it), by a redirect or by its own words.
func (v view) WrittenBefore(p string) bool {
	v.c.eff.positional.Store(true)
	s := v.c.env.script
	if s == nil {
		return false
	}
	if _, ok := v.c.env.files[p]; ok {
		return true
	}
	return writesBefore(s, v.c, p)
}

func (v view) CreatedBefore(p, by string) (string, bool) {
	v.c.eff.positional.Store(true)
	s := v.c.env.script
	if s == nil {
		return "", false
	}
	for _, o := range s.Commands {
		if reached(o, v.c) {
			break
		}
		for _, e := range o.Effects() {
			if e.Kind == spec.Create && e.By == by && (p == "" || e.Path.Abs == p || e.Path.Dyn) {
				return o.Cwd, true
			}
		}
	}
	return "", false
}

func (v view) Earlier() []*spec.Call {
	v.c.eff.positional.Store(true)
	s := v.c.env.script
	if s == nil {
		return nil
	}
	var out []*spec.Call
	for _, o := range s.Commands {
		if reached(o, v.c) {
			break
		}
		if !o.NameDynamic {
			out = append(out, o.Call())
		}
	}
	return out
}

// PackedBefore finds the latest command before this one that writes p, and returns its archive
// reads where it packed p: the archive a later command of the line prints or sends holds what
// they read, though it does not exist yet. A line that runs no archiver answers at once, the
// same wherever the command stands; otherwise the answer depends on what comes before it.
func (v view) PackedBefore(p string) ([]spec.Effect, bool) {
	s := v.c.env.script
	if s == nil || !mayPack(s, p) {
		return nil, false
	}
	v.c.eff.positional.Store(true)
	var out []spec.Effect
	for _, o := range s.Commands {
		if reached(o, v.c) {
			break
		}
		effs := o.Effects()
		if !writesPath(effs, p) {
			continue
		}
		out = out[:0] // the latest writer is what the file holds
		for _, e := range effs {
			if e.Kind == spec.Read && e.Class == "archive" {
				out = append(out, e)
			}
		}
	}
	return out, len(out) > 0
}

// mayPack reports whether an archiver anywhere in s may write p: a word or a redirect of it
// ends in p's name (tar czf /tmp/a.tgz, -fa.tgz, --file=a.tgz, zip's added .zip, > a.tgz),
// or is only known when it runs. The answer is the same wherever the asking command stands,
// so a line whose archivers write other files costs nothing more.
func mayPack(s *Script, p string) bool {
	base := p[strings.LastIndexByte(p, '/')+1:]
	zipless, zip := strings.CutSuffix(base, ".zip")
	for _, o := range s.Commands {
		switch o.Name[strings.LastIndexByte(o.Name, '/')+1:] {
		case "tar", "gtar", "bsdtar", "zip", "7z", "7za", "7zz", "7zr", "rar", "pax", "cpio":
		case "git": // git archive --add-file packs a file of the work tree
			if !slices.Contains(o.Args, "archive") {
				continue
			}
		default:
			continue
		}
		for i, a := range o.Args {
			if i < len(o.Dynamic) && o.Dynamic[i] || strings.HasSuffix(a, base) || zip && strings.HasSuffix(a, zipless) {
				return true
			}
		}
		for _, r := range o.Redirects {
			if r.Dynamic || strings.HasSuffix(r.Target, base) {
				return true
			}
		}
	}
	return false
}

// writesPath reports whether effs write or make p itself.
func writesPath(effs []spec.Effect, p string) bool {
	for _, e := range effs {
		if (e.Kind == spec.Write || e.Kind == spec.Create) && e.Path.Abs == p {
			return true
		}
	}
	return false
}

// writesBefore reports whether a command of s listed before upTo's place (reached; every
// command, where upTo is nil) writes p, a tree holding it, or a path only known when it runs.
func writesBefore(s *Script, upTo *Command, p string) bool {
	for _, o := range s.Commands {
		if reached(o, upTo) {
			break
		}
		for _, e := range o.Effects() {
			switch e.Kind {
			case spec.Write, spec.Create:
				if e.Path.Abs == p || e.Tree && paths.Within(p, e.Path.Abs) || e.Path.Dyn {
					return true
				}
			}
		}
	}
	return false
}

// lineBuilds reports whether a command of s is a compiler, looking only at the commands not
// looked at before (the list grows while the line is walked).
func (e *cmdEnv) lineBuilds(s *Script) bool {
	if e.buildFound.Load() {
		return true
	}
	cmds := s.Commands
	for _, o := range cmds[min(int(e.buildScanned.Load()), len(cmds)):] {
		if spec.Builds(spec.Normalise(o.Base())) {
			e.buildFound.Store(true)
			return true
		}
	}
	e.buildScanned.Store(int32(len(cmds)))
	return false
}

// BuiltFrom is the language and sources (absolute, one a line) of the program at p where
// the last command listed before this one that writes p is a compiler that built it from
// sources it names (spec's built: gcc x.c -o x; ./x), or a copy, a move or an install of
// such a program (gcc x.c -o x && mv x y && ./y).
func (v view) BuiltFrom(p string) (lang, srcs string, ok bool) {
	s := v.c.env.script
	if s == nil || !v.c.env.lineBuilds(s) {
		// no compiler on the line: the answer is no wherever the command stands, and the
		// command stays a twin of its spellings elsewhere
		return "", "", false
	}
	v.c.eff.positional.Store(true)
	return v.c.env.builtBefore(s, v.c, p, 0)
}

// LineFiles lists the files directly in dir, named ...suffix, that the line gave known text
// before this command: a package the line writes and then builds or runs (go run ./t).
func (v view) LineFiles(dir, suffix string) []string {
	v.c.eff.positional.Store(true) // an earlier command may have written them
	var out []string
	for p := range v.c.env.files {
		if strings.HasSuffix(p, suffix) && paths.Dir(p) == dir {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out
}

// maxBuiltCopies bounds the copies of a built program followed back to its build.
const maxBuiltCopies = 4

// builtBefore is BuiltFrom for the commands of s before stop. Where the last writer of p is
// a copy the line recorded (carry.go), the program is what the copy came from, as built
// before the copy.
func (e *cmdEnv) builtBefore(s *Script, stop *Command, p string, depth int) (lang, srcs string, ok bool) {
	var last *Command
	for _, o := range s.Commands {
		if reached(o, stop) {
			break
		}
		for _, ef := range o.Effects() {
			if (ef.Kind == spec.Write || ef.Kind == spec.Create) && (ef.Path.Abs == p || ef.Tree && paths.Within(p, ef.Path.Abs)) {
				lang, srcs, ok = ef.Lang, ef.Text, ef.Kind == spec.Write && ef.Lang != "" && ef.Path.Abs == p
				last = o
			}
		}
		if len(e.copies) > 0 && carriesText(spec.Normalise(o.Base())) && e.copyOf(o, p) != "" {
			// cp x bin/: the copy's effect names the directory, the copy the file in it
			lang, srcs, ok, last = "", "", false, o
		}
	}
	if ok || last == nil || depth >= maxBuiltCopies {
		return lang, srcs, ok
	}
	if src := e.copyOf(last, p); src != "" {
		return e.builtBefore(s, last, src, depth+1)
	}
	return lang, srcs, ok
}

// copyOf is the path that the copy by made at p came from, "" where by made none there.
func (e *cmdEnv) copyOf(by *Command, p string) string {
	for i := len(e.copies) - 1; i >= 0; i-- {
		cp := e.copies[i]
		switch {
		case cp.by != by:
		case p == cp.name:
			return cp.src
		case strings.HasPrefix(p, cp.name+"/") && !strings.Contains(cp.src, srcSep):
			return cp.src + p[len(cp.name):]
		}
	}
	return ""
}

// Members lists the top-level names an archive would extract: tar (plain, gzip, bzip2) and
// zip, bounded. Anything else, or anything unreadable, is unknown; so is anything but a regular
// file, opened without waiting (a FIFO named a.tar would hold the hook until it timed out).
// The formats are read by hand, names only: archive/tar would link os/user, and with it the
// dynamic loader, into every hook call.
func (v view) Members(p string) ([]string, bool) { return archiveNames(p, true) }

// MemberPaths lists every member's whole name (a directory's without its trailing slash),
// bounded as Members is: what printing the archive's members shows, file by file, where a
// top-level directory alone would hide the .env below it.
func (v view) MemberPaths(p string) ([]string, bool) { return archiveNames(p, false) }

func archiveNames(p string, top bool) ([]string, bool) {
	f, err := state.OpenRegular(p)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	br := bufio.NewReader(io.LimitReader(f, maxArchive))
	magic, _ := br.Peek(8)
	var r io.Reader = br
	switch {
	case string(magic) == "!<arch>\n":
		_, _ = br.Discard(8)
		return arMembers(br, top)
	case len(magic) >= 4 && string(magic[:4]) == "PK\x03\x04":
		return zipMembers(f, top)
	case len(magic) >= 2 && magic[0] == 0x1f && magic[1] == 0x8b:
		z, err := gzip.NewReader(br)
		if err != nil {
			return nil, false
		}
		r = z
	case len(magic) >= 3 && string(magic[:3]) == "BZh":
		r = bzip2.NewReader(br)
	case len(magic) >= 4 && string(magic[:4]) == "0707":
		return cpioMembers(br, top)
	}
	return tarMembers(r, top)
}

// GzipName is the original file name a gzip file's header keeps (FNAME), or "": `gzip -k
// .env` stores .env, and a copy of the .gz keeps it. Opened as archiveNames opens an archive;
// only the header is read.
func GzipName(p string) string {
	name, _ := gzipName(p)
	return name
}

func gzipName(p string) (string, bool) {
	f, err := state.OpenRegular(p)
	if err != nil {
		return "", false
	}
	defer f.Close()
	z, err := gzip.NewReader(bufio.NewReader(io.LimitReader(f, maxArchive)))
	if err != nil {
		return "", false
	}
	return z.Header.Name, true
}

func (v view) GzipName(p string) (string, bool) { return gzipName(p) }

// tarMembers reads the names of a tar stream's entries: 512-byte headers, the ustar prefix,
// GNU long names and pax path records.
func tarMembers(r io.Reader, top bool) ([]string, bool) {
	seen := map[string]bool{}
	var out []string
	var links memberLinks
	var hdr [512]byte
	long := ""
	for n := 0; n < maxMembers; n++ {
		if _, err := io.ReadFull(r, hdr[:]); err != nil {
			return nil, false
		}
		if hdr == [512]byte{} {
			return out, true // the end-of-archive block
		}
		size, ok := tarNumber(hdr[124:136])
		if !ok || size < 0 || size > maxArchive {
			return nil, false
		}
		body := (size + 511) &^ 511
		name := cString(hdr[0:100])
		if string(hdr[257:262]) == "ustar" {
			if prefix := cString(hdr[345:500]); prefix != "" {
				name = prefix + "/" + name
			}
		}
		switch hdr[156] {
		case 'L', 'x', 'g': // GNU long name, pax headers: their text names the next entry
			text := make([]byte, body)
			if _, err := io.ReadFull(r, text); err != nil {
				return nil, false
			}
			long = longName(hdr[156], text[:size])
			continue
		}
		if long != "" {
			name, long = long, ""
		}
		name = links.through(name)
		if hdr[156] == '2' {
			links.add(name, cString(hdr[157:257]))
		}
		addMember(&out, seen, name, top)
		if _, err := io.CopyN(io.Discard, r, body); err != nil {
			return nil, false
		}
	}
	return nil, false
}

// longName is the name a GNU long-name entry or a pax header gives the entry after it.
func longName(kind byte, text []byte) string {
	if kind == 'L' {
		return cString(text)
	}
	for _, rec := range strings.Split(string(text), "\n") {
		if _, kv, ok := strings.Cut(rec, " "); ok {
			if v, ok := strings.CutPrefix(kv, "path="); ok {
				return v
			}
		}
	}
	return ""
}

// tarNumber reads a header's octal number (or GNU base-256, for large sizes).
func tarNumber(b []byte) (int64, bool) {
	if len(b) > 0 && b[0]&0x80 != 0 {
		var n int64
		for i, c := range b {
			if i == 0 {
				c &= 0x7f
			}
			n = n<<8 | int64(c)
		}
		return n, true
	}
	s := strings.Trim(string(b), " \x00")
	if s == "" {
		return 0, true
	}
	n, err := strconv.ParseInt(s, 8, 64)
	return n, err == nil
}

func cString(b []byte) string {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	return string(b)
}

// zipMembers reads a zip's central directory at its end: each entry's name.
func zipMembers(f *os.File, top bool) ([]string, bool) {
	st, err := f.Stat()
	if err != nil || st.Size() > maxArchive {
		return nil, false
	}
	size := st.Size()
	tail := make([]byte, min(size, 65536+22))
	if _, err := f.ReadAt(tail, size-int64(len(tail))); err != nil && err != io.EOF {
		return nil, false
	}
	i := bytes.LastIndex(tail, []byte("PK\x05\x06"))
	if i < 0 || len(tail)-i < 22 {
		return nil, false
	}
	le := binary.LittleEndian
	count, dirSize, dirOff := int(le.Uint16(tail[i+10:])), int64(le.Uint32(tail[i+12:])), int64(le.Uint32(tail[i+16:]))
	if count > maxMembers || dirOff+dirSize > size {
		return nil, false
	}
	dir := make([]byte, dirSize)
	if _, err := f.ReadAt(dir, dirOff); err != nil {
		return nil, false
	}
	seen := map[string]bool{}
	var out []string
	for off := 0; off+46 <= len(dir) && len(out) < maxMembers; {
		if string(dir[off:off+4]) != "PK\x01\x02" {
			return nil, false
		}
		n, extra, comment := int(le.Uint16(dir[off+28:])), int(le.Uint16(dir[off+30:])), int(le.Uint16(dir[off+32:]))
		if off+46+n > len(dir) {
			return nil, false
		}
		addMember(&out, seen, string(dir[off+46:off+46+n]), top)
		off += 46 + n + extra + comment
	}
	return out, true
}

// addMember adds a member's name: with top, its first path component, the name extraction
// lands at; else the whole name, cleaned. An absolute or climbing name is kept whole, since it
// lands outside the directory.
func addMember(out *[]string, seen map[string]bool, name string, top bool) {
	name = filepath.ToSlash(name)
	m := strings.TrimPrefix(name, "./")
	switch {
	case strings.HasPrefix(m, "/") || strings.HasPrefix(m, "../"):
		m = paths.Clean(m)
	case !top:
		m = strings.TrimSuffix(path.Clean(m), "/")
	default:
		if i := strings.IndexByte(m, '/'); i >= 0 {
			m = m[:i]
		}
	}
	if m == "" || m == "." || seen[m] {
		return
	}
	seen[m] = true
	*out = append(*out, m)
}

// As is the command run under another name: a command whose name is only known when it runs
// ($X -rf /) is judged as each program it could be.
func (c *Command) As(name string) *Command {
	cp := *c
	cp.Name, cp.NameDynamic, cp.eff, cp.as = name, false, &effects{}, c.listedAs()
	return &cp
}

// listedAs is the listed command c is or stands for (As).
func (c *Command) listedAs() *Command {
	if c.as != nil {
		return c.as
	}
	return c
}

// reached reports whether the walk of the listed commands, from the first, has come to c's
// place at o: o is c (or the command an As copy of c stands for), or a command c runs. An
// xargs or a find -exec is not listed itself; what it runs is, in its place. The commands
// before that place are those the line runs before c, and the only ones whose effects a
// question c's effects ask may read: o's own, or a later one's, are c's or still to be worked out.
func reached(o, c *Command) bool {
	if c == nil {
		return false
	}
	c = c.listedAs()
	for ; o != nil; o = o.Outer {
		if o == c {
			return true
		}
	}
	return false
}

// countedDownstream reports a cat (tac, head, tail) whose whole output goes to one program
// that prints only a count, a status or a digest of it (cat .env | wc -l, | grep -q KEY, |
// sha256sum): the two stages are plain commands at the same level, the reader is the program
// named (no wrapper, function or script of that name between), and no redirect sends the
// cat's output elsewhere (cat .env >&2 | wc -l shows it).
func (c *Command) countedDownstream() bool {
	n := c.pipedTo
	if n == nil || c.pipedMany || n.Outer != nil || n.NameDynamic || c.NameDynamic || n.Remote != c.Remote ||
		!slices.Equal(n.Via, c.Via) || strings.Contains(c.Name, "/") || strings.Contains(n.Name, "/") {
		return false
	}
	switch c.Name {
	case "cat", "tac", "head", "tail":
	default:
		return false
	}
	for _, r := range c.Redirects {
		switch r.Op {
		case "<", "<<", "<<-", "<<<":
		default:
			if r.Fd != 2 {
				return false // its stdout goes elsewhere than the pipe
			}
		}
	}
	return n.Call().CountsStdin()
}
