package install

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/hookguard/hookguard/runners"
)

// Binary is the hookguard a wrapper would run, found by the wrappers' own rungs.
type Binary struct {
	Path    string `json:"path,omitempty"` // "" when none is runnable
	Rung    string `json:"rung,omitempty"` // "this repository's build", "recorded", "PATH"
	Version string `json:"version,omitempty"`
}

func executable(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0
}

// ResolveBinary walks the rungs the wrappers walk, in the same order. project says whether the
// wrapper sits in the workspace (only those may run the workspace's own build).
func ResolveBinary(env Env, project bool) Binary {
	if project && executable(filepath.Join(env.Root, "hookguard")) && IsHookguardModule(env.Root) {
		real, _ := filepath.EvalSymlinks(env.Root)
		data, _ := os.ReadFile(filepath.Join(env.ConfigDir, "dev-roots"))
		for _, l := range strings.Split(string(data), "\n") {
			if l != "" && l == real {
				return Binary{Path: filepath.Join(env.Root, "hookguard"), Rung: "this repository's build"}
			}
		}
	}
	if data, err := os.ReadFile(filepath.Join(env.ConfigDir, "binary")); err == nil {
		p := strings.TrimRight(strings.SplitN(string(data), "\n", 2)[0], "\r")
		if filepath.IsAbs(p) && executable(p) {
			return Binary{Path: p, Rung: "recorded"}
		}
	}
	if p, err := exec.LookPath("hookguard"); err == nil {
		if abs, err := filepath.Abs(p); err == nil {
			p = abs
		}
		return Binary{Path: p, Rung: "PATH"}
	}
	return Binary{}
}

// version asks a binary for its version, briefly: doctor must not hang on a broken one.
func version(p string) string {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, p, "version").Output()
	if err != nil {
		return "(does not answer `version`: " + err.Error() + ")"
	}
	return strings.TrimSpace(string(bytes.SplitN(out, []byte("\n"), 2)[0]))
}

// Status is doctor's finding for one door.
type Status struct {
	Name      string   `json:"runner"`
	Installed bool     `json:"installed"`
	Armed     bool     `json:"armed"`
	Problems  []string `json:"problems,omitempty"` // each disarms, with the command that fixes it
	Warnings  []string `json:"warnings,omitempty"` // e.g. trust the harness must still grant
	Parts     []string `json:"parts,omitempty"`    // what is fine
	Binary    Binary   `json:"binary"`
}

// Line is the status in the seed's style: one line, parts joined by " · ".
func (s Status) Line() string {
	parts := append([]string{}, s.Parts...)
	parts = append(parts, s.Problems...)
	parts = append(parts, s.Warnings...)
	return fmt.Sprintf("%-10s %s", s.Name, strings.Join(parts, " · "))
}

// fileView is one settings file as doctor and list-hooks read it.
type fileView struct {
	Scope Scope
	Path  string
	Disp  string
	State string // "absent", "ok", "invalid"
	Doc   string
}

func (h *Harness) scopes() []Scope {
	if h.Local != "" {
		return []Scope{Project, Local, User}
	}
	return []Scope{Project, User}
}

func (h *Harness) files(env Env) []fileView {
	var fs []fileView
	for _, s := range h.scopes() {
		p, d, err := h.settingsPath(env, s)
		if err != nil {
			continue
		}
		doc, ok, err := readFile(p)
		st := "ok"
		switch {
		case err != nil || ok && !h.valid(doc):
			st = "invalid"
		case !ok:
			st = "absent"
		}
		fs = append(fs, fileView{s, p, d, st, doc})
	}
	return fs
}

// wiredIn lists the files where wire i runs our command on a matcher that covers its own, and
// whether any of them runs it only through the command an earlier install wrote.
func (h *Harness) wiredIn(env Env, fs []fileView, i int) (files []string, scopes []Scope, legacy bool) {
	w := h.Wires[i]
	for _, f := range fs {
		if f.State != "ok" {
			continue
		}
		cmd := h.placements(env, f.Scope)[i].Command
		old := h.LegacyCommand(w.Wrapper, h.commandDir(env, f.Scope))
		found, foundOld := false, false
		for _, c := range []string{cmd, old} {
			for _, o := range find(f.Doc, h, w.Event, c) {
				if h.Shape == Flat && o.Matcher == "" || h.Shape == Nested && covers(o.Matcher, w.Matcher) && o.Typed == "command" {
					if c == cmd {
						found = true
					} else {
						foundOld = true
					}
					break
				}
			}
		}
		if found || foundOld {
			files = append(files, f.Disp)
			scopes = append(scopes, f.Scope)
			legacy = legacy || !found
		}
	}
	return files, scopes, legacy
}

// unwired says, for a harness no settings file or wrapper wires here, whether install
// recorded its wrappers for this project (or for the user): the records outside the
// workspace, which the agent cannot write, outlive settings and wrappers removed together.
// "" when there is no record.
func (h *Harness) unwired(env Env) string {
	for _, sc := range []Scope{Project, User} {
		for _, w := range h.Wrappers {
			_, records := h.recordPaths(env, sc, w.Name)
			for _, rec := range records {
				if _, err := os.Lstat(rec); err != nil {
					continue
				}
				flag, what := "", "this project"
				if sc == User {
					flag, what = " --user", "your user"
				}
				return fmt.Sprintf("INACTIVE: install recorded %s for %s (%s), but neither its settings nor %s wire it any more: %s runs unguarded → run `hookguard install %s%s` in your own terminal (or `hookguard uninstall %s%s` if you removed it on purpose)",
					h.Runner, what, filepath.Dir(rec), relTo(env.Root, h.wrapperDir(env, sc)), h.Runner, h.Runner, flag, h.Runner, flag)
			}
		}
	}
	return ""
}

// WrapperState is what a wrapper's hooks would do now: "ok" (it is what install recorded, as
// this hookguard writes it), "outdated" (it is what install recorded, as an older hookguard
// wrote it: it runs), and three that fail closed on every call: "missing", "changed" (not
// byte for byte its record) and "unrecorded" (no record for its path: a new clone, a moved
// checkout, or records never written here).
func (h *Harness) WrapperState(env Env, s Scope, w Wrapper) string {
	path, records := h.recordPaths(env, s, w.Name)
	var have []string
	for _, rec := range records {
		if _, err := os.Stat(rec); err == nil {
			have = append(have, rec)
		}
	}
	if _, err := os.Lstat(path); err != nil {
		return "missing"
	}
	if len(have) == 0 {
		return "unrecorded"
	}
	for _, rec := range have {
		if runners.Verify(path, rec) != nil {
			return "changed"
		}
	}
	want, _ := h.WrapperText(w, s)
	if data, err := os.ReadFile(path); err != nil || !bytes.Equal(data, want) {
		return "outdated"
	}
	return "ok"
}

// dispatchProblems says what is wrong with hook.sh, which every current hook command runs.
func dispatchProblems(env Env, fix string) []string {
	dp := filepath.Join(env.ConfigDir, runners.DispatchName)
	have, err := os.ReadFile(dp)
	if err != nil {
		return []string{fmt.Sprintf("INACTIVE: no %s, so every hook says INACTIVE and checks nothing → run `%s` in your own terminal", dp, fix)}
	}
	if want, _ := dispatchText(); !bytes.Equal(have, want) {
		return []string{fmt.Sprintf("WARNING %s not as this hookguard writes it → %s", dp, fix)}
	}
	return nil
}

// staleRecords lists the workspace roots that have records of h's wrappers but no longer
// exist: where a checkout that moved was recorded.
func (h *Harness) staleRecords(env Env) []string {
	top := filepath.Join(env.ConfigDir, runners.RecordDir)
	mark := string(filepath.Separator) + filepath.Join(".hookguard", "runners", string(h.Runner))
	var out []string
	filepath.WalkDir(top, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() || !strings.HasSuffix(p, mark) {
			return nil
		}
		root := strings.TrimPrefix(strings.TrimSuffix(p, mark), top)
		if _, err := os.Stat(root); errors.Is(err, fs.ErrNotExist) && len(out) < 3 {
			out = append(out, root)
		}
		return filepath.SkipDir
	})
	return out
}

// Doctor reports whether h is armed: every wire in a settings file, the wrappers it calls as
// this hookguard writes them, a runnable binary, the harness's hooks switched on.
func (h *Harness) Doctor(env Env) Status {
	d := &doctor{h: h, env: env, s: Status{Name: string(h.Runner)}, fs: h.files(env), used: map[Scope]bool{}, runsProj: map[Scope]bool{}}
	d.countWires()
	projWrappers := 0
	for _, w := range h.Wrappers {
		if _, err := os.Stat(filepath.Join(h.wrapperDir(env, Project), w.Name)); err == nil {
			projWrappers++
		}
	}
	d.findRunners()
	s := &d.s
	s.Installed = d.wired > 0 || projWrappers > 0 || len(d.runsProj) > 0 || d.runsUser
	for _, f := range d.fs {
		if f.State == "invalid" {
			s.Problems = append(s.Problems, fmt.Sprintf("WARNING %s is not valid JSON → fix it, then `hookguard install %s`", f.Disp, h.Runner))
		}
	}
	if !s.Installed {
		if p := h.unwired(env); p != "" {
			// Install recorded this harness here, and nothing wires it any more: its settings
			// and its wrappers were both removed (a program can do both in one step, which
			// leaves no hook to fail closed). Counted as installed and disarmed, so that
			// --strict fails; uninstall drops the records when the removal was wanted.
			s.Installed = true
			s.Problems = append(s.Problems, p)
			return *s
		}
		s.Parts = append(s.Parts, fmt.Sprintf("not installed → hookguard install %s", h.Runner))
		return *s
	}
	d.fix = "hookguard install " + string(h.Runner)
	d.wiring()
	for _, sc := range []Scope{Project, Local, User} {
		if d.used[sc] && !(sc == Local && d.used[Project]) { // Local and Project: the same wrappers
			d.wrappers(sc)
		}
	}
	for _, f := range d.fs {
		if f.State == "ok" {
			for _, n := range h.disabled(env, f.Doc) {
				s.Problems = append(s.Problems, "WARNING "+f.Disp+": "+n)
			}
		}
	}
	used := d.used
	s.Binary = ResolveBinary(env, !used[User] || used[Project] || used[Local])
	if s.Binary.Path == "" {
		s.Problems = append(s.Problems, "INACTIVE: no runnable hookguard (none recorded, none on PATH) → run `hookguard install` in your own terminal, or put hookguard on PATH")
	} else {
		s.Binary.Version = version(s.Binary.Path)
		s.Parts = append(s.Parts, fmt.Sprintf("active (%s, %s: %s)", s.Binary.Version, s.Binary.Rung, s.Binary.Path))
	}
	// The harness's own gate last: it matters only once everything of ours is in place.
	tp, tw, tparts := h.trustFindings(env, d.fs, used)
	s.Problems = append(s.Problems, tp...)
	s.Warnings = append(s.Warnings, tw...)
	s.Parts = append(s.Parts, tparts...)
	s.Armed = len(s.Problems) == 0
	return *s
}

// doctor is one Doctor run: what each of its steps finds that a later one reads.
type doctor struct {
	h   *Harness
	env Env
	s   Status
	fs  []fileView
	fix string // the install command that repairs what is found

	wired, legacy int            // wires found in a settings file; of those, in an earlier install's form
	used          map[Scope]bool // the scopes whose settings hold our hooks
	where         []string       // a settings file of each used scope, for the report
	refs          []string       // the files that run the workspace's wrappers
	runsProj      map[Scope]bool // scopes whose files run the project's wrappers
	runsUser      bool           // the user's settings run the user's wrappers
}

// countWires finds each wire in the settings files.
func (d *doctor) countWires() {
	for i := range d.h.Wires {
		files, scopes, old := d.h.wiredIn(d.env, d.fs, i)
		if len(files) > 0 {
			d.wired++
		}
		if old {
			d.legacy++
		}
		for j, sc := range scopes {
			if !d.used[sc] {
				d.where = append(d.where, files[j])
			}
			d.used[sc] = true
		}
	}
}

// findRunners finds the files with any hook of ours, covering matcher or not: each names a
// wrapper, so those files are where a missing wrapper fails closed, and what uninstall must
// clean.
func (d *doctor) findRunners() {
	h := d.h
	proj, user := h.owned(d.env, Project), h.owned(d.env, User)
	for _, f := range d.fs {
		if f.State != "ok" {
			continue
		}
		if _, ok := firstCommand(f.Doc, h, func(c string) bool { return proj[c] }); ok {
			d.runsProj[f.Scope] = true
			if f.Scope == User {
				d.s.Problems = append(d.s.Problems, fmt.Sprintf("WARNING %s holds project hooks (an install run in your home directory wrote them): they name the wrappers of whichever project %s is in, so every project without them fails closed → hookguard uninstall %s --user", f.Disp, h.Runner, h.Runner))
			} else {
				d.refs = append(d.refs, f.Disp)
				d.used[f.Scope] = true
			}
		}
		if _, ok := firstCommand(f.Doc, h, func(c string) bool { return user[c] }); ok && f.Scope == User {
			d.runsUser = true
			d.used[User] = true
		}
	}
}

// wiring reports wires missing or in an old form, and the dispatch they run.
func (d *doctor) wiring() {
	h, s := d.h, &d.s
	if d.wired == len(h.Wires) {
		s.Parts = append(s.Parts, fmt.Sprintf("%s %d/%d wired", strings.Join(d.where, " + "), d.wired, len(h.Wires)))
	} else {
		p := h.Project
		if len(d.where) > 0 {
			p = strings.Join(d.where, " + ")
		}
		s.Problems = append(s.Problems, fmt.Sprintf("WARNING %s %d/%d wired → %s", p, d.wired, len(h.Wires), d.fix))
	}
	if d.legacy > 0 {
		s.Problems = append(s.Problems, fmt.Sprintf("WARNING %d of %d hook(s) run the command an earlier install wrote, which a missing or edited wrapper switches off → %s", d.legacy, len(h.Wires), d.fix))
	}
	if len(d.used) == 0 {
		d.used[Project] = true
	}
	if d.wired > d.legacy {
		s.Problems = append(s.Problems, dispatchProblems(d.env, d.fix)...)
	}
}

// wrappers reports the wrappers of one scope that are missing, changed, unrecorded or
// outdated.
func (d *doctor) wrappers(sc Scope) {
	h, s := d.h, &d.s
	dir := h.wrapperDir(d.env, sc)
	byState := map[string][]string{}
	for _, w := range h.Wrappers {
		st := h.WrapperState(d.env, sc, w)
		byState[st] = append(byState[st], w.Name)
	}
	rel := relTo(d.env.Root, dir)
	fix := d.fix
	if sc == User {
		fix += " --user"
	}
	closed := " (every hook call through it fails closed)"
	if d.wired == d.legacy {
		closed = "" // the old commands run the wrapper as it is
	}
	if n := byState["missing"]; len(n) > 0 {
		s.Problems = append(s.Problems, d.missing(sc, rel, n, closed, fix))
	}
	if n := byState["changed"]; len(n) > 0 {
		s.Problems = append(s.Problems, fmt.Sprintf("WARNING %s: %s changed since install recorded it%s → %s", rel, strings.Join(n, ", "), closed, fix))
	}
	if n := byState["unrecorded"]; len(n) > 0 {
		why := "a new clone, or the checkout moved"
		if gone := h.staleRecords(d.env); len(gone) > 0 {
			why = "the checkout moved? recorded at " + strings.Join(gone, ", ") + ", which is gone"
		}
		s.Problems = append(s.Problems, fmt.Sprintf("WARNING %s: %s not recorded for %s (%s)%s → %s", rel, strings.Join(n, ", "), dir, why, closed, fix))
	}
	if n := byState["outdated"]; len(n) > 0 {
		s.Problems = append(s.Problems, fmt.Sprintf("WARNING %s: %s not as this hookguard writes it → %s", rel, strings.Join(n, ", "), fix))
	}
	if len(byState["ok"]) == len(h.Wrappers) {
		s.Parts = append(s.Parts, fmt.Sprintf("wrappers ok (%d)", len(h.Wrappers)))
	}
}

// missing says which files run the missing wrappers n, and both ways out: the wrappers back,
// or the hooks gone.
func (d *doctor) missing(sc Scope, rel string, n []string, closed, fix string) string {
	by, flag := d.refs, ""
	switch {
	case sc == User:
		by, flag = []string{"~/" + d.h.User}, " --user"
	case !d.runsProj[Project] && d.runsProj[Local]:
		flag = " --local"
	}
	run := ""
	if len(by) > 0 {
		run = ", run by " + strings.Join(by, " + ")
	}
	back := fix
	if sc != User {
		back += flag
	}
	return fmt.Sprintf("WARNING %s: %s missing%s%s → %s puts them back, or hookguard uninstall %s%s removes the hooks", rel, strings.Join(n, ", "), run, closed, back, d.h.Runner, flag)
}
