//go:build unix

package e2e

import (
	"os/exec"
	"syscall"
)

// ownGroup makes the harness the leader of a process group, so that killGroup reaches what it
// started (Gemini survives SIGTERM while a child waits; Codex retries a dead network forever).
func ownGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

func killGroup(cmd *exec.Cmd) error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
