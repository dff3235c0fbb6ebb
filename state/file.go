package state

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
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
		return notRegular(f.Name(), st.Mode().Type())
	}
	return nil
}

func notRegular(path string, t os.FileMode) error {
	return fmt.Errorf("%s: %w (%s)", path, ErrNotRegular, t)
}

func tooLarge(path string, max int64) error {
	return fmt.Errorf("%s is larger than %d bytes, more than hookguard reads there: shorten or remove it", path, max)
}

// ReadFile reads a regular file of at most max bytes (0: MaxFile). A missing file is
// fs.ErrNotExist, as from os.ReadFile. The file is read in one read of the size it has
// (io.ReadAll's growing buffer cost a hook call more than the read), and one byte more to see
// its end; a file that grew meanwhile is read on, up to max.
func ReadFile(path string, max int64) ([]byte, error) {
	if max <= 0 {
		max = MaxFile
	}
	return readFile(path, max)
}

// ReadAll reads an open regular file (named path, for errors) from its current offset, at
// most max bytes (0: MaxFile), in one read of its size as ReadFile does.
func ReadAll(f *os.File, path string, max int64) ([]byte, error) {
	if max <= 0 {
		max = MaxFile
	}
	tooBig := func() error { return tooLarge(path, max) }
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

// ReadPrefix reads at most n bytes from the start of the regular file at path, without
// waiting: what a guard looks at in a file's head (a generated-code header, a dialect marker)
// whatever the file's length.
func ReadPrefix(path string, n int) ([]byte, error) {
	f, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf := make([]byte, n)
	m, err := io.ReadFull(f, buf)
	if err == io.ErrUnexpectedEOF || err == io.EOF {
		err = nil
	}
	return buf[:m], err
}

// ErrNotDir marks a path read as a directory that is something else.
var ErrNotDir = errors.New("not a directory")

// OpenDir opens the directory at path for listing, without waiting: os.Open of a FIFO put
// where a directory was expected would wait for a writer.
func OpenDir(path string) (*os.File, error) {
	f, err := openFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err == nil && !st.IsDir() {
		err = fmt.Errorf("%s: %w (%s)", path, ErrNotDir, st.Mode().Type())
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// ReadDir is os.ReadDir (all entries, sorted by name) through OpenDir.
func ReadDir(path string) ([]os.DirEntry, error) {
	f, err := OpenDir(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ents, err := f.ReadDir(-1)
	slices.SortFunc(ents, func(a, b os.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return ents, err
}
