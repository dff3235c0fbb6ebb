package destructive

import (
	"testing"
)

// The rule a stopped effect is blocked under says where it came from: the interpreter's own
// code (rmtree, DROP TABLE through its database module), a command the code hands the shell,
// a value git runs as a command; an interpreter is whatever the spec's interpreter table
// holds, in any spelling.
func TestOrigin(t *testing.T) {
	home, root := world(t)
	g := New()
	for cmd, want := range map[string]string{
		`python3 -c "import shutil; shutil.rmtree('/home/user')"`:                          "interp.delete",
		`/usr/bin/python3.12 -c "import shutil; shutil.rmtree('/srv')"`:                    "interp.delete",
		`node -e "require('fs').rmSync('/etc', {recursive: true})"`:                        "interp.delete",
		`ruby -e 'FileUtils.rm_rf("/opt")'`:                                                "interp.delete",
		`python -c 'import os; os.system("rm -rf ~")'`:                                     "interp.shell-out",
		`perl -e 'system("git reset --hard")'`:                                             "interp.shell-out",
		`awk 'BEGIN{system("rm -rf ~")}'`:                                                  "interp.shell-out",
		`python3 -c "import sqlite3; sqlite3.connect('x.db').execute('DROP TABLE users')"`: "interp.sql",
		`node -e "require('child_process').execSync('dropdb app')"`:                        "interp.shell-out",
		`GIT_SSH_COMMAND='rm -rf ~' git fetch`:                                             "git.command-env",
		`psql -c 'drop table users'`:                                                       "db.sql-destructive",
		`rm -rf /srv`:                                                                      "fs.rm-recursive",
	} {
		if v := check(t, g, home, root, cmd); v.Rule != want {
			t.Errorf("%s: %s/%s, want %s: %s", cmd, v.Decision, v.Rule, want, v.Reason)
		}
	}
}
