package boundary

import "strings"

// sshPublicFile reports the files directly in ~/.ssh (rel: lower case, relative to the home)
// that hold nothing secret: public keys, known_hosts, the client's config and
// authorized_keys, which GitHub's and OpenSSH's own guides tell users to print. The secrets
// guard excuses the same files; private keys and any subdirectory stay refused.
func sshPublicFile(rel string) bool {
	name, ok := strings.CutPrefix(rel, ".ssh/")
	if !ok || name == "" || strings.Contains(name, "/") {
		return false
	}
	return strings.HasSuffix(name, ".pub") || strings.HasPrefix(name, "known_hosts") ||
		name == "config" || name == "authorized_keys" || name == "authorized_keys2"
}
