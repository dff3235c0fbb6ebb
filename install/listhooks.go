package install

import "github.com/hookguard/hookguard"

// The list-hooks JSON is read by automation: fields are only ever added, and Version changes
// if one is removed or changes meaning.

// HookList is `hookguard list-hooks --json`.
type HookList struct {
	Version int           `json:"version"` // 1
	Root    string        `json:"root"`
	Runners []RunnerHooks `json:"runners"`
	Git     *GitHooks     `json:"git,omitempty"` // the git rung; absent outside a repository
}

// RunnerHooks is one harness: its settings files and every wire install writes for it.
type RunnerHooks struct {
	Runner   string      `json:"runner"`
	Files    []FileState `json:"files"`
	Wrappers string      `json:"wrappers_dir"`
	Hooks    []HookWire  `json:"hooks"`
}

// FileState is one settings file the harness reads hooks from.
type FileState struct {
	Path  string `json:"path"`  // as shown to the user: relative to the root, or ~/...
	Scope string `json:"scope"` // project, local, user
	State string `json:"state"` // absent, ok, invalid
}

// HookWire is one harness event and matcher, and what hookguard does there.
type HookWire struct {
	Event          string        `json:"event"`
	Matcher        string        `json:"matcher"` // "" matches every call of the event
	Wrapper        string        `json:"wrapper"`
	Command        string        `json:"command"` // the project install's command
	Timeout        int           `json:"timeout"`
	TimeoutUnit    string        `json:"timeout_unit"` // "s" or "ms", the harness's own
	Groups         []GroupGuards `json:"groups"`
	Wired          bool          `json:"wired"`    // our command is on disk under a matcher that covers this one
	WiredIn        []string      `json:"wired_in"` // which files
	WrapperPresent bool          `json:"wrapper_present"`
	// WrapperState is what the wrapper's hooks do now: ok, outdated (recorded, written by an
	// older hookguard: it runs), or missing, changed, unrecorded (each fails closed).
	WrapperState string `json:"wrapper_state"`
	// OldCommand is true when the wire is wired only through the command an earlier install
	// wrote, which runs the wrapper unchecked; `hookguard install` rewrites it.
	OldCommand bool `json:"old_command"`
}

// GroupGuards is a group the wire feeds, with its guards in the order they run.
type GroupGuards struct {
	Group  string       `json:"group"`
	Guards []GuardState `json:"guards"`
}

// GuardState is one guard of a group as the effective configuration has it.
type GuardState struct {
	Name    string `json:"name"`
	Enabled bool   `json:"enabled"`           // false when the guard is unknown or cannot judge the group
	Mode    string `json:"mode"`              // enforce or observe
	Problem string `json:"problem,omitempty"` // why it is not enabled
}

// ListHooks describes every wire of every harness; guardsOf gives a group's guards from the
// effective configuration.
func ListHooks(env Env, guardsOf func(hookguard.Group) []GuardState) HookList {
	l := HookList{Version: 1, Root: env.Root}
	for _, h := range Harnesses() {
		fs := h.files(env)
		rh := RunnerHooks{Runner: string(h.Runner), Wrappers: relTo(env.Root, h.wrapperDir(env, Project))}
		for _, f := range fs {
			rh.Files = append(rh.Files, FileState{f.Disp, f.Scope.String(), f.State})
		}
		for i, w := range h.Wires {
			wr := h.wrapper(w.Wrapper)
			files, scopes, old := h.wiredIn(env, fs, i)
			hw := HookWire{
				Event: w.Event, Matcher: w.Matcher, Wrapper: w.Wrapper,
				Command: h.Command(w.Wrapper, ""), Timeout: w.Timeout, TimeoutUnit: h.TimeoutUnit,
				Wired: len(files) > 0, WiredIn: files, OldCommand: old,
			}
			if hw.WiredIn == nil {
				hw.WiredIn = []string{}
			}
			sc := Project
			if len(scopes) > 0 {
				sc = scopes[0]
			}
			hw.WrapperPresent = executableOrFile(h.wrapperDir(env, sc) + "/" + w.Wrapper)
			hw.WrapperState = h.WrapperState(env, sc, wr)
			for _, g := range wr.Feeds {
				hw.Groups = append(hw.Groups, GroupGuards{Group: string(g), Guards: guardsOf(g)})
			}
			rh.Hooks = append(rh.Hooks, hw)
		}
		l.Runners = append(l.Runners, rh)
	}
	l.Git = ListGit(env, guardsOf)
	return l
}

func executableOrFile(p string) bool {
	_, err := readFileInfo(p)
	return err == nil
}
