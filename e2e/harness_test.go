package e2e

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/hookguard/hookguard/state"
)

// The pinned harness versions: the ones harness-protocols.md and harness-e2e.md were checked
// against. A newer version is a protocol change until proven otherwise.
var pinned = []string{
	"@anthropic-ai/claude-code@2.1.332",
	"@openai/codex@0.171.0",
	"@google/gemini-cli@0.61.0",
}

var (
	hookguardBin string // the binary under test, built once
	modules      string // node_modules of the pinned harnesses
	setupErr     error
	started      = time.Now()
)

func TestMain(m *testing.M) {
	if os.Getenv("HOOKGUARD_E2E") != "1" {
		fmt.Println("e2e: skipped: set HOOKGUARD_E2E=1 to drive the real harnesses (needs node and npm; installs them once into ~/.cache/hookguard-e2e)")
		os.Exit(0)
	}
	dir, err := os.MkdirTemp("", "hookguard-e2e-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(1)
	}
	t0 := time.Now()
	hookguardBin, setupErr = build(dir)
	buildTime := time.Since(t0)
	t0 = time.Now()
	if setupErr == nil {
		modules, setupErr = install()
	}
	fmt.Printf("e2e: build %v, harness install %v\n", buildTime.Round(time.Millisecond), time.Since(t0).Round(time.Millisecond))
	code := m.Run()
	os.RemoveAll(dir)
	fmt.Printf("e2e: total %v\n", time.Since(started).Round(time.Millisecond))
	os.Exit(code)
}

// ready fails the test when the build or the install failed.
func ready(t *testing.T) {
	t.Helper()
	if setupErr != nil {
		t.Fatal(setupErr)
	}
}

func build(dir string) (string, error) {
	gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(gobin); err != nil {
		gobin = "go"
	}
	bin := filepath.Join(dir, "hookguard")
	cmd := exec.Command(gobin, "build", "-o", bin, "github.com/hookguard/hookguard/cmd/hookguard")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building hookguard: %v\n%s", err, out)
	}
	// As a user's hook calls would, once (their background settle is off here): the harnesses
	// start it for every tool call. A system where it cannot be settled runs it as it is.
	exec.Command(bin, "settle").Run()
	return bin, nil
}

// cacheDir is where the harnesses are installed, outside the repository so that CI can cache it.
func cacheDir() string {
	if d := os.Getenv("HOOKGUARD_E2E_CACHE"); d != "" {
		return d
	}
	if d := os.Getenv("XDG_CACHE_HOME"); d != "" {
		return filepath.Join(d, "hookguard-e2e")
	}
	home, _ := os.UserHomeDir()
	return filepath.Join(home, ".cache", "hookguard-e2e")
}

// install puts the pinned harnesses into the cache (once per version set) and returns their
// node_modules. npm's own cache makes a reinstall cheap.
func install() (string, error) {
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			return "", fmt.Errorf("HOOKGUARD_E2E=1 but %s is not on PATH: install Node.js 20 or later, or unset HOOKGUARD_E2E", tool)
		}
	}
	sum := sha256.Sum256([]byte(strings.Join(pinned, "\n") + "\n" + runtime.GOOS + "/" + runtime.GOARCH))
	dir := filepath.Join(cacheDir(), hex.EncodeToString(sum[:6]))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	// Another test binary may be installing into the same cache: npm's own install would race.
	lock, err := state.LockFile(filepath.Join(dir, ".lock"), time.Now().Add(10*time.Minute))
	if err != nil {
		return "", err
	}
	defer lock.Close()
	stamp := filepath.Join(dir, "installed")
	if data, err := os.ReadFile(stamp); err == nil && string(data) == strings.Join(pinned, "\n") {
		return filepath.Join(dir, "node_modules"), nil
	}
	if err := os.WriteFile(filepath.Join(dir, "package.json"), []byte(`{"name":"hookguard-e2e-harnesses","private":true}`+"\n"), 0o644); err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	args := append([]string{"install", "--no-audit", "--no-fund", "--loglevel=error", "--prefix", dir}, pinned...)
	cmd := exec.CommandContext(ctx, "npm", args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("npm install of the pinned harnesses failed: %v\n%s", err, out)
	}
	if err := os.WriteFile(stamp, []byte(strings.Join(pinned, "\n")), 0o644); err != nil {
		return "", err
	}
	return filepath.Join(dir, "node_modules"), nil
}

// caseDirs is one case's private world: its HOME, TMPDIR and project.
type caseDirs struct {
	Root, Home, Tmp, Proj string
}

func newCase(t *testing.T) caseDirs {
	t.Helper()
	root := t.TempDir()
	c := caseDirs{Root: root, Home: filepath.Join(root, "home"), Tmp: filepath.Join(root, "tmp"), Proj: filepath.Join(root, "proj")}
	for _, d := range []string{c.Home, c.Tmp, c.Proj, filepath.Join(c.Home, ".config", "hookguard")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// Another hookguard on PATH, as a user may have an old one there: the wrappers must run the
	// binary that install recorded, not this. It lets everything through and leaves a mark, so
	// a case whose hook it answered fails on its own checks as well as on the mark.
	write(t, filepath.Join(c.decoyDir(), "hookguard"), "#!/bin/sh\necho \"$*\" >> '"+c.decoyMark()+"'\ncat >/dev/null\nexit 0\n")
	if err := os.Chmod(filepath.Join(c.decoyDir(), "hookguard"), 0o755); err != nil {
		t.Fatal(err)
	}
	git := exec.Command("git", "init", "-q", c.Proj)
	git.Env = c.env()
	if out, err := git.CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	// The user's own hookguard layer: a prompt rule every case can trigger.
	c.userConfig(t, "")
	return c
}

// userConfig writes the user's guards.toml: the prompt rule, plus what a case adds.
func (c caseDirs) userConfig(t *testing.T, extra string) {
	t.Helper()
	base := `[[rules]]
id = "no-prod-password"
groups = ["prompt"]
when = 'prompt contains "PROD-PASSWORD"'
verdict = "block"
reason = "the prod password is not pasted into an agent"
`
	write(t, filepath.Join(c.Home, ".config", "hookguard", "guards.toml"), base+extra)
}

// env is the whole environment of a harness run: nothing of the caller's leaks in (an agent
// shell's CLAUDECODE, a real API key), and nothing it writes leaks out.
func (c caseDirs) env(extra ...string) []string {
	env := []string{
		"PATH=" + c.decoyDir() + string(os.PathListSeparator) + os.Getenv("PATH"),
		"HOME=" + c.Home,
		"TMPDIR=" + c.Tmp,
		"XDG_CONFIG_HOME=" + filepath.Join(c.Home, ".config"),
		"XDG_STATE_HOME=" + filepath.Join(c.Home, ".local", "state"),
		"XDG_CACHE_HOME=" + filepath.Join(c.Home, ".cache"),
		"LANG=C.UTF-8", "TERM=dumb", "NO_COLOR=1",
		"GIT_CONFIG_NOSYSTEM=1",
		// The binary is a build in the test's temporary directory: a hook call's background
		// settle (internal/settle) would write beside it while the test removes the directory.
		"HOOKGUARD_SETTLE=off",
	}
	return append(env, extra...)
}

func (c caseDirs) decoyDir() string  { return filepath.Join(c.Root, "decoy-bin") }
func (c caseDirs) decoyMark() string { return filepath.Join(c.Root, "decoy-ran") }

// install wires hookguard into runner the way a user does, `hookguard install RUNNER [flags]`
// run in the project with the case's HOME and XDG directories, and checks that the wrappers
// will run the binary install recorded, not the decoy on PATH.
func (c caseDirs) install(t *testing.T, runner string, flags ...string) {
	t.Helper()
	r := c.hookguard(t, append([]string{"install", runner}, flags...)...)
	if r.Exit != 0 {
		t.Fatalf("hookguard install %s exited %d\nstdout: %s\nstderr: %s", runner, r.Exit, r.Stdout, r.Stderr)
	}
	if !strings.Contains(r.Stdout, hookguardBin) {
		t.Fatalf("hookguard install %s did not record %s:\n%s", runner, hookguardBin, r.Stdout)
	}
	r = c.hookguard(t, "doctor", "--json")
	var st []struct {
		Runner    string `json:"runner"`
		Installed bool   `json:"installed"`
		Armed     bool   `json:"armed"`
		Problems  []string
		Binary    struct{ Path, Rung string }
	}
	if err := json.Unmarshal([]byte(r.Stdout), &st); err != nil {
		t.Fatalf("hookguard doctor --json: %v\n%s\n%s", err, r.Stdout, r.Stderr)
	}
	for _, s := range st {
		if s.Runner != runner {
			continue
		}
		// The harness's own approval comes later, or by flag (trust_test.go checks doctor's
		// word on it): everything else must be in place.
		armed := s.Armed
		if !armed {
			armed = true
			for _, p := range s.Problems {
				armed = armed && strings.HasPrefix(p, "UNTRUSTED: ")
			}
		}
		if !s.Installed || !armed || s.Binary.Path != hookguardBin || s.Binary.Rung != "recorded" {
			t.Fatalf("after install, doctor says %s is installed %v, armed %v (%v), runs %q (%s); want the recorded %s",
				runner, s.Installed, s.Armed, s.Problems, s.Binary.Path, s.Binary.Rung, hookguardBin)
		}
		return
	}
	t.Fatalf("hookguard doctor does not list %s:\n%s", runner, r.Stdout)
}

// hookguard runs the binary under test as a person would, in the project, with the case's
// environment.
func (c caseDirs) hookguard(t *testing.T, args ...string) result {
	t.Helper()
	return run(t, c, 30*time.Second, c.env(), hookguardBin, args...)
}

// noDecoy fails the case if a wrapper ran the hookguard on PATH instead of the recorded one.
func (c caseDirs) noDecoy(t *testing.T) {
	t.Helper()
	if data, err := os.ReadFile(c.decoyMark()); err == nil {
		t.Errorf("a wrapper ran the hookguard on PATH, not the one install recorded: %s", data)
	}
}

// result is what one harness run did.
type result struct {
	Stdout, Stderr string
	Exit           int
	Killed         bool
	Elapsed        time.Duration
}

// run starts a harness with a hard timeout; on expiry the whole process group is SIGKILLed
// (Gemini survives SIGTERM while a child waits; Codex retries a dead network forever).
func run(t *testing.T, c caseDirs, timeout time.Duration, env []string, name string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = c.Proj
	cmd.Env = env
	cmd.Stdin = nil // /dev/null: no harness waits for a terminal
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	ownGroup(cmd)
	cmd.Cancel = func() error { return killGroup(cmd) }
	cmd.WaitDelay = 3 * time.Second
	t0 := time.Now()
	err := cmd.Run()
	r := result{Stdout: out.String(), Stderr: errb.String(), Elapsed: time.Since(t0)}
	if cmd.Process != nil {
		_ = killGroup(cmd) // whatever the harness left behind
	}
	var ee *exec.ExitError
	switch {
	case ctx.Err() != nil:
		r.Killed, r.Exit = true, -1
	case errors.As(err, &ee):
		r.Exit = ee.ExitCode()
	case err != nil:
		t.Fatalf("starting %s: %v", name, err)
	}
	t.Logf("%s ran in %v (exit %d, killed %v)", filepath.Base(name), r.Elapsed.Round(time.Millisecond), r.Exit, r.Killed)
	return r
}

func write(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// tail clips long text for failure messages.
func tail(s string) string {
	if len(s) > 3000 {
		return "..." + s[len(s)-3000:]
	}
	return s
}

// The secret every secret case writes: shaped like an AWS access key id, which the secrets
// guard's rules know.
const awsKey = "AKIAQWERTYUIOPASDFGH"

// wantDenied checks that the dangerous command did not run and that the model's next request
// carried hookguard's reason, which starts with prefix in this harness's words.
func wantDenied(t *testing.T, c caseDirs, told func(string) bool, requests []string, prefix string) {
	t.Helper()
	if exists(filepath.Join(c.Proj, "ran.txt")) || !exists(filepath.Join(c.Home, "victim", "keep")) {
		t.Error("the command ran")
	}
	if !told(prefix) {
		t.Errorf("the model was not told hookguard's reason; requests: %s", tail(strings.Join(requests, "\n")))
	}
}

// e2eToken is a sourced secret in a project's .env: random, so no credential pattern knows it.
const e2eToken = "Q7x9Lm2Vb5Nc8Rz4KdE2Ew"

// wantSecretKept checks that e2eToken never reached the model and hookguard's reason did.
func wantSecretKept(t *testing.T, told func(string) bool, requests []string, prefix string) {
	t.Helper()
	if told(e2eToken) {
		t.Error("the sourced token reached the model")
	}
	if !told(prefix) {
		t.Errorf("the model was not told hookguard's reason; requests: %s", tail(strings.Join(requests, "\n")))
	}
}

// wantRanSilently checks that the safe command ran and hookguard said nothing. Not "hookguard"
// alone: the project holds .hookguard/, which harnesses list to the model (a git status, a tree).
func wantRanSilently(t *testing.T, c caseDirs, told func(string) bool, r result) {
	t.Helper()
	if !exists(filepath.Join(c.Proj, "ran.txt")) {
		t.Errorf("the safe command did not run\n%s", tail(r.Stdout))
	}
	if told("hookguard [") || told("hookguard:") {
		t.Error("hookguard spoke on an allow")
	}
}
