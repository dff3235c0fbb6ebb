package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/hookguard/hookguard/shell/spec"
)

// readLines walks a `while read NAME` loop's body once for each distinct line of its input
// after the first, where that input is known text (printf 'a\nb\n' | while read f, a here
// string or document): read's value is the first line (read), and the loop walks that pass;
// each later line is a pass too, and a name the body reads on line two (printf '%s\n' a.txt
// .env | while read f; do cat "$f"; done) is judged as the first's is. More distinct lines
// than a for loop walks one by one leave the rest to the loop's own walk.
func (w *walker) readLines(cond, body []*syntax.Stmt) {
	name, trim, raw, ok := readLoopName(cond)
	in, ifs := w.stdin, w.get("IFS")
	if !ok || !in.known || !in.piped || trim && ifs.dyn {
		return
	}
	cut := ""
	if trim {
		cut = whitespace(ifs.s)
	}
	lines := strings.Split(in.s, "\n")
	if len(lines) < 2 {
		return
	}
	var items []field
	for _, l := range lines[1:] {
		// Without -r read takes a backslash as an escape: such a line is left to the loop.
		if l = strings.Trim(l, cut); l != "" && (raw || !strings.Contains(l, `\`)) {
			items = append(items, field{s: l, from: in.vars})
		}
	}
	items = distinctItems(items)
	if len(items) == 0 || len(items) > maxLoop {
		return
	}
	saved := w.exits
	stops := w.catchExits(false)
	for _, x := range items {
		w.loopSet(name, value{s: x.s, from: x.from})
		w.stmts(body)
		w.joinExits(stops)
	}
	w.exits = saved
}

// readLoopName is the one name a loop condition `read NAME` reads a whole line into, its
// options read by read's spec as the read builtin's are (read): trim is false where an IFS=
// prefix keeps the line's blanks, raw is -r's; ok is false for any other condition (read -d,
// -n, -N, -u, -a, two names, a word only known when it runs, a test beside it).
func readLoopName(cond []*syntax.Stmt) (name string, trim, raw, ok bool) {
	if len(cond) != 1 || cond[0].Redirs != nil {
		return "", false, false, false
	}
	call, isCall := cond[0].Cmd.(*syntax.CallExpr)
	if !isCall || len(call.Args) < 2 || call.Args[0].Lit() != "read" {
		return "", false, false, false
	}
	trim = true
	for _, a := range call.Assigns {
		if a.Name == nil || a.Name.Value != "IFS" || a.Value != nil && a.Value.Lit() != "" {
			return "", false, false, false
		}
		trim = false
	}
	args := make([]spec.Word, 0, len(call.Args)-1)
	for _, a := range call.Args[1:] {
		lit := a.Lit()
		if lit == "" {
			return "", false, false, false
		}
		args = append(args, spec.Word{S: lit, Lit: true})
	}
	read := spec.Resolve(&spec.Input{Name: "read", Args: args})
	names := read.Operands()
	if len(names) != 1 || read.HasAny("a", "d", "n", "N", "u") {
		return "", false, false, false
	}
	return names[0].S, trim, read.Has("r"), true
}
