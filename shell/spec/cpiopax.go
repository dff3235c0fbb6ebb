package spec

import "strings"

// maxPackedNames bounds the names of an archiver's list (cpio -o's stdin, tar -T, 7z's @file) read as packed.
const maxPackedNames = 4096

// cpioDoes: cpio -i extracts the archive -F/-I names, or its stdin, below -D (the cwd by
// default), an absolute member at its own path unless --no-absolute-filenames (GNU cpio keeps
// the leading /), and with -r (--rename, --rename-batch-file) each under the name the user or
// the file gives it; -p copies the names on stdin into a directory; -o writes an archive.
func cpioDoes(c *Call) {
	switch {
	case c.Has("t"):
	case c.Has("i"):
		dir := Word{S: "."}
		if d, ok := c.Value("D"); ok {
			dir = d
		}
		archive, known := cpioArchive(c)
		if !known && (archive.Dyn || archive.S != "") && !stdinName(archive) {
			c.readsArchive(c.PathOf(archive), "cpio -i") // -F "$A"
		}
		switch {
		case c.HasAny("r", "rename-batch-file"):
			if known {
				c.renamesMembers(c.PathOf(archive), dir, "cpio -i -r")
				return
			}
			c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, Class: "extract", By: "cpio -i -r", Text: Renamed})
		case !known:
			c.Add(Effect{Kind: Write, Path: c.PathOf(dir), Tree: true, Dyn: true, Class: "extract", By: "cpio -i"})
		default:
			c.extractsAt(c.PathOf(archive), dir, "cpio -i", !c.Has("no-absolute-filenames"))
		}
	case c.Has("p"):
		if ops := c.Operands(); len(ops) > 0 {
			c.Add(Effect{Kind: Write, Path: c.PathOf(ops[len(ops)-1]), Tree: true, By: "cpio -p"})
		}
	case c.Has("o"):
		// The names it packs come on stdin, one a line (NUL-separated with -0): where the
		// line gives them, each is read into the archive; where a listing gives them, what it
		// selects is.
		sep := "\n"
		if c.HasAny("0", "null") {
			sep = "\x00"
		}
		c.packsNamesOnStdin("cpio -o", sep)
		if o, ok := c.Value("O"); ok {
			c.Add(Effect{Kind: Write, Path: c.PathOf(o), By: "cpio -o"})
		}
	}
}

// cpioArchive is the archive cpio -i reads: -F or -I, else a file its stdin is redirected
// from; not known for a pipe.
func cpioArchive(c *Call) (Word, bool) {
	for _, o := range [...]string{"F", "I"} {
		if v, ok := c.Value(o); ok {
			return v, !v.Dyn && !stdinName(v)
		}
	}
	if f, ok := stdinFile(c); ok {
		return Word{S: f}, true
	}
	return Word{}, false
}

// paxDoes: pax -r extracts (-f or stdin) keeping absolute names, which POSIX pax does not
// strip; -s rewrites the names, so where they land is not known; -w writes an archive of its
// operands; -rw copies them into the last operand; with neither it lists.
func paxDoes(c *Call) {
	r, w := c.Has("r"), c.Has("w")
	ops := c.Operands()
	switch {
	case r && w:
		if len(ops) > 1 {
			c.Add(Effect{Kind: Write, Path: c.PathOf(ops[len(ops)-1]), Tree: true, By: "pax -rw"})
		}
	case r:
		var archive Word
		known := false
		if f, ok := c.Value("f"); ok {
			archive, known = f, !f.Dyn && !stdinName(f)
		} else if f, ok := stdinFile(c); ok {
			archive, known = Word{S: f}, true
		}
		_, renames := c.Value("s")
		if archive.Dyn || renames && known {
			c.readsArchive(c.PathOf(archive), "pax -r")
		}
		if renames {
			// A member may be renamed to any path (an absolute one too); those left below
			// the directory it runs in land there under names only running it tells.
			c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: "*", Dyn: true}), Tree: true, Dyn: true, Class: "extract", By: "pax -r -s", Text: Renamed})
			c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: "."}), Tree: true, Dyn: true, Class: "extract", By: "pax -r -s", Text: Renamed})
			return
		}
		if !known {
			c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: "."}), Tree: true, Dyn: true, Class: "extract", By: "pax -r"})
			return
		}
		c.extractsAt(c.PathOf(archive), Word{S: "."}, "pax -r", true)
	case w:
		renamed := "" // -s renames each file as it is packed
		if _, ok := c.Value("s"); ok {
			renamed = Renamed
		}
		for _, o := range ops {
			c.Add(Effect{Kind: Read, Path: c.PathOf(o), Tree: true, Class: "archive", By: "pax -w", Text: renamed})
		}
		if len(ops) == 0 { // with no operands it reads the names on stdin
			c.packsNamesOnStdin("pax -w", "\n")
		}
		if f, ok := c.Value("f"); ok {
			c.Add(Effect{Kind: Write, Path: c.PathOf(f), By: "pax -w"})
		}
	}
}

// packsNamesOnStdin records the files an archiver reads into its archive by the names on its
// stdin, one a line (sep): each name the line's own text gives (printf '.env\n' | cpio -o);
// what a listing piped in selects (find . -name .env | cpio -o, tar -T -, zip -@), as {} under
// find -exec stands for it, a tree judged through the listing's name tests; and where the
// names are only known when it runs (git ls-files -o | cpio -o, ls -A | zip -@), a read of a
// name with no lead, which the guards judge by what the commands piped in print.
func (c *Call) packsNamesOnStdin(by, sep string) {
	switch {
	case len(c.In.Listed) > 0:
		for _, p := range c.In.Listed {
			c.Add(Effect{Kind: Read, Path: p, Tree: true, Class: "archive", By: by})
		}
	case c.In.StdinKnown:
		c.packsNames(c.In.Stdin, sep, by)
	case c.In.Piped:
		c.Add(Effect{Kind: Read, Path: c.PathOf(Word{S: "-", Dyn: true}), Class: "archive", By: by})
	}
}

// packsNames records each name of a list's text (sep between them) read into an archive.
func (c *Call) packsNames(text, sep, by string) {
	for n, name := range strings.Split(text, sep) {
		if n >= maxPackedNames {
			break
		}
		if name = strings.TrimSuffix(name, "\r"); name != "" {
			c.Add(Effect{Kind: Read, Path: c.PathOf(Word{S: name}), Class: "archive", By: by})
		}
	}
}
