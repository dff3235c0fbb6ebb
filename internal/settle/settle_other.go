//go:build !linux

package settle

import (
	"os"
	"os/exec"
)

// Mapped and MappedWhole: only Linux keeps a file's page cache in large folios that it maps in
// 2 MB pages.
func Mapped() (huge, known bool) { return false, false }

func MappedWhole() (huge, known bool) { return false, false }

func openSelf() (*os.File, error) { return nil, ErrUnsupported }

func selfID() (id, error) { return id{}, ErrUnsupported }

func fileID(string) (id, error) { return id{}, ErrUnsupported }

func detach(*exec.Cmd) {}

func rewrite(*os.File, string) (int64, error) { return 0, ErrUnsupported }

func Yield() {}

func Rewritable(string) error { return ErrUnsupported }
