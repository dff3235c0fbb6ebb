//go:build !linux && !darwin

package ledger

import "os"

// stampOf reads a file's stamp: its size and modification time only, where Go gives no change
// time or inode (Windows, the BSDs). The modification time alone still tells hookguard's own
// mark (see seal) from any later write.
func stampOf(fi os.FileInfo) stamp {
	return stamp{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}
