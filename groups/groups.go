// Package groups turns the groups declared in the configuration into the engine's ordered,
// configured steps, and routes MCP tools to groups by name.
package groups

import (
	"errors"
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/hashicorp/go-multierror"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/engine"
	"github.com/hookguard/hookguard/guards"
)

// Steps builds group g's guards, in declared order, each configured from every layer. Only the
// group's own guards are built: a hook call pays for nothing else.
func Steps(c *config.Config, g hookguard.Group) ([]engine.Step, error) {
	var errs *multierror.Error
	var steps []engine.Step
	for _, name := range c.Groups[g] {
		s, err := step(c, g, name)
		if err != nil {
			errs = multierror.Append(errs, err)
			continue
		}
		steps = append(steps, s)
	}
	return steps, guards.JoinErrors(errs)
}

func step(c *config.Config, g hookguard.Group, name string) (engine.Step, error) {
	info, err := guards.Lookup(name)
	if err != nil {
		return engine.Step{}, fmt.Errorf("%s: groups.%s: %v", c.GroupFrom[g], g, err)
	}
	if !info.Handles(g) {
		return engine.Step{}, fmt.Errorf("%s: groups.%s: the %s guard cannot judge %s events (it judges %s): remove it from this group", c.GroupFrom[g], g, name, g, groupList(info.Groups))
	}
	gd, err := configure(c, info)
	if err != nil {
		return engine.Step{}, err
	}
	if rt, ok := gd.(guards.RuleTaker); ok {
		if err := rt.TakeRules(c.Rules, g); err != nil {
			return engine.Step{}, err
		}
	}
	com := c.Common[name]
	onError := com.OnError
	if onError == "" {
		onError = info.OnError
	}
	mode := com.Mode
	if mode == "" {
		mode = c.Mode
	}
	return engine.Step{
		Name:         name,
		Guard:        gd,
		Timeout:      com.Timeout,
		BlockOnError: onError != "allow",
		Observe:      mode == "observe",
	}, nil
}

// configure makes a fresh guard and hands it each layer's table, then validates it.
func configure(c *config.Config, info guards.Info) (guards.Guard, error) {
	var errs *multierror.Error
	gd := info.New()
	tables := c.Guards[info.Name]
	// Without a table there is nothing to configure or to refuse: the type assertion, which
	// builds the guard's method table for Configurer on first use (~1K instructions each),
	// is not made.
	cf, configurable := guards.Configurer(nil), false
	if len(tables) > 0 {
		cf, configurable = gd.(guards.Configurer)
	}
	if configurable {
		for _, t := range tables {
			if err := cf.Configure(t); err != nil {
				errs = multierror.Append(errs, err)
			}
		}
	} else {
		for _, t := range tables {
			keys := make([]string, 0, len(t.Values))
			for k := range t.Values {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				hint := ""
				if near := guards.Nearest(k, []string{"mode", "on_error", "timeout"}); near != "" {
					hint = fmt.Sprintf("; did you mean %q?", near)
				}
				errs = multierror.Append(errs, fmt.Errorf("%s: %s.%s: unknown key (the %s guard takes only mode, on_error and timeout%s)", t.At(t.Path+"."+k), t.Path, k, info.Name, hint))
			}
		}
	}
	if v, ok := gd.(guards.Validator); ok && errs == nil {
		if err := v.Validate(); err != nil {
			errs = multierror.Append(errs, fmt.Errorf("[guards.%s]: %v", info.Name, err))
		}
	}
	return gd, guards.JoinErrors(errs)
}

// Validate checks the whole configuration as `hookguard validate` and `hookguard trust` do:
// every group, every guard table (even of guards no group uses), every rule for each of its
// groups, every MCP route. All errors are returned together.
func Validate(c *config.Config) error {
	var errs *multierror.Error
	for _, g := range hookguard.Groups() {
		if _, err := Steps(c, g); err != nil {
			errs = multierror.Append(errs, err)
		}
	}
	used := map[string]bool{}
	for _, names := range c.Groups {
		for _, n := range names {
			used[n] = true
		}
	}
	names := make([]string, 0, len(c.Guards))
	for n := range c.Guards {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		if used[name] {
			continue
		}
		t := c.Guards[name][0]
		info, err := guards.Lookup(name)
		if err != nil {
			errs = multierror.Append(errs, fmt.Errorf("%s: [%s]: %v", t.At(t.Path), t.Path, err))
			continue
		}
		if _, err := configure(c, info); err != nil {
			errs = multierror.Append(errs, err)
		}
	}
	// Every rule is compiled for each of its groups, even where no group runs the rules guard,
	// so that a typo is reported before the rule is switched on.
	for _, name := range guards.Names() {
		info, _ := guards.Lookup(name)
		for _, g := range hookguard.Groups() {
			rt, ok := info.New().(guards.RuleTaker)
			if !ok {
				break
			}
			if err := rt.TakeRules(c.Rules, g); err != nil {
				errs = multierror.Append(errs, err)
			}
		}
	}
	// Rules of groups whose guard list lacks "rules" would silently never run: say so.
	for _, r := range c.Rules {
		for _, g := range r.Groups {
			if hookguard.Group(g).Valid() && !contains(c.Groups[hookguard.Group(g)], "rules") {
				errs = multierror.Append(errs, fmt.Errorf("%s: rule %q is for %s, but that group does not run the rules guard: add \"rules\" to groups.%s", r.Origin, r.ID, g, g))
			}
		}
	}
	for _, m := range c.MCP {
		if !hookguard.Group(m.Group).Valid() {
			errs = multierror.Append(errs, fmt.Errorf("%s: mcp route %q: unknown group %q", m.Origin, m.Match, m.Group))
		}
		if _, err := path.Match(m.Match, ""); err != nil {
			errs = multierror.Append(errs, fmt.Errorf("%s: mcp route %q: bad glob: %v", m.Origin, m.Match, err))
		}
	}
	return guards.JoinErrors(dedupe(errs))
}

// dedupe drops repeated messages: a broken rule is met once per group it names.
func dedupe(errs *multierror.Error) *multierror.Error {
	if errs == nil {
		return nil
	}
	var out *multierror.Error
	seen := map[string]bool{}
	for _, e := range errs.Errors {
		for _, one := range flat(e) {
			if !seen[one.Error()] {
				seen[one.Error()] = true
				out = multierror.Append(out, one)
			}
		}
	}
	return out
}

// RouteMCP returns the group an MCP tool belongs to, by the first route whose glob matches.
func RouteMCP(c *config.Config, tool string) (hookguard.Group, bool) {
	for _, m := range c.MCP {
		if ok, _ := path.Match(m.Match, tool); ok {
			return hookguard.Group(m.Group), true
		}
	}
	return "", false
}

// Problems splits an error into its single problems, for counting and listing.
func Problems(err error) []error { return flat(err) }

// flat unnests multierrors.
func flat(err error) []error {
	var me *multierror.Error
	if errors.As(err, &me) {
		var out []error
		for _, e := range me.Errors {
			out = append(out, flat(e)...)
		}
		return out
	}
	return []error{err}
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

func groupList(gs []hookguard.Group) string {
	s := make([]string, len(gs))
	for i, g := range gs {
		s[i] = string(g)
	}
	return strings.Join(s, ", ")
}
