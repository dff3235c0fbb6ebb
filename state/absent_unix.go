//go:build unix

package state

import "syscall"

// Absent reports that nothing is at path, cheaply: one access(2) and no error value made,
// for a file looked for on every hook call that is usually not there (the managed policy).
// Anything else (it exists, a directory on the way cannot be searched) is not absent: the
// caller opens it and reports what it finds.
func Absent(path string) bool {
	err := syscall.Access(path, 0) // F_OK
	return err == syscall.ENOENT || err == syscall.ENOTDIR
}
