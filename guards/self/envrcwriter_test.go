package self

import (
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// An .envrc whose text is a program's output is code nobody read, run later by direnv in
// every shell that enters the directory: it is judged by what it could be. Text the line
// spells out, or takes from a file or an input it can read, stays judged by what it says.
func TestEnvrcUnknownWriter(t *testing.T) {
	w := newWorld(t)
	write(t, w.root+"/gen.sh", []byte("#!/bin/sh\necho 'use nix'\n"), 0o755)
	cases := []struct {
		cmd   string
		block bool
	}{
		{"./gen.sh > .envrc", true},
		{"./gen.sh >> .envrc", true},
		{"python3 mkenv.py > .envrc", true},
		{"node -e 'console.log(process.argv[1])' x > .envrc", true},
		{"$GEN > .envrc", true},
		{"./gen.sh 2> .envrc", true},
		{"./gen.sh > /dev/null 2>> sub/.envrc", true},
		{"bash -c './gen.sh > .envrc'", true},
		{"sudo -u me ./gen.sh > .env.local.rc", true},
		{`echo "export PATH=$(./gen.sh):$PATH" > .envrc`, true},
		{"echo \"use `./gen.sh`\" >> .envrc", true},
		{`printf 'export X=%s\n' "$(./gen.sh)" >> .envrc`, true},
		{"echo 'use flake' > .envrc", false},
		{`echo "PATH_add $HOME/bin" >> .envrc`, false},
		{"printf 'layout python\\n' > .envrc", true}, // its virtualenv's bin/ is on PATH, and the agent's to fill
		{"cat <<'E' > .envrc\nuse flake\nE", false},
		{"./gen.sh > envrc.txt", false},
		{"./gen.sh > out.txt; echo 'use nix' > .envrc", false},
		{": > .envrc", false},
	}
	for _, c := range cases {
		v := w.shell(t, c.cmd)
		if c.block && (v.Rule != "envrc" || !v.NoCode) || !c.block && v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s (%s), want block %v", c.cmd, v.Decision, v.Rule, v.Reason, c.block)
		}
		if c.block && v.Rule == "envrc" && strings.Contains(c.cmd, "gen.sh >") && !strings.Contains(v.Reason, "prints") {
			t.Errorf("%q: the reason should say the text is a program's output: %s", c.cmd, v.Reason)
		}
	}
}
