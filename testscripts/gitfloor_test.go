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

// The git floor is tested against the real hook managers it must not fight: lefthook from the
// Go module proxy and husky from the npm registry, each installed once per test run into a
// temporary directory. Without network (or go, or npm) the scripts that need them skip and say
// why; everything else runs.
var (
	toolsOnce sync.Once
	toolsDir  string
	toolsWhy  []string
)

func hookManagers(t *testing.T) (string, []string) {
	toolsOnce.Do(func() {
		dir, err := os.MkdirTemp("", "hookguard-gitfloor-tools-")
		if err != nil {
			toolsWhy = append(toolsWhy, err.Error())
			return
		}
		toolsDir = dir
		bin := filepath.Join(dir, "bin")
		os.MkdirAll(bin, 0o755)
		if os.Getenv("HOOKGUARD_NO_NETWORK") != "" {
			toolsWhy = append(toolsWhy, "HOOKGUARD_NO_NETWORK is set")
			return
		}
		gi := exec.Command("go", "install", "github.com/evilmartians/lefthook@v1.13.6")
		gi.Env = append(os.Environ(), "GOBIN="+bin)
		if out, err := gi.CombinedOutput(); err != nil {
			toolsWhy = append(toolsWhy, "lefthook: go install failed: "+firstLine(out, err))
		}
		npm := filepath.Join(dir, "npm")
		ni := exec.Command("npm", "install", "--no-audit", "--no-fund", "--silent", "--prefix", npm, "husky@9.1.7")
		if out, err := ni.CombinedOutput(); err != nil {
			toolsWhy = append(toolsWhy, "husky: npm install failed: "+firstLine(out, err))
		} else if err := os.Symlink(filepath.Join(npm, "node_modules", "husky", "bin.js"), filepath.Join(bin, "husky")); err != nil {
			toolsWhy = append(toolsWhy, "husky: "+err.Error())
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
	p := params("gitfloor")
	setup := p.Setup
	p.Setup = func(env *testscript.Env) error {
		if err := setup(env); err != nil {
			return err
		}
		dir, why := hookManagers(t)
		if dir != "" {
			// Only the managers, not the directory's other contents, join PATH.
			env.Setenv("MANAGERS", filepath.Join(dir, "bin"))
		}
		env.Setenv("MANAGERS_WHY", strings.Join(why, "; "))
		return nil
	}
	// [lefthook] and [husky]: the real tool was installed for this run.
	p.Condition = func(cond string) (bool, error) {
		switch cond {
		case "lefthook", "husky":
			dir, _ := hookManagers(t)
			_, err := os.Stat(filepath.Join(dir, "bin", cond))
			return dir != "" && err == nil, nil
		}
		return false, fmt.Errorf("unknown condition %q", cond)
	}
	return p
}
