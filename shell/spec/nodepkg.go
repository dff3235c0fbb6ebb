package spec

import (
	"encoding/json"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/code"
)

// loadPackage reads the file Node loads for a bare name (require("x"), import "x/sub"), as
// Node resolves it: node_modules/NAME in the loading code's directory and in each one above
// it, then the directories of a NODE_PATH the line gives; in a package directory, the file
// package.json's exports (".") or main names, else index.js; a subpath as a file or a
// directory's index.js. Code written into node_modules/x in one call and required by name
// in the next is read as ./x would be.
//
// A package the project installed is not read, as Python's site-packages are not: third
// party code is full of deletes and commands on values only known when it runs (fs-extra's
// remove, execa), and would block every script that uses it. Installed means the name is a
// dependency the nearest package.json above node_modules declares, or an entry of a lockfile
// beside it (npm's, its hidden one in node_modules, yarn's, pnpm's). Both are workspace files, so a package the agent writes under
// a declared name (or declares itself) is still unread: the README says so.
func (c *Call) loadPackage(l code.Lang, execLang string, f code.Fact, base string, ld loads) {
	name, sub := packageName(f.Text)
	if name == "" {
		return
	}
	for dir := base; ; dir = paths.Dir(dir) {
		if filepath.Base(dir) != "node_modules" {
			pkg := paths.Join(paths.Join(dir, "node_modules"), name)
			if c.isDir(Path{Abs: pkg}) || c.In.FS != nil && c.In.FS.WrittenBefore(pkg) {
				if !c.installed(dir, name) {
					c.loadFrom(l, execLang, f, pkg, sub, ld)
				}
				return
			}
		}
		if paths.Dir(dir) == dir || dir == "." || dir == "" {
			break
		}
	}
	for _, d := range c.nodePath() {
		if c.loadFrom(l, execLang, f, paths.Join(d, name), sub, ld) {
			return
		}
	}
}

// loadFrom reads a package's entry file, or the subpath's file: true when one was read.
func (c *Call) loadFrom(l code.Lang, execLang string, f code.Fact, pkg, sub string, ld loads) bool {
	var cands []string
	if sub != "" {
		cands = loadCandidates(code.JS, paths.Join(pkg, sub), false)
	} else {
		if m := packageMain(c, pkg); m != "" {
			cands = loadCandidates(code.JS, paths.Join(pkg, m), false)
		}
		cands = append(cands, paths.Join(pkg, "index.js"), paths.Join(pkg, "index.mjs"), paths.Join(pkg, "index.cjs"))
	}
	for _, cand := range cands {
		if c.loadOne(l, execLang, f, cand, cand, ld) {
			return true
		}
	}
	return false
}

// packageName splits a bare name into the package's name (x, @scope/x) and the subpath.
func packageName(s string) (string, string) {
	parts := strings.SplitN(s, "/", 3)
	n := 1
	if strings.HasPrefix(s, "@") {
		n = 2
	}
	if len(parts) < n || parts[0] == "" || parts[n-1] == "" || strings.Contains(parts[n-1], "..") || parts[0] == ".." {
		return "", ""
	}
	name := strings.Join(parts[:n], "/")
	sub := strings.TrimPrefix(strings.TrimPrefix(s, name), "/")
	if strings.Contains(sub, "..") {
		return "", ""
	}
	return name, sub
}

// packageMain is the file a package directory's package.json says Node loads for the bare
// name: exports' "." entry (a string, or its require, node, import or default condition),
// else main.
func packageMain(c *Call, pkg string) string {
	text, ok := c.ReadCode(Path{Abs: paths.Join(pkg, "package.json")})
	if !ok {
		return ""
	}
	var meta struct {
		Main    string          `json:"main"`
		Exports json.RawMessage `json:"exports"`
	}
	if json.Unmarshal([]byte(text), &meta) != nil {
		return ""
	}
	if e := exportsMain(meta.Exports, 0); e != "" {
		return e
	}
	return meta.Main
}

// exportsMain reads package.json's exports for the package's own entry.
func exportsMain(raw json.RawMessage, depth int) string {
	if len(raw) == 0 || depth > 4 {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return ""
	}
	if dot, ok := m["."]; ok {
		return exportsMain(dot, depth+1)
	}
	for _, k := range [...]string{"require", "node", "import", "default"} {
		if v, ok := m[k]; ok {
			if e := exportsMain(v, depth+1); e != "" {
				return e
			}
		}
	}
	return ""
}

// installed reports a package the project in dir installed: a dependency its package.json
// declares, or an entry one of its lockfiles lists.
func (c *Call) installed(dir, name string) bool {
	if text, ok := c.ReadFile(Path{Abs: paths.Join(dir, "package.json")}); ok {
		var meta struct {
			Deps     map[string]json.RawMessage `json:"dependencies"`
			Dev      map[string]json.RawMessage `json:"devDependencies"`
			Optional map[string]json.RawMessage `json:"optionalDependencies"`
			Peer     map[string]json.RawMessage `json:"peerDependencies"`
		}
		if json.Unmarshal([]byte(text), &meta) == nil {
			for _, d := range [...]map[string]json.RawMessage{meta.Deps, meta.Dev, meta.Optional, meta.Peer} {
				if _, ok := d[name]; ok {
					return true
				}
			}
		}
	}
	for _, lock := range [...]string{"package-lock.json", "node_modules/.package-lock.json", "npm-shrinkwrap.json"} {
		if text, ok := c.ReadFile(Path{Abs: paths.Join(dir, lock)}); ok && strings.Contains(text, `"node_modules/`+name+`"`) {
			return true
		}
	}
	for _, lock := range [...]string{"yarn.lock", "pnpm-lock.yaml"} {
		if text, ok := c.ReadFile(Path{Abs: paths.Join(dir, lock)}); ok && lockMentions(text, name) {
			return true
		}
	}
	return false
}

// lockMentions reports a yarn or pnpm lockfile entry of the package: NAME@ at the start of
// a key (yarn's `name@^1:`, `"@s/name@1"`, pnpm's `/name@1.0.0:`, `name@1.0.0:`).
func lockMentions(text, name string) bool {
	key := name + "@"
	for i := 0; ; {
		j := strings.Index(text[i:], key)
		if j < 0 {
			return false
		}
		j += i
		if j == 0 || strings.IndexByte("\n \"'/", text[j-1]) >= 0 {
			return true
		}
		i = j + len(key)
	}
}

// nodePath is the directories of a NODE_PATH the command line gives, a later assignment
// winning, as PYTHONPATH's are read for Python.
func (c *Call) nodePath() []string {
	var dirs []string
	for _, a := range c.In.Assigns {
		k, v, ok := strings.Cut(a, "=")
		if !ok || k != "NODE_PATH" {
			continue
		}
		w := valueWord(v)
		dirs = nil
		if w.Dyn {
			continue
		}
		for _, d := range filepath.SplitList(w.S) {
			if a := absPath(d, c.Cwd, c.In.Home); a != "" && d != "" {
				dirs = append(dirs, a)
			}
		}
	}
	return dirs
}
