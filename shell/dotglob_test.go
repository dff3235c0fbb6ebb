package shell

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hookguard/hookguard/paths"
)

// Under dotglob a pattern names what it names by bash's default rule and what its hidden
// variants name: checked both ways against names with and without a leading dot.
func TestHiddenVariantsUnderDotglob(t *testing.T) {
	// The one-component patterns against names: under dotglob the pattern and its variants by
	// the default rule name the same files.
	// (. and .. are left out: bash 5.2 never expands a pattern to them, and the guards' own
	// matching skips them too.)
	names := []string{".env", ".env.local", ".x", "env", "a.txt", ".git", ".e"}
	for _, pat := range []string{"*", "?env", "*env", "*.*", ".*", "[.]env", "??*", "*.local", "*[.]*"} {
		for _, n := range names {
			under := globMatch(pat, n, true)
			by := GlobMatch(pat, n)
			for _, v := range paths.HiddenVariants(pat) {
				by = by || GlobMatch(v, n)
			}
			if under != by {
				t.Errorf("%q on %q: under dotglob %v, by the default rule with its variants %v", pat, n, under, by)
			}
		}
	}
}

// The option is followed as bash has it: on by shopt, bash -O, BASHOPTS, GLOBIGNORE set to
// some text; off by shopt -u and unset GLOBIGNORE; kept in a subshell; on after a branch that
// turns it on; and part of the state a function's replay compares.
func TestDotGlobFollowed(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{".env", "a.txt"} {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// cats lists the words of every cat the line runs.
	cats := func(src string) [][]string {
		var out [][]string
		for _, c := range Parse(src, Context{Cwd: dir, Home: "/h", Root: dir}).Commands {
			if c.Name == "cat" {
				out = append(out, c.Args)
			}
		}
		return out
	}
	dotted := func(src string) bool {
		for _, args := range cats(src) {
			if slices.Contains(args, ".*") || slices.Contains(args, ".env") {
				return true
			}
		}
		return false
	}
	for _, src := range []string{
		`shopt -s dotglob; cat *`,
		`shopt -s nullglob dotglob; cat *`,
		`GLOBIGNORE=x; cat *`,
		`GLOBIGNORE=x; GLOBIGNORE=; cat *`,
		`declare GLOBIGNORE=q; cat *`,
		`read GLOBIGNORE <<< q; cat *`,
		`printf -v GLOBIGNORE q; cat *`,
		`n=$1; printf -v "$n" x; cat *`,
		`f() { local GLOBIGNORE=x; cat *; }; f`,
		`bash -O dotglob -c 'cat *'`,
		`env BASHOPTS=dotglob bash -c 'cat *'`,
		`o=dotglob; shopt -s $o; cat *`,
		`shopt -s "$1"; cat *`,
		`if [ -n "$X" ]; then shopt -s dotglob; fi; cat *`,
		`shopt -s dotglob; for f in *; do cat "$f"; done`,
		`shopt -s dotglob; f() { cat *; }; f`,
		`f() { cat *; }; f; shopt -s dotglob; f`,
		`shopt -s dotglob extglob; cat !(a.txt)`,
	} {
		if !dotted(src) {
			t.Errorf("%s: cat %q, want its pattern to name .env", src, cats(src))
		}
	}
	for _, src := range []string{
		`cat *`,
		`GLOBIGNORE=x cat *`,
		`GLOBIGNORE=; cat *`,
		`shopt -s dotglob; shopt -u dotglob; cat *`,
		`GLOBIGNORE=x; unset GLOBIGNORE; cat *`,
		`shopt -s dotglob; unset GLOBIGNORE; cat *`,
		`( shopt -s dotglob ); cat *`,
		`bash -c 'shopt -s dotglob'; cat *`,
		`shopt -s -o dotglob; cat *`, // no such set -o option
		`for f in *; do cat "$f"; done`,
	} {
		if dotted(src) {
			t.Errorf("%s: cat %q, want .env left out, as bash does", src, cats(src))
		}
	}
	// The last `cat` of a line that turns it on in a function called again is walked anew.
	src := `f() { cat *; }; f; shopt -s dotglob; f`
	if got := cats(src); len(got) != 2 || slices.Contains(got[0], ".*") || !slices.Contains(got[1], ".*") {
		t.Errorf("%s: cats %q, want the second only to name dotfiles", src, got)
	}
}
