package boundary

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// A scratch directory on the harness's PATH is no scratch: what is put there runs in place of
// the real program. The rest of the scratch directory, and a PATH of system directories only,
// stay quiet.
func TestWritesIntoPathDirectories(t *testing.T) {
	w := newWorld(t)
	bin := filepath.Join(w.scratch, "bin")
	pyroot := filepath.Join(w.scratch, "py")
	must(t, os.MkdirAll(bin, 0o755))
	must(t, os.MkdirAll(pyroot+"/bin", 0o755))
	env := w.g.getenv
	w.g.getenv = func(k string) string {
		if k == "PATH" {
			return bin + ":" + pyroot + "/bin:relative/bin::/usr/local/bin:/usr/bin:/bin"
		}
		return env(k)
	}
	run := func(cmd string) hookguard.Verdict {
		ev := w.ev(hookguard.PreShell)
		ev.Command = cmd
		return w.judge(t, ev)
	}
	for _, cmd := range []string{
		"cp /tmp/evil.sh " + bin + "/git",
		"ln -sf " + w.scratch + "/evil.sh " + bin + "/sh",
		"printf '#!/bin/sh\\n' > " + bin + "/python3",
		"GOBIN=" + bin + " go install example.com/x@latest",
		"go build -o " + bin + "/git .",
		"pip install --target " + bin + " x",
		"cargo install --root " + pyroot + " x",
		"cd " + bin + " && cp ../evil.sh ls",
	} {
		if v := run(cmd); v.Decision != hookguard.Block || v.Rule != "outside-roots" {
			t.Errorf("%q: got %v %s (%s), want a block", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	for _, cmd := range []string{
		"echo x > " + w.scratch + "/notes.txt",
		"cp build.log " + w.scratch + "/",
		"mkdir -p " + w.scratch + "/out && cp a " + w.scratch + "/out/",
		"rm -rf " + w.scratch + "/old",
		"go build -o " + w.scratch + "/app .",
		"mktemp -d",
		"mkdir -p bin && cp tool bin/tool",
	} {
		if v := run(cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s (%s), want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
}
