//go:build !unix

package proc

import (
	"context"
	"errors"
	"os"
	"os/exec"
)

// newChild runs the program plainly: without Unix process groups only the program itself is
// killed when its time is up, not what it started.
func newChild(ctx context.Context, path string, args, env []string) *child {
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Env = env
	return &child{cmd: cmd}
}

func killGroup(p *os.Process) error {
	err := p.Kill()
	if errors.Is(err, os.ErrProcessDone) {
		return nil
	}
	return err
}

func pinThread() func() { return func() {} }
