package secrets

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
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

// keywordDense is size bytes of configuration as projects write it (.env, docker-compose and
// Kubernetes YAML, Terraform, JSON, Java properties): every line names a password, token,
// secret or key, and none holds one: references, file paths, header names, durations, empty
// values, code. The worst case for the keyword prefilter, and the shape that took 0.58 s per MB.
func keywordDense(size int) string {
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "APP_%[1]d_API_KEY_HEADER=X-Api-Key\nAPP_%[1]d_SECRET_ROTATION_DAYS=30\nAPP_%[1]d_DB_PASSWORD=${DB_PASSWORD}\n"+
			"APP_%[1]d_AUTH_TOKEN_FILE=/run/secrets/app_%[1]d_token\nAPP_%[1]d_TOKEN_TTL_SECONDS=3600\nAPP_%[1]d_CLIENT_SECRET=\n"+
			"      SERVICE_%[1]d_PASSWORD: ${SERVICE_PASSWORD:?required}\n      REDIS_AUTH_TOKEN: \"${REDIS_TOKEN}\"\n"+
			"        - name: API_TOKEN\n          valueFrom:\n            secretKeyRef:\n              name: app-%[1]d-secrets\n              key: api-token\n"+
			"db_password_%[1]d = var.db_password\nvariable \"api_key_%[1]d\" { type = string }\n"+
			"  \"access_token_url\": \"https://auth.example.org/oauth/token\",\n  \"token_type\": \"Bearer\",\n"+
			"spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}\napp.jwt.secret.expiry=86400\nencryption.key.path=./keys/app-%[1]d.pem\n", i)
	}
	return b.String()[:size]
}

// BenchmarkScanKeywordDense is the throughput figure on keyword-dense text (goal: 50 MB/s).
func BenchmarkScanKeywordDense(b *testing.B) {
	benchCleanScan(b, keywordDense(1<<20))
}

// benchCleanScan times scanning text as a .env file, after checking it holds no finding (a
// benchmark of a text that blocks would time the wrong path).
func benchCleanScan(b *testing.B, text string) {
	g := New()
	if fs := g.Scan(".env", text); len(fs) > 0 {
		b.Fatalf("a finding in text with no secret: %s line %d", fs[0].Rule, fs[0].Line)
	}
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		g.Scan(".env", text)
	}
}

// BenchmarkScanKeywordDenseCode is the same density in code: assignments of calls, members and
// names to secret-looking variables, as the previous form of the benchmark had it.
func BenchmarkScanKeywordDenseCode(b *testing.B) {
	text := strings.Repeat("api_key = config.get(\"service.api_key\")\ntoken := os.Getenv(\"TOKEN_NAME\")\npassword: ${DB_PASSWORD}\n", 1<<12)
	g := New()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		g.Scan("settings.py", text)
	}
}

// BenchmarkScanEnvLike is the .env-like text the performance findings measured at 1.7-2.2 MB/s
// (four names of secrets a block, none holding one), numbered so no two blocks are the same.
func BenchmarkScanEnvLike(b *testing.B) {
	var sb strings.Builder
	for i := 0; sb.Len() < 1<<20; i++ {
		fmt.Fprintf(&sb, "APP_%[1]d_API_KEY_HEADER=X-Api-Key\nAPP_%[1]d_SECRET_ROTATION_DAYS=30\nAPP_%[1]d_DB_PASSWORD=${DB_PASSWORD}\nAPP_%[1]d_AUTH_TOKEN_FILE=/run/secrets/app_%[1]d_token\n", i)
	}
	benchCleanScan(b, sb.String())
}

// benchScript is a long script agents write and run whole, judged with its parse (shared by
// every guard, and paid by the first) already done: the guard's own share. The 200-line
// release pipeline is the one bench/run.sh times as a whole process.
func benchScript(b *testing.B, file string) {
	text, err := os.ReadFile(filepath.Join("..", "..", "testdata", "scripts", file))
	if err != nil {
		b.Fatal(err)
	}
	root := b.TempDir()
	ev := &hookguard.Event{Group: hookguard.PreShell, Command: string(text), Cwd: root, Root: root, Home: filepath.Join(root, "home")}
	if sc := shell.Of(ev); sc.Err != nil || len(sc.Commands) < 20 {
		b.Fatalf("the script parsed into %d commands (%v)", len(sc.Commands), sc.Err)
	}
	g := New()
	if err := g.Validate(); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		paths.CacheResolutions() // as the hook entry does for each event it judges
		if v, err := g.Check(context.Background(), ev); err != nil || v.Decision != hookguard.Allow {
			b.Fatalf("stopped: %v %s", err, v.Reason)
		}
	}
}

// BenchmarkCheckScript200 is the 200-line release script (5.9 KB).
func BenchmarkCheckScript200(b *testing.B) { benchScript(b, "release200.sh") }

// BenchmarkCheckLongScript is the bench's 1 KB build script.
func BenchmarkCheckLongScript(b *testing.B) { benchScript(b, "long.sh") }
