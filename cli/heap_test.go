package cli

import (
	"runtime/debug"
	"strings"
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

// doctor's heap sentence follows the init's choice, and says where the environment made it.
func TestHeapLine(t *testing.T) {
	defer func(m func() (bool, int64)) { HeapMode = m }(HeapMode)
	none := func(string) string { return "" }
	HeapMode = nil
	if l := heapLine(none); l != "" {
		t.Errorf("no HeapMode (a test's own process): %q", l)
	}
	for _, c := range []struct {
		small bool
		ns    int64
		env   string
		want  string
	}{
		{true, 3200, "", "4 KB pages (2 MB for a megabyte or more): a page fault costs 3.2 µs here"},
		{false, 15000, "", "2 MB pages: a page fault costs 15.0 µs here"},
		{true, 0, "4k", "as HOOKGUARD_HEAP=4k says"},
		{true, 0, "", ""},
	} {
		HeapMode = func() (bool, int64) { return c.small, c.ns }
		l := heapLine(func(string) string { return c.env })
		if c.want == "" && l != "" || !strings.Contains(l, c.want) {
			t.Errorf("small %v, %d ns, HOOKGUARD_HEAP=%q: %q, want %q", c.small, c.ns, c.env, l, c.want)
		}
	}
}
