package shell

import (
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// stdinItems is what xargs or parallel would read: the known input split into items, or one
// dynamic item.
func stdinItems(in input, lines bool) []field {
	if !in.known || !in.piped {
		return []field{{s: "<stdin>", dyn: true}}
	}
	var parts []string
	if lines {
		for _, l := range strings.Split(in.s, "\n") {
			if strings.TrimSpace(l) != "" {
				parts = append(parts, l)
			}
		}
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
			if strings.Contains(f.s, repl) {
				argv[j] = field{s: strings.ReplaceAll(f.s, repl, it.s), dyn: f.dyn || it.dyn}
			}
		}
		r := q
		r.argv = argv
		w.dispatch(&r)
	}
	return "", false
}

// parallel runs its command over the items after ::: (or of ::::'s files, or of its input);
// with no command, each item is itself a command.
func (w *walker) parallel(p *pending) (string, bool) {
	outer := w.command(p)
	call := outer.Call()
	var inner, items []field
	fromArgs := false
	if ops := call.P.Operands; len(ops) > 0 {
		for i := argvIndex(p, call, ops[0]); i < len(p.argv); i++ {
			switch p.argv[i].s {
			case ":::", ":::+":
				fromArgs = true
				continue
			case "::::", "::::+":
				fromArgs = true
				items = append(items, field{s: "<file>", dyn: true})
				i++
				continue
			}
			if fromArgs {
				items = append(items, p.argv[i])
			} else {
				inner = append(inner, p.argv[i])
			}
		}
	}
	if !fromArgs {
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
			q := *p
			q.argv = inner
			q.via = append(append([]string(nil), p.via...), via)
			q.outer = outer
			q.stdin = input{}
			q.noFunc = true
			w.dispatch(&q)
		}
		i = end
	}
	return "", false
}
