package spec

import "strings"

// ShellTraces reports a shell (its options read as sh's) told to echo what it reads or runs:
// the walk marks what it runs Traced.
func (c *Call) ShellTraces() bool { return shTraces(c) }

// ShellAllExport reports a shell started exporting every variable it assigns: -a (in any
// cluster of short options), -o allexport.
func (c *Call) ShellAllExport() bool { return c.Has("a") || c.setsShellOption("o", "allexport") }

// ShellDotGlob reports a shell started with its patterns matching a leading dot: -O dotglob
// (or an option only known when it runs).
func (c *Call) ShellDotGlob() bool { return c.setsShellOption("O", "dotglob") }

// setsShellOption reports a shell's option flag (-o for set's, -O for shopt's) set to name,
// or to a value only known when it runs.
func (c *Call) setsShellOption(flag, name string) bool {
	for _, o := range c.P.Opts {
		if o.Name == flag && o.Set && (o.Value.S == name || o.Value.Dyn) {
			return true
		}
	}
	return false
}

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

// showSpecs are subcommands whose output is a file's or a store's secrets, merged into the
// table by the index like any other spec (see the cloud and container tables' neighbours).
var showSpecs = []Spec{
	{Name: "docker container inspect", Like: "docker inspect"},
	{Name: "docker inspect", Opts: "f|format= s|size type= help", Style: Exact, Does: dockerInspectDoes,
		Examples: "docker inspect c1 --format '{{.Config.Env}}' => expose:env a container's environment\n" + "docker inspect -f '{{json .Config}}' c1 => expose:env a container's environment\n" +
			"docker inspect --format '{{range .Config.Env}}{{println .}}{{end}}' c1 => expose:env a container's environment\n" + "docker inspect -f '{{.State.Status}}' c1 => -\n" +
			"docker inspect web => expose:env a container's environment\n" + "docker container inspect web => expose:env a container's environment\n" +
			"docker inspect -f '{{json .}}' web => expose:env a container's environment\n" + "docker inspect --type image node:20 !> expose:env a container's environment\n"},
	{Name: "gh gist create", Opts: ghOpts + " d|desc= f|filename= p|public w|web", Style: Exact, Does: ghGistCreateDoes,
		Examples: "gh gist create .env => read:send .env\n" + "gh gist create -p notes.md .env => read:send .env\n" + "gh gist create --help !> read:send --help\n"},
	{Name: "terraform output", Opts: "json raw no-color state= help|h", Style: Single, Does: terraformOutputDoes,
		Examples: "terraform output -json => expose:credential the outputs, sensitive ones in clear text\n" + "terraform output -raw db_password => expose:credential the outputs, sensitive ones in clear text\n" + "terraform output => -\n"},
	{Name: "terraform show", Opts: "json no-color help|h", Style: Single, Does: terraformOutputDoes,
		Examples: "terraform show -json => expose:credential the state, sensitive values in clear text\n" + "terraform show => -\n"},
	{Name: "terraform state pull", Opts: "help|h", Style: Single, Does: terraformOutputDoes,
		Examples: "terraform state pull => expose:credential the state, sensitive values in clear text\n" + "tofu state pull => expose:credential the state, sensitive values in clear text\n"},
}

// dockerInspectDoes: a format that prints .Config.Env (or all of .Config) prints every
// variable the container was given, its passwords among them.
// Without a format it prints the whole object as JSON, .Config.Env in it; so does {{json .}}.
// An image's, a volume's or a network's inspect (--type) holds no container's variables.
func dockerInspectDoes(c *Call) {
	if c.Has("help") {
		return
	}
	if t, ok := c.Value("type"); ok && !t.Dyn && t.S != "container" {
		return
	}
	f, ok := c.Value("f")
	compact := strings.ReplaceAll(f.S, " ", "")
	if !ok || f.Dyn || strings.Contains(f.S, "Env") || strings.Contains(compact, "json.Config}") || strings.Contains(compact, ".Config}}") ||
		strings.Contains(compact, "{{json.}}") || strings.Contains(compact, "{{.}}") {
		c.Add(Effect{Kind: Expose, Class: "env", Text: "a container's environment", By: cloudBy(c), Known: true})
	}
}

// ghPostDoes: gh issue, pr and release commands post their body, title and notes to GitHub
// (a file for -F/--body-file/--notes-file, "-" is stdin), and release create and upload send
// every asset named after the tag (NAME#LABEL gives a display label).
func ghPostDoes(c *Call) {
	if c.Has("help") {
		return
	}
	by := cloudBy(c)
	for _, name := range [...]string{"F", "notes-file"} {
		for _, w := range c.P.Values(name) {
			if stdinName(w) {
				stdinExposes(c, by)
				continue
			}
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "send", By: by + " " + dash(name)})
		}
	}
	for _, name := range [...]string{"b", "t", "n"} {
		exposeWords(c, c.P.Values(name), by)
	}
	if op := c.Path[len(c.Path)-1]; len(c.Path) == 3 && c.Path[1] == "release" && (op == "create" || op == "upload") {
		ops := c.Operands()
		for i := 1; i < len(ops); i++ {
			w := ops[i]
			if i := strings.LastIndexByte(w.S, '#'); i > 0 && !w.Dyn {
				w.S = w.S[:i]
			}
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "send", By: by})
		}
	}
}

// ghGistCreateDoes: every file named is uploaded to GitHub.
func ghGistCreateDoes(c *Call) {
	if c.Has("help") {
		return
	}
	for _, w := range c.Operands() {
		if w.S != "-" {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "send", By: "gh gist create"})
		}
	}
}

// terraformOutputDoes: -json and -raw print outputs marked sensitive in clear text; state pull
// and show -json print the whole state, every password a resource holds.
func terraformOutputDoes(c *Call) {
	if cloudHelp(c) {
		return
	}
	switch c.Path[len(c.Path)-1] {
	case "output":
		if c.HasAny("json", "raw") {
			cloudExpose(c, "the outputs, sensitive ones in clear text")
		}
	case "show":
		if c.Has("json") {
			cloudExpose(c, "the state, sensitive values in clear text")
		}
	case "pull":
		cloudExpose(c, "the state, sensitive values in clear text")
	}
}

// kubeCreatePrints: kubectl create secret|configmap --from-file/--from-env-file with -o yaml
// or json prints the object it builds, the files' content in it (base64 in a Secret, plain in
// a ConfigMap). Without -o the content goes to the cluster, which is what the command is for.
func kubeCreatePrints(c *Call) {
	o, ok := c.Value("o")
	if !ok || o.S == "name" || c.Has("help") {
		return
	}
	for _, opt := range c.P.Opts {
		if !opt.Set || opt.Name != "from-file" && opt.Name != "from-env-file" {
			continue
		}
		v := opt.Value
		if _, path, found := strings.Cut(v.S, "="); found && !v.Dyn {
			v.S = path // --from-file=KEY=PATH
		}
		c.Add(Effect{Kind: Read, Path: c.PathOf(v), Class: "show", Tree: opt.Name == "from-file", By: "kubectl create -o"})
	}
}

// sqliteShows: what sqlite3 prints comes from its database (.dump, select), shown; the files
// its .import reads into a table are sqliteMeta's. An in-memory database holds nothing yet.
func sqliteShows(c *Call) {
	ops := c.Operands()
	if len(ops) == 0 || c.HasAny("help", "version") {
		return
	}
	if db := ops[0]; db.Dyn || db.S != ":memory:" && db.S != "" && !strings.HasPrefix(db.S, "file::memory:") {
		c.Add(Effect{Kind: Read, Path: c.PathOf(db), Class: "show", By: c.Name})
	}
}

// PrintsVarPerLine reports a print of the whole environment one variable a line (`env`,
// `printenv`, `export -p`), not one of a process a line, each with its whole environment
// (`ps e`): a filter of its lines sees each variable apart.
func (c *Call) PrintsVarPerLine() bool {
	switch c.Name {
	case "env", "printenv":
		return len(c.Words) == 0
	case "export":
		return len(c.Words) == 1 && !c.Words[0].Dyn && c.Words[0].S == "-p"
	}
	return false
}

// GrepsWord is the pattern of a grep that prints the lines of its stdin holding one plain
// word (letters, digits, underscores, at least three; an optional leading ^), with no option
// that prints other lines (-v, context) or reads other patterns (-f), and whether case is
// ignored.
func (c *Call) GrepsWord() (pat string, fold, ok bool) {
	if c.Name != "grep" {
		return "", false, false
	}
	for _, o := range c.P.Opts {
		switch o.Name {
		case "i":
			fold = true
		case "E", "F", "G", "w", "x", "n", "o", "s", "H", "h", "no-ignore-case", "line-buffered", "color", "colour":
		case "e":
			if pat != "" {
				return "", false, false
			}
			pat = o.Value.S
		default:
			return "", false, false
		}
	}
	ops := c.Operands()
	if pat == "" && len(ops) > 0 {
		if ops[0].Dyn {
			return "", false, false
		}
		pat, ops = ops[0].S, ops[1:]
	}
	if len(ops) > 0 || !plainWord(strings.TrimPrefix(pat, "^")) {
		return "", false, false // a file operand: stdin is not what it reads
	}
	return pat, fold, true
}

func plainWord(s string) bool {
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return len(s) >= 3
}

// CountsInput reports a program that prints only a count of its input, or only its status:
// wc (not with --files0-from, which reads file names from its input and names each it cannot
// open), grep -c and grep -q and their egrep and fgrep spellings. What is piped into it
// reaches nobody.
func (c *Call) CountsInput() bool {
	switch c.Name {
	case "wc":
		return !c.Has("files0-from")
	case "grep", "egrep", "fgrep":
		return c.Has("c") || c.Has("q")
	}
	return false
}
