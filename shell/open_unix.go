//go:build unix

package shell

import "syscall"

// openFlags keeps an open from waiting: opening a FIFO for reading blocks until a writer comes.
const openFlags = syscall.O_NONBLOCK
