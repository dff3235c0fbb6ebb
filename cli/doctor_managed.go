package cli

import (
	"fmt"
	"os"
	"strings"

	"github.com/hookguard/hookguard/install"
	"github.com/hookguard/hookguard/state"
)

// doctorManaged reports the managed policy (see config/managed.go): none, what it locks, a
// file that does not load (every pre-* hook blocks: a rung that is down), and lower layers'
// values it makes the hook ignore.
func doctorManaged(c *ctx, root string) install.Status {
	s := install.Status{Name: "managed", Armed: true}
	path := state.ManagedFile()
	if state.Absent(path) {
		s.Parts = []string{"no managed policy (" + path + "): this machine's user and project layers decide"}
		return s
	}
	s.Installed = true
	cfg, err := c.load(root)
	if err != nil || cfg.Managed == "" {
		s.Armed = false
		s.Problems = []string{fmt.Sprintf("%s does not load, so every pre-* hook blocks: %v → fix it (`hookguard validate` lists every problem with its line)", path, err)}
		return s
	}
	var locked []string
	for _, l := range cfg.LockList() {
		locked = append(locked, l.What)
	}
	s.Parts = []string{fmt.Sprintf("%s applies over every layer, locking %d value(s): %s", path, len(locked), strings.Join(locked, "; "))}
	if src := cfg.ManagedSource(); src != nil {
		s.Parts = append(s.Parts, "pulled from "+src.String()+" by `hookguard policy pull`")
	}
	if n := len(cfg.Refused); n > 0 {
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
