// Package hugeheap asks Linux to back the start of the Go heap with 2 MB pages.
//
// A hook call's heap is new: every 4 KB page the allocator touches for the first time is a page
// fault (10-40 µs each on the bench's VM, more than 100,000 instructions cost), and a call
// touches a page or more for each size class it allocates in. One 2 MB page costs what a few
// dozen faults do. The runtime has touched the first pages of the heap before any package's
// init runs, so the 2 MB span they lie in is collapsed into one page (MADV_COLLAPSE, Linux 6.1:
// the pages touched so far are copied over; 0.5-1 ms, 5 ms once in ~80 calls on the bench's VM),
// and the span after it is marked (MADV_HUGEPAGE), so that its first touch takes a whole 2 MB
// page. Measured on the bench's VM, settled binaries, 40 alternated runs (README, Speed): the
// 200-line script 794 faults and 23.6 ms against 339 and 18.9 ms, the 1.6 KB script 399 and
// 16.5 ms against 279 and 15.2 ms, a small write 302 and 11.4 ms against 251 and 11.2 ms, a
// stop 265 and 10.2 ms against 234 and 10.0 ms.
//
// This package imports only syscall and unsafe, so Go initialises it before the packages whose
// initialisers allocate most (the first ready package by import path goes first); the
// hookguard command imports it for that init alone. On other systems it does nothing.
package hugeheap
