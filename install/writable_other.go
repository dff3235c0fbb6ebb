//go:build !unix

package install

import "os"

// writable says whether a directory can be written. Windows has no access(2) that answers for
// ACLs, so it is asked the way git for Windows finds out: by making a file there.
func writable(dir string) bool {
	f, err := os.CreateTemp(dir, ".hookguard-writable-*")
	if err != nil {
		return false
	}
	f.Close()
	os.Remove(f.Name())
	return true
}
