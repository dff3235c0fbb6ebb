package destructive

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/shell"
)

// opts splits argv into options and operands the GNU way: clusters of short options, long
// options, and `--` ending the options. valued lists short letters that take a value.
type argv struct {
	short    string   // every short option letter seen
	long     []string // long options, without "--" and "=value"
	operands []int    // indexes of operands in c.Args
}

func parseArgs(c *shell.Command, valued string, longValued ...string) argv {
	var a argv
	end := false
	for i := 0; i < len(c.Args); i++ {
		s := c.Args[i]
		if end || c.Dynamic[i] || len(s) < 2 || s[0] != '-' {
			a.operands = append(a.operands, i)
			continue
		}
		if s == "--" {
			end = true
			continue
		}
		if strings.HasPrefix(s, "--") {
			k, _, has := strings.Cut(s[2:], "=")
			a.long = append(a.long, k)
			if !has && contains(longValued, k) {
				i++
			}
			continue
		}
		for k := 1; k < len(s); k++ {
			a.short += string(s[k])
			if strings.IndexByte(valued, s[k]) >= 0 {
				if k == len(s)-1 {
					i++
				}
				break
			}
		}
	}
	return a
}

func (a argv) has(letters string) bool { return strings.ContainsAny(a.short, letters) }

// hasLong reports a long option given in full or as an unambiguous prefix of at least min
// letters (git and GNU tools accept `--forc` for `--force`).
func (a argv) hasLong(full string, min int) bool {
	for _, l := range a.long {
		if l == full || len(l) >= min && strings.HasPrefix(full, l) {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func helpOrVersion(a argv) bool { return a.hasLong("help", 3) || a.hasLong("version", 4) }

func (j *judge) targetOf(c *shell.Command, i int) target {
	return target{arg: c.Args[i], dyn: c.Dynamic[i], lead: c.Lead[i], cwd: c.Cwd}
}

// findTargets is what `{}` stands for under find -exec: the find's start paths.
func (j *judge) expand(c *shell.Command, t target) []target {
	if !t.dyn {
		return []target{t}
	}
	if t.arg == "<stdin>" || t.arg == "<file>" {
		return []target{{arg: t.arg, dyn: true, cwd: t.cwd}}
	}
	if strings.Contains(t.arg, "{}") && c.Outer != nil && name(c.Outer) == "find" {
		starts, children := findStarts(c.Outer)
		for i := range starts {
			starts[i].children = children
		}
		return starts
	}
	return []target{t}
}

func matchRm(j *judge, c *shell.Command) (string, bool) {
	if name(c) != "rm" {
		return "", false
	}
	a := parseArgs(c, "")
	if helpOrVersion(a) || !(a.has("rR") || a.hasLong("recursive", 3)) {
		return "", false
	}
	for _, i := range a.operands {
		for _, t := range j.expand(c, j.targetOf(c, i)) {
			if t.arg == "<stdin>" || t.arg == "<file>" {
				return "rm -r of paths read from stdin or a file, which nobody has seen", true
			}
			if why := j.danger(t); why != "" {
				return "rm -r " + c.Args[i] + ": " + why, true
			}
		}
	}
	return "", false
}

func matchRmSystem(j *judge, c *shell.Command) (string, bool) {
	switch name(c) {
	case "rm", "unlink", "srm":
	default:
		return "", false
	}
	a := parseArgs(c, "")
	if helpOrVersion(a) {
		return "", false
	}
	for _, i := range a.operands {
		for _, t := range j.expand(c, j.targetOf(c, i)) {
			if why := j.systemFile(t); why != "" {
				return c.Args[i] + ": " + why, true
			}
		}
	}
	return "", false
}

// findStarts returns find's start paths and whether a name filter limits it to entries below
// them (so the start path itself is not deleted).
func findStarts(c *shell.Command) ([]target, bool) {
	var starts []target
	i := 0
	for i < len(c.Args) {
		s := c.Args[i]
		if s == "-H" || s == "-L" || s == "-P" || strings.HasPrefix(s, "-O") {
			i++
			continue
		}
		if s == "-D" {
			i += 2
			continue
		}
		break
	}
	for ; i < len(c.Args); i++ {
		s := c.Args[i]
		if !c.Dynamic[i] && (strings.HasPrefix(s, "-") || s == "(" || s == "!" || s == ")") {
			break
		}
		starts = append(starts, target{arg: s, dyn: c.Dynamic[i], lead: c.Lead[i], cwd: c.Cwd})
	}
	if len(starts) == 0 {
		starts = []target{{arg: ".", cwd: c.Cwd}}
	}
	filtered := false
	for k := i; k+1 < len(c.Args); k++ {
		switch c.Args[k] {
		case "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex", "-newer", "-mmin", "-mtime", "-amin", "-atime", "-cmin", "-ctime", "-size", "-user", "-group", "-inum", "-samefile", "-links", "-perm":
			p := c.Args[k+1]
			if strings.Trim(p, "*.") != "" && p != ".*" {
				filtered = true
			}
		case "-mindepth":
			if c.Args[k+1] != "0" {
				filtered = true
			}
		}
	}
	return starts, filtered
}

func matchFindDelete(j *judge, c *shell.Command) (string, bool) {
	if name(c) != "find" {
		return "", false
	}
	del := false
	for i, s := range c.Args {
		if s == "-delete" && !c.Dynamic[i] {
			del = true
		}
	}
	if !del {
		return "", false
	}
	starts, filtered := findStarts(c)
	for _, t := range starts {
		t.children = filtered
		if why := j.danger(t); why != "" {
			return "find " + t.arg + " -delete: " + why, true
		}
	}
	return "", false
}

func matchRsync(j *judge, c *shell.Command) (string, bool) {
	if name(c) != "rsync" {
		return "", false
	}
	a := parseArgs(c, "efTB", "rsh", "exclude", "include", "filter", "exclude-from", "include-from", "files-from", "rsync-path", "temp-dir", "compare-dest", "copy-dest", "link-dest", "backup-dir", "suffix", "chmod", "chown", "timeout", "log-file", "password-file", "port", "max-size", "min-size", "bwlimit", "partial-dir")
	del := false
	for _, l := range a.long {
		if strings.HasPrefix(l, "del") || l == "remove-source-files" {
			del = true
		}
	}
	if !del || a.hasLong("dry-run", 3) || a.has("n") || len(a.operands) < 2 {
		return "", false
	}
	i := a.operands[len(a.operands)-1]
	dest := c.Args[i]
	if host, _, ok := strings.Cut(dest, ":"); ok && !strings.Contains(host, "/") || strings.HasPrefix(dest, "rsync://") {
		return "rsync --delete to the remote " + dest, true
	}
	if why := j.danger(j.targetOf(c, i)); why != "" {
		return "rsync --delete into " + dest + ": " + why, true
	}
	return "", false
}

func matchShred(j *judge, c *shell.Command) (string, bool) {
	if name(c) != "shred" {
		return "", false
	}
	a := parseArgs(c, "nsx", "iterations", "size", "random-source")
	if helpOrVersion(a) {
		return "", false
	}
	for _, i := range a.operands {
		p, why := j.resolve(j.targetOf(c, i))
		if why != "" {
			return "shred " + c.Args[i] + ": " + why, true
		}
		if !j.inTemp(p) {
			return "shred " + c.Args[i], true
		}
	}
	return "", false
}

func matchTruncate(j *judge, c *shell.Command) (string, bool) {
	if name(c) != "truncate" {
		return "", false
	}
	a := parseArgs(c, "sr", "size", "reference")
	for _, i := range a.operands {
		if why := j.danger(j.targetOf(c, i)); why != "" {
			return "truncate " + c.Args[i] + ": " + why, true
		}
	}
	return "", false
}

func matchChmod(j *judge, c *shell.Command) (string, bool) {
	n := name(c)
	if n != "chmod" && n != "chown" && n != "chgrp" {
		return "", false
	}
	a := parseArgs(c, "")
	if !(a.has("R") || a.hasLong("recursive", 3)) {
		return "", false
	}
	ops := a.operands
	ref := false
	for _, l := range a.long {
		ref = ref || strings.HasPrefix(l, "reference")
	}
	if !ref && len(ops) > 0 {
		ops = ops[1:] // the mode or owner
	}
	for _, i := range ops {
		if why := j.danger(j.targetOf(c, i)); why != "" {
			return n + " -R " + c.Args[i] + ": " + why, true
		}
	}
	return "", false
}

func matchRedirectSystem(j *judge, c *shell.Command) (string, bool) {
	for _, r := range c.Redirects {
		switch r.Op {
		case ">", ">|", "&>":
		default:
			continue
		}
		if r.Dynamic || isDevice(r.Target) || strings.HasPrefix(r.Target, "/dev/") {
			continue
		}
		p, why := j.resolve(target{arg: r.Target, cwd: c.Cwd})
		if why == "" && isSystem(p) {
			return "> " + r.Target, true
		}
	}
	return "", false
}

func matchCrontab(j *judge, c *shell.Command) (string, bool) {
	if name(c) != "crontab" {
		return "", false
	}
	a := parseArgs(c, "u")
	return "crontab -r", a.has("r")
}

// isDevice reports a block device path (not /dev/null and the other harmless character
// devices).
func isDevice(p string) bool {
	p = filepath.Clean(p)
	if !strings.HasPrefix(p, "/dev/") {
		return false
	}
	switch p {
	case "/dev/null", "/dev/zero", "/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/tty", "/dev/random", "/dev/urandom", "/dev/full":
		return false
	}
	if strings.HasPrefix(p, "/dev/fd/") || strings.HasPrefix(p, "/dev/pts/") || strings.HasPrefix(p, "/dev/shm/") {
		return false
	}
	return true
}
