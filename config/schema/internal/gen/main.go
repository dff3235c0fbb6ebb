// Command gen writes config/schema/guards.schema.json from the decoder's types and the guard
// registry: `go generate ./config/schema`.
package main

import (
	"fmt"
	"os"

	"github.com/hookguard/hookguard/config/schema"
)

func main() {
	b, err := schema.Generate()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile("guards.schema.json", b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
