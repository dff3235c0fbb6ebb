package cli

import (
	"runtime/debug"
	"testing"
)

func TestRaiseGCGoal(t *testing.T) {
	old := debug.SetGCPercent(100)
	defer debug.SetGCPercent(old)
	for _, tc := range []struct {
		gogc  string
		n     int
		start int
		want  int
	}{
		{"", 2 << 20, 100, 150},
		{"", 4 << 20, 100, 200},
		{"50", 4 << 20, 50, 100},
		{"off", 4 << 20, -1, -1}, // no goal to raise
		{"x", 4 << 20, 100, 100}, // the runtime's own reading of it stands
	} {
		t.Setenv("GOGC", tc.gogc)
		debug.SetGCPercent(tc.start)
		raiseGCGoal(tc.n)
		if got := debug.SetGCPercent(100); got != tc.want {
			t.Errorf("GOGC=%q, %d bytes set aside: GC percent %d, want %d", tc.gogc, tc.n, got, tc.want)
		}
	}
}

func TestReserveHeapUnset(t *testing.T) {
	// Main in a test process reserves nothing: its heap is not a hook call's.
	if ReserveHeap != nil {
		t.Fatal("ReserveHeap is set outside the hookguard command")
	}
	reserveHeap(make([]byte, 1<<20))
}
