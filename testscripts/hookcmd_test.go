package testscripts

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestWrappers runs testscripts/wrappers: the installed hook commands, as the harnesses run
// them, against wrappers that are there, missing, edited or never recorded.
func TestWrappers(t *testing.T) { testscript.Run(t, params("wrappers")) }

// shells are the shells a hook command is run under: the machine's sh first (what Claude runs
// it with), then the ones whose differences the commands must not depend on. One that is not
// installed is skipped, and the script's log says so.
var shells = []string{"sh", "dash", "bash", "zsh"}

// hookCmd is `hook [-sh SHELL] [-n N] [-own] STATUS FILE EVENT PAYLOAD`: it takes the N-th (from 0)
// hook command wired to EVENT in the settings FILE, exactly as install wrote it, and runs it
// the way the harness does (SHELL -c COMMAND; Codex's login shell, -lc, for .codex files; for
// .gemini files Gemini's own substitution of $GEMINI_PROJECT_DIR and $CLAUDE_PROJECT_DIR by
// the shell-quoted project directory first) with the file PAYLOAD on stdin, and wants exit
// STATUS.
// Without -sh it runs the command under every installed shell of `shells` and wants the same
// status, stdout and stderr from each; the last run's output is left for stdout and stderr.
// With -own, only stderr's lines that start with "hookguard" (what hookguard and its wrappers
// say) must agree: a shell's own report of a child it could not start or that a signal killed
// names the shell and its line number, and the harness's shell, which sources the wrapper's
// copy, is the one that reports.
func hookCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("hook: use the STATUS argument, not !")
	}
	only, n, own := "", 0, false
	for len(args) > 0 && strings.HasPrefix(args[0], "-") {
		if args[0] == "-own" {
			own, args = true, args[1:]
			continue
		}
		if len(args) < 2 {
			ts.Fatalf("hook: %s wants a value", args[0])
		}
		switch args[0] {
		case "-sh":
			only = args[1]
		case "-n":
			v, err := strconv.Atoi(args[1])
			ts.Check(err)
			n = v
		default:
			ts.Fatalf("hook: unknown flag %s", args[0])
		}
		args = args[2:]
	}
	if len(args) != 4 {
		ts.Fatalf("usage: hook [-sh SHELL] [-n N] [-own] STATUS FILE EVENT PAYLOAD")
	}
	want, file, event, payload := args[0], args[1], args[2], ts.MkAbs(args[3])
	cmd, err := hookCommand(ts.ReadFile(file), event, n)
	if err != nil {
		ts.Fatalf("hook: %s: %v", file, err)
	}
	if strings.Contains(filepath.ToSlash(file), ".gemini/") {
		dir := ts.Getenv("GEMINI_PROJECT_DIR")
		cmd = strings.ReplaceAll(cmd, "$GEMINI_PROJECT_DIR", shellQuote(dir))
		cmd = strings.ReplaceAll(cmd, "$CLAUDE_PROJECT_DIR", shellQuote(dir))
	}
	flag := "-c"
	if strings.Contains(filepath.ToSlash(file), ".codex/") {
		flag = "-lc"
	}
	list := shells
	if only != "" {
		list = []string{only}
	}
	var first, firstOut, firstErr string
	ran := 0
	for _, sh := range list {
		if _, err := exec.LookPath(sh); err != nil {
			if only != "" {
				ts.Fatalf("hook: %s is not installed", sh)
			}
			ts.Logf("hook: %s is not installed here: skipped", sh)
			continue
		}
		// sh only opens the payload and becomes the shell under test (testscript's own stdin is
		// spent by the first run).
		err := ts.Exec("sh", "-c", `exec "$0" "$1" "$2" <"$3"`, sh, flag, cmd, payload)
		got := "0"
		if err != nil {
			got = strings.TrimPrefix(err.Error(), "exit status ")
		}
		out, errOut := ts.ReadFile("stdout"), ts.ReadFile("stderr")
		if own {
			var keep []string
			for _, l := range strings.SplitAfter(errOut, "\n") {
				if strings.HasPrefix(l, "hookguard") {
					keep = append(keep, l)
				}
			}
			errOut = strings.Join(keep, "")
		}
		if got != want {
			ts.Fatalf("hook under %s: exit %s, want %s\nstdout: %s\nstderr: %s", sh, got, want, out, errOut)
		}
		if ran == 0 {
			first, firstOut, firstErr = sh, out, errOut
		} else if out != firstOut || errOut != firstErr {
			ts.Fatalf("hook: %s and %s answer differently:\n%s stdout: %s\n%s stderr: %s\n%s stdout: %s\n%s stderr: %s",
				first, sh, first, firstOut, first, firstErr, sh, out, sh, errOut)
		}
		ran++
	}
	if ran == 0 {
		ts.Fatalf("hook: no shell to run the command with")
	}
}

// hookCommand finds the n-th command wired to event: Claude's shape (hooks.EVENT[].hooks[])
// or Clarvis's (hooks[] with an event each).
func hookCommand(doc, event string, n int) (string, error) {
	var nested struct {
		Hooks map[string][]struct {
			Hooks []struct{ Command string }
		}
	}
	var cmds []string
	if json.Unmarshal([]byte(doc), &nested) == nil && nested.Hooks != nil {
		for _, e := range nested.Hooks[event] {
			for _, h := range e.Hooks {
				cmds = append(cmds, h.Command)
			}
		}
	} else {
		var flat struct {
			Hooks []struct{ Event, Command string }
		}
		if err := json.Unmarshal([]byte(doc), &flat); err != nil {
			return "", err
		}
		for _, h := range flat.Hooks {
			if h.Event == event {
				cmds = append(cmds, h.Command)
			}
		}
	}
	if n >= len(cmds) {
		return "", fmt.Errorf("%d command(s) on %s, no #%d", len(cmds), event, n)
	}
	return cmds[n], nil
}

// shellQuote quotes as Gemini CLI does (shell-quote's quote): bare when nothing needs quoting,
// else single quotes.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+=:,@%") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
