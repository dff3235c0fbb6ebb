package cli

import (
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/adapters"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/hook"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/state"
)

func runCmd(c *ctx, args []string) int {
	start := time.Now()
	restoreGOMAXPROCS()
	fs := flags(c, "run", "--runner RUNNER [--group GROUP] [--deadline D] < payload.json")
	runner := fs.String("runner", "", "who calls: "+hook.RunnerNames())
	group := fs.String("group", "", "the group the installed command is for; used when the payload cannot be read")
	deadline := fs.Duration("deadline", hook.DefaultDeadline, "answer within this time, below the harness's own hook timeout: every wait (the payload, locks, the transcript, guards and the programs they run) ends by then")
	rng := fs.String("range", "", "git runner: judge the commits BASE..HEAD bring (a merge-request pipeline)")
	strict := fs.Bool("strict", false, "git runner: the harder bar (multivac's verify --strict)")
	gitHook := fs.String("hook", "", "git runner: the git hook that calls, as its report names it (pre-merge-commit runs --group pre-commit)")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	ad, ok := hook.AdapterFor(hookguard.Runner(*runner))
	if !ok {
		// Nobody can be answered in their own form; exit 2 with the reason blocks where blocking
		// is possible and is shown elsewhere.
		fmt.Fprintf(c.stderr, "hookguard run: --runner %q is not a runner this build supports (%s); fix the hook command in the harness's settings\n", *runner, hook.RunnerNames())
		return 2
	}
	g := hookguard.Group(*group)
	if g != "" && !g.Valid() {
		fmt.Fprintf(c.stderr, "hookguard run: --group %q is not a group (%s); fix the hook command in the harness's settings\n", *group, groupList())
		return 2
	}
	times := hook.BudgetFor(start, *deadline)
	if hookguard.Runner(*runner) == hookguard.Git {
		return runGit(c, ad, g, *rng, *gitHook, *strict, times)
	}
	// One event per call: its guards may share directory resolutions (see paths) and the small
	// files several of them read (see state.ReadFileShared).
	paths.CacheResolutions()
	state.ShareReads()
	data, err := hook.ReadPayload(c.stdin, times.WalkEnd)
	reserveHeap(data)
	code := c.reply(hook.Run(c.hookCall(ad, g, times, data, err)))
	c.kickSettle()
	return code
}

// hookCall is the pipeline's input for this process: its environment, cwd, state directory
// and configuration layers.
func (c *ctx) hookCall(ad adapters.Adapter, g hookguard.Group, times hook.Budget, payload []byte, readErr error) hook.Call {
	cwd, _ := os.Getwd()
	return hook.Call{Adapter: ad, Group: g, Payload: payload, ReadErr: readErr, Budget: times,
		Cwd: cwd, Home: c.home(), Getenv: c.getenv, Store: c.store(),
		Load:    func(root string) (*config.Config, error) { return c.loadCached(root, times.Waits()) },
		Version: version}
}

// reply prints the pipeline's answer and gives the exit code.
func (c *ctx) reply(rep adapters.Reply) int {
	c.stdout.Write(rep.Stdout)
	c.stderr.Write(rep.Stderr)
	return rep.Exit
}

// restoreGOMAXPROCS gives the checks and programs a hook call runs the GOMAXPROCS the harness
// had: the installed wrappers start hookguard with GOMAXPROCS=1 (see runners/wrapper.sh.tmpl),
// which suits a hook call and would slow a test suite down.
func restoreGOMAXPROCS() {
	v, ok := os.LookupEnv("HOOKGUARD_GOMAXPROCS")
	if !ok {
		return
	}
	os.Unsetenv("HOOKGUARD_GOMAXPROCS")
	if v == "" {
		os.Unsetenv("GOMAXPROCS")
	} else {
		os.Setenv("GOMAXPROCS", v)
	}
}

func groupList() string {
	gs := hookguard.Groups()
	s := make([]string, len(gs))
	for i, g := range gs {
		s[i] = string(g)
	}
	return strings.Join(s, ", ")
}
