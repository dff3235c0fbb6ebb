package shell

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// TestArraysGrownApart: arrays that grew from one another share their elements' storage
// (arrays.go, tail); each still holds only its own elements. A subshell's, a branch's or a
// loop pass's additions are not the elements of the array they started from, which grows on
// its own afterwards; and the lookup map a large associative array keeps answers each array
// for its own keys.
func TestArraysGrownApart(t *testing.T) {
	ctx := Context{Cwd: "/p", Home: "/h", Root: "/p"}
	var keys strings.Builder
	keys.WriteString("declare -A m; ")
	for i := range 2 * scanKeys {
		fmt.Fprintf(&keys, "m[k%d]=v; ", i)
	}
	big := keys.String()
	for src, want := range map[string][]string{
		`c=(a b); (c+=(rm); "${c[2]}" -rf /srv); c+=(ls); "${c[2]}" -l`:               {"rm -rf /srv", "ls -l"},
		`c=(a b); (c[2]=rm; "${c[2]}" -rf /srv); c[2]=ls; "${c[2]}" -l`:               {"rm -rf /srv", "ls -l"},
		`c=(a b); (c+=(rm)); echo "${c[@]}"`:                                          {"echo a b"},
		`c=(a b); (c+=(rm)); c+=(x y); echo "${c[@]}"`:                                {"echo a b x y"},
		`c=(a b); (c[0]=rm); c+=(x); echo "${c[@]}"`:                                  {"echo a b x"},
		`c=(a b); (unset 'c[0]'); c+=(x); echo "${c[@]}"`:                             {"echo a b x"},
		`c=(a); (c+=(b); c+=(rm); "${c[2]}" -rf /srv); c+=(x); c+=(ls); "${c[2]}" -l`: {"rm -rf /srv", "ls -l"},
		`declare -A m=([a]=x); (m[b]=rm; "${m[b]}" -rf /srv); m[b]=ls; "${m[b]}" -l`:  {"rm -rf /srv", "ls -l"},
		`declare -A m=([a]=x); (m[b]=rm); echo "${m[b]-unset}"`:                       {"echo unset"},
		big + `(m[z]=rm; "${m[z]}" -rf /srv); echo "${m[z]-unset}" "${m[k3]}"`:        {"rm -rf /srv", "echo unset v"},
		big + `(m[z]=rm); m[z]=ls; "${m[z]}" -l; echo "${#m[@]}"`:                     {"ls -l", "echo 34"},
		big + `m[k5]=rm; "${m[k5]}" -rf /srv; echo "${m[k6]}" "${#m[@]}"`:             {"rm -rf /srv", "echo v 33"},
		big + `(unset 'm[k1]'; echo "${m[k1]-unset}"); echo "${m[k1]}"`:               {"echo unset", "echo v"},
	} {
		s := Parse(src, ctx)
		var got []string
		for _, c := range s.Commands {
			if c.Name != "rm" && c.Name != "ls" && c.Name != "echo" {
				continue
			}
			got = append(got, strings.Join(c.Argv(), " "))
		}
		if strings.Join(got, "; ") != strings.Join(want, "; ") {
			t.Errorf("%s\n   runs %q, want %q", src, got, want)
		}
	}
}

// TestArrayGrowthLinear: a script that sets an array's elements one by one costs in
// proportion to its length. Each new element copied the whole array before (20,000 lines
// took 20 s and 120 MB): what the walk allocates per line stays the same from 2,000 lines
// to 20,000, where it grew with the length.
func TestArrayGrowthLinear(t *testing.T) {
	ctx := Context{Cwd: "/p", Home: "/h", Root: "/p"}
	for name, line := range map[string]func(i int) string{
		"indexed":     func(i int) string { return fmt.Sprintf("c[%d]=v%d\n", i, i) },
		"appended":    func(i int) string { return fmt.Sprintf("c+=(v%d)\n", i) },
		"associative": func(i int) string { return fmt.Sprintf("m[k%d]=v%d\n", i, i) },
		"from itself": func(i int) string { return fmt.Sprintf("m[k%d]=${m[k%d]}.\n", i, max(i-1, 0)) },
		"scalar":      func(int) string { return "x=\"$x.\"\n" },
	} {
		perLine := func(n int) float64 {
			var b strings.Builder
			b.WriteString("declare -A m\n")
			for i := range n {
				b.WriteString(line(i))
			}
			src := b.String()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			s := Parse(src, ctx)
			runtime.ReadMemStats(&after)
			if s.Err != nil {
				t.Fatalf("%s: %v", name, s.Err)
			}
			return float64(after.TotalAlloc-before.TotalAlloc) / float64(n)
		}
		small, large := perLine(2000), perLine(20000)
		if large > 2*small {
			t.Errorf("%s: %.0f bytes a line for 20,000 lines against %.0f for 2,000: the walk's cost grows with the array", name, large, small)
		}
	}
}
