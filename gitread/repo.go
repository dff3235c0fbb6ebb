// Package gitread reads a git repository straight from its .git directory: HEAD, the upstream
// of the current branch, loose and packed refs, loose and packed objects (with delta chains),
// and the index. It never spawns git: a git process costs about 2 ms, the whole hook budget.
// It is read-only and small; anything it does not understand is an error, never a guess.
package gitread

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/state"
)

// Hash is an object name: 20 bytes for SHA-1 repositories, 32 for SHA-256 ones.
type Hash []byte

func (h Hash) String() string { return hex.EncodeToString(h) }

// IsZero reports whether h is empty.
func (h Hash) IsZero() bool { return len(h) == 0 }

// ErrNotFound is returned (wrapped) for a ref, an object or a path that does not exist.
var ErrNotFound = errors.New("not found")

// ErrNoRepo is returned by Open when no repository encloses the directory.
var ErrNoRepo = errors.New("not inside a git repository")

// Repo is an opened repository. It caches what it reads; it is not safe for concurrent use.
type Repo struct {
	WorkTree  string // the top of the work tree
	GitDir    string // the .git directory (a worktree's own one for linked worktrees)
	CommonDir string // where objects, packed refs and config live (== GitDir outside worktrees)

	hashLen int
	config  map[string]string // "section.sub.key" (lower-cased section and key) -> last value
	packed  map[string]Hash   // packed-refs, read lazily
	packs   []*pack
	loaded  bool     // packs listed
	odbs    []string // object stores: objects/ and its alternates, read lazily
}

// Open finds the repository that encloses dir (walking up, like git) and opens it. A .git
// file (worktrees, submodules) is followed to its gitdir.
func Open(dir string) (*Repo, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	for d := dir; ; {
		dotgit := filepath.Join(d, ".git")
		fi, err := os.Stat(dotgit)
		if err == nil {
			gitdir := dotgit
			if !fi.IsDir() {
				gitdir, err = readGitFile(dotgit)
				if err != nil {
					return nil, err
				}
			}
			return openGitDir(d, gitdir)
		}
		parent := filepath.Dir(d)
		if parent == d {
			return nil, fmt.Errorf("%s: %w", dir, ErrNoRepo)
		}
		d = parent
	}
}

// readGitFile reads a "gitdir: PATH" file.
func readGitFile(name string) (string, error) {
	b, err := readFile(name)
	if err != nil {
		return "", err
	}
	line := strings.TrimSpace(string(b))
	p, ok := strings.CutPrefix(line, "gitdir:")
	if !ok {
		return "", fmt.Errorf("%s: want a line \"gitdir: PATH\", found %q", name, line)
	}
	p = strings.TrimSpace(p)
	if !filepath.IsAbs(p) {
		p = filepath.Join(filepath.Dir(name), p)
	}
	return filepath.Clean(p), nil
}

func openGitDir(worktree, gitdir string) (*Repo, error) {
	r := &Repo{WorkTree: worktree, GitDir: gitdir, CommonDir: gitdir, hashLen: 20}
	if b, err := readFile(filepath.Join(gitdir, "commondir")); err == nil {
		c := strings.TrimSpace(string(b))
		if !filepath.IsAbs(c) {
			c = filepath.Join(gitdir, c)
		}
		r.CommonDir = filepath.Clean(c)
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, err // there but unreadable (a FIFO, a device): where the refs are is unknown
	}
	if err := r.readConfig(); err != nil {
		return nil, err
	}
	switch f := r.config["extensions.objectformat"]; strings.ToLower(f) {
	case "", "sha1":
	case "sha256":
		r.hashLen = 32
	default:
		return nil, fmt.Errorf("%s: unknown extensions.objectformat %q", gitdir, f)
	}
	return r, nil
}

// readConfig reads the configuration git reads for this repository, in its order, the last
// setting winning: the system file, the user's global files, the repository's config and its
// work tree's config.worktree, each with the files its include.path and includeIf.*.path pull
// in where they stand (every condition taken as met). Enough of git's syntax for branch,
// remote and extension keys (sections, quoted subsections, key = value, comments, quoted
// values). Only the repository's own file is an error where it is there but unreadable.
func (r *Repo) readConfig() error {
	r.config = map[string]string{}
	for _, f := range userConfigFiles() {
		r.configFile(f, 0)
	}
	for k := range r.config {
		if strings.HasPrefix(k, "extensions.") {
			delete(r.config, k) // git takes a repository's format from its own file alone
		}
	}
	b, err := readFile(filepath.Join(r.CommonDir, "config"))
	switch {
	case err == nil:
		r.configText(b, filepath.Join(r.CommonDir, "config"), 0)
	case !errors.Is(err, os.ErrNotExist):
		return err
	}
	if wt, err := readFile(filepath.Join(r.GitDir, "config.worktree")); err == nil {
		r.configText(wt, filepath.Join(r.GitDir, "config.worktree"), 0)
	} else if !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// maxIncludes bounds the include hops followed from one configuration file.
const maxIncludes = 4

// userConfigFiles are the configuration files git reads before the repository's, as the
// environment names them: the system file (unless GIT_CONFIG_NOSYSTEM), then GIT_CONFIG_GLOBAL
// alone where it is set, else $XDG_CONFIG_HOME/git/config and ~/.gitconfig.
func userConfigFiles() []string {
	var out []string
	if os.Getenv("GIT_CONFIG_NOSYSTEM") == "" {
		sys := "/etc/gitconfig"
		if v, ok := os.LookupEnv("GIT_CONFIG_SYSTEM"); ok {
			sys = v
		}
		out = append(out, sys)
	}
	if v, ok := os.LookupEnv("GIT_CONFIG_GLOBAL"); ok {
		return append(out, v)
	}
	home, _ := os.UserHomeDir()
	xdg := os.Getenv("XDG_CONFIG_HOME")
	if xdg == "" && home != "" {
		xdg = filepath.Join(home, ".config")
	}
	if xdg != "" {
		out = append(out, filepath.Join(xdg, "git", "config"))
	}
	if home != "" {
		out = append(out, filepath.Join(home, ".gitconfig"))
	}
	return out
}

// configFile reads one configuration file where it can be read; a missing one sets nothing.
func (r *Repo) configFile(name string, depth int) {
	if name == "" || name == os.DevNull {
		return
	}
	if b, err := readFile(name); err == nil {
		r.configText(b, name, depth)
	}
}

// configText reads a configuration file's text, following its includes where they stand.
func (r *Repo) configText(b []byte, name string, depth int) {
	section := ""
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if line[0] == '[' {
			end := strings.LastIndexByte(line, ']')
			if end < 0 {
				continue
			}
			section = configSection(line[1:end])
			continue
		}
		key, val, hasVal := strings.Cut(line, "=")
		key = strings.ToLower(strings.TrimSpace(key))
		if !hasVal {
			val = "true"
		}
		val = ConfigValue(strings.TrimSpace(val))
		r.config[section+"."+key] = val
		if key == "path" && depth < maxIncludes && (section == "include" || strings.HasPrefix(section, "includeif.")) {
			r.configFile(includePath(val, name), depth+1)
		}
	}
}

// configSection reads a section header's inside: `branch "main"`, or the old `branch.main`.
func configSection(head string) string {
	name, sub, hasSub := strings.Cut(head, " ")
	section := strings.ToLower(name)
	if hasSub {
		sub = strings.TrimSpace(sub)
		sub = strings.TrimSuffix(strings.TrimPrefix(sub, `"`), `"`)
		sub = strings.ReplaceAll(strings.ReplaceAll(sub, `\"`, `"`), `\\`, `\`)
		section += "." + sub
	} else if i := strings.IndexByte(name, '.'); i >= 0 { // [branch.main], the old form
		section = strings.ToLower(name[:i]) + "." + name[i+1:]
	}
	return section
}

// includePath is the file an include's path names: ~/ is the home directory, and a relative
// path is taken from the including file's directory, as git takes it.
func includePath(p, from string) string {
	switch {
	case p == "~" || strings.HasPrefix(p, "~/"):
		home, err := os.UserHomeDir()
		if err != nil || home == "" {
			return ""
		}
		return filepath.Join(home, p[1:])
	case filepath.IsAbs(p):
		return p
	}
	return filepath.Join(filepath.Dir(from), p)
}

// ConfigValue reads a git config value as git does: quotes are removed, backslash escapes
// decoded (\n, \t, \b), and a comment (# or ;) outside quotes ends it.
func ConfigValue(v string) string {
	var b strings.Builder
	quoted := false
	for i := 0; i < len(v); i++ {
		ch := v[i]
		switch {
		case ch == '"':
			quoted = !quoted
		case ch == '\\' && i+1 < len(v):
			i++
			switch v[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'b':
				s := b.String()
				b.Reset()
				if len(s) > 0 {
					b.WriteString(s[:len(s)-1])
				}
			default:
				b.WriteByte(v[i])
			}
		case (ch == '#' || ch == ';') && !quoted:
			return strings.TrimSpace(b.String())
		default:
			b.WriteByte(ch)
		}
	}
	return strings.TrimSpace(b.String())
}

// Config returns the last value of a key such as "branch.main.remote" (section and key
// compared case-insensitively, subsection as written).
func (r *Repo) Config(key string) (string, bool) {
	first, rest, _ := strings.Cut(key, ".")
	if i := strings.LastIndexByte(rest, '.'); i >= 0 {
		key = strings.ToLower(first) + "." + rest[:i] + "." + strings.ToLower(rest[i+1:])
	} else {
		key = strings.ToLower(key)
	}
	v, ok := r.config[key]
	return v, ok
}

// Head returns the ref HEAD points at ("refs/heads/main"; "" when detached) and its commit.
// An unborn branch returns the ref and a nil hash.
func (r *Repo) Head() (string, Hash, error) {
	b, err := readFile(filepath.Join(r.GitDir, "HEAD"))
	if err != nil {
		return "", nil, err
	}
	line := strings.TrimSpace(string(b))
	if ref, ok := strings.CutPrefix(line, "ref:"); ok {
		ref = strings.TrimSpace(ref)
		h, err := r.Ref(ref)
		if errors.Is(err, ErrNotFound) {
			return ref, nil, nil
		}
		return ref, h, err
	}
	h, err := r.parseHash(line)
	return "", h, err
}

// Upstream returns the remote-tracking ref the current branch follows (branch.<b>.remote and
// branch.<b>.merge mapped through the remote's fetch refspecs) and its commit. ok is false
// when HEAD is detached or the branch has no upstream.
func (r *Repo) Upstream() (ref string, h Hash, ok bool, err error) {
	head, _, err := r.Head()
	if err != nil || head == "" {
		return "", nil, false, err
	}
	branch, isBranch := strings.CutPrefix(head, "refs/heads/")
	if !isBranch {
		return "", nil, false, nil
	}
	remote, _ := r.Config("branch." + branch + ".remote")
	merge, _ := r.Config("branch." + branch + ".merge")
	if remote == "" || merge == "" {
		return "", nil, false, nil
	}
	if remote == "." { // tracks a local branch
		ref = merge
	} else {
		ref = r.mapFetch(remote, merge)
		if ref == "" {
			return "", nil, false, nil
		}
	}
	h, err = r.Ref(ref)
	if errors.Is(err, ErrNotFound) {
		return ref, nil, false, nil // configured but never fetched
	}
	if err != nil {
		return ref, nil, false, err
	}
	return ref, h, true, nil
}

// mapFetch maps a remote's ref through the remote's fetch refspec (the default one when none
// is configured): refs/heads/main -> refs/remotes/origin/main.
func (r *Repo) mapFetch(remote, merge string) string {
	spec, ok := r.Config("remote." + remote + ".fetch")
	if !ok {
		spec = "+refs/heads/*:refs/remotes/" + remote + "/*"
	}
	spec = strings.TrimPrefix(spec, "+")
	src, dst, found := strings.Cut(spec, ":")
	if !found {
		return ""
	}
	if sp, ss, ok := strings.Cut(src, "*"); ok {
		if !strings.HasPrefix(merge, sp) || !strings.HasSuffix(merge, ss) || len(merge) < len(sp)+len(ss) {
			return ""
		}
		mid := merge[len(sp) : len(merge)-len(ss)]
		return strings.Replace(dst, "*", mid, 1)
	}
	if src == merge {
		return dst
	}
	return ""
}

// Ref resolves a full ref name ("refs/heads/main", "HEAD"), following symbolic refs, in the
// loose refs first and then packed-refs.
func (r *Repo) Ref(name string) (Hash, error) {
	for range 10 {
		dir := r.CommonDir
		if name == "HEAD" || !strings.HasPrefix(name, "refs/") || strings.HasPrefix(name, "refs/bisect/") ||
			strings.HasPrefix(name, "refs/worktree/") {
			dir = r.GitDir
		}
		if strings.Contains(name, "..") {
			return nil, fmt.Errorf("ref %q: invalid name", name)
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		b, err := readFile(file)
		if err == nil {
			line := strings.TrimSpace(string(b))
			if target, ok := strings.CutPrefix(line, "ref:"); ok {
				name = strings.TrimSpace(target)
				continue
			}
			return r.parseHash(line)
		}
		if !errors.Is(err, os.ErrNotExist) && !isDirErr(file, err) {
			return nil, err
		}
		if err := r.readPacked(); err != nil {
			return nil, err
		}
		if h, ok := r.packed[name]; ok {
			return h, nil
		}
		return nil, fmt.Errorf("ref %s: %w", name, ErrNotFound)
	}
	return nil, fmt.Errorf("ref %s: symbolic refs nest too deep", name)
}

// isDirErr reports a read of file that failed because it is a directory (refs/heads/feature
// when feature/x is a branch): the ref is then looked for among the packed ones. A FIFO or a
// device there is no such case, and stays an error.
func isDirErr(file string, err error) bool {
	if errors.Is(err, state.ErrNotRegular) {
		fi, serr := os.Stat(file)
		return serr == nil && fi.IsDir()
	}
	var pe *os.PathError
	return errors.As(err, &pe) && strings.Contains(pe.Err.Error(), "is a directory")
}

// MaxFile bounds a read of a repository file: an index of a very large work tree runs to
// hundreds of megabytes, while a link to /dev/zero put in .git would never end.
const MaxFile = 1 << 30

// readFile reads a repository file: only a regular one, opened without waiting (a FIFO put
// where .git/HEAD, a ref, the config or the index was would wait for a writer). Anything else
// is an error, as every file this package does not understand is.
func readFile(name string) ([]byte, error) { return state.ReadFileShared(name, MaxFile) }

func (r *Repo) readPacked() error {
	if r.packed != nil {
		return nil
	}
	r.packed = map[string]Hash{}
	b, err := readFile(filepath.Join(r.CommonDir, "packed-refs"))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if line == "" || line[0] == '#' || line[0] == '^' {
			continue
		}
		hx, name, ok := strings.Cut(strings.TrimSpace(line), " ")
		if !ok {
			continue
		}
		h, err := r.parseHash(hx)
		if err != nil {
			return fmt.Errorf("packed-refs: %w", err)
		}
		r.packed[name] = h
	}
	return nil
}

func (r *Repo) parseHash(s string) (Hash, error) {
	h, err := hex.DecodeString(s)
	if err != nil || len(h) != r.hashLen {
		return nil, fmt.Errorf("%q is not an object name", s)
	}
	return h, nil
}

// Applied returns the commit whose content counts as published: the upstream of the current
// branch, or HEAD when there is none. ok is false in a repository without commits.
func (r *Repo) Applied() (Hash, string, bool, error) {
	if ref, h, ok, err := r.Upstream(); err != nil {
		return nil, "", false, err
	} else if ok {
		return h, ref, true, nil
	}
	_, h, err := r.Head()
	if err != nil || h == nil {
		return nil, "", false, err
	}
	return h, "HEAD", true, nil
}
