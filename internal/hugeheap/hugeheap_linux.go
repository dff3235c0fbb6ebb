package hugeheap

import (
	"syscall"
	"unsafe"
)

const (
	span         = 2 << 20
	madvHugepage = 14 // MADV_HUGEPAGE
	madvCollapse = 25 // MADV_COLLAPSE (Linux 6.1)
)

// first is the heap object whose address says where the heap starts; base is its 2 MB span.
var (
	first *[16]byte
	base  uintptr
)

// Errors are ignored: a kernel without transparent huge pages, or with them switched off,
// leaves the heap in 4 KB pages, as it was.
func init() {
	first = new([16]byte)
	base = uintptr(unsafe.Pointer(first)) &^ (span - 1)
	syscall.Syscall(syscall.SYS_MADVISE, base, 2*span, madvHugepage)
	syscall.Syscall(syscall.SYS_MADVISE, base, span, madvCollapse)
}
