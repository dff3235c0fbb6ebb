// Package proc runs the external programs that guards call (a project's tests, multivac's
// verify) the way a hook must: no stdin, never the hook's own stdout (Gemini CLI waits for that
// pipe to close, so a grandchild holding it would hang the harness), its own process group,
// killed whole when its time is up or when the hook itself dies, and only the tail of its
// output kept.
//
// A harness that gives up on a hook kills it, often with SIGKILL, which no handler sees. On
// Linux the program therefore runs under a small reaper, hookguard's own binary started again
// (see reaper_linux.go): it leads the program's process group and asks the kernel for a signal
// when the hook dies (a parent-death signal), on which it kills the whole group, grandchildren
// included. On macOS and the BSDs the group is killed when the hook's time is up, as long as the
// hook lives. On Windows the program starts suspended, is put in a job object of its own that
// kills everything in it when its last handle closes, and only then runs: what it starts joins
// the job, the job is ended when the time is up, and a hook killed by its harness takes the job
// with it, as the reaper does on Linux.
package proc

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
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
	// The caller's deadline is the program's: a guard's context ends at its timeout, and the
	// engine waits a grace beyond it for the guard to say what it stopped.
	if dl, ok := ctx.Deadline(); ok {
		if left := time.Until(dl); s.Timeout <= 0 || s.Timeout > left {
			s.Timeout = left
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
	c := newChild(run, path, s.Args, s.Env)
	defer c.close()
	cmd := c.cmd
	cmd.Dir = s.Dir
	cmd.Stdin = nil // /dev/null
	cmd.Stdout = out
	cmd.Stderr = out
	cmd.Cancel = c.kill
	// A grandchild left holding our pipe must not hold the hook: stop copying soon after the
	// child itself ended or was killed.
	cmd.WaitDelay = 500 * time.Millisecond
	// The parent-death signal is tied to the thread that started the child, not the process:
	// that thread must live as long as the child does.
	unlock := pinThread()
	defer unlock()
	start := time.Now()
	err = cmd.Start()
	c.closeWriter()
	if err == nil {
		// Where the group is made after the start (Windows' job object), a program that cannot
		// be put in one is not let run outside it: it is killed before it ran (it starts
		// suspended), and the guard reports an error, which blocks by default.
		if err = c.started(); err != nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	}
	if err != nil {
		if errors.Is(err, exec.ErrNotFound) || errors.Is(err, os.ErrNotExist) {
			return Result{Exit: -1}, fmt.Errorf("%s: %w", s.Path, ErrNotInstalled)
		}
		return Result{Exit: -1}, fmt.Errorf("%s could not be started: %v", s.Path, err)
	}
	werr := cmd.Wait()
	// Whatever it left behind in its group (a watcher, a daemon that did not detach) goes too.
	_ = c.kill()
	rep := c.report()
	if rep.startErr != "" {
		return Result{Exit: -1, Elapsed: time.Since(start)}, fmt.Errorf("%s could not be started: %s", s.Path, rep.startErr)
	}
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
	case rep.signaled:
		res.Exit = -1
	case errors.As(werr, &ee):
		res.Exit = ee.ExitCode() // -1 when a signal ended it
	case errors.Is(werr, exec.ErrWaitDelay):
		res.Exit = cmd.ProcessState.ExitCode()
	default:
		return res, fmt.Errorf("%s: %v", s.Path, werr)
	}
	return res, nil
}

// child is a program being run, with the reaper's report where there is one (Linux).
type child struct {
	cmd   *exec.Cmd
	r, w  *os.File // the report pipe: read here, written by the reaper
	group          // how the program and what it starts are killed together, by platform
}

// reaped is what a reaper said of the program it ran.
type reaped struct {
	startErr string // the program could not be started
	signaled bool   // a signal ended it
}

// closeWriter drops this process's copy of the report pipe's writing end, once the child has
// its own: the read then ends when the reaper is gone.
func (c *child) closeWriter() {
	if c.w != nil {
		c.w.Close()
		c.w = nil
	}
}

func (c *child) close() {
	c.closeWriter()
	c.release()
	if c.r != nil {
		c.r.Close()
		c.r = nil
	}
}

// report reads the reaper's report, after Wait: the reaper is gone, so the read ends.
func (c *child) report() reaped {
	if c.r == nil {
		return reaped{}
	}
	b, _ := io.ReadAll(io.LimitReader(c.r, 4<<10))
	msg := string(bytes.TrimSpace(b))
	switch {
	case strings.HasPrefix(msg, "start: "):
		return reaped{startErr: strings.TrimPrefix(msg, "start: ")}
	case strings.HasPrefix(msg, "signal: "):
		return reaped{signaled: true}
	}
	return reaped{}
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
