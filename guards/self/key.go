package self

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// The ledger's signing key is what makes a grant a human's: with it, the agent could sign its
// own. Boundary and secrets already stop reading it, but as ordinary blocks that a code could
// authorise; here every touch of it, and every copy of the directory that holds it, is stopped
// for good, before them, with no code.

// keyScope is where the key lives for one event. The canonical paths are resolved on first
// need: most commands never name a path that calls for them.
type keyScope struct {
	raw      string // the state directory as the environment spells it
	dir, key string // canonical state directory and key path, once resolved
	// globbed are the names a glob is matched against, lower-cased: the key as resolved and
	// as spelled, and the copy the ledger makes while creating it (made with dir).
	globbed [3]string
	home    string
	// touched keeps touches' answer by path and directory: a script names the same paths
	// through many effects (a log file written, appended, read), each resolved again.
	touched memo[[2]string, bool]
}

func (k *keyScope) resolve() {
	if k.dir == "" && k.raw != "" {
		k.dir = paths.Real(k.raw)
		k.key = paths.Join(k.dir, "ledger.key")
		k.globbed = [...]string{strings.ToLower(k.key), strings.ToLower(paths.Join(k.raw, "ledger.key")),
			strings.ToLower(paths.Join(k.dir, ".ledger.key.tmp"))}
	}
}

func hasGlob(s string) bool { return paths.HasMeta(s) }

// touches reports whether path p (as an argument, relative to cwd) names the key, a glob in the
// state directory that can match it, or the state directory itself.
func (k *keyScope) touches(p, cwd string) bool {
	if p == "" || k.raw == "" {
		return false
	}
	if t, ok := k.touched.get([2]string{p, cwd}); ok {
		return t
	}
	t := k.touchesAt(p, cwd)
	k.touched.put([2]string{p, cwd}, t)
	return t
}

func (k *keyScope) touchesAt(p, cwd string) bool {
	abs := paths.Abs(p, cwd, k.home)
	// Most words are not paths into the state directory. A word that names neither the key nor
	// hookguard, and holds no glob, can still reach the key only through a symlink: when its
	// resolution (shared with the other guards through the per-event cache) is the word itself,
	// there is none.
	r := paths.Real(abs)
	if low := strings.ToLower(p); !strings.Contains(low, "ledger") && !strings.Contains(low, "hookguard") && !hasGlob(p) && (r == abs || r == paths.Clean(abs)) {
		return false
	}
	k.resolve()
	if hasGlob(abs) {
		// A pattern anywhere in the path (STATE/*/ledger.k??) is matched against the key as
		// resolved and as spelled, and against the copy the ledger makes while creating it.
		pat := strings.ToLower(paths.Clean(abs))
		for _, lp := range k.globbed {
			if paths.GlobLiterals(pat, lp) && paths.Glob(pat, lp) {
				return true
			}
		}
		d := paths.Real(paths.Dir(abs))
		return strings.EqualFold(d, k.dir) || paths.WithinFold(k.key, d) && hasGlob(paths.Dir(abs))
	}
	return k.isKey(r) || strings.EqualFold(r, k.dir) || k.isKey(paths.Clean(abs))
}

// isKey reports the key file, or a copy the ledger is making of it (it writes the key to a
// temporary file beside it, .ledger.key.*, then links that into place).
func (k *keyScope) isKey(p string) bool {
	if strings.EqualFold(p, k.key) {
		return true
	}
	dir, base := filepath.Split(p)
	return strings.EqualFold(paths.Clean(dir), k.dir) && strings.HasPrefix(strings.ToLower(base), ".ledger.key.")
}

func (k *keyScope) ancestor(p, cwd string) bool {
	if p == "" || k.raw == "" {
		return false
	}
	k.resolve()
	r := paths.Real(paths.Abs(p, cwd, k.home))
	return paths.Within(k.key, r) || paths.Within(k.key, paths.Clean(paths.Abs(p, cwd, k.home)))
}

const keyWhy = " holds hookguard's ledger signing key, with which an authorisation could be forged. No command and no tool reads, copies, moves or writes it; the user manages it by hand."

// effect judges one effect against the key: any effect on it, a path whose known start may
// name it, and a tree (a recursive read, copy, archive, delete, chmod) that takes it along.
func (k *keyScope) effect(e spec.Effect) hookguard.Verdict {
	switch e.Kind {
	case spec.Read:
		if e.Class == "digest" {
			return hookguard.Allowed() // names, sizes, a hash: nothing an authorisation is signed with
		}
	case spec.Write, spec.Create, spec.Delete, spec.Truncate, spec.Chmod:
		if e.Class == "maybe" {
			return hookguard.Allowed() // what a program nobody knows may write under its directory
		}
	default:
		return hookguard.Allowed()
	}
	p := e.Path
	if p.Dyn {
		if p.Lead != "" && k.touches(p.Lead+"*", p.Cwd) {
			return block("ledger-key", "`"+p.Arg+"` may name a file in "+k.raw+", which"+keyWhy)
		}
		return hookguard.Allowed()
	}
	if p.Abs == "" {
		// A relative path where the directory is only known when the command runs (after
		// cd "$DIR"): judged by its spelling, as a dynamic path by its known start.
		if low := strings.ToLower(p.Arg); strings.Contains(low, "ledger") || strings.Contains(low, "hookguard") {
			return block("ledger-key", "`"+p.Arg+"`, in a directory only known when the command runs, may name "+k.raw+", which"+keyWhy)
		}
		return hookguard.Allowed()
	}
	if k.touches(p.Arg, p.Cwd) {
		return block("ledger-key", "`"+p.Arg+"`"+keyWhy)
	}
	// A tree read takes the key along; a tree copy or extract over it can plant one the
	// agent knows. Removing or chmodding a tree above it forges nothing (the ledger then
	// fails closed): the destructive guard judges that.
	// A git rewrite of the work tree writes only what git tracks: gitWrite judges it.
	if !e.Tree && !p.Found {
		return hookguard.Allowed()
	}
	if _, git := rewriteOf(e.By); git && e.Kind != spec.Read || e.Class == "repo" {
		// git's own writes (objects and refs in .git) land nothing in the work tree.
		return hookguard.Allowed()
	}
	if (e.Kind == spec.Read || e.Kind == spec.Write && landsContent(e, nil)) && k.ancestor(p.Arg, p.Cwd) {
		return block("ledger-key", "`"+e.By+"` takes the whole tree "+p.Arg+", which"+keyWhy)
	}
	return hookguard.Allowed()
}

// tools judges the paths a file tool writes, moves and reads.
func (k *keyScope) tools(ev *hookguard.Event) hookguard.Verdict {
	cwd := ev.Cwd
	if cwd == "" {
		cwd = ev.Root
	}
	for _, f := range ev.Files {
		for _, p := range []string{f.Path, f.From} {
			if k.touches(p, cwd) {
				return block("ledger-key", "`"+p+"`"+keyWhy)
			}
		}
	}
	for _, p := range ev.Reads {
		if k.touches(p, cwd) {
			return block("ledger-key", "`"+p+"`"+keyWhy)
		}
		// A recursive read (Grep, Glob, read_many_files of a directory) of the state directory
		// or any directory above it reaches the key, as a shell tree read does.
		if !hasGlob(p) && recursiveTool(ev.Tool) && k.ancestor(p, cwd) {
			return block("ledger-key", "`"+p+"` holds hookguard's state directory, and a search of it reads every file below, the ledger's signing key among them: with it an authorisation could be forged. Search a directory that does not hold "+k.raw+".")
		}
	}
	return hookguard.Allowed()
}

// recursiveTool reports a read tool that may open every file below a directory it is given:
// all but those that read one file or list one directory's names.
func recursiveTool(tool string) bool {
	switch strings.ToLower(tool) {
	case "read", "read_file", "view", "open", "list_directory", "ls", "list":
		return false
	}
	return true
}

var osGetenv = os.Getenv
