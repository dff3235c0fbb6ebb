package destructive

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookguard/hookguard"
)

// A container started in the one host directory it mounts works on that directory: npm ci
// and a build-output delete there are the project's own work; what leaves it, and a container
// whose directory is not known, are judged as before.
func TestContainerMountedWorkdir(t *testing.T) {
	base := t.TempDir()
	home, root := filepath.Join(base, "home"), filepath.Join(base, "proj")
	for _, d := range []string{home, filepath.Join(root, "src"), filepath.Join(root, "dist")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	g := New()
	for _, c := range []string{
		`docker run --rm -v "$PWD":/app -w /app node:20 npm ci`,
		`docker run --rm -v "$PWD:/app" -w /app node:20 sh -c "npm ci && npm test"`,
		`docker run --rm -v "$PWD":/app -w /app node:20 sh -c "rm -rf dist && npm run build"`,
		`docker run --rm -v "$PWD":/app --workdir=/app node:20 npm ci`,
		`docker run --rm --mount type=bind,source="$PWD",target=/app -w /app node:20 npm ci`,
		`podman run --rm -v .:/app -w /app node:20 npm ci`,
		`docker container run --rm -v "$(pwd)":/src -w /src/src node:20 rm -rf gen`,
		`docker run --rm -v "$PWD":/app -v node_modules:/app/node_modules -w /app node:20 npm ci`,
		`docker compose run --rm web npm ci`,
		`docker-compose run web sh -c "npm ci && npm test"`,
	} {
		if v := check(t, g, home, root, c); v.Decision != hookguard.Allow {
			t.Errorf("blocked: %s: %s/%s %s", c, v.Guard, v.Rule, v.Reason)
		}
	}
	for _, c := range []string{
		`docker run --rm -v "$PWD":/app -w /app node:20 rm -rf ..`,
		`docker run --rm -v "$PWD":/app -w /app node:20 rm -rf .git`,
		`docker run --rm -v "$PWD":/app -w /app node:20 sh -c "cd /; rm -rf home"`,
		`docker run --rm -v "$PWD":/app -w /app node:20 rm -rf /app/.git`,
		`docker run --rm -v "$PWD":/w node:20 rm -rf /w/.git`,
		`docker run --rm -v "$PWD":/w node:20 sh -c "rm -rf /w"`,
		`docker run --rm -v "$PWD":/w node:20 rm -rf /`,
		`docker run --rm -w /app node:20 rm -rf dist`,
		`docker run --rm -v "$X":/app -w /app node:20 rm -rf dist`,
		`docker run --rm -v "$PWD":/app -v /home/user:/root -w /app node:20 rm -rf dist`, // two host directories
		`docker run --rm -v "$PWD":/app --volumes-from data -w /app node:20 rm -rf dist`,
		`docker compose run --rm -v "$PWD":/app -w /app web rm -rf dist`, // the compose file's mounts are not read
		`docker run --rm -v "$PWD":/app -w /app node:20 ssh host rm -rf dist`,
		`docker compose run --rm web rm -rf node_modules`,
		`docker compose run --rm web npm ci --prefix /srv`,
		`cd "$X" && npm ci`,
	} {
		if v := check(t, g, home, root, c); v.Decision == hookguard.Allow {
			t.Errorf("not blocked: %s", c)
		}
	}
}
