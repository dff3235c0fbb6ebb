package boundary

import (
	"strings"

	"github.com/hookguard/hookguard/guards/internal/sshfiles"
)

// sshPublicFile reports the files directly in ~/.ssh (rel: lower case, relative to the home)
// that hold nothing secret (sshfiles.Public), as the secrets guard excuses them; private keys
// and any subdirectory stay refused.
func sshPublicFile(rel string) bool {
	name, ok := strings.CutPrefix(rel, ".ssh/")
	return ok && name != "" && !strings.Contains(name, "/") && sshfiles.Public(name)
}
