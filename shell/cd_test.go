package shell

import "testing"

// TestCdCwd: the directory each builtin that changes it leaves the walk in, read by the cd
// spec's own parse (-P, -L, --, a directory stack's +N).
func TestCdCwd(t *testing.T) {
	for src, want := range map[string]string{
		"cd /tmp && rm x":               "/tmp",
		"cd -P /srv && rm x":            "/srv",
		"cd -L -- /srv/a && rm x":       "/srv/a",
		"cd src && rm x":                "/p/src",
		"cd && rm x":                    "/h",
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
