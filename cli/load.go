package cli

import (
	"os"
	"path/filepath"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/config/defaultconf"
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
