package shell

import "strings"

// bwrapArity is how many words each bubblewrap option takes (those not named take none).
// bwrap's options take up to three words, which no option grammar of the spec table reads.
var bwrapArity = map[string]int{
	"--args": 1, "--argv0": 1, "--userns": 1, "--userns2": 1, "--pidns": 1, "--uid": 1, "--gid": 1,
	"--hostname": 1, "--chdir": 1, "--unsetenv": 1, "--lock-file": 1, "--sync-fd": 1, "--remount-ro": 1,
	"--proc": 1, "--dev": 1, "--tmpfs": 1, "--mqueue": 1, "--dir": 1, "--seccomp": 1, "--add-seccomp-fd": 1,
	"--block-fd": 1, "--userns-block-fd": 1, "--info-fd": 1, "--json-status-fd": 1, "--cap-add": 1,
	"--cap-drop": 1, "--perms": 1, "--size": 1, "--exec-label": 1, "--file-label": 1, "--overlay-src": 1,
	"--tmp-overlay": 1, "--ro-overlay": 1, "--level-prefix": 1,
	"--setenv": 2, "--bind": 2, "--bind-try": 2, "--dev-bind": 2, "--dev-bind-try": 2, "--ro-bind": 2,
	"--ro-bind-try": 2, "--bind-fd": 2, "--ro-bind-fd": 2, "--file": 2, "--bind-data": 2,
	"--ro-bind-data": 2, "--symlink": 2, "--chmod": 2,
	"--overlay": 3,
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
		i += 1 + bwrapArity[a.s]
	}
	lead := *p
	lead.argv = p.argv[:min(i, len(p.argv))]
	w.emit(w.command(&lead))
	if i >= len(p.argv) {
		return "", true
	}
	return w.dispatch(p.inner(i, "bwrap"))
}
