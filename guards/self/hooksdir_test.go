package self

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookguard/hookguard"
)

// TestHooksPathFloor: the hooks that run hookguard are judged wherever core.hooksPath points
// git (relative to the work tree, absolute, in the home; set by the repository's, a linked
// work tree's common or the user's configuration, a file either includes, or the
// environment every git gets), not only in install's .hookguard/hooks; a hook git does not
// run hookguard from, and a directory git does not use, stay the project's.
func TestHooksPathFloor(t *testing.T) {
	shim := []byte("#!/bin/sh\nsh .hookguard/git/pre-commit \"$@\" || exit 1\n")
	for _, tc := range []struct {
		name, config, dir string
		env               map[string]string
		setup             func(w *world)
	}{
		{name: "relative", config: "[core]\n\thooksPath = .githooks\n", dir: "~/proj/.githooks"},
		{name: "dot-relative", config: "[core]\n\thookspath = ./tools/hooks/\n", dir: "~/proj/tools/hooks"},
		{name: "absolute", config: "[core]\n\thooksPath = ABS/shared-hooks\n", dir: "ABS/shared-hooks"},
		{name: "home", config: "[core]\n\thooksPath = ~/githooks\n", dir: "~/githooks"},
		{name: "include", config: "[include]\n\tpath = ../hooks.inc\n", dir: "~/proj/.hooks2",
			setup: func(w *world) {
				write(t, filepath.Join(w.root, "hooks.inc"), []byte("[core]\nhooksPath = .hooks2\n"), 0o644)
			}},
		{name: "user", config: "[user]\n\tname = me\n", dir: "~/proj/.githooks",
			setup: func(w *world) {
				write(t, filepath.Join(w.home, ".gitconfig"), []byte("[core]\n\thooksPath = .githooks\n"), 0o644)
			}},
		{name: "env-count", config: "", dir: "~/proj/.envhooks",
			env: map[string]string{"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.hooksPath", "GIT_CONFIG_VALUE_0": ".envhooks"}},
		{name: "env-parameters", config: "[core]\n\thooksPath = .githooks\n", dir: "~/proj/.cli-hooks",
			env: map[string]string{"GIT_CONFIG_PARAMETERS": "'color.ui'='never' 'core.hooksPath'='.cli-hooks'"}},
		{name: "linked", config: "[core]\n\thooksPath = .githooks\n", dir: "~/proj/.githooks",
			setup: func(w *world) {
				// The project is a linked work tree: its .git file names a git directory
				// whose commondir holds the configuration.
				main := filepath.Join(w.base, "main")
				write(t, filepath.Join(main, ".git", "config"), []byte("[core]\n\thooksPath = .githooks\n"), 0o644)
				write(t, filepath.Join(main, ".git", "worktrees", "p", "commondir"), []byte("../..\n"), 0o644)
				write(t, filepath.Join(w.root, ".git"), []byte("gitdir: "+filepath.Join(main, ".git", "worktrees", "p")+"\n"), 0o644)
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t)
			abs := func(s string) string { return strings.ReplaceAll(s, "ABS", w.base) }
			if tc.name != "linked" {
				write(t, filepath.Join(w.root, ".git", "config"), []byte(abs(tc.config)), 0o644)
			}
			if tc.setup != nil {
				tc.setup(w)
			}
			for k, v := range tc.env {
				w.env[k] = v
			}
			dir := abs(tc.dir)
			onDisk := strings.Replace(dir, "~", w.home, 1)
			for _, f := range []string{"pre-commit", "pre-push", "commit-msg"} {
				write(t, filepath.Join(onDisk, f), shim, 0o755)
			}
			for _, cmd := range []string{"rm " + dir + "/pre-commit", "echo exit 0 > " + dir + "/pre-push", "chmod -x " + dir + "/pre-commit",
				"sed -i d " + dir + "/pre-commit", "mv " + dir + " /tmp/x", "rm -rf " + dir, "cp /dev/null " + dir + "/pre-merge-commit",
				"cd ~/proj && find " + dir + " -name pre-commit -delete"} {
				if v := w.shell(t, cmd); v.Decision != hookguard.Block || v.Rule != "hook-wrappers" {
					t.Errorf("%q: want a hook-wrappers block, got %v %s", cmd, v.Decision, v.Reason)
				}
			}
			if v := w.file(t, onDisk+"/pre-commit", hookguard.OpWrite, "exit 0\n"); v.Decision != hookguard.Block {
				t.Errorf("file tool write of %s/pre-commit: want a block, got %v", dir, v.Decision)
			}
			for _, cmd := range []string{"echo x > " + dir + "/commit-msg", "cat " + dir + "/pre-commit", "rm ~/proj/.unused/pre-commit",
				"echo x > ~/proj/src/pre-commit"} {
				if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
					t.Errorf("%q: want it allowed, got %s", cmd, v.Reason)
				}
			}
		})
	}
}

// TestHooksPathIncludes: a configuration file the repository's configuration includes can
// set core.hooksPath: it is judged as hookguard's, a file nothing includes is not.
func TestHooksPathIncludes(t *testing.T) {
	w := newWorld(t)
	write(t, filepath.Join(w.root, ".git", "config"), []byte("[includeIf \"gitdir:~/\"]\n\tpath = ../team.gitconfig\n"), 0o644)
	write(t, filepath.Join(w.root, "team.gitconfig"), []byte("[user]\n\tname = x\n"), 0o644)
	for _, cmd := range []string{"printf '[core]\\nhooksPath=/dev/null\\n' >> ~/proj/team.gitconfig", "rm ~/proj/team.gitconfig"} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block {
			t.Errorf("%q: want a block", cmd)
		}
	}
	if v := w.shell(t, "echo x >> ~/proj/other.gitconfig"); v.Decision != hookguard.Allow {
		t.Errorf("a file nothing includes: %s", v.Reason)
	}
}
