//go:build unix

package runners

import (
	"errors"
	"syscall"
)

var errNoFIFO = errors.New("no FIFOs on this system")

func mkfifo(p string) error { return syscall.Mkfifo(p, 0o644) }
