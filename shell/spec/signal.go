package spec

import "strings"

// signalers send signals to processes chosen by name, by command line, by parent or by owner
// (pkill, killall), or list the ids of such processes for a kill to use (pgrep, pidof). What
// they choose is the effect: a guard asks whether its own processes are among them (an agent
// that kills, or stops, the hook processes from a background loop switches the hooks off).
var signalers = []Spec{
	{Name: "killall", Does: killallDoes,
		Examples: "killall -9 hookguard => signal:exact hookguard\n" + "killall -r 'hook.*' => signal:name hook.*\n" + "killall node python3 => signal:exact python3\n" +
			"killall -u www-data => signal:user www-data\n" + "killall -0 node => -\n" + "killall -l => -\n"},
	{Name: "pgrep", Does: pgrepDoes,
		Examples: "pgrep -f hookguard => signal:list-cmdline hookguard\n" + "pgrep -x node => signal:list-exact node\n"},
	{Name: "pidof", Opts: "s c n q w x z o= S= t", Does: pidofDoes, Examples: "pidof hookguard => signal:list-exact hookguard\n" + "pidof -s sh => signal:list-exact sh\n"},
	{Name: "pkill", Does: pkillDoes,
		Examples: "pkill hookguard => signal:name hookguard\n" + "pkill -9 -f 'run --runner' => signal:cmdline run --runner\n" + "pkill -STOP -x sh => signal:exact sh\n" +
			"pkill -i -f Guard => signal:cmdline (?i)Guard\n" + "pkill -P $PPID => signal:parent $PPID\n" + "pkill -P $$ => -\n" + "pkill -u \"$USER\" => signal:user $USER\n" +
			"pkill -f \"$X\" => signal:cmdline $X\n" + "pkill -$SIG hookguard => signal:name hookguard\n" + "pkill -e -$O x => signal:name -$O\n" + "pkill -0 node => -\n" + "pkill --signal CONT node => -\n" + "pkill -u bob vim => signal:name vim\n"},
}

// harmless are the signals that neither end nor stop a process: 0 only asks whether it
// exists, CONT resumes it.
func harmless(sig string) bool {
	s := sigName(sig)
	return s == "0" || s == "CONT"
}

// procValued are the short options of pkill and pgrep that take a value: the next word, or the
// rest of their cluster.
const procValued = "PgGstUuFrOqd"

// procLong is the key a long option of pkill and pgrep that takes a value sets (its short
// option's letter), and false for one that takes none.
func procLong(name string) (byte, bool) {
	i := strings.Index(procLongs, " "+name+"=")
	if i < 0 {
		return 0, false
	}
	return procLongs[i+len(name)+2], true
}

// procLongs are the long options that take a value, each " name=K" with K its key.
const procLongs = " parent=P pgroup=g group=G session=s terminal=t euid=u uid=U pidfile=F runstates=r older=O queue=q delimiter=d signal=S ns=n nslist=N cgroup=C env=E"

func pkillDoes(c *Call) { procSelect(c, false) }

func pgrepDoes(c *Call) { procSelect(c, true) }

// procSelect is what pkill (or pgrep, list) chooses: processes whose name, or whole command
// line (-f), matches the pattern, narrowed by owner (-u, -U); those of a parent (-P); with no
// pattern, every process of the owner, group, session or terminal named.
func procSelect(c *Call, list bool) {
	var pattern *Word
	full, exact, fold, sig := false, false, false, ""
	sel := map[byte]Word{}
	ws := c.Words
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		switch {
		case pattern != nil || w.S == "" || w.S[0] != '-' || w.Dyn && !strings.HasPrefix(w.Lead, "-"):
			if pattern == nil {
				pattern = &ws[i]
			}
		case w.S == "--":
			if i+1 < len(ws) {
				pattern = &ws[i+1]
			}
			i = len(ws)
		case strings.HasPrefix(w.S, "--"):
			name, val, hasVal := strings.Cut(w.S[2:], "=")
			switch name {
			case "full":
				full = true
			case "exact":
				exact = true
			case "ignore-case":
				fold = true
			}
			if key, ok := procLong(name); ok {
				if !hasVal && i+1 < len(ws) {
					i++
					val, w = ws[i].S, ws[i]
				}
				if key == 'S' {
					sig = val
					if w.Dyn {
						sig = "?"
					}
				}
				w.S = val
				sel[key] = w
			}
		case w.Dyn && i == 0 && !list:
			sig = "?" // -$SIG: a signal only known when it runs
		case w.Dyn:
			// An option only known when it runs may choose anything (-$OPT).
			c.Add(Effect{Kind: Signal, Class: "name", Text: w.S, Lang: sigName(sig), By: byOf(c)})
			return
		case i == 0 && !list && isSignalWord(w.S[1:]):
			sig = w.S[1:]
		default:
			i = procShort(ws, i, sel, &full, &exact, &fold)
		}
	}
	if !list && harmless(sig) {
		return
	}
	procEffects(c, pattern, sel, full, exact, fold, list, sigName(sig))
}

// sigName is a signal as the effect's Lang has it: upper case, without SIG.
func sigName(sig string) string { return strings.TrimPrefix(strings.ToUpper(sig), "SIG") }

// procShort reads one cluster of short options at ws[i], and returns the index of its last
// word (a value may be the next word).
func procShort(ws []Word, i int, sel map[byte]Word, full, exact, fold *bool) int {
	s := ws[i].S[1:]
	for k := 0; k < len(s); k++ {
		switch ch := s[k]; {
		case ch == 'f':
			*full = true
		case ch == 'x':
			*exact = true
		case ch == 'i':
			*fold = true
		case strings.IndexByte(procValued, ch) >= 0:
			v := ws[i]
			if k+1 < len(s) {
				v.S = s[k+1:]
			} else if i+1 < len(ws) {
				i++
				v = ws[i]
			}
			sel[ch] = v
			return i
		}
	}
	return i
}

// isSignalWord reports a signal as pkill and kill take it after a dash: a number, or a
// signal's name (-KILL, -SIGSTOP, -RTMIN+1), never an option letter (-P).
func isSignalWord(s string) bool {
	if s == "" {
		return false
	}
	if strings.Trim(s, "0123456789") == "" {
		return true
	}
	name, _, _ := strings.Cut(strings.TrimPrefix(s, "SIG"), "+")
	return strings.Contains(signalNames, " "+name+" ")
}

// signalNames are the signals' names, each between spaces.
const signalNames = " HUP INT QUIT ILL TRAP ABRT IOT BUS EMT FPE KILL USR1 SEGV USR2 PIPE ALRM TERM STKFLT CHLD CLD CONT STOP TSTP TTIN TTOU URG XCPU XFSZ VTALRM PROF WINCH IO POLL PWR INFO LOST SYS UNUSED RTMIN RTMAX "

// procEffects adds what procSelect found.
func procEffects(c *Call, pattern *Word, sel map[byte]Word, full, exact, fold, list bool, sig string) {
	by := byOf(c)
	prefix := ""
	if list {
		prefix = "list-"
	}
	if p, ok := sel['P']; ok && !ownChildren(p) {
		c.Add(Effect{Kind: Signal, Class: prefix + "parent", Text: p.S, Known: !p.Dyn, Lang: sig, By: by})
	}
	if pattern == nil {
		if _, ok := sel['P']; ok {
			return
		}
		for _, k := range "uUgGst" {
			if v, ok := sel[byte(k)]; ok {
				c.Add(Effect{Kind: Signal, Class: prefix + "user", Text: v.S, Known: !v.Dyn, Lang: sig, By: by})
				return
			}
		}
		return
	}
	class := "name"
	switch {
	case full:
		class = "cmdline"
	case exact:
		class = "exact"
	}
	text := pattern.S
	if fold {
		text = "(?i)" + text
	}
	c.Add(Effect{Kind: Signal, Class: prefix + class, Text: text, Known: !pattern.Dyn, Lang: sig, By: by})
}

// ownChildren reports a parent that is the shell running the command ($$, $BASHPID) or the
// job it just started ($!): the hooks a harness runs are no children of either.
func ownChildren(w Word) bool {
	if !w.Dyn {
		return false
	}
	switch w.S {
	case "$$", "${$}", "$BASHPID", "${BASHPID}", "$!", "${!}":
		return true
	}
	return false
}

// killallDoes: killall sends its signal to every process with one of the names given (-r: whose
// name matches the pattern; -u: only the user's, or with no name every one of the user's).
func killallDoes(c *Call) {
	regex, sig := false, ""
	var names []Word
	var user *Word
	ws := c.Words
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if w.Dyn || !strings.HasPrefix(w.S, "-") || len(names) > 0 {
			names = append(names, w)
			continue
		}
		switch {
		case w.S == "-l" || w.S == "--list" || w.S == "-V" || w.S == "--version":
			return
		case w.S == "-r" || w.S == "--regexp":
			regex = true
		case (w.S == "-s" || w.S == "--signal" || w.S == "-u" || w.S == "--user" || w.S == "-o" || w.S == "-y" || w.S == "--older-than" || w.S == "--younger-than") && i+1 < len(ws):
			i++
			switch w.S {
			case "-s", "--signal":
				sig = ws[i].S
				if ws[i].Dyn {
					sig = "?"
				}
			case "-u", "--user":
				user = &ws[i]
			}
		case strings.HasPrefix(w.S, "--signal="):
			sig = strings.TrimPrefix(w.S, "--signal=")
		case isSignalWord(w.S[1:]):
			sig = w.S[1:]
		}
	}
	if harmless(sig) {
		return
	}
	by := byOf(c)
	if len(names) == 0 && user != nil {
		c.Add(Effect{Kind: Signal, Class: "user", Text: user.S, Known: !user.Dyn, Lang: sigName(sig), By: by})
	}
	for _, n := range names {
		class := "exact"
		if regex {
			class = "name"
		}
		c.Add(Effect{Kind: Signal, Class: class, Text: n.S, Known: !n.Dyn, Lang: sigName(sig), By: by})
	}
}

// attachOpt adds, for each value of option opt (a process id, or with class "exact" a name), a
// reach into that running process: how is "attach" (a debugger or tracer: gdb -p, strace -p)
// or "limit" (prlimit --pid with a limit set).
func attachOpt(c *Call, opt, class, how string) {
	for _, o := range c.P.Opts {
		if o.Name == opt && o.Value.S != "" {
			c.Add(Effect{Kind: Signal, Class: class, Text: o.Value.S, Known: !o.Value.Dyn, Lang: how, By: byOf(c)})
		}
	}
}

// prlimitLimits are prlimit's resource options, by their short names (--nproc is u).
const prlimitLimits = " c d e f i l m n q r s t u v x y "

// prlimitDoes: prlimit --pid with a limit set changes what that running process may do (how
// many processes it may start, files it may open); without one it prints them.
func prlimitDoes(c *Call) {
	for _, o := range c.P.Opts {
		if strings.Contains(prlimitLimits, " "+o.Name+" ") && o.Value.S != "" {
			attachOpt(c, "p", "pid", "limit")
			return
		}
	}
}

// pidofDoes lists the ids of the processes with each name given.
func pidofDoes(c *Call) {
	for _, w := range c.Operands() {
		c.Add(Effect{Kind: Signal, Class: "list-exact", Text: w.S, Known: !w.Dyn, By: byOf(c)})
	}
}

// straceDoes: strace (and ltrace) writes its trace where -o says, and attaches to each process
// -p names, whose calls it may then fail at will (-e inject=).
func straceDoes(c *Call) {
	outputOption(c, "o")
	attachOpt(c, "p", "pid", "attach")
}

// forksForever reports code that forks in a loop that never ends and waits for none of its
// children (perl -e 'fork while 1', Python's while True: os.fork()): processes without
// bound, until the user's run out. A loop that waits (a pre-forking server) is not one.
func forksForever(code string) bool {
	if !strings.Contains(code, "fork") || strings.Contains(code, "wait") {
		return false
	}
	for _, loop := range [...]string{"while 1", "while(1)", "while (1)", "while True", "while true", "while(true)", "while (true)",
		"loop {", "loop do", "for(;;)", "for (;;)", "until 0", "until false"} {
		if strings.Contains(code, loop) {
			return true
		}
	}
	return false
}

// signalsIn reports code that sends signals (os.kill, process.kill, psutil's suspend,
// send_signal, posix_kill), and the signal where it names SIGUSR1 (as a pkill's effect says
// it): which processes it finds (in /proc, in psutil's list) only the code's text can tell,
// so the effect carries it for a guard to look for its own.
func signalsIn(code string) (sig string, ok bool) {
	if !strings.Contains(code, "kill") && !strings.Contains(code, "suspend") && !strings.Contains(code, "send_signal") {
		return "", false
	}
	if strings.Contains(code, "USR1") {
		sig = "USR1"
	}
	return sig, true
}
