package hookguard_test

import (
	"debug/elf"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/hookguard/hookguard"

// layers are the architecture's arrows: a package imports only packages of a lower layer
// (by the longest prefix that names it). Leaves first, the command last.
var layers = [...][]string{
	{""},      // the root package: Event, Group, Verdict; imports nothing of ours
	{"state"}, // files read without waiting, bounded lock waits: for every package that touches disk
	{"paths", "gitread", "internal/stack", "internal/settle", "internal/hugeheap", "internal/buildrec", "internal/lefthook", "sqlscan", "shell/code", "guards/internal/proc", "runners", "corpus", "harness"},
	{"shell/spec"},
	{"shell"},
	{"guards"},
	{"guards/boundary", "guards/command", "guards/destructive", "guards/ledger", "guards/migrations", "guards/multivac",
		"guards/rules", "guards/secrets", "guards/self", "ledger"},
	{"guards/builtin", "engine", "config", "adapters"},
	{"groups", "install", "config/defaultconf", "config/schema", "corpus/corpustest"},
	{"hook"}, // the hook pipeline: decode, pin root, route, walk, authorise, cap, reply
	{"cli"},
	{"cmd/hookguard"},
}

// exceptions are arrows that point the wrong way today, each with why it is tolerated. The
// test fails when one disappears, so that the list only shrinks.
var exceptions = map[string]string{
	"adapters/codex -> shell":              "finds apply_patch in a shell command; belongs in a shared patch package",
	"adapters/clarvis -> adapters/codex":   "reuses Codex's patch parser; belongs in a shared patch package",
	"adapters/claude -> adapters":          "the shared reply and field helpers",
	"adapters/codex -> adapters":           "the shared reply and field helpers",
	"adapters/gemini -> adapters":          "the shared reply and field helpers",
	"adapters/clarvis -> adapters":         "the shared reply and field helpers",
	"adapters/git -> adapters":             "the shared reply and field helpers",
	"config -> guards":                     "Options, JoinErrors, Nearest and UserRule live in the registry",
	"ledger -> engine":                     "the ledger implements engine.Authoriser",
	"guards/builtin -> guards/boundary":    "the aggregator imports every guard for its side effect",
	"guards/builtin -> guards/command":     "the aggregator",
	"guards/builtin -> guards/destructive": "the aggregator",
	"guards/builtin -> guards/ledger":      "the aggregator",
	"guards/builtin -> guards/migrations":  "the aggregator",
	"guards/builtin -> guards/multivac":    "the aggregator",
	"guards/builtin -> guards/rules":       "the aggregator",
	"guards/builtin -> guards/secrets":     "the aggregator",
	"guards/builtin -> guards/self":        "the aggregator",
	"guards/ledger -> ledger":              "the prompt hook's recorder is the ledger's; the ledger is not a guard",
	"config/defaultconf -> config":         "generated data of the config package's types",
	"engine -> guards":                     "the engine runs guards by the registry's interface",
	"groups -> engine":                     "groups build engine steps",
}

func layerOf(pkg string) (int, string) {
	best, name := -1, ""
	for i, l := range layers {
		for _, p := range l {
			if (pkg == p || p == "" && pkg == "" || p != "" && strings.HasPrefix(pkg, p+"/")) && len(p) >= len(name) {
				best, name = i, p
			}
		}
	}
	return best, name
}

// imports reads the import lists of the module's non-test Go files, by package. The files
// are read (not `go list`ed) so that the test cache sees a change to any of them.
func imports(t *testing.T) map[string][]string {
	out := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && p != "." || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg := filepath.ToSlash(filepath.Dir(p))
		if pkg == "." {
			pkg = ""
		}
		if _, ok := out[pkg]; !ok {
			out[pkg] = nil
		}
		for _, im := range f.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			out[pkg] = append(out[pkg], path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestImportArrows holds every import of ours to the layers: dependencies point down, no
// guard imports another, the root package imports nothing of ours.
func TestImportArrows(t *testing.T) {
	graph := imports(t)
	pkgs := make([]string, 0, len(graph))
	for p := range graph {
		pkgs = append(pkgs, p)
	}
	sort.Strings(pkgs)
	used := map[string]bool{}
	for _, pkg := range pkgs {
		f := append([]string{pkg}, graph[pkg]...)
		if strings.HasPrefix(pkg, "bench/") || pkg == "e2e" || pkg == "testscripts" || strings.Contains(pkg, "internal/gen") || strings.Contains(pkg, "/internal/gen") {
			continue
		}
		from, fromName := layerOf(pkg)
		if from < 0 {
			t.Errorf("package %q is in no layer: add it to layers in arch_test.go", pkg)
			continue
		}
		for _, imp := range f[1:] {
			if imp != module && !strings.HasPrefix(imp, module+"/") {
				continue
			}
			dep := strings.TrimPrefix(strings.TrimPrefix(imp, module), "/")
			to, toName := layerOf(dep)
			arrow := fromName + " -> " + toName
			if _, ok := exceptions[pkg+" -> "+dep]; ok {
				arrow = pkg + " -> " + dep
			}
			if _, ok := exceptions[arrow]; ok {
				used[arrow] = true
				continue
			}
			// Within a layer, a package may import only the layer's own base package
			// (adapters/claude imports adapters), never a sibling (adapters/codex).
			if to > from || to == from && !(dep == toName && strings.HasPrefix(pkg, toName+"/")) {
				t.Errorf("%s imports %s: %q (layer %d) may import only lower layers, and %q is layer %d", pkg, dep, fromName, from, toName, to)
			}
		}
	}
	for a, why := range exceptions {
		if !used[a] {
			t.Errorf("exception %q (%s) no longer happens: remove it from arch_test.go", a, why)
		}
	}
}

// maxComplexity is the most branches one function may hold in the guards and the shell
// front end: past it, a function is a table waiting to happen.
const maxComplexity = 40

// TestComplexity holds every function of guards/, shell/ and sqlscan/ to maxComplexity,
// counted as gocyclo counts: one, plus one for each if, for, case and && or ||.
func TestComplexity(t *testing.T) {
	fset := token.NewFileSet()
	for _, dir := range []string{"guards", "shell", "sqlscan"} {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "testdata" || strings.Contains(p, "internal/gen")) {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, p, nil, 0)
			if err != nil {
				return err
			}
			for _, decl := range f.Decls {
				fn, ok := decl.(*ast.FuncDecl)
				if !ok || fn.Body == nil {
					continue
				}
				if n := complexity(fn); n > maxComplexity {
					t.Errorf("%s: %s has cyclomatic complexity %d (at most %d): make it a table", fset.Position(fn.Pos()), fn.Name.Name, n, maxComplexity)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

func complexity(fn *ast.FuncDecl) int {
	n := 1
	ast.Inspect(fn.Body, func(node ast.Node) bool {
		switch x := node.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			n++
		case *ast.CaseClause:
			if x.List != nil {
				n++
			}
		case *ast.CommClause:
			if x.Comm != nil {
				n++
			}
		case *ast.BinaryExpr:
			if x.Op == token.LAND || x.Op == token.LOR {
				n++
			}
		}
		return true
	})
	return n
}

// netImporters are the only packages of the hook binary's build allowed to import net, each
// with why. net costs a hook call nothing in a pure-Go build, but every importer is code that
// could open a connection from inside a hook, so a new one has to be argued for here.
var netImporters = map[string]string{
	"github.com/spf13/pflag": "its IP and IPMask flag types; hookguard defines none",
}

// TestStaticBuild holds the hook binary to what every hook call relies on: built as releases
// and the README build it (CGO_ENABLED=0), it links no C (runtime/cgo, which would bring the
// dynamic loader into every call, ~4 ms), no os/user or plugin, and net only through the
// importers above; and the linked binary has no program interpreter, the mark of a dynamic
// executable, which is what the build flags promise and the loader costs.
func TestStaticBuild(t *testing.T) {
	// Read go.mod and go.sum so that the test cache sees a changed dependency (the .go files
	// are read by TestImportArrows).
	for _, f := range []string{"go.mod", "go.sum"} {
		if _, err := os.ReadFile(f); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skipf("the go tool is needed for this test: %v", err)
	}
	env := append(os.Environ(), "CGO_ENABLED=0")
	list := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}", "./cmd/hookguard")
	list.Env = env
	out, err := list.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg := fields[0]
		switch pkg {
		case "runtime/cgo", "os/user", "plugin":
			t.Errorf("the hook binary links %s: find the import that brings it (go list -deps) and avoid it", pkg)
		}
		if slices.Contains(fields[1:], "net") && netImporters[pkg] == "" && !strings.HasPrefix(pkg, "net/") {
			t.Errorf("%s imports net: a hook must not open connections; avoid it, or argue for it in netImporters", pkg)
		}
	}
	if runtime.GOOS != "linux" {
		return // the ELF check below reads Linux binaries; the list above holds everywhere
	}
	f := buildHook(t)
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP || p.Type == elf.PT_DYNAMIC {
			t.Errorf("the CGO_ENABLED=0 build is dynamically linked (%v): every hook call would pay for the loader", p.Type)
		}
	}
}

// TestTablesLaidOut holds shell/spec to no code at start-up. Its tables (some 1,700 specs) are
// slice literals the compiler lays out in the binary, but only while nothing in the package
// calls a function to initialise a package-level variable: after one such call (a
// sync.OnceValue(...), a helper that returns a table's closure) the compiler no longer trusts
// the variables declared later to be as written (Go issue 51913) and copies the tables into
// place in an init function, writing their pages in every hook call, a page fault each.
func TestTablesLaidOut(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads the symbols of a Linux binary")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skipf("the go tool is needed for this test: %v", err)
	}
	f := buildHook(t)
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range syms {
		if s.Name == module+"/shell/spec.init" {
			t.Errorf("%s is code run at every hook call's start: find the package-level variable it sets (go build -gcflags=-S) and make it a value the compiler lays out (a lazyRe, a named function, a variable set to a function)", s.Name)
		}
	}
}

// buildHook builds the hook binary as releases do (CGO_ENABLED=0) and opens it.
func buildHook(t *testing.T) *elf.File {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "hookguard")
	build := exec.Command("go", "build", "-trimpath", "-o", bin, "./cmd/hookguard")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if msg, err := build.CombinedOutput(); err != nil {
		t.Fatalf("CGO_ENABLED=0 go build: %v\n%s", err, msg)
	}
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestNoCompileAtInit: every hook call is a fresh process, so a package-level value built by
// compiling a regular expression is paid by every call, whether or not it is used (the three
// in shell/spec cost 4% of a small write). Such values are built on first use (sync.OnceValue,
// or in shell/spec a lazyRe: TestTablesLaidOut).
func TestNoCompileAtInit(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || d.Name() == "e2e" || d.Name() == "bench" || strings.HasPrefix(d.Name(), ".")) && p != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") || strings.Contains(p, "internal/gen") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, spec := range g.Specs {
				for _, v := range spec.(*ast.ValueSpec).Values {
					call, ok := v.(*ast.CallExpr)
					if !ok {
						continue
					}
					if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
						if x, ok := sel.X.(*ast.Ident); ok && x.Name == "regexp" && strings.HasPrefix(sel.Sel.Name, "MustCompile") {
							t.Errorf("%s: a regexp compiled at package init: build it on first use (sync.OnceValue)", fset.Position(call.Pos()))
						}
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
