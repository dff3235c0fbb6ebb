//go:build !unix && !windows

package proc

import (
	"context"
	"errors"
	"os"
	"os/exec"
)

// group is empty: without process groups or job objects only the program itself is killed when
// its time is up, not what it started. (No release build targets such a system.)
type group struct{}

// newChild runs the program plainly.
func newChild(ctx context.Context, path string, args, env []string) *child {
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Env = env
	return &child{cmd: cmd}
}

func (c *child) started() error { return nil }

func (c *child) kill() error {
	err := c.cmd.Process.Kill()
	if errors.Is(err, os.ErrProcessDone) {
		return nil
	}
	return err
}

func (c *child) release() {}

func pinThread() func() { return func() {} }
