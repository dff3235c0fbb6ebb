package spec

import "testing"

// Versioned and cross compiler names are the compiler; tools named after one, and names that
// only look alike, stay themselves.
func TestCompilerNames(t *testing.T) {
	for in, want := range map[string]string{
		"gcc-12": "gcc", "g++-13": "g++", "clang-17": "clang", "clang++-18": "clang++", "gcc-13.2": "gcc",
		"x86_64-linux-gnu-gcc": "gcc", "aarch64-linux-gnu-g++-12": "g++", "arm-none-eabi-gcc": "gcc",
		"x86_64-w64-mingw32-gcc": "gcc", "avr-gcc": "gcc", "riscv64-unknown-elf-c++": "c++",
		"x86_64-linux-gnu-cc": "cc", "/usr/bin/gcc-12": "gcc", "CLANG-17": "clang",
	} {
		if got := Normalise(in); got != want {
			t.Errorf("Normalise(%q) = %q, want %q", in, got, want)
		}
		if k := Know(in); k.Spec == nil || k.Spec != Lookup(want) {
			t.Errorf("Know(%q) did not find %q's spec", in, want)
		}
	}
	for _, own := range []string{"gcc", "clang", "gcc-ar", "gcc-ar-12", "gcc-nm", "clang-format", "clang-format-17",
		"clang-tidy-18", "clangd-17", "x86_64-linux-gnu-ld", "distcc", "ccache", "gcc-", "-12", "gcc-12.",
		"foo-12", "Gcc.12", "icc", "x.y-gcc"} {
		if got := Normalise(own); got != own && got != stringsLower(own) {
			t.Errorf("Normalise(%q) = %q, want it unchanged", own, got)
		}
	}
}

func stringsLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
