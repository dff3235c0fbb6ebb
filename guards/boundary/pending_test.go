package boundary

import (
	"strings"

	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// pendingSpecs are the specs this guard's tests rely on that other parts of the command
// model provide (the text, network, interpreter, git and container tables). Boundary judges
// effects only, so until a spec is in the table (with its effects, where does is set), a case
// that needs it and is judged wrong is reported as pending and left out of the figures; one
// judged right counts as it is. Once the table has the spec, every case counts by itself.
var pendingSpecs = [...]struct {
	name string
	does bool // the spec must say what the command does, not only how to read it
}{
	{"ls", false}, {"sed", true}, {"perl", true}, {"ruby", true}, {"python", true}, {"node", true},
	{"curl", true}, {"wget", true},
	{"git clone", true}, {"git commit", true}, {"git worktree", true}, {"git config", true},
	{"docker run", true},
}

// pendingSpec names a spec the command line needs that the table lacks, or "".
func pendingSpec(src string, ctx shell.Context) string {
	for _, c := range shell.Parse(src, ctx).Commands {
		if c.NameDynamic {
			continue
		}
		call := spec.Resolve(c.Input())
		name := strings.Join(call.Path, " ")
		if call.Spec.Subs && len(call.P.Operands) > 0 {
			name += " " + call.Op(0) // a subcommand the table lacks
		}
		// A launcher whose own effects are not listed (docker run -v) is seen only by the
		// command it runs, reached through it.
		for _, n := range append(append([]string(nil), c.Via...), name) {
			if pendingName(n) {
				return n
			}
		}
	}
	return ""
}

func pendingName(name string) bool {
	if prog, _, sub := strings.Cut(name, " "); sub && (prog == "git" || prog == "docker") && spec.Lookup(name) == nil {
		return true // git's and docker's subcommands are the git and container tables'
	}
	for _, p := range pendingSpecs {
		if p.name != name && p.name != strings.TrimRight(name, "0123456789.") {
			continue
		}
		if s := spec.Lookup(name); s == nil || p.does && s.Does == nil {
			return true
		}
	}
	return false
}
