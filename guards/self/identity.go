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
	"github.com/hookguard/hookguard/state"
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
		// A configuration directory the places found absent holds no record: no open is tried.
		if paths.Absent(c) {
			continue
		}
		if b, err := state.ReadFile(paths.Join(c, "binary"), 4096); err == nil {
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
		c = paths.Clean(c)
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
	if len(s.trees) > 0 && s.extracted(p, real) {
		return true
	}
	if _, ok := s.binaryAt(p, real); ok {
		return true
	}
	if paths.Absent(real) {
		return false
	}
	// No program is a FIFO or a device: one is not read (it would wait, or never end).
	f, err := state.OpenRegular(real)
	if err != nil {
		return false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
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
			t = paths.Clean(t)
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
	g, err := state.OpenRegular(path)
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
	dirs := filepath.SplitList(s.getenv("PATH"))
	for i, d := range dirs {
		// A directory listed twice (a profile that prepends it again) was looked in already.
		if !filepath.IsAbs(d) || slices.Contains(dirs[:i], d) {
			continue
		}
		p := paths.Join(d, name)
		if paths.ExecFile(p) {
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
// a copy of hookguard this line made under that name, or a file in a directory the agent can
// write on the PATH the command is given.
func (s *scope) programPath(c *shell.Command) string {
	if strings.Contains(c.Name, "/") {
		return s.abs(c.Name, c.Cwd)
	}
	// `hash -p FILE NAME` earlier on the line: NAME runs FILE, whatever PATH says.
	for i := len(s.hashed) - 1; i >= 0; i-- {
		if s.hashed[i][0] == c.Name {
			return s.hashed[i][1]
		}
	}
	// A copy the line made is what its name runs, wherever it was put: a PATH can be known
	// only in part (a directory only known when it runs, one set in a file the line cannot
	// read), and nobody names a program after a copy of hookguard they made on the same line
	// to run another one. Looked up before the answers kept below, which were found before
	// the copy existed.
	if len(s.aliases) > 0 {
		if p := s.madeAs(c.Name); p != "" {
			return p
		}
	}
	if len(s.trees) > 0 {
		if p := s.extractedAs(c.Name); p != "" {
			return p
		}
	}
	// A bare name is found the same way for every command of the line that runs it with the
	// same PATH: looked up once. Most run with the event's, kept by name alone.
	path, set := c.PATH()
	if set {
		k := progKey{c.Name, path, c.Cwd}
		if p, ok := s.pathProgs.get(k); ok {
			return p
		}
		p := findIn(s.searchDirs(path, c.Cwd), c.Name)
		s.pathProgs.put(k, p)
		return p
	}
	dirs := s.writableDirs()
	if len(dirs) == 0 {
		return "" // no directory of the PATH is the agent's: nothing to find, nor to keep
	}
	if p, ok := s.progs.get(c.Name); ok {
		return p
	}
	p := findIn(dirs, c.Name)
	s.progs.put(c.Name, p)
	return p
}

// findIn is the first regular file named name in dirs, "" where none holds one.
func findIn(dirs []string, name string) string {
	for _, d := range dirs {
		if q := paths.Join(d, name); isRegular(q) {
			return q
		}
	}
	return ""
}

// progKey keeps programPath's answer for a command the line gives a PATH: the name, the PATH
// and the directory its relative entries are found from.
type progKey struct{ name, path, cwd string }

// madeAs is the copy of hookguard this line made under the name, "" where it made none. Names
// are matched as a file system that ignores case finds them (macOS, Windows), and x runs
// x.exe or x.com where Windows' shells look programs up (spec.Normalise drops the extension).
func (s *scope) madeAs(name string) string {
	n := spec.Normalise(name)
	for _, a := range s.aliases {
		b := filepath.Base(a)
		if strings.EqualFold(b, name) || spec.Normalise(b) == n {
			return a
		}
	}
	return ""
}

// searchDirs are the directories of a PATH the line set that the agent can write, in order:
// the event's own where the value keeps it ($PATH), an entry found from cwd where it is
// relative (an empty one is cwd itself). An entry only known when it runs is left out.
func (s *scope) searchDirs(path, cwd string) []string {
	var dirs []string
	for _, d := range strings.Split(path, ":") {
		switch {
		case d == "$PATH" || d == "${PATH}":
			dirs = append(dirs, s.writableDirs()...)
			continue
		case strings.ContainsAny(d, "$`"):
			continue
		case d == "":
			d = "."
		}
		if d = s.abs(d, cwd); d != "" && s.agentWritable(d) {
			dirs = append(dirs, d)
		}
	}
	return dirs
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
		if s.foundProgram(c) == "" && !hookEntryWords(c) && !s.readsRecord() && !s.looksUpHookguard() {
			return nil, false
		}
		in := c.Input()
		in.Name = "hookguard"
		return in, true
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
		pkg = spec.Word{S: paths.Dir(ops[0].S)}
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
	mod := paths.Dir(paths.Dir(dir))
	if filepath.Base(dir) != "hookguard" || filepath.Base(paths.Dir(dir)) != "cmd" {
		return false
	}
	b, err := state.ReadFile(paths.Join(mod, "go.mod"), 0)
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

// noteAliases records what an allowed command (the i'th of the line) makes into hookguard, for
// the commands after it: a copy, link or move of a hookguard binary or of a directory that
// holds one, its bytes written through a redirect or a pipe (cat, dd, tee, base64 -d ...), or
// a Go build of its command, lands it at each path written.
func (s *scope) noteAliases(cmds []*shell.Command, i int) {
	c := cmds[i]
	if c.Name == "hash" {
		s.noteHashed(c)
	}
	subst := inSubst(c)
	fed := s.hgOut && !subst && c.Call().In.Piped // its stdin is hookguard's bytes
	if !subst {
		s.hgOut = false
	}
	effs := c.Effects()
	s.notePacked(cmds, i, effs, subst)
	writes, reads := false, false
	for i := range effs {
		e := &effs[i]
		switch {
		case e.Remote:
		case e.Kind == spec.Write || e.Kind == spec.Create:
			writes = true
		case e.Kind == spec.Read && e.Path.Abs != "" && carriesBytes(e.Class):
			reads = true
		}
	}
	from, tree := fed, ""
	switch {
	case from:
	case reads && (writes || !subst && pipesOn(cmds, i)):
		// Reading a file to find out whether it is hookguard costs system calls: done only
		// where what was read can land somewhere.
		from, tree = s.readsHookguard(effs)
	case writes && s.buildsHookguard(c):
		from, tree = true, "hookguard" // a build into a directory is named after the package
	}
	if !from {
		return
	}
	if !subst {
		s.hgOut = true
	}
	landed := false
	for i := range effs {
		e := &effs[i]
		if (e.Kind != spec.Write && e.Kind != spec.Create) || e.Remote || e.Path.Abs == "" {
			continue
		}
		landed = true
		if e.Tree && tree != "" {
			// A directory written whole: hookguard lands below it, as it was below what was
			// copied (cp -r SRC DEST puts it under DEST/SRC where DEST was a directory).
			s.aliases = append(s.aliases, paths.Join(e.Path.Abs, tree))
			if src := s.treeSrc; src != "" {
				s.aliases = append(s.aliases, filepath.Join(e.Path.Abs, filepath.Base(src), tree))
			}
			continue
		}
		s.aliases = append(s.aliases, e.Path.Abs)
	}
	if !landed && tree == "hookguard" && c.Cwd != "" {
		// go build with no -o writes the package's name in its directory.
		dir := c.Cwd
		if v, ok := goDir(c.Call()); ok && !v.Dyn {
			dir = s.abs(v.S, dir)
		}
		if dir != "" {
			s.aliases = append(s.aliases, paths.Join(dir, "hookguard"))
		}
	}
	s.treeSrc = ""
}

// carriesBytes reports a read whose bytes can land somewhere: a copy, link or move, or
// content printed or given as input.
func carriesBytes(class string) bool {
	switch class {
	case "copy", "link", "hardlink", "move", "show", "input":
		return true
	}
	return false
}

// buildsHookguard reports a go build or go install of hookguard's command.
func (s *scope) buildsHookguard(c *shell.Command) bool {
	if c.NameDynamic || !strings.Contains(c.Name, "go") || spec.Normalise(c.Name) != "go" {
		return false
	}
	call := c.Call()
	if len(call.Path) != 2 || call.Path[1] != "build" && call.Path[1] != "install" {
		return false
	}
	cwd := c.Cwd
	if v, ok := goDir(call); ok {
		if v.Dyn {
			return false
		}
		cwd = s.abs(v.S, cwd)
	}
	pkgs := 0
	for _, op := range call.Operands() {
		if op.Dyn {
			continue
		}
		pkgs++
		pkg := op.S
		if strings.HasSuffix(pkg, ".go") {
			// Files of one package: the package is their directory.
			if pkg = paths.Dir(pkg); !filepath.IsAbs(pkg) {
				pkg = "./" + pkg
			}
		}
		if s.isHookguardPackage(pkg, cwd) {
			return true
		}
	}
	return pkgs == 0 && cwd != "" && s.isHookguardPackage(".", cwd)
}

// goDir is the directory go -C makes a go command work in (given to go, or to its
// subcommand).
func goDir(call *spec.Call) (spec.Word, bool) {
	if v, ok := call.Value("C"); ok {
		return v, true
	}
	for _, u := range call.Up {
		if v, ok := u.Value("C"); ok {
			return v, true
		}
	}
	return spec.Word{}, false
}

// noteHashed records bash's `hash -p FILE NAME`: NAME runs FILE from then on, wherever PATH
// points.
func (s *scope) noteHashed(c *shell.Command) {
	if c.NameDynamic {
		return
	}
	file := ""
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		switch {
		case c.Dynamic[i]:
			file = "" // a FILE or NAME only known when it runs
		case a == "-p" && i+1 < len(c.Args):
			i++
			file = ""
			if !c.Dynamic[i] {
				file = s.abs(c.Args[i], c.Cwd)
			}
		case strings.HasPrefix(a, "-"):
		case file != "":
			s.hashed = append(s.hashed, [2]string{a, file})
		}
	}
}

// readsHookguard reports a command that reads a hookguard binary's bytes to pass them on: a
// copy, link or move of it, or a read of its content (printed, or given as input). A tree
// read of a directory that holds one (cp -r) gives the binary's path below it; the directory
// is kept in treeSrc.
func (s *scope) readsHookguard(effs []spec.Effect) (bool, string) {
	for _, e := range effs {
		if e.Kind != spec.Read || e.Remote || e.Path.Abs == "" || !carriesBytes(e.Class) {
			continue
		}
		if s.isHookguardFile(e.Path.Abs) || e.Class == "link" && s.linksHookguard(e, effs) {
			return true, "" // a move or copy that could have been of a directory, too
		}
		if !e.Tree {
			continue
		}
		src := e.Path.Abs
		for _, b := range s.binaries() {
			for _, p := range b.names() {
				if rel, ok := below(src, p); ok {
					s.treeSrc = src
					return true, rel
				}
			}
		}
		for _, a := range s.aliases {
			if rel, ok := below(src, a); ok {
				s.treeSrc = src
				return true, rel
			}
		}
	}
	return false, ""
}

// below is p's path relative to dir, where p lies below it.
func below(dir, p string) (string, bool) {
	rel, err := filepath.Rel(dir, p)
	return rel, err == nil && rel != "." && filepath.IsLocal(rel)
}

// linksHookguard reports a symbolic link whose relative target, read from the link's own
// directory as the system reads it (ln -s x bin/z links bin/x), is hookguard.
func (s *scope) linksHookguard(e spec.Effect, effs []spec.Effect) bool {
	t := e.Path.Arg
	if e.Path.Dyn || t == "" || filepath.IsAbs(t) || strings.HasPrefix(t, "~") {
		return false
	}
	for _, w := range effs {
		if (w.Kind == spec.Create || w.Kind == spec.Write) && !w.Tree && w.Path.Abs != "" &&
			s.isHookguardFile(paths.Join(paths.Dir(w.Path.Abs), t)) {
			return true
		}
	}
	return false
}

// inSubst reports a command run to fill in another's words ($(...)): it is listed before the
// command whose words it fills, and stands in no pipeline of the line's.
func inSubst(c *shell.Command) bool {
	return len(c.Via) > 0 && c.Via[len(c.Via)-1] == "$()"
}

// pipesOn reports whether the command after the i'th (those filling in its words aside) reads
// a pipe, which the i'th may feed.
func pipesOn(cmds []*shell.Command, i int) bool {
	for _, n := range cmds[i+1:] {
		if inSubst(n) {
			continue
		}
		return !n.Remote && !n.NameDynamic && n.Call().In.Piped
	}
	return false
}
