//go:build unix

package install

import "golang.org/x/sys/unix"

// writable says whether a directory can be written, as git itself would find it.
func writable(dir string) bool { return unix.Access(dir, unix.W_OK) == nil }
