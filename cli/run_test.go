package cli

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/hook"
)

func runHook(t *testing.T, stdin []byte, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_STATE_HOME", "")
	t.Setenv("XDG_CONFIG_HOME", "")
	var out, errb bytes.Buffer
	code = Main(append([]string{"hookguard"}, args...), bytes.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

// A 50 MB write is read and judged, not refused for its size.
func TestLargePayload(t *testing.T) {
	proj := t.TempDir()
	t.Setenv("CLAUDE_PROJECT_DIR", proj)
	content := strings.Repeat("x := 1 // filler line of ordinary source\n", 50<<20/42)
	p, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "session_id": "s", "cwd": proj, "tool_name": "Write",
		"tool_input": map[string]any{"file_path": proj + "/big.go", "content": content}})
	if len(p) < 50<<20 {
		t.Fatalf("payload is only %d bytes", len(p))
	}
	out, errs, code := runHook(t, p, "run", "--runner", "claude")
	if code != 0 || out != "" {
		t.Fatalf("code %d, stdout %.200q, stderr %.200q", code, out, errs)
	}
}

// Past the limit, a pre-* call is blocked with a reason, not crashed.
func TestOversizePayload(t *testing.T) {
	p := bytes.Repeat([]byte(" "), hook.MaxPayload+10)
	out, _, code := runHook(t, p, "run", "--runner", "claude", "--group", "pre-files")
	if code != 0 || !strings.Contains(out, `"permissionDecision":"deny"`) || !strings.Contains(out, "larger than") {
		t.Fatalf("code %d, stdout %.300q", code, out)
	}
}

func TestGarbageNeverCrashes(t *testing.T) {
	for range 50 {
		b := make([]byte, 512)
		rand.Read(b)
		_, _, code := runHook(t, b, "run", "--runner", "claude")
		if code != 0 && code != 2 {
			t.Fatalf("exit %d", code)
		}
	}
}
