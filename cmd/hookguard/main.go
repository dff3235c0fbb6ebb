// Command hookguard is the hook that coding-agent harnesses and git call, and the tool a person
// uses to try, inspect and install it.
package main

import (
	"os"
	"runtime"

	"github.com/hookguard/hookguard/cli"
	"github.com/hookguard/hookguard/internal/hugeheap" // the heap's start in 2 MB pages
)

// A hook call lives for milliseconds and never writes a memory profile, so it samples no
// allocations: the runtime's sampler took a stack trace of the first sampled allocation (~23K
// instructions and its bucket tables' page faults) in every call. Set in main's init, the
// first code of ours that runs after the dependencies' own inits.
func init() { runtime.MemProfileRate = 0 }

func main() {
	// This is the real binary, the one a hook call may rewrite in place (cli.SettleAfterRun).
	cli.SettleAfterRun = true
	cli.ReserveHeap = hugeheap.Reserve
	cli.HeapMode = hugeheap.Mode
	os.Exit(cli.Main(os.Args, os.Stdin, os.Stdout, os.Stderr))
}
