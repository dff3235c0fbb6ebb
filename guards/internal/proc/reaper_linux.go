package proc

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"runtime"
	"strconv"
	"syscall"
)

// A harness that gives up on a hook kills it, with SIGKILL as often as not, and a killed hook
// must not leave a test suite or a verify running. The kernel can signal a child when its parent
// dies (PR_SET_PDEATHSIG), but only that child: the program's own children would live on. So
// the program runs under a reaper: this binary, started again with reaperEnv set, as the leader
// of a new process group, with SIGTERM as its parent-death signal. It starts the program in its
// group and waits; when the hook dies it gets SIGTERM and kills the whole group, itself with it.
// It is Linux only: elsewhere there is no parent-death signal to build it on.

// reaperEnv carries the hook's pid to the reaper. The reaper acts only when its parent has that
// pid and is this same executable, so the variable set by hand does nothing: an agent cannot
// make `hookguard` run a program by setting it.
const reaperEnv = "HOOKGUARD_PROC_REAPER"

// reaperFD is the reaper's report to the hook: empty when the program ran and exited, "start:
// ERR" when it could not be started, "signal: N" when a signal ended it. The exit status alone
// could not tell those from a program's own exit codes.
const reaperFD = 3

func init() {
	if v, ok := os.LookupEnv(reaperEnv); ok && isHookParent(v) {
		os.Exit(reap(os.Args[1:]))
	}
}

// isHookParent reports whether this process was started as a reaper by the hook named by pid.
func isHookParent(pid string) bool {
	if strconv.Itoa(os.Getppid()) != pid {
		return false
	}
	self, err1 := os.Stat("/proc/self/exe")
	parent, err2 := os.Stat("/proc/" + pid + "/exe")
	return err1 == nil && err2 == nil && os.SameFile(self, parent)
}

// newChild runs path under the reaper (see above).
func newChild(ctx context.Context, path string, args, env []string) *child {
	// /proc/self/exe is this binary even when its file was replaced or removed since it started.
	cmd := exec.CommandContext(ctx, "/proc/self/exe", append([]string{path}, args...)...)
	cmd.Args[0] = "hookguard-reaper"
	if env == nil {
		env = os.Environ()
	}
	cmd.Env = append(append([]string(nil), env...), reaperEnv+"="+strconv.Itoa(os.Getpid()))
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGTERM}
	c := &child{cmd: cmd}
	if r, w, err := os.Pipe(); err == nil {
		c.r, c.w = r, w
		cmd.ExtraFiles = []*os.File{w} // the reaper's fd 3
	}
	return c
}

// pinThread keeps the goroutine that starts the reaper on its OS thread until the program is
// done: the kernel sends the parent-death signal when the thread that forked the child ends,
// not the process, and the Go runtime may end an idle thread.
func pinThread() func() {
	runtime.LockOSThread()
	return runtime.UnlockOSThread
}

// reap is the reaper's whole life: start the program in this process group, pass its exit on,
// and kill the group when the hook dies.
func reap(argv []string) int {
	os.Unsetenv(reaperEnv)
	report := os.NewFile(reaperFD, "report")
	// The program must not inherit the report pipe: it would keep it open after the reaper ended.
	syscall.CloseOnExec(reaperFD)
	say := func(s string) {
		if report != nil {
			io.WriteString(report, s)
		}
	}
	if len(argv) == 0 {
		say("start: nothing to run")
		return 127
	}
	// Asked for before the program starts, so that no death of the hook goes unseen. Had the
	// hook died before this, the SIGTERM's default action would have ended the reaper, with no
	// program started yet.
	died := make(chan os.Signal, 1)
	signal.Notify(died, syscall.SIGTERM)
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		say("start: " + err.Error())
		return 127
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-died:
		_ = syscall.Kill(0, syscall.SIGKILL) // the whole group, the reaper with it
		return 137
	case err := <-done:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
				say(fmt.Sprintf("signal: %d", int(ws.Signal())))
				return 128 + int(ws.Signal())
			}
			return ee.ExitCode()
		}
		if err != nil {
			say("start: " + err.Error())
			return 127
		}
		return 0
	}
}
