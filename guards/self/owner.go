package self

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/spec"
)

// A change of owner or group (chown, chgrp) keeps the mode bits. The harness reads its
// settings, hook.sh and the recorded copies read the wrappers, git runs the shims and the
// wrappers run the binary, all as the user the harness runs as; whoever owns a file next, that
// user reads and runs it through whichever of the owner, group and other bits then applies.
// Where all three grant what the file needs (read, and execute where any of them has it),
// every directory on the way grants listing and search to all, and this user owns them all
// (so no write is gained), no owner can take hookguard away: `sudo chown -R "$USER" .` after
// a container left root-owned files passes. A mode that gives one class less could leave the
// harness's user in that class, and is judged as before; so is hookguard's state (its key and
// ledger are the user's alone).

// ownerKeepsAccess reports an owner change whose every file of hookguard's it reaches stays
// open to all, as found on disk now. Only hookguard's files are read, not the rest of a tree.
func (s *scope) ownerKeepsAccess(e spec.Effect, h hit) bool {
	if e.Kind != spec.Chmod || e.Class != "owner" || !ownerHarmless(h.rule) {
		return false
	}
	root := e.Path.Abs
	fi, err := os.Stat(root) // chown follows a link it is given (-h aside)
	if err != nil {
		return os.IsNotExist(err)
	}
	if !openToAll(fi) {
		return false
	}
	deep := e.Tree || e.Path.Found
	budget := maxOwnerWalk
	for _, pl := range s.places {
		inside := pl.tree && paths.Within(root, pl.path)
		below := paths.Within(pl.path, root)
		switch {
		case !inside && !below:
			continue
		case !ownerHarmless(pl.rule):
			return false
		case !deep:
			continue // only root's own owner changes
		case below && !openOnTheWay(root, pl.path, &budget):
			return false
		}
		start := pl.path // the place's tree, or below root where root is inside it
		if inside {
			start = root
		}
		if isDir(start) && !openBelow(start, &budget) {
			return false
		}
	}
	for _, b := range s.binaries() {
		for _, p := range b.names() {
			if deep && paths.Within(p, root) && !openOnTheWay(root, p, &budget) {
				return false
			}
		}
	}
	return true
}

// maxOwnerWalk bounds the entries an owner change's check reads: a larger tree (a whole
// project chowned) is judged as before rather than read at every call.
const maxOwnerWalk = 4096

// ownerHarmless names the places an owner change reaches only through their modes.
func ownerHarmless(rule string) bool {
	return rule == "hook-wrappers" || rule == "binary" || rule == "harness-settings"
}

// openToAll reports a mode that grants owner, group and others alike what hookguard's files
// need (a directory listing and search, a file reading, and running where any class may), on
// a file this user owns: a file another owns (a binary root installed) may be kept from this
// user's writes by that alone, and `sudo chown "$USER"` would hand every program the agent
// runs, seen or not, the write.
func openToAll(fi os.FileInfo) bool {
	perm := fi.Mode().Perm()
	switch {
	case fi.Mode()&os.ModeSymlink != 0:
		return true // a link below the root is not followed: its target keeps its owner
	case !ownedByMe(fi):
		return false
	case fi.IsDir():
		return perm&0o555 == 0o555
	case fi.Mode().IsRegular():
		return perm&0o444 == 0o444 && (perm&0o111 == 0 || perm&0o111 == 0o111)
	}
	return false
}

// openOnTheWay checks each entry from below root down to p, p included; a missing one ends
// the way (there is nothing below it to change).
func openOnTheWay(root, p string, budget *int) bool {
	rel, err := filepath.Rel(root, p)
	if err != nil {
		return false
	}
	at := root
	for _, name := range strings.Split(filepath.ToSlash(rel), "/") {
		if name == "." {
			continue
		}
		at = filepath.Join(at, name)
		if *budget--; *budget < 0 {
			return false
		}
		fi, err := os.Lstat(at)
		if err != nil {
			return os.IsNotExist(err)
		}
		if !openToAll(fi) {
			return false
		}
	}
	return true
}

// openBelow checks every entry below dir, within the budget.
func openBelow(dir string, budget *int) bool {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, d := range ents {
		if *budget--; *budget < 0 {
			return false
		}
		fi, err := d.Info()
		if err != nil {
			return os.IsNotExist(err)
		}
		if !openToAll(fi) || fi.IsDir() && !openBelow(filepath.Join(dir, d.Name()), budget) {
			return false
		}
	}
	return true
}
