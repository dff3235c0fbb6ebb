package cli

import (
	"fmt"
	"os"
	"strings"

	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/config/defaultconf"
	"github.com/hookguard/hookguard/install"
	"github.com/hookguard/hookguard/state"
)

// doctorManaged reports the managed policy (see config/managed.go): none, what it locks, a
// file that does not load (every pre-* hook blocks: a rung that is down), and lower layers'
// values it makes the hook ignore. Whether it loads is asked of the managed file alone: an
// error of the user's or the project's file is theirs, not the policy's.
func doctorManaged(c *ctx, root string) install.Status {
	path := state.ManagedFile()
	if state.Absent(path) {
		return install.Status{Name: "managed", Armed: true, Installed: false,
			Parts: []string{"no managed policy (" + path + "): this machine's user and project layers decide"}}
	}
	own, err := config.Load(config.Options{Default: defaultconf.File(), ManagedPath: path})
	full, _ := c.load(root) // for what it refuses of the lower layers, whatever else they hold
	return managedStatus(path, own, err, full)
}

// managedStatus is doctor's managed line for a managed file found at path: own is the
// configuration of the default and that file alone (err its errors), full that of every
// layer, or nil.
func managedStatus(path string, own *config.Config, err error, full *config.Config) install.Status {
	s := install.Status{Name: "managed", Armed: true, Installed: true}
	switch {
	case err != nil:
		s.Armed = false
		s.Problems = []string{fmt.Sprintf("%s does not load, so every pre-* hook blocks: %v → fix it (`hookguard validate` lists every problem with its line)", path, err)}
		return s
	case own == nil || own.Managed == "":
		// Found, then not there when read: removed or replaced while doctor ran. The hook
		// reads it afresh on every call, so what it does now is whatever stands there now.
		s.Armed = false
		s.Problems = []string{fmt.Sprintf("%s was there when doctor looked and gone when it read it: something removed or replaced it meanwhile (a `hookguard policy pull`, your configuration management) → run `hookguard doctor` again; if it says this again, find what keeps rewriting %s", path, path)}
		return s
	}
	cfg := own
	if full != nil && full.Managed != "" {
		cfg = full
	}
	var locked []string
	for _, l := range cfg.LockList() {
		locked = append(locked, l.What)
	}
	if len(locked) == 0 {
		s.Parts = []string{path + " applies over every layer and locks nothing (no [managed] table, and nothing that tightens)"}
	} else {
		s.Parts = []string{fmt.Sprintf("%s applies over every layer, locking %d value(s): %s", path, len(locked), strings.Join(locked, "; "))}
	}
	if src := cfg.ManagedSource(); src != nil {
		s.Parts = append(s.Parts, "pulled from "+src.String()+" by `hookguard policy pull`")
	}
	if n := len(cfg.Refused); n > 0 && cfg == full {
		s.Warnings = append(s.Warnings, fmt.Sprintf("%d value(s) of your or the project's guards.toml are ignored under its locks → `hookguard validate` names each", n))
	}
	// A policy its user can write binds nothing they could not undo. Only a user other than
	// root can tell (root writes everything), and opening for writing changes no byte.
	if uid := os.Getuid(); uid > 0 {
		if f, err := os.OpenFile(path, os.O_WRONLY, 0); err == nil {
			f.Close()
			s.Warnings = append(s.Warnings, fmt.Sprintf("%s is writable by you (uid %d), so its locks bind nothing you could not undo → make it root's and not writable by others (chmod 644)", path, uid))
		}
	}
	return s
}
