package spec

import "strings"

// PrivateMode is the Text of a chmod effect whose mode only keeps a file to its owner: an
// octal mode with no group, other or special bits (600, 0400, 700), or symbolic clauses that
// only take permissions from the group and others (go-rwx, o=). It changes no content and
// makes nothing reachable by anyone else: the standard fix ssh asks for on a key.
const PrivateMode = "private"

// privateMode reports whether a chmod mode, as written, is a PrivateMode.
func privateMode(m string) bool {
	if m == "" {
		return false
	}
	if strings.Trim(m, "01234567") == "" {
		if len(m) == 4 && m[0] == '0' {
			m = m[1:]
		}
		return len(m) == 3 && m[0] != '0' && m[1:] == "00"
	}
	for _, cl := range strings.Split(m, ",") {
		who := strings.TrimLeft(cl, "go")
		if who == cl || who == "" {
			return false // no g or o named (u, a, or none: every class)
		}
		switch op, perms := who[0], who[1:]; {
		case op == '-' && strings.Trim(perms, "rwxXst") == "":
		case op == '=' && perms == "":
		default:
			return false
		}
	}
	return true
}
