package sqlscan

// File is a file that SQL itself reads, writes or runs on the machine its engine runs on:
// a file function (SQLite readfile and writefile, PostgreSQL pg_read_file and lo_export,
// MySQL LOAD_FILE, DuckDB read_text), COPY ... TO|FROM 'file', SELECT ... INTO OUTFILE,
// LOAD DATA INFILE, ATTACH 'file', VACUUM INTO 'file'. The client's own commands
// (psql's \o, sqlite3's .output) are the command model's; these are the SQL's.
type File struct {
	// Path is the literal path the SQL names; "" with Computed, when an expression makes it.
	Path     string
	Computed bool
	// Op is what does it, as written for a reason: "readfile()", "COPY TO", "INTO OUTFILE".
	Op string
	// Do is what it does with the file: FileRead (its content is returned, so it can be
	// printed), FileWrite, FileRun (a shell command, Path its text: SQLite's edit(X, EDITOR)
	// runs EDITOR) or FileLoad (native code loaded from Path: load_extension).
	Do FileOp
}

// FileOp is what SQL does with a file.
type FileOp uint8

// What SQL does with a file.
const (
	FileRead FileOp = iota + 1
	FileWrite
	FileRun
	FileLoad
)

// fileFunc says which argument of a file function names the file and what it does with it;
// ok is false for any other name. Name is upper-cased.
func fileFunc(name string) (arg int, do FileOp, ok bool) {
	switch name {
	case "READFILE", "PG_READ_FILE", "PG_READ_BINARY_FILE", "LOAD_FILE", "LO_IMPORT",
		"READ_TEXT", "READ_BLOB", "READ_CSV", "READ_CSV_AUTO", "READ_JSON", "READ_JSON_AUTO",
		"READ_JSON_OBJECTS", "READ_NDJSON", "READ_NDJSON_OBJECTS", "READ_PARQUET", "PARQUET_SCAN",
		"READ_XLSX", "SQLITE_SCAN", "SQLITE_ATTACH", "FSDIR":
		return 0, FileRead, true
	case "WRITEFILE":
		return 0, FileWrite, true
	case "LO_EXPORT":
		return 1, FileWrite, true
	case "EDIT":
		return 1, FileRun, true
	case "LOAD_EXTENSION":
		return 0, FileLoad, true
	}
	return 0, 0, false
}

// maxFileDepth bounds SQL read inside dollar-quoted bodies (DO $$ ... $$).
const maxFileDepth = 4

// Files lists the files src's SQL reads, writes or runs, lexed as d (Unknown as PostgreSQL,
// where DuckDB's FROM 'file' is read too). A path an expression computes is Computed: the
// caller cannot say which file it is.
func Files(src string, d Dialect) []File {
	return files(src, d, 0)
}

func files(src string, d Dialect, depth int) []File {
	stmts, _ := Lex(src, d)
	var out []File
	for _, st := range stmts {
		out = stmtFiles(out, st, d, depth)
	}
	return out
}

func stmtFiles(out []File, st Statement, d Dialect, depth int) []File {
	for i := 0; i < len(st); i++ {
		t := st[i]
		switch {
		case t.Kind == Body && depth < maxFileDepth:
			out = append(out, files(t.Text, d, depth+1)...)
		case t.Kind != Word:
		case i+1 < len(st) && st[i+1].Kind == Punct && st[i+1].Text == "(":
			if arg, do, ok := fileFunc(t.Up); ok {
				args := splitTop(st[i+2:max(closeParen(st, i+1), i+2)], ",")
				if arg < len(args) {
					out = append(out, fileArg(args[arg], t.Text+"()", do))
				}
			}
		default:
			out = clauseFile(out, st, i, d)
		}
	}
	return out
}

// clauseFile reads the file a clause names at st[i]: COPY's TO and FROM, INTO OUTFILE and
// DUMPFILE, INFILE, ATTACH, VACUUM INTO, LOAD 'library', DuckDB's FROM 'file'.
func clauseFile(out []File, st Statement, i int, d Dialect) []File {
	next := func(j int) (Statement, bool) {
		if j >= len(st) {
			return nil, false
		}
		return st[j : j+1], true
	}
	var arg Statement
	var op string
	do := FileRead
	switch st[i].Up {
	case "TO", "FROM":
		if isWord(st[0], "COPY") && depthAt(st, i) == 0 {
			a, ok := next(i + 1)
			if !ok || a[0].Kind != String && a[0].Kind != Var {
				return out // STDIN, STDOUT, PROGRAM (a server-shell finding)
			}
			arg, op = a, "COPY "+st[i].Up
			if st[i].Up == "TO" {
				do = FileWrite
			}
		} else if st[i].Up == "FROM" && d == Unknown && i+1 < len(st) && st[i+1].Kind == String {
			arg, op = st[i+1:i+2], "FROM 'file'" // DuckDB reads a file named in FROM
		}
	case "OUTFILE", "DUMPFILE":
		if i > 0 && isWord(st[i-1], "INTO") {
			arg, _ = next(i + 1)
			op, do = "INTO "+st[i].Up, FileWrite
		}
	case "INFILE":
		arg, _ = next(i + 1)
		op = "LOAD DATA INFILE"
	case "ATTACH":
		j := i + 1
		if j < len(st) && isWord(st[j], "DATABASE") {
			j++
		}
		if j < len(st) && isWord(st[j], "IF") { // DuckDB: ATTACH IF NOT EXISTS
			j += 3
		}
		end := topWord(st, j, "AS")
		if end < 0 {
			end = len(st)
		}
		if j < end {
			arg, op, do = st[j:end], "ATTACH", FileWrite
			if len(arg) > 1 && arg[0].Kind == String && arg[1].Kind == Punct && arg[1].Text == "(" {
				arg = arg[:1] // DuckDB: ATTACH 'f.db' (READ_ONLY)
			}
		}
	case "LOAD":
		if i == 0 && i+1 < len(st) && st[i+1].Kind == String { // PostgreSQL, DuckDB: LOAD 'lib.so'
			arg, op, do = st[1:2], "LOAD", FileLoad
		}
	case "VACUUM":
		if j := topWord(st, i+1, "INTO"); j >= 0 && j+1 < len(st) {
			arg, op, do = st[j+1:], "VACUUM INTO", FileWrite
		}
	}
	if len(arg) == 0 {
		return out
	}
	f := fileArg(arg, op, do)
	if f.Path == ":memory:" || f.Path == "" && !f.Computed {
		return out
	}
	return append(out, f)
}

// fileArg reads an argument that names a file: one string literal is that file (or one
// quoted identifier, which SQLite reads as a string when no column has its name), anything
// else an expression whose value is known only when it runs.
func fileArg(arg Statement, op string, do FileOp) File {
	if len(arg) == 1 && (arg[0].Kind == String || arg[0].Kind == Ident) {
		return File{Path: arg[0].Text, Op: op, Do: do}
	}
	return File{Computed: true, Op: op, Do: do}
}

// depthAt is how many parentheses are open before st[i].
func depthAt(st Statement, i int) int {
	d := 0
	for _, t := range st[:i] {
		if t.Kind == Punct && t.Text == "(" {
			d++
		} else if t.Kind == Punct && t.Text == ")" {
			d--
		}
	}
	return d
}
