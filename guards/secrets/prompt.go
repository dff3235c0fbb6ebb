package secrets

import (
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// promptVar judges a prompt variable set to show a secret variable: bash prints PS4 before
// each traced command (bash -x, set -x) and PS0 to PS3 at its prompts, expanding the
// variables written in it, so `PS4='$AWS_SECRET_ACCESS_KEY ' bash -xc true` prints the key
// as surely as echo. The value is read as written (a prefix, export, declare), and the words
// the front end expands for a traced PS4 (shell/dispatch.go) carry the variables they came from.
func (j *cmdJudge) promptVar() *hit {
	for _, c := range j.s.Commands {
		if len(c.Via) > 0 && isPrompt(c.Via[len(c.Via)-1]) {
			for _, from := range c.From {
				for _, n := range from {
					if j.g.secretVar(n) {
						return promptHit(c.Via[len(c.Via)-1], n)
					}
				}
			}
		}
		for _, a := range c.Assigns {
			if h := j.promptAssign(a); h != nil {
				return h
			}
		}
		switch c.Base() {
		case "export", "declare", "typeset", "readonly", "local":
			for _, a := range c.Args {
				if h := j.promptAssign(a); h != nil {
					return h
				}
			}
		}
	}
	return nil
}

func (j *cmdJudge) promptAssign(a string) *hit {
	if len(a) < 4 || a[0] != 'P' {
		return nil // every prompt's name (isPrompt) starts with P and has two letters or more
	}
	name, v, ok := strings.Cut(a, "=")
	if !ok || !isPrompt(name) {
		return nil
	}
	for _, n := range spec.VarRefs(v) {
		if j.g.secretVar(n) {
			return promptHit(name, n)
		}
	}
	return nil
}

func promptHit(prompt, name string) *hit {
	return &hit{"secret-var-print", "`" + prompt + "` would print the secret variable $" + name + " (bash shows its prompts, and PS4 before each traced command)",
		"Keep secret variables out of prompts; test that it is set without printing it: `test -n \"$" + name + "\" && echo set`."}
}

func isPrompt(n string) bool {
	switch n {
	case "PS0", "PS1", "PS2", "PS3", "PS4", "PROMPT":
		return true
	}
	return false
}
