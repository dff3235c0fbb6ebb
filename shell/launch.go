package shell

import (
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// launch follows a program that runs another command, as its spec's Run says: the words that
// are a command (sudo, docker exec), the shell text it runs (ssh, su -c), or a recipe of the
// project it runs (make, npm run). c is p's listing and call its Call; listed says the caller
// has listed c already (git lists itself whatever it runs), else launch lists it where it does
// something of its own, and only once.
func (w *walker) launch(p *pending, c *Command, call *spec.Call, listed bool) (string, bool) {
	r := call.Spec.Launch()
	name := strings.Join(call.Path, " ")
	for _, n := range strings.Fields(r.None) {
		if call.Has(n) {
			if !listed {
				w.emit(c)
			}
			return p.output(c)
		}
	}
	q := *p
	q.assigns = append([]assign(nil), p.assigns...)
	q.via = append(append([]string(nil), p.via...), name)
	q.noFunc = true
	if r.Client != "" {
		q.ownListed = listed || w.emitOwnEffects(c, call)
		q.argv = clientArgv(p, call, r)
		return w.dispatch(&q)
	}
	q.remote = p.remote || r.Remote && !localTarget(call, r)
	if r.Remote && !localTarget(call, r) {
		// Another machine or container: the mounts of the one p ran in are not there. A
		// container started from this machine sees the host directories bound into it.
		q.mounts = nil
		if !p.remote {
			q.mounts = spec.BindMounts(call)
		}
	}
	if r.Cwd != "" {
		if v, ok := call.Value(r.Cwd); ok {
			q.cwd, q.below = "", nil
			if !v.Dyn {
				q.cwd = w.absFrom(v.S, p.cwd)
			}
		}
	}
	if q.remote {
		q.cwd, q.below = "", nil
		// A container started in a bind mount of a host directory, the one it sees, works
		// on this machine's files there: it is judged as a local command run in that
		// directory (docker run -v "$PWD":/app -w /app node npm ci), its other paths as
		// this machine's too, which judges them no more leniently than they are.
		if d, ok := spec.MountedWorkdir(call); ok && !p.remote && r.Remote {
			q.remote, q.cwd = false, d // its mounts still map its absolute paths
		}
	}
	q.ownListed = listed || w.emitOwnEffects(c, call)
	// Shell text is walked one level down, reached through the launcher's name once: the
	// walk of the text adds it (ssh > CMD, not ssh > ssh > CMD).
	text := q
	text.via = p.via
	if v, ok := textValue(call, r); ok {
		x := w.clone()
		if v.Dyn {
			return x.approximateLaunched(&text, c, v.S, name)
		}
		return x.nestedIn(&text, v.S, name)
	}
	switch {
	case r.Kind == spec.RunArgv || r.Known:
		return w.launchArgv(p, &q, c, call)
	case r.Kind == spec.RunText:
		return w.launchText(&text, c, call)
	default: // RunScript: launches lets no other kind through
		return w.recipe(p, &q, c, call)
	}
}

// emitOwnEffects lists the launcher itself when it does something of its own (time -o FILE,
// docker run -v SRC:DST), besides the command it runs.
func (w *walker) emitOwnEffects(c *Command, call *spec.Call) bool {
	if call.Spec.Does == nil || !ownEffect(c.Effects()) {
		return false
	}
	w.emit(c)
	return true
}

// emitLauncher lists a launcher that runs nothing after all (sudo -l, docker run IMAGE),
// unless it was listed for its own effects.
func (w *walker) emitLauncher(c *Command, q *pending) {
	if !q.ownListed {
		w.emit(c)
	}
}

func (w *walker) launchArgv(p, q *pending, c *Command, call *spec.Call) (string, bool) {
	r := call.Spec.Launch()
	if v, ok := call.Value("S"); ok && call.Name == "env" {
		rest := len(p.argv)
		if ops := call.P.Operands; len(ops) > 0 {
			rest = argvIndex(p, call, ops[0])
		}
		return w.envSplit(p, q, c, field{s: v.S, dyn: v.Dyn}, rest)
	}
	ops := call.P.Operands
	if r.Known && knownOperand(call) {
		q.argv = p.argv[argvIndex(p, call, ops[0]):]
		return w.dispatch(q)
	}
	if r.Opt != "" {
		// python -m MODULE ARGS: the option ends the program's own options (a "!" in its
		// grammar), and the words after it are the module's.
		v, _ := call.Value(r.Opt)
		q.argv = []field{{s: v.S, dyn: v.Dyn, lead: v.Lead}}
		if rest := call.P.Rest; rest >= 0 {
			q.argv = append(q.argv, p.argv[argvIndex(p, call, rest):]...)
		}
		return w.dispatch(q)
	}
	k := 0
	if r.Sep != "" {
		for k < len(ops) && call.Words[ops[k]].S != r.Sep {
			k++
		}
		k++
		if k > len(ops) && sepTaken(call, r.Sep) {
			k = 0 // the option parser took the separator: mise exec -- CMD
		}
	} else {
		k = r.Skip + spec.PairedOperands(call)
	}
	if r.Assigns {
		// A word whose known start is NAME= is an assignment whatever the rest turns out to
		// be (env PATH=$D:$PATH x): env tells them by the name before the first =.
		for k < len(ops) && isAssignWord(call.Words[ops[k]]) {
			wd := call.Words[ops[k]]
			q.assigns = append(q.assigns, assignWord(wd.S, wd.Dyn, wd.From))
			k++
		}
	}
	if k >= len(ops) {
		w.emitLauncher(c, q)
		return "", true
	}
	at := argvIndex(p, call, ops[k])
	q.argv = runsPackage(strings.Join(call.Path, " "), p.argv[:at], p.argv[at:])
	return w.dispatch(q)
}

// isAssignWord reports a launcher's NAME=VALUE operand: its name, and the =, known.
func isAssignWord(wd spec.Word) bool {
	if wd.Dyn {
		return spec.IsAssign(wd.Lead)
	}
	return spec.IsAssign(wd.S)
}

func (w *walker) launchText(q *pending, c *Command, call *spec.Call) (string, bool) {
	r := call.Spec.Launch()
	var text field
	found := false
	if r.Opt != "" {
		if v, ok := call.Value(r.Opt); ok {
			text, found = field{s: v.S, dyn: v.Dyn, from: v.From}, true
		}
	}
	if !found {
		ops := call.P.Operands
		if r.Skip >= len(ops) {
			w.emitLauncher(c, q)
			return "", true
		}
		var parts []string
		for _, i := range ops[r.Skip:] {
			wd := call.Words[i]
			text.dyn = text.dyn || wd.Dyn
			if len(parts) == 0 {
				wd.S = spec.TextWord(call, wd.S)
			}
			parts = append(parts, wd.S)
		}
		text.s = strings.Join(parts, " ")
	}
	x := w.clone()
	if text.dyn {
		return x.approximateLaunched(q, c, text.s, strings.Join(call.Path, " "))
	}
	return x.nestedIn(q, text.s, strings.Join(call.Path, " "))
}

// approximateLaunched is approximate for shell text a launcher runs: the launcher c is the
// opaque command, listed once.
func (w *walker) approximateLaunched(q *pending, c *Command, text, via string) (string, bool) {
	c.Opaque = true
	w.emitLauncher(c, q)
	w.clone().nestedIn(q, text, via+" ?")
	return "", false
}

// envSplit handles env -S 'cmd args': the string is split into words like a shell would. c is
// env's listing, listed already where env does something of its own (env -S "$X" > out).
func (w *walker) envSplit(p, q *pending, c *Command, s field, i int) (string, bool) {
	words := w.splitWords(s.s)
	if words == nil || s.dyn {
		c.Opaque = true
		w.emitLauncher(c, q)
		return "", false
	}
	argv := append(words, p.argv[i:]...)
	// Words of the split string can themselves be assignments.
	for len(argv) > 0 {
		if !argv[0].dyn && spec.IsAssign(argv[0].s) {
			q.assigns = append(q.assigns, assignWord(argv[0].s, argv[0].dyn, argv[0].from))
			argv = argv[1:]
			continue
		}
		break
	}
	if len(argv) == 0 {
		w.emitLauncher(c, q)
		return "", true
	}
	q.argv = argv
	q.via = append(append([]string(nil), p.via...), "env -S")
	return w.dispatch(q)
}

// splitWords splits a string into words the way a shell would, without running anything.
func (w *walker) splitWords(s string) []field {
	x := w.clone()
	var out []field
	if err := x.words(s, func(f []field) { out = append(out, f...) }); err != nil {
		return nil
	}
	return out
}

// watch runs its operands as shell text, or, with -x, as a command.
func (w *walker) watch(p *pending) (string, bool) {
	call := w.resolve(p)
	ops := call.P.Operands
	if len(ops) == 0 {
		w.emit(w.command(p))
		return "", true
	}
	i := argvIndex(p, call, ops[0])
	if call.Has("x") {
		return w.dispatch(p.inner(i, "watch"))
	}
	parts := make([]string, 0, len(p.argv)-i)
	dyn := false
	for _, f := range p.argv[i:] {
		dyn = dyn || f.dyn
		parts = append(parts, f.s)
	}
	if dyn {
		return w.approximate(p, strings.Join(parts, " "), "watch")
	}
	return w.clone().nestedIn(p, strings.Join(parts, " "), "watch")
}

// su runs -c's shell text; runuser -u USER runs its operands as a command. Otherwise the words
// after the user go to the user's shell (su [-] USER [ARG...]: su root -- -c TEXT runs TEXT, as
// su -- root -c TEXT does), and a shell given no words reads its stdin. A login (-, -l) starts
// in the user's home: the directory is not known. -s names the program that is the shell: one
// that is no shell (su -s /usr/bin/python3 -c CODE) is followed as that program.
func (w *walker) su(p *pending) (string, bool) {
	name := spec.Normalise(p.argv[0].s)
	call := w.resolve(p)
	ops := call.P.Operands
	k := 0
	q := *p
	if len(ops) > 0 && call.Words[ops[0]].S == "-" && !call.Words[ops[0]].Dyn {
		k = 1
	}
	if k == 1 || call.Has("l") {
		q.cwd, q.below = "", nil
	}
	shell := field{s: "sh"}
	if v, ok := call.Value("s"); ok {
		shell = field{s: v.S, dyn: v.Dyn, lead: v.Lead, from: v.From}
	}
	plain := !shell.dyn && isShell(spec.Normalise(shell.s))
	for _, opt := range []string{"c", "session-command"} {
		v, ok := call.Value(opt)
		switch {
		case !ok:
			continue
		case !plain:
			w.emit(w.command(p))
			return w.suShell(&q, name, shell, []field{{s: "-c"}, {s: v.S, dyn: v.Dyn, lead: v.Lead, from: v.From}})
		case v.Dyn:
			return w.approximate(&q, v.S, name+" -c")
		}
		return w.clone().nestedIn(&q, v.S, name+" -c")
	}
	if name == "runuser" && call.Has("u") && len(ops) > k {
		return w.dispatch(q.inner(argvIndex(p, call, ops[k]), name))
	}
	w.emit(w.command(p))
	k++ // the user
	if k >= len(ops) && !p.stdin.piped {
		return "", false
	}
	rest := ops[min(k, len(ops)):]
	if len(rest) > 0 && call.Words[rest[0]].S == "--" && !call.Words[rest[0]].Dyn {
		rest = rest[1:] // runuser reads its options in order: the -- after the user is left
	}
	args := make([]field, 0, len(rest))
	for _, i := range rest {
		args = append(args, p.argv[argvIndex(p, call, i)])
	}
	return w.suShell(&q, name, shell, args)
}

// suShell runs the user's shell (or the program -s names) with args, reached through su.
func (w *walker) suShell(q *pending, name string, shell field, args []field) (string, bool) {
	sh := q.inner(len(q.argv), name)
	sh.argv = append([]field{shell}, args...)
	if !shell.dyn && isShell(spec.Normalise(shell.s)) {
		return w.shellCmd(sh)
	}
	sh.noFunc = true
	return w.dispatch(sh)
}

// flock takes a lock file (or descriptor), then a command, or -c and shell text.
func (w *walker) flock(p *pending) (string, bool) {
	call := w.resolve(p)
	text, hasText := call.Value("c")
	ops := call.P.Operands
	if len(ops) == 0 {
		w.emit(w.command(p))
		return "", true
	}
	// The lock file it opens (and makes) is flock's own effect; the command runs under it.
	lock := *p
	lock.argv = p.argv[:argvIndex(p, call, ops[0])+1]
	w.emit(w.command(&lock))
	if !hasText && len(ops) >= 3 && (call.Words[ops[1]].S == "-c" || call.Words[ops[1]].S == "--command") {
		text, hasText = call.Words[ops[2]], true
	}
	if hasText {
		if text.Dyn {
			return w.approximate(p, text.S, "flock -c")
		}
		return w.clone().nestedIn(p, text.S, "flock -c")
	}
	if len(ops) < 2 {
		return "", true
	}
	return w.dispatch(p.inner(argvIndex(p, call, ops[1]), "flock"))
}

// textValue is what Run.Value finds, or the value of the first of the options (Run.Text,
// space-separated) given to a launcher: the shell text it runs instead of its operands
// (nix-shell --run or --command).
func textValue(call *spec.Call, r spec.Run) (spec.Word, bool) {
	if r.Value != nil {
		if v, ok := r.Value(call); ok {
			return v, true
		}
	}
	opts := r.Text
	for opts != "" {
		var o string
		o, opts, _ = strings.Cut(opts, " ")
		if v, ok := call.Value(o); ok {
			return v, true
		}
	}
	return spec.Word{}, false
}

// sepTaken reports whether the separator a launcher's command follows stands right before its
// first operand, where the option parser took it as the end of the options.
func sepTaken(call *spec.Call, sep string) bool {
	ops := call.P.Operands
	if len(ops) == 0 || ops[0] == 0 {
		return false
	}
	w := call.Words[ops[0]-1]
	return !w.Dyn && w.S == sep
}

// localTarget reports a "remote" launcher whose target is this machine: chroot / (the same
// root), ssh to localhost, a loopback address, or a host only known when it runs
// (ssh "$(hostname)"). What runs there is judged as running here.
func localTarget(call *spec.Call, r spec.Run) bool {
	if r.Skip < 1 || len(call.P.Operands) < r.Skip {
		return false
	}
	t := call.Operand(r.Skip - 1)
	switch call.Name {
	case "chroot":
		return !t.Dyn && strings.Trim(t.S, "/.") == ""
	case "ssh", "mosh", "autossh":
		return t.Dyn || localHost(t.S)
	}
	return false
}

// localHost reports a host name or address of this machine, however ssh is given it
// (user@host, ssh://user@host:port, [::1]).
func localHost(h string) bool {
	h = strings.TrimPrefix(h, "ssh://")
	if i := strings.LastIndexByte(h, '@'); i >= 0 {
		h = h[i+1:]
	}
	if strings.HasPrefix(h, "[") {
		h, _, _ = strings.Cut(h[1:], "]")
	} else if strings.Count(h, ":") == 1 {
		h, _, _ = strings.Cut(h, ":")
	}
	h = strings.ToLower(strings.TrimSuffix(h, "."))
	switch {
	case h == "localhost" || strings.HasSuffix(h, ".localhost") || h == "localhost.localdomain":
		return true
	case h == "::1" || h == "0.0.0.0" || h == "0" || h == "::" || strings.HasPrefix(h, "127."):
		return true
	}
	return false
}

// ownEffect reports an effect of a launcher's own: the environment its assignments give is
// passed on to the command it runs, which carries it.
func ownEffect(es []spec.Effect) bool {
	for _, e := range es {
		if e.Kind != spec.Env {
			return true
		}
	}
	return false
}

// clientArgv is the ssh or scp command a program that runs that client starts (gcloud
// compute ssh VM --ssh-flag=F -- ARGS --command CMD is ssh F DEST ARGS -- CMD; gcloud compute
// scp --recurse SRC VM:DST is scp -r SRC VM:DST), for the walk to judge as it judges the
// client. An ssh destination stands for the machine the program looks up by name.
func clientArgv(p *pending, call *spec.Call, r spec.Run) []field {
	argv := append([]field{{s: r.Client}}, clientFlags(call, r)...)
	if r.Client == "scp" {
		if call.Has("recurse") || call.Has("r") {
			argv = append(argv, field{s: "-r"})
		}
		argv = append(argv, field{s: "--"})
		for _, i := range call.P.Operands {
			argv = append(argv, p.argv[argvIndex(p, call, i)])
		}
		return argv
	}
	argv = append(argv, field{s: strings.Join(call.Path, "-")})
	if at := sshArgsAt(call, r); at >= 0 {
		argv = append(argv, p.argv[argvIndex(p, call, at):]...)
	}
	if v, ok := textValue(call, r); ok {
		argv = append(argv, field{s: "--"}, field{s: v.S, dyn: v.Dyn, from: v.From, lead: v.Lead})
	}
	return argv
}

// clientFlags are the values of the option Run.Flags names, split at blanks.
func clientFlags(call *spec.Call, r spec.Run) []field {
	var argv []field
	for _, o := range call.P.Opts {
		if r.Flags == "" || o.Name != r.Flags || !o.Set {
			continue
		}
		if o.Value.Dyn {
			argv = append(argv, field{s: o.Value.S, dyn: true, from: o.Value.From})
			continue
		}
		for _, f := range strings.Fields(o.Value.S) {
			argv = append(argv, field{s: f, from: o.Value.From})
		}
	}
	return argv
}

// sshArgsAt is the index in call.Words of the first word passed on to ssh: the operand
// after Sep where the spec names one, else operand Skip; -1 where there is none.
func sshArgsAt(call *spec.Call, r spec.Run) int {
	ops := call.P.Operands
	if r.Sep == "" {
		if r.Skip < len(ops) {
			return ops[r.Skip]
		}
		return -1
	}
	for _, i := range ops {
		if i > 0 && !call.Words[i-1].Dyn && call.Words[i-1].S == r.Sep {
			return i
		}
	}
	return -1
}
