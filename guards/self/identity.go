package self

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard/internal/buildrec"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// Which program a command runs, when it is hookguard under another name or one of its hook
// wrappers. A command named hookguard is hookguard's spec's already (by any directory, through
// $(command -v hookguard), npx ...). What the spec table cannot know from a name is found
// here, from the program's path: a symlink to a hookguard binary, a copy of one (its size,
// then its bytes, compared with the binaries the wrappers run), a Go build of hookguard's
// command (its embedded build information), `go run` of it, or a copy this same command line
// makes. Such a program is judged by hookguard's spec, as if it were named hookguard.

// binary is one hookguard binary the wrappers may run.
type binary struct {
	path, real string
	size       int64
	info       os.FileInfo // nil when it could not be read
}

func (b binary) names() []string {
	if b.real != b.path {
		return []string{b.path, b.real}
	}
	return []string{b.path}
}

// hookguardCmd is the import path of hookguard's command.
const hookguardCmd = "github.com/hookguard/hookguard/cmd/hookguard"

const hookguardModule = "github.com/hookguard/hookguard"

// binaries are the hookguard binaries a wrapper may run: the one install recorded in the
// user's config directory, hookguard on PATH, and the one judging this event. A checkout's
// own build (install --dev) is left out: a person chose to let that workspace's build guard
// it, and building it is the agent's everyday work there.
func (s *scope) binaries() []binary {
	if s.binsOK {
		return s.bins
	}
	s.binsOK = true
	var cands []string
	config, _ := s.hookguardDirs()
	for _, c := range config {
		if b, err := os.ReadFile(filepath.Join(c, "binary")); err == nil {
			line, _, _ := strings.Cut(string(b), "\n")
			if line = strings.TrimSpace(line); filepath.IsAbs(line) {
				cands = append(cands, line)
			}
		}
	}
	if p := s.lookPath("hookguard"); p != "" {
		cands = append(cands, p)
	}
	if p, err := os.Executable(); err == nil {
		cands = append(cands, p)
	}
	for _, c := range cands {
		c = filepath.Clean(c)
		b := binary{path: c, real: paths.Real(c)}
		if slices.ContainsFunc(s.bins, func(o binary) bool { return o.real == b.real }) {
			continue // the recorded binary is mostly the one on PATH: one stat for both
		}
		if st, err := os.Stat(b.real); err == nil && st.Mode().IsRegular() {
			b.size, b.info = st.Size(), st
		}
		s.bins = append(s.bins, b)
	}
	return s.bins
}

// binaryAt reports whether a path (as spelled and resolved) is a hookguard binary: by name, or
// as a hard link to one.
func (s *scope) binaryAt(abs, real string) (string, bool) {
	bins := s.binaries()
	for _, b := range bins {
		if abs == b.path || abs == b.real || real == b.real {
			return b.path, true
		}
	}
	if len(bins) == 0 || paths.Absent(real) {
		return "", false
	}
	st, err := os.Stat(real)
	if err != nil || !st.Mode().IsRegular() {
		return "", false
	}
	for _, b := range bins {
		// os.SameFile compares device and inode on Unix and volume and file index on Windows:
		// a hard link is the same file by either.
		if b.info != nil && os.SameFile(st, b.info) {
			return b.path, true
		}
	}
	return "", false
}

// isHookguardFile reports whether the file at p is a hookguard binary by another name: a link
// to one, a copy of one, a Go build of hookguard's command, or a copy this line makes.
func (s *scope) isHookguardFile(p string) bool {
	real := paths.Real(p)
	for _, a := range s.aliases {
		if a == p || a == real {
			return true
		}
	}
	if _, ok := s.binaryAt(p, real); ok {
		return true
	}
	f, err := os.Open(real)
	if err != nil {
		return false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return false
	}
	for _, b := range s.binaries() {
		if b.size == st.Size() && sameSamples(f, b.real, b.size) {
			return true
		}
	}
	// A build the agent made lies where it can write (the project, scratch directories): a
	// system program is not read for build information.
	return s.agentWritable(real) && goBuildOfHookguard(f, st.Size())
}

// agentWritable reports a path in the project or a scratch directory, where the agent can
// have made a program.
func (s *scope) agentWritable(p string) bool { return paths.Inside(p, s.agentDirs()...) }

// agentDirs are the project and the scratch directories, as spelled and resolved, found once.
func (s *scope) agentDirs() []string {
	if s.adirsOK {
		return s.adirs
	}
	s.adirsOK = true
	for _, t := range []string{s.root, "/tmp", "/var/tmp", "/dev/shm", s.getenv("TMPDIR")} {
		if filepath.IsAbs(t) {
			t = filepath.Clean(t)
			s.adirs = append(s.adirs, t)
			if r := paths.Real(t); r != t {
				s.adirs = append(s.adirs, r)
			}
		}
	}
	return s.adirs
}

// sampleSize is the length of each slice of two files compared: a true copy matches at every
// offset, and a file that matches only the samples can gain nothing by being judged as
// hookguard.
const sampleSize = 64 << 10

// sameSamples compares the start, the middle and the end of f with the file at path, both of
// size bytes.
func sameSamples(f *os.File, path string, size int64) bool {
	g, err := os.Open(path)
	if err != nil {
		return false
	}
	defer g.Close()
	a := make([]byte, sampleSize)
	b := make([]byte, sampleSize)
	for _, off := range []int64{0, size/2 - sampleSize/2, size - sampleSize} {
		if off < 0 {
			off = 0
		}
		n, err := f.ReadAt(a, off)
		if err != nil && err != io.EOF {
			return false
		}
		m, err := g.ReadAt(b, off)
		if err != nil && err != io.EOF {
			return false
		}
		if n != m || !bytes.Equal(a[:n], b[:m]) {
			return false
		}
	}
	return true
}

// goBuildOfHookguard reports an executable whose embedded Go build information says its main
// package is hookguard's command (a build of any version, from any checkout). Only ELF files
// large enough to be a Go program are read, and only their .go.buildinfo section: this runs
// in a hook process, where debug/buildinfo's readers would cost their imports' start-up.
// (A Mach-O or PE build is not recognised this way; a copy of a recorded binary still is.)
func goBuildOfHookguard(f *os.File, size int64) bool {
	if size < 1<<20 {
		return false
	}
	data := buildrec.ELFSection(f, ".go.buildinfo", 64<<10)
	if !bytes.HasPrefix(data, []byte(buildrec.Magic)) {
		return false
	}
	return bytes.Contains(data, []byte("path\t"+hookguardCmd+"\n")) ||
		bytes.Contains(data, []byte("mod\t"+hookguardModule+"\t")) && bytes.Contains(data, []byte("/cmd/hookguard\n"))
}

// lookPath finds a program on the hook's PATH (the environment the wrappers run hookguard in).
func (s *scope) lookPath(name string) string {
	for _, d := range filepath.SplitList(s.getenv("PATH")) {
		if !filepath.IsAbs(d) {
			continue
		}
		p := filepath.Join(d, name)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
			return p
		}
	}
	return ""
}

// writableDirs are the PATH directories the agent can write (the project, scratch
// directories): only there can it have put a copy of hookguard that a bare name runs.
func (s *scope) writableDirs() []string {
	if s.wdirsOK {
		return s.wdirs
	}
	s.wdirsOK = true
	within := s.agentDirs()
	for _, d := range filepath.SplitList(s.getenv("PATH")) {
		if d = s.abs(d, s.ev.Cwd); d == "" {
			continue
		}
		// A directory elsewhere is not the agent's to write (the boundary guard keeps it
		// so): only those spelled inside the project or a scratch directory are looked at.
		if paths.Inside(d, within...) {
			s.wdirs = append(s.wdirs, d)
		}
	}
	return s.wdirs
}

// programPath is the file a command runs, where it can be known: its path, or for a bare name
// a file in a PATH directory the agent can write.
func (s *scope) programPath(c *shell.Command) string {
	if strings.Contains(c.Name, "/") {
		return s.abs(c.Name, c.Cwd)
	}
	// A bare name is found the same way for every command of the line that runs it (PATH is
	// the event's, its directories resolved from the event's cwd): looked up once.
	if p, ok := s.progs.get(c.Name); ok {
		return p
	}
	p := ""
	for _, d := range s.writableDirs() {
		if q := filepath.Join(d, c.Name); isRegular(q) {
			p = q
			break
		}
	}
	s.progs.put(c.Name, p)
	return p
}

func isRegular(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// isWrapperPath reports a path among the hook wrappers and git shims, resolved, or, where the
// command's directory is unknown, by its spelling.
func (s *scope) isWrapperPath(name, abs string) bool {
	if abs != "" {
		h, ok := s.own(abs, false)
		return ok && h.rule == "hook-wrappers"
	}
	n := "/" + strings.TrimPrefix(filepath.ToSlash(name), "./")
	for _, d := range wrapperDirs {
		if strings.Contains(n, "/"+d+"/") {
			return true
		}
	}
	return false
}

// asHookguard returns the command hookguard's spec should judge when c runs hookguard under
// another name: the same words, named hookguard. ok is false for any other program, and for a
// program named hookguard, which the spec judges already. n is spec.Normalise(c.Name).
func (s *scope) asHookguard(c *shell.Command, n string) (*spec.Input, bool) {
	if c.NameDynamic {
		return nil, false
	}
	switch {
	case n == "hookguard":
		return nil, false
	case strings.HasPrefix(n, "hookguard@"):
		// A package runner's name with its version (npx hookguard@latest).
		in := c.Input()
		in.Name = "hookguard"
		return in, true
	}
	if in, ok := s.goRun(c, n); ok {
		return in, true
	}
	p := s.programPath(c)
	if p == "" || !s.isHookguardFile(p) {
		return nil, false
	}
	in := c.Input()
	in.Name = "hookguard"
	return in, true
}

// goRun returns the hookguard command `go run` of hookguard's command would be: its
// arguments after the package.
func (s *scope) goRun(c *shell.Command, name string) (*spec.Input, bool) {
	if name != "go" {
		return nil, false
	}
	call := c.Call()
	ops := call.Operands()
	switch {
	case len(call.Path) == 2 && call.Path[1] == "run":
	case len(call.Path) == 1 && len(ops) > 0 && ops[0].S == "run" && !ops[0].Dyn:
		// No spec of go run yet: its operands as a flagless reading gives them.
		ops = ops[1:]
	default:
		return nil, false
	}
	// go run takes one package, or several .go files of one.
	n := 0
	for n < len(ops) && strings.HasSuffix(ops[n].S, ".go") && !ops[n].Dyn {
		n++
	}
	var pkg spec.Word
	switch {
	case n > 0:
		pkg = spec.Word{S: filepath.Dir(ops[0].S)}
		if !strings.Contains(ops[0].S, "/") {
			pkg.S = "."
		}
	case len(ops) > 0:
		pkg, n = ops[0], 1
	default:
		return nil, false
	}
	if pkg.Dyn || !s.isHookguardPackage(pkg.S, c.Cwd) {
		return nil, false
	}
	in := call.In
	return &spec.Input{Name: "hookguard", Args: ops[n:], Assigns: in.Assigns, Redirects: in.Redirects, Cwd: in.Cwd, Home: in.Home,
		Stdin: in.Stdin, StdinKnown: in.StdinKnown, Piped: in.Piped, FS: in.FS}, true
}

// isHookguardPackage reports a Go package argument that is hookguard's command: its import
// path (at any version), or a directory that is cmd/hookguard of a module named hookguard's.
func (s *scope) isHookguardPackage(pkg, cwd string) bool {
	if p, _, _ := strings.Cut(pkg, "@"); p == hookguardCmd {
		return true
	}
	if !strings.HasPrefix(pkg, ".") && !strings.HasPrefix(pkg, "/") {
		return false
	}
	dir := s.abs(pkg, cwd)
	if dir == "" {
		// Where the directory is unknown, the spelling is what there is.
		return strings.HasSuffix(strings.TrimSuffix(pkg, "/"), "cmd/hookguard")
	}
	mod := filepath.Dir(filepath.Dir(dir))
	if filepath.Base(dir) != "hookguard" || filepath.Base(filepath.Dir(dir)) != "cmd" {
		return false
	}
	b, err := os.ReadFile(filepath.Join(mod, "go.mod"))
	if err != nil {
		// A module nobody can read here is judged by the directory's name alone.
		return true
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) == 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`) == hookguardModule
		}
	}
	return false
}

// noteAliases records what an allowed command makes into hookguard, for the commands after it
// on the line: a copy, link or move of a hookguard binary lands it at each path it writes.
func (s *scope) noteAliases(effs []spec.Effect) {
	from := false
	for _, e := range effs {
		if e.Kind != spec.Read || e.Remote || e.Path.Abs == "" {
			continue
		}
		switch e.Class {
		case "copy", "link", "hardlink", "move":
			from = from || s.isHookguardFile(e.Path.Abs)
		}
	}
	if !from {
		return
	}
	for _, e := range effs {
		if (e.Kind == spec.Write || e.Kind == spec.Create) && !e.Remote && e.Path.Abs != "" {
			s.aliases = append(s.aliases, e.Path.Abs)
		}
	}
}
