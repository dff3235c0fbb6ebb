//go:build windows

package proc

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"unsafe"

	"golang.org/x/sys/windows"
)

// group is the job object the program runs in. Windows has no process groups to signal; a job
// holds a process and everything it starts, can be ended whole, and, made with
// JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE, ends when its last handle closes, which is when the hook
// process ends, however it ends: the reaper's parent-death kill, without a reaper.
type group struct{ job windows.Handle }

// newChild starts the program suspended: it must be in its job before it can start anything
// that would otherwise escape it.
func newChild(ctx context.Context, path string, args, env []string) *child {
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Env = env
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: windows.CREATE_SUSPENDED}
	return &child{cmd: cmd}
}

// started puts the suspended program in a new job and lets it run.
func (c *child) started() error {
	job, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return fmt.Errorf("no job object to run it in: %w", err)
	}
	c.job = job
	info := windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION{}
	info.BasicLimitInformation.LimitFlags = windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
	if _, err := windows.SetInformationJobObject(job, windows.JobObjectExtendedLimitInformation,
		uintptr(unsafe.Pointer(&info)), uint32(unsafe.Sizeof(info))); err != nil {
		return fmt.Errorf("the job object refused kill-on-close: %w", err)
	}
	pid := uint32(c.cmd.Process.Pid)
	ph, err := windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE, false, pid)
	if err != nil {
		return fmt.Errorf("opening the program's process: %w", err)
	}
	defer windows.CloseHandle(ph)
	if err := windows.AssignProcessToJobObject(job, ph); err != nil {
		return fmt.Errorf("putting the program in its job object: %w", err)
	}
	return resume(pid)
}

// resume resumes the threads of the suspended process pid (one, its main thread).
func resume(pid uint32) error {
	snap, err := windows.CreateToolhelp32Snapshot(windows.TH32CS_SNAPTHREAD, 0)
	if err != nil {
		return fmt.Errorf("listing the program's threads: %w", err)
	}
	defer windows.CloseHandle(snap)
	te := windows.ThreadEntry32{Size: uint32(unsafe.Sizeof(windows.ThreadEntry32{}))}
	resumed := 0
	for err = windows.Thread32First(snap, &te); err == nil; err = windows.Thread32Next(snap, &te) {
		if te.OwnerProcessID != pid {
			continue
		}
		th, err := windows.OpenThread(windows.THREAD_SUSPEND_RESUME, false, te.ThreadID)
		if err != nil {
			return fmt.Errorf("opening the program's thread: %w", err)
		}
		_, err = windows.ResumeThread(th)
		windows.CloseHandle(th)
		if err != nil {
			return fmt.Errorf("resuming the program: %w", err)
		}
		resumed++
	}
	if resumed == 0 {
		return errors.New("the program has no thread to resume")
	}
	return nil
}

// kill ends the job, the program and everything it started with it; before there is a job
// (a failed start), the program alone.
func (c *child) kill() error {
	if c.job != 0 {
		return windows.TerminateJobObject(c.job, 1)
	}
	err := c.cmd.Process.Kill()
	if errors.Is(err, os.ErrProcessDone) {
		return nil
	}
	return err
}

// release closes the job's handle, which ends whatever is still in it.
func (c *child) release() {
	if c.job != 0 {
		windows.CloseHandle(c.job)
		c.job = 0
	}
}

func pinThread() func() { return func() {} }
