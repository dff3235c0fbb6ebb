// Package destructive is the guard that stops a shell command from losing work or data beyond
// undo: recursive deletion outside the project and temp dirs, git operations that discard
// uncommitted work or rewrite remote history, hook-skipping switches, database drops, cloud and
// cluster teardown, volume removal and raw writes to disks. It judges what the shell would
// actually run (package shell), never the raw text, so quoting, wrappers and `bash -c` do not
// hide a command and text that only mentions danger is not blocked.
package destructive

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync/atomic"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
	"github.com/hookguard/hookguard/guards/internal/line"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// Name is the guard's registered name.
const Name = "destructive"

func init() {
	guards.Register(guards.Info{
		Name:    Name,
		Summary: "stops commands that lose work or data beyond undo (rm -rf outside the project, git reset --hard, force pushes, DROP TABLE, terraform destroy, dd to disks)",
		Groups:  []hookguard.Group{hookguard.PreShell, hookguard.PreFiles},
		New:     func() guards.Guard { return New() },
	})
}

// Options is the [guards.destructive] table.
type Options struct {
	// Packs lists the packs in force; the core packs (filesystem, git) cannot be left out.
	Packs []string `toml:"packs"`
	// Disable lists rule ids to switch off; core rules refuse.
	Disable []string `toml:"disable"`
	// AllowDelete lists extra directories (besides the project and temp dirs) under which
	// recursive deletion is allowed. A home, a system path or an ancestor of the project is
	// refused.
	AllowDelete []string `toml:"allow_delete"`
}

// Guard judges pre-shell events.
type Guard struct {
	opts     Options
	packs    map[string]bool
	disabled map[string]bool
	// active are the rules in force, worked out once from packs and disabled: a script's every
	// command is tried against every rule, and two map lookups per rule per command were a
	// twentieth of a long script's hook call.
	active atomic.Pointer[ruleSet]
}

// New returns the guard with its default packs.
func New() *Guard {
	g := &Guard{packs: map[string]bool{}, disabled: map[string]bool{}}
	for _, p := range Packs() {
		g.packs[p.Name] = true
	}
	return g
}

// Configure applies one layer's table.
func (g *Guard) Configure(opts guards.Options) error {
	var o Options
	if err := opts.Decode(&o); err != nil {
		return err
	}
	if o.Packs != nil {
		known := map[string]bool{}
		for _, p := range Packs() {
			known[p.Name] = true
		}
		next := map[string]bool{}
		for _, name := range o.Packs {
			if !known[name] {
				return fmt.Errorf("guards.destructive.packs: unknown pack %q (run `hookguard guards` for the list: %s)", name, strings.Join(packNames(), ", "))
			}
			next[name] = true
		}
		for _, p := range Packs() {
			if p.Core && !next[p.Name] {
				return fmt.Errorf("guards.destructive.packs: the %q pack is core and cannot be switched off; narrow it instead with `allow_delete = [...]` or run the command by hand", p.Name)
			}
		}
		g.packs = next
	}
	for _, id := range o.Disable {
		if id == "db.orm-reset" {
			continue // migration tools' resets are the migrations guard's now; the old id stays accepted
		}
		r := ruleByID(id)
		if r == nil {
			return fmt.Errorf("guards.destructive.disable: unknown rule %q (run `hookguard guards` for the ids)", id)
		}
		if r.core {
			return fmt.Errorf("guards.destructive.disable: %q is a core rule and cannot be switched off; narrow it with `allow_delete = [...]` or run the command by hand", id)
		}
		g.disabled[id] = true
	}
	g.active.Store(nil)
	for _, d := range o.AllowDelete {
		if err := checkAllowDelete(d); err != nil {
			return fmt.Errorf("guards.destructive.allow_delete: %w", err)
		}
		g.opts.AllowDelete = append(g.opts.AllowDelete, d)
	}
	return nil
}

func packNames() []string {
	var out []string
	for _, p := range Packs() {
		out = append(out, p.Name)
	}
	return out
}

// Rules lists every rule, for `hookguard guards`.
func (g *Guard) Rules() []guards.RuleInfo {
	var out []guards.RuleInfo
	for _, r := range allRules() {
		sum := r.summary
		if r.core {
			sum += " (core)"
		}
		out = append(out, guards.RuleInfo{ID: r.id, Pack: r.pack, Summary: sum, Enabled: g.packs[r.pack] && !g.disabled[r.id]})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pack < out[j].Pack })
	return out
}

// Check judges the event's command.
// A panic is the engine's to recover: it turns it into this guard's error and logs the stack.
func (g *Guard) Check(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	if ev.Group == hookguard.PreFiles {
		return g.checkFiles(ev), nil
	}
	if ev.Command == "" {
		return hookguard.Allowed(), nil
	}
	s := shell.Of(ev)
	j := &judge{g: g, env: env{cwd: ev.Cwd, home: ev.Home, root: ev.Root, extra: g.opts.AllowDelete}}
	return j.run(ctx, ev, s)
}

// Judge is Check for a command parsed elsewhere (check --explain, tests, benchmarks).
func (g *Guard) Judge(s *shell.Script, cwd, home, root string) hookguard.Verdict {
	v, _ := g.judge(s, env{cwd: cwd, home: home, root: root, extra: g.opts.AllowDelete})
	return v
}

// Hit is one rule that matched one command, for `check --explain`.
type Hit struct {
	Command int // index in Script.Commands
	Rule    string
	What    string
}

// Explain lists every rule that matches every command of the event, not only the first, for
// `hookguard check --explain`.
func (g *Guard) Explain(ev *hookguard.Event) []string {
	s := shell.Of(ev)
	var out []string
	for _, h := range g.Hits(s, ev.Cwd, ev.Home, ev.Root) {
		line := fmt.Sprintf("command %d (%s): %s", h.Command+1, strings.Join(s.Commands[h.Command].Argv(), " "), h.Rule)
		if h.What != "" {
			line += ": " + h.What
		}
		out = append(out, line)
	}
	return out
}

// Hits lists every rule that matches every command (not only the first).
func (g *Guard) Hits(s *shell.Script, cwd, home, root string) []Hit {
	j := &judge{g: g, env: env{cwd: cwd, home: home, root: root, extra: g.opts.AllowDelete}}
	var out []Hit
	for i, c := range s.Commands {
		for _, h := range j.command(c, true) {
			out = append(out, Hit{Command: i, Rule: h.rule.id, What: h.what})
		}
	}
	return out
}

type env struct {
	cwd, home, root string
	extra           []string
}

type judge struct {
	g   *Guard
	env env

	home, root string // resolved, see roots
	rootsDone  bool
	judged     int // commands judged, twins of a passed one not among them
	// repoState is what fs.unrestorable read of the repository, shared by the event's effects.
	repoState *repoState
}

type hit struct {
	rule *rule
	what string
	cmd  *shell.Command
	eff  spec.Effect
}

// judge is Check for a script parsed elsewhere: the line is the script's source, run in cwd.
func (g *Guard) judge(s *shell.Script, e env) (hookguard.Verdict, error) {
	j := &judge{g: g, env: e}
	return j.run(context.Background(), &hookguard.Event{Command: s.Src, Cwd: e.cwd}, s)
}

// run judges a script's commands in order, as line.Walk walks them for every guard that
// judges one command at a time: a twin of a command judged before is not judged again (it
// shares that command's very effects, which passed, or the walk would have ended there), and
// the first block is widened to every later one, each rule of each. A code is a grant for
// what the human was shown, and a grant that named the first effect only let every later one
// through with it (a deploy script's one force push authorised, and the push to main and the
// --mirror push after it ran too): the others are named in the reason and bound into the
// action, and one that may not be authorised at all (hooks switched off, words only known
// when it runs) takes the code away.
func (j *judge) run(ctx context.Context, ev *hookguard.Event, s *shell.Script) (hookguard.Verdict, error) {
	if s.Err == shell.ErrTooDeep || s.Err == shell.ErrTooMany || isLimit(s.Err) {
		v := hookguard.Blocked(Name, "shell.too-complex", "destructive: this command is too deeply nested or too long to judge safely ("+s.Err.Error()+"); split it into simpler commands, or run it by hand.")
		v.NoCode = true
		return v, nil
	}
	var more []string // the blocks after the first, as the reason names them
	blocks := 0
	v, err := line.Walk(ctx, ev, s, line.Judge{Command: func(c *shell.Command, f *line.Fold) error {
		j.judged++
		for _, h := range j.command(c, true) {
			if blocks++; blocks > 1 {
				more = named(more, h.rule.summary+" (`"+strings.Join(c.Argv(), " ")+"`)")
			}
			f.Add(c, j.verdict(h))
		}
		return nil
	}})
	if err != nil {
		return hookguard.Verdict{}, err
	}
	if v.Decision != hookguard.Allow {
		if len(more) > 0 {
			v.Reason += " The same command also: " + strings.Join(more, "; ") + "."
		}
		return v, nil
	}
	if len(s.Unreadable) > 0 {
		return hookguard.Blocked(Name, "shell.unreadable", "part of this command could not be read ("+s.Unreadable[0]+"), so what it runs there cannot be judged; bash may run it all the same. Rewrite it so that every part can be read (check the quoting), or ask the user to run it by hand."), nil
	}
	return hookguard.Allowed(), nil
}

// named adds one more block a reason names, up to maxNamed, then "and more".
func named(more []string, s string) []string {
	if len(more) < maxNamed {
		return append(more, s)
	}
	if len(more) == maxNamed {
		return append(more, "and more")
	}
	return more
}

func isLimit(err error) bool {
	return err != nil && (strings.Contains(err.Error(), shell.ErrTooDeep.Error()) || strings.Contains(err.Error(), shell.ErrTooMany.Error()))
}

// dynamicAs are the programs a command whose name is only known when it runs is judged as:
// the ones the core packs are about.
var dynamicAs = [...]string{"rm", "git"}

// command returns the rules a command's effects match (the first only, unless all). A
// command whose name is only known when it runs ($X -rf /) is judged as each core program it
// could be.
func (j *judge) command(c *shell.Command, all bool) []hit {
	if c.NameDynamic {
		var out []hit
		for _, as := range dynamicAs {
			for _, h := range j.command(c.As(as), all) {
				h.cmd = c
				h.what = "a command whose name is only known when it runs, if it is " + as + ": " + h.what
				out = append(out, h)
				if !all {
					return out
				}
			}
		}
		return out
	}
	var out []hit
	effs := c.Effects()
	for i := range effs {
		e := &effs[i]
		// What interpreter code does itself (rmtree, DROP TABLE through its database module)
		// is the interpreters pack's, which is core: every rule's matcher finds it, whatever
		// packs are in force, and only its interp.* rule being off lets it go. A command the
		// code hands the shell is judged as on its own line, by the rules in force.
		rules := j.g.activeRules()
		if fromCode(e) && !shellOut(e) {
			rules = everyRule()
		}
		for _, r := range rules.of(e.Kind) {
			what := r.match.fn(j, e)
			if what == "" {
				continue
			}
			h := hit{rule: r, what: what, cmd: c, eff: *e}
			if id := origin(r, e); id != "" {
				if j.g.disabled[id] {
					continue
				}
				h.rule = ruleByID(id)
			}
			out = append(out, h)
			if !all {
				return out
			}
		}
	}
	return out
}

// activeRules returns the rules in force. Configure, which changes them, runs before any check.
func (g *Guard) activeRules() *ruleSet {
	if rs := g.active.Load(); rs != nil {
		return rs
	}
	rs := newRuleSet(allRules(), func(r *rule) bool { return g.packs[r.pack] && !g.disabled[r.id] })
	g.active.Store(rs)
	return rs
}

func (j *judge) verdict(h hit) hookguard.Verdict {
	c := h.cmd
	var b strings.Builder
	// The adapter names the guard and rule; the reason starts with what happened.
	b.WriteString(h.rule.summary)
	if h.what != "" && h.what != h.rule.summary {
		fmt.Fprintf(&b, " (%s)", h.what)
	}
	b.WriteString(". ")
	b.WriteString(h.rule.reason)
	via := append(append([]string(nil), c.Via...), splitVia(h.eff.Via)...)
	if len(via) > 0 {
		fmt.Fprintf(&b, " It was reached through %s.", strings.Join(via, " > "))
	}
	if h.rule.safer != "" {
		fmt.Fprintf(&b, " Safer: %s.", h.rule.safer)
	}
	// Where a code can be offered, the adapter adds how to ask for it.
	// Switching hooks off is the guard switched off: a person does that at their terminal,
	// never by a code the agent asks for in the chat.
	hooksOff := h.eff.Kind == spec.HooksOff
	dynamic := c.AnyDynamic() || c.Opaque || h.eff.Dyn || h.eff.Path.Dyn
	switch {
	case hooksOff:
		b.WriteString(" Switching the hooks off switches off the checks that would judge it, so it cannot be authorised here: if it is really wanted, a person runs it at their terminal.")
	case dynamic:
		b.WriteString(" Part of this command is only known when it runs, so it cannot be authorised here: if it is really wanted, the user must run it by hand.")
	}
	noCode := hooksOff || dynamic
	v := hookguard.Blocked(Name, h.rule.id, b.String())
	v.NoCode = noCode
	v.Action = canonical(c)
	return v
}

// maxNamed bounds the other blocked commands a reason names; the action binds them all.
const maxNamed = 8

func splitVia(v string) []string {
	if v == "" {
		return nil
	}
	return strings.Split(v, " > ")
}

// canonical names the judged action for the authorisation hash: argv, cwd and how reached.
func canonical(c *shell.Command) string {
	var b strings.Builder
	b.WriteString(strings.Join(c.Argv(), "\x00"))
	b.WriteString("\x01cwd=" + c.Cwd)
	if len(c.Via) > 0 {
		b.WriteString("\x01via=" + strings.Join(c.Via, ">"))
	}
	return b.String()
}

// checkAllowDelete refuses extra delete roots that would open what the guard exists to close.
func checkAllowDelete(d string) error {
	if d == "" || !strings.HasPrefix(d, "/") {
		return fmt.Errorf("%q must be an absolute path", d)
	}
	c := paths.Real(d)
	if isSystem(c) || c == "/" || strings.Count(strings.Trim(c, "/"), "/") < 1 {
		return fmt.Errorf("%q is a system path or too close to the filesystem root to allow deletion under it", d)
	}
	return nil
}

var (
	_ guards.Guard      = (*Guard)(nil)
	_ guards.Configurer = (*Guard)(nil)
	_ guards.Lister     = (*Guard)(nil)
	_ guards.Explainer  = (*Guard)(nil)
)
