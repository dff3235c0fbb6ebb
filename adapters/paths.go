package adapters

import (
	"slices"
	"strings"
	"unicode"

	"github.com/tidwall/gjson"

	"github.com/hookguard/hookguard"
)

// role is what a member that names a path says of it: a path the tool works on, the source of
// a move or copy, or its destination.
type role uint8

const (
	onPath role = iota
	fromPath
	toPath
)

// pathKeys is the one table of members that name a path in a tool's input, by the names
// coding tools and MCP servers give them (Claude's, Codex's, Gemini's, Clarvis's natives, the
// reference filesystem server, editors' tools), in snake_case, camelCase and the short forms.
// A bare from or to is left out: it names a mail's sender and recipient as often as a file, and
// a Clarvis tool of unknown shape with nothing else to judge it by is stopped, not waved through
// as a file operation on ./bob@example.com.
// Every adapter that reads a path from a tool it does not know by name reads it here, so a
// spelling added once is seen everywhere. A slice of constants: no work at start-up.
var pathKeys = []struct {
	key  string
	role role
}{
	{"file_path", onPath}, {"path", onPath}, {"filePath", onPath}, {"filepath", onPath}, {"FilePath", onPath},
	{"file", onPath}, {"filename", onPath}, {"fileName", onPath}, {"file_name", onPath}, {"pathname", onPath},
	{"notebook_path", onPath}, {"notebookPath", onPath}, {"target_file", onPath}, {"targetFile", onPath},
	{"absolute_path", onPath}, {"absolutePath", onPath}, {"abs_path", onPath},
	{"relative_path", onPath}, {"relativePath", onPath}, {"rel_path", onPath},
	{"dir_path", onPath}, {"dirPath", onPath}, {"dir", onPath}, {"directory", onPath}, {"directory_path", onPath},
	{"directoryPath", onPath}, {"folder", onPath}, {"folder_path", onPath}, {"folderPath", onPath},
	{"target", onPath}, {"target_path", onPath}, {"targetPath", onPath},
	{"source", fromPath}, {"src", fromPath}, {"source_path", fromPath}, {"sourcePath", fromPath},
	{"source_file", fromPath}, {"sourceFile", fromPath}, {"from_path", fromPath},
	{"fromPath", fromPath}, {"old_path", fromPath}, {"oldPath", fromPath},
	{"destination", toPath}, {"dest", toPath}, {"dst", toPath}, {"destination_path", toPath},
	{"destinationPath", toPath}, {"dest_path", toPath}, {"destPath", toPath},
	{"to_path", toPath}, {"toPath", toPath}, {"new_path", toPath}, {"newPath", toPath},
	// Lists: of paths, or of objects that name theirs (a batch of files each with its path).
	{"paths", onPath}, {"files", onPath}, {"file_paths", onPath}, {"filePaths", onPath},
	{"filenames", onPath}, {"targets", onPath}, {"sources", fromPath}, {"destinations", toPath},
}

// FirstPath is the first member of the table that names the one file a tool works on: the
// path a file write or edit of unknown meaning is judged by.
func (f *Fields) FirstPath() string {
	for _, k := range pathKeys {
		if k.role != onPath {
			continue
		}
		if s, ok := f.Text(k.key); ok && s != "" {
			return s
		}
	}
	return ""
}

// ToolPaths are the paths a tool's input names, by role.
type ToolPaths struct {
	On, From, To []string
}

// Any reports whether the input names a path at all.
func (p ToolPaths) Any() bool { return len(p.On)+len(p.From)+len(p.To) > 0 }

// All is every path named, once each, in the table's order.
func (p ToolPaths) All() []string {
	var out []string
	for _, l := range [][]string{p.On, p.From, p.To} {
		for _, s := range l {
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// Paths reads every member of the table. A member of another type than its name suggests is
// passed over, not refused: its meaning is only guessed from its name.
func (f *Fields) Paths() ToolPaths {
	var p ToolPaths
	add := func(r role, s string) {
		if s == "" {
			return
		}
		switch r {
		case fromPath:
			p.From = append(p.From, s)
		case toPath:
			p.To = append(p.To, s)
		default:
			p.On = append(p.On, s)
		}
	}
	for _, k := range pathKeys {
		v := f.get(k.key)
		switch {
		case v.Type == gjson.String:
			add(k.role, v.Str)
		case v.IsArray():
			v.ForEach(func(_, x gjson.Result) bool {
				switch {
				case x.Type == gjson.String:
					add(k.role, x.Str)
				case x.IsObject():
					// One level down only: {"files":[{"path":"a","content":"..."}]}.
					for _, kk := range pathKeys {
						if y := x.Get(gjsonKey(kk.key)); y.Type == gjson.String {
							add(k.role, y.Str)
						}
					}
				}
				return true
			})
		}
	}
	f.joinBases(&p)
	return p
}

// baseKeys are members that name a directory a tool works in, apart from the name of the file
// it works on there: {"directory": ".claude", "filename": "settings.json"}, {"cwd": ".claude",
// "path": "settings.json"}. A directory member is also a path of its own (pathKeys).
var baseKeys = []string{
	"dir", "directory", "dir_path", "dirPath", "directory_path", "directoryPath", "folder", "folder_path",
	"folderPath", "cwd", "working_directory", "workingDirectory", "workdir", "work_dir", "workDir",
	"base_dir", "baseDir", "base_path", "basePath", "root", "root_dir", "rootDir", "parent", "parent_dir",
	"parentDir", "target_dir", "targetDir", "output_dir", "outputDir", "dest_dir", "destDir",
}

// joinBases adds, for every directory the input names apart, each relative path it names and
// its bare name (a "name" member) joined to that directory, in the same role: which of the two
// the tool resolves against the other is its own business, so both are judged.
func (f *Fields) joinBases(p *ToolPaths) {
	var bases []string
	for _, k := range baseKeys {
		if v := f.get(k); v.Type == gjson.String && v.Str != "" {
			bases = append(bases, v.Str)
		}
	}
	var name []string
	if v := f.get("name"); v.Type == gjson.String && v.Str != "" {
		// A name given apart from the path: the path may be its directory.
		name = append(name, v.Str)
		bases = append(bases, p.On...)
	}
	if len(bases) == 0 {
		return
	}
	join := func(list []string, extra ...string) []string {
		names := append(list[:len(list):len(list)], extra...)
		for _, n := range names {
			if n == "" || strings.HasPrefix(n, "/") || strings.HasPrefix(n, "~") || strings.Contains(n, "://") {
				continue
			}
			for _, b := range bases {
				if j := strings.TrimSuffix(b, "/") + "/" + n; b != n && !slices.Contains(list, j) {
					list = append(list, j)
				}
			}
		}
		return list
	}
	p.On = join(p.On, name...)
	p.From = join(p.From)
	p.To = join(p.To)
}

// gjsonKey escapes a member name for gjson's path syntax; the table's names hold no
// operators, so this only guards against one being added.
func gjsonKey(k string) string {
	if strings.ContainsAny(k, ".*?|#@\\") {
		var b strings.Builder
		for _, r := range k {
			if strings.ContainsRune(".*?|#@\\", r) {
				b.WriteByte('\\')
			}
			b.WriteRune(r)
		}
		return b.String()
	}
	return k
}

// PathTool judges a tool hookguard knows by no name, whose input names paths and nothing else
// it can judge (no command, no new text, no patch). What the tool does to them is unknown: a
// native delete, move, rename, chmod or truncate looks exactly like a read. So the names it goes
// by (its name, and the harness's native identities where they are sent) decide:
//   - every name clearly says it only reads (read_file, fs.stat, listDirectory): a read of
//     each path, in pre-read;
//   - every name clearly says it only deletes or changes a mode or size (delete_file, unlink,
//     chmod, truncate), which shows the agent nothing: each path deleted, in pre-files, which
//     the file guards judge as they judge a patch's delete;
//   - anything else (move, rename, copy, a word hookguard does not know): each path deleted (a
//     source with a destination moved to it) and read too, since a reader or a copier under an
//     unknown name must not get round the read guards: the caller runs pre-read on a pre-files
//     event's Reads, as `mv .env x` is stopped for what it exposes.
//
// It reports false when the input names no path.
func PathTool(ev *hookguard.Event, p ToolPaths, names ...string) bool {
	if !p.Any() {
		return false
	}
	reads, blind := true, true
	seen := false
	for _, n := range names {
		if n == "" {
			continue
		}
		r, b := nameSays(n)
		reads, blind, seen = reads && r, blind && b, true
	}
	ev.Reads = p.All()
	switch {
	case seen && reads:
		ev.Group, ev.Files = hookguard.PreRead, nil
		return true
	case seen && blind:
		ev.Reads = nil
	}
	ev.Group, ev.Files = hookguard.PreFiles, p.Changes(hookguard.OpPatchDelete, "")
	return true
}

// Changes are the file changes a tool makes to the paths it names: each source moved to its
// destination (the last one where there are fewer), and op, with text, on every other path.
func (p ToolPaths) Changes(op hookguard.Op, text string) []hookguard.FileChange {
	var out []hookguard.FileChange
	moved := map[string]bool{}
	for i, from := range p.From {
		if len(p.To) == 0 {
			break
		}
		to := p.To[min(i, len(p.To)-1)]
		out = append(out, hookguard.FileChange{Path: to, From: from, Op: hookguard.OpMove, Text: text})
		moved[from], moved[to] = true, true
	}
	for _, s := range p.All() {
		if !moved[s] {
			out = append(out, hookguard.FileChange{Path: s, Op: op, Text: text})
		}
	}
	return out
}

// nameSays tells whether a name clearly says its tool only reads, or only deletes or changes a
// file's mode or size (which shows the agent nothing of it): it holds a word of that kind and
// no word but those and nouns.
func nameSays(name string) (reads, blind bool) {
	ws := words(toolPart(name))
	if navigates(ws) {
		return true, false
	}
	r, b := false, false
	for _, w := range ws {
		switch {
		case readWord(w):
			r = true
		case blindWord(w):
			b = true
		case w[0] >= '0' && w[0] <= '9', nounWord(w):
		default:
			return false, false
		}
	}
	return r && !b, b && !r
}

// toolPart is the tool's own name inside a namespaced one: the server of mcp__server__tool
// (or its dotted and slashed forms) names who answers, not what the tool does.
func toolPart(name string) string {
	if rest, ok := strings.CutPrefix(name, "mcp__"); ok {
		if i := strings.Index(rest, "__"); i >= 0 {
			name = rest[i+2:]
		}
	}
	if i := strings.LastIndexAny(name, "./:"); i >= 0 && i < len(name)-1 {
		name = name[i+1:]
	}
	return name
}

// words splits a name into lower-case words: at every character that is no letter or digit,
// between a lower-case letter or digit and an upper-case one (readFile), before the last
// capital of a run followed by a lower-case letter (JSONFile), and between letters and digits.
func words(s string) []string {
	var out []string
	rs := []rune(s)
	start := -1
	flush := func(end int) {
		if start >= 0 && end > start {
			out = append(out, strings.ToLower(string(rs[start:end])))
		}
		start = -1
	}
	for i, r := range rs {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			flush(i)
			continue
		}
		if start >= 0 {
			prev := rs[i-1]
			switch {
			case unicode.IsUpper(r) && (unicode.IsLower(prev) || unicode.IsDigit(prev)),
				unicode.IsUpper(r) && unicode.IsUpper(prev) && i+1 < len(rs) && unicode.IsLower(rs[i+1]),
				unicode.IsDigit(r) != unicode.IsDigit(prev):
				flush(i)
			}
		}
		if start < 0 {
			start = i
		}
	}
	flush(len(rs))
	return out
}

// readWord is a word that says a tool reads: its verbs, the read-only commands and library
// calls whose names tools copy (readdir, listdir, lstat, realpath...), and the language
// servers' queries (hover, definition, references, diagnostics), which MCP servers pass on.
func readWord(w string) bool {
	switch w {
	case "read", "reads", "reader", "view", "viewer", "cat", "less", "list", "lists", "ls", "tree",
		"glob", "grep", "rg", "ripgrep", "search", "find", "locate", "lookup", "stat", "lstat", "fstat", "stats",
		"head", "tail", "get", "show", "peek", "preview", "inspect", "describe", "open", "print", "diff",
		"compare", "cmp", "count", "wc", "du", "exists", "exist", "is", "has", "hash", "checksum", "digest",
		"md5", "sha", "sum", "shasum", "md5sum", "scan", "browse", "which", "realpath", "readdir", "readfile", "readlink", "readline",
		"readlines", "listdir", "scandir", "opendir", "isfile", "isdir", "islink", "getsize", "walk", "access",
		"outline", "overview", "summary", "summarize", "analyze", "analyse", "explain", "hover",
		"definition", "definitions", "references", "referencing", "usages", "callers", "diagnostics",
		"diagnostic", "completion", "completions", "signature":
		return true
	}
	return false
}

// navigates reports a name that only moves a tool's working directory (change_directory,
// setCwd, switch-folder): it touches no file, and its path is often the project root, which a
// delete would be stopped for. Only these words: set_directory_permissions is no such name.
func navigates(ws []string) bool {
	verb, dir := false, false
	for _, w := range ws {
		switch w {
		case "change", "set", "switch", "cd", "chdir", "pushd":
			verb = true
		case "dir", "directory", "folder", "cwd", "working", "current":
			dir = true
		case "to":
		default:
			return false
		}
	}
	return verb && (dir || len(ws) == 1 && ws[0] != "change" && ws[0] != "set" && ws[0] != "switch")
}

// blindWord is a word that says a tool deletes a file, or changes its mode, owner, size or
// times, without showing what it held. Move, rename and copy are not here: what they put under
// another name is one step from being read.
func blindWord(w string) bool {
	switch w {
	case "delete", "deletes", "del", "remove", "removes", "rm", "rmdir", "unlink", "erase", "trash",
		"purge", "wipe", "shred", "destroy", "chmod", "chown", "chgrp", "truncate", "touch", "mkdir",
		"mkdirs", "make", "mk", "create", "set", "change", "utimes":
		return true
	}
	return false
}

// nounWord is a word that names what a tool works on, or how, and says nothing of changing it.
// A verb that writes must never be here: a name of only read and noun words is a read.
func nounWord(w string) bool {
	switch w {
	case "file", "files", "dir", "dirs", "directory", "directories", "folder", "folders", "path",
		"paths", "content", "contents", "text", "data", "metadata", "meta", "info", "information",
		"detail", "details", "attribute", "attributes", "attr", "attrs", "property", "properties",
		"prop", "props", "entry", "entries", "line", "lines", "number", "numbers", "range", "bytes",
		"byte", "binary", "raw", "image", "images", "media", "pdf", "document", "documents", "doc",
		"docs", "notebook", "notebooks", "page", "pages", "multiple", "many", "all", "one", "single",
		"full", "partial", "recursive", "recursively", "by", "from", "in", "at", "of", "on", "to", "the",
		"a", "an", "with", "for", "fs", "filesystem", "local", "utf", "json", "yaml", "toml", "csv",
		"xml", "md", "markdown", "source", "code", "symbol", "symbols", "type", "types", "mime",
		"status", "name", "names", "mode", "permissions", "size", "sizes", "owner", "group", "times",
		"time", "mtime", "item", "items", "object", "objects", "blob", "chunk", "region", "workspace",
		"project", "repo", "repository", "string", "tool", "v", "version", "as", "and", "matches",
		"match", "pattern", "patterns", "start", "begin", "more", "results", "result":
		return true
	}
	return false
}
