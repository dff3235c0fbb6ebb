// Package install wires hookguard into the agent harnesses: it writes the wrappers of package
// runners under .hookguard/runners/<runner>/, merges hook entries into each harness's settings
// file by the rules of the doors seed (idempotent, span-preserving, the exact command as the
// unit of ownership, matchers never rewritten, invalid files untouched, duplicates reported),
// removes exactly that again, and reports what is wired (doctor, list-hooks).
//
// The git floor (`install git`, git.go) is one more Door beside the harnesses (see Doors).
package install

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/tidwall/gjson"

	"github.com/hookguard/hookguard/runners"
	"github.com/hookguard/hookguard/state"
)

// Scope is which settings file a harness's hooks go into.
type Scope int

const (
	Project Scope = iota // committed with the workspace
	Local                // the workspace's uncommitted file (Claude's settings.local.json)
	User                 // the user's own, for every workspace
)

func (s Scope) String() string { return [...]string{"project", "local", "user"}[s] }

// Env is where install works.
type Env struct {
	Root      string // the workspace root, absolute
	Home      string
	ConfigDir string // the user's hookguard config directory: $XDG_CONFIG_HOME/hookguard or ~/.config/hookguard
	Exe       string // this binary's absolute path, recorded for the wrappers
	// UserConfigLocked is set when the user's config directory must not be written (install
	// run from a coding agent's shell): the binary a wrapper runs is a person's choice.
	UserConfigLocked string
}

// Options are install's and uninstall's flags.
type Options struct {
	Scope  Scope
	DryRun bool
	Dev    bool // record Root as hookguard's own checkout, so its wrappers run its build
}

// Report is what a door did, one line per file or fact, plus the notices the user must read.
type Report struct {
	Lines   []string
	Notices []string
	Failed  bool
}

func (r *Report) line(f string, a ...any)   { r.Lines = append(r.Lines, fmt.Sprintf(f, a...)) }
func (r *Report) notice(f string, a ...any) { r.Notices = append(r.Notices, fmt.Sprintf(f, a...)) }

// Door is one thing install can arm: a harness today, the git floor later.
type Door interface {
	Name() string
	Install(env Env, o Options) Report
	Uninstall(env Env, o Options) Report
	Doctor(env Env) Status
}

// Doors lists every door in a stable order; `install` with no runner arms them all.
func Doors() []Door {
	var ds []Door
	for _, h := range Harnesses() {
		ds = append(ds, h)
	}
	return append(ds, GitDoor{})
}

// Name is the runner's name.
func (h *Harness) Name() string { return string(h.Runner) }

// wrapperDir is where scope's wrappers live: in the workspace, or for --user in the user's
// config directory (there is no workspace to walk up to).
func (h *Harness) wrapperDir(env Env, s Scope) string {
	if s == User {
		return filepath.Join(env.ConfigDir, "runners", string(h.Runner))
	}
	return filepath.Join(env.Root, ".hookguard", "runners", string(h.Runner))
}

// settingsPath is scope's settings file, and how to name it to the user.
func (h *Harness) settingsPath(env Env, s Scope) (path, disp string, err error) {
	switch s {
	case Local:
		if h.Local == "" {
			return "", "", fmt.Errorf("%s has no uncommitted project settings file: drop --local, or use --user", h.Runner)
		}
		return filepath.Join(env.Root, h.Local), h.Local, nil
	case User:
		// A harness whose home a variable moves (CODEX_HOME, CLAUDE_CONFIG_DIR) reads its
		// user settings there: writing ~/.codex/hooks.json for a Codex that reads
		// $CODEX_HOME/hooks.json wires nothing.
		path, disp, _ := h.Desc.UserPath(env.Home, h.User, os.Getenv)
		return path, disp, nil
	}
	return filepath.Join(env.Root, h.Project), h.Project, nil
}

// notHome refuses a project install whose project settings file is the user-level one (the
// root is the home directory): the harness reads that file in every project, where the
// project's wrapper paths do not exist, so every hook everywhere would fail closed.
func (h *Harness) notHome(env Env) error {
	p, _, _ := h.settingsPath(env, Project)
	u, _, _ := h.settingsPath(env, User)
	same := p == u
	if !same {
		rp, e1 := filepath.EvalSymlinks(filepath.Dir(p))
		ru, e2 := filepath.EvalSymlinks(filepath.Dir(u))
		same = e1 == nil && e2 == nil && rp == ru
	}
	if same {
		return fmt.Errorf("the project root %s is your home directory, so its %s is your user-level settings file, which %s reads in every project: run install in a project (or name one with --root DIR), or use --user to guard every project", env.Root, h.Project, h.Runner)
	}
	return nil
}

// placements are the wires with the commands scope's file carries.
func (h *Harness) placements(env Env, s Scope) []placed {
	dir := h.commandDir(env, s)
	ps := make([]placed, len(h.Wires))
	for i, w := range h.Wires {
		ps[i] = placed{w, h.Command(w.Wrapper, dir)}
	}
	return ps
}

// commandDir is the wrappers' directory as scope's commands name it: "" for the workspace's.
func (h *Harness) commandDir(env Env, s Scope) string {
	if s == User {
		return h.wrapperDir(env, s)
	}
	return ""
}

// legacy maps every command string an earlier install wrote into scope's file to the one
// that replaces it.
func (h *Harness) legacy(env Env, s Scope) map[string]string {
	dir := h.commandDir(env, s)
	m := map[string]string{}
	for _, w := range h.Wrappers {
		m[h.LegacyCommand(w.Name, dir)] = h.Command(w.Name, dir)
	}
	return m
}

// owned is every command string install writes or wrote into scope's file.
func (h *Harness) owned(env Env, s Scope) map[string]bool {
	cmds := map[string]bool{}
	for old, cur := range h.legacy(env, s) {
		cmds[old], cmds[cur] = true, true
	}
	return cmds
}

// recordPaths lists, for wrapper name, where its copy is recorded: under each spelling of its
// absolute path a hook command may use. A project's are the root install was given (as the
// cwd spells it: a harness started from the same place spells it so) and the root with its
// symlinks resolved (what a harness's getcwd gives). A user-level wrapper's path is written
// into the command itself.
func (h *Harness) recordPaths(env Env, s Scope, name string) (wrapper string, records []string) {
	dir := h.wrapperDir(env, s)
	wrapper = filepath.Join(dir, name)
	seen := map[string]bool{}
	add := func(w string) {
		if !seen[w] {
			seen[w] = true
			records = append(records, runners.RecordPath(env.ConfigDir, filepath.ToSlash(w)))
		}
	}
	add(wrapper)
	if s != User {
		if real, err := filepath.EvalSymlinks(env.Root); err == nil {
			add(filepath.Join(real, ".hookguard", "runners", string(h.Runner), name))
		}
	}
	return wrapper, records
}

// WrapperText is the text install writes for one of h's wrappers.
func (h *Harness) WrapperText(w Wrapper, s Scope) ([]byte, error) {
	return runners.Render(runners.Spec{Runner: h.Runner, Name: w.Name, What: w.What, Group: w.Group, Deadline: w.Deadline, Project: s != User, Before: w.before()})
}

// Install writes h's wrappers and merges its wires into scope's settings file.
func (h *Harness) Install(env Env, o Options) Report {
	var r Report
	name := string(h.Runner)
	path, disp, err := h.settingsPath(env, o.Scope)
	if err == nil && o.Scope != User {
		err = h.notHome(env)
	}
	if err != nil {
		r.notice("%s: %v", name, err)
		r.Failed = true
		return r
	}
	dir := h.wrapperDir(env, o.Scope)
	changed := 0
	for _, w := range h.Wrappers {
		text, err := h.WrapperText(w, o.Scope)
		if err == nil {
			var c bool
			c, err = writeIfChanged(filepath.Join(dir, w.Name), text, 0o755, o.DryRun)
			if c {
				changed++
			}
		}
		if err != nil {
			r.notice("%s: cannot write wrapper %s: %v", name, w.Name, err)
			r.Failed = true
			return r
		}
	}
	rel := relTo(env.Root, dir)
	if changed > 0 {
		r.line("%s: %s — %d wrapper(s) written", name, rel, changed)
	} else {
		r.line("%s: %s — wrappers up to date", name, rel)
	}
	if line, err := h.record(env, o); err != nil {
		r.notice("%s: cannot record the wrappers: %v", name, err)
		r.Failed = true
		return r
	} else if line != "" {
		r.line("%s: %s", name, line)
	}

	before, exists, err := readFile(path)
	if err != nil {
		r.notice("%s: %s: %v — NOT touched", name, disp, err)
		r.Failed = true
		return r
	}
	doc := before
	if !exists {
		doc = "{\n}\n"
	}
	if !h.valid(doc) {
		r.notice("%s: notice: %s is not valid JSON (or not a JSON object)%s — NOT touched; fix it, then rerun `hookguard install %s`", name, disp, h.commentsNote(doc), name)
		r.Failed = true
		return r
	}
	doc, migrated := migrate(doc, h, h.legacy(env, o.Scope))
	after, notes := merge(doc, h, h.placements(env, o.Scope), disp)
	if migrated > 0 {
		n := fmt.Sprintf("%s: %d hook command(s) an earlier install wrote ran the wrapper as it was, so a missing or edited wrapper switched the guard off; rewritten in place to the form that checks it against its record", disp, migrated)
		if h.Positional {
			n += " (Codex keys trust by the command's text too: trust them again in /hooks)"
		}
		notes = append([]string{n}, notes...)
	}
	for _, n := range notes {
		r.notice("%s: notice: %s", name, n)
	}
	switch {
	case exists && after == before:
		r.line("%s: %s — hooks up to date", name, disp)
	case o.DryRun:
		r.line("%s: %s — would be %s (--dry-run)", name, disp, map[bool]string{true: "updated", false: "created"}[exists])
	default:
		dirs := missingDirs(path)
		if _, err := writeIfChanged(path, []byte(after), 0o644, false); err != nil {
			r.notice("%s: cannot write %s: %v", name, disp, err)
			r.Failed = true
			return r
		}
		r.line("%s: %s — hooks %s", name, disp, map[bool]string{true: "updated", false: "created"}[exists])
		// What install created is recorded so that uninstall takes away exactly that. A file
		// an earlier install already wrote into without a record keeps the older rule.
		_, earlier := firstCommand(before, h, func(c string) bool { return h.owned(env, Project)[c] || h.owned(env, User)[c] })
		if env.UserConfigLocked == "" && (readCreated(env, path) != nil || !exists || !earlier) {
			if err := recordCreated(env, h, path, before, exists, dirs, after); err != nil {
				r.notice("%s: cannot record what install created in %s (uninstall will leave it as {}): %v", name, disp, err)
			}
		}
	}
	for _, n := range h.disabled(env, after) {
		r.notice("%s: notice: %s", name, n)
	}
	r.notice("%s: trust: %s — install cannot grant that; %s", name, h.Trust, trustAfterInstall(h))
	return r
}

// Uninstall removes h's hooks for scope and the wrappers they run, from every settings file
// that names those wrappers, so that no hook is left pointing at a wrapper it removed (a hook
// whose wrapper is missing fails closed, which blocks every call). A bare uninstall takes the
// workspace's wrappers, so it cleans the project file, Claude's settings.local.json, and any
// hook of the project form in the user-level file (an install run in the home directory wrote
// those, and they name the wrappers of whichever project the harness is in). --local cleans
// the local file and keeps the wrappers while the project file still runs them; --user cleans
// the user-level file of both forms.
func (h *Harness) Uninstall(env Env, o Options) Report {
	var r Report
	name := string(h.Runner)
	if _, _, err := h.settingsPath(env, o.Scope); err != nil {
		r.notice("%s: %v", name, err)
		r.Failed = true
		return r
	}
	proj := h.owned(env, Project) // the commands that name the workspace's wrappers
	var targets []Scope
	switch o.Scope {
	case Project:
		targets = append(targets, Project)
		if h.Local != "" {
			targets = append(targets, Local)
		}
		targets = append(targets, User)
	case Local:
		targets = append(targets, Local)
	case User:
		targets = append(targets, User)
	}
	seen := map[string]bool{}
	var dirs []string
	for _, sc := range targets {
		path, disp, _ := h.settingsPath(env, sc)
		if seen[path] {
			continue // the project root is the home directory: one file
		}
		seen[path] = true
		cmds, stray := proj, sc == User && o.Scope != User
		if sc == User && o.Scope == User {
			cmds = map[string]bool{}
			for c := range proj {
				cmds[c] = true
			}
			for c := range h.owned(env, User) {
				cmds[c] = true
			}
		}
		dirs = append(dirs, h.cleanFile(env, o, path, disp, cmds, stray, &r)...)
	}
	// The directories install created go once every file in them is gone (the project
	// file's .claude/ also held the settings.local.json that a later install created).
	for _, d := range dirs {
		os.Remove(d) // only succeeds when empty
	}
	if o.Scope == Project {
		// The user-level hooks run wrappers this does not remove; say they still guard.
		path, disp, _ := h.settingsPath(env, User)
		if doc, ok, err := readFile(path); err == nil && ok && h.valid(doc) {
			user := h.owned(env, User)
			if _, runs := firstCommand(doc, h, func(c string) bool { return user[c] }); runs {
				r.line("%s: %s — user-level hooks kept: they guard every project (`hookguard uninstall %s --user` removes them)", name, disp, name)
			}
		}
	}
	if o.Scope == Local {
		path, disp, _ := h.settingsPath(env, Project)
		if doc, ok, err := readFile(path); err == nil && ok {
			if _, runs := firstCommand(doc, h, func(c string) bool { return proj[c] }); runs {
				r.line("%s: %s — wrappers kept: %s still runs them (`hookguard uninstall %s` removes both)", name, relTo(env.Root, h.wrapperDir(env, Project)), disp, name)
				return r
			}
		}
	}
	dir := h.wrapperDir(env, o.Scope)
	n := 0
	for _, w := range h.Wrappers {
		p := filepath.Join(dir, w.Name)
		if _, err := os.Lstat(p); err == nil {
			n++
			if !o.DryRun {
				os.Remove(p)
			}
		}
	}
	if !o.DryRun {
		// Directories go only when empty: a file the user put there stays, with its directory.
		stop := env.Root
		if o.Scope == User {
			stop = env.ConfigDir
		}
		for d := dir; len(d) > len(stop) && strings.HasPrefix(d, stop); d = filepath.Dir(d) {
			if os.Remove(d) != nil {
				break
			}
		}
	}
	if n > 0 {
		r.line("%s: %s — %d wrapper(s) removed", name, relTo(env.Root, dir), n)
	}
	if line := h.unrecord(env, o); line != "" {
		r.line("%s: %s", name, line)
	}
	return r
}

// cleanFile removes cmds from one settings file. stray says the file is not the scope's own
// (project hooks in the user-level file): it is named only when something was there.
// It returns the directories install created for the file it removed.
func (h *Harness) cleanFile(env Env, o Options, path, disp string, cmds map[string]bool, stray bool, r *Report) []string {
	name := string(h.Runner)
	before, exists, err := readFile(path)
	switch {
	case err != nil:
		r.notice("%s: %s: %v — NOT touched", name, disp, err)
		r.Failed = true
		return nil
	case !exists:
		if !o.DryRun {
			dropCreated(env, path)
		}
		if !stray {
			r.line("%s: %s — absent, nothing to remove", name, disp)
		}
		return nil
	case !h.valid(before):
		if _, ours := firstCommand(before, h, func(c string) bool { return cmds[c] }); stray && !ours {
			return nil
		}
		r.notice("%s: notice: %s is not valid JSON%s — NOT touched; fix it, then rerun `hookguard uninstall %s`", name, disp, h.commentsNote(before), name)
		r.Failed = true
		return nil
	}
	rec := readCreated(env, path)
	after, notes := unmerge(before, h, cmds, disp, rec)
	for _, n := range notes {
		r.notice("%s: notice: %s", name, n)
	}
	what := "hookguard hooks"
	if stray {
		what = "hookguard's project hooks (an install run in your home directory wrote them there; they name the wrappers of whichever project the harness is in)"
	}
	switch {
	case after == before:
		if !stray {
			r.line("%s: %s — no hookguard hooks", name, disp)
		}
		if _, ours := firstCommand(after, h, func(c string) bool { return h.owned(env, Project)[c] || h.owned(env, User)[c] }); !ours && !o.DryRun {
			dropCreated(env, path) // the hooks went by hand: what install created is the user's now
		}
	case o.DryRun:
		r.line("%s: %s — %s would be removed (--dry-run)", name, disp, what)
	case rec != nil && rec.File && strings.TrimSpace(blankComments(after)) == "{}":
		// install created this file: take it away, and the directories it created for it
		// when they are left empty
		if err := os.Remove(path); err != nil {
			r.notice("%s: %v", name, err)
			r.Failed = true
			return nil
		}
		dropCreated(env, path)
		r.line("%s: %s — removed (hookguard had created it)", name, disp)
		return rec.Dirs
	default:
		if _, err := writeIfChanged(path, []byte(after), 0o644, false); err != nil {
			r.notice("%s: cannot write %s: %v", name, disp, err)
			r.Failed = true
			return nil
		}
		if _, left := firstCommand(after, h, func(c string) bool { return h.owned(env, Project)[c] || h.owned(env, User)[c] }); !left {
			dropCreated(env, path)
		}
		r.line("%s: %s — %s removed", name, disp, what)
		if rec == nil && strings.TrimSpace(blankComments(after)) == "{}" {
			r.notice("%s: notice: %s is left as {}: hookguard has no record that it created the file (an older hookguard, or an install run in an agent's shell, wrote it); delete it if you do not want it", name, disp)
		}
	}
	return nil
}

// record writes the copy of each of h's wrappers for scope outside the workspace, and
// hook.sh beside them: what the hook commands run. Only a person's install writes them: the
// records decide which wrapper the harness trusts.
func (h *Harness) record(env Env, o Options) (string, error) {
	if env.UserConfigLocked != "" {
		return "wrappers NOT recorded: " + env.UserConfigLocked + "; until then every hook whose wrapper install changed fails closed", nil
	}
	changed := 0
	for _, w := range h.Wrappers {
		text, err := h.WrapperText(w, o.Scope)
		if err != nil {
			return "", err
		}
		_, records := h.recordPaths(env, o.Scope, w.Name)
		for _, rec := range records {
			c, err := writeIfChanged(rec, text, 0o644, o.DryRun)
			if err != nil {
				return "", err
			}
			if c {
				changed++
			}
		}
	}
	c, err := WriteDispatch(env, o.DryRun)
	if err != nil {
		return "", err
	}
	where := filepath.Join(env.ConfigDir, runners.RecordDir)
	switch {
	case o.DryRun && (changed > 0 || c):
		return fmt.Sprintf("%d wrapper copies would be recorded in %s (--dry-run)", changed, where), nil
	case changed > 0:
		return fmt.Sprintf("%d wrapper copies recorded in %s (every hook checks its wrapper against its copy)", changed, where), nil
	case c:
		return "wrapper records up to date; " + filepath.Join(env.ConfigDir, runners.DispatchName) + " written", nil
	}
	return "wrapper records up to date", nil
}

// WriteDispatch writes hook.sh into the user's config directory.
func WriteDispatch(env Env, dryRun bool) (bool, error) {
	text, err := dispatchText()
	if err != nil {
		return false, err
	}
	return writeIfChanged(filepath.Join(env.ConfigDir, runners.DispatchName), text, 0o644, dryRun)
}

// dispatchText is hook.sh as this hookguard writes it: every harness's wrappers, with the form
// each says runners.MissingLine in.
func dispatchText() ([]byte, error) {
	var hooks []runners.Hook
	for _, h := range Harnesses() {
		for _, w := range h.Wrappers {
			hooks = append(hooks, runners.Hook{Runner: h.Runner, Name: w.Name, Group: w.Group})
		}
	}
	return runners.RenderDispatch(hooks)
}

// unrecord removes the records of h's wrappers for scope, the directories that leaves empty,
// and hook.sh once no record is left for any checkout.
func (h *Harness) unrecord(env Env, o Options) string {
	if env.UserConfigLocked != "" {
		return ""
	}
	top := filepath.Join(env.ConfigDir, runners.RecordDir)
	n := 0
	for _, w := range h.Wrappers {
		_, records := h.recordPaths(env, o.Scope, w.Name)
		for _, rec := range records {
			if _, err := os.Lstat(rec); err != nil {
				continue
			}
			n++
			if o.DryRun {
				continue
			}
			os.Remove(rec)
			for d := filepath.Dir(rec); len(d) > len(top) && strings.HasPrefix(d, top); d = filepath.Dir(d) {
				if os.Remove(d) != nil {
					break
				}
			}
		}
	}
	if n == 0 {
		return ""
	}
	if o.DryRun {
		return fmt.Sprintf("%d wrapper record(s) would be removed (--dry-run)", n)
	}
	line := fmt.Sprintf("%d wrapper record(s) removed", n)
	if os.Remove(top) == nil {
		os.Remove(filepath.Join(env.ConfigDir, runners.DispatchName))
		line += "; no checkout is recorded any more, so hook.sh went too"
	}
	return line
}

// valid reports whether doc is a JSON object as the harness reads it: with its comments
// stripped where the harness strips them.
func (h *Harness) valid(doc string) bool {
	if h.Comments {
		doc = blankComments(doc)
	}
	return gjson.Valid(doc) && gjson.Parse(doc).IsObject()
}

// commentsNote says why a file with comments is invalid where the harness reads strict JSON.
func (h *Harness) commentsNote(doc string) string {
	if !h.Comments && hasComments(doc) && gjson.Valid(blankComments(doc)) {
		return fmt.Sprintf(" (it holds comments, which %s does not accept in this file)", h.Runner)
	}
	return ""
}

// disabled says where the harness's own settings switch its hooks off; install reports it and
// leaves the user's switch alone.
func (h *Harness) disabled(env Env, doc string) []string {
	var out []string
	root := parse(doc)
	switch h.Runner {
	case "claude":
		if root.Get("disableAllHooks").Bool() {
			out = append(out, "\"disableAllHooks\": true in this file switches every hook off, hookguard's too — remove it to arm the guards")
		}
	case "gemini":
		for _, k := range []string{"hooksConfig.enabled", "hooks.enabled"} {
			if v := root.Get(k); v.Exists() && !v.Bool() {
				out = append(out, fmt.Sprintf("%q is false: Gemini CLI runs no hooks — set it to true to arm the guards", k))
			}
		}
		for _, k := range []string{"hooksConfig.disabled", "hooks.disabled"} {
			for _, n := range root.Get(k).Array() {
				if strings.HasPrefix(n.String(), "hookguard-") {
					out = append(out, fmt.Sprintf("%q lists %s: that hook does not run — remove it from the list", k, n.String()))
				}
			}
		}
	case "codex":
		// The descriptor's Config files are where Codex's switch lives, in the home (moved by
		// CODEX_HOME, as Codex reads it) and the project.
		off := false
		for _, c := range h.Desc.Config {
			user, _, _ := h.Desc.UserPath(env.Home, c, os.Getenv)
			off = off || codexHooksOff(user) || codexHooksOff(filepath.Join(env.Root, filepath.FromSlash(c)))
		}
		if off {
			out = append(out, "a Codex config.toml sets [features] hooks = false: Codex runs no hooks — remove it to arm the guards")
		}
	}
	return out
}

// Compiled on first use: install is linked into the hook binary, whose start-up pays for every
// package-level regexp.
var tomlHooksOff = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\s*(hooks|codex_hooks)\s*=\s*false\b`) })

func codexHooksOff(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	features := false
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(l, "[") {
			features = l == "[features]"
			continue
		}
		if features && tomlHooksOff().MatchString(l) {
			return true
		}
	}
	return false
}

// RecordBinary writes the binary's absolute path into the user's config directory: the
// wrappers' second rung. Only a person's install writes it.
func RecordBinary(env Env, dryRun bool) (string, error) {
	if env.UserConfigLocked != "" {
		return fmt.Sprintf("binary: NOT recorded: %s", env.UserConfigLocked), nil
	}
	if !filepath.IsAbs(env.Exe) {
		return "", fmt.Errorf("cannot record the binary: %q is not an absolute path", env.Exe)
	}
	p := filepath.Join(env.ConfigDir, "binary")
	c, err := writeIfChanged(p, []byte(env.Exe+"\n"), 0o644, dryRun)
	if err != nil {
		return "", err
	}
	if c {
		return fmt.Sprintf("binary: %s recorded in %s", env.Exe, p), nil
	}
	return fmt.Sprintf("binary: %s (recorded)", env.Exe), nil
}

// ModuleLine matches go.mod's module directive for hookguard itself.
var ModuleLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^module[ \t]+github\.com/hookguard/hookguard[ \t]*\r?$`)
})

// IsHookguardModule reports whether root's go.mod declares hookguard's module.
func IsHookguardModule(root string) bool {
	data, err := os.ReadFile(filepath.Join(root, "go.mod"))
	return err == nil && ModuleLine().Match(data)
}

// RecordDev lists root in the user's dev-roots: a person says this checkout is hookguard's own
// source, so its wrappers run the binary it builds. A go.mod alone never says so, because the
// agent can write one.
func RecordDev(env Env, dryRun bool) (string, error) {
	if env.UserConfigLocked != "" {
		return "", fmt.Errorf("--dev refused: %s", env.UserConfigLocked)
	}
	if !IsHookguardModule(env.Root) {
		return "", fmt.Errorf("--dev refused: %s/go.mod does not declare module github.com/hookguard/hookguard, so this is not hookguard's source", env.Root)
	}
	real, err := filepath.EvalSymlinks(env.Root)
	if err != nil {
		return "", err
	}
	p := filepath.Join(env.ConfigDir, "dev-roots")
	data, _ := os.ReadFile(p)
	for _, l := range strings.Split(string(data), "\n") {
		if l == real {
			return fmt.Sprintf("dev: %s already runs its own build (./hookguard)", real), nil
		}
	}
	if len(data) > 0 && !bytes.HasSuffix(data, []byte("\n")) {
		data = append(data, '\n')
	}
	data = append(data, real+"\n"...)
	if _, err := writeIfChanged(p, data, 0o644, dryRun); err != nil {
		return "", err
	}
	return fmt.Sprintf("dev: %s recorded in %s — its wrappers run ./hookguard once built (go build ./cmd/hookguard)", real, p), nil
}

func readFile(path string) (string, bool, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", false, nil
	}
	if err != nil {
		return "", false, err
	}
	return string(data), true, nil
}

// writeIfChanged replaces path with data atomically, keeping an existing file's mode, and
// reports whether anything changed.
func writeIfChanged(path string, data []byte, mode fs.FileMode, dryRun bool) (bool, error) {
	old, err := os.ReadFile(path)
	if err == nil && bytes.Equal(old, data) {
		if st, err := os.Stat(path); err == nil && mode&0o100 != 0 && st.Mode()&0o100 == 0 {
			if dryRun {
				return true, nil
			}
			return true, os.Chmod(path, st.Mode()|0o111)
		}
		return false, nil
	}
	if dryRun {
		return true, nil
	}
	if st, err := os.Stat(path); err == nil {
		mode = st.Mode().Perm() | mode&0o111
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return false, err
	}
	// Renamed into place and fsynced: a crash mid-install leaves the old settings or the new,
	// never a torn file that the harness would refuse (or a record that fails every hook).
	return true, state.WriteFile(path, data, mode)
}

func relTo(root, p string) string {
	if r, err := filepath.Rel(root, p); err == nil && !strings.HasPrefix(r, "..") {
		return r
	}
	return p
}

func readFileInfo(p string) (fs.FileInfo, error) { return os.Stat(p) }
