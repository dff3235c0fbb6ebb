// Package rules is the guard that runs the user's [[rules]]: expr conditions over the event,
// compiled once per process and only for the group of the event at hand.
package rules

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/checker"
	"github.com/expr-lang/expr/compiler"
	"github.com/expr-lang/expr/conf"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/optimizer"
	"github.com/expr-lang/expr/vm"
	"github.com/hashicorp/go-multierror"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/guards"
)

// Name is the guard's registered name.
const Name = "rules"

func init() {
	guards.Register(guards.Info{
		Name:    Name,
		Summary: "the [[rules]] of guards.toml: expr conditions over the event, each with a verdict and a reason",
		New:     func() guards.Guard { return &Guard{} },
	})
}

// Guard holds the compiled rules of one group.
type Guard struct {
	group hookguard.Group
	rules []compiled
	mu    sync.Mutex // a Check may outlive its timeout while the next one starts
}

type compiled struct {
	guards.UserRule
	decision hookguard.Decision
	program  *vm.Program // nil until needed, for a rule the loader compiled already (see lazy.go)
	proof    *proofNode  // when the rule cannot hold; nil until first needed
}

// Compile checks one rule for group g: a condition that does not compile, names an unknown
// field or is not a boolean is an error that says where the rule is.
func Compile(r guards.UserRule, g hookguard.Group) (*vm.Program, hookguard.Decision, error) {
	var errs *multierror.Error
	at := r.Origin
	if at == "" {
		at = "rule " + r.ID
	}
	if r.ID == "" {
		errs = multierror.Append(errs, fmt.Errorf("%s: rule has no id: give it a short, stable one (id = \"no-prod-kubectl\")", at))
	}
	d, ok := hookguard.ParseDecision(r.Verdict)
	if !ok || d == hookguard.Allow {
		errs = multierror.Append(errs, fmt.Errorf("%s: rule %q: verdict %q is not one of block, ask, advise", at, r.ID, r.Verdict))
	}
	if strings.TrimSpace(r.Reason) == "" {
		errs = multierror.Append(errs, fmt.Errorf("%s: rule %q has no reason: say what it protects and what to do instead", at, r.ID))
	}
	if len(r.Groups) == 0 {
		errs = multierror.Append(errs, fmt.Errorf("%s: rule %q names no groups: add groups = [\"pre-shell\"] or the like", at, r.ID))
	}
	for _, name := range r.Groups {
		if !hookguard.Group(name).Valid() {
			errs = multierror.Append(errs, fmt.Errorf("%s: rule %q: unknown group %q", at, r.ID, name))
		}
	}
	prog, err := compileWhen(r.When)
	if err != nil {
		errs = multierror.Append(errs, fmt.Errorf("%s: rule %q: when does not compile: %v", at, r.ID, indent(err.Error())))
	}
	return prog, d, guards.JoinErrors(errs)
}

// compileConf is expr's configuration for rules, made on the first compile and kept: expr.Compile
// makes a fresh one per call (its builtins table and the Env type's reflection, a third of a
// rule's compile), which 200 rules paid 200 times. The checker caches types in it, so compiles
// that share it take turns.
var (
	compileMu   sync.Mutex
	compileConf *conf.Config
)

// compileWhen is expr.Compile(when, Env, AsBool, helpers) with the configuration kept.
func compileWhen(when string) (*vm.Program, error) {
	compileMu.Lock()
	defer compileMu.Unlock()
	if compileConf == nil {
		c := conf.CreateNew()
		for _, op := range append([]expr.Option{expr.Env(Env{}), expr.AsBool()}, helpers()...) {
			op(c)
		}
		c.Check()
		compileConf = c
	}
	tree, err := checker.ParseCheck(when, compileConf)
	if err != nil {
		return nil, err
	}
	if compileConf.Optimize {
		if err := optimizer.Optimize(&tree.Node, compileConf); err != nil {
			var fe *file.Error
			if errors.As(err, &fe) {
				return nil, fe.Bind(tree.Source)
			}
			return nil, err
		}
	}
	return compiler.Compile(tree, compileConf)
}

// TakeRules compiles the rules of group g; the others are not even looked at. A rule the
// loader compiled already (Checked) is compiled on first need in Check, or never.
func (gd *Guard) TakeRules(rs []guards.UserRule, g hookguard.Group) error {
	var errs *multierror.Error
	gd.group = g
	for _, r := range rs {
		if !hasGroup(r.Groups, g) {
			continue
		}
		if d, ok := hookguard.ParseDecision(r.Verdict); r.Checked && ok && d != hookguard.Allow {
			gd.rules = append(gd.rules, compiled{UserRule: r, decision: d})
			continue
		}
		prog, d, err := Compile(r, g)
		if err != nil {
			errs = multierror.Append(errs, err)
			continue
		}
		gd.rules = append(gd.rules, compiled{UserRule: r, decision: d, program: prog})
	}
	return guards.JoinErrors(errs)
}

// Check runs the rules in order; the first that holds decides.
func (gd *Guard) Check(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error) {
	if len(gd.rules) == 0 {
		return hookguard.Allowed(), nil
	}
	env := envOf(ev)
	for i := range gd.rules {
		if err := ctx.Err(); err != nil {
			return hookguard.Verdict{}, err
		}
		prog, err := gd.program(i, &env)
		if err != nil {
			return hookguard.Verdict{}, err
		}
		if prog == nil {
			continue // the event lacks what the rule reads: it cannot hold
		}
		r := &gd.rules[i]
		out, err := expr.Run(prog, env)
		if err != nil {
			return hookguard.Verdict{}, fmt.Errorf("rule %q (%s): %v", r.ID, r.Origin, err)
		}
		if hit, _ := out.(bool); hit {
			return hookguard.Verdict{Decision: r.decision, Guard: Name, Rule: r.ID, Reason: r.Reason}, nil
		}
	}
	return hookguard.Allowed(), nil
}

// program is rule i's compiled condition, or nil when its proof shows it cannot hold on env:
// it is compiled here, once, for a rule TakeRules left uncompiled.
func (gd *Guard) program(i int, env *Env) (*vm.Program, error) {
	gd.mu.Lock()
	defer gd.mu.Unlock()
	r := &gd.rules[i]
	if r.program != nil {
		return r.program, nil
	}
	if r.proof == nil {
		if r.Proof != "" {
			r.proof = decodeProof(r.Proof) // made by the loader, kept in the cache
		} else {
			r.proof = decodeProof(Proof(r.When))
		}
	}
	if r.proof.falseOn(env, nil) {
		return nil, nil
	}
	prog, _, err := Compile(r.UserRule, gd.group)
	if err != nil {
		// The loader compiled this very rule: only a changed build could fail here.
		return nil, fmt.Errorf("rule %q (%s) does not compile: %v; run `hookguard validate`", r.ID, r.Origin, err)
	}
	r.program = prog
	return prog, nil
}

// Rules lists the compiled rules for `hookguard guards`.
func (gd *Guard) Rules() []guards.RuleInfo {
	out := make([]guards.RuleInfo, len(gd.rules))
	for i, r := range gd.rules {
		out[i] = guards.RuleInfo{ID: r.ID, Summary: r.Reason, Enabled: true}
	}
	return out
}

func hasGroup(gs []string, g hookguard.Group) bool {
	for _, x := range gs {
		if hookguard.Group(x) == g {
			return true
		}
	}
	return false
}

func indent(s string) string { return strings.ReplaceAll(s, "\n", "\n    ") }

var (
	_ guards.Guard     = (*Guard)(nil)
	_ guards.RuleTaker = (*Guard)(nil)
	_ guards.Lister    = (*Guard)(nil)
)
