package spec

// FS is what the table may look up on disk while judging a command: it never writes, and each
// look-up is bounded (see shell's implementation).
type FS interface {
	// IsDir reports whether path is a directory now.
	IsDir(path string) bool
	// Exists reports whether anything is at path now.
	Exists(path string) bool
	// List returns a directory's entry names, or false when it cannot be read or holds too
	// many to judge one by one.
	List(dir string) ([]string, bool)
	// Members returns the top-level names an archive (tar, compressed tar, zip) would
	// extract, or false when it cannot be read.
	Members(archive string) ([]string, bool)
	// MemberPaths returns every member's whole name (directories without a trailing slash),
	// or false when the archive cannot be read.
	MemberPaths(archive string) ([]string, bool)
	// GzipName returns the original file name a gzip file's header keeps (FNAME, "" where it
	// keeps none), or false when the file cannot be read as gzip.
	GzipName(path string) (string, bool)
	// ReadFile returns a file's text where it may be read: a script in the project, a file
	// this command line wrote.
	ReadFile(path string) (string, bool)
	// ReadCode returns the text of a file the command takes its instructions from (a script,
	// a filter, a batch, a patch, a config it obeys): one this command line wrote, else the
	// file wherever it is, read whole or not at all. A script in /tmp runs the same as one in
	// the project.
	ReadCode(path string) (string, bool)
	// WrittenBefore reports whether an earlier command of the same line writes path.
	WrittenBefore(path string) bool
	// CreatedBefore reports whether an earlier command of the same line creates path, or a
	// path only known when it runs, with an effect By by (git worktree add); dir is that
	// command's directory. A path of "" asks for any path.
	CreatedBefore(path, by string) (dir string, ok bool)
	// Earlier returns the calls of the commands listed before this one on the line, whose
	// name is known: a step that depends on what they set up (git bisect good after git
	// bisect start) reads them. Asking makes the command's reading depend on its place.
	Earlier() []*Call
	// PackedBefore returns what the latest earlier command of the same line that writes path
	// packed into it (its archive reads: tar cf path DIR, zip -r path DIR, tar c DIR > path),
	// or false where no archiver wrote it last.
	PackedBefore(path string) ([]Effect, bool)
	// BuiltFrom returns the language (code.Lang's name) and the sources (absolute paths,
	// one a line) of the program at path, where the last earlier command of the line that
	// writes it is a compiler building it from them (gcc x.c -o x; ./x).
	BuiltFrom(path string) (lang, srcs string, ok bool)
	// LineFiles returns the files directly in dir (absolute and clean) whose names end in
	// suffix and to which an earlier command of the same line gave known text (cat >
	// t/main.go <<EOF): absolute paths, sorted.
	LineFiles(dir, suffix string) []string
	// PipedSQL returns the SQL that the commands whose output is the command's stdin run
	// (a SQL client's query piped on: psql -Atc "SELECT 'DROP ...'" | psql), with its
	// dialect ("" where the client does not say); ok is false where none of them runs SQL.
	// A text of "" is SQL nobody can read.
	PipedSQL() (sql []Effect, ok bool)
	// PipedPrints returns what the SQL that the commands whose output is the command's stdin
	// print does where it runs (Call.PrintsSQL: python manage.py sqlflush | psql), each with
	// By naming its printer.
	PipedPrints() []Effect
	// SubstPrints returns what the SQL that the command substitutions in the command's words
	// print does where it runs (psql -c "$(python manage.py sqlflush)"), each with By naming
	// its printer.
	SubstPrints() []Effect
	// PrintedInto returns what the SQL that commands listed before this one print into the
	// file at path (absolute and clean) does where it runs: a redirect of their stdout, or a
	// tee of it (python manage.py sqlflush > flush.sql; psql -f flush.sql).
	PrintedInto(path string) []Effect
	// PipedText returns the text the command's stdin carries where the pipeline's previous
	// stage is a cat of files that can be read (cat migrations/*.sql | psql): read only by
	// programs that run it as code, as a shell reads cat x.sh | sh.
	PipedText() (string, bool)
	// MayBeRevision reports whether rev may name an object of the git repository at gitDir,
	// whose work tree is root, when the command runs, as git's rev-parse would resolve it:
	// false only where that repository can be read, holds no such name, and no command
	// before this one may change it.
	MayBeRevision(gitDir, root, rev string) bool
}

func (c *Call) isDir(p Path) bool {
	return c.In.FS != nil && p.Abs != "" && !c.In.Remote && c.In.FS.IsDir(p.Abs)
}

// exists reports whether anything is at p now, on this machine.
func (c *Call) exists(p Path) bool {
	return c.In.FS != nil && p.Abs != "" && !c.In.Remote && c.In.FS.Exists(p.Abs)
}

// list returns a source directory's entries, where a copy of it can be known entry by entry.
func (c *Call) list(p Path) ([]string, bool) {
	if c.In.FS == nil || p.Abs == "" || c.In.Remote {
		return nil, false
	}
	if c.In.FS.WrittenBefore(p.Abs) || !c.In.FS.IsDir(p.Abs) {
		return nil, false
	}
	return c.In.FS.List(p.Abs)
}

type archiveState uint8

const (
	archiveListed archiveState = iota
	archiveMissing
	archiveUnknown
)

// members lists an archive's top-level members.
func (c *Call) members(p Path) ([]string, archiveState) { return c.archiveNames(p, true) }

// memberPaths lists an archive's members by their whole names.
func (c *Call) memberPaths(p Path) ([]string, archiveState) { return c.archiveNames(p, false) }

func (c *Call) archiveNames(p Path, top bool) ([]string, archiveState) {
	if c.In.FS == nil || p.Abs == "" || c.In.Remote {
		return nil, archiveUnknown
	}
	if c.In.FS.WrittenBefore(p.Abs) {
		return nil, archiveUnknown
	}
	if !c.In.FS.Exists(p.Abs) {
		return nil, archiveMissing
	}
	read := c.In.FS.Members
	if !top {
		read = c.In.FS.MemberPaths
	}
	m, ok := read(p.Abs)
	if !ok {
		return nil, archiveUnknown
	}
	return m, archiveListed
}

// ReadCode returns the text of a file the program takes its instructions from, wherever it is
// (FS.ReadCode).
func (c *Call) ReadCode(p Path) (string, bool) {
	if c.In.FS == nil || p.Abs == "" || c.In.Remote {
		return "", false
	}
	return c.In.FS.ReadCode(p.Abs)
}

// ReadFile returns a file's text where the shell front end lets it be read.
func (c *Call) ReadFile(p Path) (string, bool) {
	if c.In.FS == nil || p.Abs == "" || c.In.Remote {
		return "", false
	}
	return c.In.FS.ReadFile(p.Abs)
}
