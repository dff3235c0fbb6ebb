// Package caches knows the directories below a home that hold only what their tools download or
// build again on demand, for the guards that refuse deletes outside the project (destructive,
// and the boundary's roots): `rm -rf ~/.cache/pip`, the step a tool's troubleshooting guide
// gives, costs a rebuild, never data.
package caches

import "strings"

// dirs are the caches, relative to the home, each matched at or below. A tool's installed
// programs and its own settings are not caches (~/.cargo/bin, ~/.gradle/gradle.properties,
// ~/.m2/settings.xml, ~/.npmrc): only the directories the tools fill themselves.
var dirs = [...]string{
	".cache", // XDG: pip, go-build, yarn, deno, pre-commit, bazel, puppeteer, huggingface
	"Library/Caches",
	"Library/Developer/Xcode/DerivedData",
	"Library/Developer/CoreSimulator/Caches",
	".npm/_cacache",
	".npm/_npx",
	".npm/_logs",
	".gradle/caches",
	".gradle/wrapper/dists",
	".gradle/daemon",
	".m2/repository",
	".cargo/registry",
	".cargo/git",
	".rustup/downloads",
	".rustup/tmp",
	".pnpm-store",
	".local/share/pnpm/store",
	".yarn/berry/cache",
	".bun/install/cache",
	".nuget/packages",
	".composer/cache",
	".ivy2/cache",
	".android/build-cache",
	".android/cache",
	".ccache",
	".terraform.d/plugin-cache",
	"go/pkg/mod",
}

// Regenerable reports whether p (absolute, clean, its links resolved) is one of the caches
// below home (the same, resolved), or inside one. The home itself, and a path that only
// shares a cache's prefix (~/.cache-old, ~/.cargo/bin), are not.
func Regenerable(p, home string) bool {
	if home == "" || home == "/" || len(p) <= len(home)+1 || p[len(home)] != '/' || p[:len(home)] != home {
		return false
	}
	rel := p[len(home)+1:]
	for _, d := range dirs {
		if rel == d || len(rel) > len(d) && rel[len(d)] == '/' && strings.HasPrefix(rel, d) {
			return true
		}
	}
	return false
}
