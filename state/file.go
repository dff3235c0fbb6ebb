package state

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// MaxFile bounds what ReadFile reads: hookguard's own state files are a few kilobytes.
const MaxFile = 16 << 20

// ErrNotRegular marks a path that is not a regular file (a FIFO, a device, a directory): reading
// one could wait for ever (a FIFO with no writer) or never end (/dev/zero).
var ErrNotRegular = errors.New("not a regular file")

// openFile opens path, retrying where the platform says another process holds it for a
// moment (see retry).
func openFile(path string, flag int, perm os.FileMode) (f *os.File, err error) {
	err = retry(func() error {
		f, err = os.OpenFile(path, flag, perm)
		return err
	})
	return f, err
}

// openRegular opens path without waiting (see openFlags), and keeps it only if it is a regular
// file.
func openRegular(path string, flag int, perm os.FileMode) (*os.File, error) {
	f, err := openFile(path, flag|openFlags, perm)
	if err != nil {
		return nil, err
	}
	if err := CheckRegular(f); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// OpenRegular opens path for reading without waiting, and only if it is a regular file.
func OpenRegular(path string) (*os.File, error) { return openRegular(path, os.O_RDONLY, 0) }

// CheckRegular reports an error unless f is a regular file.
func CheckRegular(f *os.File) error {
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s: %w (%s)", f.Name(), ErrNotRegular, st.Mode().Type())
	}
	return nil
}

// ReadFile reads a regular file of at most max bytes (0: MaxFile). A missing file is
// fs.ErrNotExist, as from os.ReadFile. The file is read in one read of the size it has
// (io.ReadAll's growing buffer cost a hook call more than the read), and one byte more to see
// its end; a file that grew meanwhile is read on, up to max.
func ReadFile(path string, max int64) ([]byte, error) {
	f, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAll(f, path, max)
}

// ReadAll reads an open regular file (named path, for errors) from its current offset, at
// most max bytes (0: MaxFile), in one read of its size as ReadFile does.
func ReadAll(f *os.File, path string, max int64) ([]byte, error) {
	if max <= 0 {
		max = MaxFile
	}
	tooBig := func() error {
		return fmt.Errorf("%s is larger than %d bytes, more than hookguard reads there: shorten or remove it", path, max)
	}
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if fi.Size() > max {
		return nil, tooBig()
	}
	buf := make([]byte, fi.Size()+1)
	n, err := io.ReadFull(f, buf)
	if err == io.ErrUnexpectedEOF || err == io.EOF {
		return buf[:n], nil
	}
	if err != nil {
		return nil, err
	}
	rest, err := io.ReadAll(io.LimitReader(f, max-int64(n)+1))
	if err != nil {
		return nil, err
	}
	data := append(buf, rest...)
	if int64(len(data)) > max {
		return nil, tooBig()
	}
	return data, nil
}

// OpenWrite opens (creating it, mode 0600) a file hookguard reads and writes, without waiting,
// and only if it is a regular file.
func OpenWrite(path string) (*os.File, error) {
	return openRegular(path, os.O_RDWR|os.O_CREATE, 0o600)
}

// OpenAppend opens (creating it, mode 0600) a log for reading and appending, without waiting,
// and only if it is a regular file.
func OpenAppend(path string) (*os.File, error) {
	return openRegular(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o600)
}
