// Command empty is the floor a hook call is measured against: a Go program that reads its
// stdin and exits.
package main

import (
	"io"
	"os"
)

func main() {
	io.Copy(io.Discard, os.Stdin)
}
