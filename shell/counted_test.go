package shell

import (
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// envClasses are the classes of the line's reads of /p/.env, in the order listed.
func envClasses(src string) []string {
	var out []string
	for _, c := range Parse(src, Context{Cwd: "/p", Home: "/h", Root: "/p"}).Commands {
		for _, e := range c.Effects() {
			if e.Kind == spec.Read && e.Path.Abs == "/p/.env" {
				out = append(out, e.Class)
			}
		}
	}
	return out
}

// TestCountedStdin: a file printed or redirected into a program that prints only a count, a
// status or a digest of its stdin is used, not shown (its reads are "digest"); wherever its
// content may reach the screen by another way (another reader, a redirect, a wrapper, tee),
// the read stays what it was.
func TestCountedStdin(t *testing.T) {
	counted := []string{
		"cat .env | wc -l", "cat .env | grep -c KEY", "cat .env | grep -q KEY && echo yes", "cat .env | sha256sum",
		"cat .env | grep -l KEY", "cat .env | grep -c KEY | tee y", "wc -l < .env", "grep -qi key < .env",
		"md5sum < .env", "cat < .env | wc -l", "head -5 .env | wc -c", "cat .env 2>/dev/null | wc -l",
		"cat .env | cmp -s - x",
	}
	for _, src := range counted {
		for _, cl := range envClasses(src) {
			if cl != "digest" {
				t.Errorf("%s: .env read as %q, want digest", src, cl)
			}
		}
		if len(envClasses(src)) == 0 {
			t.Errorf("%s: no read of .env", src)
		}
	}
	shown := []string{
		"cat .env | grep KEY", "cat .env | tee /dev/stderr | wc -l", "cat .env >&2 | wc -l", "{ cat .env >&2; } | wc -l",
		"cat .env | xargs wc -l", "cat .env | wc -l $(cat)", "cat .env | { wc -l; cat; }", "cat .env | sha256sum -c",
		"cat .env | wc --files0-from=-", `bash -c "cat .env >&2" | wc -l`, "cat .env | ./wc -l", "f(){ cat; }; cat .env | f",
		"cat .env | cmp - x", "cat .env | wc -l; cat .env", "cat .env; cat .env | wc -l", "wc -l 3< .env", "grep KEY < .env",
		"cat .env | $COUNT -l", "cat .env | bash -c 'wc -l; cat'", "cat .env | sudo wc -l", "nl .env | wc -l",
	}
	for _, src := range shown {
		digests := 0
		for _, cl := range envClasses(src) {
			if cl == "digest" {
				digests++
			}
		}
		if digests == len(envClasses(src)) {
			t.Errorf("%s: every read of .env is a digest, want one shown", src)
		}
	}
}
