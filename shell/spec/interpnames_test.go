package spec

import "testing"

// A CPython or PyPy build's name is the interpreter; other names that start the same way stay
// themselves, and so do the shells' prefixes of other programs.
func TestInterpBuild(t *testing.T) {
	same := map[string]string{
		"python3.12-dbg": "python3.12", "python3-dbg": "python3", "python3.13t": "python3.13",
		"python3.13td": "python3.13", "python3.7m": "python3.7", "python3.7dm": "python3.7",
		"python2.7-debug": "python2.7", "python3.12d": "python3.12", "pypy3.10-dbg": "pypy3.10",
		"/usr/bin/python3.13t": "python3.13", "PYTHON3.13T.EXE": "python3.13",
		"^rm": "rm", "e:rm": "rm", "/usr/bin/^rm": "rm",
	}
	for in, want := range same {
		if got := Normalise(in); got != want {
			t.Errorf("Normalise(%q) = %q, want %q", in, got, want)
		}
	}
	for _, own := range []string{"python", "python3", "python3.12", "python3-config",
		"python3.12-config", "pythonista", "python-dotenv", "pytest", "pypy", "pythontu",
		"python3-venv", "pyenv", "pydoc3.12", "ipython", "python3-m"} {
		if got := Normalise(own); got != own {
			t.Errorf("Normalise(%q) = %q, want it unchanged", own, got)
		}
	}
	for _, name := range []string{"python3.12-dbg", "python3.13t", "graalpy", "jython", "micropython",
		"ironpython", "jruby", "truffleruby", "mruby", "hhvm", "zx", "esno", "babel-node"} {
		if k := Know(name); !k.Interpreter() {
			t.Errorf("Know(%q) is not an interpreter", name)
		}
	}
}
