package boundary

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// systemBin reports the system's program directories on PATH: none is a scratch directory
// (Homebrew's are the user's to write, but not scratch either), so a write there is judged
// outside every root already, and resolving them here would only cost a lookup. A switch,
// not a map built when every hook process starts for the few that ask.
func systemBin(d string) bool {
	switch d {
	case "/bin", "/sbin", "/usr/bin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin", "/opt/homebrew/bin", "/snap/bin":
		return true
	}
	return false
}

// pathDirs are the directories on the PATH the harness gave its hooks (and so its agent's
// commands, and the user's shell that started it), resolved, but for the system ones, made on
// first use: only a write into a scratch directory asks.
func (s *scope) pathDirs() []string {
	if s.onPath != nil {
		return s.onPath
	}
	s.onPath = []string{}
	for _, d := range filepath.SplitList(s.g.getenv("PATH")) {
		if d == "" || !filepath.IsAbs(d) || systemBin(paths.Clean(d)) {
			continue // a relative entry is the cwd's, judged where the write lands
		}
		s.onPath = append(s.onPath, paths.Real(d))
	}
	return s.onPath
}

// inPathDir reports the PATH directory a write to p would put a program in (p itself, or a
// file directly in it, or a tree that holds it): a scratch directory on PATH is no scratch,
// since a `git` or `sh` put there shadows the real one for the user, for git's hooks and for
// every later command (`cp evil.sh /tmp/bin/git`, `GOBIN=/tmp/bin go install`).
func (s *scope) inPathDir(p string) string {
	dirs := s.pathDirs()
	if len(dirs) == 0 {
		return ""
	}
	parent := paths.Dir(p)
	for _, d := range dirs {
		if p == d || parent == d || (paths.Within(d, p) && !s.tempRoot(p)) {
			return d
		}
	}
	return ""
}

// tempRoot reports a scratch directory itself (/tmp): writing it whole is no way to put a
// program in a directory on PATH below it, and listing it as one would stop every mktemp.
func (s *scope) tempRoot(p string) bool {
	for _, t := range s.temps {
		if strings.TrimSuffix(p, "/") == t {
			return true
		}
	}
	return p == "/"
}
