package self

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// hookguard by its path (a copy here, named otherwise: the name hookguard is known anyway), a link, and a wrapper run by hand, inside shell text that
// other code runs: an interpreter's shell-out, awk's system(), an editor's :!, a variable or
// option that holds a command. Its effects were judged, but what the program is was not, so
// `os.system('/opt/bin/hookguard uninstall')` went through where `/opt/bin/hookguard
// uninstall` did not.
var codeCmdBlocks = []string{
	`python3 -c "import os; os.system('$BASE/copies/hgcopy uninstall')"`,
	`python3 -c "import subprocess; subprocess.run('$BASE/copies/hgcopy trust', shell=True)"`,
	`python3 -c "import subprocess; subprocess.call(['$BASE/copies/hgcopy','uninstall'])"`,
	`python3 -c "import os; os.execv('$BASE/copies/hgcopy', ['x', 'install'])"`,
	`python3 -c "import os; os.system('.hookguard/runners/claude/prompt.sh < ev.json')"`,
	`python3 -c "import os; os.system('bin/hgx run --runner claude < ev.json')"`,
	`node -e "require('child_process').execFileSync('$BASE/copies/hgcopy', ['uninstall'])"`,
	`perl -e 'system("$BASE/copies/hgcopy", "uninstall")'`,
	`ruby -e 'system("$BASE/copies/hgcopy uninstall")'`,
	`awk 'BEGIN { system("$BASE/copies/hgcopy uninstall") }'`,
	`vim -es -c '!$BASE/copies/hgcopy uninstall' -c q`,
	`GIT_EDITOR='$BASE/copies/hgcopy uninstall' git commit`,
	`GIT_SSH_COMMAND='$BASE/copies/hgcopy trust' git fetch`,
	`LESSOPEN='|$BASE/copies/hgcopy uninstall %s' less README`,
	`rsync -e '$BASE/copies/hgcopy uninstall' a host:b`,
	`cp $BIN /tmp/q/x; python3 -c "import os; os.system('/tmp/q/x install')"`,
	`python3 -c "import os; os.system('python3 -c \"import os; os.system(\\'$BASE/copies/hgcopy uninstall\\')\"')"`,
}

// The same code running other programs, or hookguard's read-only commands, stays as it was.
var codeCmdAllows = []string{
	`python3 -c "import os; os.system('$BASE/copies/hgcopy version')"`,
	`python3 -c "import subprocess; subprocess.run(['git', 'status'])"`,
	`awk 'BEGIN { system("date") }'`,
	`GIT_EDITOR='vim' git commit`,
	`rsync -e 'ssh -p 2222' a host:b`,
	`node -e "require('child_process').execSync('npm test')"`,
}

func TestCodeCommandsJudgedAsCommands(t *testing.T) {
	w := newWorld(t)
	for _, cmd := range codeCmdBlocks {
		v := w.shell(t, cmd)
		if v.Decision != hookguard.Block || v.Rule != "hookguard-cli" || !v.NoCode {
			t.Errorf("%q: got %v %s/%s (%s), want block by hookguard-cli without a code", cmd, v.Decision, v.Guard, v.Rule, v.Reason)
		}
	}
	for _, cmd := range codeCmdAllows {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
