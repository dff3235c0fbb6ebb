package config

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"time"

	"github.com/hashicorp/go-multierror"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/state"
)

// Common holds the keys every [guards.NAME] table may carry, handled by the engine rather than
// the guard.
type Common struct {
	Mode    string        // "", "enforce" or "observe"
	OnError string        // "", "block" or "allow"
	Timeout time.Duration // 0: the engine's default
	From    map[string]string
}

// Config is the effective configuration: every layer applied in order.
type Config struct {
	Layers      []string // the sources applied, lowest first
	Mode        string
	ModeFrom    string
	StopMax     int
	StopMaxFrom string
	Groups      map[hookguard.Group][]string
	GroupFrom   map[hookguard.Group]string
	Guards      map[string][]Table // per guard, its option tables from each layer, lowest first
	Common      map[string]Common
	Rules       []RuleSpec // later layers replace rules with the same id
	MCP         []MCPRoute // higher layers first
	// Notices are what the user must be told, e.g. that a project file is not trusted.
	Notices []string
	// Managed is the managed layer's path when one applies; Locks are what it fixes, each
	// with its file:line, and Refused what lower layers set against a lock, each with both
	// places: ignored by the hook, reported by validate (see managed.go).
	// (Locks is filled by LockList's caller: a hook call never needs the words.)
	Managed string   `json:",omitempty"`
	Locks   []Lock   `json:",omitempty"`
	Refused []string `json:",omitempty"`
	lockset *lockset
	// Policy is the layers applied, lowest first, with the hash of each one's bytes: what the
	// audit trail says was in force; the managed layer is one more role (RoleManaged).
	Policy []PolicyLayer
	// Audit is the effective [audit] table (each key from the highest layer that sets it).
	Audit     Audit
	AuditFrom map[string]string
}

// Defaults and bounds of the [audit] table.
const (
	DefaultAuditFiles  = 5
	MaxAuditFiles      = 1000
	DefaultAuditFileMB = 4
	MaxAuditFileMB     = 1024
)

// Audit is the effective audit setting: defaults filled in.
type Audit struct {
	Allows float64 // fraction of allowed calls recorded
	Files  int     // files kept, the current one included
	FileMB int     // rotation size in MiB
}

// Layer roles, as the audit trail names them.
const (
	RoleDefault = "default"
	RoleUser    = "user"
	RoleProject = "project"
	RoleExtra   = "extra"   // a file named on the command line (corpus --config)
	RoleManaged = "managed" // the managed policy, above every other layer (managed.go)
)

// PolicyLayer is one applied layer: its role, where it came from and the SHA-256 of its bytes.
type PolicyLayer struct {
	Role, Source, Sum string
}

// PolicyHash is one hash of the layers in force, for the audit trail: SHA-256 over each
// layer's role and content hash, in order. Paths are left out, so that two machines running
// the same files get the same hash wherever the files live. It is computed when a record is
// written, never on an allowed call that records nothing.
func (c *Config) PolicyHash() string {
	h := sha256.New()
	h.Write([]byte("hookguard policy v1\n"))
	for _, l := range c.Policy {
		h.Write([]byte(l.Role + " " + l.Sum + "\n"))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Options says where the layers are.
type Options struct {
	Default  *File  // the embedded default, already Go data
	UserPath string // the user's guards.toml; a missing file is no layer
	Root     string // the project root: its guards.toml or .hookguard/guards.toml
	// Extra are files a person named on the command line (corpus --config): trusted.
	Extra []string
	// Trusted reports whether the project file at path with this content hash was trusted by
	// `hookguard trust`. Nil trusts nothing.
	Trusted func(path, sum string) bool
	// DefaultText is the default's source; a project file that is exactly this adds nothing, so
	// it needs no trust and earns no notice (hookguard's own repository ships it at its root).
	DefaultText []byte
	// Cache, when set, keeps the decoded user and project layers between calls (see Cache).
	// Only the hook uses it; validate, config and trust decode the files every time.
	Cache *Cache
	// Check, when set, validates a layer before it is cached, as `hookguard validate` would
	// (every guard table configured, every rule compiled for each of its groups), and may fill
	// each rule's Proof. A layer that fails is not cached, so every call reads and reports it
	// as before; a cached layer's rules are marked Checked, which lets the rules guard leave
	// them uncompiled in calls that cannot need them.
	Check func(*File) error
	// ManagedPath is the managed layer (state.ManagedFile): applied above every other layer,
	// its [managed] table locks what they may not loosen. A missing file is no layer.
	ManagedPath string
}

// ProjectFile returns the project layer's path under root, or "" when there is none.
// .hookguard/guards.toml wins over a guards.toml at the root, since a repository may ship a
// guards.toml for other purposes (hookguard's own does: it is the default).
func ProjectFile(root string) string {
	if root == "" {
		return ""
	}
	for _, p := range []string{filepath.Join(root, ".hookguard", "guards.toml"), filepath.Join(root, "guards.toml")} {
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() {
			return p
		}
	}
	return ""
}

// Sum is the content hash trust is recorded under.
func Sum(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

// Load reads and merges the layers. Even with errors it returns what could be applied, so that
// `hookguard validate` can go on to report the problems the registry finds. A broken user file, a broken trusted project file or a
// broken --config file is an error (with every problem listed); an untrusted or changed project
// file is skipped with a notice, so that the layers below keep guarding.
func Load(o Options) (*Config, error) {
	c := &Config{
		Groups:    map[hookguard.Group][]string{},
		GroupFrom: map[hookguard.Group]string{},
		Guards:    map[string][]Table{},
		Common:    map[string]Common{},
	}
	var errs *multierror.Error
	if o.Default != nil {
		if err := c.applyAs(RoleDefault, o.Default); err != nil {
			errs = multierror.Append(errs, err)
		}
	}
	// The managed layer is read first, for its locks, and laid last, over everything. A file
	// that fails to load blocks as the user's does; what of it decoded still locks.
	var managed *File
	var locks *lockset
	// Absent, the usual case, costs one access(2): less than a failed open, which makes an error.
	// Present, it is decoded from its TOML on every call, never from the configuration cache:
	// the cache's key is the user's (the ledger's), so a user, whom this layer binds, could
	// seal an entry for its bytes that locks nothing, and validate and config, which read no
	// cache, would never show it.
	if o.ManagedPath != "" && !state.Absent(o.ManagedPath) {
		f, err := Options{}.readFile(o.ManagedPath)
		if err != nil {
			errs = multierror.Append(errs, err)
		}
		if f != nil {
			managed = f
			l, err := newLockset(f, o.Default)
			if err != nil {
				errs = multierror.Append(errs, err)
			}
			locks = l
		}
	}
	// lower lays a user, project or named layer, without what the managed layer locks.
	lower := func(role string, f *File) {
		if f.Managed != nil {
			errs = multierror.Append(errs, managedOnly(f, o.ManagedPath))
		}
		if err := c.applyAs(role, locks.filter(f)); err != nil {
			errs = multierror.Append(errs, err)
		}
	}
	if o.UserPath != "" {
		f, err := o.readFile(o.UserPath)
		if err != nil {
			errs = multierror.Append(errs, err)
		}
		if f != nil {
			lower(RoleUser, f)
		}
	}
	if p := ProjectFile(o.Root); p != "" && !locks.projects() {
		c.Notices = append(c.Notices, fmt.Sprintf("%s is ignored: the managed policy %s lets no project configuration apply", p, managed.At("managed.projects")))
	} else if p != "" {
		data, err := state.ReadFile(p, state.MaxFile) // read, and hashed, only when it may apply
		var sum string
		if err == nil {
			sum = Sum(data)
		}
		switch {
		case err != nil:
			c.Notices = append(c.Notices, fmt.Sprintf("%s cannot be read (%v): it is ignored; the default and user configuration keep guarding", p, err))
		case o.DefaultText != nil && bytes.Equal(data, o.DefaultText):
			// The default again: nothing to apply.
		case o.Trusted == nil || !o.Trusted(p, sum):
			c.Notices = append(c.Notices, fmt.Sprintf("%s is not trusted (new or changed since `hookguard trust`): it is ignored and the default and user configuration keep guarding; a person who has read it runs `hookguard trust` to apply it", p))
		default:
			f, err := o.layer(p, data, sum)
			if err != nil {
				errs = multierror.Append(errs, err)
			}
			if f != nil {
				lower(RoleProject, f)
			}
		}
	}
	for _, p := range o.Extra {
		if managed != nil && filepath.Clean(p) == filepath.Clean(o.ManagedPath) {
			continue // the managed file named again: it is already the top layer
		}
		f, err := Options{}.readFile(p) // named on the command line: never cached
		if err == nil && f == nil {
			err = fmt.Errorf("%s: no such file: give the path of a guards.toml", p)
		}
		if err != nil {
			errs = multierror.Append(errs, err)
		}
		if f != nil {
			lower(RoleExtra, f)
		}
	}
	if managed != nil {
		if err := c.applyAs(RoleManaged, managed); err != nil {
			errs = multierror.Append(errs, err)
		}
		locks.finish(c)
	}
	c.Audit = c.audit()
	return c, guards.JoinErrors(errs)
}

// applyAs lays f over c and records it as a layer of the policy in force.
func (c *Config) applyAs(role string, f *File) error {
	c.Policy = append(c.Policy, PolicyLayer{Role: role, Source: f.Source, Sum: f.Sum})
	return c.apply(f)
}

// audit fills the defaults of the audit settings the layers left unset.
func (c *Config) audit() Audit {
	a := c.Audit
	if a.Files == 0 {
		a.Files = DefaultAuditFiles
	}
	if a.FileMB == 0 {
		a.FileMB = DefaultAuditFileMB
	}
	return a
}

// readFile parses a layer; a file that does not exist is no layer (nil, nil).
func (o Options) readFile(path string) (*File, error) {
	data, err := state.ReadFile(path, state.MaxFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%s: cannot be read: %v (fix its permissions or remove it)", path, err)
	}
	return o.layer(path, data, "") // the user's own file: outside the workspace, trusted as it is
}

// apply lays f over c.
func (c *Config) apply(f *File) error {
	var errs *multierror.Error
	c.Layers = append(c.Layers, f.Source)
	if f.Mode != "" {
		c.Mode, c.ModeFrom = f.Mode, f.At("mode")
	}
	if f.StopMax != 0 {
		c.StopMax, c.StopMaxFrom = f.StopMax, f.At("stop_max")
	}
	for name, list := range f.Groups {
		g := hookguard.Group(name)
		if !g.Valid() {
			errs = multierror.Append(errs, fmt.Errorf("%s: groups.%s: unknown group; the groups are %s", f.At("groups."+name), name, groupNames()))
			continue
		}
		c.Groups[g] = list
		c.GroupFrom[g] = f.At("groups." + name)
	}
	names := make([]string, 0, len(f.Guards))
	for n := range f.Guards {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		raw := f.Guards[name]
		path := "guards." + name
		t := Table{Source: f.Source, Path: path, Values: map[string]any{}, Lines: f.Lines}
		com := c.Common[name]
		if com.From == nil {
			com.From = map[string]string{}
		}
		// The three common keys are read by hand: this runs for the default layer on every hook
		// call, and reflection is the costly part of a small decode.
		keys := make([]string, 0, len(raw))
		for k := range raw {
			keys = append(keys, k)
		}
		sort.Strings(keys) // errors in file order would need positions; sorted is at least stable
		for _, k := range keys {
			v := raw[k]
			at := t.At(path + "." + k)
			switch k {
			case "mode":
				m, ok := v.(string)
				if !ok || (m != "enforce" && m != "observe") {
					errs = multierror.Append(errs, fmt.Errorf("%s: %s.mode: %v is not a mode; write \"enforce\" or \"observe\"", at, path, quoted(v)))
					continue
				}
				com.Mode, com.From["mode"] = m, at
			case "on_error":
				p, ok := v.(string)
				if !ok || (p != "block" && p != "allow") {
					errs = multierror.Append(errs, fmt.Errorf("%s: %s.on_error: %v is not a policy; write \"block\" or \"allow\"", at, path, quoted(v)))
					continue
				}
				com.OnError, com.From["on_error"] = p, at
			case "timeout":
				str, ok := v.(string)
				d, err := time.ParseDuration(str)
				if !ok || err != nil || d < 0 {
					errs = multierror.Append(errs, fmt.Errorf("%s: %s.timeout: %v is not a duration: write it like \"500ms\", \"30s\" or \"2m\"", at, path, quoted(v)))
					continue
				}
				com.Timeout, com.From["timeout"] = d, at
			default:
				t.Values[k] = v
			}
		}
		c.Common[name] = com
		if len(t.Values) > 0 {
			c.Guards[name] = append(c.Guards[name], t)
		}
	}
	// A rule replaces the lower layers' rules of its id. An index by id keeps a 200-rule layer
	// from comparing every rule with every other (a quarter of a cached call's cost).
	if len(c.Rules) == 0 && f.DistinctIDs {
		// Nothing to replace: the common case of a user file over the default, which has no
		// rules.
		c.Rules = append(c.Rules, f.Rules...)
	} else {
		c.mergeRules(f.Rules)
	}
	c.MCP = append(append([]MCPRoute(nil), f.MCP...), c.MCP...)
	c.applyAudit(f)
	return guards.JoinErrors(errs)
}

// applyAudit lays the layer's [audit] keys over c's. Values out of bounds were reported by
// Parse; here they are clamped, so that a broken file never turns the trail off or keeps
// files without end.
func (c *Config) applyAudit(f *File) {
	a := f.Audit
	set := func(key string) {
		if c.AuditFrom == nil {
			c.AuditFrom = map[string]string{}
		}
		c.AuditFrom[key] = f.At("audit." + key)
	}
	if a.Allows != nil {
		c.Audit.Allows = min(max(*a.Allows, 0), 1)
		if *a.Allows != *a.Allows { // NaN
			c.Audit.Allows = 0
		}
		set("allows")
	}
	if a.Files != 0 {
		c.Audit.Files = min(max(a.Files, 1), MaxAuditFiles)
		set("files")
	}
	if a.FileMB != 0 {
		c.Audit.FileMB = min(max(a.FileMB, 1), MaxAuditFileMB)
		set("file_mb")
	}
}

// mergeRules lays rules over c.Rules: a rule replaces the one of its id, or is appended. Ids
// are unique in c.Rules once merged (an empty id is never indexed), so one index each.
func (c *Config) mergeRules(rules []RuleSpec) {
	at := make(map[string]int, len(c.Rules)+len(rules))
	c.Rules = slices.Grow(c.Rules, len(rules))
	for i, r := range c.Rules {
		at[r.ID] = i
	}
	for _, r := range rules {
		if i, ok := at[r.ID]; ok && r.ID != "" {
			c.Rules[i] = r
			continue
		}
		at[r.ID] = len(c.Rules)
		c.Rules = append(c.Rules, r)
	}
}

// Over is the configuration of one layer over the default, for checking the layer alone.
func Over(def, f *File) (*Config, error) {
	c := &Config{
		Groups:    map[hookguard.Group][]string{},
		GroupFrom: map[hookguard.Group]string{},
		Guards:    map[string][]Table{},
		Common:    map[string]Common{},
	}
	var errs *multierror.Error
	for _, l := range []*File{def, f} {
		if l == nil {
			continue
		}
		if err := c.apply(l); err != nil {
			errs = multierror.Append(errs, err)
		}
	}
	c.Audit = c.audit()
	return c, guards.JoinErrors(errs)
}

// quoted shows a TOML value in an error as the user wrote it.
func quoted(v any) string {
	if s, ok := v.(string); ok {
		return fmt.Sprintf("%q", s)
	}
	return fmt.Sprintf("%v", v)
}

func groupNames() string {
	s := ""
	for i, g := range hookguard.Groups() {
		if i > 0 {
			s += ", "
		}
		s += string(g)
	}
	return s
}
