package shell

import (
	"strings"
	"testing"
)

// TestAssocArrays: an associative array's element looked up by a key the walk knows is the
// value set under that key, however the array was built (checked against bash 5.2); whole, in
// the shell's hash order, it stays unknown where two or more elements could come in either
// order.
func TestAssocArrays(t *testing.T) {
	ctx := Context{Cwd: "/p", Home: "/h", Root: "/p"}
	for src, want := range map[string]string{
		`declare -A m=([a]=rm); "${m[a]}" -rf /srv`:                                            "rm -rf /srv",
		`declare -A m=([p]=rm [f]=/srv); ${m[p]} -rf ${m[f]}`:                                  "rm -rf /srv",
		`declare -A m; m[p]=rm; m[a]=-rf; "${m[p]}" "${m[a]}" /srv`:                            "rm -rf /srv",
		`declare -A m; m[p]=r; m[p]+=m; "${m[p]}" -rf /srv`:                                    "rm -rf /srv",
		`declare -A m=(p rm a -rf); "${m[p]}" "${m[a]}" /srv`:                                  "rm -rf /srv",
		`declare -A m=([x-y]=rm); "${m[x-y]}" -rf /srv`:                                        "rm -rf /srv",
		`declare -A m=(["a b"]=rm); "${m["a b"]}" -rf /srv`:                                    "rm -rf /srv",
		`declare -A m=([a]=ls [b]=rm); k=b; "${m[$k]}" -rf /srv`:                               "rm -rf /srv",
		`typeset -A m=([a]=rm); "${m[a]}" -rf /srv`:                                            "rm -rf /srv",
		`f() { local -A m=([a]=rm); "${m[a]}" -rf "$1"; }; f /srv`:                             "rm -rf /srv",
		`declare -A m=([a]=rm); m+=([b]=x); "${m[a]}" -rf /srv`:                                "rm -rf /srv",
		`declare -A m=([a]=rm); declare -A m; "${m[a]}" -rf /srv`:                              "rm -rf /srv",
		`declare -A m=([a]=rm); "${m[@]}" -rf /srv`:                                            "rm -rf /srv",
		`declare -A m=([a]=rm); echo "${#m[@]}"`:                                               "echo 1",
		`declare -A m=([a]=rm); m=([b]=ls); echo "${m[a]}" x`:                                  "echo  x",
		`declare -A m=([a]=rm [b]=x); unset 'm[a]'; echo "${m[a]}" x`:                          "echo  x",
		`declare -A m=([a]=); "${m[a]:-rm}" -rf /srv`:                                          "rm -rf /srv",
		`declare -A m=([a]=x); "${m[b]-rm}" -rf /srv`:                                          "rm -rf /srv",
		`declare -A m=([a]=x); ${m[a]:+rm} -rf /srv`:                                           "rm -rf /srv",
		`declare -A m=([a]=x); echo "${m[a]%x}" y`:                                             "echo  y",
		`declare -A m=(); "${m[@]}" ls`:                                                        "ls",
		`m=rm; declare -A m; "${m[0]}" -rf /srv`:                                               "rm -rf /srv",
		`a=(); "${a[0]-rm}" -rf /srv`:                                                          "rm -rf /srv",
		`a=(""); echo "${a[0]-rm}" x`:                                                          "echo  x",
		`a=(x); ${a[0]:+rm} -rf /srv`:                                                          "rm -rf /srv",
		`if x; then declare -A m=([a]=rm); else declare -A m=([a]=rm); fi; "${m[a]}" -rf /srv`: "rm -rf /srv",
	} {
		s := Parse(src, ctx)
		c := s.Commands[len(s.Commands)-1]
		if got := strings.Join(c.Argv(), " "); got != want || c.NameDynamic {
			t.Errorf("%s\n   last runs %q (name unknown: %v), want %q", src, got, c.NameDynamic, want)
		}
	}
	// Unknown stays unknown: the order of two elements or more, a key only known when it
	// runs, a key set by one, an array the paths disagree on, an inherited name's element 0.
	for _, src := range []string{
		`declare -A m=([0]=rm [1]=-rf [2]=/srv); "${m[@]}"`,
		`declare -A m=([a]=rm [b]=-rf); for w in "${m[@]}"; do "$w"; done`,
		`declare -A m=([a]=rm); "${m[$k]}" -rf /srv`,
		`declare -A m=([a]=ls); m[$k]=rm; "${m[a]}" -rf /srv`,
		`declare -A m=([a]=ls); m+=([$k]=rm); "${m[a]}" -rf /srv`,
		`declare -A m=([a]=ls); if x; then m[a]=rm; fi; "${m[a]}" -rf /srv`,
		`declare -A m; "${m[0]}" -rf /srv`,
		`declare -A m=(a b [c]=d); "${m[a]}"`,
		`declare -A m=(a $X); "${m[a]}"`,
		`declare -A m=(a *); "${m[a]}"`,
		"declare -A m=($(echo a rm) b); \"${m[a]}\"",
		`declare -A m=([a]=rm); "${!m[@]}"`,
		`declare -a m=(ls); declare -A m; "${m[0]}"`,
	} {
		c := Parse(src, ctx).Commands
		if last := c[len(c)-1]; !last.NameDynamic {
			t.Errorf("%s: last runs %q, known; want its name unknown", src, last.Argv())
		}
	}
}
