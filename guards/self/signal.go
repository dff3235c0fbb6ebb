package self

import (
	"cmp"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// A hook is a process: hookguard, under the shell that a harness runs its hook command in. One
// killed before it answers ends in a warning the wrappers turn into a refusal (wrapper.sh.tmpl),
// but one stopped (SIGSTOP), or its shell killed, only ends at the harness's timeout, and every
// harness lets the action through then. An agent that signals them from a background loop
// (while :; do pkill -STOP hookguard; done &) has switched its guard off, so a command whose
// signal may reach them is refused, by what chooses its processes (spec's Signal effect).

// signalVerdict judges one Signal effect of c.
func (s *scope) signalVerdict(c *shell.Command, e *spec.Effect) hookguard.Verdict {
	harness := reachesIn(e.Lang)
	hit := false
	switch e.Class {
	case "name", "exact", "cmdline":
		hit = !e.Known || s.matchesHook(e.Class, e.Text, harness)
	case "parent":
		hit = !e.Known || anyAncestor(e.Text)
	case "user":
		hit = !e.Known || s.ownUsers(e.Text)
	case "pid":
		hit = e.Known && anyAncestor(e.Text) || parentVar(e.Text) || !e.Known && s.listedHooks(c, harness)
	case "flood":
		return floodBlock("`" + e.By + "` forks in a loop that never ends")
	}
	switch {
	case !hit:
		return hookguard.Allowed()
	case harness:
		return block("hook-process", "`"+e.By+"` would reach into the harness or a hook ("+reachWords(e.Lang)+", chosen by "+signalChoice(e)+"): code run inside the harness, or a limit on what it starts, decides whether the hooks that run hookguard run at all."+byHand)
	}
	return block("hook-process", "`"+e.By+"` may end or stop hookguard's own hook processes, the shells a harness runs them in, or the harness itself (chosen by "+signalChoice(e)+"): a hook stopped before it answers lets the action through at the harness's timeout, so this would switch the guard off. End the process you mean by its own name or id."+byHand)
}

// reachesIn reports a signal or reach that works inside the process rather than ending it:
// SIGUSR1 opens a node process's inspector (Claude Code and Gemini CLI are node), over which
// anyone on the machine runs code in it; a debugger or tracer attached; a limit set; or a
// signal only known when it runs ("?"), which may be SIGUSR1.
func reachesIn(how string) bool {
	return how == "USR1" || how == "10" || how == "attach" || how == "limit" || how == "?"
}

// reachWords says how in words.
func reachWords(how string) string {
	switch how {
	case "attach":
		return "a debugger or tracer attached to it"
	case "limit":
		return "a limit set on what it may start or open"
	}
	return "SIGUSR1, which opens a node process's inspector to any local client"
}

// parentVar reports the id of the shell's parent, which is the harness for a command the
// harness's shell tool runs.
func parentVar(s string) bool { return s == "$PPID" || s == "${PPID}" }

// signalChoice says in words what chose the processes.
func signalChoice(e *spec.Effect) string {
	what := strings.TrimPrefix(e.Class, "list-")
	switch what {
	case "pid":
		return "ids a command before it listed"
	case "user":
		what = "owner"
	case "exact", "name":
		what = "name"
	case "cmdline":
		what = "command line"
	}
	if !e.Known {
		return what + " only known when it runs"
	}
	return what + " `" + e.Text + "`"
}

// hookShells are the names of the shells a harness runs a hook command in, and the git
// floor its shims in.
var hookShells = []string{"sh", "dash", "bash", "zsh", "ksh", "mksh", "ash", "busybox"}

// harnessNames are the harnesses' process names (and their command lines' words): node runs
// Claude Code and Gemini CLI where they are not a native binary.
var harnessNames = []string{"node", "claude", "gemini", "codex", "qwen", "clarvis", "bun", "deno"}

// matchesHook reports a pattern (class "name", "cmdline": an extended regular expression,
// searched for; "exact": the name itself) that chooses a hook process: hookguard by any name
// the wrappers run it by, or a hook shell; with harness, a harness's process too. A pattern
// this reading cannot compile may choose anything.
func (s *scope) matchesHook(class, text string, harness bool) bool {
	var cands []string
	if harness {
		cands = append(cands, harnessNames...)
	}
	if class == "cmdline" {
		cands = append(cands, s.hookCommandLines()...)
	} else {
		cands = append(cands, hookShells...)
		cands = append(cands, "hookguard")
		for _, b := range s.binaries() {
			for _, n := range b.names() {
				cands = append(cands, filepath.Base(n))
			}
		}
		// The name a process is chosen by is the kernel's, cut to 15 bytes.
		for i, n := range cands {
			cands[i] = n[:min(len(n), 15)]
		}
	}
	if class == "exact" {
		for _, n := range cands {
			if n == text || n == text[:min(len(text), 15)] {
				return true
			}
		}
		return false
	}
	re, err := regexp.Compile(text)
	if err != nil {
		return true
	}
	for _, n := range cands {
		if re.MatchString(n) {
			return true
		}
	}
	return false
}

// hookCommandLines are the command lines of a hook's processes: the hook command a harness
// runs (install's shape), the wrapper's call of each hookguard, and a git shim's.
func (s *scope) hookCommandLines() []string {
	const hook = `h=$HOME/.config; case $XDG_CONFIG_HOME in /*) h=$XDG_CONFIG_HOME;; esac; h=$h/hookguard/hook.sh; set -- "$CLAUDE_PROJECT_DIR"/.hookguard/runners/claude/guard-shell.sh; [ -r "$h" ] && . "$h"; echo "hookguard: hooks INACTIVE, nothing was checked: not installed for this user; run hookguard install" >&2; exit 1`
	wrapper := s.root + "/.hookguard/runners/claude/guard-shell.sh"
	args := " run-recorded " + wrapper + " " + s.home + "/.config/hookguard/wrappers" + wrapper + " --runner claude --group pre-shell --deadline 25s"
	out := []string{"sh -c " + hook, "/bin/sh -c " + hook, "/bin/sh .hookguard/hooks/pre-commit", "hookguard" + args,
		"hookguard run --runner git --group pre-commit --hook pre-commit"}
	for _, b := range s.binaries() {
		for _, n := range b.names() {
			out = append(out, n+args)
		}
	}
	return out
}

// maxAncestors bounds the walk up from this process.
const maxAncestors = 32

// anyAncestor reports a list of process ids (pkill -P 1,2) that holds an ancestor of this
// hook process, other than init: the harness whose children its hooks are. Where the
// ancestors cannot be read (no /proc), any id may be one.
func anyAncestor(list string) bool {
	anc, ok := ancestors()
	for _, f := range strings.Split(list, ",") {
		pid, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || !ok {
			return true
		}
		if anc[pid] {
			return true
		}
	}
	return false
}

// ancestors are the ids of this process's parent, its parent's, and so on, up to init.
func ancestors() (map[int]bool, bool) {
	out := map[int]bool{}
	pid := os.Getppid()
	for n := 0; pid > 1 && n < maxAncestors; n++ {
		out[pid] = true
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			return out, n > 0
		}
		// pid (comm) state ppid ...: comm may hold spaces and parentheses.
		rest := string(b[strings.LastIndexByte(string(b), ')')+1:])
		fields := strings.Fields(rest)
		if len(fields) < 2 {
			return out, false
		}
		if pid, err = strconv.Atoi(fields[1]); err != nil {
			return out, false
		}
	}
	return out, true
}

// ownUsers reports a list of users (pkill -u a,b; or groups, sessions, terminals) that names
// this user, by name or id; where the environment does not say the user's name, any name may
// be it.
func (s *scope) ownUsers(list string) bool {
	me, uid := cmp.Or(s.getenv("USER"), s.getenv("LOGNAME")), strconv.Itoa(os.Getuid())
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "" || f == me || f == uid || me == "" && strings.Trim(f, "0123456789") != "" {
			return true
		}
	}
	return false
}

// listedHooks reports a command with ids only known when it runs (kill $(pgrep hookguard),
// pgrep -f hook | xargs kill) where a command before it on the line lists hook processes
// (with harness, or a harness's).
func (s *scope) listedHooks(c *shell.Command, harness bool) bool {
	for _, o := range s.script.Commands {
		if o == c {
			break
		}
		for _, e := range o.Effects() {
			if e.Kind != spec.Signal || !strings.HasPrefix(e.Class, "list-") {
				continue
			}
			l := e
			l.Class = strings.TrimPrefix(e.Class, "list-")
			if harness {
				l.Lang = "attach"
			}
			if v := s.signalVerdict(o, &l); v.Decision != hookguard.Allow {
				return true
			}
		}
	}
	return false
}

// floodBlock refuses processes started without bound: what starts them, then why.
func floodBlock(what string) hookguard.Verdict {
	return block("hook-process", what+", waiting for none of them: once the user's processes run out, the harness cannot start a hook, and a hook that cannot start lets the action through (file writes, which start no process, would go on unchecked). Bound the loop, or wait for its jobs."+byHand)
}
