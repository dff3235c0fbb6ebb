package paths

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestAbs(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"~", "/home/u"},
		{"~/x/../y", "/home/u/y"},
		{"~u/z", "/home/u/z"},
		{"~bob/z", "/home/bob/z"},
		{"$HOME/.bashrc", "/home/u/.bashrc"},
		{"${HOME}", "/home/u"},
		{"a/b", "/home/u/p/a/b"},
		{"../../etc", "/home/etc"},
		{"/etc/./passwd", "/etc/passwd"},
	} {
		if got := filepath.Clean(Abs(c.in, "/home/u/p", "/home/u")); got != c.want {
			t.Errorf("Abs(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestWithin(t *testing.T) {
	for _, c := range []struct {
		p, root string
		want    bool
	}{
		{"/a/b", "/a", true},
		{"/a", "/a", true},
		{"/ab", "/a", false},
		{"/a/b", "/", true},
		{"/a", "", false},
	} {
		if got := Within(c.p, c.root); got != c.want {
			t.Errorf("Within(%q, %q) = %v", c.p, c.root, got)
		}
	}
}

func TestReal(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(filepath.Join(dir, "proj/docs/v2"), 0o755))
	must(os.MkdirAll(filepath.Join(dir, "home"), 0o755))
	must(os.Symlink(filepath.Join(dir, "home"), filepath.Join(dir, "proj/out")))
	must(os.Symlink("v2", filepath.Join(dir, "proj/docs/current")))
	must(os.Symlink(filepath.Join(dir, "home/missing/x"), filepath.Join(dir, "proj/dangling")))
	must(os.Symlink("loop", filepath.Join(dir, "proj/loop")))
	for _, c := range []struct{ in, want string }{
		{"proj/out/.bashrc", "home/.bashrc"},
		{"proj/docs/current/index.md", "proj/docs/v2/index.md"},
		{"proj/dangling", "home/missing/x"},
		{"proj/out/../proj", "proj"}, // .. applies to the resolved directory, as the kernel does
		{"proj/new/file", "proj/new/file"},
	} {
		if got := Real(dir + "/" + c.in); got != filepath.Join(dir, c.want) {
			t.Errorf("Real(%s) = %s, want %s", c.in, got, filepath.Join(dir, c.want))
		}
	}
	// A link loop ends without hanging.
	_ = Real(filepath.Join(dir, "proj/loop/x"))
}

// /proc/self names the process that reads it: the command's, not hookguard's. It is kept as
// spelled, cached or not, also when reached through another link (/dev/stdin on Linux).
func TestRealProcSelf(t *testing.T) {
	if _, err := os.Lstat("/proc/self"); err != nil {
		t.Skip("no /proc/self here")
	}
	for _, p := range []string{"/proc/self/environ", "/proc/self", "/proc/thread-self/environ", "/proc/self/fd/0", "/proc/self/cwd/.env"} {
		if _, err := os.Lstat(filepath.Dir(p)); err != nil {
			continue
		}
		if got := realWalk(p); got != p {
			t.Errorf("realWalk(%s) = %s, want it kept", p, got)
		}
		CacheResolutions()
		if got := Real(p); got != p {
			t.Errorf("Real(%s) = %s, want it kept", p, got)
		}
		cacheOn.Store(false)
	}
	if target, err := os.Readlink("/dev/stdin"); err == nil && strings.HasPrefix(target, "/proc/self/") {
		if got := realWalk("/dev/stdin"); !strings.HasPrefix(got, "/proc/self/") {
			t.Errorf("realWalk(/dev/stdin) = %s, want it under /proc/self", got)
		}
	}
}

// The cached resolution gives what the walk gives, for every path of a tree full of links.
func TestCachedRealMatchesWalk(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	mk := func(p string) { os.MkdirAll(filepath.Join(dir, p), 0o755) }
	ln := func(target, p string) {
		if err := os.Symlink(target, filepath.Join(dir, p)); err != nil {
			t.Fatal(err)
		}
	}
	mk("proj/docs/v2")
	mk("home/.ssh")
	os.WriteFile(filepath.Join(dir, "home/.ssh/id_rsa"), nil, 0o600)
	os.WriteFile(filepath.Join(dir, "proj/file"), nil, 0o600)
	ln(filepath.Join(dir, "home"), "proj/out")
	ln("v2", "proj/docs/current")
	ln("../out/.ssh", "proj/docs/keys")
	ln(filepath.Join(dir, "home/missing/x"), "proj/dangling")
	ln("loop", "proj/loop")
	ln("file", "proj/filelink")
	var all []string
	for _, p := range []string{"proj", "proj/out", "proj/out/.ssh/id_rsa", "proj/docs/current/index.md", "proj/docs/keys/id_rsa",
		"proj/dangling", "proj/dangling/more", "proj/loop/x", "proj/new/file", "proj/filelink/x", "proj/filelink", "home/.ssh", "nope/a/b",
		// Below what is absent, as the cache answers without asking the disk.
		"nope/a/b/c", "nope/a", "proj/dangling/more/deeper", "proj/new/file/x", "proj/filelink/x/y"} {
		all = append(all, filepath.Join(dir, p))
	}
	// As a script's words are written: the cache takes them cleaned, but for a ".." after a
	// link, which climbs from the link's target (keys/.. is home, not docs).
	for _, p := range []string{"/proj/./out//.ssh/id_rsa", "/proj/out/", "/proj/docs/keys/../x", "/proj/docs/current/../../file",
		"/proj/.../x", "/proj/./..."} {
		all = append(all, dir+p)
	}
	want := make([]string, len(all))
	for i, p := range all {
		want[i] = realWalk(p)
	}
	CacheResolutions()
	defer cacheOn.Store(false)
	for round := 0; round < 2; round++ { // the second round answers from the cache
		for i, p := range all {
			if got := Real(p); got != want[i] {
				t.Errorf("round %d: Real(%s) = %s, the walk says %s", round, p, got, want[i])
			}
		}
	}
}

func TestAbsent(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "here"), nil, 0o600)
	if Absent(filepath.Join(dir, "nope")) {
		t.Error("Absent answered with the cache off")
	}
	CacheResolutions()
	defer cacheOn.Store(false)
	for p, want := range map[string]bool{"here": false, "nope": true, "nope/deeper/x": true, ".": false} {
		r := Real(filepath.Join(dir, p))
		if got := Absent(r); got != want {
			t.Errorf("Absent(Real(%s)) = %v, want %v", p, got, want)
		}
	}
	// Below what the snapshot holds as missing nothing is there, though nobody resolved that
	// path; elsewhere nothing is known, and nothing is looked up to know it.
	for p, want := range map[string]bool{"nope/other/y": true, "here/../nope/w": true, "unasked": false, "here/x": false} {
		if got := Absent(filepath.Join(dir, p)); got != want {
			t.Errorf("Absent(%s) = %v, want %v", p, got, want)
		}
	}
}
