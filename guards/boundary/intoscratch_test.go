package boundary

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// An extraction into a scratch directory itself (tar -C /tmp, unzip -d /tmp) writes entries
// inside it, not the directory: it passes, whether the archive can be read yet or not. What
// lies below the scratch directory and is no scratch still counts: a home, a root, a
// directory on PATH, for an extraction into any scratch directory that holds one.
func TestExtractIntoScratchRoot(t *testing.T) {
	w := newWorld(t)
	must(t, os.WriteFile(w.scratch+"/bad.tgz", []byte("not a gzip"), 0o644))
	run := func(cmd string) hookguard.Verdict {
		ev := w.ev(hookguard.PreShell)
		ev.Command = cmd
		return w.judge(t, ev)
	}
	s := w.scratch
	for _, c := range []string{
		"tar -xzf go1.22.0.linux-amd64.tar.gz -C " + s,
		"tar -xzf " + s + "/bad.tgz -C " + s + "/",
		"unzip -o artifact.zip -d " + s,
		"curl -sL https://example.com/x.tgz | tar -xz -C " + s,
	} {
		if v := run(c); v.Decision != hookguard.Allow {
			t.Errorf("%s: %s/%s %s", c, v.Guard, v.Rule, v.Reason)
		}
	}
	// /var/tmp, a scratch directory no other holds, that holds none of this world's
	for _, c := range []string{
		"tar -xzf go1.22.0.linux-amd64.tar.gz -C /var/tmp",
		"unzip -o artifact.zip -d /var/tmp/",
	} {
		if _, err := os.Stat("/var/tmp"); err != nil {
			break
		}
		if v := run(c); v.Decision != hookguard.Allow {
			t.Errorf("%s: %s/%s %s", c, v.Guard, v.Rule, v.Reason)
		}
	}
	blocked := func(c string) {
		t.Helper()
		if v := run(c); v.Decision == hookguard.Allow {
			t.Errorf("%s: allowed", c)
		}
	}
	// the directory that holds the home and the project, itself below /tmp
	blocked("tar -xzf go.tgz -C " + s + "/../home")
	blocked("unzip x.zip -d " + filepath.Dir(w.home))
	// a directory on PATH below the scratch directory: an entry bin/git would shadow git
	must(t, os.MkdirAll(s+"/bin", 0o755))
	w.g.getenv = func(k string) string {
		switch k {
		case "HOME":
			return w.home
		case "TMPDIR":
			return s
		case "PATH":
			return s + "/bin:/usr/bin"
		}
		return ""
	}
	blocked("tar -xzf go.tgz -C " + s)
	blocked("unzip go.zip -d " + s)
	blocked("touch /var/tmp")
	blocked("chmod 777 /var/tmp/")
	// a scratch directory that holds the home, and with it the project
	base := filepath.Dir(filepath.Dir(w.home))
	w.g.getenv = func(k string) string {
		switch k {
		case "HOME":
			return w.home
		case "TMPDIR":
			return base
		}
		return ""
	}
	blocked("tar -xzf go.tgz -C " + base)
	blocked("unzip -o artifact.zip -d " + base)
}
