package hugeheap

import (
	"fmt"
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"
	"unsafe"
)

// TestReserve runs TestReserveChild in fresh processes: Reserve acts on a heap that is still
// in its first chunk, which a test process that has run other tests no longer is. The heap's
// random start leaves a child's heap outside its first chunk now and then, so several run.
func TestReserve(t *testing.T) {
	needTHP(t)
	realigned := 0
	for range 8 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestReserveChild$", "-test.v")
		cmd.Env = append(os.Environ(), "HUGEHEAP_CHILD=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("child: %v\n%s", err, out)
		}
		if strings.Contains(string(out), "realigned") {
			realigned++
		}
	}
	if realigned == 0 {
		t.Fatal("no child's heap moved to a chunk of its own: Reserve did nothing")
	}
}

func TestReserveChild(t *testing.T) {
	if os.Getenv("HUGEHEAP_CHILD") == "" {
		t.Skip("run by TestReserve in a fresh process")
	}
	// A collection, which the test process's own heap may start, would free pages below the
	// fill for the next allocation: the hook call raises the goal first (raise, below).
	debug.SetGCPercent(-1)
	start := uintptr(unsafe.Pointer(first)) &^ (chunk - 1)
	Reserve(1, nil) // the first chunk has a byte to spare: nothing moves
	if fill != nil || landing != nil {
		t.Fatal("Reserve(1) filled the first chunk")
	}
	raised := -1
	Reserve(64<<20, func(n int) {
		if fill != nil || landing != nil {
			t.Error("Reserve called raise after it allocated what it set aside")
		}
		raised = n
	})
	if landing == nil {
		fmt.Println("the heap had left its first chunk before Reserve")
		return
	}
	at := addr(landing)
	if at < start+chunk {
		t.Fatalf("Reserve left the heap in its first chunk [%#x, %#x): the next span is at %#x", start, start+chunk, at)
	}
	if raised < len(fill)+2*probe {
		t.Errorf("Reserve raised the goal by %d bytes, and set aside %d", raised, len(fill)+2*probe)
	}
	if !advisedHuge(t, at) {
		t.Fatalf("the chunk the heap moved to (%#x) is not marked for 2 MB pages", at)
	}
	next := addr(make([]byte, probe))
	if next&^(chunk-1) != at&^(chunk-1) {
		t.Fatalf("the allocation after Reserve is at %#x, outside the new chunk at %#x", next, at&^(chunk-1))
	}
	Reserve(64<<20, nil) // once only
	if addr(landing) != at {
		t.Fatal("a second Reserve moved the heap again")
	}
	fmt.Println("realigned")
}

// advisedHuge reports whether the mapping holding a has the hg (MADV_HUGEPAGE) flag.
func advisedHuge(t *testing.T, a uintptr) bool {
	return strings.Contains(smapsField(t, a, "VmFlags:"), " hg")
}
