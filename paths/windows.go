package paths

import (
	"path/filepath"
	"strings"
)

// Windows reports whether p is, or contains after a join, a Windows absolute path: a drive
// (`C:\`, `C:/`, `C:`), a UNC share (`\\server\share`) or a device or extended-length prefix
// (`\\?\`, `\\.\`). On a POSIX host such a path names nothing inside any root, so guards count
// it as outside; a harness that joined it under the cwd leaves it as a later component, which
// is why every component is looked at.
func Windows(p string) bool {
	if strings.HasPrefix(p, `\\`) || drive(p) {
		return true
	}
	for _, c := range strings.Split(p, "/") {
		if strings.HasPrefix(c, `\\`) || drive(c) && (len(c) == 2 || c[2] == '\\') {
			return true
		}
	}
	return false
}

func drive(s string) bool {
	if len(s) < 2 || s[1] != ':' {
		return false
	}
	c := s[0] | 0x20
	if c < 'a' || c > 'z' {
		return false
	}
	return len(s) == 2 || s[2] == '\\' || s[2] == '/'
}

// HasPart reports whether a component of p equals name, compared case-insensitively: `.GIT`
// is `.git` on the case-insensitive volumes of macOS and Windows, and a name that is protected
// there is protected everywhere.
func HasPart(p, name string) bool {
	for _, c := range strings.Split(p, "/") {
		if strings.EqualFold(c, name) {
			return true
		}
	}
	return false
}

// Rel returns p relative to root as a slash path ("" for root itself) and whether p lies
// within root, by whole components.
func Rel(p, root string) (string, bool) {
	if !Within(p, root) {
		return "", false
	}
	if p == root {
		return "", true
	}
	if root == "/" {
		return strings.TrimPrefix(p, "/"), true
	}
	return filepath.ToSlash(p[len(root)+1:]), true
}

// WithinFold is Within with components compared case-insensitively, for names that must be
// protected whatever case the agent spells them in.
func WithinFold(p, root string) bool {
	if root == "" {
		return false
	}
	if root == "/" {
		return true
	}
	if len(p) < len(root) || !EqualFold(p[:len(root)], root) {
		return false
	}
	return len(p) == len(root) || p[len(root)] == '/'
}
