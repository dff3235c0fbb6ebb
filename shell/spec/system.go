package spec

import "strings"

// systemSpecs are the tools that change the running machine rather than files: power
// (shutdown, reboot, halt, poweroff, systemctl's and loginctl's power verbs, init 0/6, kexec
// -e), mounts (umount -a), an account's password (passwd -d), and the schedulers whose jobs are
// code that runs later (at, batch; crontab is with the disk tools). A power change destroys the
// machine's running state (Destroy "power"): every process stops; unmounting every filesystem
// (Destroy "mounts") takes away what running programs write to; deleting a password (Destroy
// "password") opens the account. A job given to at is shell text walked like the command's own
// (an Exec "sh" of class "config"). Cancelling, listing, warning-only and help do nothing.
// Sorted by Name.
var systemSpecs = []Spec{
	{Name: "at", Opts: "V q= f= u= m M k v l r d b c t= o=", Does: atDoes,
		Examples: "echo 'rm -rf ~/old' | at now + 1 minute => delete-r ~/old\n" + "at 02:00 <<'EOF'\ngit -C /srv/app reset --hard\nEOF => discard:worktree git reset\n" +
			"at -f job.sh midnight => exec:sh ?\n" + "printf 'rm -rf /srv\\n' > job.sh; at -f job.sh now => delete-r /srv\n" + "at now <<< 'make build' => exec:sh make build\n" +
			"batch <<< 'rm -rf ~' => delete-r ~\n" + "at -f /dev/stdin 10:00 <<< 'rm -rf /opt/x' => delete-r /opt/x\n" + "at -l => -\n" + "at -c 12 => -\n" + "at -r 12 => -\n" + "at -d 3 4 => -\n" + "at -V => -\n"},
	{Name: "atq", Opts: "V q= o="},
	{Name: "batch", Like: "at"},
	{Name: "halt", Opts: "help halt p|poweroff reboot f|force w|wtmp-only d|no-wtmp n|no-sync no-wall i h", Does: powerDoes,
		Examples: "sudo halt => destroy:power the running system: every process stops\n" + "halt -p => destroy:power the running system: every process stops\n" +
			"halt --wtmp-only => -\n" + "halt --help => -\n"},
	{Name: "init", Does: initLevelDoes,
		Examples: "sudo init 0 => destroy:power the running system: every process stops\n" + "init 6 => destroy:power the running system: every process stops\n" +
			"telinit 1 => destroy:power the running system: every process stops\n" + "init q => -\n" + "telinit u => -\n"},
	{Name: "kexec", Opts: "e|exec f|force x|no-ifdown l|load= p|load-panic u|unload s|kexec-file-syscall c|kexec-syscall a|kexec-syscall-auto t|type= append= command-line= reuse-cmdline initrd= ramdisk= dtb= mem-min= mem-max= reuse-initrd load-preserve-context load-jump-back-helper entry= i|no-checks d|debug S|status h|help v|version",
		Does: kexecDoes,
		Examples: "kexec -e => destroy:power the running system: every process stops\n" + "kexec -f --initrd=/boot/initrd.img /boot/vmlinuz => destroy:power the running system: every process stops\n" +
			"kexec -l /boot/vmlinuz --initrd=/boot/initrd.img --reuse-cmdline => -\n" + "kexec -u => -\n"},
	{Name: "launchctl", Opts: "w F S= D= h|help", Style: Exact, Subs: true, Does: launchctlDoes,
		Examples: "launchctl load -w /tmp/x.plist => write-r ~/Library/LaunchAgents\n" +
			"launchctl bootstrap gui/501 /tmp/x.plist => write-r ~/Library/LaunchAgents\n" +
			"launchctl enable gui/501/com.x.agent => write-r ~/Library/LaunchAgents\n" +
			"launchctl \"$v\" gui/501 /tmp/x.plist => write-r ~/Library/LaunchAgents\n" +
			"launchctl $(cat verb) /tmp/x.plist => write-r ~/Library/LaunchAgents\n" +
			"launchctl lOaD /tmp/x.plist => write-r ~/Library/LaunchAgents\n" +
			"launchctl setenv HOOKGUARD_MODE observe => write-r ~/Library/LaunchAgents\n" +
			"launchctl config user path /tmp/bin => write-r ~/Library/LaunchAgents\n" +
			"launchctl frobnicate x => write-r ~/Library/LaunchAgents\n" +
			"launchctl < cmds.txt => write-r ~/Library/LaunchAgents\n" +
			"launchctl getenv AWS_SECRET_ACCESS_KEY => expose:var AWS_SECRET_ACCESS_KEY\n" + "launchctl export => expose:env launchd's environment\n" +
			"launchctl export !> write-r ~/Library/LaunchAgents\n" + "launchctl getenv PATH !> expose:env launchd's environment\n" +
			"launchctl reboot => destroy:power the running system: every process stops\n" +
			"launchctl list => -\n" +
			"launchctl print gui/501 => -\n" +
			"launchctl unload /tmp/x.plist => -\n" +
			"launchctl bootout gui/501/com.x => -\n" +
			"launchctl kickstart -k gui/501/com.x => -\n" +
			"launchctl print-disabled system => -\n" +
			"launchctl version => -\n" +
			"launchctl help => -\n" +
			"launchctl => -\n"},
	// asuser and bsexec run a command in another user's or process's bootstrap context;
	// examine runs a tool against launchd's snapshot: each runs its command now.
	{Name: "launchctl asuser", Style: ExactInOrder, Run: &Run{Kind: RunArgv, Skip: 1},
		Examples: "launchctl asuser 501 rm -rf ~/old => delete-r ~/old\n" +
			"sudo launchctl asuser 0 sh -c 'rm -rf /srv' => delete-r /srv\n" +
			"launchctl asuser 501 launchctl load /tmp/x.plist => write-r ~/Library/LaunchAgents\n" +
			"launchctl asuser 501 ls !> write-r ~/Library/LaunchAgents\n"},
	{Name: "launchctl bsexec", Style: ExactInOrder, Run: &Run{Kind: RunArgv, Skip: 1},
		Examples: "launchctl bsexec 1234 rm -rf /srv => delete-r /srv\n"},
	{Name: "launchctl examine", Style: ExactInOrder, Run: &Run{Kind: RunArgv},
		Examples: "launchctl examine rm -rf /srv => delete-r /srv\n"},
	// submit registers a job launchd starts now and keeps alive: its command runs (-p names
	// the program that runs it in place of the command's first word).
	{Name: "launchctl submit", Opts: "l= p= o= e=", Style: ExactInOrder, Run: &Run{Kind: RunArgv}, Does: launchctlSubmitDoes,
		Examples: "launchctl submit -l x -- rm -rf /srv => delete-r /srv\n" +
			"launchctl submit -l x -- sh -c 'rm -rf ~/w' => delete-r ~/w\n" +
			"launchctl submit -l x -- sleep 1 => write-r ~/Library/LaunchAgents\n" +
			"launchctl submit -l x -p /tmp/evil -- sleep 1 => exec:sh ?\n" +
			"launchctl submit -l x -- sleep 1 !> delete-r /srv\n"},
	{Name: "loginctl", Opts: "h|help version no-pager no-legend no-ask-password H|host= M|machine= p|property= P= value a|all l|full kill-whom= s|signal= n|lines= o|output= j json= i|ignore-inhibitors when= f|force",
		Does: loginctlDoes,
		Examples: "loginctl poweroff => destroy:power the running system: every process stops\n" + "sudo loginctl reboot => destroy:power the running system: every process stops\n" +
			"loginctl -i halt => destroy:power the running system: every process stops\n" + "loginctl --ignore-inhibitors kexec => destroy:power the running system: every process stops\n" +
			"loginctl -H db-1 reboot => destroy:power the running system: every process stops\n" +
			"loginctl list-sessions => -\n" + "loginctl suspend => -\n" + "loginctl hibernate => -\n" + "loginctl lock-session 3 => -\n" + "loginctl reboot --help => -\n"},
	{Name: "passwd", Opts: "a|all d|delete e|expire h|help i|inactive= k|keep-tokens l|lock n|mindays= q|quiet r|repository= R|root= P|prefix= S|status u|unlock w|warndays= x|maxdays= s|stdin f|force",
		Does: passwdDoes,
		Examples: "sudo passwd -d deploy => destroy:password the password of deploy\n" + "passwd --delete => destroy:password the password of the current user\n" +
			"passwd -dq ci => destroy:password the password of ci\n" + "passwd -l deploy => -\n" + "passwd -S deploy => -\n" + "passwd => -\n" + "passwd --help => -\n"},
	{Name: "poweroff", Like: "halt"},
	{Name: "reboot", Like: "halt"},
	{Name: "shutdown", Opts: "help H|halt P|poweroff r|reboot h k c no-wall show q t= f F n a", Does: shutdownDoes,
		Examples: "sudo shutdown -h now => destroy:power the running system: every process stops\n" + "shutdown -r +5 'kernel update' => destroy:power the running system: every process stops\n" +
			"shutdown now => destroy:power the running system: every process stops\n" + "shutdown => destroy:power the running system: every process stops\n" +
			"shutdown -c => -\n" + "shutdown -k +1 'test' => -\n" + "shutdown --show => -\n" + "shutdown --help => -\n"},
	{Name: "systemctl", Opts: "t|type= state= p|property= P= a|all r|recursive reverse after before with-dependencies l|full value show-types job-mode= T|show-transaction i|ignore-inhibitors kill-whom= kill-value= s|signal= what= now user system global runtime f|force message= root= image= image-policy= n|lines= o|output= plain firmware-setup boot-loader-menu= boot-loader-entry= reboot-argument= kernel-cmdline= timestamp= mkdir marked read-only check-inhibitors= when= q|quiet no-block wait no-wall no-reload no-legend no-pager no-ask-password H|host= M|machine= C|capsule= h|help version legend= drop-in= preset-mode=",
		Does: systemctlDoes,
		Examples: "sudo systemctl reboot => destroy:power the running system: every process stops\n" + "systemctl poweroff -i => destroy:power the running system: every process stops\n" +
			"systemctl --force --force halt => destroy:power the running system: every process stops\n" + "systemctl kexec => destroy:power the running system: every process stops\n" +
			"systemctl isolate rescue.target => destroy:power the running system: every process stops\n" + "systemctl start reboot.target => destroy:power the running system: every process stops\n" +
			"systemctl reboot --when=+1h => destroy:power the running system: every process stops\n" + "systemctl reboot --when=cancel => -\n" +
			"systemctl --user enable /tmp/evil.service => write-r ~/.config/systemd/user\n" + "systemctl --user link /tmp/x.service => write-r ~/.config/systemd/user\n" +
			"systemctl --global enable x.service => write-r /etc/systemd/user\n" + "systemctl enable --now docker !> write-r /etc/systemd/system\n" + "systemctl --user status x !> write-r ~/.config/systemd/user\n" +
			"systemctl --user show-environment => expose:env the service manager's environment\n" + "systemctl show-environment => expose:env the service manager's environment\n" +
			"systemctl --user import-environment => expose:env the whole environment\n" + "systemctl --user import-environment AWS_SECRET_ACCESS_KEY => expose:var AWS_SECRET_ACCESS_KEY\n" +
			"systemctl --user set-environment \"K=$GITHUB_TOKEN\" => expose:var GITHUB_TOKEN\n" + "systemctl --user import-environment DISPLAY !> expose:env the whole environment\n" +
			"systemctl --user show x.service !> expose:env the service manager's environment\n" +
			"systemctl restart nginx => -\n" + "systemctl status => -\n" + "systemctl suspend => -\n" + "systemctl isolate multi-user.target => -\n" + "systemctl reboot --help => -\n"},
	{Name: "telinit", Like: "init"},
	{Name: "umount", Opts: "a|all A|all-targets c|no-canonicalize d|detach-loop fake f|force i|internal-only n|no-mtab l|lazy O|test-opts= R|recursive r|read-only t|types= q|quiet N|namespace= v|verbose h|help V|version",
		Does: umountDoes,
		Examples: "sudo umount -a => destroy:mounts every mounted filesystem\n" + "umount -a -t nfs,cifs => destroy:mounts every mounted nfs,cifs filesystem\n" +
			"umount --all --lazy => destroy:mounts every mounted filesystem\n" + "umount -R / => destroy:mounts every mounted filesystem\n" +
			"umount -a --fake => -\n" + "umount /mnt/usb => -\n" + "umount -l /mnt/x => -\n" + "umount -R /mnt/chroot => -\n" + "umount --help => -\n"},
}

// running is what a power change destroys.
const running = "the running system: every process stops"

func powerDestroy(c *Call) {
	c.Add(Effect{Kind: Destroy, Class: "power", Text: running, Known: true, By: c.Name})
}

// powerDoes: halt, poweroff and reboot stop the machine, unless only a wtmp record is
// written (-w).
func powerDoes(c *Call) {
	if !c.HasAny("help", "w") {
		powerDestroy(c)
	}
}

// shutdownDoes: shutdown [TIME] [MESSAGE] powers off (or halts, reboots) now or at TIME;
// -c cancels a pending one, -k only sends the warning, --show prints it.
func shutdownDoes(c *Call) {
	if !c.HasAny("help", "c", "k", "show") {
		powerDestroy(c)
	}
}

// initLevelDoes: init (telinit) 0 halts, 6 reboots, 1 and S take the machine to single-user mode,
// stopping every service; q and u only reload.
func initLevelDoes(c *Call) {
	switch c.Op(0) {
	case "0", "6", "1", "s", "S", "single", "emergency", "rescue":
		powerDestroy(c)
	}
}

func kexecDoes(c *Call) {
	if c.HasAny("e", "f") && !c.HasAny("help", "version") {
		powerDestroy(c)
	}
}

// systemTargets are the systemd targets that stop the running system.
const systemTargets = "poweroff.target reboot.target halt.target kexec.target soft-reboot.target rescue.target emergency.target shutdown.target"

// systemctlDoes: systemctl's power verbs, and isolating or starting their targets, stop the
// machine; --when=cancel and --when=show only manage a scheduled one. Suspend and hibernate
// keep it.
func systemctlDoes(c *Call) {
	if c.HasAny("h", "version") {
		return
	}
	if w, ok := c.Value("when"); ok && (w.S == "cancel" || w.S == "show") {
		return
	}
	switch op := strings.ToLower(c.Op(0)); op {
	case "enable", "reenable", "link", "preset", "preset-all", "add-wants", "add-requires", "edit", "set-property":
		systemdUnitWrites(c, op)
	case "poweroff", "reboot", "halt", "kexec", "soft-reboot", "rescue", "emergency":
		powerDestroy(c)
	case "show-environment":
		// the manager's environment: what `systemctl --user import-environment` and
		// dbus-update-activation-environment copied into it, the session's secrets among them
		c.Add(Effect{Kind: Expose, Class: "env", Text: "the service manager's environment", By: "systemctl show-environment"})
	case "import-environment", "set-environment":
		managerEnv(c, c.Operands()[1:], "systemctl "+op)
	case "isolate", "start":
		for _, w := range c.Operands()[1:] {
			if t := strings.ToLower(w.S); w.Dyn || inWords(systemTargets, t) || inWords(systemTargets, t+".target") {
				powerDestroy(c)
				return
			}
		}
	}
}

// systemdUnitWrites: enabling, linking or editing a unit of the user's manager (--user) or
// of every user's (--global) writes links and drop-ins into its configuration directory,
// and the unit then runs at every login, outside every guard (`systemctl --user enable
// /tmp/x.service`). The system manager's are root's and /etc's, judged as the writes they are
// only there: enabling a service on a machine being set up is ordinary work.
func systemdUnitWrites(c *Call, op string) {
	dir := ""
	switch {
	case c.Has("user"):
		dir = "~/.config/systemd/user"
	case c.Has("global"):
		dir = "/etc/systemd/user"
	case op == "link":
		dir = "/etc/systemd/system"
	default:
		return
	}
	c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: dir}), Tree: true, By: "systemctl " + op})
}

// launchctlDoes: loading, bootstrapping or enabling a launchd job registers a program that
// launchd starts at every login (or now, and again when it exits), outside every guard: the
// write of the user's launch agents that makes it persist, judged as systemctl --user enable
// is. So is setting the environment or the PATH launchd gives every program it starts later
// (setenv, config). Listing, printing, unloading and restarting a job already there change
// nothing that runs later; any other verb, and one known only when it runs (launchctl "$v"),
// or commands read from stdin (launchctl with none), is judged as the write it may be.
// asuser, bsexec, examine and submit have specs of their own: each runs a command.
func launchctlDoes(c *Call) {
	ops := c.Operands()
	if len(ops) == 0 {
		if c.In.Piped && !c.HasAny("h") {
			launchAgentsWrite(c, "launchctl")
		}
		return
	}
	if ops[0].Dyn {
		launchAgentsWrite(c, "launchctl "+ops[0].S)
		return
	}
	switch op := strings.ToLower(ops[0].S); op {
	case "list", "print", "print-cache", "print-disabled", "unload", "bootout", "disable", "remove", "stop", "kill", "start", "kickstart",
		"managerpid", "manageruid", "managername", "error", "variant", "version", "help", "hostinfo", "procinfo", "resolveport",
		"blame", "dumpstate", "dumpjpcategory", "plist", "uncache", "limit", "attach":
	case "getenv":
		// launchd's environment holds what launchctl setenv put there for every GUI program
		exposeVars(c, ops[1:], "", "launchctl getenv")
	case "export":
		c.Add(Effect{Kind: Expose, Class: "env", Text: "launchd's environment", By: "launchctl export"})
	case "reboot":
		switch c.Op(1) {
		case "", "system", "halt", "userspace":
			powerDestroy(c)
		}
	default:
		launchAgentsWrite(c, "launchctl "+op)
	}
}

// launchctlSubmitDoes: the job submit registers is the write load makes; with -p, the program
// launchd runs is one the command names, not read here.
func launchctlSubmitDoes(c *Call) {
	launchAgentsWrite(c, "launchctl submit")
	if p, ok := c.Value("p"); ok {
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "file", Path: c.PathOf(p), By: "launchctl submit -p"})
	}
}

func launchAgentsWrite(c *Call, by string) {
	c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: "~/Library/LaunchAgents"}), Tree: true, By: by})
}

// loginctlDoes: loginctl's power verbs stop the machine as systemctl's do; suspend and
// hibernate keep it, and the session verbs leave it running.
func loginctlDoes(c *Call) {
	if c.HasAny("h", "version") {
		return
	}
	switch strings.ToLower(c.Op(0)) {
	case "poweroff", "reboot", "halt", "kexec":
		powerDestroy(c)
	}
}

// umountDoes: umount -a unmounts every filesystem in /proc/self/mountinfo (of the types -t
// names), and -R / every one below the root; --fake only updates the records.
func umountDoes(c *Call) {
	if c.HasAny("h", "V", "fake") {
		return
	}
	all := c.Has("a")
	if c.Has("R") {
		for _, w := range c.Operands() {
			all = all || w.S == "/" || w.Dyn
		}
	}
	if !all {
		return
	}
	what := "every mounted filesystem"
	if t, ok := c.Value("t"); ok && !strings.HasPrefix(t.S, "no") {
		what = "every mounted " + t.S + " filesystem"
	}
	c.Add(Effect{Kind: Destroy, Class: "mounts", Text: what, Known: true, By: "umount -a"})
}

// passwdDoes: passwd -d deletes an account's password: anyone may log in as it without one,
// and the old password is gone.
func passwdDoes(c *Call) {
	if !c.Has("d") || c.Has("h") {
		return
	}
	user := c.Operand(0)
	if user.S == "" && !user.Dyn {
		c.Add(Effect{Kind: Destroy, Class: "password", Text: "the password of the current user", Known: true, By: "passwd -d"})
		return
	}
	cloudDestroy(c, "password", "the password of", false, "passwd -d", user)
}

// atDoes: at (and batch) reads a job, shell text run later, from -f's file or stdin; -l, -c,
// -r and -d list, print or remove jobs instead.
func atDoes(c *Call) {
	if c.HasAny("l", "c", "r", "d", "V") {
		return
	}
	text, known, class := "", false, "stdin"
	if f, ok := c.Value("f"); ok && !stdinName(f) {
		class = "file"
		text, known = c.ReadCode(c.PathOf(f))
	} else if c.In.StdinKnown {
		text, known = c.In.Stdin, true
	} else if t, ok := stdinFile(c); ok {
		text, known = c.ReadCode(c.PathOf(Word{S: t}))
	}
	laterJob(c, text, known, class, "at job")
}

// laterJob records shell text a scheduler runs later, walked now like the command's own.
func laterJob(c *Call, text string, known bool, class, via string) {
	if known && strings.TrimSpace(text) == "" {
		return
	}
	c.Add(Effect{Kind: Exec, Lang: "sh", Class: class, Text: text, Known: known, By: c.Name, Via: via})
}

// stdinName reports a file operand that is the command's stdin.
func stdinName(w Word) bool {
	return !w.Dyn && (w.S == "-" || w.S == "/dev/stdin" || w.S == "/dev/fd/0" || w.S == "/proc/self/fd/0")
}

// stdinFile is the file a `<` redirect feeds the command.
func stdinFile(c *Call) (string, bool) {
	for _, r := range c.In.Redirects {
		if r.Op == "<" && r.Fd == 0 && !r.Dynamic {
			return r.Target, true
		}
	}
	return "", false
}

// killDoes: a pid of -1 is every process the user may signal (as root, every process on the
// machine but init): the harness, its hooks and every service stop, as with a shutdown. A
// lone -1 is a signal number with no pid (bash refuses it); -PGID is one process group.
func killDoes(c *Call) {
	w := c.Words
	i := 0
	if i < len(w) && !w[i].Dyn && strings.HasPrefix(w[i].S, "-") && w[i].S != "--" {
		switch w[i].S {
		case "-l", "-L", "--list", "--table":
			return
		case "-s", "-n", "--signal":
			i += 2
		default:
			i++
		}
	}
	sig := ""
	if i > 0 {
		sig = strings.TrimPrefix(w[i-1].S, "-")
		if w[i-1].Dyn {
			sig = "?" // kill -s "$S": any signal
		}
	}
	pids := i
	for ; i < len(w); i++ {
		if w[i].S == "-1" && !w[i].Dyn {
			c.Add(Effect{Kind: Destroy, Class: "power", Text: "every process the user can signal", Known: true, By: "kill -1"})
			return
		}
	}
	if harmless(sig) {
		return
	}
	// Each process by its id; one only known when it runs is what an earlier command listed
	// (kill $(pgrep x), pgrep x | xargs kill), or $PPID: a guard looks at where it comes from.
	for _, p := range w[pids:] {
		if p.S != "--" && !strings.HasPrefix(p.S, "%") {
			c.Add(Effect{Kind: Signal, Class: "pid", Text: p.S, Known: !p.Dyn, Lang: sigName(sig), By: "kill"})
		}
	}
}

// managerEnv judges the words a program copies into a service manager's or session bus's
// activation environment (systemctl import-environment, dbus-update-activation-environment),
// where every service it starts, and anyone asking the manager, reads them: NAME copies that
// variable, NAME=VALUE the variables VALUE was made of, no word at all (or --all) every one.
func managerEnv(c *Call, ws []Word, by string) {
	if len(ws) == 0 {
		c.Add(Effect{Kind: Expose, Class: "env", Text: "the whole environment", By: by})
		return
	}
	for _, w := range ws {
		if !w.Dyn && !strings.Contains(w.S, "=") {
			c.Add(Effect{Kind: Expose, Class: "var", Text: w.S, Known: true, By: by})
			continue
		}
		exposeWords(c, []Word{w}, by)
	}
}
