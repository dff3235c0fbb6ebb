package spec

import (
	"path/filepath"
	"strings"
)

// Kind is what an effect does.
type Kind uint8

// The kinds of effect. A guard judges kinds; it never reads a command's words.
const (
	// Read: the content of Path is read (Class says where it goes: shown, copied, sent...).
	Read Kind = iota + 1
	// Write: content is written to Path, replacing it (or added, with Append).
	Write
	// Create: an entry is made at Path (mkdir, touch, a link's name).
	Create
	// Delete: Path is removed (with Tree, everything below it too).
	Delete
	// Truncate: Path's content is thrown away or destroyed in place (truncate, shred).
	Truncate
	// Chmod: Path's mode or owner changes.
	Chmod
	// Exec: code runs: Lang says its language, Text the code where Known.
	Exec
	// Send: data leaves the machine (Text: the destination).
	Send
	// Expose: values that should stay hidden are printed: Class "env" (the environment),
	// "var" (the variable named by Text), "credential" (a tool prints a live credential).
	Expose
	// Discard: git state is thrown away: Class "worktree", "index", "untracked", "stash",
	// "branch", "remote", "history", "worktree-dir".
	Discard
	// HooksOff: git hooks are skipped or unhooked (Class "no-verify", "hooks-path", "manager",
	// "config").
	HooksOff
	// Destroy: data that is not a local file is deleted: Class "database", "cloud",
	// "cluster", "container", "disk", "queue", "repo", "http", "backup", "vm", "account",
	// "crontab", "secret-store".
	Destroy
	// Rewind: a migration tool rolls back, resets or rewrites applied history.
	Rewind
	// Settings: a harness or hookguard's own configuration is changed by its CLI (Class
	// "harness", "hookguard"), or a session is entered (Class "session").
	Settings
	// Env: the command sets an environment variable for what it runs (Text "NAME=VALUE").
	Env
)

var kindNames = [...]string{Read: "read", Write: "write", Create: "create", Delete: "delete", Truncate: "truncate",
	Chmod: "chmod", Exec: "exec", Send: "send", Expose: "expose", Discard: "discard", HooksOff: "hooks-off",
	Destroy: "destroy", Rewind: "rewind", Settings: "settings", Env: "env"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "kind?"
}

// Path is a file operand as the command would use it.
type Path struct {
	Arg  string // as the shell passes it
	Abs  string // absolute and lexically clean; "" when it cannot be known
	Dyn  bool   // part of it is only known when the command runs
	Lead string // for a dynamic path, the text known before its first unknown part
	Cwd  string // the directory it is relative to; "" when unknown
	// Found is set for the paths a wrapper hands in ({} of find -exec): every entry below Abs,
	// and, with Filtered, only entries a name test selects, never Abs itself.
	Found    bool
	Filtered bool
}

// Glob reports whether the path holds a pattern the shell would expand.
func (p Path) Glob() bool { return !p.Dyn && strings.ContainsAny(p.Arg, "*?[") }

// Effect is one thing a command does.
type Effect struct {
	Kind  Kind
	Path  Path
	Tree  bool   // the whole tree under Path (rm -r, chmod -R, cp -r's source, grep -r)
	Keep  bool   // Write: appends or adds, keeping what was there; Create: never replaces
	By    string // the operation, for a reason and for rules: "rm", "git reset", "> redirect"
	Class string // see the kinds
	Lang  string // Exec: "sh", "python", "node", "ruby", "perl", "php", "sql", ...
	Text  string // Exec: the code; otherwise what it is, in a few words
	Known bool   // Exec: Text is the whole code; Expose/Destroy: the target is known
	Dyn   bool   // part of what it acts on is only known when it runs
	// Via says how the effect was reached inside the command: "python -c > os.system",
	// "git alias x", "GIT_SSH_COMMAND".
	Via string
	// Remote is set for an effect on another machine or in a container (ssh, docker exec):
	// its paths are not this machine's.
	Remote bool
}

// String renders an effect compactly, the form spec examples are written in:
// "delete-r build", "write+ log.txt", "exec:python print(1)", "discard:worktree git reset".
func (e Effect) String() string {
	var b strings.Builder
	b.WriteString(e.Kind.String())
	if e.Tree {
		b.WriteString("-r")
	}
	if e.Keep {
		b.WriteString("+")
	}
	switch e.Kind {
	case Exec:
		b.WriteString(":" + e.Lang)
		if e.Known {
			b.WriteString(" " + oneLine(e.Text))
		} else {
			b.WriteString(" ?")
		}
		return b.String()
	case Read, Write, Create, Delete, Truncate, Chmod:
		if e.Class != "" {
			b.WriteString(":" + e.Class)
		}
		b.WriteString(" " + e.Path.show())
		return b.String()
	}
	if e.Class != "" {
		b.WriteString(":" + e.Class)
	}
	if e.Text != "" {
		b.WriteString(" " + oneLine(e.Text))
	} else if e.By != "" {
		b.WriteString(" " + e.By)
	}
	return b.String()
}

func (p Path) show() string {
	s := p.Arg
	if p.Dyn {
		s = "<" + s + ">"
	}
	if p.Found {
		s = "{" + s + "}"
		if p.Filtered {
			s += "?"
		}
	}
	return s
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 60 {
		s = s[:60] + "..."
	}
	return s
}

// absPath makes p absolute against cwd and home, lexically; "" when it cannot be known.
func absPath(p, cwd, home string) string {
	switch {
	case p == "~" || strings.HasPrefix(p, "~/"):
		if home == "" {
			return ""
		}
		p = home + p[1:]
	case strings.HasPrefix(p, "~"):
		return "" // another user's home
	case !filepath.IsAbs(p):
		if cwd == "" {
			return ""
		}
		p = filepath.Join(cwd, p)
	}
	return filepath.Clean(p)
}
