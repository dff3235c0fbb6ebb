package paths

import "testing"

func TestWindows(t *testing.T) {
	for _, c := range []struct {
		p    string
		want bool
	}{
		{`C:\Users\dev`, true},
		{`c:/Users/dev`, true},
		{`D:`, true},
		{`\\server\share\x`, true},
		{`\\?\C:\Users\x`, true},
		{`\\.\PhysicalDrive0`, true},
		{`/home/u/project/\\?\C:\Users\x`, true}, // joined under the cwd by a harness
		{`/home/u/project/C:\x`, true},
		{`/home/u/project/src/x.go`, false},
		{`//etc/hosts`, false}, // a POSIX double slash, not UNC
		{`/home/u/a:b/c`, false},
		{`/home/u/project/ab:\x`, false},
	} {
		if got := Windows(c.p); got != c.want {
			t.Errorf("Windows(%q) = %v, want %v", c.p, got, c.want)
		}
	}
}

func TestHasPartRelWithinFold(t *testing.T) {
	if !HasPart("/r/.GIT/hooks", ".git") || HasPart("/r/.github/x", ".git") || HasPart("/r/x.git", ".git") {
		t.Error("HasPart compares whole components, case-insensitively")
	}
	if rel, ok := Rel("/r/a/b", "/r"); !ok || rel != "a/b" {
		t.Errorf("Rel = %q %v", rel, ok)
	}
	if rel, ok := Rel("/r", "/r"); !ok || rel != "" {
		t.Errorf("Rel(root) = %q %v", rel, ok)
	}
	if _, ok := Rel("/rr/a", "/r"); ok {
		t.Error("Rel must not match a string prefix")
	}
	if rel, ok := Rel("/a", "/"); !ok || rel != "a" {
		t.Errorf("Rel under / = %q %v", rel, ok)
	}
	if !WithinFold("/Home/U/.Config/Hookguard/x", "/home/u/.config/hookguard") || WithinFold("/home/u/.config/hookguard2", "/home/u/.config/hookguard") {
		t.Error("WithinFold")
	}
}
