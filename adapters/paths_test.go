package adapters

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// ReadsOnly reports whether every one of a tool's names clearly says the tool only reads (the
// tests' window on nameSays, which PathTool asks name by name): the name, split into words
// (snake_case, kebab-case, camelCase, spaces, and the last part of a namespaced name such as
// fs.readFile or mcp__server__read_file), holds a word that reads (read, view, cat, list, ls,
// glob, grep, search, find, stat, head, tail, get, ...) and no word but those and words that name
// what is read (file, dir, contents, text, info, ...). Any other word (delete, move, rename,
// chmod, truncate, write, or one not known) and it is no read. Names are the only signal, so a
// server that calls a delete read_file is judged by its word.
func ReadsOnly(names ...string) bool {
	seen := false
	for _, n := range names {
		if n == "" {
			continue
		}
		if r, _ := nameSays(n); !r {
			return false
		}
		seen = true
	}
	return seen
}

// A name says it only reads in every spelling a tool's author may choose; any word that does
// something else, or that hookguard does not know, makes it no read.
func TestReadsOnly(t *testing.T) {
	reads := []string{
		"read", "Read", "READ_FILE", "read_file", "readFile", "ReadFile", "read-file", "Read File",
		"fs.readFile", "fs/promises.readFile", "mcp__filesystem__read_text_file", "mcp__x__read_multiple_files",
		"mcp__my-delete-server__read_file", // the server's name says nothing of what the tool does
		"view", "view_image", "cat", "cat_file", "list", "list_directory", "listDirectory", "ls", "glob",
		"glob_files", "grep", "grep_search", "search_files", "file_search", "find", "find_files", "stat",
		"stat_file", "lstat", "fs.stat", "head", "head_file", "tail", "get_file_info", "getFileInfo",
		"get_file_contents", "directory_tree", "readdir", "fs.readdir", "readlink", "os.listdir", "exists",
		"is_file", "peek", "preview", "show_file", "readJSONFile", "read_file_v2", "sha256sum_file",
		"change_directory", "setCwd", "cd", "chdir",
		// Tools of common MCP servers (Desktop Commander, Serena, language servers).
		"start_search", "get_more_search_results", "list_directory_with_sizes", "get_symbols_overview",
		"find_referencing_symbols", "search_for_pattern", "list_dir", "hover", "definition", "references",
		"diagnostics", "get_diagnostics",
	}
	for _, n := range reads {
		if !ReadsOnly(n) {
			t.Errorf("%q must read as a read", n)
		}
	}
	writes := []string{
		"", "delete", "delete_file", "deleteFile", "DeleteFile", "remove", "rm", "fs.rm", "fs.unlink", "unlink",
		"move", "move_file", "mv", "rename", "renameFile", "fs.rename", "chmod", "chown", "set_permissions",
		"truncate", "truncateFile", "copy", "copy_file", "cp", "write", "write_file", "edit", "create_directory",
		"mkdir", "touch", "trash", "read_and_delete", "readAndDelete", "read_then_truncate", "readwrite",
		"frob", "file", "open_or_create", "fetch_to_file", "download", "sync_dir", "set_directory_permissions",
		"change_mode", "mcp__reader__delete", "mcp__fs__read__delete", "read.delete", "readFile.unlink",
		"read_file_and_write", "list_and_remove", "cleanup", "apply", "delete_read", "sync_tree", "readFileSync",
	}
	for _, n := range writes {
		if ReadsOnly(n) {
			t.Errorf("%q must not read as a read", n)
		}
	}
	// Every name a tool goes by must say so.
	if ReadsOnly("read_file", "delete") || !ReadsOnly("read_file", "", "fs.readFile") || ReadsOnly("", "") {
		t.Error("every non-empty name must say it reads")
	}
}

func TestWords(t *testing.T) {
	for in, want := range map[string][]string{
		"readFile":          {"read", "file"},
		"readJSONFile":      {"read", "json", "file"},
		"READ_FILE":         {"read", "file"},
		"read-file v2":      {"read", "file", "v", "2"},
		"sha256sum":         {"sha", "256", "sum"},
		"__x__":             {"x"},
		"":                  nil,
		"ÜberRead":          {"über", "read"},
		"get_HTTPResponse2": {"get", "http", "response", "2"},
	} {
		if got := words(in); !reflect.DeepEqual(got, want) {
			t.Errorf("words(%q) = %q, want %q", in, got, want)
		}
	}
}

func paths(t *testing.T, obj string) ToolPaths {
	t.Helper()
	f, err := ParseObject([]byte(obj))
	if err != nil {
		t.Fatal(err)
	}
	return f.Paths()
}

// Paths are read under every member of the one table, in strings, lists and lists of objects;
// members of other types are passed over.
func TestPaths(t *testing.T) {
	for obj, want := range map[string]ToolPaths{
		`{"path":"a"}`: {On: []string{"a"}},
		`{"filePath":"a","file":"b","dir_path":"c"}`: {On: []string{"a", "b", "c", "c/a", "c/b"}},
		// A directory named apart from the file's name: each relative name joined to it.
		`{"path":"/p/.claude","name":"settings.json","content":"{}"}`:  {On: []string{"/p/.claude", "/p/.claude/settings.json"}},
		`{"dir":"/p/.claude","name":"settings.json","content":"{}"}`:   {On: []string{"/p/.claude", "/p/.claude/settings.json"}},
		`{"directory":".claude/","filename":"settings.json"}`:          {On: []string{"settings.json", ".claude/", ".claude/settings.json"}},
		`{"cwd":"/p/.claude","path":"settings.json","content":"{}"}`:   {On: []string{"settings.json", "/p/.claude/settings.json"}},
		`{"working_directory":"/p","source":"a","destination":"/q/b"}`: {From: []string{"a", "/p/a"}, To: []string{"/q/b"}},
		`{"cwd":"/p","path":"/abs/x","name":"~/y"}`:                    {On: []string{"/abs/x"}},
		`{"target":"t","absolute_path":"/x"}`:                          {On: []string{"/x", "t"}},
		`{"source":"s","destination":"d"}`:                             {From: []string{"s"}, To: []string{"d"}},
		`{"src":"s","dest":"d","oldPath":"o"}`:                         {From: []string{"s", "o"}, To: []string{"d"}},
		`{"paths":["a","b",3],"files":[{"path":"c"}]}`:                 {On: []string{"a", "b", "c"}},
		`{"path":{"a":1},"file":3,"content":"x"}`:                      {},
		`{"query":"q","url":"https://x"}`:                              {},
		`{"sources":["a"],"dst":"d"}`:                                  {From: []string{"a"}, To: []string{"d"}},
		`{"from":"me@x","to":"you@x","subject":"s"}`:                   {},
	} {
		if got := paths(t, obj); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %+v, want %+v", obj, got, want)
		}
	}
}

// A tool known by no name whose input names only paths: a read where its names say it only
// reads, a delete where they say it only deletes, and otherwise a delete (a move for a source
// with a destination) and a read of every path.
func TestPathTool(t *testing.T) {
	del := func(p string) hookguard.FileChange { return hookguard.FileChange{Path: p, Op: hookguard.OpPatchDelete} }
	for _, c := range []struct {
		names []string
		obj   string
		group hookguard.Group
		files []hookguard.FileChange
		reads []string
	}{
		{[]string{"read_file"}, `{"path":".env"}`, hookguard.PreRead, nil, []string{".env"}},
		{[]string{"fs.stat", "stat"}, `{"paths":["a","b"]}`, hookguard.PreRead, nil, []string{"a", "b"}},
		{[]string{"delete_file"}, `{"path":".hookguard"}`, hookguard.PreFiles, []hookguard.FileChange{del(".hookguard")}, nil},
		{[]string{"chmod"}, `{"path":"x","mode":"777"}`, hookguard.PreFiles, []hookguard.FileChange{del("x")}, nil},
		{[]string{"truncate", "fs.truncate"}, `{"file":"x"}`, hookguard.PreFiles, []hookguard.FileChange{del("x")}, nil},
		{[]string{"frob"}, `{"path":"x"}`, hookguard.PreFiles, []hookguard.FileChange{del("x")}, []string{"x"}},
		{[]string{"read_file", "delete"}, `{"path":"x"}`, hookguard.PreFiles, []hookguard.FileChange{del("x")}, []string{"x"}},
		{[]string{"rename"}, `{"oldPath":"a","newPath":"b"}`, hookguard.PreFiles,
			[]hookguard.FileChange{{Path: "b", From: "a", Op: hookguard.OpMove}}, []string{"a", "b"}},
		{[]string{"move_many"}, `{"sources":["a","b"],"destination":"d"}`, hookguard.PreFiles,
			[]hookguard.FileChange{{Path: "d", From: "a", Op: hookguard.OpMove}, {Path: "d", From: "b", Op: hookguard.OpMove}}, []string{"a", "b", "d"}},
		{[]string{"delete"}, `{"source":"a"}`, hookguard.PreFiles, []hookguard.FileChange{del("a")}, nil},
		{nil, `{"path":"x"}`, hookguard.PreFiles, []hookguard.FileChange{del("x")}, []string{"x"}},
	} {
		ev := &hookguard.Event{}
		if !PathTool(ev, paths(t, c.obj), c.names...) || ev.Group != c.group || !reflect.DeepEqual(ev.Files, c.files) || !reflect.DeepEqual(ev.Reads, c.reads) {
			t.Errorf("%v %s: got %s %+v %q", c.names, c.obj, ev.Group, ev.Files, ev.Reads)
		}
	}
	if PathTool(&hookguard.Event{}, paths(t, `{"url":"x"}`), "delete") {
		t.Error("an input that names no path is no path tool")
	}
}

// An MCP tool no route names is judged by the paths its arguments name; with none, or after
// the fact, it is not ours. A routed one is filled by its group, a source with a destination
// being a move.
func TestRoutedMCP(t *testing.T) {
	none := Context{RouteMCP: func(*hookguard.Event, string) (hookguard.Group, bool) { return "", false }}
	ev := &hookguard.Event{}
	if err := RoutedMCP(ev, none, "mcp__fs__delete_file", false, []byte(`{"path":".claude/settings.json"}`)); err != nil ||
		ev.Group != hookguard.PreFiles || ev.Files[0] != (hookguard.FileChange{Path: ".claude/settings.json", Op: hookguard.OpPatchDelete}) {
		t.Errorf("unrouted delete: %+v %v", ev, err)
	}
	// An unrouted tool's command is a shell command, and new text for a path a write of it.
	ev = &hookguard.Event{}
	if err := RoutedMCP(ev, none, "mcp__term__send_input", false, []byte(`{"session":"s1","command":"rm -rf ~"}`)); err != nil ||
		ev.Group != hookguard.PreShell || ev.Command != "rm -rf ~" {
		t.Errorf("unrouted command: %+v %v", ev, err)
	}
	ev = &hookguard.Event{}
	if err := RoutedMCP(ev, none, "mcp__fs__put", false, []byte(`{"path":".claude/settings.json","content":"{}"}`)); err != nil ||
		ev.Group != hookguard.PreFiles || !reflect.DeepEqual(ev.Files, []hookguard.FileChange{{Path: ".claude/settings.json", Op: hookguard.OpWrite, Text: "{}"}}) {
		t.Errorf("unrouted write: %+v %v", ev, err)
	}
	// A search tool's text is what it looks for, not what it writes: judged by its names.
	ev = &hookguard.Event{}
	if err := RoutedMCP(ev, none, "mcp__code__search", false, []byte(`{"path":"src","text":"TODO"}`)); err != nil ||
		ev.Group != hookguard.PreRead || len(ev.Files) != 0 {
		t.Errorf("unrouted search: %+v %v", ev, err)
	}
	ev = &hookguard.Event{}
	if err := RoutedMCP(ev, Context{}, "mcp__fs__list_directory", false, []byte(`{"path":"/h/.ssh"}`)); err != nil ||
		ev.Group != hookguard.PreRead || ev.Reads[0] != "/h/.ssh" {
		t.Errorf("unrouted read: %+v %v", ev, err)
	}
	for _, c := range []struct {
		name, args string
		post       bool
	}{
		{"mcp__memory__create_entities", `{"entities":[]}`, false},
		{"mcp__fs__delete_file", `{"path":"a"}`, true},
		{"mcp__fs__delete_file", ``, false},
		{"mcp__fs__delete_file", `[1]`, false},
	} {
		if err := RoutedMCP(&hookguard.Event{}, none, c.name, c.post, []byte(c.args)); !errors.Is(err, ErrUnknown) {
			t.Errorf("%s %s post=%v: got %v, want ErrUnknown", c.name, c.args, c.post, err)
		}
	}
	files := Context{RouteMCP: func(*hookguard.Event, string) (hookguard.Group, bool) { return hookguard.PreFiles, true }}
	ev = &hookguard.Event{}
	if err := RoutedMCP(ev, files, "mcp__fs__move_file", false, []byte(`{"source":".claude","destination":"x"}`)); err != nil ||
		!reflect.DeepEqual(ev.Files, []hookguard.FileChange{{Path: "x", From: ".claude", Op: hookguard.OpMove}}) {
		t.Errorf("routed move: %+v %v", ev.Files, err)
	}
	ev = &hookguard.Event{}
	if err := RoutedMCP(ev, files, "mcp__fs__write_file", false, []byte(`{"filePath":"a","content":"c"}`)); err != nil ||
		!reflect.DeepEqual(ev.Files, []hookguard.FileChange{{Path: "a", Op: hookguard.OpWrite, Text: "c"}}) {
		t.Errorf("routed write under filePath: %+v %v", ev.Files, err)
	}
	// The router is handed the event as decoded so far, to find the root it is judged in.
	var got *hookguard.Event
	spy := Context{RouteMCP: func(e *hookguard.Event, _ string) (hookguard.Group, bool) { got = e; return "", false }}
	ev = &hookguard.Event{Root: "/r"}
	_ = RoutedMCP(ev, spy, "mcp__a__b", false, []byte(`{}`))
	if got != ev {
		t.Error("the router must get the event")
	}
}

// Any name splits into non-empty lower-case words, and a name is never both a read and a
// delete.
func FuzzNames(f *testing.F) {
	for _, s := range []string{"readFile", "mcp__a__b", "fs.rm", "ÜberRead", "", "__", "a.", "X1y2Z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		for _, w := range words(name) {
			if w == "" || w != strings.ToLower(w) {
				t.Fatalf("words(%q): bad word %q", name, w)
			}
		}
		if r, b := nameSays(name); r && b {
			t.Fatalf("%q is both a read and a delete", name)
		}
	})
}
