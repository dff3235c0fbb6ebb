package paths

import (
	"path/filepath"
	"strings"
	"testing"
)

var cleanCases = []string{
	"", "/", ".", "..", "../..", "../a", "a/..", "a/../b", "/..", "/../a", "//", "/a//b", "/a/./b",
	"/a/b/", "/a/b/.", "/a/b/..", "a", "a/b", "./a", "a/.", "...", "/.../a", "a/..b", "..a",
	"/home/u/.config/hookguard", "x/../../y", "../../x/..", ".hidden/.x", "/a/b/c.d/e",
	"runners", "hook.sh", ".hookguard/runners", ".claude/settings.local.json", "a/b/c", "./a",
	"a/", "a//b", "/abs", "a/.", ".a/..b", "/tmp/x y", "rel/dir",
	// case and folding: EqualFold is held to strings.EqualFold on these
	"/HOME/u/.Claude/Settings.json", "/home/u/.claude/settings.json", "/home/u/.claude/settings.jsoK",
	"/home/u/.claude/settings.jso\u212a", "\u212a", "k", "K", "ſ", "S", "/a/ſ", "/a/s", "é/x", "É/X",
}

// TestCleanIsFilepathClean holds Clean and Join to filepath's answers on every kind of path:
// they only skip work, never answer otherwise.
func TestCleanIsFilepathClean(t *testing.T) {
	for _, p := range cleanCases {
		if got, want := Clean(p), filepath.Clean(p); got != want {
			t.Errorf("Clean(%q) = %q, filepath.Clean says %q", p, got, want)
		}
		if got, want := Dir(p), filepath.Dir(p); got != want {
			t.Errorf("Dir(%q) = %q, filepath.Dir says %q", p, got, want)
		}
		for _, d := range cleanCases {
			if got, want := EqualFold(d, p), strings.EqualFold(d, p); got != want {
				t.Errorf("EqualFold(%q, %q) = %v, strings.EqualFold says %v", d, p, got, want)
			}
			if got, want := Join(d, p), filepath.Join(d, p); got != want {
				t.Errorf("Join(%q, %q) = %q, filepath.Join says %q", d, p, got, want)
			}
		}
	}
}

// TestIsCleanFindsCleanPaths checks the fast path is taken where it should be: a Clean that
// always fell back to filepath would pass the test above and save nothing.
func TestIsCleanFindsCleanPaths(t *testing.T) {
	for _, p := range []string{"/", ".", "..", "../a", "a/b", "/home/u/x.txt", "..a/b", "/.../x"} {
		if !isClean(p) {
			t.Errorf("isClean(%q) = false, want true", p)
		}
	}
	for _, p := range []string{"", "//", "/a/", "a/.", "/a/../b", "a/..", "./a", "/a//b", "/.."} {
		if isClean(p) {
			t.Errorf("isClean(%q) = true, want false", p)
		}
	}
}

func FuzzClean(f *testing.F) {
	for _, p := range cleanCases {
		f.Add(p, "/home/u")
	}
	f.Fuzz(func(t *testing.T, p, d string) {
		if got, want := Clean(p), filepath.Clean(p); got != want {
			t.Errorf("Clean(%q) = %q, filepath.Clean says %q", p, got, want)
		}
		if got, want := Join(d, p), filepath.Join(d, p); got != want {
			t.Errorf("Join(%q, %q) = %q, filepath.Join says %q", d, p, got, want)
		}
		if got, want := Dir(p), filepath.Dir(p); got != want {
			t.Errorf("Dir(%q) = %q, filepath.Dir says %q", p, got, want)
		}
		if got, want := EqualFold(d, p), strings.EqualFold(d, p); got != want {
			t.Errorf("EqualFold(%q, %q) = %v, strings.EqualFold says %v", d, p, got, want)
		}
		checkMeta(t, p)
	})
}

// TestHasMetaIsContainsAny holds HasMeta and HasMetaOrEscape to strings.ContainsAny's answers.
func TestHasMetaIsContainsAny(t *testing.T) {
	for _, s := range append(cleanCases, "*", "a?", "[ab]", `a\b`, `\`, "x*y/z", "**/", "é[", "ſ*", "plain", "a]b") {
		checkMeta(t, s)
	}
}

func checkMeta(t *testing.T, s string) {
	t.Helper()
	if got, want := HasMeta(s), strings.ContainsAny(s, "*?["); got != want {
		t.Errorf("HasMeta(%q) = %v, strings.ContainsAny says %v", s, got, want)
	}
	if got, want := HasMetaOrEscape(s), strings.ContainsAny(s, `*?[\`); got != want {
		t.Errorf("HasMetaOrEscape(%q) = %v, strings.ContainsAny says %v", s, got, want)
	}
}

// BenchmarkCleanJoin is what a guard does to each path of a script: Clean a word, Join it to a
// directory, take its Dir, and ask whether it holds a pattern byte.
// go test -run X -bench CleanJoin -benchmem ./paths
func BenchmarkCleanJoin(b *testing.B) {
	dirs := []string{"/home/dev/src/project", "/home/dev/.config/hookguard", "/tmp"}
	names := []string{"dist/app-linux-amd64", ".claude/settings.local.json", "internal/auth/session.go", "*.log", "../x"}
	for b.Loop() {
		for _, d := range dirs {
			for _, n := range names {
				p := Join(d, Clean(n))
				_ = Dir(p)
				_ = HasMeta(p)
			}
		}
	}
}

// TestEightAtATime puts each byte searched for at every place of strings longer than the eight
// bytes looked at together, next to bytes one away from it, for HasMeta and HasMetaOrEscape.
func TestEightAtATime(t *testing.T) {
	for n := 1; n <= 24; n++ {
		for at := 0; at < n; at++ {
			for _, c := range []byte{'*', '?', '[', '\\', '/', ')', '+', '0', 'Z', ']', '.', '\x80', 0} {
				b := []byte(strings.Repeat("a", n))
				for i := range b {
					b[i] = "ab.-_+)>\x81\x00"[i%10]
				}
				b[at] = c
				s := string(b)
				checkMeta(t, s)
				if p := "/" + s; Clean(p) != filepath.Clean(p) {
					t.Errorf("Clean(%q) = %q, filepath.Clean says %q", p, Clean(p), filepath.Clean(p))
				}
			}
		}
	}
}
