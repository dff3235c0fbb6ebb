//go:build unix

package main

import (
	"fmt"
	"os"
	"syscall"
)

// minorFaults is the page faults a finished process took, from its rusage.
func minorFaults(ps *os.ProcessState) int64 {
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return int64(ru.Minflt)
	}
	return 0
}

func launch(payload string, argv []string) {
	f, err := os.Open(payload)
	if err != nil {
		fail("%v", err)
	}
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		fail("%v", err)
	}
	pid, err := syscall.ForkExec(argv[0], argv, &syscall.ProcAttr{Env: os.Environ(), Files: []uintptr{f.Fd(), null.Fd(), null.Fd()}})
	if err != nil {
		fail("%v", err)
	}
	var ws syscall.WaitStatus
	var ru syscall.Rusage
	if _, err := syscall.Wait4(pid, &ws, 0, &ru); err != nil {
		fail("%v", err)
	}
	fmt.Println(ru.Maxrss)
}
