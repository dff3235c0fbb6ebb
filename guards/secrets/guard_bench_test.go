package secrets

import (
	"context"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

func benchCheck(b *testing.B, ev *hookguard.Event) {
	g := New()
	if err := g.Validate(); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if v, err := g.Check(context.Background(), ev); err != nil || v.Decision != hookguard.Allow {
			b.Fatalf("stopped: %v %s", err, v.Reason)
		}
	}
}

// BenchmarkCheckCommand is a typical pre-shell call.
func BenchmarkCheckCommand(b *testing.B) {
	benchCheck(b, &hookguard.Event{Group: hookguard.PreShell, Command: `cd src && go test ./... -run TestFoo 2>&1 | tail -20`,
		Cwd: "/home/user/project", Root: "/home/user/project", Home: "/home/user"})
}

// BenchmarkCheckPrompt is a typical prompt: prose with "API", "session", "token" in it.
func BenchmarkCheckPrompt(b *testing.B) {
	benchCheck(b, &hookguard.Event{Group: hookguard.Prompt, Cwd: "/p", Root: "/p", Home: "/h",
		Prompt: "The login tests fail since yesterday's merge: find out why the session token is not set, fix it without touching the public API, and add a regression test."})
}

// BenchmarkScanKeywordDense is the worst case for the prefilters: every line an assignment to
// a secret-looking name, none of them a secret (each runs the generic rules' regexes).
func BenchmarkScanKeywordDense(b *testing.B) {
	text := strings.Repeat("api_key = config.get(\"service.api_key\")\ntoken := os.Getenv(\"TOKEN_NAME\")\npassword: ${DB_PASSWORD}\n", 1<<12)
	g := New()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		g.Scan("settings.py", text)
	}
}
