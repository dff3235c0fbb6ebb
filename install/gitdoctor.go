package install

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/hookguard/hookguard"
)

// hookState is one guarded hook as doctor and list-hooks find it.
type hookState struct {
	Hook    gitHook
	Path    string // the file git runs, or the manager's file that should call hookguard
	State   string // installed, missing, changed, taken, calls-hookguard
	Chains  string // the repository's own hook it runs first ("" when none)
	Problem string // "" when fine
}

// gitFloor reads the whole git rung: the repository, each hook, the binary.
type gitFloor struct {
	g     *gitRepo
	hooks []hookState
	mode  string // own, foreign, husky, lefthook
}

func readFloor(g *gitRepo) gitFloor {
	f := gitFloor{g: g}
	switch {
	case g.Manager != "":
		f.mode = g.Manager
	case g.HooksPath != "" && !g.Ours:
		f.mode = "foreign"
	default:
		f.mode = "own"
	}
	shared := !within(g.HooksDir, g.Top)
	guestOK := func(h gitHook) bool {
		have, err := os.ReadFile(filepath.Join(g.Top, guestDir, h.Name))
		return err == nil && bytes.Equal(have, shim(h, false))
	}
	for _, h := range gitHooks {
		s := hookState{Hook: h}
		switch f.mode {
		case "own":
			s.Path = filepath.Join(g.Top, OwnHooksPath, h.Name)
			have, err := os.ReadFile(s.Path)
			switch {
			case err != nil:
				s.State, s.Problem = "missing", fmt.Sprintf("WARNING %s shim missing → hookguard install git", h.Name)
			case !bytes.Equal(have, shim(h, true)):
				s.State, s.Problem = "changed", fmt.Sprintf("WARNING %s not as this hookguard writes it → hookguard install git", g.rel(s.Path))
			default:
				s.State = "installed"
			}
			if g.hasOwnHook(h.Name) {
				s.Chains = ".git/hooks/" + h.Name
			}
		case "foreign":
			s.Path = filepath.Join(g.HooksDir, h.Name)
			have, err := os.ReadFile(s.Path)
			switch {
			case err != nil:
				s.State, s.Problem = "missing", fmt.Sprintf("WARNING %s shim missing in %s → hookguard install git", h.Name, g.rel(g.HooksDir))
			case ours(s.Path) && !bytes.Equal(have, shim(h, false)):
				s.State, s.Problem = "changed", fmt.Sprintf("WARNING %s not as this hookguard writes it → hookguard install git", g.rel(s.Path))
			case ours(s.Path):
				s.State = "installed"
			case callsGuest(s.Path, h.Name) && guestOK(h):
				s.State = "calls-hookguard"
			case callsGuest(s.Path, h.Name):
				s.State, s.Problem = "calls-hookguard", fmt.Sprintf("WARNING %s calls %s/%s, which is missing or changed → hookguard install git", g.rel(s.Path), guestDir, h.Name)
			default:
				s.State, s.Problem = "taken", fmt.Sprintf("WARNING %s does not run hookguard → append: %s", g.rel(s.Path), guestLine(h.Name, shared))
			}
		default: // husky, lefthook
			s.Path = filepath.Join(g.Top, ".husky", h.Name)
			fix := fmt.Sprintf("add to .husky/%s: sh %s/%s \"$@\"", h.Name, guestDir, h.Name)
			calls := callsGuest(s.Path, h.Name)
			if f.mode == "lefthook" {
				s.Path = filepath.Join(g.Top, g.ManagerAt)
				fix = fmt.Sprintf("add a %s command `sh %s/%s` to %s (hookguard install git prints it)", h.Name, guestDir, h.Name, g.ManagerAt)
				calls = lefthookCalls(g.Top, h.Name) // in any file lefthook merges
			}
			switch {
			case calls && guestOK(h):
				s.State = "calls-hookguard"
			case calls:
				s.State, s.Problem = "calls-hookguard", fmt.Sprintf("WARNING %s/%s missing or changed → hookguard install git", guestDir, h.Name)
			default:
				s.State, s.Problem = "missing", fmt.Sprintf("WARNING %s does not call hookguard for %s → %s", g.rel(s.Path), h.Name, fix)
			}
		}
		f.hooks = append(f.hooks, s)
	}
	return f
}

// installed says whether anything of the floor is here, so that a repository nobody armed is
// "not installed" rather than a list of warnings.
func (f gitFloor) installed() bool {
	if f.g.Ours {
		return true
	}
	for _, s := range f.hooks {
		if s.State == "installed" || s.State == "calls-hookguard" || s.State == "changed" {
			return true
		}
	}
	for _, d := range []string{OwnHooksPath, guestDir} {
		ents, _ := os.ReadDir(filepath.Join(f.g.Top, d))
		for _, e := range ents {
			if ours(filepath.Join(f.g.Top, d, e.Name())) {
				return true
			}
		}
	}
	return false
}

// Doctor reports the git rung in the seed's words: core.hooksPath ok, unset or the
// repository's own; each shim; what each chains; the pre-commit framework; husky or lefthook;
// the hookguard that runs, or INACTIVE.
func (GitDoor) Doctor(env Env) Status {
	s := Status{Name: string(hookguard.Git)}
	g, err := probeGit(env.Root)
	switch {
	case errors.Is(err, errNoRepo):
		s.Parts = append(s.Parts, "not a git repository")
		return s
	case err != nil:
		s.Parts = append(s.Parts, fmt.Sprintf("cannot read the repository: %v", err))
		return s
	case g.Bare:
		s.Parts = append(s.Parts, "bare repository: the git floor installs nothing")
		return s
	case g.Shallow:
		s.Parts = append(s.Parts, "shallow clone: the git floor installs nothing")
		return s
	}
	f := readFloor(g)
	s.Installed = f.installed()
	if !s.Installed {
		// In the seed's words, what git runs today, and the one command that arms the floor.
		switch {
		case g.Manager != "":
			s.Parts = append(s.Parts, fmt.Sprintf("%s found (%s) · hookguard not called from it → hookguard install git", g.Manager, g.ManagerAt))
		case g.HooksPath != "":
			s.Parts = append(s.Parts, fmt.Sprintf("core.hooksPath is %s (this repository's own gate) · no hookguard shim → hookguard install git", g.HooksPath))
		default:
			s.Parts = append(s.Parts, "core.hooksPath unset · no shims → hookguard install git")
		}
		return s
	}
	problem := func(p string) { s.Problems = append(s.Problems, p) }
	switch f.mode {
	case "own":
		if g.Ours {
			s.Parts = append(s.Parts, "core.hooksPath ok")
		} else {
			problem("core.hooksPath unset → git config core.hooksPath " + OwnHooksPath)
		}
	case "foreign":
		s.Parts = append(s.Parts, fmt.Sprintf("core.hooksPath is %s (this repository's own gate — hookguard installs alongside, never repoints)", g.HooksPath))
	case "husky":
		switch {
		case g.HooksPath == "":
			problem("husky found (.husky/), core.hooksPath unset: no hook runs → npx husky (husky's prepare script sets it)")
		case within(g.HooksDir, filepath.Join(g.Top, ".husky")):
			s.Parts = append(s.Parts, fmt.Sprintf("husky found (core.hooksPath %s)", g.HooksPath))
		default:
			problem(fmt.Sprintf("husky found (.husky/), but core.hooksPath is %s: husky's hooks do not run → npx husky", g.HooksPath))
		}
	case "lefthook":
		if g.Ours {
			problem(fmt.Sprintf("lefthook found (%s) while core.hooksPath is hookguard's: `lefthook install` would write into %s and rename the shims to *.old → hookguard install git (hands core.hooksPath back to lefthook)", g.ManagerAt, OwnHooksPath))
			break
		}
		p := filepath.Join(g.HooksDir, "pre-commit")
		data, _ := os.ReadFile(p)
		if bytes.Contains(data, []byte("lefthook")) {
			s.Parts = append(s.Parts, fmt.Sprintf("lefthook found (%s, hooks in %s)", g.ManagerAt, g.rel(g.HooksDir)))
		} else {
			problem(fmt.Sprintf("lefthook found (%s), but %s is not lefthook's → lefthook install", g.ManagerAt, g.rel(p)))
		}
	}
	for _, h := range f.hooks {
		switch {
		case h.Problem != "" && h.Hook.Strict:
			problem(h.Problem)
		case h.Problem != "":
			// The seed's doctor reads the two gating shims; a missing merge shim is reported
			// here, but does not fail --strict.
			s.Warnings = append(s.Warnings, h.Problem)
		case h.State == "installed":
			s.Parts = append(s.Parts, h.Hook.Name+" installed")
		case h.State == "calls-hookguard":
			s.Parts = append(s.Parts, fmt.Sprintf("%s runs hookguard (%s)", h.Hook.Name, g.rel(h.Path)))
		}
		if h.Chains != "" {
			s.Parts = append(s.Parts, fmt.Sprintf("%s chains %s (runs first, its exit code wins)", h.Hook.Name, h.Chains))
		}
	}
	if f.mode == "own" {
		for _, name := range g.ownHooks() {
			if isGuarded(name) {
				continue
			}
			p := filepath.Join(g.Top, OwnHooksPath, name)
			have, err := os.ReadFile(p)
			if err == nil && bytes.Equal(have, passThrough(name)) {
				s.Parts = append(s.Parts, fmt.Sprintf("%s passes through to .git/hooks/%s", name, name))
			} else if g.Ours {
				s.Warnings = append(s.Warnings, fmt.Sprintf("WARNING .git/hooks/%s does not run while core.hooksPath is %s → hookguard install git (writes a pass-through)", name, g.HooksPath))
			}
		}
		if line := preCommitConfigState(g); line != "" {
			if bytes.HasPrefix([]byte(line), []byte("WARNING")) {
				s.Warnings = append(s.Warnings, line)
			} else {
				s.Parts = append(s.Parts, line)
			}
		}
	}
	s.Binary = ResolveBinary(env, true)
	if s.Binary.Path == "" {
		problem("INACTIVE: no runnable hookguard (none recorded, none on PATH): commits go through unchecked → run `hookguard install git` in your own terminal, or put hookguard on PATH")
	} else {
		s.Binary.Version = version(s.Binary.Path)
		s.Parts = append(s.Parts, fmt.Sprintf("active (%s, %s: %s)", s.Binary.Version, s.Binary.Rung, s.Binary.Path))
	}
	s.Armed = len(s.Problems) == 0
	return s
}

// GitHooks is the git rung in `list-hooks --json`.
type GitHooks struct {
	HooksPath string     `json:"hooks_path"` // core.hooksPath as git reads it; "" when unset
	HooksDir  string     `json:"hooks_dir"`  // where git runs hooks from
	Mode      string     `json:"mode"`       // own (.hookguard/hooks), foreign (the repository's own dir), husky, lefthook
	Hooks     []GitEntry `json:"hooks"`
}

// GitEntry is one git hook the floor guards.
type GitEntry struct {
	Hook   string        `json:"hook"`
	Path   string        `json:"path"`             // the file that runs hookguard, or should
	State  string        `json:"state"`            // installed, missing, changed, taken, calls-hookguard
	Chains string        `json:"chains,omitempty"` // the repository's own hook it runs first
	Groups []GroupGuards `json:"groups"`
}

// ListGit describes the git rung, nil where there is no repository to arm.
func ListGit(env Env, guardsOf func(hookguard.Group) []GuardState) *GitHooks {
	g, err := probeGit(env.Root)
	if err != nil || g.Bare {
		return nil
	}
	f := readFloor(g)
	out := &GitHooks{HooksPath: g.HooksPath, HooksDir: g.rel(g.HooksDir), Mode: f.mode}
	for _, h := range f.hooks {
		out.Hooks = append(out.Hooks, GitEntry{
			Hook: h.Hook.Name, Path: g.rel(h.Path), State: h.State, Chains: h.Chains,
			Groups: []GroupGuards{{Group: string(h.Hook.Group), Guards: guardsOf(h.Hook.Group)}},
		})
	}
	return out
}
