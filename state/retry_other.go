//go:build !windows

package state

// retry runs f once: only Windows refuses an open or a rename of a file another process has
// open (see open_windows.go).
func retry(f func() error) error { return f() }
