package boundary

import (
	"os"
	"testing"

	"github.com/hookguard/hookguard"
)

// "${TMPDIR:-/tmp}/x" is /tmp/x or $TMPDIR/x, both scratch: judged at both places, where the
// line cannot set TMPDIR out of the model's sight. A TMPDIR that is no scratch directory, or
// a line that may set it, is judged as before.
func TestTmpdirDefault(t *testing.T) {
	w := newWorld(t)
	must(t, os.WriteFile(w.root+"/vars.sh", []byte("NODE_ENV=test\n"), 0o644))
	run := func(cmd string) hookguard.Verdict {
		ev := w.ev(hookguard.PreShell)
		ev.Command = cmd
		return w.judge(t, ev)
	}
	for _, c := range []string{
		`rm -rf "${TMPDIR:-/tmp}/webapp-build"`,
		`mkdir -p "${TMPDIR:-/tmp}/x" && cp -r src "${TMPDIR:-/tmp}/x/"`,
		`echo x > "${TMPDIR:-/tmp}/log.txt"`,
		`printf %s "$X" > "${TMPDIR:-/tmp}/b"`,
		// naming or reading TMPDIR sets nothing; a sourced file the model read sets other names
		`echo "$TMPDIR" > "${TMPDIR:-/tmp}/log.txt"`,
		`source ./vars.sh; rm -rf "${TMPDIR:-/tmp}/webapp-build"`,
	} {
		if v := run(c); v.Decision != hookguard.Allow {
			t.Errorf("%s: %s/%s %s", c, v.Guard, v.Rule, v.Reason)
		}
	}
	for _, c := range []string{
		`rm -rf "${TMPDIR:-/tmp}/$X"`,
		`rm -rf "${TMPDIR:-/etc}/x"`,
		`TMPDIR=$X; rm -rf "${TMPDIR:-/tmp}/.ssh"`,
		`read TMPDIR; rm -rf "${TMPDIR:-/tmp}/.ssh"`,
		`source ./env.sh; rm -rf "${TMPDIR:-/tmp}/.ssh"`,
		`eval "$(cat e)"; rm -rf "${TMPDIR:-/tmp}/.ssh"`,
		`printf -v "$n" %s ~; rm -rf "${TMPDIR:-/tmp}/.ssh"`,
		`declare "$n=$HOME"; rm -rf "${TMPDIR:-/tmp}/.ssh"`,
		`rm -rf "${TMPDIR-/tmp}/x"`,
		`rm -rf "$TMPDIR/x"`,
		`TMPDIR=$HOME rm -rf "${TMPDIR:-/tmp}/cache"`,
		// ways to set it that no TMPDIR in the line's text shows
		`python3 -c "import os; os.environ['TMP'+'DIR']=os.path.expanduser('~'); os.system('rm -rf \${TMPDIR:-/tmp}/.ssh')"`,
		`cd ~; coproc TMPDIR { :; }; rm -rf "${TMPDIR:-/tmp}/.ssh"`,
		`read n; let "$n=1"; rm -rf "${TMPDIR:-/tmp}/.ssh"`,
		`source ~/.profile; rm -rf "${TMPDIR:-/tmp}/.ssh"`,
	} {
		if v := run(c); v.Decision == hookguard.Allow {
			t.Errorf("%s: allowed", c)
		}
	}
	// Where the hook's TMPDIR is no scratch directory, the second place is judged as it is.
	w.g.getenv = func(k string) string {
		if k == "TMPDIR" {
			return w.home
		}
		return ""
	}
	if v := run(`rm -rf "${TMPDIR:-/tmp}/.ssh"`); v.Decision == hookguard.Allow {
		t.Errorf("TMPDIR=home: allowed")
	}
}
