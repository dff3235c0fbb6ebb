package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Builtins that keep shell text to run later or elsewhere: a trap's action (run at exit or on
// a signal, with the script's functions), an alias's value (run where the alias is used, in a
// shell that expands aliases), the command compgen, complete, mapfile and readarray take with
// -C, and the arithmetic let evaluates, whose array subscripts expand $(...). The walk reads
// the text where it is set: what it would run is judged as if it ran there.

// kept is shell text a trap keeps to run when the shell exits or a signal comes.
type kept struct {
	p    *pending
	c    *Command
	text field
}

// trap keeps the action of `trap [-lp] [--] [ACTION] SIGNAL...` for the end of the script:
// it runs then with the state the script left (cleanup() deleting the "$TMPD" set after the
// trap was), and with the functions defined by then.
func (w *walker) trap(p *pending) (string, bool) {
	c := w.command(p)
	w.emit(c)
	call := c.Call()
	if call.HasAny("l", "p") {
		return "", true // prints the traps or the signal names
	}
	// One word alone is a signal whose trap is reset; "-" and "" reset or ignore.
	args := call.Operands()
	if len(args) < 2 || !args[0].Dyn && (args[0].S == "-" || args[0].S == "") {
		return "", true
	}
	action := field{s: args[0].S, dyn: args[0].Dyn, lead: args[0].Lead, from: args[0].From}
	if w.traps == nil {
		w.later(c, p, action, "trap")
		return "", true
	}
	w.noteTrap()
	*w.traps = append(*w.traps, kept{p: p, c: c, text: action})
	return "", true
}

// atExit walks the traps the script set, in the state it ends in. A trap set by a trap's
// action is walked too, within the walk's bounds.
func (w *walker) atExit() {
	for i := 0; i < len(*w.traps) && *w.limit == nil; i++ {
		t := (*w.traps)[i]
		q := *t.p
		q.cwd, q.below = w.cwd, nil
		w.later(t.c, &q, t.text, "trap")
	}
}

// alias walks the value of each NAME=VALUE.
func (w *walker) alias(p *pending) (string, bool) {
	c := w.command(p)
	w.emit(c)
	for _, f := range p.argv[1:] {
		if name, value, ok := strings.Cut(f.s, "="); ok && name != "" && !strings.HasPrefix(name, "-") {
			w.noteAlias(name, field{s: value, dyn: f.dyn})
			w.later(c, p, field{s: value, dyn: f.dyn, lead: f.lead, from: f.from}, "alias "+name)
		}
	}
	return "", true
}

// callbackOpt walks the value of -C: the command compgen runs for each completion, complete
// keeps for later, mapfile and readarray run every -c lines.
func (w *walker) callbackOpt(p *pending) (string, bool) {
	c := w.command(p)
	w.emit(c)
	if v, ok := c.Call().Value("C"); ok {
		w.later(c, p, field{s: v.S, dyn: v.Dyn, lead: v.Lead, from: v.From}, p.argv[0].s+" -C")
	}
	switch c.Call().Path[0] {
	case "mapfile":
		w.mapfileVar(p, c)
	case "compgen", "complete":
		// compgen prints the names it generates (compgen -v, -e: every variable), complete -p
		// the completions: output nobody knows, never none ($(compgen -e) in a for loop has
		// items).
		return "", false
	}
	return "", true
}

// letClause walks what let's arithmetic runs: the substitutions the shell expands first, and
// those in single-quoted text, which let expands itself where an array subscript holds them
// (let 'x=a[$(cmd)]').
func (w *walker) letClause(cmd *syntax.LetClause) {
	w.substIn(cmd)
	syntax.Walk(cmd, func(n syntax.Node) bool {
		if q, ok := n.(*syntax.SglQuoted); ok && (strings.Contains(q.Value, "$(") || strings.Contains(q.Value, "`")) {
			text := strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(q.Value)
			w.clone().run(`: "`+text+`"`, "let")
		}
		return true
	})
}

// later walks text kept to run later, in a copy of the walk: where it is unknown, the command
// c that sets it is opaque, and its known parts are walked as written.
func (w *walker) later(c *Command, p *pending, text field, via string) {
	if text.dyn {
		c.Opaque = true
		via += " ?"
	}
	x := w.clone()
	x.walkIn(p, text.s, via)
	// A trap or an alias that turns tracing on (trap 'set -x' DEBUG) turns it on for what runs
	// after it: where it runs is not followed, so from here on.
	w.traced = w.traced || x.traced
	w.allexport = w.allexport || x.allexport
	w.dotglob = w.dotglob || x.dotglob
}
