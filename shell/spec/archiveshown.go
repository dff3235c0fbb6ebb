package spec

import "strings"

// archivesShown adds, for each archive a command prints whole (cat, zcat, strings, zgrep -a
// of backup.tgz) or sends off the machine (curl -T, scp, a gist, an upload), the members it
// holds: a tar stream holds its members' bytes as they are, and
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
		if p := &c.out[i]; p.Kind != Read || p.Class != "show" && p.Class != "search" && p.Class != "send" || p.Tree || p.Path.Dyn || p.Path.Abs == "" {
			continue
		}
		e := c.out[i]
		if c.packedShown(e) || !archiveName(e.Path.Abs) {
			continue
		}
		members, state := c.memberPaths(e.Path)
		if state != archiveListed {
			continue
		}
		for _, m := range members {
			c.Add(Effect{Kind: Read, Path: memberPath(Word{S: m}), Tree: true, Class: e.Class, By: e.By, Filter: e.Filter, Text: e.Text})
		}
	}
}

// packedShown adds, for a file an archiver of the same line wrote before e reads it (tar czf
// /tmp/a.tgz . && curl -T /tmp/a.tgz URL), what the archiver packed, read as e reads the
// archive: whatever its name, since the line itself says what it holds.
func (c *Call) packedShown(e Effect) bool {
	if c.In.FS == nil || c.In.Remote {
		return false
	}
	packed, ok := c.In.FS.PackedBefore(e.Path.Abs)
	for _, pk := range packed {
		c.Add(Effect{Kind: Read, Path: pk.Path, Tree: pk.Tree, Class: e.Class, By: e.By, Filter: pk.Filter, Text: e.Text})
	}
	return ok
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

// unpacked marks the reads the program's own effects (from index n on) make as a program that
// unpacks compressed data: the gzip family (gzip, gunzip, zcat, pigz and their pagers, greps
// and comparers), zstdcat, 7z and bsdcat. What such a read takes in is judged by what the
// data holds, not by the name the file has now.
func (c *Call) unpacked(n int) {
	for i := n; i < len(c.out); i++ {
		e := &c.out[i]
		if e.Kind != Read {
			continue
		}
		by := e.By
		if by == "" {
			by = c.Name
		}
		if prog, _, _ := strings.Cut(by, " "); unpacks(prog) {
			e.Unpacked = true
		}
	}
}

// unpacks reports the programs that read a file as compressed data: gzip's family by every
// name it is installed under (gzcat, zless, zmore, zgrep, zdiff ...), and the programs that
// read any format (7z, bsdcat, zstdcat: zstd reads gzip too).
func unpacks(name string) bool {
	switch name {
	case "zcat", "gzcat", "gunzip", "gzip", "zless", "zmore", "zgrep", "zegrep", "zfgrep", "zdiff", "zcmp", "pigz", "unpigz", "zstdcat", "7z", "bsdcat":
		return true
	}
	return false
}
