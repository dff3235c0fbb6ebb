package state

import (
	"errors"
	"time"

	"golang.org/x/sys/windows"
)

// openFlags is empty: Windows' named pipes live under \\.\pipe\, not among the files hookguard
// opens; CheckRegular still refuses anything that is not a regular file.
const openFlags = 0

// findHolder says how a person finds the process that holds the lock file at path: Windows has
// no fuser, and Resource Monitor searches open handles by name.
func findHolder(path string) string {
	return "Resource Monitor (`resmon`, CPU, Associated Handles, search for " + path + ")"
}

// SyncDir does nothing here: Windows cannot open a directory for flushing through os.Open, and
// NTFS journals the rename itself, so the name is as durable as the fsynced file it points at.
func SyncDir(dir string) error { return nil }

// busy reports the errors Windows gives for a moment while another hook process renames a file
// over the one being opened, or has it open while this one renames over it: Go opens files
// without FILE_SHARE_DELETE, so a rename and an open of one file exclude each other.
func busy(err error) bool {
	return errors.Is(err, windows.ERROR_SHARING_VIOLATION) || errors.Is(err, windows.ERROR_ACCESS_DENIED)
}

// retry runs f again while it fails with busy, for at most half a second: a rename takes
// microseconds, and a file still busy after that is held on purpose, which the caller reports.
func retry(f func() error) error {
	end := time.Now().Add(500 * time.Millisecond)
	delay := 200 * time.Microsecond
	for {
		err := f()
		if err == nil || !busy(err) || time.Now().After(end) {
			return err
		}
		time.Sleep(delay)
		delay = min(2*delay, 10*time.Millisecond)
	}
}
