package spec

import "strings"

// wrap2Specs are more programs that run another command (sandboxes, debuggers, terminal
// multiplexers, dev-environment shells), and the programs that type into a terminal, where the
// human's answer to a block is read. Sorted by Name.
var wrap2Specs = []Spec{
	{Name: "abduco", Opts: "a A c n r l f q p e=", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1},
		Examples: "abduco -c s rm -rf /srv => delete-r /srv\n" + "abduco -a s => -\n"},
	{Name: "alacritty", Opts: "e|command=! working-directory= hold T|title= class= o|option= config-file= q v embed= print-events ref-test", Run: &Run{Kind: RunArgv, Opt: "e"},
		Examples: "alacritty --hold -e rm -rf /srv => delete-r /srv\n" + "alacritty => -\n"},
	// asdf exec runs a tool's shim, asdf env a utility in a tool's environment.
	{Name: "asdf", Style: InOrder, Subs: true},
	{Name: "asdf env", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1},
		Examples: "asdf env nodejs rm -rf /srv => delete-r /srv\n" + "asdf env nodejs => -\n"},
	{Name: "asdf exec", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "asdf exec rm -rf /srv => delete-r /srv\n" + "asdf exec node -e 'require(\"fs\").rmSync(\"/srv\",{recursive:true})' => delete-r /srv\n"},
	{Name: "bwrap", Style: InOrder,
		Examples: "bwrap --bind / / rm -rf /srv => delete-r /srv\n" + "bwrap --ro-bind /usr /usr --dev /dev --unshare-all -- rm -rf /srv => delete-r /srv\n" +
			"bwrap --bind /srv /srv --overlay a b /x --setenv A B rm -rf /srv => delete-r /srv\n" + "bwrap --bind /srv /srv !> delete-r /srv\n"},
	{Name: "cgexec", Opts: "g= sticky", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "cgexec -g cpu:low rm -rf /srv => delete-r /srv\n"},
	// chokidar (chokidar-cli) runs -c's text as a shell command on every change, and at once
	// with --initial: judged as run now.
	{Name: "chokidar", Opts: "c|command= d|debounce= t|throttle= s|follow-symlinks i|ignore= p|polling poll-interval= poll-interval-binary= initial silent verbose h|help v|version",
		Run:      &Run{Kind: RunText, Opt: "c"},
		Examples: "chokidar 'src/**' -c 'rm -rf /srv' => delete-r /srv\n" + "chokidar '**/*.ts' --initial --command 'rm -rf /srv' => delete-r /srv\n" + "chokidar 'src/**' -c 'npm run build' !> delete-r /srv\n"},
	{Name: "chpst", Opts: "u= U= e= n= l= L= m= d= o= p= f= c= r= t= v P 0 1 2", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "chpst -u app rm -rf /srv => delete-r /srv\n"},
	{Name: "conc", Like: "concurrently"},
	// concurrently (and its conc alias) runs each operand as shell text, all at once; npm:NAME
	// is `npm run NAME`.
	{Name: "concurrently", Opts: "n|names= names-separator= c|prefix-colors= p|prefix= l|prefix-length= t|timestamp-format= k|kill-others kill-others-on-fail kill-signal= s|success= r|raw hide= g|group m|max-processes= P|passthrough-arguments restart-tries= restart-after= i|handle-input default-input-target= no-color timings h|help v|version",
		Does:     concurrentlyDoes,
		Examples: "concurrently 'npm:watch' 'rm -rf /srv' => delete-r /srv\n" + "concurrently -n a,b -k 'tsc -w' 'rm -rf /srv' => delete-r /srv\n" + "concurrently 'tsc -w' 'vite' !> delete-r /srv\n"},
	// corepack runs the package manager its first operand names (corepack pnpm dlx rimraf ~);
	// its own verbs (enable, use, up, install, prepare, pack) name no program of the line's.
	{Name: "corepack", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "corepack pnpm dlx rimraf /srv => delete-r /srv\n" + "corepack enable !> delete-r /srv\n"},
	{Name: "cross-env", Style: InOrder, Run: &Run{Kind: RunArgv, Assigns: true},
		Examples: "cross-env NODE_ENV=production rm -rf /srv => delete-r /srv\n" + "cross-env X=1 => -\n"},
	{Name: "cross-env-shell", Style: InOrder, Run: &Run{Kind: RunText}},
	{Name: "daemonize", Opts: "a c= e= E= o= p= l= u= v", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "daemonize -c /tmp /bin/rm -rf /srv => delete-r /srv\n"},
	{Name: "dbus-launch", Opts: "sh-syntax csh-syntax auto-syntax binary-syntax close-stderr exit-with-session exit-with-x11 autolaunch= config-file=", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "dbus-launch --exit-with-session rm -rf /srv => delete-r /srv\n"},
	{Name: "dbus-run-session", Opts: "config-file= dbus-daemon= version", Style: InOrder, Run: &Run{Kind: RunArgv, Sep: "--"},
		Examples: "dbus-run-session -- rm -rf /srv => delete-r /srv\n"},
	// dbus-update-activation-environment copies variables into the session bus's (and with
	// --systemd the user manager's) activation environment, which every service it starts and
	// every `systemctl --user show-environment` reads.
	{Name: "dbus-update-activation-environment", Opts: "a|all systemd v|verbose h|help", Style: InOrder, Does: dbusEnvDoes,
		Examples: "dbus-update-activation-environment --all => expose:env the whole environment\n" +
			"dbus-update-activation-environment --systemd AWS_SECRET_ACCESS_KEY => expose:var AWS_SECRET_ACCESS_KEY\n" +
			"dbus-update-activation-environment \"K=$NPM_TOKEN\" => expose:var NPM_TOKEN\n" +
			"dbus-update-activation-environment --systemd DISPLAY XAUTHORITY !> expose:env the whole environment\n" +
			"dbus-update-activation-environment --help => -\n"},
	{Name: "distrobox", Style: InOrder, Subs: true},
	{Name: "distrobox enter", Opts: "n|name= e|no-tty nw|no-workdir a|additional-flags= T r|root clean-path v|verbose", Style: InOrder, Run: &Run{Kind: RunArgv, Sep: "--"},
		Examples: "distrobox enter box -- rm -rf ~/src => delete-r ~/src\n" + "distrobox enter -n box -- rm -rf /srv => delete-r /srv\n" + "distrobox enter box => -\n"},
	{Name: "distrobox-enter", Like: "distrobox enter"},
	{Name: "dtach", Opts: "A= c= n= N= a= e= E r= z", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "eatmydata", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "eatmydata rm -rf /srv => delete-r /srv\n"},
	// entr runs its utility once at start (unless -p) and on every change; with -s the first
	// operand is shell text for $SHELL -c.
	{Name: "entr", Opts: "a c d n p r s z", Style: InOrder, Run: &Run{Kind: RunArgv}, Does: entrDoes,
		Examples: "ls src/*.go | entr -s 'rm -rf /srv' => delete-r /srv\n" + "entr -rs 'go build && rm -rf /srv' <<< x => delete-r /srv\n" + "entr rm -rf /srv <<< x => delete-r /srv\n" +
			"entr -s 'make test' <<< x !> delete-r /srv\n"},
	{Name: "fakeroot", Opts: "l|lib= faked= s= i= u|unknown-is-real b= h|help v|version", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "fakeroot -- rm -rf /srv => delete-r /srv\n"},
	{Name: "flatpak-spawn", Opts: "host watch-bus expose-pids share-pids forward-fd= env= unset-env= clear-env latest-version sandbox no-network sandbox-expose= sandbox-expose-ro= sandbox-flag= directory= app-path= usr-path=", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "flatpak-spawn --host rm -rf /srv => delete-r /srv\n"},
	{Name: "foot", Opts: "c|config= o|override= C|check-config f|font= t|term= T|title= a|app-id= w|window-size-pixels= W|window-size-chars= m|maximized F|fullscreen L|login-shell D|working-directory= s|server? H|hold p|print-pid= d|log-level= l|log-colorize? S|no-setlocale e", Style: InOrder, Run: &Run{Kind: RunArgv, None: "C s"},
		Examples: "foot -H rm -rf /srv => delete-r /srv\n"},
	{Name: "gdb", Opts: "args! batch q|quiet|silent nx|n nh x|command= ex|eval-command= ix|init-command= iex|init-eval-command= p|pid= c|core= cd= d|directory= s|symbols= e|exec= se= tty= write readnow readnever configuration version help", Style: Single,
		Run:  &Run{Kind: RunArgv},
		Does: gdbDoes,
		Examples: "gdb --args rm -rf /srv => delete-r /srv\n" + "gdb -batch -ex 'shell rm -rf /srv' => delete-r /srv\n" + "gdb -ex '!rm -rf /srv' => delete-r /srv\n" +
			"gdb -batch -ex 'pipe bt | rm -rf /srv' => delete-r /srv\n" + "gdb -p 42 -ex bt => signal:pid 42\n" + "gdb --pid=$PPID => signal:pid $PPID\n" + "gdb ./a.out !> delete-r ./a.out\n" +
			"gdb -batch -ex 'show environment' => expose:env the whole environment\n" + "gdb -batch -ex 'sho env' => expose:env the whole environment\n" +
			"gdb -batch -ex 'show environment GITHUB_TOKEN' => expose:var GITHUB_TOKEN\n" + "gdb -batch -ex 'show version' => -\n" + "gdb -ex 'set environment X=1' -ex run ./a !> expose:env the whole environment\n"},
	{Name: "gnome-terminal", Opts: "e|command= window tab t|title= working-directory= geometry= profile= hide-menubar show-menubar full-screen maximize wait zoom= q|quiet", Style: InOrder, Run: &Run{Kind: RunArgv, Sep: "--", Text: "e"},
		Examples: "gnome-terminal -- rm -rf /srv => delete-r /srv\n" + "gnome-terminal -e 'rm -rf /srv' => delete-r /srv\n" + "gnome-terminal --tab => -\n"},
	{Name: "heaptrack", Opts: "o|output= d|debug use-inject r|record-only raw p|pid= a|analyze", Style: InOrder, Run: &Run{Kind: RunArgv, None: "p a"},
		Examples: "heaptrack rm -rf /srv => delete-r /srv\n"},
	{Name: "hyperfine", Opts: "w|warmup= m|min-runs= M|max-runs= r|runs= s|setup= p|prepare= c|cleanup= conclude= P|parameter-scan= D|parameter-step-size= L|parameter-list= S|style= N shell= i|ignore-failure export-asciidoc= export-csv= export-json= export-markdown= export-orgmode= show-output output= input= n|command-name= time-unit= sort=", Does: hyperfineDoes,
		Examples: "hyperfine 'sleep 0.1' 'rm -rf /srv' => delete-r /srv\n" + "hyperfine -p 'rm -rf /srv' true => delete-r /srv\n" + "hyperfine 'ls' !> delete-r /srv\n"},
	{Name: "inv", Like: "invoke"},
	{Name: "invoke", Opts: "c|collection= r|search-root= l|list? d|debug e|echo f|config= h|help? V|version D|list-depth= F|list-format= dry complete", Style: InOrder, Does: invokeTasks,
		Examples: "invoke build => exec:sh ?\n" + "invoke -l => -\n"},
	{Name: "kitten", Style: InOrder, Does: kittyDoes,
		Examples: "kitten @ send-key --match id:1 enter => settings:keys kitten @ send-key\n"},
	{Name: "kitty", Opts: "c|config= o|override= d|directory= T|title= class= name= hold session= detach 1|single-instance instance-group= listen-on= start-as= dump-commands", Style: InOrder, Run: &Run{Kind: RunArgv}, Does: kittyDoes,
		Examples: "kitty --hold rm -rf /srv => delete-r /srv\n" + "kitty @ send-text --match id:1 'allow hg-123abc' => settings:keys kitty @ send-text\n"},
	{Name: "konsole", Opts: "e! hold noclose workdir= p= profile= separate new-tab T= layout=", Run: &Run{Kind: RunArgv},
		Examples: "konsole --noclose -e rm -rf /srv => delete-r /srv\n"},
	{Name: "lldb", Opts: "o|one-line= O|one-line-before-file= s|source= S|source-before-file= b|batch x|no-lldbinit a|arch= f|file= p|attach-pid= n|attach-name= w|wait-for k|one-line-on-crash= K|source-on-crash= Q|source-quietly", Run: &Run{Kind: RunArgv, None: "p n"},
		Does:     func(c *Call) { attachOpt(c, "p", "pid", "attach"); attachOpt(c, "n", "exact", "attach") },
		Examples: "lldb -- rm -rf /srv => delete-r /srv\n" + "lldb -p 42 => signal:pid 42\n" + "lldb -n node => signal:exact node\n"},
	{Name: "mise", Opts: "C|cd= E|env= j|jobs= q|quiet v|verbose y|yes raw", Style: InOrder, Subs: true},
	{Name: "mise exec", Opts: "c|command= C|cd= E|env= j|jobs= raw fresh-env", Style: InOrder, Run: &Run{Kind: RunArgv, Sep: "--", Text: "c"},
		Examples: "mise exec -- rm -rf /srv => delete-r /srv\n" + "mise exec node@20 -- rm -rf /srv => delete-r /srv\n" + "mise x -c 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "mise run", Opts: "C|cd= c|continue-on-error n|dry-run f|force j|jobs= r|raw s|shell= t|tool= o|output= timings no-timings q|quiet S|silent", Style: InOrder, Does: miseTasks,
		Examples: "mise run build => exec:sh ?\n" + "mise run -n build => -\n"},
	{Name: "mise x", Like: "mise exec"},
	{Name: "nix", Opts: "option= extra-experimental-features= experimental-features= offline L|print-build-logs v|verbose debug quiet", Style: InOrder, Subs: true},
	{Name: "nix develop", Opts: "c|command=! i|ignore-environment k|keep= u|unset= phase= build check configure install unpack impure redirect= profile= expr= f|file= arg= argstr= I|include= override-input= no-write-lock-file",
		Run: &Run{Kind: RunArgv, Opt: "c"}, Does: nixDevelopDoes,
		Examples: "nix develop -c rm -rf /srv => delete-r /srv\n" + "nix develop .#dev --command rm -rf /srv => delete-r /srv\n" + "nix develop => -\n" +
			"printf '{ outputs = { self, nixpkgs }: { devShells.x86_64-linux.default = nixpkgs.legacyPackages.x86_64-linux.mkShell { shellHook = \"rm -rf /srv\"; }; }; }' > flake.nix; nix develop -c true => delete-r /srv\n" +
			"printf '{ outputs = _: { shellHook = \"echo ${self}; export A=1\"; }; }' > flake.nix; nix develop -c true !> delete-r /srv\n" +
			"printf '{ outputs = _: { shellHook = \"rm -rf /srv\"; }; }' > flake.nix; nix shell nixpkgs#hello -c true !> delete-r /srv\n"},
	// nix shell puts packages on PATH and runs no shellHook: develop's options, not its Does.
	{Name: "nix shell", Opts: "c|command=! i|ignore-environment k|keep= u|unset= impure expr= f|file= arg= argstr= I|include= override-input= no-write-lock-file", Run: &Run{Kind: RunArgv, Opt: "c"}},
	{Name: "nix-shell", Opts: "run= command= p|packages pure I= arg= argstr= A|attr= E|expr keep= show-trace j|max-jobs= option=", Run: &Run{Text: "run command"}, Does: nixShellDoes,
		Examples: "nix-shell --run 'rm -rf /srv' => delete-r /srv\n" + "nix-shell -p go --command 'rm -rf /srv' => delete-r /srv\n" + "nix-shell shell.nix => -\n" +
			"printf 'with import <nixpkgs> {}; mkShell { shellHook = %s\\n    rm -rf /srv\\n  %s; }' \"''\" \"''\" > shell.nix; nix-shell --run true => delete-r /srv\n" +
			"printf 'mkShell { shellHook = %s\\n    rm -rf /srv\\n  %s; }' \"''\" \"''\" > dev.nix; nix-shell dev.nix => delete-r /srv\n" +
			"printf 'mkShell { shellHook = %s\\n    export PATH=${pkgs.go}/bin:$PATH\\n    echo %s${HOME}\\n  %s; }' \"''\" \"''\" \"''\" > shell.nix; nix-shell --run true !> delete-r /srv\n" +
			"printf 'mkShell { shellHook = \"rm -rf /srv\"; }' > shell.nix; nix-shell -p go --run true !> delete-r /srv\n" +
			"nix-shell -E 'mkShell { shellHook = \"rm -rf /srv\"; }' --run true => delete-r /srv\n"},
	// nodemon runs --exec's text as a shell command on every change (and once at start); without
	// it, node runs the script operand.
	{Name: "nodemon", Opts: "x|exec= w|watch= e|ext= i|ignore= d|delay= V|verbose q|quiet C|on-change-only L|legacy-watch signal= config= no-stdin I|no-colors spawn dump cwd= h|help v|version",
		Style: InOrder, Run: &Run{Kind: RunText, Opt: "x"},
		Examples: "nodemon --exec 'rm -rf /srv' => delete-r /srv\n" + "nodemon -w src -x 'go run . && rm -rf /srv' => delete-r /srv\n" + "nodemon -e ts --exec \"ts-node src/x.ts\" => read:code src/x.ts\n"},
	{Name: "nox", Opts: "s|sessions|session= l|list k= t|tags= f|noxfile= r|reuse-existing-virtualenvs R no-venv db|default-venv-backend= p|python= e|error-on-missing-interpreters x|stop-on-first-error", Does: noxTasks,
		Examples: "nox -s tests => exec:sh ?\n" + "nox -l => -\n"},
	{Name: "nq", Opts: "c q t w", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "nq rm -rf /srv => delete-r /srv\n"},
	{Name: "numactl", Opts: "a|all i|interleave= p|preferred= m|membind= N|cpunodebind= C|physcpubind= l|localalloc s|show H|hardware b|balancing S|shm= f|file= L|length= o|offset= t|strict M|shmmode= V|verify D|dump d|dump-nodes", Style: InOrder, Run: &Run{Kind: RunArgv, None: "s H"},
		Examples: "numactl --cpunodebind=0 --membind=0 rm -rf /srv => delete-r /srv\n" + "numactl -H => -\n"},
	{Name: "perf", Style: InOrder, Subs: true},
	{Name: "perf record", Opts: "e|event= a|all-cpus p|pid= t|tid= u|uid= o|output= F|freq= c|count= g call-graph= q|quiet v|verbose s|stat C|cpu= N|no-buildid-cache B|no-buildid", Style: InOrder,
		Run: &Run{Kind: RunArgv, None: "p t a u"}, Does: func(c *Call) { outputOption(c, "o") },
		Examples: "perf record -g -- rm -rf /srv => delete-r /srv\n" + "perf record -p 42 !> delete-r 42\n"},
	{Name: "perf stat", Opts: "e|event= a|all-cpus p|pid= t|tid= o|output= r|repeat= x|field-separator= I|interval-print= d|detailed C|cpu= A|no-aggr", Style: InOrder,
		Run: &Run{Kind: RunArgv, None: "p t a"}, Does: func(c *Call) { outputOption(c, "o") },
		Examples: "perf stat -o s.txt make => write s.txt\n" + "perf stat -r 3 rm -rf /srv => delete-r /srv\n"},
	{Name: "perf trace", Like: "perf stat"},
	{Name: "poe", Opts: "h|help v|verbose q|quiet d|dry-run root= C|directory= ansi no-ansi", Style: InOrder, Does: poeTasks,
		Examples: "poe test => exec:sh ?\n" + "poe -d test => -\n"},
	{Name: "prlimit", Opts: "p|pid= o|output= noheadings raw verbose c|core? d|data? e|nice? f|fsize? i|sigpending? l|memlock? m|rss? n|nofile? q|msgqueue? r|rtprio? s|stack? t|cpu? u|nproc? v|as? x|locks? y|rttime?", Style: InOrder, Run: &Run{Kind: RunArgv, None: "p"},
		Does:     prlimitDoes,
		Examples: "prlimit --nofile=1024 rm -rf /srv => delete-r /srv\n" + "prlimit --pid $PPID --nproc=1 => signal:pid $PPID\n" + "prlimit --pid 42 => -\n"},
	{Name: "proot", Opts: "r|rootfs= b|bind|m|mount= w|pwd|cwd= q|qemu= k|kernel-release= 0|root-id i|change-id= v|verbose= V|version h|help R= S= link2symlink kill-on-exit", Style: InOrder,
		Run:      &Run{Kind: RunArgv},
		Examples: "proot -b /tmp:/tmp rm -rf /srv => delete-r /srv\n"},
	{Name: "pueue", Style: InOrder, Subs: true},
	{Name: "pueue add", Opts: "i|immediate s|stashed d|delay= g|group= a|after= o|priority= l|label= e|escape w|working-directory= p|print-task-id f|follow", Style: InOrder, Run: &Run{Kind: RunText},
		Examples: "pueue add -- rm -rf /srv => delete-r /srv\n" + "pueue add 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "rlwrap", Opts: "a|always-readline? A|ansi-colour-aware b|break-chars= c|complete-filenames C|command-name= D|history-no-dupes= e|extra-char-after-completion= f|file= g|forget-matching= h|help H|history-filename= i|case-insensitive l|logfile= n|no-warnings N|no-children o|one-shot O|only-cook= p|prompt-colour? P|pre-given= q|quote-characters= r|remember R|renice s|histsize= S|substitute-prompt= t|set-term-name= v|version w|wait-before-prompt= W|polling z|filter=", Style: InOrder, Run: &Run{Kind: RunArgv},
		Does:     func(c *Call) { shellOptions(c, "z") }, // rlwrap runs its filter through the shell
		Examples: "rlwrap -c rm -rf /srv => delete-r /srv\n" + "rlwrap -z 'rm -rf ~' cat => delete-r ~\n" + "rlwrap --filter='touch /tmp/x' cat => exec:sh touch /tmp/x\n"},
	{Name: "rr", Style: InOrder, Subs: true},
	{Name: "rr record", Opts: "n|no-syscall-buffer o|output-trace-dir= c|num-cpu-ticks= b|force-syscall-buffer h|chaos w|wait u|cpu-unbound bind-to-cpu= disable-cpuid-features= env= asan tsan", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "rr record rm -rf /srv => delete-r /srv\n"},
	{Name: "run0", Opts: "u|user= g|group= D|chdir= setenv= nice= unit= property= description= slice= slice-inherit background= pty? pipe? shell-prompt-prefix= machine= area= no-ask-password", Style: InOrder, Run: &Run{Kind: RunArgv, Cwd: "D"},
		Examples: "run0 rm -rf /srv => delete-r /srv\n" + "run0 -D /etc rm -f hosts => delete hosts\n"},
	{Name: "screen", Opts: "a A c= d D e= f fa fn h= i l ln L Logfile= ls list m O p= q r R s= S= t= T= U v wipe x X Q", Style: InOrder,
		Run:  &Run{Kind: RunArgv, None: "X Q ls list wipe r R x"},
		Does: screenDoes,
		Examples: "screen -dm sh -c 'rm -rf /srv' => delete-r /srv\n" + "screen -dmS job rm -rf /srv => delete-r /srv\n" +
			"screen -S s -X stuff 'allow hg-123abc\\n' => settings:keys screen -X stuff\n" + "screen -ls => -\n" + "screen -X quit => -\n"},
	{Name: "script", Opts: "a|append c|command= E|echo= e|return f|flush B|log-io= I|log-in= O|log-out= T|log-timing= m|logging-format= o|output-limit= q|quiet t|timing?", Style: InOrder,
		Run:      &Run{Kind: RunText, Opt: "c"},
		Does:     scriptDoes,
		Examples: "script -qc 'rm -rf /srv' /dev/null => delete-r /srv\n" + "script --command='rm -rf /srv' log => delete-r /srv\n" + "script -q out.log => write out.log\n" + "script -c true /dev/null !> write /dev/null\n"},
	{Name: "sem", Opts: "j|jobs= id= fg bg wait semaphoretimeout|st= u|ungroup", Style: InOrder, Run: &Run{Kind: RunArgv, None: "wait"},
		Examples: "sem -j 2 rm -rf /srv => delete-r /srv\n" + "sem --wait => -\n"},
	{Name: "setpriv", Opts: "d|dump no-new-privs ambient-caps= bounding-set= clear-groups euid= egid= groups= inh-caps= init-groups keep-groups pdeathsig= regid= reuid= rgid= ruid= securebits= selinux-label= apparmor-profile= landlock-access= landlock-rule= reset-env", Style: InOrder,
		Run: &Run{Kind: RunArgv, None: "d"}, Examples: "setpriv --no-new-privs rm -rf /srv => delete-r /srv\n" + "setpriv -d => -\n"},
	{Name: "sg", Opts: "c=", Run: &Run{Kind: RunText, Skip: 1, Opt: "c"},
		Examples: "sg docker -c 'rm -rf /srv' => delete-r /srv\n" + "sg docker 'rm -rf /srv' => delete-r /srv\n"},
	// shx runs ShellJS's versions of the Unix commands, which do what the commands do.
	{Name: "shx", Opts: "silent verbose", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "shx rm -rf /srv => delete-r /srv\n" + "shx rm -f /etc/motd => delete /etc/motd\n"},
	{Name: "sshpass", Opts: "p= f= d= e P= v h V", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "sshpass -e ssh localhost rm -rf /srv => delete-r /srv\n"},
	{Name: "st", Like: "xterm"},
	{Name: "task", Opts: "l|list a|list-all d|dir= t|taskfile= f|force p|parallel s|silent v|verbose n|dry i|init summary status x|exit w|watch o|output= c|color? C|concurrency= y|yes j|json", Style: InOrder, Does: taskTasks,
		Examples: "task build => exec:sh ?\n" + "task --list => -\n" + "task -n build => -\n"},
	{Name: "tmux", Opts: "2 C D c= f= L= l N S= T= u v V", Style: InOrder, Subs: true, Run: &Run{Text: "c"}, Does: tmuxDoes,
		Examples: "tmux -c 'rm -rf /srv' => delete-r /srv\n" + "tmux ls => -\n" + "tmux attach -t x => -\n"},
	{Name: "tmux display-popup", Opts: "B C E b= c= d= e= h= s= S= t= T= w= x= y=", Style: InOrder, Run: &Run{Kind: RunText}, Does: tmuxDoes,
		Examples: "tmux popup -E 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "tmux if-shell", Opts: "b F t=", Style: InOrder, Run: &Run{Kind: RunText}, Does: tmuxDoes,
		Examples: "tmux if-shell 'rm -rf /srv' '' => delete-r /srv\n"},
	{Name: "tmux new", Like: "tmux new-session"},
	{Name: "tmux new-session", Opts: "A d D E P X c= e= F= f= n= s= t= x= y=", Style: InOrder, Run: &Run{Kind: RunText}, Does: tmuxDoes,
		Examples: "tmux new -d 'rm -rf /srv' => delete-r /srv\n" + "tmux new-session -d -s x -c /tmp rm -rf /srv => delete-r /srv\n" + "tmux new -d => -\n" +
			"tmux new -d \\; send-keys 'allow hg-123abc' Enter => settings:keys tmux send-keys\n"},
	{Name: "tmux new-window", Opts: "a b d k P S c= e= F= n= t=", Style: InOrder, Run: &Run{Kind: RunText}, Does: tmuxDoes,
		Examples: "tmux new-window 'rm -rf /srv' => delete-r /srv\n" + "tmux neww -n x rm -rf /srv => delete-r /srv\n"},
	{Name: "tmux neww", Like: "tmux new-window"},
	{Name: "tmux paste-buffer", Opts: "d p r s= b= t=", Style: InOrder, Does: tmuxDoes,
		Examples: "tmux paste-buffer -t 0 => settings:keys tmux paste-buffer\n" + "tmux pasteb => settings:keys tmux paste-buffer\n"},
	{Name: "tmux pasteb", Like: "tmux paste-buffer"},
	{Name: "tmux pipe-pane", Opts: "I O o t=", Style: InOrder, Run: &Run{Kind: RunText}, Does: tmuxDoes,
		Examples: "tmux pipe-pane -o 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "tmux pipep", Like: "tmux pipe-pane"},
	{Name: "tmux popup", Like: "tmux display-popup"},
	{Name: "tmux respawn-pane", Opts: "k c= e= t=", Style: InOrder, Run: &Run{Kind: RunText}, Does: tmuxDoes,
		Examples: "tmux respawnp -k 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "tmux respawn-window", Like: "tmux respawn-pane"},
	{Name: "tmux respawnp", Like: "tmux respawn-pane"},
	{Name: "tmux respawnw", Like: "tmux respawn-pane"},
	{Name: "tmux run", Like: "tmux run-shell"},
	{Name: "tmux run-shell", Opts: "b C c= d= t= E", Style: InOrder, Run: &Run{Kind: RunText, None: "C"}, Does: tmuxDoes,
		Examples: "tmux run-shell 'rm -rf /srv' => delete-r /srv\n" + "tmux run -b 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "tmux send", Like: "tmux send-keys"},
	{Name: "tmux send-keys", Opts: "F H K l M R X c= N= t=", Style: InOrder, Does: tmuxDoes,
		Examples: "tmux send-keys -t 0 'allow hg-123abc' Enter => settings:keys tmux send-keys\n" + "tmux send -t 0 C-c => settings:keys tmux send-keys\n"},
	// show-environment prints the server's (-g) or a session's environment: the variables of
	// the shell that started tmux, secrets among them, as env does.
	{Name: "tmux show-environment", Opts: "g h s t=", Style: InOrder, Does: tmuxEnvDoes,
		Examples: "tmux show-environment -g => expose:env the whole environment\n" + "tmux showenv => expose:env the whole environment\n" +
			"tmux show-environment -t dev GITHUB_TOKEN => expose:var GITHUB_TOKEN\n" + "tmux -L x showenv -s AWS_SECRET_ACCESS_KEY => expose:var AWS_SECRET_ACCESS_KEY\n" +
			"tmux show-environment DISPLAY !> expose:env the whole environment\n" + "tmux show-options -g => -\n"},
	{Name: "tmux showenv", Like: "tmux show-environment"},
	{Name: "tmux split-window", Opts: "b d f h I v P Z c= e= l= t= F= p=", Style: InOrder, Run: &Run{Kind: RunText}, Does: tmuxDoes,
		Examples: "tmux splitw -h 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "tmux splitw", Like: "tmux split-window"},
	{Name: "toolbox", Style: InOrder, Subs: true},
	{Name: "toolbox run", Opts: "c|container= d|distro= r|release= preserve-fds=", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "toolbox run -c dev rm -rf ~/src => delete-r ~/src\n"},
	{Name: "trickle", Opts: "d= u= w= t= l= s v n= L=", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "trickle -d 100 rm -rf /srv => delete-r /srv\n"},
	{Name: "tsp", Opts: "n g f m E B L= D= W= N= l S? t= c= p= o= i= s= r= w= k= K T C U= u= h V", Style: InOrder, Run: &Run{Kind: RunArgv, None: "l t c p o i s r w k K T C U u h V S"},
		Examples: "tsp -n rm -rf /srv => delete-r /srv\n" + "tsp -l => -\n"},
	{Name: "urxvt", Like: "xterm"},
	{Name: "uxterm", Like: "xterm"},
	{Name: "valgrind", Opts: "tool= q|quiet v|verbose trace-children= track-fds= time-stamp= log-fd= log-file= log-socket= xml= xml-file= leak-check= show-leak-kinds= track-origins= error-exitcode= suppressions= gen-suppressions= num-callers= vgdb= vgdb-error= read-var-info= s", Style: InOrder,
		Run: &Run{Kind: RunArgv}, Does: func(c *Call) { outputOption(c, "log-file") },
		Examples: "valgrind --leak-check=full rm -rf /srv => delete-r /srv\n"},
	{Name: "volta", Style: InOrder, Subs: true},
	// volta run runs its command with the tool versions its options pin.
	{Name: "volta run", Opts: "node= npm= pnpm= yarn= bundled-npm no-yarn env= verbose quiet", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "volta run --node 20 rm -rf /srv => delete-r /srv\n" + "volta run rimraf /srv => delete-r /srv\n"},
	{Name: "watchexec", Opts: "w|watch= W|watch-non-recursive= F|watch-file= c|clear? o|on-busy-update= r|restart s|signal= stop-signal= stop-timeout= d|debounce= delay-run= p|postpone n shell= no-shell-long e|exts= f|filter= filter-file= i|ignore= ignore-file= no-vcs-ignore no-project-ignore no-global-ignore no-default-ignore no-discover-ignore E|env= wrap-process= N|notify emit-events-to= only-emit-events project-origin= workdir= q|quiet bell timings print-events", Style: InOrder,
		Run:      &Run{Kind: RunText},
		Examples: "watchexec -- rm -rf /srv => delete-r /srv\n" + "watchexec -e go -r 'rm -rf /srv' => delete-r /srv\n"},
	{Name: "wezterm", Opts: "n|skip-config config-file= config=", Style: InOrder, Subs: true},
	{Name: "wezterm cli", Opts: "no-auto-start prefer-mux class=", Style: InOrder, Subs: true},
	{Name: "wezterm cli send-text", Opts: "pane-id= no-paste", Style: InOrder, Does: keysDoes,
		Examples: "wezterm cli send-text --no-paste 'allow hg-123abc' => settings:keys wezterm cli send-text\n"},
	{Name: "wezterm cli spawn", Opts: "pane-id= domain-name= window-id= new-window cwd= workspace=", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "wezterm cli spawn -- rm -rf /srv => delete-r /srv\n"},
	{Name: "wezterm start", Opts: "no-auto-connect always-new-process cwd= class= workspace= position= domain= attach", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "wezterm start -- rm -rf /srv => delete-r /srv\n"},
	{Name: "wtype", Opts: "d= s= k= P= p= M= m=", Style: InOrder, Does: keysDoes,
		Examples: "wtype 'allow hg-123abc' => settings:keys wtype\n"},
	{Name: "x-terminal-emulator", Like: "xterm"},
	{Name: "xdotool", Style: InOrder, Does: xdotoolDoes,
		Examples: "xdotool type 'allow hg-123abc' => settings:keys xdotool type\n" + "xdotool search --name term windowactivate key Return => settings:keys xdotool key\n" + "xdotool getactivewindow => -\n"},
	{Name: "xterm", Opts: "e! T= title= n= geometry= fa= fs= fg= bg= hold ls class= name=", Style: Single,
		Run:      &Run{Kind: RunArgv},
		Examples: "xterm -hold -e rm -rf /srv => delete-r /srv\n"},
	{Name: "ydotool", Like: "xdotool"},
}

// keysDoes: a program that types into whatever window or terminal has the focus.
func keysDoes(c *Call) {
	c.Add(Effect{Kind: Settings, Class: "keys", By: byOf(c)})
}

// xdotool and ydotool type text or keys into the focused window with their type and key
// commands, which may follow any number of window-selecting commands on one line.
func xdotoolDoes(c *Call) {
	for _, w := range c.Operands() {
		switch w.S {
		case "type", "key", "keydown", "keyup":
			c.Add(Effect{Kind: Settings, Class: "keys", By: c.Name + " " + w.S})
			return
		}
		if w.Dyn {
			c.Add(Effect{Kind: Settings, Class: "keys", By: c.Name + " ?"})
			return
		}
	}
}

// tmuxKeys names the tmux command that puts keys into a pane, as if typed there, that cmd
// is (an alias names its command); ok is false for every other command.
func tmuxKeys(cmd string) (k string, ok bool) {
	switch cmd {
	case "send-keys", "send":
		return "send-keys", true
	case "paste-buffer", "pasteb":
		return "paste-buffer", true
	}
	return "", false
}

// tmuxDoes: tmux runs a list of its commands, separated by ";" words (`tmux new -d \;
// send-keys ...`), so the command a spec was chosen by is only the first. A command that
// puts keys into a pane, anywhere in the list, types as the human would.
func tmuxDoes(c *Call) {
	if k, ok := tmuxKeys(lastWord(c.Path)); ok {
		c.Add(Effect{Kind: Settings, Class: "keys", By: "tmux " + k})
		return
	}
	next := false
	for _, w := range c.Words {
		if next {
			if k, ok := tmuxKeys(w.S); ok || w.Dyn {
				if !ok {
					k = "?"
				}
				c.Add(Effect{Kind: Settings, Class: "keys", By: "tmux " + k})
				return
			}
		}
		next = !w.Dyn && (w.S == ";" || strings.HasSuffix(w.S, "\\;"))
	}
}

func tmuxEnvDoes(c *Call) {
	exposeVars(c, c.Operands(), "the whole environment", "tmux show-environment")
}

func lastWord(p []string) string {
	if len(p) == 0 {
		return ""
	}
	return p[len(p)-1]
}

// screenDoes: screen -X runs a command in a running session; stuff and paste put text into
// its window as if typed there.
func screenDoes(c *Call) {
	if !c.Has("X") {
		return
	}
	switch w := c.Operand(0); {
	case w.Dyn:
		c.Add(Effect{Kind: Settings, Class: "keys", By: "screen -X ?"})
	case w.S == "stuff" || w.S == "paste" || w.S == "exec" || w.S == "screen":
		// exec and screen run a command in the session, which may be given keys too.
		c.Add(Effect{Kind: Settings, Class: "keys", By: "screen -X " + w.S})
	}
}

// scriptDoes: script writes the session's typescript to its operand (./typescript when none).
func scriptDoes(c *Call) {
	if w := c.Operand(0); len(c.P.Operands) > 0 && w.S != "/dev/null" {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "script"})
	}
}

// gdbDoes: gdb's commands (-ex, -iex) may run shell text: `shell CMD`, `!CMD`, `pipe CMD |
// SHELL`. The text is shown as code run by sh for the front end to walk.
func gdbDoes(c *Call) {
	attachOpt(c, "p", "pid", "attach")
	for _, o := range c.P.Opts {
		if o.Name != "ex" && o.Name != "iex" {
			continue
		}
		if o.Value.Dyn {
			c.Add(Effect{Kind: Exec, Lang: "sh", Class: "stdin", Text: o.Value.S, Dyn: true, By: "gdb -" + o.Name})
			continue
		}
		if t, ok := gdbShell(o.Value.S); ok {
			c.Add(Effect{Kind: Exec, Lang: "sh", Class: "stdin", Text: t, Known: true, By: "gdb -" + o.Name})
		}
		gdbShowsEnv(c, o.Value.S)
	}
}

// gdbShowsEnv adds what `show environment [VAR]` prints (gdb takes the words by any prefix
// it can tell apart: `show env`, `sho environ`): the environment the debugged program gets,
// which is gdb's own, or one variable of it.
func gdbShowsEnv(c *Call, s string) {
	f := strings.Fields(s)
	if len(f) < 2 || len(f[0]) < 3 || !strings.HasPrefix("show", f[0]) ||
		len(f[1]) < 3 || !strings.HasPrefix("environment", f[1]) {
		return
	}
	if len(f) == 2 {
		c.Add(Effect{Kind: Expose, Class: "env", Text: "the whole environment", By: "gdb show environment"})
		return
	}
	c.Add(Effect{Kind: Expose, Class: "var", Text: f[2], Known: true, By: "gdb show environment"})
}

// gdbShell returns the shell text of one gdb command, if it runs one.
func gdbShell(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if t, ok := strings.CutPrefix(s, "!"); ok {
		return t, true
	}
	f := strings.Fields(s)
	if len(f) == 0 {
		return "", false
	}
	switch f[0] {
	case "shell":
		return strings.TrimSpace(strings.TrimPrefix(s, "shell")), true
	case "pipe", "|":
		if i := strings.Index(s, "|"); i >= 0 && f[0] == "pipe" {
			return s[i+1:], true
		}
		if j := strings.Index(s[1:], "|"); f[0] == "|" && j >= 0 {
			return s[j+2:], true
		}
	}
	return "", false
}

// taskRunner is what a task runner whose recipe files hookguard does not read does: it runs
// what they say, code nobody has judged, unless one of the options none names (space-separated)
// only lists, describes or dry-runs the tasks. Each runner's Does is a function of its own, not
// a closure taskRunner returns: a closure in the table is made at start-up, and makes the
// compiler build the tables then too (writing their pages, a fault each, in every hook call).
func taskRunner(c *Call, none string) {
	if c.hasIn(none) {
		return
	}
	c.Add(Effect{Kind: Exec, Lang: "sh", Class: "file", Text: "the tasks of " + byOf(c) + ", which hookguard does not read", By: byOf(c)})
}

func invokeTasks(c *Call) { taskRunner(c, "l h V dry complete") }
func miseTasks(c *Call)   { taskRunner(c, "n") }
func noxTasks(c *Call)    { taskRunner(c, "l") }
func poeTasks(c *Call)    { taskRunner(c, "h d") }
func taskTasks(c *Call)   { taskRunner(c, "l a n i summary status j") }

// hyperfineDoes: each operand of hyperfine, and its setup, prepare and cleanup options, is a
// command line it runs through a shell.
// concurrentlyDoes: each operand is a command line concurrently's shell runs; "npm:NAME" (and
// yarn:, pnpm:, bun:, node:, deno:) is a package script, run as `npm run NAME` is.
func concurrentlyDoes(c *Call) {
	for _, w := range c.Operands() {
		text := w.S
		if pm, script, ok := strings.Cut(w.S, ":"); ok && !w.Dyn && !strings.ContainsAny(pm, " \t/") {
			switch pm {
			case "npm", "yarn", "pnpm", "bun", "node", "deno":
				text = pm + " run " + script
			}
		}
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: text, Known: !w.Dyn, Dyn: w.Dyn, By: "concurrently"})
	}
}

func hyperfineDoes(c *Call) {
	shellOptions(c, "s p c conclude")
	for _, w := range c.Operands() {
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: w.S, Known: !w.Dyn, Dyn: w.Dyn, By: "hyperfine"})
	}
}

// kittyDoes: kitty's remote control (`kitty @ send-text`, `kitten @ send-key`) types into a
// window of a running kitty.
func kittyDoes(c *Call) {
	ops := c.Operands()
	if len(ops) < 2 || ops[0].S != "@" {
		return
	}
	for _, w := range ops[1:] {
		if w.S == "send-text" || w.S == "send-key" || w.Dyn {
			c.Add(Effect{Kind: Settings, Class: "keys", By: c.Name + " @ " + w.S})
			return
		}
	}
}

// shellOptions adds, for every value given to one of the options (space-separated, each
// "name" or "name:prefix" where only a value starting with prefix is shell text, the prefix
// removed), the shell text the program runs: tar --to-command, --checkpoint-action=exec=,
// rsync -e, zip -TT. The front end walks known text like the command's own.
func shellOptions(c *Call, opts string) { shellOptionsOf(c, c.P.Opts, opts) }

// shellOptionsOf is shellOptions over options parsed otherwise than c.P (tar's old style).
func shellOptionsOf(c *Call, found []Opt, opts string) {
	for _, o := range found {
		for _, d := range strings.Fields(opts) {
			name, prefix, _ := strings.Cut(d, ":")
			if o.Name != name {
				continue
			}
			v := o.Value
			if !v.Dyn && !strings.HasPrefix(v.S, prefix) || v.Dyn && !strings.HasPrefix(v.Lead, prefix) {
				continue
			}
			by := c.Name + " --" + name
			if len(name) == 1 {
				by = c.Name + " -" + name
			}
			text := strings.TrimPrefix(v.S, prefix)
			c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: text, Known: !v.Dyn, Dyn: v.Dyn, By: by})
		}
	}
}

// sshDoes: -o ProxyCommand= and LocalCommand= are shell text ssh runs on this machine.
func sshDoes(c *Call) {
	// The destination (USER@HOST) is sent: the user to the server, the host name to DNS.
	if d := c.Operand(0); d.S != "" || d.Dyn {
		exposeWords(c, []Word{d}, "ssh "+d.S)
		if len(d.From) > 0 {
			c.Add(Effect{Kind: Send, Class: "ssh", Text: d.S, Dyn: d.Dyn, By: "ssh"})
		}
	}
	for _, o := range c.P.Opts {
		if o.Name != "o" {
			continue
		}
		v := o.Value
		s := v.S
		if v.Dyn {
			s = v.Lead
		}
		k, text, ok := strings.Cut(strings.TrimSpace(s), "=")
		if !ok {
			k, text, ok = strings.Cut(strings.TrimSpace(s), " ")
		}
		k = strings.ToLower(strings.TrimSpace(k))
		if ok && (k == "sendenv" || k == "setenv") {
			sshSendsEnv(c, k, text, v)
			continue
		}
		if !ok || k != "proxycommand" && k != "localcommand" && k != "knownhostscommand" {
			if v.Dyn && !ok {
				c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: v.S, Dyn: true, By: "ssh -o"})
			}
			continue
		}
		if v.Dyn {
			text = v.S
		}
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: strings.TrimSpace(text), Known: !v.Dyn, Dyn: v.Dyn, By: "ssh -o " + k})
	}
}

// sshSendsEnv judges -o SendEnv=NAMES and -o SetEnv=NAME=VALUE: ssh hands those variables
// to the server, as curl -H "X: $TOKEN" hands one to a web server. SendEnv names variables or
// patterns of names; a pattern other than the locale's (LC_*, LANG*) may match any variable.
func sshSendsEnv(c *Call, k, text string, v Word) {
	by := "ssh -o " + k
	// the variables leave for the server, as a header's do for a web server
	d := c.Operand(0)
	c.Add(Effect{Kind: Send, Class: "ssh", Text: d.S, Dyn: d.Dyn, By: by})
	if k == "setenv" || v.Dyn {
		exposeWords(c, []Word{v}, by)
		return
	}
	for _, name := range strings.Fields(text) {
		switch {
		case strings.HasPrefix(name, "-"): // -NAME takes a name sent earlier back out
		case !strings.ContainsAny(name, "*?["):
			c.Add(Effect{Kind: Expose, Class: "var", Text: name, Known: true, By: by})
		case !strings.HasPrefix(name, "LC_") && !strings.HasPrefix(name, "LANG"):
			c.Add(Effect{Kind: Expose, Class: "env", Text: "the variables SendEnv " + name + " matches", By: by})
		}
	}
}

// zipTestCommand: zip -TT CMD runs CMD (through a shell) to test the archive. -TT is one
// option of two letters, which no grammar style reads: its value is the word after it.
func zipTestCommand(c *Call) {
	for i, w := range c.Words {
		if w.Dyn || w.S != "-TT" || i+1 >= len(c.Words) {
			continue
		}
		v := c.Words[i+1]
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: v.S, Known: !v.Dyn, Dyn: v.Dyn, By: "zip -TT"})
	}
}

// typesIntoTerminal reports code that pushes characters into a terminal's input queue with
// the TIOCSTI ioctl, by its name or its number (Linux 0x5412, 21522; BSD and macOS
// 0x80017472), or types keystrokes (typesKeys), typing as the human would. A number the code
// computes is not seen.
func typesIntoTerminal(code string) bool {
	if strings.Contains(code, "TIOCSTI") || typesKeys(code) {
		return true
	}
	if !strings.Contains(code, "ioctl") {
		return false
	}
	l := strings.ToLower(code)
	return strings.Contains(l, "0x5412") || strings.Contains(code, "21522") || strings.Contains(l, "0x80017472")
}

// typesKeys reports code that types keystrokes into whatever window has the focus, the
// human's terminal as likely as not: AppleScript's and JXA's System Events keystroke and key
// code, Python's pyautogui and pynput.
func typesKeys(code string) bool {
	switch {
	case strings.Contains(code, "System Events"):
		return strings.Contains(code, "keystroke") || strings.Contains(code, "key code") || strings.Contains(code, "keyCode")
	case strings.Contains(code, "pyautogui"):
		return strings.Contains(code, "write(") || strings.Contains(code, "typewrite(") || strings.Contains(code, "press(") || strings.Contains(code, "hotkey(")
	case strings.Contains(code, "pynput"):
		return strings.Contains(code, ".type(") || strings.Contains(code, ".press(") || strings.Contains(code, ".tap(")
	}
	return false
}

// entrDoes: with -s, entr hands its first operand to the shell.
func entrDoes(c *Call) {
	if ops := c.Operands(); c.Has("s") && len(ops) > 0 {
		w := ops[0]
		c.Add(Effect{Kind: Exec, Lang: "sh", Text: w.S, Known: !w.Dyn, By: "entr", Via: "entr -s"})
	}
}

func dbusEnvDoes(c *Call) {
	if c.Has("h") {
		return
	}
	ops := c.Operands()
	if c.Has("a") {
		ops = nil
	} else if len(ops) == 0 {
		return // nothing named: nothing copied
	}
	managerEnv(c, ops, "dbus-update-activation-environment")
}
