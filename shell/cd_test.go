package shell

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCdCwd: the directory each builtin that changes it leaves the walk in, read by the cd
// spec's own parse (-P, -L, --, a directory stack's +N).
func TestCdCwd(t *testing.T) {
	for src, want := range map[string]string{
		"cd /tmp && rm x":               "/tmp",
		"cd -P /srv && rm x":            "/srv",
		"cd -L -- /srv/a && rm x":       "/srv/a",
		"cd src && rm x":                "/p/src",
		"cd && rm x":                    "/h",
		"HOME=/srv; cd && rm x":         "/srv",
		"HOME=$X; cd && rm x":           "",
		"cd - && rm x":                  "",
		"pushd +1 && rm x":              "",
		"pushd /opt >/dev/null && rm x": "/opt",
		"popd && rm x":                  "",
		"cd /etc; pushd -n /p/a; rm x":  "/etc",
		"cd /etc; popd -n; rm x":        "/etc",
		"pushd /opt; pushd; rm x":       "",
		`cd "$X" && rm x`:               "",
	} {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		if last := s.Commands[len(s.Commands)-1]; last.Cwd != want {
			t.Errorf("%s: cwd %q, want %q", src, last.Cwd, want)
		}
	}
}

// TestCdPath: a relative cd goes through CDPATH where the line sets it: each entry in turn
// (an empty one or "." is the cwd), then the cwd; where an entry may be made by the line, or
// CDPATH is only known when it runs, the directory is unknown.
func TestCdPath(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{"a/etc", "p/etc", "p/sub"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	a, p := filepath.Join(root, "a"), filepath.Join(root, "p")
	for src, want := range map[string]string{
		"export CDPATH=/; cd etc && rm x":                        "/etc",
		"CDPATH=" + a + "; cd etc && rm x":                       a + "/etc",
		"CDPATH=" + a + " cd etc && rm x":                        a + "/etc",
		"CDPATH=:" + a + "; cd etc && rm x":                      p + "/etc",
		"CDPATH=.:" + a + "; cd etc && rm x":                     p + "/etc",
		"CDPATH=" + a + "; cd sub && rm x":                       p + "/sub",
		"CDPATH=" + a + "; cd ./etc && rm x":                     p + "/etc",
		"CDPATH=" + a + "; pushd etc && rm x":                    a + "/etc",
		"CDPATH=" + a + "; unset CDPATH; cd etc && rm x":         p + "/etc",
		"CDPATH=\"$X\"; cd etc && rm x":                          "",
		"CDPATH=/nowhere:" + a + "; cd etc && rm x":              a + "/etc",
		"mkdir -p /nowhere/etc; CDPATH=/nowhere; cd etc && rm x": "",
		"CDPATH=/; bash -c 'cd etc && rm x'":                     "/etc",
		"CDPATH=; cd etc && rm x":                                p + "/etc",
		"cd etc && rm x":                                         p + "/etc",
	} {
		s := Parse(src, Context{Cwd: p, Home: "/h", Root: p})
		if last := s.Commands[len(s.Commands)-1]; last.Cwd != want {
			t.Errorf("%s: cwd %q, want %q", src, last.Cwd, want)
		}
	}
}

// TestCdAbsent: a cd into a directory that is not there fails and leaves the shell where it
// was, so what follows it on its own is judged at both places (the cwd is unknown where they
// differ); what && runs is where the cd went, what || runs where the shell stayed.
func TestCdAbsent(t *testing.T) {
	root := t.TempDir()
	p := filepath.Join(root, "p")
	if err := os.MkdirAll(filepath.Join(p, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	gone := filepath.Join(root, "gone", "x")
	for src, want := range map[string]string{
		"cd " + gone + "; rm -rf ../docs":         "",
		"cd " + gone + "\nrm -rf ../docs":         "",
		"cd gone/x; rm -rf ../docs":               "",
		"pushd " + gone + "; rm -rf ../docs":      "",
		"(cd " + gone + "; rm -rf ../docs)":       "",
		"if true; then cd " + gone + "; rm x; fi": "",
		"cd " + gone + " && rm x":                 gone,
		"cd " + gone + " || rm x":                 p,
		"cd " + gone + " && echo; rm x":           "",
		"cd " + gone + " || exit 1; rm x":         "",
		// a directory that is there, or that the line makes first, is where the shell goes
		"cd sub; rm x":          p + "/sub",
		"cd " + root + "; rm x": root,
		"mkdir -p " + gone + "; cd " + gone + "; rm x": gone,
		"mkdir -p new; cd new; rm x":                   p + "/new",
		"cd " + gone + "; cd " + root + "; rm x":       root,
	} {
		s := Parse(src, Context{Cwd: p, Home: "/h", Root: p})
		if last := s.Commands[len(s.Commands)-1]; last.Cwd != want {
			t.Errorf("%q: cwd %q, want %q", src, last.Cwd, want)
		}
	}
}
