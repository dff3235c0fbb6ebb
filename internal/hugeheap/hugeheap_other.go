//go:build !linux

package hugeheap

// Reserve does nothing here: only Linux maps a heap in 2 MB pages on request.
func Reserve(int, func(int)) {}

// Mode reports the heap in 4 KB pages, as it is here, and no timed fault.
func Mode() (small bool, faultCostNs int64) { return true, 0 }
