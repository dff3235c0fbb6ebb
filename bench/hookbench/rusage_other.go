//go:build !unix

package main

import "os"

// minorFaults is not known here: Windows reports no page faults in a process's state.
func minorFaults(ps *os.ProcessState) int64 { return 0 }

// launch would measure peak memory from wait4's rusage, which only Unix has.
func launch(payload string, argv []string) {
	fail("hookbench measures peak memory with wait4's rusage, which only Unix has: run it on Linux or macOS")
}
