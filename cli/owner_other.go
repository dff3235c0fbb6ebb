//go:build !unix

package cli

import "os"

// ownerOf: no user ids here (Windows' owners and ACLs are not read; os.Geteuid is -1, so
// sourceWriters checks nothing).
func ownerOf(os.FileInfo) (int, bool) { return 0, false }
