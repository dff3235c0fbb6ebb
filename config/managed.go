package config

import (
	"fmt"
	"maps"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/hashicorp/go-multierror"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
)

// The managed layer: a guards.toml a machine's administrator puts at a system path
// (state.ManagedFile), applied above every other layer, whose [managed] table says what no
// lower layer may loosen. Its ordinary keys are a layer's like any other, and being the top
// layer its values win where it sets them; what the locks add is what being on top cannot
// give: a lower layer's per-guard observe, a guard's options, a group list that leaves a
// guard out, a project file. A lower layer's try is ignored (the hook keeps the managed
// value, it never fails open) and reported with both places, by validate, trust and config.

// Managed is the [managed] table, which only the managed file may have.
type Managed struct {
	// Locked names guards whose [guards.NAME] tables no lower layer may set (options, mode,
	// on_error, timeout: each is the default's and the managed file's), and which keep every
	// place the default and the managed file give them in the groups.
	Locked []string `toml:"locked"`
	// Require names, per group, guards that run in it whatever a lower layer's list says.
	Require map[string][]string `toml:"require"`
	// Projects, when false, lets no project layer apply, trusted or not.
	Projects *bool `toml:"projects"`
	// Source is where `hookguard policy pull` fetches this policy from: a git repository
	// (repo, ref, path) or a file the team's own configuration management fills (file). A
	// hook call never reads it; a pulled policy must keep it.
	Source *Source `toml:"source"`
}

// Source is the [managed.source] table: where the managed policy is pulled from. The hook
// never fetches anything; `hookguard policy pull`, run by a person or cron, does.
type Source struct {
	// Repo is a git repository as `git fetch` takes it: a URL (https://, ssh://, file://), a
	// scp-like user@host:path, or a local path; fetched with the system's git.
	Repo string `toml:"repo"`
	// Ref is the branch or tag in repo to pull (default: the repository's HEAD, its default branch).
	Ref string `toml:"ref"`
	// Path is the policy file's path inside the repository, with forward slashes (default "guards.toml").
	Path string `toml:"path"`
	// File is an absolute path that the team's own configuration management fills, instead of a repository.
	File string `toml:"file"`
	// Signed, with repo, installs only a commit whose signature `git verify-commit` accepts, by
	// the keys the pulling user's git trusts (gpg's keyring, or gpg.ssh.allowedSignersFile).
	Signed bool `toml:"signed"`
}

// localRelative reports a repository that git would take as a relative local path: not a URL
// (scheme://), not scp-like (host:path, with no "/" before the colon), not absolute.
func localRelative(repo string) bool {
	if filepath.IsAbs(repo) || strings.Contains(repo, "://") {
		return false
	}
	i := strings.IndexByte(repo, ':')
	return i <= 0 || strings.Contains(repo[:i], "/")
}

// DefaultSourcePath is the file pulled from a repository when the source names no path.
const DefaultSourcePath = "guards.toml"

// Normal is s with its defaults filled in: two sources that fetch the same thing are equal.
func (s Source) Normal() Source {
	if s.Repo != "" && s.Path == "" {
		s.Path = DefaultSourcePath
	}
	if s.Repo != "" && s.Ref == "" {
		s.Ref = "HEAD"
	}
	return s
}

// String names the source for messages: "REPO (ref REF, path PATH)" or the file.
func (s Source) String() string {
	n := s.Normal()
	if n.File != "" {
		return n.File
	}
	signed := ""
	if n.Signed {
		signed = ", signed"
	}
	return fmt.Sprintf("%s (ref %s, path %s%s)", n.Repo, n.Ref, n.Path, signed)
}

// Check says what is wrong with a source, each problem naming the key. Besides the shape
// (a repo or a file, not both), it refuses what git would read as something else: a repo or
// ref starting with "-" is an option to git, a ref with ":" a refspec, and a path leaving the
// repository or a relative file depends on where the pull runs.
func (s Source) Check() []string {
	var out []string
	bad := func(v string) bool {
		return strings.HasPrefix(v, "-") || strings.ContainsFunc(v, func(r rune) bool { return r < ' ' || r == 0x7f })
	}
	switch {
	case s.Repo == "" && s.File == "":
		out = append(out, `give repo (a git repository, with ref and path) or file (an absolute path your configuration management fills), e.g. source = { repo = "https://git.example.com/team/policy.git", ref = "main" }`)
	case s.Repo != "" && s.File != "":
		out = append(out, "give repo or file, not both")
	}
	if s.File != "" {
		if s.Ref != "" || s.Path != "" || s.Signed {
			out = append(out, "ref, path and signed go with repo; a file source is the file itself")
		}
		if !filepath.IsAbs(s.File) || bad(s.File) {
			out = append(out, fmt.Sprintf("file %q: write an absolute path (the pull may run from cron, in any directory)", s.File))
		}
	}
	if s.Repo != "" && bad(s.Repo) {
		out = append(out, fmt.Sprintf("repo %q: a repository cannot start with \"-\" (git would read it as an option) or hold control characters", s.Repo))
	} else if s.Repo != "" && localRelative(s.Repo) {
		out = append(out, fmt.Sprintf("repo %q: a repository on this machine needs an absolute path or a file:// URL (the pull may run from cron, in any directory)", s.Repo))
	}
	if bad(s.Ref) || strings.ContainsAny(s.Ref, ": \t") {
		out = append(out, fmt.Sprintf("ref %q: write a branch or tag name, such as \"main\" or \"v3\" (not a refspec or an option)", s.Ref))
	}
	if p := s.Path; p != "" {
		clean := path.Clean(p)
		if path.IsAbs(p) || strings.Contains(p, "\\") || clean != p || clean == "." || clean == ".." || strings.HasPrefix(clean, "../") || bad(p) {
			out = append(out, fmt.Sprintf("path %q: write the file's path inside the repository, relative, with forward slashes, such as \"guards.toml\" or \"policy/guards.toml\"", p))
		}
	}
	return out
}

// Lock is one thing the managed layer fixes, for `hookguard config`.
type Lock struct {
	What string `json:"what"` // e.g. "guards.destructive", "mode (at least \"enforce\")"
	By   string `json:"by"`   // the managed file and line that locks it
}

// parseManaged decodes a [managed] table strictly (unknown keys and wrong types are errors
// with their line).
func parseManaged(t Table, v any, errs **multierror.Error) *Managed {
	m := &Managed{}
	t.decode("managed", v, reflect.ValueOf(m).Elem(), errs)
	return m
}

// lockset is what the managed layer m locks, laid on each lower layer before it applies.
// It keeps the managed file's keys, not their "file:line" text: a hook call only obeys the
// locks, and formatting every place would cost more than reading the cached layer (the words
// are made for a refusal, which is rare, and for `hookguard config`).
type lockset struct {
	m       *File
	locked  []string         // guards, a handful: a list costs less to fill and look in than a map
	require map[string][]req // group -> guards that must run in it
	refused []string
}

// req is a guard that must run in a group, and the managed file's key that says so.
type req struct{ name, key string }

// newLockset checks m's [managed] table against the groups and the registry and lists its
// locks. def is the default layer, whose group lists say where a locked guard keeps its place.
func newLockset(m, def *File) (*lockset, error) {
	l := &lockset{m: m}
	var errs *multierror.Error
	mg := m.Managed
	if mg == nil {
		return l, nil
	}
	l.require = map[string][]req{}
	if mg.Source != nil {
		for _, p := range mg.Source.Check() {
			errs = multierror.Append(errs, fmt.Errorf("%s: managed.source: %s", m.At("managed.source"), p))
		}
	}
	for i, name := range mg.Locked {
		if _, err := guards.Lookup(name); err != nil {
			errs = multierror.Append(errs, fmt.Errorf("%s: managed.locked[%d]: %v", m.At("managed.locked"), i, err))
			continue
		}
		l.locked = append(l.locked, name)
	}
	for _, g := range sortedKeys(mg.Require) {
		key := "managed.require." + g
		if !hookguard.Group(g).Valid() {
			errs = multierror.Append(errs, fmt.Errorf("%s: %s: unknown group; the groups are %s", m.At(key), key, groupNames()))
			continue
		}
		for _, name := range mg.Require[g] {
			if _, err := guards.Lookup(name); err != nil {
				errs = multierror.Append(errs, fmt.Errorf("%s: %s: %v", m.At(key), key, err))
				continue
			}
			l.must(g, name, key)
		}
	}
	// A locked guard keeps its places: where the managed file's own list, else the
	// default's, puts it.
	if len(l.locked) > 0 {
		for _, g := range hookguard.Groups() {
			list, from := m.Groups[string(g)], "groups."+string(g)
			if list == nil && def != nil {
				list, from = def.Groups[string(g)], "managed.locked"
			}
			for _, name := range list {
				if slices.Contains(l.locked, name) {
					l.must(string(g), name, from)
				}
			}
		}
	}
	return l, guards.JoinErrors(errs)
}

// must records that guard name runs in group g, locked by the managed file's key.
func (l *lockset) must(g, name, key string) {
	if l.requires(g, name) {
		return
	}
	l.require[g] = append(l.require[g], req{name, key})
}

// requires reports that guard name must run in group g.
func (l *lockset) requires(g, name string) bool {
	for _, r := range l.require[g] {
		if r.name == name {
			return true
		}
	}
	return false
}

// LockList says what the managed layer locks and where: for `hookguard config`.
func (c *Config) LockList() []Lock {
	if c.lockset == nil {
		return nil
	}
	l, m := c.lockset, c.lockset.m
	var out []Lock
	if m.Mode != "" {
		out = append(out, Lock{fmt.Sprintf("mode (%q: no lower layer puts hookguard or a guard below it)", m.Mode), m.At("mode")})
	}
	if m.StopMax != 0 {
		out = append(out, Lock{fmt.Sprintf("stop_max (%d)", m.StopMax), m.At("stop_max")})
	}
	for _, name := range l.locked {
		out = append(out, Lock{"guards." + name, m.At("managed.locked")})
	}
	for _, g := range hookguard.Groups() {
		for _, r := range l.require[string(g)] {
			out = append(out, Lock{fmt.Sprintf("groups.%s runs %s", g, r.name), m.At(r.key)})
		}
	}
	if !l.projects() {
		out = append(out, Lock{"projects (no project layer applies)", m.At("managed.projects")})
	}
	return out
}

// ManagedSource is the managed policy's [managed.source], or nil: for doctor.
func (c *Config) ManagedSource() *Source {
	if c.lockset == nil || c.lockset.m.Managed == nil {
		return nil
	}
	return c.lockset.m.Managed.Source
}

// ProjectsAllowed reports whether the managed policy lets project layers apply.
func (c *Config) ProjectsAllowed() bool { return c.lockset.projects() }

// projects reports whether project layers may apply.
func (l *lockset) projects() bool {
	return l == nil || l.m.Managed == nil || l.m.Managed.Projects == nil || *l.m.Managed.Projects
}

func (l *lockset) refuse(at, format string, args ...any) {
	l.refused = append(l.refused, at+": "+fmt.Sprintf(format, args...))
}

// filter returns lower layer f without what the managed layer locks, recording each refusal.
// f itself is left as it is: it may be the configuration cache's.
func (l *lockset) filter(f *File) *File {
	if l == nil {
		return f
	}
	m, out := l.m, *f
	by := func(key string) string { return "the managed policy " + m.At(key) }
	if m.Mode == "enforce" && f.Mode == "observe" {
		out.Mode = ""
		l.refuse(f.At("mode"), `mode = "observe" is ignored: %s sets the minimum mode "enforce"`, by("mode"))
	}
	if m.StopMax != 0 && f.StopMax != 0 && f.StopMax != m.StopMax {
		out.StopMax = 0
		l.refuse(f.At("stop_max"), "stop_max = %d is ignored: %s sets %d", f.StopMax, by("stop_max"), m.StopMax)
	}
	// The maps are walked in any order: finish sorts the refusals.
	var tables map[string]map[string]any // made on the first change
	for name, t := range f.Guards {
		path := "guards." + name
		switch {
		case slices.Contains(l.locked, name):
			t = nil
			l.refuse(f.At(path), "[%s] (%s) is ignored: %s locks the %s guard", path, strings.Join(sortedKeys(f.Guards[name]), ", "), by("managed.locked"), name)
		case m.Mode == "enforce" && t["mode"] == "observe":
			t = maps.Clone(t)
			delete(t, "mode")
			l.refuse(f.At(path+".mode"), `%s.mode = "observe" is ignored: %s sets the minimum mode "enforce"`, path, by("mode"))
		default:
			continue
		}
		if tables == nil {
			tables = maps.Clone(f.Guards)
		}
		if t == nil {
			delete(tables, name)
		} else {
			tables[name] = t
		}
	}
	if tables != nil {
		out.Guards = tables
	}
	for g := range f.Groups {
		if m.Groups[g] != nil {
			continue // the managed file's own list replaces it anyway
		}
		for _, r := range l.require[g] {
			if !slices.Contains(f.Groups[g], r.name) {
				l.refuse(f.At("groups."+g), "groups.%s leaves out %q, which the managed policy %s keeps there: it runs anyway", g, r.name, m.At(r.key))
			}
		}
	}
	return &out
}

// finish lays the required guards into the effective groups (after the lists they belong
// in) and hands the locks and refusals to c.
func (l *lockset) finish(c *Config) {
	if l == nil {
		return
	}
	for g, reqs := range l.require {
		grp := hookguard.Group(g)
		list := c.Groups[grp]
		var add []string
		for _, r := range reqs {
			if !slices.Contains(list, r.name) {
				add = append(add, r.name)
			}
		}
		if len(add) > 0 {
			c.Groups[grp] = append(slices.Clip(list), add...)
		}
	}
	c.Managed = l.m.Source
	c.lockset = l
	sort.Strings(l.refused)
	c.Refused = l.refused
}

// managedOnly is the error for a [managed] table outside the managed file.
func managedOnly(f *File, managedPath string) error {
	return fmt.Errorf("%s: [managed] belongs in the managed policy file (%s), which a machine's administrator writes: a user's or a project's file cannot lock anything; remove the table", f.At("managed"), managedPath)
}

// managed appends the [managed] table to a cache entry: a byte for none, else its lists and
// whether project layers may apply (0 unset, 1 true, 2 false).
func (e *enc) managed(m *Managed) {
	if m == nil {
		e.buf = append(e.buf, 0)
		return
	}
	e.buf = append(e.buf, 1)
	e.strs(m.Locked)
	e.strMap(m.Require)
	switch {
	case m.Projects == nil:
		e.buf = append(e.buf, 0)
	case *m.Projects:
		e.buf = append(e.buf, 1)
	default:
		e.buf = append(e.buf, 2)
	}
	// The source: a byte for none, else its four strings. A lower layer's [managed] table is
	// an error whatever it holds; the entry keeps it whole so that a hit reads as the parse.
	if s := m.Source; s == nil {
		e.buf = append(e.buf, 0)
	} else {
		e.buf = append(e.buf, 1)
		e.strs([]string{s.Repo, s.Ref, s.Path, s.File})
		e.bool(s.Signed)
	}
}

// managed reads what enc.managed wrote.
func (d *dec) managed() *Managed {
	switch d.byte() {
	case 0:
		return nil
	case 1:
	default:
		d.fail()
		return nil
	}
	m := &Managed{Locked: d.strs(), Require: d.strMap()}
	switch p := d.byte(); p {
	case 0:
	case 1, 2:
		ok := p == 1
		m.Projects = &ok
	default:
		d.fail()
	}
	switch d.byte() {
	case 0:
	case 1:
		v := d.strs()
		signed := d.byte()
		if len(v) != 4 || signed > 1 {
			d.fail()
			return m
		}
		m.Source = &Source{Repo: v[0], Ref: v[1], Path: v[2], File: v[3], Signed: signed == 1}
	default:
		d.fail()
	}
	return m
}
