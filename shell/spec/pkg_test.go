package spec_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard/shell"
)

// pkgWorld is a project whose files the package managers' specs read: Go files with
// //go:generate lines, composer.json scripts, a pre-commit configuration with local hooks, a
// configured CMake build directory and a yarn 2+ project in web/.
func pkgWorld(t *testing.T) shell.Context {
	t.Helper()
	ctx := exampleWorld(t)
	files := map[string]string{
		"gen/a.go":          "package gen\n\n//go:generate stringer -type=Kind -output kind_string.go\n//go:generate sh -c \"rm -rf /opt/cache\"\n",
		"gen/b.go":          "package gen\n\n//go:generate -command bindata go run ./tools/bindata\n//go:generate bindata -o $GOFILE.assets\n// not //go:generate echo x\n",
		"gen/sub/c.go":      "package sub\n//go:generate touch /etc/motd\n",
		"gen/testdata/x.go": "package x\n//go:generate rm -rf /never\n",
		"composer.json":     `{"scripts": {"test": "phpunit", "post-install-cmd": ["@php artisan key:generate", "rm -rf /var/cache/app", "App\\Setup::run"], "nuke": "@wipe", "wipe": "rm -rf ~/x"}}`,
		"api/composer.json": `{"scripts": {"build": "make all"}}`,
		".pre-commit-config.yaml": "repos:\n  - repo: https://github.com/psf/black\n    rev: 24.1.0\n    hooks:\n      - id: black\n        entry: rm -rf /remote-entry-is-not-read\n" +
			"  - repo: local\n    hooks:\n      - id: wipe\n        name: wipe\n        entry: rm -rf /srv/shared # a local hook\n        language: system\n      - id: lint\n        entry: \"golangci-lint run\"\n        language: system\n",
		"build/CMakeCache.txt": "CMAKE_BUILD_TYPE:STRING=Release\nCMAKE_INSTALL_PREFIX:PATH=/opt/myapp\n",
		"web/.yarnrc.yml":      "nodeLinker: node-modules\n",
		"lib/package.json":     `{"scripts": {"postinstall": "rm -rf /opt/postinstall"}}`,
		"pub/package.json": `{"scripts": {"prepublishOnly": "rm -rf /opt/prepublish", "prepack": "rm -rf /opt/prepack", "prepare": "rm -rf /opt/prepare",
			"postpack": "rm -rf /opt/postpack", "preinstall": "rm -rf /opt/preinstall", "build": "rm -rf /opt/build"}}`,
	}
	for name, body := range files {
		p := filepath.Join(ctx.Root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return ctx
}

func TestPackageManagersReadTheProject(t *testing.T) {
	ctx := pkgWorld(t)
	for _, c := range []struct {
		cmd       string
		want, not []string
	}{
		// go generate walks each directive, in its package's directory, as shell code.
		{cmd: "go generate ./gen", want: []string{"exec:sh cd 'gen' && stringer -type=Kind -output kind_string.go", "delete-r /opt/cache"},
			not: []string{"create+ /etc/motd", "delete-r /never"}},
		{cmd: "go generate ./...", want: []string{"create+ /etc/motd", "delete-r /opt/cache"}, not: []string{"delete-r /never"}},
		{cmd: "go generate gen/b.go", want: []string{"exec:sh cd 'gen' && go run ./tools/bindata -o b.go.assets"}, not: []string{"delete-r /opt/cache"}},
		{cmd: "cd gen && go generate", want: []string{"delete-r /opt/cache"}},
		{cmd: "go -C gen generate ./sub", want: []string{"create+ /etc/motd"}, not: []string{"delete-r /opt/cache"}},
		{cmd: "go generate example.com/x/y", want: []string{"exec:sh ?"}},
		{cmd: "go generate -n ./...", not: []string{"delete-r /opt/cache"}},
		// composer runs the scripts of the install events, and a script by name.
		{cmd: "composer install", want: []string{"delete-r /var/cache/app", "exec:php ?"}},
		{cmd: "composer install --no-scripts", not: []string{"delete-r /var/cache/app"}},
		{cmd: "composer run-script nuke", want: []string{"delete-r ~/x"}},
		{cmd: "composer nuke", want: []string{"delete-r ~/x"}},
		{cmd: "composer test", want: []string{"exec:sh phpunit"}},
		{cmd: "composer -d api run build", want: []string{"exec:sh cd 'api' && make all"}},
		// pre-commit runs its local hooks' entries, never a remote hook's text.
		{cmd: "pre-commit run --all-files", want: []string{"delete-r /srv/shared", "exec:sh golangci-lint run"}, not: []string{"delete-r /remote-entry-is-not-read"}},
		{cmd: "pre-commit", want: []string{"delete-r /srv/shared"}},
		{cmd: "pre-commit install", not: []string{"delete-r /srv/shared", "write-r:maybe ."}},
		// cmake --install uses the prefix the build directory was configured with.
		{cmd: "cmake --install build", want: []string{"write-r /opt/myapp"}, not: []string{"write-r /usr/local"}},
		// npm's install lifecycle scripts run under ci and add, not with --ignore-scripts.
		{cmd: "cd lib && npm ci", want: []string{"delete-r /opt/postinstall", "delete-r node_modules"}},
		{cmd: "cd lib && npm clean-install --ignore-scripts", want: []string{"write-r node_modules"}, not: []string{"delete-r /opt/postinstall"}},
		{cmd: "cd lib && npm add left-pad", want: []string{"delete-r /opt/postinstall", "write+ package.json"}},
		// Every package manager command that runs lifecycle scripts runs the project's: bare
		// yarn installs, rebuild reinstalls, pack and publish pack, link installs.
		{cmd: "cd lib && yarn", want: []string{"delete-r /opt/postinstall"}},
		{cmd: "cd lib && yarnpkg --frozen-lockfile", want: []string{"delete-r /opt/postinstall"}},
		{cmd: "yarn --cwd lib --ignore-scripts", not: []string{"delete-r /opt/postinstall"}},
		{cmd: "cd lib && npm rebuild", want: []string{"delete-r /opt/postinstall"}},
		{cmd: "cd lib && npm rb --ignore-scripts", not: []string{"delete-r /opt/postinstall"}},
		{cmd: "cd lib && pnpm rebuild", want: []string{"delete-r /opt/postinstall"}},
		{cmd: "cd lib && npm link", want: []string{"delete-r /opt/postinstall"}},
		{cmd: "cd pub && npm publish", want: []string{"delete-r /opt/prepublish", "delete-r /opt/prepack", "delete-r /opt/prepare", "delete-r /opt/postpack"},
			not: []string{"delete-r /opt/preinstall", "delete-r /opt/build"}},
		{cmd: "cd pub && npm publish --ignore-scripts", not: []string{"delete-r /opt/prepack"}},
		{cmd: "cd pub && pnpm publish --no-git-checks", want: []string{"delete-r /opt/prepublish"}},
		{cmd: "cd pub && yarn publish --new-version 1.0.1", want: []string{"delete-r /opt/prepack"}},
		{cmd: "cd pub && yarn npm publish", want: []string{"delete-r /opt/prepack"}},
		{cmd: "cd pub && npm pack", want: []string{"delete-r /opt/prepack", "delete-r /opt/prepare", "delete-r /opt/postpack"},
			not: []string{"delete-r /opt/prepublish", "delete-r /opt/preinstall"}},
		{cmd: "cd pub && pnpm pack", want: []string{"delete-r /opt/prepack"}},
		{cmd: "cd pub && yarn pack", want: []string{"delete-r /opt/prepack"}},
		{cmd: "cd pub && yarn", want: []string{"delete-r /opt/preinstall", "delete-r /opt/prepare"}, not: []string{"delete-r /opt/prepack", "delete-r /opt/build"}},
		{cmd: "cd pub && yarn build", want: []string{"delete-r /opt/build"}, not: []string{"delete-r /opt/preinstall"}},
		// yarn 2+ writes its project configuration; yarn 1 the user's.
		{cmd: "yarn --cwd web config set nodeLinker pnp", want: []string{"write+ web/.yarnrc.yml"}, not: []string{"write+ ~/.yarnrc"}},
		{cmd: "cd web && yarn config set -H npmRegistryServer https://r", want: []string{"write+ ~/.yarnrc.yml"}},
	} {
		got := effectsOf(c.cmd, ctx)
		for _, w := range c.want {
			if !contains(got, w) {
				t.Errorf("%s: want %q among %q", c.cmd, w, got)
			}
		}
		for _, n := range c.not {
			if contains(got, n) {
				t.Errorf("%s: must not do %q: %q", c.cmd, n, got)
			}
		}
	}
}

// TestRunnerBuiltinsAreNotScripts: a built-in command of pnpm or yarn is not taken for a
// package.json script or a package's binary of that name.
func TestRunnerBuiltinsAreNotScripts(t *testing.T) {
	ctx := exampleWorld(t)
	for _, cmd := range []string{"pnpm outdated", "pnpm why react", "pnpm store prune", "pnpm licenses list", "yarn why react",
		"yarn workspaces list", "yarn info react", "yarn outdated", "pnpm audit", "yarn plugin import x"} {
		s := shell.Parse(cmd, ctx)
		for _, c := range s.Commands {
			if len(c.Via) > 0 {
				t.Errorf("%s: a built-in ran %s %q through %v", cmd, c.Name, c.Args, c.Via)
			}
			for _, e := range c.Effects() {
				t.Errorf("%s: a built-in that only reports does %s", cmd, e)
			}
		}
	}
	// An unknown subcommand is the package's binary.
	got := effectsOf("pnpm some-tool --wipe ~/y && yarn rimraf ~/z", ctx)
	if !contains(got, "delete-r ~/z") {
		t.Errorf("yarn's unknown subcommand must run the binary: %q", got)
	}
	if strings.Contains(strings.Join(got, " "), "expose") {
		t.Errorf("nothing is exposed: %q", got)
	}
}
