package self

import (
	"os/exec"
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

// TestOtherWorkTreesFloor: with core.hooksPath relative, git runs each work tree's own hooks,
// and a commit or a push made in any of them lands in the same history: the hooks of the
// repository's other work trees (linked ones, and the main one from a linked one) are judged
// as the project's own. A work tree deleted whole leaves nowhere to commit from.
func TestOtherWorkTreesFloor(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	w := newWorld(t)
	git := func(dir string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@x.invalid", "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null"}, args...)...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v: %s", args, err, out)
		}
	}
	git(w.root, "init", "-q")
	git(w.root, "config", "core.hooksPath", ".hookguard/hooks")
	git(w.root, "add", "-A")
	git(w.root, "commit", "-qm", "init")
	wt := filepath.Join(w.base, "wt")
	git(w.root, "worktree", "add", "-q", wt)
	for _, cmd := range []string{
		"rm -rf " + wt + "/.hookguard",
		"rm " + wt + "/.hookguard/hooks/pre-commit",
		"cd " + wt + " && rm -rf .hookguard/hooks",
		"chmod -x " + wt + "/.hookguard/hooks/pre-commit",
		"echo 'exit 0' > " + wt + "/.hookguard/hooks/pre-commit",
		"mv " + wt + "/.hookguard /tmp/x",
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Block {
			t.Errorf("%q: got %v %s, want block", cmd, v.Decision, v.Rule)
		}
	}
	for _, cmd := range []string{
		"rm -rf " + wt,
		"rm -rf " + wt + "/src",
		"echo x > " + wt + "/src/main.c",
	} {
		if v := w.shell(t, cmd); v.Decision != hookguard.Allow {
			t.Errorf("%q: got %v %s: %s, want allow", cmd, v.Decision, v.Rule, v.Reason)
		}
	}
	// A work tree the same line adds is not in the repository's list yet.
	nw := filepath.Join(w.base, "wt2")
	for cmd, want := range map[string]hookguard.Decision{
		"git worktree add " + nw + " && rm -rf " + nw + "/.hookguard/hooks":              hookguard.Block,
		"git worktree add -b f " + nw + " && cd " + nw + " && rm -rf .hookguard":         hookguard.Block,
		"git worktree add " + nw + " && chmod -x " + nw + "/.hookguard/hooks/pre-commit": hookguard.Block,
		"git worktree add " + nw + " && rm -rf " + nw:                                    hookguard.Allow,
		"git worktree add " + nw + " && rm -rf " + nw + "/src":                           hookguard.Allow,
		"rm -rf " + nw + "/.hookguard; git worktree add " + nw:                           hookguard.Allow,
	} {
		if v := w.shell(t, cmd); v.Decision != want {
			t.Errorf("%q: got %v %s, want %v", cmd, v.Decision, v.Rule, want)
		}
	}
	// From the linked work tree, the main one's hooks are another tree's.
	w.root = wt
	if v := w.shell(t, "rm -rf "+filepath.Join(w.home, "proj", ".hookguard", "hooks")); v.Decision != hookguard.Block {
		t.Errorf("the main work tree's hooks from a linked one: got %v %s, want block", v.Decision, v.Rule)
	}
}
