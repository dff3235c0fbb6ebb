package runners

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

var allRunners = []hookguard.Runner{hookguard.Claude, hookguard.Codex, hookguard.Gemini, hookguard.Clarvis}

// wrapperGroups are the groups a harness wrapper passes ("" routes by tool).
var wrapperGroups = []hookguard.Group{"", hookguard.PreShell, hookguard.PreFiles, hookguard.Prompt, hookguard.Stop, hookguard.SessionStart, hookguard.PostEdit}

// run-recorded says the line through the wrapper, which passes 0 on and turns 2 into twoExit:
// the form's exit must come out of the wrapper unchanged, and without the wrapper's crash line.
func TestFailFormThroughTheWrapper(t *testing.T) {
	for _, r := range allRunners {
		for _, g := range wrapperGroups {
			f := FailForm(r, g)
			through := f.BinaryExit()
			if through == 2 {
				through = twoExit(r, g)
			}
			if through != f.Exit || f.BinaryExit() != 0 && f.BinaryExit() != 2 {
				t.Errorf("%s/%q: the form exits %d, the binary %d, the wrapper then %d", r, g, f.Exit, f.BinaryExit(), through)
			}
			if f.Stdout != "" && !strings.Contains(f.Stdout, MissingLine) {
				t.Errorf("%s/%q: %s does not carry the line", r, g, f.Stdout)
			}
		}
	}
	// Where an action is at stake the line blocks; at a stop it must not send the agent back
	// to work.
	for _, r := range []hookguard.Runner{hookguard.Claude, hookguard.Codex, hookguard.Gemini} {
		if f := FailForm(r, hookguard.PreShell); f.Exit != 2 || f.Stdout != "" {
			t.Errorf("%s pre-shell: %+v, want exit 2 with the line on stderr only", r, f)
		}
		if f := FailForm(r, hookguard.Stop); f.Exit == 2 {
			t.Errorf("%s stop: exit 2 would keep the agent working", r)
		}
	}
	if f := FailForm(hookguard.Clarvis, ""); !strings.HasPrefix(f.Stdout, `{"kind":"deny"`) {
		t.Errorf("clarvis tool hook: %s, want a deny verdict", f.Stdout)
	}
}

func TestVerify(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "record")
	text := []byte("#!/bin/sh\necho wrapper\n")
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("record", text)
	same := write("same", text)
	if err := Verify(same, rec); err != nil {
		t.Errorf("identical: %v", err)
	}
	cases := map[string]string{
		"missing":   filepath.Join(dir, "nope"),
		"edited":    write("edited", []byte("exit 0\n")),
		"longer":    write("longer", append(append([]byte{}, text...), '\n')),
		"truncated": write("truncated", text[:len(text)-1]),
		"dir":       filepath.Join(dir, "d"),
		"dangling":  filepath.Join(dir, "dangling"),
		"fifo":      filepath.Join(dir, "fifo"),
	}
	os.Mkdir(cases["dir"], 0o755)
	os.Symlink(filepath.Join(dir, "nowhere"), cases["dangling"])
	if err := mkfifo(cases["fifo"]); errors.Is(err, errNoFIFO) {
		delete(cases, "fifo")
	} else if err != nil {
		t.Fatal(err)
	}
	for name, p := range cases {
		if err := Verify(p, rec); err == nil {
			t.Errorf("%s: verified", name)
		}
	}
	if err := Verify(same, filepath.Join(dir, "no-record")); err == nil || !strings.Contains(err.Error(), "no usable record") {
		t.Errorf("no record: %v", err)
	}
	if err := Verify(filepath.Join(dir, "nope"), rec); err == nil || err.Error() != "missing" {
		t.Errorf("missing: %v", err)
	}
	link := filepath.Join(dir, "link")
	os.Symlink(same, link)
	if err := Verify(link, rec); err != nil {
		t.Errorf("a link to an identical file: %v", err)
	}
}

// hook.sh, run by the real sh with no record for the wrapper it is given, says the line in the
// form FailForm gives for that wrapper, and walks up for Codex.
func TestDispatchWithoutRecord(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh here")
	}
	hooks := []Hook{
		{hookguard.Claude, "guard-shell.sh", hookguard.PreShell},
		{hookguard.Claude, "stop.sh", hookguard.Stop},
		{hookguard.Codex, "stop.sh", hookguard.Stop},
		{hookguard.Codex, "guard-shell.sh", hookguard.PreShell},
		{hookguard.Gemini, "session-start.sh", hookguard.SessionStart},
		{hookguard.Clarvis, "guard-tools.sh", ""},
		{hookguard.Clarvis, "stop.sh", hookguard.Stop},
		{hookguard.Clarvis, "session-start.sh", hookguard.SessionStart},
		{hookguard.Clarvis, "post-edit.sh", hookguard.PostEdit},
	}
	text, err := RenderDispatch(hooks)
	if err != nil {
		t.Fatal(err)
	}
	conf := t.TempDir()
	hook := filepath.Join(conf, DispatchName)
	if err := os.WriteFile(hook, text, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, h := range hooks {
		for _, args := range [][]string{
			{"/work/p q/.hookguard/runners/" + string(h.Runner) + "/" + h.Name},
			{"--up", "/.hookguard/runners/" + string(h.Runner) + "/" + h.Name},
		} {
			cmd := exec.Command(sh, append([]string{hook}, args...)...)
			cmd.Dir = conf
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			err := cmd.Run()
			code := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			f := FailForm(h.Runner, h.Group)
			want := ""
			if f.Stdout != "" {
				want = f.Stdout + "\n"
			}
			if code != f.Exit || out.String() != want || errOut.String() != MissingLine+"\n" {
				t.Errorf("%s/%s %v: exit %d, stdout %q, stderr %q; want %d, %q and the line", h.Runner, h.Name, args, code, out.String(), errOut.String(), f.Exit, want)
			}
		}
	}
}
