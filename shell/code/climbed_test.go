package code

import "testing"

// A path that climbs out of its unknown part with ".." is known only above that part: a new
// directory's parent (os.path.join(tempfile.mkdtemp(), "..")) is /tmp itself, not an entry of it.
func TestClimbed(t *testing.T) {
	for _, c := range []struct{ text, lead, want string }{
		{"/tmp/tmp{tmpdir}/..", "/tmp/tmp", "/tmp/"},
		{"/tmp/tmp" + HoleVar + "/..", "/tmp/tmp", "/tmp/"},
		{"/tmp/tmp{tmpdir}/a/../..", "/tmp/tmp", "/tmp/"},
		{"/tmp/tmp{tmpdir}/../..", "/tmp/tmp", "/"},
		{"/home/u/" + HoleVar + "/../../..", "/home/u/", "/"},
		{"~/x{d}/..", "~/x", "~/"},
		// Staying at or below the unknown name: the lead stands.
		{"/tmp/tmp{tmpdir}", "/tmp/tmp", "/tmp/tmp"},
		{"/tmp/tmp{tmpdir}/a/..", "/tmp/tmp", "/tmp/tmp"},
		{"/tmp/tmp{tmpdir}/..a", "/tmp/tmp", "/tmp/tmp"},
		{"/tmp/tmp{tmpdir}/a..b/x", "/tmp/tmp", "/tmp/tmp"},
	} {
		if got := climbed(c.text, c.lead); got != c.want {
			t.Errorf("climbed(%q, %q) = %q, want %q", c.text, c.lead, got, c.want)
		}
	}
	// Through Analyze: the fact's lead, which the guards judge a dynamic path by.
	for _, c := range []struct {
		l         Lang
		src, lead string
	}{
		{Python, `import shutil, tempfile, os; d = tempfile.mkdtemp(); shutil.rmtree(os.path.join(d, ".."))`, "/tmp/"},
		{Python, `import shutil, tempfile; d = tempfile.mkdtemp(); shutil.rmtree(d)`, "/tmp/tmp"},
		{Go, "d, _ := os.MkdirTemp(\"\", \"x\"); os.RemoveAll(filepath.Join(d, \"..\"))", "/tmp/"},
	} {
		var got []string
		for _, f := range Analyze(c.l, c.src, Options{}).List {
			if f.Kind == Delete {
				got = append(got, f.Lead)
			}
		}
		if len(got) != 1 || got[0] != c.lead {
			t.Errorf("%v %q: delete leads %q, want [%q]", c.l, c.src, got, c.lead)
		}
	}
}
