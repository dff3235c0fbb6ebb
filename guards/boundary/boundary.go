// Package boundary is the guard that keeps the agent inside its workspace: writes land only in
// the project root, the declared extra roots and scratch directories; inside the roots the
// files that hold or can switch off the guards (.git, guards.toml, .hookguard/, harness
// settings, CI workflows, and as configured lockfiles, vendored and generated files) are
// written only by their owners; outside them hookguard's own state and the user's harness
// settings are never written, and secrets are never read.
package boundary

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/paths"
)

// Name is the guard's registered name.
const Name = "boundary"

func init() {
	guards.Register(guards.Info{
		Name:    Name,
		Summary: "writes stay inside the project and declared roots; guard, git and harness files are not hand-written; secrets outside are not read",
		Groups:  []hookguard.Group{hookguard.PreShell, hookguard.PreFiles, hookguard.PreRead},
		New:     func() guards.Guard { return New() },
	})
}

// Options are the [guards.boundary] keys.
type Options struct {
	// Roots are extra roots beside the project root; relative ones are under the project root.
	Roots []string `toml:"roots"`
	// Protect lists more paths inside the roots that only their owners write: globs relative
	// to a root (paths.Glob: "**" is any number of directories, "dir/**" the tree, a pattern
	// without a slash a file name at any depth), matched case-insensitively.
	Protect []string `toml:"protect"`
	// Sensitive lists more paths outside the roots that are not read (absolute or ~/..., globs).
	Sensitive []string `toml:"sensitive"`
	// Temp lists more scratch directories that may be written outside the roots.
	Temp []string `toml:"temp"`
	// The classes of owned files inside the roots that may be switched off.
	Lockfiles bool `toml:"lockfiles"`
	Vendored  bool `toml:"vendored"`
	Generated bool `toml:"generated"`
	CI        bool `toml:"ci"`
}

// Guard is the boundary guard.
type Guard struct {
	opts Options
	// getenv reads the hook's environment (XDG dirs, TMPDIR); tests replace it.
	getenv func(string) string
}

// New returns the guard with its defaults: every class protected.
func New() *Guard {
	return &Guard{opts: Options{Lockfiles: true, Vendored: true, Generated: true, CI: true}, getenv: os.Getenv}
}

// Configure applies one layer's [guards.boundary] table.
func (g *Guard) Configure(o guards.Options) error { return o.Decode(&g.opts) }

// Validate checks the globs once every layer is applied.
func (g *Guard) Validate() error {
	for _, list := range [][]string{g.opts.Protect, g.opts.Sensitive} {
		for _, p := range list {
			if err := paths.ValidGlob(p); err != nil {
				return fmt.Errorf("guards.boundary: bad glob %q: %v", p, err)
			}
		}
	}
	return nil
}

// harnessDirs names each harness's directory, for a summary.
func harnessDirs() string {
	var out []string
	for _, d := range harness.All() {
		out = append(out, d.Dir)
	}
	return strings.Join(out, ", ")
}

// Rules lists the rule ids for `hookguard guards`.
func (g *Guard) Rules() []guards.RuleInfo {
	return []guards.RuleInfo{
		{ID: "outside-roots", Summary: "a write outside the project root, the declared roots and scratch directories", Enabled: true},
		{ID: "git-internals", Summary: "a hand write into .git (any depth, any case); git itself still writes it", Enabled: true},
		{ID: "guard-config", Summary: "a write to guards.toml, .hookguard/, .husky/ or lefthook's configuration", Enabled: true},
		{ID: "harness-settings", Summary: "a write to harness settings that hold hooks (" + harnessDirs() + ")", Enabled: true},
		{ID: "guard-state", Summary: "a write to hookguard's state or config directory, or to user-level harness settings", Enabled: true},
		{ID: "ci-config", Summary: "a write to CI workflows (.github/workflows, .gitlab-ci.yml, .circleci, Jenkinsfile)", Enabled: g.opts.CI},
		{ID: "lockfile", Summary: "a hand write to a lockfile; package managers still write them", Enabled: g.opts.Lockfiles},
		{ID: "vendored", Summary: "a write into vendor/ or node_modules/", Enabled: g.opts.Vendored},
		{ID: "generated", Summary: "a write to a generated file (DO NOT EDIT header, *.pb.go)", Enabled: g.opts.Generated},
		{ID: "protected", Summary: "a write to a path listed in guards.boundary.protect", Enabled: len(g.opts.Protect) > 0},
		{ID: "sensitive-read", Summary: "a read of credentials or keys outside the roots (~/.ssh, ~/.aws, /etc/shadow, ...)", Enabled: true},
		{ID: "unknown-target", Summary: "a shell write whose target's leading part cannot be known", Enabled: true},
	}
}

// Check judges one event.
// A panic is the engine's to recover: it turns it into this guard's error and logs the stack.
func (g *Guard) Check(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	switch ev.Group {
	case hookguard.PreFiles:
		s := g.scope(ev)
		for _, f := range ev.Files {
			if f.Op == hookguard.OpMove && f.From != "" {
				if v := s.write(f.From, ev.Cwd, "", "move away"); v.Decision != hookguard.Allow {
					return v, nil
				}
			}
			verb := "write"
			if f.Op == hookguard.OpPatchDelete {
				verb = "delete"
			}
			if v := s.write(f.Path, ev.Cwd, f.Text, verb); v.Decision != hookguard.Allow {
				return v, nil
			}
		}
	case hookguard.PreRead:
		s := g.scope(ev)
		for _, p := range ev.Reads {
			if v := s.read(p, ev.Cwd); v.Decision != hookguard.Allow {
				return v, nil
			}
		}
	case hookguard.PreShell:
		// The roots and hookguard's own places are found at the first effect judged: a line
		// that writes and reads nothing (go test, git status) needs none of them.
		s := &scope{g: g, lazy: ev}
		return s.shell(ctx, ev)
	}
	return hookguard.Allowed(), nil
}

var (
	_ guards.Guard      = (*Guard)(nil)
	_ guards.Configurer = (*Guard)(nil)
	_ guards.Validator  = (*Guard)(nil)
	_ guards.Lister     = (*Guard)(nil)
)
