package state

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
)

// PasswdPath is the password database Home reads. It is a variable so that tests can point it
// at a fixture; nothing in hookguard sets it.
var PasswdPath = "/etc/passwd"

// ErrNoDir says that hookguard has nowhere outside the workspace to keep its state.
var ErrNoDir = errors.New("hookguard has no state directory: neither XDG_STATE_HOME nor HOME is an absolute path, and the password database names no home for this user; set HOME (or XDG_STATE_HOME) in the environment the harness runs hooks with")

// Dir returns hookguard's state directory for an environment lookup function:
// $XDG_STATE_HOME/hookguard, else $HOME/.local/state/hookguard (on Windows, USERPROFILE when
// HOME is not set), else the same under the home the
// password database gives the user, else "" (no state directory). It is never relative: a
// relative one would land in the hook's cwd, the workspace, where the agent writes.
func Dir(getenv func(string) string) string {
	if d := getenv("XDG_STATE_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "hookguard")
	}
	h := getenv("HOME")
	if (h == "" || !filepath.IsAbs(h)) && runtime.GOOS == "windows" {
		// Windows sets no HOME outside Git Bash and has no password database: its home is
		// USERPROFILE, from the same environment the harness gives its hooks.
		h = getenv("USERPROFILE")
	}
	if h == "" || !filepath.IsAbs(h) {
		h = Home()
	}
	if h == "" {
		return ""
	}
	return filepath.Join(h, ".local", "state", "hookguard")
}

// Home is the current user's home directory from the password database, or "" when it names
// none. It reads /etc/passwd by user id rather than calling os/user, which would link the C
// library's resolver and make the binary dynamic (every hook call would pay for the loader).
// Only environments without HOME get here; the answer is kept for the process.
func Home() string { return passwdHome() }

var passwdHome = sync.OnceValue(lookupHome)

func lookupHome() string {
	uid := os.Getuid()
	if uid < 0 {
		return "" // no user ids on this system
	}
	data, err := ReadFile(PasswdPath, 0)
	if err != nil {
		return ""
	}
	return homeOf(data, uid)
}

// homeOf finds uid's home in the bytes of a passwd file: name:password:uid:gid:gecos:home:shell.
func homeOf(passwd []byte, uid int) string {
	want := strconv.Itoa(uid)
	for line := range bytes.SplitSeq(passwd, []byte("\n")) {
		f := bytes.Split(line, []byte(":"))
		if len(f) < 7 || string(f[2]) != want {
			continue
		}
		if h := string(f[5]); filepath.IsAbs(h) {
			return filepath.Clean(h)
		}
		return ""
	}
	return ""
}

// ResetHome forgets the home read from the password database; for tests that change PasswdPath.
func ResetHome() { passwdHome = sync.OnceValue(lookupHome) }
