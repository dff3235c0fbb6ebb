package shell

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// passesLines reports a filter that prints lines of its stdin as they are (sort, uniq, head,
// grep PATTERN): the lines a listing gave it are still paths (find DIR | sort | xargs cat).
func passesLines(c *Command) bool {
	call := c.Call()
	switch call.Path[0] {
	case "sort", "uniq", "head", "tail", "tac", "shuf", "cat":
		return len(call.P.Operands) == 0
	case "grep":
		if !onlyOpts(call, "v", "i", "E", "F", "G", "P", "w", "x", "e", "s") {
			return false
		}
		if call.HasAny("e") {
			return len(call.P.Operands) == 0
		}
		return len(call.P.Operands) == 1
	}
	return false
}

// listingLead is the directory the commands list paths below, as the lead of a word made of
// their output: DIR/ (absolute) for a tree listed by its paths (find DIR, ls -R DIR, grep -rl
// X DIR: a Read "digest" of the tree) or the directory of a pattern listed (ls DIR/*); "" when
// they list none, or more than one.
func listingLead(cmds []*Command) string {
	lead := ""
	for _, c := range cmds {
		for _, e := range c.Effects() {
			if e.Kind != spec.Read || e.Class != "digest" || e.Path.Dyn || e.Path.Abs == "" || e.Remote {
				continue
			}
			var d string
			switch i := strings.IndexAny(e.Path.Abs, "*?["); {
			case i >= 0:
				d = e.Path.Abs[:strings.LastIndexByte(e.Path.Abs[:i], '/')+1]
			case e.Tree:
				d = strings.TrimSuffix(e.Path.Abs, "/") + "/"
			default:
				continue
			}
			if lead != "" && lead != d || d == "" {
				return ""
			}
			lead = d
		}
	}
	return lead
}

// linesOf are the files whose lines a reader of in reads: the file of `< FILE`, or the files
// the commands a pipe comes from print (cat names.lst | while read f, sort names.lst |
// mapfile -t fs). The pipe's from is past the filters that only pass lines on (passesLines);
// a command there that prints no file of its own is taken to print what is piped into it
// (cat list | sed -n p | while read f), whose lines it may have changed: they are judged as
// the file's, the side that stops more.
func linesOf(in input) []string {
	if in.file != "" {
		return []string{in.file}
	}
	return shownFiles(in.from, 0)
}

// maxShownDepth bounds how far back through a pipeline shownFiles looks.
const maxShownDepth = 8

// shownFiles are the files whose lines the commands print: those they show (cat, tail, sed -n
// of a file), read on stdin from a file, or print through what went into their words (echo of
// such a value) or comes down a pipe to them, depth levels in at most.
func shownFiles(cmds []*Command, depth int) []string {
	var out []string
	eachOnce(cmds, depth, shownStep(&out))
	return out
}

// shownStep is shownFiles' visit: it adds the files c prints lines of by itself, and where
// there are none, what comes down a pipe to it and what went into its words (echo "$x",
// printf '%s\n' "$(tail -1 names.lst)") are what it prints.
func shownStep(out *[]string) func(c *Command, depth int) []*Command {
	return func(c *Command, depth int) []*Command {
		if linesShown(out, c) || depth >= maxShownDepth {
			return nil
		}
		return c.feeders()
	}
}

// linesShown adds the files c prints lines of by itself, and reports whether there are any:
// those it shows, and one it reads on stdin (sed -n 2p < names.lst prints lines of it, as it
// would of the file named; a count, wc -l, is taken for lines too).
func linesShown(out *[]string, c *Command) bool {
	shows := c.Shows()
	for _, p := range shows {
		*out = append(*out, p.Abs)
	}
	if len(shows) > 0 {
		return true
	}
	fed := false
	for _, e := range c.Effects() {
		if e.Kind == spec.Read && e.Class == "input" && !e.Path.Dyn && e.Path.Abs != "" && !e.Remote {
			*out, fed = append(*out, e.Path.Abs), true
		}
	}
	return fed
}

// lineLead is what a line read from a listing starts with (find DIR | while read f): the
// listed tree's directory as listingLead finds it, or the working directory that an ls of it
// prints the entries of by bare name (ls -A | while read f; cat "$f" reads each entry there).
// xargs keeps listingLead: its items from ls are judged by the line as before.
func lineLead(cmds []*Command) string {
	if lead := listingLead(cmds); lead != "" {
		return lead
	}
	lead := ""
	for _, c := range cmds {
		for _, e := range c.Effects() {
			if e.Kind != spec.Read || e.Class != "digest" || e.By != "ls" || e.Path.Dyn || e.Remote || c.Cwd == "" || e.Path.Abs != c.Cwd {
				continue
			}
			d := strings.TrimSuffix(e.Path.Abs, "/") + "/"
			if lead != "" && lead != d {
				return ""
			}
			lead = d
		}
	}
	return lead
}

// stdinItems is what xargs or parallel would read: the known input split into items, or one
// dynamic item. An unknown input that a listing printed (find DIR | xargs, ls DIR/* | xargs)
// is paths below DIR too: an item led by DIR/ says so, beside the unknown one, which stands
// for the words a split of the listing makes that are not paths below DIR (a name holding a
// blank splits into two).
func stdinItems(in input, lines bool) []field {
	return stdinItemsSep(in, lines, false)
}

// stdinItemsSep is stdinItems for an xargs that splits at NUL bytes only (-0, -d '\0') when
// nul is set: each item then starts where a listed path starts (find -print0, git ls-files
// -z), or is the whole listing, so no item is a piece of a name split at a blank, and the
// unknown item stdinItems adds for one is not there.
func stdinItemsSep(in input, lines, nul bool) []field {
	if !in.known || !in.piped {
		unknown := field{s: "<stdin>", dyn: true}
		if lead := listingLead(in.from); lead != "" {
			if nul {
				return []field{{s: "<stdin>", dyn: true, lead: lead}}
			}
			return []field{{s: "<stdin>", dyn: true, lead: lead}, unknown}
		}
		return []field{unknown}
	}
	var parts []string
	if lines {
		for _, l := range strings.Split(in.s, "\n") {
			if strings.TrimSpace(l) != "" {
				parts = append(parts, l)
			}
		}
	} else if words, ok := xargsWords(in.s); ok {
		parts = words
	} else {
		parts = strings.Fields(in.s)
	}
	out := make([]field, 0, min(len(parts), maxItems+1))
	for _, p := range parts {
		if len(out) == maxItems {
			// The rest is input nobody reads: an item stands for it, rather than nothing.
			return append(out, field{s: "<stdin>", dyn: true})
		}
		out = append(out, field{s: strings.Trim(p, `"'`)})
	}
	return out
}

// maxItems bounds the items read from a known input one by one; the runs they make are
// bounded again (maxRuns distinct), each distinct one a walk.
const maxItems = 4096

// xargsWords splits input as xargs does by default: blanks end a word, quotes group blanks
// into it ('rm -rf /' is one item) and a backslash outside them escapes the next character;
// false for a quote left open, which xargs refuses.
func xargsWords(s string) ([]string, bool) {
	var words []string
	var b strings.Builder
	in := false // a word has begun (a quoted "" is an empty word)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '\t', '\n':
			if in {
				words = append(words, b.String())
				b.Reset()
				in = false
			}
		case '\'', '"':
			j := strings.IndexByte(s[i+1:], c)
			if j < 0 || strings.IndexByte(s[i+1:i+1+j], '\n') >= 0 {
				return nil, false
			}
			b.WriteString(s[i+1 : i+1+j])
			i += j + 1
			in = true
		case '\\':
			if i+1 < len(s) {
				i++
				b.WriteByte(s[i])
			}
			in = true
		default:
			b.WriteByte(c)
			in = true
		}
	}
	if in {
		words = append(words, b.String())
	}
	return words, true
}

// lists reports a command whose output xargs takes for paths it selected: find, or a
// listing whose name globs narrow what it prints (git ls-files '*.md', fd -e md).
func lists(c *Command) bool {
	if spec.Normalise(c.Name) == "find" {
		return true
	}
	_, ok := spec.ListedFound(c.Call())
	return ok
}

// xargs runs its operands (echo by default) over the items of its input, as xargs splits
// and groups them: which items one run gets decides what a nested shell's "$1" is
// (`xargs -n1 sh -c 'eval "$1"' _` runs each word, `xargs -0` one item holding every line).
func (w *walker) xargs(p *pending) (string, bool) {
	outer := w.command(p)
	call := outer.Call()
	x := xargsOpts(call)
	var inner []field
	if ops := call.P.Operands; len(ops) > 0 {
		inner = p.argv[argvIndex(p, call, ops[0]):]
	} else {
		inner = []field{{s: "echo"}}
	}
	in := p.stdin
	if call.Has("a") {
		in = w.argFile(call)
	}
	if !in.known || !in.piped {
		if len(in.from) == 1 && lists(in.from[0]) {
			outer.feed, outer.feedLead = in.from[0], listingLead(in.from)
		}
		return w.runItems(p, inner, stdinItemsSep(in, x.repl != "", x.hasSep && x.sep == 0), replPutter(x.repl), "xargs", outer)
	}
	return w.runBatches(p, inner, x.batches(in.s), replPutter(x.repl), "xargs", outer, restItem(in))
}

// argFile is the input xargs -a FILE (--arg-file) reads its items from instead of stdin: the
// file's text where the walk can read it (the line wrote it, or it is on disk), as `xargs <
// FILE` reads them; else items only known when it runs.
func (w *walker) argFile(call *spec.Call) input {
	f, ok := call.Value("a")
	if !ok || f.Dyn {
		return input{}
	}
	return w.fileInput(f.S)
}

// fileInput is a file read as a program's input: its text where the walk can read it (the line
// wrote it, or it is on disk), else text only known when it runs.
func (w *walker) fileInput(name string) input {
	p := w.abs(name)
	if body, ok := w.readText(p); ok {
		return input{s: body, known: true, piped: true, file: p}
	}
	return input{piped: true, unread: p}
}

// fileItems are the items parallel reads a line each from a file (-a FILE, :::: FILE), as
// xargs -a reads them: the file's lines where the walk can read it, stdin's for "-", else one
// item only known when it runs.
func (w *walker) fileItems(f field, stdin input) ([]field, input) {
	switch {
	case f.dyn:
	case stdinFile(f.s):
		return stdinItems(stdin, true), stdin
	default:
		if in := w.fileInput(f.s); in.known {
			return stdinItems(in, true), in
		}
	}
	return []field{{s: "<file>", dyn: true}}, input{}
}

// restItem stands for the items of ins past those walked one by one: unknown, and a line of
// the files they list (read's value in a loop over them is marked so too), which the guards
// read for the names that matter (xargs -a names.lst -I{} cat {} over two thousand names).
func restItem(ins ...input) field {
	rest := field{s: "<stdin>", dyn: true}
	for _, in := range ins {
		for _, f := range linesOf(in) {
			rest.from = append(rest.from, "source:"+f)
		}
	}
	return rest
}

// xargsSplit is how one xargs call reads its input: the separator (-0, -d; 0 with sep unset:
// blank-separated words with xargs' quoting), lines (-I: one line a run), how many items
// (-n) or input lines (-L, -l) one run gets (0: all), and -E's end-of-input word.
type xargsSplit struct {
	sep      byte
	hasSep   bool
	repl     string
	perItems int
	perLines int
	eof      string
}

func xargsOpts(call *spec.Call) xargsSplit {
	var x xargsSplit
	num := func(o spec.Opt, dflt int) int {
		if !o.Set || o.Value.Dyn {
			return dflt
		}
		n := 0
		for _, c := range o.Value.S {
			if c < '0' || c > '9' || n > 1<<20 {
				return dflt
			}
			n = n*10 + int(c-'0')
		}
		return max(n, 1)
	}
	// The later of -n, -L, -I wins, as GNU xargs takes it.
	for _, o := range call.P.Opts {
		switch o.Name {
		case "0":
			x.sep, x.hasSep = 0, true
		case "d":
			if b, ok := xargsDelim(o.Value); ok {
				x.sep, x.hasSep = b, true
			} else {
				x.sep, x.hasSep = '\n', true // an unreadable delimiter: lines, the widest likely split
			}
		case "I", "i":
			x.repl = "{}"
			if o.Set && o.Value.S != "" {
				x.repl = o.Value.S
			}
			x.perItems, x.perLines = 0, 1
		case "n":
			x.perItems, x.perLines, x.repl = num(o, 1), 0, ""
		case "L", "l":
			x.perLines, x.perItems, x.repl = num(o, 1), 0, ""
		case "E", "e":
			if o.Set && !o.Value.Dyn {
				x.eof = o.Value.S
			}
		}
	}
	return x
}

// xargsDelim reads -d's value as xargs does: one character, or an escape (\n, \t, \0,
// \\, \xHH, \NNN octal).
func xargsDelim(v spec.Word) (byte, bool) {
	s := v.S
	switch {
	case v.Dyn || s == "":
		return 0, false
	case len(s) == 1:
		return s[0], true
	case s[0] != '\\':
		return 0, false
	}
	switch s[1:] {
	case "n":
		return '\n', true
	case "t":
		return '\t', true
	case "0":
		return 0, true
	case "\\":
		return '\\', true
	case "a":
		return '\a', true
	case "b":
		return '\b', true
	case "f":
		return '\f', true
	case "r":
		return '\r', true
	case "v":
		return '\v', true
	}
	base, digits := 8, s[1:]
	if digits[0] == 'x' {
		base, digits = 16, digits[1:]
	}
	n := 0
	for _, c := range digits {
		d := strings.IndexRune("0123456789abcdef", c|0x20)
		if d < 0 || d >= base || n > 255 {
			return 0, false
		}
		n = n*base + d
	}
	return byte(n), digits != "" && n <= 255
}

// batches splits known input into the runs xargs makes, each the items appended to the
// command (or, with -I, the one item put in place of the replacement string).
func (x xargsSplit) batches(s string) [][]field {
	var lines [][]string // the items of each input line (-L, -I), or one line of all items
	switch {
	case x.hasSep:
		items := strings.Split(s, string([]byte{x.sep}))
		if len(items) > 0 && items[len(items)-1] == "" {
			items = items[:len(items)-1] // the last separator ends the last item
		}
		for _, it := range items {
			lines = append(lines, []string{it})
		}
	case x.repl != "":
		for l := range strings.SplitSeq(s, "\n") {
			if l = strings.TrimLeft(l, " \t"); l != "" {
				lines = append(lines, []string{xargsUnquote(l)})
			}
		}
	default:
		for l := range strings.SplitSeq(s, "\n") {
			words, ok := xargsWords(l)
			if !ok {
				words = strings.Fields(l)
			}
			if len(words) > 0 {
				lines = append(lines, words)
			}
		}
	}
	if x.eof != "" && !x.hasSep {
	cut:
		for i, l := range lines {
			for j, wd := range l {
				if wd == x.eof {
					lines = lines[:i:i]
					if j > 0 {
						lines = append(lines, l[:j])
					}
					break cut
				}
			}
		}
	}
	var out [][]field
	var cur []field
	nLines := 0
	flush := func() {
		if len(cur) > 0 || nLines > 0 {
			out = append(out, cur)
		}
		cur, nLines = nil, 0
	}
	for _, l := range lines {
		for _, it := range l {
			cur = append(cur, field{s: it})
			if x.perItems > 0 && len(cur) == x.perItems {
				flush()
			}
		}
		if x.perLines > 0 {
			if nLines++; nLines == x.perLines {
				flush()
			}
		}
	}
	flush()
	if x.repl == "" && len(out) == 0 {
		out = [][]field{nil} // with no input, GNU xargs runs the command once (no -r)
	}
	return out
}

// xargsUnquote takes xargs' quotes and backslashes out of a line -I reads whole.
func xargsUnquote(l string) string {
	if !strings.ContainsAny(l, "'\"\\") {
		return l
	}
	var b strings.Builder
	for i := 0; i < len(l); i++ {
		switch c := l[i]; c {
		case '\'', '"':
			j := strings.IndexByte(l[i+1:], c)
			if j < 0 {
				return strings.Trim(l, "\"' \t")
			}
			b.WriteString(l[i+1 : i+1+j])
			i += j + 1
		case '\\':
			if i+1 < len(l) {
				i++
				b.WriteByte(l[i])
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// maxRuns bounds the runs of a wrapper listed one by one: each is a walk of its command. The
// items past it are judged as one more run with an item nobody knows, as unknown input is.
// A list of a thousand distinct names costs a call ~40 ms more than a short one (measured on
// the bench's VM), and a shorter bound let a list hide its last line behind 64 others.
const maxRuns = 1024

// runBatches lists each distinct run of the command a wrapper makes over its input: a
// nested shell's positional parameters are the run's items, and a run the same as an earlier
// one is that one again.
func (w *walker) runBatches(p *pending, inner []field, batches [][]field, put putter, via string, outer *Command, rest field) (string, bool) {
	if len(batches) == 1 && put == nil {
		return w.runItems(p, inner, batches[0], nil, via, outer)
	}
	// What the runs print, in order, where each is known (echo a b | xargs -n1 prints a line
	// an item): a repeated run prints what it printed before.
	seen := map[string]string{}
	var out strings.Builder
	known := true
	runs := 0
	for _, b := range batches {
		var key strings.Builder
		for _, f := range b {
			key.WriteString(f.s)
			if f.dyn {
				key.WriteString("\x00dyn\x00" + f.lead)
			}
			key.WriteByte(0)
		}
		if printed, ok := seen[key.String()]; ok {
			out.WriteString(printed)
			continue
		}
		if runs++; runs > maxRuns {
			w.runItems(p, inner, []field{rest}, put, via, outer)
			return "", false
		}
		printed, ok := w.runItems(p, inner, b, put, via, outer)
		known = known && ok
		seen[key.String()] = printed
		out.WriteString(printed)
	}
	if !known {
		return "", false
	}
	return out.String(), true
}

// runItems lists the command a wrapper runs over input items, replacing repl in its words or
// appending the items.
func (w *walker) runItems(p *pending, inner, items []field, put putter, via string, outer *Command) (string, bool) {
	q := *p
	q.via = append(append([]string(nil), p.via...), via)
	q.outer = outer
	q.stdin = input{}
	q.noFunc = true
	if put == nil {
		q.argv = append(append([]field(nil), inner...), items...)
		return w.dispatch(&q)
	}
	var out strings.Builder
	known := len(items) <= maxItemRuns
	for n, it := range items {
		if n >= maxItemRuns {
			break
		}
		argv := make([]field, len(inner))
		for j, f := range inner {
			argv[j], _ = put(f, it)
		}
		r := q
		r.argv = argv
		printed, ok := w.dispatch(&r)
		known = known && ok
		out.WriteString(printed)
	}
	if !known {
		return "", false
	}
	return out.String(), true
}

// A putter puts an item into a word of a wrapper's command (xargs -I's string, parallel's
// replacement strings), reporting whether the word named it.
type putter func(f, it field) (field, bool)

// replPutter puts the item where the word has repl (xargs -I); nil for no repl.
func replPutter(repl string) putter {
	if repl == "" {
		return nil
	}
	return func(f, it field) (field, bool) {
		at := strings.Index(f.s, repl)
		if at < 0 {
			return f, false
		}
		g := field{s: strings.ReplaceAll(f.s, repl, it.s), dyn: f.dyn || it.dyn, lead: f.lead, from: joinFrom(f, it)}
		if !f.dyn && it.dyn {
			g.lead = f.s[:at] + it.lead
		}
		return g, true
	}
}

// joinFrom is the variables of a word and of the item put in it: both go into what it becomes.
func joinFrom(f, it field) []string {
	return append(append([]string(nil), f.from...), it.from...)
}

// parallel runs its command over the items after ::: (or of ::::'s and -a's files, or of its
// input); with no command, each item is itself a command.
func (w *walker) parallel(p *pending) (string, bool) {
	outer := w.command(p)
	call := outer.Call()
	var inner, items []field
	var srcs []input // the inputs the items were read from
	given := false   // items come from the words or files, not stdin
	fromFile := func(f field) {
		its, in := w.fileItems(f, p.stdin)
		items, srcs = append(items, its...), append(srcs, in)
	}
	// -a FILE (--arg-file) reads the items from FILE, not stdin (-a - reads stdin).
	for _, o := range call.P.Opts {
		if o.Name != "a" {
			continue
		}
		given = true
		fromFile(field{s: o.Value.S, dyn: o.Value.Dyn})
	}
	if ops := call.P.Operands; len(ops) > 0 {
		// The words are the command, then after ::: items, after :::: files of items.
		const command, args, files = 0, 1, 2
		mode := command
		for i := argvIndex(p, call, ops[0]); i < len(p.argv); i++ {
			switch p.argv[i].s {
			case ":::", ":::+":
				mode, given = args, true
				continue
			case "::::", "::::+":
				mode, given = files, true
				continue
			}
			switch mode {
			case args:
				items = append(items, p.argv[i])
			case files:
				fromFile(p.argv[i])
			default:
				inner = append(inner, p.argv[i])
			}
		}
	}
	if !given {
		items, srcs = stdinItems(p.stdin, true), append(srcs, p.stdin)
	}
	rest := restItem(srcs...)
	if len(inner) == 0 {
		// Each item is a command line: each distinct one is walked, up to maxRuns; past
		// them, or where one is only known when it runs, the command runs code nobody reads.
		w.emit(outer)
		seen := map[string]bool{}
		for _, it := range items {
			switch {
			case it.dyn || !seen[it.s] && len(seen) == maxRuns:
				outer.Opaque = true
				continue
			case seen[it.s]:
				continue
			}
			seen[it.s] = true
			w.clone().nestedIn(p.inner(0, "parallel"), it.s, "parallel")
		}
		return "", false
	}
	r := parallelRepls(call)
	for _, f := range inner {
		for _, code := range r.code(f.s) {
			w.clone().nestedIn(p.inner(0, "parallel"), "perl -e "+spec.ShellQuote(code), "parallel")
		}
	}
	if plus := r.withPlus(); !r.plus && slices.ContainsFunc(inner, func(f field) bool { return plus.count(f.s) > r.count(f.s) }) {
		// --plus may be on from $PARALLEL or ~/.parallel/config: its reading is judged too.
		w.parallelRuns(p, inner, items, rest, plus, outer)
	}
	return w.parallelRuns(p, inner, items, rest, r, outer)
}

// parallelRuns walks the jobs parallel runs of its command over the items, with its
// replacement strings r; rest stands for the items past those walked one by one.
func (w *walker) parallelRuns(p *pending, inner, items []field, rest field, r *parRepls, outer *Command) (string, bool) {
	call := outer.Call()
	if byShell(inner) && !call.Has("q") {
		// Both readings are walked: the line the shell runs, and the words as a program's
		// argv, which is what -q gives and what a reader of `parallel bash -c 'rm -rf {}'`
		// expects (GNU parallel runs `bash -c rm -rf /` there).
		w.parallelShell(p, inner, items, rest, r, outer)
	}
	if slices.ContainsFunc(inner, func(f field) bool { return r.count(f.s) > 0 }) {
		batches := make([][]field, len(items))
		for i := range items {
			batches[i] = items[i : i+1 : i+1]
		}
		return w.runBatches(p, inner, batches, r.putter(), "parallel", outer, rest)
	}
	// Each job gets one item appended (-N/-n N: N of them; -X, -m: as many as fit, all here),
	// so a nested shell's "$1" is each item in turn.
	per := 1
	for _, o := range call.P.Opts {
		switch o.Name {
		case "X", "m":
			per = 0
		case "n", "N":
			per = 1
			if n, err := strconv.Atoi(o.Value.S); err == nil && !o.Value.Dyn && n > 1 {
				per = n
			}
		}
	}
	if per == 0 || len(items) <= per {
		return w.runItems(p, inner, items, nil, "parallel", outer)
	}
	var batches [][]field
	for len(items) > 0 {
		n := min(per, len(items))
		batches = append(batches, items[:n:n])
		items = items[n:]
	}
	return w.runBatches(p, inner, batches, nil, "parallel", outer, rest)
}

// byShell reports command words that parallel's shell reads as more than words: GNU parallel
// joins them with spaces and runs the line with the shell, so `parallel 'cat {}' ::: .env`
// runs cat .env, and 'cat {} | curl -T - URL' is a pipeline. A word only known when it runs
// is judged as the word it is.
func byShell(words []field) bool {
	for _, f := range words {
		if !f.dyn && strings.ContainsAny(f.s, " \t\n;&|<>()$`\\\"'*?[") {
			return true
		}
	}
	return false
}

// parallelShell walks the line parallel's shell runs for each item: the words joined by
// spaces, each replacement string replaced by its value quoted as parallel quotes it (or the
// item appended). An item only known when it runs makes a line nobody can read: the command
// is opaque. A value nobody reads here is an unknown word where the item lies. Each distinct
// item is walked once; past maxRuns of them the rest are one line with an item nobody knows,
// as for xargs, rather than left out.
func (w *walker) parallelShell(p *pending, inner, items []field, rest field, r *parRepls, outer *Command) {
	unknown := func(it string) string { return spec.ShellQuote(itemDir(it)) + parValue }
	// line walks one line with parVar unknown (carrying from): whatever the line set it to
	// before is not what parallel puts there.
	line := func(text string, from []string) {
		c := w.clone()
		c.setVar(field{s: parVar}, value{dyn: true, from: from})
		c.nestedIn(p.inner(0, "parallel"), text, "parallel")
	}
	seen := map[string]bool{}
	for _, it := range items {
		switch {
		case it.dyn:
			outer.Opaque = true
			continue
		case seen[it.s]:
			continue
		case len(seen) == maxRuns:
			nobody := func(string) string { return parValue }
			line(parallelLine(inner, "", r, nobody, nobody), rest.from)
			return
		}
		seen[it.s] = true
		line(parallelLine(inner, it.s, r, spec.ShellQuote, unknown), nil)
	}
}

// parValue stands for a value parallel puts in its shell line that is not read here: the
// variable parVar, unknown in every line walked (the items past those walked one by one mark
// it with where they came from).
const (
	parVar   = "hookguard_parallel_value"
	parValue = `"$` + parVar + `"`
)

// parallelLine is the line parallel's shell runs for item: the words joined by spaces, each
// replacement string replaced by its value quoted by quote (unknown where it is not read
// here), or the item appended where none names it.
func parallelLine(inner []field, item string, r *parRepls, quote, unknown func(string) string) string {
	var line strings.Builder
	placed := false
	for i, f := range inner {
		if i > 0 {
			line.WriteByte(' ')
		}
		out, _ := r.put(f.s, item, quote, unknown)
		placed = placed || r.count(f.s) > 0
		line.WriteString(out)
	}
	if !placed {
		line.WriteString(" " + quote(item))
	}
	return line.String()
}

// maxItemRuns bounds the runs one call of runItems walks, one an item: the rest are the same
// command over more names.
const maxItemRuns = 16

// find is listed itself (for -delete) and sees through -exec, -execdir, -ok and -okdir: the
// found path `{}` is dynamic, and Outer points at the find command with its start paths.
func (w *walker) find(p *pending) (string, bool) {
	outer := w.command(p)
	w.emit(outer)
	for i := 1; i < len(p.argv); i++ {
		switch p.argv[i].s {
		case "-exec", "-execdir", "-ok", "-okdir":
		default:
			continue
		}
		via := "find " + p.argv[i].s
		end := spec.FindExecEnd(len(p.argv), func(k int) string { return p.argv[k].s }, i)
		inner := make([]field, 0, end-i-1)
		for _, f := range p.argv[i+1 : end] {
			if strings.Contains(f.s, "{}") {
				f = field{s: f.s, dyn: true}
			}
			inner = append(inner, f)
		}
		if len(inner) > 0 {
			q := p
			if p.argv[i].s == "-execdir" || p.argv[i].s == "-okdir" {
				// It runs in each found entry's directory, somewhere below the start paths:
				// not find's own (git -C x commit there may be in a linked work tree).
				// Each such directory is a start path, one below it, or the one holding a
				// start: a relative path the command names lies below one of them.
				own := *p
				own.cwd, own.below = "", nil
				if p.cwd != "" {
					own.below, _ = spec.FindExecDirs(outer.Call(), i-1)
				}
				q = &own
			}
			w.runItems(q, inner, nil, nil, via, outer)
		}
		i = end
	}
	return "", false
}

// fd lists the entries it finds and, after -x (--exec) or -X (--exec-batch), runs the rest of
// its words over them, up to a ";": {} and its variants ({/}, {//}, {.}, {/.}) stand for an
// entry, and a command naming none gets the entries appended.
func (w *walker) fd(p *pending) (string, bool) {
	at := -1
	for i := 1; i < len(p.argv) && at < 0; i++ {
		switch p.argv[i].s {
		case "-x", "--exec", "-X", "--exec-batch":
			at = i
		case "--":
			i = len(p.argv)
		}
	}
	if at < 0 {
		w.emit(w.command(p))
		return "", false
	}
	own := *p
	own.argv = p.argv[:at]
	outer := w.command(&own)
	w.emit(outer)
	var inner []field
	placed := false
	for _, f := range p.argv[at+1:] {
		if f.s == ";" && !f.dyn {
			break
		}
		for _, ph := range []string{"{}", "{/}", "{//}", "{.}", "{/.}"} {
			if strings.Contains(f.s, ph) {
				f, placed = field{s: "{}", dyn: true}, true
				break
			}
		}
		inner = append(inner, f)
	}
	if len(inner) == 0 {
		return "", false
	}
	if !placed {
		inner = append(inner, field{s: "{}", dyn: true})
	}
	w.runItems(p, inner, nil, nil, "fd "+p.argv[at].s, outer)
	return "", false
}
