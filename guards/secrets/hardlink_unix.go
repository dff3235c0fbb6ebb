//go:build unix

package secrets

import (
	"os"
	"syscall"
)

// multiLinked reports a file with more than one name.
func multiLinked(st os.FileInfo) bool {
	s, ok := st.Sys().(*syscall.Stat_t)
	return ok && s.Nlink > 1
}
