//go:build unix

package self

import (
	"os"
	"syscall"
)

// linkCount is how many names the file fi describes has (0 where the system does not say).
func linkCount(fi os.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 0
}

// namesOf is how many names the regular file at p (followed through links) has, 0 for
// anything else: the one stat a write pays, without the FileInfo os.Stat makes.
func namesOf(p string) uint64 {
	var st syscall.Stat_t
	if syscall.Stat(p, &st) != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG {
		return 0
	}
	return uint64(st.Nlink)
}

// ownedByMe reports a file this process's user owns: an owner change of it can only give it
// away, never hand this user a write it did not have.
func ownedByMe(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Geteuid()
}
