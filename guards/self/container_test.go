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

// A container given the project, or part of it, as a bind mount deletes or writes
// hookguard's files at its own paths under the mount: each is judged at the host path the
// mount puts there, whichever engine and mount spelling; paths outside every mount are the
// container's own.
func TestContainerBindMountPaths(t *testing.T) {
	w := newWorld(t)
	for _, cmd := range []string{
		`docker run -v "$PWD":/w alpine rm /w/.claude/settings.json`,
		`docker run --mount type=bind,src="$(pwd)",dst=/w alpine sh -c 'cd /tmp && rm -f /w/.claude/settings.json'`,
		`nerdctl run --volume "$PWD:/w" alpine rm /w/.hookguard/runners/claude/guard-shell.sh`,
		`podman run --rm -v /tmp:/t -v .:/w alpine rm -rf /w/.hookguard`,
		`docker run -v "$PWD":/app -w /app alpine rm /app/.claude/settings.json`,
		`docker run -v "$PWD/.claude":/c:rw alpine rm /c/settings.json`,
		`docker run -v "$PWD":/w -v "$PWD/.claude":/w/x alpine rm /w/x/settings.json`,
		`docker container run --mount type=bind,source=.,target=/w alpine sudo rm /w/.claude/../.claude/settings.json`,
		`docker run -v "$PWD":/w alpine rm -rf /`,
		"docker run -v \"$PWD\":/w python python3 -c \"import os; os.system('rm /w/.claude/settings.json')\"",
		"docker run -v \"$PWD\":/app -w /app python python3 -c \"import os; os.system('rm /app/.claude/settings.json')\"",
	} {
		if v := w.shell(t, cmd); v.Decision == hookguard.Allow {
			t.Errorf("not blocked: %s", cmd)
		}
	}
	for _, cmd := range []string{
		`docker run -v "$PWD":/app -w /app node:20 npm ci`,
		`docker run --rm alpine rm -rf /tmp/x`,
		`docker run -v "$PWD":/w alpine rm /w2/.claude/settings.json`,
		`docker run -v "$PWD":/w alpine sh -c 'rm -rf /tmp/.claude /root/.hookguard'`,
		`docker run -v data:/w alpine rm /w/.claude/settings.json`,
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %s: %s/%s %s", cmd, v.Guard, v.Rule, v.Reason)
		}
	}
}
