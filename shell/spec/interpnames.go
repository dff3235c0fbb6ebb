package spec

import "strings"

// interpBuild is the interpreter a build's name stands for: CPython's debug and free-threaded
// builds and its old ABI tags (python3.12-dbg, python3-dbg, python3.13t, python3.13td,
// python3.7m, python3.7dm, python3.12d), and PyPy's the same way, are the interpreter with
// the version left for unversioned (python3.12): a name the table did not know let
// `python3.12-dbg -c 'import os; os.system("rm -rf /etc")'` pass as an unknown program. A
// switch on the name's start: nothing is built at start-up, and only a name that starts with
// python or pypy and ends in no digit is looked at.
func interpBuild(name string) (string, bool) {
	if !strings.HasPrefix(name, "python") && !strings.HasPrefix(name, "pypy") {
		return "", false
	}
	if c := name[len(name)-1]; c >= '0' && c <= '9' {
		return "", false // python3.12: unversioned reads it
	}
	n := name
	for _, s := range [...]string{"-dbg", "-debug", "_d"} {
		n = strings.TrimSuffix(n, s)
	}
	// ABI letters after the version: d (debug), m (pymalloc), t (free-threaded), u (wide)
	j := len(n)
	for j > 1 && len(n)-j < 3 && strings.IndexByte("dmtu", n[j-1]) >= 0 {
		j--
	}
	if p := n[j-1]; p >= '0' && p <= '9' {
		n = n[:j]
	}
	if n == name || n[len(n)-1] < '0' || n[len(n)-1] > '9' {
		return "", false
	}
	return n, true
}
