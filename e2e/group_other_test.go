//go:build !unix

package e2e

import "os/exec"

// The real-harness suite drives the harnesses through their POSIX sh wrappers and runs on
// Linux and macOS; this lets it compile elsewhere, where only the harness itself is killed.
func ownGroup(cmd *exec.Cmd) {}

func killGroup(cmd *exec.Cmd) error { return cmd.Process.Kill() }
