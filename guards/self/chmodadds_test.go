package self

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// A chmod that only adds read or execute permission leaves the wrappers and the binary
// running as before: `find . -name '*.sh' -exec chmod +x {} +` over a project, which reaches
// .hookguard/runners, passes this guard. A mode that can take a bit away, or is only known
// when it runs, is judged as before. (An owner change: TestOwnerChange.)
func TestChmodAddingReadExec(t *testing.T) {
	w := newWorld(t)
	for _, cmd := range []string{
		`find . -type f -name '*.sh' -exec chmod +x {} \;`,
		`find . -name '*.sh' -exec chmod u+x,g+rx {} +`,
		`chmod +x .hookguard/runners/claude/guard-shell.sh`,
		`chmod -R a+rX .hookguard`,
		`chmod +x $BIN`,
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	for _, cmd := range []string{
		`find . -type f -name '*.sh' -exec chmod -x {} \;`,
		`find . -name '*.sh' -exec chmod 600 {} +`,
		`chmod u+x,g-x .hookguard/runners/claude/guard-shell.sh`,
		`chmod =x .hookguard/runners/claude/guard-shell.sh`,
		`chmod a-rwx,+x .hookguard/runners/claude/guard-shell.sh`,
		`chmod "$M" .hookguard/runners/claude/guard-shell.sh`,
		`chmod --reference=src/main.c .hookguard/runners/claude/guard-shell.sh`,
		`chmod -R 000 .hookguard`,
		`chmod 0 $BIN`,
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block {
			t.Errorf("%q: got %v %s, want block", cmd, v.Decision, v.Rule)
		}
	}
}
