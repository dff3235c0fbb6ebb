package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// releaseLdflags reads the ldflags line of the release configuration, so that the test builds
// exactly as a release does and fails when the configuration and the variable drift apart.
func releaseLdflags(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", ".goreleaser.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "- ") && strings.Contains(line, "-X ") {
			return strings.TrimPrefix(line, "- ")
		}
	}
	t.Fatal(".goreleaser.yaml has no ldflags line with -X")
	return ""
}

// canBuild skips a test that builds hookguard under -short or without the go command.
func canBuild(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds hookguard")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command:", err)
	}
}

func build(t *testing.T, out string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", append(append([]string{"build", "-trimpath", "-o", out}, args...), ".")...)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
}

func version(t *testing.T, bin string) string {
	t.Helper()
	out, err := exec.Command(bin, "version").Output()
	if err != nil {
		t.Fatalf("%s version: %v", bin, err)
	}
	return strings.TrimSpace(string(out))
}

// A release build prints the version goreleaser stamps; any other build prints the module's
// version from its build information (a pseudo-version from git, or the tag that `go install
// ...@vX` fetched), or "dev" when there is none.
func TestReleaseVersion(t *testing.T) {
	canBuild(t)
	dir := t.TempDir()
	ld := releaseLdflags(t)
	if !strings.Contains(ld, "{{.Version}}") {
		t.Fatalf("the ldflags stamp no version: %s", ld)
	}
	stamped := filepath.Join(dir, "stamped")
	build(t, stamped, "-ldflags", strings.ReplaceAll(ld, "{{.Version}}", "1.2.3-rc.1"))
	if got := version(t, stamped); got != "hookguard v1.2.3-rc.1" {
		t.Fatalf("a release build says %q", got)
	}
	plain := filepath.Join(dir, "plain")
	build(t, plain)
	if got := version(t, plain); !regexp.MustCompile(`^hookguard (dev|v\d+\.\d+\.\d+\S*)$`).MatchString(got) {
		t.Fatalf("a plain build says %q", got)
	}
}
