package destructive

import (
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/gitread"
	"github.com/hookguard/hookguard/guards/internal/secretfiles"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// matchUnrestorable finds a delete, truncation or overwrite inside the project of what git
// cannot give back: a secrets file (.env, a key, a credentials file) that the index does not
// hold, whether untracked or ignored, and a recursive delete of a directory holding work git
// has never seen (an untracked file that no ignore rule covers, or an untracked secrets file).
// Tracked files, build output and ignored build directories stay quiet: git or the build
// brings them back. The checks touch the disk, so every cheap test comes first: most deletes
// and writes never reach them.
func matchUnrestorable(j *judge, e *spec.Effect) string {
	if e.Class != "" || e.Remote || e.Path.Dyn || gitOwn(e) {
		return ""
	}
	switch e.Kind {
	case spec.Write:
		// mv and cp -r land with Tree set; onto an existing file that is still one overwrite.
		if e.Keep {
			return ""
		}
	case spec.Truncate, spec.Delete:
	default:
		return ""
	}
	_, root := j.roots()
	if root == "" {
		return ""
	}
	tree := e.Tree && e.Kind == spec.Delete
	if !tree && !secretName(path.Base(filepath.ToSlash(e.Path.Arg))) {
		return ""
	}
	p, why := j.resolve(targetOf(e.Path))
	if why != "" || p == root || !under(p, root) || under(p, filepath.Join(root, ".git")) {
		return ""
	}
	if tree {
		if f := untrackedWork(root, p); f != "" {
			return e.By + " " + show(e.Path) + ": it holds " + f + ", which git does not track"
		}
		return ""
	}
	if lostSecret(root, p) {
		return e.By + " " + show(e.Path) + ": a secrets file git does not track"
	}
	return ""
}

// unrestorableFile says what is lost when a file tool (Write, write_file, apply_patch's
// Delete File) replaces or deletes abs inside root, or "" when git can give it back or it
// holds no secrets. For the file-tool hook, which has no shell effects to judge.
func unrestorableFile(root, abs string) string {
	if root == "" || !secretName(filepath.Base(abs)) || !under(filepath.Clean(abs), filepath.Clean(root)) {
		return ""
	}
	if lostSecret(filepath.Clean(root), filepath.Clean(abs)) {
		rel, err := filepath.Rel(root, abs)
		if err != nil {
			rel = abs
		}
		return rel + ", a secrets file git does not track"
	}
	return ""
}

// lostSecret reports whether the regular, non-empty file p exists and the index of the
// repository at root does not hold it (an empty file loses nothing). Outside a repository
// nothing holds it.
func lostSecret(root, p string) bool {
	fi, err := os.Lstat(p)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() == 0 {
		return false
	}
	tracked, ok := indexOf(root)
	if !ok {
		return true
	}
	rel, err := filepath.Rel(root, p)
	return err != nil || !tracked[filepath.ToSlash(rel)]
}

func indexOf(root string) (map[string]bool, bool) {
	repo, err := gitread.Open(root)
	if err != nil {
		return nil, false
	}
	defer repo.Close()
	entries, err := repo.Index()
	if err != nil {
		return nil, false
	}
	m := make(map[string]bool, len(entries))
	for _, e := range entries {
		m[e.Path] = true
	}
	return m, true
}

// untrackedBudget bounds the entries looked at below a deleted directory. A larger tree is
// not walked to its end: what was seen decides (a project directory that big is rarely all
// hand-written work, and a walk must not stall the hook).
const untrackedBudget = 5000

// untrackedWork names a file below dir that git cannot give back once dir is deleted: an
// untracked secrets file, or an untracked file no ignore rule covers. Directories that are
// build output by name are skipped whole, and so is a project outside a repository (nothing
// to compare with; the tree rules outside the project still apply).
func untrackedWork(root, dir string) string {
	if buildDir(filepath.Base(dir)) {
		return ""
	}
	fi, err := os.Lstat(dir)
	if err != nil || !fi.IsDir() {
		return ""
	}
	tracked, ok := indexOf(root)
	if !ok {
		return ""
	}
	var secret string
	var plain []string
	n := 0
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if n++; n > untrackedBudget || secret != "" {
			return filepath.SkipAll
		}
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if p != dir && (buildDir(d.Name()) || d.Name() == ".git") {
				return filepath.SkipDir
			}
			return nil
		}
		rel, err := filepath.Rel(root, p)
		if err != nil || tracked[filepath.ToSlash(rel)] || !d.Type().IsRegular() {
			return nil
		}
		if secretName(d.Name()) {
			secret = filepath.ToSlash(rel)
		} else if len(plain) < 256 {
			plain = append(plain, filepath.ToSlash(rel))
		}
		return nil
	})
	if secret != "" {
		return secret
	}
	return firstNotIgnored(root, plain)
}

// firstNotIgnored asks git which of the untracked files its ignore rules cover, and returns
// the first one they do not. git is run only here, when a deleted directory holds files the
// index lacks, which ordinary deletes of tracked or build directories never reach. When git
// cannot answer, every file counts as work.
func firstNotIgnored(root string, files []string) string {
	if len(files) == 0 {
		return ""
	}
	cmd := exec.Command("git", "-C", root, "check-ignore", "-z", "--stdin")
	cmd.Stdin = strings.NewReader(strings.Join(files, "\x00") + "\x00")
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			return files[0]
		}
	}
	ignored := map[string]bool{}
	for _, f := range strings.Split(string(out), "\x00") {
		ignored[f] = true
	}
	for _, f := range files {
		if !ignored[f] {
			return f
		}
	}
	return ""
}

// buildDir names directories that builds, package managers and tools fill and refill.
func buildDir(name string) bool {
	switch name {
	case "node_modules", "dist", "build", "target", "out", ".cache", "__pycache__", ".pytest_cache",
		".mypy_cache", ".ruff_cache", ".tox", ".nox", ".venv", "venv", ".next", ".nuxt", ".turbo",
		".parcel-cache", "coverage", ".gradle", ".terraform", "bin", "obj", ".eggs", "_build",
		".svelte-kit", ".angular", "vendor":
		return true
	}
	return strings.HasSuffix(name, ".egg-info")
}

// secretName reports whether a file name marks a file of secrets: secretfiles' one list,
// which the secrets guard reads by too, the names that are secret only by their content
// included (an untracked .npmrc that held a token cannot be read once deleted).
func secretName(name string) bool {
	if r, _ := secretfiles.ByName(name); r != "" {
		return true
	}
	return secretfiles.ContentDecided(name)
}

// checkFiles judges a file tool's changes (Claude's Write, Gemini's write_file, apply_patch)
// by the fs.unrestorable rule: a whole-file write, a patch's Delete File or Add File, or a
// move onto an existing secrets file that git does not hold loses it as `rm` would. An edit
// keeps the rest of the file and passes; so does every change to any other file.
func (g *Guard) checkFiles(ev *hookguard.Event) hookguard.Verdict {
	if g.disabled["fs.unrestorable"] {
		return hookguard.Allowed()
	}
	for _, f := range ev.Files {
		switch f.Op {
		case hookguard.OpWrite, hookguard.OpPatchDelete, hookguard.OpPatchAdd, hookguard.OpMove:
		default:
			continue
		}
		abs := paths.Abs(f.Path, ev.Cwd, ev.Home)
		what := unrestorableFile(ev.Root, abs)
		if what == "" {
			continue
		}
		r := ruleByID("fs.unrestorable")
		verb := "overwrite"
		if f.Op == hookguard.OpPatchDelete {
			verb = "delete"
		}
		v := hookguard.Blocked(Name, r.id, "This would "+verb+" "+what+". "+r.reason+" Safer: "+r.safer+".")
		v.Action = verb + " " + abs
		return v
	}
	return hookguard.Allowed()
}
