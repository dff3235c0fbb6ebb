// Package git is the git runner's adapter: the floor of the ladder, late and universal. Its
// payload is not git's (git sends nothing to pre-commit and bare ref lines to pre-push) but the
// one `hookguard run --runner git` composes from git's own input and the repository (see
// changes.go, the only part of this package that reads, straight from .git); Decode and Reply
// stay pure, so they are table-testable like every adapter.
//
// The event carries, in Files, each changed file's ADDED lines only (the other lines blanked,
// so that line numbers stay the file's): a human committing what `hookguard install` wrote is
// not judged as an agent writing it, and a commit is judged for what it brings, not for what
// the repository already held.
package git

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
)

// Payload is what the git runner hands the adapter.
type Payload struct {
	// Hook is the git hook ("pre-commit", "pre-push") or "range" for a CI run over BASE..HEAD.
	Hook   string                 `json:"hook"`
	Group  hookguard.Group        `json:"group"`
	Range  string                 `json:"range,omitempty"`
	Strict bool                   `json:"strict,omitempty"`
	Root   string                 `json:"root"`
	Files  []hookguard.FileChange `json:"files"`
}

// Adapter answers git.
type Adapter struct{}

// Decode reads a Payload. HookEvent is the hook's name, or "range BASE..HEAD"; PermissionMode
// is "strict" when the run asked for --strict, so that guards with a harder bar (multivac's
// verify --strict) apply it. Nobody can answer an ask in a git hook: Interactive stays false.
func (Adapter) Decode(data []byte, _ adapters.Context) (*hookguard.Event, error) {
	ev := &hookguard.Event{Runner: hookguard.Git, Raw: data}
	var p Payload
	if err := json.Unmarshal(data, &p); err != nil {
		return ev, fmt.Errorf("the git runner's payload is not valid: %v", err)
	}
	ev.Group = p.Group
	ev.HookEvent = p.Hook
	if p.Hook == "range" {
		ev.HookEvent = "range " + p.Range
	}
	if !ev.Group.Valid() {
		return ev, fmt.Errorf("group %q is not a group", p.Group)
	}
	if p.Strict {
		ev.PermissionMode = "strict"
	}
	ev.Root, ev.Cwd = p.Root, p.Root
	ev.Files = p.Files
	return ev, nil
}

// Reply answers with the exit status and a report on stderr: one line when nothing is off,
// the whole report otherwise. A block exits 1, which stops the commit or the push.
func (Adapter) Reply(ev *hookguard.Event, o adapters.Outcome) adapters.Reply {
	var b strings.Builder
	for _, n := range o.Notices {
		b.WriteString(n + "\n")
	}
	what := ev.HookEvent
	if what == "" {
		what = string(ev.Group)
	}
	v := o.Verdict
	switch v.Decision {
	case hookguard.Block, hookguard.Ask:
		fmt.Fprintf(&b, "hookguard %s: STOPPED (%s)\n%s\n", what, judged(ev), adapters.Reason(v))
		if t := adapters.AdviceText(hookguard.Verdict{Advice: v.Advice}); t != "" {
			b.WriteString(t + "\n")
		}
		b.WriteString(Override(ev.HookEvent, v))
		return adapters.Reply{Stderr: []byte(b.String()), Exit: 1}
	case hookguard.Advise:
		fmt.Fprintf(&b, "hookguard %s: passed with notes (%s)\n%s\n", what, judged(ev), adapters.AdviceText(v))
	default:
		fmt.Fprintf(&b, "hookguard %s: nothing is off (%s)\n", what, judged(ev))
	}
	return adapters.Reply{Stderr: []byte(b.String())}
}

// Override tells the person at the terminal how a person gets past this block: git's own
// --no-verify for this one commit, merge or push (which skips every hook of that command, not
// only hookguard's, and is said so), or, for a secret that is not one, its fingerprint in
// guards.toml, which lasts. An agent reads this too when it runs git through its shell tool,
// and gains nothing: the destructive guard stops --no-verify, and a project guards.toml applies
// only once a person has run `hookguard trust`. A CI range has no hook to skip: only the
// configuration is named there.
func Override(hook string, v hookguard.Verdict) string {
	var b strings.Builder
	flag := ""
	switch hook {
	case "pre-commit":
		flag = "git commit --no-verify"
	case "pre-merge-commit":
		flag = "git merge --no-verify"
	case "pre-push":
		flag = "git push --no-verify"
	}
	if flag != "" {
		fmt.Fprintf(&b, "To go ahead anyway, a person at this terminal runs `%s` (it skips every hook of this one command, not only hookguard's).\n", flag)
	}
	if v.Guard == "secrets" {
		fp := fingerprints(v.Reason)
		if len(fp) == 0 {
			fp = []string{`"RULE:HASH"`} // the reason names none: the shape, to fill in
		}
		fmt.Fprintf(&b, "If the value is not a secret (a test fixture, an example), a person allows it for good in guards.toml:\n  [guards.secrets]\n  allow_fingerprints = [%s]\n", strings.Join(fp, ", "))
		b.WriteString("(a project's guards.toml applies once a person runs `hookguard trust`; ~/.config/hookguard/guards.toml applies at once)\n")
	}
	return b.String()
}

// OverrideLine is Override's --no-verify sentence for a stop with no guard's verdict (what
// could not be read), on a line of its own, or "" where the hook has none.
func OverrideLine(hook string) string {
	if o := Override(hook, hookguard.Verdict{}); o != "" {
		return "\n" + strings.TrimSuffix(o, "\n")
	}
	return ""
}

// fingerprints are the quoted "fingerprint RULE:HEX" values a secrets block names.
func fingerprints(reason string) []string {
	var out []string
	seen := map[string]bool{}
	for rest := reason; ; {
		i := strings.Index(rest, "fingerprint ")
		if i < 0 {
			return out
		}
		rest = rest[i+len("fingerprint "):]
		end := strings.IndexFunc(rest, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == ')' || r == '\n' })
		if end < 0 {
			end = len(rest)
		}
		fp := strings.TrimSuffix(rest[:end], ".")
		if strings.Contains(fp, ":") && !seen[fp] {
			seen[fp] = true
			out = append(out, `"`+fp+`"`)
		}
		rest = rest[end:]
	}
}

func judged(ev *hookguard.Event) string {
	n := len(ev.Files)
	if n == 1 {
		return "1 file judged"
	}
	return fmt.Sprintf("%d files judged", n)
}
