package self

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// A container started in the one host directory it mounts works on this machine's files
// there: what it does to hookguard's files is judged as the same command's on the host.
func TestContainerInMountedProject(t *testing.T) {
	w := newWorld(t)
	for _, cmd := range []string{
		`docker run --rm -v "$PWD":/app -w /app alpine rm .hookguard/runners/claude/guard-shell.sh`,
		`docker run --rm -v "$PWD":/app -w /app alpine sh -c "cd .claude && rm settings.json"`,
		`podman run --rm -v .:/src -w /src/.hookguard alpine rm -rf runners`,
	} {
		if v := w.shell(t, cmd); v.Decision == hookguard.Allow {
			t.Errorf("not blocked: %s", cmd)
		}
	}
	if v := w.shell(t, `docker run --rm -v "$PWD":/app -w /app node:20 sh -c "npm ci && npm test"`); v.Decision != hookguard.Allow {
		t.Errorf("npm ci in the mounted project: %+v", v)
	}
}
