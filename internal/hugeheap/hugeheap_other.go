//go:build !linux

package hugeheap

// Reserve does nothing here: only Linux maps a heap in 2 MB pages on request.
func Reserve(int, func(int)) {}
