package spec

import "testing"

// Sink is the one list of device files every guard lets a write land in: they store nothing.
func TestSink(t *testing.T) {
	for _, tc := range []struct {
		path string
		want bool
	}{
		{"/dev/null", true}, {"/dev/zero", true}, {"/dev/stdout", true}, {"/dev/stderr", true},
		{"/dev/tty", true}, {"/dev/full", true}, {"/dev/random", true}, {"/dev/urandom", true},
		{"/dev/fd/3", true}, {"/proc/self/fd/1", true}, {"/dev/pts/0", true},
		// Devices that store, and paths that only look like a sink.
		{"/dev/sda", false}, {"/dev/sda1", false}, {"/dev/fd/", false}, {"/dev/fd/3/x", false},
		{"/dev/pts/", false}, {"/proc/self/fd/", false}, {"/dev/nullx", false}, {"/tmp/dev/null", false},
		{"/dev/shm/x", false}, {"dev/null", false}, {"", false},
	} {
		if got := Sink(tc.path); got != tc.want {
			t.Errorf("Sink(%q) = %v, want %v", tc.path, got, tc.want)
		}
	}
}
