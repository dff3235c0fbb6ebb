package secrets

import (
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

// tracing reports command i run by a shell that prints what it runs or reads (set -x, set -v,
// bash -x, SHELLOPTS=xtrace: the model's Command.Traced).
func (j *cmdJudge) tracing(i int) bool {
	return i < len(j.s.Commands) && j.s.Commands[i].Traced
}
