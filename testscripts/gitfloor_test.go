package testscripts

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// The git floor is tested against the real hook managers it must not fight: lefthook 1.x from
// the Go module proxy (github.com/evilmartians/lefthook@v1.13.6), lefthook 2.x and husky from
// the npm registry (lefthook@2.2.1, whose package carries the binary for this platform, and
// husky@9.1.7; the Go proxy serves no lefthook/v2), each installed once per test run into a
// temporary directory. Without network (or go, or npm) the scripts that need them skip and say
// why, except under CI (HOOKGUARD_CI set, as .ci/run does), where a missing manager fails the
// script: an untested snippet must not pass as tested.
var (
	toolsOnce sync.Once
	toolsDir  string
	toolsWhy  []string
)

// managerVersions pins what is installed; the scripts check each version's own output.
var managerVersions = map[string]string{"lefthook": "v1.13.6", "lefthook2": "2.2.1", "husky": "9.1.7"}

func hookManagers(t *testing.T) (string, []string) {
	toolsOnce.Do(func() {
		dir, err := os.MkdirTemp("", "hookguard-gitfloor-tools-")
		if err != nil {
			toolsWhy = append(toolsWhy, err.Error())
			return
		}
		toolsDir = dir
		for _, d := range []string{"bin", "lefthook2"} {
			os.MkdirAll(filepath.Join(dir, d), 0o755)
		}
		bin := filepath.Join(dir, "bin")
		if os.Getenv("HOOKGUARD_NO_NETWORK") != "" {
			toolsWhy = append(toolsWhy, "HOOKGUARD_NO_NETWORK is set")
			return
		}
		gi := exec.Command("go", "install", "github.com/evilmartians/lefthook@"+managerVersions["lefthook"])
		gi.Env = append(os.Environ(), "GOBIN="+bin, "GOFLAGS=")
		if out, err := gi.CombinedOutput(); err != nil {
			toolsWhy = append(toolsWhy, "lefthook: go install failed: "+firstLine(out, err))
		}
		// Two npm installs, so that one package the registry cannot serve does not take the
		// other's scripts down with it.
		npmInstall := func(sub, pkg string) (string, bool) {
			prefix := filepath.Join(dir, sub)
			// --ignore-scripts, and run from the temporary directory: lefthook's postinstall
			// runs `lefthook install` in npm's starting directory, which here is inside this
			// repository, and would wire lefthook into its own .git/hooks (shared by every
			// worktree) and write a lefthook.yml into the checkout.
			ni := exec.Command("npm", "install", "--ignore-scripts", "--no-audit", "--no-fund", "--silent", "--prefix", prefix, pkg)
			ni.Dir = dir
			ni.Env = append(os.Environ(), "INIT_CWD="+dir, "LEFTHOOK=0")
			if out, err := ni.CombinedOutput(); err != nil {
				toolsWhy = append(toolsWhy, pkg+": npm install failed: "+firstLine(out, err))
				return "", false
			}
			return filepath.Join(prefix, "node_modules"), true
		}
		if nm, ok := npmInstall("npm-husky", "husky@"+managerVersions["husky"]); ok {
			if err := os.Symlink(filepath.Join(nm, "husky", "bin.js"), filepath.Join(bin, "husky")); err != nil {
				toolsWhy = append(toolsWhy, "husky: "+err.Error())
			}
		}
		// lefthook's npm package runs the binary of its platform package; link that binary
		// itself, so that the hooks lefthook writes (which call `lefthook` on PATH) run it.
		if nm, ok := npmInstall("npm-lefthook", "lefthook@"+managerVersions["lefthook2"]); ok {
			l2, _ := filepath.Glob(filepath.Join(nm, "lefthook-*", "bin", "lefthook"))
			if len(l2) != 1 {
				toolsWhy = append(toolsWhy, fmt.Sprintf("lefthook 2: npm installed %d platform binaries, want 1", len(l2)))
			} else if err := os.Symlink(l2[0], filepath.Join(dir, "lefthook2", "lefthook")); err != nil {
				toolsWhy = append(toolsWhy, "lefthook 2: "+err.Error())
			}
		}
	})
	return toolsDir, toolsWhy
}

func firstLine(out []byte, err error) string {
	s := strings.TrimSpace(string(out))
	if i := strings.LastIndex(s, "\n"); i >= 0 {
		s = s[i+1:]
	}
	if s == "" {
		return err.Error()
	}
	return s
}

func gitFloorParams(t *testing.T) testscript.Params {
	// The tools (about 23 MB) go when the scripts are done; left behind, every run added a copy
	// to the temporary directory. The next run (-count) installs them again.
	t.Cleanup(func() {
		if toolsDir != "" {
			os.RemoveAll(toolsDir)
		}
		toolsOnce, toolsDir, toolsWhy = sync.Once{}, "", nil
	})
	p := params("gitfloor")
	setup := p.Setup
	p.Setup = func(env *testscript.Env) error {
		if err := setup(env); err != nil {
			return err
		}
		dir, why := hookManagers(t)
		if dir != "" {
			// Only the managers, not the directory's other contents, join PATH: MANAGERS holds
			// husky and lefthook 1.x, LEFTHOOK2 lefthook 2.x alone.
			env.Setenv("MANAGERS", filepath.Join(dir, "bin"))
			env.Setenv("LEFTHOOK2", filepath.Join(dir, "lefthook2"))
		}
		env.Setenv("MANAGERS_WHY", strings.Join(why, "; "))
		return nil
	}
	// [lefthook], [lefthook2] and [husky]: the real tool was installed for this run. Under CI a
	// tool that is not there fails the run instead of skipping its script.
	p.Condition = func(cond string) (bool, error) {
		at := map[string]string{"lefthook": "bin/lefthook", "lefthook2": "lefthook2/lefthook", "husky": "bin/husky"}[cond]
		if at == "" {
			return false, fmt.Errorf("unknown condition %q", cond)
		}
		dir, why := hookManagers(t)
		_, err := os.Stat(filepath.Join(dir, at))
		ok := dir != "" && err == nil
		if !ok && os.Getenv("HOOKGUARD_CI") != "" {
			return false, fmt.Errorf("%s %s is not installed (%s): CI needs it; it is fetched by `go install` (lefthook 1.x) or `npm install` (lefthook 2.x, husky) when the test runs, so the machine needs go, npm and the network", cond, managerVersions[cond], strings.Join(why, "; "))
		}
		return ok, nil
	}
	return p
}
