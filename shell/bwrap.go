package shell

import "strings"

// bwrapArity is how many words a bubblewrap option takes (those not named take none): a
// switch, not a map, so that nothing is built at start-up.
// bwrap's options take up to three words, which no option grammar of the spec table reads.
func bwrapArity(opt string) int {
	switch opt {
	case "--args", "--argv0", "--userns", "--userns2", "--pidns", "--uid", "--gid", "--hostname", "--chdir", "--unsetenv", "--lock-file", "--sync-fd", "--remount-ro", "--proc", "--dev", "--tmpfs", "--mqueue", "--dir", "--seccomp", "--add-seccomp-fd", "--block-fd", "--userns-block-fd", "--info-fd", "--json-status-fd", "--cap-add", "--cap-drop", "--perms", "--size", "--exec-label", "--file-label", "--overlay-src", "--tmp-overlay", "--ro-overlay", "--level-prefix":
		return 1
	case "--setenv", "--bind", "--bind-try", "--dev-bind", "--dev-bind-try", "--ro-bind", "--ro-bind-try", "--bind-fd", "--ro-bind-fd", "--file", "--bind-data", "--ro-bind-data", "--symlink", "--chmod":
		return 2
	case "--overlay":
		return 3
	}
	return 0
}

// bwrap runs the command after its options, in a sandbox whose mounts its options build. What
// it runs is judged as on this machine: the usual sandbox binds the host's tree at the same
// paths (--bind / /), and a path that means something else inside is judged as what it would
// be outside, the cautious side. An option or word only known at run time leaves the command
// unknown.
func (w *walker) bwrap(p *pending) (string, bool) {
	i := 1
	for i < len(p.argv) {
		a := p.argv[i]
		if a.dyn {
			return w.approximate(p, a.s, "bwrap")
		}
		if a.s == "--" {
			i++
			break
		}
		if !strings.HasPrefix(a.s, "-") {
			break
		}
		i += 1 + bwrapArity(a.s)
	}
	lead := *p
	lead.argv = p.argv[:min(i, len(p.argv))]
	w.emit(w.command(&lead))
	if i >= len(p.argv) {
		return "", true
	}
	return w.dispatch(p.inner(i, "bwrap"))
}
