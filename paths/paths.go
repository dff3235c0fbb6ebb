// Package paths is the one path resolver every guard uses: it expands ~ and $HOME, makes a path
// absolute against the action's cwd, resolves symlinks component by component as the kernel
// would (dangling links too), and answers containment by path components, never by string
// prefix.
package paths

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
)

// maxLinks bounds symlink hops, as the kernel's ELOOP does.
const maxLinks = 40

// Abs expands a leading ~ (or ~/...) to home, $HOME and ${HOME} at the start, and makes p
// absolute against cwd. It touches no file and keeps ".." as written: whether "link/.." is the
// link's parent or its target's is for Real to say, as the kernel would. "~user" is expanded only for the
// user whose home is home (by its last component); other users' homes are resolved as
// /home/<user>, which is where they are on the machines agents run on.
func Abs(p, cwd, home string) string {
	switch {
	case p == "~" || strings.HasPrefix(p, "~/"):
		p = home + p[1:]
	case strings.HasPrefix(p, "~"):
		user, rest, _ := strings.Cut(p[1:], "/")
		if user == filepath.Base(home) {
			p = filepath.Join(home, rest)
		} else {
			p = filepath.Join("/home", user, rest)
		}
	case p == "$HOME" || strings.HasPrefix(p, "$HOME/"):
		p = home + p[len("$HOME"):]
	case p == "${HOME}" || strings.HasPrefix(p, "${HOME}/"):
		p = home + p[len("${HOME}"):]
	}
	if !filepath.IsAbs(p) {
		p = strings.TrimSuffix(cwd, "/") + "/" + p
	}
	return p
}

// Resolve is Real(Abs(p, cwd, home)): where a write to p from cwd would land.
func Resolve(p, cwd, home string) string { return Real(Abs(p, cwd, home)) }

// Real resolves every symlink in the absolute path p, component by component. A component that
// does not exist ends the walk and the rest is appended as written, so a dangling link resolves
// to where a write through it would land. Too many hops return the path as resolved so far.
func Real(p string) string {
	if !filepath.IsAbs(p) {
		return Clean(p)
	}
	if !cacheOn.Load() {
		return realWalk(p)
	}
	// Each guard asks about the same words: the answer is kept under the word as asked too,
	// which spares cleaning it again (cleaning was a twelfth of a long script's call).
	cacheMu.Lock()
	r, ok := cache[p]
	cacheMu.Unlock()
	if ok {
		return r
	}
	// Cleaning is safe but for "..": after a symlink it climbs from the link's target, which
	// only the walk knows ("./" and doubled slashes are what a script's words are full of).
	c := Clean(p)
	if c == "/" || (c != p && hasDotDot(p)) {
		return realWalk(p)
	}
	if c == p {
		return realCachedMiss(p) // looked up under p just now
	}
	r = realCached(c)
	cacheMu.Lock()
	cache[p] = r
	cacheMu.Unlock()
	return r
}

// hasDotDot reports whether p has a ".." component ("..." is a name).
func hasDotDot(p string) bool {
	for rest := p; rest != ""; {
		var part string
		part, rest, _ = strings.Cut(rest, "/")
		if part == ".." {
			return true
		}
	}
	return false
}

// realWalk is Real without the cache.
func realWalk(p string) string {
	done := "/"
	rest := strings.Split(strings.TrimPrefix(p, "/"), "/")
	hops := 0
	for len(rest) > 0 {
		part := rest[0]
		rest = rest[1:]
		switch part {
		case "", ".":
			continue
		case "..":
			done = filepath.Dir(done)
			continue
		}
		// done is clean and absolute and part a plain name, so this is filepath.Join(done,
		// part) without its Clean pass (which cost more than the Lstat's own code).
		next := done + "/" + part
		if done == "/" {
			next = "/" + part
		}
		fi, err := os.Lstat(next)
		if err != nil {
			// Missing: nothing further can be a link we can see.
			return filepath.Join(append([]string{next}, rest...)...)
		}
		if fi.Mode()&os.ModeSymlink == 0 {
			done = next
			continue
		}
		if procSelf(next) {
			return filepath.Join(append([]string{next}, rest...)...)
		}
		hops++
		if hops > maxLinks {
			return filepath.Join(append([]string{next}, rest...)...)
		}
		target, err := os.Readlink(next)
		if err != nil {
			return filepath.Join(append([]string{next}, rest...)...)
		}
		if filepath.IsAbs(target) {
			done = "/"
		}
		rest = append(strings.Split(strings.TrimPrefix(target, "/"), "/"), rest...)
	}
	return done
}

// procSelf reports the links that name the process reading them (/proc/self,
// /proc/thread-self). Resolved here they, and the links below them (fd/0, cwd, root), would name
// hookguard's own process, not the command's: a reason would cite hookguard's pid
// (/proc/4242/environ), different at every call, and /proc/self/fd/0 would be the hook's payload
// pipe. A path through them is kept as spelled from there on, which is what every rule about
// them names.
func procSelf(p string) bool { return p == "/proc/self" || p == "/proc/thread-self" }

// The resolution cache: a hook call judges one event, and its guards resolve many paths under
// the same few directories (a long script's words all sit under the cwd), and often the same
// paths (each guard resolves the cwd and the command's arguments for itself). With the cache
// on, each path and each directory prefix is resolved once per event instead of once per ask.
// CacheResolutions makes the maps: nothing is built at start-up for a call that uses none.
var (
	cacheOn atomic.Bool
	cacheMu sync.Mutex
	cache   map[string]string
	missing map[string]bool // resolved paths an lstat found absent (or unreadable)
)

// CacheResolutions starts a fresh cache and turns it on. The hook entry calls it once per event
// it judges: the filesystem is then a snapshot for that judgement, and no resolution outlives it.
func CacheResolutions() {
	cacheMu.Lock()
	// Sized for a typical call (a write or a block resolves ~30 of self's places and their
	// directories, ~100 entries): growing from empty rehashed the map five times.
	cache, missing = make(map[string]string, 128), make(map[string]bool, 32)
	cacheMu.Unlock()
	cacheOn.Store(true)
}

// Absent reports a path this event's snapshot holds as missing: p, or a directory above it, was
// found absent (or unreadable) when Real resolved it, by its own name or by what it resolves
// to. A caller about to open, list or stat p only to find what is there need not: the system
// call could only fail (a long script names the same absent build directory in many commands,
// and each guard looks). False where nothing is known, and with the cache off.
func Absent(p string) bool {
	if !cacheOn.Load() || p == "" {
		return false
	}
	cacheMu.Lock()
	defer cacheMu.Unlock()
	for q := p; ; {
		if missing[q] {
			return true
		}
		if r, ok := cache[q]; ok && missing[r] {
			return true
		}
		i := strings.LastIndexByte(q, filepath.Separator)
		if i <= 0 {
			return false
		}
		q = q[:i]
	}
}

// realCached resolves a clean absolute path other than "/": its directory through the cache,
// its last component by one lstat, and a symlink there by a full walk.
func realCached(p string) string {
	cacheMu.Lock()
	r, ok := cache[p]
	cacheMu.Unlock()
	if ok {
		return r
	}
	return realCachedMiss(p)
}

// realCachedMiss is realCached for a path the cache does not hold yet.
func realCachedMiss(p string) string {
	// p is clean and absolute: its directory and last name are cut, not cleaned again (filepath's
	// Dir and Base cleaned and copied, a third of a call).
	i := strings.LastIndexByte(p, filepath.Separator)
	if i < 0 {
		return p // no separator (a Windows drive, "C:"): nothing above it to resolve
	}
	dir, base := p[:i], p[i+1:]
	rd, r := "/", ""
	if i == 0 {
		dir = "/"
	} else {
		// Each step is shorter than the last, so the recursion ends, on Windows' `C:\` too.
		rd = realCached(dir)
	}
	switch {
	case rd == dir:
		r = p // no link above: the path is its own resolution, and no string is made
	case rd == "/":
		r = "/" + base
	default:
		r = rd + "/" + base
	}
	cacheMu.Lock()
	gone := missing[rd]
	cacheMu.Unlock()
	// Below a directory that is not there nothing is, and no lstat need say so: the places a
	// guard asks about (~/.codex/hooks.json, ~/.gemini/settings.json) are mostly absent, and
	// on a sandboxed host a system call is what a hook call's time goes on.
	if !gone {
		switch lstatKind(r) {
		case kindMissing:
			gone = true
		case kindLink:
			r = realWalk(r)
		}
	}
	cacheMu.Lock()
	cache[p] = r
	if gone {
		missing[r] = true
	}
	cacheMu.Unlock()
	return r
}

type kind uint8

const (
	kindOther   kind = iota // present, not a link
	kindMissing             // absent or unreadable: nothing below it can be seen
	kindLink
)

// Within reports whether p is root or lies below it, comparing whole components. Both must be
// clean absolute paths.
func Within(p, root string) bool {
	if root == "" {
		return false
	}
	if p == root || root == "/" {
		return true
	}
	return strings.HasPrefix(p, root) && p[len(root)] == '/'
}

// Inside reports whether p lies within any of roots.
func Inside(p string, roots ...string) bool {
	for _, r := range roots {
		if Within(p, r) {
			return true
		}
	}
	return false
}
