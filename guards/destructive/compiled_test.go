package destructive

import "testing"

// TestCompiledRunOtherwise: compiled code the line builds and runs by a way other than a
// one-step runner is judged by its source: a binary copied, moved or installed after its
// build, a source on the compiler's stdin, a Go package directory the line writes, make's
// built-in rules, zig and stack. The same lines with harmless code pass.
func TestCompiledRunOtherwise(t *testing.T) {
	home, root := world(t)
	g := New()
	const c = `echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; `
	const ok = `echo 'int main(void) { puts("hi"); return 0; }' > x.c; `
	const goSrc = `mkdir t && echo 'package main; import "os"; func main() { os.RemoveAll("/srv") }' > t/main.go && `
	const zig = `echo 'const std = @import("std"); pub fn main() !void { try std.fs.deleteTreeAbsolute("/srv"); }' > x.zig; `
	const hs = `echo 'main = callCommand "rm -rf /srv"' > x.hs; `
	block := []string{
		c + "gcc x.c -o x && mv x y && ./y",
		c + "gcc x.c -o x && cp x /tmp/y && /tmp/y",
		c + "mkdir -p bin && gcc x.c -o x && install -m 755 x bin/ && ./bin/x",
		`gcc -x c - -o a <<< 'int main(void) { return system("rm -rf /srv"); }' && ./a`,
		`echo 'int main(void) { return system("rm -rf /srv"); }' | cc -xc - && ./a.out`,
		goSrc + "go run ./t",
		goSrc + "go build -o app ./t && ./app",
		c + "make x && ./x",
		zig + "zig run x.zig",
		zig + "zig build-exe x.zig && ./x",
		hs + "stack runghc x.hs",
		hs + "stack script --resolver lts-22.0 x.hs",
	}
	allow := []string{
		ok + "gcc x.c -o x && mv x y && ./y",
		ok + "make x && ./x",
		`gcc -x c - -o a <<< 'int main(void) { puts("hi"); return 0; }' && ./a`,
		`mkdir t && echo 'package main; import "fmt"; func main() { fmt.Println("hi") }' > t/main.go && go run ./t`,
		"go run ./cmd/tool", "make", "make test", "stack build", "stack test", "zig build", "zig fmt x.zig",
		hs + "stack script --no-run --compile x.hs",
	}
	checkAll(t, g, home, root, block, allow)
}
