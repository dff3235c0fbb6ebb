package spec

import "strings"

// Word is one argument as the shell would pass it.
type Word struct {
	S    string
	Dyn  bool     // the value is only known when the command runs
	Lead string   // for a dynamic word, the text known before its first unknown part
	From []string // the variables whose values went into the word ($TOKEN, and T after T=$TOKEN)
	// Lit: the word holds pattern characters that were all quoted ('.e*'), so bash passes it
	// as written and names the file of that name, never what the pattern would match.
	Lit bool
	// Splits: an unknown part of the word is unquoted, so bash may split its value into more
	// words or glob it; a "$X" in double quotes stays inside this word.
	Splits bool
}

// Part is the word a program reads out of part of w's known text (the file after curl's @, a
// value after file:): its value came from where w's did.
func (w Word) Part(s string) Word { return Word{S: s, From: w.From} }

// dynPart is the file an unknown word names after a prefix (curl -F "f=@$f", http
// "f@$f"): only known when the command runs, led by lead, with the word's origins.
func (w Word) dynPart(lead string) Word { return Word{S: w.S, Dyn: true, Lead: lead, From: w.From} }

// Opt is one option found in a command's words.
type Opt struct {
	Name  string // the option's first alias in the grammar, or as written when the grammar lacks it
	Value Word   // its value, for options that take one
	Set   bool   // a value was given
	At    int    // index of the word that carried the option
	Known bool   // the grammar defines the option
}

// Parsed is a command's words split into options and operands.
type Parsed struct {
	Opts     []Opt
	Operands []int // indexes into the words
	// Rest is the index of the first word after an option that ends parsing (python -c),
	// or -1: from there on every word is an operand of the code, not of the program.
	Rest int
}

// Style says how a program reads its options.
type Style uint8

const (
	// GNU: short options cluster (-rf, -oFILE), long options take --name=value or a following
	// word, any unambiguous prefix of a long option is that option (getopt_long, git), and
	// options may follow operands.
	GNU Style = iota
	// InOrder is GNU, except that the first operand ends the options (POSIXLY_CORRECT, and
	// every program whose first operand is another command: sudo, env, xargs, ssh).
	InOrder
	// Single reads -name and --name alike as a long option, never as a cluster (Go's flag
	// package, find, terraform, java); only exact names match.
	Single
	// Exact is GNU without abbreviations (cobra programs: docker, kubectl, gh, helm).
	Exact
	// ExactInOrder is Exact whose first operand ends the options.
	ExactInOrder
	// Shell is InOrder where +x turns option x off, as sh and set read them.
	Shell
	// Host is InOrder whose second operand ends the options: OpenSSH reads options on both
	// sides of its destination (ssh HOST -t -- CMD is ssh -t HOST CMD).
	Host
)

// def is one option definition: its aliases, whether it takes a value, whether it ends
// option parsing.
type def struct {
	names string // the aliases, "|"-separated, as written in the grammar
	value byte   // 0: none; '=': required; '?': optional, attached only
	stops bool   // "!": everything after it is an operand (python -c CODE ARGS...)
}

func (d def) name() string {
	if i := strings.IndexByte(d.names, '|'); i >= 0 {
		return d.names[:i]
	}
	return d.names
}

// parseDef reads one definition of a grammar. A grammar is a space-separated list of
// definitions; a definition is aliases joined by "|" (one letter is a short option, more is a
// long one), then "=" when it takes a value, "?" for an optional value given attached
// (--color=auto, -i.bak), and "!" when it ends option parsing.
func parseDef(tok string) def {
	var d def
	for len(tok) > 0 {
		switch tok[len(tok)-1] {
		case '=', '?':
			d.value = tok[len(tok)-1]
		case '!':
			d.stops = true
		default:
			d.names = tok
			return d
		}
		tok = tok[:len(tok)-1]
	}
	return d
}

// Finding an option scans the grammar with strings.Index for the alias where it stands between
// delimiters, and reads only the one definition around it: grammars run to hundreds of
// options (docker run, rsync, go), and tokenising all of them for every word of every command
// was a fifth of a long script's hook call.

// isAliasEnd reports a byte that ends an alias in a grammar.
func isAliasEnd(c byte) bool {
	return c == ' ' || c == '|' || c == '=' || c == '?' || c == '!' || c == '\n' || c == '\t'
}

// defAt returns the definition the grammar byte at i belongs to.
func defAt(g string, i int) def {
	start := strings.LastIndexAny(g[:i], " \n\t") + 1
	end := strings.IndexAny(g[i:], " \n\t")
	if end < 0 {
		end = len(g)
	} else {
		end += i
	}
	return parseDef(g[start:end])
}

// aliasAt reports whether an alias starts at g[i] (at the start of a definition or after
// "|"), and returns the index just past its end.
func aliasAt(g string, i int) (int, bool) {
	if i > 0 && g[i-1] != ' ' && g[i-1] != '|' && g[i-1] != '\n' && g[i-1] != '\t' {
		return 0, false
	}
	j := i
	for j < len(g) && !isAliasEnd(g[j]) {
		j++
	}
	return j, true
}

// short finds the definition of a one-letter option.
func short(g string, c byte) (def, bool) {
	for i := 0; i < len(g); i++ {
		k := strings.IndexByte(g[i:], c)
		if k < 0 {
			return def{}, false
		}
		i += k
		if end, ok := aliasAt(g, i); ok && end == i+1 {
			return defAt(g, i), true
		}
	}
	return def{}, false
}

// long finds the definition of a long option: its exact name, or, where abbreviations are
// accepted, the one option it is an unambiguous prefix of. ambiguous is set when it is a
// prefix of several: the program then refuses the command.
func long(g, name string, abbrev, single bool) (d def, ok, ambiguous bool) {
	if name == "" {
		return def{}, false, false
	}
	var cand def
	n := 0
	for i := 0; i < len(g); i++ {
		k := strings.Index(g[i:], name)
		if k < 0 {
			break
		}
		i += k
		end, at := aliasAt(g, i)
		if !at {
			continue
		}
		whole := end - i
		switch {
		case whole == len(name):
			if whole == 1 && !single {
				continue // a short option's letter is not a long name
			}
			return defAt(g, i), true, false
		case abbrev && whole > len(name) && whole > 1:
			x := defAt(g, i)
			if n == 0 || x.names != cand.names {
				cand = x
				n++
			}
		}
	}
	if n == 1 {
		return cand, true, false
	}
	return def{}, false, n > 1
}

// Parse splits words into options and operands by grammar g in the given style.
func Parse(g string, st Style, words []Word) Parsed { return parseIn(g, st, words, nil) }

// parseIn is Parse with the operands' indexes kept in buf where it has room for every word.
func parseIn(g string, st Style, words []Word, buf []int) Parsed {
	p := Parsed{Rest: -1}
	switch {
	case len(words) == 0:
	case cap(buf) >= len(words):
		p.Operands = buf[:0:len(words)]
	default:
		// One allocation, not a slice grown word by word: every command is parsed so. The
		// options get theirs with the first (many commands have none).
		p.Operands = make([]int, 0, len(words))
	}
	inOrder := st == InOrder || st == ExactInOrder || st == Shell
	abbrev := st == GNU || st == InOrder || st == Shell
	// ends reports an operand that ends the options: the first in order, ssh's second.
	ends := func() bool { return inOrder || st == Host && len(p.Operands) == 2 }
	for i := 0; i < len(words); i++ {
		w := words[i]
		s := w.S
		if w.Dyn {
			s = w.Lead
			if !strings.HasPrefix(s, "-") {
				p.Operands = append(p.Operands, i)
				if ends() {
					p.operandsFrom(words, i+1)
					return p
				}
				continue
			}
		}
		switch {
		case s == "--":
			p.operandsFrom(words, i+1)
			return p
		case st == Shell && len(s) > 1 && s[0] == '+':
			i, _ = p.shortOpts(g, words, i)
			continue
		case len(s) < 2 || s[0] != '-':
			p.Operands = append(p.Operands, i)
			if ends() {
				p.operandsFrom(words, i+1)
				return p
			}
			continue
		}
		var stop bool
		if st == Single || strings.HasPrefix(s, "--") {
			i, stop = p.longOpt(g, words, i, abbrev, st == Single)
		} else {
			i, stop = p.shortOpts(g, words, i)
		}
		if stop {
			p.Rest = i + 1
			p.operandsFrom(words, i+1)
			return p
		}
	}
	return p
}

func (p *Parsed) operandsFrom(words []Word, i int) {
	for ; i < len(words); i++ {
		p.Operands = append(p.Operands, i)
	}
}

// longOpt reads the long option at words[i]; it returns the index of the last word it used.
func (p *Parsed) longOpt(g string, words []Word, i int, abbrev, single bool) (int, bool) {
	w := words[i]
	s := strings.TrimLeft(w.S, "-")
	if w.Dyn {
		s = strings.TrimLeft(w.Lead, "-")
	}
	name, val, hasVal := strings.Cut(s, "=")
	o := Opt{Name: name, At: i}
	d, ok, _ := long(g, name, abbrev, single)
	if ok {
		o.Name, o.Known = d.name(), true
	}
	switch {
	case hasVal:
		o.Value, o.Set = valueAfter(w, len(w.S)-len(val)), true
		if w.Dyn {
			o.Value = Word{S: w.S[strings.IndexByte(w.S, '=')+1:], Dyn: true, From: w.From}
		}
	case ok && d.value == '=' && i+1 < len(words):
		i++
		o.Value, o.Set = words[i], true
	}
	p.addOpt(o, len(words))
	return i, ok && d.stops
}

// addOpt records an option, making room for as many as there are words with the first.
func (p *Parsed) addOpt(o Opt, words int) {
	if p.Opts == nil {
		p.Opts = make([]Opt, 0, words)
	}
	p.Opts = append(p.Opts, o)
}

// valueAfter is the part of w from byte off on, as a word of its own.
func valueAfter(w Word, off int) Word {
	if off > len(w.S) {
		off = len(w.S)
	}
	return Word{S: w.S[off:], Dyn: w.Dyn, From: w.From}
}

// shortOpts reads a cluster of short options at words[i] (-rf, -oFILE, -n5).
func (p *Parsed) shortOpts(g string, words []Word, i int) (int, bool) {
	w := words[i]
	s := w.S
	if w.Dyn {
		s = w.Lead
	}
	for k := 1; k < len(s); k++ {
		c := s[k]
		d, ok := short(g, c)
		o := Opt{Name: string(c), At: i, Known: ok}
		if ok {
			o.Name = d.name()
		}
		if ok && d.value != 0 {
			switch {
			case k+1 < len(w.S):
				o.Value, o.Set = valueAfter(w, k+1), true
			case d.value == '=' && i+1 < len(words):
				i++
				o.Value, o.Set = words[i], true
			}
			p.addOpt(o, len(words))
			return i, d.stops
		}
		p.addOpt(o, len(words))
		if ok && d.stops {
			return i, true
		}
	}
	return i, false
}

// Has reports whether option name (its first alias in the grammar) was given.
func (p *Parsed) Has(name string) bool {
	for _, o := range p.Opts {
		if o.Name == name {
			return true
		}
	}
	return false
}

// Value returns the last value given to option name.
func (p *Parsed) Value(name string) (Word, bool) {
	for i := len(p.Opts) - 1; i >= 0; i-- {
		if o := p.Opts[i]; o.Name == name && o.Set {
			return o.Value, true
		}
	}
	return Word{}, false
}

// Values returns every value given to option name, in order.
func (p *Parsed) Values(name string) []Word {
	var out []Word
	for _, o := range p.Opts {
		if o.Name == name && o.Set {
			out = append(out, o.Value)
		}
	}
	return out
}

// Switch is where the givings of a boolean option leave it.
type Switch uint8

const (
	// SwitchOff: not given, or given an off value last (--dry-run=false).
	SwitchOff Switch = iota
	// SwitchOn: given alone, or given any other value last (--dry-run, --dry-run=client).
	SwitchOn
	// SwitchUnknown: given last a value only known when the command runs (--dry-run=$X).
	SwitchUnknown
)

// Switch reads a boolean option (named by its first alias) the way Go's flag package, pflag
// and most option parsers read one: given alone it is on, =0, =f, =false, =no, =off or =none
// (any case) turn it off, and the last giving wins. Every reading of a switch's value asks
// here, so that a dynamic value means the same everywhere: a switch that may be on where being
// on does harm (boolOpt: terraform -destroy, docker rm -v), a switch surely on where being on
// keeps the command from acting (dryRun: --dry-run).
func (p *Parsed) Switch(name string) Switch {
	s := SwitchOff
	for _, o := range p.Opts {
		if o.Name != name {
			continue
		}
		switch {
		case !o.Set:
			s = SwitchOn
		case o.Value.Dyn:
			s = SwitchUnknown
		case offWord(o.Value.S):
			s = SwitchOff
		default:
			s = SwitchOn
		}
	}
	return s
}

func offWord(v string) bool {
	switch strings.ToLower(v) {
	case "0", "f", "false", "no", "off", "none":
		return true
	}
	return false
}

// boolOpt reports a boolean option that may be on: given, and not given an off value (Go's
// flag package, terraform -destroy=false); a dynamic value may be on.
func boolOpt(c *Call, name string) bool { return c.P.Switch(name) != SwitchOff }

// dryRun reports that one of the options that keep a command from acting (--dry-run, -n) is
// surely on: --dry-run=false, --dry-run=none (kubectl) and --dry-run=$X may act.
func (c *Call) dryRun(names ...string) bool {
	for _, n := range names {
		if c.P.Switch(n) == SwitchOn {
			return true
		}
	}
	return false
}

// pkgDryRun is dryRun over the subcommand's options and the program's before it (npm
// --dry-run install, docker compose --dry-run down).
func pkgDryRun(c *Call, names ...string) bool {
	if c.dryRun(names...) {
		return true
	}
	for i := range c.Up {
		for _, n := range names {
			if c.Up[i].Switch(n) == SwitchOn {
				return true
			}
		}
	}
	return false
}

// onIn reports whether any option named in set, space-separated, is surely on.
func (c *Call) onIn(set string) bool {
	for _, o := range c.P.Opts {
		if inWords(set, o.Name) && c.P.Switch(o.Name) == SwitchOn {
			return true
		}
	}
	return false
}
