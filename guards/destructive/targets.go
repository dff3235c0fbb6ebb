package destructive

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/guards/internal/caches"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// target is one path a command would delete or overwrite, as the command wrote it.
type target struct {
	arg  string
	dyn  bool
	lead string
	cwd  string
	// children is set when only entries below the path are touched, never the path itself
	// (find with a name filter).
	children bool
}

// danger says why deleting t is not allowed, or "" when it is: inside the project (but not
// the project root itself or its .git), strictly inside a temp dir, or under an allow_delete dir.
func (j *judge) danger(sp spec.Path) string {
	t := targetOf(sp)
	p, why := j.resolve(t)
	if why != "" {
		return why
	}
	if t.children {
		p = paths.Join(p, "x")
	}
	if why := j.classify(p); why != "" {
		return why
	}
	return j.globDanger(t)
}

// globDanger judges what a pattern in the last component can name: bash expands it against
// the directory when the command runs, so `.g*` deletes .git. Every entry it matches now is
// judged, and .git whether it is there yet or not.
func (j *judge) globDanger(t target) string {
	if t.dyn || !paths.HasMeta(filepath.Base(t.arg)) {
		return ""
	}
	pattern := filepath.Base(t.arg)
	dirArg := paths.Dir(t.arg)
	dir, why := j.resolve(target{arg: dirArg + "/", cwd: t.cwd})
	if why != "" || paths.HasMeta(dirArg) {
		return why
	}
	names, _ := shell.Expand(dir, pattern)
	if shell.GlobMatch(pattern, ".git") {
		names = append(names, ".git")
	}
	for _, n := range names {
		if why := j.classify(paths.Join(dir, n)); why != "" {
			return why + " (" + t.arg + " matches " + n + ")"
		}
	}
	return ""
}

// systemFile says why deleting one file (not recursively) is not allowed: only system paths
// and the roots themselves are refused.
func (j *judge) systemFile(sp spec.Path) string {
	t := targetOf(sp)
	p, why := j.resolve(t)
	if why != "" {
		if t.dyn {
			return "" // a single unknown file: too common (rm "$f") to refuse
		}
		return why
	}
	switch {
	case p == "/":
		return "the filesystem root"
	case isSystem(p) && !j.inProjectHome(p):
		return p + ", a system path"
	}
	return ""
}

// resolve makes the target an absolute, clean path with the symlinks of its directories
// resolved, or says why it cannot be known.
func (j *judge) resolve(t target) (string, string) {
	arg := t.arg
	if t.dyn {
		if rest, ok := tmpdirRelative(arg); ok && t.lead == "" {
			arg = "/tmp/" + rest
			if strings.Contains(rest, "$") || strings.Contains(rest, "`") {
				arg = "/tmp/dynamic-entry"
			}
		} else if t.lead == "" {
			return "", "a target only known when the command runs (" + t.arg + ")"
		} else if strings.HasSuffix(t.lead, "/") {
			arg = t.lead
		} else {
			arg = t.lead + "-dynamic-entry"
		}
	}
	if arg == "" {
		return "", ""
	}
	if arg == "~" || strings.HasPrefix(arg, "~/") {
		if j.env.home == "" {
			return "", "a path in the home directory, which is unknown here"
		}
		arg = j.env.home + arg[1:]
	} else if strings.HasPrefix(arg, "~") {
		return "", "another user's home directory (" + t.arg + ")"
	}
	cwd := t.cwd
	if !filepath.IsAbs(arg) {
		if cwd == "" {
			return "", "a relative path (" + t.arg + ") after a cd whose target is only known when it runs"
		}
		arg = paths.Join(cwd, arg)
	}
	if why := dotdot(arg); why != "" {
		return "", why
	}
	trailing := strings.HasSuffix(arg, "/") || strings.HasSuffix(arg, "/.")
	arg = paths.Clean(arg)
	arg = globBase(arg)
	// rm removes a symlink itself, not what it points to, unless the path ends in a slash.
	if trailing || arg == "/" {
		return paths.Real(arg), ""
	}
	return paths.Join(paths.Real(paths.Dir(arg)), filepath.Base(arg)), ""
}

func tmpdirRelative(arg string) (string, bool) {
	for _, pre := range []string{"$TMPDIR/", "${TMPDIR}/", "${TMPDIR:-/tmp}/"} {
		if rest, ok := strings.CutPrefix(arg, pre); ok && rest != "" && !strings.Contains(rest, "..") {
			return rest, true
		}
	}
	return "", false
}

// dotdot refuses a ".." that follows a component which is not a real directory: through a
// symlink, ".." leads wherever the link points, not back up the written path.
func dotdot(p string) string {
	if !strings.Contains(p, "..") {
		return "" // no ".." component: nothing to split the path for
	}
	parts := strings.Split(p, "/")
	for i, part := range parts {
		if part != ".." || i == 0 {
			continue
		}
		prefix := strings.Join(parts[:i], "/")
		if prefix == "" {
			continue
		}
		clean := paths.Clean(prefix)
		st, err := os.Lstat(clean)
		if err != nil || !st.IsDir() || paths.Real(clean) != clean {
			return "a path through \"..\" after " + prefix + ", which is not a plain directory (a symlink's \"..\" leads elsewhere)"
		}
	}
	return ""
}

// globBase turns a pattern into the path it can reach: a last component that matches
// everything (*, .*) stands for its directory; any other pattern for an entry inside it.
func globBase(p string) string {
	if !paths.HasMeta(p) {
		return p // no component is a pattern: nothing to split the path for
	}
	parts := strings.Split(p, "/")
	for i, part := range parts {
		if !paths.HasMeta(part) {
			continue
		}
		dir := strings.Join(parts[:i], "/")
		if dir == "" {
			dir = "/"
		}
		if i == len(parts)-1 && strings.Trim(part, "*?.") == "" {
			return dir
		}
		return paths.Join(dir, "glob-entry")
	}
	return p
}

// classify says why deleting p is not allowed, or "".
func (j *judge) classify(p string) string {
	home, root := j.roots()
	switch {
	case p == "/":
		return "the filesystem root"
	case home != "" && p == home:
		return "your home directory"
	case root != "" && inOrEq(root, p):
		if p == root {
			return "the project root itself"
		}
		return p + ", which contains the project"
	case home != "" && inOrEq(home, p):
		if p == home {
			return "your home directory"
		}
		return p + ", which contains your home directory"
	case root != "" && under(p, root):
		if inOrEq(p, paths.Join(root, ".git")) {
			return "the project's .git (its whole history)"
		}
		return ""
	}
	// A tool's cache in the home (~/.cache/pip, ~/.gradle/caches) holds what it downloads or
	// builds again: deleting it costs a rebuild, never data.
	if caches.Regenerable(p, home) {
		return ""
	}
	// A home below a temp dir is still a home.
	if home != "" && under(p, home) {
		return p + ", outside the project (in your home directory)"
	}
	if j.inTemp(p) {
		return ""
	}
	for _, t := range tempDirs() {
		if p == t {
			return "the temp directory " + t + " itself"
		}
	}
	for _, d := range j.env.extra {
		if under(p, clean(d)) {
			return ""
		}
	}
	switch {
	case isSystem(p):
		return p + ", a system path"
	}
	return p + ", outside the project and temp dirs"
}

// inTemp reports whether p is strictly inside a temp dir, and not in a home or project that
// happens to live there.
func (j *judge) inTemp(p string) bool {
	home, root := j.roots()
	if home != "" && inOrEq(p, home) || root != "" && inOrEq(p, root) {
		return false
	}
	for _, t := range tempDirs() {
		if under(p, t) {
			return true
		}
	}
	return false
}

// roots returns home and project root with their symlinks resolved, once per judgement.
func (j *judge) roots() (home, root string) {
	if !j.rootsDone {
		j.home, j.root, j.rootsDone = clean(j.env.home), clean(j.env.root), true
	}
	return j.home, j.root
}

func clean(p string) string {
	if p == "" {
		return ""
	}
	return paths.Real(paths.Clean(p))
}

// under reports whether p is strictly inside dir: p starts with dir and a slash. Asked of
// every system directory for every path a command writes, building dir+"/" for each was most
// of what judging a script's writes cost.
func under(p, dir string) bool {
	if dir == "/" {
		return p != "/"
	}
	return len(p) > len(dir) && p[len(dir)] == '/' && p[:len(dir)] == dir
}

// inOrEq reports whether p is dir or inside it.
func inOrEq(p, dir string) bool { return p == dir || under(p, dir) }

func tempDirs() []string {
	out := []string{"/tmp", "/var/tmp", "/private/tmp", "/private/var/tmp", "/dev/shm"}
	if t := os.Getenv("TMPDIR"); filepath.IsAbs(t) {
		t = paths.Clean(t)
		if t != "/" && strings.Count(t, "/") >= 1 && !isSystemRoot(t) {
			out = append(out, t)
		}
	}
	return out
}

func isSystemRoot(p string) bool {
	switch p {
	case "/", "/home", "/Users", "/usr", "/etc", "/var", "/opt", "/root":
		return true
	}
	return false
}

// isSystem reports whether p is in a directory the operating system owns, or is a top-level
// directory.
func isSystem(p string) bool {
	if p == "/" || strings.Count(p, "/") == 1 {
		return true
	}
	for _, d := range []string{"/etc", "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/boot", "/dev", "/proc", "/sys", "/var", "/opt", "/root", "/srv", "/snap", "/nix", "/System", "/Library", "/Applications", "/private", "/run", "/mnt", "/media"} {
		if inOrEq(p, d) {
			return !under(p, "/var/tmp") && !under(p, "/private/tmp") && !under(p, "/private/var/tmp") && !under(p, "/dev/shm")
		}
	}
	return false
}
