package code

import (
	"strings"
)

// What PowerShell does beyond its cmdlets' words: paths written the Windows way, redirections,
// environment variables it sets, native program names with their Windows extension, links
// made by New-Item, and cmd /c, the other shell a PowerShell command line reaches for.

// psSlashes turns the Windows separator into /: PowerShell on Windows and on Unix reads
// .claude\settings.json as .claude/settings.json, and a judgement that kept the backslash
// would place the path nowhere (or, read as POSIX shell, lose it to an escape). A backslash
// meant literally (a regex in Select-String) only changes text no guard places.
func psSlashes(words []psWord) {
	for i := range words {
		psJoinPath(&words[i])
		if w := words[i].s; words[i].bare && strings.HasPrefix(w, "@(") && strings.HasSuffix(w, ")") {
			words[i] = psList(w[2 : len(w)-1]) // @('a','b') is the list a,b
		}
		if strings.IndexByte(words[i].s, '\\') >= 0 {
			words[i].s = strings.ReplaceAll(words[i].s, `\`, "/")
		}
	}
}

// psProgram drops the extension Windows finds a program by: hookguard.exe is hookguard.
func psProgram(s string) string {
	return s[:len(s)-WinExt(s)]
}

// WinExt is the length of the extension by which Windows runs a program given without one
// (PATHEXT's .exe, .com, .bat, .cmd, in any case: `rimraf` runs rimraf.cmd, `RM.EXE` is rm),
// or 0. A name that is only the extension has none.
func WinExt(name string) int {
	n := len(name)
	if n <= 4 || name[n-4] != '.' {
		return 0
	}
	switch strings.ToLower(name[n-3:]) {
	case "exe", "com", "bat", "cmd":
		return 4
	}
	return 0
}

// psRedirects takes the redirections out of a command's words: > >> N> N>> *> *>> with the
// file in the same word or the next. A merge (2>&1) and $null write no file. It reports
// whether the command's output stream goes to a file.
func psRedirects(words []psWord, out *Facts) ([]psWord, bool) {
	saved := false
	kept := words[:0:0]
	for i := 0; i < len(words); i++ {
		w := words[i]
		at := -1
		if w.bare {
			at = strings.IndexByte(w.s, '>')
		}
		if at < 0 {
			kept = append(kept, w)
			continue
		}
		stream := w.s[:at]
		if stream != "" && stream != "*" && !(len(stream) == 1 && stream[0] >= '1' && stream[0] <= '6') {
			// echo hi>file: the word before the operator is an argument
			kept = append(kept, psWord{s: stream, bare: true})
			stream = ""
		}
		op := w.s[at:]
		appendTo := strings.HasPrefix(op, ">>")
		target := psWord{s: strings.TrimLeft(op, ">"), dyn: w.dyn, bare: true, vars: w.vars}
		if target.s == "" && i+1 < len(words) {
			i++
			target = words[i]
		}
		if strings.HasPrefix(target.s, "&") || target.s == "" {
			continue // a stream merged into another, or $null
		}
		if stream == "" || stream == "1" || stream == "*" {
			saved = true
		}
		out.add(Fact{Kind: Write, Text: strings.ReplaceAll(target.s, `\`, "/"), Dyn: target.dyn, Keep: appendTo, Call: ">"})
	}
	return kept, saved
}

// psSetEnv reads a statement that sets an environment variable ($env:NAME = value,
// [Environment]::SetEnvironmentVariable('NAME', value), Set-Item env:NAME value): the
// programs the statement's line runs afterwards inherit it, as an exported variable.
func psSetEnv(stmt string, out *Facts) bool {
	s := strings.TrimSpace(stmt)
	l := strings.ToLower(s)
	var name string
	var val psWord
	switch {
	case strings.HasPrefix(l, "$env:"):
		eq := strings.IndexByte(s, '=')
		if eq < 0 {
			return false
		}
		name = strings.TrimSpace(strings.TrimRight(s[5:eq], "+")) // += appends to the value
		for i := 0; i < len(name); i++ {
			if !isAlpha(name[i]) && !(name[i] >= '0' && name[i] <= '9') {
				return false // a comparison or a method call, not an assignment
			}
		}
		if vs := psWords(s[eq+1:]); len(vs) > 0 {
			val = vs[0]
		}
	case strings.HasPrefix(l, "[environment]::setenvironmentvariable(") || strings.HasPrefix(l, "[system.environment]::setenvironmentvariable("):
		open := strings.IndexByte(s, '(')
		end := matchClose(s, open, '(', ')')
		args := strings.SplitN(s[open+1:min(end, len(s))], ",", 3)
		if len(args) < 2 {
			return false
		}
		n, v := psWords(args[0]), psWords(args[1])
		if len(n) == 0 || len(v) == 0 {
			return false
		}
		name, val = n[0].s, v[0]
	default:
		words := psWords(s)
		if len(words) < 2 {
			return false
		}
		switch strings.ToLower(words[0].s) {
		case "set-item", "si", "new-item", "ni":
		default:
			return false
		}
		_, pos := psParams(words[1:])
		vals := psValues(words[1:], "value")
		paths := append(psValues(words[1:], "path", "literalpath"), pos...)
		if len(paths) == 0 || !strings.HasPrefix(strings.ToLower(paths[0].s), "env:") {
			return false
		}
		name = strings.TrimLeft(paths[0].s[4:], `\/`)
		switch {
		case len(vals) > 0:
			val = vals[0]
		case len(pos) > 1:
			val = pos[1]
		}
	}
	if name == "" {
		return false
	}
	v := shellQuote(val.s)
	if val.dyn {
		v = `"` + HoleVar + `"`
	}
	out.add(Fact{Kind: Shell, Text: "export " + name + "=" + v, Dyn: val.dyn, Call: "$env:"})
	return true
}

// psLink maps New-Item -ItemType SymbolicLink|HardLink|Junction -Path LINK -Target TO to the
// ln that makes the same link, so that a link into a guarded file is judged as ln's is.
// A New-Item that writes a file (-Value, or -Force over one that exists) is a write.
func psNewItem(name psWord, flags map[string]bool, pos, args []psWord, out *Facts) {
	paths := append(psValues(args, "path"), pos...)
	if n := psValues(args, "name"); len(n) > 0 {
		dir := "."
		if len(paths) > 0 {
			dir = paths[0].s
		}
		paths = []psWord{{s: strings.TrimSuffix(dir, "/") + "/" + n[0].s, dyn: n[0].dyn || len(paths) > 0 && paths[0].dyn}}
	}
	typ := ""
	if t := psValues(args, "itemtype", "type"); len(t) > 0 {
		typ = strings.ToLower(t[0].s)
	}
	target := psValues(args, "target", "value")
	if strings.Contains(typ, "link") || typ == "junction" {
		for _, p := range paths {
			if len(target) > 0 {
				out.add(Fact{Kind: Shell, Text: "ln -s " + shellQuote(target[0].s) + " " + shellQuote(p.s), Dyn: p.dyn || target[0].dyn, Call: name.s})
			}
		}
		return
	}
	isDir := strings.HasPrefix(typ, "d")
	for _, p := range paths {
		if !isDir && (len(target) > 0 || flags["force"] || flags["fo"]) {
			out.add(Fact{Kind: Write, Text: p.s, Dyn: p.dyn, Call: name.s})
			continue
		}
		out.add(Fact{Kind: Create, Text: p.s, Dyn: p.dyn, Call: name.s})
	}
}

// cmdBuiltins are the cmd.exe commands a cmd /c line runs without a program, as the POSIX
// command that does the same; a switch (/s) that makes one act on a tree is the second.
var cmdBuiltins = [...][3]string{
	{"del", "rm -f", "rm -rf"}, {"erase", "rm -f", "rm -rf"},
	{"rd", "rmdir", "rm -rf"}, {"rmdir", "rmdir", "rm -rf"},
	{"copy", "cp", "cp"}, {"xcopy", "cp", "cp -r"}, {"robocopy", "cp -r", "cp -r"},
	{"move", "mv", "mv"}, {"ren", "mv", "mv"}, {"rename", "mv", "mv"},
	{"type", "cat", "cat"}, {"md", "mkdir -p", "mkdir -p"}, {"mkdir", "mkdir -p", "mkdir -p"},
	{"set", "export", "export"}, {"mklink", "ln -s", "ln -s"},
}

// cmdSwitch is a cmd switch (/s, /q, /a:h); on Windows, where cmd runs, /srv is one too.
func cmdSwitch(s string) bool {
	if len(s) < 2 || s[0] != '/' {
		return false
	}
	body, _, _ := strings.Cut(s[1:], ":")
	if len(body) > 4 || body == "" || strings.ContainsAny(body, "/.") {
		return false
	}
	for i := 0; i < len(body); i++ {
		if !isAlpha(body[i]) && body[i] != '?' {
			return false
		}
	}
	return true
}

// psCmd follows cmd /c TEXT (or /k, /r): each command of TEXT, split at & && || |, is a
// shell command line, a builtin (del, rd /s, copy, move, type, set, mklink) as the POSIX
// command that does the same. It reports whether words were a cmd line.
func psCmd(words []psWord, out *Facts) bool {
	if len(words) == 0 || !strings.EqualFold(psProgram(lastElem(words[0].s)), "cmd") {
		return false
	}
	i := 1
	for i < len(words) && !strings.EqualFold(words[i].s, "/c") && !strings.EqualFold(words[i].s, "/k") && !strings.EqualFold(words[i].s, "/r") {
		i++
	}
	if i >= len(words)-1 {
		return false
	}
	parts := make([]string, 0, len(words)-i-1)
	dyn := false
	for _, w := range words[i+1:] {
		parts = append(parts, w.s)
		dyn = dyn || w.dyn
	}
	for _, c := range cmdCommands(strings.Join(parts, " ")) {
		out.add(Fact{Kind: Shell, Text: c, Dyn: dyn, Call: "cmd /c"})
	}
	return true
}

func lastElem(s string) string {
	return s[strings.LastIndexByte(s, '/')+1:]
}

// cmdCommands splits a cmd line at & && || | outside double quotes and writes each command
// as a POSIX one.
func cmdCommands(line string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(line); i++ {
		if i < len(line) && line[i] == '"' {
			if j := strings.IndexByte(line[i+1:], '"'); j >= 0 {
				i += j + 1
			}
			continue
		}
		if i < len(line) && line[i] != '&' && line[i] != '|' {
			continue
		}
		if c := cmdCommand(strings.TrimSpace(line[start:i])); c != "" {
			out = append(out, c)
		}
		for i+1 < len(line) && (line[i+1] == '&' || line[i+1] == '|') {
			i++
		}
		start = i + 1
		if len(out) > 64 {
			break
		}
	}
	return out
}

func cmdCommand(c string) string {
	if c == "" {
		return ""
	}
	f := strings.Fields(c)
	for i, w := range f {
		if j := strings.Index(strings.ToUpper(w), "%USERPROFILE%"); j >= 0 {
			f[i] = w[:j] + "~" + w[j+len("%USERPROFILE%"):] // the home directory, as ~ is
		}
	}
	name := strings.ToLower(psProgram(f[0]))
	for _, b := range cmdBuiltins {
		if b[0] != name {
			continue
		}
		posix, tree := b[1], false
		var rest []string
		for _, a := range f[1:] {
			switch {
			case cmdSwitch(a):
				l := strings.ToLower(a)
				tree = tree || l == "/s" || l == "/e" || l == "/mir"
			default:
				rest = append(rest, a)
			}
		}
		if tree {
			posix = b[2]
		}
		if name == "mklink" && len(rest) == 2 {
			rest[0], rest[1] = rest[1], rest[0] // mklink LINK TARGET, ln -s TARGET LINK
		}
		return posix + " " + strings.Join(rest, " ")
	}
	f[0] = psProgram(f[0])
	return strings.Join(f, " ")
}

// psRename reads Rename-Item PATH NEWNAME: the file moves to NEWNAME beside it.
func psRename(name psWord, pos, args []psWord, out *Facts) {
	ps := append(psValues(args, "path", "literalpath"), pos...)
	if n := psValues(args, "newname"); len(n) > 0 {
		ps = append(ps, n...)
	}
	if len(ps) < 2 {
		return
	}
	src, dst := ps[0], ps[len(ps)-1]
	to := dst.s
	if !strings.Contains(to, "/") {
		if i := strings.LastIndexByte(strings.TrimSuffix(src.s, "/"), '/'); i >= 0 {
			to = src.s[:i+1] + to
		}
	}
	out.add(Fact{Kind: Delete, Text: src.s, Dyn: src.dyn, Tree: true, Move: true, Call: name.s})
	out.add(Fact{Kind: Write, Text: to, Dyn: dst.dyn || src.dyn, Tree: true, Call: name.s})
}

// psSearch reads Select-String PATTERN PATH: the lines of PATH that match are shown, so
// PATH is read as Get-Content's would be (the pattern is the first position, the path the
// second).
func psSearch(name psWord, pos, args []psWord, sink Sink, out *Facts) {
	paths := psValues(args, "path", "literalpath")
	if len(psValues(args, "pattern")) == 0 && len(pos) > 0 {
		pos = pos[1:]
	}
	for _, p := range append(paths, pos...) {
		out.add(Fact{Kind: Read, Text: p.s, Dyn: p.dyn, To: sink, Call: name.s})
	}
}

// psKeyword is a PowerShell statement keyword: it runs no program, its blocks run (or may).
func psKeyword(name string) bool {
	switch strings.ToLower(name) {
	case "if", "elseif", "else", "foreach", "for", "while", "do", "until", "try", "catch", "finally",
		"switch", "function", "filter", "trap", "begin", "process", "end", "data":
		return true
	}
	return false
}

// psBlocks reads the script blocks among a command's words ({ ... } given to &, Invoke-Command,
// ForEach-Object, if, try, foreach, function): whether and when they run is the caller's
// business, so what they would do is read as done.
func psBlocks(args []psWord, out *Facts, depth int) {
	for _, a := range args {
		if a.bare && strings.HasPrefix(a.s, "{") && strings.HasSuffix(a.s, "}") && depth < maxDepth {
			powershell(a.s[1:len(a.s)-1], out, depth+1)
		}
	}
}

// psStartCmd follows Start-Process cmd -ArgumentList '/c ...' as cmd /c.
func psStartCmd(fp, argList []psWord, out *Facts) bool {
	if len(fp) == 0 {
		return false
	}
	words := []psWord{fp[0]}
	for _, a := range append(argList, fp[1:]...) {
		for _, f := range strings.Fields(strings.ReplaceAll(a.s, ",", " ")) {
			words = append(words, psWord{s: f, dyn: a.dyn, bare: true})
		}
	}
	return psCmd(words, out)
}

// psDotNet reads the .NET calls a statement makes on files and the environment:
// [IO.File]::Delete/WriteAllText/ReadAllText/Copy/Move, [IO.Directory]::Delete/Move,
// WebClient's DownloadFile and [Environment]::GetEnvironmentVariable, with literal arguments.
func psDotNet(seg string, sink Sink, out *Facts) {
	l := strings.ToLower(seg)
	for _, m := range psDotNetMethods {
		for from := 0; ; {
			i := strings.Index(l[from:], m.name)
			if i < 0 {
				break
			}
			open := from + i + len(m.name) - 1
			to := sink // an assigned value may be shown later (psAssigned)
			end := matchClose(seg, open, '(', ')')
			args := psArgs(seg[open+1 : min(end, len(seg))])
			from = min(end+1, len(seg))
			if len(args) == 0 {
				continue
			}
			a, b := args[0], args[len(args)-1]
			call := strings.TrimSuffix(m.name, "(")
			switch m.kind {
			case "delete":
				out.add(Fact{Kind: Delete, Text: a.s, Dyn: a.dyn, Tree: m.tree, Call: call})
			case "write":
				out.add(Fact{Kind: Write, Text: a.s, Dyn: a.dyn, Keep: m.tree, Call: call})
			case "download":
				out.add(Fact{Kind: Write, Text: b.s, Dyn: b.dyn, Call: call})
			case "read":
				out.add(Fact{Kind: Read, Text: a.s, Dyn: a.dyn, To: to, Call: call})
			case "var":
				out.add(Fact{Kind: Var, Text: a.s, To: to, Call: call})
			case "copy", "move":
				if len(args) < 2 {
					continue
				}
				if m.kind == "move" {
					out.add(Fact{Kind: Delete, Text: a.s, Dyn: a.dyn, Tree: true, Move: true, Call: call})
				} else {
					out.add(Fact{Kind: Read, Text: a.s, Dyn: a.dyn, To: Copied, Call: call})
				}
				out.add(Fact{Kind: Write, Text: args[1].s, Dyn: args[1].dyn, Tree: m.kind == "move", Call: call})
			}
		}
	}
}

var psDotNetMethods = [...]struct {
	name, kind string
	tree       bool // Delete: the tree below; Write: appends
}{
	{"file]::delete(", "delete", false}, {"directory]::delete(", "delete", true},
	{"file]::writealltext(", "write", false}, {"file]::writealllines(", "write", false},
	{"file]::writeallbytes(", "write", false}, {"file]::create(", "write", false},
	{"file]::openwrite(", "write", false}, {"file]::appendalltext(", "write", true},
	{"file]::appendalllines(", "write", true},
	{"file]::readalltext(", "read", false}, {"file]::readalllines(", "read", false},
	{"file]::readallbytes(", "read", false}, {"file]::copy(", "copy", false},
	{"file]::move(", "move", false}, {"directory]::move(", "move", false},
	{".downloadfile(", "download", false},
	{"]::getenvironmentvariable(", "var", false},
}

// psArgs splits a .NET call's arguments at commas outside quotes and brackets; each is read
// as a word (a literal, or a value known only at run time), with the Windows separator as /.
func psArgs(s string) []psWord {
	var out []psWord
	depth, start := 0, 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) {
			switch s[i] {
			case '\'', '"':
				i = psSkipQuote(s, i)
				continue
			case '(', '[', '{':
				depth++
				continue
			case ')', ']', '}':
				depth--
				continue
			case ',':
				if depth > 0 {
					continue
				}
			default:
				continue
			}
		}
		ws := psWords(strings.TrimSpace(s[start:min(i, len(s))]))
		w := psWord{s: HoleVar, dyn: true}
		if len(ws) == 1 {
			w = ws[0]
		}
		w.s = strings.ReplaceAll(w.s, `\`, "/")
		out = append(out, w)
		start = i + 1
	}
	return out
}

// psAliases are the aliases a command line sets for itself (Set-Alias x Remove-Item; x ...).
func psAliases(src string) map[string]string {
	l := strings.ToLower(src)
	if !strings.Contains(l, "alias") && !strings.Contains(l, "sal ") && !strings.Contains(l, "nal ") {
		return nil
	}
	m := map[string]string{}
	for _, stmt := range psStatements(src) {
		words := psWords(stmt)
		if len(words) < 3 {
			continue
		}
		switch strings.ToLower(words[0].s) {
		case "set-alias", "sal", "new-alias", "nal":
		default:
			continue
		}
		_, pos := psParams(words[1:])
		name := append(psValues(words[1:], "name"), pos...)
		value := psValues(words[1:], "value")
		if len(value) == 0 && len(pos) > 1 {
			value = pos[1:2]
		}
		if len(name) > 0 && len(value) > 0 {
			m[strings.ToLower(name[0].s)] = value[0].s
		}
	}
	return m
}

// psPiped applies a command that takes its paths from the pipeline (Get-ChildItem .hookguard
// | Remove-Item) to the items the command before it passed on, and returns the items this
// command passes on: what Get-Item and Get-ChildItem name (filters and sorts keep them).
func psPiped(words []psWord, items []psWord, out *Facts) []psWord {
	name := words[0]
	args := words[1:]
	kind := psKind(name.s)
	flags, pos := psParams(args)
	named := len(pos) > 0 || len(psValues(args, "path", "literalpath")) > 0
	switch kind {
	case "delete", "move", "rename":
		if named {
			return nil
		}
		for _, it := range items {
			out.add(Fact{Kind: Delete, Text: it.s, Dyn: it.dyn, Tree: true, Move: kind != "delete", Call: name.s})
		}
		return nil
	case "copy", "read", "search":
		if named && kind != "search" || kind == "search" && len(pos) > 1 || len(psValues(args, "path", "literalpath")) > 0 {
			return nil
		}
		to := Shown
		if kind == "copy" {
			to = Copied
		}
		for _, it := range items {
			// Select-String searches every file the listing names, below it when it recurses
			out.add(Fact{Kind: Read, Text: it.s, Dyn: it.dyn, To: to, Tree: kind != "read", Call: name.s})
		}
		return nil
	case "print":
		return items // Where-Object, Select-Object, Sort-Object, ForEach-Object pass the items on
	case "list":
		paths := append(psValues(args, "path", "literalpath"), pos...)
		if len(paths) == 0 {
			paths = []psWord{{s: "."}}
		}
		f := append(psValues(args, "filter"), psValues(args, "include")...)
		var next []psWord
		for _, p := range paths {
			if len(f) > 0 {
				sep := "/"
				if flags["recurse"] || flags["r"] {
					sep = "/**/"
				}
				p.s = strings.TrimSuffix(p.s, "/") + sep + f[0].s
				p.dyn = p.dyn || f[0].dyn
			}
			next = append(next, p)
		}
		return next
	}
	return nil
}

// psJoinPath reads (Join-Path A B) as the path A/B it builds, where A and B are known.
func psJoinPath(w *psWord) {
	if !w.bare || len(w.s) < 12 || w.s[0] != '(' || w.s[len(w.s)-1] != ')' || !strings.EqualFold(w.s[1:11], "join-path ") {
		return
	}
	args := psWords(w.s[11 : len(w.s)-1])
	_, pos := psParams(args)
	parts := append(psValues(args, "path"), psValues(args, "childpath")...)
	parts = append(parts, pos...)
	if len(parts) < 2 {
		return
	}
	joined := psWord{bare: true}
	for i, p := range parts {
		if i > 0 {
			joined.s += "/"
		}
		joined.s += strings.Trim(p.s, `/\`)
		if i == 0 && strings.HasPrefix(p.s, "/") {
			joined.s = "/" + joined.s
		}
		joined.dyn = joined.dyn || p.dyn
		joined.vars = append(joined.vars, p.vars...)
	}
	*w = joined
}

// psAssigned reads what an expression statement runs: the command whose value it assigns
// ($null = Remove-Item ..., $s = Get-Content .env) and its parenthesised commands
// ([void](Remove-Item ...)). The value may be shown later, so reads count as shown.
func psAssigned(seg string, out *Facts, depth int) {
	if depth >= maxDepth {
		return
	}
	s := strings.TrimSpace(seg)
	for strings.HasPrefix(s, "[") { // a cast: [void], [string]
		end := matchClose(s, 0, '[', ']')
		if end >= len(s) {
			return
		}
		s = strings.TrimSpace(s[end+1:])
	}
	if strings.HasPrefix(s, "$") {
		j := 1
		for j < len(s) && (isAlpha(s[j]) || s[j] >= '0' && s[j] <= '9' || s[j] == ':') {
			j++
		}
		rest := strings.TrimLeft(s[j:], " \t")
		rest = strings.TrimLeft(rest, "+-*/%")
		if strings.HasPrefix(rest, "=") && !strings.HasPrefix(rest, "==") {
			powershell(rest[1:], out, depth+1)
			return
		}
	}
	psSubcommands(psWords(s), out, depth)
}

// psList reads the inside of @( ... ) as one word, its items joined by commas.
func psList(inner string) psWord {
	w := psWord{bare: true}
	var parts []string
	for _, x := range psWords(strings.ReplaceAll(inner, ",", " ")) {
		parts = append(parts, x.s)
		w.dyn = w.dyn || x.dyn
		w.vars = append(w.vars, x.vars...)
	}
	w.s = strings.Join(parts, ",")
	return w
}

// psBindItems gives a loop's variable the paths it runs over, so that its block is judged on
// them rather than on a value only known at run time: $_ (and $PSItem) in a ForEach-Object
// block fed by Get-ChildItem, and $f in foreach ($f in Get-ChildItem ...) { ... }. A block
// whose items are not known keeps the unknown value.
func psBindItems(words []psWord, items []psWord) {
	switch strings.ToLower(words[0].s) {
	case "foreach-object", "%", "foreach":
	default:
		return
	}
	names := []string{"$_", "$psitem"}
	if strings.EqualFold(words[0].s, "foreach") && len(words) > 2 && strings.HasPrefix(words[1].s, "(") {
		// foreach ($f in COMMAND) { ... }
		inner := strings.TrimSuffix(strings.TrimPrefix(words[1].s, "("), ")")
		f := strings.Fields(inner)
		if len(f) < 3 || !strings.EqualFold(f[1], "in") || !strings.HasPrefix(f[0], "$") {
			return
		}
		ws := psWords(strings.Join(f[2:], " "))
		if len(ws) == 0 || psKind(ws[0].s) != "list" {
			return
		}
		psSlashes(ws)
		var scratch Facts
		items = psPiped(ws, nil, &scratch)
		names = []string{strings.ToLower(f[0])}
	}
	if len(items) == 0 || len(items) > 16 {
		return
	}
	for i := 1; i < len(words); i++ {
		w := words[i].s
		if !words[i].bare || !strings.HasPrefix(w, "{") || !strings.HasSuffix(w, "}") {
			continue
		}
		var copies []string
		for _, it := range items {
			if it.dyn {
				return
			}
			copies = append(copies, psSubstitute(w[1:len(w)-1], names, "'"+strings.ReplaceAll(it.s, "'", "''")+"'"))
		}
		words[i].s = "{" + strings.Join(copies, "\n") + "}"
	}
}

// psSubstitute writes val for each use of the variables names (lower case, with the $) in
// src, with the path properties (.FullName, .Name, .PSPath) that stand for the item itself.
func psSubstitute(src string, names []string, val string) string {
	var b strings.Builder
	l := strings.ToLower(src)
	for i := 0; i < len(src); {
		hit := ""
		for _, n := range names {
			if strings.HasPrefix(l[i:], n) {
				j := i + len(n)
				if j < len(l) && (isAlpha(l[j]) || l[j] >= '0' && l[j] <= '9') {
					continue // a longer name
				}
				hit = n
			}
		}
		if hit == "" {
			b.WriteByte(src[i])
			i++
			continue
		}
		i += len(hit)
		for _, p := range [...]string{".fullname", ".pspath", ".name"} {
			if strings.HasPrefix(l[i:], p) {
				i += len(p)
				break
			}
		}
		b.WriteString(val)
	}
	return b.String()
}

// psLiterals writes, into a statement, the literal values the statements before it gave
// variables ($p = '.claude\settings.json'; Remove-Item $p), and records the one this
// statement gives. A value only known at run time, or one set inside a block, stays unknown.
func psLiterals(stmt string, vars *map[string]string) string {
	s := strings.TrimSpace(stmt)
	name, rhs := "", s
	if strings.HasPrefix(s, "$") {
		j := 1
		for j < len(s) && (isAlpha(s[j]) || s[j] >= '0' && s[j] <= '9') {
			j++
		}
		rest := strings.TrimLeft(s[j:], " \t")
		if j > 1 && strings.HasPrefix(rest, "=") && !strings.HasPrefix(rest, "==") {
			name, rhs = strings.ToLower(s[1:j]), rest[1:]
		}
	}
	for n, v := range *vars {
		rhs = psSubstVar(rhs, n, v)
	}
	if name == "" {
		return rhs
	}
	if *vars == nil {
		*vars = map[string]string{}
	}
	delete(*vars, name)
	if ws := psWords(rhs); len(ws) == 1 && !ws[0].dyn && !strings.ContainsAny(rhs, "()[]{}|") && name != "env" {
		(*vars)[name] = ws[0].s
	}
	return "$" + name + " =" + rhs
}

// psSubstVar writes the literal val for $name in src: quoted as a word, bare inside a
// double-quoted string; single-quoted text is left as it is (PowerShell expands nothing there).
func psSubstVar(src, name, val string) string {
	l := strings.ToLower(src)
	if !strings.Contains(l, "$"+name) && !strings.Contains(l, "${"+name+"}") {
		return src
	}
	var b strings.Builder
	inDouble := false
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\'' && !inDouble:
			end := min(psSkipQuote(src, i), len(src)-1)
			b.WriteString(src[i : end+1])
			i = end
			continue
		case c == '`' && i+1 < len(src):
			b.WriteString(src[i : i+2])
			i++
			continue
		case c == '"':
			inDouble = !inDouble
		case c == '$':
			n := 0
			if strings.HasPrefix(l[i+1:], name) && !(i+1+len(name) < len(l) && (isAlpha(l[i+1+len(name)]) || l[i+1+len(name)] >= '0' && l[i+1+len(name)] <= '9' || l[i+1+len(name)] == ':')) {
				n = 1 + len(name)
			} else if strings.HasPrefix(l[i+1:], "{"+name+"}") {
				n = 3 + len(name)
			}
			if n > 0 {
				if inDouble {
					b.WriteString(strings.ReplaceAll(val, `"`, "`\""))
				} else {
					b.WriteString("'" + strings.ReplaceAll(val, "'", "''") + "'")
				}
				i += n - 1
				continue
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}
