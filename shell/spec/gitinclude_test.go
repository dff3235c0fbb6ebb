package spec

import "testing"

// The file an include.path names, as git's own config.c reads it: ~ and ~user expanded, a
// relative path from the including file's directory.
func TestGitIncludePath(t *testing.T) {
	const home, in = "/home/ann", "/repo/.git/config"
	for _, tc := range []struct {
		value, home, want string
		ok                bool
	}{
		{"~/.hooks.inc", home, "/home/ann/.hooks.inc", true},
		{"~", home, "/home/ann", true},
		{"~/x", "", "", false},
		{"~bob/x.inc", home, "/home/bob/x.inc", true},
		{"~ann/x.inc", home, "/home/ann/x.inc", true},
		{"shared.inc", home, "/repo/.git/shared.inc", true},
		{"../up.inc", home, "/repo/up.inc", true},
		{"/etc/team.inc", home, "/etc/team.inc", true},
	} {
		got, ok := GitIncludePath(tc.value, in, tc.home)
		if got != tc.want || ok != tc.ok {
			t.Errorf("GitIncludePath(%q, %q, %q) = %q, %v; want %q, %v", tc.value, in, tc.home, got, ok, tc.want, tc.ok)
		}
	}
}
