// Package guards is the registry of checks, in the manner of database/sql's drivers and Caddy's
// modules: each guard package registers a factory under its name at init, and guards.toml names
// them. guards/builtin imports every built-in guard for its side effect.
package guards

import (
	"context"
	"fmt"
	"sort"
	"sync"

	"github.com/hookguard/hookguard"
)

// Guard judges one event. It must not change the event, must honour ctx, and must return a
// verdict whose Guard field names itself when it does not allow.
type Guard interface {
	Check(ctx context.Context, ev *hookguard.Event) (hookguard.Verdict, error)
}

// Options is a guard's own [guards.NAME] table from one configuration layer.
type Options interface {
	// Decode fills into from the table, strictly: a key that into has no field for, or a value
	// of the wrong type, is an error naming the file and line.
	Decode(into any) error
}

// Configurer is implemented by guards that take options. Configure is called once for each
// layer that has a table for the guard, lowest layer first, on the same value: a later layer
// overrides what it sets and keeps the rest.
type Configurer interface {
	Configure(opts Options) error
}

// Validator is implemented by guards that check their options as a whole once every layer has
// been applied, before any event is read.
type Validator interface {
	Validate() error
}

// RuleInfo describes one rule a guard holds, for `hookguard guards`.
type RuleInfo struct {
	ID      string `json:"id"`
	Pack    string `json:"pack,omitempty"`
	Summary string `json:"summary"`
	Enabled bool   `json:"enabled"`
}

// Lister is implemented by guards that hold rules a person may want to see or switch.
type Lister interface {
	Rules() []RuleInfo
}

// Explainer is implemented by guards that can say more than their verdict for
// `hookguard check --explain`: every rule that matches, and where.
type Explainer interface {
	Explain(ev *hookguard.Event) []string
}

// Info is what a guard package registers.
type Info struct {
	Name    string
	Summary string // one line for `hookguard guards`
	// Groups lists the groups the guard understands; the engine skips it elsewhere, and the
	// config loader warns when a group names a guard that cannot judge it. Empty means all.
	Groups []hookguard.Group
	// OnError is the default error policy: "block" unless the guard says otherwise.
	OnError string
	New     func() Guard // a fresh guard with its default options; no side effects
}

// Handles reports whether the guard understands events of group g.
func (i Info) Handles(g hookguard.Group) bool {
	if len(i.Groups) == 0 {
		return true
	}
	for _, x := range i.Groups {
		if x == g {
			return true
		}
	}
	return false
}

var (
	mu       sync.RWMutex
	registry = map[string]Info{}
)

// Register makes a guard available by name. It panics on an empty name, a nil factory or a
// name registered twice: those are programming errors found by the first test that runs.
func Register(info Info) {
	mu.Lock()
	defer mu.Unlock()
	if info.Name == "" {
		panic("guards: Register with an empty name")
	}
	if info.New == nil {
		panic("guards: Register " + info.Name + " with a nil New")
	}
	if _, dup := registry[info.Name]; dup {
		panic("guards: Register called twice for " + info.Name)
	}
	registry[info.Name] = info
}

// Lookup finds a registered guard; an unknown name gets an error that suggests the nearest one.
func Lookup(name string) (Info, error) {
	mu.RLock()
	defer mu.RUnlock()
	if info, ok := registry[name]; ok {
		return info, nil
	}
	msg := fmt.Sprintf("unknown guard %q", name)
	if near := Nearest(name, namesLocked()); near != "" {
		msg += fmt.Sprintf(": did you mean %q?", near)
	}
	return Info{}, fmt.Errorf("%s (run `hookguard guards` for the list)", msg)
}

// Names lists the registered guards, sorted.
func Names() []string {
	mu.RLock()
	defer mu.RUnlock()
	return namesLocked()
}

func namesLocked() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Nearest returns the candidate within a small edit distance of name, for did-you-mean hints,
// or "".
func Nearest(name string, candidates []string) string {
	best, bestD := "", 3
	for _, c := range candidates {
		if d := Distance(name, c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// Distance is the Levenshtein distance between a and b, for did-you-mean hints.
func Distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// UserRule is one [[rules]] entry of guards.toml: an expr condition over the event.
type UserRule struct {
	ID      string   `toml:"id"`
	Groups  []string `toml:"groups"`
	When    string   `toml:"when"`
	Verdict string   `toml:"verdict"`
	Reason  string   `toml:"reason"`
	Origin  string   `toml:"-"` // file:line, filled by the loader
	// Checked says the loader compiled When already (for a layer it then cached, bound by the
	// file's hash and a signature): the rules guard may leave the rule uncompiled in a call
	// whose event cannot make it hold. Never read from TOML.
	Checked bool `toml:"-" json:"-"`
	// Proof is the rules guard's proof of when the rule cannot hold (see guards/rules), made
	// when the rule was checked and kept with it in the cache, so that no call parses it again.
	Proof string `toml:"-" json:"-"`
}

// RuleTaker is implemented by the guard that runs the user's rules: the group builder hands it
// the rules of the group being built, and only those are compiled in a hook call.
type RuleTaker interface {
	TakeRules(rules []UserRule, g hookguard.Group) error
}
