// Package proc runs the external programs that guards call (a project's tests, multivac's
// verify) the way a hook must: no stdin, never the hook's own stdout (Gemini CLI waits for that
// pipe to close, so a grandchild holding it would hang the harness), its own process group,
// killed whole when its time is up, and only the tail of its output kept.
package proc

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// Spec is one program to run.
type Spec struct {
	Path    string   // a program name looked up on PATH, or a path
	Args    []string // arguments after the program
	Dir     string
	Env     []string // the whole environment, KEY=VALUE; nil inherits the hook's
	Timeout time.Duration
	// Keep bounds the output kept (the tail); 0 keeps 64 KiB.
	Keep int
}

// Result is how the program ended.
type Result struct {
	Exit     int    // the exit status; -1 when it was killed or did not start
	Output   []byte // the tail of stdout and stderr, interleaved as written
	Cut      bool   // Output lost its beginning
	TimedOut bool
	Elapsed  time.Duration
}

// ErrNotInstalled marks a program that is not on PATH or does not exist: installed is not
// enforcing, so callers warn and allow rather than block.
var ErrNotInstalled = errors.New("not installed")

// Look finds a program on PATH the way exec would, or reports ErrNotInstalled.
func Look(name string) (string, error) {
	p, err := exec.LookPath(name)
	if err != nil {
		if errors.Is(err, exec.ErrDot) {
			// A program found only through "." in PATH would let the workspace choose it.
			return "", fmt.Errorf("%s: found only in the current directory through PATH, which is not trusted: %w", name, ErrNotInstalled)
		}
		return "", fmt.Errorf("%s: %w", name, ErrNotInstalled)
	}
	return p, nil
}

// Run runs s. The error is ErrNotInstalled (wrapped) for a missing program, or a failure to
// start it; a program that ran and failed is a Result with a non-zero Exit and no error.
func Run(ctx context.Context, s Spec) (Result, error) {
	path, err := Look(s.Path)
	if err != nil {
		return Result{Exit: -1}, err
	}
	if s.Dir != "" {
		if fi, err := os.Stat(s.Dir); err != nil || !fi.IsDir() {
			return Result{Exit: -1}, fmt.Errorf("the directory %s to run %s in does not exist", s.Dir, s.Path)
		}
	}
	// Stop the child a little before the caller's deadline, so that this process, not the
	// engine giving up on it, is the one that kills the group and says why.
	if dl, ok := ctx.Deadline(); ok {
		left := time.Until(dl)
		margin := min(left/4, time.Second)
		if s.Timeout <= 0 || s.Timeout > left-margin {
			s.Timeout = left - margin
		}
	}
	if s.Timeout <= 0 {
		s.Timeout = time.Minute
	}
	run, cancel := context.WithTimeout(ctx, s.Timeout)
	defer cancel()

	keep := s.Keep
	if keep <= 0 {
		keep = 64 << 10
	}
	out := &tail{max: keep}
	cmd := exec.CommandContext(run, path, s.Args...)
	cmd.Dir = s.Dir
	cmd.Env = s.Env
	cmd.Stdin = nil // /dev/null
	cmd.Stdout = out
	cmd.Stderr = out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return killGroup(cmd.Process.Pid) }
	// A grandchild left holding our pipe must not hold the hook: stop copying soon after the
	// child itself ended or was killed.
	cmd.WaitDelay = 500 * time.Millisecond
	start := time.Now()
	if err := cmd.Start(); err != nil {
		if errors.Is(err, exec.ErrNotFound) || errors.Is(err, os.ErrNotExist) {
			return Result{Exit: -1}, fmt.Errorf("%s: %w", s.Path, ErrNotInstalled)
		}
		return Result{Exit: -1}, fmt.Errorf("%s could not be started: %v", s.Path, err)
	}
	werr := cmd.Wait()
	// Whatever it left behind in its group (a watcher, a daemon that did not detach) goes too.
	_ = killGroup(cmd.Process.Pid)
	res := Result{Exit: -1, Output: out.bytes(), Cut: out.cut, Elapsed: time.Since(start)}
	if errors.Is(run.Err(), context.DeadlineExceeded) {
		res.TimedOut = true
		return res, nil
	}
	if err := ctx.Err(); err != nil {
		return res, err
	}
	var ee *exec.ExitError
	switch {
	case werr == nil:
		res.Exit = 0
	case errors.As(werr, &ee):
		res.Exit = ee.ExitCode() // -1 when a signal ended it
	case errors.Is(werr, exec.ErrWaitDelay):
		res.Exit = cmd.ProcessState.ExitCode()
	default:
		return res, fmt.Errorf("%s: %v", s.Path, werr)
	}
	return res, nil
}

func killGroup(pid int) error {
	err := syscall.Kill(-pid, syscall.SIGKILL)
	if errors.Is(err, syscall.ESRCH) {
		return nil
	}
	return err
}

// Environ returns the hook's environment without the variables drop reports true for, with
// set laid over it (later wins).
func Environ(drop func(key string) bool, set ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if drop != nil && drop(k) {
			continue
		}
		env = append(env, kv)
	}
	for _, kv := range set {
		k, _, _ := strings.Cut(kv, "=")
		for i := 0; i < len(env); i++ {
			if ek, _, _ := strings.Cut(env[i], "="); ek == k {
				env = append(env[:i], env[i+1:]...)
				i--
			}
		}
		env = append(env, kv)
	}
	return env
}

// Tail returns the last lines of out, at most maxLines lines and maxBytes bytes, saying how
// much was left out.
func Tail(out []byte, cut bool, maxLines, maxBytes int) string {
	s := strings.TrimRight(string(bytes.ToValidUTF8(out, []byte("?"))), "\n\r\t ")
	dropped := cut
	if len(s) > maxBytes {
		s = s[len(s)-maxBytes:]
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			s = s[i+1:]
		}
		dropped = true
	}
	lines := strings.Split(s, "\n")
	if len(lines) > maxLines {
		lines = lines[len(lines)-maxLines:]
		dropped = true
	}
	s = strings.Join(lines, "\n")
	if dropped {
		s = "[... earlier output left out]\n" + s
	}
	return s
}

// tail is a writer that keeps the last max bytes.
type tail struct {
	buf []byte
	max int
	cut bool
}

func (t *tail) Write(p []byte) (int, error) {
	n := len(p)
	if len(p) >= t.max {
		t.buf = append(t.buf[:0], p[len(p)-t.max:]...)
		t.cut = true
		return n, nil
	}
	if over := len(t.buf) + len(p) - t.max; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
		t.cut = true
	}
	t.buf = append(t.buf, p...)
	return n, nil
}

func (t *tail) bytes() []byte { return t.buf }
