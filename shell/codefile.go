package shell

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/state"
)

// maxCodeFiles bounds the code files one command line has read from outside the project
// (scripts, sourced files, startup files, recipe files): each is a file opened in a hook call.
const maxCodeFiles = 32

// maxRecipeFile bounds a Makefile or justfile read for its recipes: a line scan, cheap enough for
// the generated Makefiles of autotools projects (often several hundred KB), which a shell
// script's bound would leave unread and so blocked.
const maxRecipeFile = 4 << 20

// errOverCount says a line ran more outside code files than the walk reads.
var errOverCount = errors.New("more code files than hookguard reads for one command")

// errBinary says a file run by its path is a compiled program, not shell text.
var errBinary = errors.New("a binary, not a script")

// CodeReader reads a code file the command runs (a script, a sourced file, a startup file, a
// Makefile), wherever it is: a script in /tmp runs the same as one in the project, so it is
// read the same. Only regular files are opened (after symlinks), without waiting. A file
// longer than the bound gives its first part and truncated: the walk judges that part and
// takes the rest as code it cannot see, never as nothing.
func CodeReader() func(string, int) ([]byte, bool, error) {
	return func(p string, max int) ([]byte, bool, error) {
		f, err := state.OpenRegular(paths.Real(p))
		if err != nil {
			return nil, false, err
		}
		defer f.Close()
		// A compiled program run by its path is no script: bash refuses a file with a NUL
		// near its start, so a NUL there ends the read before the rest of a large binary.
		head := make([]byte, 1024)
		n, err := io.ReadFull(f, head)
		if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
			return nil, false, err
		}
		if bytes.IndexByte(head[:n], 0) >= 0 {
			return nil, false, errBinary
		}
		rest, err := io.ReadAll(io.LimitReader(f, int64(max)+1-int64(n)))
		if err != nil {
			return nil, false, err
		}
		b := append(head[:n:n], rest...)
		if len(b) > max {
			b = b[:max]
			if i := strings.LastIndexByte(string(b), '\n'); i >= 0 {
				b = b[:i+1] // a cut line would not parse, or would read as another command
			}
			return b, true, nil
		}
		return b, false, nil
	}
}

// readCode is the text of a code file the line runs: one the line wrote earlier, one in the
// project (the context's reader), else one anywhere through the code reader. What cannot be
// read whole is recorded as unreadable code, so a guard judges it as unknown.
func (w *walker) readCode(p, what string, max int) (string, bool) {
	w.touchShared()
	return w.readCodeFrom(p, what, max, len(w.env.copies))
}

// readCodeFrom is readCode through the first n copies the line made (carry.go) and its links:
// a name a copy made is read as what it came from, and only where that gives nothing as the
// file on disk (a copy from a missing source fails and leaves the name as it was).
func (w *walker) readCodeFrom(p, what string, max, n int) (string, bool) {
	e := w.env
	if s, ok := e.files[p]; ok {
		return s, true
	}
	if len(e.links) > 0 {
		if q := e.through(p, len(e.links), follow); q != p {
			if s, ok := e.files[q]; ok {
				return s, true
			}
			p = q
		}
	}
	if src, i, ok := e.carried(p, n); ok {
		if s, ok := w.readJoined(src, what, max, i); ok {
			return s, true
		}
	}
	if e.readCode == nil {
		return e.read(p)
	}
	if b, ok := w.readCodeFile(p, what, max); ok {
		return string(b), true
	}
	return "", false
}

func (w *walker) readCodeFile(p, what string, max int) ([]byte, bool) {
	e := w.env
	if e.codeFiles >= maxCodeFiles {
		w.unknownCode(what+" "+p, errOverCount)
		return nil, false
	}
	if namesFD(p) {
		// /dev/stdin, /dev/fd/3 or a link to one is the command's own descriptor (bash
		// /dev/fd/3 3<x.sh, source /dev/stdin < x.sh); read here it would be the hook's.
		w.unknownCode(what+" "+p, errors.New("names a file descriptor of the command, whose content the hook cannot see"))
		return nil, false
	}
	b, truncated, err := e.readCode(p, max)
	if errors.Is(err, state.ErrNotRegular) && !isDir(p) && paths.Real(p) != os.DevNull {
		// A FIFO or a device runs what a writer sends it (bash reads a FIFO as a script):
		// code that cannot be seen, never nothing.
		w.unknownCode(what+" "+p, errors.New("not a regular file (a FIFO or a device), so its code is unseen"))
		return nil, false
	}
	if err != nil {
		return nil, false // a file that is not there runs nothing: only what opens counts
	}
	e.codeFiles++
	if truncated {
		w.unknownCode(what+" "+p, fmt.Errorf("larger than %d KB; only its first part was read, the rest runs unseen", max>>10))
	}
	return b, true
}

// unknownCode records code that will run but cannot be read.
func (w *walker) unknownCode(where string, err error) {
	w.touchShared()
	msg := where + ": " + err.Error()
	for _, u := range *w.unread {
		if u == msg {
			return // a loop's body or an exported variable: said once
		}
	}
	*w.unread = append(*w.unread, msg)
}

// namesFD reports a path that is, or links to, a process's file descriptor (/dev/stdin,
// /dev/fd/N, /proc/self/fd/N, anything under /proc), by its spelling at each link, or by a
// directory on the way that resolves into /proc (ln -s /dev/fd d; bash d/3).
func namesFD(p string) bool {
	for range 8 {
		if p == "/dev/stdin" || p == "/dev/stdout" || p == "/dev/stderr" || strings.HasPrefix(p, "/dev/fd/") ||
			strings.HasPrefix(p, "/proc/") || strings.HasPrefix(paths.Real(paths.Dir(p)), "/proc/") {
			return true
		}
		t, err := os.Readlink(p)
		if err != nil {
			return false
		}
		if !filepath.IsAbs(t) {
			t = paths.Join(paths.Dir(p), t)
		}
		p = paths.Clean(t)
	}
	return true // a chain this long is no ordinary script
}
