package paths

import (
	"errors"
	"io"
	"os"
	"syscall"
)

// ReadRegular reads the regular file at p, of at most limit bytes. It opens without blocking
// and checks what it opened: a FIFO named like the file (mkfifo run.sh) is refused rather than
// waited on until the hook's deadline, and a larger file is refused rather than read.
func ReadRegular(p string, limit int64) ([]byte, error) {
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, errors.New(p + ": not a regular file")
	}
	if st.Size() > limit {
		return nil, errors.New(p + ": too large to read")
	}
	b := make([]byte, st.Size())
	n, err := io.ReadFull(f, b)
	if err != nil && err != io.ErrUnexpectedEOF {
		return nil, err
	}
	return b[:n], nil
}
