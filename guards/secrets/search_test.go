package secrets

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// A harness search is judged by the files it opens, as the tool really filters them.
func TestSearches(t *testing.T) {
	f := newFixture(t)
	for p, s := range map[string]string{".git/HEAD": "ref: x\n", "deploy/id_rsa": "k\n", "deploy/notes.txt": "n\n", "ignored/.env.local": "A=1\n", ".gitignore": "ignored/\n"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(f.root, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(f.root, p), []byte(s), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	grep := func(dir string, mod func(*hookguard.Search)) hookguard.Search {
		s := hookguard.Search{Dir: dir, Hidden: true, Ignores: true}
		if mod != nil {
			mod(&s)
		}
		return s
	}
	for _, c := range []struct {
		name, tool string
		s          hookguard.Search
		block      string // a word the reason holds; "" for allow
	}{
		{"Grep over the root opens .env", "Grep", grep(f.root, nil), `glob: "!.env* !id_rsa"`},
		{"Grep of a subdirectory with a key", "Grep", grep(f.root+"/deploy", nil), "id_rsa"},
		{"Grep of src", "Grep", grep(f.root+"/src", nil), ""},
		{"Grep with a type", "Grep", grep(f.root, func(s *hookguard.Search) { s.Typed = true }), ""},
		{"Grep with a source glob", "Grep", grep(f.root, func(s *hookguard.Search) { s.Only = []string{"*.go"} }), ""},
		{"Grep with braces naming .env", "Grep", grep(f.root, func(s *hookguard.Search) { s.Only = []string{"*.{go,env}"} }), ".env"},
		{"Grep leaving them out", "Grep", grep(f.root, func(s *hookguard.Search) { s.Not = []string{".env*", "id_rsa"} }), ""},
		{"an ignored .env is not searched", "Grep", grep(f.root+"/ignored", nil), ""},
		{"unless ignores are off", "grep_search", grep(f.root+"/ignored", func(s *hookguard.Search) { s.Ignores = false }), "include_pattern"},
		{"a glob picks an ignored file", "Grep", grep(f.root+"/ignored", func(s *hookguard.Search) { s.Only = []string{".env*"} }), ".env.local"},
		{"read_many_files keeps the ignore skip", "read_many_files", grep(f.root+"/ignored", func(s *hookguard.Search) { s.Only = []string{"**"}; s.OnlyKeepsSkips = true }), ""},
		{"read_many_files of everything", "read_many_files", grep(f.root, func(s *hookguard.Search) {
			s.Only = []string{"**"}
			s.OnlyKeepsSkips = true
			s.Not = []string{"**/.env"}
		}), `exclude: ["**/id_rsa"]`},
		{"no hidden files: rg's default", "grep_search", grep(f.root, func(s *hookguard.Search) { s.Hidden = false; s.Not = []string{"id_rsa"} }), ""},
		{"depth 1 stays out of deploy", "read_many_files", grep(f.root, func(s *hookguard.Search) { s.Depth = 1; s.Not = []string{".env"} }), ""},
		{"a file searched is judged by the read", "Grep", grep(f.root+"/README.md", nil), ""},
	} {
		ev := f.ev(hookguard.PreRead)
		ev.Tool, ev.Reads, ev.Searches = c.tool, []string{c.s.Dir}, []hookguard.Search{c.s}
		v := judge(t, New(), ev)
		switch {
		case c.block == "" && v.Decision != hookguard.Allow:
			t.Errorf("%s: blocked: %s", c.name, v.Reason)
		case c.block != "" && (v.Decision != hookguard.Block || !strings.Contains(v.Reason, c.block)):
			t.Errorf("%s: want a block naming %q, got %v: %s", c.name, c.block, v.Decision, v.Reason)
		}
	}
}

func TestSearchAdviceExamples(t *testing.T) {
	for _, a := range append(searchAdvices[:], defaultSearchAdvice) {
		if got := a.exclude([]string{".env*"}); !strings.Contains(got, a.example) {
			t.Errorf("%s: %q does not hold its example %q", a.name, got, a.example)
		}
	}
	for in, want := range map[string]string{".env.production": ".env*", "config/.envrc": ".env*", "deploy/id_rsa (a link to x)": "id_rsa", "prod.env": "prod.env"} {
		if got := exclusionFor(in); got != want {
			t.Errorf("exclusionFor(%q) = %q, want %q", in, got, want)
		}
	}
	got := expandBraces([]string{"*.{go,ts}", "{a,b}/{c,d}", "x"})
	sort.Strings(got)
	if got := strings.Join(got, " "); got != "*.go *.ts a/c a/d b/c b/d x" {
		t.Errorf("expandBraces: %s", got)
	}
}

// A shell search's reason names the exclusion in the searcher's own syntax.
func TestExclusionHints(t *testing.T) {
	for name, want := range map[string]string{"rg": "rg -g '!.env*'", "grep": "grep --exclude='.env*'", "git": "':(glob,exclude)**/.env*'", "fd": "fd -E '.env*'",
		"find": "-not -name '.env*'", "zip": "-x '.env*'", "ls": "ls -A -I '.env*'", "cat": "rg -g '!.env*'"} {
		if got := exclusionHint(name, ".env*"); !strings.Contains(got, want) {
			t.Errorf("%s: %q lacks %q", name, got, want)
		}
	}
}
