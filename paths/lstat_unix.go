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
