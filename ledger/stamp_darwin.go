//go:build darwin

package ledger

import (
	"os"
	"syscall"
)

// stampOf reads a file's stamp. The change time is the kernel's own (no call sets it), and
// with the inode it tells a file replaced or written since from the one a checkpoint saw.
func stampOf(fi os.FileInfo) stamp {
	s := stamp{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		s.ctime, s.ino = st.Ctimespec.Nano(), int64(st.Ino)
	}
	return s
}
