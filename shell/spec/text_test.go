package spec

import (
	"path"
	"strings"
	"testing"
	"time"
)

// matchSegmentsRecursive is MatchSegments as it was, a backtracking search: the reference the
// dynamic program must agree with.
func matchSegmentsRecursive(pat, segs []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			for i := 0; i <= len(segs); i++ {
				if matchSegmentsRecursive(pat[1:], segs[i:]) {
					return true
				}
			}
			return false
		}
		if len(segs) == 0 {
			return false
		}
		if ok, _ := path.Match(pat[0], segs[0]); !ok {
			return false
		}
		pat, segs = pat[1:], segs[1:]
	}
	return len(segs) == 0
}

// TestMatchSegmentsAgreesWithBacktracking runs every pattern against every path of a table,
// both ways: the dynamic program answers as the search did, for "**" runs, literal [..]
// names (a malformed class matches nothing), empty components and empty lists.
func TestMatchSegmentsAgreesWithBacktracking(t *testing.T) {
	pats := []string{"", "**", "**/**", "a", "a/b", "**/a", "a/**", "a/**/b", "**/a/**", "**/**/a", "a/**/**/b",
		"*", "*/*", "?", "a?", "[ab]", "[", "[a", "a/[", "x/[]", "[]]", "**/[", "\\[x]", "[x]", "*.go", "**/*.go",
		"src/**/*.go", "/", "a/", "/a", "a//b", "**//a", "a/**/", "//", ".env", "**/.env*", "*/.env", "**/x/**/y/**",
		"a/*/b", "a/*/*/b", "**/**/**/**", "[!a]", "[^a]/**", "a\\", "**/zz"}
	paths := []string{"", "a", "b", "a/b", "a/a", "a/b/b", "a/x/b", "a/x/y/b", "x/a", "x/y/a", "a/", "/a", "a//b", "//",
		"[", "x/[", "[x]", "x", "]", "src/main.go", "src/a/b/c.go", "main.go", ".env", "x/.env", "x/.env.local",
		"x/p/y/q", "x/y", "a/b/c/d/e", "zz", "q/zz", "a\\", "\\[x]"}
	split := func(s string) []string { return strings.Split(s, "/") }
	for _, p := range pats {
		for _, s := range paths {
			for _, segs := range [][]string{split(s), nil} {
				got, want := MatchSegments(split(p), segs), matchSegmentsRecursive(split(p), segs)
				if got != want {
					t.Errorf("MatchSegments(%q, %q) = %v, the search says %v", split(p), segs, got, want)
				}
			}
			if got, want := MatchSegments(nil, split(s)), matchSegmentsRecursive(nil, split(s)); got != want {
				t.Errorf("MatchSegments(nil, %q) = %v, the search says %v", s, got, want)
			}
		}
	}
}

// TestMatchSegmentsManyStars: a pattern of many "**" against a deep path that does not match
// costs the product of their lengths, not an exponential search (it took seconds).
func TestMatchSegmentsManyStars(t *testing.T) {
	pat := strings.Split(strings.Repeat("**/", 40)+"zz", "/")
	segs := strings.Split(strings.Repeat("d/", 40)+"x", "/")
	start := time.Now()
	if MatchSegments(pat, segs) {
		t.Fatal("matched a path without zz")
	}
	if !MatchSegments(pat, append(segs[:len(segs)-1:len(segs)-1], "zz")) {
		t.Fatal("did not match a path ending in zz")
	}
	if d := time.Since(start); d > 200*time.Millisecond {
		t.Fatalf("took %v", d)
	}
}

// VarRefs names the variables bash would expand in a text: a name starts with a letter or an
// underscore, so $1TOKEN is $1 and the text TOKEN; ${#X} and ${!X} name X.
func TestVarRefs(t *testing.T) {
	for s, want := range map[string]string{
		"$AWS_SECRET_ACCESS_KEY ": "AWS_SECRET_ACCESS_KEY", "+${GITHUB_TOKEN}: ": "GITHUB_TOKEN", "${#NPM_TOKEN}": "NPM_TOKEN",
		"${!REF}": "REF", "${DB_PASS:-x}$HOME": "DB_PASS HOME", "a$_X1.b": "_X1",
		"$1TOKEN": "", "$0API_KEY": "", "$$ $? $#": "", "price: 5$": "", "${1}": "",
	} {
		if got := strings.Join(VarRefs(s), " "); got != want {
			t.Errorf("VarRefs(%q) = %q, want %q", s, got, want)
		}
	}
}
