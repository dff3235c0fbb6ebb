// Command hookguard is the hook that coding-agent harnesses and git call, and the tool a person
// uses to try, inspect and install it.
package main

import (
	"os"

	"github.com/hookguard/hookguard/cli"
)

func main() {
	os.Exit(cli.Main(os.Args, os.Stdin, os.Stdout, os.Stderr))
}
