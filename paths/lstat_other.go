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

// ExecFile reports a regular file with an execute bit at p, links followed (os.Stat).
func ExecFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0
}
