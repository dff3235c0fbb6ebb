package self

import (
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/shell/spec"
)

// terminalVerdict judges a write into another terminal's device (/dev/pts/N, /dev/ttyN,
// /dev/console). What is written there shows on the screen the human reads, as though the
// harness had printed it: a made-up prompt or block message with a code the human then types.
// Writing to /dev/tty (the command's own terminal), /dev/stdout and /dev/stderr passes.
func terminalVerdict(e spec.Effect) hookguard.Verdict {
	p := e.Path.Abs
	if e.Path.Dyn || p == "" {
		p = dynLead(e.Path)
	}
	if !terminalDevice(p) {
		return hookguard.Allowed()
	}
	return block("session-inject", "`"+e.By+"` would write into "+e.Path.Arg+", a terminal the human may be reading: text put there looks like the harness's own, and could ask for or fake the `allow CODE` only the human types."+byHand)
}

// terminalDevice reports a path that is, or (a known lead) may be, another terminal's device.
func terminalDevice(p string) bool {
	if rest, ok := strings.CutPrefix(p, "/dev/pts/"); ok {
		return rest != "ptmx"
	}
	if rest, ok := strings.CutPrefix(p, "/dev/tty"); ok {
		return rest != "" // /dev/tty is the command's own terminal
	}
	return p == "/dev/console" || strings.HasPrefix(p, "/dev/vcs")
}
