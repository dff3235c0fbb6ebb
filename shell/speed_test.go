package shell

import (
	"strings"
	"testing"
)

// TestStdoutFiles: what a redirect of stdout records for later reads of the file. The file is
// named from the directory the command starts in (bash opens it before the command runs, so a
// function that changes directory writes where it was called), and /dev/null reads empty
// whatever was written to it: its writer's output is never worked out (`command -v go
// >/dev/null` looks up no PATH).
func TestStdoutFiles(t *testing.T) {
	tests := []struct{ src, want string }{
		{`f() { cd /opt; echo hi; }; f >out; x="$(cat </home/user/project/out)"; echo "[$x]"`,
			`f()>cd /opt | f()>echo hi @/opt | $()>cat @/opt | echo [hi] @/opt`},
		{`echo rm >/dev/null; x="$(cat </dev/null)"; echo "[$x]"`, `echo rm | $()>cat | echo []`},
		{`echo rm >>/dev/null; x="$(cat </dev/null)"; echo "[$x]"`, `echo rm | $()>cat | echo []`},
		{`command -v sh >/dev/null; x="$(cat </dev/null)"; echo "[$x]"`, `command -v sh | $()>cat | echo []`},
		{`echo a >f; echo b >>f; x="$(cat <f)"; echo "[$x]"`, `echo a | echo b | $()>cat | echo [a` + "\n" + `b]`},
		{`x="$(command -v sh >/dev/null)"; echo "[$x]"`, `$()>command -v sh | echo []`},
	}
	for _, tt := range tests {
		if got := lines(Parse(tt.src, ctx)); got != tt.want {
			t.Errorf("%s\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
	}
}

// TestFunctionReplay: a function called again in the same state is listed again, not walked
// again, and every change of what its call reads makes it walked again. Each case says how
// many calls were replayed: a check that missed a changed variable, argument, function, cwd,
// export, stdin or file would replay where it must not, and list what the earlier call did.
func TestFunctionReplay(t *testing.T) {
	tests := []struct {
		src, want string
		replays   int
	}{
		{`f() { rm -rf /tmp/x; }; f; f; f`, `f()>rm -rf /tmp/x | f()>rm -rf /tmp/x | f()>rm -rf /tmp/x`, 2},
		// a variable it reads, set again (even to the same text: a setting is compared)
		{`f() { rm -rf "$D"; }; D=/a; f; f; D=/b; f; D=/b; f`,
			`f()>rm -rf /a | f()>rm -rf /a | f()>rm -rf /b | f()>rm -rf /b`, 1},
		{`f() { rm -rf "$D"; }; f; D=/b; f; unset D; f`, `f()>rm -rf <$D> | f()>rm -rf /b | unset D | f()>rm -rf `, 0},
		// a variable it does not read may change
		{`f() { rm -rf /x; }; f; E=/b; f`, `f()>rm -rf /x | f()>rm -rf /x`, 1},
		// arguments, $#, "$@", shift, a for loop over them, $0
		{`f() { rm -rf "$1"; }; f /a; f /a; f /b`, `f()>rm -rf /a | f()>rm -rf /a | f()>rm -rf /b`, 1},
		{`f() { echo $#; }; f a; f a; f b; f b c`, `f()>echo 1 | f()>echo 1 | f()>echo 1 | f()>echo 2`, 1},
		{`f() { rm "$@"; }; f a; f a b`, `f()>rm a | f()>rm a b`, 0},
		{`f() { shift; rm "$@"; }; f a b; f a c`, `f()>shift | f()>rm b | f()>shift | f()>rm c`, 0},
		{`f() { for x; do rm "$x"; done; }; f a; f b`, `f()>rm a | f()>rm b`, 0},
		// a function it calls, redefined; one it calls with arguments from what it reads
		{`g() { echo 1; }; f() { g; }; f; g() { rm -rf /; }; f`, `f()>g()>echo 1 | f()>g()>rm -rf /`, 0},
		{`g() { rm "$1"; }; f() { g "$D"; }; D=/a; f; f; D=/b; f`,
			`f()>g()>rm /a | f()>g()>rm /a | f()>g()>rm /b`, 1},
		// where it runs, how it is reached, what it is given
		{`f() { rm x; }; f; cd /opt; f`, `f()>rm x | cd /opt | f()>rm x @/opt`, 0},
		{`f() { rm x; }; export A=1; f; f; A=2; f`, `export A=1 | f()>rm x | f()>rm x | f()>rm x`, 1},
		{`f() { rm x; }; f; (f); g() { f; }; g`, `f()>rm x | f()>rm x | g()>f()>rm x`, 1},
		{`f() { sh; }; echo 'rm /a' | f; echo 'rm /b' | f`, `echo rm /a | f()>|sh>rm /a | echo rm /b | f()>|sh>rm /b`, 0},
		// what it changes in its shell, a replay would not: walked every time
		{`f() { X=/a; }; f; rm $X; X=/b; f; rm $X`, `rm /a | rm /a`, 0},
		{`f() { cd /opt; }; f; cd /; f; rm x`, `f()>cd /opt | cd / @/opt | f()>cd /opt @/ | rm x @/opt`, 0},
		{`f() { trap 'rm /t' EXIT; }; f; f`, `f()>trap rm /t EXIT | f()>trap rm /t EXIT | f()>trap>rm /t | f()>trap>rm /t`, 0},
		// a file the line writes: read or written, never replayed
		{`f() { rm "$(cat <o)"; }; echo /a >o; f; echo /b >o; f`,
			`echo /a | f()>$()>cat | f()>rm /a | echo /b | f()>$()>cat | f()>rm /b`, 0},
		{`f() { echo x >o; }; f; f`, `f()>echo x | f()>echo x`, 0},
		{`f() { command -v sh >/dev/null; }; f; f`, `f()>command -v sh | f()>command -v sh`, 1},
	}
	for _, tt := range tests {
		s := Parse(tt.src, ctx)
		got := lines(s)
		if got != tt.want {
			t.Errorf("%s\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
		replays := 0
		if len(s.Commands) > 0 {
			replays = s.Commands[0].env.replays
		}
		if replays != tt.replays {
			t.Errorf("%s: %d calls replayed, want %d", tt.src, replays, tt.replays)
		}
	}
}

// TestEnvironKept: the environment an export gives every later command follows each change of
// an exported variable, by any way it changes, though it is kept between commands.
func TestEnvironKept(t *testing.T) {
	tests := []struct{ src, want string }{
		{`export A=1; rm x; rm y; A=2; rm z`, `A=1|A=1|A=2`},
		{`export A=1; rm x; B=2; rm y; unset A; rm z`, `A=1|A=1|`},
		{`export A=1; rm x; read A; rm y`, `A=1|A=`},
		{`export PWD; rm x; cd /opt; rm y`, `PWD=/home/user/project|PWD=/opt`},
		{`export A=1; f() { A=2; }; rm x; f; rm y`, `A=1|A=2`},
		{`export A=1; rm x; for A in 2 3; do rm y; done; rm z`, `A=1|A=2|A=3|A=3`},
	}
	for _, tt := range tests {
		var got []string
		for _, c := range Parse(tt.src, ctx).Commands {
			if c.Name == "rm" {
				got = append(got, strings.Join(c.Assigns, " "))
			}
		}
		if g := strings.Join(got, "|"); g != tt.want {
			t.Errorf("%s\n got: %s\nwant: %s", tt.src, g, tt.want)
		}
	}
}
