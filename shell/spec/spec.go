// Package spec is the table of command specs: for each program the project knows, how it
// reads its words (an option grammar, its subcommands) and what it does with them (the files
// it reads, writes, creates, deletes, the code it runs, the data it sends, the state it
// throws away). The shell front end lists which commands would run; this package says what
// each one does, once, for every guard. A guard judges the Effects, never the words.
//
// The table is data: package-level slice literals the compiler lays out, sorted by name and found
// through a generated hash of their names (index.go), so that a hook call builds nothing at start-up. Every spec carries examples,
// "COMMAND => EFFECT" (must be found) and "COMMAND !> EFFECT" (must not), which a test runs.
package spec

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/shell/code"
)

// Spec is one program, or one subcommand of a program.
type Spec struct {
	// Name is the program's name, and for a subcommand the words that select it: "git push",
	// "aws s3 rm", "docker volume rm".
	Name string
	// Like names another spec this one is the same as (python3 is python).
	Like string
	// Opts is the option grammar (see parseDef): "r|R|recursive f|force o|output=".
	Opts  string
	Style Style
	// Subs says the first operand selects a subcommand spec "Name OPERAND"; the options
	// before it are the program's own (git -C DIR push).
	Subs bool
	// Group: a spec that is only the way to some subcommands of a program judged by one
	// Does (gcloud compute, for gcloud compute ssh): where the words name none of them, the
	// command is the program's (gcloud compute instances delete is gcloudDoes's to judge).
	Group bool
	// Run says how the program runs another command, for the shell front end to follow; nil
	// for most programs. A pointer, as every spec's fields are data the runtime maps at each
	// start: an inline Run doubled the tables' size.
	Run *Run
	// Does adds the command's effects. Nil: the program reads only its input and prints.
	Does func(c *Call)
	// Examples are "COMMAND => EFFECT" and "COMMAND !> EFFECT" lines (see Effect.String),
	// each ended by a newline; a test runs each through the shell front end. One string, not
	// a []string: each slice literal in a table is a data symbol of its own, and the runtime
	// builds the GC's pointer mask over every one at each start (~0.2 µs apiece, 1,000 of
	// them were a sixth of a hook call's start-up).
	Examples string
}

// RunKind is how a program starts another command.
type RunKind uint8

const (
	// RunNone: it runs nothing of the caller's.
	RunNone RunKind = iota
	// RunArgv: its operands from Run.Skip on are a command and its arguments.
	RunArgv
	// RunText: shell text, the value of Run.Opt or else its operands from Run.Skip on
	// joined by spaces (ssh HOST CMD..., watch CMD...).
	RunText
	// RunScript: a named recipe of the project (make targets, just recipes, package.json
	// scripts): Run.Opt names the file kind ("make", "just", "npm").
	RunScript
)

// Launch is how the program runs another command: the zero Run where it runs none.
func (s *Spec) Launch() Run {
	if s.Run == nil {
		return Run{}
	}
	return *s.Run
}

// Run says how a program starts another command.
type Run struct {
	Kind RunKind
	Skip int // operands before the command (timeout's duration, docker exec's container)
	// Opt, for RunText, is the option whose value is the text (su -c); for RunArgv, the option
	// whose value names the program, without which nothing is launched (python -m MODULE);
	// for RunScript, the kind of recipe file ("make", "just", "npm").
	Opt string
	// Text names the options (space-separated) whose value, when given, is shell text run
	// instead (npx -c TEXT; nix-shell --run or --command).
	Text string
	// Known: the first operand, when the table has a spec for its base name, is that
	// program run with the operands after it (python manage.py flush, php artisan migrate).
	Known bool
	// Cwd is the option that sets the command's working directory (env -C, sudo -D).
	Cwd string
	// Assigns: NAME=VALUE operands before the command set its environment (env).
	Assigns bool
	// None lists options after which nothing runs (sudo -l, command -v).
	None string
	// Remote: the command runs on another machine or in a container.
	Remote bool
	// Client names the ssh client program the program runs, "ssh" or "scp", for the command
	// to be judged as that client's. ssh (gcloud compute ssh, az ssh vm, vagrant ssh): its
	// operands from Skip on, or the words after Sep, are ssh's own words after the
	// destination, Text's value the remote command. scp (gcloud compute scp, gh codespace
	// cp): its operands are scp's, NAME:PATH a path on that machine, and its recursive
	// option (-r, --recurse) scp's -r. Flags' values are the client's options.
	Client string
	// Value, where set, finds the shell text in words where no one option's value is all of
	// it (aws ssm send-command --parameters commands=CMD): the text run instead, as Text's.
	Value func(*Call) (Word, bool)
	// Flags names the option whose values are more of the client's options, split at blanks
	// (gcloud compute ssh --ssh-flag='-o ProxyCommand=...').
	Flags string
	// Sep is an operand that must come before the command (kubectl exec POD -- CMD).
	Sep string
	// Script is the recipe a RunScript program always runs (npm test: "test"; npm install:
	// "install", the install lifecycle; "rebuild", "pack", "publish": theirs); "" takes it
	// from the first operand.
	Script string
	// Bare is the recipe a RunScript program runs when given no operand (bare yarn: "install").
	Bare string
	// When, where set, says whether this call starts a command at all: ansible only with a
	// module that runs its -a text, qsub only with -b y or after --. Nil: it always does.
	When func(*Call) bool
	// Pairs are the options that take two words (mpirun --mca NAME VALUE, qsub -pe ENV
	// SLOTS): the option grammar gives each one, so the second is an operand that is not the
	// command.
	Pairs string
	// Strip is a prefix the first word of the text may carry and the program drops (salt's
	// cmd.run takes its command as cmd=...).
	Strip string
}

// Redirect is one redirection of a command.
type Redirect struct {
	Op      string // ">", ">>", "<", "<<", "<<-", "<<<", ">&", "<&", "&>", "&>>", ">|", "<>"
	Fd      int    // the file descriptor redirected; -1 for &> forms
	Target  string // the file, fd or here-doc delimiter
	Dynamic bool   // Target's value cannot be known
	Body    string // here-doc / here-string text
	// From names the variables whose values went into Body (base64 <<< "$TOKEN").
	From []string
}

// Input is one simple command as the shell front end found it.
type Input struct {
	Name      string // argv[0] as it would run
	Args      []Word
	Assigns   []string // NAME=VALUE prefixes
	Redirects []Redirect
	Cwd       string // "" when unknown
	Home      string
	Root      string // the project's root, where the line is judged for one
	Stdin     string // what it reads on stdin, where StdinKnown
	// StdinKnown: Stdin is the whole input. Piped: stdin comes from a pipe or a redirect.
	StdinKnown, Piped bool
	Remote            bool // on another machine or in a container
	// Mounts, for a command in a container, are the host directories bind-mounted into it:
	// its paths under them are this machine's.
	Mounts []Mount
	// Found is what {} stands for, under find -exec: the find's start paths. Under xargs
	// given find's listing, FoundLead is the lead of the item that stands for them.
	Found     []Path
	FoundLead string
	// Listed, for a command whose stdin is a listing's output (find . -name .env | cpio -o),
	// is what the listing selects, as Found is under find -exec: the names an archiver that
	// reads its file list on stdin packs.
	Listed []Path
	// Below, where Cwd is unknown, are directories the command runs in or below (find
	// -execdir runs it in each found entry's directory): a relative path it names is an
	// entry below one of them (FindExecDirs).
	Below []Path
	// FS looks things up on disk; nil looks up nothing.
	FS FS
}

// Call is a command being judged by its spec.
type Call struct {
	In   *Input
	Spec *Spec
	Name string   // the program, normalised ("rm" for /bin/RM.exe)
	Path []string // the program and the subcommand words that chose Spec: ["git", "push"]
	// Words are the words after the program and its subcommands; P splits them by Spec.
	Words []Word
	P     Parsed
	// Up are the parses of the program's own options before each subcommand (git -C DIR).
	Up  []Parsed
	Cwd string // the command's directory, after options like git -C
	out []Effect
	// printed are the texts the code the command runs prints where they are known (code.Facts'
	// Printed): what its stdout may hold, line by line (Printed).
	printed []string
	// membersShown: showsMembers judged the archive's members by the names the command
	// selects, so archivesShown leaves the archive it prints alone.
	membersShown bool
	// pathBuf holds Path where it has at most four words.
	pathBuf [4]string
	// operandBuf holds P.Operands where there are at most six words: full, so that an append
	// copies it.
	operandBuf [6]int
}

// Printed are the texts the code the command runs may print, where they are known
// (python3 -c 'print(".e" + "nv")'), once Effects has read the code; which of them it prints,
// and how often, is not known.
func (c *Call) Printed() []string { return c.printed }

// Add records an effect.
func (c *Call) Add(e Effect) {
	if cap(c.out) == 0 {
		// Room for what most commands do: each redirect and assignment one effect, the
		// program a few. An Effect is some 230 bytes, and growing the list from nothing
		// copied it thrice; made at the first effect, as many commands (echo, test, cd)
		// have none.
		c.out = make([]Effect, 0, len(c.In.Redirects)+len(c.In.Assigns)+3)
	}
	switch {
	case len(c.In.Mounts) > 0:
		e = c.addMounted(e)
	case c.In.Remote:
		e.Remote = true
	}
	c.out = append(c.out, e)
}

// byOf names the operation by the program and the subcommand words that chose its spec, for
// an effect's By: "npm install", "git stash drop".
func byOf(c *Call) string { return strings.Join(c.Path, " ") }

// Has reports whether an option (named by its first alias) was given to the subcommand.
func (c *Call) Has(name string) bool { return c.P.Has(name) }

// HasAny reports whether any of the options was given.
func (c *Call) HasAny(names ...string) bool {
	for _, n := range names {
		if c.P.Has(n) {
			return true
		}
	}
	return false
}

// hasIn reports whether any option named in set, space-separated, was given.
func (c *Call) hasIn(set string) bool {
	for _, o := range c.P.Opts {
		if inWords(set, o.Name) {
			return true
		}
	}
	return false
}

// Value returns the last value of an option.
func (c *Call) Value(name string) (Word, bool) { return c.P.Value(name) }

// Operands returns the operands, in order.
func (c *Call) Operands() []Word {
	out := make([]Word, 0, len(c.P.Operands))
	for _, i := range c.P.Operands {
		out = append(out, c.Words[i])
	}
	return out
}

// Operand returns operand i ("" when absent).
func (c *Call) Operand(i int) Word {
	if i < len(c.P.Operands) {
		return c.Words[c.P.Operands[i]]
	}
	return Word{}
}

// Op returns operand i's literal text, "" when absent or dynamic.
func (c *Call) Op(i int) string {
	w := c.Operand(i)
	if w.Dyn {
		return ""
	}
	return w.S
}

// Paths turns a word into the paths it stands for: itself, or, for {} under find -exec, the
// find's start paths.
func (c *Call) Paths(w Word) []Path {
	if w.Dyn && strings.Contains(w.S, "{}") && len(c.In.Found) > 0 {
		return c.In.Found
	}
	return []Path{c.PathOf(w)}
}

// PathOf makes a word a path relative to the command's directory.
func (c *Call) PathOf(w Word) Path {
	p := Path{Arg: w.S, Dyn: w.Dyn, Lead: w.Lead, Cwd: c.Cwd, Lit: w.Lit, From: w.From}
	if c.In.Remote {
		p.Cwd = ""
	}
	if !w.Dyn {
		p.Abs = absPath(w.S, p.Cwd, c.In.Home)
	}
	return p
}

// Each adds an effect of kind k for every path word w stands for.
func (c *Call) Each(k Kind, w Word, tree bool, by string) {
	for _, p := range c.Paths(w) {
		c.Add(Effect{Kind: k, Path: p, Tree: tree || p.Found, By: by})
	}
}

// All adds an effect of kind k for every operand from operand i on.
func (c *Call) All(k Kind, from int, tree bool, by string) {
	for n, i := range c.P.Operands {
		if n >= from {
			c.Each(k, c.Words[i], tree, by)
		}
	}
}

// Normalise is the name a command is known by: its base name, lower-cased (a
// case-insensitive disk runs RM as rm), without a leading backslash and without the
// extension Windows finds a program by (code.WinExt: rimraf.cmd is rimraf); a GNU program under
// Homebrew's g prefix is the program (gnuPrefixed: grm is rm).
func Normalise(name string) string {
	if !plainName(name) {
		name = normaliseSlow(name)
	}
	if n, ok := gnuPrefixed(name); ok {
		return n
	}
	if n, ok := interpBuild(name); ok {
		return n
	}
	if n, ok := compilerName(name); ok {
		return n
	}
	return name // the usual case, asked for every command by the walk and by guards
}

// plainName reports a name normaliseSlow would leave as it is: ASCII, no capital, no
// directory, no backslash, no Windows program extension, no ^ or drive-like prefix (nushell's
// ^rm, elvish's e:rm).
func plainName(name string) bool {
	if name == "" || code.WinExt(name) > 0 {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; c >= 0x80 || c == '/' || c == '\\' || c >= 'A' && c <= 'Z' || c == '^' || c == ':' {
			return false
		}
	}
	return true
}

func normaliseSlow(name string) string {
	n := filepath.Base(strings.TrimPrefix(name, `\`))
	n = strings.TrimPrefix(n, `\`)
	n = strings.ToLower(n)
	// nushell's ^rm and elvish's e:rm run the external program rm; on Windows, e:rm is rm in
	// drive E's current directory.
	n = strings.TrimPrefix(n, "^")
	if len(n) > 2 && n[1] == ':' && n[0] >= 'a' && n[0] <= 'z' {
		n = n[2:]
	}
	return n[:len(n)-code.WinExt(n)]
}

// ShellQuote is s as one word to a POSIX shell: single-quoted, a single quote in it ended,
// escaped and reopened.
func ShellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
