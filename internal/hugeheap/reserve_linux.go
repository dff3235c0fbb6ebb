package hugeheap

import (
	"syscall"
	"unsafe"
)

const (
	// chunk is how much heap the runtime maps at a time (its page allocator's chunk); the heap
	// starts at a random page of its first chunk.
	chunk = 4 << 20
	// probe is the smallest allocation the page allocator itself places (16 runtime pages):
	// smaller spans come from a per-P cache of a few pages it took earlier, so a probe's address
	// is the lowest free run of the heap, its frontier.
	probe = 128 << 10
	// largeObject is the size above which an allocation is a span of its own, never touched
	// by the runtime when its pages are fresh (an object this size or less is carved from a
	// shared span).
	largeObject = 32 << 10
)

// Kept so that no collection hands their pages out again: the pages stay untouched.
var fill, landing []byte

// Reserve makes room in 2 MB pages for a call that will allocate about n bytes more.
//
// Go 1.26 starts the heap at a random page of a 4 MB chunk, and maps the next chunk only when
// the first is full, as a new mapping that the first's 2 MB advice does not cover: a call
// whose heap outgrows the rest of the first chunk touches every page after it as a 4 KB
// fault (the 200-line script ~400 of them in about half the calls). Where the first chunk has
// less than n left, Reserve fills the rest with one allocation that is never touched, which
// makes the runtime map the next chunk now; that chunk starts on a 2 MB boundary, and is
// marked (MADV_HUGEPAGE) so that the heap grows into it a 2 MB page at a time.
//
// What it sets aside counts towards the collector's goal, and the runtime starts a collection
// as soon as an allocation passes it: Reserve calls raise with the bytes it is about to set
// aside before it allocates them, for the caller to raise the goal by as much
// (runtime/debug.SetGCPercent, which this package does not import so as to keep its init
// early). It acts once, only while the heap is still in its first chunk, and is meant for a
// hook call's start, once its payload's size is known; small payloads leave the heap as it
// is, since a chunk's first 2 MB page costs what ten 4 KB faults do.
func Reserve(n int, raise func(bytes int)) {
	if fill != nil || landing != nil || first == nil || n <= 0 {
		return
	}
	start := uintptr(unsafe.Pointer(first)) &^ (chunk - 1)
	end := start + chunk
	at := addr(make([]byte, probe))
	if at < start || at >= end || end-at >= uintptr(n) {
		return // the probe is garbage, and small beside the collector's 4 MB goal
	}
	tail := end - (at + probe)
	if tail <= largeObject {
		tail = 0
	}
	if raise != nil {
		raise(int(probe + tail + probe))
	}
	if tail > 0 {
		fill = make([]byte, tail)
	}
	landing = make([]byte, probe)
	next := addr(landing) &^ (span - 1)
	syscall.Syscall(syscall.SYS_MADVISE, next, next&^(chunk-1)+chunk-next, madvHugepage)
}

func addr(b []byte) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(b))) }
