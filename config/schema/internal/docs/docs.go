// Package docs reads the doc comments of struct fields from the module's source, so that the
// JSON Schema of guards.toml describes each key as the Go code does. It is used when the schema
// is generated and tested, never by hookguard itself (which embeds the result).
package docs

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"strings"
)

// Reader finds field comments in the source tree of one module.
type Reader struct {
	Root   string // the module's directory
	Module string // its path, e.g. github.com/hookguard/hookguard
	cache  map[string]map[string]string
}

// Field is the doc comment (or, failing that, the line comment) of field of struct type t,
// in one line; "" when it has none or t is not the module's.
func (r *Reader) Field(t reflect.Type, field string) string {
	if r.cache == nil {
		r.cache = map[string]map[string]string{}
	}
	key := t.PkgPath() + "." + t.Name()
	if _, ok := r.cache[key]; !ok {
		r.cache[key] = r.read(t)
	}
	return r.cache[key][field]
}

func (r *Reader) read(t reflect.Type) map[string]string {
	out := map[string]string{}
	rel, ok := strings.CutPrefix(t.PkgPath(), r.Module)
	if !ok || t.Name() == "" {
		return out
	}
	dir := filepath.Join(r.Root, filepath.FromSlash(strings.TrimPrefix(rel, "/")))
	pkgs, err := parser.ParseDir(token.NewFileSet(), dir, func(fi os.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, parser.ParseComments)
	if err != nil {
		return out
	}
	for _, p := range pkgs {
		for _, f := range p.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				ts, ok := n.(*ast.TypeSpec)
				if !ok || ts.Name.Name != t.Name() {
					return true
				}
				st, ok := ts.Type.(*ast.StructType)
				if !ok {
					return false
				}
				for _, fl := range st.Fields.List {
					text := fl.Doc.Text()
					if text == "" {
						text = fl.Comment.Text()
					}
					for _, name := range fl.Names {
						out[name.Name] = strings.Join(strings.Fields(text), " ")
					}
				}
				return false
			})
		}
	}
	return out
}
