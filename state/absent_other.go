//go:build !unix

package state

import (
	"errors"
	"io/fs"
	"os"
)

// Absent reports that nothing is at path (see absent_unix.go).
func Absent(path string) bool {
	_, err := os.Lstat(path)
	return errors.Is(err, fs.ErrNotExist)
}
