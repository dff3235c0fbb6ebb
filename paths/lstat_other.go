//go:build !unix

package paths

import "os"

func lstatKind(p string) kind {
	fi, err := os.Lstat(p)
	switch {
	case err != nil:
		return kindMissing
	case fi.Mode()&os.ModeSymlink != 0:
		return kindLink
	}
	return kindOther
}
