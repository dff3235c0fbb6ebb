package shell

import "testing"

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
