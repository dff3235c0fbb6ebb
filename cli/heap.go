package cli

import (
	"fmt"
	"os"
	"runtime/debug"
	"strconv"
)

// ReserveHeap, where set (the hookguard command's main sets it to hugeheap.Reserve), makes
// room in 2 MB pages for what a hook call will allocate, once its payload's size is known,
// calling raise with what it sets aside before it allocates it. Tests that run Main in their
// own process leave it nil: their heap is not a hook call's.
var ReserveHeap func(n int, raise func(bytes int))

// heapFor is about how much a hook call allocates after reading a payload of n bytes:
// measured on the bench's payloads, a shell script ~270 bytes for each of its bytes (its
// parse, its commands and their effects), a write's content a few, above ~250 KB that
// every call allocates. It errs high: too high costs one 2 MB page where 4 KB ones would
// have done, too low ~400 faults.
// HeapMode, where set (main sets it to hugeheap.Mode), says how this process's heap is
// paged and what a page fault cost when its init timed one; doctor reports it.
var HeapMode func() (small bool, faultCostNs int64)

// heapLine is doctor's sentence on how hook calls page their heap here, or "".
func heapLine(getenv func(string) string) string {
	if HeapMode == nil {
		return ""
	}
	small, ns := HeapMode()
	switch v := getenv("HOOKGUARD_HEAP"); {
	case ns == 0 && v != "":
		return "hook calls page their heap as HOOKGUARD_HEAP=" + v + " says"
	case ns == 0:
		return ""
	case small:
		return fmt.Sprintf("hook calls keep their heap in 4 KB pages (2 MB for a megabyte or more): a page fault costs %.1f µs here, and 2 MB pages pay from 7 µs (HOOKGUARD_HEAP=2m chooses them)", float64(ns)/1000)
	}
	return fmt.Sprintf("hook calls take their heap in 2 MB pages: a page fault costs %.1f µs here, and they pay from 7 µs (HOOKGUARD_HEAP=4k leaves it in 4 KB pages)", float64(ns)/1000)
}

func heapFor(n int) int { return 256<<10 + 300*n }

func reserveHeap(payload []byte) {
	if ReserveHeap == nil {
		return
	}
	ReserveHeap(heapFor(len(payload)), raiseGCGoal)
}

// raiseGCGoal raises the collector's first goal (GOGC percent of a 4 MB heap) by n bytes, the
// untouched room ReserveHeap took, so that it starts no collection the call would not have
// had. GOGC=off, or a value the runtime reads its own way, is left as it is.
func raiseGCGoal(n int) {
	const minHeap = 4 << 20
	percent := 100
	if v := os.Getenv("GOGC"); v != "" {
		p, err := strconv.Atoi(v)
		if err != nil || p <= 0 {
			return
		}
		percent = p
	}
	debug.SetGCPercent(percent + percent*n/minHeap)
}
