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
	}
	return "", false
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
	if p.stdin.piped || stdinRedirected(p) {
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
	case base == "script" || spec.Interpreter(base):
		// The spec says whether the words give the code: options alone (python3 -u,
		// script -Ocap.log) leave the terminal to type it.
		if spec.Resolve(&spec.Input{Name: base, Args: args}).TerminalCode() {
			if base == "script" {
				return "an interactive shell (script)"
			}
			return "an interactive " + base
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

// terminalCode records p as running code typed into it later, where the harness lets the
// model type it unseen.
func (w *walker) terminalCode(p *pending, why string) {
	w.unknownCode(p.argv[0].s, errTerminal(why))
}

type errTerminal string

func (e errTerminal) Error() string {
	return "starts " + string(e) + ", which runs what is written to it later; Codex sends that input (write_stdin) to no hook. Give the code in the command (-c, -e, a script file, a pipe or a here-document)"
}

// stdinRedirected reports a redirect that gives the command's stdin from elsewhere.
func stdinRedirected(p *pending) bool {
	for _, r := range p.redirs {
		if r.Fd == 0 {
			return true
		}
	}
	return false
}
