package install

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/internal/lefthook"
	"github.com/hookguard/hookguard/runners"
)

// The git floor: `install git` writes shims into .hookguard/hooks/ (versioned, so they travel
// with the clone) and points core.hooksPath at it, the one per-machine line doctor checks. It
// takes nothing from the repository's own gate: an existing .git/hooks/<hook> keeps running
// (chained first by the three shims, passed through by one shim per other hook), a
// .pre-commit-config.yaml runs directly, a core.hooksPath the repository owns is never
// repointed, and husky and lefthook keep core.hooksPath (hookguard prints how their config
// calls it). install spawns git: it is not on a hook's hot path; the shims themselves spawn
// git once.

// gitHook is one hook the floor guards.
type gitHook struct {
	Name   string
	Group  hookguard.Group
	What   string
	Strict bool // doctor --strict fails when it is missing (the seed's two; pre-merge-commit only warns)
}

var gitHooks = []gitHook{
	{"pre-commit", hookguard.PreCommit, "the staged changes (only the lines the commit adds)", true},
	{"pre-push", hookguard.PrePush, "the pushed commits (git's ref lines on stdin)", true},
	// A local merge is judged like a commit: the index against the first parent.
	{"pre-merge-commit", hookguard.PreCommit, "a local merge's result, judged like a commit", false},
}

// knownHooks are git's hook names (githooks(5)); a file in .git/hooks/ by another name is not a
// hook, and a *.sample never runs.
var knownHooks = [...]string{
	"applypatch-msg", "pre-applypatch", "post-applypatch", "pre-commit",
	"pre-merge-commit", "prepare-commit-msg", "commit-msg", "post-commit",
	"pre-rebase", "post-checkout", "post-merge", "pre-push",
	"pre-receive", "update", "proc-receive", "post-receive",
	"post-update", "reference-transaction", "push-to-checkout",
	"pre-auto-gc", "post-rewrite", "sendemail-validate",
	"fsmonitor-watchman", "p4-changelist", "p4-prepare-changelist",
	"p4-post-changelist", "p4-pre-submit", "post-index-change",
}

// OwnHooksPath is the value install writes, relative so that each worktree resolves it to its
// own checkout.
const OwnHooksPath = ".hookguard/hooks"

// guestDir holds the chain-less copies that a hooks directory the repository owns, husky or
// lefthook call.
const guestDir = ".hookguard/git"

// GitDoor is the git floor as a Door.
type GitDoor struct{}

// Name is the runner's name.
func (GitDoor) Name() string { return string(hookguard.Git) }

// gitRepo is what install and doctor read of a repository, through git itself.
type gitRepo struct {
	Top       string // this worktree's root
	CommonDir string // where .git/hooks and the config live (shared by linked worktrees)
	Shallow   bool
	Bare      bool
	// HooksPath is core.hooksPath as git reads it (`git config --path`: ~ expanded), "" when
	// unset; HooksDir is where git runs hooks from: HooksPath resolved against the worktree
	// root, or .git/hooks.
	HooksPath string
	HooksDir  string
	Ours      bool   // HooksDir is this worktree's .hookguard/hooks, however it is spelled
	Local     string // the value in the repository's own config ("" when none), the only one install writes
	Manager   string // "husky" or "lefthook" when one is set up here
	ManagerAt string // its directory or config file, relative to Top
}

func git(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	// A parent hook's variables would point this git at another repository or index.
	cmd.Env = cleanGitEnv()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return strings.TrimRight(string(out), "\n"), fmt.Errorf("git %s: %s", strings.Join(args, " "), msg)
		}
		return strings.TrimRight(string(out), "\n"), err
	}
	return strings.TrimRight(string(out), "\n"), nil
}

func cleanGitEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_PREFIX":
			continue
		}
		env = append(env, kv)
	}
	return env
}

// configGet reads one key; unset is "", not an error (git exits 1 for it).
func configGet(dir string, args ...string) (string, error) {
	out, err := git(dir, append([]string{"config"}, args...)...)
	var ee *exec.ExitError
	if errors.As(err, &ee) && ee.ExitCode() == 1 {
		return "", nil
	}
	return out, err
}

var errNoRepo = errors.New("not a git repository")

func probeGit(root string) (*gitRepo, error) {
	if _, err := exec.LookPath("git"); err != nil {
		return nil, errors.New("git is not on PATH")
	}
	out, err := git(root, "rev-parse", "--is-bare-repository", "--is-shallow-repository", "--git-common-dir", "--show-toplevel")
	lines := strings.Split(out, "\n")
	if err != nil || len(lines) < 3 {
		return nil, errNoRepo
	}
	r := &gitRepo{Bare: lines[0] == "true", Shallow: lines[1] == "true"}
	if r.Bare || len(lines) < 4 {
		r.Bare = true
		return r, nil
	}
	r.Top = lines[3]
	r.CommonDir = lines[2]
	if !filepath.IsAbs(r.CommonDir) {
		r.CommonDir = filepath.Join(root, r.CommonDir)
	}
	if r.HooksPath, err = configGet(r.Top, "--path", "--get", "core.hooksPath"); err != nil {
		return nil, err
	}
	if r.Local, err = configGet(r.Top, "--local", "--get", "core.hooksPath"); err != nil {
		return nil, err
	}
	own := filepath.Join(r.Top, OwnHooksPath)
	switch {
	case r.HooksPath == "":
		r.HooksDir = filepath.Join(r.CommonDir, "hooks")
	case filepath.IsAbs(r.HooksPath):
		r.HooksDir = filepath.Clean(r.HooksPath)
	default:
		// git runs a hook from the root of the working tree, so that is what a relative path
		// is relative to: each linked worktree resolves it against its own root.
		r.HooksDir = filepath.Join(r.Top, r.HooksPath)
	}
	r.Ours = r.HooksPath != "" && samePath(r.HooksDir, own)
	switch {
	case isDir(filepath.Join(r.Top, ".husky")):
		r.Manager, r.ManagerAt = "husky", ".husky/"
	case r.HooksPath != "" && within(r.HooksDir, filepath.Join(r.Top, ".husky")):
		r.Manager, r.ManagerAt = "husky", ".husky/"
	default:
		if at := lefthookAt(r.Top); at != "" {
			r.Manager, r.ManagerAt = "lefthook", at
		}
	}
	return r, nil
}

// lefthookAt is lefthook's config in top, by the one list the guards judge writes by: a main
// config first (where its hooks belong), else a -local one, which lefthook reads alone too;
// "" where there is none.
func lefthookAt(top string) string {
	for _, local := range [...]bool{false, true} {
		for _, f := range lefthook.Files {
			if lefthook.Main(f) == local {
				continue
			}
			if _, err := os.Stat(filepath.Join(top, filepath.FromSlash(f))); err == nil {
				return f
			}
		}
	}
	return ""
}

// lefthookCalls reports hook's hookguard command in any file lefthook reads in top: its
// configs (the one lefthookAt found among them, and the -local ones it merges) and what they
// extend.
func lefthookCalls(top, hook string) bool {
	for _, f := range lefthook.Files {
		if callsGuest(filepath.Join(top, filepath.FromSlash(f)), hook) {
			return true
		}
	}
	files, _ := lefthook.Loaded(top, lefthook.RootHas(top))
	for _, f := range files {
		if !strings.ContainsAny(f, "*?[") && callsGuest(filepath.Join(top, filepath.FromSlash(f)), hook) {
			return true
		}
	}
	return false
}

func samePath(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	ra, err1 := filepath.EvalSymlinks(a)
	rb, err2 := filepath.EvalSymlinks(b)
	return err1 == nil && err2 == nil && ra == rb
}

func within(p, dir string) bool {
	r, err := filepath.Rel(dir, p)
	return err == nil && r != ".." && !strings.HasPrefix(r, "../")
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func (r *gitRepo) rel(p string) string { return relTo(r.Top, p) }

// shim renders one of the three shims.
func shim(h gitHook, chain bool) []byte {
	b, err := runners.RenderGit(runners.GitHook{Hook: h.Name, Group: h.Group, What: h.What, Chain: chain})
	if err != nil {
		panic(err) // the templates are embedded: a parse error fails every test
	}
	return b
}

func passThrough(name string) []byte {
	b, err := runners.RenderPassThrough(name)
	if err != nil {
		panic(err)
	}
	return b
}

// ours says whether a file is one that `install git` wrote (any version of it).
func ours(p string) bool {
	data, err := os.ReadFile(p)
	if err != nil {
		return false
	}
	_, rest, _ := bytes.Cut(data, []byte("\n"))
	return bytes.HasPrefix(rest, []byte(runners.GitMarker))
}

// ownHooks lists the repository's own hooks in .git/hooks/ that run today: executable, a name
// git knows, not a sample.
func (r *gitRepo) ownHooks() []string {
	ents, err := os.ReadDir(filepath.Join(r.CommonDir, "hooks"))
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		if slices.Contains(knownHooks[:], e.Name()) && executable(filepath.Join(r.CommonDir, "hooks", e.Name())) {
			out = append(out, e.Name())
		}
	}
	return out
}

func (r *gitRepo) hasOwnHook(name string) bool {
	return executable(filepath.Join(r.CommonDir, "hooks", name))
}

// guestLine is the exact line a hook the repository owns appends to run hookguard: the
// chain-less shim in .hookguard/git/, skipped where a checkout has none (a hooks directory
// outside the work tree serves every repository).
func guestLine(hook string, shared bool) string {
	p := guestDir + "/" + hook
	if shared {
		return fmt.Sprintf("[ ! -f %s ] || sh %s \"$@\" || exit 1", p, p)
	}
	return fmt.Sprintf("sh %s \"$@\" || exit 1", p)
}

// callsGuest says whether a hook file the repository owns already runs hookguard's guest shim.
func callsGuest(p, hook string) bool {
	data, err := os.ReadFile(p)
	return err == nil && bytes.Contains(data, []byte(guestDir+"/"+hook))
}

// Install arms the floor for this repository.
func (GitDoor) Install(env Env, o Options) Report {
	var r Report
	if o.Scope != Project {
		r.line("git: the git floor is per repository: nothing to do with --%s (run `hookguard install git` in the repository)", o.Scope)
		return r
	}
	g, ok := probeOrSay(env, &r)
	if !ok {
		return r
	}
	if g.Manager != "" {
		return installGuest(g, o, r)
	}
	if g.HooksPath != "" && !g.Ours {
		return installAlongside(g, o, r)
	}
	return installOwn(g, o, r)
}

// probeOrSay opens the repository, and says why the floor installs nothing where it does not.
func probeOrSay(env Env, r *Report) (*gitRepo, bool) {
	g, err := probeGit(env.Root)
	switch {
	case errors.Is(err, errNoRepo):
		r.line("git: %s is not a git repository: the git floor installs nothing (git init first)", env.Root)
		return nil, false
	case err != nil:
		r.notice("git: %v — nothing installed", err)
		r.Failed = true
		return nil, false
	case g.Bare:
		r.line("git: a bare repository has no commits made in it: the git floor installs nothing")
		return nil, false
	case g.Shallow:
		r.line("git: shallow clone: the git floor installs nothing (a shallow clone is a build's checkout; `git fetch --unshallow`, then `hookguard install git`)")
		return nil, false
	case !writable(g.Top) || !writable(g.CommonDir):
		r.line("git: read-only checkout: the git floor installs nothing")
		return nil, false
	}
	return g, true
}

func installOwn(g *gitRepo, o Options, r Report) Report {
	dir := filepath.Join(g.Top, OwnHooksPath)
	changed := 0
	write := func(name string, text []byte) bool {
		p := filepath.Join(dir, name)
		if _, err := os.Lstat(p); err == nil && !ours(p) {
			// A file we did not write: a person put it there. Leave it, say so.
			r.notice("git: %s exists and is not hookguard's — NOT touched; move it to .git/hooks/%s (the shim runs it from there), then rerun `hookguard install git`", g.rel(p), name)
			r.Failed = true
			return false
		}
		c, err := writeIfChanged(p, text, 0o755, o.DryRun)
		if err != nil {
			r.notice("git: cannot write %s: %v", g.rel(p), err)
			r.Failed = true
			return false
		}
		if c {
			changed++
		}
		return true
	}
	for _, h := range gitHooks {
		write(h.Name, shim(h, true))
	}
	var passed []string
	for _, name := range g.ownHooks() {
		if isGuarded(name) {
			continue
		}
		if write(name, passThrough(name)) {
			passed = append(passed, name)
		}
	}
	if changed > 0 {
		r.line("git: %s — %d shim(s) written", OwnHooksPath, changed)
	} else {
		r.line("git: %s — shims up to date", OwnHooksPath)
	}
	for _, h := range gitHooks {
		if g.hasOwnHook(h.Name) {
			r.line("git: %s chains .git/hooks/%s (runs first, its exit code wins)", h.Name, h.Name)
		}
	}
	for _, name := range passed {
		r.line("git: %s passes through to .git/hooks/%s (core.hooksPath would stop it otherwise)", name, name)
	}
	if line := preCommitConfigState(g); line != "" {
		r.line("git: %s", line)
	}
	switch {
	case g.Ours:
		r.line("git: core.hooksPath ok (%s)", g.HooksPath)
	case o.DryRun:
		r.line("git: would run: git config core.hooksPath %s (--dry-run)", OwnHooksPath)
	default:
		if _, err := git(g.Top, "config", "--local", "core.hooksPath", OwnHooksPath); err != nil {
			r.notice("git: %v — the shims are written but git does not run them: git config core.hooksPath %s", err, OwnHooksPath)
			r.Failed = true
			return r
		}
		r.line("git: core.hooksPath set: git config core.hooksPath %s (the one per-machine line; `hookguard doctor` checks it)", OwnHooksPath)
	}
	return r
}

func isGuarded(name string) bool {
	for _, h := range gitHooks {
		if h.Name == name {
			return true
		}
	}
	return false
}

// preCommitConfigState says how the shims treat a .pre-commit-config.yaml, in the seed's words.
func preCommitConfigState(g *gitRepo) string {
	if _, err := os.Stat(filepath.Join(g.Top, ".pre-commit-config.yaml")); err != nil || g.hasOwnHook("pre-commit") {
		return ""
	}
	if _, err := exec.LookPath("pre-commit"); err != nil {
		return "WARNING .pre-commit-config.yaml present, no .git/hooks/pre-commit and no pre-commit binary — the project's gate cannot run → install pre-commit (pipx install pre-commit, or brew install pre-commit)"
	}
	return ".pre-commit-config.yaml with no .git/hooks/pre-commit — the shim runs `pre-commit run --hook-stage <stage>` directly (`pre-commit install` refuses while core.hooksPath is set)"
}

// writeGuest writes the chain-less shims a repository's own hooks call.
func writeGuest(g *gitRepo, o Options, r *Report) bool {
	changed := 0
	for _, h := range gitHooks {
		p := filepath.Join(g.Top, guestDir, h.Name)
		if _, err := os.Lstat(p); err == nil && !ours(p) {
			r.notice("git: %s exists and is not hookguard's — NOT touched; remove it, then rerun `hookguard install git`", g.rel(p))
			r.Failed = true
			return false
		}
		c, err := writeIfChanged(p, shim(h, false), 0o755, o.DryRun)
		if err != nil {
			r.notice("git: cannot write %s: %v", g.rel(p), err)
			r.Failed = true
			return false
		}
		if c {
			changed++
		}
	}
	if changed > 0 {
		r.line("git: %s — %d shim(s) written (for the repository's own hooks to call)", guestDir, changed)
	} else {
		r.line("git: %s — shims up to date", guestDir)
	}
	return true
}

// installAlongside serves a core.hooksPath the repository owns: a free hook name gets the shim,
// a taken one is left alone with the line to append.
func installAlongside(g *gitRepo, o Options, r Report) Report {
	dispDir := g.rel(g.HooksDir)
	r.line("git: core.hooksPath is %s (this repository's own gate — hookguard installs alongside, never repoints)", g.HooksPath)
	shared := !within(g.HooksDir, g.Top)
	needGuest := false
	for _, h := range gitHooks {
		p := filepath.Join(g.HooksDir, h.Name)
		_, err := os.Lstat(p)
		switch {
		case err == nil && !ours(p):
			if callsGuest(p, h.Name) {
				needGuest = true
				r.line("git: %s runs hookguard (%s)", h.Name, g.rel(p))
				continue
			}
			needGuest = true
			msg := fmt.Sprintf("git: %s exists and does not run hookguard — NOT touched; append this line to %s: %s", g.rel(p), g.rel(p), guestLine(h.Name, shared))
			if h.Name == "pre-push" {
				msg += " (git's ref lines arrive on stdin once: if the hook reads them, keep them and pipe them to this line)"
			}
			r.notice("%s", msg)
		case !writable(filepath.Dir(p)) && err == nil || !isDir(g.HooksDir) && !writable(filepath.Dir(g.HooksDir)):
			r.notice("git: %s is not writable — NOT touched; append this line to %s: %s", dispDir, g.rel(p), guestLine(h.Name, shared))
			needGuest = true
		default:
			c, err := writeIfChanged(p, shim(h, false), 0o755, o.DryRun)
			switch {
			case err != nil:
				r.notice("git: cannot write %s: %v — append this line to it instead: %s", g.rel(p), err, guestLine(h.Name, shared))
				needGuest = true
			case c:
				r.line("git: %s — shim written beside the repository's own hooks", g.rel(p))
			default:
				r.line("git: %s — shim up to date", g.rel(p))
			}
		}
	}
	if needGuest && !writeGuest(g, o, &r) {
		return r
	}
	return r
}

// managerLines is exactly what husky's or lefthook's config needs to call hookguard.
func managerLines(g *gitRepo) []string {
	var out []string
	switch g.Manager {
	case "husky":
		for _, h := range gitHooks {
			p := filepath.Join(g.Top, ".husky", h.Name)
			if callsGuest(p, h.Name) {
				out = append(out, fmt.Sprintf("git: husky: .husky/%s runs hookguard", h.Name))
				continue
			}
			where := "add this line to .husky/" + h.Name
			if h.Name == "pre-push" {
				where += " (first, before anything reads git's ref lines from stdin)"
			}
			out = append(out, fmt.Sprintf("git: husky owns core.hooksPath — %s: sh %s/%s \"$@\"", where, guestDir, h.Name))
		}
	case "lefthook":
		missing := []string{}
		for _, h := range gitHooks {
			if !lefthookCalls(g.Top, h.Name) {
				missing = append(missing, h.Name)
			}
		}
		if len(missing) == 0 {
			out = append(out, fmt.Sprintf("git: lefthook: %s runs hookguard", g.ManagerAt))
			break
		}
		data, _ := os.ReadFile(filepath.Join(g.Top, g.ManagerAt))
		out = append(out, lefthookSnippet(g.ManagerAt, data, missing))
	}
	return out
}

// installGuest leaves core.hooksPath to husky or lefthook, which set it themselves (lefthook
// install writes into whatever core.hooksPath names and renames what it finds there to *.old),
// writes the chain-less shims and prints the lines their config needs.
func installGuest(g *gitRepo, o Options, r Report) Report {
	r.line("git: %s found (%s): hookguard runs from its config and leaves core.hooksPath to it", g.Manager, g.ManagerAt)
	if g.Ours && g.Local != "" {
		// An earlier install took core.hooksPath before the manager arrived: hand it back.
		if o.DryRun {
			r.line("git: would unset core.hooksPath (hookguard's) for %s (--dry-run)", g.Manager)
		} else if _, err := git(g.Top, "config", "--local", "--unset", "core.hooksPath"); err != nil {
			r.notice("git: %v", err)
			r.Failed = true
		} else {
			removeOurs(filepath.Join(g.Top, OwnHooksPath), g.Top, o, &r, g)
			r.line("git: core.hooksPath unset (it was hookguard's): %s sets its own", g.Manager)
		}
	}
	if !writeGuest(g, o, &r) {
		return r
	}
	lines := managerLines(g)
	for _, l := range lines {
		if strings.Contains(l, " — add") {
			r.notice("%s", l)
		} else {
			r.line("%s", l)
		}
	}
	return r
}

// removeOurs deletes every file install wrote in dir, then dir and its parents up to stop
// while they are empty.
func removeOurs(dir, stop string, o Options, r *Report, g *gitRepo) int {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range ents {
		p := filepath.Join(dir, e.Name())
		if e.Type().IsRegular() && ours(p) {
			n++
			if !o.DryRun {
				os.Remove(p)
			}
		}
	}
	if n > 0 {
		verb := "removed"
		if o.DryRun {
			verb = "would be removed (--dry-run)"
		}
		r.line("git: %s — %d shim(s) %s", g.rel(dir), n, verb)
	}
	if !o.DryRun {
		for d := dir; within(d, stop) && d != stop; d = filepath.Dir(d) {
			if os.Remove(d) != nil {
				break
			}
		}
	}
	return n
}

// Uninstall gives back the state before install: core.hooksPath unset when it is hookguard's,
// every file install wrote removed, nothing of the repository's own touched.
func (GitDoor) Uninstall(env Env, o Options) Report {
	var r Report
	if o.Scope != Project {
		r.line("git: the git floor is per repository: nothing to do with --%s", o.Scope)
		return r
	}
	g, err := probeGit(env.Root)
	switch {
	case errors.Is(err, errNoRepo):
		r.line("git: %s is not a git repository: nothing to remove", env.Root)
		return r
	case err != nil:
		r.notice("git: %v — NOT touched", err)
		r.Failed = true
		return r
	case g.Bare:
		return r
	}
	if g.Ours {
		switch {
		case g.Local == "":
			r.notice("git: core.hooksPath names %s from a config file other than the repository's own — NOT touched: `git config --show-origin core.hooksPath` says where", g.HooksPath)
		case o.DryRun:
			r.line("git: core.hooksPath would be unset (--dry-run)")
		default:
			if _, err := git(g.Top, "config", "--local", "--unset", "core.hooksPath"); err != nil {
				r.notice("git: %v", err)
				r.Failed = true
			} else {
				r.line("git: core.hooksPath unset (git runs .git/hooks/ again)")
			}
		}
	}
	removeOurs(filepath.Join(g.Top, OwnHooksPath), g.Top, o, &r, g)
	if g.HooksPath != "" && !g.Ours {
		removeOurs(g.HooksDir, g.HooksDir, o, &r, g)
	}
	removeOurs(filepath.Join(g.Top, guestDir), g.Top, o, &r, g)
	for _, h := range gitHooks {
		for _, p := range []string{filepath.Join(g.HooksDir, h.Name), filepath.Join(g.Top, ".husky", h.Name)} {
			if !ours(p) && callsGuest(p, h.Name) {
				r.notice("git: %s still calls %s/%s — remove that line by hand (hookguard does not edit the repository's own hooks)", g.rel(p), guestDir, h.Name)
			}
		}
	}
	if g.Manager == "lefthook" && lefthookCalls(g.Top, "pre-commit") {
		r.notice("git: %s still runs %s/ — remove the hookguard commands by hand", g.ManagerAt, guestDir)
	}
	if len(r.Lines) == 0 && len(r.Notices) == 0 {
		r.line("git: no hookguard git hooks")
	}
	return r
}
