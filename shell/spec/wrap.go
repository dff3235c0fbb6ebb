package spec

// wrapSpecs are the programs that run another command: privilege and environment wrappers,
// schedulers, tracers, remote shells, multi-call binaries and recipe runners. The shell front
// end follows Run to list the command each one starts. Sorted by Name.
var wrapSpecs = []Spec{
	{Name: "ash", Like: "sh"},
	{Name: "bash", Like: "sh"},
	{Name: "builtin", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "busybox", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "busybox rm -rf /tmp/x => delete-r /tmp/x\n" + "busybox.static rm -rf /srv => delete-r /srv\n" + "sbase-box rm -rf /srv => delete-r /srv\n"},
	// Alpine's static busybox, and suckless sbase's and ubase's multi-call binaries.
	{Name: "busybox.static", Like: "busybox"},
	{Name: "caffeinate", Opts: "d i m s u t= w=", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "catchsegv", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "chronic", Opts: "e v", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "chroot", Opts: "userspec= groups= skip-chdir", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1, Remote: true}},
	{Name: "chrt", Opts: "a|all-tasks b|batch d|deadline e|ext f|fifo i|idle m|max o|other p|pid r|rr R|reset-on-fork T|sched-runtime= P|sched-period= D|sched-deadline= v|verbose", Style: InOrder,
		Run: &Run{Kind: RunArgv, Skip: 1, None: "p m"}},
	{Name: "command", Opts: "p v V", Style: InOrder, Run: &Run{Kind: RunArgv, None: "v V"}},
	// uutils' multi-call binary runs the program its first operand names (coreutils rm -rf x);
	// GNU's single binary the one --coreutils-prog= names, with the words after it, and
	// --coreutils-prog-shebang= (a script's #! line) the same with the next word, the script,
	// as its argv[0] (see multiCall).
	{Name: "coreutils", Opts: "coreutils-prog=! coreutils-prog-shebang=! list", Style: InOrder, Run: &Run{Kind: RunArgv, None: "list"},
		Examples: "coreutils rm -rf /tmp/x => delete-r /tmp/x\n" + "coreutils --coreutils-prog=rm -rf /srv => delete-r /srv\n" +
			"coreutils --coreutils-prog-shebang=rm ./script.rm -rf /srv => delete-r /srv\n" + "coreutils --coreutils-prog-shebang=rm -rf /srv !> delete-r /srv\n" +
			"coreutils --coreutils-prog=ls -rf /srv !> delete-r /srv\n" + "coreutils --list => -\n"},
	{Name: "csh", Like: "sh"},
	{Name: "dash", Like: "sh"},
	{Name: "doas", Opts: "u= C= n s L", Style: InOrder, Run: &Run{Kind: RunArgv, None: "C L"}},
	{Name: "elvish", Like: "sh", Examples: "elvish -c 'rm -rf /srv' => delete-r /srv\n" + "elvish -norc -c 'e:rm -rf /srv' => delete-r /srv\n" + "elvish -c 'echo hi' !> delete-r ?\n"},
	{Name: "env", Opts: "i|ignore-environment 0|null u|unset= C|chdir= S|split-string= block-signal? default-signal? ignore-signal? list-signal-handling debug v", Style: InOrder,
		Run: &Run{Kind: RunArgv, Assigns: true, Cwd: "C"}, Does: envDoes,
		Examples: "env => expose:env the whole environment\n" + "env -i X=1 rm -rf /srv => delete-r /srv\n" + "env X=1 true !> expose:env the whole environment\n" + "env -C /etc rm -f hosts => delete hosts\n"},
	{Name: "es", Like: "sh", Examples: "es -c 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "exec", Opts: "a= c l", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "faketime", Opts: "m f= p=", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1}},
	{Name: "firejail", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "fish", Like: "sh"},
	{Name: "flock", Opts: "s|shared x|e|exclusive u|unlock n|nb|nonblock w|wait|timeout= E|conflict-exit-code= o|close c|command= F|no-fork v|verbose", Style: InOrder, Does: flockDoes,
		Examples: "flock /tmp/build.lock make => create+ /tmp/build.lock\n" + "flock -n .git/x.lock -c 'git gc' => create+ .git/x.lock\n" + "flock 9 => -\n"},
	{Name: "ifne", Opts: "n", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "ion", Like: "sh", Examples: "ion -c 'rm -rf /srv' => delete-r /srv\n" + "ion -n -c 'rm -rf /srv' !> delete-r /srv\n"},
	{Name: "ionice", Opts: "c|class= n|classdata= p|pid= P|pgid= t|ignore u|uid=", Style: InOrder, Run: &Run{Kind: RunArgv, None: "p P u"}},
	{Name: "ksh", Like: "sh"},
	{Name: "lksh", Like: "sh"},
	{Name: "loksh", Like: "sh"},
	{Name: "ltrace", Like: "strace"},
	{Name: "mksh", Like: "sh"},
	{Name: "murex", Like: "sh", Examples: "murex -c 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "nice", Opts: "n|adjustment=", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "nocache", Opts: "n=", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "noglob", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "nohup", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "nsenter", Opts: "a|all t|target= m|mount? u|uts? i|ipc? n|net? p|pid? C|cgroup? U|user? T|time? S|setuid= G|setgid= preserve-credentials r|root? w|wd? W|wdns= e|env F|no-fork Z|follow-context", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "nu", Like: "sh", Examples: "nu -c 'rm -rf /srv' => delete-r /srv\n" + "nu -n -c 'rm -rf /srv' => delete-r /srv\n" + "nu --config c.nu -c '^rm -rf /srv' => delete-r /srv\n" +
		"echo 'rm -r /srv' > x.nu; nu x.nu => delete-r /srv\n" + "echo 'rm -r /srv' | nu --stdin => delete-r /srv\n" + "nu -c 'ls | where size > 1mb' !> delete-r ?\n"},
	{Name: "nushell", Like: "nu"},
	{Name: "oil", Like: "sh"},
	{Name: "oksh", Like: "sh"},
	{Name: "osh", Like: "sh", Examples: "osh -c 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "parallel", Opts: "j|jobs|P|max-procs= S|sshlogin= sshloginfile|slf= n|max-args= N= d|delimiter= a|arg-file= I= er|extensionreplace= bnr|basenamereplace= dnr|dirnamereplace= bner|basenameextensionreplace= seqreplace= slotreplace= rpl= X|xargs m k|keep-order u|ungroup group line-buffer lb v|verbose t halt|halt-on-error= delay= timeout= joblog= results|res= colsep|C= tagstring= tag workdir|wd= tmpdir= retries= memfree= load= q|quote 0|null r|no-run-if-empty eta progress bar dry-run|dryrun pipe block|block-size= shebang E= e|eof? i|replace? L|max-lines= l? s|max-chars= x|exit plus nonall onall basefile|bf= trc= transfer return= cleanup env= sshdelay= semaphore|semaphorename|id= fg bg silent use-cpus-instead-of-cores citation will-cite", Style: InOrder},
	{Name: "pdksh", Like: "sh"},
	{Name: "pkexec", Opts: "user= disable-internal-agent keep-cwd", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "posh", Like: "sh"},
	{Name: "proxychains", Opts: "q f=", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "proxychains4", Like: "proxychains"},
	{Name: "rbash", Like: "sh"},
	{Name: "rc", Like: "sh", Examples: "rc -c 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "runuser", Opts: "u|user= c|command= session-command= f|fast g|group= G|supp-group= l|login m|p|preserve-environment P|pty s|shell= w|whitelist-environment=", Style: InOrder},
	{Name: "sbase-box", Like: "busybox"},
	{Name: "setsid", Opts: "c|ctty f|fork w|wait", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "sh", Opts: "a b B C e E f h H i k l m n p P r s t T u v x c o= O= D login norc noprofile rcfile= init-file= posix restricted verbose version debugger dump-strings dump-po-strings noediting pretty-print protected wordexp command", Style: Shell,
		Does: shDoes, Examples: "bash deploy.sh => read:code deploy.sh\n" + "sh -c 'echo x' !> read:code echo x\n" + "bash -n x.sh !> read:code x.sh\n" + "bash => -\n" +
			"bash -nv .env => read:show .env\n" + "sh -xv .env => read:show .env\n" + "bash --verbose x.sh => read:show x.sh\n" + "sh -o xtrace x.sh => read:show x.sh\n" + "bash x.sh !> read:show x.sh\n" + "bash -c 'echo' -x !> read:show -x\n"},
	{Name: "ssh", Opts: "4 6 A a B= b= C c= D= E= e= F= f G g I= i= J= K k L= l= M m= N n O= o= P= p= Q= q R= S= s T t V v W= w= X x Y y", Style: Host,
		Run: &Run{Kind: RunText, Skip: 1, Remote: true}, Does: sshDoes,
		Examples: "ssh host rm -rf / => delete-r /\n" + "ssh -p 22 host 'rm -rf /srv' => delete-r /srv\n" +
			"ssh -o ProxyCommand='rm -rf /srv' x => delete-r /srv\n" + "ssh -oLocalCommand=rm\\ -rf\\ /srv -o PermitLocalCommand=yes x true => delete-r /srv\n" + "ssh -o Port=22 x !> exec:sh ?\n" +
			// OpenSSH reads options after the destination too, up to the command or --.
			"ssh host -t rm -rf /srv => delete-r /srv\n" + "ssh host -- rm -rf /srv => delete-r /srv\n" + "ssh host -p 22 -- rm -rf /srv => delete-r /srv\n" +
			"ssh x -o ProxyCommand='rm -rf /srv' true => delete-r /srv\n" +
			"ssh -o SendEnv=AWS_SECRET_ACCESS_KEY host => expose:var AWS_SECRET_ACCESS_KEY\n" + "ssh -o 'SendEnv LANG GITHUB_TOKEN' host => expose:var GITHUB_TOKEN\n" +
			"ssh -oSendEnv='*' host => expose:env the variables SendEnv * matches\n" + "ssh -o SendEnv='LC_*' host !> expose:env the variables SendEnv LC_* matches\n" +
			"ssh -o SetEnv=\"X=$AWS_SECRET_ACCESS_KEY\" host => expose:var AWS_SECRET_ACCESS_KEY\n" + "ssh -o SetEnv=TERM=xterm host !> expose:var TERM\n" +
			"ssh host -o SendEnv=NPM_TOKEN true => expose:var NPM_TOKEN\n" + "ssh -o SendEnv=-LC_ALL host !> expose:var LC_ALL\n" + "ssh host -t ls -rf /srv !> delete-r /srv\n"},
	{Name: "stdbuf", Opts: "i|input= o|output= e|error=", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "strace", Opts: "a= b= c C d D e= E= f F h i I= k o= O= p= P= q r s= S= t T u= U= v V w x X= y z Z", Style: InOrder, Run: &Run{Kind: RunArgv, None: "p"}, Does: straceDoes,
		Examples: "strace -o trace.txt ls => write trace.txt\n" + "strace -p 42 -e inject=clone:error=EAGAIN => signal:pid 42\n"},
	{Name: "su", Opts: "c|command= session-command= f|fast g|group= G|supp-group= l|login m|p|preserve-environment P|pty s|shell= w|whitelist-environment="},
	{Name: "sudo", Opts: "A|askpass b|background B|bell C|close-from= D|chdir= E|preserve-env? e|edit g|group= H|set-home h|host= i|login K|remove-timestamp k|reset-timestamp l|list n|non-interactive P|preserve-groups p|prompt= R|chroot= r|role= S|stdin s|shell t|type= T|command-timeout= U|other-user= u|user= V|version v|validate", Style: InOrder,
		Run:      &Run{Kind: RunArgv, Cwd: "D", Assigns: true, None: "l e K V v"},
		Examples: "sudo -u root -E -- rm -rf /opt => delete-r /opt\n" + "sudo -l => -\n" + "sudo GIT_SSH_COMMAND='rm -rf ~' git fetch => exec:sh rm -rf ~\n" + "sudo LC_ALL=C rm -rf /opt => delete-r /opt\n"},
	{Name: "systemd-run", Opts: "user system scope u|unit= p|property= description= slice= slice-inherit r|remain-after-exit send-sighup service-type= uid= gid= nice= working-directory= d|same-dir E|setenv= t|pty P|pipe S|shell q|quiet on-active= on-boot= on-startup= on-unit-active= on-unit-inactive= on-calendar= on-clock-change on-timezone-change path-property= socket-property= timer-property= no-block wait G|collect H|host= M|machine=", Style: InOrder,
		Run: &Run{Kind: RunArgv},
		// A timer (--on-calendar, --on-active, --on-boot) runs the command later, outside any
		// hook: judged as run now.
		Examples: "systemd-run --user --on-calendar=hourly rm -rf /srv => delete-r /srv\n" + "systemd-run --on-active=30 sh -c 'rm -rf /srv' => delete-r /srv\n" +
			"systemd-run --user --on-boot=1min -- rm -rf /srv => delete-r /srv\n" + "systemd-run --scope ls !> delete-r /srv\n" + "systemd-run --user --on-calendar=daily make build !> delete-r /srv\n"},
	{Name: "taskset", Opts: "a|all-tasks c|cpu-list p|pid", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1, None: "p"}},
	{Name: "tcsh", Like: "sh"},
	{Name: "time", Opts: "f|format= o|output|output-file= a|append v|verbose q|quiet p|portability", Style: InOrder, Run: &Run{Kind: RunArgv}, Does: func(c *Call) { outputOption(c, "o") },
		Examples: "/usr/bin/time -o timing.log rm -rf /opt => write timing.log\n" + "/usr/bin/time -o timing.log rm -rf /opt => delete-r /opt\n"},
	{Name: "timeout", Opts: "f|foreground k|kill-after= p|preserve-status s|signal= v|verbose", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1},
		Examples: "timeout -s KILL 5 rm -rf /etc => delete-r /etc\n"},
	{Name: "torsocks", Opts: "i d u= p= a= P=", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "toybox", Like: "busybox"},
	{Name: "ubase-box", Like: "busybox"},
	{Name: "unbuffer", Opts: "p", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "unshare", Opts: "m|mount? u|uts? i|ipc? n|net? p|pid? U|user? C|cgroup? T|time? f|fork kill-child? mount-proc? map-user= map-group= r|map-root-user c|map-current-user propagation= setgroups= keep-caps S|setuid= G|setgid= R|root= w|wd=", Style: InOrder,
		Run: &Run{Kind: RunArgv}},
	{Name: "watch", Opts: "b|beep c|color C|no-color d|differences? e|errexit g|chgexit n|interval= p|precise q|equexit= r|no-rerun s|shotsdir= t|no-title w|no-wrap x|exec", Style: InOrder},
	{Name: "xargs", Opts: "0|null a|arg-file= d|delimiter= E= e|eof? I= i|replace? L= l|max-lines? n|max-args= o|open-tty P|max-procs= p|interactive process-slot-var= r|no-run-if-empty s|max-chars= show-limits t|verbose x|exit", Style: InOrder, Does: xargsDoes,
		Examples: "xargs -a .env echo => read:show .env\n" + "xargs --arg-file=list.txt -I{} echo {} => read:show list.txt\n" + "xargs echo !> read:show .env\n"},
	{Name: "xonsh", Like: "sh", Examples: "xonsh -c 'rm -rf /srv' => delete-r /srv\n" + "xonsh -c 'import shutil; shutil.rmtree(\"/srv\")' => delete-r /srv\n" +
		"xonsh -c 'x = $(rm -rf /srv)' => delete-r /srv\n" + "xonsh -c 'print(1); rm -rf /srv' => delete-r /srv\n" + "printf 'print(1)\\nrm -rf /srv\\n' | xonsh => delete-r /srv\n" + "xonsh -c 'print(1)' !> delete-r ?\n"},
	{Name: "xvfb-run", Opts: "a|auto-servernum e|error-file= f|auth-file= n|server-num= l|listen-tcp p|xauth-protocol= s|server-args= w|wait=", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "yash", Like: "sh"},
	{Name: "ysh", Like: "sh", Examples: "ysh -c 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "zsh", Like: "sh"},
}

// shDoes: a shell given a script file runs it (its commands are the front end's to walk);
// with -c, -s or -n it runs text, its stdin, or nothing.
func shDoes(c *Call) {
	if len(c.P.Operands) > 0 && !c.HasAny("c", "command", "s") && shTraces(c) {
		// -v echoes every line it reads, -x every command with its values expanded, -n or not:
		// the script is shown (bash -nv .env prints the keys and runs nothing).
		if w := c.Operand(0); w.S != "-" {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: c.Name + " -v"})
		}
	}
	if c.HasAny("c", "command", "s", "n") || len(c.P.Operands) == 0 {
		return
	}
	if w := c.Operand(0); w.S != "-" {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "code", By: c.Name})
	}
}

// outputOption is the Does of a wrapper whose option names a file it writes (time -o).
func outputOption(c *Call, opt string) {
	if w, ok := c.Value(opt); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: c.Name + " -" + opt})
	}
}

// envDoes: env with no command prints the environment.
func envDoes(c *Call) {
	for _, w := range c.Operands() {
		if !isAssign(w.S) {
			return
		}
	}
	if _, ok := c.Value("S"); ok {
		return
	}
	c.Add(Effect{Kind: Expose, Class: "env", By: "env", Text: "the whole environment"})
}

// isAssign reports a NAME=VALUE word.
func isAssign(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '=' {
			return i > 0
		}
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return false
}

// IsAssign reports a NAME=VALUE word, as env and the shell take them.
func IsAssign(s string) bool { return isAssign(s) }

// flockDoes: flock FILE opens the lock file, making it where it is missing; flock FD locks an
// open descriptor.
func flockDoes(c *Call) {
	w := c.Operand(0)
	if len(c.P.Operands) == 0 || !w.Dyn && isFd(w.S) {
		return
	}
	c.Add(Effect{Kind: Create, Path: c.PathOf(w), Keep: true, By: "flock"})
}
