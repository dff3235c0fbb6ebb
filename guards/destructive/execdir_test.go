package destructive

import "testing"

// TestFindExecdir: the command find -execdir runs is in each found entry's directory, a
// start path or one below it (or, for a start itself, the directory holding it): a relative
// path it names lies below the start, judged by what is there, not as a path after an
// unknown cd. A start outside the project, a path that climbs, links followed (-L) or a
// working directory a wrapper moves stay blocked.
func TestFindExecdir(t *testing.T) {
	home, root := world(t)
	g := New()
	block := []string{
		"find / -type d -name tmp -execdir rm -rf tmp \\;", "find ~ -name cache -execdir rm -rf cache \\;",
		"find . -execdir rm -rf .git \\;", "find . -type d -execdir rm -rf objects \\;", "find build -execdir rm -rf .git \\;",
		"find build -name tmp -execdir rm -rf ../x \\;", "find -L build -name tmp -execdir rm -rf tmp \\;",
		"find build -follow -name tmp -execdir rm -rf tmp \\;", "find build -name tmp -execdir env -C \"$X\" rm -rf tmp \\;",
		"find \"$D\" -name tmp -execdir rm -rf tmp \\;", "find /home/user -maxdepth 2 -execdir rm -rf node_modules \\;",
		"cd \"$X\" && find . -name tmp -execdir rm -rf tmp \\;",
	}
	allow := []string{
		"find . -name '*.o' -execdir rm -f {} \\;", "find build -type d -name tmp -execdir rm -rf tmp \\;",
		"find . -type d -name node_modules -execdir rm -rf node_modules \\;", "find build -execdir rm -rf tmp \\;",
		"find src -name '*.c' -execdir rm -f a.out \\;", "find build -name tmp -okdir rm -rf tmp \\;",
		"find build -name tmp -execdir sudo rm -rf tmp \\;", "find build -mindepth 1 -execdir rm -rf .git \\;",
		"find . -name '*.o' -execdir rm -f x.o \\;",
	}
	checkAll(t, g, home, root, block, allow)
}
