package spec

import "strings"

// compilerName is the C or C++ compiler a versioned or cross name is: Debian and Homebrew
// install gcc-12, g++-13, clang-17, clang++-18 beside (or instead of) the plain names, and a
// cross toolchain prefixes its target (x86_64-linux-gnu-gcc, arm-none-eabi-g++,
// aarch64-linux-gnu-gcc-12). They are the same programs: a name the table did not know would
// have let `gcc-12 -o ~/.bashrc x.c` pass as an unknown program. Tools named after a compiler
// (gcc-ar, clang-format-17, clang-tidy) end in a word of their own and stay themselves. A
// switch and a scan of the name, nothing built at start-up; only a name with a dash is looked at.
func compilerName(name string) (string, bool) {
	i := strings.LastIndexByte(name, '-')
	if i < 0 {
		return "", false
	}
	n := name
	if versionWord(n[i+1:]) {
		n = n[:i] // gcc-12, clang-17, x86_64-linux-gnu-gcc-12
	}
	base := n
	if j := strings.LastIndexByte(n, '-'); j >= 0 {
		if !tripletWord(n[:j]) {
			return "", false
		}
		base = n[j+1:]
	}
	if n == name && base == name {
		return "", false
	}
	switch base {
	case "gcc", "g++", "cc", "c++", "clang", "clang++":
		return base, true
	}
	return "", false
}

// versionWord reports a version: digits, with dots between (12, 13.2).
func versionWord(s string) bool {
	if s == "" || s[0] == '.' || s[len(s)-1] == '.' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c == '.') {
			return false
		}
	}
	return true
}

// tripletWord reports a target's name as a cross toolchain puts before its programs
// (x86_64-linux-gnu, arm-none-eabi, avr): lower-case letters, digits, _ and dashes.
func tripletWord(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}
