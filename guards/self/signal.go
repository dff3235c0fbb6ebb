package self

import (
	"cmp"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/harness"
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
	case "code":
		hit = namesHook(e.Text, harness)
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
	case "?":
		return "a signal only known when it runs, SIGUSR1 or SIGSTOP as likely as any"
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
	case "code":
		return "the names its code looks for"
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

// hookWords name hookguard and its wrappers in text that looks processes up by name: awk or
// sed over ps's rows, code that signals what it finds.
var hookWords = [...]string{"hookguard", "hook.sh", "guard-", "run-recorded"}

// namesHook reports text that names hookguard or a wrapper ('[h]ookguard' too: brackets are
// dropped), or, with harness, a harness's process.
func namesHook(text string, harness bool) bool {
	low := strings.NewReplacer("[", "", "]", "").Replace(strings.ToLower(text))
	has := func(w string) bool { return strings.Contains(low, w) }
	return slices.ContainsFunc(hookWords[:], has) || harness && slices.ContainsFunc(harnessNames, has)
}

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

// hookCommandLines are the command lines of a hook's processes, for each harness: the hook
// command it runs (install's shape), the wrapper's call of each hookguard, the wrappers'
// names, and a git shim's.
func (s *scope) hookCommandLines() []string {
	const hook = `h=$HOME/.config; case $XDG_CONFIG_HOME in /*) h=$XDG_CONFIG_HOME;; esac; h=$h/hookguard/hook.sh; set -- "$PROJECT_DIR"/.hookguard/runners/RUNNER/guard-shell.sh; [ -r "$h" ] && . "$h"; echo "hookguard: hooks INACTIVE, nothing was checked: not installed for this user; run hookguard install" >&2; exit 1`
	const wrappers = "guard-shell.sh guard-files.sh guard-mcp.sh guard-tools.sh prompt.sh stop.sh session-start.sh post-edit.sh"
	out := []string{"/bin/sh .hookguard/hooks/pre-commit", "hookguard run --runner git --group pre-commit --hook pre-commit", wrappers}
	bins := []string{"hookguard"}
	for _, b := range s.binaries() {
		bins = append(bins, b.names()...)
	}
	for _, d := range harness.All() {
		r := string(d.Runner)
		project := d.ProjectEnv
		if project == harness.None {
			project = "PWD"
		}
		cmd := strings.NewReplacer("RUNNER", r, "PROJECT_DIR", project).Replace(hook)
		wrapper := s.root + "/.hookguard/runners/" + r + "/guard-shell.sh"
		args := " run-recorded " + wrapper + " " + s.home + "/.config/hookguard/wrappers" + wrapper + " --runner " + r + " --group pre-shell --deadline 25s"
		out = append(out, "sh -c "+cmd, "/bin/sh -c "+cmd)
		for w := range strings.FieldsSeq(wrappers) {
			out = append(out, s.root+"/.hookguard/runners/"+r+"/"+w)
		}
		for _, b := range bins {
			out = append(out, b+args)
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
	var rows psRows // what the line's ps, and the filters after it, choose
	for _, o := range s.script.Commands {
		if o == c {
			break
		}
		if !o.NameDynamic {
			rows.see(s, o, harness)
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
	return rows.hooks()
}

// floodBlock refuses processes started without bound: what starts them, then why.
func floodBlock(what string) hookguard.Verdict {
	return block("hook-process", what+", waiting for none of them: once the user's processes run out, the harness cannot start a hook, and a hook that cannot start lets the action through (file writes, which start no process, would go on unchecked). Bound the loop, or wait for its jobs."+byHand)
}

// psRows is what a line's ps lists, and the filters of its rows after it (grep, awk, sed),
// choose, for ids a later kill is given: the rows of hookguard or a hook's shell, if any.
type psRows struct {
	listed bool // a ps ran
	hit    bool // a selection or filter chose a hook's rows, or may
	narrow bool // a selection or filter kept only rows that are no hook's
	invert bool // a grep -v kept every other row
}

// hooks reports rows that hold a hook's: chosen by name, or everything ps lists, or all
// but what a grep -v left out, with nothing narrowing them to other processes.
func (r *psRows) hooks() bool { return r.hit || r.listed && !r.narrow }

// see takes in one command of the line.
func (r *psRows) see(s *scope, c *shell.Command, harness bool) {
	switch b := c.Base(); {
	case b == "ps":
		r.listed = true
		for i, a := range c.Args {
			if (a == "-C" || a == "--command" || a == "-p" || a == "--pid" || a == "-q") && i+1 < len(c.Args) {
				r.narrow = true
				if a == "-C" || a == "--command" {
					r.hit = r.hit || c.Dynamic[i+1] || slices.ContainsFunc(strings.Split(c.Args[i+1], ","), func(n string) bool { return s.matchesHook("exact", n, harness) })
				}
			}
		}
	case !r.listed:
	case b == "grep" || b == "egrep" || b == "fgrep" || b == "rg":
		r.grep(s, c, harness)
	case b == "awk" || b == "gawk" || b == "mawk" || b == "nawk" || b == "sed":
		for i, a := range c.Args {
			named := c.Dynamic[i] || namesHook(a, harness)
			r.hit = r.hit || named
			// A pattern or comparison keeps some rows only.
			r.narrow = r.narrow || !named && strings.ContainsAny(a, "/~") || strings.Contains(a, "==")
		}
	}
}

// grep takes in a grep of ps's rows: its pattern chooses a hook's rows, or others only; -v
// keeps all the rest.
func (r *psRows) grep(s *scope, c *shell.Command, harness bool) {
	inverse := false
	for i, a := range c.Args {
		if !c.Dynamic[i] && (a == "-v" || a == "--invert-match" || len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.Contains(a, "v")) {
			inverse = true
		}
	}
	for i, a := range c.Args {
		if !c.Dynamic[i] && strings.HasPrefix(a, "-") {
			continue
		}
		switch {
		case inverse:
			r.invert = true
		case c.Dynamic[i] || s.matchesHook("cmdline", a, harness) || s.matchesHook("name", a, harness):
			r.hit = true
		default:
			r.narrow = true
		}
		return
	}
}
