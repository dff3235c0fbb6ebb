package shell

import (
	"slices"
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// Builtins that set variables from what they read or make: read, mapfile and readarray,
// getopts, wait -p, printf -v. What they read is only known when they run, so the variables
// they set are unknown from then on; but for a read of one name from a known line, and
// printf -v of a known text. A variable named by an unknown word could be any: every
// variable the walk knows is then unknown.

// setVars is the handler of read, getopts, wait and printf.
func (w *walker) setVars(p *pending) (string, bool) {
	c := w.command(p)
	w.emit(c)
	call := c.Call()
	switch call.Path[0] {
	case "printf":
		v, ok := call.Value("v")
		if !ok {
			return p.output(c)
		}
		text, known := "", false
		if !c.NameDynamic && !dynWords(call.Operands()) {
			// The text is known where the format and its arguments are, whatever the name
			// (printf -v "$X" %s '$TOKEN' may set PS4: mayBePS4).
			text, known = printfText(call)
		}
		// printf -v X %s "$(sqlflush)": X holds what the tool printed (printed.go).
		w.setVar(field{s: v.S, dyn: v.Dyn}, value{s: text, dyn: !known, from: printedIn(p.argv[1:])})
	case "read":
		w.read(p, c)
	case "getopts":
		if len(p.argv) > 2 {
			w.setVar(p.argv[2], value{dyn: true})
		}
		w.setVar(field{s: "OPTARG"}, value{dyn: true})
		w.setVar(field{s: "OPTIND"}, value{dyn: true})
	case "wait":
		if v, ok := call.Value("p"); ok {
			w.setVar(field{s: v.S, dyn: v.Dyn}, value{dyn: true})
		}
	}
	return "", true
}

// read sets its names (REPLY without one, the array of -a) from a line of its stdin: known
// for a known line read whole (no -d, -n, -N, -u), split at IFS as bash splits it (the last
// name takes the rest of the line), unknown otherwise.
func (w *walker) read(p *pending, c *Command) {
	call := c.Call()
	// read x < <(pg_dump --clean db): x is a line of the SQL it prints (printed.go).
	var printed []string
	if !call.Has("u") {
		printed = w.printedMarks(p.stdin.from, false)
	}
	ifs := w.get("IFS")
	if v, ok := prefixIFS(call.In.Assigns); ok {
		ifs = value{s: v} // IFS=, read -r a b
	}
	line, _, _ := strings.Cut(p.stdin.s, "\n")
	known := p.stdin.known && p.stdin.piped && !call.HasAny("d", "n", "N", "u") && !ifs.dyn &&
		(call.Has("r") || !strings.Contains(line, `\`))
	if v, ok := call.Value("a"); ok {
		val := value{dyn: true, from: printed}
		if known {
			val = arrayValue(listArray(readFields(line, ifs.s, 0), printed), printed)
		}
		w.setVar(field{s: v.S, dyn: v.Dyn}, val)
		return
	}
	names := call.Operands()
	if len(names) == 0 {
		names = append(names, spec.Word{S: "REPLY"})
	}
	var from []string
	from = append(from, w.typedFrom(p, call.Has("u"))...)
	if len(p.stdin.vars) > 0 {
		from = append(from, p.stdin.vars...) // read x <<< "$TOKEN": x is the token
	}
	from = append(from, printed...)
	for _, f := range linesOf(p.stdin) {
		// A line of a file (while read line; do ...; done < .env, cat .env | while read line)
		// is that file's, as what source sets is: a secret file's lines stay marked as its
		// values.
		from = append(from, "source:"+f)
	}
	var fields []string
	if known {
		fields = readFields(line, ifs.s, len(names))
	}
	for i, n := range names {
		val := value{dyn: true, from: from}
		switch {
		case known && i < len(fields):
			val = value{s: fields[i], from: from}
		case known:
			val = value{from: from} // a name past the line's fields is empty
		case len(names) == 1:
			// A line of a listing (find DIR | while read f) is a path below DIR, as xargs'
			// items are.
			val.lead = lineLead(p.stdin.from)
		}
		w.setVar(field{s: n.S, dyn: n.Dyn}, val)
	}
}

// prefixIFS is the value an IFS=... prefix of the command gives, the last one winning.
func prefixIFS(assigns []string) (string, bool) {
	for i := len(assigns) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(assigns[i], "IFS="); ok {
			return v, !strings.Contains(v, "$")
		}
	}
	return "", false
}

// readFields splits a line as read does for n names (n 0: for -a, every field): IFS
// whitespace around the line is dropped, a run of it is one separator, each other IFS
// character is one with the whitespace beside it, and the last name takes the rest of the line.
func readFields(line, ifs string, n int) []string {
	ws := whitespace(ifs)
	sep := func(c byte) bool { return strings.IndexByte(ifs, c) >= 0 }
	space := func(c byte) bool { return strings.IndexByte(ws, c) >= 0 }
	line = strings.Trim(line, ws)
	var out []string
	for i := 0; i < len(line); {
		if n > 0 && len(out) == n-1 {
			return append(out, line[i:])
		}
		j := i
		for j < len(line) && !sep(line[j]) {
			j++
		}
		out = append(out, line[i:j])
		for j < len(line) && space(line[j]) {
			j++
		}
		if j < len(line) && sep(line[j]) && !space(line[j]) {
			j++
			for j < len(line) && space(line[j]) {
				j++
			}
		}
		i = j
	}
	return out
}

// mapfileVar marks the array mapfile and readarray fill (MAPFILE without a name) unknown.
func (w *walker) mapfileVar(p *pending, c *Command) {
	call := c.Call()
	val := value{dyn: true, from: w.typedFrom(p, call.Has("u"))}
	if !call.Has("u") {
		val.from = append(val.from, w.printedMarks(p.stdin.from, false)...)
		for _, f := range linesOf(p.stdin) {
			// mapfile -t lines < .env: each element is a line of the file, as read's value is
			val.from = append(val.from, "source:"+f)
		}
	}
	if lines, ok := mapfileLines(call, p.stdin); ok {
		// mapfile -t fs <<< $'a\nb': the elements are the lines the line itself gives.
		val = arrayValue(listArray(lines, val.from), val.from)
	}
	ops := call.Operands()
	if len(ops) == 0 {
		w.setVar(field{s: "MAPFILE"}, val)
		return
	}
	w.setVar(field{s: ops[0].S, dyn: ops[0].Dyn}, val)
}

// mapfileLines are the elements mapfile -t fills from a known input read whole (no -d, -n,
// -s, -O, -u, -C), one a line; ok is false where they are not known.
func mapfileLines(call *spec.Call, in input) ([]string, bool) {
	if !in.known || !in.piped || !call.Has("t") || call.HasAny("d", "n", "s", "O", "u", "C", "c") {
		return nil, false
	}
	text := strings.TrimSuffix(in.s, "\n")
	if text == "" {
		return nil, true
	}
	lines := strings.Split(text, "\n")
	if len(lines) > maxItems {
		return nil, false
	}
	return lines, true
}

// fromTerminal marks a value read from the terminal where the harness writes to it unseen
// (Codex's write_stdin): run as code (eval "$x", sh -c "$x"), it is code no hook sees.
const fromTerminal = "terminal:"

// typedFrom is the mark of a value a builtin reads from p's stdin, where that is the
// terminal the model types into unseen; nil elsewhere. otherFd: it reads another (read -u).
func (w *walker) typedFrom(p *pending, otherFd bool) []string {
	if !w.ctx.TerminalUnseen || otherFd || p.stdin.known || stdinElsewhere(p) {
		return nil
	}
	return typedOrigin
}

// typedOrigin is the origin list of a value typed into the terminal.
var typedOrigin = []string{fromTerminal}

// typedSubst reports a command substitution's commands passing the terminal's text on: cat,
// head or tail with no file but stdin, its stdin neither piped nor redirected.
func typedSubst(cs []*Command) bool {
	for _, c := range cs {
		switch spec.Normalise(c.Name) {
		case "cat", "head", "tail":
		default:
			continue
		}
		if c.piped || c.NameDynamic || slices.ContainsFunc(c.Redirects, func(r Redirect) bool { return r.Fd == 0 }) {
			continue
		}
		if !slices.ContainsFunc(c.Call().Operands(), func(o spec.Word) bool { return o.Dyn || !stdinFile(o.S) }) {
			return true
		}
	}
	return false
}

// typedCode reports a field whose value came from the terminal (fromTerminal).
func typedCode(fs []field) bool {
	for _, f := range fs {
		for _, s := range f.from {
			if s == fromTerminal {
				return true
			}
		}
	}
	return false
}

// setVar sets the variable a word names; a name that is an array element (a[1]) makes the
// array's value unknown, and an unknown name, every variable.
func (w *walker) setVar(name field, v value) {
	n := name.s
	if i := strings.IndexByte(n, '['); i > 0 && !name.dyn {
		n, v = n[:i], value{dyn: true}
	}
	if name.dyn || !isName(n) {
		if name.dyn {
			w.unknownWrite("it sets a variable whose name is only known when it runs")
			w.mayBePS4(v)
			w.dotglob = true // it may be GLOBIGNORE
		}
		return
	}
	n, v, ok := w.assignTarget(n, v)
	if !ok {
		return
	}
	if n == "PWD" {
		w.drop(n)
		return
	}
	w.store(n, v)
	if w.allexport {
		w.export(n) // set -a: read, printf -v export what they set too
	}
}

// dynWords reports a word only known when the command runs.
func dynWords(ws []spec.Word) bool {
	for _, w := range ws {
		if w.Dyn {
			return true
		}
	}
	return false
}

// whitespace is the IFS whitespace read trims from a line.
func whitespace(ifs string) string {
	var b strings.Builder
	for _, r := range ifs {
		if r == ' ' || r == '\t' || r == '\n' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
