// Package hugeheap asks Linux to back the start of the Go heap with 2 MB pages.
//
// A hook call's heap is new: every 4 KB page the allocator touches for the first time is a page
// fault (10-40 µs each on the bench's VM, more than 100,000 instructions cost), and a call
// touches a page or more for each size class it allocates in. One 2 MB page costs what a few
// dozen faults do. The runtime has touched the first pages of the heap before any package's
// init runs, so the 2 MB spans they lie in are collapsed into 2 MB pages (MADV_COLLAPSE, Linux
// 6.1: the pages touched so far are copied over; 0.5-1 ms, 5 ms once in ~80 calls on the
// bench's VM), and the spans after them, to the end of the runtime's 4 MB chunk, are marked
// (MADV_HUGEPAGE), so that a first touch takes a whole 2 MB page. Measured on the bench's VM,
// settled binaries, 40 alternated runs (README, Speed): the 200-line script 794 faults and
// 23.6 ms against 339 and 18.9 ms, the 1.6 KB script 399 and 16.5 ms against 279 and 15.2 ms,
// a small write 302 and 11.4 ms against 251 and 11.2 ms, a stop 265 and 10.2 ms against 234
// and 10.0 ms.
//
// The heap starts at a random page of its chunk, and the runtime maps the next chunk, without
// the advice, only when the heap needs it. A heap that started late in its chunk (about a
// third of calls) ran on into the next one 4 KB at a time: the 200-line script's calls had
// ~320 faults or ~790, typical events' a tail of +60-150. So the init, where the chunk has
// less than a typical call's allocations left, moves the heap to the next chunk at once, and
// Reserve, once the payload's size is known, does the same for a larger call.
//
// A large call's Reserve also maps the rest of the runtime's own metadata chunk in one call
// (MADV_POPULATE_WRITE): its blocks of span pointers, one for each size class whose first span
// fills, were the 200-line script's ~60 remaining faults beyond the floor's that no advice
// reaches.
//
// All of that pays where a fault is dear (10-40 µs under some hypervisors) and costs a typical
// call more than it saves where a fault is cheap (a few µs, or less on bare metal): the
// collapse and the zeroing of each 2 MB page outweigh the 50-80 faults it spares. So the init
// first times two faults (~10 µs where they are cheap) and, where they are cheap, leaves the
// heap in 4 KB pages, and Reserve acts only for a call that will allocate a megabyte or more.
// HOOKGUARD_HEAP=2m or 4k in the environment chooses instead.
//
// This package imports only syscall and unsafe, so Go initialises it before the packages whose
// initialisers allocate most (the first ready package by import path goes first); the
// hookguard command imports it for that init alone. On other systems it does nothing.
package hugeheap
