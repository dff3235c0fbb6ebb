package cli

import (
	"fmt"
	"strings"

	"github.com/hookguard/hookguard"
	wrappers "github.com/hookguard/hookguard/runners"
)

func init() {
	register("run-recorded", "the hook entry a wrapper's recorded copy calls: `run`, once the workspace's wrapper is checked against the copy", runRecordedCmd)
}

// runRecordedCmd is `hookguard run-recorded WRAPPER RECORD RUN-FLAGS...`. hook.sh sources the
// copy of a wrapper that install recorded outside the workspace, and that copy calls this: the
// wrapper in the workspace (which the agent can write) must still be byte for byte the
// record, else the hook says wrappers.MissingLine in its harness's form and judges nothing.
// The check runs here, in the process that judges the event, because a shell has no way to
// compare two files without starting a program, and every tool call would pay for it.
//
// The flags after RECORD are `run`'s, passed on as they are.
func runRecordedCmd(c *ctx, args []string) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "--help") {
		fmt.Fprintln(c.stdout, "Usage: hookguard run-recorded WRAPPER RECORD --runner RUNNER [--group GROUP] [--deadline D] < payload.json")
		fmt.Fprintln(c.stdout, "\nRun by the copy of a wrapper that `hookguard install` records; it is not for people.")
		return 0
	}
	if len(args) < 2 || strings.HasPrefix(args[0], "-") || strings.HasPrefix(args[1], "-") {
		fmt.Fprintln(c.stderr, "hookguard run-recorded: want WRAPPER RECORD and then run's flags; fix the hook with `hookguard install`")
		return 2
	}
	wrapper, record, rest := args[0], args[1], args[2:]
	if err := wrappers.Verify(wrapper, record); err != nil {
		f := wrappers.FailForm(hookguard.Runner(flagValue(rest, "runner")), hookguard.Group(flagValue(rest, "group")))
		if f.Stdout != "" {
			fmt.Fprintln(c.stdout, f.Stdout)
		}
		fmt.Fprintln(c.stderr, wrappers.MissingLine)
		return f.BinaryExit()
	}
	return runCmd(c, rest)
}

// flagValue finds --name's value among run's flags (--name V, --name=V, one dash or two).
func flagValue(args []string, name string) string {
	for i, a := range args {
		a = strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		switch {
		case a == name && i+1 < len(args):
			return args[i+1]
		case strings.HasPrefix(a, name+"="):
			return a[len(name)+1:]
		}
	}
	return ""
}
