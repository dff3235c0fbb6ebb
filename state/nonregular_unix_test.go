//go:build unix

package state

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// ReadPrefix reads a regular file's head and refuses a FIFO, a link to one and a device;
// OpenDir and ReadDir list a directory and refuse the same (a FIFO where a directory was
// would hold os.Open). Each answers without waiting, so a wait would hang the test.
func TestNotRegularHelpers(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("mkfifo:", err)
	}
	link := filepath.Join(dir, "link")
	os.Symlink(fifo, link)
	file := filepath.Join(dir, "f")
	os.WriteFile(file, []byte("0123456789"), 0o600)
	if b, err := ReadPrefix(file, 4); err != nil || string(b) != "0123" {
		t.Errorf("ReadPrefix(file, 4) = %q, %v", b, err)
	}
	if b, err := ReadPrefix(file, 64); err != nil || string(b) != "0123456789" {
		t.Errorf("ReadPrefix(file, 64) = %q, %v", b, err)
	}
	for _, p := range []string{fifo, link, "/dev/zero", dir} {
		if _, err := ReadPrefix(p, 64); !errors.Is(err, ErrNotRegular) {
			t.Errorf("ReadPrefix(%s) = %v, want ErrNotRegular", p, err)
		}
	}
	os.Mkdir(filepath.Join(dir, "sub"), 0o700)
	if ents, err := ReadDir(dir); err != nil || len(ents) != 4 || ents[0].Name() != "f" || ents[3].Name() != "sub" {
		t.Errorf("ReadDir(dir) = %v, %v; want f fifo link sub", ents, err)
	}
	for _, p := range []string{fifo, link, "/dev/zero", file} {
		if _, err := ReadDir(p); !errors.Is(err, ErrNotDir) {
			t.Errorf("ReadDir(%s) = %v, want ErrNotDir", p, err)
		}
	}
}
