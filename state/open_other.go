//go:build !unix

package state

// openFlags is empty where there are no FIFOs to wait on (Windows' named pipes live under
// \\.\pipe\, not among the files hookguard opens); CheckRegular still refuses anything that is
// not a regular file.
const openFlags = 0

// findHolder says how a person finds the process that holds the lock file at path: Windows has
// no fuser, and Resource Monitor searches open handles by name.
func findHolder(path string) string {
	return "Resource Monitor (`resmon`, CPU, Associated Handles, search for " + path + ")"
}

// SyncDir does nothing here: Windows cannot open a directory for flushing through os.Open, and
// NTFS journals the rename itself, so the name is as durable as the fsynced file it points at.
func SyncDir(dir string) error { return nil }
