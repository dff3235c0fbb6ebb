package shell

import "strings"

// Tracing: bash prints every command it runs with its words expanded (set -x, xtrace) or
// every line it reads (set -v, verbose), on stderr, which the agent reads: a secret file
// sourced then is printed with its values. The walk follows the shell's state as set and
// shopt -o change it, and marks each command run while it is on (Command.Traced).

// traceOpts follows set's words: -x and -v in any cluster of short options turn tracing on,
// +x and +v off, -o/+o xtrace or verbose likewise (also "-euxo pipefail", whose o takes the
// next word). A word only known when it runs where an option may stand (set -$o, set "$x")
// may turn it on, and is taken to. "--" and the first operand end the options; "-" ends them
// and turns both off. -a and -o allexport are followed the same way (allexport).
func (w *walker) traceOpts(args []field) {
	w.traced = setFlag(args, "xv", "xtrace", "verbose", w.traced, true)
	w.allexport = setFlag(args, "a", "allexport", "", w.allexport, false)
}

// setFlag is the state of one of set's options after its words: on where it was, turned on
// by one of letters in a cluster of short options with "-" (off with "+"), or by -o NAME (+o
// NAME) for name or alt. A word only known when it runs may turn it on. dashOff: a lone "-"
// turns it off (as it does -x and -v).
func setFlag(args []field, letters, name, alt string, on, dashOff bool) bool {
	for i := 0; i < len(args); i++ {
		f := args[i]
		if f.dyn {
			if !strings.HasPrefix(f.lead, "+") {
				on = true
			}
			continue
		}
		s := f.s
		if s == "-" {
			return on && !dashOff // `set -` ends the options and turns -x and -v off
		}
		if s == "--" || len(s) < 2 || s[0] != '-' && s[0] != '+' {
			return on
		}
		set := s[0] == '-'
		if strings.ContainsAny(s[1:], letters) {
			on = set
		}
		if strings.ContainsRune(s[1:], 'o') && i+1 < len(args) {
			i++
			if n := args[i]; n.dyn && set || !n.dyn && (n.s == name || alt != "" && n.s == alt) {
				on = set
			}
		}
	}
	return on
}

// tracedPS4: PS4 set while tracing may be on (set -x; PS4='$TOKEN'; true, bash -xc
// 'PS4=...; cmd') is expanded before the next command bash traces, as one set before set -x
// is at set -x (xtracePrompt). Every way of setting it ends in store: an assignment, +=,
// export, declare, readonly, local, a nameref, printf -v, read. A prompt set while its own
// expansion is walked (PS4='$(PS4=...)') is not walked again: bash expands it at the next
// command, which that walk stands for.
func (w *walker) tracedPS4() {
	if !w.traced || w.prompting {
		return
	}
	w.walkPS4(&pending{assigns: w.environ(), stdin: w.stdin, cwd: w.cwd, via: w.viaCopy(), remote: w.remote, mounts: w.mounts})
}

// shopt: shopt -s -o xtrace (or -so verbose) sets what set -o does; -u unsets it. A name only
// known when it runs may be either.
func (w *walker) shopt(p *pending) (string, bool) {
	w.emit(w.command(p))
	args := p.argv[1:]
	setO, on := false, false
	i := 0
	for ; i < len(args) && !args[i].dyn && strings.HasPrefix(args[i].s, "-") && args[i].s != "--"; i++ {
		setO = setO || strings.ContainsRune(args[i].s, 'o')
		if strings.ContainsRune(args[i].s, 's') {
			on = true
		}
		if strings.ContainsRune(args[i].s, 'u') {
			on = false
		}
	}
	if i < len(args) && !args[i].dyn && args[i].s == "--" {
		i++
	}
	if !setO {
		for _, f := range args[i:] {
			if f.dyn && on || !f.dyn && f.s == "dotglob" {
				w.dotglob = on // shopt -s dotglob: `*` names .env (dotglob.go)
			}
		}
		return "", true
	}
	for _, f := range args[i:] {
		if f.dyn && on || !f.dyn && (f.s == "xtrace" || f.s == "verbose") {
			w.traced = on
		}
		if f.dyn && on || !f.dyn && f.s == "allexport" {
			w.allexport = on
		}
	}
	return "", true
}

// traceOptsVar reports SHELLOPTS given to a shell naming xtrace or verbose (or only known when
// it runs): bash turns them on as it starts.
func traceOptsVar(as []assign) bool {
	return shellOptsVar(as, "xtrace") || shellOptsVar(as, "verbose")
}

// shellOptsVar reports SHELLOPTS given to a shell naming the option (or only known when it
// runs).
func shellOptsVar(as []assign, opt string) bool { return optsVar(as, "SHELLOPTS", opt) }

// optsVar reports the variable name (SHELLOPTS, BASHOPTS) given to a shell naming the option,
// or only known when it runs.
func optsVar(as []assign, name, opt string) bool {
	for _, a := range as {
		if a.name == name && (a.v.dyn || strings.Contains(a.v.s, opt)) {
			return true
		}
	}
	return false
}
