//go:build !unix

package self

import "os"

// linkCount is 0 where the link count is not a file's attribute the os package gives (Windows
// keeps it behind a handle): a write through a second name is then judged by its own name, and
// only making the link is judged (hardlinks.go).
func linkCount(os.FileInfo) uint64 { return 0 }

// namesOf is 0 here, as linkCount is: nothing is stat'ed.
func namesOf(string) uint64 { return 0 }

// ownedByMe is false where owners are not user ids the os package gives: an owner change of
// hookguard's files is judged as any change.
func ownedByMe(os.FileInfo) bool { return false }
