package spec

import "strings"

// gnuPrefixed is the program a name under Homebrew's "g" prefix is: on macOS, Homebrew installs
// GNU coreutils, findutils, sed, tar, grep, make, which, indent, patch, m4, libtool, time, units
// and inetutils as grm, gfind, gsed, gtar..., so that they do not shadow the system's BSD ones.
// They are the same programs, and a name the table did not know would have let `grm -rf ~` or
// `gtimeout 5 rm -rf ~` pass as an unknown program. Names where g+NAME is a program of its own
// are left out: gdu (a disk usage browser), god (a process monitor whose -c runs Ruby), gtest
// (a test binary's usual name); git, grep, gzip, gcc, gpg, go, gh and the like never match,
// since their rest is no GNU program's name. The Rust coreutils (uutils) installed beside the
// system's are named the same way with "uu-" (Arch's uu-rm) or "uutils-" (nixpkgs). A switch: nothing is built at
// start-up, and only a name that starts with g, uu- or uutils- is looked at.
func gnuPrefixed(name string) (string, bool) {
	switch {
	case len(name) > 3 && strings.HasPrefix(name, "uu-"):
		n := name[3:]
		return n, coreutil(n)
	case len(name) > 7 && strings.HasPrefix(name, "uutils-"): // nixpkgs' uutils-coreutils
		n := name[7:]
		return n, coreutil(n)
	case len(name) < 3 || name[0] != 'g':
		return "", false
	}
	switch n := name[1:]; n {
	// findutils, sed, tar, grep, make, which, indent, patch, m4, libtool, time, units
	case "find", "xargs", "locate", "updatedb", "sed", "tar", "egrep", "fgrep", "make", "which",
		"indent", "patch", "m4", "libtool", "libtoolize", "time", "units",
		// inetutils
		"ftp", "hostname", "ifconfig", "logger", "ping", "ping6", "rcp", "rexec", "rlogin",
		"rsh", "talk", "telnet", "tftp", "traceroute", "whois":
		return n, true
	default:
		return n, coreutil(n)
	}
}

// coreutil reports a program of GNU coreutils (and of uutils, which has the same ones).
func coreutil(n string) bool {
	switch n {
	case "b2sum", "base32", "base64", "basename", "basenc", "cat", "chcon", "chgrp", "chmod",
		"chown", "chroot", "cksum", "comm", "cp", "csplit", "cut", "date", "dd", "df", "dir",
		"dircolors", "dirname", "echo", "env", "expand", "expr", "factor", "false", "fmt",
		"fold", "groups", "head", "hostid", "id", "install", "join", "kill", "link", "ln",
		"logname", "ls", "md5sum", "mkdir", "mkfifo", "mknod", "mktemp", "mv", "nice", "nl",
		"nohup", "nproc", "numfmt", "paste", "pathchk", "pinky", "pr", "printenv", "printf",
		"ptx", "pwd", "readlink", "realpath", "rm", "rmdir", "runcon", "seq", "sha1sum",
		"sha224sum", "sha256sum", "sha384sum", "sha512sum", "shred", "shuf", "sleep", "sort",
		"split", "stat", "stdbuf", "stty", "sum", "sync", "tac", "tail", "tee", "timeout",
		"touch", "tr", "true", "truncate", "tsort", "tty", "uname", "unexpand", "uniq", "unlink",
		"uptime", "users", "vdir", "wc", "who", "whoami", "yes":
		return true
	}
	return false
}
