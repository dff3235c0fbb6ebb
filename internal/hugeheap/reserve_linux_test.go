package hugeheap

import (
	"fmt"
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"unsafe"
)

// inChildren runs test in n fresh processes: the init and Reserve act on a new heap, which a
// test process that has run other tests no longer has, and the heap's random start puts each
// child's frontier somewhere else in its chunk. It returns the children's output.
// The children's heap is in 2 MB pages from the init (HOOKGUARD_HEAP=2m), whatever faults
// cost on the machine running the tests; inChildrenWith names the mode.
func inChildren(t *testing.T, test string, n int) []string {
	t.Helper()
	return inChildrenWith(t, test, n, "2m")
}

func inChildrenWith(t *testing.T, test string, n int, heap string) []string {
	t.Helper()
	needTHP(t)
	var outs []string
	for range n {
		cmd := exec.Command(os.Args[0], "-test.run=^"+test+"$", "-test.v")
		cmd.Env = append(os.Environ(), "HUGEHEAP_CHILD=1", "HOOKGUARD_HEAP="+heap)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("child: %v\n%s", err, out)
		}
		outs = append(outs, string(out))
	}
	return outs
}

func child(t *testing.T) {
	if os.Getenv("HUGEHEAP_CHILD") == "" {
		t.Skip("run in a fresh process by the test that names it")
	}
	// A collection, which the test process's own heap may start, would free pages below what
	// is set aside for the next allocation: the hook call raises the goal first (raise).
	debug.SetGCPercent(-1)
}

// saying counts the children of inChildren whose output holds word.
func saying(t *testing.T, test string, n int, word string) int {
	t.Helper()
	said := 0
	for _, out := range inChildren(t, test, n) {
		if strings.Contains(out, word) {
			said++
		}
	}
	return said
}

func TestReserve(t *testing.T) {
	if saying(t, "TestReserveChild", 8, "moved") == 0 {
		t.Fatal("no child's heap moved to a chunk of its own: Reserve did nothing")
	}
}

func TestReserveChild(t *testing.T) {
	child(t)
	before := nkept
	// Where the heap has a byte to spare in 2 MB pages (past this probe and Reserve's own),
	// nothing moves.
	inside := addr(make([]byte, probe))+2*probe <= advisedEnd
	Reserve(1, nil)
	if inside && (nkept != before || reserved) {
		t.Fatal("Reserve(1) set memory aside")
	}
	if reserved {
		fmt.Println("the test's own heap had run past the marked chunk: Reserve(1) skipped the rest of its span")
		return
	}
	raised := -1
	Reserve(64<<20, func(n int) {
		if nkept != before {
			t.Error("Reserve called raise after it allocated what it set aside")
		}
		raised = n
	})
	if raised < aside {
		t.Errorf("Reserve raised the goal by %d bytes, and %d are set aside", raised, aside)
	}
	at := addr(make([]byte, probe))
	if !advisedHuge(t, at) {
		t.Fatalf("the heap goes on at %#x, which is not marked for 2 MB pages", at)
	}
	if at < advisedEnd-chunk {
		t.Fatalf("the heap goes on at %#x, before the chunk Reserve moved it to (ending %#x)", at, advisedEnd)
	}
	n := nkept
	Reserve(64<<20, nil) // once only
	if nkept != n {
		t.Fatal("a second Reserve moved the heap again")
	}
	fmt.Println("moved")
}

// TestInitRoom checks the init's promise behaviourally: whatever the heap's random start, a
// call's first megabyte of small objects after the init comes from 2 MB pages, a few faults
// in all, not the ~250 that 4 KB pages take (which a heap started late in its chunk, run on
// into the next chunk mapped without the advice, took in about a third of calls).
func TestInitRoom(t *testing.T) {
	for _, out := range inChildren(t, "TestInitRoomChild", 12) {
		if !strings.Contains(out, "PASS") {
			t.Fatal(out)
		}
	}
}

func TestInitRoomChild(t *testing.T) {
	child(t)
	const size = 96 // a size class of its own: its spans are new
	var before, after syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &before)
	objs := make([]*[size]byte, 0, initRoom/size)
	for range cap(objs) - cap(objs)/8 { // 7/8 of initRoom: what the init promises, less the test's own
		objs = append(objs, new([size]byte))
	}
	syscall.Getrusage(syscall.RUSAGE_SELF, &after)
	if faults := after.Minflt - before.Minflt; faults > 64 {
		t.Fatalf("%d KB of small objects after the init took %d page faults: the heap is in 4 KB pages (its first span %#x, marked for 2 MB pages to %#x)",
			len(objs)*size>>10, faults, base, advisedEnd)
	}
}

// advisedHuge reports whether the mapping holding a has the hg (MADV_HUGEPAGE) flag.
func advisedHuge(t *testing.T, a uintptr) bool {
	return strings.Contains(smapsField(t, a, "VmFlags:"), " hg")
}

// TestPopulateMeta checks that a Reserve for a large call maps the rest of the runtime's
// metadata chunk: the pages after the interface table it builds there are resident, where the
// runtime itself touches them only as it fills them.
func TestPopulateMeta(t *testing.T) {
	if saying(t, "TestPopulateMetaChild", 4, "checked") == 0 {
		t.Fatal("no child had room after the table to check")
	}
}

func TestPopulateMetaChild(t *testing.T) {
	child(t)
	Reserve(64<<20, nil)
	p, ok := probeValue.(metaProber)
	if !ok {
		t.Fatal("the probe does not convert")
	}
	tab := *(*uintptr)(unsafe.Pointer(&p))
	from, to := metaRange(tab)
	to = min(to, mappingEnd(t, tab))
	page := uintptr(syscall.Getpagesize())
	if to < from+4*page {
		fmt.Println("the chunk had less than 4 pages left after the table")
		return
	}
	vec := make([]byte, (to-from)/page)
	if _, _, e := syscall.Syscall(syscall.SYS_MINCORE, from, to-from, uintptr(unsafe.Pointer(&vec[0]))); e != 0 {
		t.Fatalf("mincore %#x-%#x: %v", from, to, e)
	}
	for i, v := range vec {
		if v&1 == 0 {
			t.Fatalf("page %d of %d after the metadata table at %#x is not mapped: Reserve did not populate the chunk", i, len(vec), tab)
		}
	}
	fmt.Println("checked")
}

// mappingEnd is the end of the mapping holding a, as /proc/self/maps gives it.
func mappingEnd(t *testing.T, a uintptr) uintptr {
	t.Helper()
	b, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		t.Skip(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x", &lo, &hi); n == 2 && lo <= a && a < hi {
			return hi
		}
	}
	t.Fatalf("no mapping holds %#x", a)
	return 0
}

// TestCheapFaults checks the mode for machines whose faults are cheap: the init leaves the
// heap alone, Reserve does nothing for a typical call and marks the spans ahead for a large
// one.
func TestCheapFaults(t *testing.T) {
	for _, out := range inChildrenWith(t, "TestCheapFaultsChild", 2, "4k") {
		if !strings.Contains(out, "PASS") {
			t.Fatal(out)
		}
	}
}

func TestCheapFaultsChild(t *testing.T) {
	child(t)
	if !cheap || base != 0 || advisedEnd != 0 {
		t.Fatalf("with HOOKGUARD_HEAP=4k the init paged the heap (cheap %v, first span %#x, marked to %#x)", cheap, base, advisedEnd)
	}
	if at := addr(make([]byte, probe)); advisedHuge(t, at) {
		t.Fatalf("with HOOKGUARD_HEAP=4k the heap at %#x is marked for 2 MB pages", at)
	}
	Reserve(cheapFrom-1, nil)
	if reserved || advisedEnd != 0 {
		t.Fatal("Reserve set a call that allocates less than cheapFrom in 2 MB pages")
	}
	Reserve(4*cheapFrom, nil)
	if !reserved {
		t.Fatal("Reserve did nothing for a call that allocates 4 MB")
	}
	if at := addr(make([]byte, probe)); !advisedHuge(t, at) || at >= advisedEnd {
		t.Fatalf("after Reserve for 4 MB the heap goes on at %#x, not in the spans it marked (to %#x)", at, advisedEnd)
	}
}

// The environment decides the mode where it says; otherwise a fault's cost, which is always
// measured (a mapping of three pages is always to be had in a test).
func TestFaultsCheapChoice(t *testing.T) {
	t.Setenv("HOOKGUARD_HEAP", "2m")
	if faultsCheap() {
		t.Error("HOOKGUARD_HEAP=2m: faults taken as cheap")
	}
	t.Setenv("HOOKGUARD_HEAP", "4k")
	if !faultsCheap() {
		t.Error("HOOKGUARD_HEAP=4k: faults not taken as cheap")
	}
	if c := faultCost(); c <= 0 || c > 10_000_000 {
		t.Errorf("a fault costs %d ns: the clock or the mapping is wrong", c)
	}
}
