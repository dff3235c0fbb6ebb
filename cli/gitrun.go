package cli

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
	gitadapter "github.com/hookguard/hookguard/adapters/git"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/hook"
)

// runGit is the git rung: `run --runner git --group pre-commit` (the staged changes),
// `--group pre-push` (git's ref lines on stdin) and `--range BASE..HEAD [--strict]` (CI). It
// reads the repository, composes the git adapter's payload, and hands it to the same hook walk
// the harnesses go through, so the configuration, the engine and the audit are one.
func runGit(c *ctx, ad adapters.Adapter, g hookguard.Group, rng, gitHook string, strict bool, times hook.Budget) int {
	fail := func(format string, args ...any) int {
		fmt.Fprintf(c.stderr, "hookguard (git): "+format+"\n", args...)
		return 2
	}
	cwd, err := os.Getwd()
	if err != nil {
		return fail("cannot read the current directory: %v", err)
	}
	r, err := gitread.Open(cwd)
	if err != nil {
		return fail("%v: run it inside the repository", err)
	}
	defer r.Close()
	p := gitadapter.Payload{Root: r.WorkTree, Strict: strict, Range: rng}
	switch {
	case rng != "":
		if g == "" {
			g = hookguard.PrePush
		}
		p.Hook = "range"
		p.Files, err = gitadapter.Range(r, rng)
	case g == hookguard.PreCommit:
		p.Hook = "pre-commit"
		if gitHook == "pre-merge-commit" {
			p.Hook = gitHook // a local merge is judged like a commit, and its report says which it was
		}
		p.Files, err = gitadapter.Staged(r, c.getenv("GIT_INDEX_FILE"))
	case g == hookguard.PrePush:
		p.Hook = "pre-push"
		// git's ref lines come on stdin, read by the same deadline as a harness's payload:
		// a stdin that never closes stops the push rather than holding it.
		var in []byte
		in, err = hook.ReadPayload(c.stdin, times.WalkEnd)
		if err == nil && len(in) > hook.MaxPayload {
			err = fmt.Errorf("git's ref lines on stdin are over %d bytes", hook.MaxPayload)
		}
		if err == nil {
			var pushes []gitadapter.Push
			if pushes, err = gitadapter.ParsePush(in); err == nil {
				p.Files, err = gitadapter.Pushed(r, pushes)
			}
		}
	default:
		return fail("--group %q: the git runner judges --group pre-commit (the staged changes), --group pre-push (git's ref lines on stdin), or --range BASE..HEAD", g)
	}
	if err != nil {
		// The floor must not let through what it could not read; the person at the terminal
		// is told how a person goes ahead all the same.
		return fail("%v; nothing was judged, so this %s is stopped%s", err, p.Hook, gitadapter.OverrideLine(p.Hook))
	}
	p.Group = g
	payload, err := json.Marshal(p)
	if err != nil {
		return fail("%v", err)
	}
	return c.reply(hook.Run(c.hookCall(ad, g, times, payload, nil)))
}
