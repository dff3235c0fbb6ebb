// Package lefthook knows every file lefthook reads its hooks from: for the guards that judge a
// write there, self (code the git floor starts later) and boundary (the configuration that
// calls hookguard's git floor), and for install, which finds where lefthook is set up. One
// list, so that the three cannot drift apart; it sits below both layers (install cannot
// import guards/internal).
package lefthook

import (
	"errors"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard/state"
)

// Files are the configuration files lefthook reads, relative to the repository root, in lower
// case (lefthook.dev/configuration, "Config file name"): the main config and the -local one
// merged over it, each as YAML, TOML, JSON or JSONC, with or without a leading dot, and the
// undotted names below .config/ too. A -local file works without a main one.
var Files = [...]string{
	"lefthook.yml", "lefthook.yaml", "lefthook.toml", "lefthook.json", "lefthook.jsonc",
	".lefthook.yml", ".lefthook.yaml", ".lefthook.toml", ".lefthook.json", ".lefthook.jsonc",
	".config/lefthook.yml", ".config/lefthook.yaml", ".config/lefthook.toml", ".config/lefthook.json", ".config/lefthook.jsonc",
	"lefthook-local.yml", "lefthook-local.yaml", "lefthook-local.toml", "lefthook-local.json", "lefthook-local.jsonc",
	".lefthook-local.yml", ".lefthook-local.yaml", ".lefthook-local.toml", ".lefthook-local.json", ".lefthook-local.jsonc",
	".config/lefthook-local.yml", ".config/lefthook-local.yaml", ".config/lefthook-local.toml", ".config/lefthook-local.json", ".config/lefthook-local.jsonc",
}

// Dirs are the directories whose scripts lefthook runs by name from a hook's `scripts:`
// (source_dir and source_dir_local as they are by default): a script there is code too.
var Dirs = [...]string{".lefthook", ".lefthook-local"}

// Config reports rel, a slash-separated path relative to the repository root, as one of Files
// or a file below one of Dirs. Case is ignored: on macOS's and Windows' file systems
// LEFTHOOK.YML is lefthook.yml.
func Config(rel string) bool {
	rel = strings.ToLower(strings.TrimPrefix(rel, "./"))
	for _, f := range Files {
		if rel == f {
			return true
		}
	}
	for _, d := range Dirs {
		if strings.HasPrefix(rel, d+"/") || rel == d {
			return true
		}
	}
	return false
}

// Main reports f, one of Files, as a main config rather than a -local one merged over it.
func Main(f string) bool { return !strings.Contains(f, "lefthook-local") }

// Names are the files and directories a lefthook config's text names that lefthook loads
// too, as written (relative to the repository root, or absolute; a glob as it is): `extends:`
// (more configuration, merged in), `rc:` (a shell file sourced before each command), and
// `source_dir:` and `source_dir_local:` (the directories its scripts run from, in place of
// .lefthook/ and .lefthook-local/). Read from YAML, TOML or JSON alike: each key, and the
// strings of its value (one, an inline list, or YAML's `- item` lines after it).
func Names(text string) (files, dirs []string) {
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		key, rest, ok := keyOf(lines[i])
		if !ok {
			continue
		}
		var vals []string
		switch rest = strings.TrimSpace(rest); rest {
		case "", "[":
			// A YAML block list, or a list opened on this line, on the lines after.
			vals, i = listAfter(lines, i, rest == "[")
		default:
			vals = strs(rest)
		}
		if key == "extends" || key == "rc" {
			files = append(files, vals...)
		} else {
			dirs = append(dirs, vals...)
		}
	}
	return files, dirs
}

// listAfter reads the items of a list that starts after lines[i]: YAML's `- item` lines, or,
// where open, every line up to the closing "]". It returns them and the last line read.
func listAfter(lines []string, i int, open bool) ([]string, int) {
	var vals []string
	for i+1 < len(lines) {
		l := strings.TrimSpace(lines[i+1])
		switch {
		case l == "" || l[0] == '#':
		case open && l[0] == ']':
			return vals, i + 1
		case open:
			vals = append(vals, strs(l)...)
		case l[0] == '-':
			vals = append(vals, strs(l[1:])...)
		default:
			return vals, i
		}
		i++
	}
	return vals, i
}

// keyOf reads a line as `key: rest`, `key = rest` or `"key": rest` for one of the keys Names
// wants, at any depth (rc is a command's, a script's or the whole config's).
func keyOf(line string) (key, rest string, ok bool) {
	l := strings.TrimSpace(line)
	l = strings.TrimPrefix(l, "- ")
	end := strings.IndexAny(l, ":=")
	if end < 0 {
		return "", "", false
	}
	key = strings.ToLower(strings.Trim(strings.TrimSpace(l[:end]), "\"'"))
	switch key {
	case "extends", "rc", "source_dir", "source_dir_local":
		return key, l[end+1:], true
	}
	return "", "", false
}

// strs are the strings of a value: quoted ones, or the bare words of a YAML scalar or flow
// list; a comment ends it.
func strs(v string) []string {
	v = strings.TrimSpace(v)
	var out []string
	for v != "" {
		switch c := v[0]; {
		case c == '#':
			return out
		case c == '"' || c == '\'':
			end := strings.IndexByte(v[1:], c)
			if end < 0 {
				return append(out, v[1:])
			}
			out = append(out, v[1:1+end])
			v = v[2+end:]
		case c == '[' || c == ']' || c == ',' || c == ' ' || c == '\t' || c == '\r':
			v = v[1:]
		default:
			end := strings.IndexAny(v, ",]#")
			if end < 0 {
				end = len(v)
			}
			if w := strings.TrimSpace(v[:end]); w != "" {
				out = append(out, w)
			}
			v = v[end:]
		}
	}
	return out
}

// maxConfig bounds a config read for what it names, and maxConfigs how many are read
// (the ones on disk and those they extend).
const (
	maxConfig  = 256 << 10
	maxConfigs = 16
)

// Loaded is what lefthook loads beyond Files and Dirs in the repository at root: the files
// and directories the configs on disk name (Names), and those that the files they extend name
// in turn, each below root as a slash path relative to it, as written (a glob as it is). has,
// when not nil, says whether root holds a first path component, to spare opening configs that
// are not there (RootHas).
func Loaded(root string, has func(first string) bool) (files, dirs []string) {
	files, dirs, _ = LoadedRuns(root, has)
	return files, dirs
}

// LoadedRuns is Loaded, and the scripts in root that the configs' `run:` commands start
// (Runs), each as a slash path relative to root, from one read of the configs.
func LoadedRuns(root string, has func(first string) bool) (files, dirs, runs []string) {
	var queue []string
	for _, f := range Files {
		first, _, _ := strings.Cut(f, "/")
		if has == nil || has(first) {
			queue = append(queue, f)
		}
	}
	seen := 0
	for len(queue) > 0 && seen < maxConfigs {
		f := queue[0]
		queue = queue[1:]
		b, err := state.ReadFile(filepath.Join(root, filepath.FromSlash(f)), maxConfig)
		if err != nil {
			continue
		}
		seen++
		fs, ds := Names(string(b))
		for _, n := range fs {
			if rel, ok := below(root, n); ok && !slices.Contains(files, rel) {
				files = append(files, rel)
				queue = append(queue, rel)
			}
		}
		for _, n := range ds {
			if rel, ok := below(root, n); ok && !slices.Contains(dirs, rel) {
				dirs = append(dirs, rel)
			}
		}
		for _, n := range Runs(string(b)) {
			if rel, ok := below(root, n); ok && !slices.Contains(runs, rel) {
				runs = append(runs, rel)
			}
		}
	}
	return files, dirs, runs
}

// below makes a path a config names relative to root, where it is below root.
func below(root, p string) (string, bool) {
	if strings.HasPrefix(p, "~") || strings.Contains(p, "$") {
		return "", false // the home's, or known only when lefthook runs: not the project's
	}
	if filepath.IsAbs(p) {
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return "", false
		}
		p = rel
	}
	p = path.Clean(filepath.ToSlash(p))
	if p == "." || p == ".." || strings.HasPrefix(p, "../") || strings.HasPrefix(p, "/") {
		return "", false
	}
	return p, true
}

// Named reports rel (a slash path relative to the root) as one of files, or below one of
// dirs, as Loaded gives them: a glob among files matches as the shell would.
func Named(rel string, files, dirs []string) bool {
	rel = strings.ToLower(strings.TrimPrefix(rel, "./"))
	for _, f := range files {
		if f = strings.ToLower(f); rel == f {
			return true
		}
		if strings.ContainsAny(f, "*?[") {
			if ok, _ := path.Match(f, rel); ok {
				return true
			}
		}
	}
	for _, d := range dirs {
		if d = strings.ToLower(strings.TrimSuffix(d, "/")); rel == d || strings.HasPrefix(rel, d+"/") {
			return true
		}
	}
	return false
}

// maxRootNames bounds the names RootHas reads; past it every name is taken as there.
const maxRootNames = 4096

// RootHas reads root's names once and says, case aside, whether root holds one (true for
// every name where root cannot be read whole).
func RootHas(root string) func(first string) bool {
	f, err := os.Open(root)
	if err != nil {
		return func(string) bool { return true }
	}
	defer f.Close()
	names, err := f.Readdirnames(maxRootNames + 1)
	if err != nil && !errors.Is(err, io.EOF) || len(names) > maxRootNames {
		return func(string) bool { return true }
	}
	return func(first string) bool {
		for _, n := range names {
			if strings.EqualFold(n, first) {
				return true
			}
		}
		return false
	}
}

// Runs are the project scripts a config's `run:` commands start, as written: the command word
// of each command in it where it is a path (`./scripts/x.sh`, `tools/check`), and the script
// an interpreter is given (`bash tools/check.sh`, `node scripts/lint.mjs`). Lefthook runs
// them at every hook as they are then, so they are its code as much as an `rc:` file. Read
// from YAML (a scalar or a `|`/`>` block), TOML or JSON alike; a word lefthook fills in
// (`{staged_files}`) or that names a variable is not a file.
func Runs(text string) []string {
	var out []string
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		rest, indent, ok := runOf(lines[i])
		if !ok {
			continue
		}
		var cmds []string
		if r := strings.TrimSpace(rest); r != "" && (r[0] == '|' || r[0] == '>') {
			// A YAML block scalar: the lines indented deeper than the key.
			for i+1 < len(lines) && (strings.TrimSpace(lines[i+1]) == "" || indentOf(lines[i+1]) > indent) {
				cmds = append(cmds, lines[i+1])
				i++
			}
		} else {
			cmds = strs(rest)
		}
		for _, c := range cmds {
			out = append(out, scriptsOf(c)...)
		}
	}
	return out
}

// runOf reads a line as `run: rest`, `run = rest` or `"run": rest`, and its indent.
func runOf(line string) (rest string, indent int, ok bool) {
	l := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "- "))
	end := strings.IndexAny(l, ":=")
	if end < 0 || strings.ToLower(strings.Trim(strings.TrimSpace(l[:end]), "\"'")) != "run" {
		return "", 0, false
	}
	return l[end+1:], indentOf(line), true
}

func indentOf(line string) int { return len(line) - len(strings.TrimLeft(line, " \t")) }

// scriptsOf are the script files a command line starts: see Runs.
func scriptsOf(cmd string) []string {
	var out []string
	for _, seg := range strings.FieldsFunc(cmd, func(r rune) bool { return r == ';' || r == '&' || r == '|' || r == '\n' || r == '(' || r == ')' }) {
		interp, shell := false, false
		for _, w := range strings.Fields(seg) {
			w = strings.Trim(w, "\"'")
			switch {
			case w == "" || strings.Contains(w, "=") && !interp || w == "env" || w == "exec" || w == "command":
				continue // an assignment or a word that runs the next one
			case interp && (w == "-c" || !shell && (w == "-e" || w == "--eval" || w == "-p" || w == "--print")):
				break // inline code, no file
			case interp && (strings.HasPrefix(w, "-") || w == "run"):
				// An interpreter's flags, and deno's and bun's `run`.
				continue
			case !interp && interpreter(w):
				interp = true
				switch path.Base(w) {
				case "sh", "bash", "zsh", "dash", "ksh", "fish":
					shell = true
				}
				continue
			case strings.ContainsAny(w, "{}$`~*?") || !interp && !strings.Contains(w, "/"):
			default:
				out = append(out, w)
			}
			break
		}
	}
	return out
}

// interpreter reports a program whose first operand is a script it runs.
func interpreter(w string) bool {
	switch path.Base(w) {
	case "sh", "bash", "zsh", "dash", "ksh", "fish", "node", "deno", "bun", "tsx", "ts-node",
		"python", "python3", "ruby", "perl", "php", "pwsh", "powershell":
		return true
	}
	return false
}
