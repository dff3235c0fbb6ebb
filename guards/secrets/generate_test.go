package secrets

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestGeneratedTableIsReproducible runs the generator (its own module, which requires
// gitleaks) and checks that it writes the committed table and licence byte for byte. It skips,
// saying why, where the go command or the gitleaks module cannot be had (offline, no cache).
func TestGeneratedTableIsReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("runs `go run` on the generator module")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH: cannot run the generator")
	}
	dir := t.TempDir()
	out, lic := filepath.Join(dir, "rules.go"), filepath.Join(dir, "LICENSE")
	cmd := exec.Command(gobin, "run", "-C", filepath.Join("internal", "gen"), ".", "-out", out, "-license", lic)
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=readonly")
	msg, err := cmd.CombinedOutput()
	if err != nil {
		if regexp.MustCompile(`(?i)dial tcp|no such host|proxy|GOPROXY|missing go.sum|cannot find module|module lookup disabled|connection refused`).Match(msg) {
			t.Skipf("the generator module (gitleaks) is not available here, so the table cannot be checked: %s", strings.TrimSpace(string(msg)))
		}
		t.Fatalf("generator failed: %v\n%s", err, msg)
	}
	for _, f := range [][2]string{{out, "gitleaks_rules.go"}, {lic, "gitleaks_LICENSE"}} {
		got, err := os.ReadFile(f[0])
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(f[1])
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what the generator writes now: run `go generate ./guards/secrets` and commit the result", f[1])
		}
	}
}

// TestTablesCompile compiles every rule and allowlist regex of both tables: a rule that does
// not compile would silently never fire.
func TestTablesCompile(t *testing.T) {
	e := rulesEngine()
	if len(gitleaksRules) < 200 {
		t.Fatalf("only %d gitleaks rules in the table", len(gitleaksRules))
	}
	seen := map[string]bool{}
	for i := range e.all() {
		c := e.rule(i)
		if seen[c.r.ID] {
			t.Errorf("rule id %s twice", c.r.ID)
		}
		seen[c.r.ID] = true
		c.compile()
		if c.invalid || (c.r.Regex != "" && c.re == nil) {
			t.Errorf("%s: regex does not compile", c.r.ID)
		}
		if c.r.Path != "" && c.path == nil {
			t.Errorf("%s: path regex does not compile", c.r.ID)
		}
		for _, ca := range append(c.allows, e.global...) {
			ca.compile()
			if len(ca.a.Regexes) > 0 && ca.regex == nil || len(ca.a.Paths) > 0 && ca.paths == nil {
				t.Errorf("%s: an allowlist does not compile", c.r.ID)
			}
		}
		if c.r.Keywords == "" && c.r.Path == "" {
			t.Errorf("%s: no keywords and no path: it could never be selected", c.r.ID)
		}
		for _, k := range c.r.keywords() {
			if k != strings.ToLower(k) {
				t.Errorf("%s: keyword %q is not lower-case", c.r.ID, k)
			}
		}
	}
}
