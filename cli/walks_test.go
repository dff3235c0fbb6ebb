package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
)

// straggler stands for a guard that overruns its timeout and ignores its context: it goes on
// reading the event after the engine has moved on, and notes what it saw.
type straggler struct{}

var straggled struct {
	sync.Mutex
	groups map[*hookguard.Event][]hookguard.Group
}

func (straggler) Check(_ context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	end := time.Now().Add(300 * time.Millisecond)
	for time.Now().Before(end) {
		g := ev.Group // the read the race detector watches
		straggled.Lock()
		if l := straggled.groups[ev]; len(l) == 0 || l[len(l)-1] != g {
			straggled.groups[ev] = append(l, g)
		}
		straggled.Unlock()
		time.Sleep(time.Millisecond)
	}
	return hookguard.Allowed(), nil
}

func init() {
	straggled.groups = map[*hookguard.Event][]hookguard.Group{}
	guards.Register(guards.Info{Name: "test-straggler", Summary: "a guard that overruns its timeout (cli tests only)",
		New: func() guards.Guard { return straggler{} }})
}

// A shell command that also patches files is judged by two walks. A guard the first walk gave up
// on may still be reading the event: the second walk judges a copy, so the event it reads never
// changes under it. Run with -race, this is also a data-race test.
func TestSecondWalkJudgesACopy(t *testing.T) {
	straggled.Lock()
	straggled.groups = map[*hookguard.Event][]hookguard.Group{}
	straggled.Unlock()
	home := t.TempDir()
	proj := filepath.Join(t.TempDir(), "proj")
	os.MkdirAll(filepath.Join(proj, ".git"), 0o755)
	os.MkdirAll(filepath.Join(home, ".config", "hookguard"), 0o755)
	os.WriteFile(filepath.Join(home, ".config", "hookguard", "guards.toml"), []byte(`
[groups]
pre-shell = ["test-straggler"]
pre-files = ["test-straggler"]

[guards.test-straggler]
timeout = "20ms"
on_error = "allow"
`), 0o644)
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	t.Setenv("XDG_STATE_HOME", filepath.Join(home, ".local", "state"))
	t.Setenv("CLAUDE_PROJECT_DIR", "")
	payload := `{"session_id":"s1","turn_id":"t","cwd":"` + proj + `","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: b.txt\n+hi\n*** End Patch\nEOF\n"}}`
	var out, errb bytes.Buffer
	code := Main([]string{"hookguard", "run", "--runner", "codex", "--deadline", "10s"}, strings.NewReader(payload), &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errb.String())
	}
	time.Sleep(400 * time.Millisecond) // let the stragglers finish reading
	straggled.Lock()
	defer straggled.Unlock()
	if len(straggled.groups) != 2 {
		t.Fatalf("want two events judged (the shell walk's and the files walk's copy), got %d: %v", len(straggled.groups), straggled.groups)
	}
	for ev, seen := range straggled.groups {
		if len(seen) != 1 {
			t.Errorf("the event a guard was reading changed group under it: %v", seen)
		}
		_ = ev
	}
}

// A payload pipe that never closes is unreadable input, answered within the deadline: blocked
// in a pre-* group, let through with a notice after the fact, exit 2 with no group to go by.
func TestStdinThatNeverCloses(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_STATE_HOME", "")
	t.Setenv("XDG_CONFIG_HOME", "")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--group", "pre-shell"}, 0, `"permissionDecision":"deny"`},
		{[]string{"--group", "post-edit"}, 0, `systemMessage`},
		{nil, 2, ""},
	} {
		r, w := io.Pipe()
		// Half a payload, then nothing: the writer never closes.
		go w.Write([]byte(`{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"rm -rf ~"`))
		var out, errb bytes.Buffer
		start := time.Now()
		code := Main(append([]string{"hookguard", "run", "--runner", "claude", "--deadline", "2s"}, c.args...), r, &out, &errb)
		took := time.Since(start)
		if code != c.code || !strings.Contains(out.String()+errb.String(), "did not end in time") || !strings.Contains(out.String(), c.want) {
			t.Errorf("%v: exit %d, stdout %s, stderr %s", c.args, code, out.String(), errb.String())
		}
		// The hook answers at 1.4s of its 2s here; the slack is for a loaded machine's scheduler.
		// Before, the call never returned: the read waited for an end of file that never came.
		if took > 5*time.Second {
			t.Errorf("%v: answered after %v, far past the 2s deadline", c.args, took)
		}
		w.Close()
	}
}

// git's pre-push ref lines on a stdin that never closes stop the push by the deadline, as a
// harness's payload does.
func TestPrePushStdinThatNeverCloses(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_STATE_HOME", "")
	t.Setenv("XDG_CONFIG_HOME", "")
	dir := t.TempDir()
	if out, err := exec.Command("git", "init", "-q", dir).CombinedOutput(); err != nil {
		t.Fatalf("git init: %v %s", err, out)
	}
	t.Chdir(dir)
	r, w := io.Pipe()
	defer w.Close()
	go w.Write([]byte("refs/heads/main 0123456789012345678901234567890123456789 refs/heads/main "))
	var out, errb bytes.Buffer
	start := time.Now()
	code := Main([]string{"hookguard", "run", "--runner", "git", "--group", "pre-push", "--deadline", "2s"}, r, &out, &errb)
	if code == 0 || !strings.Contains(errb.String(), "did not end in time") {
		t.Errorf("exit %d, stdout %s, stderr %s", code, out.String(), errb.String())
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("answered after %v, far past the 2s deadline", took)
	}
}
