package spec

import "strings"

// archivesShown adds, for each archive a command prints whole (cat, zcat, strings, zgrep -a
// of backup.tgz), the members it holds: a tar stream holds its members' bytes as they are, and
// a compressed one is the same bytes in another spelling, so printing it prints each member,
// judged by its whole name (config/.env) as tar -xO's are. Only names that end as an archive
// does are opened, so an ordinary file shown costs no read; an archive renamed to hide it is
// judged by its name alone.
func (c *Call) archivesShown() {
	if c.membersShown {
		return
	}
	n := len(c.out)
	for i := 0; i < n; i++ {
		// Looked at in place, copied only when it is an archive (an Effect is some 230
		// bytes, and every effect of every command passes here): c.Add below may move c.out.
		if p := &c.out[i]; p.Kind != Read || p.Class != "show" && p.Class != "search" || p.Tree || p.Path.Dyn || p.Path.Abs == "" || !archiveName(p.Path.Abs) {
			continue
		}
		e := c.out[i]
		members, state := c.memberPaths(e.Path)
		if state != archiveListed {
			continue
		}
		for _, m := range members {
			c.Add(Effect{Kind: Read, Path: memberPath(Word{S: m}), Tree: true, Class: e.Class, By: e.By, Filter: e.Filter, Text: e.Text})
		}
	}
}

// archiveExts are the name endings of the archives whose members archiveNames can list.
var archiveExts = [...]string{".tar", ".tgz", ".tar.gz", ".taz", ".tbz", ".tbz2", ".tar.bz2", ".zip", ".jar", ".war", ".whl", ".cpio"}

func archiveName(p string) bool {
	l := strings.ToLower(p)
	for _, x := range archiveExts {
		if strings.HasSuffix(l, x) {
			return true
		}
	}
	return false
}
