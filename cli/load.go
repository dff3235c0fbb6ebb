package cli

import (
	"os"
	"path/filepath"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/config/defaultconf"
	"github.com/hookguard/hookguard/engine"
	"github.com/hookguard/hookguard/groups"
	"github.com/hookguard/hookguard/state"
)

func (c *ctx) home() string {
	if h := c.getenv("HOME"); h != "" {
		return h
	}
	h, _ := os.UserHomeDir()
	return h
}

// userConfig is the user's layer: $XDG_CONFIG_HOME/hookguard/guards.toml, else
// ~/.config/hookguard/guards.toml.
func (c *ctx) userConfig() string {
	if d := c.getenv("XDG_CONFIG_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "hookguard", "guards.toml")
	}
	return filepath.Join(c.home(), ".config", "hookguard", "guards.toml")
}

func (c *ctx) store() *state.Store {
	env := func(k string) string {
		if k == "HOME" {
			return c.home()
		}
		return c.getenv(k)
	}
	return state.Open(state.Dir(env))
}

// load reads the layers for a project root; extra files are trusted (a person named them).
func (c *ctx) load(root string, extra ...string) (*config.Config, error) {
	st := c.store()
	return config.Load(config.Options{
		Default:  defaultconf.File(),
		UserPath: c.userConfig(),
		Root:     root,
		Extra:    extra,
		Trusted:  st.Trusted,
		// A copy of the default adds nothing: no trust needed, no notice.
		DefaultText: hookguard.DefaultConfig,
	})
}

// findRoot walks up from dir to the first directory holding .git (a work tree or a
// worktree's file); without one, dir itself is the root.
func findRoot(dir string) string {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		if d == filepath.Dir(d) {
			return dir
		}
	}
}

// engineFor builds a group's engine from the configuration.
func engineFor(cfg *config.Config, g hookguard.Group) (*engine.Engine, error) {
	steps, err := groups.Steps(cfg, g)
	if err != nil {
		return nil, err
	}
	return &engine.Engine{Steps: steps}, nil
}
