//go:build !unix && !windows

package state

// openFlags is empty where there are no FIFOs to wait on.
const openFlags = 0

func findHolder(path string) string {
	return "the tools of this system that list open files (" + path + ")"
}

// SyncDir does nothing where directories cannot be opened for flushing.
func SyncDir(dir string) error { return nil }
