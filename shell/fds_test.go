package shell

import (
	"slices"
	"testing"
)

// TestOutputFds: what a command prints reaches a $( )'s value or the next stage of a pipe
// only where its stdout, followed through its redirections in order, still points there.
func TestOutputFds(t *testing.T) {
	for sub, want := range map[string]string{
		`echo tmp/a`:                                "/tmp/a",
		`echo tmp/a >&2`:                            "/",
		`echo tmp/a 1>&2`:                           "/",
		`>&2 echo tmp/a`:                            "/",
		`echo >&2 tmp/a`:                            "/",
		`echo tmp/a >&-`:                            "/",
		`echo tmp/a >/dev/null`:                     "/",
		`echo tmp/a >/dev/null 2>&1`:                "/",
		`echo tmp/a 2>&1 >/dev/null`:                "/",
		`echo tmp/a >&2 2>&1`:                       "/",
		`echo tmp/a 2>&1 1>&2`:                      "/tmp/a",
		`echo tmp/a 3>&1 1>&2 2>&3`:                 "/",
		`echo tmp/a 3>&1 >/dev/null 1>&3`:           "/tmp/a",
		`echo tmp/a 3>&1- >/dev/null`:               "/",
		`echo tmp/a >/tmp/f >&2`:                    "/",
		`echo tmp/a >&2 >/dev/null 1>&2`:            "/",
		`echo tmp/a >&3`:                            "?/",
		`echo tmp/a >&$FD`:                          "?/",
		`{ echo tmp/a; } >&2`:                       "/",
		`(echo tmp/a) >/dev/null`:                   "/",
		`{ echo tmp/a >&2; }`:                       "/",
		`{ echo tmp/a >&2; } 2>&1`:                  "/tmp/a",
		`(echo tmp/a 1>&2) 2>&1`:                    "/tmp/a",
		`{ echo tmp/a >&2; } 2>&1 >/dev/null`:       "?/",
		`{ { echo tmp/a >&2; } 2>/dev/null; } 2>&1`: "/",
		`echo tmp/a | cat`:                          "/tmp/a",
		`echo tmp/a >&2 | cat`:                      "/",
		`echo tmp/a >&2 |& cat`:                     "/tmp/a",
		`{ echo tmp/a >&2; } |& cat`:                "/tmp/a",
		`f() { echo tmp/a >&2; }; f`:                "?/", // a function call\'s output is not followed
		`f() { echo tmp/a >&2; }; f 2>&1`:           "?/",
	} {
		src := `X=$( ` + sub + `); rm -rf "/$X"`
		if got := lastArg(t, src); got != want {
			t.Errorf("%s: %q, want %q", src, got, want)
		}
	}
}

// TestOutputFdsPipe: a shell reading a pipe runs what reaches it, and only that.
func TestOutputFdsPipe(t *testing.T) {
	for src, want := range map[string]bool{
		`echo 'rm -rf /srv/x' | sh`:                           true,
		`echo 'rm -rf /srv/x' >&2 | sh`:                       false,
		`echo 'rm -rf /srv/x' >/dev/null | sh`:                false,
		`echo 'rm -rf /srv/x' >&2 |& sh`:                      true,
		`{ echo 'rm -rf /srv/x' >/dev/null 1>&2; } 2>&1 | sh`: true,
		`{ echo 'rm -rf /srv/x' 2>&1 >/dev/null; } 2>&1 | sh`: false,
		`echo 'rm -rf /srv/x' 3>&1 >/dev/null 1>&3 | sh`:      true,
		`echo 'rm -rf /srv/x' >/tmp/f >&2; sh /tmp/f`:         false,
		`echo 'rm -rf /srv/x' >/tmp/f 2>/dev/null; sh /tmp/f`: true,
	} {
		s := Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"})
		got := slices.ContainsFunc(s.Commands, func(c *Command) bool {
			return c.Name == "rm" && slices.Contains(c.Args, "/srv/x")
		})
		if got != want {
			t.Errorf("%s: rm -rf /srv/x listed %v, want %v", src, got, want)
		}
	}
}
