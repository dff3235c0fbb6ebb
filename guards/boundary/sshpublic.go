package boundary

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

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

// inHome reports whether abs, with its links resolved, is strictly inside the user's home.
func (s *scope) inHome(abs string) bool {
	if abs == "" {
		return false
	}
	real := paths.Real(abs)
	for _, h := range []string{s.realHome, filepath.Clean(s.home)} {
		if h != "" && h != "." && h != "/" && real != h && paths.Within(real, h) {
			return true
		}
	}
	return false
}
