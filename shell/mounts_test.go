package shell

import (
	"slices"
	"testing"

	"github.com/hookguard/hookguard/shell/spec"
)

// TestBindMountPaths: a container command's path under a bind mount of a host directory is
// the host's file at the mapped path, by every engine and mount spelling, through the
// wrappers and shells it runs; a path outside every mount stays the container's own.
func TestBindMountPaths(t *testing.T) {
	root, home := linkWorld(t)
	for src, want := range map[string]string{
		`docker run -v "$PWD":/w alpine rm /w/.claude/settings.json`:                       root + "/.claude/settings.json",
		`docker run --mount type=bind,src="$(pwd)",dst=/w alpine sh -c 'echo x > /w/.env'`: root + "/.env",
		`docker run --mount type=bind,source=.,target=/w/ alpine sh -c 'rm /w/src/a.txt'`:  root + "/src/a.txt",
		`podman run -v .:/w:ro alpine cat /w/src/a.txt`:                                    root + "/src/a.txt",
		`nerdctl run --volume "$PWD:/w" alpine sudo rm /w/x`:                               root + "/x",
		`docker run -v "$PWD":/w -v "$PWD/src":/w/s alpine rm /w/s/a.txt`:                  root + "/src/a.txt",
		`docker run -v ~/proj:/w alpine env X=1 rm /w/../w/y`:                              root + "/y",
		`docker run -v "$PWD":/app -w /app alpine rm /app/z`:                               root + "/z",
		`docker run -v "$PWD":/w alpine rm /w2/x`:                                          "remote /w2/x",
		`docker run --rm alpine rm -rf /tmp/x`:                                             "remote /tmp/x",
		`docker run -v data:/w alpine rm /w/x`:                                             "remote /w/x",
		`docker run -v "$PWD":/w alpine ssh host rm /w/x`:                                  "remote /w/x",
		`docker run -v "$PWD":/w alpine docker exec web rm /w/x`:                           "remote /w/x",
	} {
		s := Parse(src, Context{Cwd: root, Home: home, Root: root})
		var got []string
		for _, c := range s.Commands {
			for _, e := range c.Effects() {
				if e.Kind != spec.Delete && e.Kind != spec.Write && e.Kind != spec.Read || e.Class == "mount" {
					continue
				}
				if e.Remote {
					got = append(got, "remote "+e.Path.Abs)
				} else {
					got = append(got, e.Path.Abs)
				}
			}
		}
		if !slices.Contains(got, want) {
			t.Errorf("%s: effects on %q, want one on %q", src, got, want)
		}
	}
}
