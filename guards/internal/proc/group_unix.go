//go:build unix

package proc

import (
	"errors"
	"os"
	"syscall"
)

// killGroup kills the process group p leads, grandchildren with it.
func killGroup(p *os.Process) error {
	err := syscall.Kill(-p.Pid, syscall.SIGKILL)
	if errors.Is(err, syscall.ESRCH) {
		return nil
	}
	return err
}
