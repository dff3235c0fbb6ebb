package install

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
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
		case err != nil || ok && !validObject(doc):
			st = "invalid"
		case !ok:
			st = "absent"
		}
		fs = append(fs, fileView{s, p, d, st, doc})
	}
	return fs
}

// wiredIn lists the files where wire i runs our command on a matcher that covers its own.
func (h *Harness) wiredIn(env Env, fs []fileView, i int) (files []string, scopes []Scope) {
	w := h.Wires[i]
	for _, f := range fs {
		if f.State != "ok" {
			continue
		}
		cmd := h.placements(env, f.Scope)[i].Command
		for _, o := range find(f.Doc, h, w.Event, cmd) {
			ok := h.Shape == Flat && o.Matcher == "" || h.Shape == Nested && covers(o.Matcher, w.Matcher) && o.Typed == "command"
			if ok {
				files = append(files, f.Disp)
				scopes = append(scopes, f.Scope)
				break
			}
		}
	}
	return files, scopes
}

// Doctor reports whether h is armed: every wire in a settings file, the wrappers it calls as
// this hookguard writes them, a runnable binary, the harness's hooks switched on.
func (h *Harness) Doctor(env Env) Status {
	s := Status{Name: string(h.Runner)}
	fs := h.files(env)
	wired, used := 0, map[Scope]bool{}
	var where []string
	for i := range h.Wires {
		files, scopes := h.wiredIn(env, fs, i)
		if len(files) > 0 {
			wired++
		}
		for j, sc := range scopes {
			if !used[sc] {
				where = append(where, files[j])
			}
			used[sc] = true
		}
	}
	projWrappers := 0
	for _, w := range h.Wrappers {
		if _, err := os.Stat(filepath.Join(h.wrapperDir(env, Project), w.Name)); err == nil {
			projWrappers++
		}
	}
	s.Installed = wired > 0 || projWrappers > 0
	for _, f := range fs {
		if f.State == "invalid" {
			s.Problems = append(s.Problems, fmt.Sprintf("WARNING %s is not valid JSON → fix it, then `hookguard install %s`", f.Disp, h.Runner))
		}
	}
	if !s.Installed {
		s.Parts = append(s.Parts, fmt.Sprintf("not installed → hookguard install %s", h.Runner))
		return s
	}
	fix := "hookguard install " + string(h.Runner)
	if wired == len(h.Wires) {
		s.Parts = append(s.Parts, fmt.Sprintf("%s %d/%d wired", strings.Join(where, " + "), wired, len(h.Wires)))
	} else {
		p := h.Project
		if len(where) > 0 {
			p = strings.Join(where, " + ")
		}
		s.Problems = append(s.Problems, fmt.Sprintf("WARNING %s %d/%d wired → %s", p, wired, len(h.Wires), fix))
	}
	if len(used) == 0 {
		used[Project] = true
	}
	for _, sc := range []Scope{Project, Local, User} {
		if !used[sc] {
			continue
		}
		if sc == Local && used[Project] {
			continue // the same wrappers
		}
		dir := h.wrapperDir(env, sc)
		var missing, changed []string
		for _, w := range h.Wrappers {
			want, _ := h.WrapperText(w, sc)
			have, err := os.ReadFile(filepath.Join(dir, w.Name))
			switch {
			case err != nil:
				missing = append(missing, w.Name)
			case !bytes.Equal(have, want):
				changed = append(changed, w.Name)
			}
		}
		rel := relTo(env.Root, dir)
		userFlag := ""
		if sc == User {
			userFlag = " --user"
		}
		switch {
		case len(missing) > 0:
			s.Problems = append(s.Problems, fmt.Sprintf("WARNING %s: %s missing → %s%s", rel, strings.Join(missing, ", "), fix, userFlag))
		case len(changed) > 0:
			s.Problems = append(s.Problems, fmt.Sprintf("WARNING %s: %s not as this hookguard writes it → %s%s", rel, strings.Join(changed, ", "), fix, userFlag))
		default:
			s.Parts = append(s.Parts, fmt.Sprintf("wrappers ok (%d)", len(h.Wrappers)))
		}
	}
	for _, f := range fs {
		if f.State == "ok" {
			for _, n := range h.disabled(env, f.Doc) {
				s.Problems = append(s.Problems, "WARNING "+f.Disp+": "+n)
			}
		}
	}
	s.Binary = ResolveBinary(env, !used[User] || used[Project] || used[Local])
	if s.Binary.Path == "" {
		s.Problems = append(s.Problems, "INACTIVE: no runnable hookguard (none recorded, none on PATH) → run `hookguard install` in your own terminal, or put hookguard on PATH")
	} else {
		s.Binary.Version = version(s.Binary.Path)
		s.Parts = append(s.Parts, fmt.Sprintf("active (%s, %s: %s)", s.Binary.Version, s.Binary.Rung, s.Binary.Path))
	}
	if h.Runner != "claude" {
		s.Warnings = append(s.Warnings, "WARNING trust: "+h.Trust)
	}
	s.Armed = len(s.Problems) == 0
	return s
}
