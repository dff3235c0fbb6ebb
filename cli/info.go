package cli

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/config"
	"github.com/hookguard/hookguard/config/schema"
	"github.com/hookguard/hookguard/groups"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/hook"
	"github.com/hookguard/hookguard/state"
)

// agentEnv names variables the harnesses set in the shells their agents run (each
// descriptor's EnvMarkers). A human runs `hookguard trust`; an agent that runs it is refused
// here, and the pre-shell guards stop the command before it gets this far where they can see it.
func agentEnv() []string {
	var out []string
	for _, d := range harness.All() {
		out = append(out, d.EnvMarkers...)
	}
	return out
}

func rootFlag(c *ctx, root string) string {
	if root != "" {
		return root
	}
	cwd, _ := os.Getwd()
	return hook.FindRoot(cwd)
}

func trustCmd(c *ctx, args []string) int {
	fs := flags(c, "trust", "[--root DIR]")
	root := fs.String("root", "", "the project root (default: the git work tree around the current directory)")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	for _, k := range agentEnv() {
		if c.getenv(k) != "" {
			fmt.Fprintf(c.stderr, "hookguard trust: refused: this shell was started by a coding agent (%s is set). Trusting the project's configuration is a person's decision: run it in your own terminal.\n", k)
			return 1
		}
	}
	r := rootFlag(c, *root)
	p := config.ProjectFile(r)
	if p == "" {
		fmt.Fprintf(c.stderr, "hookguard trust: %s has no project configuration (looked for .hookguard/guards.toml and guards.toml)\n", r)
		return 1
	}
	data, err := os.ReadFile(p)
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard trust: %v\n", err)
		return 1
	}
	cfg, err := c.load("", p) // validate it as it will apply: above the default and the user's file
	if err == nil {
		err = groups.Validate(cfg)
	}
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard trust: %s is not valid, so it was not trusted:\n%v\n", p, err)
		return 1
	}
	// What the managed policy locks stays as it is whatever the file says: the person
	// trusting it is told which of its values will not apply.
	for _, r := range cfg.Refused {
		fmt.Fprintf(c.stderr, "hookguard trust: note: %s\n", r)
	}
	if !cfg.ProjectsAllowed() {
		fmt.Fprintf(c.stderr, "hookguard trust: note: the managed policy %s lets no project configuration apply: %s stays ignored while it says so\n", cfg.Managed, p)
	}
	sum := config.Sum(data)
	if err := c.store().Trust(p, sum, time.Now()); err != nil {
		fmt.Fprintf(c.stderr, "hookguard trust: %v\n", err)
		return 1
	}
	fmt.Fprintf(c.stdout, "trusted %s (sha256 %s)\nIt applies until it changes; after a change, read it again and rerun `hookguard trust`.\n", p, sum[:16])
	return 0
}

func validateCmd(c *ctx, args []string) int {
	fs := flags(c, "validate", "[--root DIR] [--managed FILE] [FILE ...]")
	root := fs.String("root", "", "the project root (default: the git work tree around the current directory)")
	managed := fs.String("managed", "", "check FILE as the managed policy, as if it stood at "+state.ManagedFile()+" (before installing it)")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	if *managed != "" {
		if state.Absent(*managed) {
			fmt.Fprintf(c.stderr, "hookguard validate: --managed %s: no such file: give the path of the managed policy to check\n", *managed)
			return 2
		}
		c.managedPath = *managed
	}
	r := rootFlag(c, *root)
	files := fs.Args()
	// The project file is checked whether or not it is trusted yet: a person validates before
	// trusting.
	project := config.ProjectFile(r)
	if project != "" && len(files) == 0 {
		files = []string{project}
	}
	cfg, loadErr := c.load("", files...)
	if project != "" && len(fs.Args()) == 0 && !cfg.ProjectsAllowed() {
		fmt.Fprintf(c.stderr, "note: %s is checked, but the managed policy %s lets no project configuration apply\n", project, cfg.Managed)
	}
	var problems []error
	if loadErr != nil {
		problems = groups.Problems(loadErr)
	}
	if err := groups.Validate(cfg); err != nil {
		problems = append(problems, groups.Problems(err)...)
	}
	// A lower layer's try to loosen what the managed policy locks is ignored by the hook, and
	// is a problem here: the file says something that does not happen.
	for _, r := range cfg.Refused {
		problems = append(problems, errors.New(r))
	}
	if len(problems) > 0 {
		for _, p := range problems {
			fmt.Fprintln(c.stderr, p)
		}
		fmt.Fprintf(c.stderr, "%d problem(s) found\n", len(problems))
		return 1
	}
	fmt.Fprintf(c.stdout, "ok: %s\n", strings.Join(cfg.Layers, ", "))
	return 0
}

func configCmd(c *ctx, args []string) int {
	fs := flags(c, "config", "[--root DIR] [--default] [--json] [--schema] [--clear-cache]")
	root := fs.String("root", "", "the project root (default: the git work tree around the current directory)")
	def := fs.Bool("default", false, "print the embedded default guards.toml as shipped")
	asJSON := fs.Bool("json", false, "print the effective configuration as JSON")
	asSchema := fs.Bool("schema", false, "print the JSON Schema of guards.toml, for editors (see the README's Configuration)")
	clearCache := fs.Bool("clear-cache", false, "remove the hook calls' cache of decoded configuration files; the next call rebuilds it")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	if *clearCache {
		return c.clearConfigCache()
	}
	if *asSchema {
		c.stdout.Write(schema.JSON)
		return 0
	}
	if *def {
		c.stdout.Write(hookguard.DefaultConfig)
		return 0
	}
	cfg, err := c.load(rootFlag(c, *root))
	if err != nil {
		fmt.Fprintf(c.stderr, "hookguard config: the configuration does not load:\n%v\n", err)
		return 1
	}
	cfg.Locks = cfg.LockList()
	if *asJSON {
		b, _ := json.MarshalIndent(cfg, "", "  ")
		fmt.Fprintln(c.stdout, string(b))
		return 0
	}
	w := c.stdout
	fmt.Fprintf(w, "# layers, lowest first: %s\n", strings.Join(cfg.Layers, ", "))
	for _, n := range cfg.Notices {
		fmt.Fprintf(w, "# note: %s\n", n)
	}
	for _, l := range cfg.Locks {
		fmt.Fprintf(w, "# locked: %s  by %s\n", l.What, l.By)
	}
	for _, r := range cfg.Refused {
		fmt.Fprintf(w, "# ignored (locked): %s\n", r)
	}
	fmt.Fprintf(w, "mode = %q  # %s\n", cfg.Mode, cfg.ModeFrom)
	fmt.Fprintf(w, "stop_max = %d  # %s\n\n[groups]\n", cfg.StopMax, cfg.StopMaxFrom)
	for _, g := range hookguard.Groups() {
		q := make([]string, len(cfg.Groups[g]))
		for i, n := range cfg.Groups[g] {
			q[i] = fmt.Sprintf("%q", n)
		}
		fmt.Fprintf(w, "%-13s = [%s]  # %s\n", g, strings.Join(q, ", "), cfg.GroupFrom[g])
	}
	names := map[string]bool{}
	for n := range cfg.Guards {
		names[n] = true
	}
	for n := range cfg.Common {
		names[n] = true
	}
	sorted := make([]string, 0, len(names))
	for n := range names {
		sorted = append(sorted, n)
	}
	sort.Strings(sorted)
	for _, n := range sorted {
		fmt.Fprintf(w, "\n[guards.%s]\n", n)
		com := cfg.Common[n]
		if com.Mode != "" {
			fmt.Fprintf(w, "mode = %q  # %s\n", com.Mode, com.From["mode"])
		}
		if com.OnError != "" {
			fmt.Fprintf(w, "on_error = %q  # %s\n", com.OnError, com.From["on_error"])
		}
		if com.Timeout != 0 {
			fmt.Fprintf(w, "timeout = %q  # %s\n", com.Timeout, com.From["timeout"])
		}
		// Each layer's keys, lowest first: a later line overrides an earlier one.
		for _, t := range cfg.Guards[n] {
			keys := make([]string, 0, len(t.Values))
			for k := range t.Values {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				b, _ := json.Marshal(t.Values[k])
				fmt.Fprintf(w, "%s = %s  # %s\n", k, b, t.At(t.Path+"."+k))
			}
		}
	}
	for _, r := range cfg.Rules {
		fmt.Fprintf(w, "\n[[rules]]  # %s\nid = %q\ngroups = %q\nwhen = %q\nverdict = %q\nreason = %q\n", r.Origin, r.ID, r.Groups, r.When, r.Verdict, r.Reason)
	}
	for _, m := range cfg.MCP {
		fmt.Fprintf(w, "\n[[mcp]]  # %s\nmatch = %q\ngroup = %q\n", m.Origin, m.Match, m.Group)
	}
	// The audit trail's settings, and the policy its records name.
	from := func(k string) string { return cmp.Or(cfg.AuditFrom[k], "default") }
	fmt.Fprintf(w, "\n[audit]\nallows = %v  # %s\nfiles = %d  # %s\nfile_mb = %d  # %s\n", cfg.Audit.Allows, from("allows"),
		cfg.Audit.Files, from("files"), cfg.Audit.FileMB, from("file_mb"))
	fmt.Fprintf(w, "# policy hash %s, of:\n", cfg.PolicyHash())
	for _, l := range cfg.Policy {
		fmt.Fprintf(w, "#   %-8s %s  sha256:%s\n", l.Role, l.Source, l.Sum)
	}
	return 0
}

func guardsCmd(c *ctx, args []string) int {
	fs := flags(c, "guards", "[--root DIR] [--json]")
	root := fs.String("root", "", "the project root whose configuration applies (default: around the current directory)")
	asJSON := fs.Bool("json", false, "print as JSON")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	cfg, cfgErr := c.load(rootFlag(c, *root))
	type row struct {
		Name    string            `json:"name"`
		Summary string            `json:"summary"`
		Groups  []hookguard.Group `json:"groups,omitempty"`
		InUse   []hookguard.Group `json:"in_use,omitempty"`
		Rules   []guards.RuleInfo `json:"rules,omitempty"`
	}
	var rows []row
	for _, name := range guards.Names() {
		info, _ := guards.Lookup(name)
		r := row{Name: name, Summary: info.Summary, Groups: info.Groups}
		if cfgErr == nil {
			for _, g := range hookguard.Groups() {
				for _, n := range cfg.Groups[g] {
					if n == name {
						r.InUse = append(r.InUse, g)
					}
				}
			}
			if steps, err := groups.Steps(cfg, firstGroup(r.InUse, info)); err == nil {
				for _, s := range steps {
					if l, ok := s.Guard.(guards.Lister); ok && s.Name == name {
						r.Rules = l.Rules()
					}
				}
			}
		}
		rows = append(rows, r)
	}
	if *asJSON {
		b, _ := json.MarshalIndent(rows, "", "  ")
		fmt.Fprintln(c.stdout, string(b))
		return 0
	}
	for _, r := range rows {
		fmt.Fprintf(c.stdout, "%s: %s\n", r.Name, r.Summary)
		if len(r.InUse) > 0 {
			fmt.Fprintf(c.stdout, "  in groups: %s\n", joinGroups(r.InUse))
		} else {
			fmt.Fprintln(c.stdout, "  in groups: none (add it to a group in guards.toml to use it)")
		}
		pack := ""
		for _, ru := range r.Rules {
			if ru.Pack != pack && ru.Pack != "" {
				pack = ru.Pack
				fmt.Fprintf(c.stdout, "  pack %s:\n", pack)
			}
			state := ""
			if !ru.Enabled {
				state = " (off)"
			}
			fmt.Fprintf(c.stdout, "    %-28s %s%s\n", ru.ID, ru.Summary, state)
		}
	}
	if cfgErr != nil {
		fmt.Fprintf(c.stderr, "hookguard guards: the configuration does not load, so groups and rules are not shown:\n%v\n", cfgErr)
		return 1
	}
	return 0
}

// firstGroup is a group in which to build a guard for listing its rules.
func firstGroup(inUse []hookguard.Group, info guards.Info) hookguard.Group {
	if len(inUse) > 0 {
		return inUse[0]
	}
	for _, g := range hookguard.Groups() {
		if info.Handles(g) {
			return g
		}
	}
	return hookguard.PreShell
}

func joinGroups(gs []hookguard.Group) string {
	s := make([]string, len(gs))
	for i, g := range gs {
		s[i] = string(g)
	}
	return strings.Join(s, ", ")
}
