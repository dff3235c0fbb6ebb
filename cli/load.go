package cli

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/config/defaultconf"
	"github.com/hookguard/hookguard/groups"
	"github.com/hookguard/hookguard/guards/rules"
	"github.com/hookguard/hookguard/ledger"
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

// options are the layers for a project root, as every command and the hook read them.
func (c *ctx) options(st *state.Store, root string) config.Options {
	return config.Options{
		Default:     defaultconf.File(),
		ManagedPath: state.ManagedFile(),
		UserPath:    c.userConfig(),
		Root:        root,
		Trusted:     st.Trusted,
		// A copy of the default adds nothing: no trust needed, no notice.
		DefaultText: hookguard.DefaultConfig,
	}
}

// load reads the layers for a project root; extra files are trusted (a person named them).
func (c *ctx) load(root string, extra ...string) (*config.Config, error) {
	o := c.options(c.store(), root)
	if c.managedPath != "" {
		o.ManagedPath = c.managedPath
	}
	o.Extra = extra
	return config.Load(o)
}

// loadCached is load for a hook call: the user and project layers come from the configuration
// cache while their bytes are unchanged (see config.Cache), and a layer that decodes and
// compiles cleanly is cached for the calls that follow. Only hook calls use it: validate,
// config, trust and doctor read every file afresh, so what they report is the files' own.
// w bounds the wait for the signing key's lock, as every other lock wait of the call is.
func (c *ctx) loadCached(root string, w state.Waits) (*config.Config, error) {
	st := c.store() // once: with no absolute HOME, finding the state directory reads /etc/passwd
	o := c.options(st, root)
	o.Cache, o.Check = configCache(st.Dir, w), checkLayer
	return config.Load(o)
}

// configCache is the cache under the state directory dir, signed with a key derived from the
// ledger's; nil (every layer decoded from TOML) when there is no state directory or the
// running binary cannot be identified.
func configCache(dir string, w state.Waits) *config.Cache {
	build := buildID()
	if state.Check(dir) != nil || build == "" {
		return nil
	}
	return &config.Cache{
		Dir:   CacheDir(dir),
		Build: build,
		// Making the key waits for nobody but a racing first hook (see ledger.newKey), and for
		// no longer than any other lock of the call: a tenth of its deadline, at most.
		Key: func() ([]byte, error) { return ledger.SigningKey(dir, w.End()) },
	}
}

// CacheDir is where the configuration cache lives in a state directory.
func CacheDir(stateDir string) string { return filepath.Join(stateDir, "config-cache") }

// buildID names the running binary by its path, size and modification time: an entry written
// by another build of hookguard is stale, since a newer one may check what an older let pass.
// Two syscalls, where hashing the binary would read megabytes.
func buildID() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	fi, err := os.Stat(exe)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s\x00%d\x00%d", exe, fi.Size(), fi.ModTime().UnixNano())
}

// checkLayer validates a layer over the default as `hookguard validate` does (every group's
// guards configured, every guard table, every rule compiled for each of its groups): a layer is
// cached only when it passes, and its rules are then marked Checked, with the proof of when
// each cannot hold made here, once per change of the file.
func checkLayer(f *config.File) error {
	cfg, err := config.Over(defaultconf.File(), f)
	if err != nil {
		return err
	}
	if err := groups.Validate(cfg); err != nil {
		return err
	}
	for i := range f.Rules {
		f.Rules[i].Proof = rules.Proof(f.Rules[i].When)
	}
	return nil
}

// clearConfigCache is `hookguard config --clear-cache`: nothing is lost, since every entry is
// rebuilt from its file by the next hook call that reads it.
func (c *ctx) clearConfigCache() int {
	dir := c.store().Dir
	if err := state.Check(dir); err != nil {
		fmt.Fprintf(c.stderr, "hookguard config: %v\n", err)
		return 1
	}
	cc := &config.Cache{Dir: CacheDir(dir)}
	n, err := cc.Clear()
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard config: clearing %s: %v (remove the directory by hand)\n", cc.Dir, err)
		return 1
	}
	fmt.Fprintf(c.stdout, "removed %d cached configuration file(s) from %s\n", n, cc.Dir)
	return 0
}
