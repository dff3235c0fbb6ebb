package paths

import (
	"path/filepath"
	"strings"
)

// Clean is filepath.Clean. A path that is clean already, what almost every word of a script
// and every place a guard builds is, comes back as it is after one pass over its bytes;
// filepath.Clean rebuilt it byte by byte, and did so some 350 times in a 200-line script's
// call (a thirtieth of it).
func Clean(p string) string {
	if filepath.Separator == '/' && isClean(p) {
		return p
	}
	return filepath.Clean(p)
}

// Join is filepath.Join. Where both are clean, dir is not "." and name is relative and does
// not climb, they are only put together.
func Join(dir, name string) string {
	if filepath.Separator == '/' && name != "" && name[0] != '/' && name != "." && dir != "." && isClean(dir) && isClean(name) && !startsDotDot(name) {
		if dir == "/" {
			return "/" + name
		}
		return dir + "/" + name
	}
	return filepath.Join(dir, name)
}

// startsDotDot reports whether a clean relative path climbs ("..", "../x"): joined to a
// directory it removes that directory's last name, which only Clean does.
func startsDotDot(name string) bool {
	return name == ".." || strings.HasPrefix(name, "../")
}

// isClean reports whether filepath.Clean(p) == p on a system whose separator is '/': no empty,
// "." or ".." name but where Clean keeps one (a lone ".", leading ".." of a relative path), and
// no trailing slash but on "/". One pass over the bytes: a name is looked at only where it
// starts, and only if it starts with a dot (IndexByte per name cost more, names being short).
func isClean(p string) bool {
	n := len(p)
	if n == 0 {
		return false
	}
	if p == "/" || p == "." {
		return true
	}
	if p[n-1] == '/' {
		return false // a trailing slash
	}
	i := 0
	leading := true // still among the ".." a relative path may start with
	if p[0] == '/' {
		i, leading = 1, false
	}
	for i < n { // p[i] starts a name
		switch p[i] {
		case '/':
			return false // "//"
		case '.':
			if i+1 == n || p[i+1] == '/' {
				return false // "/./" or "/."
			}
			if p[i+1] == '.' && (i+2 == n || p[i+2] == '/') {
				if !leading {
					return false // ".." after a name, or under the root
				}
				i += 3
				continue
			}
		}
		leading = false
		for i < n && p[i] != '/' {
			i++
		}
		i++
	}
	return true
}

// Dir is filepath.Dir. The directory of a clean path is the part before its last slash, which
// is clean too; filepath.Dir cleaned that part byte by byte again.
func Dir(p string) string {
	if filepath.Separator != '/' || !isClean(p) {
		return filepath.Dir(p)
	}
	i := strings.LastIndexByte(p, '/')
	switch {
	case i < 0:
		return "."
	case i == 0:
		return "/"
	}
	return p[:i]
}

// EqualFold is strings.EqualFold, compared from the end: two paths differ most often in their
// last name, while a long shared prefix (the home, the project) is what strings.EqualFold reads
// first. While both ends are ASCII, bytes are runes and a mismatch or a length left over is
// the answer; a non-ASCII byte leaves the rest to strings.EqualFold (the Kelvin sign folds to k).
func EqualFold(a, b string) bool {
	i, j := len(a)-1, len(b)-1
	for ; i >= 0 && j >= 0; i, j = i-1, j-1 {
		x, y := a[i], b[j]
		if x >= 0x80 || y >= 0x80 {
			return strings.EqualFold(a[:i+1], b[:j+1])
		}
		if x != y && lowerASCII(x) != lowerASCII(y) {
			return false
		}
	}
	return i < 0 && j < 0
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
