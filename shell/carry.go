package shell

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// Script text carried through what the line does to a file before running it. `cp wipe.sh
// /tmp/a && sh /tmp/a`, `mv wipe.sh build.sh && ./build.sh`, `ln -s wipe.sh w && ./w`, `cat
// wipe.sh | sh`, `dd if=wipe.sh of=x`, `tee x`: the file run was not there, or held other
// text, when the hook judged the line. A copy or a rename is recorded as the name it made and
// the path it came from; the source is read only if the name is later run (readCode), so a
// copy that runs nothing costs one record. A run of the copy is judged exactly as a run of
// its source would be there: by its text, as unknown code when that is cut short, and as
// code only known when it runs (Opaque) when the source is the line's own unknown output.

// lineCopy is a name a copy, a move or an install made and the path it came from, both
// absolute and clean. src may be a tree (cp -r): a path below name is the same path below src.
// by is the command that made it (a program built on the line keeps its sources through it).
type lineCopy struct {
	name, src string
	by        *Command
}

// maxLineCopies bounds the copies one line records.
const maxLineCopies = 64

// carriesText reports whether a command by this name (normalised: spec.Normalise) may put a
// file's text under another name: a cheap test that keeps every other command off the path
// below.
func carriesText(n string) bool {
	switch strings.TrimPrefix(n, "g") {
	case "cp", "mv", "install", "rsync", "dd", "tee":
		return true
	}
	return n == "git" // git mv
}

// noteCarry records the names c fills with another file's text, or with its stdin.
func (w *walker) noteCarry(c *Command) {
	if c.NameDynamic || c.Remote || c.Cwd == "" {
		return
	}
	w.carrier = c
	defer func() { w.carrier = nil }()
	if spec.Normalise(c.Name) == "git" {
		w.carryGitMv(c)
		return
	}
	call := c.Call()
	switch base := strings.TrimPrefix(spec.Normalise(c.Name), "g"); base {
	case "tee":
		w.carryStdin(c, call)
	case "dd":
		w.carryDD(c, call)
	case "cp":
		if call.Has("s") || call.Has("l") {
			return // links: links.go follows them
		}
		w.carryCopies(c, call, base)
	case "install":
		if call.Has("d") {
			return // makes directories
		}
		w.carryCopies(c, call, base)
	default:
		w.carryCopies(c, call, base)
	}
}

// carryCopies records cp/mv/install/rsync SRC... DEST: DEST itself (a new name) and
// DEST/base(SRC) (an existing directory) both stand for SRC, unless several sources make
// DEST a directory. The extra name costs nothing where it is never run.
func (w *walker) carryCopies(c *Command, call *spec.Call, base string) {
	ops := call.Operands()
	var srcs []spec.Word
	dir, intoDir := "", false
	if t, ok := call.Value("t"); ok && base != "rsync" {
		if t.Dyn {
			return
		}
		srcs, dir, intoDir = ops, t.S, true
	} else {
		if len(ops) < 2 || ops[len(ops)-1].Dyn {
			return
		}
		srcs, dir = ops[:len(ops)-1], ops[len(ops)-1].S
		intoDir = len(srcs) > 1
	}
	for _, s := range srcs {
		if s.Dyn || strings.Contains(s.S, ":") && base == "rsync" {
			continue // a name only known when it runs, or a remote path: a run of it stays opaque
		}
		src := w.absFrom(s.S, c.Cwd)
		if !intoDir {
			w.carry(w.absFrom(dir, c.Cwd), src)
		}
		if !(base == "rsync" && strings.HasSuffix(s.S, "/")) {
			w.carry(w.absFrom(joinName(dir, s.S), c.Cwd), src)
		} else if intoDir {
			w.carry(w.absFrom(dir, c.Cwd), src) // rsync src/ copies what is in src
		}
		if base == "mv" {
			w.touchShared()
			delete(w.env.files, src) // the text is under the new name now
		}
	}
}

// carry records that name now holds what src held: the line's own text of src where it
// has one, else src itself, read if name is run.
func (w *walker) carry(name, src string) {
	if name == "" || src == "" || name == src {
		return
	}
	w.dropText(name)
	e := w.env
	if s, ok := e.files[src]; ok {
		e.files[name] = s
		w.noteWrote(name, w.carrier, s, "", false)
		return
	}
	w.noteWrote(name, w.carrier, "", src, false)
	if len(e.copies) < maxLineCopies {
		e.copies = append(e.copies, lineCopy{name: name, src: src, by: w.carrier})
	}
}

// dropText forgets the text the line recorded for name and below it: it is replaced.
func (w *walker) dropText(name string) {
	w.touchShared()
	e := w.env
	for p := range e.files {
		if p == name || strings.HasPrefix(p, name+"/") {
			delete(e.files, p)
		}
	}
}

// carryStdin records tee's files as holding its stdin (tee -a: added to what they held).
func (w *walker) carryStdin(c *Command, call *spec.Call) {
	add := call.Has("a")
	for _, o := range call.Operands() {
		if o.Dyn {
			continue
		}
		w.stdinInto(w.absFrom(o.S, c.Cwd), c, add)
	}
}

// stdinInto sets p's recorded text to c's stdin, or forgets it where that is unknown.
func (w *walker) stdinInto(p string, c *Command, add bool) {
	if p == "" {
		return
	}
	w.touchShared()
	e := w.env
	old, had := e.files[p]
	w.dropText(p)
	switch {
	case !c.StdinKnown && w.stdin.piped && !w.stdin.known && w.stdin.unread != "":
		w.carry(p, w.stdin.unread) // cat x.sh | tee p
	case !c.StdinKnown:
		delete(e.files, p)
	case add && had:
		e.files[p] = old + c.Stdin
	case !add:
		e.files[p] = c.Stdin
	}
	if c.StdinKnown {
		w.noteWrote(p, c, c.Stdin, "", add)
	} else if body, ok := hereBody(c); ok && !c.Remote {
		w.noteHoles(p, c, body, add)
	}
}

// carryDD records dd of=DEST as a copy of if=SRC, or of its stdin without if=.
func (w *walker) carryDD(c *Command, _ *spec.Call) {
	var in, out string
	for _, a := range c.Args {
		switch {
		case strings.HasPrefix(a, "if="):
			in = a[3:]
		case strings.HasPrefix(a, "of="):
			out = a[3:]
		}
	}
	if out == "" || c.AnyDynamic() {
		return
	}
	dst := w.absFrom(out, c.Cwd)
	if in == "" {
		w.stdinInto(dst, c, false)
		return
	}
	w.carry(dst, w.absFrom(in, c.Cwd))
}

// carried is the path p came from by the first n copies the line made: the latest whose
// name p is or lies below, and that copy's index (what it came from was made before it).
func (e *cmdEnv) carried(p string, n int) (string, int, bool) {
	for i := n - 1; i >= 0; i-- {
		cp := e.copies[i]
		if p == cp.name {
			return cp.src, i, true
		}
		if strings.HasPrefix(p, cp.name+"/") && !strings.Contains(cp.src, srcSep) {
			return cp.src + p[len(cp.name):], i, true
		}
	}
	return "", 0, false
}

// catSources are the files cat reads, in order, where its words say so plainly: no option
// (cat -A, -n change the text), no stdin ("-"). Its output is then their text, which the
// walk does not read where it only flows on: a pipe into a shell or a file run later reads
// them as code (readCode) then, so `cat .env | xargs` stays as unknown as before.
func catSources(c *Command) ([]string, bool) {
	if c.Base() != "cat" || len(c.Args) == 0 || c.AnyDynamic() || c.Remote || c.Cwd == "" {
		return nil, false
	}
	srcs := make([]string, 0, len(c.Args))
	ends := false // after --, every word is a file
	for _, a := range c.Args {
		if a == "--" && !ends {
			ends = true
			continue
		}
		if a == "" || a[0] == '-' && !ends {
			return nil, false
		}
		srcs = append(srcs, absJoin(a, c.Cwd))
	}
	return srcs, true
}

// absJoin is p made absolute from cwd and clean.
func absJoin(p, cwd string) string {
	if !filepath.IsAbs(p) {
		p = paths.Join(cwd, p)
	}
	return paths.Clean(p)
}

// srcSep joins the files a name holds the concatenation of (cat a b > f): a NUL is in no path.
const srcSep = "\x00"

// readJoined is readCodeFrom of each path src names (srcSep), concatenated: all of them or
// nothing.
func (w *walker) readJoined(src, what string, max, n int) (string, bool) {
	if !strings.Contains(src, srcSep) {
		return w.readCodeFrom(src, what, max, n)
	}
	var b strings.Builder
	for _, p := range strings.Split(src, srcSep) {
		s, ok := w.readCodeFrom(p, what, max, n)
		if !ok {
			return "", false
		}
		b.WriteString(s)
	}
	return b.String(), true
}

// catInto records `cat x.sh > target` as a copy of x.sh.
func (w *walker) catInto(target string, c *Command) {
	if srcs, ok := catSources(c); ok {
		w.carrier = c
		w.carry(target, strings.Join(srcs, srcSep))
		w.carrier = nil
	}
}

// passesOn reports a command that prints its stdin unchanged: tee FILE..., cat alone.
func passesOn(c *Command) bool {
	if c.NameDynamic || c.AnyDynamic() {
		return false
	}
	switch c.Base() {
	case "tee":
		for _, a := range c.Args {
			if a != "-a" && strings.HasPrefix(a, "-") {
				return false
			}
		}
		return true
	case "cat":
		return len(c.Args) == 0 || len(c.Args) == 1 && c.Args[0] == "-"
	}
	return false
}

// catSubst is the output of $( ) that listed one cat of files: their text, read as `$(<
// FILE)` reads it (bareOutput), through what the line wrote, copied or linked.
func (w *walker) catSubst(listed []*Command) (string, bool) {
	if len(listed) != 1 {
		return "", false
	}
	srcs, ok := catSources(listed[0])
	if !ok {
		return "", false
	}
	w.touchShared()
	var b strings.Builder
	for _, p := range srcs {
		s, ok := w.env.readCarried(p, len(w.env.copies))
		if !ok {
			return "", false
		}
		b.WriteString(s)
	}
	return b.String(), true
}

// readCarried is cmdEnv.read through the first n copies the line made and its links.
func (e *cmdEnv) readCarried(p string, n int) (string, bool) {
	s, ok, _ := e.readCarriedFor(p, n, nil)
	return s, ok
}

// readCarriedFor is readCarried for what reader (where set) reads. The disk is its last
// fallback, and the disk holds the old text: a file that a command before reader writes with
// text only known when it runs (`echo "$S" > .codex/config.toml; codex exec`) is not read
// there, and unknown says so. Without a reader the old text is taken, as it always was.
func (e *cmdEnv) readCarriedFor(p string, n int, reader *Command) (s string, ok, unknown bool) {
	if s, ok := e.files[p]; ok {
		return s, true, false
	}
	if len(e.links) > 0 {
		p = e.through(p, len(e.links), follow)
	}
	if src, i, ok := e.carried(p, n); ok && !strings.Contains(src, srcSep) {
		if s, ok := e.readCarried(src, i); ok {
			return s, true, false
		}
	}
	if reader != nil && e.lineWrites(p, reader) {
		return "", false, true
	}
	s, ok = e.read(p)
	return s, ok, false
}

// catProc names the file <( ) that listed one cat of files is, recorded as a copy of them.
func (w *walker) catProc(listed []*Command) (string, bool) {
	if len(listed) != 1 {
		return "", false
	}
	srcs, ok := catSources(listed[0])
	if !ok {
		return "", false
	}
	fd := w.procFile("")
	w.carry(fd, strings.Join(srcs, srcSep))
	return fd, true
}

// carryGitMv records git mv SRC... DEST as mv does: the work tree's files are renamed.
func (w *walker) carryGitMv(c *Command) {
	if len(c.Args) < 3 || c.Args[0] != "mv" || c.AnyDynamic() {
		return
	}
	var ops []string
	for i, a := range c.Args[1:] {
		if a == "--" {
			ops = append(ops, c.Args[i+2:]...)
			break
		}
		if !strings.HasPrefix(a, "-") {
			ops = append(ops, a)
		}
	}
	if len(ops) < 2 {
		return
	}
	dest := ops[len(ops)-1]
	for _, s := range ops[:len(ops)-1] {
		src := w.absFrom(s, c.Cwd)
		if len(ops) == 2 {
			w.carry(w.absFrom(dest, c.Cwd), src)
		}
		w.carry(w.absFrom(joinName(dest, s), c.Cwd), src)
	}
}
