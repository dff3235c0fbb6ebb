package secrets

import (
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// codeShows reports a file read as code whose lines reach the output: a secret file run by an
// interpreter of another language (node .env, python3 .env, ruby .env: the syntax error quotes
// the offending line, php prints every byte outside its tags), or sourced by a shell that
// traces (set -x; source .env prints each assignment with its value). A shell running or
// sourcing an env file without tracing prints nothing of it: that stays a use.
func (j *cmdJudge) codeShows(i int, e spec.Effect) bool {
	if e.Path.Dyn || e.Path.Abs == "" {
		return false
	}
	if !sourced(&e) && !isShellName(e.By) {
		return true // judged as a show only where the path is a secret file's
	}
	return j.tracing(i)
}

func isShellName(by string) bool {
	switch spec.Normalise(by) {
	case "sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "yash", "busybox", "posh", "fish":
		return true
	}
	return false
}

// tracing reports a `set -x`, `set -v`, `set -o xtrace` or `set -o verbose` before command i
// in the line that no `set +x`/`+v` took back, or a shell started with -x or -v around it.
func (j *cmdJudge) tracing(i int) bool {
	on := false
	cmds := j.s.Commands
	for k := 0; k < i && k < len(cmds); k++ {
		c := cmds[k]
		if c.Base() != "set" {
			continue
		}
		for n, a := range c.Args {
			switch {
			case a == "-o" || a == "+o":
				if n+1 < len(c.Args) && (c.Args[n+1] == "xtrace" || c.Args[n+1] == "verbose") {
					on = a == "-o"
				}
			case len(a) > 1 && (a[0] == '-' || a[0] == '+') && a[1] != '-' && strings.ContainsAny(a[1:], "xv"):
				on = a[0] == '-'
			}
		}
	}
	if on {
		return true
	}
	if i < len(cmds) {
		for _, v := range cmds[i].Via {
			if f := strings.Fields(v); len(f) > 1 && isShellName(f[0]) && strings.HasPrefix(f[1], "-") && strings.ContainsAny(f[1], "xv") {
				return true
			}
		}
	}
	return false
}
