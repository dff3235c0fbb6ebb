package spec

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// Kind is what an effect does.
type Kind uint8

// The kinds of effect. A guard judges kinds and classes; it never reads a command's words.
// Class values are a closed vocabulary, listed with each kind: a spec uses only these, and a
// new one is added here first, with the guards that must judge it.
const (
	// Read: the content of Path is read. Class says where the content goes:
	//   "show"    printed where the agent sees it (cat, head, less, grep's matches, jq)
	//   "copy"    copied to another file (cp's source, rsync's, dd if=)
	//   "move"    moved (mv's source)
	//   "send"    sent off the machine (curl -d @f, scp to a host, nc < f)
	//   "archive" packed into an archive (tar c, zip)
	//   "mount"   made visible inside a container (docker run -v)
	//   "link"    made reachable by a link (ln's target)
	//   "hardlink" given a second name, the same file (ln, cp -l): a write to it writes the source
	//   "input"   fed to the program's stdin by a redirect (<), or the archive an extractor
	//             unpacks into the files it writes (tar -xf A, unzip A, 7z x A, cpio -i -F A); an
	//             archive named by a word only known when it runs is a dynamic Path (Abs "")
	//   "config"  used by the program, not shown (--env-file, ssh -i, curl -K, source)
	//   "digest"  used but not shown (md5sum, wc, cmp)
	//   "code"    run as a program's code (python script.py)
	//   "maybe"   an operand of a program the table does not know, that looks like a path
	// Tree: every file below Path (grep -r, tar c DIR, find -exec cat {}).
	Read Kind = iota + 1
	// Write: content is written to Path, replacing it, or added with Keep. Class "" or
	//   "maybe"    an unknown program may write anywhere below its working directory
	//   "download" the content comes from the network (curl -o, wget)
	//   "extract"  an archive is unpacked there; with Text Renamed (and Tree, Dyn), its
	//              members land there under names only running it tells
	//   "mount"    a container may write there (a bind mount without :ro)
	//   "repo"     git writes its own repository (objects, refs, index, config) at Path
	//   "worktree" git rewrites tracked files below Path (checkout, reset, merge, pull)
	// Tree: anything below Path may be written; Dyn: which entries is only known when it runs.
	Write
	// Create: an entry is made at Path (mkdir, touch, a link's name); Keep: an existing one
	// is left as it is (touch). Class "" or "repo" (git makes its repository there: git init),
	// or, for a link interpreter code makes, "link" or "hardlink" with Text the absolute path
	// it stands for ("" where not known).
	Create
	// Delete: Path is removed; Tree: everything below it too. Class "" or "move" (taken
	// away by a move), "sync" (rsync --delete removes what the source lacks).
	Delete
	// Truncate: Path's content is thrown away (truncate), Class "shred": destroyed beyond
	// recovery.
	Truncate
	// Chmod: Path's mode or owner changes; Tree: recursively. Class "" or "adds" (chmod +x,
	// a+rX: read or execute permission added, none taken away), or "owner" (chown, chgrp:
	// the owner or group changes, the mode bits stay).
	Chmod
	// Exec: code runs. Lang: "sh", "python", "node" (every JavaScript runtime: node, deno,
	// bun, ts-node, tsx, JXA), "ruby", "perl", "php", "lua", "awk", "r", "julia",
	// "powershell", "applescript", "tcl", "sql", "js" (mongo shell), "redis", "native" (a
	// shared object or binary loaded: enable -f). Text is the
	// code where Known; Class "file" (a script file), "stdin", "config" (a value a program
	// runs later: an alias, core.pager, EDITOR). An Exec "sh" with Known text is walked by
	// the shell front end like the command's own.
	Exec
	// Send: data leaves the machine. Text: the destination (a URL, a host). Class "http",
	// "ssh", "raw" (nc, socat, /dev/tcp), "mail", "upload" (a registry, a bucket).
	Send
	// Expose: values that should stay hidden are printed or sent. Class:
	//   "env"        the whole environment (env, printenv, export -p, ps e, os.environ)
	//   "var"        the variable named by Text (echo $TOKEN, printenv TOKEN)
	//   "credential" a live credential a tool prints (gh auth token); Text says which
	//   "login"      the variable named by Text's first word is given as a credential to the
	//                host its second word names (a URL's user part: https://x:$TOKEN@host);
	//                Known: the host is; without it, Text is the name alone. The name "-"
	//                is the command's stdin (docker login --password-stdin). Path.Arg, where
	//                the credential is in a URL's user part, is that URL as written; it is
	//                empty for one given apart from the URL (curl -u, a header, login -p)
	Expose
	// Discard: git state is thrown away. Class:
	//   "worktree"     uncommitted changes of tracked files (reset --hard, checkout -- p)
	//   "unmerged"     as worktree, by checkout/restore --ours/--theirs: a path unmerged in the
	//                  index only gets one side of its conflict
	//   "index"        staged changes
	//   "untracked"    files git never stored (clean -f)
	//   "stash"        stashed work (stash drop/clear)
	//   "branch"       a branch with commits nothing else holds (branch -D)
	//   "remote"       history on a remote (push --force, --delete, --mirror, +ref, :ref)
	//   "history"      the records that recover lost commits (reflog expire, filter-branch)
	//   "worktree-dir" a linked work tree with its changes (worktree remove --force)
	// By names the git command ("git reset").
	Discard
	// HooksOff: git hooks are skipped or unhooked. Class "no-verify", "hooks-path" (core.
	// hooksPath set or unset), "manager" (HUSKY=0, LEFTHOOK=0, SKIP=), "config" (git reads
	// a configuration the agent controls: include.path, GIT_CONFIG_GLOBAL, config --edit).
	HooksOff
	// Destroy: data that is not a local file is deleted. Class "database", "cloud",
	// "cluster", "container" (volumes), "disk", "queue", "repo" (a hosted repository, app or
	// site), "publish" (a private repository made public: its history cannot be hidden
	// again), "secret-store", "http" (an HTTP DELETE), "backup", "vm", "account", "crontab",
	// "package" (a published package), and the running machine's state: "power" (it is shut
	// down, rebooted or halted: every process stops), "mounts" (every filesystem unmounted),
	// "raid" (a RAID array stopped or a member failed or removed), "password" (an account's
	// password deleted). Text says what, By the operation.
	Destroy
	// Rewind: a migration tool rolls back, resets, drops or rewrites applied history.
	// Text says what, By the tool and subcommand.
	Rewind
	// Settings: a harness's or hookguard's own settings change through its CLI, or a session
	// is entered. Class "harness" (claude config set, codex features, gemini hooks),
	// "hookguard" (hookguard install, uninstall, trust, run, ledger revoke), "session"
	// (claude --resume, codex resume).
	Settings
	// Env: the command is given an environment variable (Text "NAME=VALUE").
	Env
	// Signal: processes are sent a signal (pkill, killall, kill), or reached into, or,
	// with Class "list-" and the rest, their ids are listed for one (pgrep, pidof). Class, by
	// what chooses them: "name" (a pattern over the process's name, Text, as an extended
	// regular expression; "(?i)" first where case is ignored), "exact" (the name itself),
	// "cmdline" (a pattern over the whole command line), "parent" (the children of the
	// process Text), "user" (every process of the user, group, session or terminal Text),
	// "pid" (the process Text: an id, or one only known when it runs, what an earlier command
	// listed), "code" (code that signals the processes it finds, Text: the code, whose
	// words say which), "flood" (code forks without bound: no process is chosen, every later
	// one, a hook's too, may fail to start). Known: Text is. Lang: the signal (KILL, STOP, USR1; "" for the default), or
	// "attach" (a debugger or tracer reaches into it: gdb -p, strace -p), or "limit" (prlimit
	// --pid sets what it may do).
	Signal
)

var kindNames = [...]string{Read: "read", Write: "write", Create: "create", Delete: "delete", Truncate: "truncate",
	Chmod: "chmod", Exec: "exec", Send: "send", Expose: "expose", Discard: "discard", HooksOff: "hooks-off",
	Destroy: "destroy", Rewind: "rewind", Settings: "settings", Env: "env", Signal: "signal"}

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
	// Match, on a Found path, are the name patterns find selects entries by (-name, -iname),
	// where a name test narrows it; an entry matching none is not among them.
	Match []string
	// Lit: its pattern characters were quoted (rm '.e*'): it names the file called that,
	// and Glob is false.
	Lit bool
	// DirsOnly, on a Found path, says every deleting action selects directories only
	// (-type d): no file is among them.
	DirsOnly bool
	// From is where the word it was read from got its value (Word.From): the variables, and
	// source:FILE for a file's text (a sourced file's, or the line of a file read took).
	From []string
}

// Glob reports whether the path holds a pattern the shell would expand.
func (p Path) Glob() bool { return !p.Dyn && !p.Lit && paths.HasMeta(p.Arg) }

// Renamed is the Text of an archiver's effects where it renames members as it packs or
// extracts them (tar --transform or --xform, bsdtar's and pax's -s, cpio -r or --rename): on
// the Read:archive of each file packed, it is stored under a name only running it tells; on
// a Write:extract (Tree, Dyn), members land below Path under such names.
const Renamed = "members renamed"

// RenamesMembers reports an archiver's effect marked Renamed: a Read:archive packed, or a
// Write:extract unpacked, under names only running it tells.
func RenamesMembers(e Effect) bool {
	return e.Text == Renamed && (e.Kind == Read && e.Class == "archive" || e.Kind == Write && e.Class == "extract")
}

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
	// Filter, on a tree Read by a search (grep -r, rg, ag, git grep), says which entries
	// below Path it opens: rg skips hidden and ignored files, --include narrows. Nil: every
	// entry.
	Filter *Filter
	// Edit, on a Write in place: it changes only the lines of the KEY=VALUE settings it
	// names and keeps the rest (sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=debug/', dotenv set), as
	// a file tool's edit does.
	Edit bool
	// Unpacked, on a Read, says the program reads the file as compressed data it unpacks
	// (zcat, gunzip -c, zgrep, 7z): a gzip's content is the file its header names
	// (shell.GzipName), whatever the copy is now called.
	Unpacked bool
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
		return paths.Join(cwd, p) // Join cleans
	}
	return paths.Clean(p)
}
