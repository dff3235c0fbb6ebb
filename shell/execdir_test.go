package shell

import (
	"slices"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// TestExecdirPaths: a relative path of a command find -execdir runs is an entry below each
// start path (never the start itself), and, where the action may select a start, the path in
// the directory holding it; a path that climbs, a start only known when it runs, or links
// followed leave the directory unknown.
func TestExecdirPaths(t *testing.T) {
	show := func(src string) []string {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		var out []string
		for _, c := range s.Commands {
			if c.Name != "rm" {
				continue
			}
			for _, e := range c.Effects() {
				if e.Kind != spec.Delete {
					continue
				}
				p := e.Path
				s := p.Arg + "@" + p.Cwd
				if p.Found {
					s = "below " + s
				}
				if p.Filtered {
					s += " named " + strings.Join(p.Match, ",")
				}
				out = append(out, s)
			}
		}
		return out
	}
	for src, want := range map[string][]string{
		"find build -type d -name tmp -execdir rm -rf tmp \\;":       {"below build@/p named tmp"},
		"find build -execdir rm -rf tmp \\;":                         {"below build@/p named tmp", "tmp@/p"},
		"find build/ -execdir rm -f 'a*' \\;":                        {"below build/@/p named a\\*", "a*@/p"},
		"find a b -name '*.o' -execdir rm -f x/y.o \\;":              {"below a@/p named y.o", "below b@/p named y.o"},
		"find . -execdir rm -f . \\;":                                {"below .@/p"},
		"find / -maxdepth 0 -execdir rm -f etc \\;":                  {"below /@/p named etc"},
		"find -mindepth 1 -execdir rm -f x \\;":                      {"below .@/p named x"},
		"find build -path 'build/*' -execdir rm -f x \\;":            {"below build@/p named x"},
		"find build -name tmp -execdir rm -rf ../x \\;":              {"../x@"},
		"find \"$D\" -name tmp -execdir rm -rf tmp \\;":              {"tmp@"},
		"find -L build -name tmp -execdir rm -rf tmp \\;":            {"tmp@"},
		"find build -name tmp -execdir env -C \"$X\" rm -rf tmp \\;": {"tmp@"},
		"find build -name tmp -execdir sudo rm -rf tmp \\;":          {"below build@/p named tmp"},
		"find build -name tmp -exec rm -rf tmp \\;":                  {"tmp@/p"},
	} {
		got := show(src)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s:\n got %q\nwant %q", src, got, want)
		}
	}
}
