package paths

import (
	"math/rand"
	"strings"
	"testing"
)

func TestGlob(t *testing.T) {
	for _, c := range []struct {
		pat, name string
		want      bool
	}{
		// ** at any depth, none included (the protect pattern that protected one level only).
		{"src/**/secret.txt", "src/secret.txt", true},
		{"src/**/secret.txt", "src/a/secret.txt", true},
		{"src/**/secret.txt", "src/a/b/secret.txt", true},
		{"src/**/secret.txt", "src/a/b/other.txt", false},
		{"src/**/secret.txt", "lib/src/secret.txt", false},
		{"src/**/secret.txt", "srcx/secret.txt", false},
		// A trailing ** is the directory and its tree.
		{"secrets/**", "secrets", true},
		{"secrets/**", "secrets/a/b", true},
		{"secrets/**", "secretsx/a", false},
		{"secrets/", "secrets", true},
		// A leading ** and a name without a slash match at any depth.
		{"**/key.pem", "key.pem", true},
		{"**/key.pem", "a/b/key.pem", true},
		{"*.pem", "deep/dir/key.pem", true},
		{"*.pem", "key.pem", true},
		{"*.pem", "key.pem.bak", false},
		// * and ? stay within a component.
		{"src/*.go", "src/a.go", true},
		{"src/*.go", "src/a/b.go", false},
		{"src/?.go", "src/ab.go", false},
		{"src/[ab].go", "src/b.go", true},
		{"./config/*.yml", "config/app.yml", true},
		{"config/*.yml", "./config/app.yml", true},
		// ** in the middle of several.
		{"a/**/b/**/c", "a/b/c", true},
		{"a/**/b/**/c", "a/x/y/b/z/c", true},
		{"a/**/b/**/c", "a/x/y/z/c", false},
		{"**", "anything/at/all", true},
		{"**/*.tf", "infra/prod/main.tf", true},
		// Absolute patterns against absolute paths.
		{"/home/u/.ssh/**", "/home/u/.ssh/id_rsa", true},
		{"/home/u/.ssh/**", "/home/u/.sshx/id_rsa", false},
		// A ** that is part of a name is a *.
		{"src/a**b", "src/aXXb", true},
		{"src/a**b", "src/a/b", false},
		// Case-sensitive.
		{"Secret.txt", "secret.txt", false},
	} {
		if got := Glob(c.pat, c.name); got != c.want {
			t.Errorf("Glob(%q, %q) = %v, want %v", c.pat, c.name, got, c.want)
		}
	}
}

func TestGlobBelow(t *testing.T) {
	for _, c := range []struct {
		pat, dir string
		want     bool
	}{
		{"src/**/secret.txt", "src", true},
		{"src/**/secret.txt", "src/a/b", true},
		{"src/**/secret.txt", "", true},
		{"src/**/secret.txt", "lib", false},
		{"src/**/secret.txt", "src/secret.txt", true}, // src/secret.txt/secret.txt
		{"src/*.go", "src", true},
		{"src/*.go", "src/a", false},
		{"src/*.go", "", true},
		{"config/app.yml", "config/app.yml", false}, // the path itself is not below it
		{"config/app.yml", "config", true},
		{"config/app.yml", "conf", false},
		{"*.pem", "any/dir", true},
		{"secrets/**", "secrets", true},
		{"secrets/**", "secrets/a", true},
		{"secrets/**", "other", false},
		{"a//b", "a", false},
	} {
		if got := GlobBelow(c.pat, c.dir); got != c.want {
			t.Errorf("GlobBelow(%q, %q) = %v, want %v", c.pat, c.dir, got, c.want)
		}
	}
}

// TestGlobBelowAgreesWithGlob checks GlobBelow against Glob on concrete paths: whenever a
// path below dir matches, GlobBelow must say so.
func TestGlobBelowAgreesWithGlob(t *testing.T) {
	pats := []string{"src/**/secret.txt", "src/*.go", "*.pem", "a/**/b/**/c", "x/y/z", "**/gen/**", "k?/**"}
	names := []string{"src/secret.txt", "src/a/b/secret.txt", "src/a.go", "d/e.pem", "a/b/c", "a/q/b/r/c", "x/y/z",
		"p/gen/q.go", "k1/x", "k12/x"}
	for _, p := range pats {
		for _, n := range names {
			if !Glob(p, n) {
				continue
			}
			parts := strings.Split(n, "/")
			for k := 0; k < len(parts); k++ {
				dir := strings.Join(parts[:k], "/")
				if !GlobBelow(p, dir) {
					t.Errorf("%q matches %q, but GlobBelow(%q, %q) is false", p, n, p, dir)
				}
			}
		}
	}
}

func TestValidGlob(t *testing.T) {
	for p, ok := range map[string]bool{"src/**/x": true, "*.pem": true, "[x": false, "a/[/b": false, "": false, "  ": false} {
		if err := ValidGlob(p); (err == nil) != ok {
			t.Errorf("ValidGlob(%q) = %v, want ok=%v", p, err, ok)
		}
	}
}

func TestGlobManyStarsIsLinear(t *testing.T) {
	pat := strings.Repeat("**/", 30) + "z"
	name := strings.Repeat("a/", 2000) + "b"
	if Glob(pat, name) {
		t.Fatal("no z in the name")
	}
	if GlobBelow(pat, name) != true {
		t.Fatal("z below the name could match")
	}
}

// globBySplit is Glob as first written, splitting with strings.Split and making its rows: the
// stack-kept Glob must answer every pair the same.
func globBySplit(pattern, name string) bool {
	pattern = strings.TrimPrefix(pattern, "./")
	var pat []string
	if !strings.Contains(pattern, "/") {
		pat = []string{"**", pattern}
	} else {
		pat = strings.Split(strings.TrimPrefix(pattern, "/"), "/")
		if n := len(pat); n > 1 && pat[n-1] == "" {
			pat = pat[:n-1]
		}
	}
	var segs []string
	if n := strings.Trim(strings.TrimPrefix(name, "./"), "/"); n != "" {
		segs = strings.Split(n, "/")
	}
	next := make([]bool, len(segs)+1)
	cur := make([]bool, len(segs)+1)
	next[len(segs)] = true
	for i := len(pat) - 1; i >= 0; i-- {
		for j := len(segs); j >= 0; j-- {
			switch {
			case pat[i] == "**":
				cur[j] = next[j] || j < len(segs) && cur[j+1]
			case j == len(segs):
				cur[j] = false
			default:
				cur[j] = next[j+1] && segMatch(pat[i], segs[j])
			}
		}
		next, cur = cur, next
	}
	return next[0]
}

// randomPath gives paths of up to max+1 of parts, sometimes rooted or led by "./" or "//",
// sometimes with a trailing slash.
func randomPath(r *rand.Rand, parts []string) func(max int) string {
	return func(max int) string {
		var b strings.Builder
		if r.Intn(3) == 0 {
			b.WriteString([]string{"/", "./", "//"}[r.Intn(3)])
		}
		for k := r.Intn(max); k >= 0; k-- {
			b.WriteString(parts[r.Intn(len(parts))])
			if k > 0 || r.Intn(4) == 0 {
				b.WriteString("/")
			}
		}
		return b.String()
	}
}

func TestGlobAsSplit(t *testing.T) {
	parts := []string{"", "a", "b", "*", "**", "?", "[ab]", ".env", "*.pem", "x.pem", ".", ".."}
	r := rand.New(rand.NewSource(7))
	join := randomPath(r, parts)
	for n := 0; n < 20000; n++ {
		p, name := join(4), join(6)
		if n%50 == 0 {
			name = strings.Repeat("d/", 40) + name // longer than the rows kept on the stack
		}
		if got, want := Glob(p, name), globBySplit(p, name); got != want {
			t.Fatalf("Glob(%q, %q) = %v, want %v", p, name, got, want)
		}
	}
	if a := testing.AllocsPerRun(100, func() { Glob("src/**/*.pem", "/home/u/project/src/a/b/key.pem") }); a != 0 {
		t.Errorf("Glob allocates %.0f times an ask, want none", a)
	}
}

// GlobLiterals never turns a match away: wherever Glob matches, the name holds every literal
// component of the pattern.
func TestGlobLiteralsKeepsMatches(t *testing.T) {
	parts := []string{"", "a", "b", "*", "**", "?", "[ab]", `\a`, ".env", "*.pem", "x.pem", ".", ".."}
	r := rand.New(rand.NewSource(11))
	join := randomPath(r, parts)
	for n := 0; n < 20000; n++ {
		p, name := join(4), join(6)
		if Glob(p, name) && !GlobLiterals(p, name) {
			t.Fatalf("GlobLiterals(%q, %q) = false, but Glob matches", p, name)
		}
	}
	if GlobLiterals("/p/dist/app-*", "/h/.local/state/hookguard/ledger.key") {
		t.Error("a pattern naming dist/ was not told from a path without it")
	}
}
