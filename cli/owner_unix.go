//go:build unix

package cli

import (
	"os"
	"syscall"
)

// ownerOf is the user id that owns a file.
func ownerOf(fi os.FileInfo) (int, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, false
	}
	return int(st.Uid), true
}
