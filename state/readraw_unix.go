//go:build unix

package state

import (
	"io/fs"
	"os"
	"syscall"
)

// readFile is ReadFile in system calls: open, fstat, read to the end, close. An *os.File costs
// each small read more than the read: an epoll registration the kernel refuses for a regular
// file, a second fstat, a finalizer, and on Close a release of the descriptor's semaphore,
// which lands on one of the runtime's four semaphore-table pages by the address it has (the
// 200-line script's call touched all four, a page fault each, ~10 µs on the bench's VM).
func readFile(path string, max int64) ([]byte, error) {
	var fd int
	var err error
	for {
		fd, err = syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC|openFlags, 0)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	if err := fstat(fd, &st); err != nil {
		return nil, &fs.PathError{Op: "stat", Path: path, Err: err}
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFREG {
		return nil, notRegular(path, modeType(uint32(st.Mode)))
	}
	if st.Size > max {
		return nil, tooLarge(path, max)
	}
	buf := make([]byte, 0, st.Size+1)
	for {
		if int64(len(buf)) > max {
			return nil, tooLarge(path, max)
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)] // the file grew since fstat: read on, up to max
		}
		n, err := syscall.Read(fd, buf[len(buf):cap(buf)])
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil:
			return nil, &fs.PathError{Op: "read", Path: path, Err: err}
		case n == 0:
			return buf, nil
		}
		buf = buf[:len(buf)+n]
	}
}

func fstat(fd int, st *syscall.Stat_t) error {
	for {
		if err := syscall.Fstat(fd, st); err != syscall.EINTR {
			return err
		}
	}
}

// modeType is os.FileMode's type bits for a stat mode, as os.Stat gives them.
func modeType(m uint32) fs.FileMode {
	switch m & syscall.S_IFMT {
	case syscall.S_IFDIR:
		return fs.ModeDir
	case syscall.S_IFLNK:
		return fs.ModeSymlink
	case syscall.S_IFIFO:
		return fs.ModeNamedPipe
	case syscall.S_IFSOCK:
		return fs.ModeSocket
	case syscall.S_IFCHR:
		return fs.ModeDevice | fs.ModeCharDevice
	case syscall.S_IFBLK:
		return fs.ModeDevice
	}
	return os.ModeIrregular
}
