package shell

import (
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

// stdinItems is what xargs or parallel would read: the known input split into items, or one
// dynamic item. An unknown input that a listing printed (find DIR | xargs, ls DIR/* | xargs)
// is paths below DIR too: an item led by DIR/ says so, beside the unknown one, which stands
// for the words a split of the listing makes that are not paths below DIR (a name holding a
// blank splits into two).
func stdinItems(in input, lines bool) []field {
	if !in.known || !in.piped {
		unknown := field{s: "<stdin>", dyn: true}
		if lead := listingLead(in.from); lead != "" {
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
	out := make([]field, 0, len(parts))
	for _, p := range parts {
		out = append(out, field{s: strings.Trim(p, `"'`)})
		if len(out) >= maxFields {
			break
		}
	}
	return out
}

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

// xargs runs its operands (echo by default) over the items of its input.
func (w *walker) xargs(p *pending) (string, bool) {
	outer := w.command(p)
	call := outer.Call()
	repl := ""
	if v, ok := call.Value("I"); ok {
		repl = v.S
	} else if call.Has("i") {
		repl = "{}"
		if v, ok := call.Value("i"); ok && v.S != "" {
			repl = v.S
		}
	}
	lines := repl != "" || call.HasAny("0", "d", "L", "l")
	var inner []field
	if ops := call.P.Operands; len(ops) > 0 {
		inner = p.argv[argvIndex(p, call, ops[0]):]
	} else {
		inner = []field{{s: "echo"}}
	}
	in := p.stdin
	if call.Has("a") {
		in = input{}
	}
	return w.runItems(p, inner, stdinItems(in, lines), repl, "xargs", outer)
}

// runItems lists the command a wrapper runs over input items, replacing repl in its words or
// appending the items.
func (w *walker) runItems(p *pending, inner, items []field, repl, via string, outer *Command) (string, bool) {
	q := *p
	q.via = append(append([]string(nil), p.via...), via)
	q.outer = outer
	q.stdin = input{}
	q.noFunc = true
	if repl == "" {
		q.argv = append(append([]field(nil), inner...), items...)
		return w.dispatch(&q)
	}
	for n, it := range items {
		if n >= 16 {
			break
		}
		argv := make([]field, len(inner))
		for j, f := range inner {
			argv[j] = f
			if at := strings.Index(f.s, repl); at >= 0 {
				argv[j] = field{s: strings.ReplaceAll(f.s, repl, it.s), dyn: f.dyn || it.dyn, lead: f.lead}
				if !f.dyn && it.dyn {
					argv[j].lead = f.s[:at] + it.lead
				}
			}
		}
		r := q
		r.argv = argv
		w.dispatch(&r)
	}
	return "", false
}

// parallel runs its command over the items after ::: (or of ::::'s and -a's files, or of its
// input); with no command, each item is itself a command.
func (w *walker) parallel(p *pending) (string, bool) {
	outer := w.command(p)
	call := outer.Call()
	var inner, items []field
	given := false // items come from the words or files, not stdin
	// -a FILE (--arg-file) reads the items from FILE, not stdin (-a - reads stdin).
	for _, o := range call.P.Opts {
		if o.Name != "a" {
			continue
		}
		given = true
		if !o.Value.Dyn && stdinFile(o.Value.S) {
			items = append(items, stdinItems(p.stdin, true)...)
		} else {
			items = append(items, field{s: "<file>", dyn: true})
		}
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
				items = append(items, field{s: "<file>", dyn: true})
			default:
				inner = append(inner, p.argv[i])
			}
		}
	}
	if !given {
		items = stdinItems(p.stdin, true)
	}
	if len(inner) == 0 {
		w.emit(outer)
		for _, it := range items {
			if it.dyn {
				outer.Opaque = true
				continue
			}
			w.clone().nestedIn(p.inner(0, "parallel"), it.s, "parallel")
		}
		return "", false
	}
	repl := ""
	for _, f := range inner {
		if strings.Contains(f.s, "{}") {
			repl = "{}"
		}
	}
	return w.runItems(p, inner, items, repl, "parallel", outer)
}

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
			w.runItems(p, inner, nil, "", via, outer)
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
	w.runItems(p, inner, nil, "", "fd "+p.argv[at].s, outer)
	return "", false
}
