package shell

import (
	"os"
	"path/filepath"
	"testing"
)

// TestVersionedCompilerRun: a binary built by a versioned or cross compiler (gcc-12,
// clang-17, x86_64-linux-gnu-gcc) and run on the same line is judged by its source, as one
// gcc builds is; a tool named after a compiler builds nothing.
func TestVersionedCompilerRun(t *testing.T) {
	root, _, c := codeWorld(t)
	if err := os.WriteFile(filepath.Join(root, "e.c"), []byte("#include <stdlib.h>\nint main(void) { system(\"rm -rf /srv\"); }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "ok.c"), []byte("int main(void) { return 0; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for src, want := range map[string]bool{
		"gcc e.c -o e && ./e":                    true,
		"gcc-12 e.c -o e && ./e":                 true,
		"clang-17 e.c && ./a.out":                true,
		"x86_64-linux-gnu-gcc -o e e.c; ./e":     true,
		"/usr/bin/gcc-13.2 -o e e.c && ./e":      true,
		"gcc-12 ok.c -o ok && ./ok":              false,
		"clang-format-17 -i e.c && ./e":          false,
		"x86_64-linux-gnu-gcc-ar rcs e e.c; ./e": false,
	} {
		if got, names := deletes(Parse(src, c), "/srv"); got != want {
			t.Errorf("Parse(%q) deletes /srv: %v, want %v (commands %v)", src, got, want, names)
		}
	}
}
