package shell

import (
	"strings"

	"github.com/hookguard/hookguard/shell/spec"
)

// A program that reads its code from the terminal (a bare shell, a REPL, a database client with
// no query) runs whatever is typed into it later. Under Codex, unified exec keeps such a
// process open and the model writes to it with write_stdin, which no hook sees: the code it
// will run is unknown, and is recorded so (Context.TerminalUnseen). Claude Code, Gemini CLI
// and Clarvis give the model no way to write to a running command's input, so there the same
// command reads nothing and is quiet.

// terminalDB are the database clients that read statements from the terminal unless an option
// or an operand gives them; the value lists the options that do, "#N" where the Nth operand
// (counted from 1) is a statement.
func terminalDB(name string) (string, bool) {
	switch name {
	case "psql":
		return "c command f file l list", true
	case "mysql":
		return "e execute", true
	case "mariadb":
		return "e execute", true
	case "sqlite3":
		return "#2 cmd", true
	case "duckdb":
		return "#2 c s cmd f", true
	case "redis-cli":
		return "#1", true
	case "valkey-cli":
		return "#1", true
	case "mongosh":
		return "eval f file #2", true
	case "mongo":
		return "eval #2", true
	case "mysqlsh":
		return "e execute f file", true
	case "mycli", "litecli":
		return "e execute", true
	case "pgcli":
		return "", true
	case "sqlplus":
		return "#2", true
	case "sqlcmd":
		return "Q q i", true
	case "clickhouse-client":
		return "q query queries-file", true
	case "cqlsh":
		return "e execute f file", true
	case "usql":
		return "c command f file", true
	}
	return "", false
}

// replWay is how a program that is a prompt of its own (a REPL, a debugger, a shell the
// table does not know) opens it: give lists what gives it its code instead, an option, "#N"
// where the Nth operand (from 1) does, "=WORD" where the word is among its words; force what
// opens it whatever else is given, an option or "@WORD" where WORD is its first operand; sub,
// where set, the first operands (or "A/B": the first two) without which it opens none.
type replWay struct{ give, force, sub string }

// terminalREPL are the programs that read code from the terminal besides the interpreters
// whose code the spec table reads (spec.Spec.TerminalCode) and the database clients.
func terminalREPL(name string) (replWay, bool) {
	switch name {
	case "ghci":
		return replWay{give: "e"}, true
	case "stack":
		return replWay{sub: "ghci repl"}, true
	case "cabal":
		return replWay{sub: "repl v2-repl new-repl"}, true
	case "pry", "ocaml", "gnuplot", "pyspark", "csi", "wish":
		return replWay{give: "#1"}, true
	case "iex", "jshell", "utop", "groovysh", "psysh", "spark-shell", "ed", "red":
		return replWay{}, true
	case "erl":
		return replWay{give: "=-noshell =-noinput =-detached"}, true
	case "clojure", "clj":
		return replWay{give: "e m X T #1", force: "r"}, true
	case "lein":
		return replWay{sub: "repl"}, true
	case "sbt":
		return replWay{give: "#1", force: "@console @consoleQuick"}, true
	case "scala", "swift":
		return replWay{give: "e #1", force: "@repl"}, true
	case "scala-cli":
		return replWay{give: "e execute-script #1", force: "@repl @console"}, true
	case "amm":
		return replWay{give: "c code #1"}, true
	case "racket":
		return replWay{give: "e f r t l u k #1", force: "i"}, true
	case "guile":
		return replWay{give: "c s #1"}, true
	case "sbcl":
		return replWay{give: "script non-interactive"}, true
	case "kotlinc":
		return replWay{give: "script e expression #1"}, true
	case "ipython", "bpython", "ptpython":
		return replWay{give: "c m #1", force: "i"}, true
	case "jupyter":
		return replWay{sub: "console qtconsole"}, true
	case "octave":
		return replWay{give: "eval #1", force: "i interactive persist"}, true
	case "dc":
		return replWay{give: "e expression f file #1"}, true
	case "fsi":
		return replWay{give: "exec #1"}, true
	case "dotnet":
		return replWay{give: "exec #1", sub: "fsi"}, true // dotnet fsi's own spec: its first operand
	case "nix":
		return replWay{sub: "repl"}, true
	case "rails":
		return replWay{sub: "console c dbconsole db"}, true
	case "php":
		return replWay{sub: "artisan/tinker"}, true
	case "node":
		return replWay{sub: "inspect debug"}, true
	case "bun":
		return replWay{sub: "repl"}, true
	case "gdb":
		return replWay{give: "batch"}, true
	case "lldb":
		return replWay{give: "b batch"}, true
	case "sftp":
		return replWay{give: "b"}, true
	case "expect":
		return replWay{give: "c f #1", force: "i"}, true
	case "nu", "elvish":
		return replWay{give: "c commands #1"}, true
	case "xonsh":
		return replWay{give: "c #1", force: "i"}, true
	case "vim", "vi", "nvim", "ex", "vimdiff", "nano", "pico":
		// An editor takes keystrokes, and with them any command (:!, ^T); --headless
		// and --embed take none from the terminal.
		return replWay{give: "headless embed"}, true
	case "emacs":
		return replWay{give: "batch script"}, true
	case "bc":
		// GNU bc reads stdin after its files; -e and -f (Howard's bc) give the code instead.
		return replWay{give: "e expression f file"}, true
	case "ts-node":
		return replWay{give: "e eval p print #1", force: "i interactive"}, true
	}
	return replWay{}, false
}

// opens reports whether the program, given args, opens its prompt.
func (r replWay) opens(base string, args []spec.Word) bool {
	var first []string // the first operands as written, for sub and "@WORD"
	for _, a := range args {
		if a.Dyn {
			return false
		}
		if !strings.HasPrefix(a.S, "-") && len(first) < 2 {
			first = append(first, a.S)
		}
	}
	if r.sub != "" && !subIn(r.sub, first) {
		return false
	}
	call := spec.Resolve(&spec.Input{Name: base, Args: args})
	for _, o := range strings.Fields(r.force) {
		if w, ok := strings.CutPrefix(o, "@"); ok {
			if len(first) > 0 && first[0] == w {
				return true
			}
		} else if call.Has(o) {
			return true
		}
	}
	for _, o := range strings.Fields(r.give) {
		if n, ok := strings.CutPrefix(o, "#"); ok {
			if len(call.P.Operands) >= int(n[0]-'0') {
				return false
			}
		} else if w, ok := strings.CutPrefix(o, "="); ok {
			for _, a := range args {
				if a.S == w {
					return false
				}
			}
		} else if call.Has(o) {
			return false
		}
	}
	return true
}

// textCodeOpts are the text filters that run their input lines as commands (awk's system($0),
// sed's e) and the options that give their program instead of the first operand.
func textCodeOpts(base string) (string, bool) {
	switch base {
	case "awk", "gawk", "mawk", "nawk":
		return "f file e source", true
	case "sed":
		return "e expression f file", true
	}
	return "", false
}

// textRunner says why a text filter that runs its input as commands reads them from the
// terminal: it names no input file (or names stdin), and its program runs code the line does
// not show. "" otherwise.
func textRunner(base string, args []spec.Word) string {
	opts, ok := textCodeOpts(base)
	if !ok {
		return ""
	}
	call := spec.Resolve(&spec.Input{Name: base, Args: args})
	files := call.P.Operands
	if !call.HasAny(strings.Fields(opts)...) && len(files) > 0 {
		files = files[1:] // the program
	}
	for _, i := range files {
		if args[i].Dyn || !stdinFile(args[i].S) {
			return ""
		}
	}
	for _, e := range call.Effects() {
		if e.Kind == spec.Exec && e.Lang == "sh" && !e.Known {
			return base + " running the lines typed into it as commands"
		}
	}
	return ""
}

// subIn reports whether the first operands are one of subs ("A" or "A/B").
func subIn(subs string, first []string) bool {
	for _, s := range strings.Fields(subs) {
		a, b, two := strings.Cut(s, "/")
		if len(first) > 0 && first[0] == a && (!two || len(first) > 1 && first[1] == b) {
			return true
		}
	}
	return false
}

// versionOnly are the arguments by which an interactive program only prints and ends.
func versionOnly(s string) bool {
	switch s {
	case "--version", "-V", "--help", "-version", "-help", "-?":
		return true
	}
	return false
}

// readsTerminal says why p would read code from the terminal, "" when it would not.
func (w *walker) readsTerminal(p *pending, base string) string {
	if stdinElsewhere(p) {
		return ""
	}
	args := words(p.argv[1:])
	for _, a := range args {
		if versionOnly(a.S) {
			return ""
		}
	}
	switch {
	case base == "ssh":
		call := spec.Resolve(&spec.Input{Name: "ssh", Args: args})
		if len(call.P.Operands) == 1 && !call.Has("N") && !call.Has("W") {
			return "a shell on " + args[call.P.Operands[0]].S
		}
		return ""
	case base == "sudo" || base == "su" || base == "runuser" || base == "doas" || base == "machinectl":
		return loginShell(base, args)
	case base == "tmux" || base == "screen" || base == "byobu" || base == "zellij":
		if multiplexerShell(base, args) {
			return "a shell in a terminal multiplexer (" + base + ")"
		}
		return ""
	case base == "script" || spec.Interpreter(base):
		// The spec says whether the words give the code: options alone (python3 -u,
		// script -Ocap.log) leave the terminal to type it.
		if spec.Resolve(&spec.Input{Name: base, Args: args}).TerminalCode() {
			if base == "script" {
				return "an interactive shell (script)"
			}
			return "an interactive " + base
		}
	}
	if why := textRunner(base, args); why != "" {
		return why
	}
	if r, ok := terminalREPL(base); ok {
		if r.opens(base, args) {
			return "the interactive prompt of " + base
		}
		return ""
	}
	opts, ok := terminalDB(base)
	if !ok {
		return ""
	}
	call := spec.Resolve(&spec.Input{Name: base, Args: args})
	for _, o := range strings.Fields(opts) {
		if n, isOp := strings.CutPrefix(o, "#"); isOp {
			if len(call.P.Operands) >= int(n[0]-'0') {
				return ""
			}
		} else if call.Has(o) {
			return ""
		}
	}
	return "the " + base + " client's prompt"
}

// loginShell says why a program that switches user opens an interactive shell, "" when its
// words give the command: sudo -s or -i alone, su, runuser and doas without a command
// (-c, or one after the user), machinectl shell without one.
func loginShell(base string, args []spec.Word) string {
	call := spec.Resolve(&spec.Input{Name: base, Args: args})
	ops := len(call.P.Operands)
	switch base {
	case "sudo":
		if ops > 0 || !call.HasAny("s", "i") {
			return ""
		}
	case "su", "runuser":
		user := 1 // su [-] [USER]: a word after them is the shell's arguments
		if ops > 0 && args[call.P.Operands[0]].S == "-" {
			user = 2
		}
		if call.HasAny("c", "command", "session-command") || ops > user {
			return ""
		}
	case "doas":
		if ops > 0 && !call.Has("s") {
			return ""
		}
	case "machinectl":
		// machinectl shell is a subcommand spec: its operands are [NAME [PATH]].
		if len(call.Path) < 2 || call.Path[1] != "shell" || ops > 1 {
			return ""
		}
	}
	return "an interactive shell (" + base + ")"
}

// multiplexerShell reports a terminal multiplexer that opens a shell in the foreground: tmux
// alone, a new session neither detached nor given a command, an attach; screen, byobu or
// zellij given no command (their options and their values alone, or an attach).
func multiplexerShell(base string, args []spec.Word) bool {
	if base == "tmux" {
		for i, a := range args {
			switch a.S {
			case "attach", "attach-session", "a", "at":
				return true
			case "new", "new-session":
				rest := args[i+1:]
				for j, b := range rest {
					valued := j > 0 && strings.Contains(" -s -n -c -t -x -y -e -F -f ", " "+rest[j-1].S+" ")
					if b.S == "-d" || !strings.HasPrefix(b.S, "-") && !valued {
						return false // detached, or given its command
					}
				}
				return true
			}
		}
		return len(args) == 0
	}
	for i, a := range args {
		switch {
		case a.Dyn || a.S == "attach" || a.S == "a":
			return true
		case a.S == "-ls" || a.S == "-list" || a.S == "-wipe" || a.S == "-v" || a.S == "-version":
			return false // screen lists its sessions and ends
		}
		valued := i > 0 && strings.Contains(" -S -r -x -c -e -h -p -t -T -s -R -d -D -ls -list -session -s ", " "+args[i-1].S+" ")
		if !strings.HasPrefix(a.S, "-") && !valued {
			return false // screen CMD, zellij run: a command of its own
		}
	}
	return true
}

// terminalCode records p as running code typed into it later, where the harness lets the
// model type it unseen.
func (w *walker) terminalCode(p *pending, why string) {
	w.unknownCode(p.argv[0].s, errTerminal(why))
}

type errTerminal string

func (e errTerminal) Error() string {
	return "starts " + string(e) + ", which runs what is written to it later; Codex sends that input (write_stdin) to no hook. Give the code in the command (-c, -e, a script file, a pipe or a here-document)"
}

// stdinElsewhere reports a command's stdin given from elsewhere than the terminal: a pipe
// or a redirect.
func stdinElsewhere(p *pending) bool {
	if p.stdin.piped {
		return true
	}
	for _, r := range p.redirs {
		if r.Fd == 0 {
			return true
		}
	}
	return false
}
