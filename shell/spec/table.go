package spec

import (
	"strings"
)

// tables are the spec tables, one per domain, each sorted by Name (a test holds them so).
// Each is a slice literal, and this array holds those slices: the compiler lays out both, so
// the package has no init code at all (an array sliced here, fsSpecs[:], was stored at start-up).
// Lookup finds a name through the generated hash of the index of their names (index.go).
//
//go:generate go test -run ^TestIndex$ -update-index
var tables = [...][]Spec{
	fsSpecs,
	gitSpecs,
	wrapSpecs,
	wrap2Specs,
	wrap3Specs,
	remoteCmdSpecs,
	interpSpecs,
	dbSpecs,
	migrateSpecs,
	textSpecs,
	netSpecs,
	serveSpecs,
	secretSpecs,
	credToolSpecs,
	lookupSpecs,
	cloudSpecs,
	containerSpecs,
	diskSpecs,
	pkgSpecs,
	harnessSpecs,
	agentSpecs,
	envSpecs,
	formatSpecs,
	compileSpecs,
	builtinSpecs,
	gitExtrasSpecs,
	systemSpecs,
	editSpecs,
	showSpecs,
	deploySpecs,
	storeSpecs,
	bootScriptSpecs,
	urlOpeners,
	signalers,
}

// Lookup returns the spec named name ("rm", "git push"), following Like, or nil. A program
// with a version in its name (python3.12, pip3) is found under its family's name.
func Lookup(name string) *Spec {
	s, _ := lookupIn(name)
	return s
}

// lookupIn is Lookup, and the index in tables of the table that holds the spec: which table a
// spec is in says what kind of program it is (Interpreter), without a walk of the table.
func lookupIn(name string) (*Spec, int) {
	if s, t := find(name); s != nil {
		return s, t
	}
	if base, ok := unversioned(name); ok {
		return find(base)
	}
	return nil, -1
}

func find(name string) (*Spec, int) {
	for hops := 0; hops < 4; hops++ {
		s, t := row(name)
		if s == nil || s.Like == "" {
			return s, t
		}
		name = s.Like
	}
	return nil, -1
}

// indexRow places one spec: tables[t][i]. It holds no name (the spec has it): a row with a
// string is a pointer the runtime maps in the data segment's GC mask at every start, and the
// index's 1,700 names cost ~40 KB of such data.
type indexRow struct {
	t, i uint16
}

// row finds a spec by its exact name in the generated index (one sorted array over every
// table, laid out by the compiler), through the generated open-addressed hash of the names
// (slots: a row of index plus one, 0 for none; linear probing): a hook call looks up each
// command several times, and a bisection of some 1,700 names cost ~750 instructions a lookup,
// the hash one name's hashing and, mostly, one comparison.
func row(name string) (*Spec, int) {
	for i := nameHash(name) & slotMask; ; i = (i + 1) & slotMask {
		n := slots[i]
		if n == 0 {
			return nil, -1
		}
		r := index[n-1]
		if s := &tables[r.t][r.i]; s.Name == name {
			return s, int(r.t)
		}
	}
}

// slotMask is the hash's size less one: a power of two at least twice the names.
const slotMask = len(slots) - 1

// nameHash is FNV-1a, the hash the generated slots place names by.
func nameHash(s string) int {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return int(h)
}

// unversioned strips a trailing version from a program's name: python3.12 -> python,
// pip3 -> pip; the first word of a subcommand spec only.
func unversioned(name string) (string, bool) {
	prog, rest, _ := strings.Cut(name, " ")
	if prog == "" || strings.IndexByte("0123456789.-", prog[len(prog)-1]) < 0 {
		return "", false // no version at the end: most names a lookup misses (functions, tools the table does not know)
	}
	n := strings.TrimRight(prog, "0123456789.-")
	if n == prog || n == "" {
		return "", false
	}
	if rest != "" {
		return n + " " + rest, true
	}
	return n, true
}

// unknown is the spec of a program the table does not know: its options are read the GNU way
// and its effects are what it could do (see unknownDoes).
var unknown = Spec{Name: "", Does: unknownDoes}

// Resolve finds the spec a command runs, following subcommands, and splits its words.
func Resolve(in *Input) *Call {
	c := new(Call)
	ResolveInto(c, in)
	return c
}

// ResolveInto is Resolve into a zero Call the caller made (with its Input, in one
// allocation). Only what is set is written: a whole Call stored was some 130 instructions a
// command.
func ResolveInto(c *Call, in *Input) { ResolveKnown(c, in, Know(in.Name)) }

// Known is what the table says of a command's name: worked out once, for every question a
// walk and the resolving of its Call ask of it (each normalised the name and looked it up).
type Known struct {
	Raw    string // the name as the command has it
	Name   string // Normalise(Raw)
	Spec   *Spec  // Lookup(Name); nil where the table lacks it
	interp bool   // Spec is one of interpSpecs
	ok     bool
}

// Know looks a command's name up.
func Know(raw string) Known {
	n := Normalise(raw)
	s, t := lookupIn(n)
	return Known{Raw: raw, Name: n, Spec: s, interp: s != nil && &tables[t][0] == &interpSpecs[0], ok: true}
}

// For reports whether k is what Know(raw) says.
func (k *Known) For(raw string) bool { return k.ok && k.Raw == raw }

// Interpreter is Interpreter(k.Raw).
func (k *Known) Interpreter() bool { return k.interp }

// ResolveKnown is ResolveInto for an Input whose name the caller has looked up already:
// k is Know(in.Name).
func ResolveKnown(c *Call, in *Input, k Known) {
	name, s := k.Name, k.Spec
	c.In, c.Name, c.Words, c.Cwd = in, name, in.Args, in.Cwd
	c.pathBuf[0] = name
	c.Path = c.pathBuf[:1:1]
	if s == nil {
		c.Spec = &unknown
		c.P = parseIn("", GNU, c.Words, c.operandBuf[:0])
		return
	}
	// A spec found through Like names the program it is: podman is docker, docker-compose
	// is docker compose, dotnet ef is dotnet-ef; subcommands are looked up under that name.
	c.Path = c.splitPath(s.Name)
	// Where the walk enters a Group, what it was before, to go back to if it ends there.
	var back struct {
		s     *Spec
		words []Word
		path  []string
		up    int
	}
	for s.Subs {
		up := Parse(s.Opts, inOrder(s.Style), c.Words)
		if len(up.Operands) == 0 {
			break
		}
		i := up.Operands[0]
		w := c.Words[i]
		if w.Dyn {
			break
		}
		sub := Lookup(strings.Join(c.Path, " ") + " " + w.S)
		if sub == nil {
			break
		}
		if sub.Group && !s.Group {
			back.s, back.words, back.path, back.up = s, c.Words, append([]string(nil), c.Path...), len(c.Up)
		}
		c.Up = append(c.Up, up)
		c.Path = c.splitPath(sub.Name)
		c.Words = c.Words[i+1:]
		s = sub
	}
	if s.Group && back.s != nil {
		s, c.Words, c.Path, c.Up = back.s, back.words, back.path, c.Up[:back.up]
	}
	c.Spec = s
	c.P = parseIn(s.Opts, s.Style, c.Words, c.operandBuf[:0])
}

// splitPath splits a spec's name into the program and subcommand words, into the Call's own
// array where they fit (every command is resolved: a slice each was a tenth of Resolve). The
// result is full, so that an append copies it.
func (c *Call) splitPath(name string) []string {
	n := strings.Count(name, " ") + 1
	if n > len(c.pathBuf) {
		return strings.Split(name, " ")
	}
	for i := 0; i < n-1; i++ {
		j := strings.IndexByte(name, ' ')
		c.pathBuf[i], name = name[:j], name[j+1:]
	}
	c.pathBuf[n-1] = name
	return c.pathBuf[:n:n]
}

func inOrder(s Style) Style {
	switch s {
	case GNU:
		return InOrder
	case Exact:
		return ExactInOrder
	}
	return s
}

// Effects says what one command does.
func Effects(in *Input) []Effect {
	return Resolve(in).Effects()
}

// Effects says what the resolved command does; it is worked out once per Call.
func (c *Call) Effects() []Effect {
	// A list of its own at each asking (an xargs' effects are asked for each command it
	// runs): Add makes it at the first effect.
	c.out = nil
	c.redirects()
	c.assigns()
	if c.Spec.Does != nil && !c.helps() {
		n := len(c.out)
		c.Spec.Does(c)
		c.archivesShown()
		c.unpacked(n)
	}
	if strings.IndexByte(c.In.Name, '/') >= 0 && !c.In.Remote {
		// ./x, /tmp/x: a program this line built is judged by its sources
		builtDoes(c, c.PathOf(Word{S: c.In.Name}))
	}
	c.urlLogins()
	// By index, not a copy of each effect (some 230 bytes); those sqlEffects and sqlFiles
	// add are not looked at again. A SQL effect is copied before either: appending may move
	// c.out.
	for i, n := 0, len(c.out); i < n; i++ {
		if e := &c.out[i]; e.Kind == Exec && e.Lang == "sql" && e.Known {
			sql := *e
			c.sqlEffects(sql)
			c.sqlFiles(sql)
		}
	}
	return c.below(c.found(c.out))
}

// found puts find's start paths where an effect names {} under find -exec, for the specs that
// made the path with PathOf rather than Paths: what {} stands for is every entry find selects.
func (c *Call) found(out []Effect) []Effect {
	if len(c.In.Found) == 0 {
		return out
	}
	var res []Effect
	for _, e := range out {
		placeholder := strings.Contains(e.Path.Arg, "{}") || c.In.FoundLead != "" && e.Path.Lead == c.In.FoundLead
		if !e.Path.Dyn || !placeholder || e.Path.Found {
			res = append(res, e)
			continue
		}
		for _, p := range c.In.Found {
			f := e
			f.Path, f.Tree = p, true
			res = append(res, f)
		}
	}
	return res
}

// helps reports --help or --version: the program then prints and does nothing else.
func (c *Call) helps() bool {
	for _, o := range c.P.Opts {
		// A --version the grammar gives a value (gcloud kms decrypt --version 3) is a
		// version of the thing worked on, not a question about the program.
		if s := c.Words[o.At].S; s == "--help" || s == "--version" && !o.Set {
			return true
		}
	}
	return false
}

// redirects adds the files the shell itself opens for the command.
func (c *Call) redirects() {
	for _, r := range c.In.Redirects {
		w := Word{S: r.Target, Dyn: r.Dynamic}
		switch r.Op {
		case ">", ">|", "&>":
			c.Each(Write, w, false, r.Op+" redirect")
		case ">>", "&>>":
			c.Add(Effect{Kind: Write, Path: c.PathOf(w), Keep: true, By: r.Op + " redirect"})
		case "<":
			class := "input"
			if r.Fd == 0 && c.CountsStdin() {
				class = "digest" // wc -l < .env prints a count
			}
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), By: "< redirect", Class: class})
		case "<>":
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), By: "<> redirect", Class: "input"})
			c.Add(Effect{Kind: Write, Path: c.PathOf(w), Keep: true, By: "<> redirect"})
		case ">&":
			if !isFd(r.Target) && r.Target != "-" {
				c.Each(Write, w, false, ">& redirect")
			}
		}
	}
}

func isFd(s string) bool {
	s = strings.TrimSuffix(s, "-")
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// assigns adds the environment the command is given.
func (c *Call) assigns() {
	for _, a := range c.In.Assigns {
		c.Add(Effect{Kind: Env, Text: a, By: "NAME=VALUE"})
		c.envEffects(a)
	}
}

// assigned returns the value the command's NAME=VALUE prefixes give one of names: the last
// assignment wins, as in bash (X=a X=b cmd runs cmd with X=b, and X=a X= cmd with X empty),
// and a value the shell could not know keeps its "$" and is a dynamic word from there. Every
// reader of a prefix asks here.
func (c *Call) assigned(names ...string) (Word, bool) {
	for i := len(c.In.Assigns) - 1; i >= 0; i-- {
		k, v, ok := strings.Cut(c.In.Assigns[i], "=")
		if !ok {
			continue
		}
		for _, n := range names {
			if k == n {
				return valueWord(v), true
			}
		}
	}
	return Word{}, false
}

// unknownDoes is what a program the table does not know could do: read any operand that looks
// like a path, and write under its working directory.
func unknownDoes(c *Call) {
	for _, w := range c.Operands() {
		if w.Dyn || pathLike(w.S) {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "maybe", By: c.Name})
		}
	}
	for _, o := range c.P.Opts {
		if o.Set && !o.Value.Dyn && pathLike(o.Value.S) {
			c.Add(Effect{Kind: Read, Path: c.PathOf(o.Value), Class: "maybe", By: c.Name})
		}
	}
	if c.Cwd != "" {
		c.Add(Effect{Kind: Write, Path: Path{Arg: ".", Abs: c.Cwd, Cwd: c.Cwd}, Tree: true, Class: "maybe", By: c.Name})
	}
}

// pathLike reports a word that names a file rather than a value: it has a directory part,
// starts with a dot or a tilde, or has a file extension.
func pathLike(s string) bool {
	if s == "" || strings.Contains(s, "://") {
		return false
	}
	if strings.ContainsRune(s, '/') || strings.HasPrefix(s, ".") || strings.HasPrefix(s, "~") {
		return true
	}
	if i := strings.LastIndexByte(s, '.'); i > 0 && i < len(s)-1 {
		return !strings.ContainsAny(s, " =:,") // a.txt, not key=val or host:port
	}
	return false
}
