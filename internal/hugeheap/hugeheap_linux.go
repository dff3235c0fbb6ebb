package hugeheap

import (
	"syscall"
	"unsafe"
)

const (
	span         = 2 << 20
	madvHugepage = 14 // MADV_HUGEPAGE
	madvCollapse = 25 // MADV_COLLAPSE (Linux 6.1)

	// chunk is how much heap the runtime maps at a time (its page allocator's chunk), on a
	// chunk boundary; the heap starts at a random page of its first chunk.
	chunk = 4 << 20
	// probe is the smallest allocation the page allocator itself places (16 runtime pages):
	// smaller spans come from a per-P cache of a few pages it took earlier, so a probe's address
	// is the lowest free run of the heap, its frontier.
	probe = 128 << 10
	// largeObject is the size above which an allocation is a span of its own, never touched
	// by the runtime when its pages are fresh (an object this size or less is carved from a
	// shared span).
	largeObject = 32 << 10
	// initRoom is about what a typical hook call allocates after this package's init (the
	// other packages' inits, the configuration, the payload, the judgement: 0.8-1.1 MB
	// measured on the bench's payloads). With less than this left in the chunk the heap is in,
	// the call would run on into a chunk the runtime maps later, without the advice, and touch
	// it 4 KB at a time; landing in the next chunk at once costs one 2 MB page, ten faults'
	// worth, so it is done where the shortfall would cost more.
	initRoom = 1 << 20
)

// first is the heap object whose address says where the heap starts; base is its 2 MB span.
var (
	first *[16]byte
	base  uintptr
)

// advisedEnd is the end of the heap range marked for 2 MB pages; kept holds what was set aside
// (never touched, and kept so that no collection hands its pages out again), aside its size.
// kept is an array, not a slice that grows: a small allocation between a fill and the landing
// after it would take the next chunk's first pages, as 4 KB ones, before it is marked.
var (
	advisedEnd uintptr
	kept       [4][]byte
	nkept      int
	aside      int
	reserved   bool
)

// Errors are ignored: a kernel without transparent huge pages, or with them switched off,
// leaves the heap in 4 KB pages, as it was.
//
// The runtime's own start has touched the heap from its start to the frontier, in one or two
// 2 MB spans (two where the heap started near a span's end); each is collapsed. Every span
// after the frontier up to the end of the chunk it is in is marked, and so takes a 2 MB page
// at its first touch. Where that leaves less than initRoom, the heap moves to the next chunk
// now (jump), marked too.
func init() {
	first = new([16]byte)
	if cheap = faultsCheap(); cheap {
		return
	}
	base = uintptr(unsafe.Pointer(first)) &^ (span - 1)
	at := addr(make([]byte, probe))
	front := at + probe
	last := (front - 1) &^ (span - 1)
	if last < base {
		last = base // a frontier below the first object's span is not the heap's
	}
	end := chunkEnd(last)
	advise(base, end)
	// What the runtime touched lies below the probe, whose own pages are fresh: a span that
	// only the probe reaches into holds nothing to collapse (it is marked, and takes a 2 MB
	// page at its first touch), and asking cost a third of a collapse for nothing, in about a
	// third of the calls on the bench's VM (EINVAL, the span has no page table yet).
	touched := max((at-1)&^(span-1), base)
	collapse(base, touched+span)
	if end-front < initRoom {
		jump(front, end)
	}
}

// Reserve makes room in 2 MB pages for a call that will allocate about n bytes more, and, for
// a call that will allocate metaFrom or more, maps the runtime's metadata chunk (populateMeta).
// Where faults are cheap (the init left the heap alone), it acts only for a call that will
// allocate cheapFrom or more, from the next span on.
//
// The runtime maps the heap's next chunk only when the one it is in is full, as a new mapping
// that the init's advice does not cover: a call whose heap outgrows it touches every page after
// it as a 4 KB fault (the 200-line script ~400 of them). Where the chunk has less than n left,
// Reserve fills the rest with one allocation that is never touched, which makes the runtime map
// the next chunk now, and marks it (MADV_HUGEPAGE) so that the heap grows into it a 2 MB page
// at a time. Where the heap had already run on into a chunk mapped after the init (a large
// payload read), the untouched spans of that chunk are marked, and the rest of the 4 KB-paged
// span it is in is skipped with an untouched allocation.
//
// What it and the init set aside counts towards the collector's goal, and the runtime starts a
// collection as soon as an allocation passes it: where Reserve sets memory aside it first calls
// raise with all that is set aside, its own and the init's, for the caller to raise the goal by
// as much (runtime/debug.SetGCPercent, which this package does not import so as to keep its
// init early). It acts once, and is meant for a hook call's start, once its payload's size is
// known.
func Reserve(n int, raise func(bytes int)) {
	if reserved || first == nil || n <= 0 || cheap && n < cheapFrom {
		return
	}
	if n >= metaFrom {
		defer populateMeta()
	}
	at := addr(make([]byte, probe))
	front := at + probe
	end := chunkEnd(at)
	from := front // where the 2 MB pages would start
	if front > advisedEnd {
		from = min((front+span-1)&^(span-1), end)
	}
	stay := end-from >= uintptr(n)
	if stay && front <= advisedEnd {
		return // room in 2 MB pages
	}
	reserved = true
	own := int(from - front)
	if !stay {
		own = int(end-front) + probe
	}
	if raise != nil && own > largeObject {
		raise(aside + own)
	}
	if !stay {
		jump(front, end)
		return
	}
	advise(from, end)
	keep(own)
}

// jump fills the chunk from front to its end with one allocation that is never touched, which
// makes the runtime map the next chunk now, and marks the next chunk.
func jump(front, end uintptr) {
	keep(int(end - front))
	landing := make([]byte, probe)
	hold(landing)
	next := addr(landing) &^ (span - 1)
	advise(next, chunkEnd(next))
}

// keep sets aside an untouched allocation of n bytes, where it is a span of its own: a smaller
// one would share a span the runtime touches, and is left for the heap to use.
func keep(n int) {
	if n <= largeObject {
		return
	}
	hold(make([]byte, n))
}

// hold keeps b; the init and Reserve set aside at most two allocations each.
func hold(b []byte) {
	if nkept == len(kept) {
		return
	}
	kept[nkept] = b
	nkept++
	aside += len(b)
}

// collapse copies the pages touched in [from, to) into 2 MB pages. The kernel gives up on a
// span with a page still in a CPU's batch on its way to the page lists (EAGAIN, about one
// call in a few hundred on the bench's VM), and leaves the whole span in 4 KB pages; asking
// again moves it.
func collapse(from, to uintptr) {
	for range 3 {
		_, _, err := syscall.Syscall(syscall.SYS_MADVISE, from, to-from, madvCollapse)
		if err != syscall.EAGAIN {
			return
		}
	}
}

// advise marks [from, to) for 2 MB pages.
func advise(from, to uintptr) {
	if to <= from {
		return
	}
	syscall.Syscall(syscall.SYS_MADVISE, from, to-from, madvHugepage)
	advisedEnd = max(advisedEnd, to)
}

func chunkEnd(a uintptr) uintptr { return a&^(chunk-1) + chunk }

func addr(b []byte) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(b))) }

// The runtime keeps its own bookkeeping off the heap, in 256 KB chunks it maps for each P
// without advice and fills from the bottom up: a block of span pointers for each size class
// whose first span fills, the span structures, interface tables. A 4 KB page of it is never a
// 2 MB one, and a call that allocates a lot first touches many: the 200-line script ~60, each a
// page fault (~10 µs on the bench's VM). MADV_POPULATE_WRITE (Linux 5.14) maps the rest of the
// chunk in use in one call, ~0.4 µs a page; a page first touched after that costs what the
// hypervisor's own fault does, less than half (measured: 64 pages touched 610-650 µs, populated
// 20-25 µs and touched after it 270-280 µs). A call that allocates less touches few pages of
// it (a small write or a short command ~1 fault fewer, for the ~25 µs the call costs), so
// below metaFrom it is left as it is; the 1.6 KB script (~740 KB) touches 35 fewer, the
// 200-line script 50.
const (
	madvPopulateWrite = 23
	metaChunk         = 256 << 10 // persistentChunkSize in the runtime's malloc.go
	metaFrom          = 640 << 10
)

// metaProber is an interface that no type is converted to at compile time: converting metaProbe
// to it at run time makes the runtime build its interface table then, in the current P's
// metadata chunk, at the point it is filled to.
type (
	metaProber interface{ metaProbe() }
	metaProbe  struct{ _ byte }
)

func (metaProbe) metaProbe() {}

// probeValue is a variable, so that the compiler cannot see the conversion below.
var probeValue any = metaProbe{}

// populateMeta maps the runtime's current metadata chunk from the page after its fill to its
// end at the latest (the chunk began at most a chunk's size before the table). Where the
// mapping holding it ends sooner, the kernel maps up to its end and says ENOMEM; past a
// chunk's end lies an older chunk, in use already, or other runtime memory the range maps at
// most a chunk of: either way what the range holds is unchanged, only mapped.
func populateMeta() {
	p, ok := probeValue.(metaProber)
	if !ok {
		return
	}
	from, to := metaRange(*(*uintptr)(unsafe.Pointer(&p))) // an interface's first word is its table
	syscall.Syscall(syscall.SYS_MADVISE, from, to-from, madvPopulateWrite)
}

// metaRange is the range populateMeta maps for a table at tab: from the page after the one
// holding it to a chunk's size past that page's start.
func metaRange(tab uintptr) (from, to uintptr) {
	page := uintptr(syscall.Getpagesize())
	return (tab + page) &^ (page - 1), tab&^(page-1) + metaChunk
}

// Where a page fault is cheap, 2 MB pages cost a typical call more than they save: on a VM
// whose faults cost 3-4 µs (2026-12-03, 80 alternated runs each) the init's collapse and the
// zeroing of each 2 MB page made a short command 3.78 ms against 3.54 without them, a stop
// 3.45 against 3.21, a small write 4.18 against 4.03, for 50-80 faults saved; the 200-line
// script (2.3 MB) was 9.70 against 9.92 ms, the 1.6 KB script (740 KB) 5.00 against 4.95.
// On the bench's earlier VM, whose faults cost 10-40 µs, they were what brought the 200-line
// script from 23.6 to 18.9 ms, and no typical call was slower. So the init times two faults
// and, where the lesser is under cheapFault, leaves the heap in 4 KB pages; Reserve then marks
// the spans ahead only for a call that will allocate cheapFrom or more.
// HOOKGUARD_HEAP=2m or 4k in the environment decides instead of the timing.
const (
	cheapFault = 7000    // ns: 3-4 µs measured where 2 MB pages did not pay, 10-40 where they did
	cheapFrom  = 1 << 20 // between the 1.6 KB script's ~740 KB, where they did not pay, and the 200-line script's
)

// cheap is set by the init where faults are cheap and the heap was left in 4 KB pages;
// faultNs is what a fault cost when the init timed one (0 where the environment chose).
var (
	cheap   bool
	faultNs int64
)

// faultsCheap reports whether the heap is better left in 4 KB pages here.
func faultsCheap() bool {
	switch v, _ := syscall.Getenv("HOOKGUARD_HEAP"); v {
	case "2m":
		return false
	case "4k":
		return true
	}
	faultNs = faultCost()
	return faultNs < cheapFault
}

// Mode reports the init's choice: whether it left the heap in 4 KB pages, and what a page
// fault cost when it timed one (0 where HOOKGUARD_HEAP chose, or no mapping was to be had).
func Mode() (small bool, faultCostNs int64) { return cheap, faultNs }

// faultCost is what a first touch of a 4 KB page of anonymous memory costs here, in ns: the
// lesser of two, in a mapping of its own, after a first touch has made its page table (which
// costs more, and which the heap's pages share). About 10 µs a call where faults are cheap,
// 30-80 where they are not; 0, taken as cheap, where no mapping is to be had.
func faultCost() int64 {
	const page = 4 << 10
	b, err := syscall.Mmap(-1, 0, 3*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return 0
	}
	defer syscall.Munmap(b)
	b[0] = 1
	t0 := nanotime()
	b[page] = 1
	t1 := nanotime()
	b[2*page] = 1
	t2 := nanotime()
	return min(t1-t0, t2-t1)
}

// nanotime is the runtime's monotonic clock, which the time package reads: this package
// imports only syscall and unsafe, so as to be initialised first.
//
//go:linkname nanotime runtime.nanotime
func nanotime() int64
