package spec

import "strings"

// shTraces reports a shell told to echo what it reads or runs: -v, -x (in any cluster of
// short options), --verbose, -o verbose, -o xtrace.
func shTraces(c *Call) bool {
	if c.HasAny("v", "x", "verbose") {
		return true
	}
	for _, o := range c.P.Opts {
		if o.Name == "o" && o.Set && (o.Value.S == "xtrace" || o.Value.S == "verbose") {
			return true
		}
	}
	return false
}

// xargsDoes: xargs -a FILE hands FILE's lines to the command as its arguments; echo, the
// command xargs runs when given none, prints them. Where the lines go is the command's
// business, and the arguments of a command are seen by whoever reads the line: the file is
// shown.
func xargsDoes(c *Call) {
	if w, ok := c.Value("a"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: "xargs -a"})
	}
}

// editorShows reports an editor run without a screen, whose buffer goes to stdout when its
// commands print it (ex -s +%p, vim -es -c %p, ed's p, emacs --batch with princ): the file
// it is given is shown. An editor on a terminal shows nothing the agent reads.
func editorShows(c *Call) bool {
	switch c.Name {
	case "ed", "red":
		return true
	case "emacs":
		return c.HasAny("batch", "script")
	case "ex":
		return true
	}
	return c.HasAny("e", "E", "s", "headless")
}

// lispReads are the Emacs Lisp calls that load a file into a buffer, whose argument, a string
// literal, names it: --eval '(progn (insert-file-contents ".env") (princ (buffer-string)))'.
var lispReads = [...]string{"insert-file-contents", "insert-file-contents-literally", "find-file", "find-file-noselect", "view-file", "insert-file"}

// lispShown adds a show of each file an Emacs Lisp expression loads by a literal name.
func (c *Call) lispShown(w Word) {
	for _, f := range lispReads {
		rest := w.S
		for {
			i := strings.Index(rest, "("+f+" ")
			if i < 0 {
				break
			}
			rest = strings.TrimLeft(rest[i+len(f)+2:], " \t\n")
			if !strings.HasPrefix(rest, `"`) {
				continue
			}
			if end := strings.IndexByte(rest[1:], '"'); end >= 0 {
				c.Add(Effect{Kind: Read, Path: c.PathOf(Word{S: rest[1 : end+1]}), Class: "show", By: c.Name + " --eval"})
			}
		}
	}
}
