// Package sshfiles knows which files of ~/.ssh hold nothing secret, for the guards that
// refuse reads of the rest (secrets, and the boundary's credentials).
package sshfiles

import "strings"

// Public reports a file name (lower case) directly in ~/.ssh that holds nothing secret:
// public keys, known_hosts, the client's config and authorized_keys, which GitHub's and
// OpenSSH's own guides tell users to print. Private keys have any other name.
func Public(name string) bool {
	return strings.HasSuffix(name, ".pub") || strings.HasPrefix(name, "known_hosts") ||
		name == "config" || name == "authorized_keys" || name == "authorized_keys2"
}
