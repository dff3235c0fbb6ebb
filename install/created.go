package install

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// What install created in a settings file, recorded outside the workspace so that uninstall
// gives back a file the user had byte for byte: the text alone cannot tell a "PreToolUse": []
// or "hooks": {} the user wrote, which install filled, from one install added (both print the
// same bytes once filled), nor a {} file the user had from one install created. The record is
// kept beside the wrapper records, under the settings file's absolute path, as lines:
//
//	file              install created the file
//	dir <abs path>    install created this directory for it
//	key hooks         install added the top-level "hooks" member
//	key hooks <Event> install added this event's array
//
// An empty record says install touched the file and created nothing in it. No record at all
// (a file an older hookguard wrote, or an install run in an agent's shell, which writes nothing
// in the user's config) leaves uninstall to its older rule: containers its removals empty go,
// the file and its directory stay.
type created struct {
	File bool
	Dirs []string
	Keys map[string]bool // "hooks", "hooks\tEvent"
}

// CreatedDir is where the records of created settings live, under the user's config directory.
const CreatedDir = "created"

// createdPath is the record's path: the settings file's absolute path under CreatedDir, its
// volume name (C:) made a plain directory name, which a path may not hold inside it.
func createdPath(env Env, settings string) string {
	vol := filepath.VolumeName(settings)
	rest := strings.TrimPrefix(filepath.ToSlash(settings[len(vol):]), "/")
	return filepath.Join(env.ConfigDir, CreatedDir, strings.TrimSuffix(vol, ":"), filepath.FromSlash(rest))
}

// readCreated returns the record for a settings file, nil when there is none.
func readCreated(env Env, settings string) *created {
	data, err := os.ReadFile(createdPath(env, settings))
	if err != nil {
		return nil
	}
	c := &created{Keys: map[string]bool{}}
	for _, l := range strings.Split(string(data), "\n") {
		switch {
		case l == "file":
			c.File = true
		case strings.HasPrefix(l, "dir "):
			c.Dirs = append(c.Dirs, l[len("dir "):])
		case strings.HasPrefix(l, "key "):
			c.Keys[strings.ReplaceAll(l[len("key "):], " ", "\t")] = true
		}
	}
	return c
}

func (c *created) text() string {
	var ls []string
	if c.File {
		ls = append(ls, "file")
	}
	for _, d := range c.Dirs {
		ls = append(ls, "dir "+d)
	}
	var ks []string
	for k := range c.Keys {
		ks = append(ks, "key "+strings.ReplaceAll(k, "\t", " "))
	}
	sort.Strings(ks)
	return strings.Join(append(ls, ks...), "\n") + "\n"
}

// keep reports whether an emptied container at key stays: only one install added is taken
// away, and with no record, every one (the older rule).
func (c *created) keep(key string) bool { return c != nil && !c.Keys[key] }

// containers lists the containers doc holds that a record can name: the top-level hooks
// member and, in the nested shape, each event's array.
func containers(doc string, h *Harness) map[string]bool {
	out := map[string]bool{}
	hooks, ok := child(parse(doc), "hooks")
	if !ok {
		return out
	}
	out["hooks"] = true
	if h.Shape == Nested && hooks.IsObject() {
		for _, m := range members(hooks) {
			out["hooks\t"+m.Key] = true
		}
	}
	return out
}

// missingDirs lists the directories that writing path would create, deepest first.
func missingDirs(path string) []string {
	var out []string
	for d := filepath.Dir(path); d != filepath.Dir(d); d = filepath.Dir(d) {
		if _, err := os.Lstat(d); !errors.Is(err, fs.ErrNotExist) {
			break
		}
		out = append(out, d)
	}
	return out
}

// recordCreated adds what this install created in a settings file to its record: the file and
// its directories when it did not exist, and every container after has that before lacked.
func recordCreated(env Env, h *Harness, path, before string, existed bool, dirs []string, after string) error {
	c := readCreated(env, path)
	if c == nil || !existed {
		c = &created{Keys: map[string]bool{}} // a record for a file that is not there is stale
	}
	if !existed {
		c.File, c.Dirs = true, dirs
	}
	had := containers(before, h)
	for k := range containers(after, h) {
		if !existed || !had[k] {
			c.Keys[k] = true
		}
	}
	_, err := writeIfChanged(createdPath(env, path), []byte(c.text()), 0o644, false)
	return err
}

// dropCreated removes a settings file's record and the directories that leaves empty.
func dropCreated(env Env, path string) {
	p := createdPath(env, path)
	if os.Remove(p) != nil {
		return
	}
	top := filepath.Join(env.ConfigDir, CreatedDir)
	for d := filepath.Dir(p); len(d) >= len(top) && strings.HasPrefix(d, top); d = filepath.Dir(d) {
		if os.Remove(d) != nil {
			break
		}
	}
}
