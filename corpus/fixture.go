package corpus

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
)

// Fixture is the tree fixtures.sh builds for a corpus: the home, the project root, the --subst
// pair that maps the corpus's /home/user onto it, and the guards.toml the run needs.
type Fixture struct {
	Home, Root, Config string
	Subst              [][2]string
	Vars               map[string]string // every variable fixtures.sh printed
}

// BuildFixture runs script (testdata/corpus/fixtures.sh) for kind under dir.
func BuildFixture(script, kind, dir string) (Fixture, error) {
	if _, err := exec.LookPath("git"); err != nil {
		return Fixture{}, fmt.Errorf("the %s fixture needs git on PATH", kind)
	}
	script, err := filepath.Abs(script)
	if err != nil {
		return Fixture{}, err
	}
	out, err := exec.Command("bash", script, kind, dir).CombinedOutput()
	if err != nil {
		return Fixture{}, fmt.Errorf("fixtures.sh %s: %v\n%s", kind, err, out)
	}
	f := Fixture{Vars: map[string]string{}}
	for line := range strings.SplitSeq(string(out), "\n") {
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		v = strings.Trim(v, `'"`)
		f.Vars[k] = v
		switch k {
		case "HOME":
			f.Home = v
		case "ROOT":
			f.Root = v
		case "CONFIG":
			f.Config = v
		case "SUBST":
			if from, to, ok := strings.Cut(v, "="); ok {
				f.Subst = append(f.Subst, [2]string{from, to})
			}
		}
	}
	if f.Home == "" || f.Root == "" {
		return Fixture{}, fmt.Errorf("fixtures.sh %s printed no HOME or ROOT:\n%s", kind, out)
	}
	return f, nil
}
