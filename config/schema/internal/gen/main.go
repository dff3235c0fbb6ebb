// Command gen writes config/schema/guards.schema.json from the decoder's types and the guard
// registry: `go generate ./config/schema`.
package main

import (
	"fmt"
	"os"

	"github.com/hookguard/hookguard/config/schema"
	"github.com/hookguard/hookguard/config/schema/internal/docs"
)

// Docs reads field comments from the module's source; go generate runs in config/schema.
func Docs() schema.Doc {
	r := &docs.Reader{Root: "../..", Module: "github.com/hookguard/hookguard"}
	return r.Field
}

func main() {
	b, err := schema.Generate(Docs())
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile("guards.schema.json", b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
