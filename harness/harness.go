// Package harness describes each agent harness hookguard serves, once: where its settings
// live and in what format, how its processes and shells are recognised, where it keeps
// transcripts and credentials, whether a person can answer it, and how it gates project hooks.
// install, doctor, list-hooks, the self and boundary guards, the secrets guard and the ledger
// read these descriptors instead of keeping their own lists, so that a new harness, or a path
// a harness moves, is changed in one place.
//
// It sits low in the import graph (it imports only the root package), so that guards below the
// adapters can read it: the descriptors are registered from this package's own table
// (table.go), not from the adapters, because a guard that protects harness settings must not
// depend on whether the binary happened to link an adapter (an empty registry would protect
// nothing).
package harness

import (
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/hookguard/hookguard"
)

// None is the explicit "this harness has no such thing" for a string field. A zero string is
// a forgotten field, which Check reports; a list field says none with an empty, non-nil slice.
const None = "none"

// Format is how a harness parses a settings file.
type Format int

const (
	_     Format = iota // zero: not said
	JSON                // strict JSON: a comment makes the file invalid, as the harness finds it
	JSONC               // JSON with // and /* */ comments, stripped by the harness when it loads
)

// Answer is a yes or no whose zero value means "not said", so that Check can tell a harness
// that has no such thing from a descriptor that forgot the field.
type Answer int

const (
	_   Answer = iota
	No         // the harness has no such thing
	Yes        // the harness has it
)

// Bool is the answer as a bool.
func (a Answer) Bool() bool { return a == Yes }

// Trust names the mechanism by which a harness holds project hooks back until a person
// approves them, and so the reader doctor uses for its state.
type Trust int

const (
	_ Trust = iota
	// TrustDialog: the harness asks for workspace trust itself before a session starts and
	// runs none without it (Claude Code); there is no held-back state to read.
	TrustDialog
	// TrustReviewedHooks: each hook runs only once reviewed in the harness's /hooks panel, and
	// project hooks only in a trusted project (Codex: config.toml's hooks.state and projects).
	TrustReviewedHooks
	// TrustFolders: project hooks run only in a trusted folder (Gemini CLI's
	// trustedFolders.json and its environment overrides).
	TrustFolders
	// TrustFingerprint: the workspace's hooks run only after a person approves their
	// fingerprint, kept where the harness's documentation does not say (Clarvis): unreadable.
	TrustFingerprint
)

// Descriptor is one harness. Every field must be set (Check); paths are relative to a project
// root or to the home directory, slash-separated.
type Descriptor struct {
	Runner hookguard.Runner
	Name   string // as people call it ("Claude Code")

	// The settings files that hold the hooks install writes: Project (committed, relative to
	// the workspace root), Local (the workspace's uncommitted file; None where the harness has
	// none), User (relative to the home). Format is how the harness parses them.
	Project, Local, User string
	Format               Format
	// Config are further files, in a project and in the home, that can switch the harness's
	// hooks off without holding them (Codex's config.toml); empty where none.
	Config []string
	// Guarded are the paths, relative to a project root (at any depth) and lower case, whose
	// change can switch the harness's hooks off: a tree when it ends in "/". They cover the
	// project's settings files (Project, Local, Config) and may claim more (Claude's hooks
	// directory, Codex's whole configuration directory).
	Guarded []string
	// DirEnv is the variable that moves the harness's home directory (Dir) elsewhere
	// (CLAUDE_CONFIG_DIR, CODEX_HOME); None where there is none. Dir is that directory's
	// usual place under the home.
	DirEnv, Dir string
	// HomeEnv is the variable that moves the home the harness resolves every user file against
	// (GEMINI_CLI_HOME: $GEMINI_CLI_HOME/.gemini/settings.json); None where there is none.
	HomeEnv string

	// SettingsEnv are the variables that move where the harness reads its settings, and so
	// its hooks, from (empty where none is known); EnvFamily is the prefix of every variable
	// by which it reads configuration and trust (GEMINI_CLI_), None where it has no such family.
	// An agent that sets one of them for a harness it starts, or in an .envrc, moves the hooks.
	SettingsEnv []string
	EnvFamily   string
	// EnvMarkers are variables the harness sets in the shells its agent runs; HookEnv the
	// prefixes of every variable it sets in the processes it starts (hooks and shells), which a
	// program hookguard runs for a guard must not see (it would take itself for a hook).
	EnvMarkers, HookEnv []string
	// ProjectEnv is the variable by which the harness tells its hooks the project the session
	// started in, which pins the event's root (CLAUDE_PROJECT_DIR); None where it has none and
	// the adapter pins the root otherwise (Codex: the session start's cwd, kept in state/).
	ProjectEnv string
	// CLIs are the names its command is run by; Packages are fragments of the path it is
	// installed at (npm), for a harness run through node; empty where none.
	CLIs, Packages []string

	// Transcripts are the directories, relative to the home, where it writes session
	// transcripts; Credentials the files where it keeps the user's login. Empty where none is
	// known.
	Transcripts, Credentials []string

	// CanAsk: the harness honours an "ask" verdict by asking a person (elsewhere an ask
	// becomes a block). HumanChannel: a person answers a block in the agent's chat, which the
	// ledger reads for authorisations.
	CanAsk, HumanChannel Answer
	// TranscriptProof: the ledger confirms that a person typed an authorisation by finding it
	// in the session's transcript (Claude Code: its JSONL and the payload's prompt_id). No
	// where it cannot read one, and the pending block's code alone decides.
	TranscriptProof Answer

	// Trust is the mechanism that holds project hooks back, and so doctor's reader;
	// TrustNote says it to a person.
	Trust     Trust
	TrustNote string
}

var (
	mu       sync.RWMutex
	registry []*Descriptor
)

// Register adds a harness, as database/sql drivers register: a second descriptor for the same
// runner is a programming error and panics.
func Register(d *Descriptor) {
	mu.Lock()
	defer mu.Unlock()
	if d == nil {
		panic("harness: Register of a nil descriptor")
	}
	for _, o := range registry {
		if o.Runner == d.Runner {
			panic("harness: Register called twice for " + string(d.Runner))
		}
	}
	registry = append(registry, d)
}

// All lists the registered harnesses in registration order (Claude, Codex, Gemini, Clarvis).
// The list is shared, not copied (guards read it on every event): read it, never change it; its
// capacity is cut so that an append by a caller copies.
func All() []*Descriptor {
	mu.RLock()
	defer mu.RUnlock()
	return registry[:len(registry):len(registry)]
}

// Of is r's descriptor, or nil where r is no harness (git, cli).
func Of(r hookguard.Runner) *Descriptor {
	mu.RLock()
	defer mu.RUnlock()
	for _, d := range registry {
		if d.Runner == r {
			return d
		}
	}
	return nil
}

// Check names the first field of d left unset: a zero value, or a nil list. A harness with no
// such thing says so with None or an empty list.
func Check(d *Descriptor) error {
	v := reflect.ValueOf(d).Elem()
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		missing := f.IsZero()
		if f.Kind() == reflect.Slice {
			missing = f.IsNil()
		}
		if missing {
			return fmt.Errorf("harness %q: field %s is not set: give it a value, or harness.None (an empty list) where the harness has no such thing", d.Runner, v.Type().Field(i).Name)
		}
	}
	return nil
}

// Settings are the files, relative to a project root or a home, that hold the harness's hooks
// or can switch them off: Project, Local, User and Config, each once.
func (d *Descriptor) Settings() []string {
	var out []string
	for _, p := range append([]string{d.Project, d.Local, d.User}, d.Config...) {
		if p != None && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// UserPath is where the harness keeps rel, a path relative to the home (slash-separated):
// below the directory its DirEnv names (CODEX_HOME, CLAUDE_CONFIG_DIR) when getenv gives that
// as an absolute path and rel lies in Dir, below the home its HomeEnv names (GEMINI_CLI_HOME)
// when that is absolute, else below home. disp names it to a person ("$CODEX_HOME/hooks.json",
// "~/.codex/hooks.json"); moved says which.
func (d *Descriptor) UserPath(home, rel string, getenv func(string) string) (path, disp string, moved bool) {
	if d.DirEnv != None {
		if in, ok := strings.CutPrefix(rel, d.Dir+"/"); ok {
			if v := getenv(d.DirEnv); filepath.IsAbs(v) {
				return filepath.Join(v, in), "$" + d.DirEnv + "/" + in, true
			}
		}
	}
	if d.HomeEnv != None {
		if v := getenv(d.HomeEnv); filepath.IsAbs(v) {
			return filepath.Join(v, rel), "$" + d.HomeEnv + "/" + rel, true
		}
	}
	return filepath.Join(home, rel), "~/" + rel, false
}

// every joins what each registered harness gives, in registration order.
func every(of func(*Descriptor) []string) []string {
	var out []string
	for _, d := range All() {
		out = append(out, of(d)...)
	}
	return out
}

// Settings are every registered harness's Settings, in registration order.
func Settings() []string { return every((*Descriptor).Settings) }

// IsCLI reports whether name (a command's base name) runs a registered harness.
func IsCLI(name string) bool {
	for _, d := range All() {
		if slices.Contains(d.CLIs, name) {
			return true
		}
	}
	return false
}

// Transcripts are every registered harness's Transcripts, in registration order.
func Transcripts() []string { return every(func(d *Descriptor) []string { return d.Transcripts }) }

// GuardedIn reports the harness whose Guarded paths cover rel (relative to a directory, lower
// case, slash-separated), or nil.
func GuardedIn(rel string) *Descriptor {
	for _, d := range All() {
		for _, g := range d.Guarded {
			if rel == g || strings.HasSuffix(g, "/") && (rel == strings.TrimSuffix(g, "/") || strings.HasPrefix(rel, g)) {
				return d
			}
		}
	}
	return nil
}

// Credentials are every registered harness's Credentials, in registration order.
func Credentials() []string { return every(func(d *Descriptor) []string { return d.Credentials }) }

// Installed reports whether prog (a program's path, lower case, slash-separated) lies in a
// registered harness's installed package (an npm module run by node).
func Installed(prog string) bool {
	for _, d := range All() {
		for _, p := range d.Packages {
			if strings.Contains(prog, p) {
				return true
			}
		}
	}
	return false
}

// HookEnv reports whether k is a variable some registered harness sets in the processes it
// starts (a prefix of its HookEnv).
func HookEnv(k string) bool {
	for _, d := range All() {
		for _, p := range d.HookEnv {
			if strings.HasPrefix(k, p) {
				return true
			}
		}
	}
	return false
}
