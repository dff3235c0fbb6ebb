//go:build unix

package paths

import "syscall"

// lstatKind is os.Lstat reduced to what the walk needs, with the stat buffer on the stack: the
// resolver asks it for every new component, and os.Lstat's FileInfo and copied name were most
// of what a component cost besides the system call.
func lstatKind(p string) kind {
	var st syscall.Stat_t
	for {
		err := syscall.Lstat(p, &st)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return kindMissing
		}
		break
	}
	if st.Mode&syscall.S_IFMT == syscall.S_IFLNK {
		return kindLink
	}
	return kindOther
}

// ExecFile reports a regular file with an execute bit at p, links followed: what
// os.Stat(p)'s Mode().IsRegular() and Mode()&0o111 say, without the FileInfo and the error
// os.Stat makes for each directory of PATH a program is looked for in.
func ExecFile(p string) bool {
	var st syscall.Stat_t
	for {
		err := syscall.Stat(p, &st)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return false
		}
		break
	}
	return st.Mode&syscall.S_IFMT == syscall.S_IFREG && st.Mode&0o111 != 0
}
