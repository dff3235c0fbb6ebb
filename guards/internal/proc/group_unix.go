//go:build unix

package proc

import (
	"errors"
	"os"
	"syscall"
)

// group is the process group the program leads (set up in newChild); nothing to keep here.
type group struct{}

// started has nothing to do: the group was made when the program started.
func (c *child) started() error { return nil }

// kill kills the process group the program leads, grandchildren with it.
func (c *child) kill() error { return killGroup(c.cmd.Process) }

func (c *child) release() {}

// killGroup kills the process group p leads, grandchildren with it.
func killGroup(p *os.Process) error {
	err := syscall.Kill(-p.Pid, syscall.SIGKILL)
	if errors.Is(err, syscall.ESRCH) {
		return nil
	}
	return err
}
