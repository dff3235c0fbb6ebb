//go:build unix && !linux

package proc

import (
	"context"
	"os/exec"
	"syscall"
)

// newChild makes the program the leader of its own process group. There is no parent-death
// signal here: the group is killed when the hook's time is up, while the hook lives.
func newChild(ctx context.Context, path string, args, env []string) *child {
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Env = env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return &child{cmd: cmd}
}

func pinThread() func() { return func() {} }
