package self

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// terminalVerdict judges a write into another terminal's device (/dev/pts/N, /dev/ttyN,
// /dev/console). What is written there shows on the screen the human reads, as though the
// harness had printed it: a made-up prompt or block message with a code the human then types.
// Writing to /dev/tty (the command's own terminal), /dev/stdout and /dev/stderr passes.
// The device is judged where the write lands, as every other path is: however it was typed
// (//dev/pts/3, /dev/./pts/3, 3 after cd /dev/pts) and through links on the disk.
func terminalVerdict(e spec.Effect) hookguard.Verdict {
	if !terminalTarget(e.Path) {
		return hookguard.Allowed()
	}
	return block("session-inject", "`"+e.By+"` would write into "+e.Path.Arg+", a terminal the human may be reading: text put there looks like the harness's own, and could ask for or fake the `allow CODE` only the human types."+byHand)
}

// terminalTarget reports whether a write to p lands, or (a known lead) may land, on another
// terminal's device.
func terminalTarget(p spec.Path) bool {
	if p.Dyn || p.Abs == "" {
		lead := dynLead(p)
		if lead != "" && !filepath.IsAbs(lead) && p.Cwd != "" {
			lead = p.Cwd + "/" + lead
		}
		if lead == "" || !filepath.IsAbs(lead) {
			return false
		}
		// The lead is cleaned as a path, keeping its trailing / (a name still to come).
		dir := strings.HasSuffix(lead, "/")
		lead = paths.Clean(lead)
		if dir && lead != "/" {
			lead += "/"
		}
		return terminalDevice(lead)
	}
	if ownStream(p.Abs) {
		return false
	}
	return terminalDevice(p.Abs) || terminalDevice(paths.Real(p.Abs))
}

// ownStream reports the names by which a command reaches its own streams: resolved, they
// are whatever hookguard's own are, not what the command's will be.
func ownStream(p string) bool {
	switch p {
	case "/dev/stdin", "/dev/stdout", "/dev/stderr", "/dev/tty":
		return true
	}
	return strings.HasPrefix(p, "/dev/fd/") || strings.HasPrefix(p, "/proc/self/")
}

// terminalDevice reports a path that is, or (a known lead) may be, another terminal's device.
func terminalDevice(p string) bool {
	if rest, ok := strings.CutPrefix(p, "/dev/pts/"); ok {
		return rest != "ptmx"
	}
	if rest, ok := strings.CutPrefix(p, "/dev/tty"); ok {
		// /dev/tty is the command's own terminal; ttyN a console a person may be reading;
		// ttyS0, ttyUSB0 and ttyACM0 are serial lines a device listens on.
		return rest != "" && strings.Trim(rest, "0123456789") == ""
	}
	if rest, ok := strings.CutPrefix(p, "/proc/"); ok {
		// Another process's descriptors (/proc/$PPID/fd/0): the harness's are the human's
		// terminal. A process only known when it runs may be the harness.
		pid, tail, _ := strings.Cut(rest, "/")
		return pid == "" || pid != "self" && pid != "thread-self" && (tail == "fd" || strings.HasPrefix(tail, "fd/"))
	}
	return p == "/dev/console" || strings.HasPrefix(p, "/dev/vcs")
}
