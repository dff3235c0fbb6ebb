package secrets

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// The environment files frameworks have the team commit (.env.development, .env.test) are
// read when git tracks them and they hold no credential; untracked, their .local twins, or
// one that holds a credential, are environment files as before.
func TestSharedEnvFiles(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	f := newFixture(t)
	g := New()
	files := map[string]string{
		".env.development":       "VITE_API_URL=http://localhost:3000\nVITE_FEATURE_X=true\n",
		".env.test":              "NODE_ENV=test\nLOG_LEVEL=silent\n",
		"web/.env.testing":       "APP_ENV=testing\n",
		".env.dev":               "GITHUB_TOKEN=" + fake("ghp_", alnum, 36) + "\n",
		"api/.env.test":          "DB_PASSWORD=Hn3q9vTz7Rw4Yp8s\n",
		".env.development.local": "VITE_API_URL=http://localhost:3000\n",
		".env.production":        "VITE_API_URL=https://api.example.com\n",
		"new/.env.test":          "LOG_LEVEL=silent\n", // not added
	}
	for name, text := range files {
		p := filepath.Join(f.root, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{{"init", "-q"}, {"add", "-f", ".env.development", ".env.test", "web/.env.testing", ".env.dev", "api/.env.test", ".env.development.local", ".env.production"}} {
		cmd := exec.Command("git", append([]string{"-C", f.root}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	read := func(p string) hookguard.Verdict {
		ev := f.ev(hookguard.PreRead)
		ev.Reads = []string{filepath.Join(f.root, p)}
		return judge(t, g, ev)
	}
	run := func(cmd string) hookguard.Verdict {
		ev := f.ev(hookguard.PreShell)
		ev.Command = cmd
		return judge(t, g, ev)
	}
	for _, p := range []string{".env.development", ".env.test", "web/.env.testing"} {
		if v := read(p); v.Decision != hookguard.Allow {
			t.Errorf("read %s: %s", p, v.Reason)
		}
		for _, c := range []string{"cat " + p, "grep -r VITE_ " + p, "head -5 " + p} {
			if v := run(c); v.Decision != hookguard.Allow {
				t.Errorf("%s: %s", c, v.Reason)
			}
		}
	}
	for _, p := range []string{".env.dev", "api/.env.test", ".env.development.local", ".env.production", "new/.env.test", ".env"} {
		if v := read(p); v.Decision == hookguard.Allow {
			t.Errorf("read %s: allowed", p)
		}
		if v := run("cat " + p); v.Decision == hookguard.Allow || !strings.Contains(v.Reason, "environment file") {
			t.Errorf("cat %s: %v %s", p, v.Decision, v.Reason)
		}
	}
}
