package boundary

import (
	"bytes"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards/internal/caches"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/internal/lefthook"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
	"github.com/hookguard/hookguard/state"
)

// scope is what one event is judged against: canonical roots, home, scratch directories and
// hookguard's own directories, each resolved once.
type scope struct {
	g        *Guard
	home     string // as given (for ~ expansion)
	realHome string
	roots    []string // canonical; [0] is the project root
	temps    []string // canonical scratch directories, resolved on first use
	onPath   []string // canonical PATH directories but the system ones, on first use
	owned    []string // canonical hookguard state and config directories
	state    string   // canonical hookguard state directory: the ledger and its signing key
	settings []string // canonical user-level harness settings files
	// passed keeps the effects the shell side let through in this event, by what was judged:
	// a line runs many commands in one directory and writes one path in several ways. Only
	// what passed is kept: a key with a verdict was twice the map's to hash and copy as it grew.
	passed  map[effectKey]struct{}
	lineLen int // the commands of the line, which passed is sized for
	// secretOf keeps what secret says of each path asked, and secrets the home's secret
	// entries, made once: the effects of a line ask about the same paths again and again.
	secretOf map[string]string
	secrets  []string
	// lefthook's files beyond its own names that the configs in lhRoot name (extends:, rc:,
	// source_dir:), read on first need.
	lhRoot          string
	lhFiles, lhDirs []string
	// lazy is the event a shell line's scope is still to be found for (ensure), nil once it
	// is found.
	lazy   *hookguard.Event
	script *shell.Script // the event's line, where the shell side judges one
}

// ensure finds the scope of a shell line, on the first effect that needs it.
func (s *scope) ensure() {
	if s.lazy == nil {
		return
	}
	n, sc := s.lineLen, s.script
	*s = *s.g.scope(s.lazy)
	s.lineLen, s.script = n, sc
}

func (g *Guard) scope(ev *hookguard.Event) *scope {
	home := ev.Home
	if home == "" {
		home = g.getenv("HOME")
	}
	s := &scope{g: g, home: home}
	if home != "" {
		s.realHome = paths.Real(paths.Clean(home))
	}
	root := ev.Root
	if root == "" {
		// The adapter pins the root; without one the cwd is the best there is.
		root = ev.Cwd
	}
	if root != "" {
		s.roots = append(s.roots, paths.Resolve(root, "/", home))
	}
	for _, r := range g.opts.Roots {
		if r == "" {
			continue
		}
		base := root
		if base == "" {
			base = "/"
		}
		s.roots = append(s.roots, paths.Resolve(r, base, home))
	}
	// hookguard's state and configuration directories, found by hookguard's own rules: where
	// the environment puts them (an absolute XDG_* only; a relative one would name the
	// workspace, and hookguard ignores it), and the defaults beside them, which a wrapper
	// run from another environment finds.
	env := func(k string) string {
		if k == "HOME" {
			return home
		}
		return g.getenv(k)
	}
	st := state.Dir(env)
	if st != "" {
		s.state = paths.Real(st)
	}
	var dirs []string
	if cfg := g.getenv("XDG_CONFIG_HOME"); filepath.IsAbs(cfg) {
		dirs = append(dirs, paths.Join(cfg, "hookguard"))
	}
	dirs = append(dirs, st)
	// The managed policy's directory (its file, and the file the agent might create where
	// there is none, which would be a layer above every other).
	dirs = append(dirs, paths.Dir(state.ManagedFile()))
	if filepath.IsAbs(home) {
		dirs = append(dirs, paths.Join(home, ".config/hookguard"), paths.Join(home, ".local/state/hookguard"))
	}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		// The real path, and the path as spelled: a dotfiles manager may link these
		// directories elsewhere, and either spelling reaches the same files.
		d = paths.Clean(d)
		for _, p := range [2]string{paths.Real(d), d} {
			if !slices.Contains(s.owned, p) {
				s.owned = append(s.owned, p)
			}
		}
	}
	if home != "" {
		for _, h := range []string{s.realHome, paths.Clean(home)} {
			for _, f := range harness.Settings() {
				s.settings = append(s.settings, paths.Join(h, f))
			}
		}
	}
	return s
}

// target is one resolved path.
type target struct {
	raw, lexical, real string
	windows            bool
}

func (s *scope) resolve(p, cwd string) target {
	t := target{raw: p}
	if paths.Windows(p) {
		t.windows = true
		return t
	}
	if cwd == "" && len(s.roots) > 0 {
		cwd = s.roots[0]
	}
	abs := paths.Abs(p, cwd, s.home)
	t.lexical = paths.Clean(abs)
	t.real = paths.Real(abs)
	return t
}

func (s *scope) inRoots(p string) (string, string, bool) {
	for _, r := range s.roots {
		if rel, ok := paths.Rel(p, r); ok {
			return r, rel, true
		}
	}
	return "", "", false
}

func (s *scope) block(rule, reason string, t target) hookguard.Verdict {
	v := hookguard.Blocked(Name, rule, reason)
	where := t.real
	if where == "" {
		where = t.raw
	}
	v.Action = rule + " " + where
	return v
}

// write judges writing text (the new content, where known) to p; verb says what the action
// does to it ("write", "delete", "move away").
func (s *scope) write(p, cwd, text, verb string) hookguard.Verdict {
	return s.writeBy(p, cwd, text, verb, "")
}

// writeBy is write done by a program (by: the operation, "npm install"): where that program
// owns a protected class (a package manager its lockfile, vendor/, node_modules), its write
// there is its own, not a hand edit.
func (s *scope) writeBy(p, cwd, text, verb, by string) hookguard.Verdict {
	return s.writeAt(p, cwd, s.resolve(p, cwd), text, verb, by)
}

// unlinkBy judges removing the entry p itself: a symbolic link there is removed, not what it
// points at (rm link, not rm link/), so the link is judged where it is.
func (s *scope) unlinkBy(p, cwd, verb, by string) hookguard.Verdict {
	t := s.resolve(p, cwd)
	if !t.windows && !strings.HasSuffix(p, "/") {
		abs := paths.Clean(paths.Abs(p, cwd, s.home))
		if st, err := os.Lstat(abs); err == nil && st.Mode()&os.ModeSymlink != 0 {
			t.lexical = abs
			t.real = paths.Join(paths.Real(paths.Dir(abs)), filepath.Base(abs))
		}
	}
	return s.writeAt(p, cwd, t, "", verb, by)
}

func (s *scope) writeAt(p, cwd string, t target, text, verb, by string) hookguard.Verdict {
	if strings.ContainsRune(p, 0) {
		return s.block("outside-roots", "the path contains a NUL byte; no tool writes such a path honestly.", target{raw: p})
	}
	if t.windows {
		return s.block("outside-roots", ""+q(p)+" is a Windows drive or UNC path, which lies outside every root of this workspace. Write inside the project instead.", t)
	}
	if spec.Sink(t.lexical) {
		return hookguard.Allowed()
	}
	// hookguard's own directories and the user's harness settings are never the agent's to
	// write, even where a root contains them (a project at ~ does).
	for _, d := range s.owned {
		if paths.WithinFold(t.real, d) || paths.WithinFold(t.lexical, d) {
			return s.block("guard-state", ""+verb+" "+q(p)+" touches hookguard's own state or configuration ("+d+"), which only a person changes (hookguard trust, ledger, install). Ask the user to make this change.", t)
		}
	}
	for _, f := range s.settings {
		if paths.EqualFold(t.real, f) || paths.EqualFold(t.lexical, f) {
			return s.block("harness-settings", ""+verb+" "+q(p)+" would change the user's harness settings, which hold the hooks that run this guard. Ask the user to make this change.", t)
		}
	}
	root, rel, in := s.inRoots(t.real)
	if !in {
		// A link inside the root to anywhere else, a scratch directory among it (.claude ->
		// /tmp/x), still makes a protected file of what is written through it: judged
		// before the scratch exemption, which asks only where the write lands.
		if v := s.lexicalProtected(p, t, text, verb, by); v.Decision != hookguard.Allow {
			return v
		}
		if s.scratch(t.real) && !s.climbsOut(p, cwd) {
			d := s.inPathDir(t.real)
			if d == "" {
				return hookguard.Allowed()
			}
			return s.block("outside-roots", ""+verb+" "+q(p)+" puts a program in "+d+", a directory on PATH: a program named like another there (git, sh, python3) runs in its place for the user, for git's hooks and for every later command. Put it in the project and run it by its path, or ask the user.", t)
		}
		why := "" + verb + " " + q(p) + " lands outside the project"
		if _, _, in := s.inRoots(t.lexical); in && t.real != t.lexical {
			why += " through a symlink (it resolves to " + t.real + ")"
		} else if t.real != paths.Clean(p) {
			why += " (it resolves to " + t.real + ")"
		}
		why += "; writes are allowed only inside " + strings.Join(s.roots, ", ") + " and scratch directories such as /tmp. Write inside the project, or ask the user to add the directory to [guards.boundary] roots."
		return s.block("outside-roots", why, t)
	}
	if rule, what := s.protected(root, rel, t.real, text); rule != "" && !ownedBy(rule, rel, by) {
		return s.block(rule, ""+verb+" "+q(p)+" would hand-edit "+what+". Ask the user to make this change, or use the tool that owns the file.", t)
	}
	return s.lexicalProtected(p, t, text, verb, by)
}

// lexicalProtected judges the path as written: it may name a protected file that a symlink
// hides.
func (s *scope) lexicalProtected(p string, t target, text, verb, by string) hookguard.Verdict {
	if t.lexical != t.real {
		if root, rel, ok := s.inRoots(t.lexical); ok {
			if rule, what := s.protected(root, rel, t.lexical, text); rule != "" && !ownedBy(rule, rel, by) {
				return s.block(rule, ""+verb+" "+q(p)+" would hand-edit "+what+". Ask the user to make this change.", t)
			}
		}
	}
	return hookguard.Allowed()
}

// climbsOut reports whether p is spelled as a path inside a root that leaves it through "..":
// nobody names a scratch file that way except to get past a check, so the scratch exemption
// does not apply to it.
func (s *scope) climbsOut(p, cwd string) bool {
	abs := paths.Abs(p, cwd, s.home)
	i := strings.Index(abs+"/", "/../")
	if i < 0 {
		return false
	}
	prefix := paths.Real(paths.Clean(abs[:i+1]))
	_, _, in := s.inRoots(prefix)
	return in
}

// cache reports a delete of p that lands in a tool's cache below the home (caches.Regenerable),
// spelled as a path that does not climb out of a root to get there. The entry itself is
// judged, as rm removes a link, not what it points at.
func (s *scope) cache(p, cwd string) bool {
	t := s.resolve(p, cwd)
	if t.windows || s.climbsOut(p, cwd) {
		return false
	}
	abs := paths.Clean(paths.Abs(p, cwd, s.home))
	where := paths.Join(paths.Real(paths.Dir(abs)), filepath.Base(abs))
	if strings.HasSuffix(p, "/") {
		where = t.real
	}
	return caches.Regenerable(where, s.realHome)
}

// scratch reports whether p is in a scratch directory and in no home or root: a project or a
// home below /tmp is still a project or a home.
func (s *scope) scratch(p string) bool {
	if s.realHome != "" && paths.Within(p, s.realHome) {
		return false
	}
	if s.temps == nil {
		s.temps = []string{}
		for _, t := range append([]string{"/tmp", "/var/tmp", "/dev/shm", s.g.getenv("TMPDIR")}, s.g.opts.Temp...) {
			if t != "" {
				s.temps = append(s.temps, paths.Resolve(t, "/", s.home))
			}
		}
	}
	for _, t := range s.temps {
		if paths.Within(p, t) && p != t {
			return true
		}
	}
	return false
}

// protected says which owned-file class rel (relative to root) falls in, and in words.
func (s *scope) protected(root, rel, abs, text string) (rule, what string) {
	if rel == "" {
		return "", ""
	}
	lower := strings.ToLower(rel)
	parts := strings.Split(lower, "/")
	base := parts[len(parts)-1]
	for _, c := range parts {
		if c == ".git" {
			return "git-internals", "git's internal files (.git: config, hooks, objects); git itself writes them, and a hook or config written there runs code outside every guard"
		}
	}
	if lower == "guards.toml" || parts[0] == ".hookguard" {
		return "guard-config", "hookguard's project configuration (guards.toml, .hookguard/), which decides what the guards allow"
	}
	// Where husky or lefthook run the git rung, their configuration is the line that calls
	// hookguard: deleting it switches the floor off as surely as unsetting core.hooksPath.
	if parts[0] == ".husky" || lefthook.Config(lower) || s.lefthookNamed(root, rel) {
		return "guard-config", "the git hook manager's configuration (" + rel + "), which calls hookguard's git floor"
	}
	// A harness's guarded paths, at any depth (a nested project's harness reads its own): each
	// tail of the path from a component on, cut from it rather than joined again from parts.
	for tail := lower; ; {
		if d := harness.GuardedIn(tail); d != nil {
			return "harness-settings", d.Name + "'s settings or hooks (" + rel + "), which can switch the guards off"
		}
		i := strings.IndexByte(tail, '/')
		if i < 0 {
			break
		}
		tail = tail[i+1:]
	}
	if s.g.opts.CI {
		if strings.HasPrefix(lower, ".github/workflows/") || lower == ".gitlab-ci.yml" || strings.HasPrefix(lower, ".circleci/") ||
			base == "jenkinsfile" || strings.HasPrefix(lower, ".buildkite/") || lower == "azure-pipelines.yml" {
			return "ci-config", "CI configuration (" + rel + "), which runs with the repository's secrets"
		}
	}
	if _, lock := lockfileOwners(base); s.g.opts.Lockfiles && lock {
		return "lockfile", "the lockfile " + rel + "; let the package manager regenerate it (npm install, go mod tidy, cargo update ...)"
	}
	if s.g.opts.Vendored && (parts[0] == "vendor" || slices.Contains(parts[:len(parts)-1], "node_modules")) && !toolCache(parts) {
		return "vendored", "vendored code (" + rel + "), which the package manager owns; change the dependency instead"
	}
	if s.g.opts.Generated && generated(base, abs, text) {
		return "generated", "a generated file (" + rel + "); change its source and rerun the generator"
	}
	for _, pat := range s.g.opts.Protect {
		if paths.Glob(strings.ToLower(pat), lower) {
			return "protected", rel + ", which guards.boundary.protect lists (" + pat + ")"
		}
	}
	return "", ""
}

// lockfiles are the lockfiles a hand must not edit, lower-cased, each with the operations
// that own it (a prefix of the effect's By, by whole words): the package manager rewrites it.
var lockfiles = [...]struct{ name, owners string }{
	{"package-lock.json", "npm"}, {"npm-shrinkwrap.json", "npm"}, {"pnpm-lock.yaml", "pnpm"}, {"yarn.lock", "yarn"},
	{"bun.lockb", "bun"}, {"bun.lock", "bun"}, {"go.sum", "go"}, {"cargo.lock", "cargo"}, {"poetry.lock", "poetry"},
	{"uv.lock", "uv"}, {"pdm.lock", "pdm"}, {"pipfile.lock", "pipenv"}, {"gemfile.lock", "bundle"},
	{"composer.lock", "composer"}, {"mix.lock", "mix"}, {"pubspec.lock", "dart,flutter"},
	{"packages.lock.json", "dotnet,nuget"}, {"flake.lock", "nix"}, {"podfile.lock", "pod"},
}

// vendorOwners and nodeOwners are the operations that fill vendor/ and node_modules/.
const (
	vendorOwners = "go mod vendor,go work vendor,composer,bundle,cargo vendor"
	nodeOwners   = "npm,pnpm,yarn,bun"
)

// lockfileOwners returns the operations that own the lockfile named base (lower-cased), and
// whether base is a lockfile at all.
func lockfileOwners(base string) (string, bool) {
	for _, l := range lockfiles {
		if l.name == base {
			return l.owners, true
		}
	}
	return "", false
}

// ownedBy reports a write by the operation that owns what rule protects at rel: the package
// manager writing its lockfile, vendor/ or node_modules/.
func ownedBy(rule, rel, by string) bool {
	if by == "" {
		return false
	}
	lower := strings.ToLower(rel)
	switch rule {
	case "lockfile":
		owners, ok := lockfileOwners(path.Base(lower))
		return ok && byOneOf(by, owners)
	case "vendored":
		if lower == "vendor" || strings.HasPrefix(lower, "vendor/") {
			return byOneOf(by, vendorOwners)
		}
		return byOneOf(by, nodeOwners)
	}
	return false
}

// byOneOf reports an operation that is, or begins with, one of the comma-separated owners.
func byOneOf(by, owners string) bool {
	for _, o := range strings.Split(owners, ",") {
		if by == o || strings.HasPrefix(by, o+" ") {
			return true
		}
	}
	return false
}

// generated reports a generated file by its name or by the header convention
// (https://go.dev/s/generatedcode, @generated) in the new text or the file on disk.
func generated(base, abs, text string) bool {
	for _, suf := range []string{".pb.go", "_pb2.py", "_pb2_grpc.py", ".pb.cc", ".pb.h", "_grpc.pb.go", ".pb.gw.go"} {
		if strings.HasSuffix(base, suf) {
			return true
		}
	}
	// Slice before converting: the conversion copies, and a write's text may be megabytes.
	if hasGeneratedHeader([]byte(text[:min(len(text), 2048)])) {
		return true
	}
	// Only a regular file has a header: a FIFO or a device (a link to /dev/stdout) is no
	// generated file, and reading it would wait.
	if paths.Absent(abs) {
		return false
	}
	head, _ := state.ReadPrefix(abs, 2048)
	return hasGeneratedHeader(head)
}

func hasGeneratedHeader(b []byte) bool {
	for line := range bytes.SplitSeq(b, []byte("\n")) {
		l := bytes.TrimSpace(line)
		// Only a comment is a header: a generator's own source writes the line as a string
		// (fmt.Fprintf(w, "// Code generated by x. DO NOT EDIT.\n")), and it is the source.
		if !commentLine(l) {
			continue
		}
		if bytes.Contains(l, []byte("DO NOT EDIT")) && bytes.Contains(l, []byte("enerated")) || bytes.Contains(l, []byte("@generated")) {
			return true
		}
	}
	return false
}

func q(p string) string { return "\"" + p + "\"" }

// lefthookNamed reports rel as a file or directory that a lefthook config in root names
// (lefthook.Loaded): lefthook reads it as its own, so it may hold the line that calls
// hookguard.
func (s *scope) lefthookNamed(root, rel string) bool {
	if root == "" {
		return false
	}
	if s.lhRoot != root {
		s.lhRoot = root
		s.lhFiles, s.lhDirs = lefthook.Loaded(root, lefthook.RootHas(root))
	}
	return lefthook.Named(rel, s.lhFiles, s.lhDirs)
}

// commentLine reports a line that opens with a comment marker of a common language: // # /*
// * -- <!-- ; % {{/* (a Go template's comment).
func commentLine(l []byte) bool {
	for _, m := range []string{"//", "#", "/*", "*", "--", "<!--", ";", "%", "{{/*", "{{- /*", "(*"} {
		if bytes.HasPrefix(l, []byte(m)) {
			return true
		}
	}
	return false
}
