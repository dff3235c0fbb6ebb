package shell

import (
	"strings"
	"testing"
)

// TestArrays: an indexed array's elements are what its expansions give, as words: the
// command and its arguments, sliced, joined, looped over, through every way of building it.
// An element not known is an unknown word, and an array not known (an index only known when
// it runs, paths that disagree on its length, read -a) one unknown word, never none.
func TestArrays(t *testing.T) {
	for src, want := range map[string]string{
		`c=(rm -f ~/.config/hookguard/hook.sh); "${c[@]}"`:            "rm -f /h/.config/hookguard/hook.sh",
		`c=(rm); c+=(-rf /srv); "${c[@]}"`:                            "rm -rf /srv",
		`c+=(rm -rf /srv); "${c[@]}"`:                                 "rm -rf /srv",
		`declare -a c=(rm -rf /srv); ${c[*]}`:                         "rm -rf /srv",
		`declare -a c; c+=(rm -rf /srv); ${c[@]}`:                     "rm -rf /srv",
		`f() { local -a c=(rm -rf "$1"); "${c[@]}"; }; f /srv`:        "rm -rf /srv",
		`typeset -a c=(x rm -rf /srv); "${c[@]:1}"`:                   "rm -rf /srv",
		`c=(rm -rf /srv); "${c[0]}" "${c[@]:1}"`:                      "rm -rf /srv",
		`c=(x rm -rf /srv y); "${c[@]:1:3}"`:                          "rm -rf /srv",
		`c[0]=rm; c[1]=-rf; c[2]=/srv; "${c[@]}"`:                     "rm -rf /srv",
		`c=([2]=/srv [0]=rm [1]=-rf); "${c[@]}"`:                      "rm -rf /srv",
		`c=(rm -rf /srv /tmp); unset 'c[3]'; "${c[@]}"`:               "rm -rf /srv",
		`c=(rm -r /srv); c[1]+=f; "${c[@]}"`:                          "rm -rf /srv",
		`c=(rm -rf /srv); $c -f /opt`:                                 "rm -f /opt",
		`c=(rm -rf /srv); x="${c[*]}"; $x`:                            "rm -rf /srv",
		`c=(rm -rf /srv); eval "${c[@]}"`:                             "rm -rf /srv",
		`s='-rf /srv'; c=(rm $s); "${c[@]}"`:                          "rm -rf /srv",
		`c=(rm -rf); d=("${c[@]}" /srv); "${d[@]}"`:                   "rm -rf /srv",
		`c=(rm -rf /srv); for w in "${c[@]}"; do echo "$w"; done`:     "echo /srv",
		`c=(echo a); IFS=,; echo "${c[*]}"`:                           "echo echo,a",
		`c=(); "${c[@]}" ls`:                                          "ls",
		`c=(); echo "${c[@]}" x`:                                      "echo x",
		`if x; then c=(rm -rf /a); else c=(rm -rf /b); fi; "${c[@]}"`: "rm -rf ${c[@]}",
		`c=(ls); if x; then c+=(-l); fi; "${c[@]}"`:                   "${c[@]}",
		`args=(-la); ls "${args[@]}" src`:                             "ls -la src",
		`c=(rm -rf /srv); c[$i]=ls; "${c[@]}"`:                        "${c[@]}",
		`read -ra c; "${c[@]}"`:                                       "${c[@]}",
	} {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		c := s.Commands[len(s.Commands)-1]
		if got := strings.Join(c.Argv(), " "); got != want {
			t.Errorf("%s\n   last runs %q, want %q", src, got, want)
		}
	}
	// Unknown stays unknown: the word an unknown element or array gives is dynamic.
	for _, src := range []string{
		`c=(rm -rf /srv); c[$i]=ls; "${c[@]}"`, `read -ra c; "${c[@]}"`, `c=(ls); if x; then c+=(-l); fi; "${c[@]}"`,
		`c=("$X" -rf /srv); "${c[@]}"`, `mapfile -t c < list; "${c[@]}"`,
		`declare -A m=([0]=rm [1]=-rf [2]=/srv); "${m[@]}"`, `declare -A m; m[0]=rm; m[1]=-rf; "${m[@]}"`,
		`local -A m; m=([0]=rm [1]=-rf); "${m[@]}"`,
	} {
		c := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands
		if last := c[len(c)-1]; !last.NameDynamic {
			t.Errorf("%s: last runs %q, known; want its name unknown", src, last.Argv())
		}
	}
	if c := Parse(`if x; then c=(rm -rf /a); else c=(rm -rf /b); fi; "${c[@]}"`, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands; !c[len(c)-1].AnyDynamic() {
		t.Errorf("an element the paths disagree on: %q, want it unknown", c[len(c)-1].Argv())
	}
}

// TestArraySubstitutionsOnce: a substitution in an array's element, subscript or slice runs
// once, and is listed once.
func TestArraySubstitutionsOnce(t *testing.T) {
	for _, src := range []string{
		`c=($(rm -rf /x) a)`, `declare -A m=([k]=$(rm -rf /x))`, `c=(a); c+=($(rm -rf /x))`, `c[$(rm -rf /x)]=1`,
		`read -a c; c+=($(rm -rf /x))`, `c=(a); echo "${c[$(rm -rf /x)]}"`, `c=(a); echo "${c[@]:$(rm -rf /x)}"`,
		`c=([$(rm -rf /x)]=1)`, `declare -A m; m[$(rm -rf /x)]=1`, `c=(a); x=${c[$(rm -rf /x)]}`,
		`declare -A m=([$(rm -rf /x)]=1)`, `declare -A m=($(rm -rf /x) v)`, `declare -A m=(k $(rm -rf /x))`,
		`declare -A m; x=${m[$(rm -rf /x)]}`, `declare -A m=(a b); m+=([$(rm -rf /x)]=c)`,
		`declare -A m=(a b [$(rm -rf /x)]=c)`, `declare -A m; m=$(rm -rf /x)`, `declare -A m=([a]=b); x=${m[$(rm -rf /x)]%b}`,
		`declare -A m=([a]=b); x=${m[a]:-$(rm -rf /x)}`, `a=(b); x=${a[0]:-$(rm -rf /x)}`,
		`c=(a); x=${c[$(rm -rf /x)]%b}`, `c=(a); x=${c[0]/a/$(rm -rf /x)}`, `c=("$X"); x=${c[0]:-$(rm -rf /x)}`,
	} {
		n := 0
		for _, c := range Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands {
			if c.Name == "rm" {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%s: rm listed %d times, want once", src, n)
		}
	}
}
