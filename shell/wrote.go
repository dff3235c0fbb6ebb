package shell

import (
	"errors"
	"io/fs"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// What a command writes into a file, where its own words say: a guard that judges a file's new
// text (a new migration's SQL) judges `echo 'DROP TABLE t;' > m.sql`, `cat > m.sql <<EOF`,
// `tee m.sql <<< ...` and `cp draft.sql m.sql` as it judges the file tool writing the same
// text. Each write is recorded with the command that made it, so a later writer the walk
// cannot read (sed -i, a generator) is never credited with an earlier command's text.

// lineWrite is one write of known text (or of a copy of a file) a command of the line made.
type lineWrite struct {
	name string   // the file written, absolute and clean
	by   *Command // the command that wrote it
	text string   // the text written, where src is ""
	src  string   // the file (or srcSep-joined files) it is a copy of
	add  bool     // appended to what the file held (>>, tee -a)
	// holes: text is the command's own words with parts only known when the line runs (a
	// variable the line does not set, what a command substitution prints) standing as the
	// shell wrote them ($X, ${X:-d}, $(cmd)): WroteHoles' text, never Wrote's.
	holes bool
}

// maxLineWrites bounds the writes one line records; a write past it reads as unknown text.
const maxLineWrites = 256

// noteWrote records that by (nil: no single command) wrote text, or a copy of src, to name.
func (w *walker) noteWrote(name string, by *Command, text, src string, add bool) {
	if name == "" || by == nil || len(w.env.wrote) >= maxLineWrites {
		return
	}
	w.touchShared()
	w.env.wrote = append(w.env.wrote, lineWrite{name: name, by: by, text: text, src: src, add: add})
}

// noteHoles records that by wrote text with holes (lineWrite.holes) to name.
func (w *walker) noteHoles(name string, by *Command, text string, add bool) {
	n := len(w.env.wrote)
	w.noteWrote(name, by, text, "", add)
	if len(w.env.wrote) > n {
		w.env.wrote[n].holes = true
	}
}

// holesOutput is what c prints where its own words give the text but parts of them are only
// known when the line runs: echo's and printf's words, or the here-doc or here-string that a
// cat alone passes on, each unknown part standing as the shell wrote it.
func holesOutput(c *Command) (string, bool) {
	if c.NameDynamic || c.Remote {
		return "", false
	}
	switch c.Base() {
	case "echo":
		return echoOutput(c)
	case "printf":
		return printfOutput(c)
	case "cat":
		if len(c.Args) == 0 || len(c.Args) == 1 && c.Args[0] == "-" {
			return hereBody(c)
		}
	}
	return "", false
}

// hereBody is the here-doc's or here-string's text c reads on stdin, where the last redirect
// of its stdin is one (a pipe or a file given as well is not read then).
func hereBody(c *Command) (string, bool) {
	for i := len(c.Redirects) - 1; i >= 0; i-- {
		r := c.Redirects[i]
		if r.Fd != 0 {
			continue
		}
		switch r.Op {
		case "<<", "<<-", "<<<":
			return r.Body, true
		case "<", "<>", "<&":
			return "", false
		}
	}
	return "", false
}

// maxWroteRead bounds what is read of a copy's source file.
const maxWroteRead = 4 << 20

// Wrote is the text c writes into the file at abs (absolute and clean), where the line's words
// say it: c's stdout sent there (echo, printf, cat of a here-doc or of files), tee's stdin, a
// copy or move of a file the hook can read (cp, mv, install, dd, git mv). add says the text
// is appended to what the file held. known is false for any other write by c (sed -i, a
// program's output, a source that cannot be read): its text is only known when it runs.
func (c *Command) Wrote(abs string) (text string, add, known bool) {
	if lw := c.lastWrite(abs); lw != nil && !lw.holes {
		if lw.src == "" {
			return lw.text, lw.add, true
		}
		var b strings.Builder
		for _, p := range strings.Split(lw.src, srcSep) {
			s, ok := c.env.readAny(p, nil)
			if !ok {
				return "", false, false
			}
			b.WriteString(s)
		}
		return b.String(), lw.add, true
	}
	return "", false, false
}

// WroteHoles is the text c writes into the file at abs where its own words give it: Wrote's
// known text (holes false), or, for echo, printf, or cat or tee of a here-doc or here-string
// whose words hold parts only known when the line runs (a variable the line does not set,
// what a command substitution prints), that text with each such part standing as the shell
// wrote it ($X, ${X:-d}, $(cmd)): a hole, never known text (holes true). A guard judges it as
// it judges echo's words. ok is false where the words do not give the text (sed -i, a
// program's output, a copy of a file that cannot be read).
func (c *Command) WroteHoles(abs string) (text string, add, holes, ok bool) {
	if lw := c.lastWrite(abs); lw != nil && lw.holes {
		return lw.text, lw.add, true, true
	}
	text, add, ok = c.Wrote(abs)
	return text, add, false, ok
}

// lastWrite is c's last recorded write of abs, nil where there is none.
func (c *Command) lastWrite(abs string) *lineWrite {
	e := c.env
	if e == nil {
		return nil
	}
	for i := len(e.wrote) - 1; i >= 0; i-- {
		if lw := &e.wrote[i]; lw.by == c && lw.name == abs {
			return lw
		}
	}
	return nil
}

// Generated reports whether the text c writes into the file at abs (absolute and clean) is SQL
// a migration tool generates (spec.Call.GeneratesSQL): the tool's stdout redirected there
// (prisma migrate diff --script > m.sql), or passed on unchanged by tee or cat
// (… --script | tee m.sql). Like Wrote's unknown text, it is only known when it runs; unlike
// it, it is the tool's.
func (c *Command) Generated(abs string) bool {
	if c.NameDynamic {
		return false
	}
	if c.generatedFeed() {
		return c.Base() == "tee" && teeWrites(c, abs) || c.stdoutTo(abs)
	}
	return c.Call().GeneratesSQL() && c.stdoutTo(abs)
}

// generatedFeed reports a command that passes its stdin on unchanged (tee FILE, cat) whose
// stdin a generating tool prints. What it writes then depends on where it stands: effects()
// keeps it from being any later command's twin.
func (c *Command) generatedFeed() bool {
	if len(c.pipedFrom) != 1 || !passesOn(c) {
		return false
	}
	from := c.pipedFrom[0]
	return from.eff != nil && !from.NameDynamic && from.Call().GeneratesSQL()
}

// stdoutTo reports a redirect of c's stdout into the file at abs.
func (c *Command) stdoutTo(abs string) bool {
	for _, r := range c.Redirects {
		if stdoutRedirect(r) && !r.Dynamic && absJoin(r.Target, c.Cwd) == abs {
			return true
		}
	}
	return false
}

// stdoutRedirect reports a redirect that sends stdout into a file (>, >>, >|, &>, &>>).
func stdoutRedirect(r Redirect) bool {
	switch r.Op {
	case ">", ">|", ">>":
		return r.Fd == 1
	case "&>", "&>>":
		return r.Fd == -1
	}
	return false
}

// StdoutFile is the file c's whole standard output goes to, as written: the last redirect of
// fd 1 decides (cmd > a >&2 writes a nothing), and "" is no file, a descriptor, or a name only
// known when the line runs.
func (c *Command) StdoutFile() string {
	target := ""
	for _, r := range c.Redirects {
		switch {
		case stdoutRedirect(r):
			target = r.Target
			if r.Dynamic {
				target = ""
			}
		case r.Fd == 1:
			target = "" // >&2, a descriptor: not a file of its own
		}
	}
	return target
}

// readAny is a copy source's text: one the line wrote, one in the project, else one anywhere
// the code reader reaches, read whole or not at all. A source that is not there and that no
// command of the line (before reader, where set) writes copies nothing: the copy fails (""
// and true).
func (e *cmdEnv) readAny(p string, reader *Command) (string, bool) {
	s, err := e.readAnywhere(p, reader)
	if errors.Is(err, fs.ErrNotExist) {
		return "", true
	}
	return s, err == nil
}

// errUnknown says a file's text is only known when the line runs: a command before the reader
// writes it, it is longer than is read, or no reader was given.
var errUnknown = errors.New("text only known when the line runs")

// readAnywhere is the text of the file at p: one the line carried there, else the file wherever
// the code reader reaches, read whole. fs.ErrNotExist says nothing is there.
func (e *cmdEnv) readAnywhere(p string, reader *Command) (string, error) {
	s, ok, unknown := e.readCarriedFor(p, len(e.copies), reader)
	if ok {
		return s, nil
	}
	// readCarriedFor asked lineWrites already where a reader was given and no link moved p.
	if unknown || e.readCode == nil || namesFD(p) || (reader == nil || len(e.links) > 0) && e.lineWrites(p, reader) {
		return "", errUnknown
	}
	b, truncated, err := e.readCode(p, maxWroteRead)
	switch {
	case err != nil:
		return "", err
	case truncated:
		return "", errUnknown
	}
	return string(b), nil
}

// lineWrites reports whether any command of the line (before reader, where set: its own
// effects are being worked out) writes p or a tree holding it, or a path only known when it
// runs.
func (e *cmdEnv) lineWrites(p string, reader *Command) bool {
	if e.script == nil {
		return true
	}
	return writesBefore(e.script, reader, p)
}

// maxPipedFiles bounds the files a cat piped into a program that runs them is read through.
const maxPipedFiles = 64

// PipedText is the text a cat of files prints into this command's stdin: the files, read as
// Wrote reads a copy's source, a pattern among them expanded as bash would (cat
// migrations/*.sql | psql).
func (v view) PipedText() (string, bool) {
	c := v.c
	if len(c.pipedFrom) != 1 || c.env == nil {
		return "", false
	}
	srcs, ok := catSources(c.pipedFrom[0])
	if !ok {
		return "", false
	}
	c.eff.positional.Store(true) // what feeds it depends on where it stands
	var b strings.Builder
	n := 0
	for _, p := range srcs {
		files := []string{p}
		if paths.HasMeta(p) {
			names, ok := ExpandPath("/", strings.TrimPrefix(p, "/"))
			if !ok || len(names) == 0 {
				return "", false // bash passes an unmatched pattern on: cat fails
			}
			files = files[:0]
			for _, name := range names {
				files = append(files, "/"+name)
			}
		}
		for _, f := range files {
			if n++; n > maxPipedFiles {
				return "", false
			}
			s, ok := c.env.readAny(f, c)
			if !ok || b.Len()+len(s) > maxWroteRead {
				return "", false // the rest would run unseen
			}
			b.WriteString(s)
		}
	}
	return b.String(), true
}

// noteHolesOf records the text with holes c's stdout writes to name, where its words give it.
func (w *walker) noteHolesOf(name string, c *Command, add bool) {
	if c == nil {
		return
	}
	if text, ok := holesOutput(c); ok {
		w.noteHoles(name, c, text, add)
	}
}
